/* SPDX-License-Identifier: MIT */
/* The projector, end to end: the presentation layout (z) with its words
 * large on 5x5 and 8x8, with the algorithm (a), a comparison with and
 * without z, the light and projector themes and monochrome, each at
 * 60x20, 80x24, 120x40, 160x45 and 200x60, compared whole with golden
 * copies in tests/e2e/golden/ (KTOUR_GOLDEN_UPDATE=1 writes them anew).
 * Every screen keeps the rules of screen_rules.h (nothing cut into an
 * edge, no number touching a border or another number, one numeral
 * height per board); and from the screen: at 160x45 the narration's
 * glyphs are at least two rows tall, at 200x60 an 8x8 board's squares
 * are taller than in the normal layout, who is ahead is large in a
 * comparison presented, the themes' colours are their palette's (read
 * back through libvterm), and without colour the dark squares are
 * reversed. */
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
#include "ui/base/palette.h"

#define SEED "1234567890"
#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

typedef struct scene {
	const char *name;
	const char *const *args;
	const char *keys;   /* sent one by one once READY shows */
	const char *until;  /* then waited for */
	int digits;         /* of the largest move number */
	int theme;          /* THEME_* whose colours the board has; -1: no check */
	bool present;       /* the words large at 160x45 */
	bool compare;
} scene;

static const int sizes[][2] = {{20, 60}, {24, 80}, {40, 120}, {45, 160}, {60, 200}};

/* The screen after a resize: drawn anew at the new size. */
static bool redrawn(pty_term *t, void *arg)
{
	char *last = pty_row_text(t, pty_rows(t) - 1);
	bool yes = last && last[0] && pty_screen_contains(t, arg);
	free(last);
	return yes;
}

static void resize(pty_term *t, int rows, int cols, const char *until)
{
	assert_true(pty_resize(t, rows, cols));
	pty_assert(t, pty_wait_until(t, redrawn, (void *)until, PTY_TIMEOUT_MS));
	pty_assert(t, pty_wait_stable(t, 60, PTY_TIMEOUT_MS));
}

static void send_keys(pty_term *t, const char *keys)
{
	for (const char *k = keys; *k; k++) {
		char key[2] = {*k, '\0'};
		assert_true(pty_send(t, key));
	}
}

/* The first board on the screen and its squares. */
static void first_board(pty_term *t, box *b, board_geo *g)
{
	pty_assert(t, scr_boards(t, b, 1) == 1);
	pty_assert(t, scr_board_geo(t, b, g));
}

/* The narration drawn large: right of (or under) the board, glyphs of
 * strokes two rows tall at the least, and not as a line of plain text. */
static void check_words_large(pty_term *t)
{
	box b;
	board_geo g;
	first_board(t, &b, &g);
	int rows = pty_rows(t), cols = pty_cols(t);
	int right = scr_tallest_stroke(t, 1, b.right + 1, rows - 2, cols - b.right - 1);
	int under = scr_tallest_stroke(t, b.bottom + 1, 0, rows - b.bottom - 2, cols);
	if (right < 4 && under < 4) {
		pty_dump(t, stderr);
		fail_msg("no big words beside or under the board (strokes %d, %d half-rows)", right,
			 under);
	}
	pty_assert(t, !pty_screen_contains(t, "try move"));
}

/* The squares' height of the first board. */
static int square_rows(pty_term *t)
{
	box b;
	board_geo g;
	first_board(t, &b, &g);
	return g.ch;
}

/* Who is ahead, large, over the two boards. */
static void check_ahead_large(pty_term *t)
{
	box boards[2];
	pty_assert(t, scr_boards(t, boards, 2) == 2);
	int stroke = scr_tallest_stroke(t, 1, 0, boards[0].top - 1, pty_cols(t));
	if (stroke < 4) {
		pty_dump(t, stderr);
		fail_msg("who is ahead is not large (strokes of %d half-rows)", stroke);
	}
}

/* The palette's colour of role r in theme th, as the 256-colour tier
 * draws it. */
static int bg_of(int th, role r)
{
	return palette_style_of((theme_id)th, r)->bg256;
}

/* Every empty square of the first board in its theme's colours (or, in
 * monochrome, reversed when dark); the page in the theme's background. */
