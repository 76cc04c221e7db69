/* SPDX-License-Identifier: MIT */
/* The key table.  Step keys: n, the right arrow and j (down the stack) go
 * forward; p, the left arrow and k (up the stack) go back.  h and l are
 * not the vi arrows here because docs/design.md gives them to the heatmap and
 * to loading a tour.
 *
 * The help overlay lists the main screen's rows that have a label, in
 * table order; each footer lists the rows whose hint names its mode, in
 * table order, dropping the highest prio first when it is too narrow.
 * The main screen's prios are the order of use of a lesson: step and
 * back, run to a backtrack, the algorithm, the tree, the presentation,
 * restart; the speed, the options and the rest after them. */
#include "keys.h"

#include <stdbool.h>
#include <stdio.h>

#include "ktour/panel.h"

#define M KM_MAIN
#define R KM_REPLAY
#define P KM_PICK
#define H KM_HELP
#define F KM_FORM
#define T KM_PROMPT
#define G KM_NUMBER
#define Y KM_YESNO
#define L KM_PLAY
#define W KM_NEW_GAME
#define QU KM_QUIT
#define LS KM_LESSON
#define Q KM_QUESTION
#define K KM_MARKS
#define ALL (M | R | P | H | F | T | G | Y | L | W | QU | LS | Q | K)

