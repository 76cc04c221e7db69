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
} ui_overlay;

/* What the handler may ask the session to do. */
typedef enum app_request {
	REQ_NONE = 0,
	REQ_STEP,       /* one step forward */
	REQ_BACK,       /* one step back */
	REQ_RESTART,    /* same settings, from the beginning */
	REQ_NEW_CONFIG, /* restart with app_state.pending */
	REQ_REDRAW,     /* clear and repaint the whole screen */
	REQ_QUIT,
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
} app_facts;

#define APP_MSG_MAX 200

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
} app_state;

void app_init(app_state *s, uint32_t speed, bool speed_max);

/* The handler.  It changes *s and returns what the session must do. */
app_request app_handle(app_state *s, const app_facts *f, ui_action a, int arg);

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
