/* SPDX-License-Identifier: MIT */
/* The picture formats' table (ktour/picture.h): a format's name, its
 * file's extension, the word a sentence uses and what it can do.  Data
 * alone, below every folder that names a format: render and convert, the
 * explorer's x prompt, the completions and the messages read it; the
 * picture code keeps each format's writers beside it (picture.c). */
#include "ktour/picture.h"

#include <stdio.h>
#include <string.h>
#include <strings.h>

/* A row a format; row 0, PICTURE_NONE's, is empty.
 * tests/unit/test_pic_formats.c checks every row: its name and extension
 * read back, each writer writes what its name says, the messages and the
 * completions name it. */
static const picture_format_desc rows[] = {
	[PICTURE_SVG] = {PICTURE_SVG, "svg", ".svg", "SVG", PICTURE_STILL | PICTURE_ANIMATE | PICTURE_TEXT},
	[PICTURE_PNG] = {PICTURE_PNG, "png", ".png", "PNG", PICTURE_STILL},
	[PICTURE_PDF] = {PICTURE_PDF, "pdf", ".pdf", "PDF", PICTURE_STILL},
	[PICTURE_GIF] = {PICTURE_GIF, "gif", ".gif", "GIF", PICTURE_FRAMES},
};
_Static_assert(sizeof rows / sizeof rows[0] == PICTURE_FORMAT_END,
	       "a row for every picture_format (the last one's is missing)");

const picture_format_desc *picture_format_desc_of(picture_format f)
{
	return f > PICTURE_NONE && f < PICTURE_FORMAT_END ? &rows[f] : NULL;
}

bool picture_format_can(picture_format f, unsigned what)
{
	const picture_format_desc *d = picture_format_desc_of(f);
	return d && (d->can & what) == what;
}

picture_format picture_format_from_name(const char *name)
{
	for (int f = 1; f <= PICTURE_FORMAT_COUNT; f++)
		if (name && strcasecmp(name, rows[f].name) == 0)
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
		total += picture_format_can((picture_format)f, what) && !(rows[f].can & without);
	size_t at = 0;
	out[0] = '\0';
	for (int f = 1; f <= PICTURE_FORMAT_COUNT && at < outlen; f++) {
		const picture_format_desc *d = &rows[f];
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
		if (strcasecmp(dot, rows[f].ext) == 0)
			return (picture_format)f;
	return PICTURE_NONE;
}
