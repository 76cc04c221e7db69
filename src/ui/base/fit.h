/* SPDX-License-Identifier: MIT */
/* Fitting text into a number of columns: how wide a text is, cutting it so
 * that a cut always ends with an ellipsis, and wrapping it at spaces onto
 * a few lines (the last one cut with the ellipsis when words are left).
 * Every view draws its text through draw_text() (draw.h), which uses
 * fit_cut(), so nothing on the screen is cut without a mark.
 *
 * Pure: no curses (tests/unit/test_ui_fit.c).  Every code point we draw
 * takes one column. */
#ifndef KTOUR_UI_FIT_H
#define KTOUR_UI_FIT_H

#include <stddef.h>

/* Longest line a wrap produces, in bytes (a wide terminal, UTF-8). */
#define FIT_LINE_MAX 2048

typedef struct fit_line {
	char text[FIT_LINE_MAX];
} fit_line;

/* Columns the UTF-8 string s takes. */
int fit_width(const char *s);
/* Bytes of the first `cols` columns of s (all of s when it is narrower). */
size_t fit_prefix(const char *s, int cols);

/* s in at most w columns into out: s itself when it fits, else as many of
 * its first columns as leave room for the ellipsis ell, then ell.  Where w
 * is narrower than ell, just the first w columns.  Returns the columns of
 * out. */
int fit_cut(const char *s, int w, const char *ell, char *out, size_t outlen);

/* The same, always marked: the first columns of s that leave room for
 * ell, then ell (for the last piece of a line cut after it). */
int fit_cut_mark(const char *s, int w, const char *ell, char *out, size_t outlen);

/* Word-wrap s onto at most maxlines lines of w columns (the last line
 * last_w columns), breaking at spaces (a word longer than a line is
 * broken).  When words are left over, the last line is cut with ell.
 * Returns the lines written into out (0 for an empty s). */
int fit_wrap(const char *s, int w, int last_w, int maxlines, const char *ell, fit_line *out);

/* A title `mine` in at most w columns beside a title `other` (two
 * searches compared): the words that tell them apart are kept, those the
 * same dropped first (groups between commas wholly the same, from the
 * end; then words the same, from the front), then cut with ell (NULL:
 * left for the drawing to cut).
 * "backtrack prune lookahead" beside "backtrack prune none" in 15
 * columns: "prune lookahead".  Returns the columns of out. */
int fit_differ(const char *mine, const char *other, int w, const char *ell, char *out,
	       size_t outlen);

/* Lines fit_wrap would need for all of s, at width w (at most `limit`). */
int fit_lines_needed(const char *s, int w, int limit);

#endif
