/* The options every command shares (docs/design.md "Shared options"), parsed
 * into an engine_config by the settings module (ktour/config.h): this is
 * only their getopt side.  Each command runs its own getopt_long loop over
 * OPTIONS_SHARED_LONG plus its own options, and hands every option it does
 * not know to options_handle(). */
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

#define OPTIONS_SHARED_LONG                                                   \
	{"board", required_argument, NULL, 'b'},                              \
	{"start", required_argument, NULL, 's'},                              \
	{"engine", required_argument, NULL, 'e'},                             \
	{"closed", no_argument, NULL, OPT_CLOSED},                            \
	{"order", required_argument, NULL, OPT_ORDER},                        \
	{"prune", required_argument, NULL, OPT_PRUNE},                        \
	{"tiebreak", required_argument, NULL, OPT_TIEBREAK},                  \
	{"seed", required_argument, NULL, OPT_SEED},                          \
	{"leaper", required_argument, NULL, OPT_LEAPER},                      \
	{"torus", no_argument, NULL, OPT_TORUS}

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

/* The help text of the shared options, for the commands' --help. */
extern const char options_shared_help[];

#endif
