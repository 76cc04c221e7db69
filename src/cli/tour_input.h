/* Reading tour files on the command line, shared by check, convert and
 * replay: the --format and --base options, standard input when no FILE is
 * named and it is not a terminal, pipes and FIFOs, one error message. */
#ifndef KTOUR_CLI_TOUR_INPUT_H
#define KTOUR_CLI_TOUR_INPUT_H

#include <stdbool.h>
#include <getopt.h>

#include "ktour/format.h"
#include "ktour/tour.h"

/* Long option values, above every command's own. */
enum { OPT_INPUT_FORMAT = 0x400, OPT_INPUT_BASE };

#define TOUR_INPUT_LONGOPTS                                          \
	{"format", required_argument, NULL, OPT_INPUT_FORMAT},       \
	{"from", required_argument, NULL, OPT_INPUT_FORMAT},         \
	{"base", required_argument, NULL, OPT_INPUT_BASE}

/* The lines of --help about them, descriptions from column `col`. */
const char *tour_input_help(int col);

/* Options for reading on the command line: detect, and read pipes. */
format_read_opts tour_input_defaults(void);

/* opt/arg from getopt_long: 0 when it was one of ours, EXIT_USAGE (after
 * a message) when its value is wrong, -1 when it is not ours. */
int tour_input_option(const char *cmd, int opt, const char *arg, format_read_opts *o);

/* The FILE to read when argv names none: "-" when standard input is a
 * pipe or a redirected file (ktour solve | ktour check), else NULL (a
 * terminal, /dev/null, closed). */
const char *tour_input_stdin(void);

/* Read path; on failure print "ktour: file:line:col: what" and return
 * false.  info may be NULL; it must be freed (format_read_info_free). */
bool tour_input_read(const char *path, const format_read_opts *o, tour *t,
		     format_read_info *info);

#endif
