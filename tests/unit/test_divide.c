/* SPDX-License-Identifier: MIT */
/* Divide and conquer (src/engine/divide*.c): the stored base tours are
 * closed, valid and structured, and the search they come from finds them
 * again; every board of the family from 6x6 to 40x42 and a sample of large
 * ones get a closed tour, checked by ktour's own checker (tour_check); the
 * refusals say why; stepping equals the fast run; the cycles on the board
 * are what the state says they are at every step, and fall to one at the
 * last join; the stack, the narration, the start square, exact copies. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "engine/divide_impl.h"
#include "ktour/tour.h"

static board_spec spec_of(int rows, int cols)
{
	board_spec s = board_spec_default();
	s.rows = rows;
	s.cols = cols;
	return s;
}

static divide *make(int rows, int cols, ksq start)
{
	board_spec s = spec_of(rows, cols);
	char err[300];
	divide *d = divide_create(&s, start, err, sizeof err);
	if (!d)
		fail_msg("divide_create %dx%d: %s", rows, cols, err);
	return d;
}

/* ktour's checker says path is a closed tour of rows x cols. */
static void assert_closed(int rows, int cols, const ksq *path)
{
	board_spec s = spec_of(rows, cols);
	tour t;
	tour_init(&t, &s);
	assert_true(tour_set_path(&t, path, (size_t)rows * cols));
	tour_report r;
	assert_true(tour_check(&t, &r));
	if (r.fault != TOUR_OK || !r.complete || !r.closed)
		fail_msg("%dx%d: not a closed tour: %s", rows, cols, r.reason);
	tour_free(&t);
}

static ksq *tour_of(int rows, int cols, ksq start)
{
	board_spec s = spec_of(rows, cols);
	ksq *path = malloc((size_t)rows * cols * sizeof *path);
	assert_non_null(path);
	char err[300];
	if (!divide_tour(&s, start, path, err, sizeof err))
		fail_msg("divide_tour %dx%d: %s", rows, cols, err);
	return path;
}

static void check_board(int rows, int cols)
{
	ksq *path = tour_of(rows, cols, KSQ_NONE);
	assert_int_equal(path[0], 0);
	assert_closed(rows, cols, path);
	free(path);
}

/* ---- the base tours ----------------------------------------------------------- */

static const int base_sizes[][2] = {{6, 6}, {6, 8}, {6, 10}, {8, 8}, {8, 10}, {10, 10}};
#define NBASES (sizeof base_sizes / sizeof base_sizes[0])

/* Are squares a and b next to each other on the cycle numbered by grid? */
static bool grid_adjacent(const uint8_t *grid, int n, int a, int b)
{
	int d = abs((int)grid[a] - (int)grid[b]);
	return d == 1 || d == n - 1;
}

static void test_base_tours_closed_and_structured(void **state)
{
	(void)state;
	for (size_t i = 0; i < NBASES; i++) {
		int h = base_sizes[i][0], w = base_sizes[i][1], n = h * w;
		const uint8_t *grid = divide_base_grid(h, w);
		assert_non_null(grid);
		ksq path[100];
		for (int k = 0; k < n; k++)
			path[k] = KSQ_NONE;
		for (int sq = 0; sq < n; sq++) {
			assert_true(grid[sq] >= 1 && grid[sq] <= n);
			path[grid[sq] - 1] = sq;
		}
		assert_int_equal(path[0], 0); /* 1 on the top-left corner */
		assert_closed(h, w, path);
		for (int corner = 0; corner < 4; corner++)
			for (int e = 0; e < 4; e++) {
				int r1, c1, r2, c2;
				divide_corner_edge(h, w, corner, e, &r1, &c1, &r2, &c2);
				if (!grid_adjacent(grid, n, r1 * w + c1, r2 * w + c2))
					fail_msg("%dx%d corner %d: (%d,%d)-(%d,%d) is not on the tour",
						 h, w, corner, r1, c1, r2, c2);
			}
	}
	assert_null(divide_base_grid(8, 6)); /* stored with rows <= columns */
	assert_null(divide_base_grid(12, 12));
}

/* The corner edges are the moves the docs describe: the corner's two and
 * the structured (1,1)-(3,0) and (1,1)-(0,3), mirrored to each corner. */
