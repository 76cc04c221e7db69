/* A lesson's caption (the panel table's PANEL_CAPTION): the scene's words
 * in a box of their own above the narration, its title the scene's number
 * and name.  The text is drawn by caption_text_draw(), wrapped at words
 * and never cut: the layout gives the box the rows caption_text_rows()
 * asks for.  The presentation's large words (big text) come in there. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/draw.h"
#include "views.h"

/* The most lines a caption wraps to (600 characters in a narrow box). */
#define CAPTION_LINES 40

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

int view_caption_rows(const lesson *l, int scene, int cols)
{
	if (!l || scene < 0 || scene >= l->nscene)
		return 0;
	return 2 + caption_text_rows(l->scenes[scene].caption, cols - 4);
}

void view_caption(const ui_frame *f)
{
	const lesson *l = f->lesson;
	int k = f->app->lesson.scene;
	rect r = f->lay->at[PANEL_CAPTION];
	if (!l || k < 0 || k >= l->nscene || r.h < 3)
		return;
	const lesson_scene *sc = &l->scenes[k];
	char title[LESSON_TITLE_MAX + 40];
	snprintf(title, sizeof title, "Scene %d/%d: %s", k + 1, l->nscene, sc->title);
	draw_box(r, f->caps->g, R_BORDER, title);
	rect in = {r.y + 1, r.x + 2, r.h - 2, r.w - 4};
	if (sc->caption[0])
		caption_text_draw(in, R_NORMAL, sc->caption);
	else
		caption_text_draw(in, R_DIM, no_caption);
}
