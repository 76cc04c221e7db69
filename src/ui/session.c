/* Carrying out requests and taking steps (no curses). */
#include "session.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ktour/replay.h"

/* At most this many frames a second while running fast. */
#define FRAME (1.0 / 60.0)

double session_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

bool session_restart(session *s, const engine_config *cfg, bool start_given, char *err,
		     size_t errlen)
{
	engine_config c = *cfg; /* cfg may be s->cfg itself */
	engine *e = s->replaying ? replay_engine_create(&s->replay_tour, err, errlen)
		    : s->opt.make_engine
			    ? s->opt.make_engine(&c, s->opt.make_engine_ctx, err, errlen)
			    : engine_create(&c, err, errlen);
	if (!e)
		return false;
	engine_view v;
	engine_view_get(e, &v);
	if (s->replaying)
		c = *v.cfg; /* the board and start of the tour */
	int32_t *moveno = calloc((size_t)v.b->nsq, sizeof *moveno);
	if (!moveno) {
		snprintf(err, errlen, "out of memory for a %dx%d board", v.b->rows, v.b->cols);
		engine_destroy(e);
		return false;
	}
	history *h = history_create(e, err, errlen);
	if (!h) {
		free(moveno);
		return false;
	}
	history_destroy(s->h);
	free(s->moveno);
	s->h = h;
	s->moveno = moveno;
	s->cfg = c;
	s->start_given = start_given;
	s->app.replay = s->replaying;
	s->top = s->left = 0;
	s->elapsed = 0;
	s->rate = 0;
	s->run_done = 0;
	layout_compute(s->lay.rows, s->lay.cols, c.spec.rows, c.spec.cols, &s->lay);
	s->dirty = s->full_redraw = true;
	return true;
}

void session_free(session *s)
{
	tour_free(&s->replay_tour);
	history_destroy(s->h);
	free(s->moveno);
	s->h = NULL;
	s->moveno = NULL;
}

void session_facts(const session *s, app_facts *f)
{
	engine_view v;
	engine_view_get(history_engine(s->h), &v);
	memset(f, 0, sizeof *f);
	f->started = history_t(s->h) > 0;
	f->finished = history_finished(s->h);
	f->at_start = history_t(s->h) == 0;
	f->rows = s->cfg.spec.rows;
	f->cols = s->cfg.spec.cols;
	f->start = v.depth > 0 ? v.path[0] : 0;
	f->cfg = &s->cfg;
	f->start_given = s->start_given;
	f->replay_len = s->replaying ? replay_length(history_engine(s->h)) : 0;
}

static void say(session *s, const char *text)
{
	size_t n = strlen(text);
	if (n >= sizeof s->app.msg)
		n = sizeof s->app.msg - 1;
	memcpy(s->app.msg, text, n);
	s->app.msg[n] = '\0';
	s->app.msg_alert = true;
}

/* The app's reaction to an event that may end a run. */
static bool react(session *s, const engine_event *ev)
{
	if (ev->kind == EV_RETREAT && s->app.mode != RUN_TO_BACKTRACK)
		return false;
	/* --quit-after measures a run: solutions do not stop it. */
	if (ev->kind == EV_SOLUTION && s->opt.quit_after)
		return false;
	engine_view v;
	engine_view_get(history_engine(s->h), &v);
	return app_on_event(&s->app, ev, &v.counters, v.state, v.cfg->kind != ENGINE_BACKTRACK);
}

const engine_event *session_step(session *s)
{
	const engine_event *ev = history_step(s->h);
	s->dirty = true;
	if (!ev) {
		s->app.mode = RUN_PAUSED;
		say(s, "The search is over: r restarts it, o changes the settings.");
		return NULL;
	}
	if (s->steps_taken++ == 0)
		s->first_step_at = session_now();
	if (ev->kind != EV_ADVANCE)
		react(s, ev);
	if (s->opt.quit_after && s->steps_taken >= s->opt.quit_after)
		s->quit = true;
	return ev;
}

