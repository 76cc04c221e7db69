/* SPDX-License-Identifier: MIT */
/* Saved search states (ktour/checkpoint.h): an engine saved half-way and
 * restored into a fresh engine finishes with the same count and counters;
 * a count stopped at many points (mid-job stacks included) and resumed
 * gives the uninterrupted figures; checkpoint files round-trip, and
 * truncated, flipped, other-version and other-board ones are refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ktour/checkpoint.h"
#include "ktour/count.h"

static engine_config cfg_of(int rows, int cols, bool closed, prune_mode prune)
{
	engine_config c = engine_config_default();
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.closed = closed;
	c.prune = prune;
	return c;
}

static engine_counters run_out(engine *e)
{
	assert_int_equal(engine_run(e, 0, NULL, NULL), EV_EXHAUSTED);
	engine_view v;
	engine_view_get(e, &v);
	return v.counters;
}

/* Save after `steps` steps (as text), load into a new engine, finish both. */
static void round_trip_at(const engine_config *c, uint64_t steps)
{
	char err[256];
	engine *a = engine_create(c, err, sizeof err);
	assert_non_null(a);
	engine_run(a, steps, NULL, NULL);
	char *text = NULL;
	size_t len = 0;
	FILE *m = open_memstream(&text, &len);
	assert_true(engine_state_write(a, m));
	assert_int_equal(fclose(m), 0);
	engine *b = engine_create(c, err, sizeof err);
	assert_non_null(b);
	if (!engine_state_read(b, text, err, sizeof err))
		fail_msg("restoring after %llu steps: %s", (unsigned long long)steps, err);
	engine_counters ca = run_out(a), cb = run_out(b);
	assert_int_equal(ca.solutions, cb.solutions);
	assert_int_equal(ca.steps, cb.steps);
	assert_int_equal(ca.advances, cb.advances);
	assert_int_equal(ca.retreats, cb.retreats);
	assert_int_equal(ca.max_depth, cb.max_depth);
	free(text);
	engine_destroy(a);
	engine_destroy(b);
}

static void test_engine_round_trip(void **state)
{
	(void)state;
	engine_config open5 = cfg_of(5, 5, false, PRUNE_LOOKAHEAD);
	open5.all_starts = true;
	engine_config closed6 = cfg_of(6, 6, true, PRUNE_LOOKAHEAD);
	engine_config none5 = cfg_of(5, 5, false, PRUNE_NONE);
	none5.order_warnsdorff = true;
	static const uint64_t at[] = {0, 1, 2, 3, 17, 1000, 12345, 99999};
	for (size_t i = 0; i < sizeof at / sizeof at[0]; i++) {
		round_trip_at(&open5, at[i]);
		round_trip_at(&closed6, at[i] * 3);
		round_trip_at(&none5, at[i] * 7);
	}
	/* and the count it finishes with is docs/literature.md's */
	char err[256];
	engine *e = engine_create(&open5, err, sizeof err);
	assert_int_equal(run_out(e).solutions, 1728);
	engine_destroy(e);
}

