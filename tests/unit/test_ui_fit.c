/* SPDX-License-Identifier: MIT */
/* Fitting text: widths of UTF-8, cuts that always end with the
 * ellipsis, and word wrap onto a few lines cut with it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "ui/base/fit.h"

#define ELL "\u2026"

static void test_width_and_prefix(void **state)
{
	(void)state;
	assert_int_equal(fit_width(""), 0);
	assert_int_equal(fit_width("d5"), 2);
	assert_int_equal(fit_width("e4\u00b3 \u265e"), 5);
	assert_int_equal(fit_prefix("e4\u00b3x", 3), strlen("e4\u00b3"));
	assert_int_equal(fit_prefix("abc", 9), 3);
	assert_int_equal(fit_prefix("abc", 0), 0);
}

static void test_cut(void **state)
{
	(void)state;
	char out[64];
	assert_int_equal(fit_cut("(all tried)", 20, ELL, out, sizeof out), 11);
	assert_string_equal(out, "(all tried)");
	assert_int_equal(fit_cut("(all tried)", 11, ELL, out, sizeof out), 11);
	assert_string_equal(out, "(all tried)");
	assert_int_equal(fit_cut("(all tried)", 10, ELL, out, sizeof out), 10);
	assert_string_equal(out, "(all trie" ELL);
	/* no blank before the ellipsis */
	fit_cut("a square cut off", 10, ELL, out, sizeof out);
	assert_string_equal(out, "a square" ELL);
	/* ASCII: three dots */
	fit_cut("a square cut off", 10, "...", out, sizeof out);
	assert_string_equal(out, "a squar...");
	assert_int_equal(fit_width(out), 10);
	/* narrower than the ellipsis: just cut */
	fit_cut("abcdef", 2, "...", out, sizeof out);
	assert_string_equal(out, "ab");
	/* UTF-8 is cut between characters */
	fit_cut("\u265e\u265e\u265e\u265e", 3, ELL, out, sizeof out);
	assert_string_equal(out, "\u265e\u265e" ELL);
	/* marked even when it would fit: the last piece of a longer line */
	fit_cut_mark("ab", 3, ELL, out, sizeof out);
	assert_string_equal(out, "ab" ELL);
	fit_cut_mark("abcd", 3, ELL, out, sizeof out);
	assert_string_equal(out, "ab" ELL);
}

static void test_wrap(void **state)
{
	(void)state;
	fit_line l[4];
	const char *s = "d3 is the only unvisited square a knight's move from e5.";
	/* one line when it fits */
	assert_int_equal(fit_wrap(s, 79, 79, 2, ELL, l), 1);
	assert_string_equal(l[0].text, s);
	/* two lines at spaces */
	assert_int_equal(fit_wrap(s, 39, 39, 2, ELL, l), 2);
	assert_string_equal(l[0].text, "d3 is the only unvisited square a");
	assert_string_equal(l[1].text, "knight's move from e5.");
	assert_int_equal(fit_lines_needed(s, 39, 9), 2);
	assert_int_equal(fit_lines_needed(s, 20, 9), 4);
	assert_int_equal(fit_lines_needed(s, 20, 3), 3);
	/* cut with the ellipsis after the last line, at a word */
	assert_int_equal(fit_wrap(s, 20, 20, 2, ELL, l), 2);
	assert_string_equal(l[0].text, "d3 is the only");
	assert_string_equal(l[1].text, "unvisited square a" ELL);
	assert_true(fit_width(l[1].text) <= 20);
	/* the last line narrower (room kept for the seed after it) */
	assert_int_equal(fit_wrap(s, 40, 12, 2, ELL, l), 2);
	assert_true(fit_width(l[1].text) <= 12);
	assert_non_null(strstr(l[1].text, ELL));
	/* a word longer than a line is broken */
	assert_int_equal(fit_wrap("abcdefghij", 4, 4, 3, ELL, l), 3);
	assert_string_equal(l[0].text, "abcd");
	assert_string_equal(l[1].text, "efgh");
	assert_string_equal(l[2].text, "ij");
	assert_int_equal(fit_wrap("", 4, 4, 3, ELL, l), 0);
	assert_int_equal(fit_wrap("   ", 4, 4, 3, ELL, l), 0);
}

/* Two compared searches' titles shortened: the words that tell them apart
 * stay (issue 34: not "backtrack prune l..." beside "backtrack prune n..."). */
static void test_differ(void **state)
{
	(void)state;
	char out[200];
	const char *a = "backtrack prune lookahead", *b = "backtrack prune none";
	assert_int_equal(fit_differ(a, b, 40, ELL, out, sizeof out), 25);
	assert_string_equal(out, a); /* fits: whole */
	fit_differ(a, b, 18, ELL, out, sizeof out);
	assert_string_equal(out, "prune lookahead");
	fit_differ(b, a, 18, ELL, out, sizeof out);
	assert_string_equal(out, "prune none");
	fit_differ(a, b, 12, ELL, out, sizeof out);
	assert_string_equal(out, "lookahead");
	fit_differ(a, b, 6, ELL, out, sizeof out);
	assert_string_equal(out, "looka" ELL);
	/* NULL: no cut, the drawing cuts */
	fit_differ(a, b, 6, NULL, out, sizeof out);
	assert_string_equal(out, "lookahead");
	/* whole groups the same go first, from the end; the engine stays */
	const char *c = "backtrack, prune lookahead, order 12345678, open";
	const char *d = "backtrack, prune none, order 12345678, open";
	fit_differ(c, d, 30, ELL, out, sizeof out);
	assert_string_equal(out, "backtrack, prune lookahead");
	fit_differ(d, c, 30, ELL, out, sizeof out);
	assert_string_equal(out, "backtrack, prune none");
	fit_differ(c, d, 20, ELL, out, sizeof out);
	assert_string_equal(out, "prune lookahead");
	/* nothing the same: cut */
	fit_differ("warnsdorff tiebreak", "backtrack", 12, ELL, out, sizeof out);
	assert_string_equal(out, "warnsdorff" ELL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_width_and_prefix),
		cmocka_unit_test(test_cut),
		cmocka_unit_test(test_differ),
		cmocka_unit_test(test_wrap),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
