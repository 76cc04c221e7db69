/* SPDX-License-Identifier: MIT */
/* Text as people write tours: the line lexer shared by the grid and moves
 * readers (Unicode spaces, table rules and cells, joiners between squares),
 * the layout of a file (the tour's lines, the text around it, lines of file
 * letters) and format detection. */
#include <ctype.h>
#include <string.h>

#include "format_impl.h"
#include "ktour/escape.h"

/* ---- characters ------------------------------------------------------------- */

/* The code point of the UTF-8 sequence at buf[i] (input is valid UTF-8:
 * checked before any reader runs) and its length in *n. */
static unsigned long cp_at(const char *buf, size_t len, size_t i, size_t *n)
{
	const unsigned char *p = (const unsigned char *)buf + i;
	size_t avail = len - i;
	if (p[0] < 0x80 || avail < 2) {
		*n = 1;
		return p[0];
	}
	if (p[0] < 0xE0) {
		*n = 2;
		return (unsigned long)(p[0] & 0x1F) << 6 | (p[1] & 0x3F);
	}
	if (p[0] < 0xF0 && avail >= 3) {
		*n = 3;
		return (unsigned long)(p[0] & 0x0F) << 12 | (unsigned long)(p[1] & 0x3F) << 6 |
		       (p[2] & 0x3F);
	}
	if (avail >= 4) {
		*n = 4;
		return (unsigned long)(p[0] & 0x07) << 18 | (unsigned long)(p[1] & 0x3F) << 12 |
		       (unsigned long)(p[2] & 0x3F) << 6 | (p[3] & 0x3F);
	}
	*n = 1;
	return p[0];
}

static bool is_space_cp(unsigned long c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == 0xA0 || c == 0x1680 ||
	       (c >= 0x2000 && c <= 0x200B) || c == 0x2028 || c == 0x2029 || c == 0x202F ||
	       c == 0x205F || c == 0x2060 || c == 0x3000 || c == 0xFEFF;
}

size_t fmt_space_len(const char *buf, size_t len, size_t i)
{
	size_t n;
	if (i < len && (unsigned char)buf[i] < 0x80)
		return buf[i] == ' ' || buf[i] == '\t' || buf[i] == '\r';
	return i < len && is_space_cp(cp_at(buf, len, i, &n)) ? n : 0;
}

static bool is_box_cp(unsigned long c)
{
	return (c >= 0x2500 && c <= 0x257F) || c == 0xA6; /* box drawing, broken bar */
}

/* Arrows of every Unicode block people paste them from. */
static bool is_arrow_cp(unsigned long c)
{
	return (c >= 0x2190 && c <= 0x21FF) || (c >= 0x27F0 && c <= 0x27FF) ||
	       (c >= 0x2794 && c <= 0x27BF) || (c >= 0x2900 && c <= 0x297F) ||
	       (c >= 0x2B00 && c <= 0x2B11);
}

/* Dashes: hyphen-minus, figure/en/em dash, minus sign. */
static bool is_dash_cp(unsigned long c)
{
	return c == '-' || (c >= 0x2010 && c <= 0x2015) || c == 0x2212;
}

typedef enum sep_kind { SEP_NONE, SEP_BLANK, SEP_LIST, SEP_PIPE, SEP_JOIN } sep_kind;

static sep_kind sep_at_unicode(const lexer *lx, size_t i, size_t *n);

/* The separator at lx->buf[i] in the lexer's mode, its length in *n. */
static sep_kind sep_at(const lexer *lx, size_t i, size_t *n)
{
	unsigned char b = (unsigned char)lx->buf[i];
	if (b >= 0x80)
		return sep_at_unicode(lx, i, n);
	*n = 1;
	if (isalnum(b)) /* most bytes: the fast way out */
		return SEP_NONE;
	if (b == ' ' || b == '\t' || b == '\r')
		return SEP_BLANK;
	if (b == ',' || b == ';')
		return SEP_LIST;
	if (b == '|')
		return SEP_PIPE;
	if (lx->mode != LXM_MOVES)
		return SEP_NONE;
	if (b == '-' || b == '>')
		return SEP_JOIN;
	if (b == '=' && i + 1 < lx->len && lx->buf[i + 1] == '>') {
		*n = 2;
		return SEP_JOIN;
	}
	return SEP_NONE;
}

