/* SPDX-License-Identifier: MIT */
/* Carrying out effects and taking the steps of a run (session.h).  No
 * curses, no clock: the time comes in. */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Steps session_open() takes toward a resumed session's step at once
 * (well under a second); a longer resume goes on in the loop, showing its
 * progress. */
#define RESUME_AT_ONCE (1ull << 20)

/* session_restart() with the comparison's settings: cmp, the second
 * search's (NULL: none; a replay has none). */
static bool restart(session *s, const engine_config *cfg, bool start_given, tour *path,
		    const char *name, const char *cmp, char *err, size_t errlen)
{
	search_next n;
	if (!search_make(&n, cfg, path, err, errlen))
		return false;
	if (!view_scratch_fit(&s->view, n.nsq, n.cfg.spec.rows, n.cfg.spec.cols, err, errlen)) {
		search_drop(&n);
		return false;
	}
	/* --compare: the second search follows the first's new settings */
	if (cmp && !path && !compare_start(&s->cmp, &n.cfg, cmp, err, errlen)) {
		search_drop(&n);
		return false;
	}
	if (path != &s->src.path)
		playlist_leave(&s->list);
	search_use(&s->src, &n, start_given, path, name);
	s->lesson_search = -1;
	treesize_reset(&s->tree, &s->src.cfg, s->src.replaying);
	app_set_replay(&s->app, s->src.replaying);
	if (!s->src.replaying)
		app_search_begins(&s->app, &s->src.cfg);
	pace_new_search(&s->clock);
	s->run_saved = 0;
	return true;
}

bool session_restart(session *s, const engine_config *cfg, bool start_given, tour *path,
		     const char *name, char *err, size_t errlen)
{
	return restart(s, cfg, start_given, path, name,
		       session_comparing(s) ? s->cmp.spec : NULL, err, errlen);
}

bool session_restart_compare(session *s, const engine_config *cfg, bool start_given,
			     const char *cmp, char *err, size_t errlen)
{
	if (!restart(s, cfg, start_given, NULL, NULL, cmp, err, errlen))
		return false;
	if (!cmp)
		compare_free(&s->cmp);
	if (!cmp != !session_comparing(s))
		app_change_mode(&s->app, cmp ? CH_COMPARE_ON : CH_COMPARE_OFF);
	return true;
}

uint64_t session_t(const session *s)
{
	return session_comparing(s) ? compare_t(&s->cmp, &s->src) : history_t(s->src.h);
}

app_fx session_restart_same(session *s)
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

/* New settings from the form or a start square: a search, not the replay;
 * the form's compare field may start a second search beside, another, or
 * end the comparison (the mode changes once the searches started). */
static app_fx new_config(session *s)
{
	char err[300];
	const char *asked;
	bool change = app_compare_asked(&s->app, &asked);
	const char *cmp = change ? (asked[0] ? asked : NULL)
			  : session_comparing(s) ? s->cmp.spec : NULL;
	if (!restart(s, &s->app.pending, s->app.pending_start_given, NULL, NULL, cmp, err,
		     sizeof err)) {
		app_settings_refused(&s->app, err); /* the form again, with what was typed */
		return FX_NONE;
	}
	if (change) {
		if (!cmp)
			compare_free(&s->cmp); /* the second search goes */
		app_change_mode(&s->app, cmp ? CH_COMPARE_ON : CH_COMPARE_OFF);
	}
	return FX_RELAYOUT;
}

bool session_open(session *s, const explore_options *o, char *err, size_t errlen)
{
	memset(s, 0, sizeof *s);
	s->opt = o;
	app_start(&s->app, o); /* a comparison with --compare */
	playlist_init(&s->list, o);
	if (o->compare)
		snprintf(s->cmp.spec, sizeof s->cmp.spec, "%s", o->compare);
	bool ok = o->replay ? playlist_check(o, err, errlen) && playlist_load(s, 0, err, errlen)
			    : session_restart(s, &o->cfg, o->start_given, NULL, NULL, err, errlen);
	if (!ok) {
		session_close(s);
		return false;
	}
	if (o->play) {
		if (!session_play_open(s, o, err, errlen)) {
			session_close(s);
			return false;
		}
	} else if (s->src.replaying) {
		playlist_notice(s);
	} else if (o->resume_steps) {
		s->resuming = true;
		s->resume_to = o->resume_steps;
		session_resume(s, RESUME_AT_ONCE);
		s->resume_from = history_t(s->src.h);
	}
	for (int i = 0; i < o->nmarks && i < EXPLORE_SAVE_MARKS_MAX; i++)
		s->marks[s->nmarks++] = o->marks[i];
	if (o->lesson)
		session_lesson_open(s, o->lesson, o->lesson_notes);
	else if (o->goto_given)
		session_jump(s, o->goto_step, false);
	else if (o->until_given)
		session_until_begin(s, &o->until);
	if (o->settings_note && !s->app.msg[0])
		app_say(&s->app, true, "%s", o->settings_note);
	return true;
}

