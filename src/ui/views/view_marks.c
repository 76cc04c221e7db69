/* SPDX-License-Identifier: MIT */
/* The marks (' in the explorer): a list over the board, one line per mark,
 * its number (1-9 go there at once), its step and its name; Up and Down
 * choose, Enter goes there, Esc closes. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>

#include "ui/term/draw.h"
#include "views.h"

void view_marks(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	int n = f->nmarks, w = l->cols - 4 < 60 ? l->cols - 4 : 60;
	int rows = l->rows - 6, shown = n < rows ? n : rows;
	if (shown < 1 || w < 20)
		return;
	int h = shown + 3, y0 = (l->rows - h) / 2, x0 = (l->cols - w) / 2;
	int sel = f->app->mark_sel, first = sel >= shown ? sel - shown + 1 : 0;
	for (int y = 0; y < h; y++)
		draw_fill(y0 + y, x0, w, R_NORMAL);
	draw_box((rect){y0, x0, h, w}, f->caps->g, R_BORDER, "Marks: Enter goes there");
	for (int i = 0; i < shown; i++) {
		int k = first + i;
		char line[160];
		if (k < 9)
			snprintf(line, sizeof line, "%d  step %-9llu %s", k + 1,
				 (unsigned long long)f->marks[k].step, f->marks[k].name);
		else
			snprintf(line, sizeof line, "   step %-9llu %s",
				 (unsigned long long)f->marks[k].step, f->marks[k].name);
		role r = k == sel ? R_SELECTED : R_NORMAL;
		draw_fill(y0 + 1 + i, x0 + 1, w - 2, r);
		draw_text(y0 + 1 + i, x0 + 2, w - 4, r, line);
	}
	draw_text(y0 + h - 2, x0 + 2, w - 4, R_DIM, "Up/Down choose, 1-9 or Enter go, Esc closes");
}
