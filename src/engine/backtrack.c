/* Exhaustive backtracking (not built yet). */
#include <stdio.h>

#include "engine_impl.h"

engine *backtrack_create(const engine_config *cfg, char *err, size_t errlen)
{
	(void)cfg;
	snprintf(err, errlen, "the backtrack engine is not built yet");
	return NULL;
}
