/* SPDX-License-Identifier: MIT */
/* The explorer run from a real job-control shell (bash -i), as a user runs
 * it: after q, Ctrl-C, SIGTERM, SIGHUP and Ctrl-Z, fg, q, every mode it
 * set (alternate screen, cursor, cursor keys and keypad, mouse, bracketed
 * paste, attributes: pty_restored) is off again, and so is every change to
 * the terminal's settings (stty -g before and after: bash keeps what a
 * program that exits normally leaves, so nothing would hide a leftover).
 * Ctrl-S, which with XON/XOFF flow control on froze the output, saves the
 * session.  Each test runs in a fresh temporary directory. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "e2e/pty.h"

static char dir[64];

/* bash -i in dir, with $KT the binary under test.  Its line editor
 * (readline) would turn bracketed paste on at every prompt: an inputrc
 * keeps it off, so that pty_restored at the prompt says what ktour left. */
static pty_term *shell(void)
{
	snprintf(dir, sizeof dir, "%s", "/tmp/ktour-shell.XXXXXX");
	assert_non_null(mkdtemp(dir));
	char rc[96], kt[PATH_MAX + 8], home[80], inputrc[112];
	snprintf(rc, sizeof rc, "%s/inputrc", dir);
	FILE *f = fopen(rc, "w");
	assert_non_null(f);
	fputs("set enable-bracketed-paste off\n", f);
	fclose(f);
	char bin[PATH_MAX];
	assert_non_null(realpath(pty_ktour_bin(), bin));
	snprintf(kt, sizeof kt, "KT=%s", bin);
	snprintf(home, sizeof home, "HOME=%s", dir);
	snprintf(inputrc, sizeof inputrc, "INPUTRC=%s", rc);
	const char *const env[] = {kt, home, inputrc, "PS1=sh> ", "HISTFILE=/dev/null", NULL};
	const char *const argv[] = {"bash", "--norc", "--noprofile", "-i", NULL};
	pty_term *t = pty_spawn(argv, env, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "sh>");
	assert_true(pty_send(t, "cd \"$HOME\" && clear\r"));
	pty_assert_gone(t, "cd ");
	pty_assert(t, pty_restored(t));
	return t;
}

/* The shell holds the terminal again (its job stopped or ended) and the
 * job's last output has been read. */
static bool shell_in_front(pty_term *t, void *arg)
{
	(void)arg;
	return pty_foreground(t) == pty_pid(t);
}

static void wait_shell(pty_term *t)
{
	pty_assert(t, pty_wait_until(t, shell_in_front, NULL, PTY_TIMEOUT_MS));
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
}

/* Leaves the shell (exit status 0) and removes dir. */
static void shell_end(pty_term *t)
{
	assert_true(pty_send(t, "cd / && rm -rf \"$HOME\" && exit\r"));
	pty_assert_exit(t, 0);
	pty_close(t);
}

/* Runs ktour explore as job n; returns when its first screen is up. */
static void run(pty_term *t, int n, const char *then)
{
	char line[160];
	snprintf(line, sizeof line, "stty -g >before%d; \"$KT\" explore%s\r", n, then);
	assert_true(pty_send(t, line));
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, pty_altscreen(t) && pty_cursor_keys_app(t));
	pty_assert(t, pty_mouse_mode(t) != PTY_MOUSE_OFF);
}

/* Job n has ended (or is about to: `then` echoes its status): it ended
 * with exit status `status` and left the terminal as it found it. */
static void check_ended(pty_term *t, int n, int status)
{
	char want[32], line[160];
	wait_shell(t);
	snprintf(want, sizeof want, "st%d=%d", n, status);
	pty_assert_text(t, want);
	snprintf(line, sizeof line,
		 "stty -g >after%d; cmp -s before%d after%d && echo tty%d \\same\r", n, n, n, n);
	assert_true(pty_send(t, line));
	snprintf(want, sizeof want, "tty%d same", n); /* not the line typed: \same */
	pty_assert_text(t, want);
	pty_assert(t, pty_restored(t));
}

