/* SPDX-License-Identifier: MIT */
/* The moves format: square names in path order, as people write them:
 * separated by blanks, commas, semicolons, '|', dashes or arrows
 * ("a8 c7", "a8-c7-e8", "a8 -> c7"); numbered ("1. a8", "1) a8", "1: a8",
 * "(1) a8", and bare numbers in table rows); algebraic (a8, ab12) or
 * (row,col); with a piece letter (Na8, Kt, S, the knight symbols),
 * captures and checks (Nxc7+); as from-to pairs ("Na8-c7 Nc7-e8").  The
 * board comes from a "# board RxC" header or, failing that, is the
 * smallest board that holds the squares. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"
#include "ktour/square.h"
#include "format_impl.h"

/* ASCII only (and faster than <ctype.h>): squares are written in ASCII. */
static bool ascii_digit(char c)
{
	return c >= '0' && c <= '9';
}

static bool ascii_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* A square as written, before the board is known. */
typedef struct raw_sq {
	bool alg;
	long x, y; /* alg: 0-based file, 1-based rank; else 1-based row, col */
} raw_sq;

static size_t skip_blanks(const char *b, size_t i, size_t end)
{
	while (i < end && fmt_space_len(b, end, i))
		i += fmt_space_len(b, end, i);
	return i;
}

/* Decimal at b[*i..end): saturates above BOARD_MAX_SIDE (reported by the
 * caller as off any board); false when there is no digit. */
