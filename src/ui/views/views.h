/* SPDX-License-Identifier: MIT */
/* The views: each draws one part of the screen from a frame. */
#ifndef KTOUR_UI_VIEWS_H
#define KTOUR_UI_VIEWS_H

#include <stdbool.h>
#include <stddef.h>

#include "ui/session/frame.h"
#include "ui/term/theme.h"

void view_status(const ui_frame *f);   /* the two status lines */
void view_board(const ui_frame *f);    /* board panel (or degrees on it) */
/* The panels' own (the heatmap, the stack, the algorithm, a lesson's
 * caption) are declared with the panel table, src/ui/model/panels.h. */
void view_bottom(const ui_frame *f);   /* message, narration, footer */
void view_help(const ui_frame *f);     /* the ? overlay */
void view_form(const ui_frame *f);     /* the options form */
void view_too_small(const ui_frame *f);
void view_marks(const ui_frame *f);    /* the list of marks (') */
/* Rows of the caption box of scene k of lesson l whose caption is `text`
 * (filled in: session_lesson_caption(); NULL: no lesson) in `cols`
 * columns (the layout gives it that many): its wrapped text with its
 * question and answer (the taller of hidden and shown) and the border. */
int view_caption_rows(const lesson *l, int scene, const char *text, int cols);
/* The words the caption box shows for `text` (a scene without a caption
 * says so); NULL without a lesson. */
const char *view_caption_text(const char *text);
/* Scene k's caption `caption` (filled in) with its question, its answer
 * (when `answer`, else how to see it) and its arrow in words, into buf;
 * returns buf. */
const char *view_caption_compose(const lesson *l, int k, const char *caption, bool answer,
				 char *buf, size_t len);
/* A caption's text wrapped at words into r (never cut where r has the
 * rows caption_text_rows() asked for), and those rows at width w.  The
 * presentation's big words draw here. */
int caption_text_draw(rect r, role ro, const char *text);
int caption_text_rows(const char *text, int w);
/* The narration of f's last step (a lesson's without the explorer's keys). */
void view_narration(const ui_frame *f, char *out, size_t len);
/* The state word of f ("RUNNING", "EXHAUSTED", "SOLUTION 3 FOUND") and its
 * role; buf holds it when it is made up. */
const char *view_state(const ui_frame *f, role *r, char *buf, size_t len);

/* The glyphs' height of the big words (layout.h), in rows. */
int view_words_rows(const ui_frame *f);

/* Columns of the settings line of engine e, in scene k of lesson l (NULL:
 * none) (the layout gives it a second line when it does not fit on one). */
int view_settings_width(const ui_caps *caps, const engine *e, const lesson *l, int k);
/* Rows the algorithm panel asks for the engine e: its code, the values
 * under it, the border. */
int view_pseudo_rows(const engine *e);
/* Has the heatmap panel anything to show for engine e (its view has
 * onward moves; a construction has none)? */
bool view_heatmap_shows(const engine *e);

#endif
