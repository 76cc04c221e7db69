/* SPDX-License-Identifier: MIT */
/* The Warnsdorff and Irwin walk engines: private state shared by walk.c
 * (creation, views, copies), walk_step.c (the state machine and the fast
 * run), tiebreak.c (the tie rules), squirrel_cull.c (the switching
 * schedule) and walk_tourset.c (irwin's set of tours already seen).
 * Private to src/engine/ and to white-box tests. */
#ifndef KTOUR_WALK_IMPL_H
#define KTOUR_WALK_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine_impl.h"
#include "ktour/board.h"
#include "ktour/rng.h"

/* Per-depth candidate lists are kept only up to this many squares (9 bytes
 * a square); larger boards keep the path and the degrees alone. */
#define WALK_CAND_MAX_SQUARES 4000000L

/* irwin: attempts when cfg->max_attempts is 0. */
#define WALK_DEFAULT_ATTEMPTS 100000u

/* Where the state machine stands between two steps. */
typedef enum walk_phase {
	PH_WALK = 0, /* next step: advance, or report the solution or stuck */
	PH_AFTER,    /* a walk ended; next step: a new walk or exhausted */
	PH_DONE,     /* finished; steps repeat the final event */
} walk_phase;

/* One ordering of a switching schedule and the square on whose arrival
 * it hands over to the next (KSQ_NONE: kept to the end). */
typedef struct walk_sched {
	uint8_t order[8];
	ksq until;
} walk_sched;

#define WALK_SCHED_MAX TIEBREAK_SCHEDULE_MAX

/* A set of 128-bit fingerprints of complete tours (irwin's duplicates). */
typedef struct walk_tourset {
	uint64_t *keys; /* 2 words a slot; (0,0) marks an empty slot */
	size_t cap;     /* slots, a power of two (0 before the first insert) */
	size_t count;
} walk_tourset;

#define WALK_NO_CAND 0xFF

/* The candidates at one square, in the scan order of the ordering in
 * force, and the decision taken. */
typedef struct walk_choice {
	int n;            /* unvisited neighbours */
	ksq sq[8];
	int8_t move[8];   /* move index 0..7 */
	int8_t scan[8];   /* position of the move in the ordering */
	uint8_t deg[8];   /* their onward degree (unvisited neighbours) */
	int ntied;        /* how many share the smallest degree */
	int8_t tied[8];   /* their indices into sq[], in scan order */
	int taken;        /* index into sq[] of the square chosen; -1 none */
	engine_reason why;
} walk_choice;

