/* SPDX-License-Identifier: MIT */
/* The json format:
 *   {"board":{"rows":R,"cols":C},"closed":bool,"path":[[r,c],...]}
 * with 1-based r,c, plus optional "leaper":[a,b], "torus":bool and
 * "meta":["header line", ...].  Unknown keys are skipped (after checking
 * their syntax).  A small reader of our own: strict JSON, every error with
 * its line and column. */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "format_impl.h"
#include "ktour/escape.h"

#define JSON_MAX_DEPTH 64

typedef struct jp {
	const fmt_input *in;
	size_t pos;
	int depth;
} jp;

static int peek(const jp *p)
{
	return p->pos < p->in->len ? (unsigned char)p->in->buf[p->pos] : -1;
}

static void ws(jp *p)
{
	while (p->pos < p->in->len && strchr(" \t\r\n", p->in->buf[p->pos]))
		p->pos++;
}

/* "expected WHAT, found 'x'" at the current position. */
static bool expected(jp *p, const char *what)
{
	int c = peek(p);
	if (c < 0)
		return fmt_fail(p->in, FERR_SYNTAX, p->pos, "expected %s, found the end of the file",
				what);
	if (c < 0x80)
		return fmt_fail(p->in, FERR_SYNTAX, p->pos, "expected %s, found '%c'", what, c);
	return fmt_fail(p->in, FERR_SYNTAX, p->pos, "expected %s", what);
}

