/* SPDX-License-Identifier: MIT */
/* The lessons of assets/lessons end to end, at 80x24 and 160x45: every
 * scene, forwards (n, the search running there, Enter: there at once) and
 * backwards (p), shows in its status line the scene's number and the step
 * that `ktour lesson --check` reports, and in its caption box the whole
 * caption, wrapped at words and never cut; a question in the middle (Esc,
 * then n n p, the explorer's step, step and back) leaves the scene, and
 * Enter brings it back; a false expect is named on the screen. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"
#include "e2e/screen_rules.h"

#define MAX_SCENES 20

typedef struct scene {
	unsigned long long step;
	char caption[1000];
} scene;

typedef struct lesson_info {
	int n;
	scene s[MAX_SCENES];
} lesson_info;

/* ktour lesson --check FILE: each scene's step and caption. */
static void check_lesson(const char *file, lesson_info *out)
{
	char cmd[600], line[1000];
	snprintf(cmd, sizeof cmd, "\"%s\" lesson --check %s", pty_ktour_bin(), file);
	FILE *p = popen(cmd, "r");
	assert_non_null(p);
	memset(out, 0, sizeof *out);
	while (fgets(line, sizeof line, p)) {
		int k, n;
		unsigned long long step;
		if (sscanf(line, "scene %d/%d at step %llu", &k, &n, &step) == 3 && k <= MAX_SCENES) {
			out->n = n;
			out->s[k - 1].step = step;
		} else if (strncmp(line, "  caption: ", 11) == 0 && out->n) {
			line[strcspn(line, "\n")] = '\0';
			for (k = 0; k < MAX_SCENES && out->s[k].caption[0]; k++)
				;
			snprintf(out->s[k].caption, sizeof out->s[k].caption, "%s", line + 11);
		}
	}
	assert_int_equal(pclose(p), 0);
	assert_true(out->n >= 8 && out->n <= 15);
}

/* The status line's ways of writing step v: exact, or shortened. */
static void step_texts(unsigned long long v, char exact[40], char shortv[40])
{
	snprintf(exact, 40, "step %llu ", v);
	if (v >= 1000000000ull)
		snprintf(shortv, 40, "step %.2fG ", (double)v / 1e9);
	else if (v >= 1000000ull)
		snprintf(shortv, 40, "step %.2fM ", (double)v / 1e6);
	else if (v >= 10000ull)
		snprintf(shortv, 40, "step %.1fk ", (double)v / 1e3);
	else
		snprintf(shortv, 40, "step %llu ", v);
}

/* The caption box of scene k: its rows' text between the borders, joined. */
static bool caption_on_screen(pty_term *t, int k, int n, char *out, size_t len)
{
	char title[40];
	int row, col;
	snprintf(title, sizeof title, "Scene %d/%d: ", k, n);
	if (!pty_find_text(t, title, &row, &col))
		return false;
	size_t at = 0;
	out[0] = '\0';
	for (int r = row + 1; r < pty_rows(t); r++) {
		char *text = pty_row_text(t, r);
		if (strncmp(text, "\u2514", 3) == 0) { /* the bottom border */
			free(text);
			return true;
		}
		char *p = text;
		if (strncmp(p, "\u2502", 3) == 0)
			p += 3;
		char *end = p + strlen(p);
		if (end - p >= 3 && strcmp(end - 3, "\u2502") == 0)
			end -= 3;
		while (end > p && end[-1] == ' ')
			*--end = '\0';
		*end = '\0';
		while (*p == ' ')
			p++;
		at += (size_t)snprintf(out + at, len > at ? len - at : 0, "%s%s", at ? " " : "", p);
		free(text);
	}
	return false;
}

typedef struct want {
	const lesson_info *l;
	int k; /* 1-based */
	unsigned long long step;
} want;

/* The screen shows scene w->k: its number, its step, its whole caption. */
static bool at_scene(pty_term *t, void *arg)
{
	const want *w = arg;
	char text[40], exact[40], shortv[40], cap[2000];
	snprintf(text, sizeof text, "scene %d/%d ", w->k, w->l->n);
	step_texts(w->step, exact, shortv);
	char *screen = pty_screen_text(t);
	bool ok = strstr(screen, text) && (strstr(screen, exact) || strstr(screen, shortv));
	free(screen);
	return ok && caption_on_screen(t, w->k, w->l->n, cap, sizeof cap) &&
	       strcmp(cap, w->l->s[w->k - 1].caption) == 0;
}

