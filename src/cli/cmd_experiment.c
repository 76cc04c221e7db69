/* ktour experiment NAME: the literature's experiments as tables (text,
 * TSV, CSV or JSON on stdout) and charts (--plot FILE.svg; a text chart
 * after the table on a terminal), with a progress bar on a terminal and
 * Ctrl-C giving the partial table (exit 130). */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <unistd.h>

#include "ktour/commands.h"
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

/* The signal that stopped the run, 0 while none. */
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
	fprintf(f,
		"\noptions:\n"
		"      --sizes A..B      board sides from A to B (or one side: A)\n"
		"      --trials N        random ties: walks per board (default 100)\n"
		"      --rules LIST      tiebreaks: rules separated by commas, each\n"
		"                        random, pohl, roth, squirrel-cull, orderings19\n"
		"                        or an ordering like 12345678 (default\n"
		"                        random,12345678,pohl,roth,squirrel-cull)\n"
		"      --orderings LIST  orderings: the orderings to try, separated by\n"
		"                        commas (default: all 40320)\n"
		"      --start R,C       orderings: walk from row R, column C (1-based)\n"
		"                        on every board (default 1,1, the corner)\n"
		"      --seed N          seed of the random ties (default: the clock;\n"
		"                        always printed)\n"
		"  -j, --threads N       threads (default: online CPUs); the table does\n"
		"                        not depend on it\n"
		"      --format FMT      text (default), tsv, csv or json\n"
		"      --plot FILE       write the chart to FILE as SVG (atomically)\n"
		"  -h, --help            this help\n\n"
		"On a terminal a progress bar with the time left goes to standard\n"
		"error and a small text chart follows a text table.  Ctrl-C (or\n"
		"SIGTERM) stops the run: the rows finished so far are printed, marked\n"
		"'# partial: yes' (json: \"partial\": true), and the exit status is 130\n"
		"(143 for SIGTERM).\n");
}

typedef struct exp_args {
	experiment_options o;
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
			cli_error("experiment: --rules '%s': at most %d rules", text,
				  EXPERIMENT_MAX_RULES);
			return false;
		}
		if (!experiment_rule_parse(tok, &o->rules[o->nrules])) {
			cli_error("experiment: --rules: '%s' is not a rule (expected random, pohl, "
				  "roth, squirrel-cull, orderings19 or an ordering like 12345678)",
				  tok);
			return false;
		}
		o->nrules++;
	}
	if (o->nrules == 0) {
		cli_error("experiment: --rules '%s': no rule given", text);
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
			cli_error("experiment: --orderings: '%s': %s", tok, err);
		k++;
	}
	free(copy);
	if (ok && k == 0) {
		cli_error("experiment: --orderings '%s': no ordering given", text);
		ok = false;
	}
	a->o.orderings = (const uint8_t (*)[8])a->orderings;
	a->o.norderings = k;
	return ok;
}