static void test_corner_edges(void **state)
{
	(void)state;
	int r1, c1, r2, c2;
	divide_corner_edge(6, 8, DIVIDE_CORNER_TL, 2, &r1, &c1, &r2, &c2);
	assert_true(r1 == 1 && c1 == 1 && r2 == 3 && c2 == 0);
	divide_corner_edge(6, 8, DIVIDE_CORNER_TR, 3, &r1, &c1, &r2, &c2);
	assert_true(r1 == 1 && c1 == 6 && r2 == 0 && c2 == 4);
	divide_corner_edge(6, 8, DIVIDE_CORNER_BL, 0, &r1, &c1, &r2, &c2);
	assert_true(r1 == 5 && c1 == 0 && r2 == 4 && c2 == 2);
	divide_corner_edge(6, 8, DIVIDE_CORNER_BR, 1, &r1, &c1, &r2, &c2);
	assert_true(r1 == 5 && c1 == 7 && r2 == 3 && c2 == 6);
}

static void test_base_search_reproduces_the_stored_tours(void **state)
{
	(void)state;
	for (size_t i = 0; i < NBASES; i++) {
		int h = base_sizes[i][0], w = base_sizes[i][1];
		uint8_t found[100];
		assert_true(divide_base_search(h, w, found));
		assert_memory_equal(found, divide_base_grid(h, w), (size_t)h * w);
	}
	uint8_t g[100];
	assert_false(divide_base_search(4, 8, g));
	assert_false(divide_base_search(6, 12, g));
}

/* ---- the boards ------------------------------------------------------------------ */

static void test_every_board_6x6_to_40x42(void **state)
{
	(void)state;
	int n = 0;
	for (int rows = 6; rows <= 40; rows += 2)
		for (int cols = 6; cols <= 42; cols += 2) {
			check_board(rows, cols);
			n++;
		}
	assert_int_equal(n, 18 * 19);
}

/* Long thin boards: one side a base side, the other split many times. */
static void test_thin_boards(void **state)
{
	(void)state;
	static const int sizes[][2] = {{6, 100}, {100, 6}, {8, 202}, {10, 98}, {6, 1000}, {1000, 10}};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		check_board(sizes[i][0], sizes[i][1]);
}

static void test_large_boards(void **state)
{
	(void)state;
	check_board(100, 100);
	check_board(250, 252);
	check_board(302, 300);
	check_board(1000, 1000);
}

/* The grid of blocks: sides of 6, 8, 10 only, cut as the docs say. */
static void test_split(void **state)
{
	(void)state;
	assert_int_equal(divide_split(6), 0);
	assert_int_equal(divide_split(10), 0);
	assert_int_equal(divide_split(12), 6);
	assert_int_equal(divide_split(14), 6);
	assert_int_equal(divide_split(18), 8);
	assert_int_equal(divide_split(22), 10);
	assert_int_equal(divide_split(1000), 500);
	divide *d = make(1000, 22, KSQ_NONE);
	for (int32_t i = 0; i < d->nrs; i++) {
		int32_t side = d->rs[i + 1] - d->rs[i];
		assert_true(side == 6 || side == 8 || side == 10);
	}
	assert_int_equal(d->ncs, 3); /* 22 = 10 + (6 + 6) */
	assert_int_equal(d->cs[1], 10);
	divide_view v;
	divide_view_get(d, &v);
	assert_int_equal(v.blocks, d->nrs * 3);
	assert_int_equal(v.total_steps, 2 * (uint64_t)v.blocks - 1);
	divide_destroy(d);
}

/* ---- refusals ------------------------------------------------------------------- */

static void assert_refused(int rows, int cols, int lea, int leb, const char *needle)
{
	board_spec s = spec_of(rows, cols);
	s.lea = lea;
	s.leb = leb;
	char err[300] = "";
	assert_false(divide_supported(&s, err, sizeof err));
	if (!strstr(err, needle))
		fail_msg("%dx%d: '%s' does not say '%s'", rows, cols, err, needle);
	err[0] = '\0';
	assert_null(divide_create(&s, KSQ_NONE, err, sizeof err));
	assert_non_null(strstr(err, needle));
}

