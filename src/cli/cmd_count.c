/* SPDX-License-Identifier: MIT */
/* ktour count: count tours by backtracking or by the frontier counter; the
 * first line of stdout is the bare count.  Also: checkpoints and resuming
 * (--checkpoint, --resume), time segments (--time-limit), split counts
 * (--split, --job), --estimate and --classify.  This file reads the
 * command line (its option table), builds the one count_options of either
 * method, owns the checkpoint files and runs the count; count_cli.h names
 * the rest. */
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_opts.h"
#include "count_classify.h"
#include "count_cli.h"
#include "count_estimate.h"
#include "ktour/checkpoint.h"
#include "ktour/commands.h"
#include "ktour/config.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"

enum {
	OPT_STATS = OPT_SHARED_LAST,
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
	OPT_METHOD,
	OPT_MEMORY,
	OPT_SPILL,
	OPT_PART,
	OPT_SUM,
};

#define STRINGIFY_(x) #x
#define STRINGIFY(x) STRINGIFY_(x)

/* ---- option values ------------------------------------------------------------------ */

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
		cli_error("count: %s %s: expected seconds as a decimal number above 0 and at most "
			  "%.0f (about 31 years), e.g. 60 or 0.5",
			  opt, ESCAPE_QUOTE(text), MAX_SECONDS);
		return false;
	}
	*out = v;
	return true;
}

