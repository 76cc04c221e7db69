/* SPDX-License-Identifier: MIT */
/* explore --compare on the screen: a frame for each of the two searches
 * (frame_compare.c builds them from the session, read-only but for the
 * viewports that follow each knight) and the view that draws them side by
 * side (view_compare.c) in the places layout_compare() gives. */
#ifndef KTOUR_UI_VIEW_COMPARE_H
#define KTOUR_UI_VIEW_COMPARE_H

#include "ui/views/frame.h"
#include "ui/views/layout.h"

typedef struct compare_frame {
	const ui_frame *base;      /* the screen's: app state, caps, edges */
	ui_frame side[2];          /* each search's, its board its own */
	ui_layout lay[2];          /* the base layout with that side's board */
	const compare_layout *cl;
	char title[2][200];        /* engine and settings */
	char ahead[400];           /* who is ahead */
	char headline[200];        /* ... in a few words (presented large) */
} compare_frame;

struct session;
void frame_compare_build(compare_frame *cf, const ui_frame *base, struct session *s);
/* The status line, then per side: board (titled), counters, narration. */
void view_compare(const compare_frame *cf);

#endif
