/* SPDX-License-Identifier: MIT */
/* What layout.c and layout_present.c share (private to src/ui/views). */
#ifndef KTOUR_UI_LAYOUT_IMPL_H
#define KTOUR_UI_LAYOUT_IMPL_H

#include <stdbool.h>

#include "layout.h"

/* The tallest cell tried (a 3x3 board on a very big terminal). */
#define CH_MAX 16

/* The width of the board's grid (rank numbers, border, cells) at cw. */
int layout_grid_w(const ui_layout *l, int cw);
/* A grid of cw x ch cells with its rank numbers at (y, x); with its
 * legend (the heatmap). */
void layout_place_grid(ui_layout *l, grid *g, int y, int x, int cw, int ch, bool legend);

/* The presentation with its words large (layout_present.c): false, with
 * l as it was, where they do not fit (the board would be smaller than
 * with the words plain). */
bool layout_present(ui_layout *l, int brows, int bcols, const layout_want *want);

#endif