/* One option of the command; -1 go on, else the exit status. */
static int handle_option(int opt, exp_args *a, shared_options *so, char **argv)
{
	unsigned long long n;
	char err[256];
	int end = 0;
	switch (opt) {
	case OPT_SIZES:
		a->sizes_text = optarg;
		if (!parse_sizes(optarg, &a->o.lo, &a->o.hi)) {
			cli_error("experiment: --sizes '%s': expected A..B with 1 <= A <= B <= %d "
				  "(e.g. 5..400), or one size",
				  optarg, EXPERIMENT_MAX_SIDE);
			return EXIT_USAGE;
		}
		return -1;
	case OPT_TRIALS:
		if (!options_parse_u64(optarg, &n) || n < 1 || n > 1000000000u) {
			cli_error("experiment: --trials '%s': expected a number from 1 to "
				  "1000000000",
				  optarg);
			return EXIT_USAGE;
		}
		a->o.trials = n;
		a->trials_given = true;
		return -1;
	case 'j':
		if (!options_parse_u64(optarg, &n) || n < 1 || n > 256) {
			cli_error("experiment: --threads '%s': expected a number from 1 to 256",
				  optarg);
			return EXIT_USAGE;
		}
		a->o.threads = (int)n;
		return -1;
	case OPT_RULES:
		a->rules_text = optarg;
		return parse_rules(optarg, &a->o) ? -1 : EXIT_USAGE;
	case OPT_ORDERINGS:
		a->orderings_text = optarg;
		free(a->orderings);
		a->orderings = NULL;
		return parse_orderings(optarg, a) ? -1 : EXIT_USAGE;
	case OPT_FORMAT:
		if (!table_format_from_name(optarg, &a->fmt)) {
			cli_error("experiment: --format '%s': expected text, tsv, csv or json",
				  optarg);
			return EXIT_USAGE;
		}
		return -1;
	case OPT_PLOT:
		a->plot = optarg;
		return -1;
	case OPT_START:
		if (sscanf(optarg, "%d,%d%n", &a->o.start_row, &a->o.start_col, &end) != 2 ||
		    optarg[end] || a->o.start_row < 1 || a->o.start_col < 1) {
			cli_error("experiment: --start '%s': expected ROW,COL (1-based, e.g. 1,3)",
				  optarg);
			return EXIT_USAGE;
		}
		a->start_given = true;
		return -1;
	case OPT_SEED:
		if (options_handle(so, opt, optarg, err, sizeof err) < 0) {
			cli_error("experiment: %s", err);
			return EXIT_USAGE;
		}
		return -1;
	case 'h':
		usage(stdout);
		return EXIT_YES;
	default:
		return cli_bad_option("experiment", opt, argv);
	}
}

static int parse_args(int argc, char **argv, exp_args *a)
{
	static const struct option longopts[] = {
		{"sizes", required_argument, NULL, OPT_SIZES},
		{"trials", required_argument, NULL, OPT_TRIALS},
		{"rules", required_argument, NULL, OPT_RULES},
		{"orderings", required_argument, NULL, OPT_ORDERINGS},
		{"seed", required_argument, NULL, OPT_SEED},
		{"threads", required_argument, NULL, 'j'},
		{"format", required_argument, NULL, OPT_FORMAT},
		{"plot", required_argument, NULL, OPT_PLOT},
		{"start", required_argument, NULL, OPT_START},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	if (cli_listing_options()) /* ktour --list-options (complete.c) */
		return cli_list_options("experiment", longopts);
	if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
		usage(stdout);
		return EXIT_YES;
	}
	if (argc < 2 || argv[1][0] == '-') {
		cli_error("experiment: which experiment? (random-ties, tiebreaks, orderings, "
			  "orderings19 or schedule; see ktour experiment --help)");
		return EXIT_USAGE;
	}
	experiment_kind k;
	if (!experiment_from_name(argv[1], &k)) {
		cli_error("experiment: unknown experiment '%s' (expected random-ties, tiebreaks, "
			  "orderings, orderings19 or schedule)",
			  argv[1]);
		return EXIT_USAGE;
	}
	a->o = experiment_defaults(k);
	shared_options so;
	options_init(&so, PRUNE_NONE);
	optind = 2;
	opterr = 0;
	int opt, st;
	while ((opt = getopt_long(argc, argv, ":j:h", longopts, NULL)) != -1)
		if ((st = handle_option(opt, a, &so, argv)) >= 0)
			return st;
	if (optind < argc) {
		cli_error("experiment: unexpected argument '%s' (one experiment at a time)",
			  argv[optind]);
		return EXIT_USAGE;
	}
	char err[256];
	if (!options_finish(&so, err, sizeof err)) {
		cli_error("experiment: %s", err);
		return EXIT_USAGE;
	}
	a->o.seed = so.cfg.seed;
	const char *unused = a->rules_text && k != EXP_TIEBREAKS ? "--rules (tiebreaks only)"
			     : a->orderings_text && k != EXP_ORDERINGS
				     ? "--orderings (orderings only)"
			     : a->trials_given && k != EXP_RANDOM_TIES && k != EXP_TIEBREAKS
				     ? "--trials (random-ties and tiebreaks only)"
			     : a->start_given && k != EXP_ORDERINGS ? "--start (orderings only)"
								    : NULL;
	if (unused) {
		cli_error("experiment: %s: %s does not use it", unused, argv[1]);
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
		cli_error("experiment: --plot: %s", err);
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
