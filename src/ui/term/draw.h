/* SPDX-License-Identifier: MIT */
/* Small drawing helpers shared by the views.  Text goes through
 * draw_text(), which cuts what does not fit with an ellipsis (fit.h), so
 * no view cuts text without a mark; draw_str() is for glyphs and cells
 * that are known to fit.  Every text is drawn escaped (ktour/escape.h):
 * a control character shows as \033 and the like, never reaching the
 * terminal. */
#ifndef KTOUR_UI_DRAW_H
#define KTOUR_UI_DRAW_H

#include "ui/base/caps.h"
#include "ui/base/fit.h"
#include "ui/model/layout.h"
#include "theme.h"

/* The ellipsis for the terminal's capabilities ("…", or "..." in ASCII);
 * decided once at start, like the theme. */
void draw_init(const ui_caps *caps);
const char *draw_ellipsis(void);
/* Whether the glyphs are UTF-8's (draw_init's caps). */
bool draw_utf8(void);

/* Draw s at (y, x) in at most maxw columns, no mark when cut (glyphs,
 * cells); returns the columns used. */
int draw_str(int y, int x, int maxw, role r, const char *s);
/* Draw text at (y, x) in at most maxw columns, ending with the ellipsis
 * when it is cut; returns the columns used. */
int draw_text(int y, int x, int maxw, role r, const char *s);
/* Word-wrap text onto at most `rows` lines of w columns (the last one cut
 * with the ellipsis); returns the lines drawn. */
int draw_wrap(int y, int x, int w, int rows, role r, const char *s);
/* A line of pieces of text in their roles, drawn as one text: cut with
 * the ellipsis at the end when it does not fit. */
#define DRAW_LINE_PIECES 64
typedef struct draw_line {
	int n;
	struct {
		role r;
		char text[80];
	} piece[DRAW_LINE_PIECES];
} draw_line;

void draw_line_add(draw_line *l, role r, const char *s);
/* Draw it at (y, x) in at most w columns; returns the columns used. */
int draw_line_show(const draw_line *l, int y, int x, int w);

/* Text in big words (bigwords.h) wrapped into rect r at the biggest size
 * whose glyphs are at most max_rows rows tall, each line centred when
 * `centre`; where no big size fits, the text wrapped plainly (cut with
 * the ellipsis only when even that does not fit).  Returns the rows
 * used.  The narration of the presentation layout, its state and step,
 * the algorithm's marked line, a lesson's caption. */
int draw_big_words(rect r, role ro, const char *text, int max_rows, bool centre);
/* Would draw_big_words() draw text big in r?  Then its glyphs' height
 * (*rows) and the columns and rows it would take (*w, *h). */
bool draw_big_words_fit(rect r, const char *text, int max_rows, int *rows, int *w, int *h);

/* From now on draw everything in reverse of its role's attributes, or
 * no more: without colour, a dark square of the chequer is its light
 * twin reversed, the marks on it included. */
void draw_invert(bool on);

/* w blanks. */
void draw_fill(int y, int x, int w, role r);
/* A box around r with a title in its top edge (cut with the ellipsis). */
void draw_box(rect r, const glyphs *g, role border, const char *title);
/* A centred line inside the width [x, x+w). */
void draw_centred(int y, int x, int w, role r, const char *s);

#endif
