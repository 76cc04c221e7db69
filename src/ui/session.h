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
#include "ktour/tour.h"
#include "ktour/ui.h"

typedef struct session {
	explore_options opt;
	/* replay mode: the path played back (owned) and its file's name */
	bool replaying;
	tour replay_tour;
	char replay_name[256];
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

/* To step `target` (a replay's move N is step N-1): back by rewinding (or
 * from the start when the history does not reach), forward by stepping. */
void session_goto(session *s, uint64_t target);
/* Fast-forward a fresh session to `steps` (explore --resume): the engine
 * runs without events to shortly before, then steps the rest so that the
 * last event and the fading retreat marks are those of the saved screen. */
bool session_fast_forward(session *s, uint64_t steps, char *err, size_t errlen);

/* Loading and saving (session_io.c).  Each reports in the message line. */
/* Replay the tour file `path`; on failure the old session stays. */
void session_load(session *s, const char *path);
/* Make t (taken over: t is left empty) the session's replay. */
bool session_replay(session *s, tour *t, const char *name, char *err, size_t errlen);
/* The message that goes with a replay: its fault, if any. */
void session_replay_notice(session *s);
/* Open the prompt for s / S with a fresh name in the current directory. */
void session_save_prompt(session *s, bool whole_session);
/* Save the path (grid format, # headers) or the session to path. */
void session_save_path(session *s, const char *path, bool overwrite);
void session_save_session(session *s, const char *path, bool overwrite);
/* "ktour-8x8-0001.txt": the first such name in dir that does not exist. */
bool session_fresh_name(const char *dir, int rows, int cols, const char *ext, char *out,
			size_t outlen);

#endif
