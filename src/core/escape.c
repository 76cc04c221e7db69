/* SPDX-License-Identifier: MIT */
/* See include/ktour/escape.h. */
#include "ktour/escape.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* ---- UTF-8 -------------------------------------------------------------------- */

/* The length of the well-formed UTF-8 character at p (1 to 4; RFC 3629:
 * no overlong forms, no surrogates, nothing past U+10FFFF) and its code
 * point in *cp; 0 when p does not start one. */
static size_t utf8_char(const unsigned char *p, uint32_t *cp)
{
	unsigned char c = p[0];
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	size_t n = c >= 0xC2 && c <= 0xDF   ? 2
		   : c >= 0xE0 && c <= 0xEF ? 3
		   : c >= 0xF0 && c <= 0xF4 ? 4
					    : 0;
	if (n == 0)
		return 0;
	uint32_t v = c & (0x7Fu >> n);
	for (size_t i = 1; i < n; i++) {
		if ((p[i] & 0xC0) != 0x80)
			return 0; /* also stops at the terminating NUL */
		v = (v << 6) | (p[i] & 0x3Fu);
	}
	static const uint32_t least[] = {0, 0, 0x80, 0x800, 0x10000};
	if (v < least[n] || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF))
		return 0;
	*cp = v;
	return n;
}

/* C0, DEL or C1: what a terminal acts on instead of showing it. */
static bool is_control(uint32_t cp)
{
	return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F);
}

/* ---- the terminal ----------------------------------------------------------------- */

/* The next piece of s as the terminal shows it: a character as it is, or
 * its escape.  Returns the bytes of s it takes (*piece gets the text, a
 * NUL-terminated piece of at most 12 bytes, and *cols its columns). */
static size_t next_piece(const char *s, unsigned flags, char piece[16], int *cols)
{
	const unsigned char *p = (const unsigned char *)s;
	uint32_t cp;
	size_t n = utf8_char(p, &cp);
	if (n > 0 && (!is_control(cp) || ((flags & ESCAPE_LINES) && (cp == '\n' || cp == '\t')))) {
		memcpy(piece, s, n);
		piece[n] = '\0';
		*cols = 1;
		return n;
	}
	static const char named[] = "\a\b\t\n\v\f\r", letter[] = "abtnvfr";
	const char *at = n == 1 && cp ? strchr(named, (int)cp) : NULL;
	if (at) {
		piece[0] = '\\';
		piece[1] = letter[at - named];
		piece[2] = '\0';
		*cols = 2;
		return 1;
	}
	if (n == 0)
		n = 1; /* a byte that is not UTF-8: that byte alone */
	for (size_t i = 0; i < n; i++) {
		unsigned b = p[i];
		piece[4 * i] = '\\';
		piece[4 * i + 1] = (char)('0' + (b >> 6));
		piece[4 * i + 2] = (char)('0' + ((b >> 3) & 7));
		piece[4 * i + 3] = (char)('0' + (b & 7));
	}
	piece[4 * n] = '\0';
	*cols = 4 * (int)n;
	return n;
}

size_t escape_term(char *out, size_t outlen, const char *s, unsigned flags)
{
	size_t need = 0;
	bool cut = false;
	while (*s) {
		char piece[16];
		int cols;
		s += next_piece(s, flags, piece, &cols);
		size_t n = strlen(piece);
		if (!cut && need + n < outlen) {
			memcpy(out + need, piece, n);
		} else if (!cut) {
			cut = true;
			if (outlen)
				out[need] = '\0';
		}
		need += n;
	}
	if (!cut && outlen)
		out[need] = '\0';
	return need;
}

bool escape_term_clean(const char *s, unsigned flags)
{
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		if (*p >= 0x20 && *p < 0x7F) { /* printable ASCII, the most of it */
			p++;
			continue;
		}
		uint32_t cp;
		size_t n = utf8_char(p, &cp);
		if (n == 0 ||
		    (is_control(cp) && !((flags & ESCAPE_LINES) && (cp == '\n' || cp == '\t'))))
			return false;
		p += n;
	}
	return true;
}

int escape_fputs(const char *s, FILE *f, unsigned flags)
{
	while (*s) {
		size_t plain = 0; /* a run that needs nothing, written at once */
		for (;;) {
			uint32_t cp;
			size_t n = utf8_char((const unsigned char *)s + plain, &cp);
			if (n == 0 || !s[plain] ||
			    (is_control(cp) &&
			     !((flags & ESCAPE_LINES) && (cp == '\n' || cp == '\t'))))
				break;
			plain += n;
		}
		if (plain && fwrite(s, 1, plain, f) != plain)
			return EOF;
		s += plain;
		if (!*s)
			break;
		char piece[16];
		int cols;
		s += next_piece(s, flags, piece, &cols);
		if (fputs(piece, f) == EOF)
			return EOF;
	}
	return 0;
}

int escape_vprintf(FILE *f, unsigned flags, const char *fmt, va_list ap)
{
	char small[1024], *text = small;
	va_list again;
	va_copy(again, ap);
	int n = vsnprintf(small, sizeof small, fmt, ap);
	if (n >= (int)sizeof small) {
		text = malloc((size_t)n + 1);
		if (text)
			vsnprintf(text, (size_t)n + 1, fmt, again);
		else
			text = small; /* out of memory: the message cut, but safe */
	}
	va_end(again);
	int r = n < 0 ? EOF : escape_fputs(text, f, flags);
	if (text != small)
		free(text);
	return r;
}

