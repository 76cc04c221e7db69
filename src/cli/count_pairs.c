/* SPDX-License-Identifier: MIT */
/* ktour count --part K/N and --sum (count_cli.h): an open count in parts
 * by the pair of end squares of its tours (frontier_count_pairs()), each
 * part's result a line that --sum reads, adds up and checks: every part
 * of 1..N there exactly once, all of one board and one N. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "count_cli.h"
#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/frontier.h"

#define MAX_PAIR_PARTS 1000000

bool count_pairs_parse(const char *text, int *part, int *parts)
{
	char tail;
	if (sscanf(text, "%d/%d%c", part, parts, &tail) != 2 || *parts < 1 ||
	    *parts > MAX_PAIR_PARTS || *part < 1 || *part > *parts || text[0] == '+' ||
	    strchr(text, ' ')) {
		cli_error("count: --part %s: expected K/N with 1 <= K <= N <= %d, e.g. 3/10",
			  ESCAPE_QUOTE(text), MAX_PAIR_PARTS);
		return false;
	}
	return true;
}

/* "board 6x6 open" (with "leaper A,B" for another leaper): what a part
 * line says it counts; --sum adds only parts that say the same. */
static void what_of(const count_options *o, char *out, size_t len)
{
	const board_spec *s = &o->cfg.spec;
	if (s->lea != 1 || s->leb != 2)
		snprintf(out, len, "board %dx%d leaper %d,%d open", s->rows, s->cols, s->lea, s->leb);
	else
		snprintf(out, len, "board %dx%d open", s->rows, s->cols);
}

int count_pairs_run(const count_options *o, int part, int parts, bool stats)
{
	frontier_result r;
	char err[400];
	bool ok = frontier_count_pairs(o, part, parts, &r, err, sizeof err); /* stops: cmd_count */
	if (o->progress) {
		fputs("\r\033[K", stderr);
		fflush(stderr);
	}
	if (!ok) {
		cli_error("count: --part %d/%d: %s", part, parts, err);
		return EXIT_USAGE;
	}
	char what[80], num[48];
	what_of(o, what, sizeof what);
	frontier_count_format(r.tours, num, sizeof num);
	escape_printf(stdout, "part %d/%d %s %s\n", part, parts, what, r.partial ? "partial" : num);
	if (stats) {
		printf("pairs: %llu\n", (unsigned long long)r.pairs);
		count_frontier_stats(o, &r);
	} else if (r.partial) {
		printf("partial: yes\n");
	}
	frontier_result_free(&r);
	return count_report_end(o, r.partial, "", "count");
}

/* ---- --sum ------------------------------------------------------------------------------- */

typedef struct sum_state {
	int parts;                /* 0 until the first line */
	char what[128];
	char first[300];          /* where the first line was, for messages */
	char **where;             /* where each part was ("" not yet) */
	frontier_count_t total;
	bool overflow;
} sum_state;

/* "part K/N WHAT COUNT" into its fields; false when it is not such a line. */
static bool parse_line(char *line, int *k, int *n, char **what, char **count)
{
	int used = 0;
	if (sscanf(line, "part %d/%d %n", k, n, &used) != 2 || used == 0)
		return false;
	line[strcspn(line, "\r\n")] = '\0';
	char *last = strrchr(line, ' ');
	if (!last || last < line + used)
		return false;
	*last = '\0';
	*what = line + used;
	*count = last + 1;
	return **count != '\0';
}

/* One part's count in decimal digits, as a --part run prints it. */
static bool parse_count(const char *s, frontier_count_t *v)
{
	*v = 0;
	if (!*s || strspn(s, "0123456789") != strlen(s) || strlen(s) > 39)
		return false;
	for (; *s; s++)
		*v = *v * 10 + (frontier_count_t)(*s - '0');
	return true;
}

/* The first line sets the board and N; the others must agree. */
static bool sum_first(sum_state *st, int n, const char *what, const char *where)
{
	st->parts = n;
	snprintf(st->what, sizeof st->what, "%s", what);
	snprintf(st->first, sizeof st->first, "%s", where);
	st->where = calloc((size_t)n, sizeof *st->where);
	if (!st->where)
		cli_error("count: --sum: out of memory");
	return st->where != NULL;
}

