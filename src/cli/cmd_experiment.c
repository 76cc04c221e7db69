/* SPDX-License-Identifier: MIT */
/* ktour experiment NAME: the literature's experiments as tables (text,
 * TSV, CSV or JSON on stdout) and charts (--plot FILE.svg; a text chart
 * after the table on a terminal), with a progress bar on a terminal and
 * Ctrl-C giving the partial table (exit 130). */
#include <errno.h>
#include <stddef.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "cli_opts.h"
#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/experiment.h"
#include "ktour/file_io.h"
#include "ktour/options.h"

enum {
	OPT_SIZES = OPT_SHARED_LAST,
	OPT_TRIALS,
	OPT_RULES,
	OPT_ORDERINGS,
	OPT_FORMAT,
	OPT_PLOT,
	OPT_START,
};

static void usage(FILE *f)
{
	fprintf(f,
		"usage: ktour experiment NAME [OPTIONS]\n"
		"Run one of the literature's experiments on every core and print its\n"
		"table; the '#' lines name the experiment, the command that repeats\n"
		"it (with its seed) and a summary to compare with the published claim.\n\n"
		"experiments:\n");
	for (int k = 0; k < EXP_NKINDS; k++) {
		experiment_options d = experiment_defaults((experiment_kind)k);
		fprintf(f, "  %-12s sides %d..%d by default\n", experiment_name((experiment_kind)k),
			d.lo, d.hi);
	}
	fputs("\noptions:\n", f);
	cli_help_options(f, &experiment_command_table);
	fputs("\n"
	      "On a terminal a progress bar with the time left goes to standard\n"
	      "error and a small text chart follows a text table.  Ctrl-C (or\n"
	      "SIGTERM) stops the run: the rows finished so far are printed, marked\n"
	      "'# partial: yes' (json: \"partial\": true), and the exit status is 130\n"
	      "(143 for SIGTERM).\n",
	      f);
}

typedef struct exp_args {
	experiment_options o;
	shared_options so; /* --seed */
	table_format fmt;
	const char *plot;
	uint8_t (*orderings)[8];
	const char *sizes_text, *rules_text, *orderings_text;
	bool trials_given, start_given;
} exp_args;

/* "A..B" or "A". */
static bool parse_sizes(const char *text, int *lo, int *hi)
{
	unsigned long long a, b;
	const char *dots = strstr(text, "..");
	char first[32];
	size_t n = dots ? (size_t)(dots - text) : strlen(text);
	if (n == 0 || n >= sizeof first)
		return false;
	memcpy(first, text, n);
	first[n] = '\0';
	if (!options_parse_u64(first, &a) || !options_parse_u64(dots ? dots + 2 : first, &b))
		return false;
	if (a < 1 || b < a || b > EXPERIMENT_MAX_SIDE)
		return false;
	*lo = (int)a;
	*hi = (int)b;
	return true;
}

static bool parse_rules(const char *text, experiment_options *o)
{
	char buf[256];
	snprintf(buf, sizeof buf, "%s", text);
	o->nrules = 0;
	for (char *save = NULL, *tok = strtok_r(buf, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save)) {
		if (o->nrules == EXPERIMENT_MAX_RULES) {
			cli_error("experiment: --rules %s: at most %d rules", ESCAPE_QUOTE(text),
				  EXPERIMENT_MAX_RULES);
			return false;
		}
		if (!experiment_rule_parse(tok, &o->rules[o->nrules])) {
			cli_error("experiment: --rules: %s is not a rule (expected random, pohl, "
				  "roth, squirrel-cull, orderings19 or an ordering like 12345678)",
				  ESCAPE_QUOTE(tok));
			return false;
		}
		o->nrules++;
	}
	if (o->nrules == 0) {
		cli_error("experiment: --rules %s: no rule given", ESCAPE_QUOTE(text));
		return false;
	}
	return true;
}

