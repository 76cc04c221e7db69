/* SPDX-License-Identifier: MIT */
/* Tour validation: the known answers of docs/literature.md, closed tours, the
 * first Warnsdorff departure, and every kind of fault with its move. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/tour.h"
#include "unit/tour_samples.h"

static board_spec spec_of(int rows, int cols)
{
	board_spec s = board_spec_default();
	s.rows = rows;
	s.cols = cols;
	return s;
}

/* The square (row, col), 1-based, on a board of `cols` columns. */
static ksq at(int cols, int row, int col)
{
	return (ksq)((row - 1) * cols + (col - 1));
}

static void test_squirrel_cull_is_open_warnsdorff_tour(void **state)
{
	(void)state;
	tour t;
	tour_report r;
	assert_true(sample_tour(&t, 8, 8, squirrel_cull_8x8));
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_OK);
	assert_true(r.complete);
	assert_false(r.closed); /* 64 at (6,5), 1 at (1,1): not a knight move */
	assert_int_equal(r.covered, 64);
	assert_int_equal(r.total, 64);
	assert_true(r.warnsdorff);
	assert_int_equal(r.first_departure, 0);
	assert_string_equal(r.reason, "");
	tour_free(&t);
}

static void test_stuck_walk_covers_17_of_25(void **state)
{
	(void)state;
	tour t;
	tour_report r;
	assert_true(sample_tour(&t, 5, 5, stuck_5x5));
	assert_int_equal(t.len, 17);
	assert_int_equal(t.path[0], at(5, 1, 3));
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_INCOMPLETE);
	assert_false(r.complete);
	assert_false(r.closed);
	assert_int_equal(r.covered, 17);
	assert_int_equal(r.total, 25);
	assert_true(r.warnsdorff); /* it is a Warnsdorff walk, just stuck */
	assert_string_equal(r.reason, "only 17 of the 25 squares are visited");
	tour_free(&t);
}

/* One square visited of nine: "is", not "are" (issue 37). */
static void test_one_square_visited(void **state)
{
	(void)state;
	board_spec sp = spec_of(3, 3);
	tour t;
	tour_report r;
	tour_init(&t, &sp);
	assert_true(tour_push(&t, at(3, 1, 1)));
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_INCOMPLETE);
	assert_string_equal(r.reason, "only 1 of the 9 squares is visited");
	tour_free(&t);
}

static void test_closed_tour(void **state)
{
	(void)state;
	tour t;
	tour_report r;
	assert_true(sample_tour(&t, 8, 8, closed_8x8));
	assert_true(tour_check(&t, &r));
	assert_true(r.complete);
	assert_true(r.closed);
	/* Reversed and rotated it stays a closed tour. */
	for (size_t i = 0; i < t.len / 2; i++) {
		ksq tmp = t.path[i];
		t.path[i] = t.path[t.len - 1 - i];
		t.path[t.len - 1 - i] = tmp;
	}
	board b;
	char err[100];
	assert_true(board_init(&b, &t.spec, err, sizeof err));
	board_symmetry_apply_path(&b, 1, t.path, t.len);
	board_free(&b);
	assert_true(tour_check(&t, &r));
	assert_true(r.closed);
	/* Dropping the last square leaves an open path of 63. */
	t.len--;
	assert_true(tour_check(&t, &r));
	assert_false(r.closed);
	assert_int_equal(r.fault, TOUR_INCOMPLETE);
	assert_int_equal(r.covered, 63);
	tour_free(&t);
}

static void test_3x4_tour(void **state)
{
	(void)state;
	tour t;
	tour_report r;
	assert_true(sample_tour(&t, 3, 4, tour_3x4));
	assert_true(tour_check(&t, &r));
	assert_true(r.complete);
	assert_false(r.closed); /* no closed tour on 3 x n for n < 10 */
	tour_free(&t);
}

static void test_first_departure_backtrack_tour(void **state)
{
	(void)state;
	tour t;
	tour_report r;
	assert_true(sample_tour(&t, 5, 5, backtrack_5x5));
	assert_true(tour_check(&t, &r));
	assert_true(r.complete);
	assert_false(r.warnsdorff);
	/* move 6 from (4,3) to (2,4): 3 onward moves where (5,1) had 1 */
	assert_int_equal(r.first_departure, 6);
	tour_free(&t);
}

