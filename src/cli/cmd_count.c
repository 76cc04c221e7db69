/* ktour count: count tours with the backtrack engine; the first line of
 * stdout is the bare count.  Also: checkpoints and resuming (--checkpoint,
 * --resume), time segments (--time-limit), and split searches (--split,
 * --job). */
#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "count_frontier.h"
#include "ktour/checkpoint.h"
#include "ktour/commands.h"
#include "ktour/config.h"
#include "ktour/count.h"
#include "ktour/engine_desc.h"
#include "ktour/frontier.h"
#include "ktour/options.h"
#include "ktour/square.h"
#include "count_estimate.h"
#include "count_classify.h"

enum {
	OPT_STATS = OPT_SHARED_LAST,
	OPT_THREADS,
	OPT_NO_SYMMETRY,
	OPT_CHECKPOINT,
	OPT_EVERY,
	OPT_RESUME,
	OPT_SPLIT,
	OPT_JOB,
	OPT_TIME_LIMIT,
	OPT_ESTIMATE,
	OPT_PROBES,
	OPT_CLASSIFY,
	OPT_FORCE,
	OPT_METHOD,
	OPT_MEMORY,
	OPT_SPILL,
};

/* Why --method frontier (or auto) fell back to backtracking, for --stats. */
static char fallback_note[200];

/* The signal that stopped the count (SIGINT or SIGTERM), 0 while none. */
static void usage(FILE *f)
{
	fprintf(f,
		"usage: ktour count [OPTIONS]\n"
		"Count knight's tours by exhaustive search (the backtrack engine) or,\n"
		"on larger boards, by dynamic programming over a frontier of squares\n"
		"(--method).\n"
		"The first line of output is the bare count.  Default: directed open\n"
		"tours (each tour once from each end) from every start square;\n"
		"--closed counts undirected closed tours; --start counts only the open\n"
		"tours that begin on one square.\n\n"
		"options:\n%s"
		"      --stats           add 'key: value' lines (nodes, seconds, ...)\n"
		"  -j, --threads N       threads to search with (default: online CPUs)\n"
		"      --no-symmetry     search every start square even where the\n"
		"                        board's symmetry gives the same count\n"
		"      --checkpoint FILE save the whole search state to FILE (atomically)\n"
		"                        when it starts, every --every seconds, and when\n"
		"                        it ends or is stopped\n"
		"      --every SECONDS   seconds between checkpoints (default 60; 0.5 ok)\n"
		"  -f, --force           let --checkpoint replace an existing file (even a\n"
		"                        read-only one); a running count's is never replaced\n"
		"      --resume FILE     continue the count saved in FILE (its options\n"
		"                        apply; -j may differ; checkpoints go on to FILE\n"
		"                        unless --checkpoint names another)\n"
		"      --time-limit SECONDS  stop after SECONDS as Ctrl-C would\n"
		"      --split DEPTH     print the jobs of a split search, one per line:\n"
		"                        the paths of DEPTH squares the count searches\n"
		"      --job SQ,SQ,...   count only the tours that begin with these\n"
		"                        squares (a line of --split; or R,C/R,C/...)\n"
		"      --estimate        print Knuth's estimate of the search tree's size\n"
		"                        (nodes) instead of counting; with --stats its\n"
		"                        spread (random: --seed N repeats it)\n"
		"      --probes N        random probes for --estimate (default %d)\n"
		"      --classify        with --closed: Stone's classes after the count\n"
		"                        (type-I, type-II, quarter-turn, half-turn,\n"
		"                        reflection, asymmetric, up-to-symmetry)\n"
		"      --method NAME     auto, backtrack or frontier (default auto: the\n"
		"                        frontier counter from 40 squares on, no torus)\n"
		"      --memory SIZE     frontier: memory for its classes (e.g. 8G;\n"
		"                        default: what the machine can spare)\n"
		"      --spill DIR       frontier: where classes go past --memory\n"
		"                        (default: beside --checkpoint, else $TMPDIR)\n"
		"  -h, --help            this help\n\n"
		"Pruning defaults to lookahead here (--prune none gives the same count,\n"
		"slower).  Ctrl-C (SIGINT) or SIGTERM stops the count: the count so far\n"
		"is printed with 'partial: yes', the checkpoint (if any) is written, and\n"
		"the exit status is 130 (143 for SIGTERM; 130 for --time-limit).  The\n"
		"counts of the --split jobs add up to the count: symmetry is not used.\n"
		"The frontier method counts by dynamic programming over the squares'\n"
		"edges (no partial count: a stopped count prints 0 and 'partial: yes');\n"
		"its --split N prints N jobs part:K/N for --job.\n",
		options_shared_help, COUNT_ESTIMATE_PROBES);
}

