/* SPDX-License-Identifier: MIT */
/* Tour formats: names, the checks every input goes through (size, binary
 * bytes, UTF-8), header lines, where each square is written, and dispatch
 * to the grid, moves, json and svg readers and writers (the text they
 * share, the lexer and detection, is in format_text.c). */
#include "ktour/format.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "format_impl.h"
#include "ktour/config.h"
#include "ktour/escape.h"

static const char *const fmt_names[] = {
	[FMT_AUTO] = "auto", [FMT_GRID] = "grid", [FMT_MOVES] = "moves",
	[FMT_JSON] = "json", [FMT_SVG] = "svg",
};

bool format_from_name(const char *name, tour_format *fmt)
{
	for (int f = FMT_GRID; f <= FMT_SVG; f++)
		if (strcmp(name, fmt_names[f]) == 0) {
			*fmt = (tour_format)f;
			return true;
		}
	return false;
}

const char *format_name(tour_format fmt)
{
	if ((int)fmt < 0 || fmt > FMT_SVG)
		return "unknown";
	return fmt_names[fmt];
}

const char *format_errkind_name(format_errkind kind)
{
	static const char *const names[] = {
		[FERR_NONE] = "none",         [FERR_IO] = "io",
		[FERR_NOT_FILE] = "not-file", [FERR_TOO_BIG] = "too-big",
		[FERR_BINARY] = "binary",     [FERR_ENCODING] = "encoding",
		[FERR_EMPTY] = "empty",       [FERR_SYNTAX] = "syntax",
		[FERR_RANGE] = "range",       [FERR_DUPLICATE] = "duplicate",
		[FERR_GAP] = "gap",           [FERR_SEQUENCE] = "sequence",
		[FERR_RAGGED] = "ragged",     [FERR_HEADER] = "header",
		[FERR_MISMATCH] = "mismatch", [FERR_TOO_LONG] = "too-long",
		[FERR_NOMEM] = "nomem",       [FERR_AMBIGUOUS] = "ambiguous",
	};
	if ((int)kind < 0 || kind > FERR_AMBIGUOUS)
		return "unknown";
	return names[kind];
}

void format_error_string(const format_error *e, char *out, size_t outlen)
{
	if (e->line > 0)
		snprintf(out, outlen, "%s:%ld:%ld: %s", e->file, e->line, e->col, e->msg);
	else
		snprintf(out, outlen, "%s: %s", e->file, e->msg);
}

/* ---- errors and positions --------------------------------------------------- */

void fmt_position(const char *buf, size_t len, size_t pos, long *line, long *col)
{
	long l = 1, c = 1;
	if (pos > len)
		pos = len;
	for (size_t i = 0; i < pos; i++) {
		unsigned char b = (unsigned char)buf[i];
		if (b == '\n') {
			l++;
			c = 1;
		} else if ((b & 0xC0) != 0x80) {
			c++; /* count characters, not UTF-8 continuation bytes */
		}
	}
	*line = l;
	*col = c;
}

bool fmt_fail(const fmt_input *in, format_errkind kind, size_t pos, const char *fmt, ...)
{
	format_error *e = in->e;
	e->kind = kind;
	if (pos == FMT_NOPOS)
		e->line = e->col = 0;
	else
		fmt_position(in->buf, in->len, pos, &e->line, &e->col);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
	return false;
}

void fmt_excerpt(const char *buf, size_t start, size_t end, char *out, size_t outlen)
{
	size_t max = outlen > 4 ? outlen - 4 : 0, n = end - start;
	bool cut = n > max;
	if (cut) {
		n = max;
		while (n > 0 && ((unsigned char)buf[start + n] & 0xC0) == 0x80)
			n--; /* do not split a UTF-8 character */
	}
	memcpy(out, buf + start, n);
	strcpy(out + n, cut ? "..." : "");
}

/* ---- raw byte checks -------------------------------------------------------- */

