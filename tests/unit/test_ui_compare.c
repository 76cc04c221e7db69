/* SPDX-License-Identifier: MIT */
/* Two searches in lockstep (src/ui/compare/compare.c): the settings of the second
 * one (config_compare), equal step counts while both run, one that
 * finishes stops while the other goes on, an exact rewind of both, and
 * who is ahead on 5x5 backtrack vs warnsdorff. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ui/compare/compare.h"

/* A knight's tour of the whole board. */
static void assert_tour(const engine_view *v)
{
	uint8_t seen[64] = {0};
	assert_int_equal(v->depth, v->b->nsq);
	for (int i = 0; i < v->depth; i++) {
		assert_int_equal(seen[v->path[i]]++, 0);
		if (i > 0)
			assert_true(board_move_between(v->b, v->path[i - 1], v->path[i]) >= 0);
	}
}

typedef struct pair {
	search left;
	compare cmp;
} pair;

static void open_pair(pair *p, int n, const char *spec)
{
	char err[300];
	engine_config cfg = engine_config_default();
	cfg.spec.rows = cfg.spec.cols = n;
	search_next sn;
	memset(p, 0, sizeof *p);
	assert_true(search_make(&sn, &cfg, NULL, err, sizeof err));
	search_use(&p->left, &sn, false, NULL, NULL);
	if (!compare_start(&p->cmp, &cfg, spec, err, sizeof err))
		fail_msg("compare_start: %s", err);
}

static void close_pair(pair *p)
{
	compare_free(&p->cmp);
	search_free(&p->left);
}

static uint64_t t_of(pair *p, int i)
{
	return history_t(compare_side(&p->cmp, &p->left, i)->h);
}

static void test_settings(void **state)
{
	(void)state;
	engine_config a = engine_config_default(), b;
	char err[400];
	a.seed = 77;
	assert_true(config_compare(&a, "warnsdorff", &b, err, sizeof err));
	assert_int_equal(b.kind, ENGINE_WARNSDORFF);
	assert_int_equal(b.seed, 77);
	assert_int_equal(b.spec.rows, 8);
	assert_true(config_compare(&a, "engine=backtrack,prune=lookahead,order=warnsdorff", &b,
				   err, sizeof err));
	assert_int_equal(b.kind, ENGINE_BACKTRACK);
	assert_int_equal(b.prune, PRUNE_LOOKAHEAD);
	assert_true(b.order_warnsdorff);
	assert_true(config_compare(&a, "seed=5,engine=irwin", &b, err, sizeof err));
	assert_int_equal(b.seed, 5);
	assert_true(config_compare(&a, "closed=yes", &b, err, sizeof err));
	assert_true(b.closed);

	static const struct {
		const char *text, *msg;
	} bad[] = {
		{"frog", "--compare 'frog': engine 'frog': expected backtrack, warnsdorff, irwin or divide"},
		{"prune=maybe", "--compare 'prune=maybe': prune 'maybe': expected none or lookahead"},
		{"board=6x6", "board cannot differ"},
		{"start=c3", "start cannot differ"},
		{"colour=red", "'colour' is not a setting"},
		{"engine=warnsdorff,order=warnsdorff", "order applies to the backtrack engine only"},
		{"prune=lookahead,", "an empty setting between commas"},
		{"", "expected an engine"},
		{"closed=perhaps", "closed 'perhaps': expected yes or no"},
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		err[0] = '\0';
		assert_false(config_compare(&a, bad[i].text, &b, err, sizeof err));
		if (!strstr(err, bad[i].msg))
			fail_msg("'%s': got '%s', want '%s'", bad[i].text, err, bad[i].msg);
	}
}

/* n and p in lockstep: equal counts, and back gives both exactly. */
static void test_lockstep(void **state)
{
	(void)state;
	pair p;
	open_pair(&p, 6, "engine=backtrack,prune=lookahead");
	compare_events ce;
	for (int k = 0; k < 50; k++)
		assert_true(compare_step(&p.cmp, &p.left, &ce));
	assert_int_equal(t_of(&p, 0), 50);
	assert_int_equal(t_of(&p, 1), 50);
	engine_view v0, v1;
	search_view(&p.left, &v0);
	int32_t d0 = v0.depth;
	for (int k = 0; k < 20; k++)
		assert_true(compare_back(&p.cmp, &p.left));
	assert_int_equal(t_of(&p, 0), 30);
	assert_int_equal(t_of(&p, 1), 30);
	for (int k = 0; k < 20; k++)
		compare_step(&p.cmp, &p.left, &ce);
	search_view(&p.left, &v1);
	assert_int_equal(v1.depth, d0);
	assert_int_equal(compare_t(&p.cmp, &p.left), 50);
	close_pair(&p);
}

/* 5x5 from a5: the warnsdorff walk ends while the backtrack goes on to
 * dfns's first tour; the ahead line says so; back rewinds both. */
