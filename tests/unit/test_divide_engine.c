/* SPDX-License-Identifier: MIT */
/* The divide-and-conquer engine (-e divide, src/engine/divide_engine.c)
 * behind engine_ops: its steps (a lay per block, a join per pair of
 * cycles, then the tour and the end), what its view says at each (the
 * cycles, the recursion, the last step in words), the cycles' labels
 * (stable while a cycle lives, few) and numbers, the fast run, copies and
 * the explorer's exact rewind, the refusals, and the explorer's words for
 * it (the algorithm panel's marked line and values, the narration).  The
 * 12x12 joins are docs/divide.md's. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ktour/engine.h"
#include "ktour/engine_desc.h"
#include "ktour/tour.h"
#include "ui/app/history.h"
#include "ui/model/narrate.h"
#include "ui/model/pseudo.h"

static engine_config cfg_of(int rows, int cols, ksq start)
{
	engine_config c = engine_config_default();
	c.kind = ENGINE_DIVIDE;
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.start = start;
	return c;
}

static engine *make(int rows, int cols, ksq start)
{
	engine_config c = cfg_of(rows, cols, start);
	char err[300];
	engine *e = engine_create(&c, err, sizeof err);
	if (!e)
		fail_msg("engine_create divide %dx%d: %s", rows, cols, err);
	return e;
}

static void assert_closed(int rows, int cols, const ksq *path, int32_t len)
{
	board_spec s = board_spec_default();
	s.rows = rows;
	s.cols = cols;
	assert_int_equal(len, rows * cols);
	tour t;
	tour_init(&t, &s);
	assert_true(tour_set_path(&t, path, (size_t)len));
	tour_report r;
	assert_true(tour_check(&t, &r));
	if (r.fault != TOUR_OK || !r.complete || !r.closed)
		fail_msg("%dx%d: not a closed tour: %s", rows, cols, r.reason);
	tour_free(&t);
}

/* The quarter (0 top-left .. 3 bottom-right) of a 12x12 square. */
static int quarter(ksq sq)
{
	return (sq / 12 >= 6 ? 2 : 0) + (sq % 12 >= 6 ? 1 : 0);
}

/* ---- the steps ------------------------------------------------------------------ */

static void test_steps_12x12(void **state)
{
	(void)state;
	engine *e = make(12, 12, KSQ_NONE);
	static const engine_event_kind kinds[] = {EV_LAY,  EV_LAY,  EV_LAY,	 EV_LAY,	 EV_JOIN,
						  EV_JOIN, EV_JOIN, EV_SOLUTION, EV_EXHAUSTED};
	static const int cycles[] = {1, 2, 3, 4, 3, 2, 1};
	engine_view v;
	engine_view_get(e, &v);
	assert_non_null(v.build);
	assert_null(v.degree);
	assert_int_equal(v.state, ENGINE_READY);
	assert_int_equal(v.build->blocks, 4);
	assert_int_equal(v.build->total, 7);
	assert_int_equal(v.build->frames, 1);
	assert_int_equal(v.build->focus, KSQ_NONE);
	assert_int_equal(v.build->last.kind, EV_NONE);
	assert_true(v.cfg->closed); /* always closed */
	engine_event ev;
	for (int i = 0; i < 9; i++) {
		assert_int_equal(engine_step(e, &ev), kinds[i]);
		assert_int_equal(ev.kind, kinds[i]);
		engine_view_get(e, &v);
		assert_int_equal(v.counters.steps, i + 1);
		assert_int_equal(v.counters.advances + v.counters.retreats, 0);
		if (i < 7) {
			assert_int_equal(v.build->cycles, cycles[i]);
			assert_int_equal(v.build->last.kind, kinds[i]);
			assert_int_equal(v.build->last.cycles, cycles[i]);
			assert_int_equal(ev.sq, v.build->focus);
			assert_int_equal(v.depth, 0);
			assert_int_equal(v.state, ENGINE_SEARCHING);
		}
		assert_int_equal(v.build->laid, i < 4 ? i + 1 : 4);
		assert_int_equal(v.build->joins, i < 4 ? 0 : i < 7 ? i - 3 : 3);
		assert_int_equal(v.build->built, i >= 6);
	}
	/* the first lay acts at a12, the first join at f7 (docs/divide.md) */
	engine_view_get(e, &v);
	assert_int_equal(v.state, ENGINE_EXHAUSTED);
	assert_int_equal(v.counters.solutions, 1);
	assert_int_equal(v.depth, 144);
	assert_int_equal(v.path[0], 0);
	assert_closed(12, 12, v.path, v.depth);
	/* finished: it stays so, uncounted */
	assert_int_equal(engine_step(e, &ev), EV_EXHAUSTED);
	engine_view_get(e, &v);
	assert_int_equal(v.counters.steps, 9);
	engine_destroy(e);
}

