/* SPDX-License-Identifier: MIT */
/* One running explorer, in pieces that each have one owner:
 *
 *   opt    the command line's options          read only
 *   caps   the terminal's capabilities         term.c (once, at start)
 *   lay    where the panels go                 loop.c (on a resize or a new board)
 *   app    keys, modes, overlays, message      app*.c (app.c, app_mode.c, app_quit.c,
 *                                              app_play.c)
 *   src    engine, history, settings in use    search.c
 *   clock  the run's timing                    pace.c
 *   view   board viewport, move numbers        frame.c (when drawing)
 *   list   replay FILE...: the file shown      playlist.c
 *
 * session.c carries out the effects an action asks for (app_fx) on the
 * search, the clock and the files, and takes the steps of a run.  It
 * reads no clock (the time comes in as `now`) and uses no curses, so it
 * is tested without a terminal (tests/unit/test_ui_session.c); loop.c
 * owns time, input and drawing. */
#ifndef KTOUR_UI_SESSION_H
#define KTOUR_UI_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ui/app/app.h"
#include "ui/base/caps.h"
#include "ui/compare/compare.h"
#include "frame.h"
#include "ui/model/layout.h"
#include "ui/app/pace.h"
#include "ui/play/play_model.h"
#include "ui/replay/playlist.h"
#include "ui/app/search.h"
#include "ui/model/treesize.h"
#include "ktour/tour.h"
#include "ktour/ui.h"

typedef struct session {
	const explore_options *opt;
	ui_caps caps;
	ui_layout lay;
	app_state app;
	search src;
	pace clock;
	view_scratch view;
	/* play mode (session_play.c) */
	play_model play;
	engine_config play_cfg;  /* the engine that finishes the path */
	char play_note[400];     /* the hint or the result, under the board */
	uint64_t play_saved;     /* the game's moves and undos when s last saved it */
	search before_play;      /* P: the search or replay it was pressed in, for q
				    to go back to (its h NULL: none) ... */
	pace before_clock;       /* ... and its clock */
	double run_saved;        /* the search's running time when S last saved it */
	/* explore --resume of a long session: the step it goes on toward in
	 * slices (session_resume), and where the fast-forward began */
	bool resuming;
	uint64_t resume_to, resume_from;
	playlist list; /* replay FILE...: playlist.c */
	compare cmp;   /* explore --compare: the second search (session_compare.c),
			  in use in MODE_COMPARE only */
	compare_layout clay; /* ... and where its parts go (loop.c) */
	treesize tree; /* the estimate of the search tree (treesize.c) */
	/* the marks (M; a lesson's `mark` lines; a resumed session's): in
	 * the order made (session_moment.c) */
	explore_mark marks[EXPLORE_SAVE_MARKS_MAX];
	int nmarks;
	/* ktour lesson FILE (session_lesson.c): the lesson, and which of its
	 * searches is in use (-1: another, after r, o, l ...) */
	const lesson *lesson;
	int lesson_search;
	/* its caption as the class reads it, the figures filled in from the
	 * search in use, and the estimates behind {estimate} (each side's, for
	 * the settings it was made for) */
	char lesson_caption[LESSON_SHOWN_MAX];
	engine_config lesson_est_cfg[2];
	lesson_side lesson_est[2];
	bool lesson_est_made[2];
	/* --notes: where each scene's notes go, the scene last written there
	 * and when the lesson began (CLOCK_MONOTONIC seconds) */
	FILE *notes;
	int notes_scene;
	double notes_t0;
	explore_save resumed; /* l on a session file: its settings (and prefix) */
} session;

/* Two searches side by side?  The mode says so (app.h): compare mode is
 * stored there alone. */
static inline bool session_comparing(const session *s)
{
	return s->app.screen == MODE_COMPARE;
}

/* Set a session up for o (which must outlive it): the engine (or the
 * replay, or the resumed search) and the app's first state.  No terminal
 * is needed.  False with a message; s is then already closed. */
bool session_open(session *s, const explore_options *o, char *err, size_t errlen);
void session_close(session *s);

/* explore --resume: session_open() goes a first stretch of the way to the
 * saved step; the rest, when there is any (s->resuming), is taken here in
 * slices of about `budget` steps, so that the loop can show the progress
 * and be stopped.  True once there (the message line then says so). */
bool session_resume(session *s, uint64_t budget);
/* The progress of a resume in the message line, `elapsed` seconds after it
 * began (for the time left). */
void session_resume_progress(session *s, double elapsed);
/* Stop a resume where it has got to (the message line says where). */
void session_resume_stop(session *s);

/* The facts the action handler decides with. */
void session_facts(const session *s, app_facts *f);
/* How the clock paces the run now. */
pace_mode session_pace_mode(const session *s);
/* Bring the clock's figures up to now; true when they moved. */
bool session_tick(session *s, double now);

/* Carry out the search's, the clock's and the files' part of fx at time
 * now; returns fx with what follows from it (FX_RELAYOUT after a new
 * board, FX_RUN when a step ended a run, FX_QUIT after --quit-after's
 * steps ...) for the loop. */
app_fx session_perform(session *s, app_fx fx, double now);
/* Take the steps of a run due at time now (a run flat out works until
 * clk says its frame is over); returns the effects, as above. */
app_fx session_run(session *s, double now, const pace_clock *clk);

