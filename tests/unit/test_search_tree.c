/* SPDX-License-Identifier: MIT */
/* The search tree (ktour/search_tree.h) against an independent walk: a
 * plain recursive backtracker written here, in the engine's default move
 * order (12345678, the moves of board_move_step), that takes a step for
 * each square put on the stack, each tour and each square taken back, as
 * the engine's events do.  Stopped at step N, every node of the tree
 * (found by its first step) must have the nodes and tours the walk
 * counted under it by then.  The whole 5x5 tree from the corner is
 * 1,735,079 nodes, the start square and the 1,735,078 squares the search
 * put on the stack (ktour count's nodes), with 304 tours (ktour count -b
 * 5x5 --start a5 --prune none says 304); the whole 4x5 tree 32 tours. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/config.h"
#include "ktour/search_tree.h"

typedef struct walker {
	int rows, cols;
	int dr[8], dc[8];
	bool seen[64];
	uint64_t step, limit; /* limit 0: to the end */
	bool stopped;
	const search_tree *t;
	size_t matched;       /* tree nodes the walk found */
	uint64_t tours, squares;
} walker;

static bool tick(walker *w)
{
	if (w->limit && w->step >= w->limit) {
		w->stopped = true;
		return false;
	}
	w->step++;
	return true;
}

/* The walk's node at first step `first`, against the tree's (the tree is
 * in preorder, so its first steps rise). */
static void check_node(walker *w, int sq, int depth, uint64_t first, uint64_t nodes, uint64_t sols)
{
	const search_tree *t = w->t;
	size_t lo = 0, hi = t->n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (t->v[mid].first_step < first)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo >= t->n || t->v[lo].first_step != first)
		return; /* folded away */
	const search_tree_node *x = &t->v[lo];
	if (x->sq != sq || x->depth != depth || x->nodes != nodes || x->solutions != sols)
		fail_msg("node at step %llu: tree sq %d depth %d nodes %llu tours %llu; walk sq %d "
			 "depth %d nodes %llu tours %llu",
			 (unsigned long long)first, (int)x->sq, (int)x->depth,
			 (unsigned long long)x->nodes, (unsigned long long)x->solutions, sq, depth,
			 (unsigned long long)nodes, (unsigned long long)sols);
	w->matched++;
}

static void visit(walker *w, int sq, int depth, uint64_t first, uint64_t *nodes, uint64_t *sols)
{
	uint64_t n = 1, s = 0;
	int r = sq / w->cols, c = sq % w->cols;
	w->squares++;
	if (depth == w->rows * w->cols) {
		if (tick(w)) /* the tour */
			s = 1, w->tours++;
	}
	for (int k = 0; k < 8 && depth < w->rows * w->cols && !w->stopped; k++) {
		int r2 = r + w->dr[k], c2 = c + w->dc[k];
		if (r2 < 0 || r2 >= w->rows || c2 < 0 || c2 >= w->cols || w->seen[r2 * w->cols + c2])
			continue;
		if (!tick(w)) /* put on the stack */
			break;
		uint64_t cn, cs;
		w->seen[r2 * w->cols + c2] = true;
		visit(w, r2 * w->cols + c2, depth + 1, w->step, &cn, &cs);
		n += cn;
		s += cs;
		if (w->stopped || !tick(w)) /* taken back */
			break;
		w->seen[r2 * w->cols + c2] = false;
	}
	check_node(w, sq, depth, first, n, s);
	*nodes = n;
	*sols = s;
}

static engine_config cfg_of(int rows, int cols)
{
	engine_config c = engine_config_default();
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.start = 0;
	return c;
}

/* The tree of rows x cols to step `limit` (0: the end), folded below
 * `fold` nodes, checked node by node against the walk. */
static void against_walk(int rows, int cols, uint64_t limit, uint64_t fold, search_tree *t)
{
	engine_config c = cfg_of(rows, cols);
	search_tree_options o = {.to_end = limit == 0, .step = limit, .fold = fold};
	char err[200];
	if (!search_tree_build(&c, &o, t, err, sizeof err))
		fail_msg("search_tree_build: %s", err);
	walker w = {.rows = rows, .cols = cols, .limit = limit, .t = t};
	for (int k = 0; k < 8; k++)
		board_move_step(1, 2, k, &w.dr[k], &w.dc[k]);
	w.seen[0] = true;
	uint64_t n, s;
	visit(&w, 0, 1, 0, &n, &s);
	assert_int_equal(w.matched, t->n); /* every node kept is the walk's */
	assert_int_equal(t->v[0].nodes, n);
	assert_int_equal(t->v[0].solutions, s);
	assert_int_equal(t->finished, limit == 0);
	if (limit)
		assert_int_equal(t->steps, limit);
}

