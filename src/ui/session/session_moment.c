/* SPDX-License-Identifier: MIT */
/* A search's moments in the session (session.h): g's exact jumps, u's runs
 * to a moment (paced, or flat out in slices that show their progress and
 * stop with Esc), the marks.  No curses, no clock: the time comes in. */
#include <stdio.h>
#include <string.h>

#include "ktour/escape.h"
#include "session.h"

/* Steps a jump takes at once (well under a second); a longer one runs
 * flat out in the loop, showing its progress. */
#define GOTO_AT_ONCE (1ull << 20)
/* A comparison steps back one lockstep step at a time: this many at most,
 * else both start again and run forward. */
#define COMPARE_BACK_MAX 256

static bool finished(const session *s)
{
	return session_comparing(s) ? compare_finished(&s->cmp, &s->src)
				    : history_finished(s->src.h);
}

/* The moment in use, as the user writes it. */
static void until_text(const session *s, char *out, size_t outlen)
{
	moment_format(&s->app.until, &s->src.cfg, out, outlen);
}

/* Back to target (< the step now): rewinding, else from the start. */
static app_fx back_to(session *s, uint64_t target)
{
	if (session_comparing(s)) {
		if (session_t(s) - target <= COMPARE_BACK_MAX)
			while (session_t(s) > target && compare_back(&s->cmp, &s->src))
				;
		return session_t(s) > target ? session_restart_same(s) : FX_NONE;
	}
	if (search_back_to(&s->src, target))
		return FX_NONE;
	return session_restart_same(s);
}

static void forward(session *s, uint64_t steps)
{
	if (session_comparing(s)) {
		compare_events ce;
		compare_run(&s->cmp, &s->src, steps, 0, &ce);
	} else {
		history_run(s->src.h, steps, 0);
	}
}

app_fx session_go_to(session *s, uint64_t target)
{
	uint64_t t = session_t(s);
	app_fx fx = target < t ? back_to(s, target) : FX_NONE;
	t = session_t(s);
	if (t < target) /* t > target: the restart failed, its message is out */
		forward(s, target - t);
	return fx;
}

app_fx session_jump(session *s, uint64_t target, bool quiet)
{
	uint64_t t = session_t(s);
	app_fx fx = app_pause(&s->app);
	if (target > t && !finished(s) && target - t > GOTO_AT_ONCE) {
		moment m = {MOMENT_STEP, target, KSQ_NONE};
		if (!quiet)
			app_say(&s->app, false, "Going to step %llu ...", (unsigned long long)target);
		return fx | app_run_until(&s->app, &m, true, t);
	}
	fx |= session_go_to(s, target);
	t = session_t(s);
	if (t > target) /* the restart failed: its message is out */
		return fx;
	if (t < target)
		app_say(&s->app, true, "The search ended at step %llu: there is no step %llu.",
			(unsigned long long)t, (unsigned long long)target);
	else if (!quiet)
		app_say(&s->app, false, "At step %llu.", (unsigned long long)t);
	return fx | FX_DRAW;
}

app_fx session_until_begin(session *s, const moment *m)
{
	engine_view v;
	char why[200], what[MOMENT_TEXT_MAX];
	search_view(&s->src, &v);
	moment_format(m, &s->src.cfg, what, sizeof what);
	uint64_t t = session_t(s);
	if (!moment_ahead(m, &v, t, why, sizeof why)) {
		app_say(&s->app, true, "%s never comes from here: %s (g goes back).", what, why);
		return FX_NONE;
	}
	if (finished(s)) {
		app_say(&s->app, true, "The search is over: %s cannot come. r restarts it.", what);
		return FX_NONE;
	}
	char sp[24];
	speed_format(s->app.speed, s->app.speed_max, sp, sizeof sp);
	app_say(&s->app, false, "Running until %s at %s; Esc stops.", what, sp);
	return app_run_until(&s->app, m, false, t);
}

/* The run to the moment is over: held, or the search ended first. */
static app_fx until_done(session *s, bool held)
{
	char what[MOMENT_TEXT_MAX];
	until_text(s, what, sizeof what);
	if (held)
		return app_until_held(&s->app, what, session_t(s));
	return app_until_ended(&s->app, what, session_t(s), false);
}

