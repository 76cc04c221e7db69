/* SPDX-License-Identifier: MIT */
/* The frontier counter: equal to backtracking on every small board (open
 * from every start and from single squares, closed), on turned boards and
 * with other leapers; the same count with any thread count, 128-bit
 * counts, spilling and stopping; checkpoints that resume to the same count
 * and damaged ones refused; sizes and numbers.  Larger known values
 * (5x7 ... 6x9) are in tests/cli/test_frontier.sh. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ktour/count.h"
#include "ktour/frontier.h"
#include "runner/frontier_impl.h"

static count_options fopts(int rows, int cols, bool closed)
{
	count_options o = count_options_default();
	o.cfg.spec.rows = rows;
	o.cfg.spec.cols = cols;
	o.cfg.closed = closed;
	o.threads = 2;
	o.memory = 256ull << 20;
	return o;
}

static frontier_result frun(const count_options *o)
{
	frontier_result r;
	char err[400] = "";
	if (!frontier_count(o, &r, err, sizeof err))
		fail_msg("frontier_count: %s", err);
	return r;
}

static uint64_t fcount(const count_options *o)
{
	frontier_result r = frun(o);
	assert_false(r.partial);
	frontier_result_free(&r);
	return (uint64_t)r.tours;
}

/* Open tours from (row, col) only (0-based, row 0 on top). */
static void from_square(count_options *o, int row, int col)
{
	o->every_start = false;
	o->cfg.start = (ksq)row * o->cfg.spec.cols + col;
}

/* The backtrack count of the same case. */
static uint64_t bcount(const count_options *f)
{
	count_options o = count_options_default();
	o.cfg.spec = f->cfg.spec;
	o.cfg.closed = f->cfg.closed;
	o.every_start = f->every_start;
	if (!f->every_start)
		o.cfg.start = f->cfg.start;
	o.threads = 2;
	count_result r;
	char err[256] = "";
	if (!count_tours(&o, &r, err, sizeof err))
		fail_msg("count_tours: %s", err);
	return r.tours;
}

static void test_small_boards(void **state)
{
	(void)state;
	for (int r = 1; r <= 5; r++)
		for (int c = r; c <= 6; c++)
			for (int closed = 0; closed <= 1; closed++) {
				count_options o = fopts(r, c, closed);
				uint64_t f = fcount(&o), b = bcount(&o);
				if (f != b)
					fail_msg("%dx%d %s: frontier %llu, backtrack %llu", r, c,
						 closed ? "closed" : "open", (unsigned long long)f,
						 (unsigned long long)b);
			}
	count_options o = fopts(6, 6, true);
	assert_int_equal(fcount(&o), 9862);
	o = fopts(5, 5, false);
	assert_int_equal(fcount(&o), 1728);
}

static void test_turned_boards(void **state)
{
	(void)state;
	count_options o = fopts(6, 5, false);
	assert_int_equal(fcount(&o), 37568);
	o = fopts(6, 4, false);
	assert_int_equal(fcount(&o), 1488);
	o = fopts(6, 5, true);
	assert_int_equal(fcount(&o), 8);
	/* a start square on a turned board */
	o = fopts(5, 4, false);
	from_square(&o, 3, 1);
	assert_int_equal(fcount(&o), bcount(&o));
}

static void test_start_squares(void **state)
{
	(void)state;
	static const int sizes[][2] = {{4, 5}, {5, 5}, {3, 4}};
	for (size_t k = 0; k < 3; k++)
		for (int r = 0; r < sizes[k][0]; r++)
			for (int c = 0; c < sizes[k][1]; c++) {
				count_options o = fopts(sizes[k][0], sizes[k][1], false);
				from_square(&o, r, c);
				uint64_t f = fcount(&o), b = bcount(&o);
				if (f != b)
					fail_msg("%dx%d from (%d,%d): frontier %llu, backtrack %llu",
						 sizes[k][0], sizes[k][1], r + 1, c + 1,
						 (unsigned long long)f, (unsigned long long)b);
			}
	/* docs/literature.md: 5x5 from a corner 304, from the centre 64 */
	count_options o = fopts(5, 5, false);
	o.every_start = false;
	assert_int_equal(fcount(&o), 304);
	from_square(&o, 2, 2);
	assert_int_equal(fcount(&o), 64);
}

