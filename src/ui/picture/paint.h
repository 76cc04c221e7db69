/* SPDX-License-Identifier: MIT */
/* The one drawing routine of the pictures: a scene (scene.h) onto any
 * cairo surface (SVG, PNG, PDF, the GIF's frames), with the layout of
 * geometry.h and the theme's colours of style.h.  No curses. */
#ifndef KTOUR_UI_PICTURE_PAINT_H
#define KTOUR_UI_PICTURE_PAINT_H

#include <cairo.h>
#include <stdbool.h>
#include <stddef.h>

#include "geometry.h"
#include "scene.h"

/* A text as drawn: its baseline's left end, size, face and words (UTF-8).
 * The SVG writer lays these over cairo's glyph outlines as real, unseen
 * text, so that an SVG picture can be searched, read aloud and tested. */
typedef struct pic_text {
	double x, y, size;
	bool mono, bold;
	char *text;
} pic_text;

typedef struct pic_texts {
	pic_text *v;
	size_t n, cap;
} pic_texts;

void pic_texts_free(pic_texts *t);

/* Draw s on cr, the page at (0, 0) to (s->width, s->height) in cr's
 * units.  texts (may be NULL) receives every text drawn.  False when the
 * page is too small for the board (nothing useful drawn; the page is
 * filled) or out of memory. */
bool pic_paint(cairo_t *cr, const pic_scene *s, pic_texts *texts);

/* The layout pic_paint uses for s (for the tests and the animated SVG,
 * which places its squares where the GIF's frames have them). */
bool pic_scene_geom(const pic_scene *s, pic_geom_in *in, pic_geom *g);

#endif