static void test_first_departure_by_hand(void **state)
{
	(void)state;
	board_spec s = spec_of(8, 8);
	board b;
	char err[100];
	assert_true(board_init(&b, &s, err, sizeof err));
	/* From b8 = (1,2) the neighbours are (2,4), (3,3) and (3,1); once b8
	 * is visited they have 5, 7 and 3 onward moves. */
	ksq good[2] = {at(8, 1, 2), at(8, 3, 1)};
	ksq bad[2] = {at(8, 1, 2), at(8, 3, 3)};
	assert_int_equal(tour_warnsdorff_departure(&b, good, 2), 0);
	assert_int_equal(tour_warnsdorff_departure(&b, bad, 2), 1);
	/* a8 -> c7, then from c7 = (2,3) (a8 and c7 visited) the candidates
	 * have: e8 (1,5) 3, e6 (3,5) 7, d5 (4,4) 7, b5 (4,2) 5, a6 (3,1) 3.
	 * a6 ties for the minimum; b5 does not. */
	ksq p3[3] = {at(8, 1, 1), at(8, 2, 3), at(8, 3, 1)};
	assert_int_equal(tour_warnsdorff_departure(&b, p3, 3), 0);
	ksq p3bad[3] = {at(8, 1, 1), at(8, 2, 3), at(8, 4, 2)};
	assert_int_equal(tour_warnsdorff_departure(&b, p3bad, 3), 2);
	assert_int_equal(tour_warnsdorff_departure(&b, p3, 1), 0);
	assert_int_equal(tour_warnsdorff_departure(&b, p3, 0), 0);
	board_free(&b);
}

/* A random walk: random legal moves to unvisited squares until stuck. */
static size_t random_walk(const board *b, ksq start, ksq *path, size_t max, uint32_t *seed)
{
	static unsigned char seen[400];
	memset(seen, 0, sizeof seen);
	size_t n = 0;
	path[n++] = start;
	seen[start] = 1;
	while (n < max) {
		ksq nb[8], free_nb[8];
		int k = 0;
		board_neighbours(b, path[n - 1], nb);
		for (int i = 0; i < 8; i++)
			if (nb[i] != KSQ_NONE && !seen[nb[i]])
				free_nb[k++] = nb[i];
		if (k == 0)
			break;
		*seed = *seed * 1103515245u + 12345u;
		ksq next = free_nb[(*seed >> 16) % (uint32_t)k];
		seen[next] = 1;
		path[n++] = next;
	}
	return n;
}

/* Long paths are checked with a degree per square, short paths on big
 * boards square by square: a prefix shorter than 1/16 of the board must
 * give the answer the whole path gives. */
static void test_departure_long_and_short_paths_agree(void **state)
{
	(void)state;
	static const int shapes[3][5] = {{20, 20, 1, 2, 0}, {20, 20, 1, 2, 1}, {16, 25, 2, 3, 1}};
	uint32_t seed = 7;
	int departures = 0;
	for (int sh = 0; sh < 3; sh++) {
		board_spec s = {.rows = shapes[sh][0], .cols = shapes[sh][1],
				.lea = shapes[sh][2], .leb = shapes[sh][3], .torus = shapes[sh][4]};
		board b;
		char err[100];
		assert_true(board_init(&b, &s, err, sizeof err));
		for (int w = 0; w < 200; w++) {
			ksq path[400];
			size_t len = random_walk(&b, (ksq)(w % b.nsq), path, 400, &seed);
			if (len <= (size_t)b.nsq / 16)
				continue;
			size_t whole = tour_warnsdorff_departure(&b, path, len);
			departures += whole > 0;
			for (size_t m = 2; m < (size_t)b.nsq / 16; m++) {
				size_t part = tour_warnsdorff_departure(&b, path, m);
				assert_int_equal(part, whole > 0 && whole < m ? whole : 0);
			}
		}
		board_free(&b);
	}
	assert_true(departures > 100); /* random walks rarely follow the rule */
}

static void test_not_a_move(void **state)
{
	(void)state;
	board_spec s = spec_of(8, 8);
	tour t;
	tour_report r;
	tour_init(&t, &s);
	/* a8 c7 e8 then e8 -> f6 is fine, f6 -> f5 is not */
	ksq p[5] = {at(8, 1, 1), at(8, 2, 3), at(8, 1, 5), at(8, 3, 6), at(8, 4, 6)};
	assert_true(tour_set_path(&t, p, 5));
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_NOT_A_MOVE);
	assert_int_equal(r.bad_index, 4);
	assert_int_equal(r.covered, 4);
	assert_false(r.complete);
	assert_string_equal(r.reason, "move 4 from f6 to f5 is not a knight move");
	tour_free(&t);
}

