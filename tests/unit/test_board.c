/* SPDX-License-Identifier: MIT */
/* Board geometry: degrees from docs/literature.md, torus, leapers, square names,
 * symmetries, orderings. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/square.h"

static const int degrees8[8][8] = {
	{2, 3, 4, 4, 4, 4, 3, 2}, {3, 4, 6, 6, 6, 6, 4, 3}, {4, 6, 8, 8, 8, 8, 6, 4},
	{4, 6, 8, 8, 8, 8, 6, 4}, {4, 6, 8, 8, 8, 8, 6, 4}, {4, 6, 8, 8, 8, 8, 6, 4},
	{3, 4, 6, 6, 6, 6, 4, 3}, {2, 3, 4, 4, 4, 4, 3, 2},
};

static void make(board *b, int rows, int cols, int a, int c, bool torus)
{
	board_spec s = {.rows = rows, .cols = cols, .lea = a, .leb = c, .torus = torus};
	char err[200];
	assert_true(board_init(b, &s, err, sizeof err));
}

static void test_degrees_8x8(void **state)
{
	(void)state;
	board b;
	make(&b, 8, 8, 1, 2, false);
	for (int r = 0; r < 8; r++)
		for (int c = 0; c < 8; c++)
			assert_int_equal(board_degree(&b, board_sq(&b, r, c)), degrees8[r][c]);
	board_free(&b);
}

static void test_move_numbers(void **state)
{
	(void)state;
	/* docs/literature.md: 1=(-2,+1) 2=(-1,+2) 3=(+1,+2) 4=(+2,+1) 5=(+2,-1)
	 * 6=(+1,-2) 7=(-1,-2) 8=(-2,-1) */
	static const int want[8][2] = {{-2, 1}, {-1, 2}, {1, 2}, {2, 1},
				       {2, -1}, {1, -2}, {-1, -2}, {-2, -1}};
	for (int k = 0; k < 8; k++) {
		int dr, dc;
		board_move_step(1, 2, k, &dr, &dc);
		assert_int_equal(dr, want[k][0]);
		assert_int_equal(dc, want[k][1]);
	}
	board b;
	make(&b, 8, 8, 1, 2, false);
	/* from (1,1): moves 3 and 4 only */
	assert_int_equal(board_target(&b, 0, 2), board_sq(&b, 1, 2));
	assert_int_equal(board_target(&b, 0, 3), board_sq(&b, 2, 1));
	assert_int_equal(board_target(&b, 0, 0), KSQ_NONE);
	assert_int_equal(board_move_between(&b, 0, board_sq(&b, 2, 1)), 3);
	assert_int_equal(board_move_between(&b, 0, board_sq(&b, 2, 2)), -1);
	board_free(&b);
}

static void test_torus(void **state)
{
	(void)state;
	board b;
	make(&b, 8, 8, 1, 2, true);
	for (ksq s = 0; s < b.nsq; s++)
		assert_int_equal(board_degree(&b, s), 8);
	/* (1,1) move 1 = (-2,+1) wraps to (7,2) */
	assert_int_equal(board_target(&b, 0, 0), board_sq(&b, 6, 1));
	board_free(&b);
	/* 3x3 torus: targets coincide, each counted once and never self */
	make(&b, 3, 3, 1, 2, true);
	for (ksq s = 0; s < b.nsq; s++) {
		ksq t[8];
		int n = board_neighbours(&b, s, t);
		assert_true(n >= 1 && n <= 8);
		for (int i = 0; i < 8; i++) {
			if (t[i] == KSQ_NONE)
				continue;
			assert_int_not_equal(t[i], s);
			for (int j = 0; j < i; j++)
				assert_int_not_equal(t[i], t[j]);
		}
	}
	board_free(&b);
}

static void test_leapers(void **state)
{
	(void)state;
	board b;
	make(&b, 8, 8, 1, 3, false); /* camel: (1,1) -> (2,4) and (4,2) */
	assert_int_equal(board_degree(&b, 0), 2);
	assert_int_equal(board_target(&b, 0, 2), board_sq(&b, 1, 3));
	board_free(&b);
	board_spec s = {.rows = 8, .cols = 8, .lea = 1, .leb = 1};
	char err[200];
	assert_false(board_spec_valid(&s, err, sizeof err));
	assert_non_null(strstr(err, "leaper 1,1"));
	s.lea = 0;
	assert_false(board_spec_valid(&s, err, sizeof err));
	s = (board_spec){.rows = 0, .cols = 5, .lea = 1, .leb = 2};
	assert_false(board_spec_valid(&s, err, sizeof err));
	s = (board_spec){.rows = 30000, .cols = 30000, .lea = 1, .leb = 2};
	assert_false(board_spec_valid(&s, err, sizeof err));
	assert_non_null(strstr(err, "GiB"));
}

