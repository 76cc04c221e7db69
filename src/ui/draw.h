/* Small drawing helpers shared by the views. */
#ifndef KTOUR_UI_DRAW_H
#define KTOUR_UI_DRAW_H

#include "caps.h"
#include "layout.h"
#include "theme.h"

/* Columns a UTF-8 string takes (every code point we draw is one column). */
int draw_width(const char *s);
/* Draw s at (y, x) in at most maxw columns; returns the columns used. */
int draw_str(int y, int x, int maxw, role r, const char *s);
/* w blanks. */
void draw_fill(int y, int x, int w, role r);
/* A box around r with a title in its top edge. */
void draw_box(rect r, const glyphs *g, role border, const char *title);
/* A centred line inside the width [x, x+w). */
void draw_centred(int y, int x, int w, role r, const char *s);

#endif
