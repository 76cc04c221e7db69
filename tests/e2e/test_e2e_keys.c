/* SPDX-License-Identifier: MIT */
/* Keys in odd spellings, end to end: each usual escape sequence of Home,
 * End, Delete, Page Up and Down, Insert and the arrows (with and without
 * modifiers) sent raw through the pseudo-terminal, whether terminfo for
 * TERM=xterm-256color knows it or not (ESC [ 4 ~ is what End sends in
 * tmux; it used to be read as Esc, '[' and '4': the previous file and a
 * speed).  In a replay of two files and in the explorer each does what
 * its key does; Insert, function keys and unknown sequences do nothing,
 * whole; Esc alone still acts at once, and Esc before a key is Esc and
 * then that key. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "e2e/pty.h"

static char root[PATH_MAX];

/* The 3x4 tour (12 squares) and the 5x5 tour (25) of tests/data/formats. */
static const char *data(const char *name)
{
	static char path[2][PATH_MAX + 64];
	static int k;
	k = 1 - k;
	snprintf(path[k], sizeof path[k], "%s/tests/data/formats/%s", root, name);
	return path[k];
}

static const char *const end_keys[] = {
	"\033[4~", "\033[8~", "\033[F", "\033OF", "\033[1;5F", "\033[4;2~", "\033[8;5~",
};
static const char *const home_keys[] = {
	"\033[1~", "\033[7~", "\033[H", "\033OH", "\033[1;5H", "\033[1;2H", "\033[7;5~",
};
/* nothing here: Insert, function keys, unknown or private sequences */
static const char *const swallowed[] = {
	"\033[2~", "\033[2;5~", "\033[15~", "\033[24;2~", "\033OP", "\033[1;2Q",
	"\033[99~", "\033[E", "\033[?1;2c", "\033[12;40R", "\033[200~",
};

#define N(a) (sizeof(a) / sizeof((a)[0]))

static void wait_ready(pty_term *t)
{
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
}

/* The replay of the two files, on the second (so that a '[' read out of
 * a sequence would show: the first file), at 2/s (a '4' would show:
 * 10/s). */
static pty_term *replay_second(void)
{
	const char *const args[] = {"replay", data("grid-box-drawing.txt"),
				    data("moves-colon.txt"), NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	wait_ready(t);
	assert_true(pty_send(t, "]"));
	pty_assert_text(t, "moves-colon.txt (2/2)");
	assert_true(pty_send(t, "2"));
	pty_assert_text(t, " 2/s ");
	wait_ready(t);
	return t;
}

/* Still the second file, at 2/s, nothing said of a playlist's files. */
static void assert_unmoved(pty_term *t)
{
	pty_assert(t, pty_screen_contains(t, "moves-colon.txt (2/2)"));
	pty_assert(t, pty_screen_contains(t, " 2/s "));
	pty_assert(t, !pty_screen_contains(t, "(1/2)"));
	pty_assert(t, !pty_screen_contains(t, "This is the first file"));
	pty_assert(t, !pty_screen_contains(t, " 10/s "));
}

static void test_replay_home_end(void **state)
{
	(void)state;
	pty_term *t = replay_second();
	for (size_t i = 0; i < N(end_keys); i++) {
		assert_true(pty_send(t, end_keys[i]));
		pty_assert_text(t, "square 25/25");
		wait_ready(t);
		assert_unmoved(t);
		assert_true(pty_send(t, home_keys[i]));
		pty_assert_text(t, "square 1/25");
		wait_ready(t);
		assert_unmoved(t);
	}
	pty_assert_quit(t);
}

/* Insert, the function keys and unknown sequences leave the screen as it
 * was; the arrows in both cursor modes step. */
static void test_replay_swallowed_and_arrows(void **state)
{
	(void)state;
	pty_term *t = replay_second();
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "square 2/25");
	wait_ready(t);
	uint64_t before = pty_screen_hash(t);
	for (size_t i = 0; i < N(swallowed); i++)
		assert_true(pty_send(t, swallowed[i]));
	wait_ready(t);
	if (pty_screen_hash(t) != before) {
		pty_dump(t, stderr);
		fail_msg("an unknown sequence changed the screen");
	}
	/* Delete means nothing in a replay: it says so and how to see the
	 * keys (issue 37), and moves nothing */
	assert_true(pty_send(t, "\033[3~"));
	pty_assert_text(t, "Delete: no such key here; ? shows the keys.");
	wait_ready(t);
	assert_unmoved(t);
	/* the arrows as ESC [ C (normal cursor keys) and ESC O C (keypad()'s) */
	assert_true(pty_send(t, "\033[C"));
	pty_assert_text(t, "square 3/25");
	assert_true(pty_send(t, "\033OC"));
	pty_assert_text(t, "square 4/25");
	assert_true(pty_send(t, "\033[1;5D"));
	pty_assert_text(t, "square 3/25");
	assert_true(pty_send(t, "\033[D"));
	pty_assert_text(t, "square 2/25");
	wait_ready(t);
	assert_unmoved(t);
	pty_assert_quit(t);
}

