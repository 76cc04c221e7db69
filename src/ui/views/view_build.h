/* SPDX-License-Identifier: MIT */
/* A construction on screen (engine_view.build): its board cells and its
 * recursion, drawn by view_board() and view_stack() when the view says it
 * is a construction.  view_build.c says what they show. */
#ifndef KTOUR_UI_VIEW_BUILD_H
#define KTOUR_UI_VIEW_BUILD_H

#include "ui/session/frame.h"

/* The board's cells (inside the frame view_board() drew). */
void view_build_cells(const ui_frame *f);
/* The stack panel: the recursion stack. */
void view_build_stack(const ui_frame *f);

#endif
