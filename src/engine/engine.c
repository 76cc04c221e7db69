/* SPDX-License-Identifier: MIT */
/* Engine dispatch: one interface, one ops table per implementation. */
#include "ktour/engine.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine_impl.h"
#include "ktour/engine_stack.h"

/* Each engine's constructor, by kind: the one place an engine's code is
 * registered (what it can do is its descriptor's, ktour/engine_desc.h). */
static engine *(*const constructors[])(const engine_config *cfg, char *err, size_t errlen) = {
	[ENGINE_BACKTRACK] = backtrack_create,
	[ENGINE_WARNSDORFF] = walk_create,
	[ENGINE_IRWIN] = walk_create,
	[ENGINE_DIVIDE] = divide_engine_create,
};
_Static_assert(sizeof constructors / sizeof constructors[0] == ENGINE_KIND_COUNT,
	       "a constructor for every engine_kind (the last one's row is missing)");

engine *engine_create(const engine_config *cfg, char *err, size_t errlen)
{
	if ((unsigned)cfg->kind >= ENGINE_KIND_COUNT || !constructors[cfg->kind]) {
		snprintf(err, errlen, "no engine of kind %d", (int)cfg->kind);
		return NULL;
	}
	return constructors[cfg->kind](cfg, err, errlen);
}

void engine_destroy(engine *e)
{
	if (e)
		e->ops->destroy(e);
}

engine_event_kind engine_step(engine *e, engine_event *ev)
{
	return e->ops->step(e, ev);
}

engine_event_kind engine_run(engine *e, uint64_t max_steps, engine_solution_fn fn, void *ctx)
{
	return e->ops->run(e, max_steps, fn, ctx);
}

void engine_view_get(const engine *e, engine_view *v)
{
	memset(v, 0, sizeof *v);
	e->ops->view(e, v);
}

bool engine_depth_info(const engine *e, int32_t d, engine_depth *out)
{
	return e->ops->depth_info(e, d, out);
}

engine *engine_clone(const engine *e)
{
	return e->ops->clone(e);
}

void engine_copy(engine *dst, const engine *src)
{
	dst->ops->copy(dst, src);
}

bool engine_frame_info(const engine *e, int32_t d, engine_frame *out)
{
	return e->ops->frame_info && e->ops->frame_info(e, d, out);
}

bool engine_cycles_get(const engine *e, engine_cycles *out)
{
	return e->ops->cycles && e->ops->cycles(e, out);
}

bool engine_restart(engine *e, const ksq *prefix, int32_t len)
{
	if (!e->ops->restart)
		return false;
	e->ops->restart(e, prefix, len);
	return true;
}

bool engine_stack_alloc(engine_stack *st, int32_t depth)
{
	memset(st, 0, sizeof *st);
	if (depth < 1)
		return false;
	st->sq = malloc((size_t)depth * sizeof *st->sq);
	st->aux = malloc((size_t)depth * sizeof *st->aux);
	if (!st->sq || !st->aux) {
		engine_stack_free(st);
		errno = ENOMEM;
		return false;
	}
	st->depth = depth;
	return true;
}

void engine_stack_free(engine_stack *st)
{
	free(st->sq);
	free(st->aux);
	memset(st, 0, sizeof *st);
}

bool engine_stack_save(const engine *e, engine_stack *out)
{
	memset(out, 0, sizeof *out);
	if (!e->ops->stack_save) {
		errno = ENOTSUP;
		return false;
	}
	return e->ops->stack_save(e, out);
}

bool engine_stack_load(engine *e, const engine_stack *st, char *err, size_t errlen)
{
	if (!e->ops->stack_load) {
		snprintf(err, errlen, "this engine's state cannot be restored (only the backtrack "
				      "engine's can)");
		return false;
	}
	return e->ops->stack_load(e, st, err, errlen);
}
