/* SPDX-License-Identifier: MIT */
/* Fuzz target: the tour reader (format_read_mem_ex) with format detection
 * and with each format named explicitly.
 *
 * Properties checked for every input:
 * - a failed read names a kind and a message, a position inside the input,
 *   and leaves the tour empty;
 * - reading with FMT_AUTO gives exactly what reading with the detected
 *   format gives;
 * - what reads is a path on a valid board: every square on it;
 * - read with format_read_buf and positions asked for, the same path
 *   comes back with one position per square, each inside the input; read
 *   with --base 0 and --base 1 it reads or fails as any read does;
 * - what reads writes (grid, moves, json) and reads back, explicitly and
 *   detected, to the same board, path and header lines, and writing that
 *   again gives the same bytes.  The grid writer alone may refuse, with
 *   EINVAL, a path that visits a square twice (a grid cannot show it).
 * Boards of more than FUZZ_WRITE_MAX_SQUARES squares are read but not
 * written: the grid and the json writer's tour check cost memory per square,
 * and a 13-byte file "(20000,20000)" names a 400-million-square board. */
#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/format.h"
#include "ktour/tour.h"

#define FUZZ_WRITE_MAX_SQUARES (1L << 16)

/* Findings so far, fixed, their inputs in fuzz/regressions/format/:
 * F1 blanks around a json meta line lost through grid/moves; F2 a tab or CR
 * in a header line made the json written from it unreadable; F3 "# # x"
 * comments lost a '#' per round trip, and "# #  leaper 1,3" came back as a
 * real leaper header (a knight's tour converted twice was no tour). */

static const char *fmt_str(tour_format f)
{
	return format_name(f);
}

static long count_lines(const uint8_t *data, size_t size)
{
	long lines = 1;
	for (size_t i = 0; i < size; i++)
		lines += data[i] == '\n';
	return lines;
}

static void check_failure(const uint8_t *data, size_t size, tour_format fmt, const tour *t,
			  const format_error *e)
{
	FUZZ_CHECK(e->kind != FERR_NONE, "read as %s failed with kind 'none'", fmt_str(fmt));
	FUZZ_CHECK(memchr(e->msg, '\0', sizeof e->msg) && e->msg[0] != '\0',
		   "read as %s failed without a message", fmt_str(fmt));
	FUZZ_CHECK(strcmp(e->file, "fuzz") == 0, "error names file '%.40s', not 'fuzz'",
		   e->file);
	FUZZ_CHECK(e->line >= 0 && e->line <= count_lines(data, size),
		   "read as %s: error on line %ld of a %ld-line input (%s)", fmt_str(fmt),
		   e->line, count_lines(data, size), e->msg);
	FUZZ_CHECK(e->line == 0 ? e->col == 0 : e->col >= 1 && (size_t)e->col <= size + 1,
		   "read as %s: error at line %ld column %ld (%s)", fmt_str(fmt), e->line,
		   e->col, e->msg);
	FUZZ_CHECK(t->len == 0 && t->path == NULL && t->meta.count == 0 &&
			   t->meta.lines == NULL,
		   "read as %s failed (%s) but left a path or header lines behind",
		   fmt_str(fmt), e->msg);
	char line[700];
	format_error_string(e, line, sizeof line);
	FUZZ_CHECK(strstr(line, e->msg) != NULL, "format_error_string lost the message");
}

static long squares_of(const tour *t)
{
	return (long)t->spec.rows * t->spec.cols;
}

/* What was read is a path on a board the rest of ktour accepts. */
static void check_tour(const tour *t, tour_format fmt)
{
	const board_spec *s = &t->spec;
	FUZZ_CHECK(s->rows >= 1 && s->cols >= 1 && s->rows <= BOARD_MAX_SIDE &&
			   s->cols <= BOARD_MAX_SIDE && squares_of(t) <= BOARD_MAX_SQUARES,
		   "read as %s: board %dx%d is out of range", fmt_str(fmt), s->rows, s->cols);
	FUZZ_CHECK(s->lea >= 1 && s->leb >= 1 && s->lea <= BOARD_MAX_LEAP &&
			   s->leb <= BOARD_MAX_LEAP && s->lea != s->leb,
		   "read as %s: leaper %d,%d is out of range", fmt_str(fmt), s->lea, s->leb);
	FUZZ_CHECK(t->len <= t->cap && (t->len == 0 || t->path != NULL),
		   "read as %s: path length %zu, capacity %zu", fmt_str(fmt), t->len, t->cap);
	for (size_t i = 0; i < t->len; i++)
		FUZZ_CHECK(t->path[i] >= 0 && t->path[i] < squares_of(t),
			   "read as %s: square %zu of the path (%ld) is off the %dx%d board",
			   fmt_str(fmt), i + 1, (long)t->path[i], s->rows, s->cols);
	for (size_t i = 0; i < t->meta.count; i++)
		FUZZ_CHECK(t->meta.lines[i] != NULL, "read as %s: header line %zu is NULL",
			   fmt_str(fmt), i);
}

