/* SPDX-License-Identifier: MIT */
/* The experiments' tables on small ranges against docs/literature.md: the
 * orderings (12345678 gives a tour on 8x8 from the corner; 36875124 fails
 * on 5x5 from (1,3) after 17 squares), orderings19 on small rectangles
 * (each rectangle's ordering checked against walks of its own), the
 * squirrel-cull schedule on every square board of a range, the single
 * ordering's failures below m = 112, random ties near the published rates;
 * seeded reproducibility (same seed same table, -j1 equals -j2); a
 * stopped run gives a partial table. */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ktour/experiment.h"

static void run(const experiment_options *o, experiment_result *r)
{
	char err[256] = "";
	bool ok = experiment_run(o, r, err, sizeof err);
	if (!ok)
		fprintf(stderr, "experiment_run: %s\n", err);
	assert_true(ok);
}

static int64_t ival(const experiment_result *r, size_t row, int col)
{
	const table_val *v = table_at(&r->t, row, col);
	assert_int_equal(v->kind, TV_INT);
	return v->i;
}

static const char *sval(const experiment_result *r, size_t row, int col)
{
	const table_val *v = table_at(&r->t, row, col);
	assert_int_equal(v->kind, TV_TEXT);
	return v->text;
}

/* The end of one Warnsdorff walk from the corner of rows x cols with an
 * ordering: EV_EXHAUSTED (a tour) or EV_STUCK. */
static engine_event_kind walk_end(int rows, int cols, const uint8_t order[8])
{
	char err[128];
	engine_config c = engine_config_default();
	c.kind = ENGINE_WARNSDORFF;
	c.spec.rows = rows;
	c.spec.cols = cols;
	memcpy(c.tie_order, order, 8);
	engine *e = engine_create(&c, err, sizeof err);
	assert_non_null(e);
	engine_event_kind k = engine_run(e, 0, NULL, NULL);
	engine_destroy(e);
	return k;
}

static void orderings_of(experiment_options *o, const char *const *text, size_t n,
			 uint8_t (*buf)[8])
{
	char err[128];
	for (size_t i = 0; i < n; i++)
		assert_true(ordering_parse(text[i], buf[i], err, sizeof err));
	o->orderings = (const uint8_t (*)[8])buf;
	o->norderings = n;
}

static void test_orderings_literature(void **state)
{
	(void)state;
	experiment_result r;
	uint8_t buf[2][8];
	static const char *const both[] = {"12345678", "36875124"};
	/* 8x8 from the corner: 12345678 gives docs/literature.md's tour */
	experiment_options o = experiment_defaults(EXP_ORDERINGS);
	o.lo = o.hi = 8;
	orderings_of(&o, both, 1, buf);
	run(&o, &r);
	assert_false(r.t.partial);
	assert_int_equal(r.t.nrows, 1);
	assert_string_equal(sval(&r, 0, 0), "12345678");
	assert_string_equal(sval(&r, 0, 1), "none");
	assert_int_equal(r.squares, 63);
	experiment_result_free(&r);
	/* 5x5 from (1,3): 36875124 fails after 17 squares, 12345678 does not */
	o.lo = o.hi = 5;
	o.start_row = 1;
	o.start_col = 3;
	static const char *const swapped[] = {"36875124", "12345678"};
	orderings_of(&o, swapped, 2, buf);
	run(&o, &r);
	assert_int_equal(r.t.nrows, 2);
	assert_string_equal(sval(&r, 0, 1), "5x5");
	assert_int_equal(ival(&r, 0, 2), 5);
	assert_string_equal(sval(&r, 1, 1), "none");
	assert_int_equal(r.squares, 16 + 24);
	assert_string_equal(table_summary(&r.t, "fail on some board"),
			    "1 of 2 (published: all, for sides 10..50)");
	experiment_result_free(&r);
}

/* The first failure of 12345678 on 10..20: 10x17 (17 rows fail first
 * among the boards with a longer side of 17). */
static void test_orderings_first_failure(void **state)
{
	(void)state;
	experiment_result r;
	uint8_t buf[1][8];
	static const char *const one[] = {"12345678"};
	experiment_options o = experiment_defaults(EXP_ORDERINGS);
	o.hi = 20;
	orderings_of(&o, one, 1, buf);
	run(&o, &r);
	assert_string_equal(sval(&r, 0, 1), "10x17");
	/* and the boards before it give tours: one walk each */
	for (int s = 10; s <= 17; s++)
		for (int k = 10; k <= s; k++)
			for (int flip = 0; flip < (k < s ? 2 : 1); flip++) {
				int rows = flip ? s : k, cols = flip ? k : s;
				if (rows == 10 && cols == 17)
					goto done;
				assert_int_equal(walk_end(rows, cols, buf[0]), EV_EXHAUSTED);
			}
done:
	experiment_result_free(&r);
}