/* Length of the valid UTF-8 sequence at p (1..4), or 0 when invalid. */
static size_t utf8_seq(const unsigned char *p, size_t avail)
{
	unsigned char b = p[0];
	size_t n;
	uint32_t cp;
	if (b < 0x80)
		return 1;
	if (b >= 0xC2 && b <= 0xDF) {
		n = 2;
		cp = b & 0x1F;
	} else if (b >= 0xE0 && b <= 0xEF) {
		n = 3;
		cp = b & 0x0F;
	} else if (b >= 0xF0 && b <= 0xF4) {
		n = 4;
		cp = b & 0x07;
	} else {
		return 0;
	}
	if (avail < n)
		return 0;
	for (size_t i = 1; i < n; i++) {
		if ((p[i] & 0xC0) != 0x80)
			return 0;
		cp = cp << 6 | (p[i] & 0x3F);
	}
	if ((n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) || cp > 0x10FFFF ||
	    (cp >= 0xD800 && cp <= 0xDFFF))
		return 0; /* overlong, beyond Unicode, or a surrogate */
	return n;
}

/* Binary garbage is refused before any parser sees it. */
static bool check_bytes(const fmt_input *in)
{
	const unsigned char *p = (const unsigned char *)in->buf;
	for (size_t i = 0; i < in->len;) {
		unsigned char b = p[i];
		if (b == 0)
			return fmt_fail(in, FERR_BINARY, i,
					"NUL byte: this looks like a binary file, not a tour "
					"(expected text: a grid, a move list or JSON)");
		if ((b < 0x20 && b != '\t' && b != '\n' && b != '\r') || b == 0x7F)
			return fmt_fail(in, FERR_BINARY, i,
					"control character 0x%02X: expected text (a grid, a move "
					"list or JSON)",
					b);
		size_t n = utf8_seq(p + i, in->len - i);
		if (n == 0)
			return fmt_fail(in, FERR_ENCODING, i,
					"invalid UTF-8 (byte 0x%02X): save the file as UTF-8 text",
					b);
		if (n == 2 && b == 0xC2 && p[i + 1] < 0xA0) /* C1: a terminal acts on it */
			return fmt_fail(in, FERR_BINARY, i,
					"control character U+%04X: expected text (a grid, a move "
					"list or JSON)",
					(unsigned)p[i + 1]);
		i += n;
	}
	return true;
}

/* Grids and move lists are read line by line: a CR must end a line with
 * the LF after it (JSON takes a CR as a blank anywhere). */
static bool lines_end_well(const fmt_input *in)
{
	const char *cr = memchr(in->buf, '\r', in->len);
	while (cr && (size_t)(cr - in->buf) + 1 < in->len && cr[1] == '\n')
		cr = memchr(cr + 2, '\r', in->len - (size_t)(cr + 2 - in->buf));
	if (!cr)
		return true;
	size_t at = (size_t)(cr - in->buf);
	const char *line = cr;
	while (line > in->buf && line[-1] != '\n')
		line--;
	if (!memchr(in->buf, '\n', in->len))
		return fmt_fail(in, FERR_BINARY, at,
				"the lines end with a carriage return (CR) alone, the old Mac OS "
				"line end: ktour reads LF or CR LF (convert the file, e.g. with "
				"tr '\\r' '\\n')");
	if (*line == '#')
		return fmt_fail(in, FERR_BINARY, at,
				"carriage return inside a header line: end lines with LF or CR LF");
	return fmt_fail(in, FERR_BINARY, at,
			"a carriage return (CR) without a line feed after it: end lines with LF "
			"or CR LF");
}

/* ---- header lines ----------------------------------------------------------- */

static bool is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

/* The settings a header line may give (the rest are kept as they are). */
static const config_key spec_keys[] = {CONFIG_BOARD, CONFIG_LEAPER, CONFIG_TORUS};

