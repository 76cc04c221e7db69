/* SPDX-License-Identifier: MIT */
/* The heatmap panel ("Onward moves"): a second board beside the first,
 * with the same rows per square (its ranks line up with the board's) and
 * its own rank and file labels, where every empty square shows its number
 * of unvisited neighbours (0..8) as a colour, and as a digit -- a big one
 * when the cells have room -- whenever colour alone cannot tell the nine
 * values apart (cells one column wide in 256 colours are colour only).
 * The legend stands inside its box, right of the squares, behind a rule. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>

#include "view_grid.h"
#include "views.h"

/* The digits 0..8 in their colours, behind a rule the height of the
 * squares, so that they read as a key and not as one more file.  In
 * more than one column they run along the rows (0 1 / 2 3 / ...): a
 * sequence, where down the columns a row (0 8) would read as two
 * squares' numbers. */
static void legend(const ui_frame *f, const grid *g)
{
	char d[16];
	for (int y = g->cells_y; y < g->cells_y + f->lay->vis_rows * g->ch; y++)
		draw_str(y, g->legend_x - 2, 1, R_BORDER, f->caps->g->v);
	int cols = g->legend_cols, rows = (9 + cols - 1) / cols;
	int top = g->cells_y + (f->lay->vis_rows * g->ch - rows) / 2;
	for (int k = 0; k <= 8; k++) {
		int y = top + k / cols, x = g->legend_x + 2 * (k % cols);
		snprintf(d, sizeof d, "%d ", k);
		draw_str(y, x, 2, (role)(R_HEAT0 + k), d);
	}
}

static role panel_look(const ui_frame *f, const void *ctx, ksq sq, cell_look *lk)
{
	const bool *digits = ctx;
	return view_heat_look(f, sq, false, *digits, lk);
}

void view_heatmap(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	if (!layout_shows(l, PANEL_HEAT) || !f->v.degree) /* a construction has none */
		return;
	grid_frame(f, &l->heat, "Onward moves");
	bool digits = l->heat.cw >= 2 || f->caps->tier != TIER_256;
	grid_cells(f, &l->heat, panel_look, &digits, "8");
	legend(f, &l->heat);
}

bool view_heatmap_shows(const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	return v.degree != NULL;
}
