/* SPDX-License-Identifier: MIT */
/* The search settings: what every engine is created from.  This is their
 * one home: the type and its defaults, the names of the values (engines,
 * pruning, tie-breaks, orderings, leapers), the checks a user's settings
 * pass (with the messages the command line and the options form show),
 * and their one text form, "key value", which the explorer's session
 * files, the count checkpoints and the '#' lines of tour files are written
 * and read with.
 *
 * Engines receive an engine_config; they neither parse nor name it.  Core
 * code: no engine, no curses. */
#ifndef KTOUR_CONFIG_H
#define KTOUR_CONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/board.h"
#include "ktour/engine_desc.h" /* engine_kind, and what each engine can do */

typedef enum prune_mode {
	PRUNE_NONE = 0,
	PRUNE_LOOKAHEAD, /* Stone: forced moves, double forced, dead squares */
} prune_mode;
#define PRUNE_MODE_COUNT 2

typedef enum tiebreak_kind {
	TIEBREAK_ORDER = 0,     /* first in tie_order wins */
	TIEBREAK_SQUIRREL_CULL, /* switching schedule by m mod 8 (square boards) */
	TIEBREAK_ORDERINGS19,   /* the nineteen orderings tried in turn */
	TIEBREAK_POHL,          /* smallest sum of the neighbours' degrees */
	TIEBREAK_ROTH,          /* farthest from the centre */
	TIEBREAK_RANDOM,        /* uniform among the tied, seeded */
} tiebreak_kind;
#define TIEBREAK_KIND_COUNT 6

typedef struct engine_config {
	board_spec spec;       /* board, leaper, torus */
	ksq start;             /* start square; KSQ_NONE = top-left corner */
	bool all_starts;       /* backtrack: search from every square in turn */
	bool closed;           /* only closed (re-entrant) tours */
	engine_kind kind;
	/* backtrack */
	bool order_warnsdorff; /* fewest onward moves first, dfns ties */
	uint8_t order[8];      /* move indices 0..7 in trial order */
	prune_mode prune;
	/* Optional fixed first squares (a job of a split search): only tours
	 * that begin with prefix[0..prefix_len-1] are searched.  prefix[0]
	 * overrides start.  The engine copies it. */
	const ksq *prefix;
	int32_t prefix_len;
	/* warnsdorff / irwin */
	tiebreak_kind tiebreak;
	uint8_t tie_order[8];  /* for TIEBREAK_ORDER and the fixed last resort */
	uint64_t seed;         /* every random choice comes from this */
	uint64_t max_attempts; /* irwin: walks before giving up; 0 = default */
} engine_config;

/* 8x8, backtrack, order 12345678, no pruning, open, start top-left. */
engine_config engine_config_default(void);

/* Does the search of c draw on its seed: an engine that always breaks
 * ties at random (ENG_RANDOM), or --tiebreak random? */
bool config_draws_seed(const engine_config *c);

/* ---- names ------------------------------------------------------------------ */

/* The values' names, NULL-ended, in enum order.  Each list is what the
 * options form cycles through and what the messages offer.  The engines'
 * are their descriptors' names (ktour/engine_desc.h). */
extern const char *const config_engine_names[];   /* backtrack warnsdorff irwin */
extern const char *const config_prune_names[];    /* none lookahead */
/* 12345678 (an ordering: TIEBREAK_ORDER), then the rules by tiebreak_kind */
extern const char *const config_tiebreak_choices[];
/* Backtrack move orders worth a key press: 12345678, warnsdorff, ... */
extern const char *const config_order_choices[];

/* The leapers with a name (A,B with A < B). */
typedef struct config_leaper {
	int a, b;
	const char *name;
} config_leaper;
extern const config_leaper config_leapers[]; /* knight camel zebra, then {0} */

/* The descriptor's name ("?" for no engine's kind), and back. */
const char *engine_kind_name(engine_kind k);
bool engine_kind_from_name(const char *name, engine_kind *k);
const char *prune_mode_name(prune_mode p);
bool prune_mode_from_name(const char *name, prune_mode *p);
/* "ordering" for TIEBREAK_ORDER, else the rule's name. */
const char *tiebreak_name(tiebreak_kind t);
/* A rule's name, or an ordering (then TIEBREAK_ORDER, and order is set). */
bool tiebreak_from_name(const char *name, tiebreak_kind *t, uint8_t order[8]);

/* ---- the settings by key -------------------------------------------------------- */

/* Every setting with a text form; the command line's --KEY are the first
 * ten (tie-order and max-attempts are written to files only). */
typedef enum config_key {
	CONFIG_BOARD = 0, /* RxC */
	CONFIG_LEAPER,    /* A,B */
	CONFIG_TORUS,     /* a boolean */
	CONFIG_START,     /* a square, or none */
	CONFIG_ENGINE,    /* backtrack | warnsdorff | irwin */
	CONFIG_CLOSED,    /* a boolean */
	CONFIG_ORDER,     /* 12345678-like | warnsdorff */
	CONFIG_PRUNE,     /* none | lookahead */
	CONFIG_TIEBREAK,  /* an ordering or a rule */
	CONFIG_SEED,      /* 0 .. 2^64-1 */
	CONFIG_TIE_ORDER, /* the ordering of TIEBREAK_ORDER, on its own */
	CONFIG_MAX_ATTEMPTS,
	CONFIG_KEY_COUNT
} config_key;

