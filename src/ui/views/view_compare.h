/* SPDX-License-Identifier: MIT */
/* explore --compare on the screen: the view that draws the two searches'
 * frames (src/ui/session/frame_compare.h) side by side (view_compare.c) in
 * the places layout_compare() gives. */
#ifndef KTOUR_UI_VIEW_COMPARE_H
#define KTOUR_UI_VIEW_COMPARE_H

#include "ui/session/frame_compare.h"

/* The status line, then per side: board (titled), counters, narration. */
void view_compare(const compare_frame *cf);

#endif