/* Loading and saving (session_io.c).  Each tells the outcome in the
 * message line and returns the effects that follow. */
/* Replay the tour file `path`; on failure the old search stays. */
app_fx session_load(session *s, const char *path);
/* The message that goes with a replay: its fault, if any. */
void session_replay_notice(session *s);
/* Open the prompt for s / S with a fresh name in the current directory. */
app_fx session_save_prompt(session *s, bool whole_session);
/* Save the path (grid format, # headers) or the session to path. */
app_fx session_save_path(session *s, const char *path, bool overwrite);
app_fx session_save_session(session *s, const char *path, bool overwrite);
/* The options form's values (app_defaults_take()) as the defaults, in the
 * settings file (only the keys that change; ktour/settings_file.h); the
 * form says what came of it. */
void session_save_defaults(session *s, const char *const values[SK_COUNT]);
/* "ktour-8x8-0001.txt": the first such name in dir that does not exist. */
bool session_fresh_name(const char *dir, int rows, int cols, const char *ext, char *out,
			size_t outlen);

/* replay FILE... (session_playlist.c): show file i of s's playlist from
 * its first move; false with a message in err (out of memory),
 * everything as it was. */
bool playlist_load(session *s, size_t i, char *err, size_t errlen);
/* The same for FX_PLAY_FILE: the outcome in the message line, the run
 * paused; the effects that follow. */
app_fx playlist_play(session *s, size_t i);
/* The message that goes with the replay on the screen: with a playlist,
 * the file's name and position and the keys to the others. */
void playlist_notice(session *s);

/* Play mode (session_play.c): start playing on o's board; carry out
 * app_state.preq (FX_PLAY). */
bool session_play_open(session *s, const explore_options *o, char *err, size_t errlen);
app_fx session_play(session *s);
/* Play: what q would drop (app_facts); s saved the path. */
void session_play_facts(const session *s, app_facts *f);
void session_play_saved(session *s);

/* explore --compare (session_compare.c): a step, a step back and a run of
 * both searches in lockstep; the effects a comparison does not do, taken
 * out of fx with a word in the message line; the facts of both. */
app_fx session_compare_step(session *s, double now);
void session_compare_back(session *s);
/* A run flat out (a paced run steps both through session_compare_step). */
app_fx session_compare_run_flat(session *s, double now, const pace_clock *clk);
app_fx session_compare_filter(session *s, app_fx fx);
void session_compare_facts(const session *s, app_facts *f);

/* The same settings (a replay: the same path) from the beginning: r. */
app_fx session_restart_same(session *s);
/* Start the search again with cfg and, beside it, a comparison with the
 * settings cmp (NULL: none; the mode follows).  False with the message in
 * err; nothing changes then. */
bool session_restart_compare(session *s, const engine_config *cfg, bool start_given,
			     const char *cmp, char *err, size_t errlen);
/* The step the search is at (a comparison: the common step). */
uint64_t session_t(const session *s);

/* A search's moments (session_moment.c).  The one go-to: to step target
 * exactly and at once, back by rewinding (from the start where the history
 * does not reach: FX_RELAYOUT), forward at full speed (history_run());
 * the explorer's jumps, its marks and ktour render use it.  When the
 * search ends first it stays at its last step; when the restart fails the
 * message is out and it stays where it was. */
app_fx session_go_to(session *s, uint64_t target);
/* g: to step target exactly: back by
 * rewinding (from the start where the history does not reach), forward
 * at once when it is near, else by a run flat out that shows its progress
 * and stops with Esc; quiet: no message when there.  A run to moment m
 * (FX_UNTIL: the prompt's, app_state.until) begins, where it can still
 * hold. */
app_fx session_jump(session *s, uint64_t target, bool quiet);
app_fx session_until_begin(session *s, const moment *m);
/* A run to a moment: one step (paced), or slices until the frame's time
 * is up (flat out). */
app_fx session_until_step(session *s, double now);
app_fx session_until_flat(session *s, double now, const pace_clock *clk);
/* M (the name in app_state.file) and the jump of ' (app_state.mark_sel). */
app_fx session_mark(session *s, const char *name);
app_fx session_mark_go(session *s);
/* W: the prompt with a fresh name; write the lesson skeleton of the
 * marks to path. */
app_fx session_lesson_prompt(session *s);
app_fx session_save_lesson(session *s, const char *path, bool overwrite);

/* A lesson (session_lesson.c): its marks and first scene at the start;
 * FX_SCENE: to scene app_state.lesson.to, its search, step and screen;
 * notes: where --notes writes each scene's page (NULL: nowhere). */
void session_lesson_open(session *s, const lesson *l, FILE *notes);
/* The caption of the lesson's scene shown, its figures filled in: where
 * the search stands at the scene's step, from the search in use, a failed
 * expect first, with its line; elsewhere (on the way, in a question) those
 * of the scene's moment (lesson_run()).  NULL: no lesson. */
const char *session_lesson_caption(session *s);
app_fx session_scene(session *s);

/* Start the search again with cfg (path NULL), or replay path (s->src.path:
 * the same one again; another: taken over, from file `name`); on failure
 * everything stays as it was and the message is in err. */
bool session_restart(session *s, const engine_config *cfg, bool start_given, tour *path,
		     const char *name, char *err, size_t errlen);

#endif
