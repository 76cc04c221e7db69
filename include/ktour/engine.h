/* SPDX-License-Identifier: MIT */
/* Search engines as resumable state machines.
 *
 * An engine is created from an engine_config (the settings,
 * ktour/config.h), then advanced one elementary
 * step at a time with engine_step(), which returns the event it produced.
 * Views read the engine's state through engine_view() and
 * engine_depth_info() (read-only; nothing is copied per step).  Headless
 * commands use engine_run(), which produces no events but reaches the same
 * states with the same counters.
 *
 * No engine includes curses, sleeps, prints or keeps global state: two
 * engines can run side by side. */
#ifndef KTOUR_ENGINE_H
#define KTOUR_ENGINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/board.h"
#include "ktour/config.h"

typedef enum engine_event_kind {
	EV_NONE = 0,
	EV_ADVANCE,   /* moved to ev.sq; ev.depth is the new path length */
	EV_RETREAT,   /* took ev.sq back off the path; ev.depth is the new length */
	EV_SOLUTION,  /* the path is a complete tour (closed when asked) */
	EV_EXHAUSTED, /* the search space is done: no more solutions */
	EV_STUCK,     /* a walk has no move left (the path stays as it is) */
	EV_NEW_WALK,  /* a walk engine starts a new walk from the start square */
	/* A construction (ENG_BUILD, engine_view.build) builds its tour out
	 * of closed cycles on parts of the board: */
	EV_LAY,       /* a stored base tour laid into a block: one cycle more */
	EV_JOIN,      /* two cycles made one: two moves dropped, two added */
} engine_event_kind;

/* Why a square was chosen or left, for narration. */
typedef enum engine_reason {
	WHY_NONE = 0,
	WHY_START,        /* the start square (or a fixed prefix square) */
	WHY_ORDER,        /* next untried candidate in the move order */
	WHY_ONLY,         /* the only unvisited neighbour */
	WHY_FORCED,       /* look-ahead: a neighbour with no other way in/out */
	WHY_MIN_DEGREE,   /* the unique square of fewest onward moves */
	WHY_TIE_ORDER,    /* tie at fewest onward moves, broken by ev.order */
	WHY_TIE_RANDOM,   /* tie broken by the seeded generator */
	WHY_TIE_POHL,     /* tie broken by the smallest neighbour-degree sum */
	WHY_TIE_ROTH,     /* tie broken by distance from the centre */
	/* retreats */
	WHY_ALL_TRIED,    /* every candidate of the square was tried (none at
	                   * all: a dead end, narrate.c tells the two apart) */
	WHY_DOUBLE_FORCED,/* look-ahead: two squares each need the knight next */
	WHY_UNREACHABLE,  /* look-ahead: an unvisited square can't be reached */
	WHY_NOT_CLOSED,   /* all squares covered but the last can't return */
	WHY_AFTER_SOLUTION, /* undoing the last square of a reported solution */
} engine_reason;

/* A rectangle of the board: its top-left square's 0-based row and
 * column, and its size. */
typedef struct engine_rect {
	int32_t row, col, rows, cols;
} engine_rect;

/* What a step of a construction did (EV_LAY, EV_JOIN).  A join drops the
 * moves drop[0] = a1-a2 (of one cycle) and drop[1] = b1-b2 (of the other)
 * and adds add[0] = a1-b1 and add[1] = a2-b2. */
typedef struct engine_build_step {
	engine_event_kind kind; /* EV_LAY, EV_JOIN; EV_NONE before the first */
	engine_rect rect;  /* LAY: the block; JOIN: the rectangle whose parts join */
	int8_t nparts;     /* JOIN: parts of rect, 2 (halves) or 4 (quarters) */
	int8_t join;       /* JOIN: which of rect's joins: quarters 0 the top two,
			      1 the bottom two, 2 the two halves so made;
			      halves 0 */
	int32_t block;     /* LAY: the block's number in the order laid, from 0 */
	int32_t blocks;    /* LAY: blocks of the board */
	ksq drop[2][2];    /* JOIN: the moves dropped */
	ksq add[2][2];     /* JOIN: the moves added */
	int32_t cycles;    /* cycles on the board after the step */
} engine_build_step;

