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

#include "ktour/escape.h"
#include "scene.h"
#include "ui/base/palette.h"

static const char *const format_names[] = {
	[PICTURE_SVG] = "svg", [PICTURE_PNG] = "png", [PICTURE_PDF] = "pdf", [PICTURE_GIF] = "gif"};

picture_format picture_format_from_name(const char *name)
{
	for (int f = PICTURE_SVG; f <= PICTURE_GIF; f++)
		if (name && strcasecmp(name, format_names[f]) == 0)
			return (picture_format)f;
	return PICTURE_NONE;
}

const char *picture_format_name(picture_format f)
{
	return f >= PICTURE_SVG && f <= PICTURE_GIF ? format_names[f] : "?";
}

picture_format picture_format_of(const char *path)
{
	const char *dot = path ? strrchr(path, '.') : NULL;
	if (!dot || strchr(dot, '/'))
		return PICTURE_NONE;
	return picture_format_from_name(dot + 1);
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