/* A node with children kept has 1 + its children's nodes and their
 * tours; so the leaves (folded or not), with 1 for each node above them,
 * add up to the root's nodes, and their tours to the root's tours. */
static void sums_hold(const search_tree *t, uint64_t *leaf_nodes, uint64_t *leaf_tours)
{
	*leaf_nodes = *leaf_tours = 0;
	for (size_t i = 0; i < t->n; i++) {
		const search_tree_node *x = &t->v[i];
		uint64_t n = 1, s = 0;
		for (int32_t k = x->kid; k >= 0; k = t->v[k].next) {
			n += t->v[k].nodes;
			s += t->v[k].solutions;
			assert_int_equal(t->v[k].parent, (int32_t)i);
		}
		if (x->kid < 0) {
			*leaf_nodes += x->nodes;
			*leaf_tours += x->solutions;
			continue;
		}
		*leaf_nodes += 1;
		assert_int_equal(x->nodes, n);
		assert_int_equal(x->solutions, s);
	}
}

static void test_whole_5x5(void **state)
{
	(void)state;
	search_tree t;
	against_walk(5, 5, 0, 2000, &t);
	uint64_t n, s;
	sums_hold(&t, &n, &s);
	assert_int_equal(t.v[0].nodes, 1735079);
	assert_int_equal(t.v[0].solutions, 304);
	assert_int_equal(n, 1735079);
	assert_int_equal(s, 304);
	assert_int_equal(t.nsol_at, 304);
	assert_true(t.n < 20000); /* folded: far fewer than the nodes */
	assert_int_equal(t.max_depth, 25);
	search_tree_free(&t);
}

static void test_steps_5x5(void **state)
{
	(void)state;
	static const uint64_t steps[] = {1, 2, 25, 100, 1234, 54321, 200001, 1000000};
	for (size_t i = 0; i < sizeof steps / sizeof steps[0]; i++) {
		search_tree t;
		against_walk(5, 5, steps[i], i % 2 ? 50 : 0, &t);
		uint64_t n, s;
		sums_hold(&t, &n, &s);
		assert_int_equal(n, t.v[0].nodes);
		assert_true(t.v[0].open);
		search_tree_free(&t);
	}
}

static void test_whole_4x5(void **state)
{
	(void)state;
	search_tree t;
	against_walk(4, 5, 0, 0, &t);
	uint64_t n, s;
	sums_hold(&t, &n, &s);
	assert_int_equal(t.v[0].solutions, 32);
	assert_int_equal(t.v[0].nodes, t.n); /* nothing folded: every node kept */
	assert_int_equal(n, t.n);
	search_tree_free(&t);
	against_walk(4, 5, 777, 10, &t);
	search_tree_free(&t);
}

/* The fold from the picture's width: the first run counts the nodes. */
static void test_pixels(void **state)
{
	(void)state;
	engine_config c = cfg_of(5, 5);
	search_tree_options o = {.to_end = true, .pixels = 1600};
	search_tree t;
	char err[200];
	assert_true(search_tree_build(&c, &o, &t, err, sizeof err));
	assert_int_equal(t.v[0].nodes, 1735079);
	/* 304 tours: their subtrees are kept whole, the others folded */
	assert_true(t.kept_tours);
	assert_int_equal(t.fold, search_tree_fold_for(1735079, 1600));
	size_t whole = 0;
	for (size_t i = 0; i < t.n; i++) {
		if (t.v[i].kid >= 0 && t.v[i].solutions == 0)
			assert_true(t.v[i].nodes >= t.fold);
		whole += t.v[i].kid >= 0 && t.v[i].nodes < t.fold;
	}
	assert_true(whole > 304); /* some of the tours' paths are narrower than the fold */
	uint64_t n, s;
	sums_hold(&t, &n, &s);
	assert_int_equal(n, 1735079);
	assert_int_equal(s, 304);
	search_tree_free(&t);
	o.max_steps = 1000;
	assert_false(search_tree_build(&c, &o, &t, err, sizeof err));
	assert_non_null(strstr(err, "does not finish within 1000 steps"));
	c.kind = ENGINE_WARNSDORFF;
	assert_false(search_tree_build(&c, &o, &t, err, sizeof err));
	assert_non_null(strstr(err, "backtracking"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_whole_5x5),
		cmocka_unit_test(test_steps_5x5),
		cmocka_unit_test(test_whole_4x5),
		cmocka_unit_test(test_pixels),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
