/* SPDX-License-Identifier: MIT */
/* The names and numbers the command line gives the pictures
 * (ktour/picture.h). */
#include "ktour/picture.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "formats.h"
#include "ktour/escape.h"
#include "scene.h"
#include "surface.h"
#include "tour_pic.h"
#include "ui/base/palette.h"

/* The picture formats: a row each, by format (ktour/picture.h); row 0,
 * PICTURE_NONE's, is empty.  tests/unit/test_pic_formats.c checks every
 * row: its name and extension read back, each writer writes what its
 * name says, the messages and the completions name it. */
static const pic_format_row rows[] = {
	[PICTURE_SVG] = {{PICTURE_SVG, "svg", ".svg", "SVG", PICTURE_STILL | PICTURE_ANIMATE | PICTURE_TEXT},
			 pic_svg_write, svg_anim_write},
	[PICTURE_PNG] = {{PICTURE_PNG, "png", ".png", "PNG", PICTURE_STILL}, pic_png_write, NULL},
	[PICTURE_PDF] = {{PICTURE_PDF, "pdf", ".pdf", "PDF", PICTURE_STILL}, pic_pdf_write, NULL},
	[PICTURE_GIF] = {{PICTURE_GIF, "gif", ".gif", "GIF", PICTURE_FRAMES}, NULL, tour_gif_write},
};
_Static_assert(sizeof rows / sizeof rows[0] == PICTURE_FORMAT_END,
	       "a row for every picture_format (the last one's is missing)");

const pic_format_row *pic_format_row_of(picture_format f)
{
	return f > PICTURE_NONE && f < PICTURE_FORMAT_END ? &rows[f] : NULL;
}

const picture_format_desc *picture_format_desc_of(picture_format f)
{
	const pic_format_row *r = pic_format_row_of(f);
	return r ? &r->d : NULL;
}

bool picture_format_can(picture_format f, unsigned what)
{
	const picture_format_desc *d = picture_format_desc_of(f);
	return d && (d->can & what) == what;
}

picture_format picture_format_from_name(const char *name)
{
	for (int f = 1; f <= PICTURE_FORMAT_COUNT; f++)
		if (name && strcasecmp(name, rows[f].d.name) == 0)
			return (picture_format)f;
	return PICTURE_NONE;
}

const char *picture_format_name(picture_format f)
{
	const picture_format_desc *d = picture_format_desc_of(f);
	return d ? d->name : "?";
}

int picture_formats_join(unsigned what, unsigned without, picture_word word, const char *sep,
			 const char *last, char *out, size_t outlen)
{
	int n = 0, total = 0;
	for (int f = 1; f <= PICTURE_FORMAT_COUNT; f++)
		total += picture_format_can((picture_format)f, what) && !(rows[f].d.can & without);
	size_t at = 0;
	out[0] = '\0';
	for (int f = 1; f <= PICTURE_FORMAT_COUNT && at < outlen; f++) {
		const picture_format_desc *d = &rows[f].d;
		if (!picture_format_can(d->format, what) || (d->can & without))
			continue;
		const char *s = n == 0 ? "" : n == total - 1 ? last : sep;
		int w = snprintf(out + at, outlen - at, "%s%s", s,
				 word == PICTURE_EXT ? d->ext : word == PICTURE_LABEL ? d->label : d->name);
		if (w < 0)
			break;
		at += (size_t)w;
		n++;
	}
	return n;
}

picture_format picture_format_of(const char *path)
{
	const char *dot = path ? strrchr(path, '.') : NULL;
	if (!dot || strchr(dot, '/'))
		return PICTURE_NONE;
	for (int f = 1; f <= PICTURE_FORMAT_COUNT; f++)
		if (strcasecmp(dot, rows[f].d.ext) == 0)
			return (picture_format)f;
	return PICTURE_NONE;
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
