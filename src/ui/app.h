/* The explorer's control state and its pure action handler: state in,
 * action in, state out plus at most one request for the session to carry
 * out (step, step back, restart...).  It never touches the engine or the
 * terminal, so every key's effect is tested in tests/unit/test_ui_app.c. */
#ifndef KTOUR_UI_APP_H
#define KTOUR_UI_APP_H

#include <stdbool.h>
#include <stdint.h>

#include "form.h"
#include "keys.h"
#include "prompt.h"
#include "ktour/engine.h"

typedef enum run_mode {
	RUN_PAUSED = 0,
	RUN_RUNNING,      /* at the chosen speed */
	RUN_TO_SOLUTION,  /* flat out until the next solution */
	RUN_TO_BACKTRACK, /* flat out until the next retreat */
} run_mode;

typedef enum ui_overlay {
	OV_NONE = 0,
	OV_HELP,
	OV_FORM,
	OV_PICK,          /* the start-square cursor */
	OV_PROMPT,        /* the one-line prompt at the bottom */
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
} prompt_kind;

/* What the handler may ask the session to do. */
typedef enum app_request {
	REQ_NONE = 0,
	REQ_STEP,       /* one step forward */
	REQ_BACK,       /* one step back */
	REQ_RESTART,    /* same settings, from the beginning */
	REQ_NEW_CONFIG, /* restart with app_state.pending */
	REQ_REDRAW,     /* clear and repaint the whole screen */
	REQ_QUIT,
	REQ_GOTO_START, /* back to step 0 (replay: the first move) */
	REQ_GOTO_END,   /* replay: to the last move */
	REQ_GOTO_MOVE,  /* replay: to move app_state.goto_move */
	REQ_COMPLETE,   /* complete the file name in the prompt */
	REQ_LOAD,       /* replay the tour file app_state.file */
	REQ_SAVE_PROMPT,    /* open the save prompt with a fresh name */
	REQ_SAVE,           /* save the path to app_state.file (not over a file) */
	REQ_SAVE_FORCE,     /* the same, replacing the file (after y) */
	REQ_SESSION_PROMPT, /* open the session prompt with a fresh name */
	REQ_SAVE_SESSION,
	REQ_SAVE_SESSION_FORCE,
} app_request;

/* Read-only facts about the session the handler decides with. */
typedef struct app_facts {
	bool started;    /* at least one step was taken since the (re)start */
	bool finished;   /* exhausted, or a final stuck: no step left */
	bool at_start;   /* at step 0: nothing to step back to */
	int rows, cols;  /* the board */
	ksq start;       /* the start square in use */
	const engine_config *cfg; /* the settings in use (for the form) */
	bool start_given;
	int32_t replay_len; /* replay: squares in the path (moves 1..len) */
} app_facts;

#define APP_MSG_MAX 320

typedef struct app_state {
	run_mode mode;
	uint32_t speed;     /* steps per second, when !speed_max */
	bool speed_max;
	ui_overlay ov;
	bool heat_on_board; /* h: the board panel shows the degrees */
	ksq cursor;         /* the start-square cursor (OV_PICK) */
	int help_scroll;
	form_model form;
	engine_config pending;  /* for REQ_NEW_CONFIG */
	bool pending_start_given;
	char msg[APP_MSG_MAX];  /* one-line message under the board */
	bool msg_alert;         /* shown as an error or an event */
	bool replay;            /* replay mode: a saved path, not a search */
	prompt_kind pk;         /* OV_PROMPT: what it asks for */
	prompt_line prompt;
	char file[PROMPT_TEXT_MAX]; /* the file of REQ_LOAD / REQ_SAVE* */
	uint64_t goto_move;     /* REQ_GOTO_MOVE */
} app_state;

void app_init(app_state *s, uint32_t speed, bool speed_max);

/* The handler.  It changes *s and returns what the session must do. */
app_request app_handle(app_state *s, const app_facts *f, ui_action a, int arg);

/* Open the prompt of kind k with text in it (for the y/n questions, text
 * is the file asked about). */
void app_open_prompt(app_state *s, prompt_kind k, const char *text);
/* The prompt's label: "Load tour file: ", "overwrite x.txt? y/n " ... */
void app_prompt_label(const app_state *s, const app_facts *f, char *out, size_t outlen);

/* After the session took a step while running (or stepping): stop where
 * the mode says and explain why in the message (walk: a Warnsdorff or
 * Irwin engine, whose end is worded differently).  Returns true when the
 * run stopped. */
bool app_on_event(app_state *s, const engine_event *ev, const engine_counters *c,
		  engine_state st, bool walk);

/* Is the run going flat out (maximum speed or a run-to)? */
bool app_flat_out(const app_state *s);
/* The input mode the keys are looked up in. */
key_mode app_key_mode(const app_state *s);

/* The speed ladder of + and -, and the presets 1..9. */
uint32_t speed_faster(uint32_t v);
uint32_t speed_slower(uint32_t v);
uint32_t speed_preset(int n);
/* "10/s", "1.5k/s", "max" */
void speed_format(uint32_t v, bool max, char *out, size_t outlen);

/* The help overlay's scroll limit is only known when drawn; the handler
 * keeps help_scroll >= 0 and the view clamps it. */

#endif