static void test_refusals(void **state)
{
	(void)state;
	assert_refused(7, 7, 1, 2, "odd number of squares");
	assert_refused(5, 9, 1, 2, "odd number of squares");
	assert_refused(4, 8, 1, 2, "a side of 1, 2 or 4");
	assert_refused(10, 2, 1, 2, "a side of 1, 2 or 4");
	assert_refused(3, 6, 1, 2, "3x4, 3x6, 3x8");
	assert_refused(6, 7, 1, 2, "the number of columns (7) is odd");
	assert_refused(5, 6, 1, 2, "the number of rows (5) is odd");
	assert_refused(3, 10, 1, 2, "a closed tour exists");
	assert_refused(8, 8, 1, 3, "knight's tours");
	assert_refused(0, 8, 1, 2, "at least 1");
	assert_refused(100000, 100000, 1, 2, "board 100000x100000");
	board_spec s = spec_of(8, 8);
	char err[300];
	assert_true(divide_supported(&s, err, sizeof err));
	assert_null(divide_create(&s, 64, err, sizeof err));
	assert_non_null(strstr(err, "start square 64 is not on the 8x8 board"));
}

/* On a torus the board's tour is built: every move of it is a torus move. */
static void test_torus(void **state)
{
	(void)state;
	board_spec s = spec_of(12, 14);
	s.torus = true;
	ksq path[12 * 14];
	char err[300];
	assert_true(divide_tour(&s, KSQ_NONE, path, err, sizeof err));
	tour t;
	tour_init(&t, &s);
	assert_true(tour_set_path(&t, path, 12 * 14));
	tour_report r;
	assert_true(tour_check(&t, &r));
	assert_true(r.closed);
	tour_free(&t);
}

/* ---- stepping ---------------------------------------------------------------------- */

/* The cycles of the links, found afresh: each laid square's id is its
 * cycle's (the smallest square on it), and their number. */
static int32_t cycles_by_links(const divide *d, int32_t *root)
{
	divide_view v;
	divide_view_get(d, &v);
	int32_t n = v.rows * v.cols, count = 0;
	for (int32_t sq = 0; sq < n; sq++)
		root[sq] = -1;
	for (int32_t sq = 0; sq < n; sq++) {
		if (v.links[sq] == DIVIDE_UNLAID || root[sq] >= 0)
			continue;
		count++;
		ksq prev = KSQ_NONE, cur = sq;
		do {
			root[cur] = sq;
			uint8_t l = v.links[cur];
			int k = (cur + d->delta[l & 15]) == prev ? l >> 4 : l & 15;
			prev = cur;
			cur += d->delta[k];
		} while (cur != sq);
	}
	return count;
}

/* At this state: the cycles of the links are those the state names; each
 * is numbered 0.. from its first square along its links; sizes agree. */
static void check_cycles(const divide *d)
{
	divide_view v;
	divide_view_get(d, &v);
	int32_t n = v.rows * v.cols;
	int32_t *root = malloc((size_t)n * sizeof *root);
	assert_int_equal(cycles_by_links(d, root), v.cycles);
	const int32_t *num = divide_numbers(d);
	assert_non_null(num);
	int32_t zeros = 0, firsts = 0;
	for (int32_t sq = 0; sq < n; sq++) {
		int32_t id = divide_cycle_of(d, sq);
		if (root[sq] < 0) {
			assert_int_equal(id, -1);
			assert_int_equal(num[sq], -1);
			continue;
		}
		assert_true(id >= 0);
		ksq first = divide_cycle_first(d, id);
		assert_int_equal(root[first], root[sq]);  /* one id, one cycle */
		assert_int_equal(num[first], 0);
		int32_t len = divide_cycle_len(d, id);
		assert_true(num[sq] >= 0 && num[sq] < len);
		/* the numbering runs along the links */
		uint8_t l = v.links[sq];
		ksq a = sq + d->delta[l & 15], b = sq + d->delta[l >> 4];
		int32_t next = (num[sq] + 1) % len;
		assert_true(num[a] == next || num[b] == next);
		zeros += num[sq] == 0;
		firsts += first == sq;
	}
	assert_int_equal(zeros, v.cycles);
	assert_int_equal(firsts, v.cycles);
	free(root);
}

static void assert_knight(const divide *d, ksq a, ksq b)
{
	int dr = abs(a / d->cols - b / d->cols), dc = abs(a % d->cols - b % d->cols);
	assert_true((dr == 1 && dc == 2) || (dr == 2 && dc == 1));
}

