/* SPDX-License-Identifier: MIT */
/* Boards ruled out without a search (ktour/tour_exists.h): never a board
 * on which the exhaustive search finds a tour (checked on every small
 * board, leaper and torus), and the cases the literature names
 * (docs/literature.md: closed tours, none on odd boards or 4 x n; Schwenk). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/engine.h"
#include "ktour/tour_exists.h"

static board_spec spec_of(int rows, int cols, int a, int b, bool torus)
{
	board_spec s = {rows, cols, a, b, torus};
	return s;
}

static bool ruled_out(int rows, int cols, int a, int b, bool torus, bool closed)
{
	board_spec s = spec_of(rows, cols, a, b, torus);
	char why[300] = "";
	bool out = tour_exists_ruled_out(&s, closed, why, sizeof why);
	assert_true(!out || why[0] != '\0'); /* a reason whenever it says no */
	return out;
}

static bool stop_at_first(void *ctx, const ksq *path, int32_t len)
{
	(void)path;
	(void)len;
	*(bool *)ctx = true;
	return false;
}

/* Does the exhaustive search find a tour from some square? */
static bool search_finds(int rows, int cols, int a, int b, bool torus, bool closed)
{
	engine_config c = engine_config_default();
	c.spec = spec_of(rows, cols, a, b, torus);
	c.all_starts = true;
	c.closed = closed;
	c.prune = PRUNE_LOOKAHEAD;
	char err[300];
	engine *e = engine_create(&c, err, sizeof err);
	assert_non_null(e);
	bool found = false;
	engine_run(e, 0, stop_at_first, &found);
	engine_destroy(e);
	return found;
}

static void test_never_a_board_with_a_tour(void **state)
{
	(void)state;
	static const int leapers[][2] = {{1, 2}, {2, 1}, {1, 3}, {2, 3}, {1, 4}, {2, 4}, {3, 4}};
	int ruled = 0;
	for (size_t l = 0; l < sizeof leapers / sizeof leapers[0]; l++)
		for (int r = 1; r <= 5; r++)
			for (int c = 1; c <= 6; c++)
				for (int k = 0; k < 4; k++) {
					bool torus = k & 1, closed = k & 2;
					int a = leapers[l][0], b = leapers[l][1];
					if (!ruled_out(r, c, a, b, torus, closed))
						continue;
					ruled++;
					if (search_finds(r, c, a, b, torus, closed))
						fail_msg("%dx%d (%d,%d)%s%s is ruled out but has a tour",
							 r, c, a, b, torus ? " torus" : "",
							 closed ? " closed" : "");
				}
	assert_true(ruled > 300); /* the rules do apply */
	/* and the search does find tours where they exist */
	assert_true(search_finds(5, 5, 1, 2, false, false));
	assert_true(search_finds(3, 4, 2, 1, false, false));
	assert_true(search_finds(5, 6, 1, 2, false, true));
	assert_true(search_finds(4, 4, 1, 2, true, true));
}

static void test_known_cases(void **state)
{
	(void)state;
	/* odd boards, 4 x n, 3x4/3x6/3x8: no closed knight's tour */
	assert_true(ruled_out(7, 7, 1, 2, false, true));
	assert_true(ruled_out(9, 9, 1, 2, false, true));
	assert_true(ruled_out(5, 7, 1, 2, false, true));
	assert_true(ruled_out(4, 14, 1, 2, false, true));
	assert_true(ruled_out(40, 4, 1, 2, false, true));
	assert_true(ruled_out(3, 8, 1, 2, false, true));
	assert_true(ruled_out(6, 3, 1, 2, false, true));
	/* ... but open ones, and closed ones elsewhere */
	assert_false(ruled_out(7, 7, 1, 2, false, false));
	assert_false(ruled_out(4, 14, 1, 2, false, false));
	assert_false(ruled_out(6, 6, 1, 2, false, true));
	assert_false(ruled_out(3, 10, 1, 2, false, true));
	assert_false(ruled_out(8, 8, 1, 2, false, true));
	/* thin boards: no tour at all (1x1 has its one-square open tour) */
	assert_true(ruled_out(1, 8, 1, 2, false, false));
	assert_true(ruled_out(2, 1000, 1, 2, false, false));
	assert_true(ruled_out(1000, 2, 1, 2, false, false));
	assert_false(ruled_out(1, 1, 1, 2, false, false));
	assert_true(ruled_out(1, 1, 1, 2, false, true));
	/* a + b even keeps the colour; gcd > 1 keeps the residues */
	assert_true(ruled_out(8, 8, 1, 3, false, false));
	assert_true(ruled_out(8, 8, 1, 3, true, false));
	assert_true(ruled_out(9, 9, 3, 6, false, false));
	/* no claim on a torus where the wrap breaks the argument */
	assert_false(ruled_out(7, 7, 1, 2, true, true));
	assert_false(ruled_out(5, 5, 1, 3, true, false));
	assert_false(ruled_out(2, 8, 1, 2, true, false));
	/* the reasons name the rule */
	board_spec s = spec_of(7, 7, 1, 2, false);
	char why[300];
	assert_true(tour_exists_ruled_out(&s, true, why, sizeof why));
	assert_non_null(strstr(why, "has an even number of squares, and 7x7 has 49"));
	s = spec_of(2, 8, 1, 2, false);
	assert_true(tour_exists_ruled_out(&s, false, why, sizeof why));
	assert_non_null(strstr(why, "every knight move goes 2 squares along the long side"));
	s = spec_of(8, 8, 3, 1, false);
	assert_true(tour_exists_ruled_out(&s, false, why, sizeof why));
	assert_non_null(strstr(why, "(1,3) leaper move keeps the colour"));
}

