/* SPDX-License-Identifier: MIT */
/* The grid format: R lines of C move numbers, as the literature prints
 * tours; '-', '.' or 0 for a square the path never visits.  Also as people
 * paste them: in Markdown or ASCII-art tables (empty cells are unvisited),
 * with file letters and rank numbers around the grid (left out; they can
 * turn it over), numbered from 0, and with text before and after. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "format_impl.h"
#include "ktour/escape.h"

#define GRID_MARK (-1) /* '-', '.', an empty cell: a square never visited */

typedef struct grid_row {
	size_t first, n; /* its cells */
	size_t eol;      /* offset of its line's end */
} grid_row;

typedef struct grid_data {
	int32_t *v;      /* per cell: the number written, or GRID_MARK */
	uint32_t *off;   /* per cell: its byte offset */
	size_t n, cap;
	grid_row *rows;
	size_t nrows, rows_cap;
	fmt_headers h;
} grid_data;

/* The grid after its labels are taken off. */
typedef struct grid_shape {
	size_t row0;          /* first row of the grid proper (1 after a header) */
	long rows, cols;
	long skip_left;       /* label cells at the start of each row */
	bool flip_rows, flip_cols;
} grid_shape;

static bool mark_word(const char *w, size_t n)
{
	static const char *const marks[] = {"-", "--", ".", "..", "\xE2\x80\x93",
					    "\xE2\x80\x94", "\xC2\xB7"};
	for (size_t i = 0; i < sizeof marks / sizeof marks[0]; i++)
		if (strlen(marks[i]) == n && memcmp(w, marks[i], n) == 0)
			return true;
	return false;
}

static bool number_word(const char *w, size_t n)
{
	size_t i = n > 1 && (w[0] == '-' || w[0] == '+') ? 1 : 0;
	if (i == n)
		return false;
	for (; i < n; i++)
		if (!isdigit((unsigned char)w[i]))
			return false;
	return true;
}

word_class fmt_grid_word(const fmt_input *in, const lx_tok *t)
{
	const char *w = in->buf + t->start;
	size_t n = t->end - t->start;
	if (t->empty)
		return W_EMPTY;
	if (mark_word(w, n) || number_word(w, n))
		return W_DATA;
	if (n == 1 && isalpha((unsigned char)w[0]))
		return W_LETTER;
	return W_TEXT;
}

/* One cell: a move number, or GRID_MARK. */
static bool parse_cell(const fmt_input *in, const lx_tok *t, int32_t *out)
{
	const char *w = in->buf + t->start;
	size_t n = t->end - t->start;
	char shown[40];
	fmt_excerpt(in->buf, t->start, t->end, shown, sizeof shown);
	if (t->empty || mark_word(w, n)) {
		*out = GRID_MARK;
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
				"negative number %s: move numbers count from 1 ('-', '.' or 0 "
				"mark an unvisited square)",
				ESCAPE_QUOTE(shown));
	if (v > BOARD_MAX_SQUARES)
		return fmt_fail(in, FERR_RANGE, t->start,
				"move number %s is too large: a board has at most %ld squares",
				ESCAPE_QUOTE(shown), BOARD_MAX_SQUARES);
	*out = (int32_t)v;
	return true;
syntax:
	return fmt_fail(in, FERR_SYNTAX, t->start,
			"expected a move number, '-', '.' or 0 for an unvisited square; found "
			"%s",
			ESCAPE_QUOTE(shown));
}

/* Cells c[0..n) number 1, 2, ... or 0, 1, ... in order, perhaps after
 * an empty corner cell: a header of column numbers (never a tour's row:
 * consecutive moves are never in one row).  How many numbers, or 0. */
static long header_count(const int32_t *c, size_t n)
{
	while (n > 0 && c[n - 1] == GRID_MARK)
		n--;
	size_t i = 0;
	while (i < n && c[i] == GRID_MARK)
		i++;
	if (n - i < 3 || c[i] > 1 || c[i] < 0)
		return 0;
	for (size_t k = i + 1; k < n; k++)
		if (c[k] != c[k - 1] + 1)
			return 0;
	return (long)(n - i);
}

/* ---- pass 1: headers, cells, rows ------------------------------------------------ */