/* Does the moment hold after a lockstep step (for either search)? */
static bool compare_holds(session *s, const compare_events *ce)
{
	uint64_t t = session_t(s);
	for (int i = 0; i < 2; i++) {
		if (!ce->ev[i])
			continue;
		engine_view v;
		search_view(compare_side(&s->cmp, &s->src, i), &v);
		if (moment_holds(&s->app.until, ce->ev[i], &v, t))
			return true;
	}
	return false;
}

app_fx session_until_step(session *s, double now)
{
	bool held = false;
	if (session_comparing(s)) {
		compare_events ce;
		if (!compare_step(&s->cmp, &s->src, &ce))
			return until_done(s, false) | FX_DRAW;
		held = compare_holds(s, &ce);
	} else {
		if (history_finished(s->src.h))
			return until_done(s, false) | FX_DRAW;
		held = history_until(s->src.h, &s->app.until, 1) == MOMENT_HELD;
	}
	pace_count(&s->clock, now, 1);
	if (held || finished(s))
		return until_done(s, held) | FX_DRAW;
	return FX_DRAW;
}

/* The progress of a long run, in the message line. */
static void progress(session *s)
{
	const app_state *a = &s->app;
	uint64_t t = session_t(s);
	char what[MOMENT_TEXT_MAX];
	if (a->lesson.walking)
		return;
	if (a->until.kind == MOMENT_STEP && a->until.n > a->until_from) {
		double pct = 100.0 * (double)(t - a->until_from) /
			     (double)(a->until.n - a->until_from);
		app_say(&s->app, false, "Going to step %llu: %.0f%%, step %llu; Esc stops.",
			(unsigned long long)a->until.n, pct, (unsigned long long)t);
		return;
	}
	until_text(s, what, sizeof what);
	unsigned long long run = (unsigned long long)(t - a->until_from);
	app_say(&s->app, false, "Running until %s: step %llu, %llu %s so far; Esc stops.", what,
		(unsigned long long)t, run, run == 1 ? "step" : "steps");
}

app_fx session_until_flat(session *s, double now, const pace_clock *clk)
{
	/* a comparison's lockstep runs look at each search's rarer events
	 * only: a step at a time where the moment needs every step */
	enum { SLICE = 1 << 16, COMPARE_SLICE = 4096 };
	double deadline = now + PACE_FRAME;
	const moment *m = &s->app.until;
	unsigned stop = moment_events(m);
	pace_count(&s->clock, now, 0);
	for (;;) {
		uint64_t t = session_t(s), n;
		bool held;
		if (session_comparing(s)) {
			uint64_t slice = stop & 1u << EV_ADVANCE ? 1 : COMPARE_SLICE;
			if (m->kind == MOMENT_STEP && m->n - t < slice)
				slice = m->n > t ? m->n - t : 0;
			compare_events ce;
			n = compare_run(&s->cmp, &s->src, slice, stop, &ce);
			held = m->kind == MOMENT_STEP ? session_t(s) >= m->n
						      : ce.hit >= 0 && compare_holds(s, &ce);
		} else {
			held = history_until(s->src.h, m, SLICE) == MOMENT_HELD;
			n = history_t(s->src.h) - t;
		}
		pace_count(&s->clock, now, n);
		if (held || finished(s) || n == 0)
			return until_done(s, held) | FX_DRAW;
		if (clk->now(clk->ctx) >= deadline) {
			progress(s);
			return FX_DRAW;
		}
	}
}

app_fx session_mark(session *s, const char *name)
{
	if (s->nmarks == EXPLORE_SAVE_MARKS_MAX) {
		app_say(&s->app, true, "There are %d marks already, the most a session keeps.",
			EXPLORE_SAVE_MARKS_MAX);
		return FX_NONE;
	}
	explore_mark *m = &s->marks[s->nmarks++];
	m->step = session_t(s);
	snprintf(m->name, sizeof m->name, "%s", name);
	app_say(&s->app, false, "Marked step %llu as %s: ' goes back to it, S keeps it.",
		(unsigned long long)m->step, ESCAPE_QUOTE(m->name));
	return FX_NONE;
}

app_fx session_mark_go(session *s)
{
	int i = s->app.mark_sel;
	if (i < 0 || i >= s->nmarks)
		return FX_NONE;
	app_fx fx = session_jump(s, s->marks[i].step, true);
	if (s->app.mode != RUN_TO_MOMENT && session_t(s) == s->marks[i].step)
		app_say(&s->app, false, "At the mark %s (step %llu).",
			ESCAPE_QUOTE(s->marks[i].name), (unsigned long long)s->marks[i].step);
	return fx;
}
