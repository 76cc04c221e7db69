/* SPDX-License-Identifier: MIT */
/* explore --compare: a frame for each of the two searches, built from the
 * session by frame_compare.c (read-only but for the viewports that follow
 * each knight), in the places layout_compare() gives.  The screen draws
 * them with view_compare() (src/ui/views/view_compare.h), a picture with
 * src/ui/render/session_picture.c. */
#ifndef KTOUR_UI_FRAME_COMPARE_H
#define KTOUR_UI_FRAME_COMPARE_H

#include "frame.h"
#include "ui/model/layout.h"

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

#endif