static bool add_cell(const fmt_input *in, grid_data *g, const lx_tok *t)
{
	int32_t v;
	if (!parse_cell(in, t, &v))
		return false;
	if (g->n == g->cap) { /* both arrays grow together */
		size_t cap = g->cap ? g->cap * 2 : 256;
		int32_t *nv = realloc(g->v, cap * sizeof *nv);
		if (nv)
			g->v = nv;
		uint32_t *no = nv ? realloc(g->off, cap * sizeof *no) : NULL;
		if (!no)
			return fmt_fail(in, FERR_NOMEM, t->start, "out of memory");
		g->off = no;
		g->cap = cap;
	}
	g->v[g->n] = v;
	g->off[g->n++] = (uint32_t)t->start;
	return true;
}

/* The end of a line at `at`: a row when it had cells since `first`. */
static bool end_row(const fmt_input *in, grid_data *g, size_t first, size_t at)
{
	if (g->n == first)
		return true;
	if (g->nrows > BOARD_MAX_SIDE + 1)
		return fmt_fail(in, FERR_RANGE, at, "the grid is too large: at most %d rows",
				BOARD_MAX_SIDE);
	if (g->nrows == g->rows_cap) {
		size_t cap = g->rows_cap ? g->rows_cap * 2 : 64;
		grid_row *r = realloc(g->rows, cap * sizeof *r);
		if (!r)
			return fmt_fail(in, FERR_NOMEM, at, "out of memory");
		g->rows = r;
		g->rows_cap = cap;
	}
	g->rows[g->nrows++] = (grid_row){first, g->n - first, at};
	return true;
}

/* No grid rows: the first word of text says what is wrong, if any. */
static bool no_rows(const fmt_input *in, const fmt_layout *lay)
{
	if (lay->first_text != FMT_NOPOS) {
		lexer lx;
		lx_tok t;
		int32_t v;
		lexer_init(&lx, in->buf, in->len, LXM_GRID);
		lx.pos = lay->first_text;
		lx.line_begin = false;
		lexer_next(&lx, &t);
		if (!parse_cell(in, &t, &v))
			return false;
	}
	return fmt_fail(in, FERR_EMPTY, in->len,
			"no grid rows: expected lines of move numbers like '1 16 27'");
}

typedef struct grid_scan_ctx {
	grid_data *g;
	size_t first; /* the current row's first cell */
	size_t slack; /* room for a column of rank or row numbers each side */
} grid_scan_ctx;

static bool grid_token(const fmt_input *in, const lx_tok *tk, void *ctx)
{
	grid_scan_ctx *c = ctx;
	grid_data *g = c->g;
	if (tk->kind == LX_WORD) {
		if (g->n - c->first >= BOARD_MAX_SIDE + c->slack)
			return fmt_fail(in, FERR_RANGE, tk->start,
					"more than %d columns: too wide a board", BOARD_MAX_SIDE);
		return add_cell(in, g, tk);
	}
	if (!end_row(in, g, c->first, tk->start))
		return false;
	c->first = g->n;
	if (g->nrows == 1 && header_count(g->v, g->n))
		c->slack = 2;
	return true;
}

static bool grid_scan(const fmt_input *in, tour *t, grid_data *g, const fmt_layout *lay)
{
	grid_scan_ctx c = {.g = g, .slack = lay->label_lines[0] || lay->label_lines[1] ? 2 : 0};
	if (!fmt_walk(in, lay, LXM_GRID, t, &g->h, grid_token, &c))
		return false;
	if (g->nrows == 0)
		return no_rows(in, lay);
	return true;
}

/* ---- pass 2: the shape, labels and header --------------------------------------- */

static long line_at(const fmt_input *in, size_t pos)
{
	long l, c;
	fmt_position(in->buf, in->len, pos, &l, &c);
	return l;
}

/* Labels in column `col` of rows row0..: the rows counted 1..R or 0..R-1,
 * either way up.  *up: counting up from the top. */
static bool counts_rows(const grid_data *g, size_t row0, size_t col, bool *up)
{
	size_t r = g->nrows - row0;
	if (r < 2 || col >= g->rows[row0].n)
		return false;
	int32_t a = g->v[g->rows[row0].first + col];
	int32_t step = g->v[g->rows[row0 + 1].first + col] - a;
	if (a < 0 || (step != 1 && step != -1))
		return false;
	for (size_t k = 0; k < r; k++) {
		const grid_row *row = &g->rows[row0 + k];
		if (col >= row->n || g->v[row->first + col] != a + step * (int32_t)k)
			return false;
	}
	int32_t lo = step > 0 ? a : a - (int32_t)(r - 1);
	*up = step > 0;
	return lo == 0 || lo == 1;
}