static void test_leapers(void **state)
{
	(void)state;
	/* (2,1) is the knight with its moves in another order */
	count_options o = fopts(5, 6, false);
	o.cfg.spec.lea = 2;
	o.cfg.spec.leb = 1;
	assert_int_equal(fcount(&o), 37568);
	o.cfg.closed = true;
	assert_int_equal(fcount(&o), 8);
	/* camel (one colour only), zebra and giraffe: none on these boards */
	static const struct { int a, b, r, c; } l[] = {
		{1, 3, 4, 6}, {1, 3, 5, 5}, {2, 3, 4, 6}, {1, 4, 3, 8}, {2, 3, 5, 5},
	};
	for (size_t k = 0; k < sizeof l / sizeof l[0]; k++)
		for (int closed = 0; closed <= 1; closed++) {
			o = fopts(l[k].r, l[k].c, closed);
			o.cfg.spec.lea = l[k].a;
			o.cfg.spec.leb = l[k].b;
			assert_int_equal(fcount(&o), bcount(&o));
		}
}

static void test_threads_and_wide(void **state)
{
	(void)state;
	count_options o = fopts(5, 6, false);
	o.threads = 1;
	frontier_result a = frun(&o);
	o.threads = 3;
	frontier_result b = frun(&o);
	o.wide = true;
	frontier_result c = frun(&o);
	assert_true(a.tours == 37568 && b.tours == 37568 && c.tours == 37568);
	assert_int_equal(a.peak_classes, b.peak_classes);
	assert_int_equal(a.class_steps, b.class_steps);
	assert_int_equal(b.class_steps, c.class_steps);
	assert_false(a.wide);
	assert_true(c.wide);
	assert_int_equal(b.threads, 3);
	frontier_result_free(&a);
	frontier_result_free(&b);
	frontier_result_free(&c);
}

static void test_spill(void **state)
{
	(void)state;
	char dir[] = "/tmp/ktour-test-spill.XXXXXX";
	assert_non_null(mkdtemp(dir));
	/* 5x8 open needs about 13 MB of classes (12 bytes a class) */
	count_options o = fopts(5, 8, false);
	o.memory = 10ull << 20;
	o.spill_dir = dir;
	frontier_result r = frun(&o);
	assert_true(r.tours == 36122108);
	assert_true(r.spilled > 0);
	assert_true(r.peak_disk > 0);
	frontier_result_free(&r);
	/* the files are gone (unlinked as soon as they are made) */
	assert_int_equal(rmdir(dir), 0);
}

/* Stops the count at the nth progress report. */
typedef struct stopper {
	volatile sig_atomic_t flag;
	int calls, at;
} stopper;

static void stop_at(void *ctx, const count_progress *p)
{
	stopper *s = ctx;
	(void)p;
	if (++s->calls == s->at)
		s->flag = 1;
}

static void test_stop_and_resume(void **state)
{
	(void)state;
	char path[] = "/tmp/ktour-test-frontier.XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	for (int at = 3; at <= 60; at += 19) {
		stopper s = {0, 0, at};
		count_options o = fopts(5, 6, false);
		o.threads = at % 2 ? 3 : 2; /* workers paused mid-task */
		o.checkpoint = path;
		o.stop = &s.flag;
		o.progress = stop_at;
		o.progress_ctx = &s;
		o.progress_interval = 1e-9;
		frontier_result r = frun(&o);
		assert_true(r.partial);
		assert_true(r.tours == 0);
		frontier_result_free(&r);
		assert_int_equal(checkpoint_method_of(path), COUNT_FRONTIER);
		count_checkpoint back;
		char err[300];
		assert_true(checkpoint_read_file(path, &back, err, sizeof err));
		assert_int_equal(back.cfg.spec.rows, 5);
		assert_int_equal(back.cfg.spec.cols, 6);
		assert_false(back.cfg.closed);
		/* resumed on one thread, in little memory: the same count */
		count_options q;
		count_options_from_checkpoint(&back, &q);
		q.threads = 1;
		q.memory = 8ull << 20;
		frontier_result t = frun(&q);
		assert_false(t.partial);
		assert_true(t.tours == 37568);
		frontier_result_free(&t);
		checkpoint_free(&back);
	}
	unlink(path);
}

/* Checkpoints as often as the run control allows, written while three
 * workers are in their tasks: the count is the same, and so is the one
 * resumed from the last. */
static void test_checkpoints_while_counting(void **state)
{
	(void)state;
	char path[] = "/tmp/ktour-test-frontier.XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	for (int k = 0; k < 4; k++) {
		count_options o = fopts(5, 8, false);
		o.threads = 3;
		o.checkpoint = path;
		o.checkpoint_every = 1e-6;
		frontier_result r = frun(&o);
		assert_false(r.partial);
		assert_true(r.tours == 36122108);
		assert_true(r.saves.writes > 2);
		frontier_result_free(&r);
	}
	unlink(path);
}

