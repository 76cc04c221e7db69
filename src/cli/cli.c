/* SPDX-License-Identifier: MIT */
/* Helpers shared by the commands. */
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <stdbool.h>

#include "ktour/commands.h"
#include "ktour/escape.h"

const char ktour_version[] = "ktour 0.1.0";

volatile sig_atomic_t cli_stop_signal;
static struct sigaction old_int, old_term;

static void on_stop_signal(int sig)
{
	cli_stop_signal = sig;
}

void cli_catch_stop(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_stop_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
}

void cli_release_stop(void)
{
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
}

void cli_error(const char *fmt, ...)
{
	va_list ap;
	fflush(stdout);
	fputs("ktour: ", stderr);
	va_start(ap, fmt);
	escape_vprintf(stderr, 0, fmt, ap); /* one line: all it quotes escaped */
	va_end(ap);
	fputc('\n', stderr);
}


int cli_bad_option(const char *cmd, int opt, char **argv)
{
	/* After a failure optind has passed the offending element, except for
	 * an unknown letter inside a group like -zq (optopt names it).  A long
	 * option's element starts with "--"; glibc sets optopt to 0 for an
	 * unknown one and to its value when its argument is missing or
	 * unwanted. */
	const char *el = optind > 0 ? argv[optind - 1] : "";
	bool long_el = strncmp(el, "--", 2) == 0;
	char name[64];
	if (long_el && (opt == ':' || optopt == 0 || strchr(el, '=')))
		snprintf(name, sizeof name, "%.*s", (int)strcspn(el, "="), el);
	else if (optopt > 0 && optopt < 0x80)
		snprintf(name, sizeof name, "-%c", optopt);
	else
		snprintf(name, sizeof name, "%s", el);
	if (opt == ':')
		cli_error("%s: option %s needs a value (see ktour %s --help)", cmd,
			  ESCAPE_QUOTE(name), cmd);
	else if (long_el && strchr(el, '=') && optopt != 0)
		cli_error("%s: option %s takes no value (see ktour %s --help)", cmd,
			  ESCAPE_QUOTE(name), cmd);
	else
		cli_error("%s: unknown option %s (see ktour %s --help)", cmd, ESCAPE_QUOTE(name),
			  cmd);
	return EXIT_USAGE;
}