static int set_threads(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	unsigned long long n;
	if (!options_parse_u64(value, &n) || n < 1 || n > 256) {
		cli_error("count: --threads %s: expected a number from 1 to 256",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	((count_request *)args)->threads = (int)n;
	return 0;
}

static int set_seconds(void *args, const cli_opt *opt, const char *value)
{
	count_request *rq = args;
	double *to = opt->code == OPT_EVERY ? &rq->every : &rq->time_limit;
	return parse_seconds(opt->code == OPT_EVERY ? "--every" : "--time-limit", value, to)
		       ? 0
		       : EXIT_USAGE;
}

static int set_split(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	count_request *rq = args;
	if (!options_parse_u64(value, &rq->split) || rq->split < 1) {
		cli_error("count: --split %s: expected a depth (squares per job) of 1 or more",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	rq->split_given = true;
	return 0;
}

static int set_part(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	count_request *rq = args;
	rq->part = value;
	return count_pairs_parse(value, &rq->part_k, &rq->part_n) ? 0 : EXIT_USAGE;
}

static int set_probes(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	count_request *rq = args;
	if (!options_parse_u64(value, &rq->probes) || rq->probes < 2 || rq->probes > 1000000000) {
		cli_error("count: --probes %s: expected a number of probes from 2 to 1000000000",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	return 0;
}

static int set_method(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	static const char *const names[] = {"auto", "backtrack", "frontier"};
	for (int i = 0; i < 3; i++)
		if (strcmp(value, names[i]) == 0) {
			((count_request *)args)->method = (count_choice)i;
			return 0;
		}
	cli_error("count: --method %s: expected auto, backtrack or frontier", ESCAPE_QUOTE(value));
	return EXIT_USAGE;
}

static int set_memory(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	char err[256];
	if (!frontier_parse_size(value, &((count_request *)args)->memory, err, sizeof err)) {
		cli_error("count: --memory %s", err);
		return EXIT_USAGE;
	}
	return 0;
}

static int set_no_symmetry(void *args, const cli_opt *opt, const char *value)
{
	((count_request *)args)->given |= CKF_SYMMETRY;
	return cli_set_flag(args, opt, value);
}

/* A shared option, and which setting it gives (a resumed count's must
 * agree with its checkpoint). */
static int set_shared(void *args, const cli_opt *opt, const char *value)
{
	count_request *rq = args;
	switch (opt->code) {
	case 'b': rq->given |= CKF_BOARD; break;
	case 's': rq->given |= CKF_START; break;
	case OPT_CLOSED: rq->given |= CKF_CLOSED; break;
	case OPT_ORDER: rq->given |= CKF_ORDER; break;
	case OPT_PRUNE: rq->given |= CKF_PRUNE; break;
	case OPT_LEAPER: rq->given |= CKF_LEAPER; break;
	case OPT_TORUS: rq->given |= CKF_TORUS; break;
	default: break;
	}
	return cli_set_shared(&rq->so, "count: ", opt, value);
}

/* ---- the table --------------------------------------------------------------------- */


static const cli_opt count_options_table[] = {
	CLI_SHARED_OPTIONS,
	CLI_SWITCH_FIELD("stats", OPT_STATS, "add 'key: value' lines (nodes, seconds, ...)",
			 count_request, stats),
	CLI_VALUE("threads", 'j', "N", "threads to search with (default: online CPUs)",
		  set_threads),
	{"no-symmetry", OPT_NO_SYMMETRY, no_argument, NULL,
	 "search every start square even where the\nboard's symmetry gives the same count",
	 set_no_symmetry, offsetof(count_request, no_symmetry), 0, 0},
	CLI_PATH_FIELD("checkpoint", OPT_CHECKPOINT, "FILE",
			"save the whole search state to FILE (atomically)\n"
			"when it starts, every --every seconds, and when\n"
			"it ends or is stopped",
			count_request, checkpoint),
	CLI_VALUE("every", OPT_EVERY, "SECONDS", "seconds between checkpoints (default 60; 0.5 ok)",
		  set_seconds),
	CLI_SWITCH_FIELD("force", 'f',
			 "let --checkpoint replace an existing file (even a\n"
			 "read-only one); a running count's is never replaced",
			 count_request, force),
	CLI_PATH_FIELD("resume", OPT_RESUME, "FILE",
			"continue the count saved in FILE (its options\n"
			"apply; -j may differ; checkpoints go on to FILE\n"
			"unless --checkpoint names another)",
			count_request, resume),
	CLI_VALUE("time-limit", OPT_TIME_LIMIT, "SECONDS", "stop after SECONDS as Ctrl-C would",
		  set_seconds),
	CLI_VALUE("split", OPT_SPLIT, "DEPTH",
		  "print the jobs of a split search, one per line:\n"
		  "the paths of DEPTH squares the count searches",
		  set_split),
	CLI_VALUE_FIELD("job", OPT_JOB, "SQ,SQ,...",
			"count only the tours that begin with these\n"
			"squares (a line of --split; or R,C/R,C/...)",
			count_request, job),
	CLI_VALUE("part", OPT_PART, "K/N",
		  "count part K of N of the open count, cut by the\n"
		  "pair of end squares (frontier); prints 'part K/N\n"
		  "board RxC open COUNT' for --sum",
		  set_part),
	CLI_SWITCH_FIELD("sum", OPT_SUM,
			 "add the --part lines of the FILEs (or stdin):\n"
			 "every part of 1..N once, of one board",
			 count_request, sum),
	CLI_SWITCH_FIELD("estimate", OPT_ESTIMATE,
			 "print Knuth's estimate of the search tree's size\n"
			 "(nodes) instead of counting; with --stats its\n"
			 "spread (random: --seed N repeats it)",
			 count_request, estimate),
	CLI_VALUE("probes", OPT_PROBES, "N",
		  "random probes for --estimate (default " STRINGIFY(COUNT_ESTIMATE_PROBES) ")",
		  set_probes),
	CLI_SWITCH_FIELD("classify", OPT_CLASSIFY,
			 "with --closed: Stone's classes after the count\n"
			 "(type-I, type-II, quarter-turn, half-turn,\n"
			 "reflection, asymmetric, up-to-symmetry)",
			 count_request, classify),
	CLI_VALUE("method", OPT_METHOD, "NAME",
		  "auto, backtrack or frontier (default auto: the\n"
		  "frontier counter from 40 squares on, no torus)",
		  set_method),
	CLI_VALUE("memory", OPT_MEMORY, "SIZE",
		  "frontier: memory for its classes (e.g. 8G;\n"
		  "default: what the machine can spare)",
		  set_memory),
	CLI_PATH_FIELD("spill", OPT_SPILL, "DIR",
			"frontier: where classes go past --memory\n"
			"(default: beside --checkpoint, else $TMPDIR)",
			count_request, spill),
	CLI_HELP_OPTION("this help"),
};

static void usage(FILE *f)
{
	fputs("usage: ktour count [OPTIONS]\n"
	      "       ktour count --sum [FILE...]\n"
	      "Count knight's tours by exhaustive search (the backtrack engine) or,\n"
	      "on larger boards, by dynamic programming over a frontier of squares\n"
	      "(--method).\n"
	      "The first line of output is the bare count.  Default: directed open\n"
	      "tours (each tour once from each end) from every start square;\n"
	      "--closed counts undirected closed tours; --start counts only the open\n"
	      "tours that begin on one square.\n\n"
	      "options:\n",
	      f);
	cli_help_options(f, &count_command_table);
	fputs("\n"
	      "Pruning defaults to lookahead here (--prune none gives the same count,\n"
	      "slower).  Ctrl-C (SIGINT) or SIGTERM stops the count: the count so far\n"
	      "is printed with 'partial: yes', the checkpoint (if any) is written, and\n"
	      "the exit status is 130 (143 for SIGTERM; 130 for --time-limit).  The\n"
	      "counts of the --split jobs add up to the count: symmetry is not used.\n"
	      "The frontier method counts by dynamic programming over the squares'\n"
	      "edges (no partial count: a stopped count prints 0 and 'partial: yes');\n"
	      "its --split N prints N jobs part:K/N for --job.  --part K/N counts\n"
	      "the open tours whose pair of ends is in part K of N (each part needs\n"
	      "no more memory than the whole count); --sum adds the parts' lines:\n"
	      "  parallel ktour count -b 8x8 --part {}/100 ::: $(seq 100) > parts\n"
	      "  ktour count --sum parts\n",
	      f);
}

const cli_command count_command_table = {
	"count", count_options_table, CLI_NOPTS(count_options_table), 24, usage, set_shared, NULL,
};

/* Options that cannot go together, named; NULL when none. */
static const char *clash_of(const count_request *a)
{
	bool saving = a->checkpoint || a->time_limit > 0;
	bool other = a->resume || a->split_given || a->job || saving || a->estimate || a->classify;
	return a->sum && (a->part || other || a->given)
		       ? "--sum and the options of a count (the part lines name the board)"
	       : a->part && other
		       ? "--part and --resume/--split/--job/--checkpoint/--time-limit/--estimate/"
			 "--classify (a part is not checkpointed: it is a fraction of the whole)"
	       : a->resume && a->split_given ? "--resume and --split"
	       : a->resume && a->job ? "--resume and --job (the checkpoint holds its job)"
	       : a->split_given && saving
		       ? "--split and --checkpoint/--time-limit (--split only lists jobs)"
	       : a->every > 0 && !a->checkpoint && !a->resume ? "--every without --checkpoint FILE"
	       : a->force && !a->checkpoint && !a->resume ? "--force without --checkpoint FILE"
	       : a->estimate && (a->resume || a->split_given || saving)
		       ? "--estimate and --resume/--split/--checkpoint/--time-limit"
	       : a->classify && (a->resume || a->split_given || a->job || saving)
		       ? "--classify and --resume/--split/--job/--checkpoint/--time-limit"
		       : NULL;
}

/* -1: go on; else the exit status. */
static int parse_args(int argc, char **argv, count_request *a)
{
	int first, st = cli_parse(&count_command_table, argc, argv, a, &first);
	if (st >= 0)
		return st;
	a->files = argv + first;
	a->nfiles = argc - first;
	if (first < argc && !a->sum) {
		if (!cli_stray_command("count", argc, argv, first, false))
			cli_error("count: unexpected argument %s (count takes options only, and files "
				  "after --sum)",
				  ESCAPE_QUOTE(argv[first]));
		return EXIT_USAGE;
	}
	shared_options *so = &a->so;
	if (!engine_can(so->cfg.kind, ENG_COUNT)) {
		cli_error("count: -e %s cannot count tours: counting needs the exhaustive "
			  "backtrack engine (drop -e or use -e backtrack)",
			  engine_kind_name(so->cfg.kind));
		return EXIT_USAGE;
	}
	const char *clash = clash_of(a);
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

/* ---- the count's options -------------------------------------------------------------------- */

/* A new count from the command line (job: a --job path, the caller's). */
static bool fresh_options(count_request *rq, count_method m, count_options *o, ksq **job)
{
	char err[256];
	if (m == COUNT_FRONTIER && rq->job && !count_frontier_part(rq->job, o))
		return false;
	if (!options_finish(&rq->so, err, sizeof err)) {
		cli_error("count: %s", err);
		return false;
	}
	o->cfg = rq->so.cfg;
	o->every_start = !rq->so.start_given;
	if (m == COUNT_BACKTRACK) {
		o->no_symmetry = rq->no_symmetry;
		if (rq->job && !count_backtrack_job(rq->job, &rq->so, o, job))
			return false;
	}
	return true;
}

/* The frontier's checkpoints keep fewer settings: what the command line
 * gives must be what the checkpoint says; NULL when it is. */
static const char *frontier_differs(const count_request *rq, const checkpoint_config *k)
{
	const engine_config *c = &rq->so.cfg;
	return c->spec.rows != k->spec.rows || c->spec.cols != k->spec.cols ? "another board"
	       : c->spec.lea != k->spec.lea || c->spec.leb != k->spec.leb ? "another leaper"
	       : (rq->given & CKF_TORUS) && c->spec.torus		     ? "no torus"
	       : (rq->given & CKF_CLOSED) && c->closed != k->closed	     ? "other tours"
	       : (rq->given & CKF_START) && (k->every_start || c->start != k->start)
		       ? "another start"
		       : NULL;
}

/* The command line may repeat the checkpoint's settings, not change them. */
static bool same_settings(const count_request *rq, const count_checkpoint *ck)
{
	const char *file = rq->resume;
	if (ck->method == COUNT_FRONTIER) {
		const char *what = frontier_differs(rq, &ck->cfg);
		if (what)
			cli_error("count: --resume %s: the checkpoint is for %s than the command line "
				  "says (drop that option: a resumed count keeps its options)",
				  ESCAPE_NAME(file), what);
		return !what;
	}
	count_options cmd = count_options_default();
	cmd.cfg = rq->so.cfg;
	cmd.every_start = !rq->so.start_given;
	cmd.no_symmetry = rq->no_symmetry;
	checkpoint_config a;
	count_checkpoint_config(&cmd, &a);
	char what[200];
	if (checkpoint_config_diff(&ck->cfg, &a, rq->given, what, sizeof what))
		return true;
	cli_error("count: --resume %s: the checkpoint is for %s as the command line says (drop "
		  "that option: a resumed count keeps its options)",
		  ESCAPE_NAME(file), what);
	return false;
}

/* A resumed count: the checkpoint's options; those the command line gives
 * must agree with it. */
static bool resume_options(count_request *rq, count_checkpoint *ck, count_options *o)
{
	char err[PATH_MAX + 300];
	if (!checkpoint_read_file(rq->resume, ck, err, sizeof err)) {
		cli_error("count: --resume: %s", err);
		return false;
	}
	/* unspecified board settings are the file's, so --start names a
	 * square of the file's board */
	board_spec *spec = &rq->so.cfg.spec;
	if (!(rq->given & CKF_BOARD)) {
		spec->rows = ck->cfg.spec.rows;
		spec->cols = ck->cfg.spec.cols;
	}
	if (!(rq->given & CKF_LEAPER)) {
		spec->lea = ck->cfg.spec.lea;
		spec->leb = ck->cfg.spec.leb;
	}
	if (!(rq->given & CKF_TORUS))
		spec->torus = ck->cfg.spec.torus;
	if (!options_finish(&rq->so, err, sizeof err)) {
		cli_error("count: %s", err);
		return false;
	}
	if (!same_settings(rq, ck))
		return false;
	count_options_from_checkpoint(ck, o);
	return true;
}

/* ---- owning the checkpoint files -------------------------------------------------------- */

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

static bool claim_written(const count_request *rq, count_files *f, count_options *o)
{
	char err[PATH_MAX + 300];
	const char *path = o->checkpoint;
	bool same = rq->resume && (strcmp(path, rq->resume) == 0 ||
				   checkpoint_lock_same(&f->resumed, path));
	checkpoint_lock *lk = same ? &f->resumed : &f->written;
	if (!checkpoint_claim(path, !same, rq->force, lk, err, sizeof err)) {
		cli_error("count: %s %s", same ? "--resume" : "--checkpoint", err);
		return false;
	}
	o->checkpoint_lock = lk;
	return true;
}

static void warn_checkpoint(void *ctx, const char *msg)
{
	(void)ctx;
	cli_error("count: warning: %s (the count goes on; will try again)", msg);
}

/* The count's options (fresh or resumed), its files claimed, its run. */
static bool prepare(count_request *rq, count_method m, count_options *o, count_checkpoint *ck,
		    count_files *files, ksq **job)
{
	bool ok = rq->resume ? lock_resumed(rq->resume, files) && resume_options(rq, ck, o)
			     : fresh_options(rq, m, o, job);
	o->checkpoint = rq->checkpoint ? rq->checkpoint : rq->resume;
	if (!ok || (o->checkpoint && !claim_written(rq, files, o)))
		return false;
	if (rq->threads)
		o->threads = rq->threads;
	if (rq->every > 0)
		o->checkpoint_every = rq->every;
	o->time_limit = rq->time_limit;
	o->memory = rq->memory;
	o->spill_dir = rq->spill;
	o->stop = &cli_stop_signal;
	o->warn = warn_checkpoint;
	if (isatty(STDERR_FILENO))
		o->progress = m == COUNT_FRONTIER ? count_frontier_progress : count_backtrack_progress;
	return true;
}

/* ---- running ------------------------------------------------------------------------------ */

static void clear_progress(const count_options *o)
{
	if (o->progress) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
	}
}

static int count_backtracking(const count_options *o, const count_request *rq)
{
	if (rq->classify || rq->split_given || rq->estimate) {
		int st = rq->classify	 ? count_classify_report(o, rq->stats, &cli_stop_signal)
			 : rq->split_given ? count_backtrack_split(o, rq->split)
					   : count_backtrack_estimate(o, rq);
		clear_progress(o);
		return st;
	}
	count_result r;
	char err[300];
	bool ok = count_tours(o, &r, err, sizeof err);
	clear_progress(o);
	if (!ok) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	return count_backtrack_report(o, &r, rq);
}

static int count_frontier(const count_options *o, const count_request *rq)
{
	if (rq->part)
		return count_pairs_run(o, rq->part_k, rq->part_n, rq->stats);
	frontier_result r;
	char err[400];
	bool ok = frontier_count(o, &r, err, sizeof err);
	clear_progress(o);
	if (!ok) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	int st = count_frontier_report(o, &r, rq->stats);
	frontier_result_free(&r);
	return st;
}

static int count_command(int argc, char **argv)
{
	count_request rq;
	memset(&rq, 0, sizeof rq);
	options_init(&rq.so, PRUNE_LOOKAHEAD);
	int st = parse_args(argc, argv, &rq);
	if (st < 0 && rq.sum)
		return count_pairs_sum(rq.files, rq.nfiles, rq.stats);
	count_method m;
	if (st < 0)
		st = count_choose_method(&rq, &m);
	if (st >= 0)
		return st;
	if (m == COUNT_FRONTIER && rq.split_given)
		return count_frontier_parts(rq.split);
	count_options o = count_options_default();
	count_checkpoint ck;
	memset(&ck, 0, sizeof ck);
	count_files files = {checkpoint_lock_none(), checkpoint_lock_none()};
	ksq *job = NULL;
	if (!prepare(&rq, m, &o, &ck, &files, &job))
		st = EXIT_USAGE;
	else
		st = m == COUNT_FRONTIER ? count_frontier(&o, &rq) : count_backtracking(&o, &rq);
	free(job);
	checkpoint_free(&ck);
	checkpoint_lock_release(&files.resumed);
	checkpoint_lock_release(&files.written);
	return st;
}

/* Ctrl-C is caught from the command's first instruction, not only once the
 * count has begun: a stop that comes while the options are read or the
 * checkpoint is claimed still ends in the partial count (0) and exit 130,
 * never in a silent death. */
int cmd_count(int argc, char **argv)
{
	cli_catch_stop();
	int st = count_command(argc, argv);
	cli_release_stop();
	return st;
}