static void check_colours(pty_term *t, int th)
{
	box b;
	board_geo g;
	first_board(t, &b, &g);
	int empty = 0;
	for (int i = 0; i < g.rows; i++)
		for (int j = 0; j < g.cols; j++) {
			bool blank = true, dark = (i + j) & 1;
			for (int y = 0; y < g.ch && blank; y++)
				for (int x = 0; x < g.cw && blank; x++)
					blank = scr_at(t, g.y0 + i * g.ch + y, g.x0 + j * g.cw + x) == ' ';
			if (!blank)
				continue;
			empty++;
			pty_cell_info c = pty_cell(t, g.y0 + i * g.ch + g.ch / 2, g.x0 + j * g.cw);
			bool ok = th == THEME_MONO
					  ? c.reverse == dark && c.bg == PTY_COLOUR_DEFAULT
					  : c.bg == bg_of(th, dark ? R_SQ_DARK : R_SQ_LIGHT);
			if (!ok) {
				pty_dump(t, stderr);
				fail_msg("square (%d, %d): background %d, reverse %d", i, j, c.bg,
					 c.reverse);
			}
		}
	pty_assert(t, empty > 0);
	if (th == THEME_MONO) {
		pty_assert(t, !pty_screen_has_colour(t));
		return;
	}
	/* the page: a blank far right on the message line */
	pty_cell_info page = pty_cell(t, pty_rows(t) - 3, pty_cols(t) - 1);
	pty_assert(t, page.bg == bg_of(th, R_NORMAL));
	/* the heatmap's key, right of its rule: each degree on its colour
	 * of the theme's scale (projector: viridis) */
	box h;
	if (!scr_find_box(t, "Onward moves", &h))
		return;
	int seen = 0;
	for (int r = h.top + 1; r < h.bottom; r++) {
		int rule = h.right - 1;
		while (rule > h.left && scr_at(t, r, rule) != 0x2502)
			rule--;
		for (int c = rule + 1; rule > h.left && c < h.right; c++) {
			uint32_t ch = scr_at(t, r, c);
			if (!scr_is_digit(ch))
				continue;
			pty_cell_info d = pty_cell(t, r, c);
			pty_assert(t, d.bg == bg_of(th, (role)(R_HEAT0 + (int)(ch - '0'))));
			seen++;
		}
	}
	pty_assert(t, seen == 9);
}

static void check_scene(const scene *sc)
{
	pty_term *t = pty_spawn_ktour(sc->args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 60, PTY_TIMEOUT_MS));
	send_keys(t, sc->keys);
	pty_assert_text(t, sc->until);
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		int rows = sizes[i][0], cols = sizes[i][1];
		resize(t, rows, cols, sc->until);
		scr_check_all(t, sc->digits);
		if (!sc->compare)
			scr_check_seed(t, SEED);
		if (sc->present && rows == 45)
			check_words_large(t);
		if (sc->compare && sc->present && rows >= 45)
			check_ahead_large(t);
		if (sc->theme >= 0)
			check_colours(t, sc->theme);
		char name[64];
		snprintf(name, sizeof name, "%s-%dx%d", sc->name, cols, rows);
		scr_golden(t, name);
		/* an 8x8 board presented at 200x60: taller squares than without */
		if (sc->present && !sc->compare && rows == 60 && strstr(sc->name, "8")) {
			int big = square_rows(t);
			assert_true(pty_send(t, "z"));
			pty_assert_text(t, "The panels are back");
			pty_assert(t, pty_wait_stable(t, 60, PTY_TIMEOUT_MS));
			int normal = square_rows(t);
			if (big <= normal) {
				pty_dump(t, stderr);
				fail_msg("squares %d rows presented, %d without", big, normal);
			}
		}
	}
	pty_assert_quit(t);
}

static const scene scenes[] = {
	{"present5", ARGS("explore", "-b", "5x5", "--seed", SEED), "nnnnnnz", "Presentation", 2,
	 -1, true, false},
	{"present8", ARGS("explore", "-b", "8x8", "--seed", SEED), "nnnnnnnnnz", "Presentation",
	 2, -1, true, false},
	{"present5a", ARGS("explore", "-b", "5x5", "--seed", SEED), "nnnnnnaz", "Presentation", 2,
	 -1, true, false},
	{"compare", ARGS("explore", "-b", "6x6", "--compare", "warnsdorff", "--seed", SEED),
	 "nnnnnnnnnn", "step 10 ", 2, -1, false, true},
	{"comparez", ARGS("explore", "-b", "6x6", "--compare", "warnsdorff", "--seed", SEED),
	 "nnnnnnnnnnz", "Presentation", 2, -1, true, true},
	/* (ee: no estimate line, whose figures depend on the time it had) */
	{"light", ARGS("explore", "-b", "6x6", "--theme", "light", "--seed", SEED), "nnnnnnnnee",
	 "step 8 ", 2, THEME_LIGHT, false, false},
	{"projector", ARGS("explore", "-b", "6x6", "--theme", "projector", "--seed", SEED),
	 "nnnnnnnnee", "step 8 ", 2, THEME_PROJECTOR, false, false},
	{"mono", ARGS("explore", "-b", "6x6", "--theme", "mono", "--seed", SEED), "nnnnnnnnee",
	 "step 8 ", 2, THEME_MONO, false, false},
};

#define SCENE_TEST(i, fn)                                                                 \
	static void fn(void **state)                                                      \
	{                                                                                 \
		(void)state;                                                              \
		check_scene(&scenes[i]);                                                  \
	}
SCENE_TEST(0, test_present_5x5)
SCENE_TEST(1, test_present_8x8)
SCENE_TEST(2, test_present_algorithm)
SCENE_TEST(3, test_compare)
SCENE_TEST(4, test_compare_present)
SCENE_TEST(5, test_light)
SCENE_TEST(6, test_projector)
SCENE_TEST(7, test_mono)

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_present_5x5, pty_teardown),
		cmocka_unit_test_teardown(test_present_8x8, pty_teardown),
		cmocka_unit_test_teardown(test_present_algorithm, pty_teardown),
		cmocka_unit_test_teardown(test_compare, pty_teardown),
		cmocka_unit_test_teardown(test_compare_present, pty_teardown),
		cmocka_unit_test_teardown(test_light, pty_teardown),
		cmocka_unit_test_teardown(test_projector, pty_teardown),
		cmocka_unit_test_teardown(test_mono, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