/* How many columns the file letters name, and their direction; 0 when
 * there are none, -1 after an error. */
static long letter_columns(const fmt_input *in, const fmt_layout *lay, bool *reversed)
{
	long count = 0;
	for (int k = 0; k < 2; k++) {
		if (!lay->label_lines[k])
			continue;
		lexer lx;
		lx_tok t;
		long n = 0;
		bool rev = false;
		lexer_init(&lx, in->buf, in->len, LXM_GRID);
		lx.pos = lay->label_at[k];
		lx.line_begin = false;
		while (lexer_next(&lx, &t) == LX_WORD)
			if (!t.empty && n++ == 0)
				rev = tolower((unsigned char)in->buf[t.start]) != 'a';
		if (count && (n != count || rev != *reversed)) {
			fmt_fail(in, FERR_MISMATCH, lay->label_at[k],
				 "these file letters differ from those on line %ld",
				 lay->label_lines[0]);
			return -1;
		}
		count = n;
		*reversed = rev;
	}
	return count;
}

/* A first row of column numbers, when the rows below fit it (with a
 * column of row numbers or without) and hold move 1 themselves: how many
 * columns it names, or 0. */
static long number_header(const grid_data *g)
{
	if (g->nrows < 3 || g->h.torus_given)
		return 0; /* on a 2-row torus a row can run 1 2 3 */
	long m = header_count(g->v + g->rows[0].first, g->rows[0].n);
	long w = (long)g->rows[1].n;
	bool up, one = false;
	size_t from = g->rows[1].first + (w == m + 1); /* past the row numbers */
	for (size_t i = from; i < g->n && !one; i++)
		one = g->v[i] == 1 && (w == m || (i - g->rows[1].first) % (size_t)w != 0);
	if (m && one && (w == m || (w == m + 1 && counts_rows(g, 1, 0, &up))))
		return m;
	return 0;
}

/* Take the labels off: a header row of column numbers, file letters
 * above or below, rank (or row) numbers in the first or last column. */
static bool grid_labels(const fmt_input *in, grid_data *g, const fmt_layout *lay,
			grid_shape *s)
{
	bool reversed = false, up_first = false, up_last = false;
	long letters = letter_columns(in, lay, &reversed);
	if (letters < 0)
		return false;
	long named = letters;
	if (!letters && (named = number_header(g)) > 0)
		s->row0 = 1;
	long width = (long)g->rows[s->row0].n, extra = width - named;
	s->cols = width;
	if (named == 0)
		return true;
	bool first = extra >= 1 && counts_rows(g, s->row0, 0, &up_first);
	bool last = extra >= 1 && letters && counts_rows(g, s->row0, (size_t)width - 1, &up_last);
	if (extra < 0 || extra > 2 || (extra == 2 && !(first && last)) ||
	    (extra == 1 && !first && !last))
		return fmt_fail(in, FERR_MISMATCH, g->off[g->rows[s->row0].first],
				"the file letters on line %ld name %ld column%s, but the rows "
				"have %ld entr%s and no column of rank numbers",
				lay->label_lines[0] ? lay->label_lines[0] : lay->label_lines[1],
				named, named == 1 ? "" : "s", width, width == 1 ? "y" : "ies");
	s->skip_left = first ? 1 : 0;
	s->cols = named;
	s->flip_rows = letters && extra > 0 && (first ? up_first : up_last);
	s->flip_cols = reversed;
	in->info->labels = !letters ? 3 : extra > 0 ? 2 : 1;
	in->info->flip_rows = s->flip_rows;
	in->info->flip_cols = s->flip_cols;
	return true;
}