/* Key of a header line body: length of the leading word when it is one
 * of the spec keys (case-insensitive), else 0. */
static size_t spec_key(const char *s, size_t n)
{
	for (size_t k = 0; k < 3; k++) {
		const char *key = config_key_name(spec_keys[k], &config_header_spelling);
		size_t kl = strlen(key);
		if (n >= kl && strncasecmp(s, key, kl) == 0 &&
		    (n == kl || is_blank(s[kl]) || s[kl] == ':'))
			return kl;
	}
	return 0;
}

/* The value of the header line body s (key of length kl): after blanks,
 * a ':' and blanks, up to the trailing blanks, as [*v, *v + *n). */
static void header_value(const char *s, size_t n, size_t kl, size_t *v, size_t *vn)
{
	size_t a = kl, e = n;
	while (a < n && is_blank(s[a]))
		a++;
	if (a < n && s[a] == ':')
		a++;
	while (a < n && is_blank(s[a]))
		a++;
	while (e > a && is_blank(s[e - 1]))
		e--;
	*v = a;
	*vn = e - a;
}

bool format_meta_replaced(const char *line, const board_spec *spec)
{
	size_t n = strlen(line), kl = spec_key(line, n), v, vn;
	if (kl == 0)
		return false;
	header_value(line, n, kl, &v, &vn);
	int a, b;
	bool on;
	switch (line[0] | 0x20) {
	case 'b': return config_parse_board(line + v, vn, &a, &b) && a == spec->rows && b == spec->cols;
	case 'l': return config_parse_leaper(line + v, vn, &a, &b) && a == spec->lea && b == spec->leb;
	default:
		return config_parse_bool(line + v, vn, &config_header_spelling, &on) &&
		       on == spec->torus;
	}
}

/* Spaces at the start of s. */
static size_t leading_spaces(const char *s, size_t n)
{
	size_t k = 0;
	while (k < n && s[k] == ' ')
		k++;
	return k;
}

/* A note that would read as a board/leaper/torus header, or as such a
 * note, is written with one more space after the '#' (and read back
 * without it). */
static bool meta_needs_escape(const char *line)
{
	size_t n = strlen(line), sp = leading_spaces(line, n);
	return spec_key(line + sp, n - sp) > 0;
}

/* The value of a board/leaper/torus header; v = value text of length n
 * at byte offset `at` in the input. */
static bool apply_header(const fmt_input *in, const char *key, const char *v, size_t n,
			 size_t at, long line, tour *t, fmt_headers *h)
{
	int a, b;
	if (strcasecmp(key, "board") == 0) {
		if (!config_parse_board(v, n, &a, &b) || a < 1 || b < 1)
			return fmt_fail(in, FERR_HEADER, at,
					"expected '# board ROWSxCOLS' with sides from 1 to %d, "
					"like '# board 8x8'",
					BOARD_MAX_SIDE);
		if ((long)a * b > BOARD_MAX_SQUARES)
			return fmt_fail(in, FERR_HEADER, at,
					"board %dx%d has %ld squares; at most %ld are allowed", a,
					b, (long)a * b, BOARD_MAX_SQUARES);
		if (h->board_given && (t->spec.rows != a || t->spec.cols != b))
			return fmt_fail(in, FERR_HEADER, at,
					"board %dx%d contradicts the board %dx%d on line %ld", a,
					b, t->spec.rows, t->spec.cols, h->board_line);
		t->spec.rows = a;
		t->spec.cols = b;
		h->board_given = true;
		h->board_line = line;
	} else if (strcasecmp(key, "leaper") == 0) {
		if (!config_parse_leaper(v, n, &a, &b))
			return fmt_fail(in, FERR_HEADER, at,
					"expected '# leaper A,B' with two different steps from 1 "
					"to %d, like '# leaper 1,2' (the knight)",
					BOARD_MAX_LEAP);
		if (h->leaper_given && (t->spec.lea != a || t->spec.leb != b))
			return fmt_fail(in, FERR_HEADER, at,
					"leaper %d,%d contradicts the earlier leaper %d,%d", a, b,
					t->spec.lea, t->spec.leb);
		t->spec.lea = a;
		t->spec.leb = b;
		h->leaper_given = true;
	} else {
		bool on;
		if (!config_parse_bool(v, n, &config_header_spelling, &on))
			return fmt_fail(in, FERR_HEADER, at,
					"expected '# torus' (or '# torus yes' / '# torus no')");
		if (h->torus_given && t->spec.torus != on)
			return fmt_fail(in, FERR_HEADER, at,
					"torus %s contradicts an earlier torus header",
					on ? "yes" : "no");
		t->spec.torus = on;
		h->torus_given = true;
	}
	return true;
}

