/* SPDX-License-Identifier: MIT */
/* ktour solve: find a tour (or -n N distinct tours) with any engine and
 * print it in grid, moves or json, with '#' header lines naming the
 * engine, its settings and the seed.
 *
 * Tours are written as they are found, straight from the engine's path
 * (never copied), so that a 10000 x 10000 walk needs no second copy.
 * Exit status: 0 all N tours found; 1 fewer (a stuck walk prints its
 * partial path; a board without a tour says so on stderr); 2 bad usage
 * or a failed write. */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_opts.h"
#include "ktour/commands.h"
#include "ktour/config.h"
#include "ktour/engine.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/file_io.h"
#include "ktour/format.h"
#include "ktour/options.h"
#include "ktour/square.h"
#include "ktour/tour.h"
#include "ktour/tour_exists.h"

enum { OPT_FORMAT = OPT_SHARED_LAST, OPT_ATTEMPTS };

typedef struct solve_opts {
	shared_options so;
	uint64_t want;
	tour_format fmt;
	const char *out;
	bool quiet;
	file_replace replace; /* what -o may do to an existing file */
} solve_opts;

/* ---- the options --------------------------------------------------------------- */

static int set_tours(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	unsigned long long n;
	if (!options_parse_u64(value, &n) || n < 1) {
		cli_error("solve: -n %s: expected a number of tours, 1 or more",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	((solve_opts *)args)->want = n;
	return 0;
}

static int set_format(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	solve_opts *o = args;
	if (!format_from_name(value, &o->fmt) || o->fmt == FMT_SVG) {
		cli_error("solve: --format %s: expected grid, moves or json (ktour convert makes "
			  "SVG)",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	return 0;
}

static int set_output(void *args, const cli_opt *opt, const char *value)
{
	int st = cli_check_path(opt, value);
	if (st)
		return st;
	((solve_opts *)args)->out = value;
	return 0;
}

static int set_force(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	(void)value;
	((solve_opts *)args)->replace = FILE_REPLACE_READONLY;
	return 0;
}

static int set_attempts(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	unsigned long long n;
	if (!options_parse_u64(value, &n) || n < 1) {
		cli_error("solve: --attempts %s: expected a number of walks, 1 or more",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	((solve_opts *)args)->so.cfg.max_attempts = n;
	return 0;
}

static int set_shared(void *args, const cli_opt *opt, const char *value)
{
	return cli_set_shared(&((solve_opts *)args)->so, "solve: ", opt, value);
}

static const cli_opt solve_options[] = {
	CLI_SHARED_OPTIONS,
	CLI_VALUE("tours", 'n', "N", "find N distinct tours (default 1)", set_tours),
	CLI_VALUE("format", OPT_FORMAT, "FMT", "grid, moves or json (default grid)", set_format),
	CLI_VALUE("output", 'o', "FILE",
		  "write to FILE (atomically; an existing FILE is\n"
		  "replaced) instead of standard output; with\n"
		  "-n N > 1, FILE-1, FILE-2, ... (the number goes\n"
		  "before the extension)",
		  set_output),
	CLI_SWITCH("force", 'f', "with -o, replace FILE even when it is read-only", set_force),
	CLI_SWITCH_FIELD("quiet", 'q',
			 "print nothing on standard output (a FILE from -o\n"
			 "is still written): the exit status answers",
			 solve_opts, quiet),
	CLI_VALUE("attempts", OPT_ATTEMPTS, "N",
		  "irwin: walks to try before giving up\n"
		  "(default 100000)",
		  set_attempts),
	CLI_HELP_OPTION("this help"),
};

static void usage(FILE *f)
{
	fputs("usage: ktour solve [OPTIONS]\n"
	      "Find a knight's tour (or -n N distinct tours) and print it, with '#'\n"
	      "header lines naming the engine, its settings and the seed.\n\n"
	      "options:\n",
	      f);
	cli_help_options(f, &solve_command_table);
	fputs("\n"
	      "Engines: backtrack finds tours by exhaustive search (--order, --prune,\n"
	      "--closed); warnsdorff makes one greedy walk per ordering (--tiebreak)\n"
	      "and gives at most one tour; irwin repeats Warnsdorff walks with random\n"
	      "ties (--seed) and collects distinct tours; divide joins tours of\n"
	      "small blocks into one closed tour (with or without --closed) of any\n"
	      "m x n board with m and n even and at least 6, in time linear in the\n"
	      "squares.  Pruning defaults to lookahead here.  With -n N > 1 on\n"
	      "standard output, grid and moves tours are separated by a blank line\n"
	      "and json is one array.\n\n"
	      "Exit status: 0 every tour asked for was found; 1 fewer were (a stuck\n"
	      "walk prints its partial path, '-' for squares never visited); 2 bad\n"
	      "usage or a failed write.\n",
	      f);
}

const cli_command solve_command_table = {
	"solve", solve_options, CLI_NOPTS(solve_options), 24, usage, set_shared, NULL,
};

/* Parse argv; -1 to go on, else the exit status. */
static int solve_parse(int argc, char **argv, solve_opts *o)
{
	char err[256];
	int first, status = cli_parse(&solve_command_table, argc, argv, o, &first);
	if (status >= 0)
		return status;
	if (first < argc) {
		if (!cli_stray_command("solve", argc, argv, first, false))
			cli_error("solve: unexpected argument %s (solve takes options only)",
				  ESCAPE_QUOTE(argv[first]));
		return EXIT_USAGE;
	}
	if (!options_finish(&o->so, err, sizeof err)) {
		cli_error("solve: %s", err);
		return EXIT_USAGE;
	}
	if (o->so.cfg.max_attempts && !engine_can(o->so.cfg.kind, ENG_ATTEMPTS)) {
		char who[120];
		engine_names_join(ENG_ATTEMPTS, ", ", " or ", who, sizeof who);
		cli_error("solve: --attempts applies to the %s engine only", who);
		return EXIT_USAGE;
	}
	return -1;
}

/* What the run has produced so far. */
typedef struct solve_run {
	const solve_opts *o;
	engine *e;
	uint64_t found;
	bool write_failed;
	char err[512];
} solve_run;

/* "tour.txt" -> "tour-3.txt" (the number before the extension). */
static void numbered_name(const char *path, uint64_t k, char *out, size_t outlen)
{
	const char *base = strrchr(path, '/');
	base = base ? base + 1 : path;
	const char *dot = strrchr(base, '.');
	if (!dot || dot == base)
		dot = path + strlen(path);
	snprintf(out, outlen, "%.*s-%llu%s", (int)(dot - path), path, (unsigned long long)k,
		 dot);
}

/* The '#' lines: the settings, and what the engine did to get here. */
static bool add_headers(solve_run *r, tour *t, bool stuck)
{
	const engine_config *c = &r->o->so.cfg;
	engine_view v;
	engine_view_get(r->e, &v);
	char desc[512];
	config_describe(c, desc, sizeof desc);
	/* The board line is the writer's own ("# board RxC"). */
	const char *eng = strstr(desc, "engine ");
	bool ok = tour_meta_add(t, eng ? eng : desc);
	if (!engine_can(c->kind, ENG_SEED))
		ok = ok && tour_meta_addf(t, "seed %llu (unused: %s makes no random choice)",
					  (unsigned long long)c->seed, engine_kind_name(c->kind));
	if (r->o->want > 1 && !stuck)
		ok = ok && tour_meta_addf(t, "tour %llu of %llu", (unsigned long long)r->found,
					  (unsigned long long)r->o->want);
	if (engine_can(c->kind, ENG_TIEBREAK) && c->tiebreak == TIEBREAK_ORDERINGS19) {
		char ord[9];
		ordering_format(v.order, ord);
		ok = ok && tour_meta_addf(t, "ordering %s (walk %llu of the nineteen)", ord,
					  (unsigned long long)v.walk);
	}
	if (engine_can(c->kind, ENG_ATTEMPTS)) {
		ok = ok && tour_meta_addf(t, "attempts %llu", (unsigned long long)v.counters.walks);
		ok = ok && tour_meta_addf(t, "completed walks %llu",
					  (unsigned long long)(v.counters.solutions +
							       v.counters.duplicates));
		ok = ok && tour_meta_addf(t, "duplicates %llu",
					  (unsigned long long)v.counters.duplicates);
	}
	if (stuck)
		ok = ok && tour_meta_addf(t, "stuck after %ld of %ld squares", (long)v.depth,
					  (long)v.b->nsq);
	return ok;
}

/* Write one path (copied into a tour of its own) with its headers to
 * stdout or to its file; false with r->err set on failure. */
static bool write_path(solve_run *r, const ksq *path, int32_t len, bool stuck)
{
	const solve_opts *o = r->o;
	tour t;
	tour_init(&t, &o->so.cfg.spec);
	bool ok = tour_set_path(&t, path, (size_t)len) && add_headers(r, &t, stuck);
	if (!ok)
		snprintf(r->err, sizeof r->err, "out of memory");
	if (ok && o->out) {
		char name[4096];
		if (o->want > 1 && !stuck)
			numbered_name(o->out, r->found, name, sizeof name);
		else
			snprintf(name, sizeof name, "%s", o->out);
		strcpy(r->err, "-o "); /* the message names the option, then the file */
		ok = format_write_file(name, &t, o->fmt, o->replace, r->err + 3, sizeof r->err - 3);
		if (!ok && errno == EEXIST && o->replace == FILE_REPLACE) /* read-only */
			snprintf(r->err + strlen(r->err), sizeof r->err - strlen(r->err),
				 "; use --force to replace it");
	} else if (ok) {
		bool array = o->fmt == FMT_JSON && o->want > 1 && !stuck;
		if (r->found > 1 && !stuck && array)
			fputs(",\n", stdout);
		else if (r->found > 1 && !stuck)
			fputs("\n", stdout);
		else if (array)
			fputs("[\n", stdout);
		ok = format_write(stdout, &t, o->fmt);
		if (!ok)
			snprintf(r->err, sizeof r->err, "writing the tour to standard output failed");
	}
	tour_free(&t);
	return ok;
}

static bool on_solution(void *ctx, const ksq *path, int32_t len)
{
	solve_run *r = ctx;
	r->found++;
	/* -q silences standard output only: -o FILE is still written */
	bool writes = !r->o->quiet || r->o->out;
	if (writes && !write_path(r, path, len, false)) {
		r->write_failed = true;
		return false;
	}
	return r->found < r->o->want;
}

/* The tie-break rules worth trying after `used` failed. */
static const char *other_rules(tiebreak_kind used)
{
	switch (used) {
	case TIEBREAK_ORDERINGS19: return "roth, or squirrel-cull on square boards";
	case TIEBREAK_ROTH: return "orderings19, or squirrel-cull on square boards";
	case TIEBREAK_SQUIRREL_CULL: return "orderings19 or roth";
	default: return "orderings19, roth, or squirrel-cull on square boards";
	}
}

/* "-e irwin or -e backtrack": the engines that give more than one tour,
 * the last of the table first (a walk's kin before the search). */
static void engines_of_many(char *out, size_t outlen)
{
	size_t at = 0;
	int n = 0, total = 0;
	out[0] = '\0';
	for (int k = 0; k < ENGINE_KIND_COUNT; k++)
		total += engine_can((engine_kind)k, ENG_MANY);
	for (int k = ENGINE_KIND_COUNT - 1; k >= 0 && at < outlen; k--) {
		if (!engine_can((engine_kind)k, ENG_MANY))
			continue;
		int w = snprintf(out + at, outlen - at, "%s-e %s",
				 n == 0 ? "" : n == total - 1 ? " or " : ", ",
				 engine_kind_name((engine_kind)k));
		if (w < 0)
			break;
		at += (size_t)w;
		n++;
	}
}

/* Why fewer tours than asked: one line for stderr. */
static void explain_shortfall(const solve_run *r, engine_event_kind last)
{
	const engine_config *c = &r->o->so.cfg;
	engine_view v;
	engine_view_get(r->e, &v);
	char start[SQUARE_NAME_MAX];
	ksq s = c->start == KSQ_NONE ? 0 : c->start;
	square_name_algebraic(c->spec.rows, s / c->spec.cols, s % c->spec.cols, start,
			      sizeof start);
	char why[400], more[120];
	if (engine_can(c->kind, ENG_EXHAUSTIVE))
		snprintf(why, sizeof why, "the exhaustive search from %s is complete: %s",
			 start, r->found ? "there are no more" : "none exists");
	else if (engine_can(c->kind, ENG_ATTEMPTS))
		snprintf(why, sizeof why,
			 "%llu attempt%s made (%llu stuck, %llu repeat%s); raise --attempts or "
			 "try another --seed",
			 (unsigned long long)v.counters.walks, v.counters.walks == 1 ? "" : "s",
			 (unsigned long long)v.counters.stuck,
			 (unsigned long long)v.counters.duplicates,
			 v.counters.duplicates == 1 ? "" : "s");
	else if (last == EV_STUCK)
		snprintf(why, sizeof why,
			 "the walk got stuck after %ld of %ld squares; try another "
			 "--tiebreak (%s)",
			 (long)v.depth, (long)v.b->nsq, other_rules(c->tiebreak));
	else {
		engines_of_many(more, sizeof more);
		snprintf(why, sizeof why, "%s %s %s gives one tour; use %s for more",
			 engine_can(c->kind, ENG_WALK) ? "a" : "the", engine_kind_name(c->kind),
			 engine_can(c->kind, ENG_WALK) ? "walk" : "engine", more);
	}
	const char *what = c->closed ? "closed tour" : "tour";
	if (r->found == 0)
		cli_error("solve: no %s found on the %dx%d board: %s", what, c->spec.rows,
			  c->spec.cols, why);
	else
		cli_error("solve: only %llu of %llu %ss found: %s",
			  (unsigned long long)r->found, (unsigned long long)r->o->want, what, why);
}

/* No tour can exist, proved without a search: the reason (unless -q),
 * and true.  A walk's "try another --tiebreak" would be false advice. */
static bool ruled_out(const solve_opts *o)
{
	char err[512];
	const engine_config *c = &o->so.cfg;
	if (tour_exists_ruled_out(&c->spec, c->closed, err, sizeof err)) {
		char only[80] = "";
		if (engine_can(c->kind, ENG_ALWAYS_CLOSED))
			snprintf(only, sizeof only, " (the %s engine builds closed tours only)",
				 engine_kind_name(c->kind));
		if (!o->quiet)
			cli_error("solve: no %s exists on the %dx%d board%s: %s%s",
				  c->closed ? "closed tour" : "tour", c->spec.rows, c->spec.cols,
				  c->spec.torus ? " (torus)" : "", err, only);
		return true;
	}
	if (!c->closed && tour_start_ruled_out(&c->spec, c->start, err, sizeof err)) {
		char start[SQUARE_NAME_MAX];
		square_name_algebraic(c->spec.rows, c->start / c->spec.cols,
				      c->start % c->spec.cols, start, sizeof start);
		if (!o->quiet)
			cli_error("solve: no tour starts on %s: %s", start, err);
		return true;
	}
	return false;
}

int cmd_solve(int argc, char **argv)
{
	solve_opts o;
	memset(&o, 0, sizeof o);
	options_init(&o.so, PRUNE_LOOKAHEAD);
	o.want = 1;
	o.fmt = FMT_GRID;
	o.replace = FILE_REPLACE;
	int status = solve_parse(argc, argv, &o);
	if (status >= 0)
		return status;
	char err[512];
	solve_run r = {.o = &o};
	/* before the engine, which may refuse such a board for its own reason */
	if (ruled_out(&o))
		return EXIT_NO;
	r.e = engine_create(&o.so.cfg, err, sizeof err);
	if (!r.e) {
		cli_error("solve: %s", err);
		return EXIT_USAGE;
	}
	engine_event_kind last = engine_run(r.e, 0, on_solution, &r);
	/* a single walk that got stuck: its partial path (a walk that tries
	 * again, --attempts, has no one path to show) */
	if (!r.write_failed && r.found == 0 && last == EV_STUCK && (!o.quiet || o.out) &&
	    !engine_can(o.so.cfg.kind, ENG_ATTEMPTS)) {
		engine_view v;
		engine_view_get(r.e, &v);
		r.write_failed = !write_path(&r, v.path, v.depth, true);
	}
	if (!o.out && !o.quiet && !r.write_failed) {
		if (o.fmt == FMT_JSON && o.want > 1 && r.found > 0)
			fputs("]\n", stdout);
		if (fflush(stdout) != 0 || ferror(stdout)) {
			r.write_failed = true;
			snprintf(r.err, sizeof r.err, "writing to standard output failed");
		}
	}
	if (r.write_failed) {
		cli_error("solve: %s", r.err);
		engine_destroy(r.e);
		return EXIT_USAGE;
	}
	if (r.found < o.want && !o.quiet)
		explain_shortfall(&r, last);
	engine_destroy(r.e);
	return r.found >= o.want ? EXIT_YES : EXIT_NO;
}
