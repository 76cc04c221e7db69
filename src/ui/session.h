/* The running explorer: the settings in use, the history (engine and
 * rewind), the app state, the layout and the run's timing.  session.c
 * carries out the app's requests and takes the steps; loop.c owns time,
 * input and drawing. */
#ifndef KTOUR_UI_SESSION_H
#define KTOUR_UI_SESSION_H

#include <stdbool.h>
#include <stdint.h>

#include "app.h"
#include "caps.h"
#include "history.h"
#include "layout.h"
#include "ktour/ui.h"

typedef struct session {
	explore_options opt;
	engine_config cfg;     /* the settings in use */
	bool start_given;
	ui_caps caps;
	ui_layout lay;
	app_state app;
	history *h;
	int32_t *moveno;       /* scratch for the board view */
	int top, left;         /* board viewport origin */
	/* timing (monotonic seconds) */
	double run_origin;     /* when the current stretch of running began */
	uint64_t run_done;     /* steps taken since run_origin */
	double elapsed;        /* seconds spent running, this search */
	double last_tick;      /* last time elapsed was brought up to date */
	double rate, rate_t0;  /* steps/s of the run, and its sample start */
	bool was_running;      /* at the last tick */
	uint64_t rate_s0;
	/* --quit-after */
	uint64_t steps_taken;
	double first_step_at;
	bool quit;
	int exit_status;
	bool dirty;            /* something to draw */
	bool full_redraw;      /* clear the screen first */
} session;

/* Monotonic clock in seconds. */
double session_now(void);

/* Create the engine and the history for cfg; on failure the old ones stay
 * and the message is in err. */
bool session_restart(session *s, const engine_config *cfg, bool start_given, char *err,
		     size_t errlen);
void session_free(session *s);

/* The facts the action handler decides with. */
void session_facts(const session *s, app_facts *f);
/* Carry out what the handler asked for. */
void session_request(session *s, app_request r);
/* Take the steps due at time now (running modes); returns true when any
 * step was taken. */
bool session_run(session *s, double now);
/* The run mode or the speed changed at time now (call session_tick()
 * before the change): the run's clock starts again, the first step of a
 * run is taken at once, a run that stopped keeps its rate on show. */
void session_mode_changed(session *s, double now);
/* Keep the elapsed time and the rate up to date (call once per wake). */
void session_tick(session *s, double now);
/* A step forward from the handler or the run, with the app's reaction. */
const engine_event *session_step(session *s);

#endif
