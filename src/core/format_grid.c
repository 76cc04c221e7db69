/* The grid format: R lines of C move numbers, as the literature prints
 * tours; '-', '.' or 0 for a square the path never visits. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "format_impl.h"

typedef struct grid_cells {
	int32_t *v; /* move number per cell in reading order, 0 = unvisited */
	size_t n, cap;
} grid_cells;

static bool cells_push(grid_cells *c, int32_t v)
{
	if (c->n == c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 256;
		int32_t *p = realloc(c->v, cap * sizeof *p);
		if (!p)
			return false;
		c->v = p;
		c->cap = cap;
	}
	c->v[c->n++] = v;
	return true;
}

/* Byte offset of the index-th cell (re-lexes: only needed for messages). */
static size_t cell_offset(const fmt_input *in, size_t index)
{
	lexer lx;
	lx_tok t;
	size_t k = 0;
	lexer_init(&lx, in->buf, in->len, false);
	while (lexer_next(&lx, &t) != LX_END)
		if (t.kind == LX_WORD && k++ == index)
			return t.start;
	return in->len;
}

/* One cell: a move number, or 0 for '-', '.' and 0. */
static bool parse_cell(const fmt_input *in, const lx_tok *t, int32_t *out)
{
	const char *w = in->buf + t->start;
	size_t n = t->end - t->start;
	char shown[40];
	fmt_excerpt(in->buf, t->start, t->end, shown, sizeof shown);
	if (n == 1 && (w[0] == '-' || w[0] == '.')) {
		*out = 0;
		return true;
	}
	size_t i = 0;
	bool neg = n > 1 && w[0] == '-';
	if (neg)
		i = 1;
	if (i == n || !isdigit((unsigned char)w[i]))
		goto syntax;
	long long v = 0;
	for (; i < n; i++) {
		if (!isdigit((unsigned char)w[i]))
			goto syntax;
		if (v <= BOARD_MAX_SQUARES)
			v = v * 10 + (w[i] - '0');
	}
	if (neg)
		return fmt_fail(in, FERR_RANGE, t->start,
				"negative number '%s': move numbers count from 1 ('-', '.' or 0 "
				"mark an unvisited square)",
				shown);
	if (v > BOARD_MAX_SQUARES)
		return fmt_fail(in, FERR_RANGE, t->start,
				"move number '%s' is too large: a board has at most %ld squares",
				shown, BOARD_MAX_SQUARES);
	*out = (int32_t)v;
	return true;
syntax:
	return fmt_fail(in, FERR_SYNTAX, t->start,
			"expected a move number, '-', '.' or 0 for an unvisited square; found "
			"'%s'",
			shown);
}

typedef struct grid_shape {
	long rows, cols;   /* rows seen so far; entries of the first row */
	long in_row;       /* entries on the current row */
	long first_line;   /* line of the first row, for messages */
} grid_shape;

/* A cell arrived: check it against the row length and the header. */
static bool shape_cell(const fmt_input *in, grid_shape *g, const fmt_headers *h,
		       const tour *t, size_t at)
{
	g->in_row++;
	if (h->board_given && g->in_row > t->spec.cols)
		return fmt_fail(in, FERR_MISMATCH, at,
				"row %ld has more than the %d columns of the board header on "
				"line %ld",
				g->rows + 1, t->spec.cols, h->board_line);
	if (g->rows > 0 && g->in_row > g->cols)
		return fmt_fail(in, FERR_RAGGED, at,
				"row %ld has more entries than the %ld of row 1 (line %ld): "
				"every row needs the same number",
				g->rows + 1, g->cols, g->first_line);
	if (g->in_row > BOARD_MAX_SIDE)
		return fmt_fail(in, FERR_RANGE, at, "more than %d columns: too wide a board",
				BOARD_MAX_SIDE);
	return true;
}

/* The end of a line (at offset `at`): close the row if it had cells. */
static bool shape_eol(const fmt_input *in, grid_shape *g, const fmt_headers *h,
		      const tour *t, size_t at)
{
	if (g->in_row == 0)
		return true;
	if (g->rows == 0) {
		long col;
		g->cols = g->in_row;
		fmt_position(in->buf, in->len, at, &g->first_line, &col);
		if (h->board_given && g->cols != t->spec.cols)
			return fmt_fail(in, FERR_MISMATCH, at,
					"row 1 has %ld entries but the board header on line %ld "
					"says %d columns",
					g->cols, h->board_line, t->spec.cols);
	} else if (g->in_row < g->cols) {
		return fmt_fail(in, FERR_RAGGED, at,
				"row %ld has %ld entries, expected %ld like row 1 (line %ld)",
				g->rows + 1, g->in_row, g->cols, g->first_line);
	}
	g->rows++;
	g->in_row = 0;
	if (h->board_given && g->rows > t->spec.rows)
		return fmt_fail(in, FERR_MISMATCH, at,
				"more than the %d rows of the board header on line %ld",
				t->spec.rows, h->board_line);
	if (g->rows > BOARD_MAX_SIDE || g->rows * g->cols > BOARD_MAX_SQUARES)
		return fmt_fail(in, FERR_RANGE, at, "the grid is too large: at most %d rows "
				"and %ld squares", BOARD_MAX_SIDE, BOARD_MAX_SQUARES);
	return true;
}

