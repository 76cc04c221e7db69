/* SPDX-License-Identifier: MIT */
/* A lesson's pointing, asking and notes (highlight, arrow, ask, answer,
 * note) read as written and refused with FILE:LINE:COLUMN; the settings
 * chain: a scene's settings change the scene before's search, reset goes
 * back to the header's, KEY - takes a key back to its default, and a
 * contradiction is blamed on the line that set the value. */
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

static const engine_config *cfg_of(int scene)
{
	return &L.searches[L.scenes[scene].search].cfg;
}

static void test_highlight_arrow(void **state)
{
	(void)state;
	/* a5 on 5x5 is row 0 column 0; c4 row 1 column 2; 3,2 is ROW,COL */
	parse_ok(HEAD "scene A\nhighlight a5 c4\nhighlight 3,2\narrow a5 b3\n"
		      "scene B\nboard 6x6\nhighlight f1\narrow c3 a4\n");
	const lesson_scene *s = L.scenes;
	assert_int_equal(s[0].nhighlight, 3);
	assert_int_equal(s[0].highlight[0].row, 0);
	assert_int_equal(s[0].highlight[0].col0, 0);
	assert_int_equal(s[0].highlight[1].row, 1);
	assert_int_equal(s[0].highlight[1].col0, 2);
	assert_int_equal(s[0].highlight[2].row, 2);
	assert_int_equal(s[0].highlight[2].col0, 1);
	assert_string_equal(s[0].highlight[1].name, "c4");
	assert_true(s[0].arrow);
	assert_int_equal(s[0].arrow_to.row, 2); /* b3 on 5x5 */
	assert_int_equal(s[0].arrow_to.col0, 1);
	/* the squares are placed on the scene's own board, read after them */
	assert_int_equal(s[1].nhighlight, 1);
	assert_int_equal(s[1].highlight[0].row, 5);
	assert_int_equal(s[1].highlight[0].col0, 5);
	assert_int_equal(s[1].arrow_from.row, 3);
	assert_int_equal(s[1].arrow_to.row, 2);
	assert_int_equal(s[1].arrow_to.col0, 0);
	/* nothing carries to the scene after */
	parse_ok(HEAD "scene A\nhighlight a5\nscene B\n");
	assert_int_equal(L.scenes[1].nhighlight, 0);
	assert_false(L.scenes[1].arrow);
	refused(HEAD "scene A\nhighlight a5 z9\n", 6, 14, "'z9' is not on the 5x5 board");
	refused(HEAD "scene A\nhighlight a5 q\n", 6, 14, "square 'q'");
	refused(HEAD "scene A\nhighlight\n", 6, 10, "which squares?");
	refused(HEAD "highlight a5\nscene A\n", 5, 1, "belongs in a scene");
	refused(HEAD "scene A\narrow a5 c3\n", 6, 7, "'a5' to 'c3' is not a knight's move");
	refused(HEAD "scene A\narrow a5\n", 6, 9, "from which square to which?");
	refused(HEAD "scene A\narrow a5 b3 c1\n", 6, 13, "two squares");
	refused(HEAD "scene A\narrow a5 b3\narrow b3 c1\n", 7, 1, "one arrow a scene (line 6");
	refused(HEAD "scene A\narrow a5 b9\n", 6, 10, "'b9' is not on the 5x5 board");
	/* another leaper's move */
	parse_ok(HEAD "leaper 1,3\nscene A\narrow a5 b2\n");
	refused(HEAD "leaper 1,3\nscene A\narrow a5 b3\n", 7, 7, "not a (1,3) leaper's move");
}

static void test_ask_note(void **state)
{
	(void)state;
	parse_ok(HEAD "scene A\ncaption Look.\nask Where next?\nask Why?\nanswer To c4.\n"
		      "answer It has the fewest.\nnote Wait for a hand.\nnote Then go on.\n"
		      "scene B\n");
	const lesson_scene *s = L.scenes;
	assert_string_equal(s[0].caption, "Look.");
	assert_string_equal(s[0].ask, "Where next? Why?");
	assert_string_equal(s[0].answer, "To c4. It has the fewest.");
	assert_string_equal(s[0].note, "Wait for a hand. Then go on.");
	assert_string_equal(s[1].ask, "");
	assert_string_equal(s[1].note, "");
	refused(HEAD "scene A\nanswer c4\n", 6, 1, "answer: to which question?");
	refused(HEAD "scene A\nask Q\nscene B\nanswer c4\n", 8, 1, "to which question?");
	refused(HEAD "scene A\nask Q\nanswer A\nask R\n", 8, 1, "one question a scene");
	refused(HEAD "scene A\nask\n", 6, 4, "ask: which words?");
	refused(HEAD "scene A\nnote\n", 6, 5, "note: which words?");
	refused(HEAD "note N\nscene A\n", 5, 1, "belongs in a scene");
}