bool fmt_header(const fmt_input *in, size_t start, size_t end, tour *t, fmt_headers *h)
{
	/* The line is kept verbatim after "#" and one blank, so that writing
	 * "# " + line reads back as the same line; only the CR of a CRLF line
	 * end goes. */
	const char *buf = in->buf;
	size_t s = start + 1;
	if (s < end && buf[s] == ' ')
		s++;
	if (end > s && buf[end - 1] == '\r')
		end--;
	const char *cr = memchr(buf + s, '\r', end - s);
	if (cr)
		return fmt_fail(in, FERR_BINARY, (size_t)(cr - buf),
				"carriage return inside a header line: end lines with LF or "
				"CR LF");
	if (end - s > FORMAT_MAX_META_LINE)
		return fmt_fail(in, FERR_TOO_LONG, start,
				"header line of %zu bytes: at most %d are allowed", end - s,
				FORMAT_MAX_META_LINE);
	char line[FORMAT_MAX_META_LINE + 1];
	size_t n = end - s;
	memcpy(line, buf + s, n);
	line[n] = '\0';
	size_t kl = spec_key(line, n), sp = leading_spaces(line, n);
	if (kl > 0) {
		char key[8];
		memcpy(key, line, kl);
		key[kl] = '\0';
		size_t v, vn;
		header_value(line, n, kl, &v, &vn);
		long lno, col;
		fmt_position(in->buf, in->len, start, &lno, &col);
		if (!apply_header(in, key, line + v, vn, s + v, lno, t, h))
			return false;
	} else if (sp > 0 && spec_key(line + sp, n - sp) > 0) {
		/* "#  board 9x9": a note, written so as not to be a header
		 * (meta_needs_escape); the note is "board 9x9" */
		memmove(line, line + 1, n);
	}
	if (!tour_meta_add_verbatim(t, line))
		return fmt_fail(in, FERR_NOMEM, start, "out of memory");
	return true;
}

void fmt_put_meta(FILE *f, const char *line)
{
	char plain[FORMAT_MAX_META_LINE + 1]; /* a longer one could not be read back */
	snprintf(plain, sizeof plain, "%s", line);
	escape_plain(plain); /* a header stays one line of text ktour reads */
	fputs(plain, f);
}

bool fmt_write_headers(FILE *f, const tour *t)
{
	/* board always, leaper and torus when they are not the default */
	engine_config c = engine_config_default();
	bool given[3] = {true, t->spec.lea != c.spec.lea || t->spec.leb != c.spec.leb,
			 t->spec.torus};
	c.spec = t->spec;
	for (size_t k = 0; k < 3; k++) {
		char line[80];
		if (given[k] && config_line_format(&c, spec_keys[k], &config_header_spelling, line,
						   sizeof line))
			fprintf(f, "# %s\n", line);
	}
	for (size_t i = 0; i < t->meta.count; i++) {
		const char *m = t->meta.lines[i];
		if (format_meta_replaced(m, &t->spec))
			continue;
		fputs(meta_needs_escape(m) ? "#  " : "# ", f);
		fmt_put_meta(f, m);
		fputc('\n', f);
	}
	return !ferror(f);
}