static void test_one_finishes(void **state)
{
	(void)state;
	pair p;
	open_pair(&p, 5, "warnsdorff");
	compare_events ce;
	/* to the first solution of either: the walk's: 24 moves, then the tour (step 25) */
	uint64_t n = compare_run(&p.cmp, &p.left, 1000000, 1u << EV_SOLUTION, &ce);
	assert_int_equal(ce.hit, 1);
	assert_int_equal(n, 25);
	assert_int_equal(t_of(&p, 0), 25);
	char text[300];
	compare_ahead(&p.cmp, &p.left, text, sizeof text);
	assert_string_equal(text,
			    "warnsdorff found a tour at step 25; backtrack: none yet after 25 steps");
	compare_headline(&p.cmp, &p.left, text, sizeof text);
	assert_string_equal(text, "warnsdorff found a tour first, at step 25");
	/* the walk ends; the search goes on alone */
	while (!history_finished(p.cmp.right.h))
		assert_true(compare_step(&p.cmp, &p.left, &ce));
	uint64_t end = t_of(&p, 1);
	n = compare_run(&p.cmp, &p.left, 100000000, 1u << EV_SOLUTION, &ce);
	assert_int_equal(ce.hit, 0);
	assert_int_equal(t_of(&p, 1), end);
	uint64_t at = t_of(&p, 0);
	assert_true(at > end);
	engine_view v;
	search_view(&p.left, &v);
	assert_tour(&v);
	assert_int_equal(v.counters.solutions, 1);
	assert_int_equal(v.counters.advances + v.counters.retreats + 1, at);
	assert_int_equal(p.cmp.first_sol[0], at);
	compare_ahead(&p.cmp, &p.left, text, sizeof text);
	char want[300];
	snprintf(want, sizeof want,
		 "warnsdorff found its first tour at step 25, backtrack at step %llu; "
		 "solutions 1 vs 1",
		 (unsigned long long)at);
	assert_string_equal(text, want);
	compare_headline(&p.cmp, &p.left, text, sizeof text);
	assert_string_equal(text, "warnsdorff found a tour first, at step 25");
	/* back: only the one still at the common step moves, until both
	 * are at it again */
	while (compare_t(&p.cmp, &p.left) > end)
		assert_true(compare_back(&p.cmp, &p.left));
	assert_int_equal(t_of(&p, 0), end);
	assert_int_equal(t_of(&p, 1), end);
	assert_true(compare_back(&p.cmp, &p.left));
	assert_int_equal(t_of(&p, 0), end - 1);
	assert_int_equal(t_of(&p, 1), end - 1);
	assert_false(history_finished(p.cmp.right.h));
	while (compare_back(&p.cmp, &p.left))
		;
	assert_int_equal(compare_t(&p.cmp, &p.left), 0);
	compare_ahead(&p.cmp, &p.left, text, sizeof text);
	assert_string_equal(text, "No tour yet (0 steps); both paths 1 square deep");
	compare_headline(&p.cmp, &p.left, text, sizeof text);
	assert_string_equal(text, "Step 0: both 1 deep");
	close_pair(&p);
}

/* Two searches that find their first tour at the same step: "Both". */
static void test_same_step(void **state)
{
	(void)state;
	pair p;
	open_pair(&p, 5, "seed=9"); /* the seed does not change a plain backtrack */
	compare_events ce;
	compare_run(&p.cmp, &p.left, 100000000, 1u << EV_SOLUTION, &ce);
	assert_int_equal(t_of(&p, 0), t_of(&p, 1));
	char text[300], want[300];
	compare_ahead(&p.cmp, &p.left, text, sizeof text);
	snprintf(want, sizeof want, "Both found a first tour at step %llu; solutions 1 vs 1",
		 (unsigned long long)t_of(&p, 0));
	assert_string_equal(text, want);
	compare_headline(&p.cmp, &p.left, text, sizeof text);
	snprintf(want, sizeof want, "Both found a tour at step %llu",
		 (unsigned long long)t_of(&p, 0));
	assert_string_equal(text, want);
	close_pair(&p);
}

/* 5x5 plain against look-ahead: the look-ahead backs off first, at step
 * 20, so the plain search is deeper: the status names it with both depths. */
static void test_deeper(void **state)
{
	(void)state;
	pair p;
	open_pair(&p, 5, "prune=lookahead");
	compare_events ce;
	compare_run(&p.cmp, &p.left, 1000, 1u << EV_RETREAT, &ce);
	assert_int_equal(ce.hit, 1);
	assert_int_equal(compare_t(&p.cmp, &p.left), 20);
	char text[300];
	compare_ahead(&p.cmp, &p.left, text, sizeof text);
	assert_string_equal(text,
			    "No tour yet (20 steps); deeper: backtrack prune none, 21 vs 19");
	compare_headline(&p.cmp, &p.left, text, sizeof text);
	assert_string_equal(text, "Step 20: backtrack prune none ahead, 21 vs 19");
	close_pair(&p);
}

static void test_labels(void **state)
{
	(void)state;
	engine_config a = engine_config_default(), b = a;
	char out[200];
	b.prune = PRUNE_LOOKAHEAD;
	compare_label(&b, &a, out, sizeof out);
	assert_string_equal(out, "backtrack prune lookahead");
	compare_label(&a, &b, out, sizeof out);
	assert_string_equal(out, "backtrack prune none");
	b = a;
	b.kind = ENGINE_WARNSDORFF;
	compare_label(&b, &a, out, sizeof out);
	assert_string_equal(out, "warnsdorff");
	compare_title(&a, out, sizeof out);
	assert_string_equal(out, "backtrack, prune none, order 12345678, open");
	compare_title(&b, out, sizeof out);
	assert_string_equal(out, "warnsdorff, tiebreak 12345678");
	/* Irwin's ties are random: its ordering is the order it scans in */
	b.kind = ENGINE_IRWIN;
	b.seed = 3;
	compare_title(&b, out, sizeof out);
	assert_string_equal(out, "irwin, ties at random, scan order 12345678, seed 3");
	a = b;
	a.tie_order[0] = 1;
	a.tie_order[1] = 0;
	compare_label(&a, &b, out, sizeof out);
	assert_string_equal(out, "irwin scan order 21345678");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_settings),
		cmocka_unit_test(test_lockstep),
		cmocka_unit_test(test_one_finishes),
		cmocka_unit_test(test_same_step),
		cmocka_unit_test(test_deeper),
		cmocka_unit_test(test_labels),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
