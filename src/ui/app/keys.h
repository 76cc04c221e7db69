/* SPDX-License-Identifier: MIT */
/* Keys and actions: the ONE table that maps a key, in the current input
 * mode, to an action.  Keys are curses-free codes (loop.c translates
 * curses' key codes), so the table and the action handler are tested
 * without a terminal.  The help overlay and the footer's key hints are
 * generated from the same table, so they cannot disagree with what the
 * keys do. */
#ifndef KTOUR_UI_KEYS_H
#define KTOUR_UI_KEYS_H

#include <stdbool.h>
#include <stddef.h>

/* Printable ASCII and control characters stand for themselves; the rest: */
enum {
	UK_NONE = 0,
	UK_UP = 0x110000, /* above every Unicode code point */
	UK_DOWN,
	UK_LEFT,
	UK_RIGHT,
	UK_ENTER,
	UK_ESC,
	UK_BACKSPACE,
	UK_DELETE,
	UK_TAB,
	UK_BTAB,
	UK_HOME,
	UK_END,
	UK_PGUP,
	UK_PGDN,
	UK_MOUSE,   /* a click; its cell comes with the action */
	UK_RESIZE,
	/* Classes of keys, for table rows that take more than one key (a key
	 * bound by itself in the same mode wins): */
	UK_PRINTABLE, /* printable ASCII; the action's argument is the key */
	UK_TEXT,      /* the same and the bytes of UTF-8 text (0x80-0xff) */
	UK_ANY,       /* any other key */
};
#define UK_CTRL(c) ((c) & 0x1f)

typedef enum ui_action {
	ACT_NONE = 0,
	/* the main screen */
	ACT_RUN_PAUSE,
	ACT_STEP,
	ACT_BACK,
	ACT_RUN_SOLUTION,
	ACT_RUN_BACKTRACK,
	ACT_RUN_PAST_BACKTRACK,
	ACT_FASTER,
	ACT_SLOWER,
	ACT_PRESET,     /* arg: 1..9 */
	ACT_MAX_SPEED,
	ACT_RESTART,
	ACT_OPTIONS,
	ACT_HEATMAP,
	ACT_PANEL,       /* m, t, a: show / hide a panel; arg: its id (panels.h) */
	ACT_PRESENT,     /* z: the presentation layout */
	ACT_ESTIMATE,    /* e: the estimate of the search tree: show / hide */
	ACT_SAVE,
	ACT_LOAD,
	ACT_PICK_START,
	ACT_HELP,
	ACT_REDRAW,
	ACT_QUIT,
	ACT_CLICK,      /* arg: the square clicked, or -1 */
	/* choosing the start square */
	ACT_CURSOR_UP,
	ACT_CURSOR_DOWN,
	ACT_CURSOR_LEFT,
	ACT_CURSOR_RIGHT,
	ACT_CONFIRM,
	ACT_CANCEL,
	/* the help overlay */
	ACT_SCROLL_UP,
	ACT_SCROLL_DOWN,
	ACT_PAGE_UP,
	ACT_PAGE_DOWN,
	/* the options form */
	ACT_FIELD_NEXT,
	ACT_FIELD_PREV,
	ACT_CHOICE_NEXT,
	ACT_CHOICE_PREV,
	ACT_ERASE,      /* backspace */
	ACT_CLEAR,      /* Ctrl-U */
	ACT_TEXT,       /* arg: the printable character */
	ACT_SAVE_DEFAULTS, /* Ctrl-S: the form's settings as the defaults */
	/* replay, saving, the prompt */
	ACT_GOTO_START, /* Home: the first move (in the prompt: line start) */
	ACT_GOTO_END,   /* End: the last move (in the prompt: line end) */
	ACT_GOTO,       /* g: go to move N (asks for N) */
	ACT_SAVE_SESSION, /* S */
	ACT_PICTURE,    /* x: the screen as a picture (SVG) */
	ACT_COMPLETE,   /* Tab in the prompt */
	ACT_DELETE,     /* Delete in the prompt */
	/* play mode (ktour play, P in the explorer) */
	ACT_PLAY,       /* P: play on from the path shown */
	ACT_PLAY_MOVE,  /* arg: move number 1..8 */
	ACT_UNDO,
	ACT_REDO,
	ACT_HINT,
	ACT_FINISH,     /* an engine finishes the path */
	/* replay FILE...: the playlist (playlist.h) */
	ACT_NEXT_FILE,  /* ] */
	ACT_PREV_FILE,  /* [ */
	/* a search's moments: u, marks, a lesson from them */
	ACT_UNTIL,      /* u: run until a moment (asks which) */
	ACT_MARK,       /* M: name this moment */
	ACT_MARKS,      /* ': the marks, to jump to one */
	ACT_WRITE_LESSON, /* W: a lesson skeleton from the marks */
	ACT_MARK_GO,    /* the marks overlay: go to the one chosen (arg: 1..9, 0 the
			   one selected) */
	/* a lesson (ktour lesson FILE) */
	ACT_SCENE_NEXT,
	ACT_SCENE_PREV,
	ACT_SCENE_FIRST,
	ACT_SCENE_LAST,
	ACT_SCENE_DIGIT, /* arg: 0..9, a digit of a scene's number */
	ACT_SCENE_ENTER, /* Enter: to the scene typed, else back to the scene */
	ACT_QUESTION,    /* Esc: the explorer's keys, for a question */
} ui_action;

/* Where the keys go: the main screen (of a search or of a replay), the
 * start-square cursor, the help overlay, the options form or the one-line
 * prompt (a file name, a square number, or y/n). */
typedef enum key_mode {
	KM_MAIN = 1,
	KM_PICK = 2,
	KM_HELP = 4,
	KM_FORM = 8,
	KM_PROMPT = 16,
	KM_REPLAY = 32,
	KM_NUMBER = 64,
	KM_YESNO = 128,
	KM_PLAY = 256,
	KM_NEW_GAME = 512, /* play: y/n to a new game on another board */
	KM_QUIT = 1024,    /* y/n (or q again) before q drops a game or a long run */
	KM_LESSON = 2048,  /* a lesson at its scene: the scene keys, then the main
			      screen's */
	KM_QUESTION = 4096, /* a lesson off its scene (a question): the main
			       screen's keys, and Enter back to the scene */
	KM_MARKS = 8192,   /* the list of marks (') */
} key_mode;

/* A key as the footer shows it: "space run", "+- speed". */
typedef struct key_hint {
	const char *key;    /* the key's name there */
	const char *what;   /* NULL: not in any footer */
	unsigned modes;     /* the footers (KM_* bits) that show it */
	int prio;           /* 0 stays longest when the footer is too narrow */
} key_hint;

typedef struct key_binding {
	int key;
	unsigned modes;     /* KM_* bits */
	ui_action act;
	int arg;
	const char *label;  /* how help names the key; NULL: not listed */
	const char *help;   /* what it does; NULL: same line as the previous */
	key_hint hint;      /* in the footer, in table order */
} key_binding;

/* The action of key in mode; *arg gets its argument.  In the form and the
 * prompt, any printable character not bound is ACT_TEXT with the
 * character (the prompt also takes the bytes of UTF-8 text). */
ui_action keys_lookup(key_mode mode, int key, int *arg);
/* A key's name in a message, safe to show: "x", "Space", "Ctrl-Q",
 * "Up", "PgDn".  False for one without a name (a byte of a character
 * that is not ASCII, a key curses has no code for). */
bool keys_name(int key, char *out, size_t len);

/* The table itself, for the help overlay and the footer. */
const key_binding *keys_table(size_t *n);

#endif
