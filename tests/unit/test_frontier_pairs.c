/* SPDX-License-Identifier: MIT */
/* An open count in parts by its ends (frontier_pairs.c): the paths between
 * two given ends, summed over the second end, are the tours from the
 * first (the frontier count from --start); the pairs left out can have no
 * path; the parts of a count, for several numbers of parts, add up to the
 * count from every square; bad parts are refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/count.h"
#include "ktour/frontier.h"

static count_options fopts(int rows, int cols)
{
	count_options o = count_options_default();
	o.cfg.spec.rows = rows;
	o.cfg.spec.cols = cols;
	o.threads = 2;
	o.memory = 64ull << 20;
	return o;
}

static uint64_t fcount(const count_options *o)
{
	frontier_result r;
	char err[400] = "";
	if (!frontier_count(o, &r, err, sizeof err))
		fail_msg("frontier_count: %s", err);
	assert_false(r.partial);
	frontier_result_free(&r);
	return (uint64_t)r.tours;
}

static uint64_t between(count_options o, int32_t a, int32_t b)
{
	o.ends[0] = a;
	o.ends[1] = b;
	o.nends = 2;
	return fcount(&o);
}

/* For every square a: the paths from a to every other square add up to
 * the open tours from a, and a pair left out has no path. */
static void check_board(int rows, int cols, int lea, int leb)
{
	count_options o = fopts(rows, cols);
	o.cfg.spec.lea = lea;
	o.cfg.spec.leb = leb;
	int32_t nsq = rows * cols;
	for (int32_t a = 0; a < nsq; a++) {
		uint64_t sum = 0;
		for (int32_t b = 0; b < nsq; b++) {
			if (b == a)
				continue;
			uint64_t n = between(o, a, b);
			if (!frontier_pair_possible(&o.cfg.spec, a, b) && n != 0)
				fail_msg("%dx%d: %d-%d left out, has %llu paths", rows, cols, (int)a,
					 (int)b, (unsigned long long)n);
			sum += n;
		}
		count_options from = o;
		from.every_start = false;
		from.cfg.start = (ksq)a;
		uint64_t want = fcount(&from);
		if (sum != want)
			fail_msg("%dx%d (%d,%d) from %d: pairs add to %llu, --start counts %llu",
				 rows, cols, lea, leb, (int)a, (unsigned long long)sum,
				 (unsigned long long)want);
	}
}

static void test_pairs_from_each_square(void **state)
{
	(void)state;
	check_board(3, 4, 1, 2);
	check_board(4, 3, 1, 2); /* turned */
	check_board(4, 5, 1, 2);
	check_board(5, 5, 1, 2); /* odd: both ends on the majority colour */
	check_board(3, 7, 1, 2);
	check_board(5, 4, 2, 1); /* the knight as the (2,1) leaper, turned */
}

static uint64_t parts_sum(const count_options *o, int parts, uint64_t *npairs)
{
	uint64_t sum = 0;
	*npairs = 0;
	for (int k = 1; k <= parts; k++) {
		frontier_result r;
		char err[400] = "";
		if (!frontier_count_pairs(o, k, parts, &r, err, sizeof err))
			fail_msg("frontier_count_pairs %d/%d: %s", k, parts, err);
		assert_false(r.partial);
		sum += (uint64_t)r.tours;
		*npairs += r.pairs;
		frontier_result_free(&r);
	}
	return sum;
}

static void test_parts_add_up(void **state)
{
	(void)state;
	static const struct {
		int rows, cols;
		uint64_t open;
	} b[] = {{5, 5, 1728}, {4, 5, 164}, {3, 4, 16}, {5, 6, 37568}, {3, 7, 104}};
	static const int parts[] = {1, 3, 7};
	for (size_t i = 0; i < sizeof b / sizeof b[0]; i++) {
		count_options o = fopts(b[i].rows, b[i].cols);
		int nsq = b[i].rows * b[i].cols;
		/* pairs joinable in colour: opposite colours, or two of the
		 * majority colour on an odd board */
		uint64_t want_pairs = nsq % 2 == 0 ? (uint64_t)(nsq / 2) * (nsq / 2)
						   : (uint64_t)(nsq + 1) / 2 * ((nsq + 1) / 2 - 1) / 2;
		assert_int_equal(fcount(&o), b[i].open);
		for (size_t k = 0; k < sizeof parts / sizeof parts[0]; k++) {
			uint64_t npairs;
			assert_int_equal(parts_sum(&o, parts[k], &npairs), b[i].open);
			assert_int_equal(npairs, want_pairs);
		}
	}
	/* more parts than pairs: most are empty, and count 0 */
	count_options o = fopts(3, 4);
	uint64_t npairs;
	assert_int_equal(parts_sum(&o, 100, &npairs), 16);
	assert_int_equal(npairs, 36);
}

static void test_refusals(void **state)
{
	(void)state;
	count_options o = fopts(5, 5);
	frontier_result r;
	char err[400];
	assert_false(frontier_count_pairs(&o, 0, 3, &r, err, sizeof err));
	assert_false(frontier_count_pairs(&o, 4, 3, &r, err, sizeof err));
	o.cfg.closed = true;
	assert_false(frontier_count_pairs(&o, 1, 3, &r, err, sizeof err));
	o = fopts(1, 1);
	assert_false(frontier_count_pairs(&o, 1, 1, &r, err, sizeof err));
	/* the same end twice, a square off the board */
	o = fopts(5, 5);
	o.nends = 2;
	o.ends[0] = o.ends[1] = 3;
	assert_false(frontier_count(&o, &r, err, sizeof err));
	assert_non_null(strstr(err, "two different squares"));
	o.ends[1] = 25;
	assert_false(frontier_count(&o, &r, err, sizeof err));
	assert_false(frontier_pair_possible(&o.cfg.spec, 0, 25));
	assert_false(frontier_pair_possible(&o.cfg.spec, 4, 4));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_pairs_from_each_square),
		cmocka_unit_test(test_parts_add_up),
		cmocka_unit_test(test_refusals),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
