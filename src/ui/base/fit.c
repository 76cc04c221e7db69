/* SPDX-License-Identifier: MIT */
/* Fitting text into columns (fit.h). */
#include "fit.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static int is_lead(char c)
{
	return ((unsigned char)c & 0xC0) != 0x80;
}

int fit_width(const char *s)
{
	int n = 0;
	for (; *s; s++)
		n += is_lead(*s);
	return n;
}

size_t fit_prefix(const char *s, int cols)
{
	const char *p = s;
	int n = 0;
	while (*p) {
		if (is_lead(*p)) {
			if (n == cols)
				break;
			n++;
		}
		p++;
	}
	return (size_t)(p - s);
}

/* Columns of the first n bytes of s. */
static int width_n(const char *s, size_t n)
{
	int w = 0;
	for (size_t i = 0; i < n && s[i]; i++)
		w += is_lead(s[i]);
	return w;
}

/* Copy n bytes of s and then tail into out (truncated to outlen). */
static void join(char *out, size_t outlen, const char *s, size_t n, const char *tail)
{
	snprintf(out, outlen, "%.*s%s", (int)n, s, tail);
}

int fit_cut(const char *s, int w, const char *ell, char *out, size_t outlen)
{
	if (w < 0)
		w = 0;
	int sw = fit_width(s);
	if (sw <= w) {
		join(out, outlen, s, strlen(s), "");
		return sw;
	}
	return fit_cut_mark(s, w, ell, out, outlen);
}

int fit_cut_mark(const char *s, int w, const char *ell, char *out, size_t outlen)
{
	if (w < 0)
		w = 0;
	int ew = fit_width(ell);
	if (w < ew) {
		join(out, outlen, s, fit_prefix(s, w), "");
		return w;
	}
	size_t n = fit_prefix(s, w - ew);
	while (n > 0 && s[n - 1] == ' ') /* "word…", not "word …" */
		n--;
	join(out, outlen, s, n, ell);
	return fit_width(out);
}

/* Where to break s (wider than w columns) for a line of w columns: after
 * the last word that fits, or at w columns when the first word is longer.
 * *skip gets the bytes to skip after the break (the spaces). */
static size_t break_at(const char *s, int w, size_t *skip)
{
	size_t lim = fit_prefix(s, w); /* bytes of w columns */
	size_t at = lim;
	if (s[lim] != ' ') {
		while (at > 0 && s[at] != ' ')
			at--;
		if (at == 0)
			at = lim; /* one long word: break it */
	}
	size_t end = at;
	while (end > 0 && s[end - 1] == ' ')
		end--;
	size_t next = at;
	while (s[next] == ' ')
		next++;
	*skip = next - end;
	return end;
}

/* The last line, with words left after it: the words that fit before the
 * ellipsis (or a hard cut when a word is too long), then the ellipsis. */
static void last_line(const char *s, int w, const char *ell, fit_line *out)
{
	int ew = fit_width(ell);
	if (w <= ew) {
		fit_cut(s, w, ell, out->text, sizeof out->text);
		return;
	}
	size_t skip, n = break_at(s, w - ew, &skip);
	/* A break far to the left wastes the line: cut the word instead. */
	if (width_n(s, n) < (w - ew) * 2 / 3)
		n = fit_prefix(s, w - ew);
	join(out->text, sizeof out->text, s, n, ell);
}

int fit_wrap(const char *s, int w, int last_w, int maxlines, const char *ell, fit_line *out)
{
	int k = 0;
	while (*s == ' ')
		s++;
	while (*s && k < maxlines) {
		int lw = k == maxlines - 1 ? last_w : w;
		if (lw < 1)
			lw = 1;
		if (fit_width(s) <= lw) {
			join(out[k++].text, sizeof out->text, s, strlen(s), "");
			break;
		}
		if (k == maxlines - 1) {
			last_line(s, lw, ell, &out[k++]);
			break;
		}
		size_t skip, n = break_at(s, lw, &skip);
		join(out[k++].text, sizeof out->text, s, n, "");
		s += n + skip;
	}
	return k;
}

int fit_lines_needed(const char *s, int w, int limit)
{
	int k = 0;
	if (w < 1)
		w = 1;
	while (*s == ' ')
		s++;
	while (*s && k < limit) {
		k++;
		if (fit_width(s) <= w)
			break;
		size_t skip, n = break_at(s, w, &skip);
		s += n + skip;
	}
	return k;
}

/* Words of a title: at most this many are weighed. */
#define DIFFER_WORDS 32

/* The words of s (split at blanks), each with its comma kept, into w. */
static int title_words(const char *s, char w[][64])
{
	int n = 0;
	while (*s && n < DIFFER_WORDS) {
		while (*s == ' ')
			s++;
		size_t len = strcspn(s, " ");
		if (!len)
			break;
		join(w[n++], 64, s, len < 63 ? len : 63, "");
		s += len;
	}
	return n;
}

/* Is word a (its comma aside) one of other's words? */
static bool word_common(const char *a, char other[][64], int n)
{
	size_t la = strcspn(a, ",");
	for (int i = 0; i < n; i++)
		if (strcspn(other[i], ",") == la && strncmp(a, other[i], la) == 0)
			return true;
	return false;
}

/* The words of w that are kept, joined, no comma at the end. */
static void title_join(char w[][64], const bool *keep, int n, char *out, size_t outlen)
{
	size_t at = 0;
	out[0] = '\0';
	for (int i = 0; i < n; i++)
		if (keep[i] && at < outlen)
			at += (size_t)snprintf(out + at, outlen - at, "%s%s", at ? " " : "", w[i]);
	while (at > 0 && at < outlen && out[at - 1] == ',')
		out[--at] = '\0';
}

int fit_differ(const char *mine, const char *other, int w, const char *ell, char *out,
	       size_t outlen)
{
	static char a[DIFFER_WORDS][64], b[DIFFER_WORDS][64];
	bool keep[DIFFER_WORDS] = {false}, common[DIFFER_WORDS] = {false};
	int na = title_words(mine, a), nb = title_words(other, b);
	for (int i = 0; i < na; i++) {
		keep[i] = true;
		common[i] = word_common(a[i], b, nb);
	}
	char text[FIT_LINE_MAX];
	title_join(a, keep, na, text, sizeof text);
	/* first the groups (between commas) wholly the same, from the end,
	 * the first group aside (the engine) */
	for (int end = na - 1; end > 0 && fit_width(text) > w; end--) {
		int start = end;
		while (start > 0 && !strchr(a[start - 1], ','))
			start--;
		bool same = start > 0;
		for (int i = start; i <= end; i++)
			same = same && common[i];
		for (int i = start; same && i <= end; i++)
			keep[i] = false;
		title_join(a, keep, na, text, sizeof text);
		end = start;
	}
	/* then the words the same, from the front */
	for (int i = 0; i < na && fit_width(text) > w; i++)
		if (keep[i] && common[i]) {
			keep[i] = false;
			title_join(a, keep, na, text, sizeof text);
		}
	if (!ell) { /* the drawing cuts it, with its own mark */
		join(out, outlen, text, strlen(text), "");
		return fit_width(out);
	}
	return fit_cut(text, w, ell, out, outlen);
}
