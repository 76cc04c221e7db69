/* SPDX-License-Identifier: MIT */
/* Live figures and expects of lessons (ktour/lesson_facts.h): the names a
 * caption may use and the refusals of the others, with their columns; the
 * figures read off a real search and written for a class (commas, the
 * estimate's words, quotients); expect lines parsed and checked; a lesson
 * whose expect is false runs to every scene but counts the failure with its
 * line, and the lesson refuses a caption naming a figure its scene lacks.
 * The known answers: plain backtracking on 5x5 from a5 (docs/literature.md:
 * 304 tours; its 22nd step stands on a3 at depth 23, its 23rd backs up to
 * b5 with nothing left to try there, as the stack shows). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/config.h"
#include "ktour/engine.h"
#include "ktour/lesson.h"
#include "ktour/lesson_facts.h"

static lesson L; /* large */

static void scan_refused(const char *text, int col, const char *why)
{
	char msg[300];
	int at = -1;
	if (lesson_caption_scan(text, NULL, msg, sizeof msg, &at))
		fail_msg("accepted: %s", text);
	if (at != col || !strstr(msg, why))
		fail_msg("'%s': column %d '%s', expected %d '%s'", text, at, msg, col, why);
}

static void test_scan(void **state)
{
	(void)state;
	unsigned needs = 99;
	char msg[300];
	int col;
	assert_true(lesson_caption_scan("plain words", &needs, msg, sizeof msg, &col));
	assert_int_equal(needs, 0);
	assert_true(lesson_caption_scan("{step} {depth} {square} {next} {solutions} {nodes} "
					"{backtracks} {{x}}",
					&needs, msg, sizeof msg, &col));
	assert_int_equal(needs, 0);
	assert_true(lesson_caption_scan("{compare.nodes/nodes} {estimate}", &needs, msg,
					sizeof msg, &col));
	assert_int_equal(needs, LESSON_NEEDS_COMPARE | LESSON_NEEDS_ESTIMATE);
	scan_refused("tour {foo} here", 6, "'foo' is not a figure");
	scan_refused("{compare.bar}", 1, "'compare.bar' is not a figure");
	scan_refused("a { that stays open", 2, "does not close");
	scan_refused("an empty {}", 9, "empty");
	scan_refused("a lone } here", 7, "no '{'");
	scan_refused("{square/nodes}", 1, "a square is not a number");
}

/* Plain backtracking on 5x5 from a5, at step t, its figures in f. */
static engine *at_step(uint64_t t, lesson_facts *f)
{
	char err[300];
	config_input in;
	config_input_init(&in, PRUNE_NONE);
	assert_true(config_input_set(&in, CONFIG_BOARD, "5x5", err, sizeof err));
	assert_true(config_input_set(&in, CONFIG_START, "a5", err, sizeof err));
	assert_true(config_input_finish(&in, err, sizeof err));
	engine *e = engine_create(&in.cfg, err, sizeof err);
	assert_non_null(e);
	for (uint64_t i = 0; i < t; i++) {
		engine_event ev;
		engine_step(e, &ev);
	}
	memset(f, 0, sizeof *f);
	lesson_side_read(&f->side[0], e, t);
	return e;
}

static void fill_is(const lesson_facts *f, const char *caption, const char *want, bool all)
{
	char out[LESSON_SHOWN_MAX], missing[40];
	assert_int_equal(lesson_caption_fill(caption, f, out, sizeof out, missing, sizeof missing),
			 all);
	assert_string_equal(out, want);
}

static void test_fill(void **state)
{
	(void)state;
	lesson_facts f;
	engine *e = at_step(22, &f);
	fill_is(&f, "step {step}, depth {depth}, on {square}, next {next}; {{literal}}",
		"step 22, depth 23, on a3, next none; {literal}", true);
	engine_destroy(e);
	e = at_step(23, &f); /* the first backtrack: back on b5, all of it tried */
	fill_is(&f, "{square} {next} {backtracks} {nodes}", "b5 none 1 22", true);
	/* no search beside it, no estimate yet: "?" and false */
	fill_is(&f, "{compare.depth} and {estimate}", "? and ?", false);
	engine_view v;
	engine_view_get(e, &v);
	lesson_side_estimate(&f.side[0], v.cfg);
	assert_true(f.side[0].has[LF_ESTIMATE]);
	/* the tree is 1,735,078 nodes (the exhausted search's advances) */
	assert_true(f.side[0].v[LF_ESTIMATE] > 1.5e6 && f.side[0].v[LF_ESTIMATE] < 2.0e6);
	engine_destroy(e);
	/* the words: commas, the estimate's three figures, quotients */
	memset(&f, 0, sizeof f);
	f.side[0].on = f.side[1].on = true;
	for (int i = 0; i < LF_COUNT; i++)
		f.side[0].has[i] = f.side[1].has[i] = true;
	f.side[0].v[LF_NODES] = 5334;
	f.side[1].v[LF_NODES] = 1735078;
	f.side[0].v[LF_ESTIMATE] = 14513300;
	f.side[1].v[LF_ESTIMATE] = 19426387898.0;
	f.side[0].v[LF_STEP] = 7;
	fill_is(&f, "{compare.nodes} {nodes} {compare.nodes/nodes} {step/nodes}",
		"1,735,078 5,334 325 0.0", true);
	fill_is(&f, "{estimate}, {compare.estimate}, {compare.estimate/estimate}",
		"14.5 million, 19.4 billion, 1,339", true);
	f.side[0].v[LF_ESTIMATE] = 2000000;
	f.side[1].v[LF_ESTIMATE] = 3.98e21;
	fill_is(&f, "{estimate} {compare.estimate}", "2 million 3.98 x 10^21", true);
	f.side[0].v[LF_ESTIMATE] = 5218;
	fill_is(&f, "{estimate}", "5,220", true);
}