static void test_damaged_checkpoint(void **state)
{
	(void)state;
	char path[] = "/tmp/ktour-test-frontier.XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	stopper s = {0, 0, 20};
	count_options o = fopts(5, 5, false);
	o.checkpoint = path;
	o.stop = &s.flag;
	o.progress = stop_at;
	o.progress_ctx = &s;
	o.progress_interval = 1e-9;
	frontier_result r = frun(&o);
	frontier_result_free(&r);
	count_checkpoint ck;
	char err[400] = "";
	assert_true(checkpoint_read_file(path, &ck, err, sizeof err));
	FILE *f = fopen(path, "r+b");
	assert_non_null(f);
	assert_int_equal(fseek(f, -40, SEEK_END), 0);
	int ch = fgetc(f);
	assert_int_equal(fseek(f, -40, SEEK_END), 0);
	fputc(ch ^ 0x10, f);
	fclose(f);
	count_options q;
	count_options_from_checkpoint(&ck, &q);
	frontier_result t;
	assert_false(frontier_count(&q, &t, err, sizeof err));
	if (!strstr(err, path) || !strstr(err, "damaged"))
		fail_msg("message: %s", err);
	/* cut short */
	assert_int_equal(truncate(path, 200), 0);
	assert_false(frontier_count(&q, &t, err, sizeof err));
	assert_non_null(strstr(err, path));
	/* not a checkpoint */
	f = fopen(path, "w");
	fputs("ktour-checkpoint 1\n", f);
	fclose(f);
	assert_int_not_equal(checkpoint_method_of(path), COUNT_FRONTIER);
	assert_false(frontier_count(&q, &t, err, sizeof err));
	checkpoint_free(&ck);
	unlink(path);
}

static void test_refusals(void **state)
{
	(void)state;
	char why[200], err[400];
	board_spec s = {8, 8, 1, 2, true};
	assert_false(frontier_supports(&s, false, why, sizeof why));
	assert_non_null(strstr(why, "torus"));
	board_spec wide = {9, 9, 1, 2, false};
	assert_false(frontier_supports(&wide, true, why, sizeof why));
	board_spec camel = {6, 6, 1, 3, false};
	assert_false(frontier_supports(&camel, true, why, sizeof why));
	board_spec ok = {8, 100, 1, 2, false};
	assert_true(frontier_supports(&ok, true, why, sizeof why));
	count_options o = fopts(6, 6, false);
	o.memory = 1 << 20;
	frontier_result r;
	assert_false(frontier_count(&o, &r, err, sizeof err));
	assert_non_null(strstr(err, "--memory"));
	o = fopts(6, 6, false);
	o.spill_dir = "/nonexistent/ktour";
	assert_false(frontier_count(&o, &r, err, sizeof err));
	assert_non_null(strstr(err, "/nonexistent/ktour"));
}