typedef struct engine_event {
	engine_event_kind kind;
	engine_reason why;
	ksq sq;         /* square advanced to / retreated from; KSQ_NONE n/a */
	ksq from;       /* square moved from (advance) / back on (retreat) */
	int32_t depth;  /* path length after the event */
	int8_t move;    /* move index 0..7 of the step, -1 n/a */
	int8_t degree;  /* onward degree of sq when chosen, -1 n/a */
	int8_t ntied;   /* how many squares shared that degree (incl. sq) */
	ksq tied[7];    /* the others that tied (first ntied-1 entries) */
	ksq culprit;    /* look-ahead: the square that forced or doomed */
	uint8_t order[8]; /* the move ordering in force (walk engines) */
} engine_event;

typedef enum engine_state {
	ENGINE_READY = 0,    /* nothing done yet: knight on the start square */
	ENGINE_SEARCHING,    /* in the middle of a search or walk */
	ENGINE_AT_SOLUTION,  /* the last event was EV_SOLUTION */
	ENGINE_EXHAUSTED,    /* finished: no more solutions */
	ENGINE_STUCK,        /* finished: the (last) walk got stuck */
} engine_state;

typedef struct engine_counters {
	uint64_t steps;      /* events produced (or that would have been) */
	uint64_t advances;
	uint64_t retreats;
	uint64_t solutions;  /* distinct solutions reported */
	int32_t max_depth;
	uint64_t walks;      /* walk engines: walks started */
	uint64_t stuck;      /* walk engines: walks that got stuck */
	uint64_t duplicates; /* irwin: completed walks that repeated a tour */
} engine_counters;

/* Marks the visited squares in engine_view.degree. */
#define ENGINE_VISITED 0xFF

/* A construction's state (ENG_BUILD): what the views show instead of a
 * search's path, which it has only once the tour is built. */
typedef struct engine_build {
	int32_t blocks, laid;   /* base blocks in all, laid so far */
	int32_t joins, cycles;  /* joins made; cycles on the board now */
	uint64_t total;         /* steps of the whole construction: 2 blocks - 1 */
	bool built;             /* every block laid and one cycle left */
	int32_t frames;         /* depth of the recursion (engine_frame_info) */
	ksq focus;              /* where the last step acted: the block's top-left
				   corner, the join's a1; KSQ_NONE before any */
	engine_build_step last; /* what the last step laid or joined (the event
				   of EV_LAY and EV_JOIN says only its kind and,
				   in ev.sq, the focus) */
	const char *told;       /* the last step in words, lower case, no stop:
				   "join the top-left and top-right quarters of
				   the board: drop f7-e9 and h8-g10, add f7-h8 and
				   e9-g10: 3 cycles left" */
} engine_build;

typedef struct engine_view {
	const board *b;
	const engine_config *cfg;
	engine_state state;
	const ksq *path;        /* path[0..depth-1]; path[depth-1] = knight */
	int32_t depth;
	/* remaining degree of every unvisited square (its unvisited
	 * neighbours), ENGINE_VISITED for squares on the path; NULL for a
	 * construction (build), which has no onward moves to show */
	const uint8_t *degree;
	engine_counters counters;
	uint8_t order[8];       /* ordering in force (walk engines / backtrack) */
	uint64_t walk;          /* walk engines: number of the current walk */
	/* A replay of a saved path (ktour/replay.h) says what the path is;
	 * a search leaves these 0 and NULL. */
	int32_t path_len;       /* squares of the saved path (moves 1..path_len) */
	const bool *departs;    /* departs[i]: the move onto path[i] was not a
				   Warnsdorff (fewest onward moves) choice */
	const char *summary;    /* one line about the whole path */
	const char *fault;      /* why the path stops before the file's end; NULL
				   when it does not */
	/* A construction (ENG_BUILD) says how far it is; NULL for a search
	 * or a replay.  Its path is empty until the step that reports the
	 * tour (EV_SOLUTION), then the tour. */
	const engine_build *build;
} engine_view;

/* The search stack at depth d (0 <= d < depth): the square path[d], its
 * candidates for the next square in the order they are tried, and which
 * one is being explored.  Candidates before `cur` are exhausted. */
typedef struct engine_depth {
	ksq sq;
	int ncand;
	ksq cand[8];
	int8_t cand_degree[8]; /* onward degree when listed; -1 unknown */
	int8_t cur;            /* index into cand of path[d+1], or of the next
				  to try at the top; -1 none yet */
	bool forced;           /* the move out of d was forced (look-ahead) */
} engine_depth;

typedef struct engine engine;

