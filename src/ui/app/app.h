/* SPDX-License-Identifier: MIT */
/* The explorer's control state and its pure action handler: state in,
 * action in, state out plus the effects that must follow (a step, a
 * rewind, a restart, a save ..., see app_fx).  It never touches the
 * engine or the terminal, so every key's effect is tested in
 * tests/unit/test_ui_app.c.
 *
 * Only the app code (the files app*.c under src/ui: app.c, app_mode.c,
 * app_quit.c and play's app_play.c) writes an app_state: the rest of the explorer reads it and
 * changes it through the functions below (the message line through
 * app_say() alone, the mode through app_change_mode() alone).  `make lint`
 * checks it (tests/lint_app_state.sh). */
#ifndef KTOUR_UI_APP_H
#define KTOUR_UI_APP_H

#include <stdbool.h>
#include <stdint.h>

#include "form.h"
#include "keys.h"
#include "prompt.h"
#include "ktour/engine.h"
#include "ktour/lesson.h"
#include "ktour/moment.h"
#include "ktour/panel.h"
#include "ktour/ui.h"
#include "ui/base/palette.h"

/* The explorer's mode: what the screen is about.  One value, changed only
 * by app_change_mode(), whose table (app_mode_next()) is the one place of
 * the transitions; app_mode.c's table says what each mode offers (its
 * keys, the panels, a path played back, an algorithm: app_mode_of()).
 *
 * The presentation (z, app_state.present) is a layout, not a mode: it
 * combines with a search, a replay and a game (the board and the
 * narration large, with the algorithm when it is shown) and with a
 * comparison (both boards as large as they go, who is ahead large).
 *
 * A lesson (ktour lesson FILE, app_state.lesson) is a layer over the modes,
 * not a mode: its scenes show a search or a comparison, and a question in
 * the middle may load a replay or play a game; the layer adds the scene
 * keys and the caption (app_lesson.c). */
typedef enum app_mode {
	MODE_SEARCH = 0, /* a search steps (ktour explore) */
	MODE_REPLAY,     /* a saved path plays back (ktour replay, l) */
	MODE_PLAY,       /* the student moves the knight (ktour play, P); the
			    path is shown as the replay of it */
	MODE_COMPARE,    /* two searches side by side (explore --compare) */
	MODE_COUNT
} app_mode;

/* What a mode offers (app_mode.c's table). */
typedef struct app_mode_desc {
	const char *name;  /* "search", "replay", "play", "compare" */
	key_mode keys;     /* where the main screen's keys are looked up */
	bool path;         /* a saved path plays back: Home, End, g, its words */
	bool panels;       /* the panels (m t a e) */
	unsigned offers;   /* what panels may need of it (PN_*, panels.h) */
	bool present;      /* the presentation layout (z) */
} app_mode_desc;

/* What changes the mode: the session says what it now shows. */
typedef enum app_change {
	CH_SEARCH = 0,  /* a search (re)starts with settings */
	CH_REPLAY,      /* a saved path is replayed (play: its path shown again) */
	CH_PLAY,        /* a game begins (ktour play, P) */
	CH_PLAY_END,    /* the game ends, its path still on the screen */
	CH_COMPARE_ON,  /* a second search beside the first (the form) */
	CH_COMPARE_OFF, /* ... no more */
	CH_COUNT
} app_change;

typedef enum run_mode {
	RUN_PAUSED = 0,
	RUN_RUNNING,      /* at the chosen speed */
	RUN_TO_SOLUTION,  /* at the chosen speed until the next solution */
	RUN_TO_BACKTRACK, /* at the chosen speed until the next retreat */
	RUN_PAST_BACKTRACK, /* ... on through the next retreats to the advance
			       after them, where the search goes on (B) */
	RUN_TO_MOMENT,    /* at the chosen speed until app_state.until holds (flat
			     out with until_jump: g far ahead, a lesson's goto) */
} run_mode;

typedef enum ui_overlay {
	OV_NONE = 0,
	OV_HELP,
	OV_FORM,
	OV_PICK,          /* the start-square cursor */
	OV_PROMPT,        /* the one-line prompt at the bottom */
	OV_MARKS,         /* the list of marks (') */
} ui_overlay;

