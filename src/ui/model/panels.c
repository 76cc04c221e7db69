/* SPDX-License-Identifier: MIT */
/* The panel table (panels.h).  A new panel is a row here, its draw
 * function (view_NAME.c, declared in panels.h), its id and session line
 * (ktour/panel.h, src/core/explore_save.c) and its key (keys.c): HACKING.md
 * "Add a panel". */
#include "panels.h"

#include "layout.h"

static const panel_desc table[] = {
	{
		.id = PANEL_HEAT,
		.key = 'm',
		.shown_msg = "The onward moves panel is shown where it fits.",
		.hidden_msg = "The onward moves panel is hidden.",
		.no_room_msg = "Onward moves: no room; h shows them.",
		.draw = view_heatmap,
		.room = {.place = PLACE_GRID, .sizes_board = true},
	},
	{
		/* Before the stack: the stack goes under it. */
		.id = PANEL_CODE,
		.key = 'a',
		.needs = PN_ALGORITHM,
		.none_msg = "A replay has no algorithm: it plays a saved path. The panel shows a "
			    "search's (ktour explore).",
		.shown_msg = "The algorithm beside the board: the marked line made the last step; "
			     "a hides it.",
		.hidden_msg = "The algorithm panel is hidden; a shows it.",
		.no_room_msg = "Algorithm: no room; enlarge the window.",
		.draw = view_pseudo,
		.room = {.place = PLACE_COLUMN,
			 .min_w = LAYOUT_CODE_MIN,
			 .gap = 1,
			 .leave = {LAYOUT_CODE_GOOD, LAYOUT_CODE_GOOD, LAYOUT_CODE_GOOD},
			 .min_rows = LAYOUT_CODE_MIN_BELOW,
			 .rows = LAYOUT_CODE_ROWS,
			 .present_w = {LAYOUT_CODE_FIT, LAYOUT_CODE_GOOD},
			 .present_lines = 4},
	},
	{
		.id = PANEL_STACK,
		.key = 't',
		.shown_msg = "The stack panel is shown where it fits.",
		.hidden_msg = "The stack panel is hidden.",
		.no_room_msg = "Stack: no room; enlarge the window.",
		.draw = view_stack,
		.room = {.place = PLACE_COLUMN,
			 .min_w = LAYOUT_STACK_MIN,
			 .leave = {LAYOUT_STACK_GOOD, LAYOUT_STACK_MIN, 0},
			 .min_rows = LAYOUT_STACK_MIN_ROWS,
			 .sizes_board = true},
	},
	{
		/* Across the foot, above the message line: served before the
		 * board, so that the caption is never cut. */
		.id = PANEL_CAPTION,
		.key = 'c',
		.needs = PN_LESSON,
		.none_msg = "c shows a lesson's caption: this is no lesson (ktour lesson lists "
			    "them).",
		.shown_msg = "The scene's caption is shown; c hides it.",
		.hidden_msg = "The caption is hidden; c shows it.",
		.no_room_msg = "Caption: no room; enlarge the window.",
		.draw = view_caption,
		.room = {.place = PLACE_FOOT},
	},
};

#define TABLE_N (sizeof table / sizeof table[0])

const panel_desc *panel_table(size_t *n)
{
	*n = TABLE_N;
	return table;
}

const panel_desc *panel_get(int id)
{
	for (size_t i = 0; i < TABLE_N; i++)
		if ((int)table[i].id == id)
			return &table[i];
	return NULL;
}

panel_set panel_presented(void)
{
	panel_set set = 0;
	for (size_t i = 0; i < TABLE_N; i++)
		if (table[i].room.present_w[0] > 0)
			set |= PANEL_BIT(table[i].id);
	return set;
}
