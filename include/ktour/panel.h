/* SPDX-License-Identifier: MIT */
/* The explorer's panels beside the board, named once for every layer: the
 * onward moves (the heatmap, key m), the search stack (t), the algorithm
 * (a) and a lesson's caption (c).  A set of panels is one word with a bit for each panel SHOWN: the
 * one polarity, in the session file, the command line's explore_options,
 * the explorer's state and its layout alike.
 *
 * The explorer's panel table (src/ui/model/panels.c) says how each panel
 * is keyed, placed and drawn; a session file keeps each as one line
 * (src/core/explore_save.c).  No curses here. */
#ifndef KTOUR_PANEL_H
#define KTOUR_PANEL_H

#include <stdint.h>

typedef enum panel_id {
	PANEL_HEAT = 0, /* the onward moves of every empty square: a second board */
	PANEL_STACK,    /* the search stack (a replay's path) */
	PANEL_CODE,     /* the algorithm: the engine's pseudocode, the line that ran */
	PANEL_CAPTION,  /* a lesson's caption: the scene's words, in a box above the
			   narration (ktour lesson) */
	PANEL_COUNT
} panel_id;

typedef uint32_t panel_set;
#define PANEL_BIT(id) ((panel_set)1 << (id))

/* The panels of a new session (and of a session file without the lines):
 * the onward moves and the stack; the algorithm waits for a. */
#define PANEL_DEFAULT (PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_STACK))

#endif
