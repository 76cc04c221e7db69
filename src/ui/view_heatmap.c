/* The degree heatmap panel: every unvisited square's remaining degree
 * (its unvisited neighbours, 0..8) as a colour, with a legend.  Digits are
 * drawn whenever colour alone cannot tell the nine values apart (cells one
 * column wide in 256 colours are colour only). */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>

#include "draw.h"
#include "views.h"

static void legend(const ui_frame *f, int y, int x, int w)
{
	const ui_layout *l = f->lay;
	int cell = l->hw >= 2 ? 2 : 1;
	if (w < 9 * cell)
		return;
	char d[4];
	for (int k = 0; k <= 8; k++) {
		snprintf(d, sizeof d, cell == 2 ? "%d " : "%d", k);
		draw_str(y, x + k * cell, cell, (role)(R_HEAT0 + k), d);
	}
}

void view_heatmap(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	const engine_view *v = &f->v;
	const board *b = v->b;
	if (!l->heat_beside)
		return;
	draw_box((rect){l->heat.y, l->heat.x, l->heat.h - 1, l->heat.w}, f->caps->g, R_BORDER,
		 l->heat.w >= 16 ? "Onward moves" : "Degree");
	bool digits = l->hw >= 2 || f->caps->tier != TIER_256;
	ksq knight = v->depth > 0 ? v->path[v->depth - 1] : KSQ_NONE;
	char label[8];
	int y0 = l->heat.y + 1, x0 = l->heat.x + 1;
	for (int r = 0; r < b->rows; r++)
		for (int c = 0; c < b->cols; c++) {
			ksq sq = board_sq(b, r, c);
			uint8_t d = v->degree[sq];
			role ro;
			label[0] = '\0';
			if (sq == knight) {
				ro = R_KNIGHT;
				snprintf(label, sizeof label, "%s", f->caps->g->knight);
			} else if (d == ENGINE_VISITED) {
				ro = R_HEAT_VIS;
			} else {
				if (d > 8)
					d = 8;
				ro = (role)(R_HEAT0 + d);
				if (digits)
					snprintf(label, sizeof label, "%d", d);
			}
			int x = x0 + c * l->hw;
			draw_fill(y0 + r, x, l->hw, ro);
			draw_str(y0 + r, x + (l->hw - 1) / 2, 1, ro, label);
		}
	legend(f, l->heat.y + l->heat.h - 1, l->heat.x + 1, l->heat.w - 2);
}