/* Does the exhaustive search find an open tour from `start`? */
static bool search_finds_from(int rows, int cols, int a, int b, ksq start)
{
	engine_config c = engine_config_default();
	c.spec = spec_of(rows, cols, a, b, false);
	c.start = start;
	c.prune = PRUNE_LOOKAHEAD;
	char err[300];
	engine *e = engine_create(&c, err, sizeof err);
	assert_non_null(e);
	bool found = false;
	engine_run(e, 0, stop_at_first, &found);
	engine_destroy(e);
	return found;
}

/* A start square on the colour of floor(N/2) squares (issue 37, the
 * student's list 4): ruled out only where the search finds no tour from
 * it, and on every odd board where the colours say so. */
static void test_start_on_the_smaller_colour(void **state)
{
	(void)state;
	static const int leapers[][2] = {{1, 2}, {2, 3}, {1, 4}};
	int ruled = 0, boards_with_tours = 0;
	for (size_t l = 0; l < sizeof leapers / sizeof leapers[0]; l++)
		for (int r = 1; r <= 5; r++)
			for (int c = 1; c <= 5; c++) {
				int a = leapers[l][0], b = leapers[l][1];
				board_spec s = spec_of(r, c, a, b, false);
				for (ksq sq = 0; sq < r * c; sq++) {
					char why[300] = "";
					bool out = tour_start_ruled_out(&s, sq, why, sizeof why);
					bool odd = (r * c) % 2 == 1, minor = (sq / c + sq % c) % 2 == 1;
					assert_int_equal(out, odd && minor);
					if (!out)
						continue;
					assert_true(why[0] != '\0');
					ruled++;
					if (search_finds_from(r, c, a, b, sq))
						fail_msg("%dx%d (%d,%d) from %d is ruled out but has a tour",
							 r, c, a, b, (int)sq);
				}
			}
	assert_true(ruled > 50);
	/* the search does find tours from the other colour where they exist */
	for (ksq sq = 0; sq < 25; sq += 2)
		boards_with_tours += search_finds_from(5, 5, 1, 2, sq);
	assert_true(boards_with_tours > 0);
	/* the reason, with the board's figures */
	board_spec s = spec_of(5, 5, 1, 2, false);
	char why[300];
	assert_true(tour_start_ruled_out(&s, 1, why, sizeof why)); /* b5 */
	assert_string_equal(why, "a knight alternates colours, and 13 squares of b5's colour "
				 "would be needed where there are 12");
	s = spec_of(7, 9, 1, 2, false);
	assert_true(tour_start_ruled_out(&s, 9, why, sizeof why)); /* a6 */
	assert_string_equal(why, "a knight alternates colours, and 32 squares of a6's colour "
				 "would be needed where there are 31");
	s = spec_of(5, 5, 1, 4, false);
	assert_true(tour_start_ruled_out(&s, 5, why, sizeof why)); /* a4 */
	assert_non_null(strstr(why, "a (1,4) leaper alternates colours"));
	/* not on the larger colour, an even board, a torus, KSQ_NONE, off the board,
	 * nor a leaper that keeps its colour (tour_exists_ruled_out() says why) */
	s = spec_of(5, 5, 1, 2, false);
	assert_false(tour_start_ruled_out(&s, 0, why, sizeof why));
	assert_false(tour_start_ruled_out(&s, KSQ_NONE, why, sizeof why));
	assert_false(tour_start_ruled_out(&s, 25, why, sizeof why));
	s = spec_of(5, 6, 1, 2, false);
	assert_false(tour_start_ruled_out(&s, 1, why, sizeof why));
	s = spec_of(5, 5, 1, 2, true);
	assert_false(tour_start_ruled_out(&s, 1, why, sizeof why));
	s = spec_of(5, 5, 1, 3, false);
	assert_false(tour_start_ruled_out(&s, 1, why, sizeof why));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_never_a_board_with_a_tour),
		cmocka_unit_test(test_known_cases),
		cmocka_unit_test(test_start_on_the_smaller_colour),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
