/* SPDX-License-Identifier: MIT */
/* Lessons (ktour/lesson.h): the header and the scenes read as written; every
 * bad line is refused with FILE:LINE:COLUMN and what is wrong; lesson_run()
 * runs each scene to the step the engine reaches (plain backtracking's first
 * 5x5 tour and the 304 from a corner, docs/literature.md), says which scene
 * cannot be reached and why; a skeleton written from marks reads back and
 * runs to the marks' steps; the lessons in assets/lessons read and run. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/lesson.h"

static lesson L; /* large */

static void parse_ok(const char *text)
{
	char err[600];
	if (!lesson_parse(text, strlen(text), "t.lesson", &L, err, sizeof err))
		fail_msg("refused: %s", err);
}

/* text is refused with "t.lesson:LINE:COL: ..." containing why. */
static void refused(const char *text, int line, int col, const char *why)
{
	char err[600], where[40];
	if (lesson_parse(text, strlen(text), "t.lesson", &L, err, sizeof err))
		fail_msg("accepted: %s", text);
	snprintf(where, sizeof where, "t.lesson:%d:%d: ", line, col);
	if (strncmp(err, where, strlen(where)) != 0 || !strstr(err, why))
		fail_msg("'%s': expected %s...%s", err, where, why);
}

#define HEAD "ktour lesson 1\ntitle T\nboard 5x5\nstart a5\n"

static void test_parse(void **state)
{
	(void)state;
	parse_ok(HEAD "speed 3\nshow stack\n"
		      "\n# a comment\n"
		      "scene One\ncaption Two words\ncaption and more.\nmark here\n"
		      "scene Two\nuntil retreat-to 10 at max\nshow moves algorithm\n"
		      "scene Three\nrun 5 steps at 2/s\n"
		      "scene Four\nboard 6x6\nstart a6\nprune lookahead\ngoto 40\n"
		      "scene Five\ncompare prune=none\n");
	assert_string_equal(L.title, "T");
	assert_int_equal(L.nscene, 5);
	const lesson_scene *s = L.scenes;
	assert_string_equal(s[0].title, "One");
	assert_string_equal(s[0].caption, "Two words and more.");
	assert_string_equal(s[0].mark, "here");
	assert_int_equal(s[0].way, LW_STAY);
	assert_true(s[0].new_search && s[0].search == 0);
	assert_int_equal(s[0].speed, 3);
	assert_int_equal(s[0].show.panels, PANEL_BIT(PANEL_STACK) | PANEL_BIT(PANEL_CAPTION));
	assert_int_equal(s[1].way, LW_UNTIL);
	assert_int_equal(s[1].until.kind, MOMENT_RETREAT_TO);
	assert_true(s[1].speed_max);
	assert_int_equal(s[1].show.panels, PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_CODE) |
						   PANEL_BIT(PANEL_CAPTION));
	assert_false(s[1].new_search); /* the same search goes on */
	assert_int_equal(s[1].search, 0);
	assert_int_equal(s[2].way, LW_RUN);
	assert_int_equal(s[2].n, 5);
	assert_int_equal(s[2].speed, 2);
	assert_int_equal(s[2].show.panels, s[1].show.panels); /* show carries on */
	assert_true(s[3].new_search);
	const lesson_search *ls = &L.searches[s[3].search];
	assert_int_equal(ls->cfg.spec.rows, 6);
	assert_int_equal(ls->cfg.prune, PRUNE_LOOKAHEAD);
	assert_int_equal(ls->cfg.start, 0);
	assert_int_equal(ls->cfg.seed, L.searches[0].cfg.seed); /* no clock */
	/* a scene's settings change the scene before's search, not the
	 * header's (test_lesson_marks.c: reset, KEY -) */
	ls = &L.searches[s[4].search];
	assert_true(s[4].new_search);
	assert_int_equal(ls->cfg.spec.rows, 6);
	assert_int_equal(ls->cfg.prune, PRUNE_LOOKAHEAD);
	assert_string_equal(ls->compare, "prune=none");
	assert_true(lesson_sniff(HEAD, strlen(HEAD)));
	assert_false(lesson_sniff("ktour explore session 1\n", 24));
	/* CRLF line ends, closed alone, closed no */
	parse_ok("ktour lesson 1\r\ntitle T\r\nclosed\r\nboard 6x6\r\nscene A\r\nclosed no\r\n");
	assert_true(L.searches[0].cfg.closed);
	assert_false(L.searches[L.scenes[0].search].cfg.closed);
}

