/* SPDX-License-Identifier: MIT */
/* Reading tour files on the command line (tour_input.h). */
#include "tour_input.h"

#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/commands.h"
#include "ktour/escape.h"

format_read_opts tour_input_defaults(void)
{
	format_read_opts o = format_read_opts_default();
	o.streams = true;
	return o;
}

int tour_input_option(const char *cmd, const cli_opt *opt, const char *arg,
		      format_read_opts *o)
{
	if (opt->code == OPT_INPUT_FORMAT) {
		if (!format_from_name(arg, &o->fmt) || o->fmt == FMT_SVG) {
			cli_error("%s: --%s %s: expected grid, moves or json (svg is "
				  "written only)",
				  cmd, opt->name, ESCAPE_QUOTE(arg));
			return EXIT_USAGE;
		}
		return 0;
	}
	if (opt->code == OPT_INPUT_BASE) {
		if (strcmp(arg, "0") != 0 && strcmp(arg, "1") != 0) {
			cli_error("%s: --%s %s: expected 0 (a grid numbered 0, 1, 2, ...) or "
				  "1 (numbered 1, 2, 3, ...)",
				  cmd, opt->name, ESCAPE_QUOTE(arg));
			return EXIT_USAGE;
		}
		o->base = arg[0] - '0';
		return 0;
	}
	return -1;
}

const char *tour_input_stdin(void)
{
	struct stat st;
	/* a pipe, a socket or a redirected file; not a terminal, nor
	 * /dev/null as scripts and daemons get */
	if (fstat(STDIN_FILENO, &st) != 0 || S_ISCHR(st.st_mode) || S_ISDIR(st.st_mode))
		return NULL;
	return "-";
}

bool tour_input_read(const char *path, const format_read_opts *o, tour *t,
		     format_read_info *info)
{
	format_error e;
	char msg[600];
	if (format_read(path, o, t, &e, info))
		return true;
	format_error_string(&e, msg, sizeof msg);
	cli_error("%s", msg);
	return false;
}