bool session_resume(session *s, uint64_t budget)
{
	if (!s->resuming)
		return true;
	if (!search_fast_forward(&s->src, s->resume_to, budget))
		return false;
	s->resuming = false;
	uint64_t t = history_t(s->src.h);
	if (t < s->resume_to)
		app_say(&s->app, true,
			"The search ended at step %llu, before the session's step %llu.",
			(unsigned long long)t, (unsigned long long)s->resume_to);
	else
		app_say(&s->app, false, "Resumed at step %llu.", (unsigned long long)t);
	return true;
}

/* "3 s", "5 min", "2 h", "4 days", "years": about how long. */
static void say_duration(double secs, char *out, size_t n)
{
	if (secs < 90)
		snprintf(out, n, "%.0f s", secs);
	else if (secs < 90 * 60)
		snprintf(out, n, "%.0f min", secs / 60);
	else if (secs < 48 * 3600)
		snprintf(out, n, "%.0f h", secs / 3600);
	else if (secs < 730 * 86400.0)
		snprintf(out, n, "%.0f days", secs / 86400);
	else
		snprintf(out, n, "years");
}

/* A step number in a few characters: exact below ten million, else three
 * figures and a unit ("79.8 M", "18.4 E"). */
static void say_steps(uint64_t n, char *out, size_t len)
{
	static const char units[] = "kMGTPE";
	if (n < 10000000) {
		snprintf(out, len, "%llu", (unsigned long long)n);
		return;
	}
	double v = (double)n / 1000;
	int u = 0;
	while (v >= 999.5 && u < 5) {
		v /= 1000;
		u++;
	}
	snprintf(out, len, "%.*f %c", v < 9.995 ? 2 : v < 99.95 ? 1 : 0, v, units[u]);
}

void session_resume_progress(session *s, double elapsed)
{
	uint64_t t = history_t(s->src.h), done = t - s->resume_from;
	uint64_t left = s->resume_to > t ? s->resume_to - t : 0;
	double pct = 100.0 * (double)t / (double)s->resume_to;
	char eta[24] = "?";
	if (done > 0 && elapsed > 0.2)
		say_duration((double)left / ((double)done / elapsed), eta, sizeof eta);
	char at[24], to[24];
	say_steps(t, at, sizeof at);
	say_steps(s->resume_to, to, sizeof to);
	app_say(&s->app, false, "Resuming: step %s of %s (%.1f%%, %s left); q stops, Ctrl-C quits",
		at, to, pct > 99.9 && left ? 99.9 : pct, eta);
}

void session_resume_stop(session *s)
{
	if (!s->resuming)
		return;
	s->resuming = false;
	/* a few steps with their events, as a finished resume ends: the
	 * narration and the retreat marks, and a checkpoint to rewind to */
	history_settle(s->src.h);
	history_run(s->src.h, HISTORY_FADE, 0);
	char to[24];
	say_steps(s->resume_to, to, sizeof to);
	app_say(&s->app, true, "Resume stopped at step %llu of %s; space runs on, q quits.",
		(unsigned long long)history_t(s->src.h), to);
}

void session_close(session *s)
{
	search_free(&s->src);
	search_free(&s->before_play);
	compare_free(&s->cmp);
	view_scratch_free(&s->view);
	play_free(&s->play);
	treesize_free(&s->tree);
}

void session_facts(const session *s, app_facts *f)
{
	search_facts(&s->src, f);
	/* play: the form shows the game and the engine that finishes it */
	if (s->app.screen == MODE_PLAY) {
		f->cfg = &s->play_cfg;
		f->start_given = s->play_cfg.start != 0;
		session_play_facts(s, f);
	} else if (!s->src.replaying) {
		f->run_unsaved = s->clock.elapsed - s->run_saved;
	}
	f->files = s->list.n;
	f->file_at = s->list.at;
	f->file_shown = s->list.shown;
	f->compare = session_comparing(s) ? s->cmp.spec : NULL;
	if (session_comparing(s))
		session_compare_facts(s, f);
	f->est_shown = s->lay.estimate_y > 0;
	f->t = session_t(s);
	f->oldest = session_comparing(s) ? f->t : history_oldest(s->src.h);
	f->marks = s->nmarks;
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
	bool past = s->app.mode == RUN_PAST_BACKTRACK; /* B: advances too */
	if (ev->kind == EV_RETREAT && s->app.mode != RUN_TO_BACKTRACK && !past)
		return FX_NONE;
	if (ev->kind == EV_ADVANCE && !past)
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
	if (s->app.mode == RUN_TO_MOMENT)
		return session_until_step(s, now);
	if (session_comparing(s))
		return session_compare_step(s, now);
	const engine_event *ev = history_step(s->src.h);
	if (!ev)
		return app_finished(&s->app) | FX_DRAW;
	pace_count(&s->clock, now, 1);
	app_fx fx = FX_DRAW;
	if (ev->kind != EV_ADVANCE || s->app.mode == RUN_PAST_BACKTRACK)
		fx |= react(s, ev);
	if (quit_after_done(s))
		fx |= FX_QUIT;
	return fx;
}

