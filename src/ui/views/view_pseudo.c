/* SPDX-License-Identifier: MIT */
/* The algorithm panel (key a): the pseudocode of the engine in force
 * (pseudo.h), one line per row after a gutter of the marker and the line
 * number; the line that produced the last event highlighted and marked
 * with the caps' marker (so it reads without colour), the values it
 * refers to under the code.  A listing taller than the panel scrolls to
 * keep the mark in sight; a line too long for it ends with an ellipsis. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/draw.h"
#include "ui/model/pseudo.h"
#include "views.h"

/* Columns of the gutter: the marker, two digits of line number, a blank. */
#define GUTTER 4

/* The first line shown of n in `rows` rows, with the mark in sight. */
static int first_line(int n, int rows, int mark)
{
	if (n <= rows || mark < 0)
		return 0;
	int top = mark - rows / 2;
	if (top < 0)
		top = 0;
	if (top > n - rows)
		top = n - rows;
	return top;
}

/* Line i at row y; `above`: lines are hidden above it (its gutter says
 * so).  The text stops a column short of the border. */
static void code_line(const ui_frame *f, const pseudo_listing *p, int i, int y, int x, int w,
		      bool above)
{
	bool marked = i == p->mark;
	role r = marked ? R_SELECTED : R_NORMAL;
	char gutter[16];
	snprintf(gutter, sizeof gutter, "%s%2d ",
		 marked ? f->caps->g->mark : above ? f->caps->g->more_up : " ", i + 1);
	if (marked)
		draw_fill(y, x, w, r);
	int used = draw_str(y, x, w, marked ? r : R_STACK_DEPTH, gutter);
	draw_text(y, x + used, w - used - 1, r, p->line[i]);
}

/* The box's title in w columns: "Algorithm: " and the listing's title,
 * else the title alone, else what comes before its first comma, with or
 * without "Algorithm: " (a word is never cut where a shorter wording
 * fits). */
static void box_title(const pseudo_listing *p, int w, char *out, size_t len)
{
	char head[PSEUDO_LINE_MAX];
	snprintf(head, sizeof head, "%.*s", (int)strcspn(p->title, ","), p->title);
	const char *forms[][2] = {{"Algorithm: ", p->title}, {"", p->title},
				  {"Algorithm: ", head}, {"", head}};
	for (size_t i = 0; i < sizeof forms / sizeof forms[0]; i++) {
		snprintf(out, len, "%s%s", forms[i][0], forms[i][1]);
		if (fit_width(out) <= w)
			return;
	}
}

int view_pseudo_rows(const engine *e)
{
	engine_view v;
	engine_event none = {.kind = EV_NONE};
	pseudo_listing p;
	engine_view_get(e, &v);
	pseudo_build(&none, &v, &p);
	return p.n + 5; /* a blank and two rows of values; the border */
}

/* The presentation with its words large: the marked line (its number
 * first, as in the listing) highlighted, its values under it. */
static void present_code(const ui_frame *f, const pseudo_listing *p, rect r)
{
	char line[PSEUDO_LINE_MAX + 16];
	int max = view_words_rows(f);
	if (p->mark < 0)
		snprintf(line, sizeof line, "Algorithm: %s", p->title);
	else
		snprintf(line, sizeof line, "%d %s", p->mark + 1, p->line[p->mark]);
	int h = draw_big_words(r, p->mark < 0 ? R_TITLE : R_SELECTED, line, max, false);
	draw_big_words((rect){r.y + h, r.x, r.h - h, r.w}, R_TITLE, p->values, max, false);
}

void view_pseudo(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	rect r = l->at[PANEL_CODE];
	pseudo_listing p;
	if (layout_shows(l, PANEL_CODE) && l->big_words) {
		pseudo_build(f->last, &f->v, &p);
		present_code(f, &p, r);
		return;
	}
	if (!layout_shows(l, PANEL_CODE) || r.h < 3 || r.w < GUTTER + 4)
		return;
	pseudo_build(f->last, &f->v, &p);
	char title[PSEUDO_LINE_MAX + 16];
	box_title(&p, r.w - 4, title, sizeof title);
	draw_box(r, f->caps->g, R_BORDER, title);
	int y = r.y + 1, x = r.x + 1, w = r.w - 2, inner = r.h - 2;
	/* The code, leaving a row for the values (and a blank before them
	 * when there is room). */
	int rows = p.n < inner - 1 ? p.n : inner - 1;
	int top = first_line(p.n, rows, p.mark);
	for (int k = 0; k < rows; k++)
		code_line(f, &p, top + k, y + k, x, w, k == 0 && top > 0);
	int vy = y + rows + (rows > 0 && inner - rows >= 3);
	int vrows = y + inner - vy;
	/* a blank column before the border, as the code lines have */
	draw_wrap(vy, x + (rows > 0 ? GUTTER : 1), w - (rows > 0 ? GUTTER : 1) - 1, vrows, R_TITLE,
		  p.values);
}
