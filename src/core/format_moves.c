/* The moves format: square names in path order, separated by blanks,
 * commas or newlines, optionally numbered ("1. a8 2. b6" or "1: a8"),
 * algebraic (a8) or (row,col).  The board comes from a "# board RxC"
 * header or, failing that, is the smallest board that holds the squares. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/square.h"
#include "format_impl.h"

/* A square as written, before the board is known. */
typedef struct raw_sq {
	bool alg;
	long x, y; /* alg: 0-based file, 1-based rank; else 1-based row, col */
} raw_sq;

typedef struct moves_state {
	fmt_headers h;
	bool convert;      /* pass 2: the board is known, build the path */
	size_t count;      /* squares so far */
	long max_row, max_col; /* pass 1: extents needed (1-based) */
	bool label_pending;
	long label;
	size_t label_at;
} moves_state;

static size_t skip_blanks(const char *b, size_t i, size_t end)
{
	while (i < end && (b[i] == ' ' || b[i] == '\t'))
		i++;
	return i;
}

/* Decimal at b[*i..end): saturates above BOARD_MAX_SIDE (reported by the
 * caller as off any board); false when there is no digit. */
static bool side_number(const char *b, size_t *i, size_t end, long *out)
{
	long v = 0;
	if (*i >= end || !isdigit((unsigned char)b[*i]))
		return false;
	while (*i < end && isdigit((unsigned char)b[*i])) {
		if (v <= BOARD_MAX_SIDE)
			v = v * 10 + (b[*i] - '0');
		(*i)++;
	}
	*out = v;
	return true;
}

static bool side_in_range(const fmt_input *in, size_t at, const char *what, long v)
{
	if (v < 1)
		return fmt_fail(in, FERR_RANGE, at, "%ss count from 1", what);
	if (v > BOARD_MAX_SIDE)
		return fmt_fail(in, FERR_RANGE, at,
				"%s %ld is beyond the largest board side (%d)", what, v,
				BOARD_MAX_SIDE);
	return true;
}

/* "(row,col)" at b[s..e). */
static bool parse_rowcol(const fmt_input *in, size_t s, size_t e, raw_sq *sq)
{
	const char *b = in->buf;
	const char *want = "the row number";
	size_t i = skip_blanks(b, s + 1, e), at_r = i, at_c = 0;
	if (!side_number(b, &i, e, &sq->x))
		goto bad;
	i = skip_blanks(b, i, e);
	want = "',' between row and column";
	if (i >= e || b[i] != ',')
		goto bad;
	i = skip_blanks(b, i + 1, e);
	at_c = i;
	want = "the column number";
	if (!side_number(b, &i, e, &sq->y))
		goto bad;
	i = skip_blanks(b, i, e);
	want = "')' after the column";
	if (i >= e || b[i] != ')')
		goto bad;
	if (i + 1 != e)
		return fmt_fail(in, FERR_SYNTAX, i + 1,
				"unexpected text after ')': separate squares with blanks or "
				"commas");
	sq->alg = false;
	return side_in_range(in, at_r, "row", sq->x) && side_in_range(in, at_c, "column", sq->y);
bad:
	return fmt_fail(in, FERR_SYNTAX, i < e ? i : e,
			"expected %s: a square is (ROW,COL) with 1-based numbers, like (1,1)",
			want);
}

/* "a8", "ab12" at b[s..e). */
static bool parse_algebraic(const fmt_input *in, size_t s, size_t e, raw_sq *sq)
{
	const char *b = in->buf;
	size_t i = s;
	long file = 0;
	while (i < e && isalpha((unsigned char)b[i])) {
		if (i - s >= 4)
			return fmt_fail(in, FERR_RANGE, s,
					"too many file letters: at most 4 (up to zzzz)");
		file = file * 26 + (tolower((unsigned char)b[i]) - 'a' + 1);
		i++;
	}
	size_t at_rank = i;
	if (!side_number(b, &i, e, &sq->y) || i != e)
		return fmt_fail(in, FERR_SYNTAX, i,
				"expected a square name: file letters then a rank number, "
				"like a8 or ab12");
	sq->alg = true;
	sq->x = file - 1;
	if (sq->x >= BOARD_MAX_SIDE)
		return fmt_fail(in, FERR_RANGE, s,
				"file %ld is beyond the largest board side (%d)", file,
				BOARD_MAX_SIDE);
	return side_in_range(in, at_rank, "rank", sq->y);
}

static bool parse_square(const fmt_input *in, size_t s, size_t e, raw_sq *sq)
{
	char c = in->buf[s];
	if (e - s > 64)
		return fmt_fail(in, FERR_TOO_LONG, s, "a square name of %zu bytes is too long",
				e - s);
	if (c == '(')
		return parse_rowcol(in, s, e, sq);
	if (isalpha((unsigned char)c))
		return parse_algebraic(in, s, e, sq);
	char shown[40];
	fmt_excerpt(in->buf, s, e, shown, sizeof shown);
	return fmt_fail(in, FERR_SYNTAX, s,
			"expected a square like a8 or (1,1), or a move number like '1.'; "
			"found '%s'",
			shown);
}

