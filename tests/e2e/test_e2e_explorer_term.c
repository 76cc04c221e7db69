/* SPDX-License-Identifier: MIT */
/* The explorer end to end: what it does to the terminal.  Resizes, the
 * too-small screen, signals and the restore, colour and glyph choices,
 * redirected streams, --quit-after, Ctrl-Z and fg. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <termios.h>

#include "e2e/pty.h"

static pty_term *start(const char *const args[], const char *const env[], int rows, int cols)
{
	pty_term *t = pty_spawn_ktour(args, env, rows, cols);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	return t;
}

static pty_term *start8(const char *const env[])
{
	static const char *const args[] = {"explore", NULL};
	return start(args, env, 24, 80);
}

static void test_resize(void **state)
{
	(void)state;
	pty_term *t = start8(NULL);
	pty_assert(t, pty_screen_contains(t, "Onward moves"));
	int r0, c0, r1, c1;
	pty_assert(t, pty_find_text(t, "Search stack", &r0, &c0));
	assert_true(pty_resize(t, 20, 60));
	/* the heatmap stays beside the board, the stack moves below them */
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert_text(t, "Board 8x8");
	pty_assert_text(t, "Onward moves");
	pty_assert(t, pty_find_text(t, "Search stack", &r1, &c1));
	pty_assert(t, r1 > r0 && c1 < c0);
	/* the whole board still shows: rank 1 and file h */
	pty_assert(t, pty_screen_contains(t, "1\u2502"));
	pty_assert(t, pty_screen_contains(t, "h"));
	assert_true(pty_send(t, "h"));
	pty_assert_text(t, "Onward moves (h");
	assert_true(pty_send(t, "h"));
	assert_true(pty_resize(t, 24, 80));
	pty_assert_text(t, "Onward moves");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, pty_find_text(t, "Search stack", &r1, &c1));
	pty_assert(t, r1 == r0 && c1 == c0);
	/* still working */
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 1 ");
	pty_assert_quit(t);
}

/* A resize storm (a window dragged about, a tiling manager): 400 sizes
 * back to back, the too-small size among them, while the search runs.
 * The explorer must keep up, lay out for the last size and still answer. */
static void test_resize_storm(void **state)
{
	(void)state;
	static const int sizes[][2] = {{20, 60}, {50, 160}, {10, 30}, {24, 80}, {40, 120}, {12, 40}};
	pty_term *t = start8(NULL);
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "RUNNING");
	for (int i = 0; i < 400; i++)
		assert_true(pty_resize(t, sizes[i % 6][0], sizes[i % 6][1]));
	assert_true(pty_resize(t, 24, 80));
	assert_true(pty_send(t, " "));
	/* On a loaded machine (or under ASan) the explorer lags behind the
	 * storm and reads the key with the last SIGWINCH still pending: it
	 * used to handle the key under the layout before it, and if that was
	 * too small, drop it (test_key_after_resize below pins that down).
	 * The drawing behind can take longer than the usual wait. */
	pty_assert(t, pty_wait_text(t, "PAUSED", 4 * PTY_TIMEOUT_MS));
	pty_assert_text(t, "Onward moves");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	pty_assert(t, !pty_screen_contains(t, "Terminal too small"));
	pty_assert(t, pty_screen_contains(t, "Board 8x8"));
	pty_assert(t, pty_screen_contains(t, "Search stack"));
	pty_assert(t, pty_screen_contains(t, "\u2514\u2500a\u2500"));
	pty_assert_quit(t);
}

/* A resize and then a key, arriving while the explorer is busy (at
 * maximum speed it spends its time stepping, the signals blocked): when it
 * looks, both are waiting, and the key must meet the new layout.  It used
 * to be handled under the old one first, and dropped there when that was
 * too small.  (7x7 from b1, a square of the colour that has 24 of the 49
 * squares: no tour, so no solution pauses the run.) */
