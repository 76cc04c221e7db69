/* SPDX-License-Identifier: MIT */
/* The explorer's screen at every size, end to end: the real binary in a
 * pseudo-terminal at 40x12, 80x24, 120x40, 200x60 and 160x45, for the
 * start screen, searches in the middle on 5x5 and 12x12, a backtrack, a
 * solution, help, options, the replay of an 8x30 tour, the presentation
 * layout, ASCII and monochrome.  From the screen text each size checks:
 * no two move numbers touch (the cells are wider than the largest
 * number), the heatmap's ranks line up with the board's, text never runs
 * into the edge of its panel (what is cut ends with an ellipsis), the
 * seed is whole, big numerals appear on a projector's 160x45 and not at
 * 80x24.  A few screens are compared whole with golden copies in
 * tests/e2e/golden/ (KTOUR_GOLDEN_UPDATE=1 writes them anew).  And the
 * README's example session is played and each of its quoted sentences
 * looked for, so that it stays what the program shows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"
#include "e2e/screen_rules.h"

#define SEED "1234567890"

/* ---- the matrix ------------------------------------------------------ */

typedef struct scene {
	const char *name;
	const char *const *args;
	const char *const *env;
	const char *keys;     /* sent one by one after READY */
	const char *until;    /* then waited for */
	const char *board;    /* the board's title; NULL: an overlay covers it */
	int digits;           /* of the largest move number */
	int rank_w;
	bool seed;            /* the status line has the seed */
	bool big_at_160;      /* big numerals expected at 160x45 */
	bool mono;
} scene;

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

static const scene scenes[] = {
	{"start", ARGS("explore", "--seed", SEED), NULL, "", "READY", "Board 8x8", 2, 1, true,
	 false, false},
	{"mid5", ARGS("explore", "-b", "5x5", "--seed", SEED), NULL, "nnnnnn", "step 6 ",
	 "Board 5x5", 2, 1, true, true, false},
	{"mid12", ARGS("explore", "-b", "12x12", "--seed", SEED), NULL, "nnnnnnnnnnnnnnnnnnnn",
	 "step 20 ", "Board 12x12", 3, 2, true, false, false},
	{"backtrack", ARGS("explore", "-b", "5x5", "--seed", SEED), NULL, "0b",
	 "Stopped at a backtrack", "Board 5x5", 2, 1, true, true, false},
	{"solution", ARGS("explore", "-b", "5x5", "--seed", SEED), NULL, "0N", "SOLUTION 1 FOUND",
	 "Board 5x5", 2, 1, true, true, false},
	{"help", ARGS("explore", "--seed", SEED), NULL, "nnn?", "Help: keys", NULL, 2, 1, true,
	 false, false},
	{"options", ARGS("explore", "--seed", SEED), NULL, "o", "Options", NULL, 2, 1, true, false,
	 false},
	{"replay", ARGS("replay", "assets/tours/wide-8x30.moves"), NULL, "nnnnn", "square 6/240",
	 /* a narrow title drops the size, then cuts the name in the middle */
	 "8x30 wide|wid\u2026|wide\u2026", 3, 1, false, false, false},
	{"present", ARGS("explore", "-b", "5x5", "--seed", SEED), NULL, "nnnnz", "Presentation",
	 "Board 5x5", 2, 1, true, true, false},
	{"ascii", ARGS("explore", "-b", "5x5", "--seed", SEED), ARGS("LC_ALL=C", "LANG=C"),
	 "nnnn", "step 4 ", "Board 5x5", 2, 1, true, true, false},
	{"mono", ARGS("explore", "-b", "5x5", "--seed", SEED), ARGS("NO_COLOR=1"), "nnnn",
	 "step 4 ", "Board 5x5", 2, 1, true, true, true},
};

static const int sizes[][2] = {{24, 80}, {12, 40}, {40, 120}, {60, 200}, {45, 160}};

/* The screen after a resize: drawn anew at the new size. */
static bool redrawn(pty_term *t, void *arg)
{
	const char *until = arg;
	char *last = pty_row_text(t, pty_rows(t) - 1);
	bool yes = last && last[0] && pty_screen_contains(t, until);
	free(last);
	return yes;
}