static void test_quit_signals_restore(void **state)
{
	(void)state;
	pty_term *t = shell();
	run(t, 1, "; echo \"st1=$?\"");
	assert_true(pty_send(t, "q"));
	check_ended(t, 1, 0);
	run(t, 2, "; echo \"st2=$?\"");
	assert_true(pty_send_ctrl(t, 'c'));
	check_ended(t, 2, 130);
	run(t, 3, "; echo \"st3=$?\"");
	assert_true(pty_signal_fg(t, SIGTERM));
	check_ended(t, 3, 143);
	run(t, 4, "; echo \"st4=$?\"");
	assert_true(pty_signal_fg(t, SIGHUP));
	check_ended(t, 4, 129);
	shell_end(t);
}

/* The bug: keypad mode left on after Ctrl-Z, fg, q (arrows then send
 * ESC O A to the shell). */
static void test_suspend_fg_quit_restores(void **state)
{
	(void)state;
	pty_term *t = shell();
	run(t, 1, "");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 1 ");
	assert_true(pty_send_ctrl(t, 'z'));
	wait_shell(t);
	pty_assert_text(t, "Stopped");
	pty_assert(t, pty_restored(t)); /* the shell has a sane terminal */
	assert_true(pty_send(t, "fg\r"));
	pty_assert_text(t, "step 1 ");
	pty_assert(t, pty_altscreen(t) && pty_cursor_keys_app(t));
	pty_assert(t, pty_mouse_mode(t) != PTY_MOUSE_OFF);
	assert_true(pty_send_key(t, PTY_KEY_RIGHT)); /* arrows work at once */
	pty_assert_text(t, "step 2 ");
	/* twice: the second resume must not undo the first's restore */
	assert_true(pty_send_ctrl(t, 'z'));
	wait_shell(t);
	pty_assert(t, pty_restored(t));
	assert_true(pty_send(t, "fg\r"));
	pty_assert_text(t, "step 2 ");
	assert_true(pty_send(t, "q"));
	wait_shell(t);
	assert_true(pty_send(t, "echo \"st1=$?\"\r"));
	check_ended(t, 1, 0);
	shell_end(t);
}

/* Ctrl-S is a key, not XOFF: it opens the session prompt (output goes
 * on), and Enter saves the session in the current directory. */
static void test_ctrl_s_saves_the_session(void **state)
{
	(void)state;
	pty_term *t = shell();
	run(t, 1, "; echo \"st1=$?\"");
	assert_true(pty_send(t, "nn"));
	pty_assert_text(t, "step 2 ");
	assert_true(pty_send_ctrl(t, 's'));
	pty_assert_text(t, "Save session to: ktour-8x8-0001.session");
	assert_true(pty_send(t, "\r"));
	pty_assert_text(t, "Session saved (step 2)");
	assert_true(pty_send_ctrl(t, 'q')); /* XON: nothing, and nothing harmful */
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 3 ");
	assert_true(pty_send(t, "q"));
	check_ended(t, 1, 0);
	assert_true(pty_send(t, "ls *.session\r"));
	pty_assert_text(t, "\nktour-8x8-0001.session");
	shell_end(t);
}

/* Closes what a failed test left and removes its directory. */
static int teardown(void **state)
{
	pty_teardown(state);
	if (dir[0]) {
		char cmd[96];
		snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
		dir[0] = '\0';
		return system(cmd) == 0 ? 0 : -1;
	}
	return 0;
}

int main(void)
{
	if (access("/bin/bash", X_OK) != 0 && access("/usr/bin/bash", X_OK) != 0) {
		puts("[  SKIPPED ] bash is not installed: test_e2e_shell needs it");
		return 0;
	}
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_quit_signals_restore, teardown),
		cmocka_unit_test_teardown(test_suspend_fg_quit_restores, teardown),
		cmocka_unit_test_teardown(test_ctrl_s_saves_the_session, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