/* theme and present yes in the header: how the lesson opens; a scene's
 * own show line is told from the one it takes from the scene before. */
static void test_look(void **state)
{
	(void)state;
	parse_ok(HEAD "show stack\nscene A\nscene B\n");
	assert_int_equal(L.theme, -1);
	assert_false(L.present);
	assert_false(L.scenes[0].show_given || L.scenes[1].show_given);
	parse_ok(HEAD "theme projector\npresent yes\nscene A\nscene B\nshow moves\nscene C\n");
	assert_int_equal(L.theme, 2);
	assert_true(L.present);
	assert_false(L.scenes[0].show_given);
	assert_true(L.scenes[1].show_given);
	assert_false(L.scenes[2].show_given);
	assert_int_equal(L.scenes[2].show.panels, PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_CAPTION));
	parse_ok(HEAD "present no\nscene A\n");
	assert_false(L.present);
	refused(HEAD "theme purple\nscene A\n", 5, 7, "theme: 'purple': expected dark, light");
	refused(HEAD "theme\nscene A\n", 5, 6, "theme: which theme?");
	refused(HEAD "present maybe\nscene A\n", 5, 9, "present: expected yes or no");
	refused(HEAD "theme mono\ntheme dark\nscene A\n", 6, 1, "theme: given twice");
	refused(HEAD "scene A\npresent yes\n", 6, 1, "belongs in the header");
}

static void test_refused(void **state)
{
	(void)state;
	refused("title T\n", 1, 1, "first line must be 'ktour lesson 1'");
	refused(HEAD "colour red\n", 5, 1, "'colour' is not a line of a lesson");
	refused(HEAD "goto 5\n", 5, 1, "belongs in a scene");
	refused(HEAD "scene A\ntitle U\n", 6, 1, "belongs in the header");
	refused(HEAD "scene A\nboard 9y\n", 6, 7, "board '9y'");
	refused(HEAD "scene A\nshow stack ladder\n", 6, 12, "'ladder' is not a part");
	refused(HEAD "scene A\nuntil stuck\n", 6, 7, "never gets stuck");
	refused(HEAD "scene A\nuntil square z2\n", 6, 14, "off the 5x5 board");
	refused(HEAD "scene A\nuntil depth 3 at fast\n", 6, 18, "at SPEED");
	refused(HEAD "scene A\ngoto 3\nrun 2 steps\n", 7, 1, "already goes somewhere");
	refused(HEAD "scene A\nrun 0 steps\n", 6, 5, "at least 1 step");
	refused(HEAD "scene A\nrun 3 walks\n", 6, 7, "run N steps");
	refused(HEAD "scene A\ngoto\n", 6, 5, "number of steps");
	refused(HEAD "scene\n", 5, 6, "give it a title");
	refused("ktour lesson 1\nboard 5x5\nscene A\n", 2, 1, "no title");
	refused(HEAD "speed 3\n", 5, 1, "no scene");
	refused(HEAD "speed fast\nscene A\n", 5, 7, "speed: expected");
	refused("ktour lesson 1\ntitle T\nboard 5x5\nstart z9\nscene A\n", 4, 1, "rank 9");
	refused(HEAD "scene A\ncompare engine=nothing\n", 6, 1, "compare:");
	refused(HEAD "scene A\nmark \n", 6, 5, "mark: a name");
	refused(HEAD "scene A\ncaption a\tb\001\n", 6, 12, "control character");
	refused(HEAD "title U\nscene A\n", 5, 1, "given twice");
	refused(HEAD "limit 0\nscene A\n", 5, 7, "limit");
	refused(HEAD "engine warnsdorff\norder 87654321\nscene A\n", 6, 1, "order");
}

static void run_ok(void)
{
	char err[600];
	if (!lesson_run(&L, NULL, NULL, err, sizeof err))
		fail_msg("lesson_run: %s", err);
}

static void run_refused(int line, const char *why)
{
	char err[600], where[40];
	if (lesson_run(&L, NULL, NULL, err, sizeof err))
		fail_msg("every scene reached");
	snprintf(where, sizeof where, "t.lesson:%d:1: ", line);
	if (strncmp(err, where, strlen(where)) != 0 || !strstr(err, why))
		fail_msg("'%s': expected %s...%s", err, where, why);
}