static void check_scene(const scene *sc)
{
	pty_term *t = pty_spawn_ktour(sc->args, sc->env, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 60, PTY_TIMEOUT_MS));
	for (const char *k = sc->keys; *k; k++) {
		char key[2] = {*k, '\0'};
		assert_true(pty_send(t, key));
	}
	pty_assert_text(t, sc->until);
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		int rows = sizes[i][0], cols = sizes[i][1];
		assert_true(pty_resize(t, rows, cols));
		pty_assert(t, pty_wait_until(t, redrawn, (void *)sc->until, PTY_TIMEOUT_MS));
		pty_assert(t, pty_wait_stable(t, 60, PTY_TIMEOUT_MS));
		scr_check_edges(t);
		if (sc->seed)
			scr_check_seed(t, SEED);
		if (sc->mono)
			pty_assert(t, !pty_screen_has_colour(t));
		if (!sc->board)
			continue;
		scr_check_all(t, sc->digits);
		box b;
		pty_assert(t, scr_find_box_any(t, sc->board, &b));
		scr_check_numbers_apart(t, &b, sc->digits);
		scr_check_heat_lined_up(t, &b, sc->rank_w);
		if (rows == 24 && cols == 80)
			pty_assert(t, !scr_big_numerals(t, &b));
		if (rows == 45 && cols == 160 && sc->big_at_160)
			pty_assert(t, scr_big_numerals(t, &b));
		if ((rows == 45 && strcmp(sc->name, "mid5") == 0) ||
		    (rows == 24 && (strcmp(sc->name, "mid12") == 0 || strcmp(sc->name, "start") == 0 ||
				    strcmp(sc->name, "replay") == 0))) {
			char name[64];
			snprintf(name, sizeof name, "%s-%dx%d", sc->name, cols, rows);
			scr_golden(t, name);
		}
	}
	if (!sc->board) { /* close the overlay first */
		assert_true(pty_send_key(t, PTY_KEY_ESC));
		if (strcmp(sc->until, "Options") == 0)
			pty_assert_text(t, "Options unchanged.");
		else
			pty_assert_gone(t, sc->until);
	}
	pty_assert_quit(t);
}

#define SCENE_TEST(i, fn)                                                                 \
	static void fn(void **state)                                                      \
	{                                                                                 \
		(void)state;                                                              \
		check_scene(&scenes[i]);                                                  \
	}
SCENE_TEST(0, test_start)
SCENE_TEST(1, test_mid_search_5x5)
SCENE_TEST(2, test_mid_search_12x12)
SCENE_TEST(3, test_backtrack)
SCENE_TEST(4, test_solution)
SCENE_TEST(5, test_help)
SCENE_TEST(6, test_options)
SCENE_TEST(7, test_replay_8x30)
SCENE_TEST(8, test_presentation)
SCENE_TEST(9, test_ascii)
SCENE_TEST(10, test_monochrome)

/* ---- b at the speed chosen --------------------------------------------- */

static void test_slow_run_to_backtrack(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "5x5", "--speed", "20", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	assert_true(pty_send(t, "b"));
	/* it runs where one can follow it: a step at a time */
	pty_assert_text(t, "RUN TO BACKTRACK");
	pty_assert_text(t, "Running at 20/s to the next backtrack; 0 runs at maximum speed.");
	pty_assert_text(t, "step 3 ");
	pty_assert(t, pty_screen_contains(t, "RUN TO BACKTRACK"));
	/* and stops at it: 5x5's first backtrack is its 23rd step (what the
	 * stop shows is waited for: the message can reach the terminal in a
	 * frame before the squares and the stack under load) */
	if (!pty_wait_text(t, "Stopped at a backtrack", 3 * PTY_TIMEOUT_MS)) {
		pty_dump(t, stderr);
		fail_msg("the run never stopped at the backtrack");
	}
	pty_assert_text(t, "step 23 ");
	/* a3 had no move at all: a dead end, in the stack and the narration */
	pty_assert_text(t, "23 a3 \u00d7 dead end");
	pty_assert_text(t, "a3 is a dead end: no unvisited square");
	/* b again: the next backtrack is the next step; b5 had a candidate,
	 * searched: all tried, not a dead end */
	assert_true(pty_send(t, "b"));
	pty_assert_text(t, "step 24 ");
	pty_assert_text(t, "22 b5 \u00d7 all tried");
	pty_assert_text(t, "All tried at b5: its only candidate has been searched; back to c3.");
	/* B: on past the run of backtracks to the move after it (step 26) */
	assert_true(pty_send(t, "B"));
	if (!pty_wait_text(t, "Stopped where the search goes on after backing up",
			   3 * PTY_TIMEOUT_MS)) {
		pty_dump(t, stderr);
		fail_msg("B never stopped after the backtracks");
	}
	pty_assert_text(t, "step 26 ");
	pty_assert_text(t, "From b1 try move 8 to a3");
	assert_true(pty_send(t, "q"));
	pty_assert_exit(t, 0);
	pty_close(t);
}