/* The header lines a writer keeps: all but the board/leaper/torus lines
 * that say what the spec says, which it writes from the spec instead
 * (format_meta_replaced); one that says another board is kept. */
static size_t next_kept(const tour *t, size_t i)
{
	while (i < t->meta.count && format_meta_replaced(t->meta.lines[i], &t->spec))
		i++;
	return i;
}

/* Same board, same path, same kept header lines in the same order. */
static void check_same(const tour *a, const tour *b, const char *what)
{
	FUZZ_CHECK(a->spec.rows == b->spec.rows && a->spec.cols == b->spec.cols &&
			   a->spec.lea == b->spec.lea && a->spec.leb == b->spec.leb &&
			   a->spec.torus == b->spec.torus,
		   "%s: board %dx%d leaper %d,%d torus %d came back as %dx%d leaper %d,%d "
		   "torus %d",
		   what, a->spec.rows, a->spec.cols, a->spec.lea, a->spec.leb, a->spec.torus,
		   b->spec.rows, b->spec.cols, b->spec.lea, b->spec.leb, b->spec.torus);
	FUZZ_CHECK(a->len == b->len, "%s: a path of %zu squares came back with %zu", what,
		   a->len, b->len);
	for (size_t i = 0; i < a->len; i++)
		FUZZ_CHECK(a->path[i] == b->path[i],
			   "%s: square %zu of the path was %ld, came back as %ld", what, i + 1,
			   (long)a->path[i], (long)b->path[i]);
	size_t i = next_kept(a, 0), j = next_kept(b, 0);
	for (; i < a->meta.count && j < b->meta.count;
	     i = next_kept(a, i + 1), j = next_kept(b, j + 1))
		FUZZ_CHECK(strcmp(a->meta.lines[i], b->meta.lines[j]) == 0,
			   "%s: header line '%.60s' came back as '%.60s'", what,
			   a->meta.lines[i], b->meta.lines[j]);
	FUZZ_CHECK(i == a->meta.count && j == b->meta.count,
		   "%s: header line '%.60s' %s", what,
		   i < a->meta.count ? a->meta.lines[i] : b->meta.lines[j],
		   i < a->meta.count ? "was lost" : "appeared from nowhere");
}

/* Write t as fmt into a new buffer; false (with errno) when the writer
 * refused. */
static bool write_mem(const tour *t, tour_format fmt, char **buf, size_t *len)
{
	*buf = NULL;
	*len = 0;
	FILE *f = open_memstream(buf, len);
	if (!f)
		abort();
	errno = 0;
	bool ok = format_write(f, t, fmt);
	int err = errno;
	if (fclose(f) != 0)
		abort();
	if (!ok) {
		free(*buf);
		*buf = NULL;
	}
	errno = err;
	return ok;
}

static bool has_repeat(const tour *t)
{
	for (size_t i = 0; i < t->len; i++)
		for (size_t j = 0; j < i; j++)
			if (t->path[i] == t->path[j])
				return true;
	return false;
}

static void round_trip(const tour *t, tour_format fmt)
{
	char *out, *again, what[64];
	size_t len, len2;
	if (!write_mem(t, fmt, &out, &len)) {
		int err = errno;
		FUZZ_CHECK(fmt == FMT_GRID && err == EINVAL && has_repeat(t),
			   "writing a path of %zu squares on %dx%d as %s failed: %s", t->len,
			   t->spec.rows, t->spec.cols, fmt_str(fmt), strerror(err));
		return;
	}
	tour_format reads[2] = {fmt, FMT_AUTO};
	/* An empty path written as moves is header lines only, which detection
	 * does not call a tour (format.h: detection looks at the first data
	 * line); the moves reader itself accepts it. */
	int nreads = fmt == FMT_MOVES && t->len == 0 ? 1 : 2;
	for (int k = 0; k < nreads; k++) {
		tour back;
		format_error e;
		tour_format used = FMT_SVG;
		snprintf(what, sizeof what, "written as %s, read back as %s", fmt_str(fmt),
			 fmt_str(reads[k]));
		FUZZ_CHECK(format_read_mem_ex(out, len, "fuzz", reads[k], &back, &e, &used),
			   "%s: %s at %ld:%ld (output: %.200s)", what, e.msg, e.line, e.col, out);
		FUZZ_CHECK(used == fmt, "%s: detected as %s", what, fmt_str(used));
		check_same(t, &back, what);
		if (k == 0) {
			FUZZ_CHECK(write_mem(&back, fmt, &again, &len2),
				   "%s: writing it again failed: %s", what, strerror(errno));
			FUZZ_CHECK(len2 == len && memcmp(out, again, len) == 0,
				   "%s: writing it again gave different bytes:\n%.300s\n---\n%.300s",
				   what, out, again);
			free(again);
		}
		tour_free(&back);
	}
	free(out);
}

