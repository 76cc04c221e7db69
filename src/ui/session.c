/* Carrying out effects and taking the steps of a run (session.h).  No
 * curses, no clock: the time comes in. */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A deep copy of t (path and header lines) into out. */
static bool tour_copy(tour *out, const tour *t)
{
	tour_init(out, &t->spec);
	bool ok = tour_set_path(out, t->path, t->len);
	for (size_t i = 0; ok && i < t->meta.count; i++)
		ok = tour_meta_add_verbatim(out, t->meta.lines[i]);
	if (!ok)
		tour_free(out);
	return ok;
}

bool session_restart(session *s, const engine_config *cfg, bool start_given, tour *path,
		     const char *name, char *err, size_t errlen)
{
	search_next n;
	if (!search_make(&n, cfg, path, err, errlen))
		return false;
	if (!view_scratch_fit(&s->view, n.nsq, n.cfg.spec.rows, n.cfg.spec.cols, err, errlen)) {
		search_drop(&n);
		return false;
	}
	search_use(&s->src, &n, start_given, path, name);
	app_set_replay(&s->app, s->src.replaying);
	pace_new_search(&s->clock);
	return true;
}

/* The same settings (a replay: the same path) from the beginning. */
static app_fx restart_same(session *s)
{
	char err[300];
	engine_config cfg = s->src.cfg;
	if (!session_restart(s, &cfg, s->src.start_given, s->src.replaying ? &s->src.path : NULL,
			     NULL, err, sizeof err)) {
		app_say(&s->app, true, "%s", err);
		return FX_NONE;
	}
	return FX_RELAYOUT;
}

/* New settings from the form or a start square: a search, not the replay. */
static app_fx new_config(session *s)
{
	char err[300];
	if (!session_restart(s, &s->app.pending, s->app.pending_start_given, NULL, NULL, err,
			     sizeof err)) {
		app_say(&s->app, true, "%s", err);
		return FX_NONE;
	}
	return FX_RELAYOUT;
}

bool session_open(session *s, const explore_options *o, char *err, size_t errlen)
{
	memset(s, 0, sizeof *s);
	s->opt = o;
	app_start(&s->app, o);
	tour path;
	memset(&path, 0, sizeof path);
	if (o->replay && !tour_copy(&path, o->replay)) {
		snprintf(err, errlen, "out of memory for the tour");
		return false;
	}
	if (!session_restart(s, &o->cfg, o->start_given, o->replay ? &path : NULL,
			     o->replay_name, err, errlen) ||
	    !search_fast_forward(&s->src, o->resume_steps, err, errlen)) {
		tour_free(&path);
		session_close(s);
		return false;
	}
	if (o->play) {
		if (!session_play_open(s, o, err, errlen)) {
			session_close(s);
			return false;
		}
	} else if (s->src.replaying)
		session_replay_notice(s);
	else if (o->resume_steps)
		app_say(&s->app, false, "Resumed at step %llu.",
			(unsigned long long)history_t(s->src.h));
	return true;
}

void session_close(session *s)
{
	search_free(&s->src);
	view_scratch_free(&s->view);
	play_free(&s->play);
}

void session_facts(const session *s, app_facts *f)
{
	search_facts(&s->src, f);
}

pace_mode session_pace_mode(const session *s)
{
	return (pace_mode){s->app.mode != RUN_PAUSED, app_flat_out(&s->app), s->app.speed};
}

bool session_tick(session *s, double now)
{
	return pace_tick(&s->clock, now, session_pace_mode(s));
}

/* The app's reaction to an event that may end a run: FX_RUN when it did. */
static app_fx react(session *s, const engine_event *ev)
{
	if (ev->kind == EV_RETREAT && s->app.mode != RUN_TO_BACKTRACK)
		return FX_NONE;
	/* --quit-after measures a run: solutions do not stop it. */
	if (ev->kind == EV_SOLUTION && s->opt->quit_after)
		return FX_NONE;
	engine_view v;
	search_view(&s->src, &v);
	return app_on_event(&s->app, ev, &v.counters, v.state, v.cfg->kind)
		       ? FX_RUN
		       : FX_NONE;
}

static bool quit_after_done(const session *s)
{
	return s->opt->quit_after && s->clock.steps >= s->opt->quit_after;
}

/* One step forward, from a key or a run, with the app's reaction. */
static app_fx step(session *s, double now)
{
	const engine_event *ev = history_step(s->src.h);
	if (!ev)
		return app_finished(&s->app) | FX_DRAW;
	pace_count(&s->clock, now, 1);
	app_fx fx = FX_DRAW;
	if (ev->kind != EV_ADVANCE)
		fx |= react(s, ev);
	if (quit_after_done(s))
		fx |= FX_QUIT;
	return fx;
}

static void back(session *s)
{
	if (!history_back(s->src.h, 1))
		app_say(&s->app, true,
			"Cannot step back further: the history goes back to step %llu.",
			(unsigned long long)history_oldest(s->src.h));
}