/* What the prompt asks for. */
typedef enum prompt_kind {
	PK_NONE = 0,
	PK_LOAD,              /* a tour file to replay */
	PK_SAVE,              /* where to save the path */
	PK_SAVE_SESSION,      /* where to save the session */
	PK_GOTO,              /* a move number of the replay */
	PK_OVERWRITE,         /* y/n: replace app_state.file with the path */
	PK_OVERWRITE_SESSION, /* y/n: replace app_state.file with the session */
	PK_NEW_GAME,          /* y/n: play: drop the moves for the board of pending */
	PK_QUIT,              /* y/n (or q again): q drops a game not saved or a
				 long run (app_quit_asks()) */
	PK_PICTURE,           /* where to write the picture of the screen (x) */
	PK_OVERWRITE_PICTURE, /* y/n: replace app_state.file with the picture */
	PK_GOTO_STEP,         /* a search: a step, +N or -N */
	PK_UNTIL,             /* a moment (ktour/moment.h) to run until */
	PK_MARK,              /* the name of a mark */
	PK_SAVE_LESSON,       /* where to write the lesson skeleton (W) */
	PK_OVERWRITE_LESSON,  /* y/n: replace app_state.file with the lesson */
} prompt_kind;

/* A y/n question before a file is replaced? */
static inline bool app_pk_overwrite(prompt_kind k)
{
	return k == PK_OVERWRITE || k == PK_OVERWRITE_SESSION || k == PK_OVERWRITE_PICTURE ||
	       k == PK_OVERWRITE_LESSON;
}

/* What must happen after an action or an event: a set of FX_* bits (64:
 * room for more).
 * session_perform() carries out the search's and the files' part, the
 * loop the screen's (relayout, redraw, draw) and quitting. */
typedef uint64_t app_fx;
#define FX_BIT(n) ((app_fx)1 << (n))
#define FX_NONE ((app_fx)0)
#define FX_STEP FX_BIT(0)               /* one step forward */
#define FX_BACK FX_BIT(1)               /* one step back (rewind) */
#define FX_RESTART FX_BIT(2)            /* same settings, from the beginning */
#define FX_NEW_CONFIG FX_BIT(3)         /* restart with app_state.pending */
#define FX_GOTO_START FX_BIT(4)         /* back to step 0 (replay: the first move) */
#define FX_GOTO_END FX_BIT(5)           /* replay: to the last move */
#define FX_GOTO_MOVE FX_BIT(6)          /* replay: to move app_state.goto_move */
#define FX_COMPLETE FX_BIT(7)           /* complete the file name in the prompt */
#define FX_LOAD FX_BIT(8)               /* replay the tour file app_state.file */
#define FX_SAVE_PROMPT FX_BIT(9)        /* open the save prompt with a fresh name */
#define FX_SAVE FX_BIT(10)              /* save the path to app_state.file (not over a file) */
#define FX_SAVE_FORCE FX_BIT(11)        /* the same, replacing the file (after y) */
#define FX_SESSION_PROMPT FX_BIT(12)    /* open the session prompt with a fresh name */
#define FX_SAVE_SESSION FX_BIT(13)
#define FX_SAVE_SESSION_FORCE FX_BIT(14)
#define FX_RUN FX_BIT(15)               /* the run mode or the speed changed: the run's
                                         clock starts again */
#define FX_RELAYOUT FX_BIT(16)          /* a new board: lay the screen out again */
#define FX_REDRAW FX_BIT(17)            /* clear and repaint the whole screen */
#define FX_DRAW FX_BIT(18)              /* something changed: draw the next frame */
#define FX_QUIT FX_BIT(19)
#define FX_PLAY_FILE FX_BIT(20)         /* replay file app_state.play_file of the playlist */
#define FX_PLAY FX_BIT(21)              /* play mode: carry out app_state.preq */
#define FX_GOTO_STEP FX_BIT(22)         /* a search: to step app_state.goto_step, exactly */
#define FX_UNTIL FX_BIT(23)             /* a run to app_state.until begins, if it can still
                                         hold from here */