static void test_names(void **state)
{
	(void)state;
	char buf[SQUARE_NAME_MAX];
	square_name_algebraic(8, 0, 0, buf, sizeof buf);
	assert_string_equal(buf, "a8");
	square_name_algebraic(8, 7, 0, buf, sizeof buf);
	assert_string_equal(buf, "a1");
	square_name_algebraic(8, 0, 7, buf, sizeof buf);
	assert_string_equal(buf, "h8");
	square_file_name(25, buf, sizeof buf);
	assert_string_equal(buf, "z");
	square_file_name(26, buf, sizeof buf);
	assert_string_equal(buf, "aa");
	square_file_name(701, buf, sizeof buf);
	assert_string_equal(buf, "zz");
	square_file_name(702, buf, sizeof buf);
	assert_string_equal(buf, "aaa");
	square_name_rowcol(0, 0, buf, sizeof buf);
	assert_string_equal(buf, "1,1");
	/* round trips on boards wider than 26 and 702 columns */
	static const int widths[] = {8, 27, 703, 2000};
	for (size_t w = 0; w < sizeof widths / sizeof widths[0]; w++) {
		int cols = widths[w], rows = 30;
		for (int c = 0; c < cols; c++)
			for (int r = 0; r < rows; r += 7) {
				char err[200];
				int r2, c2;
				square_name_algebraic(rows, r, c, buf, sizeof buf);
				assert_true(square_parse(buf, rows, &r2, &c2, err, sizeof err));
				assert_int_equal(r2, r);
				assert_int_equal(c2, c);
				square_name_rowcol(r, c, buf, sizeof buf);
				assert_true(square_parse(buf, rows, &r2, &c2, err, sizeof err));
				assert_int_equal(r2, r);
				assert_int_equal(c2, c);
			}
	}
}

static void test_bad_names(void **state)
{
	(void)state;
	board b;
	make(&b, 8, 8, 1, 2, false);
	static const char *bad[] = {"zz0", "0,0", "i1", "a9", "a", "8", "1,", ",1",
				    "1,1,1", "a-1", "99999999999999,1", "", "(1,2", "é4"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		char err[200] = "";
		ksq sq;
		assert_false(square_parse_on(&b, bad[i], &sq, err, sizeof err));
		assert_true(strlen(err) > 0);
	}
	ksq sq;
	char err[200];
	assert_true(square_parse_on(&b, "(3, 4)", &sq, err, sizeof err));
	assert_int_equal(sq, board_sq(&b, 2, 3));
	assert_true(square_parse_on(&b, "d5", &sq, err, sizeof err));
	assert_int_equal(sq, board_sq(&b, 3, 3));
	board_free(&b);
}

static void test_symmetries(void **state)
{
	(void)state;
	board b;
	make(&b, 8, 8, 1, 2, false);
	assert_int_equal(board_symmetry_count(&b), 8);
	ksq corner = 0;
	assert_int_equal(board_symmetry_apply(&b, 1, corner), board_sq(&b, 0, 7));
	assert_int_equal(board_symmetry_apply(&b, 2, corner), board_sq(&b, 7, 7));
	/* every symmetry is a bijection that maps knight moves to knight moves */
	for (int s = 0; s < 8; s++) {
		unsigned char seen[64] = {0};
		for (ksq q = 0; q < 64; q++) {
			ksq img = board_symmetry_apply(&b, s, q);
			assert_false(seen[img]);
			seen[img] = 1;
			for (int k = 0; k < 8; k++) {
				ksq t = board_target(&b, q, k);
				if (t != KSQ_NONE)
					assert_true(board_move_between(
							    &b, img, board_symmetry_apply(&b, s, t)) >= 0);
			}
		}
	}
	board_free(&b);
	make(&b, 5, 6, 1, 2, false);
	assert_int_equal(board_symmetry_count(&b), 4);
	assert_false(board_symmetry_valid(&b, 1));
	assert_true(board_symmetry_valid(&b, 5));
	ksq path[2] = {0, board_sq(&b, 1, 2)};
	board_symmetry_apply_path(&b, 4, path, 2);
	assert_int_equal(path[0], board_sq(&b, 0, 5));
	assert_int_equal(path[1], board_sq(&b, 1, 3));
	board_free(&b);
}

static void test_orderings(void **state)
{
	(void)state;
	uint8_t o[8];
	char err[200], back[9];
	assert_true(ordering_parse("36875124", o, err, sizeof err));
	assert_int_equal(o[0], 2);
	ordering_format(o, back);
	assert_string_equal(back, "36875124");
	assert_false(ordering_parse("11234567", o, err, sizeof err));
	assert_false(ordering_parse("1234567", o, err, sizeof err));
	assert_false(ordering_parse("12345679", o, err, sizeof err));
}

static void test_masks_match_bounds(void **state)
{
	(void)state;
	/* the row-and-column fast fill agrees with a direct bounds check */
	static const int sizes[][4] = {{1, 1, 1, 2}, {3, 7, 1, 2}, {9, 4, 2, 3}, {5, 5, 1, 4}};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		board b;
		make(&b, sizes[i][0], sizes[i][1], sizes[i][2], sizes[i][3], false);
		for (int r = 0; r < b.rows; r++)
			for (int c = 0; c < b.cols; c++)
				for (int k = 0; k < 8; k++) {
					int r2 = r + b.dr[k], c2 = c + b.dc[k];
					bool on = r2 >= 0 && r2 < b.rows && c2 >= 0 && c2 < b.cols;
					assert_int_equal(board_target(&b, board_sq(&b, r, c), k),
							 on ? board_sq(&b, r2, c2) : KSQ_NONE);
				}
		board_free(&b);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_degrees_8x8), cmocka_unit_test(test_move_numbers),
		cmocka_unit_test(test_torus),       cmocka_unit_test(test_leapers),
		cmocka_unit_test(test_names),       cmocka_unit_test(test_bad_names),
		cmocka_unit_test(test_symmetries),  cmocka_unit_test(test_orderings), cmocka_unit_test(test_masks_match_bounds),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