/* ---- settings as a user types them (command line, options form) --------------- */

typedef struct config_input {
	engine_config cfg;
	char start_text[64]; /* as given; resolved against the board at the end */
	bool start_given, seed_given, order_given, prune_given, tiebreak_given;
	bool engine_given;
	unsigned given; /* the keys given, a bit (1u << config_key) each */
} config_input;

/* The defaults (docs/design.md); `prune` is the command's default pruning. */
void config_input_init(config_input *in, prune_mode prune);

/* --KEY VALUE: store one setting (value NULL for the flags --closed and
 * --torus).  False with a message naming the option and the value. */
bool config_input_set(config_input *in, config_key k, const char *value, char *err,
		      size_t errlen);

/* After the last setting: resolve the start square on the board, pick a
 * seed from the clock when none was given, refuse contradictions. */
bool config_input_finish(config_input *in, char *err, size_t errlen);

/* explore --compare TEXT: the second search's settings, `first`'s changed
 * by TEXT: an engine's name ("warnsdorff"), or KEY=VALUE,... with the keys
 * engine, order, prune, tiebreak, seed, closed ("engine=backtrack,
 * prune=lookahead").  The board, leaper, torus, start and (unless seed=)
 * the seed stay the first's.  False with a message naming what is wrong. */
bool config_compare(const engine_config *first, const char *text, engine_config *out,
		    char *err, size_t errlen);

/* ---- the text form: "key value" lines ------------------------------------------- */

/* How a kind of file spells the values that the files of version 1 spell
 * differently; the keys and every other value are spelt alike. */
typedef struct config_spelling {
	const char *yes, *no;   /* a boolean ("" = the key alone) */
	const char *no_start;   /* the start when none is set */
	bool start_algebraic;   /* start a8, not ROW,COL */
	bool closed_as_tours;   /* "tours open|closed", not "closed BOOL" */
	bool tie_order_apart;   /* "tiebreak ordering" + "tie-order ORDER",
				   not "tiebreak ORDER" */
} config_spelling;

/* Explorer sessions: torus 0|1, start ROW,COL|-, closed 0|1, tiebreak
 * ordering + tie-order. */
extern const config_spelling config_session_spelling;
/* Count checkpoints: torus yes|no, start ROW,COL|all, tours open|closed. */
extern const config_spelling config_checkpoint_spelling;
/* The '#' lines of tour files and the command line: "torus" alone, start a8. */
extern const config_spelling config_header_spelling;
/* The settings file (ktour/settings_file.h): torus yes|no, start a8|corner,
 * closed yes|no. */
extern const config_spelling config_file_spelling;

const char *config_key_name(config_key k, const config_spelling *sp);
/* The key called name[0..n-1]; false when no setting is called that. */
bool config_key_lookup(const char *name, size_t n, const config_spelling *sp, config_key *k);

/* The value of setting k as sp spells it; false when it does not fit. */
bool config_value_format(const engine_config *c, config_key k, const config_spelling *sp,
			 char *out, size_t outlen);
/* "key value" (or "key" alone for a true "" boolean); false when it does
 * not fit. */
bool config_line_format(const engine_config *c, config_key k, const config_spelling *sp,
			char *out, size_t outlen);
/* What a value of k looks like, for messages: "ROWSxCOLS", "yes|no", ... */
void config_value_syntax(config_key k, const config_spelling *sp, char *out, size_t outlen);

/* Reading settings line by line.  The start square is kept as written
 * until the board is known. */
typedef struct config_reader {
	engine_config cfg;
	const config_spelling *sp;
	char start_text[32]; /* as read; "" = none */
} config_reader;

/* cfg starts as engine_config_default(). */
void config_reader_init(config_reader *r, const config_spelling *sp);
/* The value of setting k (without the key); false when it is not one
 * that sp spells (config_value_syntax says what is). */
bool config_reader_value(config_reader *r, config_key k, const char *text);
/* After the last line: the board must be valid and the start square on
 * it; false with a message otherwise. */
bool config_reader_finish(config_reader *r, char *err, size_t errlen);

/* ---- values ------------------------------------------------------------------------ */

/* "RxC" (x or X) with sides of at most BOARD_MAX_SIDE (0 is let through:
 * the callers say what is wrong with it).  s[0..n-1], no blanks. */
bool config_parse_board(const char *s, size_t n, int *rows, int *cols);
/* "A,B": two different steps from 1 to BOARD_MAX_LEAP. */
bool config_parse_leaper(const char *s, size_t n, int *a, int *b);
/* sp's yes or no, or yes/no, true/false, on/off, in any case. */
bool config_parse_bool(const char *s, size_t n, const config_spelling *sp, bool *v);
/* A whole decimal number from 0 to 2^64-1; false on garbage or overflow. */
bool config_parse_u64(const char *s, uint64_t *v);

/* "1,2 knight, 1,3 camel, 2,3 zebra" */
void config_leaper_list(char *out, size_t outlen);

/* One line, for "#" headers and the status line: "board 8x8 engine
 * backtrack order 12345678 prune none open start a8", or "... engine
 * warnsdorff tiebreak pohl start a8 seed 7". */
void config_describe(const engine_config *c, char *out, size_t outlen);

#endif