/* The progress line, only when stderr is a terminal. */
static void show_progress(void *ctx, const count_progress *p)
{
	(void)ctx;
	double rate = p->seconds > 0 ? (double)p->nodes / p->seconds / 1e6 : 0;
	fprintf(stderr,
		"\rcount: %llu/%llu subtrees, %llu tours so far, %.1f M nodes/s, %.1f s\033[K",
		(unsigned long long)p->jobs_done, (unsigned long long)p->jobs_total,
		(unsigned long long)p->tours, rate, p->seconds);
	fflush(stderr);
}

/* The --stats lines of the search's settings; root KSQ_NONE: every start. */
static void print_settings(const engine_config *c, bool partial, ksq root)
{
	char ord[16], start[SQUARE_NAME_MAX] = "all";
	config_value_format(c, CONFIG_ORDER, &config_header_spelling, ord, sizeof ord);
	if (root != KSQ_NONE)
		square_name_algebraic(c->spec.rows, root / c->spec.cols, root % c->spec.cols,
				      start, sizeof start);
	printf("partial: %s\n", partial ? "yes" : "no");
	printf("tours: %s\n", c->closed ? "closed undirected" : "open directed");
	printf("board: %dx%d\n", c->spec.rows, c->spec.cols);
	if (c->spec.lea != 1 || c->spec.leb != 2)
		printf("leaper: %d,%d\n", c->spec.lea, c->spec.leb);
	printf("torus: %s\n", c->spec.torus ? "yes" : "no");
	printf("start: %s\n", start);
	printf("order: %s\n", ord);
	printf("prune: %s\n", prune_mode_name(c->prune));
}

static void print_stats(const count_options *o, const count_result *r)
{
	print_settings(&o->cfg, r->partial, r->start);
	printf("method: backtrack\n");
	if (fallback_note[0])
		printf("fallback: %s\n", fallback_note);
	printf("starts-searched: %d\n", r->starts);
	printf("symmetries: %d\n", r->symmetries);
	printf("translations: %llu\n", (unsigned long long)r->multiplier);
	printf("jobs: %zu\n", r->jobs);
	printf("prefix: %d\n", r->prefix_len);
	printf("solutions-found: %llu\n", (unsigned long long)r->solutions);
	printf("nodes: %llu\n", (unsigned long long)r->nodes);
	printf("retreats: %llu\n", (unsigned long long)r->retreats);
	printf("threads: %d\n", r->threads);
	if (o->checkpoint)
		printf("checkpoint: %s\n", o->checkpoint);
	if (o->job_len > 0)
		printf("job-squares: %ld\n", (long)o->job_len);
	printf("seconds: %.6f\n", r->seconds);
	printf("nodes-per-second: %.0f\n", r->seconds > 0 ? (double)r->nodes / r->seconds : 0);
}

/* ---- option values ---------------------------------------------------------- */

/* Seconds as a plain decimal number (digits, perhaps a point and more
 * digits), as the whole-number options take plain digits: no sign, no
 * exponent, no hexadecimal, no inf. */
#define MAX_SECONDS 1e9

static bool parse_seconds(const char *opt, const char *text, double *out)
{
	size_t digits = strspn(text, "0123456789"), n = digits;
	if (text[n] == '.')
		n += 1 + strspn(text + n + 1, "0123456789");
	double v = n > 0 && n < 40 && text[n] == '\0' && (digits > 0 || n > 1) ? atof(text) : -1;
	if (!(v > 0 && v <= MAX_SECONDS)) {
		cli_error("count: %s '%s': expected seconds as a decimal number above 0 and at most "
			  "%.0f (about 31 years), e.g. 60 or 0.5",
			  opt, text, MAX_SECONDS);
		return false;
	}
	*out = v;
	return true;
}

/* --job SPEC: squares separated by ',' (algebraic names) or by '/' (also
 * "row,col" names); a path on the board. */