static void expect_scene(pty_term *t, const lesson_info *l, int k, unsigned long long step)
{
	want w = {l, k, step};
	if (!pty_wait_until(t, at_scene, &w, PTY_TIMEOUT_MS)) {
		char cap[2000] = "";
		caption_on_screen(t, k, l->n, cap, sizeof cap);
		pty_dump(t, stderr);
		fail_msg("scene %d/%d at step %llu: caption on screen '%s', expected '%s'", k, l->n,
			 step, cap, l->s[k - 1].caption);
	}
}

static void go_through(const char *name, int rows, int cols, int question)
{
	char file[200];
	lesson_info l;
	snprintf(file, sizeof file, "assets/lessons/%s.lesson", name);
	check_lesson(file, &l);
	const char *const args[] = {"lesson", file, NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, rows, cols);
	assert_non_null(t);
	expect_scene(t, &l, 1, l.s[0].step);
	for (int k = 2; k <= l.n; k++) { /* forwards: n, and Enter: there at once */
		assert_true(pty_send(t, "n"));
		assert_true(pty_send_key(t, PTY_KEY_ENTER));
		expect_scene(t, &l, k, l.s[k - 1].step);
	}
	for (int k = l.n - 1; k >= 1; k--) { /* backwards, exactly */
		assert_true(pty_send(t, "p"));
		expect_scene(t, &l, k, l.s[k - 1].step);
	}
	/* a question in the middle: scene `question`, then n n p and Enter */
	char num[8];
	snprintf(num, sizeof num, "%d", question);
	assert_true(pty_send(t, num));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	expect_scene(t, &l, question, l.s[question - 1].step);
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_text(t, "Enter back to the scene");
	assert_true(pty_send(t, "nnp"));
	expect_scene(t, &l, question, l.s[question - 1].step + 1);
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	expect_scene(t, &l, question, l.s[question - 1].step);
	pty_assert_text(t, "space/n next scene");
	pty_assert_quit(t);
}

static void test_backtracking_80x24(void **state)
{
	(void)state;
	go_through("backtracking", 24, 80, 7);
}

static void test_backtracking_160x45(void **state)
{
	(void)state;
	go_through("backtracking", 45, 160, 7);
}

static void test_warnsdorff_80x24(void **state)
{
	(void)state;
	go_through("warnsdorff", 24, 80, 3);
}

static void test_warnsdorff_160x45(void **state)
{
	(void)state;
	go_through("warnsdorff", 45, 160, 3);
}

static void test_lookahead_80x24(void **state)
{
	(void)state;
	go_through("lookahead", 24, 80, 5);
}

static void test_lookahead_160x45(void **state)
{
	(void)state;
	go_through("lookahead", 45, 160, 5);
}

/* ---- the caption in the presentation (z) ------------------------------------- */

/* The text inside box b, its rows joined by blanks. */
static void box_text(pty_term *t, const box *b, char *out, size_t len)
{
	size_t at = 0;
	out[0] = '\0';
	for (int r = b->top + 1; r < b->bottom && at < len; r++) {
		char row[600];
		scr_cells_text(t, r, b->left + 1, b->right, row, sizeof row);
		if (row[0])
			at += (size_t)snprintf(out + at, len - at, "%s%s", at ? " " : "", row);
	}
}

/* Big ink (half or full blocks) inside box b? */
static bool box_has_big(pty_term *t, const box *b)
{
	for (int r = b->top + 1; r < b->bottom; r++)
		for (int c = b->left + 1; c < b->right; c++)
			if (scr_is_big(scr_at(t, r, c)))
				return true;
	return false;
}

/* lesson FILE at rows x cols, scene k at once, then z: the screen stable. */
static pty_term *presented(const char *file, int rows, int cols, int k)
{
	const char *const args[] = {"lesson", file, NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, rows, cols);
	assert_non_null(t);
	pty_assert_text(t, "scene 1/");
	char num[8];
	snprintf(num, sizeof num, "%d", k);
	assert_true(pty_send(t, num));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	char title[40];
	snprintf(title, sizeof title, "Scene %d/", k);
	pty_assert_text(t, title);
	assert_true(pty_send(t, "z"));
	pty_assert_text(t, "Presentation: the board and the narration");
	pty_assert(t, pty_wait_stable(t, 300, PTY_TIMEOUT_MS));
	return t;
}

/* With the words large (160x45, 200x60), the caption is the text of the
 * screen (issue 34): in its own box in the column of words beside the
 * board, whole, in big words where they fit (200x60; a short caption at
 * 160x45), else in plain text (the backtracking lesson's three lines at
 * 160x45); the narration under it in plain text, never larger than the
 * caption.  At 80x24 it wraps in plain text across the foot. */
