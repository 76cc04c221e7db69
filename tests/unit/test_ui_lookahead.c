/* SPDX-License-Identifier: MIT */
/* Stone's look-ahead in words (src/ui/model/lookahead.c): each reason it
 * gives a tour up for, found on 5x5 paths from a5 (worked by hand: the
 * squares named have the ways in said), and none where a tour goes on. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/engine.h"
#include "ui/model/lookahead.h"

/* "c4" on 5x5: row 1 (rank 5 on top), column 2. */
static ksq at(const char *name)
{
	return (ksq)((5 - (name[1] - '0')) * 5 + (name[0] - 'a'));
}

/* The look-ahead's verdict on a path of squares named in one string
 * ("a5 c4 e3"), and its words. */
static bool judge(const char *path, bool closed, la_verdict *v, char *text, size_t len)
{
	board b;
	char err[200];
	board_spec spec = {5, 5, 1, 2, false};
	assert_true(board_init(&b, &spec, err, sizeof err));
	uint8_t deg[25];
	bool seen[25] = {false};
	ksq first = KSQ_NONE, last = KSQ_NONE;
	for (const char *p = path; *p; p += p[2] ? 3 : 2) {
		last = at(p);
		seen[last] = true;
		if (first == KSQ_NONE)
			first = last;
	}
	for (ksq u = 0; u < 25; u++) {
		ksq nb[8];
		board_neighbours(&b, u, nb);
		deg[u] = 0;
		for (int k = 0; k < 8; k++)
			deg[u] = (uint8_t)(deg[u] + (nb[k] != KSQ_NONE && !seen[nb[k]]));
		if (seen[u])
			deg[u] = ENGINE_VISITED;
	}
	bool no = la_judge(&b, deg, last, first, closed, v);
	la_text(&b, v, text, len);
	board_free(&b);
	return no;
}

static void test_reasons(void **state)
{
	(void)state;
	la_verdict v;
	char s[300];
	/* the start, and a path where it sees nothing wrong */
	assert_false(judge("a5", false, &v, s, sizeof s));
	assert_false(judge("a5 c4 e5", false, &v, s, sizeof s));
	assert_int_equal(v.kind, LA_NONE);
	assert_string_equal(s, "");
	/* every neighbour of a1 (b3, c2) visited, the knight on a3 */
	assert_true(judge("a5 b3 c1 d3 b4 c2 a3", false, &v, s, sizeof s));
	assert_int_equal(v.kind, LA_CUT_OFF);
	assert_int_equal(v.sq[0], at("a1"));
	assert_string_equal(s, "a1 can no longer be reached (every square a move from it is "
			       "visited)");
	/* a1: b3 visited, c2 the knight's square */
	assert_true(judge("a5 b3 d4 c2", false, &v, s, sizeof s));
	assert_int_equal(v.kind, LA_DEAD_END);
	assert_string_equal(s, "a1 is reached only from the knight and leads nowhere, with 20 "
			       "other squares to visit");
	/* issue 37's path: e5 (c4 gone) and e1 (c2 gone) have d3 alone */
	assert_true(judge("a5 c4 e3 c2 a1", false, &v, s, sizeof s));
	assert_int_equal(v.kind, LA_ENDS);
	assert_int_equal(v.n, 2);
	assert_string_equal(s, "e5 and e1 each have one way in left, and a path ends on only one "
			       "square");
	/* a closed tour has no end to give: e5 has d3 alone */
	assert_true(judge("a5 c4 d2", true, &v, s, sizeof s));
	assert_int_equal(v.kind, LA_ENDS);
	assert_string_equal(s, "e5 has one way in left, and a closed tour goes in and out of every "
			       "square");
	assert_false(judge("a5 c4 d2", false, &v, s, sizeof s)); /* open: e5 may end it */
	/* the knight on c2: a1 (b3) and e1 (d3) beside it, e5 the end */
	assert_true(judge("a5 c4 e3 c2", false, &v, s, sizeof s));
	assert_int_equal(v.kind, LA_NEED_KNIGHT);
	assert_int_equal(v.end, at("e5"));
	assert_string_equal(s, "a1 and e1 each have one way in left besides the knight, and e5 "
			       "must be the path's end: both need the knight next");
	/* b3 and c4, a5's neighbours, both visited */
	assert_true(judge("a5 c4 e5 d3 e1 c2 a1 b3", true, &v, s, sizeof s));
	assert_int_equal(v.kind, LA_NOT_CLOSED);
	assert_string_equal(s, "no unvisited square is a knight's move from the start a5, so the "
			       "tour cannot close");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_reasons),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