static void test_engine_bad_stacks(void **state)
{
	(void)state;
	char err[256];
	engine_config c = cfg_of(5, 5, false, PRUNE_LOOKAHEAD);
	engine *e = engine_create(&c, err, sizeof err);
	assert_non_null(e);
	/* a valid state after one step, then the same with one thing wrong */
	engine_run(e, 1, NULL, NULL);
	engine_view v;
	engine_view_get(e, &v);
	long x = v.path[1];
	char good[128], bad[8][128];
	snprintf(good, sizeof good, "engine 2 1 1 1 0 0 2 0:1 %ld:0", x);
	snprintf(bad[0], 128, "engine 2 1 1 1 0 0 2 0:1 1:0");      /* not a move */
	snprintf(bad[1], 128, "engine 2 1 1 1 0 0 2 0:9 %ld:0", x); /* no candidate 9 */
	snprintf(bad[2], 128, "engine 1 1 0 0 0 0 1 3:0");          /* another start */
	snprintf(bad[3], 128, "engine 99 1 0 0 0 0 1 0:0");         /* deeper than the board */
	snprintf(bad[4], 128, "engine 1 1 0 0 0 0 1 25:0");         /* off the board */
	snprintf(bad[5], 128, "bits 1 1 0 0 0 0 1 0:0");            /* not an engine stack */
	snprintf(bad[6], 128, "engine 2 1 1 1 0 0 2 0:1");          /* short */
	snprintf(bad[7], 128, "engine 2 2 1 1 0 0 2 0:1 %ld:0", x); /* "at a solution" */
	if (!engine_state_read(e, good, err, sizeof err))
		fail_msg("%s: %s", good, err);
	for (int i = 0; i < 8; i++)
		if (engine_state_read(e, bad[i], err, sizeof err))
			fail_msg("accepted: %s", bad[i]);
	assert_false(engine_state_read(e, "", err, sizeof err));
	/* refused loads leave an engine that still counts right */
	assert_int_equal(run_out(e).solutions, 304);
	engine_destroy(e);
}

/* ---- counts stopped and resumed -------------------------------------------- */

typedef struct stopper {
	volatile sig_atomic_t flag;
	int calls, after;
} stopper;

static void stop_after(void *ctx, const count_progress *p)
{
	(void)p;
	stopper *s = ctx;
	if (++s->calls >= s->after)
		s->flag = 1;
}

static char ckpt_path[64];

/* Run o stopped after `after` progress reports (checkpointing to
 * ckpt_path), then resume from the file until done; the final result. */
static count_result stop_and_resume(const count_options *base, int after)
{
	char err[300];
	stopper s = {0, 0, after};
	count_options o = *base;
	o.stop = &s.flag;
	o.progress = stop_after;
	o.progress_ctx = &s;
	o.progress_interval = 1e-9;
	o.poll_every = 64; /* safe points inside the jobs */
	o.checkpoint = ckpt_path;
	o.checkpoint_every = 1000; /* the final checkpoint is the one resumed */
	count_result r;
	if (!count_tours(&o, &r, err, sizeof err))
		fail_msg("count: %s", err);
	for (int round = 0; r.partial; round++) {
		assert_true(round < 100000);
		count_checkpoint ck;
		if (!checkpoint_read_file(ckpt_path, &ck, err, sizeof err))
			fail_msg("reading the checkpoint: %s", err);
		count_options ro;
		count_options_from_checkpoint(&ck, &ro);
		ro.threads = base->threads;
		ro.stop = &s.flag;
		ro.progress = stop_after;
		ro.progress_ctx = &s;
		ro.progress_interval = 1e-9;
		ro.poll_every = 64;
		ro.checkpoint = ckpt_path;
		ro.checkpoint_every = 1000;
		s.flag = 0;
		s.calls = 0;
		s.after = after * 4; /* let each round get further */
		if (!count_tours(&ro, &r, err, sizeof err))
			fail_msg("resumed count: %s", err);
		checkpoint_free(&ck);
	}
	return r;
}

static void resumed_equals(int rows, int cols, bool closed, int threads, uint64_t want)
{
	count_options o = count_options_default();
	o.cfg.spec.rows = rows;
	o.cfg.spec.cols = cols;
	o.cfg.closed = closed;
	o.threads = threads;
	count_result ref;
	char err[256];
	assert_true(count_tours(&o, &ref, err, sizeof err));
	assert_int_equal(ref.tours, want);
	static const int afters[] = {1, 2, 5, 9};
	for (size_t i = 0; i < sizeof afters / sizeof afters[0]; i++) {
		count_result r = stop_and_resume(&o, afters[i]);
		assert_false(r.partial);
		assert_int_equal(r.tours, want);
		assert_int_equal(r.nodes, ref.nodes);
		assert_int_equal(r.retreats, ref.retreats);
		assert_int_equal(r.solutions, ref.solutions);
	}
}

static void test_count_resume_5x5_open(void **state)
{
	(void)state;
	resumed_equals(5, 5, false, 1, 1728);
	resumed_equals(5, 5, false, 2, 1728);
}

