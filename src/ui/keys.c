/* The key table.  Step keys: n, the right arrow and j (down the stack) go
 * forward; p, the left arrow and k (up the stack) go back.  h and l are
 * not the vi arrows here because PRODUCT.md gives them to the heatmap and
 * to loading a tour. */
#include "keys.h"

#define M KM_MAIN
#define P KM_PICK
#define H KM_HELP
#define F KM_FORM
#define T KM_PROMPT

static const key_binding table[] = {
	/* main screen; the order is the order of the help overlay */
	{' ', M, ACT_RUN_PAUSE, 0, "space", "run / pause"},
	{'n', M, ACT_STEP, 0, "n", "one step forward"},
	{UK_RIGHT, M, ACT_STEP, 0, "\u2192", NULL},
	{'j', M, ACT_STEP, 0, "j", NULL},
	{'p', M, ACT_BACK, 0, "p", "one step back (exact rewind)"},
	{UK_LEFT, M, ACT_BACK, 0, "\u2190", NULL},
	{'k', M, ACT_BACK, 0, "k", NULL},
	{'N', M, ACT_RUN_SOLUTION, 0, "N", "run to the next solution"},
	{'b', M, ACT_RUN_BACKTRACK, 0, "b", "run to the next backtrack"},
	{'+', M, ACT_FASTER, 0, "+", "faster"},
	{'=', M, ACT_FASTER, 0, "=", NULL},
	{'-', M, ACT_SLOWER, 0, "-", "slower"},
	{'1', M, ACT_PRESET, 1, "1-9", "speed 1 2 5 10 30 100 1000 10k 100k /s"},
	{'2', M, ACT_PRESET, 2, NULL, NULL},
	{'3', M, ACT_PRESET, 3, NULL, NULL},
	{'4', M, ACT_PRESET, 4, NULL, NULL},
	{'5', M, ACT_PRESET, 5, NULL, NULL},
	{'6', M, ACT_PRESET, 6, NULL, NULL},
	{'7', M, ACT_PRESET, 7, NULL, NULL},
	{'8', M, ACT_PRESET, 8, NULL, NULL},
	{'9', M, ACT_PRESET, 9, NULL, NULL},
	{'0', M, ACT_MAX_SPEED, 0, "0", "maximum speed"},
	{'r', M, ACT_RESTART, 0, "r", "restart the search"},
	{'o', M, ACT_OPTIONS, 0, "o", "options: board, engine, order, ..."},
	{'h', M, ACT_HEATMAP, 0, "h", "degree heatmap on the board"},
	{UK_ENTER, M, ACT_PICK_START, 0, "Enter", "choose the start square"},
	{UK_MOUSE, M | P, ACT_CLICK, 0, "click", "start on the square clicked"},
	{UK_HOME, M, ACT_GOTO_START, 0, "Home", "replay: the first move"},
	{UK_END, M, ACT_GOTO_END, 0, "End", "replay: the last move"},
	{'g', M, ACT_GOTO, 0, "g", "replay: go to square number N"},
	{'s', M, ACT_SAVE, 0, "s", "save the path or tour (grid file)"},
	{'l', M, ACT_LOAD, 0, "l", "load a tour file and replay it"},
	{'S', M, ACT_SAVE_SESSION, 0, "S", "save the session (explore --resume)"},
	{UK_CTRL('l'), M | P | H | F | T, ACT_REDRAW, 0, "Ctrl-L", "redraw the screen"},
	{'?', M, ACT_HELP, 0, "?", "this help"},
	{'q', M, ACT_QUIT, 0, "q", "quit"},
	{UK_ESC, M, ACT_CANCEL, 0, NULL, NULL},
	/* choosing the start square */
	{UK_UP, P, ACT_CURSOR_UP, 0, NULL, NULL},
	{'k', P, ACT_CURSOR_UP, 0, NULL, NULL},
	{UK_DOWN, P, ACT_CURSOR_DOWN, 0, NULL, NULL},
	{'j', P, ACT_CURSOR_DOWN, 0, NULL, NULL},
	{UK_LEFT, P, ACT_CURSOR_LEFT, 0, NULL, NULL},
	{'h', P, ACT_CURSOR_LEFT, 0, NULL, NULL},
	{UK_RIGHT, P, ACT_CURSOR_RIGHT, 0, NULL, NULL},
	{'l', P, ACT_CURSOR_RIGHT, 0, NULL, NULL},
	{UK_ENTER, P, ACT_CONFIRM, 0, NULL, NULL},
	{' ', P, ACT_CONFIRM, 0, NULL, NULL},
	{UK_ESC, P, ACT_CANCEL, 0, NULL, NULL},
	{'q', P, ACT_CANCEL, 0, NULL, NULL},
	/* help overlay (any other key closes it) */
	{UK_UP, H, ACT_SCROLL_UP, 0, NULL, NULL},
	{'k', H, ACT_SCROLL_UP, 0, NULL, NULL},
	{UK_DOWN, H, ACT_SCROLL_DOWN, 0, NULL, NULL},
	{'j', H, ACT_SCROLL_DOWN, 0, NULL, NULL},
	{UK_PGUP, H, ACT_PAGE_UP, 0, NULL, NULL},
	{UK_PGDN, H, ACT_PAGE_DOWN, 0, NULL, NULL},
	/* options form */
	{UK_DOWN, F, ACT_FIELD_NEXT, 0, NULL, NULL},
	{UK_TAB, F, ACT_FIELD_NEXT, 0, NULL, NULL},
	{UK_UP, F, ACT_FIELD_PREV, 0, NULL, NULL},
	{UK_BTAB, F, ACT_FIELD_PREV, 0, NULL, NULL},
	{UK_RIGHT, F, ACT_CHOICE_NEXT, 0, NULL, NULL},
	{UK_LEFT, F, ACT_CHOICE_PREV, 0, NULL, NULL},
	{UK_BACKSPACE, F, ACT_ERASE, 0, NULL, NULL},
	{UK_DELETE, F, ACT_ERASE, 0, NULL, NULL},
	{UK_CTRL('u'), F, ACT_CLEAR, 0, NULL, NULL},
	{UK_ENTER, F, ACT_CONFIRM, 0, NULL, NULL},
	{UK_ESC, F, ACT_CANCEL, 0, NULL, NULL},
	/* the one-line prompt */
	{UK_ENTER, T, ACT_CONFIRM, 0, NULL, NULL},
	{UK_ESC, T, ACT_CANCEL, 0, NULL, NULL},
	{UK_TAB, T, ACT_COMPLETE, 0, NULL, NULL},
	{UK_BACKSPACE, T, ACT_ERASE, 0, NULL, NULL},
	{UK_DELETE, T, ACT_DELETE, 0, NULL, NULL},
	{UK_LEFT, T, ACT_CURSOR_LEFT, 0, NULL, NULL},
	{UK_RIGHT, T, ACT_CURSOR_RIGHT, 0, NULL, NULL},
	{UK_HOME, T, ACT_GOTO_START, 0, NULL, NULL},
	{UK_CTRL('a'), T, ACT_GOTO_START, 0, NULL, NULL},
	{UK_END, T, ACT_GOTO_END, 0, NULL, NULL},
	{UK_CTRL('e'), T, ACT_GOTO_END, 0, NULL, NULL},
	{UK_CTRL('u'), T, ACT_CLEAR, 0, NULL, NULL},
};

#undef M
#undef P
#undef H
#undef F
#undef T

const key_binding *keys_table(size_t *n)
{
	*n = sizeof table / sizeof table[0];
	return table;
}

ui_action keys_lookup(key_mode mode, int key, int *arg)
{
	*arg = 0;
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
		if (table[i].key == key && (table[i].modes & (unsigned)mode)) {
			*arg = table[i].arg;
			return table[i].act;
		}
	if (mode == KM_PROMPT && key >= 0x20 && key <= 0xff && key != 0x7f) {
		*arg = key;
		return ACT_TEXT;
	}
	if (mode == KM_FORM && key >= 0x20 && key < 0x7f) {
		*arg = key;
		return ACT_TEXT;
	}
	if (mode == KM_HELP && key != UK_RESIZE && key != UK_NONE)
		return ACT_CANCEL; /* any other key closes the help */
	return ACT_NONE;
}