#define FX_MARK FX_BIT(24)              /* mark this moment, named app_state.file */
#define FX_MARK_GO FX_BIT(25)           /* to mark app_state.mark_sel */
#define FX_LESSON_PROMPT FX_BIT(26)     /* W: the prompt with a fresh name */
#define FX_SAVE_LESSON FX_BIT(27)       /* write the lesson skeleton to app_state.file */
#define FX_SAVE_LESSON_FORCE FX_BIT(28)
#define FX_SCENE FX_BIT(29)             /* a lesson: to scene app_state.lesson.to */
#define FX_PICTURE FX_BIT(30)           /* x: the screen's picture, as app_state.shot
                                         asks */
#define FX_THEME FX_BIT(31)             /* draw with app_state.theme from now on */

/* What play mode asks the session for (FX_PLAY, with app_state.parg). */
typedef enum play_req {
	PR_NONE = 0,
	PR_START,   /* play on from the path shown (P) */
	PR_SQUARE,  /* move to square parg (-1: off the board) */
	PR_NUMBER,  /* move number parg (1..8) */
	PR_UNDO,
	PR_REDO,
	PR_HINT,
	PR_FINISH,  /* an engine continues the path, in the explorer */
	PR_OPTIONS, /* the form's settings (app_state.pending) for the game */
	PR_NEW_GAME, /* a new game on the board of app_state.pending (after y) */
	PR_LEAVE,    /* q: back to the search or replay that P was pressed in */
} play_req;

/* What x asks the session for (FX_PICTURE, app_state.shot). */
typedef enum shot_req {
	SHOT_NONE = 0,
	SHOT_PROMPT,  /* open the prompt with the name ktour-RxC-stepN.svg */
	SHOT_WRITE,   /* write the picture to app_state.file, not over a file */
	SHOT_REPLACE, /* the same, replacing the file (after y) */
} shot_req;

/* Read-only facts about the session the handler decides with. */
typedef struct app_facts {
	bool started;    /* at least one step was taken since the (re)start */
	bool finished;   /* exhausted, or a final stuck: no step left */
	bool at_start;   /* at step 0: nothing to step back to */
	unsigned retreated; /* bit i: search i's last step was a retreat (B) */
	int rows, cols;  /* the board */
	ksq start;       /* the start square in use */
	const engine_config *cfg; /* the settings in use (for the form) */
	bool start_given;
	int32_t replay_len; /* replay: squares in the path (moves 1..len) */
	/* replay FILE...: the playlist (playlist.h) */
	size_t files;       /* the files named; 0 or 1: no playlist */
	size_t file_at;     /* 0-based: the file last played from it */
	bool file_shown;    /* ... and it is on the screen (not a file loaded
			       with l, nor a search) */
	const char *compare; /* explore --compare's text in use; NULL: one search */
	bool est_shown;     /* the estimate line is on the screen */
	/* what q would drop (app_quit_asks()) */
	bool game_unsaved;  /* play: moves made since the path was last saved */
	bool play_returns;  /* play begun with P: q goes back to where it was */
	double run_unsaved; /* a search: seconds it has run, not saved (S) since */
	uint64_t t;         /* a search's step (a comparison: the common step) */
	uint64_t oldest;    /* the earliest step a rewind reaches */
	int marks;          /* marks made (M) */
} app_facts;

#define APP_MSG_MAX 320

/* The estimate line (e): where there is room (APP_EST_ROWS rows), or as
 * the user asked. */
typedef enum app_est { EST_AUTO = 0, EST_ON, EST_OFF } app_est;
#define APP_EST_ROWS 40

/* A lesson's layer (app_lesson.c): the scene shown, whether the search is
 * at its moment or off it for a question, a scene number being typed. */
typedef struct app_lesson {
	bool on;        /* ktour lesson FILE */
	int scene;      /* the scene shown, 0-based */
	int scenes;
	bool question;  /* off the scene: the explorer's keys; Enter comes back */
	int entry;      /* the scene number typed so far; 0: none */
	int to;         /* FX_SCENE: the scene to go to ... */
	bool walk;      /* ... running the search there at the scene's speed */
	bool walking;   /* that run is under way */
	/* what the teacher chose (z, m t a, h, e; --present, `present yes`):
	 * it stays from scene to scene, until a scene's own show line says
	 * otherwise */
	bool keep_present, keep_panels;
	/* the scene's question stands with its answer hidden: the next key
	 * (space, n) shows the answer, the key after goes on */
	bool answer_hidden;
} app_lesson;

