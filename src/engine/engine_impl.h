/* SPDX-License-Identifier: MIT */
/* What every engine implementation provides to the dispatch in engine.c.
 * Private to src/engine/ (and white-box tests). */
#ifndef KTOUR_ENGINE_IMPL_H
#define KTOUR_ENGINE_IMPL_H

#include "ktour/engine.h"

struct engine_stack; /* ktour/engine_stack.h */

typedef struct engine_ops {
	engine_event_kind (*step)(engine *e, engine_event *ev);
	engine_event_kind (*run)(engine *e, uint64_t max_steps, engine_solution_fn fn,
				 void *ctx);
	void (*view)(const engine *e, engine_view *v);
	bool (*depth_info)(const engine *e, int32_t d, engine_depth *out);
	engine *(*clone)(const engine *e);
	void (*copy)(engine *dst, const engine *src);
	void (*destroy)(engine *e);
	/* A new prefix (engine_restart); NULL for engines that have none. */
	void (*restart)(engine *e, const ksq *prefix, int32_t len);
	/* Saving and restoring the search state (ktour/engine_stack.h); NULL
	 * for engines that cannot (engine.c then says so). */
	bool (*stack_save)(const engine *e, struct engine_stack *out);
	bool (*stack_load)(engine *e, const struct engine_stack *st, char *err, size_t errlen);
	/* A construction's recursion and cycles (engine_frame_info,
	 * engine_cycles_get); NULL for the searches. */
	bool (*frame_info)(const engine *e, int32_t d, engine_frame *out);
	bool (*cycles)(const engine *e, engine_cycles *out);
} engine_ops;

/* Every implementation's state struct starts with this. */
struct engine {
	const engine_ops *ops;
};

/* Constructors of the implementations (config already defaulted). */
engine *backtrack_create(const engine_config *cfg, char *err, size_t errlen);
engine *walk_create(const engine_config *cfg, char *err, size_t errlen);
engine *divide_engine_create(const engine_config *cfg, char *err, size_t errlen);

#endif
