/* SPDX-License-Identifier: MIT */
/* explore --compare in the session (session.h): the keys' steps, runs and
 * rewinds on both searches in lockstep (compare.c), and what the message
 * line says when one of them finds a tour, backtracks or finishes.
 *
 * A run (space) stops at the first solution of either search, as a run
 * of one search does; N runs both until either finds a tour and b until
 * either backtracks, and the message says which one.  A search that
 * finishes stops on its own: the run goes on with the other until both
 * are done. */
#include <stdio.h>
#include <string.h>

#include "session.h"

/* The short name of side i ("warnsdorff", "backtrack prune lookahead"). */
static void side_name(const session *s, int i, char *out, size_t outlen)
{
	const search *me = compare_side_c(&s->cmp, &s->src, i);
	const search *other = compare_side_c(&s->cmp, &s->src, 1 - i);
	compare_label(&me->cfg, &other->cfg, out, outlen);
}

/* The reaction to side i's event: FX_RUN when the run stopped. */
static app_fx react_side(session *s, int i, const engine_event *ev)
{
	char name[80], other[80];
	side_name(s, i, name, sizeof name);
	side_name(s, 1 - i, other, sizeof other);
	const search *me = compare_side_c(&s->cmp, &s->src, i);
	engine_view v;
	search_view(me, &v);
	bool both = compare_finished(&s->cmp, &s->src);
	if (app_past_backtrack(&s->app, ev->kind, i, name))
		return FX_RUN;
	switch (ev->kind) {
	case EV_SOLUTION:
		if (s->opt->quit_after)
			return FX_NONE; /* measuring: solutions do not stop it */
		app_say(&s->app, true, "%s found tour %llu at step %llu! n steps both on, space runs on.",
			name, (unsigned long long)v.counters.solutions,
			(unsigned long long)history_t(me->h));
		return app_pause(&s->app);
	case EV_RETREAT:
		if (s->app.mode != RUN_TO_BACKTRACK)
			return FX_NONE;
		app_say(&s->app, false, "Stopped at a backtrack of %s: b runs to the next one.", name);
		return app_pause(&s->app);
	case EV_STUCK:
	case EV_EXHAUSTED:
		if (v.state != ENGINE_STUCK && v.state != ENGINE_EXHAUSTED)
			return FX_NONE; /* a walk failed; the next walk follows */
		if (!both) {
			app_say(&s->app, true, "%s is done (%s at step %llu, %llu tour%s); %s goes on.",
				name, v.state == ENGINE_STUCK ? "stuck" : "finished",
				(unsigned long long)history_t(me->h),
				(unsigned long long)v.counters.solutions,
				v.counters.solutions == 1 ? "" : "s", other);
			return FX_NONE;
		}
		app_say(&s->app, true, "Both searches are done: r restarts them, o changes the settings.");
		return app_pause(&s->app);
	default: return FX_NONE;
	}
}

static app_fx react(session *s, const compare_events *ce)
{
	app_fx fx = FX_NONE;
	for (int i = 0; i < 2 && !fx; i++)
		if (ce->ev[i] &&
		    (ce->ev[i]->kind != EV_ADVANCE || s->app.mode == RUN_PAST_BACKTRACK))
			fx |= react_side(s, i, ce->ev[i]);
	return fx;
}

app_fx session_compare_step(session *s, double now)
{
	compare_events ce;
	if (!compare_step(&s->cmp, &s->src, &ce))
		return app_finished(&s->app) | FX_DRAW;
	pace_count(&s->clock, now, 1);
	app_fx fx = FX_DRAW | react(s, &ce);
	if (s->opt->quit_after && s->clock.steps >= s->opt->quit_after)
		fx |= FX_QUIT;
	return fx;
}

void session_compare_back(session *s)
{
	if (compare_back(&s->cmp, &s->src))
		return;
	app_say(&s->app, true, "Cannot step back further: a search's history does not reach.");
}

/* Flat out: lockstep slices until the frame's time is up or the run stops. */
app_fx session_compare_run_flat(session *s, double now, const pace_clock *clk)
{
	enum { SLICE = 1024 };
	double deadline = now + PACE_FRAME;
	unsigned stop = 1u << EV_SOLUTION | 1u << EV_EXHAUSTED | 1u << EV_STUCK;
	if (s->app.mode == RUN_TO_BACKTRACK || s->app.mode == RUN_PAST_BACKTRACK)
		stop |= 1u << EV_RETREAT;
	pace_count(&s->clock, now, 0);
	for (;;) {
		/* B after a retreat: a step at a time to the advance after it */
		while (s->app.mode == RUN_PAST_BACKTRACK && s->app.backed) {
			app_fx fx = session_compare_step(s, now);
			if (fx & (FX_RUN | FX_QUIT) || compare_finished(&s->cmp, &s->src))
				return fx | FX_DRAW;
		}
		uint64_t slice = SLICE, quit = s->opt->quit_after;
		if (quit && quit - s->clock.steps < slice)
			slice = quit - s->clock.steps;
		compare_events ce;
		uint64_t n = compare_run(&s->cmp, &s->src, slice, stop, &ce);
		pace_count(&s->clock, now, n);
		if (quit && s->clock.steps >= quit)
			return FX_QUIT | FX_DRAW;
		if (n == 0)
			return session_compare_step(s, now);
		if (ce.hit >= 0) {
			app_fx fx = react_side(s, ce.hit, ce.ev[ce.hit]);
			if (fx)
				return fx | FX_DRAW;
		}
		if (clk->now(clk->ctx) >= deadline)
			return FX_DRAW;
	}
}

app_fx session_compare_filter(session *s, app_fx fx)
{
	static const struct {
		app_fx fx;
		const char *why;
	} off[] = {
		{FX_SESSION_PROMPT, "S does not save a comparison: s saves the left search's "
				    "path."},
		{FX_LOAD, "l replays a tour file: quit the comparison and use ktour replay FILE."},
		{FX_PLAY, "P plays on from one path: quit the comparison first."},
	};
	for (size_t i = 0; i < sizeof off / sizeof off[0]; i++)
		if (fx & off[i].fx) {
			app_say(&s->app, true, "%s", off[i].why);
			fx &= ~off[i].fx;
		}
	if (fx & FX_GOTO_START) /* both back to step 0: start both again */
		fx = (fx & ~FX_GOTO_START) | FX_RESTART;
	return fx;
}

void session_compare_facts(const session *s, app_facts *f)
{
	f->finished = compare_finished(&s->cmp, &s->src);
	f->at_start = compare_t(&s->cmp, &s->src) == 0;
	f->started = !f->at_start;
	const search *other = compare_side_c(&s->cmp, &s->src, 1);
	if (history_last(other->h)->kind == EV_RETREAT)
		f->retreated |= 2u;
}