static bool parse_job(const char *spec, const board_spec *bs, ksq **out, int32_t *len)
{
	char err[256];
	board b;
	if (!board_init(&b, bs, err, sizeof err)) {
		cli_error("count: %s", err);
		return false;
	}
	char sep = strchr(spec, '/') ? '/' : ',';
	size_t n = 1;
	for (const char *p = spec; *p; p++)
		n += *p == sep;
	bool ok = n <= (size_t)b.nsq;
	if (!ok)
		cli_error("count: --job '%.60s': %zu squares; the %dx%d board has %ld", spec, n,
			  b.rows, b.cols, (long)b.nsq);
	ksq *path = ok ? malloc(n * sizeof *path) : NULL;
	char *copy = ok ? strdup(spec) : NULL;
	if (ok && (!path || !copy)) {
		cli_error("count: out of memory");
		ok = false;
	}
	char *save = copy;
	for (size_t i = 0; ok && i < n; i++) {
		char *tok = save, *cut = strchr(save, sep);
		if (cut) {
			*cut = '\0';
			save = cut + 1;
		}
		if (!square_parse_on(&b, tok, &path[i], err, sizeof err)) {
			cli_error("count: --job '%.60s': square %zu: %s (expected squares like "
				  "a1,b3,c5 or 1,1/2,3/3,5)",
				  spec, i + 1, err);
			ok = false;
		}
	}
	if (ok && !count_check_path(&b, path, (int32_t)n, err, sizeof err)) {
		cli_error("count: --job '%.60s': %s", spec, err);
		ok = false;
	}
	free(copy);
	board_free(&b);
	if (!ok) {
		free(path);
		return false;
	}
	*out = path;
	*len = (int32_t)n;
	return true;
}

/* ---- --split ------------------------------------------------------------------ */

typedef struct split_out {
	int rows, cols;
	bool failed;
} split_out;

static bool emit_job(void *ctx, const ksq *path, int len)
{
	split_out *so = ctx;
	char name[SQUARE_NAME_MAX];
	for (int i = 0; i < len; i++) {
		square_name_algebraic(so->rows, path[i] / so->cols, path[i] % so->cols, name,
				      sizeof name);
		if (i)
			putchar(',');
		fputs(name, stdout);
	}
	putchar('\n');
	so->failed = ferror(stdout) != 0;
	return !so->failed && !cli_stop_signal;
}

