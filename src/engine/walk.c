/* Warnsdorff and Irwin walks (not built yet). */
#include <stdio.h>

#include "engine_impl.h"

engine *walk_create(const engine_config *cfg, char *err, size_t errlen)
{
	(void)cfg;
	snprintf(err, errlen, "the walk engines are not built yet");
	return NULL;
}