void session_goto(session *s, uint64_t target)
{
	char err[300];
	uint64_t t = history_t(s->h);
	s->dirty = true;
	if (target < t && !history_back(s->h, t - target)) {
		if (!session_restart(s, &s->cfg, s->start_given, err, sizeof err)) {
			say(s, err);
			return;
		}
		t = 0;
	}
	if (target > t)
		history_run(s->h, target - t, 0);
}

/* End of a replay: the last square, and the tour complete if it is one. */
static void goto_end(session *s)
{
	engine_view v;
	engine_view_get(history_engine(s->h), &v);
	if (history_finished(s->h) || v.state == ENGINE_AT_SOLUTION) {
		s->app.msg_alert = false;
		snprintf(s->app.msg, sizeof s->app.msg, "This is the last move.");
		return;
	}
	unsigned stop = 1u << EV_SOLUTION | 1u << EV_STUCK | 1u << EV_EXHAUSTED;
	history_run(s->h, UINT64_MAX, stop);
	const engine_event *ev = history_last(s->h);
	if (ev->kind != EV_ADVANCE && ev->kind != EV_NONE)
		react(s, ev);
}

bool session_fast_forward(session *s, uint64_t steps, char *err, size_t errlen)
{
	if (steps == 0)
		return true;
	engine *e = s->opt.make_engine
			    ? s->opt.make_engine(&s->cfg, s->opt.make_engine_ctx, err, errlen)
			    : engine_create(&s->cfg, err, errlen);
	if (!e)
		return false;
	/* Quietly to HISTORY_FADE steps before, then the last ones with their
	 * events (narration, retreat marks). */
	uint64_t quiet = steps > HISTORY_FADE ? steps - HISTORY_FADE : 0;
	if (quiet)
		engine_run(e, quiet, NULL, NULL);
	engine_view v;
	engine_view_get(e, &v);
	uint64_t t0 = v.counters.steps;
	history *h = history_create_at(e, t0, err, errlen);
	if (!h)
		return false;
	history_destroy(s->h);
	s->h = h;
	if (steps > t0)
		history_run(h, steps - t0, 0);
	s->dirty = s->full_redraw = true;
	return true;
}

void session_request(session *s, app_request r)
{
	char err[300], text[APP_MSG_MAX];
	s->dirty = true;
	switch (r) {
	case REQ_STEP:
		session_step(s);
		break;
	case REQ_BACK:
		if (!history_back(s->h, 1)) {
			snprintf(text, sizeof text,
				 "Cannot step back further: the history goes back to step %llu.",
				 (unsigned long long)history_oldest(s->h));
			say(s, text);
		}
		break;
	case REQ_RESTART:
		if (!session_restart(s, &s->cfg, s->start_given, err, sizeof err))
			say(s, err);
		break;
	case REQ_NEW_CONFIG: {
		bool was = s->replaying; /* new settings: a search, not the replay */
		s->replaying = false;
		if (!session_restart(s, &s->app.pending, s->app.pending_start_given, err,
				     sizeof err)) {
			s->replaying = was;
			s->app.replay = was;
			say(s, err);
		}
		break;
	}
	case REQ_GOTO_START: session_goto(s, 0); break;
	case REQ_GOTO_END: goto_end(s); break;
	case REQ_GOTO_MOVE: session_goto(s, s->app.goto_move - 1); break;
	case REQ_COMPLETE: prompt_complete(&s->app.prompt); break;
	case REQ_LOAD: session_load(s, s->app.file); break;
	case REQ_SAVE_PROMPT: session_save_prompt(s, false); break;
	case REQ_SESSION_PROMPT: session_save_prompt(s, true); break;
	case REQ_SAVE: session_save_path(s, s->app.file, false); break;
	case REQ_SAVE_FORCE: session_save_path(s, s->app.file, true); break;
	case REQ_SAVE_SESSION: session_save_session(s, s->app.file, false); break;
	case REQ_SAVE_SESSION_FORCE: session_save_session(s, s->app.file, true); break;
	case REQ_REDRAW:
		s->full_redraw = true;
		break;
	case REQ_QUIT:
		s->quit = true;
		break;
	default:
		break;
	}
}