/* ---- where the squares are written ------------------------------------------- */

bool fmt_where_push(const fmt_input *in, size_t off)
{
	fmt_where *w = in->where;
	if (!w)
		return true;
	if (w->n == w->cap) {
		size_t cap = w->cap ? w->cap * 2 : 256;
		uint32_t *p = realloc(w->off, cap * sizeof *p);
		if (!p)
			return false;
		w->off = p;
		w->cap = cap;
	}
	w->off[w->n++] = (uint32_t)off;
	return true;
}

typedef struct where_key {
	uint32_t off, index;
} where_key;

static int cmp_where(const void *a, const void *b)
{
	const where_key *x = a, *y = b;
	return (x->off > y->off) - (x->off < y->off);
}

/* Byte offsets (any order: a grid's path is not in reading order) to
 * lines and columns, in one sweep over the buffer. */
static bool where_positions(const fmt_input *in, const fmt_where *w, format_read_info *info)
{
	where_key *keys = malloc((w->n ? w->n : 1) * sizeof *keys);
	format_pos *pos = malloc((w->n ? w->n : 1) * sizeof *pos);
	if (!keys || !pos) {
		free(keys);
		free(pos);
		return false;
	}
	bool sorted = true;
	for (size_t i = 0; i < w->n; i++) {
		keys[i] = (where_key){w->off[i], (uint32_t)i};
		sorted &= i == 0 || w->off[i - 1] <= w->off[i];
	}
	if (!sorted)
		qsort(keys, w->n, sizeof *keys, cmp_where);
	uint32_t line = 1, col = 1;
	size_t at = 0;
	for (size_t k = 0; k < w->n; k++) {
		for (; at < keys[k].off && at < in->len; at++) {
			unsigned char b = (unsigned char)in->buf[at];
			if (b == '\n') {
				line++;
				col = 1;
			} else if ((b & 0xC0) != 0x80) {
				col++;
			}
		}
		pos[keys[k].index] = (format_pos){line, col};
	}
	free(keys);
	info->where = pos;
	info->where_len = w->n;
	return true;
}

/* ---- reading and writing ---------------------------------------------------- */

format_read_opts format_read_opts_default(void)
{
	return (format_read_opts){.fmt = FMT_AUTO, .base = -1};
}

void format_read_info_free(format_read_info *info)
{
	if (!info)
		return;
	free(info->where);
	info->where = NULL;
	info->where_len = 0;
}

bool format_read_mem(const char *buf, size_t len, const char *name, tour_format fmt,
		     tour *t, format_error *e)
{
	return format_read_mem_ex(buf, len, name, fmt, t, e, NULL);
}

bool format_read_mem_ex(const char *buf, size_t len, const char *name, tour_format fmt,
			tour *t, format_error *e, tour_format *used)
{
	format_read_opts o = format_read_opts_default();
	format_read_info info;
	o.fmt = fmt;
	bool ok = format_read_buf(buf, len, name, &o, t, e, &info);
	if (used && (ok || info.fmt != FMT_AUTO))
		*used = info.fmt;
	format_read_info_free(&info);
	return ok;
}

static bool read_as(const fmt_input *in, tour_format fmt, tour *t)
{
	switch (fmt) {
	case FMT_GRID: return fmt_read_grid(in, t);
	case FMT_MOVES: return fmt_read_moves(in, t);
	case FMT_JSON: return fmt_read_json(in, t);
	case FMT_SVG:
		return fmt_fail(in, FERR_SYNTAX, FMT_NOPOS,
				"svg is written only: read a grid, moves or json file");
	default:
		return fmt_fail(in, FERR_EMPTY, in->len,
				"no tour here: expected a grid of move numbers, a list of "
				"squares like 'a8 b6' or a JSON object");
	}
}