/* The same for a character beyond ASCII. */
static sep_kind sep_at_unicode(const lexer *lx, size_t i, size_t *n)
{
	unsigned long c = cp_at(lx->buf, lx->len, i, n);
	if (is_space_cp(c))
		return SEP_BLANK;
	if (c == ',' || c == ';')
		return SEP_LIST;
	if (c == '|' || is_box_cp(c))
		return SEP_PIPE;
	if (lx->mode == LXM_MOVES && (is_dash_cp(c) || is_arrow_cp(c)))
		return SEP_JOIN;
	return SEP_NONE;
}

/* ---- rule lines ----------------------------------------------------------------- */

/* The box-drawing characters that are only a vertical line (light, heavy,
 * dashed, double, half): a frame's side, a cell's wall, as '|' is. */
static bool is_box_vertical_cp(unsigned long c)
{
	return c == 0x2502 || c == 0x2503 || c == 0x2506 || c == 0x2507 || c == 0x250A ||
	       c == 0x250B || c == 0x254E || c == 0x254F || c == 0x2551 ||
	       (c >= 0x2575 && c <= 0x257F && c % 2 == 1);
}

/* A line of a table's frame: "+---+---+", "|---|:--:|", "-----", "====",
 * box drawing, or a Markdown code fence.  A line of single '-' words is a
 * grid row of unvisited squares, not a rule, between '|' or between a
 * frame's vertical lines alike ("│ - - - │"); a line of vertical lines
 * alone ("│       │") is a rule. */
static bool rule_line(const char *b, size_t len, size_t i)
{
	size_t n, dashes = 0;
	bool feature = false, any = false, walls = false, single_dash = false;
	if (i + 3 <= len && (memcmp(b + i, "```", 3) == 0 || memcmp(b + i, "~~~", 3) == 0))
		return true;
	for (; i < len && b[i] != '\n'; i += n) {
		unsigned long c = cp_at(b, len, i, &n);
		if (c == '-') {
			feature |= ++dashes >= 3;
			any = true;
			continue;
		}
		single_dash |= dashes == 1;
		dashes = 0;
		if (is_space_cp(c))
			continue;
		if (is_box_vertical_cp(c))
			walls = any = true;
		else if (c == '+' || c == '=' || c == ':' || c == '_' || (is_box_cp(c) && c != 0xA6))
			feature = any = true;
		else if (c != '|')
			return false;
	}
	single_dash |= dashes == 1;
	return any && (feature || (walls && !single_dash));
}

/* ---- the lexer -------------------------------------------------------------------- */

void lexer_init(lexer *lx, const char *buf, size_t len, lx_mode mode)
{
	memset(lx, 0, sizeof *lx);
	lx->buf = buf;
	lx->len = len;
	lx->mode = mode;
	lx->line_start = lx->line_begin = true;
}

/* At the first byte of a line: skip a rule line, note whether it has
 * pipes. */
static void line_begin(lexer *lx)
{
	const char *b = lx->buf;
	lx->line_begin = false;
	size_t i = lx->pos;
	while (i < lx->len && b[i] != '\n' && fmt_space_len(b, lx->len, i))
		i += fmt_space_len(b, lx->len, i);
	if (i < lx->len && b[i] != '#' && rule_line(b, lx->len, i)) {
		while (i < lx->len && b[i] != '\n')
			i++;
		lx->pos = i;
		return;
	}
	const char *nl = memchr(b + lx->pos, '\n', lx->len - lx->pos);
	size_t end = nl ? (size_t)(nl - b) : lx->len;
	lx->line_pipes = memchr(b + lx->pos, '|', end - lx->pos) != NULL;
	for (size_t j = lx->pos; j + 1 < end && !lx->line_pipes; j++) /* box drawing */
		lx->line_pipes = (unsigned char)b[j] == 0xE2 &&
				 ((unsigned char)b[j + 1] == 0x94 || (unsigned char)b[j + 1] == 0x95);
}

static lx_kind emit(lexer *lx, lx_tok *t, lx_kind kind, size_t start, size_t end)
{
	t->kind = kind;
	t->start = start;
	t->end = end;
	t->pipes = lx->line_pipes;
	return kind;
}