static void test_caption_in_the_presentation(void **state)
{
	(void)state;
	static const int sizes[][2] = {{45, 160}, {60, 200}};
	lesson_info l;
	check_lesson("assets/lessons/backtracking.lesson", &l);
	for (int i = 0; i < 2; i++) {
		pty_term *t = presented("assets/lessons/backtracking.lesson", sizes[i][0],
					sizes[i][1], 4);
		box cap, board;
		char text[2000];
		pty_assert(t, scr_find_box(t, "Scene 4/14: The first dead end", &cap));
		pty_assert(t, scr_find_box(t, "Board 5x5", &board));
		pty_assert(t, cap.left > board.right); /* beside the board */
		if (i == 0) {
			box_text(t, &cap, text, sizeof text);
			assert_string_equal(text, l.s[3].caption); /* whole, plain */
		} else {
			pty_assert(t, box_has_big(t, &cap)); /* 200x60: big words */
			pty_assert(t, !pty_screen_contains(t, "no move lands"));
		}
		/* the narration under it, plain: no big words, some text */
		int ink = 0, letters = 0;
		for (int r = cap.bottom + 1; r < pty_rows(t) - 3; r++)
			for (int c = cap.left; c < cap.right; c++) {
				ink += scr_is_big(scr_at(t, r, c));
				letters += scr_at(t, r, c) >= 'a' && scr_at(t, r, c) <= 'z';
			}
		pty_assert(t, ink == 0 && letters > 20);
		scr_check_edges(t);
		scr_check_borders(t);
		pty_assert_quit(t);
	}
	/* a short caption: big words in its box */
	pty_term *t = presented("tests/data/lessons/short-caption.lesson", 45, 160, 2);
	box cap, board;
	pty_assert(t, scr_find_box(t, "Scene 2/2: The first dead end", &cap));
	pty_assert(t, scr_find_box(t, "Board 5x5", &board));
	pty_assert(t, cap.left > board.right);
	pty_assert(t, box_has_big(t, &cap));
	pty_assert(t, !pty_screen_contains(t, "nowhere to go")); /* not in plain text */
	scr_check_edges(t);
	scr_check_borders(t);
	pty_assert_quit(t);
	/* 80x24: across the foot, plain */
	t = presented("assets/lessons/backtracking.lesson", 24, 80, 4);
	char text[2000];
	pty_assert(t, scr_find_box(t, "Scene 4/14: The first dead end", &cap));
	pty_assert(t, cap.left == 0 && cap.right == 79);
	box_text(t, &cap, text, sizeof text);
	assert_string_equal(text, l.s[3].caption);
	pty_assert_quit(t);
}

/* A bad lesson: the explorer never opens, the line and column are named. */
static void test_bad_lesson(void **state)
{
	(void)state;
	const char *const args[] = {"lesson", "tests/data/lessons/bad-until.lesson", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "bad-until.lesson:");
	pty_assert_text(t, "never gets stuck");
	pty_assert_exit(t, 2);
	pty_assert(t, !pty_altscreen(t));
	pty_close(t);
}

/* A false expect: the lesson is given, and at the scene's moment its
 * caption names the line, the value expected and the one found before the
 * caption, its figures filled in from the search on the screen. */
static void test_false_expect(void **state)
{
	(void)state;
	const char *const args[] = {"lesson", "tests/data/lessons/false-expect.lesson", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "Scene 1/1: The first tour");
	pty_assert_text(t, "step 57 ");
	char cap[2000];
	pty_assert(t, caption_on_screen(t, 1, 1, cap, sizeof cap));
	assert_string_equal(cap, "[line 13 FAILS: expect step 58, but it is 57] Tour 1, at step 57, "
				 "on a1.");
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_backtracking_80x24, pty_teardown),
		cmocka_unit_test_teardown(test_backtracking_160x45, pty_teardown),
		cmocka_unit_test_teardown(test_warnsdorff_80x24, pty_teardown),
		cmocka_unit_test_teardown(test_warnsdorff_160x45, pty_teardown),
		cmocka_unit_test_teardown(test_lookahead_80x24, pty_teardown),
		cmocka_unit_test_teardown(test_lookahead_160x45, pty_teardown),
		cmocka_unit_test_teardown(test_caption_in_the_presentation, pty_teardown),
		cmocka_unit_test_teardown(test_bad_lesson, pty_teardown),
		cmocka_unit_test_teardown(test_false_expect, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