/* Flat out: step until the frame's time is up or the run stops.  The
 * engine runs in slices of history_run(), which only looks up from
 * engine_step() for the events that can end a run. */
static bool run_flat(session *s, double now)
{
	enum { SLICE = 1024 };
	double deadline = now + FRAME;
	unsigned stop = 1u << EV_SOLUTION | 1u << EV_EXHAUSTED | 1u << EV_STUCK;
	if (s->app.mode == RUN_TO_BACKTRACK)
		stop |= 1u << EV_RETREAT;
	if (s->opt.quit_after)
		stop &= ~(1u << EV_SOLUTION); /* measuring: solutions do not stop it */
	if (s->steps_taken == 0)
		s->first_step_at = now;
	s->dirty = true;
	for (;;) {
		uint64_t slice = SLICE;
		if (s->opt.quit_after && s->opt.quit_after - s->steps_taken < slice)
			slice = s->opt.quit_after - s->steps_taken;
		uint64_t n = history_run(s->h, slice, stop);
		s->steps_taken += n;
		if (s->opt.quit_after && s->steps_taken >= s->opt.quit_after) {
			s->quit = true;
			return true;
		}
		if (history_finished(s->h) || n < slice) {
			if (n == 0) { /* nothing left to do */
				session_step(s);
				return true;
			}
			const engine_event *ev = history_last(s->h);
			if (ev->kind != EV_ADVANCE && react(s, ev))
				return true;
		}
		if (session_now() >= deadline)
			return true;
	}
}

bool session_run(session *s, double now)
{
	if (s->app.mode == RUN_PAUSED || s->quit)
		return false;
	if (history_finished(s->h)) {
		session_step(s);
		return true;
	}
	if (app_flat_out(&s->app))
		return run_flat(s, now);
	double speed = s->app.speed;
	double owed = (now - s->run_origin) * speed - (double)s->run_done;
	/* Fell behind by more than a quarter of a second: forget the backlog. */
	if (owed > speed / 4 + 1) {
		s->run_origin = now - ((double)s->run_done + 1) / speed;
		owed = 1;
	}
	bool any = false;
	for (uint64_t i = 0; (double)i + 1 <= owed; i++) {
		s->run_done++;
		any = true;
		if (!session_step(s) || s->app.mode == RUN_PAUSED || s->quit)
			break;
	}
	return any;
}

void session_tick(session *s, double now)
{
	static const double sample = 0.5;
	bool running = s->app.mode != RUN_PAUSED;
	if (running || s->was_running) {
		s->elapsed += now - s->last_tick;
		s->dirty = true; /* the elapsed time and the rate move */
		double span = now - s->rate_t0;
		/* Every half second while running, and once more when a run
		 * stops, so that a short run still shows its rate. */
		if (span >= sample || (!running && span > 0.01)) {
			s->rate = (double)(s->steps_taken - s->rate_s0) / span;
			s->rate_t0 = now;
			s->rate_s0 = s->steps_taken;
		}
	}
	s->was_running = running;
	s->last_tick = now;
}

void session_mode_changed(session *s, double now)
{
	double speed = s->app.speed ? s->app.speed : 1;
	bool running = s->app.mode != RUN_PAUSED;
	double span = now - s->rate_t0;
	if (!running && s->was_running && span > 0.01)
		s->rate = (double)(s->steps_taken - s->rate_s0) / span; /* the run's rate */
	s->rate_t0 = now;
	s->rate_s0 = s->steps_taken;
	s->run_origin = now - 1.0 / speed; /* a run's first step comes at once */
	s->run_done = 0;
	s->last_tick = now;
	s->was_running = running;
}