/* Every step of rows x cols: the kind, the counts, the moves of each join;
 * the cycles at each step; one cycle only after the last.  Returns the
 * final construction. */
static divide *step_all(int rows, int cols, bool check_each)
{
	divide *d = make(rows, cols, KSQ_NONE);
	divide_view v;
	divide_view_get(d, &v);
	assert_int_equal(v.cycles, 0);
	assert_int_equal(v.last.kind, DIVIDE_NONE);
	int32_t cycles = 0;
	divide_event ev;
	for (uint64_t s = 1; s <= v.total_steps; s++) {
		divide_step_kind k = divide_step(d, &ev);
		assert_int_equal(ev.step, s);
		cycles += k == DIVIDE_LAY ? 1 : -1;
		assert_int_equal(ev.cycles, cycles);
		assert_true(k == DIVIDE_LAY || k == DIVIDE_JOIN);
		if (k == DIVIDE_JOIN)
			for (int i = 0; i < 2; i++) {
				assert_knight(d, ev.drop[i][0], ev.drop[i][1]);
				assert_knight(d, ev.add[i][0], ev.add[i][1]);
				assert_int_equal(ev.add[i][0], ev.drop[0][i]);
				assert_int_equal(ev.add[i][1], ev.drop[1][i]);
			}
		divide_view_get(d, &v);
		assert_int_equal(v.finished, s == v.total_steps);
		if (check_each)
			check_cycles(d);
	}
	assert_int_equal(cycles, 1);
	assert_int_equal(divide_step(d, &ev), DIVIDE_FINISHED);
	assert_int_equal(ev.step, v.total_steps);
	divide_view_get(d, &v);
	assert_int_equal(v.steps, v.total_steps);
	assert_int_equal(v.joins, v.blocks - 1);
	return d;
}

static void test_stepping_equals_fast(void **state)
{
	(void)state;
	static const int sizes[][2] = {{6, 6}, {12, 12}, {14, 20}, {6, 30}, {30, 6}, {26, 28}, {40, 42}};
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		int rows = sizes[i][0], cols = sizes[i][1];
		size_t n = (size_t)rows * cols;
		divide *d = step_all(rows, cols, rows * cols <= 400);
		ksq *stepped = malloc(n * sizeof *stepped);
		assert_true(divide_path(d, stepped));
		ksq *fast = tour_of(rows, cols, KSQ_NONE);
		assert_memory_equal(stepped, fast, n * sizeof *fast);
		/* a run stopped part way and resumed ends in the same state */
		divide *r = make(rows, cols, KSQ_NONE);
		divide_view v;
		divide_view_get(d, &v);
		uint64_t half = (v.total_steps + 1) / 2; /* (a limit of 0 is none) */
		assert_int_equal(divide_run(r, half), half);
		assert_int_equal(divide_run(r, 0), v.total_steps - half);
		assert_memory_equal(r->links, d->links, n);
		divide_destroy(r);
		free(stepped);
		free(fast);
		divide_destroy(d);
	}
}

/* A 12x12 board, checked step by step against the cycles of its links. */
static void test_cycles_at_every_step(void **state)
{
	(void)state;
	divide_destroy(step_all(12, 12, true));
	divide_destroy(step_all(16, 24, true));
	divide *d = make(8, 8, KSQ_NONE); /* one block: one step */
	divide_event ev;
	assert_int_equal(divide_step(d, &ev), DIVIDE_LAY);
	assert_int_equal(ev.cycles, 1);
	divide_view v;
	divide_view_get(d, &v);
	assert_true(v.finished);
	assert_int_equal(divide_step(d, &ev), DIVIDE_FINISHED);
	divide_destroy(d);
}

/* The numbering after the last join is the tour's from the start square,
 * and the cycle holding the start square is numbered from it all along. */
static void test_start_square(void **state)
{
	(void)state;
	const int rows = 14, cols = 16;
	ksq start = 5 * cols + 9;
	divide *d = make(rows, cols, start);
	divide_event ev;
	while (divide_step(d, &ev) != DIVIDE_FINISHED) {
		int32_t id = divide_cycle_of(d, start);
		if (id >= 0) {
			assert_int_equal(divide_cycle_first(d, id), start);
			assert_int_equal(divide_numbers(d)[start], 0);
		}
	}
	size_t n = (size_t)rows * cols;
	ksq *path = malloc(n * sizeof *path);
	assert_true(divide_path(d, path));
	assert_int_equal(path[0], start);
	assert_closed(rows, cols, path);
	const int32_t *num = divide_numbers(d);
	for (size_t i = 0; i < n; i++)
		assert_int_equal(num[path[i]], (int32_t)i);
	ksq *fast = tour_of(rows, cols, start);
	assert_memory_equal(fast, path, n * sizeof *path);
	free(fast);
	free(path);
	divide_destroy(d);
}