typedef struct app_state {
	app_mode screen;    /* the explorer's mode (app_change_mode()) */
	run_mode mode;      /* paused, or how it runs */
	unsigned backed;    /* RUN_PAST_BACKTRACK: bit i, search i retreated since
			       it began (or had just retreated) */
	uint32_t speed;     /* steps per second, when !speed_max */
	bool speed_max;
	ui_overlay ov;
	bool heat_on_board; /* h: the board panel shows the onward moves */
	panel_set panels;   /* m, t, a: the panels shown (ui/model/panels.h) */
	bool present;       /* z: the presentation layout (board and narration) */
	theme_id theme;     /* the colour theme (--theme, the options form) */
	panel_set no_room;  /* panels asked for that the layout found no place
			       for, and said so (once) */
	app_est est;        /* e: the estimate of the search tree's size */
	ksq cursor;         /* the start-square cursor (OV_PICK) */
	int help_scroll;
	form_model form;
	engine_config pending;  /* for FX_NEW_CONFIG */
	bool pending_start_given;
	bool pending_form;      /* pending came from the form (not a start) */
	bool interrupted;       /* the quit question was asked by Ctrl-C */
	bool compare_change;    /* the form sets pending_compare: */
	char pending_compare[FORM_TEXT_MAX]; /* --compare's text; "" none */
	bool save_defaults;     /* Ctrl-S in the form: app_defaults_take() */
	char msg[APP_MSG_MAX];  /* one-line message under the board */
	bool msg_alert;         /* shown as an error or an event */
	prompt_kind pk;         /* OV_PROMPT: what it asks for */
	prompt_line prompt;
	char file[PROMPT_TEXT_MAX]; /* the file of FX_LOAD / FX_SAVE* */
	uint64_t goto_move;     /* FX_GOTO_MOVE */
	play_req preq;          /* FX_PLAY */
	int parg;
	size_t play_file;       /* FX_PLAY_FILE: 0-based, in the playlist */
	shot_req shot;          /* FX_PICTURE */
	/* a search's moments (g, u, M, ') */
	uint64_t goto_step;     /* FX_GOTO_STEP */
	moment until;           /* RUN_TO_MOMENT: where the run stops */
	bool until_jump;        /* ... flat out, whatever the speed */
	uint64_t until_from;    /* ... the step it began at (the progress) */
	int mark_sel;           /* OV_MARKS: the mark chosen (0-based); FX_MARK_GO */
	app_lesson lesson;
} app_state;

/* A search, paused, at that speed, with the panels of PANEL_DEFAULT. */
void app_init(app_state *s, uint32_t speed, bool speed_max);
/* The state a session of the explorer starts in: o's speed, its
 * heatmap, panels and layout (explore --resume), a comparison with
 * --compare and, with --quit-after, running at once. */
void app_start(app_state *s, const explore_options *o);

/* What the mode of s offers. */
const app_mode_desc *app_mode_of(const app_state *s);
/* The mode after change c in mode m: the table of transitions (a change
 * that does not apply leaves the mode as it is). */
app_mode app_mode_next(app_mode m, app_change c);
/* Change the mode (the one function that writes it). */
void app_change_mode(app_state *s, app_change c);
/* The form asked to compare with other settings, or no more: true once,
 * with *spec the settings ("": no comparison); the mode changes only when
 * the session has started them (CH_COMPARE_ON, CH_COMPARE_OFF). */
bool app_compare_asked(app_state *s, const char **spec);

/* The layout placed `shown` of the panels `asked` for: a panel newly
 * left out says so on the message line, once, where the line has no
 * other news (it is empty, or it has the words of the key of that very
 * panel), and again only after it has been shown. */
void app_panels_placed(app_state *s, panel_set asked, panel_set shown);

/* A run this long (seconds) is not dropped by q without asking. */
#define APP_LONG_RUN 30.0

/* q (app_quit.c).  Does it ask first (y/n, PK_QUIT)?  When it would drop
 * a game not saved or a search that ran APP_LONG_RUN seconds and more
 * since it was saved.  The key itself; y, q again, n or Esc to the
 * question (a: ACT_CONFIRM or ACT_CANCEL); the question's label. */