static void write_svg(const tour *t)
{
	char *out;
	size_t len;
	/* A path that repeats a square is drawn as it is; only a write error
	 * (none into memory) would fail. */
	FUZZ_CHECK(write_mem(t, FMT_SVG, &out, &len), "writing svg failed: %s",
		   strerror(errno));
	FUZZ_CHECK(len > 0 && strstr(out, "</svg>") != NULL, "svg output is not closed");
	free(out);
}

static void exercise(const tour *t, tour_format fmt)
{
	check_tour(t, fmt);
	if (squares_of(t) > FUZZ_WRITE_MAX_SQUARES)
		return;
	tour_report r;
	if (tour_check(t, &r)) {
		FUZZ_CHECK(r.total == (size_t)squares_of(t) && r.covered <= r.total,
			   "tour_check: %zu of %zu squares covered on %dx%d", r.covered, r.total,
			   t->spec.rows, t->spec.cols);
		FUZZ_CHECK(!r.closed || r.complete, "tour_check: closed but not complete");
	}
	round_trip(t, FMT_GRID);
	round_trip(t, FMT_MOVES);
	round_trip(t, FMT_JSON);
	write_svg(t);
}

/* format_read_buf with the options: positions, and each base. */
static void check_options(const uint8_t *data, size_t size, const tour *t)
{
	const char *buf = (const char *)data;
	format_read_opts o = format_read_opts_default();
	format_read_info info;
	format_error e;
	tour again;
	o.want_where = true;
	FUZZ_CHECK(format_read_buf(buf, size, "fuzz", &o, &again, &e, &info),
		   "read with positions fails: %s", e.msg);
	check_same(t, &again, "read with positions");
	FUZZ_CHECK(info.where_len == again.len, "%zu positions for %zu squares", info.where_len,
		   again.len);
	for (size_t i = 0; i < info.where_len; i++)
		FUZZ_CHECK(info.where[i].line >= 1 && info.where[i].line <= count_lines(data, size) &&
				   info.where[i].col >= 1 && info.where[i].col <= size + 1,
			   "square %zu at line %u column %u of a %zu-byte input", i + 1,
			   info.where[i].line, info.where[i].col, size);
	format_read_info_free(&info);
	tour_free(&again);
	for (int base = 0; base <= 1; base++) {
		o.base = base;
		o.want_where = false;
		if (format_read_buf(buf, size, "fuzz", &o, &again, &e, &info)) {
			check_tour(&again, info.fmt);
			tour_free(&again);
		} else {
			check_failure(data, size, FMT_AUTO, &again, &e);
		}
		format_read_info_free(&info);
	}
}

int fuzz_format(const uint8_t *data, size_t size)
{
	static const tour_format fmts[] = {FMT_AUTO, FMT_GRID, FMT_MOVES, FMT_JSON, FMT_SVG};
	const char *buf = (const char *)data;
	(void)format_detect(buf, size);
	for (size_t k = 0; k < sizeof fmts / sizeof fmts[0]; k++) {
		tour t;
		format_error e;
		tour_format used = FMT_SVG;
		if (!format_read_mem_ex(buf, size, "fuzz", fmts[k], &t, &e, &used)) {
			check_failure(data, size, fmts[k], &t, &e);
			continue;
		}
		FUZZ_CHECK(fmts[k] != FMT_SVG, "read as svg succeeded");
		FUZZ_CHECK((used == FMT_GRID || used == FMT_MOVES || used == FMT_JSON) &&
				   (fmts[k] == FMT_AUTO || used == fmts[k]),
			   "read as %s reports format %s", fmt_str(fmts[k]), fmt_str(used));
		if (fmts[k] == FMT_AUTO) {
			/* Detection then reading is reading the detected format;
			 * that read is checked on its own turn in this loop. */
			tour same;
			FUZZ_CHECK(format_read_mem(buf, size, "fuzz", used, &same, &e),
				   "detected as %s, but reading as %s fails: %s",
				   fmt_str(used), fmt_str(used), e.msg);
			check_same(&t, &same, "detected vs explicit");
			tour_free(&same);
			check_options(data, size, &t);
		} else {
			exercise(&t, fmts[k]);
		}
		tour_free(&t);
	}
	return 0;
}