int escape_printf(FILE *f, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int r = escape_vprintf(f, ESCAPE_LINES, fmt, ap);
	va_end(ap);
	return r;
}

/* ---- values and names in messages ---------------------------------------------------- */

/* Append piece to buf at *at (len bytes; the callers size buf for what
 * they append). */
static void put(char *buf, size_t len, size_t *at, const char *piece)
{
	size_t n = strlen(piece);
	if (*at + n < len) {
		memcpy(buf + *at, piece, n);
		*at += n;
		buf[*at] = '\0';
	}
}

/* The columns and the characters (a byte that is not UTF-8 is one) of s
 * escaped. */
static void measure(const char *s, int *cols, size_t *chars)
{
	*cols = 0;
	*chars = 0;
	while (*s) {
		char piece[16];
		int c;
		s += next_piece(s, 0, piece, &c);
		*cols += c;
		(*chars)++;
	}
}

const char *escape_quote(char *buf, size_t len, const char *s)
{
	int cols;
	size_t chars, at = 0;
	measure(s, &cols, &chars);
	buf[0] = '\0';
	put(buf, len, &at, "'");
	int used = 0;
	while (*s) {
		char piece[16];
		int c;
		size_t n = next_piece(s, 0, piece, &c);
		if (cols > ESCAPE_VALUE_MAX && used + c > ESCAPE_VALUE_MAX)
			break;
		put(buf, len, &at, piece);
		used += c;
		s += n;
	}
	if (cols <= ESCAPE_VALUE_MAX) {
		put(buf, len, &at, "'");
		return buf;
	}
	char tail[48];
	snprintf(tail, sizeof tail, "...' (%zu characters)", chars);
	put(buf, len, &at, tail);
	return buf;
}

const char *escape_quote_n(char *buf, size_t len, const char *s, size_t n)
{
	char *copy = malloc(n + 1);
	if (!copy) { /* its start alone: what fits here (the count is then of that) */
		char part[4 * ESCAPE_VALUE_MAX + 8];
		int most = (int)(n < sizeof part ? n : sizeof part - 1);
		snprintf(part, sizeof part, "%.*s", most, s);
		return escape_quote(buf, len, part);
	}
	memcpy(copy, s, n);
	copy[n] = '\0';
	escape_quote(buf, len, copy);
	free(copy);
	return buf;
}

const char *escape_name(char *buf, size_t len, const char *s)
{
	size_t at = 0;
	buf[0] = '\0';
	if (!*s) { /* no name at all: said so */
		put(buf, len, &at, "''");
		return buf;
	}
	/* whole when it fits in ESCAPE_NAME_MAX bytes (and in buf); else its
	 * first bytes, "...", its last */
	size_t total = escape_term(NULL, 0, s, 0);
	size_t most = len - 1 < ESCAPE_NAME_MAX ? len - 1 : ESCAPE_NAME_MAX;
	size_t head = most * 3 / 5, tail = most - head - 3, used = 0;
	bool cut = false;
	while (*s) {
		char piece[16];
		int c;
		s += next_piece(s, 0, piece, &c);
		size_t n = strlen(piece);
		bool keep = total <= most || used + n <= head || used >= total - tail;
		if (keep)
			put(buf, len, &at, piece);
		else if (!cut)
			put(buf, len, &at, "...");
		cut |= !keep;
		used += n;
	}
	return buf;
}

/* ---- plain text ---------------------------------------------------------------- */

void escape_plain(char *s)
{
	char *out = s;
	while (*s) {
		uint32_t cp;
		size_t n = utf8_char((const unsigned char *)s, &cp);
		if (n == 0 || (is_control(cp) && cp != '\t')) {
			*out++ = ' ';
			s += n ? n : 1;
			continue;
		}
		memmove(out, s, n);
		out += n;
		s += n;
	}
	*out = '\0';
}

/* ---- XML and JSON ----------------------------------------------------------------- */

void escape_xml(FILE *f, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	while (*p) {
		uint32_t cp;
		size_t n = utf8_char(p, &cp);
		if (n == 0 || (is_control(cp) && cp != '\t')) {
			fputs("\xEF\xBF\xBD", f); /* U+FFFD */
			p += n ? n : 1;
			continue;
		}
		switch (cp) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		default: fwrite(p, 1, n, f); break;
		}
		p += n;
	}
}

void escape_json(FILE *f, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	fputc('"', f);
	while (*p) {
		uint32_t cp;
		size_t n = utf8_char(p, &cp);
		if (n == 0)
			fputs("\\ufffd", f);
		else if (cp == '"' || cp == '\\')
			fprintf(f, "\\%c", (int)cp);
		else if (cp == '\t')
			fputs("\\t", f);
		else if (is_control(cp))
			fprintf(f, "\\u%04x", (unsigned)cp);
		else
			fwrite(p, 1, n, f);
		p += n ? n : 1;
	}
	fputc('"', f);
}
