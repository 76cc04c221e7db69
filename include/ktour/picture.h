/* Pictures for slides and handouts (docs/design.md "File formats"): what the
 * explorer shows, drawn with cairo as SVG, PNG or PDF, and tours drawing
 * themselves as animated GIF (giflib) or SVG.  The code is in
 * src/ui/picture/ (ui layer, no curses); this header is what the command
 * line uses, and includes neither cairo nor curses. */
#ifndef KTOUR_PICTURE_H
#define KTOUR_PICTURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "ktour/file_io.h"
#include "ktour/tour.h"

typedef enum picture_format {
	PICTURE_NONE = 0,
	PICTURE_SVG,
	PICTURE_PNG,
	PICTURE_PDF,
	PICTURE_GIF,
} picture_format;

/* The format a file's name asks for by its extension (".svg", ".png",
 * ".pdf", ".gif", any case); PICTURE_NONE for any other. */
picture_format picture_format_of(const char *path);
/* "svg", "png", "pdf", "gif" -> the format; PICTURE_NONE for others. */
picture_format picture_format_from_name(const char *name);
const char *picture_format_name(picture_format f);

/* Sizes a picture may have (pixels for PNG and GIF, points for PDF, SVG
 * user units), and frames a second an animation may show (a GIF's
 * delays are hundredths of a second; browsers slow anything under two). */
#define PICTURE_SIZE_MIN 32
#define PICTURE_SIZE_MAX 8000
#define PICTURE_FPS_MAX 50

/* "WxH" (or "WXH"), each PICTURE_SIZE_MIN..PICTURE_SIZE_MAX; false with
 * a message saying what is wrong. */
bool picture_size_parse(const char *text, int *w, int *h, char *err, size_t errlen);
/* A theme's name (dark, light, projector, mono) into its number (the
 * theme_id of src/ui/term/palette.h); false with a message naming them. */
bool picture_theme_parse(const char *name, int *theme, char *err, size_t errlen);
/* 1..PICTURE_FPS_MAX; false with a message. */
bool picture_fps_parse(const char *text, int *fps, char *err, size_t errlen);

/* A tour as a picture: the board alone with its move numbers and the
 * path as a line, the start framed. */
typedef struct picture_tour_options {
	int width, height; /* 0, 0: 480x480 */
	int fps;           /* moves a second of an animation; 0: 4 */
	int theme;         /* 0: dark */
	bool animate;      /* SVG: the tour draws itself (SMIL), looping */
} picture_tour_options;

/* A GIF shows the tour drawing itself: one frame per square (the knight
 * on it, the squares before it numbered), 1/fps seconds each, the last
 * held PICTURE_HOLD_CS hundredths more, looping.  An animated SVG does
 * the same with SMIL; a viewer without SMIL shows the finished tour.
 * PNG, PDF and a still SVG show the finished tour. */
#define PICTURE_HOLD_CS 200

/* Write t as fmt to f (any picture format; a still SVG only with
 * o->animate: convert's plain `--to svg` is format.h's).  False on a
 * write error or out of memory, with errno set. */
bool picture_tour_write(FILE *f, const tour *t, picture_format fmt,
			const picture_tour_options *o);
/* The same into path, atomically (file_write_atomic()); err says why not. */
bool picture_tour_write_file(const char *path, const tour *t, picture_format fmt,
			     const picture_tour_options *o, file_replace how, char *err,
			     size_t errlen);

#endif
