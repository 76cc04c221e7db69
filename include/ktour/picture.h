/* SPDX-License-Identifier: MIT */
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

#include "ktour/config.h"
#include "ktour/file_io.h"
#include "ktour/moment.h"
#include "ktour/tour.h"

/* The picture formats: each is one row of one table
 * (src/ui/picture/picture.c), read by render, convert, x, the
 * completions and the messages that list them.  HACKING.md: "A picture
 * format". */
typedef enum picture_format {
	PICTURE_NONE = 0, /* no picture format */
	PICTURE_SVG,
	PICTURE_PNG,
	PICTURE_PDF,
	PICTURE_GIF,
	PICTURE_FORMAT_END /* not a format: a new one goes before it */
} picture_format;
/* How many formats there are: they are 1 .. PICTURE_FORMAT_COUNT, in the
 * order lists name them. */
#define PICTURE_FORMAT_COUNT (PICTURE_FORMAT_END - 1)

/* What a format can do: the bits of picture_format_desc.can. */
enum {
	/* One moment, drawn once: render --step, x, convert's finished tour. */
	PICTURE_STILL = 1u << 0,
	/* An animation of frames, and nothing else: render --frames, and
	 * convert's tour drawing itself a frame a move (a GIF). */
	PICTURE_FRAMES = 1u << 1,
	/* A still that can also draw itself: convert --animate (SVG's SMIL). */
	PICTURE_ANIMATE = 1u << 2,
	/* Text, not binary: convert writes it to a terminal. */
	PICTURE_TEXT = 1u << 3,
};

typedef struct picture_format_desc {
	picture_format format;
	const char *name;  /* --to's word and -o's extension, lower case: "gif" */
	const char *ext;   /* the extension with its dot: ".gif" (any case is read) */
	const char *label; /* in sentences: "a GIF is an animation" */
	unsigned can;      /* PICTURE_* above */
} picture_format_desc;

/* The row of format f; NULL for PICTURE_NONE and any other value. */
const picture_format_desc *picture_format_desc_of(picture_format f);
/* Can format f do all of `what` (PICTURE_* bits)?  False for no format. */
bool picture_format_can(picture_format f, unsigned what);

/* The format a file's name asks for by its extension (".svg", ".png",
 * ".pdf", ".gif", any case); PICTURE_NONE for any other. */
picture_format picture_format_of(const char *path);
/* A row's name ("svg", any case) -> the format; PICTURE_NONE for others. */
picture_format picture_format_from_name(const char *name);
const char *picture_format_name(picture_format f);

/* Which word of a row picture_formats_join() gives. */
typedef enum picture_word { PICTURE_NAME, PICTURE_EXT, PICTURE_LABEL } picture_word;

/* The words of the formats that can all of `what` and none of
 * `without`, in the table's order, joined with sep and, before the
 * last, with last (".svg, .png or .pdf"), into out; returns how many. */
int picture_formats_join(unsigned what, unsigned without, picture_word word, const char *sep,
			 const char *last, char *out, size_t outlen);

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
 * theme_id of src/ui/base/palette.h); false with a message naming them. */
bool picture_theme_parse(const char *name, int *theme, char *err, size_t errlen);
/* 1..PICTURE_FPS_MAX; false with a message. */
bool picture_fps_parse(const char *text, int *fps, char *err, size_t errlen);

/* The panels a picture of the explorer shows: "board,heatmap,stack,
 * narration,status" (any of them, any order, or "all") into *panels;
 * false with a message naming the word that is none of them. */
bool picture_panels_parse(const char *text, unsigned *panels, char *err, size_t errlen);

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

/* ---- ktour render: a moment of the explorer, headless -------------------- */

/* The explorer at one moment, as a picture (ktour render): the search of
 * cfg, or the replay of a saved path, stepped without a terminal to
 * `step` (and on from there until a moment holds, --until COND) and drawn
 * as the explorer shows it then (src/ui/render/). */
typedef struct picture_render_options {
	engine_config cfg;       /* the search, its settings resolved */
	bool start_given;
	const tour *replay;      /* a saved path played back instead (a tour
				    file, play's saved path); NULL: the search */
	const char *replay_name; /* its file's name, in the board's title */
	uint64_t step;           /* the moment: the steps taken (a replay's
				    step N shows its square N+1) */
	bool until_given;        /* ... and on from there until `until` holds
				    (moment_parse()d against cfg; one picture) */
	moment until;
	/* An animation (GIF): the frames at step, step + every, ... up to
	 * last; every 0: one picture. */
	uint64_t last, every;
	int fps;                 /* frames a second; 0: 4 */
	unsigned panels;         /* picture_panels_parse(); 0: all */
	bool legend;             /* a key to the marks under the boards */
	int width, height;       /* 0, 0: 1600x900 (a GIF: 960x540) */
	int theme;               /* 0: dark */
} picture_render_options;

#define PICTURE_RENDER_W 1600
#define PICTURE_RENDER_H 900
#define PICTURE_RENDER_GIF_W 960
#define PICTURE_RENDER_GIF_H 540

/* Step to the moment (or through the frames) and write the picture as
 * fmt (SVG, PNG, PDF; GIF for an animation) into path, atomically.  False
 * with a message in err: the settings refused, a search that ends before
 * the step asked for ("the search ended at step 120: there is no step
 * 500") or before the moment ("... before solution 305"), a page too
 * small, a write that failed. */
bool picture_render_file(const char *path, picture_format fmt, const picture_render_options *o,
			 file_replace how, char *err, size_t errlen);

#endif