/* Every row as wide as the first, and as the board header says. */
static bool grid_rows(const fmt_input *in, const grid_data *g, tour *t, grid_shape *s)
{
	const fmt_headers *h = &g->h;
	const grid_row *r1 = &g->rows[s->row0];
	long w = (long)r1->n, line1 = line_at(in, r1->eol);
	long extra = w - s->cols; /* label cells per row */
	if (h->board_given && s->cols > t->spec.cols)
		return fmt_fail(in, FERR_MISMATCH, g->off[r1->first + s->skip_left + t->spec.cols],
				"row 1 has more than the %d column%s of the board header on "
				"line %ld",
				t->spec.cols, t->spec.cols == 1 ? "" : "s", h->board_line);
	if (h->board_given && s->cols < t->spec.cols)
		return fmt_fail(in, FERR_MISMATCH, r1->eol,
				"row 1 has %ld entr%s but the board header on line %ld says %d "
				"columns: give every square, - for one not on the path",
				s->cols, s->cols == 1 ? "y" : "ies", h->board_line, t->spec.cols);
	for (size_t k = s->row0 + 1; k < g->nrows; k++) {
		const grid_row *r = &g->rows[k];
		long no = (long)(k - s->row0) + 1;
		if ((long)r->n > w)
			return fmt_fail(in, FERR_RAGGED, g->off[r->first + (size_t)w],
					"row %ld has more entries than the %ld of row 1 (line "
					"%ld): every row needs the same number",
					no, w - extra, line1);
		if ((long)r->n < w)
			return fmt_fail(in, FERR_RAGGED, r->eol,
					"row %ld has %ld entr%s, expected %ld like row 1 (line %ld): "
					"give every square, - for one not on the path",
					no, (long)r->n - extra, (long)r->n - extra == 1 ? "y" : "ies",
					w - extra, line1);
		if (h->board_given && no > t->spec.rows)
			return fmt_fail(in, FERR_MISMATCH, r->eol,
					"more than the %d row%s of the board header on line %ld",
					t->spec.rows, t->spec.rows == 1 ? "" : "s", h->board_line);
	}
	s->rows = (long)(g->nrows - s->row0);
	if (h->board_given && s->rows != t->spec.rows)
		return fmt_fail(in, FERR_MISMATCH, in->len,
				"the grid is %ldx%ld but the board header on line %ld says %dx%d: "
				"give every row, with - for a square not on the path",
				s->rows, s->cols, h->board_line, t->spec.rows, t->spec.cols);
	if (s->cols > BOARD_MAX_SIDE || s->rows > BOARD_MAX_SIDE ||
	    s->rows * s->cols > BOARD_MAX_SQUARES)
		return fmt_fail(in, FERR_RANGE, r1->eol,
				"the grid is too large: at most %d rows and columns and %ld "
				"squares",
				BOARD_MAX_SIDE, BOARD_MAX_SQUARES);
	t->spec.rows = (int)s->rows;
	t->spec.cols = (int)s->cols;
	return true;
}

/* ---- pass 3: the numbers -------------------------------------------------------- */

/* Index of the cell of square (r, c) of the grid proper. */
static size_t cell_of(const grid_data *g, const grid_shape *s, long r, long c)
{
	return g->rows[s->row0 + (size_t)r].first + (size_t)(s->skip_left + c);
}

static long wrap_dist(long d, long n, bool torus)
{
	if (d < 0)
		d = -d;
	return torus && n - d < d ? n - d : d;
}

/* Is the leaper's move between cells (r1, c1) and (r2, c2)? */
static bool leap_between(const tour *t, long r1, long c1, long r2, long c2)
{
	long dr = wrap_dist(r1 - r2, t->spec.rows, t->spec.torus);
	long dc = wrap_dist(c1 - c2, t->spec.cols, t->spec.torus);
	return (dr == t->spec.lea && dc == t->spec.leb) || (dr == t->spec.leb && dc == t->spec.lea);
}

/* 0 or 1: from the options; 0 when the numbers are exactly 0..N-1.  A
 * single 0 among unvisited marks, one move from the 1, reads either way:
 * an error that says how to choose. */
static bool grid_base(const fmt_input *in, const grid_data *g, const grid_shape *s,
		      const tour *t, int *base)
{
	size_t zeros = 0, marks = 0, nums = 0, zero_at = 0;
	long zr = 0, zc = 0, r1 = -1, c1 = 0;
	int32_t max = 0;
	for (long r = 0; r < s->rows; r++)
		for (long c = 0; c < s->cols; c++) {
			size_t i = cell_of(g, s, r, c);
			int32_t v = g->v[i];
			marks += v == GRID_MARK;
			nums += v > 0;
			if (v == 0 && zeros++ == 0) {
				zero_at = i;
				zr = r;
				zc = c;
			}
			if (v == 1) {
				r1 = r;
				c1 = c;
			}
			if (v > max)
				max = v;
		}
	*base = in->base >= 0 ? in->base : 1;
	if (in->base >= 0 || zeros != 1)
		return true;
	if (marks == 0 && (long)max == s->rows * s->cols - 1) {
		*base = 0;
		in->info->base_detected = true;
		return true;
	}
	if (marks == 0 || (size_t)max != nums || r1 < 0 || !leap_between(t, zr, zc, r1, c1))
		return true; /* 0 is an unvisited square */
	return fmt_fail(in, FERR_AMBIGUOUS, g->off[zero_at],
			"0 here is either the first square (the numbers run 0..%d) or an "
			"unvisited square (the numbers run 1..%d): say --base 0 or --base 1",
			max, max);
}