/* ---- the stack, the narration ------------------------------------------------------- */

static void test_stack(void **state)
{
	(void)state;
	divide *d = make(24, 26, KSQ_NONE);
	divide_view v;
	divide_view_get(d, &v);
	assert_int_equal(v.depth, 1);
	assert_int_equal(v.stack[0].part, DIVIDE_WHOLE);
	assert_int_equal(v.stack[0].nparts, 4);
	divide_event ev;
	assert_int_equal(divide_step(d, &ev), DIVIDE_LAY);
	divide_view_get(d, &v);
	/* 24x26 -> 12x12 top-left quarter -> its 6x6 top-left quarter */
	assert_int_equal(v.depth, 3);
	assert_int_equal(v.stack[1].part, DIVIDE_TOP_LEFT);
	assert_int_equal(v.stack[1].rect.rows, 12);
	assert_int_equal(v.stack[1].rect.cols, 12);
	assert_int_equal(v.stack[2].nparts, 1);
	assert_int_equal(v.stack[2].rect.rows, 6);
	assert_int_equal(v.stack[2].rect.cols, 6);
	for (int i = 0; i < 4; i++)
		divide_step(d, &ev); /* three more blocks, then the first join */
	assert_int_equal(ev.kind, DIVIDE_JOIN);
	divide_view_get(d, &v);
	assert_int_equal(v.depth, 2);
	assert_int_equal(v.stack[1].joined, 1);
	/* the top-right quarter: 12x14, cut 6 + 8 across */
	for (int i = 0; i < 3; i++)
		divide_step(d, &ev); /* two joins, then the next quarter's first block */
	assert_int_equal(ev.kind, DIVIDE_LAY);
	divide_view_get(d, &v);
	assert_int_equal(v.stack[1].part, DIVIDE_TOP_RIGHT);
	assert_int_equal(v.stack[1].rect.col, 12);
	assert_int_equal(v.stack[1].rect.cols, 14);
	assert_int_equal(v.stack[2].part, DIVIDE_TOP_LEFT);
	assert_int_equal(v.stack[2].rect.cols, 6);
	assert_string_equal(divide_part_name(v.stack[1].part), "top-right quarter");
	divide_destroy(d);
}

static void test_narration_12x12(void **state)
{
	(void)state;
	divide *d = make(12, 12, KSQ_NONE);
	char text[4][200], join[3][200];
	divide_event ev;
	for (int i = 0; i < 4; i++) {
		assert_int_equal(divide_step(d, &ev), DIVIDE_LAY);
		divide_describe(d, &ev, text[i], sizeof text[i]);
	}
	for (int i = 0; i < 3; i++) {
		assert_int_equal(divide_step(d, &ev), DIVIDE_JOIN);
		divide_describe(d, &ev, join[i], sizeof join[i]);
	}
	assert_string_equal(text[0], "lay a 6x6 base tour on a12-f7 (block 1 of 4): 1 cycle");
	assert_string_equal(text[3], "lay a 6x6 base tour on g6-l1 (block 4 of 4): 4 cycles");
	/* f7 is the top-left quarter's bottom-right corner, h8 the square
	 * diagonally in from the top-right quarter's bottom-left corner */
	assert_string_equal(join[0], "join the top-left and top-right quarters of the board: "
				     "drop f7-e9 and h8-g10, add f7-h8 and e9-g10: 3 cycles left");
	assert_string_equal(join[1], "join the bottom-left and bottom-right quarters of the "
				     "board: drop f6-e4 and h5-g3, add f6-h5 and e4-g3: 2 cycles left");
	assert_string_equal(join[2], "join the top and bottom halves (two quarters each) of the "
				     "board: drop a7-c8 and b5-d6, add a7-b5 and c8-d6: 1 cycle "
				     "left, the closed tour");
	char done[200];
	assert_int_equal(divide_step(d, &ev), DIVIDE_FINISHED);
	divide_describe(d, &ev, done, sizeof done);
	assert_string_equal(done, "finished: 1 cycle left, the closed tour");
	divide_destroy(d);
	d = make(12, 28, KSQ_NONE); /* a join inside a part names the part:
				       the 6x14 quarter is cut in halves */
	do
		divide_step(d, &ev);
	while (ev.kind != DIVIDE_JOIN);
	divide_describe(d, &ev, done, sizeof done);
	assert_non_null(strstr(done, "join the left and right halves of a12-n7: "));
	divide_destroy(d);
}