static void test_key_after_resize(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "-b", "7x7", "-s", "b1", NULL};
	pty_term *t = start(args, NULL, 24, 80);
	assert_true(pty_send(t, "0 "));
	pty_assert_text(t, "RUNNING");
	for (int i = 0; i < 5; i++) {
		assert_true(pty_resize(t, 10, 30));
		pty_assert_text(t, "Terminal too small");
		assert_true(pty_resize(t, 24, 80));
		assert_true(pty_send(t, " "));
		pty_assert_text(t, i % 2 ? "RUNNING" : "PAUSED");
	}
	pty_assert_quit(t);
}

static void test_too_small(void **state)
{
	(void)state;
	pty_term *t = start8(NULL);
	assert_true(pty_resize(t, 10, 30));
	pty_assert_text(t, "Terminal too small");
	pty_assert_text(t, "This window is 30x10;");
	pty_assert_text(t, "ktour needs 40x12.");
	pty_assert(t, !pty_screen_contains(t, "Search stack"));
	/* keys other than q do nothing there; the search is kept.  (A key
	 * and a resize waiting together are taken resize first: another too
	 * small size, shown, makes sure n was taken while too small.) */
	assert_true(pty_send(t, "n"));
	assert_true(pty_resize(t, 11, 31));
	pty_assert_text(t, "This window is 31x11;");
	assert_true(pty_resize(t, 24, 80));
	pty_assert_text(t, "Board 8x8");
	pty_assert_text(t, "step 0 ");
	/* starting in a small window */
	assert_true(pty_send(t, "q"));
	pty_assert_exit(t, 0);
	pty_close(t);
	static const char *const args[] = {"explore", NULL};
	t = pty_spawn_ktour(args, NULL, 10, 30);
	assert_non_null(t);
	pty_assert_text(t, "Terminal too small");
	pty_assert_quit(t);
}