/* Home and Delete in the prompt (g: go to square N): "12", Home, Delete
 * leaves "2". */
static void test_prompt_home_delete(void **state)
{
	(void)state;
	static const char *const deletes[] = {"\033[3~", "\033[3;5~"};
	for (size_t i = 0; i < N(deletes); i++) {
		pty_term *t = replay_second();
		assert_true(pty_send(t, "g"));
		pty_assert_text(t, "Go to square number (1-25):");
		assert_true(pty_send(t, "12"));
		pty_assert_text(t, "(1-25): 12");
		assert_true(pty_send(t, i == 0 ? "\033[1~" : "\033OH"));
		assert_true(pty_send(t, deletes[i]));
		pty_assert_gone(t, "(1-25): 12");
		pty_assert_text(t, "(1-25): 2");
		assert_true(pty_send_key(t, PTY_KEY_ENTER));
		pty_assert_text(t, "square 2/25");
		assert_unmoved(t);
		pty_assert_quit(t);
	}
}

/* Page Down and Up in the help, in their spellings; Esc alone closes it
 * at once. */
static void test_help_pages(void **state)
{
	(void)state;
	static const char *const down[] = {"\033[6~", "\033[6;5~"};
	static const char *const up[] = {"\033[5~", "\033[5;2~"};
	pty_term *t = replay_second();
	assert_true(pty_send(t, "?"));
	pty_assert_text(t, "Help: keys, marks, counters");
	wait_ready(t);
	uint64_t top = pty_screen_hash(t);
	for (size_t i = 0; i < N(down); i++) {
		assert_true(pty_send(t, down[i]));
		wait_ready(t);
		pty_assert(t, pty_screen_contains(t, "Help: keys"));
		pty_assert(t, pty_screen_hash(t) != top);
		assert_true(pty_send(t, up[i]));
		wait_ready(t);
		pty_assert(t, pty_screen_hash(t) == top);
	}
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert(t, pty_wait_gone(t, "Help: keys", 1000));
	/* the help's last cells go in the same frame or the next: wait for
	 * the screen under it before reading it */
	pty_assert_text(t, "moves-colon.txt (2/2)");
	wait_ready(t);
	assert_unmoved(t);
	pty_assert_quit(t);
}

/* Esc and a key sent together are Esc, then the key (not a sequence). */
static void test_esc_then_key(void **state)
{
	(void)state;
	pty_term *t = replay_second();
	assert_true(pty_send(t, "\033n"));
	pty_assert_text(t, "square 2/25");
	assert_true(pty_send(t, "\033\033n"));
	pty_assert_text(t, "square 3/25");
	wait_ready(t);
	assert_unmoved(t);
	pty_assert_quit(t);
}

/* The explorer: End and Home say what they do there (a replay's keys),
 * never a speed or a playlist's file; unknown sequences change nothing. */
static void test_explore(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "5x5", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	wait_ready(t);
	assert_true(pty_send(t, "2"));
	pty_assert_text(t, " 2/s ");
	for (size_t i = 0; i < N(end_keys); i++) {
		assert_true(pty_send(t, end_keys[i]));
		pty_assert_text(t, "End jumps to the last move of a replay");
		assert_true(pty_send(t, home_keys[i]));
		pty_assert_text(t, "This is step 0.");
		wait_ready(t);
		pty_assert(t, pty_screen_contains(t, " 2/s "));
		pty_assert(t, !pty_screen_contains(t, "previous file"));
	}
	uint64_t before = pty_screen_hash(t);
	for (size_t i = 0; i < N(swallowed); i++)
		assert_true(pty_send(t, swallowed[i]));
	wait_ready(t);
	pty_assert(t, pty_screen_hash(t) == before);
	/* the arrows step, in both cursor modes */
	assert_true(pty_send(t, "\033[C"));
	pty_assert_text(t, "step 1 ");
	assert_true(pty_send(t, "\033OC"));
	pty_assert_text(t, "step 2 ");
	pty_assert_quit(t);
}

static int setup(void **state)
{
	(void)state;
	return getcwd(root, sizeof root) ? 0 : -1;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_replay_home_end, pty_teardown),
		cmocka_unit_test_teardown(test_replay_swallowed_and_arrows, pty_teardown),
		cmocka_unit_test_teardown(test_prompt_home_delete, pty_teardown),
		cmocka_unit_test_teardown(test_help_pages, pty_teardown),
		cmocka_unit_test_teardown(test_esc_then_key, pty_teardown),
		cmocka_unit_test_teardown(test_explore, pty_teardown),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