static void test_count_resume_6x6_closed(void **state)
{
	(void)state;
	resumed_equals(6, 6, true, 1, 9862);
	resumed_equals(6, 6, true, 2, 9862);
}

static bool first_path(void *ctx, const ksq *path, int len)
{
	memcpy(ctx, path, (size_t)len * sizeof *path);
	return false;
}

/* the engine path (boards over 64 squares): a job of 8x9 stopped and
 * resumed counts what it counts uninterrupted */
static void test_count_resume_engine_path(void **state)
{
	(void)state;
	count_options o = count_options_default();
	o.cfg.spec.rows = 5;
	o.cfg.spec.cols = 13; /* 65 squares: engine_run, not the bitboards */
	ksq job[8];
	char e0[256];
	assert_true(count_split(&o, 8, first_path, job, e0, sizeof e0));
	o.job = job;
	o.job_len = 8;
	o.threads = 1;
	o.time_limit = 0.4; /* a slice of an endless search */
	o.checkpoint = ckpt_path;
	count_result r1, r2;
	char err[256];
	if (!count_tours(&o, &r1, err, sizeof err))
		fail_msg("%s", err);
	assert_true(r1.partial);
	count_checkpoint ck;
	assert_true(checkpoint_read_file(ckpt_path, &ck, err, sizeof err));
	size_t running = 0;
	for (size_t i = 0; i < ck.nrec; i++)
		if (ck.rec[i].status == JOB_RUNNING) {
			running++;
			assert_int_equal(ck.rec[i].stack.kind, STACK_ENGINE);
		}
	assert_true(running >= 1);
	count_options ro;
	count_options_from_checkpoint(&ck, &ro);
	ro.time_limit = 0.2;
	ro.checkpoint = ckpt_path;
	assert_true(count_tours(&ro, &r2, err, sizeof err));
	/* the resumed count went on from where the first stopped */
	assert_true(r2.nodes > r1.nodes);
	assert_true(r2.seconds >= r1.seconds);
	checkpoint_free(&ck);
}

/* ---- files --------------------------------------------------------------- */

static char *file_bytes(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	char *buf = malloc(1 << 20);
	*len = fread(buf, 1, 1 << 20, f);
	fclose(f);
	return buf;
}

/* A checkpoint of a 6x6 open count stopped part-way inside a job (so
 * it holds a running job's stack), as bytes.  Stopped after a number of
 * safe points, not after a time: under valgrind a time limit may end the
 * count before any job is under way. */
static char *stopped_checkpoint(size_t *len)
{
	stopper s = {0, 0, 50};
	count_options o = count_options_default();
	o.cfg.spec.rows = 6;
	o.cfg.spec.cols = 6;
	o.threads = 2;
	o.no_symmetry = true;
	o.stop = &s.flag;
	o.progress = stop_after;
	o.progress_ctx = &s;
	o.progress_interval = 1e-9;
	o.poll_every = 64;
	o.checkpoint = ckpt_path;
	count_result r;
	char err[256];
	assert_true(count_tours(&o, &r, err, sizeof err));
	assert_true(r.partial);
	return file_bytes(ckpt_path, len);
}

static void test_file_round_trip(void **state)
{
	(void)state;
	size_t len;
	char err[300], *buf = stopped_checkpoint(&len);
	count_checkpoint a;
	assert_true(checkpoint_parse(buf, len, "x", &a, err, sizeof err));
	char *out = NULL;
	size_t olen = 0;
	FILE *m = open_memstream(&out, &olen);
	assert_true(checkpoint_write_stream(m, &a));
	fclose(m);
	assert_int_equal(olen, len);
	assert_memory_equal(out, buf, len);
	/* and it is valid for the count it came from */
	count_options o;
	count_options_from_checkpoint(&a, &o);
	if (!count_resume_check(&o, err, sizeof err))
		fail_msg("%s", err);
	free(out);
	free(buf);
	checkpoint_free(&a);
}

