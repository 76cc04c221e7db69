/* SPDX-License-Identifier: MIT */
/* A search's moments end to end at 80x24 on 5x5: g's prompt and the jump to
 * tour 3 at step 2277, back and past the end; u until a backtrack to depth
 * 10 (step 535), u stuck refused with the reason; M and the marks list of ',
 * which goes back; S and l on the session file, which opens it at its step
 * with its marks; W writes a lesson that `ktour lesson --check` accepts. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "e2e/pty.h"

static void keys(pty_term *t, const char *k)
{
	assert_true(pty_send(t, k));
}

static void enter(pty_term *t)
{
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
}

static void test_moments(void **state)
{
	(void)state;
	char dir[] = "/tmp/ktour-e2e-moment-XXXXXX", session[200], lesson[200], cmd[600];
	assert_non_null(mkdtemp(dir));
	snprintf(session, sizeof session, "%s/m.session", dir);
	snprintf(lesson, sizeof lesson, "%s/m.lesson", dir);
	const char *const args[] = {"explore", "-b", "5x5", "--speed", "max", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	keys(t, "g");
	pty_assert_text(t, "Go to step, +N or -N (now 0)");
	keys(t, "2277");
	enter(t);
	pty_assert_text(t, "SOLUTION 3 FOUND");
	pty_assert_text(t, "At step 2277.");
	keys(t, "M");
	pty_assert_text(t, "Mark this moment as: step 2277");
	enter(t);
	pty_assert_text(t, "Marked step 2277 as 'step 2277'");
	keys(t, "g-2277");
	enter(t);
	pty_assert_text(t, "step 0 ");
	/* u: until a backtrack to depth 10; stuck is refused */
	keys(t, "u");
	pty_assert_text(t, "depth D, step N, square SQ, forced, solution [K]");
	keys(t, "retreat-to 10");
	enter(t);
	pty_assert_text(t, "At step 535: retreat-to 10.");
	keys(t, "Mdepth ten");
	pty_assert_text(t, "Mark this moment as: step 535depth ten");
	assert_true(pty_send_ctrl(t, 'u'));
	keys(t, "back to ten");
	enter(t);
	keys(t, "ustuck");
	enter(t);
	pty_assert_text(t, "never gets stuck");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	/* past the end: 304 tours from a5, over at step 3470461 */
	keys(t, "g9999999");
	enter(t);
	pty_assert_text(t, "there is no step 9999999");
	pty_assert_text(t, "EXHAUSTED");
	/* ': the marks; 1 goes back to the first */
	keys(t, "'");
	pty_assert_text(t, "Marks: Enter goes there");
	pty_assert_text(t, "back to ten");
	keys(t, "1");
	pty_assert_text(t, "At the mark 'step 2277' (step 2277).");
	/* S: the session with its marks; W: a lesson from them */
	keys(t, "S");
	pty_assert_text(t, "Save session to: ");
	assert_true(pty_send_ctrl(t, 'u'));
	keys(t, session);
	enter(t);
	pty_assert_text(t, "Session saved (step 2277)");
	keys(t, "W");
	pty_assert_text(t, "Write a lesson from the marks to: ");
	assert_true(pty_send_ctrl(t, 'u'));
	keys(t, lesson);
	enter(t);
	pty_assert_text(t, "Wrote a lesson of 2 scenes");
	/* r, then l on the session file: back at step 2277 with the marks */
	keys(t, "r");
	pty_assert_text(t, "step 0 ");
	keys(t, "l");
	keys(t, session);
	enter(t);
	pty_assert_text(t, "Resumed at step 2277.");
	keys(t, "'");
	pty_assert_text(t, "back to ten");
	keys(t, "2");
	pty_assert_text(t, "At the mark 'back to ten' (step 535).");
	pty_assert_quit(t);
	snprintf(cmd, sizeof cmd, "\"%s\" lesson --check %s >/dev/null", pty_ktour_bin(), lesson);
	assert_int_equal(system(cmd), 0);
	unlink(session);
	unlink(lesson);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_moments, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