static const key_binding table[] = {
	/* a lesson at its scene (the help lists these first); a key not here
	 * works as on the main screen */
	{' ', LS, ACT_SCENE_NEXT, 0, "space",
	 "lesson: the next scene, the search running there (Enter: at once)",
	 {"space/n", "next scene", LS, 0}},
	{'n', LS, ACT_SCENE_NEXT, 0, "n", NULL, {0}},
	{UK_RIGHT, LS, ACT_SCENE_NEXT, 0, "\u2192", NULL, {0}},
	{UK_PGDN, LS, ACT_SCENE_NEXT, 0, "PgDn", NULL, {0}},
	{'p', LS, ACT_SCENE_PREV, 0, "p", "lesson: the scene before (exactly as it was)",
	 {"p", "previous", LS, 0}},
	{UK_LEFT, LS, ACT_SCENE_PREV, 0, "\u2190", NULL, {0}},
	{UK_PGUP, LS, ACT_SCENE_PREV, 0, "PgUp", NULL, {0}},
	{UK_HOME, LS, ACT_SCENE_FIRST, 0, "Home", "lesson: the first scene", {0}},
	{UK_END, LS, ACT_SCENE_LAST, 0, "End", "lesson: the last scene", {0}},
	{'0', LS, ACT_SCENE_DIGIT, 0, "0-9 Enter", "lesson: go to scene number N",
	 {"N Enter", "scene N", LS, 2}},
	{'1', LS, ACT_SCENE_DIGIT, 1, NULL, NULL, {0}},
	{'2', LS, ACT_SCENE_DIGIT, 2, NULL, NULL, {0}},
	{'3', LS, ACT_SCENE_DIGIT, 3, NULL, NULL, {0}},
	{'4', LS, ACT_SCENE_DIGIT, 4, NULL, NULL, {0}},
	{'5', LS, ACT_SCENE_DIGIT, 5, NULL, NULL, {0}},
	{'6', LS, ACT_SCENE_DIGIT, 6, NULL, NULL, {0}},
	{'7', LS, ACT_SCENE_DIGIT, 7, NULL, NULL, {0}},
	{'8', LS, ACT_SCENE_DIGIT, 8, NULL, NULL, {0}},
	{'9', LS, ACT_SCENE_DIGIT, 9, NULL, NULL, {0}},
	{UK_ENTER, LS, ACT_SCENE_ENTER, 0, "Enter",
	 "lesson: the scene's moment at once (a run there finished; after a question, back)",
	 {"Enter", "at once", LS, 2}},
	{UK_ENTER, Q, ACT_SCENE_ENTER, 0, NULL, NULL, {"Enter", "back to the scene", Q, 0}},
	{UK_ESC, LS, ACT_QUESTION, 0, "Esc",
	 "lesson: a question: the explorer's keys (n steps, space runs) until Enter",
	 {"Esc", "question", LS, 1}},
	{'?', LS, ACT_HELP, 0, NULL, NULL, {"?", "help", LS, 1}},
	{'q', LS, ACT_QUIT, 0, NULL, NULL, {"q", "quit", LS, 0}},
	/* the main screen; the order is the order of the help overlay */
	{' ', M | R, ACT_RUN_PAUSE, 0, "space", "run / pause", {"space", "run", M | R, 0}},
	{'n', M, ACT_STEP, 0, "n", "one step forward", {"n", "step", M, 0}},
	{'n', R, ACT_STEP, 0, NULL, NULL, {"n", "next", R, 0}},
	{UK_RIGHT, M | R, ACT_STEP, 0, "\u2192", NULL, {0}},
	{'j', M | R, ACT_STEP, 0, "j", NULL, {0}},
	{'p', M | R, ACT_BACK, 0, "p", "one step back (exact rewind)", {"p", "back", M | R, 0}},
	{UK_LEFT, M | R, ACT_BACK, 0, "\u2190", NULL, {0}},
	{'k', M | R, ACT_BACK, 0, "k", NULL, {0}},
	{'N', M | R, ACT_RUN_SOLUTION, 0, "N", "run to the next solution", {"N", "solution", M, 6}},
	/* b stops at every backtrack, so in a run of them it steps like n; B
	 * (with the moments below) runs past them */
	{'b', M | R, ACT_RUN_BACKTRACK, 0, "b", "run to the next backtrack (each one stops it)",
	 {"b", "backtrack", M, 1}},
	/* a replay's footer names Home/End and g before the speed */
	{UK_HOME, R, ACT_GOTO_START, 0, NULL, NULL, {"Home/End", "first/last", R, 1}},
	{UK_END, R, ACT_GOTO_END, 0, NULL, NULL, {0}},
	{'g', R, ACT_GOTO, 0, NULL, NULL, {"g", "go to", R, 1}},
	{'+', R, ACT_FASTER, 0, NULL, NULL, {"+-", "speed", R, 2}},
	{'+', M, ACT_FASTER, 0, "+", "faster", {"+-", "speed", M, 6}},
	{'=', M | R, ACT_FASTER, 0, "=", NULL, {0}},
	{'-', M | R, ACT_SLOWER, 0, "-", "slower", {0}},
	{'1', M | R, ACT_PRESET, 1, "1-9", "speed 1 2 5 10 30 100 1000 10k 100k /s", {0}},
	{'2', M | R, ACT_PRESET, 2, NULL, NULL, {0}},
	{'3', M | R, ACT_PRESET, 3, NULL, NULL, {0}},
	{'4', M | R, ACT_PRESET, 4, NULL, NULL, {0}},
	{'5', M | R, ACT_PRESET, 5, NULL, NULL, {0}},
	{'6', M | R, ACT_PRESET, 6, NULL, NULL, {0}},
	{'7', M | R, ACT_PRESET, 7, NULL, NULL, {0}},
	{'8', M | R, ACT_PRESET, 8, NULL, NULL, {0}},
	{'9', M | R, ACT_PRESET, 9, NULL, NULL, {0}},
	{'0', M | R, ACT_MAX_SPEED, 0, "0", "maximum speed", {0}},
	{'r', M | R, ACT_RESTART, 0, "r", "restart the search", {"r", "restart", M, 5}},
	{'o', M | R | L, ACT_OPTIONS, 0, "o", "options: board, engine, order, ...",
	 {"o", "options", M | L, 7}},
	{'h', M | R, ACT_HEATMAP, 0, "h", "onward moves on the board (and back)",
	 {"h", "onward moves", M, 8}},
	{UK_ENTER, M | R, ACT_PICK_START, 0, "Enter", "choose the start square", {0}},
	{UK_MOUSE, M | R | P, ACT_CLICK, 0, "click", "start on the square clicked", {0}},
	{UK_HOME, M, ACT_GOTO_START, 0, "Home", "replay: the first move", {0}},
	{UK_END, M, ACT_GOTO_END, 0, "End", "replay: the last move", {0}},
	{'g', M, ACT_GOTO, 0, "g", "go to step N (+N, -N; a replay: square N)", {0}},
	{'s', M | R | L, ACT_SAVE, 0, "s", "save the path or tour (grid file)",
	 {"s", "save", R | L, 3}},
	{'l', M | R, ACT_LOAD, 0, "l", "load a tour file and replay it", {"l", "load", R, 3}},
	{'S', M | R, ACT_SAVE_SESSION, 0, "S", "save the session (explore --resume)", {0}},
	/* Ctrl-S saves in every editor (flow control is off: term.c) */
	{UK_CTRL('s'), M | R, ACT_SAVE_SESSION, 0, "Ctrl-S", NULL, {0}},
	{'S', L, ACT_SAVE_SESSION, 0, "S", "saves a search, not a game: s saves your path", {0}},
	{UK_CTRL('s'), L, ACT_SAVE_SESSION, 0, "Ctrl-S", NULL, {0}},
	{'x', M | R | L, ACT_PICTURE, 0, "x", "the screen as a picture (SVG, for slides)", {0}},
	/* the panels (ui/model/panels.h): the argument is the panel's id */
	{'m', M | R | L, ACT_PANEL, PANEL_HEAT, "m", "onward moves panel: hide / show", {0}},
	{'t', M | R | L, ACT_PANEL, PANEL_STACK, "t", "stack panel: hide / show", {0}},
	{'a', M | R, ACT_PANEL, PANEL_CODE, "a", "algorithm beside the board: show / hide",
	 {"a", "algorithm", M, 2}},
	{'c', M | R | L, ACT_PANEL, PANEL_CAPTION, "c", "a lesson's caption: hide / show", {0}},
	{'e', M | R, ACT_ESTIMATE, 0, "e", "the search tree's estimated size: show / hide",
	 {"e", "tree", M, 3}},
	{'z', M | R | L, ACT_PRESENT, 0, "z", "presentation: board and narration, large",
	 {"z", "present", M | R | L, 4}},
	/* replay FILE...: after the keys every screen has (the help at 80x24
	 * shows those first); the footer names them where there is room */
	{']', M | R, ACT_NEXT_FILE, 0, "]", "replay FILE...: the next file",
	 {"[ ]", "file", R, 3}},
	{'[', M | R, ACT_PREV_FILE, 0, "[", "replay FILE...: the previous file", {0}},
	{'P', M | R, ACT_PLAY, 0, "P", "play on from here: you move the knight", {0}},
	/* a search's moments: after the keys every screen has */
	{'B', M | R, ACT_RUN_PAST_BACKTRACK, 0, "B", "run past the backtracks to where it goes on",
	 {0}},
	{'u', M | R, ACT_UNTIL, 0, "u", "run until a moment: depth, square, solution ...", {0}},
	{'M', M | R, ACT_MARK, 0, "M", "mark this moment (with a name)", {0}},
	{'\'', M | R, ACT_MARKS, 0, "'", "the marks: go back to one", {0}},
	{'W', M | R, ACT_WRITE_LESSON, 0, "W", "write a lesson from the marks", {0}},
	{UK_CTRL('l'), ALL, ACT_REDRAW, 0, "Ctrl-L", "redraw the screen", {0}},
	{'?', M | R | L, ACT_HELP, 0, "?", "this help", {"?", "help", M | R | L, 0}},
	{'q', M | R | L, ACT_QUIT, 0, "q", "quit (a game begun with P: back to its search)",
	 {"q", "quit", M | R | L, 0}},
	{UK_ESC, M | R, ACT_CANCEL, 0, NULL, NULL, {0}},
	/* choosing the start square */
	{UK_UP, P, ACT_CURSOR_UP, 0, NULL, NULL, {"arrows/hjkl", "move", P, 0}},
	{'k', P, ACT_CURSOR_UP, 0, NULL, NULL, {0}},
	{UK_DOWN, P, ACT_CURSOR_DOWN, 0, NULL, NULL, {0}},
	{'j', P, ACT_CURSOR_DOWN, 0, NULL, NULL, {0}},
	{UK_LEFT, P, ACT_CURSOR_LEFT, 0, NULL, NULL, {0}},
	{'h', P, ACT_CURSOR_LEFT, 0, NULL, NULL, {0}},
	{UK_RIGHT, P, ACT_CURSOR_RIGHT, 0, NULL, NULL, {0}},
	{'l', P, ACT_CURSOR_RIGHT, 0, NULL, NULL, {0}},
	{UK_ENTER, P, ACT_CONFIRM, 0, NULL, NULL, {"Enter", "start here", P, 0}},
	{' ', P, ACT_CONFIRM, 0, NULL, NULL, {0}},
	{UK_ESC, P, ACT_CANCEL, 0, NULL, NULL, {"Esc", "cancel", P, 0}},
	{'q', P, ACT_CANCEL, 0, NULL, NULL, {0}},
	/* help overlay (any other key closes it) */
	{UK_UP, H, ACT_SCROLL_UP, 0, NULL, NULL, {"Up/Down", "scroll", H, 0}},
	{'k', H, ACT_SCROLL_UP, 0, NULL, NULL, {0}},
	{UK_DOWN, H, ACT_SCROLL_DOWN, 0, NULL, NULL, {0}},
	{'j', H, ACT_SCROLL_DOWN, 0, NULL, NULL, {0}},
	{UK_PGUP, H, ACT_PAGE_UP, 0, NULL, NULL, {0}},
	{UK_PGDN, H, ACT_PAGE_DOWN, 0, NULL, NULL, {0}},
	{UK_ANY, H, ACT_CANCEL, 0, NULL, NULL, {"any key", "close", H, 0}},
	/* options form */
	{UK_DOWN, F, ACT_FIELD_NEXT, 0, NULL, NULL, {"Up/Down", "field", F, 0}},
	{UK_TAB, F, ACT_FIELD_NEXT, 0, NULL, NULL, {0}},
	{UK_UP, F, ACT_FIELD_PREV, 0, NULL, NULL, {0}},
	{UK_BTAB, F, ACT_FIELD_PREV, 0, NULL, NULL, {0}},
	{UK_RIGHT, F, ACT_CHOICE_NEXT, 0, NULL, NULL, {"Left/Right", "choose", F, 0}},
	{UK_LEFT, F, ACT_CHOICE_PREV, 0, NULL, NULL, {0}},
	{UK_PRINTABLE, F, ACT_TEXT, 0, NULL, NULL, {"type", "edit", F, 1}},
	{UK_BACKSPACE, F, ACT_ERASE, 0, NULL, NULL, {0}},
	{UK_DELETE, F, ACT_ERASE, 0, NULL, NULL, {0}},
	{UK_CTRL('u'), F, ACT_CLEAR, 0, NULL, NULL, {0}},
	{UK_ENTER, F, ACT_CONFIRM, 0, NULL, NULL, {"Enter", "apply", F, 0}},
	{UK_CTRL('s'), F, ACT_SAVE_DEFAULTS, 0, NULL, NULL, {"Ctrl-S", "save defaults", F, 2}},
	{UK_ESC, F, ACT_CANCEL, 0, NULL, NULL, {"Esc", "cancel", F, 0}},
	/* the one-line prompt: a file name (T) or a square number (G) */
	{UK_ENTER, T, ACT_CONFIRM, 0, NULL, NULL, {"Enter", "ok", T, 0}},
	{UK_ENTER, G, ACT_CONFIRM, 0, NULL, NULL, {"Enter", "go", G, 0}},
	{UK_TAB, T | G, ACT_COMPLETE, 0, NULL, NULL, {"Tab", "complete", T, 0}},
	{UK_TEXT, T | G, ACT_TEXT, 0, NULL, NULL, {0}},
	{UK_BACKSPACE, T | G, ACT_ERASE, 0, NULL, NULL, {0}},
	{UK_DELETE, T | G, ACT_DELETE, 0, NULL, NULL, {0}},
	{UK_LEFT, T | G, ACT_CURSOR_LEFT, 0, NULL, NULL, {0}},
	{UK_RIGHT, T | G, ACT_CURSOR_RIGHT, 0, NULL, NULL, {0}},
	{UK_HOME, T | G, ACT_GOTO_START, 0, NULL, NULL, {0}},
	{UK_CTRL('a'), T | G, ACT_GOTO_START, 0, NULL, NULL, {0}},
	{UK_END, T | G, ACT_GOTO_END, 0, NULL, NULL, {0}},
	{UK_CTRL('e'), T | G, ACT_GOTO_END, 0, NULL, NULL, {0}},
	{UK_CTRL('u'), T | G, ACT_CLEAR, 0, NULL, NULL, {"Ctrl-U", "clear", T, 1}},
	{UK_ESC, T | G | Y, ACT_CANCEL, 0, NULL, NULL, {"Esc", "cancel", T | G, 0}},
	/* play mode: help lists these rows (with m t z s ? q above) */
	{UK_UP, L, ACT_CURSOR_UP, 0, "arrows", "move the cursor", {"arrows/hjkl", "cursor", L, 1}},
	{UK_DOWN, L, ACT_CURSOR_DOWN, 0, NULL, NULL, {0}},
	{UK_LEFT, L, ACT_CURSOR_LEFT, 0, NULL, NULL, {0}},
	{UK_RIGHT, L, ACT_CURSOR_RIGHT, 0, NULL, NULL, {0}},
	{'k', L, ACT_CURSOR_UP, 0, "hjkl", NULL, {0}},
	{'j', L, ACT_CURSOR_DOWN, 0, NULL, NULL, {0}},
	{'h', L, ACT_CURSOR_LEFT, 0, NULL, NULL, {0}},
	{'l', L, ACT_CURSOR_RIGHT, 0, NULL, NULL, {0}},
	{UK_ENTER, L, ACT_CONFIRM, 0, "Enter",
	 "move the knight to the cursor (before the first move: start there)",
	 {"Enter", "move", L, 0}},
	{' ', L, ACT_CONFIRM, 0, "space", NULL, {0}},
	{UK_MOUSE, L, ACT_CLICK, 0, "click",
	 "move the knight to the square clicked (before the first move: start there)", {0}},
	{'1', L, ACT_PLAY_MOVE, 1, "1-8", "move by the number shown on the square", {"1-8", "move", L, 0}},
	{'2', L, ACT_PLAY_MOVE, 2, NULL, NULL, {0}},
	{'3', L, ACT_PLAY_MOVE, 3, NULL, NULL, {0}},
	{'4', L, ACT_PLAY_MOVE, 4, NULL, NULL, {0}},
	{'5', L, ACT_PLAY_MOVE, 5, NULL, NULL, {0}},
	{'6', L, ACT_PLAY_MOVE, 6, NULL, NULL, {0}},
	{'7', L, ACT_PLAY_MOVE, 7, NULL, NULL, {0}},
	{'8', L, ACT_PLAY_MOVE, 8, NULL, NULL, {0}},
	{'u', L, ACT_UNDO, 0, "u", "undo the last move", {"u/U", "undo/redo", L, 0}},
	{UK_BACKSPACE, L, ACT_UNDO, 0, NULL, NULL, {0}},
	{'U', L, ACT_REDO, 0, "U", "redo (also Ctrl-R)", {0}},
	{UK_CTRL('r'), L, ACT_REDO, 0, NULL, NULL, {0}},
	{'i', L, ACT_HINT, 0, "i", "hint: Warnsdorff's choice, is a tour still possible?",
	 {"i", "hint", L, 0}},
	{'f', L, ACT_FINISH, 0, "f", "finish it: an engine continues your path",
	 {"f", "finish", L, 2}},
	/* the y/n question before replacing a file */
	{'y', Y, ACT_CONFIRM, 0, NULL, NULL, {"y", "overwrite", Y, 0}},
	{'Y', Y, ACT_CONFIRM, 0, NULL, NULL, {0}},
	{'n', Y, ACT_CANCEL, 0, NULL, NULL, {"n", "keep the old file", Y, 0}},
	{'N', Y, ACT_CANCEL, 0, NULL, NULL, {0}},
	/* play: the y/n question before a new game drops the moves */
	{'y', W, ACT_CONFIRM, 0, NULL, NULL, {"y", "new game", W, 0}},
	{'Y', W, ACT_CONFIRM, 0, NULL, NULL, {0}},
	{'n', W, ACT_CANCEL, 0, NULL, NULL, {"n", "keep playing", W, 0}},
	{'N', W, ACT_CANCEL, 0, NULL, NULL, {0}},
	{UK_ESC, W, ACT_CANCEL, 0, NULL, NULL, {0}},
	/* the y/n question before q drops a game not saved or a long run */
	{'y', QU, ACT_CONFIRM, 0, NULL, NULL, {"y/q", "yes", QU, 0}},
	{'Y', QU, ACT_CONFIRM, 0, NULL, NULL, {0}},
	{'q', QU, ACT_CONFIRM, 0, NULL, NULL, {0}},
	{'n', QU, ACT_CANCEL, 0, NULL, NULL, {"n", "no, stay", QU, 0}},
	{'N', QU, ACT_CANCEL, 0, NULL, NULL, {0}},
	{UK_ESC, QU, ACT_CANCEL, 0, NULL, NULL, {0}},
	/* the marks (') */
	{UK_UP, K, ACT_SCROLL_UP, 0, NULL, NULL, {"Up/Down", "choose", K, 0}},
	{'k', K, ACT_SCROLL_UP, 0, NULL, NULL, {0}},
	{UK_DOWN, K, ACT_SCROLL_DOWN, 0, NULL, NULL, {0}},
	{'j', K, ACT_SCROLL_DOWN, 0, NULL, NULL, {0}},
	{UK_ENTER, K, ACT_MARK_GO, 0, NULL, NULL, {"Enter", "go there", K, 0}},
	{'1', K, ACT_MARK_GO, 1, NULL, NULL, {"1-9", "go to that one", K, 1}},
	{'2', K, ACT_MARK_GO, 2, NULL, NULL, {0}},
	{'3', K, ACT_MARK_GO, 3, NULL, NULL, {0}},
	{'4', K, ACT_MARK_GO, 4, NULL, NULL, {0}},
	{'5', K, ACT_MARK_GO, 5, NULL, NULL, {0}},
	{'6', K, ACT_MARK_GO, 6, NULL, NULL, {0}},
	{'7', K, ACT_MARK_GO, 7, NULL, NULL, {0}},
	{'8', K, ACT_MARK_GO, 8, NULL, NULL, {0}},
	{'9', K, ACT_MARK_GO, 9, NULL, NULL, {0}},
	{UK_ESC, K, ACT_CANCEL, 0, NULL, NULL, {"Esc", "close", K, 0}},
	{'q', K, ACT_CANCEL, 0, NULL, NULL, {0}},
	{'\'', K, ACT_CANCEL, 0, NULL, NULL, {0}},
};

