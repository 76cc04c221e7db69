/* SPDX-License-Identifier: MIT */
/* x through the loop (src/ui/explore/loop.c carries out FX_PICTURE after
 * session_perform(): the session is below render): the prompt offers a
 * fresh name, Enter writes the screen as SVG there and the message line
 * says so with the step; x on a name that exists asks before it
 * replaces the file (y: it does); x pauses a run, and space runs it
 * again. */
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

static char bin[PATH_MAX], tmp[64];

static int setup(void **state)
{
	(void)state;
	if (!realpath(pty_ktour_bin(), bin))
		return -1;
	snprintf(tmp, sizeof tmp, "/tmp/ktour-e2e-shot-XXXXXX");
	return mkdtemp(tmp) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
	return system(cmd) == 0 ? 0 : -1;
}

/* ktour ARGS in the temporary directory, READY on the screen. */
static pty_term *in_tmp(const char *const args[])
{
	const char *argv[16] = {"/bin/sh", "-c", "cd \"$1\" && shift && exec \"$0\" \"$@\"", bin,
				tmp};
	int n = 5;
	for (int i = 0; args[i] && n < 15; i++)
		argv[n++] = args[i];
	argv[n] = NULL;
	pty_term *t = pty_spawn(argv, NULL, 30, 100);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	return t;
}

/* The first bytes of the file tmp/name hold head, and it holds text. */
static bool svg_has(const char *name, const char *head, const char *text)
{
	char path[PATH_MAX], buf[4096];
	snprintf(path, sizeof path, "%s/%s", tmp, name);
	FILE *f = fopen(path, "rb");
	if (!f)
		return false;
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	return strncmp(buf, head, strlen(head)) == 0 && strstr(buf, text) != NULL;
}

static void test_shot_written(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "5x5", NULL};
	pty_term *t = in_tmp(args);
	for (int i = 0; i < 3; i++)
		assert_true(pty_send(t, "n"));
	pty_assert_text(t, "PAUSED");
	assert_true(pty_send(t, "x"));
	pty_assert_text(t, "Write the screen as a picture (SVG) to: ktour-5x5-step3.svg");
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Picture of step 3 written to");
	pty_assert(t, pty_screen_contains(t, "ktour-5x5-step3.svg"));
	assert_true(svg_has("ktour-5x5-step3.svg", "<?xml", "ktour: 5x5, step 3"));
	/* the same name again: asked before it is replaced */
	assert_true(pty_send(t, "x"));
	pty_assert_text(t, "Write the screen as a picture (SVG) to: ");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	for (int i = 0; i < 40; i++)
		assert_true(pty_send_key(t, PTY_KEY_BACKSPACE));
	assert_true(pty_send(t, "ktour-5x5-step3.svg"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "overwrite ktour-5x5-step3.svg? y/n");
	assert_true(pty_send(t, "y"));
	pty_assert_text(t, "Picture of step 3 written to");
	assert_true(svg_has("ktour-5x5-step3.svg", "<?xml", "ktour: 5x5, step 3"));
	pty_assert_quit(t);
}

static void test_shot_pauses_a_run(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "8x8", "--speed", "2", NULL};
	pty_term *t = in_tmp(args);
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "RUNNING");
	assert_true(pty_send(t, "x"));
	pty_assert_text(t, "Write the screen as a picture (SVG) to: ");
	pty_assert_text(t, "PAUSED");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_gone(t, "Write the screen as a picture");
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "RUNNING");
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shot_written),
		cmocka_unit_test(test_shot_pauses_a_run),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