lx_kind lexer_next(lexer *lx, lx_tok *t)
{
	const char *b = lx->buf;
	t->empty = t->joined = false;
	if (lx->line_begin)
		line_begin(lx);
	for (;;) {
		size_t n;
		if (lx->pos >= lx->len)
			return emit(lx, t, LX_END, lx->pos, lx->pos);
		sep_kind k = b[lx->pos] == '\n' ? SEP_NONE : sep_at(lx, lx->pos, &n);
		if (k == SEP_NONE)
			break;
		if (k != SEP_BLANK)
			lx->line_start = false;
		if (k == SEP_JOIN)
			lx->joined = true;
		if (k == SEP_PIPE && lx->mode == LXM_GRID) {
			size_t at = lx->pos;
			lx->pos += n;
			if (lx->pipe_open) { /* nothing since the last '|': an empty cell */
				t->empty = true;
				return emit(lx, t, LX_WORD, at, at);
			}
			lx->pipe_open = true;
			continue;
		}
		lx->pos += n;
	}
	size_t start = lx->pos;
	if (b[lx->pos] == '\n') {
		lx->pos++;
		lx->line_start = lx->line_begin = true;
		lx->line_pipes = lx->pipe_open = lx->joined = false;
		return emit(lx, t, LX_EOL, start, lx->pos);
	}
	if (b[lx->pos] == '#' && lx->line_start) {
		while (lx->pos < lx->len && b[lx->pos] != '\n')
			lx->pos++;
		lx->line_start = false;
		return emit(lx, t, LX_HEADER, start, lx->pos);
	}
	lx->line_start = lx->pipe_open = false;
	t->joined = lx->joined;
	lx->joined = false;
	while (lx->pos < lx->len && b[lx->pos] != '\n') {
		size_t n;
		unsigned char c = (unsigned char)b[lx->pos];
		if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z')) {
			lx->pos++; /* the bytes of most words, without a call */
			continue;
		}
		if (c == '(' && lx->mode == LXM_MOVES) {
			while (lx->pos < lx->len && b[lx->pos] != ')' && b[lx->pos] != '\n')
				lx->pos++;
			if (lx->pos < lx->len && b[lx->pos] == ')')
				lx->pos++;
			continue;
		}
		if (sep_at(lx, lx->pos, &n) != SEP_NONE)
			break;
		lx->pos += n;
	}
	return emit(lx, t, LX_WORD, start, lx->pos);
}

/* ---- the tour's tokens --------------------------------------------------------------- */

/* Header lines in buf[from..to), whole lines, in order. */
static bool headers_in(const fmt_input *in, size_t from, size_t to, tour *t, fmt_headers *h)
{
	const char *b = in->buf;
	while (from < to) {
		const char *nl = memchr(b + from, '\n', to - from);
		size_t end = nl ? (size_t)(nl - b) : to, i = from;
		while (i < end && fmt_space_len(b, in->len, i))
			i += fmt_space_len(b, in->len, i);
		if (i < end && b[i] == '#' && !fmt_header(in, i, end, t, h))
			return false;
		from = end + 1;
	}
	return true;
}

bool fmt_walk(const fmt_input *in, const fmt_layout *lay, lx_mode mode, tour *t,
	      fmt_headers *h, token_fn fn, void *ctx)
{
	lexer lx;
	lx_tok tk;
	if (h && !headers_in(in, 0, lay->data_start, t, h))
		return false;
	lexer_init(&lx, in->buf, lay->data_end, mode);
	lx.pos = lay->data_start;
	do {
		lexer_next(&lx, &tk);
		if (tk.kind == LX_HEADER) {
			if (h && !fmt_header(in, tk.start, tk.end, t, h))
				return false;
		} else if (!fn(in, &tk, ctx)) {
			return false;
		}
	} while (tk.kind != LX_END);
	return !h || headers_in(in, lay->data_end, in->len, t, h);
}

/* ---- lines ------------------------------------------------------------------------- */

typedef enum line_kind { LN_EMPTY, LN_DATA, LN_LABEL, LN_TEXT, LN_MIXED } line_kind;

typedef struct line_stats {
	size_t start, end;      /* the line's bytes (end: its newline or the end) */
	long data, text;        /* words of each kind (W_EMPTY, W_SQUARE are data) */
	long squares;           /* W_SQUARE words */
	size_t first_word, first_text;
	bool first_data;        /* the first word is data */
	bool labels;            /* grid: only single letters a, b, c ... in order */
	line_kind kind;
} line_stats;