#undef M
#undef R
#undef P
#undef H
#undef F
#undef T
#undef G
#undef Y
#undef L
#undef W
#undef QU
#undef LS
#undef Q
#undef K
#undef ALL

#define TABLE_N (sizeof table / sizeof table[0])

const key_binding *keys_table(size_t *n)
{
	*n = TABLE_N;
	return table;
}

/* Does a row's class (UK_PRINTABLE, UK_TEXT, UK_ANY) take key? */
static bool in_class(int cls, int key)
{
	bool ascii = key >= 0x20 && key < 0x7f;
	switch (cls) {
	case UK_PRINTABLE: return ascii;
	case UK_TEXT: return ascii || (key >= 0x80 && key <= 0xff);
	case UK_ANY: return key != UK_RESIZE && key != UK_NONE;
	default: return false;
	}
}

ui_action keys_lookup(key_mode mode, int key, int *arg)
{
	*arg = 0;
	for (size_t i = 0; i < TABLE_N; i++)
		if (table[i].key == key && (table[i].modes & (unsigned)mode)) {
			*arg = table[i].arg;
			return table[i].act;
		}
	for (size_t i = 0; i < TABLE_N; i++)
		if ((table[i].modes & (unsigned)mode) && in_class(table[i].key, key)) {
			*arg = table[i].act == ACT_TEXT ? key : table[i].arg;
			return table[i].act;
		}
	return ACT_NONE;
}