static void back(session *s)
{
	if (session_comparing(s)) {
		session_compare_back(s);
		return;
	}
	if (history_back(s->src.h, 1))
		return;
	switch (history_back_check(s->src.h, 1)) {
	case HISTORY_BACK_NO_COPIES:
		app_say(&s->app, true,
			"Cannot step back: this board (%ld squares) is too large to keep copies.",
			(long)s->src.cfg.spec.rows * s->src.cfg.spec.cols);
		break;
	case HISTORY_BACK_TOO_COSTLY:
		app_say(&s->app, true,
			"Cannot step back: the nearest copy of the search is too far back to replay.");
		break;
	default:
		app_say(&s->app, true,
			"Cannot step back further: the history goes back to step %llu.",
			(unsigned long long)history_oldest(s->src.h));
	}
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
	const char *values[SK_COUNT];
	if (fx & FX_COMPLETE)
		app_complete(&s->app);
	if (fx & FX_LOAD)
		more |= session_load(s, s->app.file);
	if (fx & FX_PLAY_FILE)
		more |= playlist_play(s, s->app.play_file);
	if (fx & (FX_SAVE_PROMPT | FX_SESSION_PROMPT))
		more |= session_save_prompt(s, fx & FX_SESSION_PROMPT);
	if (fx & (FX_SAVE | FX_SAVE_FORCE))
		more |= session_save_path(s, s->app.file, fx & FX_SAVE_FORCE);
	if (fx & (FX_SAVE_SESSION | FX_SAVE_SESSION_FORCE))
		more |= session_save_session(s, s->app.file, fx & FX_SAVE_SESSION_FORCE);
	if (fx & FX_LESSON_PROMPT)
		more |= session_lesson_prompt(s);
	if (fx & (FX_SAVE_LESSON | FX_SAVE_LESSON_FORCE))
		more |= session_save_lesson(s, s->app.file, fx & FX_SAVE_LESSON_FORCE);
	if (fx & FX_MARK)
		more |= session_mark(s, s->app.file);
	if (app_defaults_take(&s->app, values))
		session_save_defaults(s, values);
	return more;
}

app_fx session_perform(session *s, app_fx fx, double now)
{
	if (session_comparing(s))
		fx = session_compare_filter(s, fx);
	if (fx & FX_PLAY)
		fx |= session_play(s);
	if (fx & FX_STEP)
		fx |= step(s, now);
	if (fx & FX_BACK)
		back(s);
	if (fx & FX_RESTART)
		fx |= session_restart_same(s);
	if (fx & FX_NEW_CONFIG)
		fx |= new_config(s);
	if (fx & FX_GOTO_START)
		fx |= session_go_to(s, 0);
	if (fx & FX_GOTO_END)
		fx |= goto_end(s);
	if (fx & FX_GOTO_MOVE)
		fx |= session_go_to(s, s->app.goto_move - 1); /* a replay's move N is step N-1 */
	if (fx & FX_GOTO_STEP)
		fx |= session_jump(s, s->app.goto_step, false);
	if (fx & FX_MARK_GO)
		fx |= session_mark_go(s);
	if (fx & FX_SCENE)
		fx |= session_scene(s);
	if (fx & FX_UNTIL) {
		moment m = s->app.until; /* the one the prompt read */
		fx |= session_until_begin(s, &m);
	}
	fx |= perform_files(s, fx);
	/* Last: the clock starts again under the mode all that left. */
	if (fx & FX_RUN)
		pace_restart(&s->clock, now, session_pace_mode(s));
	return fx;
}

/* Flat out: step until the frame's time is up or the run stops.  The
 * engine runs in slices of history_run(), blind (engine_run()) but for the
 * steps the screen and the events that can end a run need. */
static app_fx run_flat(session *s, double now, const pace_clock *clk)
{
	enum { SLICE = 8192 };
	double deadline = now + PACE_FRAME;
	uint64_t quit_after = s->opt->quit_after;
	unsigned stop = 1u << EV_SOLUTION | 1u << EV_EXHAUSTED | 1u << EV_STUCK;
	if (s->app.mode == RUN_TO_BACKTRACK || s->app.mode == RUN_PAST_BACKTRACK)
		stop |= 1u << EV_RETREAT;
	if (quit_after)
		stop &= ~(1u << EV_SOLUTION); /* measuring: solutions do not stop it */
	pace_count(&s->clock, now, 0);
	for (;;) {
		/* B after a retreat: the run of retreats is short, and the
		 * advance after it stops the run, so a step at a time */
		while (s->app.mode == RUN_PAST_BACKTRACK && s->app.backed) {
			app_fx fx = step(s, now);
			if (fx & (FX_RUN | FX_QUIT) || history_finished(s->src.h))
				return fx | FX_DRAW;
		}
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
	if (session_comparing(s) ? compare_finished(&s->cmp, &s->src) : history_finished(s->src.h))
		return step(s, now);
	if (app_flat_out(&s->app) && s->app.mode == RUN_TO_MOMENT)
		return session_until_flat(s, now, clk);
	if (app_flat_out(&s->app)) /* a paced run steps both through step() */
		return session_comparing(s) ? session_compare_run_flat(s, now, clk)
					    : run_flat(s, now, clk);
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