static bool parse_orderings(const char *text, exp_args *a)
{
	size_t n = 1;
	for (const char *p = text; *p; p++)
		n += *p == ',';
	a->orderings = malloc(n * sizeof *a->orderings);
	char *copy = strdup(text);
	if (!a->orderings || !copy) {
		free(copy);
		cli_error("experiment: out of memory");
		return false;
	}
	size_t k = 0;
	bool ok = true;
	for (char *save = NULL, *tok = strtok_r(copy, ",", &save); tok && ok;
	     tok = strtok_r(NULL, ",", &save)) {
		char err[128];
		ok = ordering_parse(tok, a->orderings[k], err, sizeof err);
		if (!ok)
			cli_error("experiment: --orderings: %s: %s", ESCAPE_QUOTE(tok), err);
		k++;
	}
	free(copy);
	if (ok && k == 0) {
		cli_error("experiment: --orderings %s: no ordering given", ESCAPE_QUOTE(text));
		ok = false;
	}
	a->o.orderings = (const uint8_t (*)[8])a->orderings;
	a->o.norderings = k;
	return ok;
}

/* ---- the options ---------------------------------------------------------------- */

static int set_sizes(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	exp_args *a = args;
	a->sizes_text = value;
	if (!parse_sizes(value, &a->o.lo, &a->o.hi)) {
		cli_error("experiment: --sizes %s: expected A..B with 1 <= A <= B <= %d "
			  "(e.g. 5..400), or one size",
			  ESCAPE_QUOTE(value), EXPERIMENT_MAX_SIDE);
		return EXIT_USAGE;
	}
	return 0;
}