bool keys_name(int key, char *out, size_t len)
{
	static const char *const named[] = {
		[UK_UP - UK_UP] = "Up",		 [UK_DOWN - UK_UP] = "Down",
		[UK_LEFT - UK_UP] = "Left",	 [UK_RIGHT - UK_UP] = "Right",
		[UK_ENTER - UK_UP] = "Enter",	 [UK_ESC - UK_UP] = "Esc",
		[UK_BACKSPACE - UK_UP] = "Backspace", [UK_DELETE - UK_UP] = "Delete",
		[UK_TAB - UK_UP] = "Tab",	 [UK_BTAB - UK_UP] = "Shift-Tab",
		[UK_HOME - UK_UP] = "Home",	 [UK_END - UK_UP] = "End",
		[UK_PGUP - UK_UP] = "PgUp",	 [UK_PGDN - UK_UP] = "PgDn",
	};
	if (key == ' ')
		snprintf(out, len, "Space");
	else if (key > ' ' && key < 0x7f)
		snprintf(out, len, "%c", key);
	else if (key > 0 && key < ' ')
		snprintf(out, len, "Ctrl-%c", '@' + key);
	else if (key >= UK_UP && key <= UK_PGDN)
		snprintf(out, len, "%s", named[key - UK_UP]);
	else
		return false; /* a byte of a character, or a key without a name */
	return true;
}
