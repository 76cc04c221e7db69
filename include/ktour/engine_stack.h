/* SPDX-License-Identifier: MIT */
/* A search's stack, saved and restored (Kuechmann's saved and resumed
 * searches, Stone's time-segmentation).
 *
 * A search's stack is enough to resume it: the squares on the path and,
 * for each, which of its candidates have been tried.  Everything else
 * (degrees, look-ahead bookkeeping, closing squares) follows from the path
 * and is rebuilt on loading, which is also how a loaded stack is checked:
 * it is replayed move by move on the board and refused at the first square
 * the search could not have been on.
 *
 * Engine layer: the stack in memory only.  Its text form and the count's
 * checkpoint files are the runner's (ktour/checkpoint.h). */
#ifndef KTOUR_ENGINE_STACK_H
#define KTOUR_ENGINE_STACK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"

typedef enum stack_kind {
	STACK_ENGINE = 0, /* the backtrack engine: aux = candidates tried (next) */
	STACK_BITS,       /* the bitboard count search: aux = untried mask */
} stack_kind;

/* A search's stack, as saved. */
typedef struct engine_stack {
	stack_kind kind;
	int32_t depth;
	ksq *sq;      /* the path, depth squares */
	uint64_t *aux;
	engine_state state;       /* engine stacks only */
	engine_counters counters; /* engine stacks only */
} engine_stack;

/* Allocate room for depth frames (depth >= 1); false on out of memory. */
bool engine_stack_alloc(engine_stack *st, int32_t depth);
void engine_stack_free(engine_stack *st);

/* Save a backtrack engine's state; false (errno ENOTSUP) for engines that
 * cannot be saved (the walks, replay) or ENOMEM. */
bool engine_stack_save(const engine *e, engine_stack *out);
/* Put e (created from the configuration the stack was saved under) in the
 * saved state; false with a message when the stack does not fit e's board
 * and configuration (e is then back at its start). */
bool engine_stack_load(engine *e, const engine_stack *st, char *err, size_t errlen);

#endif