bool app_quit_asks(const app_state *s, const app_facts *f);
app_fx app_quit_key(app_state *s, const app_facts *f);
app_fx app_quit_confirm(app_state *s, const app_facts *f, ui_action a);
void app_quit_label(const app_state *s, const app_facts *f, char *out, size_t outlen);
/* Ctrl-C (SIGINT; the loop sees its flag): it quits as q does, but asks
 * first where q would (a game's path not saved, a long run), as "Quit?"
 * whatever the mode; y or a second Ctrl-C quits the program, n or Esc
 * stays.  FX_QUIT when it quits now. */
app_fx app_interrupt(app_state *s, const app_facts *f);

/* Ctrl-S in the form (its values checked as Enter checks them): true once,
 * with the values to save as the defaults (the settings file's keys,
 * form_defaults(); in play the board's only, as play reads them); then
 * what came of it, in the form (ok false: an error).  No effect bit: the session asks at every turn, as it asks
 * app_compare_asked(). */
bool app_defaults_take(app_state *s, const char *values[SK_COUNT]);
void app_defaults_saved(app_state *s, bool ok, const char *what);
/* The pending settings were refused where they were carried out (a board
 * too big for the engine): when the form's Enter gave them, the form opens
 * again with what was typed and says why in its words (form_refused());
 * else the message line says it. */
void app_settings_refused(app_state *s, const char *why);
/* A key that means nothing where it was pressed (no action in the key
 * table): on the main screen of a mode the message line names it and says
 * how to see the keys ("w: no such key here; ? shows the keys."); in a
 * prompt, a form or a question nothing is said. */
void app_unknown_key(app_state *s, int key);

/* The handler.  It changes *s and returns what must follow. */
app_fx app_handle(app_state *s, const app_facts *f, ui_action a, int arg);