static void check_signal_restores(int sig)
{
	pty_term *t = start8(NULL);
	assert_true(pty_send(t, "0 ")); /* running flat out: the signal must still land */
	pty_assert_text(t, "RUNNING");
	if (sig == SIGINT)
		assert_true(pty_send_ctrl(t, 'c')); /* as typed */
	else
		assert_true(pty_signal(t, sig));
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	pty_assert(t, WIFEXITED(status) && WEXITSTATUS(status) == 128 + sig);
	pty_assert(t, !pty_altscreen(t));
	pty_assert(t, pty_cursor_visible(t));
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

/* The window closed: the terminal hangs up.  The explorer ends as on
 * SIGHUP (129), running flat out or waiting for a key, and never spins
 * on a terminal that is gone.  (Under ASan this is the exit that
 * LeakSanitizer could hang in: see the SIGHUP relay in pty_child.c.) */
static void test_hangup_ends(void **state)
{
	(void)state;
	static const char *const keys[] = {"0 ", ""};
	for (int i = 0; i < 2; i++) {
		pty_term *t = start8(NULL);
		if (*keys[i]) {
			assert_true(pty_send(t, keys[i]));
			pty_assert_text(t, "RUNNING");
		}
		assert_true(pty_hangup(t));
		int status = 0;
		pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
		pty_assert(t, WIFEXITED(status) && WEXITSTATUS(status) == 128 + SIGHUP);
		pty_close(t);
	}
}

/* SIGQUIT (Ctrl-\\) and SIGPIPE: the terminal restored (alternate screen
 * left, mouse reporting off), then the program killed by the signal itself
 * (its default action), so a shell sees 131 / 141. */
static void check_signal_restores_then_kills(int sig)
{
	pty_term *t = start8(NULL);
	pty_assert(t, pty_altscreen(t));
	pty_assert(t, pty_mouse_mode(t) != PTY_MOUSE_OFF);
	assert_true(pty_send(t, "0 "));
	pty_assert_text(t, "RUNNING");
	if (sig == SIGQUIT)
		assert_true(pty_send_ctrl(t, '\\')); /* as typed */
	else
		assert_true(pty_signal(t, sig));
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	pty_assert(t, WIFSIGNALED(status) && WTERMSIG(status) == sig);
	pty_assert(t, !pty_altscreen(t));
	pty_assert(t, pty_mouse_mode(t) == PTY_MOUSE_OFF);
	pty_assert(t, pty_cursor_visible(t));
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

static void test_sigquit_restores(void **state)
{
	(void)state;
	check_signal_restores_then_kills(SIGQUIT);
}

static void test_sigpipe_restores(void **state)
{
	(void)state;
	check_signal_restores_then_kills(SIGPIPE);
}

static void test_quit_restores(void **state)
{
	(void)state;
	pty_term *t = start8(NULL);
	pty_assert(t, pty_altscreen(t));
	assert_true(pty_send(t, "q"));
	pty_assert_exit(t, 0);
	pty_assert(t, !pty_altscreen(t));
	pty_assert(t, pty_cursor_visible(t));
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

static void test_sigterm_restores(void **state)
{
	(void)state;
	check_signal_restores(SIGTERM);
}

static void test_sigint_restores(void **state)
{
	(void)state;
	check_signal_restores(SIGINT);
}

static void test_sighup_restores(void **state)
{
	(void)state;
	check_signal_restores(SIGHUP);
}

static bool stopped(pty_term *t, void *arg)
{
	(void)arg;
	return pty_stopped(t);
}

static void test_suspend_and_fg(void **state)
{
	(void)state;
	pty_term *t = start8(NULL);
	assert_true(pty_send(t, "nn"));
	pty_assert_text(t, "step 2 ");
	assert_true(pty_send_ctrl(t, 'z'));
	pty_assert(t, pty_wait_until(t, stopped, NULL, PTY_TIMEOUT_MS));
	pty_assert(t, pty_restored(t)); /* the shell gets a sane terminal */
	assert_true(pty_fg(t));
	pty_assert_text(t, "step 2 ");
	pty_assert_text(t, "Board 8x8");
	pty_assert(t, pty_altscreen(t));
	assert_true(pty_send_key(t, PTY_KEY_RIGHT)); /* keypad mode is back */
	pty_assert_text(t, "step 3 ");
	pty_assert_quit(t);
}

/* cbreak() alone keeps XON/XOFF flow control: Ctrl-S stopped the output,
 * the explorer blocked in write() and q did nothing until Ctrl-Q.  Off
 * while it runs, back on after it (and while it is suspended). */
static void test_ctrl_s_does_not_freeze(void **state)
{
	(void)state;
	struct termios tio;
	pty_term *t = start8(NULL);
	pty_assert(t, pty_termios(t, &tio) && !(tio.c_iflag & IXON));
	assert_true(pty_send_ctrl(t, 's')); /* a key: S, the session prompt */
	pty_assert_text(t, "Save session to:");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_gone(t, "Save session to:");
	assert_true(pty_send_ctrl(t, 'q')); /* XON: does nothing */
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 1 ");
	assert_true(pty_send_ctrl(t, 'z'));
	pty_assert(t, pty_wait_until(t, stopped, NULL, PTY_TIMEOUT_MS));
	pty_assert(t, pty_termios(t, &tio) && (tio.c_iflag & IXON));
	assert_true(pty_fg(t));
	pty_assert_text(t, "step 1 ");
	pty_assert(t, pty_termios(t, &tio) && !(tio.c_iflag & IXON));
	/* Ctrl-S then q at once (the help closes on any key) */
	assert_true(pty_send(t, "?"));
	pty_assert_text(t, "Help: keys");
	assert_true(pty_send(t, "\023q"));
	pty_assert_exit(t, 0);
	pty_assert(t, pty_restored(t));
	pty_assert(t, pty_termios(t, &tio) && (tio.c_iflag & IXON) && (tio.c_lflag & ICANON) &&
			      (tio.c_lflag & ECHO));
	pty_close(t);
}

/* The knight on the board: in monochrome a reversed N (ASCII) or the
 * glyph.  Waited for, not looked for once: "step 4" is drawn on the
 * status line before the board's squares reach the terminal. */
static bool knight_shown(pty_term *t, void *arg)
{
	(void)arg;
	int r, c;
	return pty_find_text(t, "\u265e", &r, &c) || pty_find_text(t, "N", &r, &c);
}

static void check_no_colour(const char *const env[], const char *const args[])
{
	pty_term *t = start(args, env, 24, 80);
	pty_assert(t, !pty_screen_has_colour(t));
	/* nothing is lost: the knight, the candidates, degrees as digits */
	pty_assert(t, pty_screen_contains(t, "Onward moves"));
	pty_assert(t, pty_screen_contains(t, "2 3 4 4 4 4 3 2"));
	int r, c;
	pty_assert(t, pty_find_text(t, "8\u2502", &r, &c) || pty_find_text(t, "8|", &r, &c));
	assert_true(pty_send(t, "nnnn"));
	pty_assert_text(t, "step 4 ");
	pty_assert(t, !pty_screen_has_colour(t));
	/* the knight is drawn in reverse video */
	pty_assert(t, pty_wait_until(t, knight_shown, NULL, PTY_TIMEOUT_MS));
	pty_assert_quit(t);
}

static void test_no_color(void **state)
{
	(void)state;
	static const char *const env[] = {"NO_COLOR=1", NULL};
	static const char *const args[] = {"explore", NULL};
	check_no_colour(env, args);
	static const char *const off[] = {"explore", "--color", "off", NULL};
	check_no_colour(NULL, off);
}

static void test_vt100(void **state)
{
	(void)state;
	static const char *const env[] = {"TERM=vt100", NULL};
	static const char *const args[] = {"explore", NULL};
	check_no_colour(env, args);
}

static void test_ascii(void **state)
{
	(void)state;
	static const char *const env[] = {"LC_ALL=C", "LANG=C", NULL};
	pty_term *t = start8(env);
	pty_assert(t, !pty_screen_contains(t, "\u265e"));
	/* the knight is an N on the top-left square, boxes are +-| */
	pty_assert(t, pty_screen_contains(t, "8|  N"));
	pty_assert(t, pty_screen_contains(t, "+ Board 8x8 -"));
	pty_assert(t, pty_screen_contains(t, "+-a---b---c"));
	assert_true(pty_send(t, "q"));
	pty_assert_exit(t, 0);
	pty_close(t);
	static const char *const args[] = {"explore", "--ascii", NULL};
	t = start(args, NULL, 24, 80);
	pty_assert(t, pty_screen_contains(t, "8|  N"));
	assert_true(pty_send(t, "q"));
	pty_assert_exit(t, 0);
	pty_close(t);
}

static void test_not_a_terminal(void **state)
{
	(void)state;
	const char *const out[] = {"/bin/sh", "-c", "exec \"$0\" explore >/dev/null",
				   pty_ktour_bin(), NULL};
	pty_term *t = pty_spawn(out, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 2);
	pty_assert(t, pty_screen_contains(t, "standard output is not"));
	pty_assert(t, !pty_altscreen(t));
	pty_close(t);
	const char *const in[] = {"/bin/sh", "-c", "exec \"$0\" </dev/null", pty_ktour_bin(), NULL};
	t = pty_spawn(in, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 2);
	pty_assert(t, pty_screen_contains(t, "standard input is not"));
	pty_close(t);
	/* stdin closed altogether: the same line, no terminal touched */
	const char *const closed[] = {"/bin/sh", "-c", "exec \"$0\" <&-", pty_ktour_bin(), NULL};
	t = pty_spawn(closed, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 2);
	pty_assert(t, pty_screen_contains(t, "standard input is not"));
	pty_assert(t, !pty_altscreen(t));
	pty_close(t);
}

static void test_bad_options(void **state)
{
	(void)state;
	static const char *const a1[] = {"explore", "--speed", "fast", NULL};
	pty_term *t = pty_spawn_ktour(a1, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 2);
	pty_assert(t, pty_screen_contains(t, "--speed 'fast'"));
	pty_close(t);
	static const char *const a2[] = {"explore", "--color", "pink", NULL};
	t = pty_spawn_ktour(a2, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 2);
	pty_assert(t, pty_screen_contains(t, "--color 'pink': expected auto, 256, 8 or off"));
	pty_close(t);
	static const char *const a4[] = {"explore", "--theme", "beamer", NULL};
	t = pty_spawn_ktour(a4, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 2);
	pty_assert(t, pty_screen_contains(t, "--theme 'beamer': expected dark, light, "
					     "projector or mono"));
	pty_close(t);
	static const char *const a3[] = {"explore", "-b", "5x5", "-s", "h8", NULL};
	t = pty_spawn_ktour(a3, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 2);
	pty_assert(t, pty_screen_contains(t, "h8"));
	pty_close(t);
}

static void test_quit_after(void **state)
{
	(void)state;
	static const char *const args[] = {"explore", "--speed", "max", "--quit-after", "20000",
					   NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 0);
	pty_assert(t, pty_restored(t));
	/* printed after the restore, on the normal screen */
	pty_assert(t, pty_screen_contains(t, "steps: 20000"));
	pty_assert(t, pty_screen_contains(t, "seconds: "));
	pty_close(t);
}

static void test_mouse_modes(void **state)
{
	(void)state;
	pty_term *t = start8(NULL);
	pty_assert(t, pty_mouse_mode(t) == PTY_MOUSE_CLICK || pty_mouse_mode(t) == PTY_MOUSE_DRAG);
	assert_true(pty_send(t, "q"));
	pty_assert_exit(t, 0);
	pty_assert(t, pty_mouse_mode(t) == PTY_MOUSE_OFF);
	pty_close(t);
	static const char *const args[] = {"explore", "--no-mouse", NULL};
	t = start(args, NULL, 24, 80);
	pty_assert(t, pty_mouse_mode(t) == PTY_MOUSE_OFF);
	assert_true(pty_send(t, "q"));
	pty_assert_exit(t, 0);
	pty_close(t);
}

int main(void)
{
	/* no core file from the SIGQUIT test (the limit is inherited) */
	struct rlimit no_core = {0, 0};
	setrlimit(RLIMIT_CORE, &no_core);
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_resize, pty_teardown),
		cmocka_unit_test_teardown(test_resize_storm, pty_teardown),
		cmocka_unit_test_teardown(test_key_after_resize, pty_teardown),
		cmocka_unit_test_teardown(test_too_small, pty_teardown),
		cmocka_unit_test_teardown(test_quit_restores, pty_teardown),
		cmocka_unit_test_teardown(test_sigterm_restores, pty_teardown),
		cmocka_unit_test_teardown(test_sigint_restores, pty_teardown),
		cmocka_unit_test_teardown(test_sighup_restores, pty_teardown),
		cmocka_unit_test_teardown(test_hangup_ends, pty_teardown),
		cmocka_unit_test_teardown(test_sigquit_restores, pty_teardown),
		cmocka_unit_test_teardown(test_sigpipe_restores, pty_teardown),
		cmocka_unit_test_teardown(test_suspend_and_fg, pty_teardown),
		cmocka_unit_test_teardown(test_ctrl_s_does_not_freeze, pty_teardown),
		cmocka_unit_test_teardown(test_no_color, pty_teardown),
		cmocka_unit_test_teardown(test_vt100, pty_teardown),
		cmocka_unit_test_teardown(test_ascii, pty_teardown),
		cmocka_unit_test_teardown(test_not_a_terminal, pty_teardown),
		cmocka_unit_test_teardown(test_bad_options, pty_teardown),
		cmocka_unit_test_teardown(test_quit_after, pty_teardown),
		cmocka_unit_test_teardown(test_mouse_modes, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