/* One level of a construction's recursion: a rectangle being built. */
typedef struct engine_frame {
	engine_rect rect;
	const char *part;  /* its place in the level below: "board", "top-left
			      quarter", "right half", ... */
	int8_t nparts;     /* 1: a base block; 2: halves; 4: quarters */
	int8_t begun;      /* parts begun (a base block: 1 once laid) */
	int8_t joined;     /* joins made, up to nparts - 1 */
} engine_frame;

/* The cycles of a construction, per square (arrays of b->nsq). */
typedef struct engine_cycles {
	int32_t count;         /* cycles on the board */
	/* Per square: its cycle's label, 0, 1, 2, ...: the lowest free one
	 * when the cycle's first block was laid, kept while other cycles
	 * join it (so a label never changes while its cycle lives, and the
	 * labels stay few); -1 where no block is laid yet. */
	const int32_t *label;
	/* Per square: its place on its cycle, 0 on the cycle's first square
	 * (the tour's start square when the cycle holds it, else its first
	 * block's top-left corner); -1 where no block is laid.  Once built,
	 * the tour's numbering from the start square. */
	const int32_t *number;
} engine_cycles;

/* Create an engine; NULL with a message in err on a bad configuration or
 * out of memory.  The start square is on the path from the start. */
engine *engine_create(const engine_config *cfg, char *err, size_t errlen);
void engine_destroy(engine *e);

/* One elementary step.  Fills *ev (which may not be NULL) and returns its
 * kind.  After EV_EXHAUSTED or a final EV_STUCK it keeps returning that. */
engine_event_kind engine_step(engine *e, engine_event *ev);

/* Called by engine_run() for each solution; return false to stop. */
typedef bool (*engine_solution_fn)(void *ctx, const ksq *path, int32_t len);

/* Run without events until on_solution returns false, the search finishes,
 * or max_steps steps (0 = no limit) have been taken.  Returns the kind of
 * the last event it would have produced (EV_SOLUTION when stopped by the
 * callback, EV_NONE when max_steps ran out).  Counters and state are
 * exactly those that engine_step() would have reached. */
engine_event_kind engine_run(engine *e, uint64_t max_steps, engine_solution_fn on_solution,
			     void *ctx);

/* Read-only view of the state; pointers stay valid until the next step.
 * Fields an engine has no use for are 0 / NULL. */
void engine_view_get(const engine *e, engine_view *v);
/* The stack at depth d; false when d is out of range. */
bool engine_depth_info(const engine *e, int32_t d, engine_depth *out);

/* A construction's recursion at level d (0: the board, build->frames - 1:
 * the rectangle the last step acted in); false when d is out of range or
 * the engine is no construction. */
bool engine_frame_info(const engine *e, int32_t d, engine_frame *out);
/* A construction's cycles now (computed when first asked after a step,
 * in time linear in the squares); false for any other engine, or out of
 * memory. */
bool engine_cycles_get(const engine *e, engine_cycles *out);

/* Backtrack engines: search again from the start, now only the tours that
 * begin with prefix[0..len-1] (1 <= len; a path on the board, which the
 * caller has checked), keeping the engine's memory: the count runs job
 * after job in one engine.  False (nothing done) for the other engines. */
bool engine_restart(engine *e, const ksq *prefix, int32_t len);

/* The largest board an exhaustive search (backtrack, count) takes: about
 * 100 bytes a square, and far more squares than any search could cover. */
#define ENGINE_MAX_SEARCH_SQUARES 1000000L

/* A deep copy (for rewinding and checkpoints); NULL on out of memory. */
engine *engine_clone(const engine *e);
/* Make dst (an engine of the same configuration) a copy of src, reusing
 * dst's memory. */
void engine_copy(engine *dst, const engine *src);

/* Squirrel and Cull's schedule (--tiebreak squirrel-cull) for the knight on
 * the m x m board from (1,1): the orderings in turn, order[k] handing over
 * to order[k+1] when the walk arrives on square until[k] (KSQ_NONE for the
 * last).  Returns how many (one ordering below m = 112). */
#define TIEBREAK_SCHEDULE_MAX 6
int tiebreak_schedule(int m, uint8_t order[][8], ksq until[]);

/* The nineteen orderings of --tiebreak orderings19, in the order tried
 * (k = 0..18), as move indices. */
#define TIEBREAK_NORDERINGS19 19
const uint8_t *tiebreak_ordering19(int k);

#endif