/* Settings start from the scene before's; reset; KEY -. */
static void test_chain(void **state)
{
	(void)state;
	parse_ok("ktour lesson 1\ntitle T\nboard 6x6\nstart a6\nengine warnsdorff\n"
		 "tiebreak roth\n"
		 "scene A\n"
		 "scene B\nboard 8x8\nstart a8\n"
		 "scene C\ntiebreak 12345678\n"
		 "scene D\nreset\n"
		 "scene E\nreset\nstart -\n"
		 "scene F\ntiebreak -\n"
		 "scene G\n");
	assert_int_equal(cfg_of(0)->spec.rows, 6);
	assert_int_equal(cfg_of(1)->spec.rows, 8);
	assert_int_equal(cfg_of(1)->tiebreak, TIEBREAK_ROTH); /* the header's, carried */
	assert_int_equal(cfg_of(2)->spec.rows, 8);           /* scene B's board, carried */
	assert_int_equal(cfg_of(2)->tiebreak, TIEBREAK_ORDER);
	assert_true(L.scenes[3].new_search);
	assert_int_equal(cfg_of(3)->spec.rows, 6); /* reset: the header's search */
	assert_int_equal(cfg_of(3)->tiebreak, TIEBREAK_ROTH);
	assert_int_equal(cfg_of(3)->start, 0);
	assert_int_equal(cfg_of(4)->start, KSQ_NONE); /* start -: no start square */
	assert_int_equal(cfg_of(4)->tiebreak, TIEBREAK_ROTH);
	/* tiebreak -: the default again, the other settings kept */
	engine_config def = engine_config_default();
	assert_int_equal(cfg_of(5)->tiebreak, def.tiebreak);
	assert_int_equal(cfg_of(5)->start, KSQ_NONE);
	assert_int_equal(cfg_of(5)->kind, ENGINE_WARNSDORFF);
	assert_false(L.scenes[6].new_search); /* no settings: the same search */
	assert_int_equal(L.scenes[6].search, L.scenes[5].search);
	/* compare carries too, and reset takes it away */
	parse_ok(HEAD "scene A\ncompare prune=lookahead\nscene B\nboard 6x6\nstart a6\n"
		      "scene C\nreset\n");
	assert_string_equal(L.searches[L.scenes[1].search].compare, "prune=lookahead");
	assert_string_equal(L.searches[L.scenes[2].search].compare, "");
	assert_int_equal(cfg_of(2)->spec.rows, 5);
	refused(HEAD "scene A\nreset now\n", 6, 7, "reset: unexpected 'now'");
	refused(HEAD "reset\nscene A\n", 5, 1, "belongs in a scene");
	refused(HEAD "scene A\nboard\n", 6, 6, "board: which value? (or 'board -'");
}

/* A contradiction is blamed on the line that set the value the engine
 * does not take, wherever it stands, and names the other line. */
static void test_blame(void **state)
{
	(void)state;
	refused("ktour lesson 1\ntitle T\nengine warnsdorff\ntiebreak roth\nboard 5x5\n"
		"scene A\nscene B\nengine backtrack\n",
		4, 1, "tiebreak applies to the warnsdorff");
	refused("ktour lesson 1\ntitle T\nengine warnsdorff\ntiebreak roth\nboard 5x5\n"
		"scene A\nscene B\nengine backtrack\n",
		4, 1, "(engine backtrack: line 8)");
	/* the same, unset first: accepted */
	parse_ok("ktour lesson 1\ntitle T\nengine warnsdorff\ntiebreak roth\nboard 5x5\n"
		 "scene A\nscene B\nengine backtrack\ntiebreak -\n");
	assert_int_equal(cfg_of(1)->kind, ENGINE_BACKTRACK);
	/* an order set in the header, a walk later */
	refused(HEAD "order 87654321\nscene A\nscene B\nengine warnsdorff\n", 5, 1,
		"order applies to the backtrack");
	/* a start set in the header, a smaller board later: the start's line */
	refused("ktour lesson 1\ntitle T\nboard 6x6\nstart f6\nscene A\nscene B\nboard 5x5\n",
		4, 1, "start 'f6'");
}

static int nwarn;
static char warned[4][400];

static void collect(void *ctx, const char *msg)
{
	(void)ctx;
	if (nwarn < 4)
		snprintf(warned[nwarn], sizeof warned[0], "%s", msg);
	nwarn++;
}

/* --check's warnings and --notes' pages. */
static void test_warnings_notes(void **state)
{
	(void)state;
	parse_ok(HEAD "show moves\nscene A\ncaption See the stack.\nscene B\n"
		      "scene C\nshow stack algorithm\ncaption The stack and the pseudocode.\n"
		      "scene D\nshow moves\ncaption Watch the Algorithm.\nnote Slowly.\n");
	nwarn = 0;
	assert_int_equal(lesson_warnings(&L, collect, NULL), 3);
	assert_int_equal(nwarn, 3);
	assert_string_equal(warned[0], "t.lesson:6: scene 1 (A): the caption speaks of the "
				       "stack, which the scene does not show (show ... stack)");
	assert_string_equal(warned[1], "t.lesson:8: scene 2 (B): the caption is empty: write "
				       "one ('caption TEXT')");
	assert_non_null(strstr(warned[2], "scene 4 (D): the caption speaks of the algorithm"));
	char page[2000];
	lesson_notes_format(&L, 3, 3725, page, sizeof page);
	assert_string_equal(page, "== Scene 4/4: D  [1:02:05 since the start]\nSlowly.\n"
				  "Next: the end of the lesson\n\n");
	lesson_notes_format(&L, 0, 65, page, sizeof page);
	assert_string_equal(page, "== Scene 1/4: A  [1:05 since the start]\n(no notes)\n"
				  "Next: scene 2, B\n\n");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_highlight_arrow),
		cmocka_unit_test(test_ask_note),
		cmocka_unit_test(test_chain),
		cmocka_unit_test(test_blame),
		cmocka_unit_test(test_warnings_notes),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