static bool expect(jp *p, char c, const char *what)
{
	ws(p);
	if (peek(p) != (unsigned char)c)
		return expected(p, what);
	p->pos++;
	return true;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

/* Four hex digits after "\u". */
static bool hex4(jp *p, uint32_t *out)
{
	uint32_t v = 0;
	for (int i = 0; i < 4; i++) {
		int h = hexval(peek(p));
		if (h < 0)
			return expected(p, "four hex digits after \\u");
		v = v << 4 | (uint32_t)h;
		p->pos++;
	}
	*out = v;
	return true;
}

static size_t put_utf8(uint32_t cp, char *o)
{
	if (cp < 0x80) {
		o[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		o[0] = (char)(0xC0 | cp >> 6);
		o[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp < 0x10000) {
		o[0] = (char)(0xE0 | cp >> 12);
		o[1] = (char)(0x80 | (cp >> 6 & 0x3F));
		o[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	o[0] = (char)(0xF0 | cp >> 18);
	o[1] = (char)(0x80 | (cp >> 12 & 0x3F));
	o[2] = (char)(0x80 | (cp >> 6 & 0x3F));
	o[3] = (char)(0x80 | (cp & 0x3F));
	return 4;
}

/* An escape after the backslash; the code point into *cp. */
static bool escape(jp *p, uint32_t *cp)
{
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	int c = peek(p);
	const char *e = c > 0 ? strchr(from, c) : NULL;
	if (e) {
		p->pos++;
		*cp = (unsigned char)to[e - from];
		return true;
	}
	if (c != 'u')
		return expected(p, "an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX");
	size_t at = p->pos - 1;
	p->pos++;
	if (!hex4(p, cp))
		return false;
	if (*cp >= 0xDC00 && *cp <= 0xDFFF)
		return fmt_fail(p->in, FERR_ENCODING, at, "lone low surrogate \\u%04X",
				(unsigned)*cp);
	if (*cp >= 0xD800 && *cp <= 0xDBFF) {
		uint32_t lo;
		if (p->pos + 1 >= p->in->len || p->in->buf[p->pos] != '\\' ||
		    p->in->buf[p->pos + 1] != 'u')
			return fmt_fail(p->in, FERR_ENCODING, at,
					"high surrogate \\u%04X without its low half",
					(unsigned)*cp);
		p->pos += 2;
		if (!hex4(p, &lo))
			return false;
		if (lo < 0xDC00 || lo > 0xDFFF)
			return fmt_fail(p->in, FERR_ENCODING, at,
					"high surrogate \\u%04X without its low half",
					(unsigned)*cp);
		*cp = 0x10000 + ((*cp - 0xD800) << 10) + (lo - 0xDC00);
	}
	return true;
}

/* A string; decoded into out[0..cap-1] (NUL-terminated, *truncated set
 * when it did not fit) unless out is NULL.  *control is set when it
 * holds a control character. */
static bool string(jp *p, char *out, size_t cap, bool *truncated, bool *control)
{
	size_t n = 0;
	bool cut = false, ctl = false;
	if (!expect(p, '"', "a string in double quotes"))
		return false;
	for (;;) {
		int c = peek(p);
		if (c < 0)
			return fmt_fail(p->in, FERR_SYNTAX, p->pos,
					"unterminated string: expected '\"' before the end of the "
					"file");
		if (c < 0x20)
			return fmt_fail(p->in, FERR_SYNTAX, p->pos,
					"raw control character in a string: write it as an escape "
					"like \\n or \\t");
		char enc[4];
		size_t k;
		p->pos++;
		if (c == '"')
			break;
		if (c == '\\') {
			uint32_t cp = 0;
			if (!escape(p, &cp))
				return false;
			/* C0 but tab, DEL, C1: a terminal would act on them */
			ctl |= (cp < 0x20 && cp != '\t') || (cp >= 0x7F && cp <= 0x9F);
			k = put_utf8(cp, enc);
		} else {
			enc[0] = (char)c;
			k = 1;
		}
		if (out && n + k < cap) {
			memcpy(out + n, enc, k);
			n += k;
		} else {
			cut = true;
		}
	}
	if (out)
		out[n] = '\0';
	if (truncated)
		*truncated = cut;
	if (control)
		*control = ctl;
	return true;
}

/* A JSON number: its extent, and whether it is a plain non-negative or
 * negative integer.  Follows the JSON grammar exactly. */
static bool number(jp *p, size_t *start, bool *integer, bool *negative)
{
	const char *b = p->in->buf;
	size_t n = p->in->len, i = p->pos;
	*start = i;
	*negative = i < n && b[i] == '-';
	if (*negative)
		i++;
	if (i >= n || !isdigit((unsigned char)b[i])) {
		p->pos = i;
		return expected(p, "a digit");
	}
	if (b[i] == '0' && i + 1 < n && isdigit((unsigned char)b[i + 1])) {
		p->pos = i + 1;
		return fmt_fail(p->in, FERR_SYNTAX, i, "numbers may not have leading zeros");
	}
	while (i < n && isdigit((unsigned char)b[i]))
		i++;
	*integer = true;
	if (i < n && b[i] == '.') {
		*integer = false;
		if (++i >= n || !isdigit((unsigned char)b[i])) {
			p->pos = i;
			return expected(p, "a digit after the decimal point");
		}
		while (i < n && isdigit((unsigned char)b[i]))
			i++;
	}
	if (i < n && (b[i] == 'e' || b[i] == 'E')) {
		*integer = false;
		if (++i < n && (b[i] == '+' || b[i] == '-'))
			i++;
		if (i >= n || !isdigit((unsigned char)b[i])) {
			p->pos = i;
			return expected(p, "a digit in the exponent");
		}
		while (i < n && isdigit((unsigned char)b[i]))
			i++;
	}
	p->pos = i;
	return true;
}

/* A whole number from 1 to max; `what` names it in messages. */
static bool whole(jp *p, long max, const char *what, long *out)
{
	size_t s;
	bool integer, neg;
	char want[96];
	snprintf(want, sizeof want, "%s (a whole number from 1 to %ld)", what, max);
	ws(p);
	int c = peek(p);
	if (c != '-' && (c < '0' || c > '9'))
		return expected(p, want);
	if (!number(p, &s, &integer, &neg))
		return false;
	if (!integer)
		return fmt_fail(p->in, FERR_SYNTAX, s, "expected %s, found a fraction", want);
	if (neg)
		return fmt_fail(p->in, FERR_RANGE, s, "negative %s: expected 1 to %ld", what, max);
	long v = 0;
	for (size_t i = s; i < p->pos; i++)
		if (v <= max)
			v = v * 10 + (p->in->buf[i] - '0');
	if (v < 1)
		return fmt_fail(p->in, FERR_RANGE, s, "%s 0: expected 1 to %ld (they count from 1)",
				what, max);
	if (v > max) {
		char shown[24];
		fmt_excerpt(p->in->buf, s, p->pos, shown, sizeof shown);
		return fmt_fail(p->in, FERR_RANGE, s, "%s %s is out of range: expected 1 to %ld",
				what, shown, max);
	}
	*out = v;
	return true;
}

static bool literal(jp *p, const char *word)
{
	size_t n = strlen(word);
	if (p->pos + n > p->in->len || memcmp(p->in->buf + p->pos, word, n) != 0)
		return expected(p, "a value (object, array, string, number, true, false or null)");
	p->pos += n;
	return true;
}

static bool boolean(jp *p, bool *out)
{
	ws(p);
	if (peek(p) == 't') {
		*out = true;
		return literal(p, "true");
	}
	if (peek(p) == 'f') {
		*out = false;
		return literal(p, "false");
	}
	return expected(p, "true or false");
}

static bool skip_value(jp *p);

static bool skip_container(jp *p, char close, bool object)
{
	if (++p->depth > JSON_MAX_DEPTH)
		return fmt_fail(p->in, FERR_TOO_LONG, p->pos,
				"JSON nested more than %d levels deep", JSON_MAX_DEPTH);
	p->pos++;
	ws(p);
	if (peek(p) == close) {
		p->pos++;
		p->depth--;
		return true;
	}
	for (;;) {
		if (object && (!string(p, NULL, 0, NULL, NULL) ||
			       !expect(p, ':', "':' after the key")))
			return false;
		if (!skip_value(p))
			return false;
		ws(p);
		if (peek(p) == close) {
			p->pos++;
			p->depth--;
			return true;
		}
		if (!expect(p, ',', object ? "',' or '}'" : "',' or ']'"))
			return false;
		ws(p);
	}
}

static bool skip_value(jp *p)
{
	size_t s;
	bool integer, neg;
	ws(p);
	switch (peek(p)) {
	case '{': return skip_container(p, '}', true);
	case '[': return skip_container(p, ']', false);
	case '"': return string(p, NULL, 0, NULL, NULL);
	case 't': return literal(p, "true");
	case 'f': return literal(p, "false");
	case 'n': return literal(p, "null");
	default:
		if (peek(p) == '-' || (peek(p) >= '0' && peek(p) <= '9'))
			return number(p, &s, &integer, &neg);
		return expected(p, "a value (object, array, string, number, true, false or null)");
	}
}

/* ---- the tour's keys ---------------------------------------------------------- */

typedef struct json_tour {
	bool board, closed_seen, leaper, torus, meta;
	size_t path_at; /* offset of the path array; 0 = not seen */
	bool path_read; /* read already (the board came first) */
	size_t end;     /* offset of the closing brace */
} json_tour;

/* Iterate the members of an object: calls member() for each key. */
typedef bool (*member_fn)(jp *p, const char *key, size_t key_at, void *ctx);

static bool object(jp *p, const char *what, member_fn member, void *ctx)
{
	if (!expect(p, '{', what))
		return false;
	ws(p);
	if (peek(p) == '}') {
		p->pos++;
		return true;
	}
	for (;;) {
		char key[32];
		bool cut;
		ws(p);
		size_t at = p->pos;
		if (peek(p) != '"')
			return expected(p, "a key in double quotes");
		if (!string(p, key, sizeof key, &cut, NULL))
			return false;
		if (cut)
			key[0] = '\0'; /* too long to be one of ours */
		if (!expect(p, ':', "':' after the key") || !member(p, key, at, ctx))
			return false;
		ws(p);
		if (peek(p) == '}') {
			p->pos++;
			return true;
		}
		if (!expect(p, ',', "',' or '}'"))
			return false;
	}
}

static bool dup_key(jp *p, bool *seen, const char *key, size_t at)
{
	if (*seen)
		return fmt_fail(p->in, FERR_DUPLICATE, at, "\"%s\" is given twice", key);
	*seen = true;
	return true;
}

typedef struct board_ctx {
	tour *t;
	bool rows, cols;
} board_ctx;

static bool board_member(jp *p, const char *key, size_t at, void *ctx)
{
	board_ctx *b = ctx;
	long v;
	if (strcmp(key, "rows") == 0) {
		if (!dup_key(p, &b->rows, key, at) || !whole(p, BOARD_MAX_SIDE, "rows", &v))
			return false;
		b->t->spec.rows = (int)v;
		return true;
	}
	if (strcmp(key, "cols") == 0) {
		if (!dup_key(p, &b->cols, key, at) || !whole(p, BOARD_MAX_SIDE, "cols", &v))
			return false;
		b->t->spec.cols = (int)v;
		return true;
	}
	return skip_value(p);
}

static bool read_board(jp *p, tour *t)
{
	board_ctx b = {.t = t};
	if (!object(p, "'{' to start the board, like {\"rows\":8,\"cols\":8}", board_member,
		    &b))
		return false;
	if (!b.rows || !b.cols)
		return fmt_fail(p->in, FERR_SYNTAX, p->pos - 1,
				"the board needs both \"rows\" and \"cols\", like "
				"{\"rows\":8,\"cols\":8}");
	if ((long)t->spec.rows * t->spec.cols > BOARD_MAX_SQUARES)
		return fmt_fail(p->in, FERR_RANGE, p->pos - 1,
				"board %dx%d: more than the %ld squares allowed", t->spec.rows,
				t->spec.cols, BOARD_MAX_SQUARES);
	return true;
}

static bool read_leaper(jp *p, tour *t)
{
	long a, b;
	size_t at;
	ws(p);
	at = p->pos;
	if (!expect(p, '[', "'[' to start the leaper, like [1,2]") ||
	    !whole(p, BOARD_MAX_LEAP, "a leaper step", &a) ||
	    !expect(p, ',', "',' between the two leaper steps") ||
	    !whole(p, BOARD_MAX_LEAP, "a leaper step", &b) ||
	    !expect(p, ']', "']' after the two leaper steps"))
		return false;
	if (a == b)
		return fmt_fail(p->in, FERR_RANGE, at, "leaper %ld,%ld: the two steps must differ",
				a, b);
	t->spec.lea = (int)a;
	t->spec.leb = (int)b;
	return true;
}

static bool read_meta(jp *p, tour *t)
{
	if (!expect(p, '[', "'[' to start the meta lines, like [\"engine warnsdorff\"]"))
		return false;
	ws(p);
	if (peek(p) == ']') {
		p->pos++;
		return true;
	}
	for (;;) {
		char line[FORMAT_MAX_META_LINE + 1];
		bool cut, ctl;
		ws(p);
		size_t at = p->pos;
		if (!string(p, line, sizeof line, &cut, &ctl))
			return false;
		if (cut)
			return fmt_fail(p->in, FERR_TOO_LONG, at,
					"meta line longer than %d bytes", FORMAT_MAX_META_LINE);
		if (ctl)
			return fmt_fail(p->in, FERR_BINARY, at,
					"meta lines are single lines of text: no newlines or "
					"control characters (a tab is fine)");
		if (!tour_meta_add_verbatim(t, line))
			return fmt_fail(p->in, FERR_NOMEM, at, "out of memory");
		ws(p);
		if (peek(p) == ']') {
			p->pos++;
			return true;
		}
		if (!expect(p, ',', "',' or ']'"))
			return false;
	}
}

static bool read_path(jp *p, tour *t);

typedef struct top_ctx {
	tour *t;
	json_tour *j;
} top_ctx;

static bool top_member(jp *p, const char *key, size_t at, void *ctx)
{
	top_ctx *c = ctx;
	json_tour *j = c->j;
	bool dummy;
	if (strcmp(key, "board") == 0)
		return dup_key(p, &j->board, key, at) && read_board(p, c->t);
	if (strcmp(key, "closed") == 0)
		return dup_key(p, &j->closed_seen, key, at) && boolean(p, &dummy);
	if (strcmp(key, "torus") == 0)
		return dup_key(p, &j->torus, key, at) && boolean(p, &c->t->spec.torus);
	if (strcmp(key, "leaper") == 0)
		return dup_key(p, &j->leaper, key, at) && read_leaper(p, c->t);
	if (strcmp(key, "meta") == 0)
		return dup_key(p, &j->meta, key, at) && read_meta(p, c->t);
	if (strcmp(key, "path") == 0) {
		bool seen = j->path_at != 0;
		if (!dup_key(p, &seen, key, at))
			return false;
		ws(p);
		if (peek(p) != '[')
			return expected(p, "'[' to start the path, like [[1,1],[3,2]]");
		j->path_at = p->pos;
		if (j->board) { /* else read it once the board is known */
			j->path_read = true;
			return read_path(p, c->t);
		}
		return skip_value(p);
	}
	return skip_value(p);
}

/* The path, now that the board is known. */
static bool read_path(jp *p, tour *t)
{
	p->pos++; /* '[' */
	ws(p);
	if (peek(p) == ']') {
		p->pos++;
		return true;
	}
	for (;;) {
		long r, c;
		ws(p);
		size_t at = p->pos;
		if (!expect(p, '[', "'[' to start a square, like [1,1]") ||
		    !whole(p, t->spec.rows, "row", &r) ||
		    !expect(p, ',', "',' between row and column") ||
		    !whole(p, t->spec.cols, "column", &c) ||
		    !expect(p, ']', "']' after the column: a square is [row,column]"))
			return false;
		if (!tour_push(t, (ksq)((r - 1) * t->spec.cols + (c - 1))) ||
		    !fmt_where_push(p->in, at))
			return fmt_fail(p->in, FERR_NOMEM, p->pos, "out of memory");
		ws(p);
		if (peek(p) == ']') {
			p->pos++;
			return true;
		}
		if (!expect(p, ',', "',' or ']' in the path"))
			return false;
	}
}

/* Leading "# ..." lines before the object are headers as in the other
 * formats. */
static bool leading_headers(jp *p, tour *t)
{
	fmt_headers h = {0};
	for (;;) {
		ws(p);
		if (peek(p) != '#')
			return true;
		size_t s = p->pos;
		while (p->pos < p->in->len && p->in->buf[p->pos] != '\n')
			p->pos++;
		if (!fmt_header(p->in, s, p->pos, t, &h))
			return false;
	}
}

bool fmt_read_json(const fmt_input *in, tour *t)
{
	jp p = {.in = in};
	json_tour j = {0};
	top_ctx c = {.t = t, .j = &j};
	if (!leading_headers(&p, t) ||
	    !object(&p, "'{' to start the JSON object", top_member, &c))
		return false;
	size_t close = p.pos - 1;
	ws(&p);
	if (p.pos < in->len)
		return fmt_fail(in, FERR_SYNTAX, p.pos,
				"unexpected text after the JSON object: one tour per file");
	if (!j.board)
		return fmt_fail(in, FERR_SYNTAX, close,
				"no \"board\": expected \"board\":{\"rows\":R,\"cols\":C}");
	if (!j.path_at)
		return fmt_fail(in, FERR_SYNTAX, close,
				"no \"path\": expected \"path\":[[row,col],...]");
	if (!j.path_read) { /* the path came before the board */
		p.pos = j.path_at;
		return read_path(&p, t);
	}
	return true;
}

/* ---- writing ------------------------------------------------------------------ */

bool fmt_write_json(FILE *f, const tour *t)
{
	long nsq = (long)t->spec.rows * t->spec.cols;
	tour_report r;
	bool closed = tour_check(t, &r) && r.closed;
	fprintf(f, "{\n  \"board\": {\"rows\": %d, \"cols\": %d},\n", t->spec.rows,
		t->spec.cols);
	if (t->spec.lea != 1 || t->spec.leb != 2)
		fprintf(f, "  \"leaper\": [%d, %d],\n", t->spec.lea, t->spec.leb);
	if (t->spec.torus)
		fprintf(f, "  \"torus\": true,\n");
	fprintf(f, "  \"closed\": %s,\n", closed ? "true" : "false");
	size_t nmeta = 0;
	for (size_t i = 0; i < t->meta.count; i++) {
		if (format_meta_replaced(t->meta.lines[i], &t->spec))
			continue;
		fputs(nmeta++ ? ",\n    " : "  \"meta\": [\n    ", f);
		char plain[FORMAT_MAX_META_LINE + 1]; /* one line, as in the grid */
		snprintf(plain, sizeof plain, "%s", t->meta.lines[i]);
		escape_plain(plain);
		escape_json(f, plain);
	}
	if (nmeta)
		fputs("\n  ],\n", f);
	fputs("  \"path\": [", f);
	for (size_t i = 0; i < t->len; i++) {
		ksq s = t->path[i];
		if (s < 0 || s >= nsq) {
			errno = EINVAL;
			return false;
		}
		fprintf(f, "%s[%ld,%ld]", i == 0 ? "\n    " : (i % 8 == 0 ? ",\n    " : ", "),
			(long)(s / t->spec.cols) + 1, (long)(s % t->spec.cols) + 1);
	}
	fputs(t->len ? "\n  ]\n}\n" : "]\n}\n", f);
	return !ferror(f);
}