/* ---- the README's example session ------------------------------------ */

/* The screen's rows joined by blanks: a sentence wrapped onto two rows
 * reads whole. */
static bool shows(pty_term *t, void *arg)
{
	const char *want = arg;
	char *s = pty_screen_text(t);
	for (char *p = s; *p; p++)
		if (*p == '\n')
			*p = ' ';
	/* rows are trimmed: "a\nb" became "a b" as the wrap intended */
	bool yes = strstr(s, want) != NULL;
	free(s);
	return yes;
}

static void test_readme_session(void **state)
{
	(void)state;
	FILE *f = fopen("README.md", "r");
	assert_non_null(f);
	static char line[1024];
	bool in = false;
	pty_term *t = NULL;
	int checked = 0;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!in) {
			in = strncmp(line, "$ ./ktour explore ", strlen("$ ./ktour explore ")) == 0;
			if (in) {
				/* the command line: its words after ./ktour */
				static char words[1024];
				static const char *argv[32];
				int n = 0;
				snprintf(words, sizeof words, "%s", line + strlen("$ ./ktour "));
				for (char *w = strtok(words, " "); w && n < 31; w = strtok(NULL, " "))
					argv[n++] = w;
				argv[n] = NULL;
				t = pty_spawn_ktour(argv, NULL, 24, 80);
				assert_non_null(t);
				pty_assert_text(t, "READY");
			}
			continue;
		}
		if (strncmp(line, "```", 3) == 0)
			break;
		/* "  KEYS   text with "quotes"": the keys end at two blanks */
		char *p = line;
		while (*p == ' ')
			p++;
		char *end = strstr(p, "  ");
		if (end)
			*end = '\0';
		for (char *k = strtok(p, " "); k; k = strtok(NULL, " "))
			assert_true(pty_send(t, strcmp(k, "space") == 0 ? " " : k));
		if (!end)
			continue;
		for (char *q = strchr(end + 1, '"'); q; q = strchr(q + 1, '"')) {
			char *close = strchr(q + 1, '"');
			assert_non_null(close);
			*close = '\0';
			if (!pty_wait_until(t, shows, q + 1, PTY_TIMEOUT_MS)) {
				pty_dump(t, stderr);
				fail_msg("README: the screen never showed \"%s\"", q + 1);
			}
			checked++;
			q = close;
		}
	}
	fclose(f);
	pty_assert(t, checked >= 8);
	pty_assert_exit(t, 0); /* the session ends with q */
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_start, pty_teardown),
		cmocka_unit_test_teardown(test_mid_search_5x5, pty_teardown),
		cmocka_unit_test_teardown(test_mid_search_12x12, pty_teardown),
		cmocka_unit_test_teardown(test_backtrack, pty_teardown),
		cmocka_unit_test_teardown(test_solution, pty_teardown),
		cmocka_unit_test_teardown(test_help, pty_teardown),
		cmocka_unit_test_teardown(test_options, pty_teardown),
		cmocka_unit_test_teardown(test_replay_8x30, pty_teardown),
		cmocka_unit_test_teardown(test_presentation, pty_teardown),
		cmocka_unit_test_teardown(test_ascii, pty_teardown),
		cmocka_unit_test_teardown(test_monochrome, pty_teardown),
		cmocka_unit_test_teardown(test_slow_run_to_backtrack, pty_teardown),
		cmocka_unit_test_teardown(test_readme_session, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