/* s into out (len bytes), cut with "..." when it does not fit. */
static void fit_tail(char *out, size_t len, const char *s)
{
	size_t n = strlen(s);
	if (n < len) {
		memcpy(out, s, n + 1);
		return;
	}
	if (len < 4) {
		out[0] = '\0';
		return;
	}
	fmt_excerpt(s, 0, n, out, len);
}

/* A file that looks like no tour at all (hello world) is said to be one,
 * naming what was looked for, before what the guessed format found. */
static void not_a_tour(const fmt_input *in, tour_format guess)
{
	format_error *e = in->e;
	switch (e->kind) {
	case FERR_SYNTAX: case FERR_RANGE: case FERR_DUPLICATE: case FERR_GAP:
	case FERR_SEQUENCE: case FERR_RAGGED: case FERR_AMBIGUOUS:
		break;
	default: /* no tour, or nothing to do with the format */
		return;
	}
	char why[sizeof e->msg];
	snprintf(why, sizeof why, "%s", e->msg);
	int n = snprintf(e->msg, sizeof e->msg,
			 "not a tour in any format ktour reads (looked for a grid of move "
			 "numbers, a list of squares like a8 b6 or (1,1) (2,3), and JSON); as %s: ",
			 guess == FMT_GRID ? "a grid" : "a list of squares");
	if (n > 0 && (size_t)n < sizeof e->msg)
		fit_tail(e->msg + n, sizeof e->msg - (size_t)n, why);
}

bool format_read_buf(const char *buf, size_t len, const char *name,
		     const format_read_opts *o, tour *t, format_error *e,
		     format_read_info *info)
{
	format_read_info own;
	if (!info)
		info = &own;
	memset(info, 0, sizeof *info);
	info->base = 1;
	memset(e, 0, sizeof *e);
	escape_name(e->file, sizeof e->file, strcmp(name, "-") == 0 ? "<stdin>" : name);
	board_spec spec = board_spec_default();
	tour_init(t, &spec);
	/* A UTF-8 byte order mark is not part of the text. */
	if (len >= 3 && memcmp(buf, "\xEF\xBB\xBF", 3) == 0) {
		buf += 3;
		len -= 3;
	}
	fmt_where where = {0};
	fmt_input in = {.buf = buf, .len = len, .e = e,
			.base = o->base == 0 || o->base == 1 ? o->base : -1, .info = info,
			.where = o->want_where ? &where : NULL};
	bool ok;
	size_t head = len < FORMAT_HEAD_BYTES ? len : FORMAT_HEAD_BYTES;
	char too_big[sizeof e->msg];
	if (len > fmt_size_limit(buf, head, NULL, NULL)) {
		fmt_size_refusal(too_big, sizeof too_big, len, false, buf, head);
		ok = fmt_fail(&in, FERR_TOO_BIG, FMT_NOPOS, "%s", too_big);
	} else if (!check_bytes(&in))
		ok = false;
	else {
		bool sure = true;
		info->fmt = o->fmt == FMT_AUTO ? fmt_detect(buf, len, &sure) : o->fmt;
		ok = (info->fmt == FMT_JSON || lines_end_well(&in)) && read_as(&in, info->fmt, t);
		if (!ok && !sure)
			not_a_tour(&in, info->fmt);
	}
	if (ok && o->want_where && !where_positions(&in, &where, info))
		ok = fmt_fail(&in, FERR_NOMEM, FMT_NOPOS, "out of memory");
	free(where.off);
	if (!ok)
		tour_free(t);
	if (info == &own)
		format_read_info_free(info);
	return ok;
}

bool format_write(FILE *f, const tour *t, tour_format fmt)
{
	switch (fmt) {
	case FMT_GRID: return fmt_write_grid(f, t);
	case FMT_MOVES: return fmt_write_moves(f, t);
	case FMT_JSON: return fmt_write_json(f, t);
	case FMT_SVG: return fmt_write_svg(f, t);
	default: errno = EINVAL; return false;
	}
}
