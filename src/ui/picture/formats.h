/* SPDX-License-Identifier: MIT */
/* The picture formats' writers (picture.c), beside each format's row of
 * ktour/picture.h's picture_format_desc (src/ui/base/picture_formats.c):
 * how the picture code writes each format.  A still (PICTURE_STILL) is
 * a sheet of scenes drawn once (surface.c); a tour drawing itself (PICTURE_FRAMES, PICTURE_ANIMATE)
 * has its own writer: the GIF's frames (tour_anim.c) or SVG's SMIL
 * (svg_anim.c).  Only the picture code includes it. */
#ifndef KTOUR_UI_PICTURE_FORMATS_H
#define KTOUR_UI_PICTURE_FORMATS_H

#include <stdbool.h>
#include <stdio.h>

#include "ktour/picture.h"

struct pic_sheet; /* scenes side by side on one page (surface.c) */
struct tour_pic;  /* a tour as scenes (tour_pic.h) */

typedef struct pic_format_row {
	/* A still: the sheet to f, `title` (NULL: none) in the SVG's
	 * <title> or the PDF's metadata; NULL where it cannot be still.
	 * False with errno set. */
	bool (*still)(FILE *f, const struct pic_sheet *s, const char *title);
	/* The tour drawing itself; NULL where it cannot. */
	bool (*tour_moving)(FILE *f, struct tour_pic *tp, const picture_tour_options *o);
} pic_format_row;

/* The row of f; NULL for no format. */
const pic_format_row *pic_format_row_of(picture_format f);

#endif
