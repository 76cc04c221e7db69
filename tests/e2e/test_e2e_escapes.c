/* SPDX-License-Identifier: MIT */
/* File names with control characters in the explorer (issue 26 part 1):
 * `ktour replay` of files named with ESC ] 0 ; ... BEL (which would set
 * the terminal's title) and ESC [ 2 J (which would clear the screen)
 * shows them escaped in the board's title (\033]0;PWNED\a), for each
 * file of the playlist; l's prompt completes such a name and shows it
 * escaped, and a file that is not a tour is named escaped on the message
 * line.  No BEL reaches the terminal, the screen is never cleared from
 * under the explorer, and q leaves the terminal as it was. */
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

static char bin[PATH_MAX], root[PATH_MAX], tmp[64];

#define TITLE_NAME "x\033]0;PWNED\007.txt"
#define TITLE_SHOWN "x\\033]0;PWNED\\a.txt"
#define CLEAR_NAME "nope\033[2J.txt"
#define CLEAR_SHOWN "nope\\033[2J.txt"
#define BAD_NAME "zbad\007\033[2J"
#define BAD_SHOWN "zbad\\a\\033[2J"

static void copy(const char *from, const char *name)
{
	char to[PATH_MAX + 64];
	snprintf(to, sizeof to, "%s/%s", tmp, name);
	FILE *in = fopen(from, "rb"), *out = fopen(to, "wb");
	assert_non_null(in);
	assert_non_null(out);
	int c;
	while ((c = fgetc(in)) != EOF)
		fputc(c, out);
	fclose(in);
	assert_int_equal(fclose(out), 0);
}

static int setup(void **state)
{
	(void)state;
	if (!realpath(pty_ktour_bin(), bin) || !getcwd(root, sizeof root))
		return -1;
	snprintf(tmp, sizeof tmp, "/tmp/ktour-e2e-escapes-XXXXXX");
	if (!mkdtemp(tmp))
		return -1;
	char tour[PATH_MAX + 64];
	snprintf(tour, sizeof tour, "%s/tests/data/formats/grid-box-drawing.txt", root);
	copy(tour, TITLE_NAME);
	copy(tour, CLEAR_NAME);
	char bad[PATH_MAX + 64];
	snprintf(bad, sizeof bad, "%s/" BAD_NAME, tmp);
	FILE *f = fopen(bad, "w");
	if (!f)
		return -1;
	fputs("hello world\n", f);
	return fclose(f) == 0 ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[256];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", tmp);
	return system(cmd) == 0 ? 0 : -1;
}

/* ktour ARGS... in the directory of the files, once the screen is still. */
static pty_term *in_tmp(const char *const args[])
{
	const char *argv[16] = {"/bin/sh", "-c", "cd \"$1\" && shift && exec \"$0\" \"$@\"", bin,
				tmp};
	int n = 5;
	for (int i = 0; args[i] && n < 15; i++)
		argv[n++] = args[i];
	argv[n] = NULL;
	pty_term *t = pty_spawn(argv, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	return t;
}

/* The board's title, in the top edge of its box, whole. */
static bool title_is(pty_term *t, const char *title)
{
	char want[200];
	snprintf(want, sizeof want, "\u250c %s ", title);
	return pty_screen_contains(t, want);
}

static void test_playlist_titles(void **state)
{
	(void)state;
	const char *const args[] = {"replay", TITLE_NAME, CLEAR_NAME, NULL};
	pty_term *t = in_tmp(args);
	pty_assert(t, title_is(t, "3x4 " TITLE_SHOWN " (1/2)"));
	pty_assert(t, pty_screen_contains(t, "square 1/12"));
	assert_true(pty_send(t, "]"));
	pty_assert_text(t, "File 2/2");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	pty_assert(t, title_is(t, "3x4 " CLEAR_SHOWN " (2/2)"));
	/* the screen was not cleared under the explorer: the board is there */
	pty_assert(t, pty_screen_contains(t, "square 1/12"));
	pty_assert(t, pty_bell_count(t) == 0);
	pty_assert_quit(t);
}

static void test_load_prompt_and_message(void **state)
{
	(void)state;
	const char *const args[] = {"explore", NULL};
	pty_term *t = in_tmp(args);
	/* Tab completes the name; the prompt shows it escaped */
	assert_true(pty_send(t, "l"));
	pty_assert_text(t, "Replay tour file:");
	assert_true(pty_send(t, "x"));
	assert_true(pty_send_key(t, PTY_KEY_TAB));
	pty_assert_text(t, "Replay tour file: " TITLE_SHOWN);
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "replay: open tour, 12/12 squares");
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	pty_assert(t, title_is(t, "3x4 " TITLE_SHOWN));
	/* a file that is not a tour: named, escaped, on the message line */
	assert_true(pty_send(t, "l"));
	pty_assert_text(t, "Replay tour file:");
	assert_true(pty_send(t, "z"));
	assert_true(pty_send_key(t, PTY_KEY_TAB));
	pty_assert_text(t, "Replay tour file: " BAD_SHOWN);
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Not loaded: " BAD_SHOWN);
	pty_assert(t, title_is(t, "3x4 " TITLE_SHOWN));
	pty_assert(t, pty_bell_count(t) == 0);
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_playlist_titles, pty_teardown),
		cmocka_unit_test_teardown(test_load_prompt_and_message, pty_teardown),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