static void test_file_damage_refused(void **state)
{
	(void)state;
	size_t len;
	char err[300], *buf = stopped_checkpoint(&len);
	count_checkpoint c;
	for (size_t cut = 0; cut < len; cut++) {
		if (checkpoint_parse(buf, cut, "t", &c, err, sizeof err))
			fail_msg("truncated to %zu of %zu bytes: accepted", cut, len);
		assert_non_null(strstr(err, "t"));
		assert_null(c.rec);
	}
	for (size_t at = 0; at < len; at += 7) {
		buf[at] ^= 0x01;
		if (checkpoint_parse(buf, len, "f", &c, err, sizeof err))
			fail_msg("a flipped byte at %zu: accepted", at);
		buf[at] ^= 0x01;
	}
	assert_true(checkpoint_parse(buf, len, "ok", &c, err, sizeof err));
	checkpoint_free(&c);
	/* another version */
	char *v2 = malloc(len);
	memcpy(v2, buf, len);
	v2[17] = '2';
	assert_false(checkpoint_parse(v2, len, "v2", &c, err, sizeof err));
	assert_non_null(strstr(err, "version 2"));
	free(v2);
	assert_false(checkpoint_parse("hello\n", 6, "h", &c, err, sizeof err));
	assert_non_null(strstr(err, "not a ktour checkpoint"));
	free(buf);
}

/* A well-formed checkpoint (valid checksum) for another board or other
 * options is refused by the count, never half-loaded. */
static void test_other_board_refused(void **state)
{
	(void)state;
	size_t len;
	char err[300], *buf = stopped_checkpoint(&len);
	count_checkpoint c;
	assert_true(checkpoint_parse(buf, len, "x", &c, err, sizeof err));
	/* the file claims 5x5: written again, with a valid checksum */
	c.cfg.spec.rows = c.cfg.spec.cols = 5;
	assert_true(checkpoint_write_file(ckpt_path, &c, err, sizeof err));
	checkpoint_free(&c);
	count_options o;
	if (checkpoint_read_file(ckpt_path, &c, err, sizeof err)) {
		count_options_from_checkpoint(&c, &o);
		count_result r;
		assert_false(count_tours(&o, &r, err, sizeof err));
		assert_non_null(strstr(err, "checkpoint"));
		checkpoint_free(&c);
	} else { /* its stacks do not even fit a 5x5 board */
		assert_non_null(strstr(err, ckpt_path));
	}
	/* the right board, but the options of the caller differ */
	assert_true(checkpoint_parse(buf, len, "x", &c, err, sizeof err));
	count_options_from_checkpoint(&c, &o);
	o.cfg.closed = true;
	assert_false(count_resume_check(&o, err, sizeof err));
	assert_non_null(strstr(err, "open tours, not closed"));
	/* a stack square changed (and the checksum recomputed): refused */
	size_t changed = 0;
	for (size_t i = 0; i < c.nrec; i++)
		if (c.rec[i].status == JOB_RUNNING && c.rec[i].stack.depth > 0) {
			c.rec[i].stack.sq[c.rec[i].stack.depth - 1] ^= 1;
			changed++;
		}
	assert_true(changed > 0);
	count_options_from_checkpoint(&c, &o);
	assert_false(count_resume_check(&o, err, sizeof err));
	checkpoint_free(&c);
	free(buf);
}

static int setup(void **state)
{
	(void)state;
	snprintf(ckpt_path, sizeof ckpt_path, "/tmp/ktour-test-ckpt.%ld", (long)getpid());
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	remove(ckpt_path);
	return 0;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_engine_round_trip),
		cmocka_unit_test(test_engine_bad_stacks),
		cmocka_unit_test(test_count_resume_5x5_open),
		cmocka_unit_test(test_count_resume_6x6_closed),
		cmocka_unit_test(test_count_resume_engine_path),
		cmocka_unit_test(test_file_round_trip),
		cmocka_unit_test(test_file_damage_refused),
		cmocka_unit_test(test_other_board_refused),
	};
	return cmocka_run_group_tests_name("checkpoint", tests, setup, teardown);
}