static bool sum_line(sum_state *st, char *line, const char *where)
{
	int k, n;
	char *what, *count;
	frontier_count_t v;
	if (!parse_line(line, &k, &n, &what, &count) || n < 1 || n > MAX_PAIR_PARTS || k < 1 ||
	    k > n) {
		cli_error("count: --sum: %s: expected 'part K/N board RxC open COUNT' (a line "
			  "of ktour count --part K/N)", where);
		return false;
	}
	if (strcmp(count, "partial") == 0) {
		cli_error("count: --sum: %s: part %d/%d was stopped before it finished: count "
			  "it again", where, k, n);
		return false;
	}
	if (!parse_count(count, &v)) {
		cli_error("count: --sum: %s: part %d/%d: %s is not a count", where, k, n,
			  ESCAPE_QUOTE(count));
		return false;
	}
	if (st->parts == 0 && !sum_first(st, n, what, where))
		return false;
	if (n != st->parts || strcmp(what, st->what) != 0) {
		cli_error("count: --sum: %s: part %d/%d of %s does not go with the parts of %d "
			  "of %s (the first at %s)",
			  where, k, n, ESCAPE_QUOTE(what), st->parts, ESCAPE_QUOTE(st->what),
			  st->first);
		return false;
	}
	if (st->where[k - 1]) {
		cli_error("count: --sum: %s: part %d/%d is there twice (also %s)", where, k, n,
			  st->where[k - 1]);
		return false;
	}
	st->where[k - 1] = strdup(where);
	st->overflow |= st->total + v < st->total;
	st->total += v;
	return st->where[k - 1] != NULL;
}

/* The part lines of one file ("-": stdin); other lines (--stats') are
 * passed over. */
static bool sum_file(sum_state *st, const char *path)
{
	bool std = strcmp(path, "-") == 0;
	FILE *f = std ? stdin : fopen(path, "r");
	if (!f) {
		cli_error("count: --sum %s: cannot read it", ESCAPE_NAME(path));
		return false;
	}
	char line[512], where[300];
	bool ok = true;
	for (long no = 1; ok && fgets(line, sizeof line, f); no++) {
		if (strncmp(line, "part ", 5) != 0)
			continue;
		snprintf(where, sizeof where, "%s:%ld", std ? "(stdin)" : ESCAPE_NAME(path), no);
		ok = sum_line(st, line, where);
	}
	if (ok && ferror(f)) {
		cli_error("count: --sum %s: a read failed", ESCAPE_NAME(path));
		ok = false;
	}
	if (!std)
		fclose(f);
	return ok;
}

/* Every part there?  Names the first few that are not. */
static bool sum_complete(const sum_state *st)
{
	char missing[200] = "";
	int n = 0;
	for (int k = 1; k <= st->parts; k++)
		if (!st->where[k - 1] && n++ < 8) {
			size_t len = strlen(missing);
			snprintf(missing + len, sizeof missing - len, "%s%d", n > 1 ? ", " : "", k);
		}
	if (n == 0)
		return true;
	cli_error("count: --sum: %d of the %d parts of %s %s missing: %s%s", n, st->parts,
		  ESCAPE_QUOTE(st->what), n == 1 ? "is" : "are", missing, n > 8 ? ", ..." : "");
	return false;
}

int count_pairs_sum(char **files, int nfiles, bool stats)
{
	static char *const std_in[] = {"-"};
	sum_state st;
	memset(&st, 0, sizeof st);
	if (nfiles == 0) {
		files = (char **)std_in;
		nfiles = 1;
	}
	bool ok = true;
	for (int i = 0; ok && i < nfiles; i++)
		ok = sum_file(&st, files[i]);
	if (ok && st.parts == 0) {
		cli_error("count: --sum: no part lines ('part K/N board RxC open COUNT', from "
			  "ktour count --part K/N) were found");
		ok = false;
	}
	ok = ok && sum_complete(&st);
	if (ok && st.overflow) {
		cli_error("count: --sum: the parts add up to more than 2^128");
		ok = false;
	}
	if (ok) {
		char num[48];
		frontier_count_format(st.total, num, sizeof num);
		escape_printf(stdout, "%s\n", num);
		if (stats)
			escape_printf(stdout, "parts: %d\nsummed: %s\ntours: open directed\n",
				      st.parts, st.what);
	}
	for (int k = 0; k < st.parts; k++)
		free(st.where[k]);
	free(st.where);
	return ok ? count_finish_stdout() : EXIT_USAGE;
}