typedef struct walk {
	engine base;          /* must come first */
	engine_config cfg;    /* a copy; prefix cleared */
	board b;
	/* Without a torus, the moves legal from (r, c) are rowbits[r] &
	 * colbits[c] (the board's mask, computed without touching it); NULL
	 * on a torus.  colbits has `colpad` zero entries on either side, so
	 * it may be read a move away from the board. */
	uint8_t *rowbits, *colbits, *colbits_mem;
	int colpad;
	/* b.mask holds the board's moves (always on a torus).  Without one it
	 * is allocated at creation but filled only when the slow path will
	 * run the walk, or when the engine is stepped or viewed: a walk that
	 * only runs (solve -q, the experiments) never writes that byte a
	 * square.  walk_targets() does without it. */
	bool mask_filled;
	/* coloff[8 * c + i]: the board offset of the i-th move of the
	 * ordering in force from a square of column c, or 0 where that move
	 * leaves the board sideways (the knight's own square, visited, is
	 * read instead); padded like colbits; rebuilt by walk_set_order().
	 * NULL on a torus. */
	int32_t *coloff, *coloff_mem;
	int32_t nsq;
	ksq start;
	bool irwin;           /* repeated walks, duplicates counted */
	bool random_ties;     /* irwin, or warnsdorff --tiebreak random */
	uint64_t max_attempts;

	/* deg[sq]: unvisited neighbours of an unvisited square; ENGINE_VISITED
	 * for squares on the path.  The knight's square is visited, so its
	 * neighbours' degrees already count it out: deg[t] is t's number of
	 * onward moves if the knight went there next. */
	uint8_t *deg;
	/* deg has `guard` bytes of ENGINE_VISITED before and after it (a
	 * move's reach in rows), so that a move off the top or the bottom of
	 * the board reads a visited square (the fast walk relies on it). */
	uint8_t *deg_mem;
	size_t guard;
	ksq *path;            /* path[0..depth-1] */
	int32_t depth;
	/* Small boards: for every depth d < depth-1, what was seen at
	 * path[d]: for each scan position i of the ordering then in force,
	 * cand[8d + i] = move | degree << 3 for a candidate, WALK_NO_CAND for
	 * none; cmeta[d] = the scan position taken.  NULL on large boards. */
	uint8_t *cand;        /* 8 bytes per square */
	uint8_t *cmeta;       /* 1 byte per square */

	engine_state state;
	walk_phase phase;
	engine_event_kind final_ev; /* what PH_DONE repeats */
	bool last_solved;     /* the walk that just ended was a tour */
	engine_counters ctr;

	uint8_t order[8];     /* the ordering in force */
	/* squirrel-cull: the schedule and the stage reached */
	walk_sched sched[WALK_SCHED_MAX];
	int nsched, stage;
	ksq until;            /* sched[stage].until, KSQ_NONE at the last */
	/* orderings19: index of the ordering of the current walk */
	int o19;

	rng rng;
	walk_tourset seen;
} walk;

/* ---- walk.c ---------------------------------------------------------- */

/* Fill out[0..7] with the targets of sq in move-index order (KSQ_NONE
 * where illegal). */
void walk_targets(const walk *w, ksq sq, ksq out[8]);
/* Make `order` the ordering in force (and rebuild coloff). */
void walk_set_order(walk *w, const uint8_t order[8]);
/* Fill b.mask if it is not yet. */
void walk_fill_mask(walk *w);

/* ---- walk_step.c ----------------------------------------------------- */

engine_event_kind walk_step(engine *e, engine_event *ev);
engine_event_kind walk_run(engine *e, uint64_t max_steps, engine_solution_fn fn, void *ctx);
/* Whether walk_run() takes the fast loop for this walk's rule and board
 * (else it steps without events, walk_advance() a move). */
bool walk_fast_serves(const walk *w);
/* Put the knight back on the start square with fresh degrees: the state
 * of a walk before its first move (counters untouched). */
void walk_reset_path(walk *w);

/* ---- tiebreak.c ------------------------------------------------------ */

/* The candidates at the knight's square and the decision of the rule in
 * force.  With random ties the generator r is drawn from only when there
 * is a tie; r == NULL leaves a random tie undecided (taken = -1). */
void walk_choose(const walk *w, walk_choice *ch, rng *r);
/* Sort candidate indices 0..n-1 of ch into preference order: the square
 * taken first (if any), then by degree, then by the rule's own key
 * (Roth: distance), then scan order.  Writes n indices into idx. */
void walk_preference(const walk *w, const walk_choice *ch, int idx[8]);
/* The nineteen orderings of `orderings19`, as move indices. */
extern const uint8_t walk_orderings19[19][8];

/* ---- squirrel_cull.c ------------------------------------------------- */

/* The Squirrel-Cull schedule for the knight on an m x m board from (1,1):
 * fills sched (at most WALK_SCHED_MAX stages, squares as indices on the
 * m x m board) and returns the number of stages. */
int squirrel_cull_schedule(int m, walk_sched sched[WALK_SCHED_MAX]);

/* ---- walk_tourset.c -------------------------------------------------- */

/* Insert the fingerprint of path[0..len-1]; 1 if new, 0 if already there,
 * -1 out of memory. */
int walk_tourset_add(walk_tourset *s, const ksq *path, int32_t len);
bool walk_tourset_copy(walk_tourset *dst, const walk_tourset *src);
void walk_tourset_free(walk_tourset *s);

#endif