/* The engine's words for each step: the construction's own for the lays
 * and joins (docs/divide.md's joins of 12x12), and where each acts. */
static void test_told_12x12(void **state)
{
	(void)state;
	engine *e = make(12, 12, KSQ_NONE);
	engine_event ev;
	engine_view v;
	const char *want[9] = {
		[0] = "lay a 6x6 base tour on a12-f7 (block 1 of 4): 1 cycle",
		[4] = "join the top-left and top-right quarters of the board: drop f7-e9 and "
		      "h8-g10, add f7-h8 and e9-g10: 3 cycles left",
		[5] = "join the bottom-left and bottom-right quarters of the board: drop f6-e4 and "
		      "h5-g3, add f6-h5 and e4-g3: 2 cycles left",
		[6] = "join the top and bottom halves (two quarters each) of the board: drop a7-c8 "
		      "and b5-d6, add a7-b5 and c8-d6: 1 cycle left, the closed tour",
		[7] = "the tour: the one cycle walked from a12, all 144 squares, closed",
		[8] = "finished: one closed tour of 144 squares, built in 7 steps",
	};
	static const ksq focus[9] = {0, 6, 72, 78, 5 * 12 + 5, 6 * 12 + 5, 5 * 12 + 0, -2, -2};
	for (int i = 0; i < 9; i++) {
		engine_step(e, &ev);
		engine_view_get(e, &v);
		if (want[i])
			assert_string_equal(v.build->told, want[i]);
		if (focus[i] != -2)
			assert_int_equal(v.build->focus, focus[i]);
	}
	engine_destroy(e);
	/* a join of halves: 6x16 is cut into two 6x8 */
	e = make(6, 16, KSQ_NONE);
	for (int i = 0; i < 3; i++)
		engine_step(e, &ev);
	engine_view_get(e, &v);
	assert_int_equal(ev.kind, EV_JOIN);
	assert_int_equal(v.build->last.nparts, 2);
	assert_int_equal(v.build->last.join, 0);
	assert_non_null(strstr(v.build->told, "join the left and right halves of the board"));
	engine_destroy(e);
}

/* ---- the cycles -------------------------------------------------------------------- */

static void test_labels_and_numbers_12x12(void **state)
{
	(void)state;
	engine *e = make(12, 12, KSQ_NONE);
	engine_event ev;
	engine_cycles cy;
	/* the label of each quarter after each step (-1: not laid); a label
	 * stays while its cycle lives: bottom-left keeps 2 when the top two
	 * join, and the freed 1 is not given to anyone else */
	static const int32_t want[7][4] = {
		{0, -1, -1, -1}, {0, 1, -1, -1}, {0, 1, 2, -1}, {0, 1, 2, 3},
		{0, 0, 2, 3},	 {0, 0, 2, 2},	 {0, 0, 0, 0},
	};
	for (int i = 0; i < 7; i++) {
		engine_step(e, &ev);
		assert_true(engine_cycles_get(e, &cy));
		for (ksq sq = 0; sq < 144; sq++) {
			int32_t l = want[i][quarter(sq)];
			assert_int_equal(cy.label[sq], l);
			if (l < 0)
				assert_int_equal(cy.number[sq], -1);
			else
				assert_in_range(cy.number[sq], 0, 143);
		}
		if (i == 3) /* four cycles of 36, each numbered from its top-left corner */
			for (int q = 0; q < 4; q++) {
				ksq corner = (q / 2) * 72 + (q % 2) * 6;
				assert_int_equal(cy.number[corner], 0);
				int seen[36] = {0};
				for (ksq sq = 0; sq < 144; sq++)
					if (quarter(sq) == q)
						seen[cy.number[sq]]++;
				for (int k = 0; k < 36; k++)
					assert_int_equal(seen[k], 1);
			}
	}
	assert_int_equal(cy.count, 1);
	/* built: the tour's numbers */
	engine_step(e, &ev);
	engine_view v;
	engine_view_get(e, &v);
	assert_true(engine_cycles_get(e, &cy));
	for (int32_t i = 0; i < v.depth; i++)
		assert_int_equal(cy.number[v.path[i]], i);
	engine_destroy(e);
}

