/* SPDX-License-Identifier: MIT */
/* ktour check [FILE...]: is each file a tour?  Open or closed?  Did every
 * move go to a square of fewest onward moves (Warnsdorff)? */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "cli_opts.h"
#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/format.h"
#include "ktour/square.h"
#include "ktour/tour.h"
#include "tour_input.h"

static const char usage_head[] =
	"usage: ktour check [OPTIONS] [FILE...]\n"
	"\n"
	"Say for each FILE (grid, moves or json; '-' or no FILE with a pipe is\n"
	"standard input) whether it holds a full tour, and print what holds:\n"
	"  FILE: tour                    or  FILE: not a tour (REASON)\n"
	"  board: RxC, squares: VISITED/TOTAL, closed: yes|no,\n"
	"  warnsdorff: yes|no (first departure at move K), start:, end: (where the\n"
	"  valid path ends), fault: FILE:LINE:COLUMN: the first fault, and more.\n"
	"\n"
	"options:\n";
static const char usage_tail[] =
	"\n"
	"Exit status: 0 every FILE is a full tour, 1 some FILE is not,\n"
	"2 some FILE cannot be read (the others are still checked) or bad usage.\n";

typedef struct check_opts {
	format_read_opts read;
	bool quiet, torus, leaper_given;
	int lea, leb;
} check_opts;

static void usage_hint(void)
{
	fprintf(stderr, "usage: ktour check [OPTIONS] [FILE...]  (ktour check --help for more)\n");
}

/* ---- the options -------------------------------------------------------------- */

static bool parse_leaper(const char *s, int *a, int *b)
{
	int n = 0;
	char extra;
	if (sscanf(s, "%d,%d%n%c", a, b, &n, &extra) != 2 || n == 0 || s[n] != '\0')
		return false;
	return *a >= 1 && *b >= 1 && *a <= BOARD_MAX_LEAP && *b <= BOARD_MAX_LEAP && *a != *b;
}

static int set_input(void *args, const cli_opt *opt, const char *value)
{
	return tour_input_option("check", opt, value, &((check_opts *)args)->read) ? EXIT_USAGE : 0;
}

static int set_leaper(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	check_opts *o = args;
	if (!parse_leaper(value, &o->lea, &o->leb)) {
		cli_error("check: --leaper %s: expected A,B with two different steps from 1 to %d, "
			  "like 1,2 (the knight)",
			  ESCAPE_QUOTE(value), BOARD_MAX_LEAP);
		return EXIT_USAGE;
	}
	o->leaper_given = true;
	return 0;
}

static const cli_opt check_options[] = {
	TOUR_INPUT_OPTIONS(set_input),
	CLI_VALUE("leaper", OPT_LEAPER, "A,B", "check moves of the (A,B) leaper instead of the file's",
		  set_leaper),
	CLI_SWITCH_FIELD("torus", OPT_TORUS, "check on a torus (opposite edges glued together)",
			 check_opts, torus),
	CLI_SWITCH_FIELD("quiet", 'q', "print nothing, only set the exit status", check_opts, quiet),
	CLI_HELP_OPTION("show this help"),
};

static void usage(FILE *f)
{
	fputs(usage_head, f);
	cli_help_options(f, &check_command_table);
	fputs(usage_tail, f);
}

const cli_command check_command_table = {
	"check", check_options, CLI_NOPTS(check_options), 22, usage, NULL, usage_hint,
};

static void print_square(const char *key, const tour *t, ksq s)
{
	char sq[SQUARE_NAME_MAX];
	square_name_algebraic(t->spec.rows, s / t->spec.cols, s % t->spec.cols, sq, sizeof sq);
	escape_printf(stdout, "%s: %s\n", key, sq);
}

static void print_lines(const long range[2])
{
	if (range[0] && range[0] == range[1])
		printf("%ld", range[0]);
	else if (range[0])
		printf("%ld-%ld", range[0], range[1]);
}

/* How the file was read, where a choice was made. */
static void print_reading(const format_read_info *in, const tour *t)
{
	static const char *const labels[] = {
		"", "file letters", "file letters and rank numbers",
		"column and row numbers",
	};
	escape_printf(stdout, "format: %s\n", format_name(in->fmt));
	if (in->fmt == FMT_GRID && in->base == 0)
		escape_printf(stdout,
			      "base: 0 (%s 0..%ld; --base 1 reads 0 as an unvisited square)\n",
			      in->base_detected ? "the numbers run" : "asked for: numbers",
			      (long)t->spec.rows * t->spec.cols - 1);
	if (in->labels > 0 && in->labels <= 3)
		escape_printf(stdout, "labels: %s, left out%s%s\n", labels[in->labels],
			      in->flip_rows ? "; rank 1 is on top: rows read bottom-up" : "",
			      in->flip_cols ? "; files run right to left: columns mirrored" : "");
	if (in->pairs)
		printf("moves: from-to pairs (each starts where the last ended)\n");
	const long *b = in->text_before, *a = in->text_after;
	if (b[0] || a[0]) {
		escape_printf(stdout, "ignored: line%s ",
			      b[0] != b[1] || a[0] != a[1] || (b[0] && a[0]) ? "s" : "");
		print_lines(b);
		if (b[0] && a[0])
			printf(", ");
		print_lines(a);
		escape_printf(stdout, " (text %s the tour)\n",
			      b[0] && a[0] ? "before and after"
			      : b[0]       ? "before"
					   : "after");
	}
}