static void test_repeated_square(void **state)
{
	(void)state;
	board_spec s = spec_of(8, 8);
	tour t;
	tour_report r;
	tour_init(&t, &s);
	ksq p[3] = {at(8, 1, 1), at(8, 2, 3), at(8, 1, 1)};
	assert_true(tour_set_path(&t, p, 3));
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_REPEATED);
	assert_int_equal(r.bad_index, 2);
	assert_int_equal(r.covered, 2);
	assert_string_equal(r.reason,
			    "move 2 from c7 to a8 returns to a8, already visited as square 1");
	tour_free(&t);
}

static void test_off_board_and_empty(void **state)
{
	(void)state;
	board_spec s = spec_of(3, 4);
	tour t;
	tour_report r;
	tour_init(&t, &s);
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_EMPTY);
	assert_int_equal(r.covered, 0);
	assert_false(r.complete);
	assert_true(tour_push(&t, 0));
	assert_true(tour_push(&t, 12));
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_OFF_BOARD);
	assert_int_equal(r.bad_index, 1);
	assert_non_null(strstr(r.reason, "off the 3x4 board"));
	tour_free(&t);
}

static void test_leaper_and_torus(void **state)
{
	(void)state;
	board_spec s = spec_of(8, 8);
	tour t;
	tour_report r;
	tour_init(&t, &s);
	ksq camel[2] = {at(8, 1, 1), at(8, 2, 4)}; /* (+1,+3) */
	assert_true(tour_set_path(&t, camel, 2));
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_NOT_A_MOVE);
	assert_string_equal(r.reason, "move 1 from a8 to d7 is not a knight move");
	t.spec.lea = 1;
	t.spec.leb = 3;
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_INCOMPLETE);
	assert_int_equal(r.covered, 2);
	ksq wrap[2] = {at(8, 1, 1), at(8, 7, 2)}; /* (-2,+1) round the top edge */
	assert_true(tour_set_path(&t, wrap, 2));
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_NOT_A_MOVE);
	assert_non_null(strstr(r.reason, "(1,3)-leaper"));
	t.spec.lea = 1;
	t.spec.leb = 2;
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_NOT_A_MOVE);
	t.spec.torus = true;
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.fault, TOUR_INCOMPLETE);
	tour_free(&t);
}

static void test_one_square_board(void **state)
{
	(void)state;
	board_spec s = spec_of(1, 1);
	tour t;
	tour_report r;
	tour_init(&t, &s);
	assert_true(tour_push(&t, 0));
	assert_true(tour_check(&t, &r));
	assert_true(r.complete);
	assert_false(r.closed);
	assert_true(r.warnsdorff);
	tour_free(&t);
}

static void test_bad_board_spec(void **state)
{
	(void)state;
	board_spec s = spec_of(0, 8);
	tour t;
	tour_report r;
	tour_init(&t, &s);
	assert_false(tour_check(&t, &r));
	assert_true(strlen(r.reason) > 0);
	tour_free(&t);
}

static void test_meta(void **state)
{
	(void)state;
	board_spec s = board_spec_default();
	tour t;
	tour_init(&t, &s);
	assert_true(tour_meta_add(&t, "# engine warnsdorff"));
	assert_true(tour_meta_add(&t, "seed 42"));
	assert_true(tour_meta_addf(&t, "steps %d", 64));
	assert_int_equal(t.meta.count, 3);
	assert_string_equal(t.meta.lines[0], "engine warnsdorff");
	assert_string_equal(t.meta.lines[1], "seed 42");
	assert_string_equal(t.meta.lines[2], "steps 64");
	ksq p[3] = {5, 6, 7};
	assert_true(tour_set_path(&t, p, 3));
	assert_true(tour_set_path(&t, t.path + 1, 2)); /* overlapping source */
	assert_int_equal(t.len, 2);
	assert_int_equal(t.path[0], 6);
	assert_int_equal(t.path[1], 7);
	tour_free(&t);
	assert_null(t.path);
	assert_int_equal(t.meta.count, 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_squirrel_cull_is_open_warnsdorff_tour),
		cmocka_unit_test(test_stuck_walk_covers_17_of_25),
		cmocka_unit_test(test_one_square_visited),
		cmocka_unit_test(test_closed_tour),
		cmocka_unit_test(test_3x4_tour),
		cmocka_unit_test(test_first_departure_backtrack_tour),
		cmocka_unit_test(test_first_departure_by_hand),
		cmocka_unit_test(test_departure_long_and_short_paths_agree),
		cmocka_unit_test(test_not_a_move),
		cmocka_unit_test(test_repeated_square),
		cmocka_unit_test(test_off_board_and_empty),
		cmocka_unit_test(test_leaper_and_torus),
		cmocka_unit_test(test_one_square_board),
		cmocka_unit_test(test_bad_board_spec),
		cmocka_unit_test(test_meta),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