static bool side_number(const char *b, size_t *i, size_t end, long *out)
{
	long v = 0;
	if (*i >= end || !ascii_digit(b[*i]))
		return false;
	while (*i < end && ascii_digit(b[*i])) {
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
	while (i < e && ascii_alpha(b[i])) {
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
	if (ascii_alpha(c))
		return parse_algebraic(in, s, e, sq);
	char shown[40];
	fmt_excerpt(in->buf, s, e, shown, sizeof shown);
	return fmt_fail(in, FERR_SYNTAX, s,
			"expected a square like a8 or (1,1), or a move number like '1.'; "
			"found %s",
			ESCAPE_QUOTE(shown));
}

/* ---- words: move numbers, piece letters, squares ------------------------------- */

typedef enum part_kind { P_END, P_LABEL, P_PIECE, P_SQUARE, P_BAD } part_kind;

/* One part of a word: "12." / "(12)" / "12" (a move number), "N" (a
 * piece letter standing alone, for the square after it), or a square with
 * its piece letter, capture mark and check marks ("Nxc7+"). */
typedef struct word_part {
	part_kind kind;
	size_t s, e;        /* the whole part */
	size_t sq_s, sq_e;  /* the square itself */
	long label;
	bool piece;         /* a piece letter came before the square */
	bool chained;       /* joined to the square before it by 'x' ("a8xc7") */
} word_part;

typedef struct word_iter {
	const char *b;
	size_t i, e;
	bool first, after_square;
	bool pipes; /* a table row: a bare number is a move number */
} word_iter;

static void word_iter_init(word_iter *it, const char *b, size_t s, size_t e, bool pipes)
{
	*it = (word_iter){.b = b, .i = s, .e = e, .first = true, .pipes = pipes};
}

/* Bytes of the knight's letter at b[i]: N, S (Springer), Kt, or the
 * chess symbols; 0 when there is none.  Capital letters only: a lower
 * case n starts the file "na" of a wide board. */
static size_t piece_len(const char *b, size_t i, size_t e)
{
	if (i + 2 <= e && b[i] == 'K' && b[i + 1] == 't')
		return 2;
	if (i < e && (b[i] == 'N' || b[i] == 'S'))
		return 1;
	if (i + 3 <= e && memcmp(b + i, "\xE2\x99", 2) == 0 &&
	    ((unsigned char)b[i + 2] == 0x98 || (unsigned char)b[i + 2] == 0x9E))
		return 3; /* U+2658, U+265E */
	return 0;
}

/* Bytes of something shaped like a square at b[i]: letters then digits,
 * or "(...)"; 0 when there is none (its range is checked later). */
static size_t square_len(const char *b, size_t i, size_t e)
{
	size_t j = i;
	if (j < e && b[j] == '(') {
		while (j < e && b[j] != ')')
			j++;
		return j < e ? j + 1 - i : j - i;
	}
	while (j < e && ascii_alpha(b[j]))
		j++;
	size_t letters = j - i;
	while (j < e && ascii_digit(b[j]))
		j++;
	return letters > 0 && j > i + letters ? j - i : 0;
}

/* Check and annotation marks after a square: + # ! ? and a final '.'. */
static size_t marks_len(const char *b, size_t i, size_t e)
{
	size_t j = i;
	while (j < e && strchr("+#!?", b[j]))
		j++;
	if (j + 1 == e && b[j] == '.')
		j++;
	return j - i;
}

/* A move number at the start of a word: its length, and its value. */
static size_t label_at(const word_iter *it, long *v)
{
	const char *b = it->b;
	size_t i = it->i, paren = b[i] == '(', d = i + paren;
	*v = 0;
	while (d < it->e && ascii_digit(b[d])) {
		if (*v <= BOARD_MAX_SQUARES)
			*v = *v * 10 + (b[d] - '0');
		d++;
	}
	if (d == i + paren)
		return 0;
	if (paren)
		return d < it->e && b[d] == ')' ? d + 1 - i : 0;
	if (d == it->e)
		return it->pipes ? d - i : 0;
	if (b[d] == ')' || b[d] == ':')
		return d + 1 - i;
	size_t j = d;
	while (j < it->e && b[j] == '.')
		j++;
	return j > d ? j - i : 0;
}

static part_kind word_next(word_iter *it, word_part *p)
{
	const char *b = it->b;
	memset(p, 0, sizeof *p);
	p->s = it->i;
	if (it->i >= it->e)
		return p->kind = P_END;
	if (it->first) {
		it->first = false;
		size_t n = label_at(it, &p->label);
		if (n > 0) {
			it->i += n;
			p->e = it->i;
			return p->kind = P_LABEL;
		}
	}
	size_t i = it->i;
	if (it->after_square) {
		if (b[i] != 'x')
			return p->kind = P_BAD;
		p->chained = true;
		i++;
	}
	size_t j = i + piece_len(b, i, it->e);
	if (j > i) {
		size_t k = j + (j < it->e && (b[j] == 'x' || b[j] == ':') &&
				square_len(b, j + 1, it->e));
		if (square_len(b, k, it->e)) {
			p->piece = true;
			j = k;
		} else if (j == it->e && !p->chained) {
			it->i = p->e = j;
			return p->kind = P_PIECE;
		} else {
			j = i; /* "N5" is the square n5 */
		}
	}
	size_t q = square_len(b, j, it->e);
	if (q == 0)
		return p->kind = P_BAD;
	p->sq_s = j;
	p->sq_e = j + q;
	it->i = p->e = p->sq_e + marks_len(b, p->sq_e, it->e);
	it->after_square = true;
	return p->kind = P_SQUARE;
}

word_class fmt_moves_word(const fmt_input *in, const lx_tok *t)
{
	word_iter it;
	word_part p;
	word_class c = W_DATA;
	word_iter_init(&it, in->buf, t->start, t->end, t->pipes);
	for (part_kind k; (k = word_next(&it, &p)) != P_END;) {
		if (k == P_BAD)
			return W_TEXT;
		if (k == P_SQUARE)
			c = W_SQUARE;
	}
	return c;
}

/* ---- reading ------------------------------------------------------------------------ */

typedef struct moves_state {
	fmt_headers h;
	bool convert;          /* pass 2: the board is known, build the path */
	size_t count;          /* squares so far */
	long max_row, max_col; /* pass 1: extents needed (1-based) */
	bool label_pending, piece_pending;
	long label;
	size_t label_at, piece_at;
	/* from-to pairs: "a8-c7 c7-e8" is the path a8 c7 e8 */
	bool chain_open;       /* a joiner may continue the last square's chain */
	size_t chains, chain_len;
	bool pairs_ok;         /* pass 1: every chain so far has two squares */
	bool link_bad;         /* pass 1: a chain starts off the last one's end */
	size_t link_at, labels;
	bool pairs;            /* pass 2: read as pairs */
	raw_sq last;
	/* "na8 nc7": a piece letter in lower case, or files of a wide board? */
	size_t multi;          /* squares with two or more file letters */
	char multi_letter;     /* their first letter while they share it, else 0 */
	size_t first_at;
} moves_state;

static bool same_square(const raw_sq *a, const raw_sq *b)
{
	return a->alg == b->alg && a->x == b->x && a->y == b->y;
}

/* Pass 2: place the square written at b[s..e) on the (now known) board. */
static bool place_square(const fmt_input *in, const word_part *p, const raw_sq *sq, tour *t,
			 const moves_state *st)
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
		fmt_excerpt(in->buf, p->sq_s, p->sq_e, shown, sizeof shown);
		return fmt_fail(in, FERR_RANGE, p->sq_s,
				"square %s is off the %dx%d board of the header on line %ld%s",
				shown, t->spec.rows, t->spec.cols, st->h.board_line,
				sq->alg && sq->x >= 26 && strchr("nsk", in->buf[p->sq_s])
					? " (a knight's move is written with a capital letter: "
					  "Na8)"
					: "");
	}
	if (!tour_push(t, (ksq)(row0 * t->spec.cols + col0)) || !fmt_where_push(in, p->s))
		return fmt_fail(in, FERR_NOMEM, p->s, "out of memory");
	return true;
}

