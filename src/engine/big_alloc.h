/* SPDX-License-Identifier: MIT */
/* Allocation of an engine's big arrays (a byte or a word per square), one
 * policy for the walk and divide-and-conquer engines.  Private to
 * src/engine/. */
#ifndef KTOUR_BIG_ALLOC_H
#define KTOUR_BIG_ALLOC_H

#include <stddef.h>

/* An array of n bytes (n may be 0), released with free(); NULL when out of
 * memory. */
void *engine_big_alloc(size_t n);

#endif