/* Every rectangle of 10..24 is covered, and its ordering is the first of
 * the nineteen whose own walk gives a tour. */
static void test_orderings19_small(void **state)
{
	(void)state;
	experiment_options o = experiment_defaults(EXP_ORDERINGS19);
	o.hi = 24;
	experiment_result r;
	run(&o, &r);
	assert_int_equal(r.t.nrows, 15 * 15);
	assert_string_equal(table_summary(&r.t, "without a tour"), "none");
	for (size_t i = 0; i < r.t.nrows; i++) {
		int rows = (int)ival(&r, i, 0), cols = (int)ival(&r, i, 1);
		int tried = (int)ival(&r, i, 3);
		char want[9];
		ordering_format(tiebreak_ordering19(tried - 1), want);
		assert_string_equal(sval(&r, i, 2), want);
		for (int k = 0; k < tried; k++)
			assert_int_equal(walk_end(rows, cols, tiebreak_ordering19(k)),
					 k + 1 == tried ? EV_EXHAUSTED : EV_STUCK);
	}
	experiment_result_free(&r);
}

/* squirrel-cull: a tour on every square board 5..130, with the paper's
 * ordering below 112 and its schedule above. */
static void test_schedule(void **state)
{
	(void)state;
	experiment_options o = experiment_defaults(EXP_SCHEDULE);
	o.hi = 130;
	experiment_result r;
	run(&o, &r);
	static const int use21[] = {41, 52, 59, 60, 66, 74, 79, 88, 94, 98, 107, 108};
	assert_int_equal(r.t.nrows, 126);
	for (size_t i = 0, u = 0; i < r.t.nrows; i++) {
		int m = (int)ival(&r, i, 0);
		assert_string_equal(sval(&r, i, 1), "yes");
		const char *used = sval(&r, i, 2);
		if (u < sizeof use21 / sizeof use21[0] && m == use21[u] && ++u)
			assert_string_equal(used, "21345678");
		else if (m == 87)
			assert_string_equal(used, "13245678");
		else if (m < 112)
			assert_string_equal(used, "12345678");
		else
			assert_true(strncmp(used, "schedule ", 9) == 0 && used[9] - '0' == m % 8);
		/* the walk reaches the last ordering of its rule */
		assert_int_equal(ival(&r, i, 3), ival(&r, i, 4));
	}
	/* m = 120 (0 mod 8): five orderings, from 34261578 to 21435678 */
	assert_int_equal(ival(&r, 115, 4), 5);
	assert_string_equal(table_summary(&r.t, "schedule 0 (m mod 8)"),
			    "34261578 87642135 51867342 51342678 21435678");
	assert_string_equal(table_summary(&r.t, "with a tour"),
			    "126 of 126 (published: every m >= 5)");
	experiment_result_free(&r);
}

/* 12345678 alone fails below 112 exactly where Squirrel and Cull use
 * another ordering (and at 59 and 60); the squirrel-cull rule never. */
static void test_tiebreaks_orderings(void **state)
{
	(void)state;
	experiment_options o = experiment_defaults(EXP_TIEBREAKS);
	o.hi = 111;
	o.nrules = 0;
	assert_true(experiment_rule_parse("12345678", &o.rules[o.nrules++]));
	assert_true(experiment_rule_parse("squirrel-cull", &o.rules[o.nrules++]));
	assert_false(experiment_rule_parse("sideways", &o.rules[o.nrules]));
	experiment_result r;
	run(&o, &r);
	static const int fails[] = {41, 52, 59, 60, 66, 74, 79, 87, 88, 94, 98, 107, 108};
	size_t f = 0;
	for (size_t i = 0; i < r.t.nrows; i++) {
		int m = (int)ival(&r, i, 0);
		bool want_fail = f < sizeof fails / sizeof fails[0] && fails[f] == m;
		f += want_fail;
		assert_true(table_at(&r.t, i, 1)->r == (want_fail ? 0.0 : 100.0));
		assert_true(table_at(&r.t, i, 2)->r == 100.0);
	}
	assert_int_equal(f, sizeof fails / sizeof fails[0]);
	experiment_result_free(&r);
}

static bool same_tables(const experiment_result *a, const experiment_result *b)
{
	if (a->t.nrows != b->t.nrows || a->t.ncols != b->t.ncols)
		return false;
	for (size_t i = 0; i < a->t.nrows; i++)
		for (int c = 0; c < a->t.ncols; c++) {
			const table_val *x = table_at(&a->t, i, c), *y = table_at(&b->t, i, c);
			if (x->kind != y->kind || x->i != y->i || !(x->r == y->r))
				return false;
		}
	return true;
}