/* Labels stay few and distinct, one per cycle, on a board of 256 blocks. */
static void test_labels_stay_few(void **state)
{
	(void)state;
	engine *e = make(96, 96, KSQ_NONE);
	engine_event ev;
	engine_view v;
	engine_cycles cy;
	int32_t most = 0;
	static bool used[256];
	do {
		engine_step(e, &ev);
		engine_view_get(e, &v);
		assert_true(engine_cycles_get(e, &cy));
		memset(used, 0, sizeof used);
		int32_t distinct = 0;
		for (ksq sq = 0; sq < 96 * 96; sq++) {
			int32_t l = cy.label[sq];
			assert_true(l >= -1 && l < 256);
			if (l >= 0 && !used[l]) {
				used[l] = true;
				distinct++;
			}
			if (l > most)
				most = l;
		}
		assert_int_equal(distinct, v.build->cycles);
		assert_int_equal(cy.count, v.build->cycles);
	} while (ev.kind == EV_LAY || ev.kind == EV_JOIN);
	assert_int_equal(v.build->blocks, 256);
	assert_true(most < 26); /* a letter each, a..z */
	engine_destroy(e);
}

/* ---- the recursion ----------------------------------------------------------------- */

static void test_frames(void **state)
{
	(void)state;
	engine *e = make(12, 12, KSQ_NONE);
	engine_event ev;
	engine_frame fr;
	engine_view v;
	assert_true(engine_frame_info(e, 0, &fr));
	assert_string_equal(fr.part, "board");
	assert_int_equal(fr.nparts, 4);
	assert_int_equal(fr.begun, 0);
	engine_step(e, &ev);
	engine_view_get(e, &v);
	assert_int_equal(v.build->frames, 2);
	assert_true(engine_frame_info(e, 0, &fr));
	assert_true(fr.rect.row == 0 && fr.rect.col == 0 && fr.rect.rows == 12 &&
		    fr.rect.cols == 12);
	assert_int_equal(fr.begun, 1);
	assert_true(engine_frame_info(e, 1, &fr));
	assert_string_equal(fr.part, "top-left quarter");
	assert_true(fr.rect.row == 0 && fr.rect.col == 0 && fr.rect.rows == 6 &&
		    fr.rect.cols == 6);
	assert_int_equal(fr.nparts, 1);
	assert_int_equal(fr.begun, 1);
	assert_false(engine_frame_info(e, 2, &fr));
	assert_false(engine_frame_info(e, -1, &fr));
	engine_step(e, &ev);
	assert_true(engine_frame_info(e, 1, &fr));
	assert_string_equal(fr.part, "top-right quarter");
	assert_int_equal(fr.rect.col, 6);
	for (int i = 0; i < 3; i++)
		engine_step(e, &ev);
	engine_view_get(e, &v);
	assert_int_equal(v.build->frames, 1); /* the join acts in the board */
	assert_true(engine_frame_info(e, 0, &fr));
	assert_int_equal(fr.joined, 1);
	engine_destroy(e);
	/* the searches have neither */
	engine_config c = engine_config_default();
	char err[200];
	e = engine_create(&c, err, sizeof err);
	assert_non_null(e);
	engine_cycles cy;
	assert_false(engine_frame_info(e, 0, &fr));
	assert_false(engine_cycles_get(e, &cy));
	engine_view_get(e, &v);
	assert_null(v.build);
	engine_destroy(e);
}

/* ---- runs, copies, rewind ------------------------------------------------------------ */