static bool word_is(const char *b, const lx_tok *t, const char *w)
{
	size_t n = strlen(w);
	return t->end - t->start == n && memcmp(b + t->start, w, n) == 0;
}

/* Letters that count files: a b c ... or h g f ... a (either case). */
typedef struct letter_run {
	int count, first, step;
	bool ok;
} letter_run;

static void letter_add(letter_run *r, int c)
{
	c = tolower(c) - 'a';
	if (r->count == 0)
		r->first = c;
	else if (r->count == 1)
		r->step = c - r->first;
	if (r->count >= 1 && (c != r->first + r->step * r->count || (r->step != 1 && r->step != -1)))
		r->ok = false;
	r->count++;
}

/* One line from the lexer, header lines skipped: its words counted.  In a
 * grid, "8 x 8" and "8 by 8" are text, not three cells. */
static bool line_next(const fmt_input *in, lexer *lx, word_classifier classify,
		      line_stats *s)
{
	lx_tok t;
	word_class prev[2] = {W_TEXT, W_TEXT};
	bool times = false;
	letter_run run = {.ok = true};
	memset(s, 0, sizeof *s);
	s->start = lx->pos;
	s->first_text = FMT_NOPOS;
	for (;;) {
		lexer_next(lx, &t);
		if (t.kind == LX_END || t.kind == LX_EOL)
			break;
		if (t.kind == LX_HEADER)
			continue;
		word_class c = classify(in, &t);
		if (s->data + s->text == 0) {
			s->first_word = t.start;
			s->first_data = c == W_DATA || c == W_EMPTY || c == W_SQUARE;
		}
		s->squares += c == W_SQUARE;
		if (c == W_DATA || c == W_EMPTY || c == W_SQUARE)
			s->data++;
		else
			s->text++;
		if (c == W_LETTER)
			letter_add(&run, in->buf[t.start]);
		if ((c == W_TEXT || c == W_LETTER) && s->first_text == FMT_NOPOS)
			s->first_text = t.start;
		if (c == W_DATA && times && prev[1] == W_DATA && lx->mode == LXM_GRID) {
			s->data -= 2; /* "8 x 8": a board size in a title */
			s->text += 2;
		}
		times = (c == W_LETTER || c == W_TEXT) && t.end - t.start <= 2 &&
			(word_is(in->buf, &t, "x") || word_is(in->buf, &t, "X") ||
			 word_is(in->buf, &t, "\xC3\x97") || word_is(in->buf, &t, "by"));
		prev[1] = prev[0];
		prev[0] = c;
	}
	s->end = t.kind == LX_EOL ? t.start : t.end;
	s->labels = run.ok && run.count >= 2 && run.count == s->text &&
		    (run.step == 1 ? run.first == 0 : run.first == run.count - 1);
	if (s->data + s->text == 0)
		s->kind = LN_EMPTY;
	else if (s->text == 0)
		s->kind = LN_DATA;
	else if (s->labels && lx->mode == LXM_GRID)
		s->kind = LN_LABEL;
	else if (s->text > s->data)
		s->kind = LN_TEXT;
	else
		s->kind = LN_MIXED;
	return t.kind != LX_END;
}

/* ---- layout --------------------------------------------------------------------------- */

/* Is this line part of the tour?  A grid line with some text is, when it
 * has at least half the cells of a full row (a row with a mistake). */
static bool strong_line(const line_stats *s, long width)
{
	return s->kind == LN_DATA || (s->kind == LN_MIXED && s->data * 2 >= width);
}

static void note_text(long range[2], long line)
{
	if (range[0] == 0)
		range[0] = line;
	range[1] = line;
}

/* The widest data line of a grid: how many cells a row has. */
static long grid_width(const fmt_input *in, lx_mode mode, word_classifier classify)
{
	lexer lx;
	line_stats s;
	long width = 0;
	if (mode != LXM_GRID)
		return 0;
	lexer_init(&lx, in->buf, in->len, mode);
	for (bool more = true; more;) {
		more = line_next(in, &lx, classify, &s);
		if (s.kind == LN_DATA && s.data > width)
			width = s.data;
	}
	return width;
}