/* Pass 2: place the square written at b[s..e) on the (now known) board. */
static bool place_square(const fmt_input *in, size_t s, size_t e, const raw_sq *sq,
			 tour *t, const moves_state *st)
{
	long row0, col0;
	if (sq->alg) {
		row0 = t->spec.rows - sq->y;
		col0 = sq->x;
	} else {
		row0 = sq->x - 1;
		col0 = sq->y - 1;
	}
	if (row0 < 0 || row0 >= t->spec.rows || col0 < 0 || col0 >= t->spec.cols) {
		char shown[40];
		fmt_excerpt(in->buf, s, e, shown, sizeof shown);
		return fmt_fail(in, FERR_RANGE, s,
				"square %s is off the %dx%d board of the header on line %ld",
				shown, t->spec.rows, t->spec.cols, st->h.board_line);
	}
	if (!tour_push(t, (ksq)(row0 * t->spec.cols + col0)))
		return fmt_fail(in, FERR_NOMEM, s, "out of memory");
	return true;
}

/* A move label "12." or "12:" at the start of w[s..e): its length, or 0. */
static size_t label_len(const char *b, size_t s, size_t e)
{
	size_t i = s;
	while (i < e && isdigit((unsigned char)b[i]))
		i++;
	return i > s && i < e && (b[i] == '.' || b[i] == ':') ? i + 1 - s : 0;
}

static bool take_label(const fmt_input *in, size_t s, size_t n, moves_state *st)
{
	if (st->label_pending)
		return fmt_fail(in, FERR_SYNTAX, s, "expected a square after move number %ld",
				st->label);
	long v = 0;
	for (size_t i = s; i < s + n - 1; i++)
		if (v <= BOARD_MAX_SQUARES)
			v = v * 10 + (in->buf[i] - '0');
	if ((size_t)v != st->count + 1)
		return fmt_fail(in, FERR_SEQUENCE, s,
				"move number %ld where %zu was expected: numbered moves count 1, "
				"2, 3, ...",
				v > BOARD_MAX_SQUARES ? BOARD_MAX_SQUARES + 1 : v, st->count + 1);
	st->label_pending = true;
	st->label = v;
	st->label_at = s;
	return true;
}

static bool take_word(const fmt_input *in, size_t s, size_t e, tour *t, moves_state *st)
{
	size_t n = label_len(in->buf, s, e);
	if (n > 0) {
		if (!take_label(in, s, n, st))
			return false;
		s += n;
		if (s == e)
			return true;
	}
	raw_sq sq;
	if (!parse_square(in, s, e, &sq))
		return false;
	st->label_pending = false;
	if (st->convert) {
		if (!place_square(in, s, e, &sq, t, st))
			return false;
	} else {
		long r = sq.alg ? sq.y : sq.x, c = sq.alg ? sq.x + 1 : sq.y;
		if (r > st->max_row)
			st->max_row = r;
		if (c > st->max_col)
			st->max_col = c;
	}
	st->count++;
	return true;
}

static bool moves_pass(const fmt_input *in, tour *t, moves_state *st)
{
	lexer lx;
	lx_tok tk;
	lexer_init(&lx, in->buf, in->len, true);
	while (lexer_next(&lx, &tk) != LX_END) {
		if (tk.kind == LX_HEADER && !st->convert) {
			if (!fmt_header(in, tk.start, tk.end, t, &st->h))
				return false;
		} else if (tk.kind == LX_WORD) {
			if (!take_word(in, tk.start, tk.end, t, st))
				return false;
		}
	}
	if (st->label_pending)
		return fmt_fail(in, FERR_SYNTAX, st->label_at,
				"move number %ld is not followed by a square", st->label);
	return true;
}

bool fmt_read_moves(const fmt_input *in, tour *t)
{
	moves_state st = {0};
	if (!moves_pass(in, t, &st))
		return false;
	if (st.count == 0 && !st.h.board_given)
		return fmt_fail(in, FERR_EMPTY, in->len,
				"no squares: expected square names like 'a8 b6' or '(1,1) (3,2)'");
	if (!st.h.board_given) {
		if (st.max_row * st.max_col > BOARD_MAX_SQUARES)
			return fmt_fail(in, FERR_RANGE, FMT_NOPOS,
					"the squares need a %ldx%ld board: more than the %ld "
					"squares allowed",
					st.max_row, st.max_col, BOARD_MAX_SQUARES);
		t->spec.rows = (int)st.max_row;
		t->spec.cols = (int)st.max_col;
	}
	moves_state pass2 = {.h = st.h, .convert = true};
	return moves_pass(in, t, &pass2);
}

/* ---- writing ------------------------------------------------------------------ */

bool fmt_write_moves(FILE *f, const tour *t)
{
	long nsq = (long)t->spec.rows * t->spec.cols;
	fmt_write_headers(f, t);
	for (size_t i = 0; i < t->len; i++) {
		ksq s = t->path[i];
		if (s < 0 || s >= nsq) {
			errno = EINVAL;
			return false;
		}
		char name[SQUARE_NAME_MAX];
		square_name_algebraic(t->spec.rows, (int)(s / t->spec.cols),
				      (int)(s % t->spec.cols), name, sizeof name);
		fprintf(f, "%zu. %s%c", i + 1, name, (i % 8 == 7 || i + 1 == t->len) ? '\n' : ' ');
	}
	return !ferror(f);
}
