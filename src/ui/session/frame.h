/* SPDX-License-Identifier: MIT */
/* What the views draw from: a read-only snapshot of the session, built
 * once per frame by frame_build().  Views never change the search or the
 * app state; the only thing a frame lends them to write is the scratch
 * of move numbers. */
#ifndef KTOUR_UI_FRAME_H
#define KTOUR_UI_FRAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ui/app/app.h"
#include "ui/base/caps.h"
#include "ui/model/layout.h"
#include "ui/play/play_model.h"
#include "ktour/engine.h"

/* The words that differ between a search and the replay of a saved path,
 * chosen once per frame from the engine's view (frame_words), so that the
 * views draw them without asking which it is. */
typedef struct ui_words {
	const char *exhausted;      /* the state when finished ... */
	const char *stuck;          /* ... and when finally stuck */
	const char *complete;       /* paused on a solution; NULL: "SOLUTION n FOUND" */
	const char *stack_title;
	const char *stack_legend;   /* the stack's first line, as wide as fits: */
	const char *stack_legend_short;
	const char *stack_legend_tiny; /* ... where not even the short one fits */
	const char *stack_end;      /* the stack's top line when stuck; NULL: as usual */
	bool stack_path_only;       /* the path alone, without the candidates (play: the
				       student's path, no [current] of a search) */
} ui_words;

const ui_words *frame_words(const engine_view *v);

/* What drawing keeps from one frame to the next (frame.c alone writes
 * it): the board viewport's origin, which follows the knight, and the
 * scratch of per-square move numbers. */
typedef struct view_scratch {
	int top, left;         /* board viewport origin (row, column) */
	int32_t *moveno;
	int32_t nsq;
} view_scratch;

/* Room for a board of nsq squares, the viewport back at the top left;
 * false with a message when out of memory (v stays as it was). */
bool view_scratch_fit(view_scratch *v, int32_t nsq, int rows, int cols, char *err,
		      size_t errlen);
void view_scratch_free(view_scratch *v);

typedef struct ui_frame {
	const ui_caps *caps;
	const ui_layout *lay;
	const app_state *app;
	const engine *e;          /* for engine_depth_info() only */
	engine_view v;
	const engine_event *last; /* the event of step t */
	const uint64_t *retreat;  /* per square: step of its last retreat */
	uint64_t t;               /* steps taken */
	int top, left;            /* board viewport origin (row, column) */
	double rate;              /* steps per second of the last run */
	double elapsed;           /* seconds spent running */
	int32_t *moveno;          /* scratch for the board: per square its move
				     number (the frame is read-only, this is not) */
	const ui_words *words;
	const char *source_name;  /* the file played back; NULL for a search */
	const char *board_title;  /* over the board instead of "Board RxC"; NULL:
				     that (explore --compare: the side's settings) */
	app_facts facts;          /* for the prompt's label */
	const play_model *play;   /* play mode: the student's game; else NULL */
	const char *play_note;    /* play mode: the hint or the result */
	const struct treesize *tree; /* the estimate of the search tree */
	const lesson *lesson;     /* ktour lesson FILE (its scene: app->lesson.scene);
				     NULL: none */
	const char *caption;      /* the lesson's caption as the class reads it
				     (session_lesson_caption); NULL: no lesson */
	const explore_mark *marks; /* the marks (M), for the list of ' */
	int nmarks;
} ui_frame;

struct session;
/* The frame of session s now; the board viewport follows the knight (or
 * the start-square cursor). */
void frame_build(ui_frame *f, struct session *s);

#endif
