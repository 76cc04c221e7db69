/* SPDX-License-Identifier: MIT */
/* The panels beside the board, one row each in ONE table (panels.c): its
 * id (ktour/panel.h, which also names its line in a session file), its
 * key, what it needs, what its key says, its draw function and where the
 * layout puts it.  The table's order is the layout's priority: the layout
 * serves the board first, then the panels in this order (layout.h).
 *
 * A panel shown is one bit in a panel_set, everywhere: the session file,
 * explore_options, app_state.panels, layout_want.panels and
 * ui_layout.shown.  No curses here (the draw functions are the views'). */
#ifndef KTOUR_UI_PANELS_H
#define KTOUR_UI_PANELS_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/panel.h"

struct ui_frame;

/* How the layout places a panel. */
typedef enum panel_place {
	/* A second board right of the board, its ranks on the board's rows,
	 * its cells as wide as leaves the first column panel after it room
	 * (the heatmap). */
	PLACE_GRID,
	/* A box right of what is there, else under the board, else nowhere;
	 * the next column panel goes under it, in the same column. */
	PLACE_COLUMN,
	/* Across the whole width above the message line, as many rows as
	 * layout_want.rows asks (a lesson's caption), taken before the board
	 * is placed; it stays in the presentation. */
	PLACE_FOOT,
} panel_place;

/* Where the layout puts a panel (layout.c reads it). */
typedef struct panel_room {
	panel_place place;
	int min_w;        /* COLUMN: the narrowest it goes beside */
	int gap;          /* COLUMN: blank columns left of it */
	int leave[3];     /* COLUMN: the columns a grid left of it leaves it, in
			     the grid's three tries (widest cells first) */
	int min_rows;     /* COLUMN: the fewest rows it takes under the board or
			     under the column panel before it */
	int rows;         /* COLUMN: the most rows it takes (0: all there are),
			     unless layout_want.rows asks for some */
	bool sizes_board; /* the board's cells are widened for big numerals only
			     where this panel still finds its place; a panel
			     that does not takes the room the others leave */
	int present_w[2]; /* the presentation layout: the width it keeps beside
			     the board and the most it takes; 0: not shown there */
	int present_lines; /* ... with the words large: the lines of big words
			      it takes in their column (layout_present.c) */
} panel_room;

/* What a panel needs of the mode (app.c's mode table says what each mode
 * offers). */
enum {
	PN_ALGORITHM = 1u << 0, /* a search's algorithm (a replay and a game have none) */
	PN_LESSON = 1u << 1,    /* a lesson (ktour lesson FILE), whatever the mode */
};

typedef struct panel_desc {
	panel_id id;
	int key;                /* its key: keys.c binds it to ACT_PANEL, the id
				   as the argument */
	unsigned needs;         /* PN_* */
	const char *none_msg;   /* what the key says where the mode lacks it */
	const char *shown_msg;  /* ... and when it shows or hides the panel */
	const char *hidden_msg;
	const char *no_room_msg; /* ... when the layout finds it no place */
	void (*draw)(const struct ui_frame *f);
	panel_room room;
} panel_desc;

/* The panels' draw functions: the views' (src/ui/views/view_*.c).  The
 * table holds their addresses and the loop (src/ui/explore/loop.c) calls
 * them; nothing below the views calls one. */
void view_heatmap(const struct ui_frame *f);
void view_pseudo(const struct ui_frame *f);
void view_stack(const struct ui_frame *f);
void view_caption(const struct ui_frame *f);

/* The table, in the layout's order of priority. */
const panel_desc *panel_table(size_t *n);
/* The row of panel id; NULL for an id not in the table. */
const panel_desc *panel_get(int id);
/* The panels that stay in the presentation (room.present_w). */
panel_set panel_presented(void);

#endif
