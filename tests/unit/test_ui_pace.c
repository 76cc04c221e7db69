/* SPDX-License-Identifier: MIT */
/* The run's clock with made-up times: when steps are due at a speed, how
 * long the loop sleeps, when it draws, and the elapsed time and rate the
 * status line shows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ui/app/pace.h"

static const pace_mode paused = {false, false, 10};

static pace_mode at(uint32_t speed)
{
	return (pace_mode){true, false, speed};
}

static void near(double got, double want)
{
	if (got < want - 1e-9 || got > want + 1e-9)
		fail_msg("%.12f, expected %.12f", got, want);
}

/* Take what is due at now; returns it. */
static uint64_t take(pace *p, double now, uint32_t speed)
{
	uint64_t n = pace_due(p, now, speed);
	pace_ran(p, n);
	pace_count(p, now, n);
	return n;
}

static void test_steps_due(void **state)
{
	(void)state;
	pace p;
	memset(&p, 0, sizeof p);
	/* 2 steps a second: the first at once (the loop looks again right
	 * after a key), then every half second */
	pace_restart(&p, 100.0, at(2));
	assert_int_equal(take(&p, 100.0 + 1e-6, 2), 1);
	assert_int_equal(take(&p, 100.3, 2), 0);
	assert_int_equal(take(&p, 100.51, 2), 1);
	assert_int_equal(take(&p, 101.0, 2), 1);
	assert_int_equal(take(&p, 101.6, 2), 1);
	assert_int_equal(p.steps, 4);
	near(p.first_step_at, 100.0 + 1e-6);
	/* 600 a second over 60 frames of a second: 10 each, 601 in all */
	pace_restart(&p, 200.0, at(600));
	uint64_t total = take(&p, 200.0 + 1e-6, 600);
	for (int f = 1; f <= 60; f++) {
		uint64_t n = take(&p, 200.0 + f / 60.0 + 1e-9, 600);
		assert_int_equal(n, 10);
		total += n;
	}
	assert_int_equal(total, 601);
}

static void test_backlog_forgotten(void **state)
{
	(void)state;
	pace p;
	memset(&p, 0, sizeof p);
	pace_restart(&p, 0, at(1000));
	assert_int_equal(take(&p, 1e-6, 1000), 1);
	/* 0.2 s late: the 200 steps are still owed */
	assert_int_equal(take(&p, 0.2, 1000), 200);
	/* 3 s late: more than a quarter of a second behind, one step */
	assert_int_equal(take(&p, 3.2, 1000), 1);
	assert_int_equal(take(&p, 3.2005, 1000), 0);
	assert_int_equal(take(&p, 3.2011, 1000), 1);
}

static void test_wait_and_draw(void **state)
{
	(void)state;
	pace p;
	memset(&p, 0, sizeof p);
	/* paused: sleep until a key, or until the next frame to draw */
	assert_true(pace_wait(&p, 5.0, 4.99, false, paused) < 0);
	near(pace_wait(&p, 5.0, 4.99, true, paused), 4.99 + PACE_FRAME - 5.0);
	assert_true(pace_draw_now(5.0, 4.999, paused));
	/* flat out: never sleep; draw once a frame */
	pace_mode flat = {true, true, 10};
	assert_true(pace_wait(&p, 5.0, 4.99, false, flat) == 0);
	assert_false(pace_draw_now(5.0, 4.99, flat));
	assert_true(pace_draw_now(5.0, 5.0 - PACE_FRAME, flat));
	/* slow: wake for the next step, draw every step */
	pace_restart(&p, 10.0, at(4));
	take(&p, 10.0, 4);
	near(pace_wait(&p, 10.1, 10.0, false, at(4)), 0.15);
	assert_true(pace_draw_now(10.1, 10.09, at(4)));
	/* fast: wake and draw once a frame */
	pace_restart(&p, 20.0, at(5000));
	take(&p, 20.0, 5000);
	near(pace_wait(&p, 20.005, 20.0, true, at(5000)), PACE_FRAME - 0.005);
	assert_false(pace_draw_now(20.005, 20.0, at(5000)));
	/* overdue: no wait */
	assert_true(pace_wait(&p, 21.0, 20.0, true, at(5000)) == 0);
}

static void test_elapsed_and_rate(void **state)
{
	(void)state;
	pace p;
	memset(&p, 0, sizeof p);
	/* paused: the clock does not move */
	pace_restart(&p, 0, paused);
	assert_false(pace_tick(&p, 3.0, paused));
	near(p.elapsed, 0);
	/* running 2 s at 1000/s: the rate every half second */
	pace_restart(&p, 3.0, at(1000));
	for (int i = 1; i <= 20; i++) {
		double now = 3.0 + i * 0.1;
		take(&p, now, 1000);
		assert_true(pace_tick(&p, now, at(1000)));
	}
	near(p.elapsed, 2.0);
	assert_true(p.rate > 999 && p.rate < 1001);
	/* a stop: the run's last stretch counts, then the clock rests */
	take(&p, 5.05, 1000);
	assert_true(pace_tick(&p, 5.05, paused));
	pace_restart(&p, 5.05, paused);
	near(p.elapsed, 2.05);
	assert_false(pace_tick(&p, 9.0, paused));
	near(p.elapsed, 2.05);
	/* a short run keeps its own rate on show */
	pace_restart(&p, 10.0, at(1000));
	take(&p, 10.0, 1000);
	take(&p, 10.1, 1000);
	pace_tick(&p, 10.1, at(1000));
	pace_restart(&p, 10.1, paused);
	assert_true(p.rate > 1000 && p.rate < 1020); /* 101 steps in 0.1 s */
	/* a new search: nothing has run */
	pace_new_search(&p);
	near(p.elapsed, 0);
	near(p.rate, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_steps_due),
		cmocka_unit_test(test_backlog_forgotten),
		cmocka_unit_test(test_wait_and_draw),
		cmocka_unit_test(test_elapsed_and_rate),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