/* ---- copies ------------------------------------------------------------------------- */

static void assert_same_event(const divide_event *a, const divide_event *b)
{
	assert_int_equal(a->kind, b->kind);
	assert_int_equal(a->step, b->step);
	assert_int_equal(a->cycles, b->cycles);
	assert_int_equal(a->block, b->block);
	assert_int_equal(a->part_a, b->part_a);
	assert_int_equal(a->part_b, b->part_b);
	assert_true(a->rect.row == b->rect.row && a->rect.col == b->rect.col &&
		    a->rect.rows == b->rect.rows && a->rect.cols == b->rect.cols);
	assert_memory_equal(a->drop, b->drop, sizeof a->drop);
	assert_memory_equal(a->add, b->add, sizeof a->add);
}

static void assert_same_state(const divide *a, const divide *b)
{
	divide_view va, vb;
	divide_view_get(a, &va);
	divide_view_get(b, &vb);
	assert_int_equal(va.steps, vb.steps);
	assert_int_equal(va.cycles, vb.cycles);
	assert_int_equal(va.laid, vb.laid);
	assert_int_equal(va.depth, vb.depth);
	for (int32_t i = 0; i < va.depth; i++) {
		const divide_frame *fa = &va.stack[i], *fb = &vb.stack[i];
		assert_true(fa->rect.row == fb->rect.row && fa->rect.col == fb->rect.col &&
			    fa->rect.rows == fb->rect.rows && fa->rect.cols == fb->rect.cols);
		assert_true(fa->part == fb->part && fa->nparts == fb->nparts &&
			    fa->begun == fb->begun && fa->joined == fb->joined &&
			    fa->first == fb->first);
	}
	assert_same_event(&va.last, &vb.last);
	assert_memory_equal(va.links, vb.links, (size_t)va.rows * va.cols);
	assert_memory_equal(divide_numbers(a), divide_numbers(b),
			    (size_t)va.rows * va.cols * sizeof(int32_t));
}

static void test_rewind_by_copy(void **state)
{
	(void)state;
	divide *d = make(60, 62, KSQ_NONE); /* 64 blocks, 127 steps */
	divide_run(d, 25);
	divide *saved = divide_clone(d); /* a checkpoint at step 25 */
	assert_non_null(saved);
	assert_same_state(d, saved);
	divide_event a[40], b[40];
	int n = 0;
	while (n < 40 && divide_step(d, &a[n]) != DIVIDE_FINISHED)
		n++;
	assert_int_equal(n, 40);
	divide *again = make(60, 62, KSQ_NONE);
	divide_run(again, 90); /* somewhere else; the copy overwrites it */
	divide_copy(again, saved);
	assert_same_state(again, saved);
	for (int i = 0; i < n; i++) {
		divide_step(again, &b[i]);
		assert_same_event(&a[i], &b[i]);
	}
	assert_same_state(again, d);
	divide_destroy(saved);
	divide_destroy(again);
	divide_destroy(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_base_tours_closed_and_structured),
		cmocka_unit_test(test_corner_edges),
		cmocka_unit_test(test_base_search_reproduces_the_stored_tours),
		cmocka_unit_test(test_every_board_6x6_to_40x42),
		cmocka_unit_test(test_thin_boards),
		cmocka_unit_test(test_large_boards),
		cmocka_unit_test(test_split),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_torus),
		cmocka_unit_test(test_stepping_equals_fast),
		cmocka_unit_test(test_cycles_at_every_step),
		cmocka_unit_test(test_start_square),
		cmocka_unit_test(test_stack),
		cmocka_unit_test(test_narration_12x12),
		cmocka_unit_test(test_rewind_by_copy),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