static void test_sizes_and_numbers(void **state)
{
	(void)state;
	uint64_t b;
	char err[200], buf[48];
	assert_true(frontier_parse_size("512M", &b, err, sizeof err));
	assert_int_equal(b, 512ull << 20);
	assert_true(frontier_parse_size("1.5GiB", &b, err, sizeof err));
	assert_int_equal(b, 3ull << 29);
	assert_true(frontier_parse_size("100000", &b, err, sizeof err));
	assert_int_equal(b, 100000);
	assert_true(frontier_parse_size("2t", &b, err, sizeof err));
	assert_int_equal(b, 2ull << 40);
	const char *bad[] = {"", "G", "-1G", "0", "8X", "8GG", "1e30", "nan"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_false(frontier_parse_size(bad[i], &b, err, sizeof err));
	assert_true(frontier_default_memory() > 0);
	frontier_count_format(0, buf, sizeof buf);
	assert_string_equal(buf, "0");
	frontier_count_t big = (frontier_count_t)UINT64_MAX + 1;
	frontier_count_format(big, buf, sizeof buf);
	assert_string_equal(buf, "18446744073709551616");
	/* the 9x10 closed count (2015) */
	big = (frontier_count_t)1938195299873ull * 10000000000ull + 2022416892ull;
	frontier_count_format(big, buf, sizeof buf);
	assert_string_equal(buf, "19381952998732022416892");
}

/* ---- the step alone: a small DP over fr_expand -------------------------------------- */

typedef struct kc {
	uint64_t key, cnt;
} kc;

static int kc_cmp(const void *a, const void *b)
{
	uint64_t x = ((const kc *)a)->key, y = ((const kc *)b)->key;
	return x < y ? -1 : x > y;
}

/* Run the plan's first `squares` steps (all when more); the classes of
 * each step into levels[] (when given), every key checked canonical and
 * of the pattern fr_expand() gave it.
 * Returns the counts of the last level summed. */
static uint64_t mini_dp(const fr_plan *p, int squares, uint64_t *levels)
{
	size_t n = 1;
	kc *a = malloc(sizeof *a);
	assert_non_null(a);
	a[0].key = FR_KEY_EMPTY;
	a[0].cnt = 1;
	if (squares > p->nsq)
		squares = p->nsq;
	for (int v = 0; v < squares; v++) {
		kc *b = malloc((n * FR_MAXOUT + 1) * sizeof *b);
		assert_non_null(b);
		size_t m = 0;
		for (size_t i = 0; i < n; i++) {
			uint64_t out[FR_MAXOUT];
			uint32_t pat;
			int k = fr_expand(p, &p->steps[v], a[i].key, out, &pat);
			for (int j = 0; j < k; j++) {
				/* every result of a class has the pattern it was given */
				assert_true(fr_key_valid(p, p->steps[v].nout, out[j]));
				assert_int_equal(fr_key_pattern(p, v, out[j]), pat);
				b[m].key = out[j];
				b[m++].cnt = a[i].cnt;
			}
		}
		qsort(b, m, sizeof *b, kc_cmp);
		size_t o = 0;
		for (size_t i = 0; i < m; i++) {
			if (o > 0 && b[o - 1].key == b[i].key)
				b[o - 1].cnt += b[i].cnt;
			else
				b[o++] = b[i];
		}
		free(a);
		a = b;
		n = o;
		if (levels)
			levels[v] = n;
	}
	uint64_t total = 0;
	for (size_t i = 0; i < n; i++)
		total += a[i].cnt;
	free(a);
	return total;
}

/* Base-11 keys (8-row boards, 17-square windows) against the 4-bit ones
 * on boards that have both, and the first classes of 8x8 as the counter
 * found them before its keys were packed another way. */
static void test_keys(void **state)
{
	(void)state;
	static const struct { int r, c; bool closed; uint64_t paths; } b[] = {
		{5, 6, false, 37568 / 2}, {6, 6, true, 9862}, {5, 5, false, 1728 / 2},
	};
	char err[200];
	for (size_t k = 0; k < sizeof b / sizeof b[0]; k++) {
		board_spec spec = {b[k].r, b[k].c, 1, 2, false};
		fr_plan p;
		assert_true(fr_plan_build(&p, &spec, b[k].closed, NULL, 0, err, sizeof err));
		assert_false(p.base11);
		assert_int_equal(mini_dp(&p, p.nsq, NULL), b[k].paths);
		p.base11 = true;
		assert_int_equal(mini_dp(&p, p.nsq, NULL), b[k].paths);
		fr_plan_free(&p);
	}
	static const uint64_t closed88[] = {1,     3,     18,     90,     528,    3150,
					    7776,  7533,  10665,  28707,  60433,  132136,
					    272465, 537647};
	static const uint64_t open88[] = {3, 18, 153, 1173, 8704, 64523, 226561, 337455};
	board_spec spec = {8, 8, 1, 2, false};
	uint64_t lv[16];
	for (int closed = 0; closed <= 1; closed++) {
		fr_plan p;
		assert_true(fr_plan_build(&p, &spec, closed, NULL, 0, err, sizeof err));
		assert_true(p.base11);
		const uint64_t *want = closed ? closed88 : open88;
		int n = closed ? 14 : 8;
		mini_dp(&p, n, lv);
		for (int v = 0; v < n; v++)
			assert_int_equal(lv[v], want[v]);
		fr_plan_free(&p);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_small_boards),
		cmocka_unit_test(test_turned_boards),
		cmocka_unit_test(test_start_squares),
		cmocka_unit_test(test_leapers),
		cmocka_unit_test(test_threads_and_wide),
		cmocka_unit_test(test_spill),
		cmocka_unit_test(test_stop_and_resume),
		cmocka_unit_test(test_checkpoints_while_counting),
		cmocka_unit_test(test_damaged_checkpoint),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_sizes_and_numbers),
		cmocka_unit_test(test_keys),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
