/* SPDX-License-Identifier: MIT */
/* The explorer's session without a terminal: keys become actions, actions
 * effects, and the effects and the runs are carried out with a made-up
 * clock.  Runs to the next solution and to the next backtrack stop where
 * the engine stepped on its own stops (and find the literature's tours),
 * a flat-out run keeps to its frame, a paced run takes the steps its
 * speed allows, goto lands on the move asked for, and a resumed session
 * is the session that took the steps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "tour_samples.h"
#include "ui/app/keys.h"
#include "ui/session/session.h"

/* A clock that moves on by `tick` seconds at every look. */
typedef struct fake_clock {
	double t, tick;
	int looks;
} fake_clock;

static double fake_now(void *ctx)
{
	fake_clock *c = ctx;
	c->looks++;
	return c->t += c->tick;
}

static void open_search(session *s, explore_options *o, int rows, int cols)
{
	char err[300];
	explore_options_init(o);
	o->cfg.spec.rows = rows;
	o->cfg.spec.cols = cols;
	o->cfg.seed = 7;
	if (!session_open(s, o, err, sizeof err))
		fail_msg("session_open: %s", err);
}

/* A key as the loop handles it, at time now. */
static app_fx press(session *s, int key, double now)
{
	int arg;
	ui_action a = keys_lookup(app_key_mode(&s->app), key, &arg);
	app_facts f;
	session_facts(s, &f);
	session_tick(s, now);
	return session_perform(s, app_handle(&s->app, &f, a, arg) | FX_DRAW, now);
}

static void type(session *s, const char *text)
{
	for (; *text; text++)
		press(s, (unsigned char)*text, 0);
}

/* Run calls until the run stops (or max calls); returns the calls. */
static int run_until_paused(session *s, fake_clock *c, int max)
{
	pace_clock pc = {fake_now, c};
	int calls = 0;
	while (s->app.mode != RUN_PAUSED && calls < max) {
		app_fx fx = session_run(s, c->t, &pc);
		calls++;
		if (fx & FX_QUIT)
			break;
	}
	return calls;
}

static uint64_t steps(const session *s)
{
	return history_t(s->src.h);
}

/* Steps the engine alone takes from the start to its n-th event of kind k. */
static uint64_t steps_to(const engine_config *cfg, engine_event_kind k, int n)
{
	char err[200];
	engine *e = engine_create(cfg, err, sizeof err);
	assert_non_null(e);
	engine_event ev;
	uint64_t t = 0;
	for (int seen = 0; seen < n;) {
		engine_step(e, &ev);
		t++;
		seen += ev.kind == k;
		assert_true(ev.kind != EV_EXHAUSTED || k == EV_EXHAUSTED);
	}
	engine_destroy(e);
	return t;
}

