/* ktour check FILE...: is each file a tour?  Open or closed?  Did every
 * move go to a square of fewest onward moves (Warnsdorff)? */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>

#include "ktour/commands.h"
#include "ktour/format.h"
#include "ktour/square.h"
#include "ktour/tour.h"

static const char check_usage[] =
	"usage: ktour check [OPTIONS] FILE...\n"
	"\n"
	"Say for each FILE (grid, moves or json; '-' is standard input) whether it\n"
	"holds a full tour, and print what holds:\n"
	"  FILE: tour                    or  FILE: not a tour (REASON)\n"
	"  board: RxC, squares: VISITED/TOTAL, closed: yes|no,\n"
	"  warnsdorff: yes|no (first departure at move K), and more.\n"
	"\n"
	"options:\n"
	"      --from FMT      read every FILE as grid, moves or json (default: detect)\n"
	"      --leaper A,B    check moves of the (A,B) leaper instead of the file's\n"
	"      --torus         check on a torus (opposite edges glued together)\n"
	"  -q, --quiet         print nothing, only set the exit status\n"
	"  -h, --help          show this help\n"
	"\n"
	"Exit status: 0 every FILE is a full tour, 1 some FILE is not,\n"
	"2 some FILE cannot be read (the others are still checked) or bad usage.\n";

typedef struct check_opts {
	tour_format from;
	bool quiet, torus, leaper_given;
	int lea, leb;
} check_opts;

static void usage_hint(const char *cmd)
{
	fprintf(stderr, "usage: ktour %s [OPTIONS] FILE...  (ktour %s --help for more)\n",
		cmd, cmd);
}

static bool parse_leaper(const char *s, int *a, int *b)
{
	int n = 0;
	char extra;
	if (sscanf(s, "%d,%d%n%c", a, b, &n, &extra) != 2 || n == 0 || s[n] != '\0')
		return false;
	return *a >= 1 && *b >= 1 && *a <= BOARD_MAX_LEAP && *b <= BOARD_MAX_LEAP && *a != *b;
}

static void print_report(const char *name, const tour *t, const tour_report *r,
			 tour_format fmt)
{
	char sq[SQUARE_NAME_MAX];
	if (r->complete)
		printf("%s: tour\n", name);
	else
		printf("%s: not a tour (%s)\n", name, r->reason);
	printf("format: %s\n", format_name(fmt));
	printf("board: %dx%d\n", t->spec.rows, t->spec.cols);
	if (t->spec.lea != 1 || t->spec.leb != 2)
		printf("leaper: %d,%d\n", t->spec.lea, t->spec.leb);
	if (t->spec.torus)
		printf("torus: yes\n");
	printf("squares: %zu/%zu\n", r->covered, r->total);
	printf("closed: %s\n", r->closed ? "yes" : "no");
	if (r->warnsdorff)
		printf("warnsdorff: yes\n");
	else
		printf("warnsdorff: no (first departure at move %zu)\n", r->first_departure);
	if (t->len > 0 && r->fault != TOUR_OFF_BOARD) {
		ksq s = t->path[0], e = t->path[t->len - 1];
		square_name_algebraic(t->spec.rows, s / t->spec.cols, s % t->spec.cols, sq,
				      sizeof sq);
		printf("start: %s\n", sq);
		square_name_algebraic(t->spec.rows, e / t->spec.cols, e % t->spec.cols, sq,
				      sizeof sq);
		printf("end: %s\n", sq);
	}
}

/* Check one file; returns its exit status. */
static int check_one(const char *path, const check_opts *o, bool *printed)
{
	tour t;
	format_error e;
	char msg[600];
	tour_format fmt = FMT_AUTO;
	if (!format_read_file_ex(path, o->from, &t, &e, &fmt)) {
		format_error_string(&e, msg, sizeof msg);
		cli_error("%s", msg);
		return EXIT_USAGE;
	}
	if (o->leaper_given) {
		t.spec.lea = o->lea;
		t.spec.leb = o->leb;
	}
	if (o->torus)
		t.spec.torus = true;
	tour_report r;
	if (!tour_check(&t, &r)) {
		cli_error("%s: %s", e.file, r.reason);
		tour_free(&t);
		return EXIT_USAGE;
	}
	if (!o->quiet) {
		if (*printed) /* a blank line between files */
			putchar('\n');
		*printed = true;
		print_report(e.file, &t, &r, fmt);
	}
	tour_free(&t);
	return r.complete ? EXIT_YES : EXIT_NO;
}

int cmd_check(int argc, char **argv)
{
	enum { OPT_FROM = 0x200, OPT_LEAPER_C, OPT_TORUS_C };
	static const struct option longopts[] = {
		{"from", required_argument, NULL, OPT_FROM},
		{"leaper", required_argument, NULL, OPT_LEAPER_C},
		{"torus", no_argument, NULL, OPT_TORUS_C},
		{"quiet", no_argument, NULL, 'q'},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	if (cli_listing_options()) /* ktour --list-options (complete.c) */
		return cli_list_options("check", longopts);
	check_opts o = {.from = FMT_AUTO};
	int c;
	optind = 0;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":qh", longopts, NULL)) != -1) {
		switch (c) {
		case 'h': fputs(check_usage, stdout); return EXIT_YES;
		case 'q': o.quiet = true; break;
		case OPT_TORUS_C: o.torus = true; break;
		case OPT_FROM:
			if (!format_from_name(optarg, &o.from) || o.from == FMT_SVG) {
				cli_error("check: --from '%s': expected grid, moves or json", optarg);
				usage_hint("check");
				return EXIT_USAGE;
			}
			break;
		case OPT_LEAPER_C:
			if (!parse_leaper(optarg, &o.lea, &o.leb)) {
				cli_error("check: --leaper '%s': expected A,B with two different "
					  "steps from 1 to %d, like 1,2 (the knight)",
					  optarg, BOARD_MAX_LEAP);
				usage_hint("check");
				return EXIT_USAGE;
			}
			o.leaper_given = true;
			break;
		default: /* ':' or '?' */
			cli_bad_option("check", c, argv);
			usage_hint("check");
			return EXIT_USAGE;
		}
	}
	if (optind >= argc) {
		cli_error("check: no FILE given: name one or more tour files ('-' for standard "
			  "input)");
		usage_hint("check");
		return EXIT_USAGE;
	}
	int status = EXIT_YES;
	bool printed = false;
	for (int i = optind; i < argc; i++) {
		int s = check_one(argv[i], &o, &printed);
		if (s > status)
			status = s;
	}
	errno = 0;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("check: writing to standard output: %s", strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	return status;
}
