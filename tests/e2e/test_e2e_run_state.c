/* SPDX-License-Identifier: MIT */
/* The status tells the truth, end to end at 80x24: every way the search
 * moves has its own words in the status line while it moves, and PAUSED
 * (or the end it reached) only once nothing moves.  space, n, b, B and N
 * on 5x5 at 5 steps a second; u until step 40, paced; g far ahead on 8x8;
 * a lesson's scene reached at the scene's speed; a comparison's run and
 * its u; play's f; a replay's run. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"

static void keys(pty_term *t, const char *k)
{
	assert_true(pty_send(t, k));
}

static void enter(pty_term *t)
{
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
}

/* The badge, as the status line draws it (one blank each side). */
static void badge_text(const char *words, char *out, size_t len)
{
	snprintf(out, len, " %s ", words);
}

/* While it moves: the badge shows, PAUSED does not, and the screen keeps
 * changing (the search steps). */
static void moving(pty_term *t, const char *words)
{
	char b[120];
	badge_text(words, b, sizeof b);
	pty_assert_text(t, b);
	uint64_t before = pty_screen_hash(t);
	pty_assert(t, !pty_screen_contains(t, " PAUSED "));
	pty_assert(t, !pty_screen_contains(t, " READY "));
	bool changed = false;
	for (int i = 0; i < 40 && !changed; i++) {
		pty_wait_stable(t, 50, 100);
		changed = pty_screen_hash(t) != before;
	}
	pty_assert(t, changed);
	pty_assert(t, pty_screen_contains(t, b) || !pty_screen_contains(t, " PAUSED "));
}

/* Once nothing moves: `words` (PAUSED, or where it ended), the run's badge
 * gone. */
static void still(pty_term *t, const char *words, const char *run)
{
	char b[120], r[120];
	badge_text(words, b, sizeof b);
	badge_text(run, r, sizeof r);
	pty_assert_text(t, b);
	pty_assert(t, !pty_screen_contains(t, r));
}

static pty_term *spawn(const char *const args[])
{
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	return t;
}

/* space, n, b, B, N and u on 5x5, paced at 5 steps a second. */
static void test_explorer_runs(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "5x5", "--speed", "5", NULL};
	pty_term *t = spawn(args);
	pty_assert_text(t, " READY ");
	/* b: the first retreat is at step 22, 4 s away */
	keys(t, "b");
	moving(t, "RUN TO BACKTRACK");
	pty_wait_text(t, "Stopped at a backtrack", 3 * PTY_TIMEOUT_MS);
	pty_assert_text(t, "Stopped at a backtrack");
	still(t, "PAUSED", "RUN TO BACKTRACK");
	keys(t, "u");
	keys(t, "step 40");
	enter(t);
	moving(t, "RUN UNTIL step 40");
	pty_wait_text(t, "At step 40.", 3 * PTY_TIMEOUT_MS);
	pty_assert_text(t, "At step 40.");
	still(t, "PAUSED", "RUN UNTIL step 40");
	keys(t, " ");
	moving(t, "RUNNING");
	keys(t, " ");
	still(t, "PAUSED", "RUNNING");
	keys(t, "n");
	pty_assert(t, pty_wait_stable(t, 200, PTY_TIMEOUT_MS));
	still(t, "PAUSED", "RUNNING");
	keys(t, "B");
	moving(t, "RUN PAST BACKTRACK");
	keys(t, " ");
	still(t, "PAUSED", "RUN PAST BACKTRACK");
	keys(t, "N");
	moving(t, "RUN TO SOLUTION");
	keys(t, " ");
	still(t, "PAUSED", "RUN TO SOLUTION");
	keys(t, "q");
	pty_close(t);
}

/* g far ahead: GOING TO the step, with commas; Esc stops it there. */
static void test_goto_far(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "8x8", NULL};
	pty_term *t = spawn(args);
	pty_assert_text(t, " READY ");
	keys(t, "g");
	keys(t, "900000000000");
	enter(t);
	moving(t, "GOING TO 900,000,000,000");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_text(t, "Stopped at step");
	still(t, "PAUSED", "GOING TO 900,000,000,000");
	keys(t, "q");
	pty_close(t);
}

/* A lesson's next scene, reached at its speed (4 a second): SCENE k/n. */
static void test_lesson_scene(void **state)
{
	(void)state;
	const char *const args[] = {"lesson", "assets/lessons/backtracking.lesson", NULL};
	pty_term *t = spawn(args);
	pty_assert_text(t, "scene 1/14");
	keys(t, " ");
	pty_wait_text(t, "scene 2/14", PTY_TIMEOUT_MS);
	pty_wait_gone(t, " SCENE 2/14 TO STEP 4 ", 3 * PTY_TIMEOUT_MS);
	still(t, "PAUSED", "SCENE 2/14 TO STEP 4");
	keys(t, " ");
	moving(t, "SCENE 3/14 TO STEP 22");
	pty_wait_gone(t, " SCENE 3/14 TO STEP 22 ", 4 * PTY_TIMEOUT_MS);
	still(t, "PAUSED", "SCENE 3/14 TO STEP 22");
	pty_assert_text(t, "step 22");
	keys(t, "q");
	pty_close(t);
}

/* Two searches side by side: the comparison's status line. */
static void test_compare(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b",	"6x6",	 "--compare",
				    "warnsdorff", "--speed", "5", NULL};
	pty_term *t = spawn(args);
	pty_assert_text(t, " READY ");
	keys(t, " ");
	moving(t, "RUNNING");
	keys(t, " ");
	still(t, "PAUSED", "RUNNING");
	keys(t, "u");
	keys(t, "step 20");
	enter(t);
	moving(t, "RUN UNTIL step 20");
	pty_wait_gone(t, " RUN UNTIL step 20 ", 3 * PTY_TIMEOUT_MS);
	still(t, "PAUSED", "RUN UNTIL step 20");
	keys(t, "q");
	pty_close(t);
}

/* play's f: the engine finishes the game, at the game's speed. */
static void test_play_finish(void **state)
{
	(void)state;
	const char *const args[] = {"play", "-b", "5x5", "--speed", "5", NULL};
	pty_term *t = spawn(args);
	pty_assert_text(t, "YOUR MOVE");
	keys(t, "f");
	moving(t, "RUN TO SOLUTION");
	keys(t, " ");
	still(t, "PAUSED", "RUN TO SOLUTION");
	keys(t, "q");
	pty_close(t);
}

/* A replay's run. */
static void test_replay(void **state)
{
	(void)state;
	const char *const args[] = {"replay", "assets/tours/backtrack-5x5.moves", "--speed", "5",
				    NULL};
	pty_term *t = spawn(args);
	pty_assert_text(t, " READY ");
	keys(t, " ");
	moving(t, "RUNNING");
	keys(t, " ");
	still(t, "PAUSED", "RUNNING");
	keys(t, "q");
	pty_close(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_explorer_runs, pty_teardown),
		cmocka_unit_test_teardown(test_goto_far, pty_teardown),
		cmocka_unit_test_teardown(test_lesson_scene, pty_teardown),
		cmocka_unit_test_teardown(test_compare, pty_teardown),
		cmocka_unit_test_teardown(test_play_finish, pty_teardown),
		cmocka_unit_test_teardown(test_replay, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