/* The message line (the one function that writes it). */
void app_say(app_state *s, bool alert, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Open the prompt of kind k with text in it (for the y/n questions, text
 * is the file asked about); it pauses a run. */
app_fx app_open_prompt(app_state *s, prompt_kind k, const char *text);
/* The prompt's label: "Load tour file: ", "overwrite x.txt? y/n " ... */
void app_prompt_label(const app_state *s, const app_facts *f, char *out, size_t outlen);
/* Does the prompt take a file's name, which Tab completes? */
bool app_prompt_completes(const app_state *s);
/* Tab in the prompt: complete the file name (reads the directory). */
void app_complete(app_state *s);
/* A key while the prompt is open (OV_PROMPT; app_prompt.c). */
app_fx app_prompt_key(app_state *s, const app_facts *f, ui_action a, int arg);

/* After the session took a step while running (or stepping): stop where
 * the mode says and explain why in the message (kind: the engine's, as
 * the end of a walk is worded differently).  Returns true when the run
 * stopped. */
bool app_on_event(app_state *s, const engine_event *ev, const engine_counters *c,
		  engine_state st, engine_kind kind);
/* B's run (RUN_PAST_BACKTRACK) after a step of kind k of search `side`
 * (0; a comparison's 0 or 1) (an advance too): a retreat is noted, the
 * first advance of the same search after one stops it with words (whose:
 * the search's name in a comparison, else NULL).  True when it stopped. */
bool app_past_backtrack(app_state *s, engine_event_kind k, int side, const char *whose);
/* No step is left: the run stops and the message says what to do. */
app_fx app_finished(app_state *s);
/* Pause a run (Ctrl-Z). */
app_fx app_pause(app_state *s);
/* The session now shows a replay (CH_REPLAY) or a search (CH_SEARCH):
 * some keys mean something else then. */
void app_set_replay(app_state *s, bool replay);
/* A new search begins: when no tour can exist on its board (tour_exists.h),
 * the message line says so and why, so nobody waits for a tour that
 * cannot come. */
void app_search_begins(app_state *s, const engine_config *cfg);

/* Is the run going flat out (at maximum speed, a run to the next event
 * too; at any other speed it goes at that speed)? */
bool app_flat_out(const app_state *s);
/* The input mode the keys are looked up in. */
key_mode app_key_mode(const app_state *s);

/* Move the board cursor by (dr, dc), kept on the board. */
void app_move_cursor(app_state *s, const app_facts *f, int dr, int dc);
/* The action of key in the current input mode: a lesson's keys first,
 * then those of the main screen. */
ui_action app_key_action(const app_state *s, int key, int *arg);
/* The key modes whose hints the footer shows. */
unsigned app_footer_modes(const app_state *s);

/* Between the app's files: g u M ' W (app_moment.c) and their prompts,
 * the marks overlay. */
app_fx app_moment_key(app_state *s, const app_facts *f, ui_action a);
app_fx app_moment_confirm(app_state *s, const app_facts *f);
void app_moment_label(const app_state *s, const app_facts *f, char *out, size_t outlen);
app_fx app_marks_handle(app_state *s, const app_facts *f, ui_action a, int arg);

/* Runs to a moment (session_moment.c asks these).  A run to m from step t
 * (jump: flat out, whatever the speed); returns FX_RUN. */
app_fx app_run_until(app_state *s, const moment *m, bool jump, uint64_t t);
/* The moment held (or the search ended, or the run was stopped): the run
 * stops and the message says so. */
app_fx app_until_held(app_state *s, const char *what, uint64_t t);
app_fx app_until_ended(app_state *s, const char *what, uint64_t t, bool stopped);
/* l opened a session file: its layout and speed, as --resume does. */
void app_resumed(app_state *s, const explore_save *es);

/* A lesson (app_lesson.c): its layer on with n scenes, scene 0 to go to. */
void app_lesson_start(app_state *s, int n);
/* The lesson's keys; *handled false for the keys that work as on the
 * main screen (those that move the search begin a question). */
app_fx app_lesson_handle(app_state *s, const app_facts *f, ui_action a, int arg, bool *handled);
/* The session brings scene k (sc) on the screen, with what it shows
 * (walking: the search runs there, at the scene's speed). */
app_fx app_lesson_at(app_state *s, int k, const lesson_scene *sc, bool walking);
/* The walk to the scene ended (reached, or stopped). */
void app_lesson_walked(app_state *s);

/* Play mode's keys (app_play.c); *handled false for the keys that work
 * as on the main screen (help, quit, panels, save). */
app_fx app_play_handle(app_state *s, const app_facts *f, ui_action a, int arg, bool *handled);
/* Play mode on (CH_PLAY) or off (CH_PLAY_END); the session's play model
 * follows. */
void app_set_play(app_state *s, bool play);
/* x: the request the keys made (FX_PICTURE), taken (the state then asks
 * nothing). */
shot_req app_shot_take(app_state *s);
/* x's request r made (returns FX_PICTURE). */
app_fx app_shot(app_state *s, shot_req r);
/* Play: the request the keys made (FX_PLAY) and its argument, taken (the
 * state then asks nothing). */
play_req app_play_take(app_state *s, int *arg);
/* Play: the cursor on sq (the knight's square after a move). */
void app_play_cursor(app_state *s, ksq sq);
/* Play: an engine continues the path (f): the session has restarted it
 * as a search, which runs to its next solution. */
app_fx app_play_finish(app_state *s);
/* Play mode: Enter in the options form (pending is valid) / y or n to
 * PK_NEW_GAME (a: ACT_CONFIRM or ACT_CANCEL). */
app_fx app_play_options(app_state *s);
app_fx app_play_new_game(app_state *s, ui_action a);
/* Play: q, when nothing is asked or after y: back to the search P was
 * pressed in (f->play_returns), else quit. */
app_fx app_play_quit(app_state *s, const app_facts *f);

/* Does the screen show the estimate line, for a search with cfg in a
 * terminal of `rows` rows?  Only for a backtrack search, where the mode
 * has panels and an algorithm (not a replay, nor play, nor a comparison),
 * not in the presentation. */
bool app_estimate_row(const app_state *s, const engine_config *cfg, int rows);

/* The speed ladder of + and -, and the presets 1..9. */
uint32_t speed_faster(uint32_t v);
uint32_t speed_slower(uint32_t v);
uint32_t speed_preset(int n);
/* "10/s", "1.5k/s", "max" */
void speed_format(uint32_t v, bool max, char *out, size_t outlen);

/* The help overlay's scroll limit is only known when drawn; the handler
 * keeps help_scroll >= 0 and the view clamps it. */

#endif
