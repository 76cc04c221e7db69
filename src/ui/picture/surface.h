/* SPDX-License-Identifier: MIT */
/* A scene into a file: the same drawing (paint.h) on cairo's SVG, PNG
 * or PDF surface.  SVG: cairo draws text as glyph outlines, so the
 * writer adds every text drawn as real, transparent <text> over them
 * (searchable, read aloud, tested with xmllint) and a <title>.  PDF:
 * text stays text (pdftotext reads it), with the title in its metadata.
 * PNG: an opaque image. */
#ifndef KTOUR_UI_PICTURE_SURFACE_H
#define KTOUR_UI_PICTURE_SURFACE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "ktour/file_io.h"
#include "ktour/picture.h"
#include "scene.h"

/* The writers of the still formats' rows (formats.h): the sheet as
 * SVG, PNG or PDF to f, the title (NULL: none) in the SVG's <title> and
 * the PDF's metadata; false with errno set. */
struct pic_sheet;
bool pic_svg_write(FILE *f, const struct pic_sheet *s, const char *title);
bool pic_png_write(FILE *f, const struct pic_sheet *s, const char *title);
bool pic_pdf_write(FILE *f, const struct pic_sheet *s, const char *title);

/* Write s as fmt (a format that can be PICTURE_STILL) to f; `title` names the
 * picture in the SVG's <title> and the PDF's metadata (NULL: none).
 * False on a write error, out of memory or a page too small (errno
 * set: EIO, ENOMEM, EINVAL). */
bool pic_scene_write(FILE *f, const pic_scene *s, picture_format fmt, const char *title);
/* The same into path, atomically (file_write_atomic()). */
bool pic_scene_write_file(const char *path, const pic_scene *s, picture_format fmt,
			  const char *title, file_replace how, char *err, size_t errlen);
/* Scenes side by side on one page (explore --compare: a board each),
 * each at its own size, left to right; the page as wide as all of them
 * and as tall as the tallest. */
bool pic_sheet_write_file(const char *path, const pic_scene *const *s, int n,
			  picture_format fmt, const char *title, file_replace how, char *err,
			  size_t errlen);

#endif