static int set_trials(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	exp_args *a = args;
	unsigned long long n;
	if (!options_parse_u64(value, &n) || n < 1 || n > 1000000000u) {
		cli_error("experiment: --trials %s: expected a number from 1 to 1000000000",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	a->o.trials = n;
	a->trials_given = true;
	return 0;
}

static int set_threads(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	unsigned long long n;
	if (!options_parse_u64(value, &n) || n < 1 || n > 256) {
		cli_error("experiment: --threads %s: expected a number from 1 to 256",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	((exp_args *)args)->o.threads = (int)n;
	return 0;
}

static int set_rules(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	exp_args *a = args;
	a->rules_text = value;
	return parse_rules(value, &a->o) ? 0 : EXIT_USAGE;
}

static int set_orderings(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	exp_args *a = args;
	a->orderings_text = value;
	free(a->orderings);
	a->orderings = NULL;
	return parse_orderings(value, a) ? 0 : EXIT_USAGE;
}

static int set_format(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	if (!table_format_from_name(value, &((exp_args *)args)->fmt)) {
		cli_error("experiment: --format %s: expected text, tsv, csv or json",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	return 0;
}

static int set_start(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	exp_args *a = args;
	int end = 0;
	if (sscanf(value, "%d,%d%n", &a->o.start_row, &a->o.start_col, &end) != 2 || value[end] ||
	    a->o.start_row < 1 || a->o.start_col < 1) {
		cli_error("experiment: --start %s: expected ROW,COL (1-based, e.g. 1,3)",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	a->start_given = true;
	return 0;
}

static int set_seed(void *args, const cli_opt *opt, const char *value)
{
	return cli_set_shared(&((exp_args *)args)->so, "experiment: ", opt, value);
}

static const cli_opt exp_option_table[] = {
	CLI_VALUE("sizes", OPT_SIZES, "A..B", "board sides from A to B (or one side: A)", set_sizes),
	CLI_VALUE("trials", OPT_TRIALS, "N", "random ties: walks per board (default 100)",
		  set_trials),
	CLI_VALUE("rules", OPT_RULES, "LIST",
		  "tiebreaks: rules separated by commas, each\n"
		  "random, pohl, roth, squirrel-cull, orderings19\n"
		  "or an ordering like 12345678 (default\n"
		  "random,12345678,pohl,roth,squirrel-cull)",
		  set_rules),
	CLI_VALUE("orderings", OPT_ORDERINGS, "LIST",
		  "orderings: the orderings to try, separated by\n"
		  "commas (default: all 40320)",
		  set_orderings),
	CLI_VALUE("start", OPT_START, "R,C",
		  "orderings: walk from row R, column C (1-based)\n"
		  "on every board (default 1,1, the corner)",
		  set_start),
	CLI_VALUE("seed", OPT_SEED, "N",
		  "seed of the random ties (default: the clock;\n"
		  "always printed)",
		  set_seed),
	CLI_VALUE("threads", 'j', "N",
		  "threads (default: online CPUs); the table does\n"
		  "not depend on it",
		  set_threads),
	CLI_VALUE("format", OPT_FORMAT, "FMT", "text (default), tsv, csv or json", set_format),
	CLI_PATH_FIELD("plot", OPT_PLOT, "FILE", "write the chart to FILE as SVG (atomically)",
			exp_args, plot),
	CLI_HELP_OPTION("this help"),
};

const cli_command experiment_command_table = {
	"experiment", exp_option_table, CLI_NOPTS(exp_option_table), 24, usage, NULL, NULL,
};

/* The options a kind of experiment does not use, named; NULL when none. */
static const char *unused_option(const exp_args *a, experiment_kind k)
{
	return a->rules_text && k != EXP_TIEBREAKS	 ? "--rules (tiebreaks only)"
	       : a->orderings_text && k != EXP_ORDERINGS ? "--orderings (orderings only)"
	       : a->trials_given && k != EXP_RANDOM_TIES && k != EXP_TIEBREAKS
		       ? "--trials (random-ties and tiebreaks only)"
	       : a->start_given && k != EXP_ORDERINGS ? "--start (orderings only)"
						      : NULL;
}

/* The experiment named by the one operand; false after a message. */
static bool which_experiment(int argc, char **argv, int first, experiment_kind *k)
{
	if (first >= argc) {
		cli_error("experiment: which experiment? (random-ties, tiebreaks, orderings, "
			  "orderings19 or schedule; see ktour experiment --help)");
		return false;
	}
	if (first + 1 < argc) {
		cli_error("experiment: unexpected argument %s (one experiment at a time)",
			  ESCAPE_QUOTE(argv[first + 1]));
		return false;
	}
	if (!experiment_from_name(argv[first], k)) {
		cli_error("experiment: unknown experiment %s (expected random-ties, tiebreaks, "
			  "orderings, orderings19 or schedule)",
			  ESCAPE_QUOTE(argv[first]));
		return false;
	}
	return true;
}

/* The experiment's defaults, and over them what the options gave. */
static void apply_options(exp_args *a, experiment_kind k)
{
	experiment_options given = a->o;
	a->o = experiment_defaults(k);
	if (a->sizes_text) {
		a->o.lo = given.lo;
		a->o.hi = given.hi;
	}
	if (a->trials_given)
		a->o.trials = given.trials;
	if (given.threads)
		a->o.threads = given.threads;
	if (a->rules_text) {
		memcpy(a->o.rules, given.rules, sizeof a->o.rules);
		a->o.nrules = given.nrules;
	}
	a->o.orderings = given.orderings;
	a->o.norderings = given.norderings;
	if (a->start_given) {
		a->o.start_row = given.start_row;
		a->o.start_col = given.start_col;
	}
	a->o.seed = a->so.cfg.seed;
}

/* NAME and the options, in any order (the options are read first: they
 * are kept, then put over the named experiment's defaults). */
static int parse_args(int argc, char **argv, exp_args *a)
{
	options_init(&a->so, PRUNE_NONE);
	int first, st = cli_parse(&experiment_command_table, argc, argv, a, &first);
	if (st >= 0)
		return st;
	experiment_kind k;
	if (!which_experiment(argc, argv, first, &k))
		return EXIT_USAGE;
	char err[256];
	if (!options_finish(&a->so, err, sizeof err)) {
		cli_error("experiment: %s", err);
		return EXIT_USAGE;
	}
	apply_options(a, k);
	const char *unused = unused_option(a, k);
	if (unused) {
		cli_error("experiment: %s: %s does not use it", unused, experiment_name(k));
		return EXIT_USAGE;
	}
	return -1;
}

/* ---- output --------------------------------------------------------------- */

static int terminal_width(int fd)
{
	struct winsize ws;
	if (ioctl(fd, TIOCGWINSZ, &ws) == 0 && ws.ws_col >= 20)
		return ws.ws_col;
	return 80;
}

/* The progress bar on standard error (a terminal), one line that never
 * wraps: the bar shrinks with the terminal, and goes when there is no room
 * for it. */
static void show_progress(void *ctx, const experiment_progress *p)
{
	const char *name = ctx;
	int width = terminal_width(STDERR_FILENO) - 1;
	char left[48] = "", tail[96], line[400];
	if (p->left >= 0)
		snprintf(left, sizeof left, ", about %.0f s left", p->left + 0.5);
	int tl = snprintf(tail, sizeof tail, " %3.0f%%  %.0f s%s", 100 * p->fraction,
			  p->seconds, left);
	int bar = width - (int)strlen(name) - tl - 3;
	bar = bar > 40 ? 40 : bar;
	int n = snprintf(line, sizeof line, "%s", name);
	if (bar >= 5) {
		int fill = (int)(p->fraction * bar);
		line[n++] = ' ';
		line[n++] = '[';
		for (int i = 0; i < bar; i++)
			line[n++] = i < fill ? '#' : '.';
		line[n++] = ']';
	}
	snprintf(line + n, sizeof line - (size_t)n, "%s", tail);
	fprintf(stderr, "\r%.*s\033[K", width > 0 ? width : 0, line);
	fflush(stderr);
}

/* Append to out (len bytes) at *at; a line too long ends in "...". */
static void append(char *out, size_t len, size_t *at, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void append(char *out, size_t len, size_t *at, const char *fmt, ...)
{
	if (*at >= len)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(out + *at, len - *at, fmt, ap);
	va_end(ap);
	*at += n > 0 ? (size_t)n : 0;
	if (*at >= len && len > 4)
		memcpy(out + len - 4, "...", 4);
}

/* The command line that repeats the run, seed included where it matters. */
static void describe(const exp_args *a, char *out, size_t len)
{
	const experiment_options *o = &a->o;
	size_t at = 0;
	append(out, len, &at, "ktour experiment %s --sizes %d..%d", experiment_name(o->kind),
	       o->lo, o->hi);
	if (o->kind == EXP_RANDOM_TIES || o->kind == EXP_TIEBREAKS)
		append(out, len, &at, " --trials %llu", (unsigned long long)o->trials);
	if (o->kind == EXP_TIEBREAKS && a->rules_text)
		append(out, len, &at, " --rules %s", a->rules_text);
	if (o->kind == EXP_ORDERINGS && o->start_row > 0)
		append(out, len, &at, " --start %d,%d", o->start_row, o->start_col);
	if (o->kind == EXP_ORDERINGS && a->orderings_text)
		append(out, len, &at, " --orderings %s", a->orderings_text);
	if (experiment_uses_seed(o))
		append(out, len, &at, " --seed %llu", (unsigned long long)o->seed);
}

static bool write_chart(FILE *f, const void *ctx)
{
	return chart_write_svg(f, ctx);
}

static int output(const exp_args *a, experiment_result *r)
{
	describe(a, r->t.command, sizeof r->t.command);
	table_param(&r->t, "threads", "%d", r->threads);
	table_param(&r->t, "seconds", "%.2f", r->seconds);
	table_param(&r->t, "walks", "%llu (%llu squares)", (unsigned long long)r->walks,
		    (unsigned long long)r->squares);
	bool ok = table_write(stdout, &r->t, a->fmt);
	if (ok && a->fmt == TABLE_TEXT && isatty(STDOUT_FILENO)) {
		putchar('\n');
		chart_write_text(stdout, &r->chart.c, terminal_width(STDOUT_FILENO) - 1, 14);
		ok = fflush(stdout) == 0 && !ferror(stdout);
	}
	if (!ok) {
		cli_error("experiment: writing to standard output: %s",
			  strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	char err[400];
	if (a->plot && !file_write_atomic(a->plot, write_chart, &r->chart.c, true, err,
					  sizeof err)) {
		cli_error("experiment: --plot %s", err);
		return EXIT_USAGE;
	}
	if (r->t.partial)
		return cli_stop_signal ? 128 + cli_stop_signal : EXIT_INTERRUPTED;
	return EXIT_YES;
}

int cmd_experiment(int argc, char **argv)
{
	exp_args a;
	memset(&a, 0, sizeof a);
	int st = parse_args(argc, argv, &a);
	if (st >= 0) {
		free(a.orderings);
		return st;
	}
	a.o.stop = &cli_stop_signal;
	if (isatty(STDERR_FILENO)) {
		a.o.progress = show_progress;
		a.o.progress_ctx = (void *)experiment_name(a.o.kind);
	}
	cli_catch_stop();
	experiment_result r;
	char err[300];
	bool ok = experiment_run(&a.o, &r, err, sizeof err);
	cli_release_stop();
	if (a.o.progress) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
	}
	if (!ok) {
		cli_error("experiment: %s", err);
		st = EXIT_USAGE;
	} else {
		st = output(&a, &r);
	}
	experiment_result_free(&r);
	free(a.orderings);
	return st;
}