static void print_report(const char *name, const tour *t, const tour_report *r,
			 const format_read_info *in)
{
	escape_fputs(name, stdout, 0); /* a newline in it too: one line per key */
	if (r->complete)
		printf(": tour\n");
	else
		escape_printf(stdout, ": not a tour (%s)\n", r->reason);
	print_reading(in, t);
	printf("board: %dx%d\n", t->spec.rows, t->spec.cols);
	if (t->spec.lea != 1 || t->spec.leb != 2)
		printf("leaper: %d,%d\n", t->spec.lea, t->spec.leb);
	if (t->spec.torus)
		printf("torus: yes\n");
	printf("squares: %zu/%zu\n", r->covered, r->total);
	escape_printf(stdout, "closed: %s\n", r->closed ? "yes" : "no");
	if (r->warnsdorff)
		printf("warnsdorff: yes\n");
	else
		printf("warnsdorff: no (first departure at move %zu)\n", r->first_departure);
	/* The valid path: up to the square before the first fault. */
	bool fault = r->fault == TOUR_OFF_BOARD || r->fault == TOUR_REPEATED ||
		     r->fault == TOUR_NOT_A_MOVE;
	size_t valid = fault ? r->bad_index : t->len;
	if (valid > 0) {
		print_square("start", t, t->path[0]);
		print_square("end", t, t->path[valid - 1]);
	}
	if (fault && r->bad_index < in->where_len) {
		const format_pos *p = &in->where[r->bad_index];
		fputs("fault: ", stdout);
		escape_fputs(name, stdout, 0);
		escape_printf(stdout, ":%u:%u: %s\n", p->line, p->col, r->reason);
	}
}

/* Check one file; returns its exit status. */
static int check_one(const char *path, const check_opts *o, bool *printed)
{
	tour t;
	format_read_info info;
	format_read_opts ro = o->read;
	ro.want_where = !o->quiet;
	if (!tour_input_read(path, &ro, &t, &info)) {
		format_read_info_free(&info);
		return EXIT_USAGE;
	}
	const char *name = strcmp(path, "-") == 0 ? "<stdin>" : path;
	if (o->leaper_given) {
		t.spec.lea = o->lea;
		t.spec.leb = o->leb;
	}
	if (o->torus)
		t.spec.torus = true;
	tour_report r;
	int status = EXIT_USAGE;
	if (!tour_check(&t, &r)) {
		cli_error("%s: %s", ESCAPE_NAME(name), r.reason);
	} else {
		if (!o->quiet) {
			if (*printed) /* a blank line between files */
				putchar('\n');
			*printed = true;
			print_report(name, &t, &r, &info);
		}
		status = r.complete ? EXIT_YES : EXIT_NO;
	}
	format_read_info_free(&info);
	tour_free(&t);
	return status;
}

/* Check every FILE (or standard input), each once; the worst status. */
static int check_files(int nfiles, char **files, const check_opts *o)
{
	const char *from_stdin = nfiles == 0 ? tour_input_stdin() : NULL;
	if (nfiles == 0 && !from_stdin) {
		cli_error("check: no FILE given: name one or more tour files ('-' for standard "
			  "input, or pipe a tour in)");
		usage_hint();
		return EXIT_USAGE;
	}
	int status = EXIT_YES;
	bool printed = false;
	bool stdin_read = false;
	for (int i = 0; i < nfiles || from_stdin; i++) {
		const char *path = from_stdin ? from_stdin : files[i];
		bool is_stdin = strcmp(path, "-") == 0;
		if (is_stdin && stdin_read) {
			/* its tour is gone: reading it again would find nothing */
			cli_error("check: '-' again: standard input was already read (name it "
				  "once)");
			status = EXIT_USAGE;
			from_stdin = NULL;
			continue;
		}
		stdin_read |= is_stdin;
		int s = check_one(path, o, &printed);
		if (s > status)
			status = s;
		from_stdin = NULL;
	}
	return status;
}

int cmd_check(int argc, char **argv)
{
	check_opts o = {.read = tour_input_defaults()};
	int first, status = cli_parse(&check_command_table, argc, argv, &o, &first);
	if (status >= 0)
		return status;
	status = check_files(argc - first, argv + first, &o);
	errno = 0;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("check: writing to standard output: %s", strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	return status;
}
