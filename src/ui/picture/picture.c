/* SPDX-License-Identifier: MIT */
/* The names and numbers the command line gives the pictures
 * (ktour/picture.h). */
#include "ktour/picture.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "formats.h"
#include "ktour/escape.h"
#include "scene.h"
#include "surface.h"
#include "tour_pic.h"
#include "ui/base/palette.h"

/* How the picture code writes each format: a row each, by format, beside
 * the formats' own rows (src/ui/base/picture_formats.c, which the
 * explorer's prompt reads too); row 0, PICTURE_NONE's, is empty.
 * tests/unit/test_pic_formats.c checks that every format's writers are
 * what its row says it can do. */
static const pic_format_row rows[] = {
	[PICTURE_SVG] = {pic_svg_write, svg_anim_write},
	[PICTURE_PNG] = {pic_png_write, NULL},
	[PICTURE_PDF] = {pic_pdf_write, NULL},
	[PICTURE_GIF] = {NULL, tour_gif_write},
};
_Static_assert(sizeof rows / sizeof rows[0] == PICTURE_FORMAT_END,
	       "writers for every picture_format (the last one's are missing)");

const pic_format_row *pic_format_row_of(picture_format f)
{
	return f > PICTURE_NONE && f < PICTURE_FORMAT_END ? &rows[f] : NULL;
}

/* A whole number in [lo, hi] at *p (then past it); false otherwise. */
static bool number(const char **p, long lo, long hi, long *v)
{
	if (!isdigit((unsigned char)**p))
		return false;
	errno = 0;
	char *end;
	*v = strtol(*p, &end, 10);
	*p = end;
	return errno == 0 && *v >= lo && *v <= hi;
}

bool picture_size_parse(const char *text, int *w, int *h, char *err, size_t errlen)
{
	const char *p = text ? text : "";
	long a = 0, b = 0;
	bool ok = number(&p, PICTURE_SIZE_MIN, PICTURE_SIZE_MAX, &a) && (*p == 'x' || *p == 'X');
	if (ok) {
		p++;
		ok = number(&p, PICTURE_SIZE_MIN, PICTURE_SIZE_MAX, &b) && *p == '\0';
	}
	if (!ok) {
		snprintf(err, errlen,
			 "%s is not a size: expected WIDTHxHEIGHT, each %d to %d (like 1600x900)",
			 ESCAPE_QUOTE(text ? text : ""), PICTURE_SIZE_MIN, PICTURE_SIZE_MAX);
		return false;
	}
	*w = (int)a;
	*h = (int)b;
	return true;
}

bool picture_theme_parse(const char *name, int *theme, char *err, size_t errlen)
{
	theme_id t;
	if (!palette_theme_from_name(name, &t)) {
		snprintf(err, errlen, "%s is not a theme: expected dark, light, projector or mono",
			 ESCAPE_QUOTE(name ? name : ""));
		return false;
	}
	*theme = (int)t;
	return true;
}

bool picture_fps_parse(const char *text, int *fps, char *err, size_t errlen)
{
	const char *p = text ? text : "";
	long v;
	if (!number(&p, 1, PICTURE_FPS_MAX, &v) || *p) {
		snprintf(err, errlen, "%s is not a frame rate: expected a whole number of frames "
				      "a second, 1 to %d",
			 ESCAPE_QUOTE(text ? text : ""), PICTURE_FPS_MAX);
		return false;
	}
	*fps = (int)v;
	return true;
}

bool picture_panels_parse(const char *text, unsigned *panels, char *err, size_t errlen)
{
	return pic_panels_parse(text, panels, err, errlen);
}