static void expect_refused(const char *v, int col, const char *why)
{
	lesson_expect x;
	char msg[300];
	int at = -1;
	if (lesson_expect_parse(v, 7, &x, msg, sizeof msg, &at))
		fail_msg("accepted: %s", v);
	if (at != col || !strstr(msg, why))
		fail_msg("'%s': column %d '%s', expected %d '%s'", v, at, msg, col, why);
}

static void check_is(const char *v, const lesson_facts *f, bool holds, const char *msg_has)
{
	lesson_expect x;
	char why[300] = "";
	int col;
	if (!lesson_expect_parse(v, 7, &x, why, sizeof why, &col))
		fail_msg("refused %s: %s", v, why);
	assert_int_equal(x.line, 7);
	assert_int_equal(lesson_expect_check(&x, f, why, sizeof why), holds);
	if (msg_has && !strstr(why, msg_has))
		fail_msg("'%s': expected '%s'", why, msg_has);
}

static void test_expect(void **state)
{
	(void)state;
	lesson_facts f;
	engine *e = at_step(22, &f);
	check_is("depth 23", &f, true, NULL);
	check_is("square a3", &f, true, NULL);
	check_is("square A3", &f, true, NULL);
	check_is("nodes 22", &f, true, NULL);
	check_is("step 1..100", &f, true, NULL);
	check_is("step 1,000..2,000", &f, false, "expect step 1,000..2,000, but it is 22");
	check_is("depth 22", &f, false, "expect depth 22, but it is 23");
	check_is("square b5", &f, false, "expect square b5, but it is a3");
	check_is("next none", &f, true, NULL);
	check_is("compare.depth 3", &f, false, "there is no compare.depth here");
	check_is("estimate 1..2", &f, false, "there is no estimate here");
	engine_destroy(e);
	expect_refused("", 0, "what?");
	expect_refused("tours 5", 0, "'tours' is not a figure");
	expect_refused("solutions", 9, "what?");
	expect_refused("solutions many", 10, "expected a number");
	expect_refused("solutions 9..3", 10, "expected a number");
}

/* A lesson: its captions and expects read with their lines, run, and the
 * failures counted where they are. */
static void test_lesson(void **state)
{
	(void)state;
	static const char text[] = "ktour lesson 1\ntitle T\nboard 5x5\nstart a5\nprune none\n"
				   "scene A\ngoto 22\ncaption On {square}.\nexpect square a3\n"
				   "expect depth 23\n"
				   "scene B\nuntil solution 304\ncaption Tour {solutions}.\n"
				   "expect solutions 303\n";
	char err[600], out[LESSON_SHOWN_MAX];
	if (!lesson_parse(text, strlen(text), "t.lesson", &L, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(L.scenes[0].nexpect, 2);
	assert_int_equal(L.scenes[0].expects[1].line, 10);
	assert_int_equal(L.scenes[0].caption_line, 8);
	if (!lesson_run(&L, NULL, NULL, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(L.nfailed, 1);
	assert_int_equal(L.scenes[0].failed, 0);
	assert_int_equal(L.scenes[1].failed, 1);
	assert_true(lesson_scene_caption(&L, 0, &L.scenes[0].facts, out, sizeof out));
	assert_string_equal(out, "On a3.");
	assert_true(lesson_scene_caption(&L, 1, &L.scenes[1].facts, out, sizeof out));
	assert_string_equal(out, "Tour 304.");
	assert_int_equal(lesson_scene_expects(&L, 1, &L.scenes[1].facts, err, sizeof err), 1);
	assert_string_equal(err, "t.lesson:14:1: scene 2: expect solutions 303, but it is 304");
	/* refused when read: an unknown figure, with its line and column */
	static const char bad[] = "ktour lesson 1\ntitle T\nscene A\ncaption ok\ncaption {foo}\n";
	assert_false(lesson_parse(bad, strlen(bad), "t.lesson", &L, err, sizeof err));
	assert_non_null(strstr(err, "t.lesson:5:10: caption: 'foo' is not a figure"));
	static const char bad2[] = "ktour lesson 1\ntitle T\nscene A\nexpect tours 3\n";
	assert_false(lesson_parse(bad2, strlen(bad2), "t.lesson", &L, err, sizeof err));
	assert_non_null(strstr(err, "t.lesson:4:8: expect: 'tours' is not a figure"));
	/* refused when run: a figure the scene has not */
	static const char bad3[] = "ktour lesson 1\ntitle T\nengine warnsdorff\nscene A\n"
				   "caption About {estimate}.\n";
	assert_true(lesson_parse(bad3, strlen(bad3), "t.lesson", &L, err, sizeof err));
	assert_false(lesson_run(&L, NULL, NULL, err, sizeof err));
	assert_non_null(strstr(err, "t.lesson:5:1: scene 1: the caption names {estimate}"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_scan),
		cmocka_unit_test(test_fill),
		cmocka_unit_test(test_expect),
		cmocka_unit_test(test_lesson),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
