/* SPDX-License-Identifier: MIT */
/* A lesson's caption (the panel table's PANEL_CAPTION): the scene's words
 * in a box of their own above the narration, its title the scene's number
 * and name.  The text is drawn by caption_text_draw(), wrapped at words
 * and never cut: the layout gives the box the rows caption_text_rows()
 * asks for.  In the presentation with its words large (z), the box stands
 * in the column of words above the narration and the caption is in big
 * words where the layout found them room (layout_present.c), else plain.
 * Its figures ({solutions} ...) come filled in with the frame. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/draw.h"
#include "views.h"

/* The most lines a caption wraps to (600 characters in a narrow box). */
#define CAPTION_LINES 40

#define CAPTION_TEXT_MAX (LESSON_CAPTION_MAX + 2 * LESSON_ASK_MAX + 120)

static const char no_caption[] = "(no caption yet: write one in the lesson file)";

int caption_text_rows(const char *text, int w)
{
	if (w < 1)
		return 1;
	int n = fit_lines_needed(text[0] ? text : no_caption, w, CAPTION_LINES);
	return n > 0 ? n : 1;
}

int caption_text_draw(rect r, role ro, const char *text)
{
	static fit_line lines[CAPTION_LINES];
	if (r.w < 1 || r.h < 1)
		return 0;
	int rows = r.h < CAPTION_LINES ? r.h : CAPTION_LINES;
	int n = fit_wrap(text, r.w, r.w, rows, draw_ellipsis(), lines);
	for (int i = 0; i < n; i++)
		draw_str(r.y + i, r.x, r.w, ro, lines[i].text);
	return n;
}

int view_caption_rows(const lesson *l, int scene, const char *text, int cols)
{
	static char words[2][CAPTION_TEXT_MAX];
	if (!text || !l || scene < 0 || scene >= l->nscene)
		return 0;
	/* the rows of the longer, the answer hidden or shown: showing it
	 * moves nothing on the screen */
	int a = caption_text_rows(
		view_caption_compose(l, scene, text, false, words[0], sizeof words[0]), cols - 4);
	int b = caption_text_rows(
		view_caption_compose(l, scene, text, true, words[1], sizeof words[1]), cols - 4);
	return 2 + (a > b ? a : b);
}

const char *view_caption_text(const char *text)
{
	return !text ? NULL : text[0] ? text : no_caption;
}

void view_caption(const ui_frame *f)
{
	const lesson *l = f->lesson;
	int k = f->app->lesson.scene;
	rect r = f->lay->at[PANEL_CAPTION];
	if (!l || k < 0 || k >= l->nscene || r.h < 3 || !f->caption)
		return;
	const lesson_scene *sc = &l->scenes[k];
	char title[LESSON_TITLE_MAX + 40];
	snprintf(title, sizeof title, "Scene %d/%d: %s", k + 1, l->nscene, sc->title);
	draw_box(r, f->caps->g, R_BORDER, title);
	rect in = {r.y + 1, r.x + 2, r.h - 2, r.w - 4};
	/* the figures filled in from the search (session_lesson_caption),
	 * then the question, the answer (or how to see it) and the arrow */
	char words[CAPTION_TEXT_MAX];
	view_caption_compose(l, k, f->caption, !f->app->lesson.answer_hidden, words, sizeof words);
	role ro = words[0] ? R_NORMAL : R_DIM;
	const char *text = words[0] ? words : no_caption;
	if (f->lay->big_words) /* big where the layout made room, else plain */
		draw_big_words(in, ro, text, view_words_rows(f), false);
	else
		caption_text_draw(in, ro, text);
}
