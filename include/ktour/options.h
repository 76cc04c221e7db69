/* SPDX-License-Identifier: MIT */
/* The options every command shares (docs/design.md "Shared options"), parsed
 * into an engine_config by the settings module (ktour/config.h): this is
 * only their command-line side, one list (OPTIONS_SHARED) from which the
 * commands' option tables (src/cli/cli_opts.h), getopt_long's table
 * (OPTIONS_SHARED_LONG) and options_handle() are made. */
#ifndef KTOUR_OPTIONS_H
#define KTOUR_OPTIONS_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>

#include "ktour/config.h"

/* Short options shared by all commands. */
#define OPTIONS_SHARED_SHORT "b:s:e:"

enum {
	OPT_CLOSED = 0x100,
	OPT_ORDER,
	OPT_PRUNE,
	OPT_TIEBREAK,
	OPT_SEED,
	OPT_LEAPER,
	OPT_TORUS,
	OPT_SHARED_LAST, /* commands number their own long options from here */
};

/* The shared options, one a line: X(NAME, CODE, HAS_ARG, ARG, KEY, HELP):
 * the long name, getopt's code (a letter is also the short option),
 * no_argument or required_argument, the value's name in --help, the
 * settings key (ktour/config.h) and the --help text, lines separated by
 * newlines; the lines separated by commas, for initialisers. */
#define OPTIONS_SHARED(X)                                                                       \
	X("board", 'b', required_argument, "RxC", CONFIG_BOARD,                                 \
	  "rows x columns, e.g. 8x8 or 5x6 (default 8x8)"),                                    \
	X("start", 's', required_argument, "SQ", CONFIG_START,                                  \
	  "start square: a8 or ROW,COL (1-based, row 1 on top)\n"                              \
	  "(default: the top-left corner)"),                                                    \
	X("engine", 'e', required_argument, "NAME", CONFIG_ENGINE,                              \
	  "backtrack, warnsdorff, irwin or divide\n"                                          \
	  "(default backtrack)"),                                                               \
	X("closed", OPT_CLOSED, no_argument, NULL, CONFIG_CLOSED,                               \
	  "only closed (re-entrant) tours (divide: always)"),                                  \
	X("order", OPT_ORDER, required_argument, "ORD", CONFIG_ORDER,                           \
	  "backtrack move order: a permutation like 12345678,\n"                               \
	  "or warnsdorff (fewest onward moves first)"),                                         \
	X("prune", OPT_PRUNE, required_argument, "MODE", CONFIG_PRUNE,                          \
	  "backtrack pruning: none or lookahead"),                                              \
	X("tiebreak", OPT_TIEBREAK, required_argument, "RULE", CONFIG_TIEBREAK,                 \
	  "Warnsdorff ties: an ordering like 12345678,\n"                                      \
	  "squirrel-cull, orderings19, pohl, roth or random"),                                  \
	X("seed", OPT_SEED, required_argument, "N", CONFIG_SEED,                                \
	  "seed for every random choice (default: the clock)"),                               \
	X("leaper", OPT_LEAPER, required_argument, "A,B", CONFIG_LEAPER,                        \
	  "generalised knight: 1,2 knight, 1,3 camel, 2,3 zebra"),                             \
	X("torus", OPT_TORUS, no_argument, NULL, CONFIG_TORUS, "glue opposite edges together")

#define OPTIONS_LONG_ENTRY(name, code, has_arg, arg, key, help) {name, has_arg, NULL, code}
/* getopt_long's entries of the shared options (no comma after the last). */
#define OPTIONS_SHARED_LONG OPTIONS_SHARED(OPTIONS_LONG_ENTRY)

/* The settings as given (config_input: the values and which were given). */
typedef config_input shared_options;

/* Defaults of docs/design.md; `prune` is the command's default pruning. */
void options_init(shared_options *o, prune_mode prune);

/* 1: opt was a shared option and is stored; 0: not a shared option;
 * -1: a shared option with a bad value (message in err, naming it). */
int options_handle(shared_options *o, int opt, const char *arg, char *err, size_t errlen);

/* After the loop: resolve the start square on the board, pick a seed from
 * the clock when none was given, refuse contradictions (message in err). */
bool options_finish(shared_options *o, char *err, size_t errlen);

/* Parse an unsigned 64-bit number (config_parse_u64), for the commands'
 * own options; false on garbage or overflow. */
bool options_parse_u64(const char *text, unsigned long long *out);

#endif
