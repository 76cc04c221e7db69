/* SPDX-License-Identifier: MIT */
/* ktour replay FILE... end to end: the real binary in an 80x24
 * pseudo-terminal replays three files of tests/data/formats (the 3x4 tour
 * in box drawing, the 8x8 Squirrel-Cull tour in Markdown, the 5x5
 * backtracking tour as numbered moves); ] and [ go forward and back
 * through them, the board's title names each with its position, the
 * board and the stack are the file's, a step taken in one file does not
 * follow into the next; a name too long for the title is cut with an
 * ellipsis, its position kept; a file that cannot be replayed is named
 * before the screen opens. */
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

static const char *const files[] = {
	"tests/data/formats/grid-box-drawing.txt",
	"tests/data/formats/grid-markdown.md",
	"tests/data/formats/moves-colon.txt",
};

/* A file's absolute path (the tests also run from other directories). */
static const char *data(int i)
{
	static char path[3][PATH_MAX + 64];
	snprintf(path[i], sizeof path[i], "%s/%s", root, files[i]);
	return path[i];
}

static void wait_ready(pty_term *t)
{
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
}

/* The board's title, in the top edge of its box, whole. */
static bool title_is(pty_term *t, const char *title)
{
	char want[200];
	snprintf(want, sizeof want, "\u250c %s ", title);
	return pty_screen_contains(t, want);
}

static void test_next_and_previous(void **state)
{
	(void)state;
	const char *const args[] = {"replay", data(0), data(1), data(2), NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	wait_ready(t);
	/* the first file: 3x4 from a3 */
	pty_assert(t, title_is(t, "3x4 grid-box-drawing.txt (1/3)"));
	pty_assert(t, pty_screen_contains(t, "square 1/12"));
	pty_assert(t, pty_screen_contains(t, " 1 a3  [c2\u00b9]"));
	pty_assert(t, pty_screen_contains(t, "File 1/3: ] next file, [ previous"));
	/* [ on the first: it stays, and says so */
	assert_true(pty_send(t, "["));
	pty_assert_text(t, "This is the first file (1/3).");
	/* two steps, then ]: the 8x8 tour from its first move */
	assert_true(pty_send(t, "nn"));
	pty_assert_text(t, "square 3/12");
	assert_true(pty_send(t, "]"));
	pty_assert_text(t, "File 2/3");
	wait_ready(t);
	pty_assert(t, title_is(t, "8x8 grid-markdown.md (2/3)"));
	pty_assert(t, pty_screen_contains(t, "square 1/64"));
	pty_assert(t, pty_screen_contains(t, "open tour, 64/64 squares"));
	pty_assert(t, pty_screen_contains(t, " 1 a8  [c7"));
	pty_assert(t, pty_screen_contains(t, "8\u2502  \u265e"));   /* the knight on a8 */
	pty_assert(t, pty_screen_contains(t, "\u2514\u2500a\u2500\u2500\u2500b")); /* files a-h */
	/* ] again: the 5x5 backtracking tour, its non-Warnsdorff mark */
	assert_true(pty_send(t, "]"));
	pty_assert_text(t, "File 3/3");
	wait_ready(t);
	pty_assert(t, title_is(t, "5x5 moves-colon.txt (3/3)"));
	pty_assert(t, pty_screen_contains(t, "square 1/25"));
	pty_assert(t, pty_screen_contains(t, "first non-Warnsdorff move 6"));
	assert_true(pty_send(t, "]"));
	pty_assert_text(t, "This is the last file (3/3).");
	/* [ back to the second, from its first move again */
	assert_true(pty_send(t, "["));
	pty_assert_text(t, "8x8 grid-markdown.md (2/3)");
	wait_ready(t);
	pty_assert(t, pty_screen_contains(t, "square 1/64"));
	pty_assert(t, pty_screen_contains(t, " 1 a8  [c7"));
	/* the help lists the keys (below the first screenful at 80x24) */
	assert_true(pty_send(t, "?"));
	pty_assert_text(t, "Help: keys, marks, counters");
	for (int i = 0; i < 40 && !(pty_wait_stable(t, 50, PTY_TIMEOUT_MS) &&
				    pty_screen_contains(t, "replay FILE...: the previous file"));
	     i++)
		assert_true(pty_send_key(t, PTY_KEY_DOWN));
	pty_assert_text(t, "replay FILE...: the next file");
	pty_assert_text(t, "replay FILE...: the previous file");
	assert_true(pty_send(t, "x"));
	pty_assert_gone(t, "Help: keys, marks, counters");
	pty_assert_quit(t);
}

static void test_long_name_cut(void **state)
{
	(void)state;
	char dir[64], link[PATH_MAX + 128];
	snprintf(dir, sizeof dir, "/tmp/ktour-e2e-playlist-XXXXXX");
	assert_non_null(mkdtemp(dir));
	snprintf(link, sizeof link, "%s/the-squirrel-cull-tour-as-a-markdown-table-take-2.md",
		 dir);
	assert_int_equal(symlink(data(1), link), 0);
	const char *const args[] = {"replay", data(0), link, NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	assert_true(pty_send(t, "]"));
	pty_assert_text(t, "File 2/2");
	wait_ready(t);
	/* 30 columns for the title: its head, the ellipsis, its tail */
	pty_assert(t, title_is(t, "the-squ\u2026-table-take-2.md (2/2)"));
	pty_assert_quit(t);
	unlink(link);
	rmdir(dir);
}

/* A file that reads but cannot be replayed (a board larger than a replay
 * shows) is named before the screen opens, and nothing opens. */
static void test_unreplayable_named(void **state)
{
	(void)state;
	char dir[64], big[128];
	snprintf(dir, sizeof dir, "/tmp/ktour-e2e-playlist-XXXXXX");
	assert_non_null(mkdtemp(dir));
	snprintf(big, sizeof big, "%s/big.moves", dir);
	FILE *f = fopen(big, "w");
	assert_non_null(f);
	fputs("# board 6000x6000\n1. a1 2. b3\n", f);
	assert_int_equal(fclose(f), 0);
	const char *const args[] = {"replay", data(0), big, NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_exit(t, 2);
	pty_assert(t, pty_screen_contains(t, "big.moves: board 6000x6000"));
	pty_assert(t, !pty_altscreen(t));
	pty_close(t);
	unlink(big);
	rmdir(dir);
}

static int setup(void **state)
{
	(void)state;
	return getcwd(root, sizeof root) ? 0 : -1;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_next_and_previous, pty_teardown),
		cmocka_unit_test_teardown(test_long_name_cut, pty_teardown),
		cmocka_unit_test_teardown(test_unreplayable_named, pty_teardown),
	};
	return cmocka_run_group_tests(tests, setup, NULL);
}