/* The same seed gives the same table on one thread or two; another seed
 * another table; the rates are near docs/literature.md's (about 98% for
 * m <= 25 except m = 7, about 75%). */
static void test_random_ties_seeded(void **state)
{
	(void)state;
	experiment_options o = experiment_defaults(EXP_RANDOM_TIES);
	o.hi = 25;
	o.seed = 12345;
	o.threads = 1;
	experiment_result a, b, c;
	run(&o, &a);
	o.threads = 2;
	run(&o, &b);
	o.seed = 54321;
	run(&o, &c);
	assert_true(same_tables(&a, &b));
	assert_false(same_tables(&a, &c));
	assert_int_equal(a.t.nrows, 21);
	for (size_t i = 0; i < a.t.nrows; i++) {
		int m = (int)ival(&a, i, 0);
		int64_t tours = ival(&a, i, 2);
		assert_int_equal(ival(&a, i, 1), 100);
		if (m == 7)
			assert_true(tours >= 55 && tours <= 90);
		else
			assert_true(tours >= 88);
	}
	/* the random rule of tiebreaks repeats random-ties for the same seed */
	experiment_options t = experiment_defaults(EXP_TIEBREAKS);
	t.hi = 25;
	t.seed = 12345;
	t.nrules = 1;
	experiment_result d;
	run(&t, &d);
	for (size_t i = 0; i < d.t.nrows; i++)
		assert_true(table_at(&d.t, i, 1)->r == table_at(&a.t, i, 3)->r);
	experiment_result_free(&a);
	experiment_result_free(&b);
	experiment_result_free(&c);
	experiment_result_free(&d);
}

/* A stop requested while the run goes on: the rows done so far, partial. */
static volatile sig_atomic_t stop_flag;

static void stop_soon(void *ctx, const experiment_progress *p)
{
	(void)ctx;
	if (p->done >= 3)
		stop_flag = 1;
}

static void test_stopped_run_is_partial(void **state)
{
	(void)state;
	experiment_options o = experiment_defaults(EXP_RANDOM_TIES);
	o.lo = 5;
	o.hi = 300;
	o.seed = 1;
	o.stop = &stop_flag;
	o.progress = stop_soon;
	o.progress_interval = 0.001;
	experiment_result r;
	run(&o, &r);
	assert_true(r.t.partial);
	assert_true(r.t.nrows >= 3 && r.t.nrows < 296);
	assert_non_null(strstr(r.chart.subtitle, "partial"));
	/* the rows that are there are the complete ones: same as unstopped */
	experiment_options full = experiment_defaults(EXP_RANDOM_TIES);
	full.lo = 5;
	full.hi = 30;
	full.seed = 1;
	experiment_result f;
	run(&full, &f);
	for (size_t i = 0; i < r.t.nrows; i++) {
		int m = (int)ival(&r, i, 0);
		if (m <= 30)
			assert_int_equal(ival(&r, i, 2), ival(&f, (size_t)(m - 5), 2));
	}
	experiment_result_free(&r);
	experiment_result_free(&f);
}

static void test_bad_options(void **state)
{
	(void)state;
	char err[256];
	experiment_result r;
	experiment_options o = experiment_defaults(EXP_RANDOM_TIES);
	o.lo = 0;
	assert_false(experiment_run(&o, &r, err, sizeof err));
	assert_non_null(strstr(err, "--sizes"));
	o = experiment_defaults(EXP_RANDOM_TIES);
	o.start_row = 1;
	o.start_col = 3;
	assert_false(experiment_run(&o, &r, err, sizeof err));
	assert_non_null(strstr(err, "--start"));
	experiment_kind k;
	assert_true(experiment_from_name("orderings19", &k));
	assert_int_equal(k, EXP_ORDERINGS19);
	assert_false(experiment_from_name("orderings20", &k));
	uint8_t ord[8];
	char txt[9];
	experiment_ordering(0, ord);
	ordering_format(ord, txt);
	assert_string_equal(txt, "12345678");
	experiment_ordering(40319, ord);
	ordering_format(ord, txt);
	assert_string_equal(txt, "87654321");
	experiment_ordering(1, ord);
	ordering_format(ord, txt);
	assert_string_equal(txt, "12345687");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_orderings_literature),
		cmocka_unit_test(test_orderings_first_failure),
		cmocka_unit_test(test_orderings19_small),
		cmocka_unit_test(test_schedule),
		cmocka_unit_test(test_tiebreaks_orderings),
		cmocka_unit_test(test_random_ties_seeded),
		cmocka_unit_test(test_stopped_run_is_partial),
		cmocka_unit_test(test_bad_options),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