/* How many moves so far, as the move numbers count them. */
static size_t moves_so_far(const moves_state *st)
{
	return st->pairs ? st->chains : st->count;
}

static bool take_label(const fmt_input *in, const word_part *p, moves_state *st)
{
	st->chain_open = false;
	if (!st->convert) {
		st->labels++;
		return true; /* counted once pass 1 knows whether moves are pairs */
	}
	if (st->label_pending)
		return fmt_fail(in, FERR_SYNTAX, p->s, "expected a square after move number %ld",
				st->label);
	if (st->piece_pending)
		return fmt_fail(in, FERR_SYNTAX, st->piece_at,
				"a piece letter with no square after it");
	long v = p->label;
	if (v > BOARD_MAX_SQUARES) { /* as written, not the value it was cut to */
		char shown[40];
		size_t d = p->s + (in->buf[p->s] == '('), e = d;
		while (e < p->e && ascii_digit(in->buf[e]))
			e++;
		fmt_excerpt(in->buf, d, e, shown, sizeof shown);
		return fmt_fail(in, FERR_RANGE, p->s,
				"move number %s is too large: a board has at most %ld squares",
				ESCAPE_QUOTE(shown), BOARD_MAX_SQUARES);
	}
	if ((size_t)v != moves_so_far(st) + 1)
		return fmt_fail(in, FERR_SEQUENCE, p->s,
				"move number %ld where %zu was expected: numbered moves count 1, "
				"2, 3, ...",
				v, moves_so_far(st) + 1);
	st->label_pending = true;
	st->label = v;
	st->label_at = p->s;
	return true;
}

/* Pass 1 notes what a square says about the board and the pairs. */
static void note_square(const fmt_input *in, const word_part *p, const raw_sq *sq, bool cont,
			moves_state *st)
{
	long r = sq->alg ? sq->y : sq->x, c = sq->alg ? sq->x + 1 : sq->y;
	if (r > st->max_row)
		st->max_row = r;
	if (c > st->max_col)
		st->max_col = c;
	if (!cont && st->chains > 1 && !same_square(sq, &st->last) && !st->link_bad) {
		st->link_bad = true; /* a pair must start where the last one ended */
		st->link_at = p->sq_s;
	}
	size_t letters = 0;
	while (ascii_alpha(in->buf[p->sq_s + letters]))
		letters++;
	char first = (char)tolower((unsigned char)in->buf[p->sq_s]);
	if (st->count == 0)
		st->first_at = p->s;
	if (letters >= 2 && !p->piece) {
		if (st->multi++ == 0)
			st->multi_letter = first;
		else if (first != st->multi_letter)
			st->multi_letter = 0;
	}
}

static bool take_square(const fmt_input *in, const word_part *p, bool cont, tour *t,
			moves_state *st)
{
	raw_sq sq;
	if (!parse_square(in, p->sq_s, p->sq_e, &sq))
		return false;
	if (!cont) { /* a new chain of squares joined by dashes or arrows */
		if (st->chains > 0 && st->chain_len != 2)
			st->pairs_ok = false;
		st->chains++;
		st->chain_len = 0;
	}
	st->chain_len++;
	st->label_pending = st->piece_pending = false;
	in->info->pieces |= p->piece;
	if (!st->convert)
		note_square(in, p, &sq, cont, st);
	else if (!(st->pairs && !cont && st->chains > 1) && !place_square(in, p, &sq, t, st))
		return false; /* a pair's first square is the last pair's second */
	st->count++;
	st->last = sq;
	st->chain_open = true;
	return true;
}

/* What is wrong with a word that is not a square, a move number or a
 * piece letter. */
static bool bad_word(const fmt_input *in, const word_iter *it)
{
	if (!it->after_square && !parse_square(in, it->i, it->e, &(raw_sq){0}))
		return false; /* says what a square looks like */
	char shown[40];
	fmt_excerpt(in->buf, it->i, it->e, shown, sizeof shown);
	return fmt_fail(in, FERR_SYNTAX, it->i,
			"unexpected %s after the square: separate squares with blanks, "
			"commas, dashes or arrows",
			ESCAPE_QUOTE(shown));
}