static int finish_stdout(void)
{
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("count: writing to standard output: %s", strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	return EXIT_YES;
}

static int run_split(const count_options *o, unsigned long long depth)
{
	char err[256];
	split_out so = {o->cfg.spec.rows, o->cfg.spec.cols, false};
	if (depth > (unsigned long long)INT32_MAX) {
		cli_error("count: --split %llu: too deep", depth);
		return EXIT_USAGE;
	}
	if (!count_split(o, (int)depth, emit_job, &so, err, sizeof err)) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	int st = finish_stdout();
	if (st == EXIT_YES && cli_stop_signal)
		return 128 + cli_stop_signal;
	return st;
}

/* ---- --resume ------------------------------------------------------------------- */

/* Which shared options the command line gave, as CKF_* bits. */
static unsigned given_field(int opt)
{
	switch (opt) {
	case 'b': return CKF_BOARD;
	case 's': return CKF_START;
	case OPT_CLOSED: return CKF_CLOSED;
	case OPT_ORDER: return CKF_ORDER;
	case OPT_PRUNE: return CKF_PRUNE;
	case OPT_LEAPER: return CKF_LEAPER;
	case OPT_TORUS: return CKF_TORUS;
	case OPT_NO_SYMMETRY: return CKF_SYMMETRY;
	default: return 0;
	}
}

/* The options of the checkpoint; an option the command line gives must
 * agree with it. */
static bool resume_options(const char *file, count_checkpoint *ck, shared_options *so,
			   unsigned given, bool no_symmetry, count_options *o)
{
	char err[400];
	if (!checkpoint_read_file(file, ck, err, sizeof err)) {
		cli_error("count: --resume: %s", err);
		return false;
	}
	/* unspecified board settings are the file's, so --start names a
	 * square of the file's board */
	if (!(given & CKF_BOARD)) {
		so->cfg.spec.rows = ck->cfg.spec.rows;
		so->cfg.spec.cols = ck->cfg.spec.cols;
	}
	if (!(given & CKF_LEAPER)) {
		so->cfg.spec.lea = ck->cfg.spec.lea;
		so->cfg.spec.leb = ck->cfg.spec.leb;
	}
	if (!(given & CKF_TORUS))
		so->cfg.spec.torus = ck->cfg.spec.torus;
	if (!options_finish(so, err, sizeof err)) {
		cli_error("count: %s", err);
		return false;
	}
	count_options cmd = count_options_default();
	cmd.cfg = so->cfg;
	cmd.every_start = !so->start_given;
	cmd.no_symmetry = no_symmetry;
	checkpoint_config a;
	count_checkpoint_config(&cmd, &a);
	char what[200];
	if (!checkpoint_config_diff(&ck->cfg, &a, given, what, sizeof what)) {
		cli_error("count: --resume %s: the checkpoint is for %s as the command line says "
			  "(drop that option: a resumed count keeps its options)",
			  file, what);
		return false;
	}
	count_options_from_checkpoint(ck, o);
	return true;
}

/* ---- the command ------------------------------------------------------------------ */

typedef struct count_args {
	count_method method;
	uint64_t memory;
	const char *spill;
	bool stats, no_symmetry, estimate, classify, force;
	unsigned long long probes;
	int threads;
	const char *checkpoint, *resume, *job;
	double every, time_limit;
	unsigned long long split;
	bool split_given;
	unsigned given; /* CKF_* of the shared options on the command line */
} count_args;

static void warn_checkpoint(void *ctx, const char *msg)
{
	(void)ctx;
	cli_error("count: warning: %s (the count goes on; will try again)", msg);
}

/* -1: go on; else the exit status. */
static int parse_args(int argc, char **argv, shared_options *so, count_args *a)
{
	static const struct option longopts[] = {
		OPTIONS_SHARED_LONG,
		{"stats", no_argument, NULL, OPT_STATS},
		{"threads", required_argument, NULL, 'j'},
		{"no-symmetry", no_argument, NULL, OPT_NO_SYMMETRY},
		{"checkpoint", required_argument, NULL, OPT_CHECKPOINT},
		{"every", required_argument, NULL, OPT_EVERY},
		{"resume", required_argument, NULL, OPT_RESUME},
		{"split", required_argument, NULL, OPT_SPLIT},
		{"job", required_argument, NULL, OPT_JOB},
		{"time-limit", required_argument, NULL, OPT_TIME_LIMIT},
		{"estimate", no_argument, NULL, OPT_ESTIMATE},
		{"probes", required_argument, NULL, OPT_PROBES},
		{"classify", no_argument, NULL, OPT_CLASSIFY},
		{"force", no_argument, NULL, 'f'},
		{"method", required_argument, NULL, OPT_METHOD},
		{"memory", required_argument, NULL, OPT_MEMORY},
		{"spill", required_argument, NULL, OPT_SPILL},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	if (cli_listing_options()) /* ktour --list-options (complete.c) */
		return cli_list_options("count", longopts);
	char err[256];
	unsigned long long n;
	int opt;
	optind = 1;
	opterr = 0;
	while ((opt = getopt_long(argc, argv, ":" OPTIONS_SHARED_SHORT "j:fh", longopts, NULL)) !=
	       -1) {
		a->given |= given_field(opt);
		switch (opt) {
		case OPT_STATS:
			a->stats = true;
			continue;
		case OPT_CLASSIFY:
			a->classify = true;
			continue;
		case 'f':
			a->force = true;
			continue;
		case 'j':
			if (!options_parse_u64(optarg, &n) || n < 1 || n > 256) {
				cli_error("count: --threads '%s': expected a number from 1 to 256",
					  optarg);
				return EXIT_USAGE;
			}
			a->threads = (int)n;
			continue;
		case OPT_NO_SYMMETRY:
			a->no_symmetry = true;
			continue;
		case OPT_CHECKPOINT:
			a->checkpoint = optarg;
			continue;
		case OPT_EVERY:
			if (!parse_seconds("--every", optarg, &a->every))
				return EXIT_USAGE;
			continue;
		case OPT_TIME_LIMIT:
			if (!parse_seconds("--time-limit", optarg, &a->time_limit))
				return EXIT_USAGE;
			continue;
		case OPT_RESUME:
			a->resume = optarg;
			continue;
		case OPT_SPLIT:
			if (!options_parse_u64(optarg, &a->split) || a->split < 1) {
				cli_error("count: --split '%s': expected a depth (squares per job) of "
					  "1 or more",
					  optarg);
				return EXIT_USAGE;
			}
			a->split_given = true;
			continue;
		case OPT_JOB:
			a->job = optarg;
			continue;
		case OPT_ESTIMATE:
			a->estimate = true;
			continue;
		case OPT_PROBES:
			if (!options_parse_u64(optarg, &a->probes) || a->probes < 2 ||
			    a->probes > 1000000000) {
				cli_error("count: --probes '%s': expected a number of probes from 2 "
					  "to 1000000000",
					  optarg);
				return EXIT_USAGE;
			}
			continue;
		case OPT_METHOD:
			if (!count_method_parse(optarg, &a->method))
				return EXIT_USAGE;
			continue;
		case OPT_MEMORY:
			if (!frontier_parse_size(optarg, &a->memory, err, sizeof err)) {
				cli_error("count: --memory %s", err);
				return EXIT_USAGE;
			}
			continue;
		case OPT_SPILL:
			a->spill = optarg;
			continue;
		case 'h':
			usage(stdout);
			return EXIT_YES;
		case ':':
		case '?':
			return cli_bad_option("count", opt, argv);
		default:
			break;
		}
		int h = options_handle(so, opt, optarg, err, sizeof err);
		if (h < 0) {
			cli_error("count: %s", err);
			return EXIT_USAGE;
		}
	}
	if (optind < argc) {
		cli_error("count: unexpected argument '%s' (count takes options only)",
			  argv[optind]);
		return EXIT_USAGE;
	}
	if (!engine_can(so->cfg.kind, ENG_COUNT)) {
		cli_error("count: -e %s cannot count tours: counting needs the exhaustive "
			  "backtrack engine (drop -e or use -e backtrack)",
			  engine_kind_name(so->cfg.kind));
		return EXIT_USAGE;
	}
	const char *clash = a->resume && a->split_given ? "--resume and --split"
			    : a->resume && a->job       ? "--resume and --job (the checkpoint "
							  "holds its job)"
			    : a->split_given && (a->checkpoint || a->time_limit > 0)
				? "--split and --checkpoint/--time-limit (--split only lists jobs)"
			    : a->every > 0 && !a->checkpoint && !a->resume
				? "--every without --checkpoint FILE"
			    : a->force && !a->checkpoint && !a->resume
				? "--force without --checkpoint FILE"
			    : a->estimate && (a->resume || a->split_given || a->checkpoint ||
					      a->time_limit > 0)
				? "--estimate and --resume/--split/--checkpoint/--time-limit"
			    : a->classify && (a->resume || a->split_given || a->job || a->checkpoint ||
					      a->time_limit > 0)
				? "--classify and --resume/--split/--job/--checkpoint/--time-limit"
				: NULL;
	if (a->probes && !a->estimate) {
		cli_error("count: --probes needs --estimate (it sets the estimate's probes)");
		return EXIT_USAGE;
	}
	if (clash) {
		cli_error("count: %s cannot go together", clash);
		return EXIT_USAGE;
	}
	return -1;
}

/* ---- owning the checkpoint files ---------------------------------------------------- */

/* The files this count owns for as long as it runs: the checkpoint it
 * resumes (locked before it is read) and the one it writes, often the
 * same. */
typedef struct count_files {
	checkpoint_lock resumed, written;
} count_files;

static bool lock_resumed(const char *path, count_files *f)
{
	char err[PATH_MAX + 200];
	if (checkpoint_lock_take(path, &f->resumed, err, sizeof err) >= 0)
		return true; /* a missing file: reading it says so */
	cli_error("count: --resume %s", err);
	return false;
}

static bool claim_written(const count_args *a, count_files *f, count_options *o)
{
	char err[PATH_MAX + 300];
	const char *path = o->checkpoint;
	bool same = a->resume && (strcmp(path, a->resume) == 0 ||
				  checkpoint_lock_same(&f->resumed, path));
	checkpoint_lock *lk = same ? &f->resumed : &f->written;
	if (!checkpoint_claim(path, !same, a->force, lk, err, sizeof err)) {
		cli_error("count: %s %s", same ? "--resume" : "--checkpoint", err);
		return false;
	}
	o->checkpoint_lock = lk;
	return true;
}

/* The count_options of a fresh count from the command line. */
static bool fresh_options(shared_options *so, const count_args *a, count_options *o,
			  ksq **job)
{
	char err[256];
	if (!options_finish(so, err, sizeof err)) {
		cli_error("count: %s", err);
		return false;
	}
	o->cfg = so->cfg;
	o->every_start = !so->start_given;
	o->no_symmetry = a->no_symmetry;
	if (a->job) {
		if (!parse_job(a->job, &so->cfg.spec, job, &o->job_len))
			return false;
		o->job = *job;
		if (so->start_given && (*job)[0] != so->cfg.start) {
			cli_error("count: --job '%.60s' begins on another square than --start '%s'",
				  a->job, so->start_text);
			return false;
		}
	}
	return true;
}

static int report(const count_options *o, const count_result *r, bool stats)
{
	printf("%llu\n", (unsigned long long)r->tours);
	if (r->ruled_out[0])
		cli_error("count: 0 without a search: no %s can exist on the %dx%d board%s: %s",
			  o->cfg.closed ? "closed tour" : "tour", o->cfg.spec.rows,
			  o->cfg.spec.cols, o->cfg.spec.torus ? " (torus)" : "", r->ruled_out);
	if (stats)
		print_stats(o, r);
	else if (r->partial)
		printf("partial: yes\n");
	int st = finish_stdout();
	if (r->checkpoint_error[0]) {
		cli_error("count: %s", r->checkpoint_error);
		return EXIT_USAGE;
	}
	if (st != EXIT_YES)
		return st;
	if (!r->partial)
		return EXIT_YES;
	if (o->checkpoint)
		cli_error("count: stopped; the search is saved: ktour count --resume %s",
			  o->checkpoint);
	return cli_stop_signal ? 128 + cli_stop_signal : EXIT_INTERRUPTED;
}

/* --estimate: the estimate instead of the count (count_estimate.c). */
static int run_estimate(const count_options *o, const shared_options *so, const count_args *a)
{
	char err[300];
	count_estimate ce;
	uint64_t probes = a->probes ? a->probes : COUNT_ESTIMATE_PROBES;
	if (!count_estimate_run(o, so->cfg.seed, probes, &cli_stop_signal, &ce, err, sizeof err)) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	count_estimate_print_value(&ce);
	if (a->stats) {
		print_settings(&o->cfg, ce.partial, ce.start);
		count_estimate_print_stats(&ce);
	} else if (ce.partial) {
		printf("partial: yes\n");
	}
	int st = finish_stdout();
	return st == EXIT_YES && ce.partial ? 128 + cli_stop_signal : st;
}

int cmd_count(int argc, char **argv)
{
	shared_options so;
	options_init(&so, PRUNE_LOOKAHEAD);
	count_args a;
	memset(&a, 0, sizeof a);
	int st = parse_args(argc, argv, &so, &a);
	if (st >= 0)
		return st;
	count_request rq = {a.method, a.memory, a.spill, a.stats, a.no_symmetry, a.estimate,
			    a.classify, a.force, a.threads, a.checkpoint, a.resume, a.job, a.every,
			    a.time_limit, a.split_given, a.split, a.given & CKF_BOARD,
			    a.given & CKF_CLOSED, a.given & CKF_START, a.given & CKF_LEAPER,
			    a.given & CKF_TORUS};
	st = count_frontier_maybe(&so, &rq, fallback_note, sizeof fallback_note);
	if (st >= 0)
		return st;
	count_options o = count_options_default();
	count_checkpoint ck;
	memset(&ck, 0, sizeof ck);
	count_files files = {checkpoint_lock_none(), checkpoint_lock_none()};
	ksq *job = NULL;
	bool ok = a.resume ? lock_resumed(a.resume, &files) &&
				     resume_options(a.resume, &ck, &so, a.given, a.no_symmetry, &o)
			   : fresh_options(&so, &a, &o, &job);
	o.checkpoint = a.checkpoint ? a.checkpoint : a.resume;
	if (ok && o.checkpoint)
		ok = claim_written(&a, &files, &o);
	if (!ok) {
		free(job);
		checkpoint_free(&ck);
		checkpoint_lock_release(&files.resumed);
		return EXIT_USAGE;
	}
	if (a.threads)
		o.threads = a.threads;
	if (a.every > 0)
		o.checkpoint_every = a.every;
	o.time_limit = a.time_limit;
	o.stop = &cli_stop_signal;
	o.warn = warn_checkpoint;
	if (isatty(STDERR_FILENO))
		o.progress = show_progress;

	cli_catch_stop();
	count_result r;
	char err[300];
	if (a.classify)
		st = count_classify_report(&o, a.stats, &cli_stop_signal);
	else if (a.split_given)
		st = run_split(&o, a.split);
	else if (a.estimate)
		st = run_estimate(&o, &so, &a);
	else
		ok = count_tours(&o, &r, err, sizeof err);
	cli_release_stop();
	if (o.progress) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
	}
	if (!a.split_given && !a.estimate && !a.classify) {
		if (ok)
			st = report(&o, &r, a.stats);
		else {
			cli_error("count: %s", err);
			st = EXIT_USAGE;
		}
	}
	free(job);
	checkpoint_free(&ck);
	checkpoint_lock_release(&files.resumed);
	checkpoint_lock_release(&files.written);
	return st;
}