/* Pass 1: headers, cells and the shape of the grid. */
static bool grid_scan(const fmt_input *in, tour *t, grid_cells *cells, grid_shape *g)
{
	fmt_headers h = {0};
	lexer lx;
	lx_tok tk;
	lexer_init(&lx, in->buf, in->len, false);
	for (;;) {
		lexer_next(&lx, &tk);
		if (tk.kind == LX_HEADER) {
			if (!fmt_header(in, tk.start, tk.end, t, &h))
				return false;
		} else if (tk.kind == LX_WORD) {
			int32_t v = 0;
			if (!shape_cell(in, g, &h, t, tk.start) || !parse_cell(in, &tk, &v))
				return false;
			if (!cells_push(cells, v))
				return fmt_fail(in, FERR_NOMEM, tk.start, "out of memory");
		} else {
			if (!shape_eol(in, g, &h, t, tk.start))
				return false;
			if (tk.kind == LX_END)
				break;
		}
	}
	if (g->rows == 0)
		return fmt_fail(in, FERR_EMPTY, in->len,
				"no grid rows: expected lines of move numbers like '1 16 27'");
	if (h.board_given && (g->rows != t->spec.rows || g->cols != t->spec.cols))
		return fmt_fail(in, FERR_MISMATCH, in->len,
				"the grid is %ldx%ld but the board header on line %ld says %dx%d",
				g->rows, g->cols, h.board_line, t->spec.rows, t->spec.cols);
	t->spec.rows = (int)g->rows;
	t->spec.cols = (int)g->cols;
	return true;
}

/* Pass 2: the numbers must run 1..k, each once. */
static bool grid_path(const fmt_input *in, tour *t, const grid_cells *cells)
{
	size_t nsq = cells->n;
	int32_t *where = malloc((nsq + 1) * sizeof *where);
	if (!where)
		return fmt_fail(in, FERR_NOMEM, FMT_NOPOS, "out of memory");
	for (size_t i = 0; i <= nsq; i++)
		where[i] = -1;
	size_t max = 0;
	bool ok = true;
	for (size_t i = 0; i < nsq && ok; i++) {
		size_t v = (size_t)cells->v[i];
		if (v == 0)
			continue;
		if (v > nsq) {
			ok = fmt_fail(in, FERR_RANGE, cell_offset(in, i),
				      "move number %zu is larger than the %zu squares of the "
				      "%dx%d board",
				      v, nsq, t->spec.rows, t->spec.cols);
		} else if (where[v] >= 0) {
			long l, c;
			size_t first = cell_offset(in, (size_t)where[v]);
			fmt_position(in->buf, in->len, first, &l, &c);
			ok = fmt_fail(in, FERR_DUPLICATE, cell_offset(in, i),
				      "move number %zu appears twice (also at line %ld, column "
				      "%ld)",
				      v, l, c);
		} else {
			where[v] = (int32_t)i;
			if (v > max)
				max = v;
		}
	}
	for (size_t v = 1; v <= max && ok; v++) {
		if (where[v] >= 0)
			continue;
		size_t next = v + 1;
		while (where[next] < 0)
			next++;
		ok = fmt_fail(in, FERR_GAP, cell_offset(in, (size_t)where[next]),
			      "move number %zu is missing: the numbers must run 1, 2, 3, ... "
			      "without a gap (found %zu here)",
			      v, next);
	}
	for (size_t v = 1; v <= max && ok; v++)
		if (!tour_push(t, (ksq)where[v]))
			ok = fmt_fail(in, FERR_NOMEM, FMT_NOPOS, "out of memory");
	free(where);
	return ok;
}

bool fmt_read_grid(const fmt_input *in, tour *t)
{
	grid_cells cells = {0};
	grid_shape g = {0};
	bool ok = grid_scan(in, t, &cells, &g) && grid_path(in, t, &cells);
	free(cells.v);
	return ok;
}

/* ---- writing ------------------------------------------------------------------ */

static int digits(size_t v)
{
	int d = 1;
	while (v >= 10) {
		v /= 10;
		d++;
	}
	return d;
}

bool fmt_write_grid(FILE *f, const tour *t)
{
	size_t nsq = (size_t)t->spec.rows * (size_t)t->spec.cols;
	uint32_t *num = calloc(nsq ? nsq : 1, sizeof *num);
	if (!num)
		return false;
	for (size_t i = 0; i < t->len; i++) {
		ksq s = t->path[i];
		if (s < 0 || (size_t)s >= nsq || num[s] != 0) {
			free(num); /* a grid holds each square once */
			errno = EINVAL;
			return false;
		}
		num[s] = (uint32_t)(i + 1);
	}
	int w = digits(t->len);
	fmt_write_headers(f, t);
	for (int r = 0; r < t->spec.rows; r++) {
		for (int c = 0; c < t->spec.cols; c++) {
			uint32_t v = num[(size_t)r * (size_t)t->spec.cols + (size_t)c];
			if (c > 0)
				fputc(' ', f);
			if (v)
				fprintf(f, "%*u", w, (unsigned)v);
			else
				fprintf(f, "%*s", w, "-");
		}
		fputc('\n', f);
	}
	free(num);
	return !ferror(f);
}