static bool take_word(const fmt_input *in, const lx_tok *tk, tour *t, moves_state *st)
{
	word_iter it;
	word_part p;
	bool first_square = true;
	word_iter_init(&it, in->buf, tk->start, tk->end, tk->pipes);
	if (!tk->joined)
		st->chain_open = false;
	for (part_kind k; (k = word_next(&it, &p)) != P_END;) {
		if (k == P_BAD)
			return bad_word(in, &it);
		if (k == P_LABEL && !take_label(in, &p, st))
			return false;
		if (k == P_PIECE) {
			st->piece_pending = true;
			st->piece_at = p.s;
		}
		if (k == P_SQUARE) {
			bool cont = p.chained || (first_square && tk->joined && st->chain_open);
			if (!take_square(in, &p, cont, t, st))
				return false;
			first_square = false;
		}
	}
	return true;
}

typedef struct moves_pass_ctx {
	tour *t;
	moves_state *st;
} moves_pass_ctx;

static bool moves_token(const fmt_input *in, const lx_tok *tk, void *ctx)
{
	moves_pass_ctx *c = ctx;
	return tk->kind != LX_WORD || take_word(in, tk, c->t, c->st);
}

static bool moves_pass(const fmt_input *in, const fmt_layout *lay, tour *t, moves_state *st)
{
	moves_pass_ctx c = {t, st};
	if (!fmt_walk(in, lay, LXM_MOVES, t, st->convert ? NULL : &st->h, moves_token, &c))
		return false;
	if (!st->convert)
		return true;
	if (st->label_pending)
		return fmt_fail(in, FERR_SYNTAX, st->label_at,
				"move number %ld is not followed by a square", st->label);
	if (st->piece_pending)
		return fmt_fail(in, FERR_SYNTAX, st->piece_at,
				"a piece letter with no square after it");
	return true;
}

/* After pass 1: the board from the data, unless a header gave it. */
static bool moves_board(const fmt_input *in, const fmt_layout *lay, tour *t,
			const moves_state *st)
{
	if (st->count == 0 && (!st->h.board_given || lay->first_text != FMT_NOPOS)) {
		if (lay->first_text != FMT_NOPOS) { /* only text: say what is wrong with it */
			lexer lx;
			lx_tok tk;
			moves_state none = {0};
			lexer_init(&lx, in->buf, in->len, LXM_MOVES);
			lx.pos = lay->first_text;
			lx.line_begin = false;
			lexer_next(&lx, &tk);
			if (!take_word(in, &tk, t, &none))
				return false;
		}
		return fmt_fail(in, FERR_EMPTY, in->len,
				"no squares: expected square names like 'a8 b6' or '(1,1) (3,2)'");
	}
	if (st->h.board_given)
		return true;
	if (st->count >= 2 && st->multi == st->count && st->multi_letter &&
	    strchr("nsk", st->multi_letter))
		return fmt_fail(in, FERR_AMBIGUOUS, st->first_at,
				"every square starts with '%c': if '%c' is the knight, write it "
				"as a capital letter (N, S or Kt: Na8); to read them as squares "
				"of a wide board, give its size in a '# board RxC' line",
				st->multi_letter, st->multi_letter);
	if (st->max_row * st->max_col > BOARD_MAX_SQUARES)
		return fmt_fail(in, FERR_RANGE, FMT_NOPOS,
				"the squares need a %ldx%ld board: more than the %ld squares "
				"allowed",
				st->max_row, st->max_col, BOARD_MAX_SQUARES);
	t->spec.rows = (int)st->max_row;
	t->spec.cols = (int)st->max_col;
	return true;
}

bool fmt_read_moves(const fmt_input *in, tour *t)
{
	fmt_layout lay;
	moves_state st = {.pairs_ok = true};
	if (!fmt_layout_find(in, LXM_MOVES, fmt_moves_word, &lay) ||
	    !moves_pass(in, &lay, t, &st))
		return false;
	if (st.chains > 0 && st.chain_len != 2)
		st.pairs_ok = false;
	bool pairs = st.pairs_ok && st.chains >= 2;
	if (pairs && st.link_bad && st.labels > 0) { /* "1. Na8-c7 2. Nd5-e7" */
		return fmt_fail(in, FERR_SEQUENCE, st.link_at,
				"numbered from-to moves must join up: this one does not start "
				"where the move before it ended");
	}
	if (!moves_board(in, &lay, t, &st))
		return false;
	moves_state pass2 = {.h = st.h, .convert = true, .pairs = pairs && !st.link_bad};
	in->info->pairs = pass2.pairs;
	return moves_pass(in, &lay, t, &pass2);
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