static void test_run(void **state)
{
	(void)state;
	/* plain backtracking from a corner of 5x5: its first tour at step 57
	 * (the tour of tests/unit/tour_samples.h), all 304 tours, then back */
	parse_ok(HEAD "scene A\n"
		      "scene B\nuntil solution\n"
		      "scene C\nrun 3 steps\n"
		      "scene D\nuntil solution 304 at max\n"
		      "scene E\ngoto 10\n"
		      "scene F\nboard 6x6\nstart a6\nprune lookahead\ncompare prune=none\n"
		      "until solution\n"
		      "scene G\ngoto 10808\n");
	run_ok();
	assert_int_equal(L.scenes[0].step, 0);
	assert_int_equal(L.scenes[1].step, 57);
	assert_int_equal(L.scenes[2].step, 60);
	assert_int_equal(L.scenes[3].step, 3469910);
	assert_int_equal(L.scenes[4].step, 10);
	/* side by side: the look-ahead's first 6x6 tour comes first */
	assert_int_equal(L.scenes[5].step, 52);
	assert_int_equal(L.scenes[6].step, 10808);
	/* a scene that cannot be reached */
	parse_ok(HEAD "scene A\nuntil solution 305\n");
	run_refused(6, "never holds: the search ends at step 3470461");
	parse_ok(HEAD "limit 100\nscene A\ngoto 101\n");
	run_refused(7, "does not hold within 100 steps");
	parse_ok(HEAD "scene A\nuntil solution 3\nscene B\nuntil solution 2\n");
	run_refused(8, "found already");
}

static void test_skeleton(void **state)
{
	(void)state;
	explore_mark marks[3] = {{57, "first tour"}, {23, "first dead end"}, {170, "tour 2"}};
	engine_config c = engine_config_default();
	c.spec.rows = c.spec.cols = 5;
	c.start = 0;
	lesson_show show = {PANEL_BIT(PANEL_STACK), true, false, false};
	char text[4096], err[600];
	assert_true(lesson_skeleton(&c, NULL, &show, marks, 3, text, sizeof text));
	if (!lesson_parse(text, strlen(text), "t.lesson", &L, err, sizeof err))
		fail_msg("the skeleton does not read: %s\n%s", err, text);
	run_ok();
	assert_int_equal(L.nscene, 3);
	for (int i = 0; i < 3; i++) {
		assert_string_equal(L.scenes[i].title, marks[i].name);
		assert_int_equal(L.scenes[i].step, marks[i].step);
		assert_string_equal(L.scenes[i].caption, "");
		assert_true(L.scenes[i].show.heatmap);
	}
	assert_int_equal(L.searches[0].cfg.spec.rows, 5);
	assert_false(lesson_skeleton(&c, NULL, &show, marks, 3, text, 40)); /* no room */
}

/* The three lessons of assets/lessons: 8 to 15 scenes, each with a caption
 * of at most four lines at 80 columns, every scene reached and every
 * expect holding. */
static void test_shipped(void **state)
{
	(void)state;
	static const char *const names[] = {"backtracking", "warnsdorff", "lookahead"};
	for (size_t i = 0; i < 3; i++) {
		char path[200], err[600];
		snprintf(path, sizeof path, "assets/lessons/%s.lesson", names[i]);
		if (!lesson_read(path, &L, err, sizeof err))
			fail_msg("%s", err);
		assert_true(L.nscene >= 8 && L.nscene <= 15);
		for (int k = 0; k < L.nscene; k++)
			assert_true(L.scenes[k].caption[0] && strlen(L.scenes[k].caption) <= 300);
		run_ok();
		assert_int_equal(L.nfailed, 0); /* every expect holds */
		for (int k = 0; k < L.nscene; k++) { /* as the class reads it, too */
			char shown[LESSON_SHOWN_MAX];
			assert_true(lesson_scene_caption(&L, k, &L.scenes[k].facts, shown,
							 sizeof shown));
			assert_true(strlen(shown) <= 300);
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_look),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_run),
		cmocka_unit_test(test_skeleton),
		cmocka_unit_test(test_shipped),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