/* Everything the views read, for comparing two engines. */
static void assert_same(const engine *a, const engine *b)
{
	engine_view va, vb;
	engine_view_get(a, &va);
	engine_view_get(b, &vb);
	assert_int_equal(va.state, vb.state);
	assert_memory_equal(&va.counters, &vb.counters, sizeof va.counters);
	assert_int_equal(va.depth, vb.depth);
	if (va.depth)
		assert_memory_equal(va.path, vb.path, (size_t)va.depth * sizeof *va.path);
	assert_string_equal(va.build->told, vb.build->told);
	assert_int_equal(va.build->frames, vb.build->frames);
	assert_int_equal(va.build->focus, vb.build->focus);
	assert_memory_equal(&va.build->last, &vb.build->last, sizeof va.build->last);
	engine_cycles ca, cb;
	assert_true(engine_cycles_get(a, &ca));
	assert_true(engine_cycles_get(b, &cb));
	size_t n = (size_t)va.b->nsq * sizeof(int32_t);
	assert_memory_equal(ca.label, cb.label, n);
	assert_memory_equal(ca.number, cb.number, n);
}

static bool stop(void *ctx, const ksq *path, int32_t len)
{
	*(int32_t *)ctx = len ? path[0] + 1 : -1;
	return false;
}

static void test_run_equals_step(void **state)
{
	(void)state;
	static const int boards[][2] = {{12, 12}, {30, 32}};
	for (int b = 0; b < 2; b++) {
		int rows = boards[b][0], cols = boards[b][1];
		engine *s = make(rows, cols, KSQ_NONE);
		engine_view v;
		engine_view_get(s, &v);
		uint64_t all = v.build->total + 2;
		engine_event ev;
		for (uint64_t n = 1; n <= all + 1; n++) {
			engine_step(s, &ev);
			engine *r = make(rows, cols, KSQ_NONE);
			engine_event_kind k = engine_run(r, n, NULL, NULL);
			assert_int_equal(k, n >= all ? EV_EXHAUSTED : EV_NONE);
			assert_same(s, r);
			engine_destroy(r);
		}
		engine_destroy(s);
	}
	/* stopped at the tour by the callback, which sees it */
	engine *r = make(12, 12, 14);
	int32_t first = 0;
	assert_int_equal(engine_run(r, 0, stop, &first), EV_SOLUTION);
	assert_int_equal(first, 14 + 1);
	engine_view v;
	engine_view_get(r, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_closed(12, 12, v.path, v.depth);
	assert_int_equal(engine_run(r, 0, NULL, NULL), EV_EXHAUSTED);
	engine_destroy(r);
}

static void test_clone_and_copy(void **state)
{
	(void)state;
	engine *a = make(24, 26, KSQ_NONE);
	engine *far = make(24, 26, KSQ_NONE);
	engine_run(far, 0, NULL, NULL);
	engine_event ev;
	for (int t = 0; t < 36; t++) {
		engine *c = engine_clone(a);
		assert_non_null(c);
		assert_same(a, c);
		engine_step(a, &ev);
		engine_step(c, &ev);
		assert_same(a, c);
		engine_destroy(c);
		/* a finished engine made a copy of one part way, memory kept */
		engine_copy(far, a);
		assert_same(a, far);
	}
	engine_destroy(far);
	engine_destroy(a);
}

/* p in the explorer: the history steps back to any step, and the view is
 * the one a fresh construction has there, labels and words included. */
static void test_history_rewinds_exactly(void **state)
{
	(void)state;
	char err[200];
	/* checkpoints every 8 steps: the rewinds replay from one */
	history *h = history_create_tuned(make(24, 26, KSQ_NONE), 8, 16, err, sizeof err);
	assert_non_null(h);
	while (!history_finished(h))
		history_step(h);
	uint64_t end = history_t(h);
	assert_int_equal(end, 33);
	for (uint64_t t = end; t-- > 0;) {
		assert_true(history_back(h, 1));
		engine *fresh = make(24, 26, KSQ_NONE);
		engine_event ev = {.kind = EV_NONE, .sq = KSQ_NONE};
		for (uint64_t i = 0; i < t; i++)
			engine_step(fresh, &ev);
		assert_same(history_engine(h), fresh);
		assert_int_equal(history_last(h)->kind, ev.kind);
		assert_int_equal(history_last(h)->sq, ev.sq);
		engine_destroy(fresh);
	}
	history_destroy(h);
}

/* ---- boards ------------------------------------------------------------------------- */

static void test_tours(void **state)
{
	(void)state;
	static const int boards[][2] = {{6, 6}, {8, 8}, {6, 12}, {14, 10}, {40, 42}, {250, 252},
					{1000, 1000}};
	for (size_t i = 0; i < sizeof boards / sizeof boards[0]; i++) {
		int rows = boards[i][0], cols = boards[i][1];
		ksq start = (ksq)(rows / 2 * cols + cols / 3);
		engine *e = make(rows, cols, start);
		assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
		engine_view v;
		engine_view_get(e, &v);
		assert_int_equal(v.path[0], start);
		assert_int_equal(v.counters.steps, v.build->total + 2);
		assert_closed(rows, cols, v.path, v.depth);
		engine_destroy(e);
	}
}

static void refused(engine_config c, const char *why)
{
	char err[300] = "";
	engine *e = engine_create(&c, err, sizeof err);
	if (e || !strstr(err, why))
		fail_msg("%dx%d: created %d, '%s' lacks '%s'", c.spec.rows, c.spec.cols, e != NULL,
			 err, why);
}

static void test_refusals(void **state)
{
	(void)state;
	refused(cfg_of(7, 7, KSQ_NONE), "odd number of squares");
	refused(cfg_of(6, 7, KSQ_NONE), "(7) is odd");
	refused(cfg_of(4, 8, KSQ_NONE), "Schwenk");
	refused(cfg_of(8, 3, KSQ_NONE), "3x8");
	engine_config c = cfg_of(8, 8, KSQ_NONE);
	c.spec.lea = 1;
	c.spec.leb = 3;
	refused(c, "knight's tours");
	ksq path[2] = {0, 10};
	c = cfg_of(8, 8, KSQ_NONE);
	c.prefix = path;
	c.prefix_len = 2;
	refused(c, "fixed first squares");
	c = cfg_of(8, 8, KSQ_NONE);
	c.all_starts = true;
	refused(c, "every start");
	refused(cfg_of(8, 8, 64), "off the 8x8 board");
}

/* ---- the explorer's words ---------------------------------------------------------- */

/* The algorithm panel's marked line and values, and the narration, of a
 * 12x12 construction at each step. */
static void test_explorer_words(void **state)
{
	(void)state;
	static const char *const marked[10] = {
		"  build(board): 4 blocks, 3 joins", "    lay its stored base tour",
		"    lay its stored base tour",	     "    lay its stored base tour",
		"    lay its stored base tour",	     "    join the top two quarters",
		"    join the bottom two quarters",   "    join the two halves",
		"  walk its one cycle from a12",     "one closed tour: done",
	};
	engine *e = make(12, 12, KSQ_NONE);
	engine_event ev = {.kind = EV_NONE};
	engine_view v;
	pseudo_listing p;
	char said[400];
	for (int t = 0; t < 10; t++) {
		if (t > 0)
			engine_step(e, &ev);
		engine_view_get(e, &v);
		pseudo_build(&ev, &v, &p);
		assert_string_equal(p.title, "divide and conquer, closed");
		assert_in_range(p.mark, 0, p.n - 1);
		assert_string_equal(p.line[p.mark], marked[t]);
		narrate(&ev, &v, said, sizeof said);
		if (t == 0) {
			assert_string_equal(p.values, "R = the board, 12x12: 4 blocks to lay, 3 joins");
			assert_non_null(strstr(said, "cut into 4 blocks"));
		}
		if (t == 1)
			assert_string_equal(p.values, "R = a12-f7 (6x6), block 1 of 4: 1 cycle");
		if (t == 5) {
			assert_string_equal(p.values,
					    "R = a12-l1: drop f7-e9, h8-g10; add f7-h8, e9-g10: "
					    "3 cycles");
			assert_string_equal(said, "Join the top-left and top-right quarters of the "
						  "board: drop f7-e9 and h8-g10, add f7-h8 and "
						  "e9-g10: 3 cycles left.");
		}
		if (t == 9)
			assert_string_equal(said, "Finished: the cycles are one closed tour of all "
						  "144 squares, built in 7 steps.");
	}
	engine_destroy(e);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_steps_12x12),
		cmocka_unit_test(test_told_12x12),
		cmocka_unit_test(test_labels_and_numbers_12x12),
		cmocka_unit_test(test_labels_stay_few),
		cmocka_unit_test(test_frames),
		cmocka_unit_test(test_run_equals_step),
		cmocka_unit_test(test_clone_and_copy),
		cmocka_unit_test(test_history_rewinds_exactly),
		cmocka_unit_test(test_tours),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_explorer_words),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
