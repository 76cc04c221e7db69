/* SPDX-License-Identifier: MIT */
/* The grid of cells the board and the heatmap are drawn as (views.h). */
#ifndef KTOUR_UI_VIEW_GRID_H
#define KTOUR_UI_VIEW_GRID_H

#include <stdbool.h>

#include "ui/term/draw.h"
#include "ui/session/frame.h"

/* Cells this tall or taller can show big text (three rows and a blank);
 * without colour the heatmap's dark squares are dotted all over. */
#define GRID_BIG_MIN_ROWS 4

/* What one square shows: its label ("12", the knight's glyph) and the
 * same in big text's characters ("12", BIG_KNIGHT; "" for none), drawn
 * big when the cell has room. */
typedef struct cell_look {
	char label[24];
	char big[12];
	bool dark;      /* a dark square of the chequer (set by grid_cells) */
	bool invert;    /* drawn in reverse (the board's dark squares without
			   colour: the chequer reads at a glance) */
} cell_look;

/* The role and look of square sq (lk->dark is set). */
typedef role (*grid_look_fn)(const ui_frame *f, const void *ctx, ksq sq, cell_look *lk);

/* The onward-moves look of square sq (view_board.c), for h on the board
 * and for the heatmap panel: the knight, a visited square (its move
 * number when `numbers`), an empty square's degree as a colour (and as a
 * digit when `digits`). */
role view_heat_look(const ui_frame *f, ksq sq, bool numbers, bool digits, cell_look *lk);

/* A lesson's scene pointing at square sq (view_point.c): ringed
 * (highlight), or the first or last square of its arrow. */
typedef enum view_point { VP_NONE = 0, VP_RING, VP_FROM, VP_TO } view_point;
view_point view_point_of(const ui_frame *f, ksq sq);
/* The look of such a square: its label in brackets ("[12]"), or "N>" and
 * ">12" at the arrow's ends where they fit, and R_POINT. */
role view_point_look(const ui_frame *f, view_point p, cell_look *lk, role r);

/* The box, its title, the rank numbers and the file letters of grid g. */
void grid_frame(const ui_frame *f, const grid *g, const char *title);
/* Every visible square of g, as look says.  Labels are drawn big when
 * `widest` (the widest label of the grid, in big text's characters) can
 * be, so that all of them are big or none (a knight or a mark too wide
 * for the cell stays small), all of them at its scale, else small: one
 * board, one numeral height. */
void grid_cells(const ui_frame *f, const grid *g, grid_look_fn look, const void *ctx,
		const char *widest);

#endif
