/* SPDX-License-Identifier: MIT */
/* What each engine is and what it can do: one descriptor per engine, in
 * one table (src/core/engine_desc.c).  The settings (their names, checks
 * and text form), the options form, the completions, compare, solve,
 * count and the explorer read it: code outside src/engine asks the
 * descriptor ("does it walk?", "can it count?", engine_can()) and never
 * compares kinds.  The kind is only the index of the table.
 *
 * The engine of each kind is made by src/engine/engine.c's table, and the
 * explorer's words for it (its pseudocode, its sentences) are in
 * src/ui/model/engine_text.c.  HACKING.md: "Add an engine".
 *
 * Core: no engine, no curses. */
#ifndef KTOUR_ENGINE_DESC_H
#define KTOUR_ENGINE_DESC_H

#include <stdbool.h>
#include <stddef.h>

typedef enum engine_kind {
	ENGINE_BACKTRACK = 0, /* exhaustive depth-first search (the default) */
	ENGINE_WARNSDORFF,    /* one greedy walk per ordering, never backtracks */
	ENGINE_IRWIN,         /* Warnsdorff with random ties, repeated walks */
	ENGINE_DIVIDE,        /* divide and conquer: a closed tour from blocks */
	/* Not a kind: how many there are.  A new kind goes before it, and
	 * each of the three tables indexed by kind (the descriptors, the
	 * constructors, the explorer's words) fails to compile without its
	 * row for the last kind; tests/unit/test_engine_desc.c checks that
	 * every kind has every row. */
	ENGINE_KIND_COUNT
} engine_kind;
/* The engine of engine_config_default(), and so of every command that is
 * given no -e. */
#define ENGINE_KIND_DEFAULT ENGINE_BACKTRACK

/* What an engine can do: the bits of engine_desc.can. */
enum {
	/* How it searches (one of the three).  A walk only moves on: it
	 * never takes a square back, and it can get stuck (EV_STUCK,
	 * EV_NEW_WALK, the walks counter).  An exhaustive search takes
	 * squares back (EV_RETREAT) and tries every way: EV_EXHAUSTED means
	 * no tour is left.  A construction builds its one tour out of
	 * pieces, never searching: its steps lay closed cycles on parts of
	 * the board and join them (EV_LAY, EV_JOIN, engine_view.build), then
	 * report the tour (EV_SOLUTION) and finish (EV_EXHAUSTED). */
	ENG_WALK = 1u << 0,
	ENG_EXHAUSTIVE = 1u << 1,
	ENG_BUILD = 1u << 14,
	/* Gives more than one tour (solve -n N; the explorer runs on to the
	 * next). */
	ENG_MANY = 1u << 2,
	/* Continues a fixed path (engine_config.prefix, engine_restart()):
	 * play's f, count's jobs, a session's saved squares. */
	ENG_PREFIX = 1u << 3,
	/* Searches from every square in turn (engine_config.all_starts). */
	ENG_ALL_STARTS = 1u << 4,
	/* count counts its tours (the bitboard search, --classify). */
	ENG_COUNT = 1u << 5,
	/* Knuth's estimate of its tree (ktour/estimate.h; the explorer's e). */
	ENG_ESTIMATE = 1u << 6,
	/* The settings it takes: --closed (only closed tours), --order (a
	 * move ordering), --prune, --tiebreak (a rule among the tied
	 * squares), --seed (some of its settings draw on it), --attempts
	 * (walks again after one gets stuck, until this many). */
	ENG_CLOSED = 1u << 7,
	ENG_ORDER = 1u << 8,
	ENG_PRUNE = 1u << 9,
	ENG_TIEBREAK = 1u << 10,
	ENG_SEED = 1u << 11,
	ENG_ATTEMPTS = 1u << 12,
	/* Always breaks ties at random (whatever --tiebreak says). */
	ENG_RANDOM = 1u << 13,
	/* Every tour it makes is closed: --closed is implied (and accepted),
	 * not a setting it takes (ENG_CLOSED); config_input_finish() sets
	 * engine_config.closed for it. */
	ENG_ALWAYS_CLOSED = 1u << 15,
};

typedef struct engine_desc {
	const char *name;    /* as the settings spell it: "backtrack" */
	const char *summary; /* one line, for lists and help */
	unsigned can;        /* ENG_* */
} engine_desc;

/* The descriptor of kind k; NULL when k is no engine's kind. */
const engine_desc *engine_desc_of(engine_kind k);

/* Can engine k do all of `what` (ENG_* bits)?  False for a kind that is
 * no engine's. */
bool engine_can(engine_kind k, unsigned what);

/* The engines in the order a comparison offers them (explore --compare's
 * completions, the options form's presets), i = 0 .. ENGINE_KIND_COUNT-1:
 * the others first (the first search is most often the default's), then
 * the default. */
engine_kind engine_kind_offered(int i);

/* The names of the engines that can do all of `what` (0: every engine),
 * in the table's order, joined with sep and, before the last, with last
 * ("backtrack, warnsdorff or irwin").  Returns how many were named. */
int engine_names_join(unsigned what, const char *sep, const char *last, char *out,
		      size_t outlen);

#endif