/* To step `target` (a replay's move N is step N-1): back by rewinding (or
 * from the start when the history does not reach), forward by stepping. */
static app_fx go_to(session *s, uint64_t target)
{
	app_fx fx = FX_NONE;
	if (!search_back_to(&s->src, target)) {
		fx = restart_same(s);
		if (!fx)
			return FX_NONE;
	}
	search_forward_to(&s->src, target);
	return fx;
}

/* End of a replay: the last square, and the tour complete if it is one. */
static app_fx goto_end(session *s)
{
	engine_view v;
	search_view(&s->src, &v);
	if (history_finished(s->src.h) || v.state == ENGINE_AT_SOLUTION) {
		app_say(&s->app, false, "This is the last move.");
		return FX_NONE;
	}
	unsigned stop = 1u << EV_SOLUTION | 1u << EV_STUCK | 1u << EV_EXHAUSTED;
	history_run(s->src.h, UINT64_MAX, stop);
	const engine_event *ev = history_last(s->src.h);
	return ev->kind != EV_ADVANCE && ev->kind != EV_NONE ? react(s, ev) : FX_NONE;
}

/* The files' part of fx (session_io.c). */
static app_fx perform_files(session *s, app_fx fx)
{
	app_fx more = FX_NONE;
	if (fx & FX_COMPLETE)
		app_complete(&s->app);
	if (fx & FX_LOAD)
		more |= session_load(s, s->app.file);
	if (fx & (FX_SAVE_PROMPT | FX_SESSION_PROMPT))
		more |= session_save_prompt(s, fx & FX_SESSION_PROMPT);
	if (fx & (FX_SAVE | FX_SAVE_FORCE))
		more |= session_save_path(s, s->app.file, fx & FX_SAVE_FORCE);
	if (fx & (FX_SAVE_SESSION | FX_SAVE_SESSION_FORCE))
		more |= session_save_session(s, s->app.file, fx & FX_SAVE_SESSION_FORCE);
	return more;
}

app_fx session_perform(session *s, app_fx fx, double now)
{
	if (fx & FX_PLAY)
		fx |= session_play(s);
	if (fx & FX_STEP)
		fx |= step(s, now);
	if (fx & FX_BACK)
		back(s);
	if (fx & FX_RESTART)
		fx |= restart_same(s);
	if (fx & FX_NEW_CONFIG)
		fx |= new_config(s);
	if (fx & FX_GOTO_START)
		fx |= go_to(s, 0);
	if (fx & FX_GOTO_END)
		fx |= goto_end(s);
	if (fx & FX_GOTO_MOVE)
		fx |= go_to(s, s->app.goto_move - 1);
	fx |= perform_files(s, fx);
	/* Last: the clock starts again under the mode all that left. */
	if (fx & FX_RUN)
		pace_restart(&s->clock, now, session_pace_mode(s));
	return fx;
}

/* Flat out: step until the frame's time is up or the run stops.  The
 * engine runs in slices of history_run(), which only looks up from
 * engine_step() for the events that can end a run. */
static app_fx run_flat(session *s, double now, const pace_clock *clk)
{
	enum { SLICE = 1024 };
	double deadline = now + PACE_FRAME;
	uint64_t quit_after = s->opt->quit_after;
	unsigned stop = 1u << EV_SOLUTION | 1u << EV_EXHAUSTED | 1u << EV_STUCK;
	if (s->app.mode == RUN_TO_BACKTRACK)
		stop |= 1u << EV_RETREAT;
	if (quit_after)
		stop &= ~(1u << EV_SOLUTION); /* measuring: solutions do not stop it */
	pace_count(&s->clock, now, 0);
	for (;;) {
		uint64_t slice = SLICE;
		if (quit_after && quit_after - s->clock.steps < slice)
			slice = quit_after - s->clock.steps;
		uint64_t n = history_run(s->src.h, slice, stop);
		pace_count(&s->clock, now, n);
		if (quit_after_done(s))
			return FX_QUIT | FX_DRAW;
		if (history_finished(s->src.h) || n < slice) {
			if (n == 0) /* nothing left to do */
				return step(s, now);
			const engine_event *ev = history_last(s->src.h);
			if (ev->kind != EV_ADVANCE) {
				app_fx fx = react(s, ev);
				if (fx)
					return fx | FX_DRAW;
			}
		}
		if (clk->now(clk->ctx) >= deadline)
			return FX_DRAW;
	}
}

app_fx session_run(session *s, double now, const pace_clock *clk)
{
	if (s->app.mode == RUN_PAUSED)
		return FX_NONE;
	if (history_finished(s->src.h))
		return step(s, now);
	if (app_flat_out(&s->app))
		return run_flat(s, now, clk);
	uint64_t due = pace_due(&s->clock, now, s->app.speed), n = 0;
	app_fx fx = FX_NONE;
	while (n < due) {
		n++;
		fx |= step(s, now);
		if (s->app.mode == RUN_PAUSED || (fx & FX_QUIT))
			break;
	}
	pace_ran(&s->clock, n);
	return fx;
}
