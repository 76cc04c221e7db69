/* SPDX-License-Identifier: MIT */
/* engine_run() of the backtrack engine: the same transition as
 * engine_step(), compiled without events (see backtrack_core.h). */
#include "backtrack_core.h"

engine_event_kind bt_run(engine *en, uint64_t max_steps, engine_solution_fn fn, void *ctx)
{
	bt *e = (bt *)en;
	if (e->state == ENGINE_EXHAUSTED)
		return EV_EXHAUSTED;
	for (uint64_t n = 0; max_steps == 0 || n < max_steps; n++) {
		engine_event_kind k = bt_core(e, NULL);
		if (k == EV_SOLUTION) {
			if (fn && !fn(ctx, e->path, e->depth))
				return EV_SOLUTION;
		} else if (k == EV_EXHAUSTED) {
			return EV_EXHAUSTED;
		}
	}
	return EV_NONE;
}
