/* SPDX-License-Identifier: MIT */
/* Inside the painter (paint.c, paint_board.c, paint_text.c): the state
 * of one drawing and the text helpers the panels share.  Private to
 * src/ui/picture. */
#ifndef KTOUR_UI_PICTURE_PAINT_IMPL_H
#define KTOUR_UI_PICTURE_PAINT_IMPL_H

#include <cairo.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "geometry.h"
#include "paint.h"
#include "scene.h"
#include "style.h"

/* The fonts (Debian: fonts-dejavu-core).  The knight (U+265E) is in
 * DejaVu Sans, not in its monospaced face. */
#define PIC_FONT_SANS "DejaVu Sans"
#define PIC_FONT_MONO "DejaVu Sans Mono"

typedef struct painter {
	cairo_t *cr;
	const pic_scene *s;
	pic_geom g;
	uint32_t page, ink;
	pic_texts *texts; /* every text drawn, or NULL */
	bool failed;      /* out of memory while recording */
	bool mono, bold;  /* the face of the last pp_font(), for the record */
	double size;
} painter;

/* A font: sans or monospaced, bold or not, at size. */
void pp_font(painter *p, bool mono, bool bold, double size);
void pp_colour(cairo_t *cr, uint32_t rgb);
void pp_fill_box(painter *p, pic_box b, uint32_t rgb);
/* Advance width of text in the current font. */
double pp_width(painter *p, const char *text);
/* Text with its baseline's left end at (x, y) in the current font and
 * ink, recorded for the SVG text layer; returns its advance. */
double pp_show(painter *p, double x, double y, const char *text, uint32_t ink);
/* Record text without drawing it (a mark drawn as a shape). */
void pp_record(painter *p, double x, double y, double size, const char *text);
/* text cut to `w` wide with an ellipsis (U+2026) when it does not fit,
 * into out; returns its width. */
double pp_fit(painter *p, const char *text, double w, char *out, size_t len);
/* The baseline of one line of text centred in a band [top, top + h]. */
double pp_baseline(painter *p, double top, double h);
/* Text centred in box b by its ink (numbers and the knight in squares). */
void pp_centred(painter *p, pic_box b, const char *text, uint32_t ink);

void pp_boards(painter *p);
void pp_key(painter *p);
/* A lesson's rings and arrow over the board's squares sq (paint_point.c). */
void pp_points(painter *p, const pic_box *sq);
void pp_stack(painter *p);
void pp_status(painter *p);
void pp_narration(painter *p);

#endif