static void test_run_to_solution(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open_search(&s, &o, 5, 5);
	uint64_t want = steps_to(&s.src.cfg, EV_SOLUTION, 1);
	press(&s, '0', 0); /* maximum speed: runs to an event are flat out */
	assert_int_equal(press(&s, 'N', 0), FX_RUN | FX_DRAW);
	assert_int_equal(s.app.mode, RUN_TO_SOLUTION);
	/* Flat out, each call keeps to its frame: a look at the clock per
	 * slice of 1024 steps, the clock moving 1 ms a look. */
	fake_clock c = {0, 0.001, 0};
	pace_clock pc = {fake_now, &c};
	int calls = 0;
	while (s.app.mode != RUN_PAUSED) {
		uint64_t before = steps(&s);
		double start = c.t;
		session_run(&s, start, &pc);
		calls++;
		assert_true(steps(&s) - before <= 18 * 1024);
		assert_true(c.t - start <= PACE_FRAME + 0.0011);
	}
	assert_int_equal(calls, (want + 17 * 1024 - 1) / (17 * 1024));
	assert_int_equal(steps(&s), want);
	/* the first tour of plain backtracking from a5 (docs/literature.md) */
	engine_view v;
	search_view(&s.src, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_int_equal(v.counters.solutions, 1);
	tour t;
	assert_true(sample_tour(&t, 5, 5, backtrack_5x5));
	assert_int_equal(v.depth, 25);
	assert_memory_equal(v.path, t.path, 25 * sizeof *t.path);
	tour_free(&t);
	assert_non_null(strstr(s.app.msg, "Solution 1 found"));
	/* N again: the second solution, where the engine alone finds it */
	press(&s, 'N', c.t);
	run_until_paused(&s, &c, 1000000);
	assert_int_equal(steps(&s), steps_to(&s.src.cfg, EV_SOLUTION, 2));
	assert_non_null(strstr(s.app.msg, "Solution 2 found"));
	session_close(&s);
}

static void test_run_to_exhaustion(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open_search(&s, &o, 5, 5);
	press(&s, '0', 0);
	fake_clock c = {0, 0.001, 0};
	int runs = 0;
	while (!history_finished(s.src.h) && runs < 1000) {
		press(&s, 'N', c.t);
		run_until_paused(&s, &c, 1000000);
		runs++;
	}
	/* docs/literature.md: 304 directed open tours from a corner of 5x5 */
	engine_view v;
	search_view(&s.src, &v);
	assert_int_equal(v.counters.solutions, 304);
	assert_int_equal(runs, 305); /* one run per tour, and the last */
	assert_non_null(strstr(s.app.msg, "Exhausted: all tried, 304 solutions"));
	/* nothing left to run */
	assert_int_equal(press(&s, 'N', c.t), FX_DRAW);
	assert_int_equal(s.app.mode, RUN_PAUSED);
	assert_non_null(strstr(s.app.msg, "The search is over"));
	session_close(&s);
}

static void test_run_to_backtrack(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open_search(&s, &o, 8, 8);
	press(&s, '0', 0);
	fake_clock c = {0, 0.001, 0};
	for (int n = 1; n <= 3; n++) {
		press(&s, 'b', c.t);
		assert_int_equal(s.app.mode, RUN_TO_BACKTRACK);
		run_until_paused(&s, &c, 1000);
		assert_int_equal(steps(&s), steps_to(&s.src.cfg, EV_RETREAT, n));
		assert_int_equal(history_last(s.src.h)->kind, EV_RETREAT);
		assert_non_null(strstr(s.app.msg, "Stopped at a backtrack"));
	}
	session_close(&s);
}

/* Steps the engine alone takes from the start to the advance after its
 * n-th run of retreats (where the search goes on again). */
static uint64_t steps_past_backtracks(const engine_config *cfg, int n)
{
	char err[200];
	engine *e = engine_create(cfg, err, sizeof err);
	assert_non_null(e);
	engine_event ev;
	uint64_t t = 0;
	bool backing = false;
	for (int seen = 0; seen < n;) {
		engine_step(e, &ev);
		t++;
		seen += backing && ev.kind == EV_ADVANCE;
		backing = ev.kind == EV_RETREAT;
		assert_true(ev.kind != EV_EXHAUSTED);
	}
	engine_destroy(e);
	return t;
}

/* b stops at every backtrack (in a run of them it steps like n); B runs
 * past the run of backtracks to the advance after it: on 5x5 the first
 * backtrack is step 23 (a3, a dead end), 24 and 25 back up further, 26
 * goes on from b1.  From a backtrack B finishes its run; from anywhere
 * else it runs to the end of the next one. */
static void test_run_past_backtrack(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	fake_clock c = {0, 0.001, 0};
	open_search(&s, &o, 5, 5);
	assert_int_equal(steps_past_backtracks(&s.src.cfg, 1), 26);
	press(&s, '0', 0);
	press(&s, 'b', c.t);
	run_until_paused(&s, &c, 1000);
	assert_int_equal(steps(&s), 23);
	press(&s, 'b', c.t); /* the next backtrack is the next step */
	run_until_paused(&s, &c, 1000);
	assert_int_equal(steps(&s), 24);
	press(&s, 'B', c.t);
	assert_int_equal(s.app.mode, RUN_PAST_BACKTRACK);
	run_until_paused(&s, &c, 1000);
	assert_int_equal(steps(&s), 26);
	assert_int_equal(history_last(s.src.h)->kind, EV_ADVANCE);
	assert_non_null(strstr(s.app.msg, "Stopped where the search goes on after backing up"));
	for (int n = 2; n <= 4; n++) {
		press(&s, 'B', c.t);
		run_until_paused(&s, &c, 1000);
		assert_int_equal(steps(&s), steps_past_backtracks(&s.src.cfg, n));
	}
	session_close(&s);
	/* the same at 10 steps a second, a step at a time, from the start */
	open_search(&s, &o, 5, 5);
	pace_clock pc = {fake_now, &c};
	assert_int_equal(press(&s, 'B', 0), FX_RUN | FX_DRAW);
	assert_non_null(strstr(s.app.msg, "Running at 10/s to the move after the next backtracks"));
	for (int n = 1; n <= 40 && s.app.mode != RUN_PAUSED; n++)
		session_run(&s, (double)(n - 1) / 10 + 0.001, &pc);
	assert_int_equal(steps(&s), 26);
	assert_int_equal(s.app.mode, RUN_PAUSED);
	session_close(&s);
	/* two searches in lockstep: the first that goes on after backing up
	 * stops it, named */
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 5;
	o.cfg.seed = 7;
	o.compare = "prune=lookahead";
	char err[300];
	if (!session_open(&s, &o, err, sizeof err))
		fail_msg("session_open: %s", err);
	assert_true(session_comparing(&s));
	engine_config look = s.src.cfg;
	look.prune = PRUNE_LOOKAHEAD;
	uint64_t a = steps_past_backtracks(&s.src.cfg, 1), b = steps_past_backtracks(&look, 1);
	press(&s, '0', 0);
	press(&s, 'B', c.t);
	run_until_paused(&s, &c, 1000);
	assert_int_equal(steps(&s), a < b ? a : b);
	assert_non_null(strstr(s.app.msg, "goes on after backing up"));
	assert_non_null(strstr(s.app.msg, a < b ? "prune none" : "prune lookahead"));
	session_close(&s);
}

/* At 1000 steps a second, drawn 60 times a second: 16 or 17 steps a
 * frame, the first at once; a stalled loop does not catch up. */
static void test_paced_run(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open_search(&s, &o, 8, 8);
	fake_clock c = {0, 0, 0};
	pace_clock pc = {fake_now, &c};
	press(&s, '8', 0);   /* 10000/s */
	press(&s, '-', 0);   /* 5000 */
	press(&s, '-', 0);   /* 3000 */
	press(&s, '-', 0);   /* 2000 */
	press(&s, '-', 0);   /* 1000 */
	assert_int_equal(s.app.speed, 1000);
	assert_int_equal(press(&s, ' ', 0), FX_RUN | FX_DRAW);
	session_run(&s, 0, &pc);
	assert_int_equal(steps(&s), 1);
	for (int f = 1; f <= 60; f++) {
		uint64_t before = steps(&s);
		session_run(&s, f / 60.0, &pc);
		uint64_t n = steps(&s) - before;
		assert_true(n == 16 || n == 17);
	}
	/* the first step and 1000 in the second (less one, rounding) */
	uint64_t n = steps(&s);
	assert_true(n == 1000 || n == 1001);
	assert_int_equal(c.looks, 0); /* a paced run needs no clock of its own */
	/* the loop stalls for 5 s: one step, not 5000 */
	session_run(&s, 6.0, &pc);
	assert_int_equal(steps(&s), n + 1);
	session_run(&s, 6.0005, &pc);
	assert_int_equal(steps(&s), n + 1);
	/* a key that changes the speed starts the run's clock again: the
	 * next step comes at once */
	assert_int_equal(press(&s, '-', 6.0005), FX_RUN | FX_DRAW);
	assert_int_equal(s.app.speed, 500);
	session_run(&s, 6.001, &pc);
	assert_int_equal(steps(&s), n + 2);
	session_run(&s, 6.002, &pc);
	assert_int_equal(steps(&s), n + 2);
	/* 10 s of running, as the status line shows it */
	session_tick(&s, 10.0);
	assert_true(s.clock.elapsed > 9.99 && s.clock.elapsed < 10.01);
	press(&s, ' ', 10.0);
	assert_int_equal(s.app.mode, RUN_PAUSED);
	session_run(&s, 20.0, &pc);
	assert_int_equal(steps(&s), n + 2); /* paused: nothing */
	session_close(&s);
}

/* b and N below maximum speed: the run goes at the speed chosen, one
 * step at a time on the made-up clock, and stops at the event. */
static void test_paced_run_to_event(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open_search(&s, &o, 8, 8);
	assert_int_equal(s.app.speed, 10);
	fake_clock c = {0, 0, 0};
	pace_clock pc = {fake_now, &c};
	uint64_t want = steps_to(&s.src.cfg, EV_RETREAT, 1);
	assert_true(want > 20);
	assert_int_equal(press(&s, 'b', 0), FX_RUN | FX_DRAW);
	assert_non_null(strstr(s.app.msg, "Running at 10/s to the next backtrack"));
	/* ten steps a second: step n is due at (n - 1) / 10 s, none comes
	 * in between */
	double t = 0;
	for (uint64_t n = 1; n < want; n++) {
		t = (double)(n - 1) / 10;
		session_run(&s, t + 0.001, &pc);
		assert_int_equal(steps(&s), n);
		assert_int_equal(s.app.mode, RUN_TO_BACKTRACK);
		session_run(&s, t + 0.09, &pc);
		assert_int_equal(steps(&s), n);
	}
	t = (double)(want - 1) / 10 + 0.001;
	assert_int_equal(session_run(&s, t, &pc) & FX_RUN, FX_RUN); /* the run ended */
	assert_int_equal(steps(&s), want);
	assert_int_equal(history_last(s.src.h)->kind, EV_RETREAT);
	assert_int_equal(s.app.mode, RUN_PAUSED);
	assert_non_null(strstr(s.app.msg, "Stopped at a backtrack"));
	session_run(&s, t + 10, &pc);
	assert_int_equal(steps(&s), want); /* and stays there */
	assert_int_equal(c.looks, 0);      /* paced: no clock of its own */
	/* N at 1000 steps a second, 60 frames a second: 16 or 17 steps a
	 * frame, up to the next solution exactly */
	session_close(&s);
	open_search(&s, &o, 5, 5);
	want = steps_to(&s.src.cfg, EV_SOLUTION, 1);
	press(&s, '7', 0); /* 1000/s */
	press(&s, 'N', 0);
	assert_int_equal(s.app.mode, RUN_TO_SOLUTION);
	int frames = 0;
	for (t = 0; s.app.mode != RUN_PAUSED && frames < 100000; t += 1.0 / 60) {
		uint64_t before = steps(&s);
		session_run(&s, t, &pc);
		assert_true(steps(&s) - before <= 17);
		frames++;
	}
	assert_int_equal(steps(&s), want);
	engine_view v;
	search_view(&s.src, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_non_null(strstr(s.app.msg, "Solution 1 found"));
	assert_true(frames >= (int)(want * 60 / 1000) - 1 && frames <= (int)(want * 60 / 1000) + 2);
	/* 0 during the run: it jumps on to the event */
	press(&s, 'N', t);
	press(&s, '0', t);
	assert_true(app_flat_out(&s.app));
	c.tick = 0.001;
	run_until_paused(&s, &c, 1000000);
	assert_int_equal(steps(&s), steps_to(&s.src.cfg, EV_SOLUTION, 2));
	session_close(&s);
}

static void open_replay(session *s, explore_options *o, tour *t)
{
	char err[300];
	explore_options_init(o);
	o->replay = t;
	o->replay_name = "tours/squirrel.txt";
	if (!session_open(s, o, err, sizeof err))
		fail_msg("session_open: %s", err);
}

static void test_goto(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	tour t;
	assert_true(sample_tour(&t, 8, 8, squirrel_cull_8x8));
	open_replay(&s, &o, &t);
	assert_true(s.src.replaying);
	assert_string_equal(s.src.name, "tours/squirrel.txt");
	assert_non_null(strstr(s.app.msg, "Replay: space runs"));
	engine_view v;
	/* g 40: square 40 of the path */
	press(&s, 'g', 0);
	assert_int_equal(app_key_mode(&s.app), KM_NUMBER);
	type(&s, "40");
	assert_int_equal(press(&s, UK_ENTER, 0), FX_GOTO_MOVE | FX_DRAW);
	search_view(&s.src, &v);
	assert_int_equal(v.depth, 40);
	assert_int_equal(steps(&s), 39);
	assert_memory_equal(v.path, t.path, 40 * sizeof *t.path);
	/* back to 3 (a rewind), then the end, then Home */
	press(&s, 'g', 0);
	type(&s, "3");
	press(&s, UK_ENTER, 0);
	search_view(&s.src, &v);
	assert_int_equal(v.depth, 3);
	assert_int_equal(history_last(s.src.h)->sq, t.path[2]);
	press(&s, UK_END, 0);
	search_view(&s.src, &v);
	assert_int_equal(v.depth, 64);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_non_null(strstr(s.app.msg, "The tour is complete"));
	press(&s, UK_END, 0);
	assert_string_equal(s.app.msg, "This is the last move.");
	press(&s, UK_HOME, 0);
	assert_int_equal(steps(&s), 0);
	/* the replay's data is in its view: Warnsdorff throughout */
	search_view(&s.src, &v);
	assert_int_equal(v.path_len, 64);
	assert_non_null(v.departs);
	for (int i = 0; i < 64; i++)
		assert_false(v.departs[i]);
	assert_non_null(strstr(v.summary, "Warnsdorff throughout"));
	assert_null(v.fault);
	/* new settings from the form leave the replay for a search */
	press(&s, 'o', 0);
	assert_int_equal(press(&s, UK_ENTER, 0) & (FX_NEW_CONFIG | FX_RELAYOUT),
			 FX_NEW_CONFIG | FX_RELAYOUT);
	assert_false(s.src.replaying);
	assert_int_equal(s.app.screen, MODE_SEARCH);
	search_view(&s.src, &v);
	assert_int_equal(v.path_len, 0);
	assert_null(v.departs);
	tour_free(&t);
	session_close(&s);
}

/* explore --resume: fast-forwarded, the session is the one that stepped. */
static void test_resume(void **state)
{
	(void)state;
	static session a, b;
	explore_options oa, ob;
	char err[300];
	open_search(&a, &oa, 6, 6);
	for (int i = 0; i < 5000; i++)
		press(&a, 'n', 0);
	explore_options_init(&ob);
	ob.cfg = oa.cfg;
	ob.resume_steps = 5000;
	if (!session_open(&b, &ob, err, sizeof err))
		fail_msg("session_open: %s", err);
	assert_string_equal(b.app.msg, "Resumed at step 5000.");
	assert_int_equal(steps(&b), 5000);
	engine_view va, vb;
	search_view(&a.src, &va);
	search_view(&b.src, &vb);
	assert_int_equal(va.depth, vb.depth);
	assert_memory_equal(va.path, vb.path, (size_t)va.depth * sizeof *va.path);
	assert_memory_equal(history_last(a.src.h), history_last(b.src.h), sizeof(engine_event));
	/* the retreat marks the board shows (the last HISTORY_FADE steps') */
	const uint64_t *ra = history_retreats(a.src.h), *rb = history_retreats(b.src.h);
	int recent = 0;
	for (int sq = 0; sq < 36; sq++) {
		bool fresh = ra[sq] && 5000 - ra[sq] < HISTORY_FADE;
		recent += fresh;
		assert_int_equal(fresh ? ra[sq] : 0, rb[sq] && 5000 - rb[sq] < HISTORY_FADE ? rb[sq] : 0);
	}
	assert_true(recent > 0);
	assert_int_equal(va.counters.retreats, vb.counters.retreats);
	/* and it steps on alike, and back to where it was resumed */
	press(&a, 'n', 0);
	press(&b, 'n', 0);
	assert_memory_equal(history_last(a.src.h), history_last(b.src.h), sizeof(engine_event));
	press(&b, 'p', 0);
	assert_int_equal(steps(&b), 5000);
	press(&b, 'p', 0);
	assert_int_equal(steps(&b), 5000);
	assert_string_equal(b.app.msg,
			    "Cannot step back further: the history goes back to step 5000.");
	session_close(&a);
	session_close(&b);
}

/* explore --resume of a long session: session_open goes a first stretch,
 * the rest comes in slices (the loop shows the progress between them) and
 * ends where an uninterrupted engine would be; a resume can be stopped
 * where it got to, also one of an absurd number of steps. */
static void test_long_resume(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300];
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 6;
	o.resume_steps = 3000000;
	if (!session_open(&s, &o, err, sizeof err))
		fail_msg("session_open: %s", err);
	assert_true(s.resuming);
	uint64_t first = steps(&s);
	assert_true(first > 0 && first < 3000000);
	session_resume_progress(&s, 1.0);
	assert_non_null(strstr(s.app.msg, "Resuming: step "));
	assert_non_null(strstr(s.app.msg, " of 3000000 ("));
	int slices = 0;
	while (!session_resume(&s, 100000))
		slices++;
	assert_true(slices >= 10);
	assert_false(s.resuming);
	assert_int_equal(steps(&s), 3000000);
	assert_string_equal(s.app.msg, "Resumed at step 3000000.");
	engine *ref = engine_create(&o.cfg, err, sizeof err);
	assert_non_null(ref);
	engine_run(ref, 3000000, NULL, NULL);
	engine_view a, b;
	search_view(&s.src, &a);
	engine_view_get(ref, &b);
	assert_int_equal(a.depth, b.depth);
	assert_memory_equal(a.path, b.path, (size_t)a.depth * sizeof *a.path);
	assert_true(a.counters.steps == b.counters.steps);
	engine_destroy(ref);
	session_close(&s);
	/* 2^64 - 1 steps, with a valid checksum: open returns, and q stops it */
	o.resume_steps = UINT64_MAX;
	if (!session_open(&s, &o, err, sizeof err))
		fail_msg("session_open: %s", err);
	assert_true(s.resuming);
	assert_false(session_resume(&s, 1000));
	session_resume_progress(&s, 1.0);
	assert_non_null(strstr(s.app.msg, " of 18.4 E ("));
	uint64_t at = steps(&s);
	session_resume_stop(&s);
	assert_false(s.resuming);
	assert_true(steps(&s) == at + HISTORY_FADE);
	assert_non_null(strstr(s.app.msg, "Resume stopped at step "));
	session_close(&s);
}

/* --quit-after: running at once, flat out, exactly that many steps. */
static void test_quit_after(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300];
	explore_options_init(&o);
	o.speed_max = true;
	o.quit_after = 100000;
	if (!session_open(&s, &o, err, sizeof err))
		fail_msg("session_open: %s", err);
	assert_int_equal(s.app.mode, RUN_RUNNING);
	fake_clock c = {100, 0.001, 0};
	pace_clock pc = {fake_now, &c};
	app_fx fx = FX_NONE;
	int calls = 0;
	while (!(fx & FX_QUIT) && calls++ < 100)
		fx = session_run(&s, c.t, &pc);
	assert_true(fx & FX_QUIT);
	assert_int_equal(s.clock.steps, 100000);
	assert_int_equal(steps(&s), 100000);
	assert_true(s.clock.first_step_at == 100.0);
	session_close(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_run_to_solution), cmocka_unit_test(test_run_to_exhaustion),
		cmocka_unit_test(test_run_to_backtrack), cmocka_unit_test(test_run_past_backtrack),
		cmocka_unit_test(test_paced_run),
		cmocka_unit_test(test_paced_run_to_event),
		cmocka_unit_test(test_goto),             cmocka_unit_test(test_resume),
		cmocka_unit_test(test_long_resume),
		cmocka_unit_test(test_quit_after),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