static bool text_inside(const fmt_input *in, const line_stats *s, lx_mode mode)
{
	char shown[40];
	size_t at = s->first_text, end = at;
	while (end < s->end && !fmt_space_len(in->buf, in->len, end))
		end++;
	fmt_excerpt(in->buf, at, end, shown, sizeof shown);
	return fmt_fail(in, FERR_SYNTAX, at,
			"text inside the tour: %s is not part of the %s; put '# ' before a "
			"comment line, and keep one tour per file",
			ESCAPE_QUOTE(shown), mode == LXM_GRID ? "grid" : "move list");
}

bool fmt_layout_find(const fmt_input *in, lx_mode mode, word_classifier classify,
		     fmt_layout *out)
{
	long width = grid_width(in, mode, classify);
	long before[2] = {0, 0}, after[2] = {0, 0};
	line_stats s, pending = {0};
	bool in_data = false, have_pending = false;
	lexer lx;
	long line = 0; /* line_next reads one line a call */
	memset(out, 0, sizeof *out);
	out->first_text = FMT_NOPOS;
	lexer_init(&lx, in->buf, in->len, mode);
	for (bool more = true; more;) {
		more = line_next(in, &lx, classify, &s);
		line++;
		if (s.kind == LN_EMPTY)
			continue;
		if (strong_line(&s, width)) {
			if (have_pending) /* text, or file letters, between rows */
				return text_inside(in, &pending, mode);
			if (!in_data)
				out->data_start = s.start;
			in_data = true;
			out->data_end = s.end;
			continue;
		}
		int slot = in_data ? 1 : 0; /* file letters above or below the grid */
		if (s.kind == LN_LABEL && out->label_lines[slot] == 0) {
			out->label_lines[slot] = line;
			out->label_at[slot] = s.first_word;
		} else {
			if (out->first_text == FMT_NOPOS)
				out->first_text = s.first_text;
			note_text(in_data ? after : before, line);
		}
		if (in_data && !have_pending) {
			pending = s;
			have_pending = true;
		}
	}
	if (in_data) {
		memcpy(in->info->text_before, before, sizeof before);
		memcpy(in->info->text_after, after, sizeof after);
	}
	return true;
}

/* ---- detection ------------------------------------------------------------------------- */

/* The first thing after blanks and header lines: '{' starts JSON. */
static bool json_first(const char *buf, size_t len)
{
	size_t i = 0;
	for (;;) {
		while (i < len && (fmt_space_len(buf, len, i) || buf[i] == '\n'))
			i += buf[i] == '\n' ? 1 : fmt_space_len(buf, len, i);
		if (i >= len || buf[i] != '#')
			return i < len && buf[i] == '{';
		while (i < len && buf[i] != '\n')
			i++;
	}
}

tour_format fmt_detect(const char *buf, size_t len, bool *sure)
{
	format_error e;
	format_read_info info;
	memset(&info, 0, sizeof info);
	fmt_input in = {.buf = buf, .len = len, .e = &e, .base = -1, .info = &info};
	*sure = true;
	if (json_first(buf, len))
		return FMT_JSON;
	lexer gl, ml;
	lexer_init(&gl, buf, len, LXM_GRID);
	lexer_init(&ml, buf, len, LXM_MOVES);
	int first = -1; /* the first word of all, a grid cell (1) or not (0) */
	bool any = false; /* a word of a tour (a number, a square) anywhere */
	for (bool more = true; more;) {
		line_stats g, m;
		more = line_next(&in, &gl, fmt_grid_word, &g);
		line_next(&in, &ml, fmt_moves_word, &m);
		if (g.kind == LN_EMPTY && m.kind == LN_EMPTY)
			continue;
		any |= g.data > 0 || m.data > 0;
		if (first < 0)
			first = g.kind != LN_EMPTY && g.first_data;
		if (g.kind == LN_DATA)
			return FMT_GRID;
		if (m.kind == LN_DATA && m.squares > 0) /* not only move numbers */
			return FMT_MOVES;
		if (g.kind == LN_LABEL || g.kind == LN_TEXT || m.kind == LN_TEXT)
			continue;
		/* a line with a mistake in it: its first word says which (and
		 * when no word so far is a number or a square, nothing says) */
		*sure = any;
		return g.kind != LN_EMPTY && g.first_data ? FMT_GRID : FMT_MOVES;
	}
	*sure = any; /* without a number or a square, a guess */
	return first < 0 ? FMT_AUTO : first ? FMT_GRID : FMT_MOVES;
}

tour_format format_detect(const char *buf, size_t len)
{
	bool sure;
	return fmt_detect(buf, len, &sure);
}
