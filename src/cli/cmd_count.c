/* ktour count: count tours with the backtrack engine; the first line of
 * stdout is the bare count. */
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ktour/commands.h"
#include "ktour/count.h"
#include "ktour/options.h"
#include "ktour/square.h"

enum { OPT_STATS = OPT_SHARED_LAST, OPT_THREADS, OPT_NO_SYMMETRY };

static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
	(void)sig;
	interrupted = 1;
}

static void usage(FILE *f)
{
	fprintf(f,
		"usage: ktour count [OPTIONS]\n"
		"Count knight's tours by exhaustive search (the backtrack engine).\n"
		"The first line of output is the bare count.  Default: directed open\n"
		"tours (each tour once from each end) from every start square;\n"
		"--closed counts undirected closed tours; --start counts only the open\n"
		"tours that begin on one square.\n\n"
		"options:\n%s"
		"      --stats           add 'key: value' lines (nodes, seconds, ...)\n"
		"  -j, --threads N       threads to search with (default: online CPUs)\n"
		"      --no-symmetry     search every start square even where the\n"
		"                        board's symmetry gives the same count\n"
		"  -h, --help            this help\n\n"
		"Pruning defaults to lookahead here (--prune none gives the same count,\n"
		"slower).  Ctrl-C stops the count: the count so far is printed with\n"
		"'partial: yes' and the exit status is 130.\n",
		options_shared_help);
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

static void print_stats(const count_options *o, const count_result *r)
{
	const engine_config *c = &o->cfg;
	char ord[9], start[SQUARE_NAME_MAX] = "all";
	ordering_format(c->order, ord);
	if (r->start != KSQ_NONE)
		square_name_algebraic(c->spec.rows, r->start / c->spec.cols,
				      r->start % c->spec.cols, start, sizeof start);
	printf("partial: %s\n", r->partial ? "yes" : "no");
	printf("tours: %s\n", c->closed ? "closed undirected" : "open directed");
	printf("board: %dx%d\n", c->spec.rows, c->spec.cols);
	if (c->spec.lea != 1 || c->spec.leb != 2)
		printf("leaper: %d,%d\n", c->spec.lea, c->spec.leb);
	printf("torus: %s\n", c->spec.torus ? "yes" : "no");
	printf("start: %s\n", start);
	printf("order: %s\n", c->order_warnsdorff ? "warnsdorff" : ord);
	printf("prune: %s\n", c->prune == PRUNE_LOOKAHEAD ? "lookahead" : "none");
	printf("starts-searched: %d\n", r->starts);
	printf("symmetries: %d\n", r->symmetries);
	printf("translations: %llu\n", (unsigned long long)r->multiplier);
	printf("jobs: %zu\n", r->jobs);
	printf("prefix: %d\n", r->prefix_len);
	printf("solutions-found: %llu\n", (unsigned long long)r->solutions);
	printf("nodes: %llu\n", (unsigned long long)r->nodes);
	printf("retreats: %llu\n", (unsigned long long)r->retreats);
	printf("threads: %d\n", r->threads);
	printf("seconds: %.6f\n", r->seconds);
	printf("nodes-per-second: %.0f\n", r->seconds > 0 ? (double)r->nodes / r->seconds : 0);
}

int cmd_count(int argc, char **argv)
{
	static const struct option longopts[] = {
		OPTIONS_SHARED_LONG,
		{"stats", no_argument, NULL, OPT_STATS},
		{"threads", required_argument, NULL, 'j'},
		{"no-symmetry", no_argument, NULL, OPT_NO_SYMMETRY},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	shared_options so;
	options_init(&so, PRUNE_LOOKAHEAD);
	count_options o = count_options_default();
	bool stats = false;
	char err[256];
	unsigned long long n;
	int opt;
	optind = 1;
	opterr = 0;
	while ((opt = getopt_long(argc, argv, ":" OPTIONS_SHARED_SHORT "j:h", longopts, NULL)) !=
	       -1) {
		switch (opt) {
		case OPT_STATS:
			stats = true;
			continue;
		case 'j':
			if (!options_parse_u64(optarg, &n) || n < 1 || n > 256) {
				cli_error("count: --threads '%s': expected a number from 1 to 256",
					  optarg);
				return EXIT_USAGE;
			}
			o.threads = (int)n;
			continue;
		case OPT_NO_SYMMETRY:
			o.no_symmetry = true;
			continue;
		case 'h':
			usage(stdout);
			return EXIT_YES;
		case ':':
			cli_error("count: option '%s' needs a value", argv[optind - 1]);
			return EXIT_USAGE;
		case '?':
			cli_error("count: unknown option '%s' (see ktour count --help)",
				  argv[optind - 1]);
			return EXIT_USAGE;
		default:
			break;
		}
		int h = options_handle(&so, opt, optarg, err, sizeof err);
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
	if (so.cfg.kind != ENGINE_BACKTRACK) {
		cli_error("count: -e %s cannot count tours: counting needs the exhaustive "
			  "backtrack engine (drop -e or use -e backtrack)",
			  engine_kind_name(so.cfg.kind));
		return EXIT_USAGE;
	}
	if (!options_finish(&so, err, sizeof err)) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	o.cfg = so.cfg;
	o.every_start = !so.start_given;
	o.stop = &interrupted;
	if (isatty(STDERR_FILENO))
		o.progress = show_progress;

	struct sigaction sa, old;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_sigint;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, &old);
	count_result r;
	bool ok = count_tours(&o, &r, err, sizeof err);
	sigaction(SIGINT, &old, NULL);
	if (o.progress) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
	}
	if (!ok) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	printf("%llu\n", (unsigned long long)r.tours);
	if (stats)
		print_stats(&o, &r);
	else if (r.partial)
		printf("partial: yes\n");
	fflush(stdout);
	return r.partial ? EXIT_INTERRUPTED : EXIT_YES;
}
