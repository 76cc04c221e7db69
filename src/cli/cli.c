/* SPDX-License-Identifier: MIT */
/* Helpers shared by the commands. */
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

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

/* The man page beside the running binary (/proc/self/exe), or in the
 * folder above it (build-asan/ktour): a checkout's, into path. */
static bool man_beside_binary(char *path, size_t len)
{
	char exe[4096];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0)
		return false;
	exe[n] = '\0';
	for (int up = 0; up < 2; up++) {
		char *slash = strrchr(exe, '/');
		if (!slash)
			return false;
		*slash = '\0';
		int m = snprintf(path, len, "%s/man/ktour.1", exe);
		if (m > 0 && (size_t)m < len && access(path, R_OK) == 0)
			return true;
	}
	return false;
}

/* "man PATH", PATH quoted for a shell where it is not plain; false when
 * out cannot hold it whole. */
static bool man_command(char *out, size_t len, const char *path)
{
	bool plain = strspn(path, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
				  "0123456789-_+,./:@%") == strlen(path);
	size_t at = (size_t)snprintf(out, len, plain ? "man " : "man '");
	for (const char *c = path; *c && at < len; c++) { /* a quote as '\'' */
		const char *piece = *c == '\'' ? "'\\''" : (char[2]){*c, '\0'};
		at += (size_t)snprintf(out + at, len - at, "%s", piece);
	}
	if (!plain && at < len)
		at += (size_t)snprintf(out + at, len - at, "'");
	return at < len;
}

const char *cli_man_page(char *out, size_t len)
{
	char path[4200], cwd[4096];
	const char *shown = path;
	if (man_beside_binary(path, sizeof path)) {
		size_t cl = getcwd(cwd, sizeof cwd) ? strlen(cwd) : 0;
		if (cl > 1 && strncmp(path, cwd, cl) == 0 && path[cl] == '/') {
			path[cl - 1] = '.'; /* "./man/ktour.1" below the working directory */
			shown = path + cl - 1;
		}
		if (man_command(out, len, shown))
			return out;
	}
	snprintf(out, len, "man ktour");
	return out;
}
