/* SPDX-License-Identifier: MIT */
/* Reading tour files on the command line, shared by check, convert and
 * replay: the --format and --base options, standard input when no FILE is
 * named and it is not a terminal, pipes and FIFOs, one error message. */
#ifndef KTOUR_CLI_TOUR_INPUT_H
#define KTOUR_CLI_TOUR_INPUT_H

#include <stdbool.h>

#include "cli_opts.h"
#include "ktour/format.h"
#include "ktour/tour.h"

/* Option codes, above every command's own. */
enum { OPT_INPUT_FORMAT = 0x400, OPT_INPUT_BASE };

/* The options as lines of a command's table (cli_opts.h), stored by `set`
 * (which calls tour_input_option); hidden, for a command that refuses
 * them with a message of its own. */
#define TOUR_INPUT_OPTIONS(set)                                                                  \
	CLI_VALUE("format", OPT_INPUT_FORMAT, "FMT",                                             \
		  "read FILE as grid, moves or json (default: detect;\n--from is the same)", set),  \
	CLI_VALUE("from", OPT_INPUT_FORMAT, "FMT", NULL, set),                                   \
	CLI_VALUE("base", OPT_INPUT_BASE, "0|1",                                                 \
		  "a grid's first square is numbered 0 or 1 (default:\n"                          \
		  "0 only when the numbers are exactly 0..N-1)",                                   \
		  set)
#define TOUR_INPUT_OPTIONS_HIDDEN(set)                                                           \
	CLI_VALUE_HIDDEN("format", OPT_INPUT_FORMAT, set),                                       \
	CLI_VALUE_HIDDEN("from", OPT_INPUT_FORMAT, set),                                         \
	CLI_VALUE_HIDDEN("base", OPT_INPUT_BASE, set)

/* Options for reading on the command line: detect, and read pipes. */
format_read_opts tour_input_defaults(void);

/* The option (its table line, whose name a message uses as typed:
 * --format or --from) and its value: 0 when it was one of ours,
 * EXIT_USAGE (after a message) when its value is wrong, -1 when it is not
 * ours. */
int tour_input_option(const char *cmd, const cli_opt *opt, const char *arg,
		      format_read_opts *o);

/* The FILE to read when argv names none: "-" when standard input is a
 * pipe or a redirected file (ktour solve | ktour check), else NULL (a
 * terminal, /dev/null, closed). */
const char *tour_input_stdin(void);

/* Read path; on failure print "ktour: file:line:col: what" and return
 * false.  info may be NULL; it must be freed (format_read_info_free). */
bool tour_input_read(const char *path, const format_read_opts *o, tour *t,
		     format_read_info *info);

#endif
