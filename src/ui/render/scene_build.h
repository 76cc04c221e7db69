/* SPDX-License-Identifier: MIT */
/* The explorer's moment as a picture's scene: a ui_frame (the screen's
 * data, src/ui/session/frame.h) into a pic_scene (src/ui/picture/scene.h),
 * with the decisions of the views' model (src/ui/session/panel_model.h):
 * the same marks on the same squares, the same stack lines, the same
 * words.  No curses, no cairo: `ktour render` (render.c) fills it from a
 * session stepped without a terminal, `x` (session_picture.c) from the
 * session on the screen. */
#ifndef KTOUR_UI_RENDER_SCENE_BUILD_H
#define KTOUR_UI_RENDER_SCENE_BUILD_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/picture/scene.h"
#include "ui/session/frame.h"

/* Stack lines a picture is given at most (the newest; the rest are
 * counted above them): far more than any page shows. */
#define FRAME_SCENE_LINES 256

/* A scene and the texts and lines it points to. */
typedef struct frame_scene {
	pic_scene s;
	pic_stack_line lines[FRAME_SCENE_LINES + 1];
	char title[256];
	char legend[160];
	char narration[400];
	char settings[600];
	char state[48];
	char counters[200];
	ksq rings[LESSON_HIGHLIGHT_MAX]; /* a lesson's scene's highlight */
} frame_scene;

/* Can a scene show f?  Not a construction (divide and conquer, whose
 * board is its cycles): false with the reason. */
bool frame_scene_can(const ui_frame *f, char *why, size_t whylen);

/* A scene for f's board, every square empty; false when out of memory
 * (nothing to free then). */
bool frame_scene_init(frame_scene *fs, const ui_frame *f);
void frame_scene_free(frame_scene *fs);

/* Fill the scene from f (whose board it was made for): the squares, the
 * stack, the words, the step; `panels` (PIC_*) says what it shows.  f's
 * scratch of move numbers is written. */
void frame_scene_fill(frame_scene *fs, const ui_frame *f, unsigned panels);

/* The panels of the screen now (PIC_*): the board, the onward moves (the
 * panel, or h on the board), the stack, the narration and the status;
 * the presentation (z) shows the board and the narration. */
unsigned frame_scene_panels(const ui_frame *f);

struct session;
/* x (session_picture.c; FX_PICTURE, carried out by the loop,
 * src/ui/explore/loop.c): open the prompt with the name
 * "ktour-8x8-step1234.svg"; write the screen as an SVG picture to path
 * (the panels shown, both boards of a comparison), asking before it
 * replaces a file unless `overwrite`. */
app_fx session_picture_prompt(struct session *s);
app_fx session_picture(struct session *s, const char *path, bool overwrite);

#endif