/* The square of the board written in cell (r, c) of the grid proper. */
static ksq square_of(const grid_shape *s, long r, long c)
{
	if (s->flip_rows)
		r = s->rows - 1 - r;
	if (s->flip_cols)
		c = s->cols - 1 - c;
	return (ksq)(r * s->cols + c);
}

/* The numbers must run from the base up, each once. */
static bool grid_path(const fmt_input *in, tour *t, const grid_data *g, const grid_shape *s,
		      int base)
{
	size_t nsq = (size_t)s->rows * (size_t)s->cols, max = 0;
	int32_t *cell = malloc((nsq + 1) * sizeof *cell); /* move -> cell index */
	ksq *sq = malloc((nsq + 1) * sizeof *sq);         /* move -> square */
	bool ok = cell && sq;
	if (!ok)
		fmt_fail(in, FERR_NOMEM, FMT_NOPOS, "out of memory");
	for (size_t i = 0; ok && i <= nsq; i++)
		cell[i] = -1;
	for (long r = 0; r < s->rows && ok; r++)
		for (long c = 0; c < s->cols && ok; c++) {
			size_t i = cell_of(g, s, r, c);
			int32_t w = g->v[i];
			if (w == GRID_MARK || (w == 0 && base == 1))
				continue;
			size_t v = (size_t)w + (base == 0); /* the move's number from 1 */
			if (v > nsq) {
				ok = base == 1
					     ? fmt_fail(in, FERR_RANGE, g->off[i],
							"move number %d is larger than the %zu "
							"square%s of the %ldx%ld board",
							w, nsq, nsq == 1 ? "" : "s", s->rows, s->cols)
					     : fmt_fail(in, FERR_RANGE, g->off[i],
							"move number %d is larger than %zu, the "
							"last of the %zu square%s numbered from 0",
							w, nsq - 1, nsq, nsq == 1 ? "" : "s");
			} else if (cell[v] >= 0) {
				long l, cc;
				fmt_position(in->buf, in->len, g->off[cell[v]], &l, &cc);
				ok = fmt_fail(in, FERR_DUPLICATE, g->off[i],
					      "move number %d appears twice (also at line %ld, "
					      "column %ld)",
					      w, l, cc);
			} else {
				cell[v] = (int32_t)i;
				sq[v] = square_of(s, r, c);
				if (v > max)
					max = v;
			}
		}
	for (size_t v = 1; v <= max && ok; v++) {
		if (cell[v] >= 0)
			continue;
		size_t next = v + 1;
		while (cell[next] < 0)
			next++;
		ok = fmt_fail(in, FERR_GAP, g->off[cell[next]],
			      "move number %zu is missing: the numbers must run %s without a "
			      "gap (found %zu here)",
			      v - (base == 0), base == 0 ? "0, 1, 2, ..." : "1, 2, 3, ...",
			      next - (base == 0));
	}
	for (size_t v = 1; v <= max && ok; v++)
		if (!tour_push(t, sq[v]) || !fmt_where_push(in, g->off[cell[v]]))
			ok = fmt_fail(in, FERR_NOMEM, FMT_NOPOS, "out of memory");
	free(cell);
	free(sq);
	return ok;
}

bool fmt_read_grid(const fmt_input *in, tour *t)
{
	grid_data g;
	grid_shape s = {0};
	fmt_layout lay;
	int base = 1;
	memset(&g, 0, sizeof g);
	bool ok = fmt_layout_find(in, LXM_GRID, fmt_grid_word, &lay) &&
		  grid_scan(in, t, &g, &lay) && grid_labels(in, &g, &lay, &s) &&
		  grid_rows(in, &g, t, &s) && grid_base(in, &g, &s, t, &base) &&
		  grid_path(in, t, &g, &s, base);
	in->info->base = base;
	free(g.v);
	free(g.off);
	free(g.rows);
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
