/* SPDX-License-Identifier: MIT */
/* Big arrays: plain malloc(), so that the pages are the system's ordinary
 * ones, each taken when it is first written.
 *
 * Measured on a 2-core virtual machine with a 10000 x 10000 walk (600 MB
 * of arrays), whole processes side by side: transparent huge pages asked
 * for with madvise() and populated at once cost 0.9 s of kernel time when
 * the huge pages were fresh (zeroing pages the host had not backed yet),
 * against 0.2 s for ordinary pages taken one fault at a time; populating
 * ordinary pages at once (MADV_POPULATE_WRITE) saved nothing over the
 * faults, and would write the end of a path that a stuck walk never
 * reaches.  Huge pages saved about 7% of the walk's user-mode seconds
 * (fewer TLB misses), far less than they cost.  A system that gives huge pages to
 * every large mapping (transparent_hugepage=always) still does. */
#include <stdlib.h>

#include "big_alloc.h"

void *engine_big_alloc(size_t n)
{
	return malloc(n ? n : 1);
}
