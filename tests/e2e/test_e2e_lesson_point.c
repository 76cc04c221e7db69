/* SPDX-License-Identifier: MIT */
/* A lesson that points and asks (tests/data/lessons/point.lesson), end to
 * end at 80x24: the highlighted square stands in brackets in R_POINT's
 * orange (256-colour 214), the arrow's ends "N>" and ">" before the square;
 * the question stands under the caption with its answer hidden, the footer
 * saying space shows it; space shows the answer (the scene stays, the
 * footer now says next scene) and the space after goes on to scene 2; the
 * --notes file has each scene's page as it was reached. */
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

#define LESSON "tests/data/lessons/point.lesson"

/* The cell at the first place text stands on the screen. */
static pty_cell_info cell_of(pty_term *t, const char *text)
{
	int row, col;
	pty_assert(t, pty_find_text(t, text, &row, &col));
	return pty_cell(t, row, col);
}

static void test_ask_answer_next(void **state)
{
	(void)state;
	char notes[64];
	snprintf(notes, sizeof notes, "/tmp/ktour-notes.XXXXXX");
	int fd = mkstemp(notes);
	assert_true(fd >= 0);
	close(fd);
	const char *const args[] = {"lesson", LESSON, "--notes", notes, NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "Scene 1/2: Where can it go?");
	pty_assert(t, pty_wait_stable(t, 200, PTY_TIMEOUT_MS));
	/* c4 ringed: brackets round its mark, black on orange */
	pty_cell_info c = cell_of(t, "[");
	assert_int_equal(c.bg, 214);
	assert_int_equal(c.fg, 16);
	/* the arrow: a5's knight then ">", b3's mark after ">" */
	c = cell_of(t, "\u265e>");
	assert_int_equal(c.bg, 214);
	pty_assert(t, pty_screen_contains(t, "Arrow: a5 -> b3."));
	/* the question, its answer hidden, and what space does */
	pty_assert(t, pty_screen_contains(t, "Question: Which squares can it reach?"));
	pty_assert(t, pty_screen_contains(t, "(space: the"));
	pty_assert(t, !pty_screen_contains(t, "two of them"));
	pty_assert(t, pty_screen_contains(t, "space/n the answer"));
	/* space: the answer, the same scene */
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "two of them.");
	pty_assert(t, pty_screen_contains(t, "Answer: b3"));
	pty_assert(t, !pty_screen_contains(t, "(space: the"));
	pty_assert(t, pty_screen_contains(t, "Scene 1/2: Where can it go?"));
	pty_assert(t, pty_screen_contains(t, "space/n next scene"));
	pty_assert(t, pty_screen_contains(t, "scene 1/2"));
	/* the space after: the next scene, nothing ringed there */
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "Scene 2/2: Three steps on");
	pty_assert(t, pty_wait_stable(t, 300, PTY_TIMEOUT_MS));
	pty_assert(t, !pty_screen_contains(t, "["));
	pty_assert(t, !pty_screen_contains(t, "Question:"));
	pty_assert_quit(t);
	/* the teacher's pages, one a scene, the clock on each */
	FILE *f = fopen(notes, "r");
	assert_non_null(f);
	char buf[2000];
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	unlink(notes);
	assert_non_null(strstr(buf, "== Scene 1/2: Where can it go?  [0:0"));
	assert_non_null(strstr(buf, " since the start]\nLet them count on their fingers.\n"
				    "Question: Which squares can it reach?\n"
				    "Answer: b3 and c4, two of them.\n"
				    "Next: scene 2, Three steps on\n"));
	assert_non_null(strstr(buf, "== Scene 2/2: Three steps on  [0:0"));
	assert_non_null(strstr(buf, "(no notes)\nNext: the end of the lesson\n"));
	assert_null(strstr(strstr(buf, "== Scene 2/2") + 1, "== Scene")); /* once each */
}

/* Without colour, in ASCII: the glyphs alone say it. */
static void test_ascii(void **state)
{
	(void)state;
	const char *const args[] = {"lesson", LESSON, "--ascii", "--color", "off", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "Scene 1/2: Where can it go?");
	pty_assert(t, pty_wait_stable(t, 200, PTY_TIMEOUT_MS));
	pty_assert(t, pty_screen_contains(t, "[@]")); /* c4: a candidate, ringed */
	pty_assert(t, pty_screen_contains(t, "N>"));  /* a5: the knight, the arrow leaves */
	pty_assert(t, pty_screen_contains(t, ">+"));  /* b3: the next candidate, it lands */
	pty_cell_info c = cell_of(t, "[@]");
	pty_assert(t, c.underline && c.bold); /* reversed too on a light square */
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_ask_answer_next, pty_teardown),
		cmocka_unit_test_teardown(test_ascii, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
