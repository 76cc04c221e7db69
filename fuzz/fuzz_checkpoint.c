/* SPDX-License-Identifier: MIT */
/* Fuzz target: the checkpoint reader (checkpoint_parse) and the stack
 * reader (engine_state_read), ktour/checkpoint.h.
 *
 * The input is read twice: as it is (so the magic, version and checksum
 * checks are fuzzed), and with its correct checksum line appended (so the
 * fuzzer gets past the checksum into the body parser, which must then
 * trust nothing either).
 *
 * Properties checked for every input:
 * - a refused checkpoint has a message naming the input ("fuzz") and
 *   leaves nothing behind (no records, no job);
 * - an accepted one writes, reads back to the same bytes (the writer is the
 *   reader's inverse), and on boards of at most 64 squares the count's
 *   resume check (plan, job list, every stack replayed on the board)
 *   answers without crashing;
 * - what is accepted is possible: no job has more solutions than its
 *   advances allow or more retreats than advances, a running job's engine
 *   stack carries the job's counts, is as deep as they say and is not
 *   finished; and a resume check that passes leaves totals that do not
 *   wrap around;
 * - the input as one stack line, loaded into a 5x5 and a 6x6 closed engine,
 *   is refused or gives an engine that runs to the end of its search. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/checkpoint.h"
#include "ktour/count.h"

int fuzz_checkpoint(const uint8_t *data, size_t size);

#define FUZZ_CKPT_MAX_SQUARES 64

static bool empty(const count_checkpoint *c)
{
	return c->rec == NULL && c->nrec == 0 && c->cfg.job == NULL;
}

static char *write_mem(const count_checkpoint *c, size_t *len)
{
	char *buf = NULL;
	*len = 0;
	FILE *m = open_memstream(&buf, len);
	if (!m)
		abort();
	FUZZ_CHECK(checkpoint_write_stream(m, c), "writing an accepted checkpoint failed");
	if (fclose(m) != 0)
		abort();
	return buf;
}

static void check_possible(const count_checkpoint *c)
{
	for (size_t i = 0; i < c->nrec; i++) {
		const job_record *r = &c->rec[i];
		FUZZ_CHECK(r->solutions <= r->advances || r->solutions - r->advances == 1,
			   "job %zu: %llu solutions from %llu advances accepted", i,
			   (unsigned long long)r->solutions, (unsigned long long)r->advances);
		FUZZ_CHECK(r->retreats <= r->advances, "job %zu: more retreats than advances", i);
		const engine_stack *st = &r->stack;
		if (r->status != JOB_RUNNING || st->kind != STACK_ENGINE)
			continue;
		FUZZ_CHECK(st->counters.advances == r->advances &&
				   st->counters.retreats == r->retreats &&
				   st->counters.solutions == r->solutions,
			   "job %zu: counts and stack counters differ", i);
		FUZZ_CHECK(st->state != ENGINE_EXHAUSTED && st->state != ENGINE_STUCK,
			   "job %zu: running with a finished stack", i);
		FUZZ_CHECK(r->advances - r->retreats == (uint64_t)st->depth - 1,
			   "job %zu: stack depth and counts disagree", i);
	}
}

/* The sums of a resumable checkpoint's figures fit 64 bits. */
static void check_sums(const count_checkpoint *c)
{
	uint64_t s = 0, a = 0, r = 0;
	for (size_t i = 0; i < c->nrec; i++) {
		const job_record *j = &c->rec[i];
		FUZZ_CHECK(j->solutions <= UINT64_MAX - s && j->advances <= UINT64_MAX - a &&
				   j->retreats <= UINT64_MAX - r,
			   "a resumable checkpoint whose totals wrap");
		s += j->solutions;
		a += j->advances;
		r += j->retreats;
	}
}

static void exercise(const char *buf, size_t size)
{
	count_checkpoint c;
	char err[400];
	if (!checkpoint_parse(buf, size, "fuzz", &c, err, sizeof err)) {
		FUZZ_CHECK(strncmp(err, "fuzz", 4) == 0, "message does not name the input: %s",
			   err);
		FUZZ_CHECK(empty(&c), "a refused checkpoint left records behind (%s)", err);
		return;
	}
	size_t len, len2;
	char *out = write_mem(&c, &len);
	count_checkpoint back;
	FUZZ_CHECK(checkpoint_parse(out, len, "fuzz", &back, err, sizeof err),
		   "written again, the checkpoint does not read: %s", err);
	char *again = write_mem(&back, &len2);
	FUZZ_CHECK(len == len2 && memcmp(out, again, len) == 0,
		   "read, written, read and written again: different bytes");
	free(out);
	free(again);
	checkpoint_free(&back);
	check_possible(&c);
	if ((long)c.cfg.spec.rows * c.cfg.spec.cols <= FUZZ_CKPT_MAX_SQUARES) {
		count_options o;
		count_options_from_checkpoint(&c, &o);
		if (count_resume_check(&o, err, sizeof err))
			check_sums(&c);
	}
	checkpoint_free(&c);
}

static void stack_into(const engine_config *cfg, const char *text)
{
	char err[300];
	engine *e = engine_create(cfg, err, sizeof err);
	if (!e)
		abort();
	if (engine_state_read(e, text, err, sizeof err)) {
		/* a state the engine accepted is one it can finish from */
		engine_event_kind k = engine_run(e, 20000, NULL, NULL);
		FUZZ_CHECK(k == EV_EXHAUSTED || k == EV_NONE, "run after a load gave %d", (int)k);
	}
	engine_destroy(e);
}

int fuzz_checkpoint(const uint8_t *data, size_t size)
{
	exercise((const char *)data, size);
	/* with a correct checksum line */
	size_t n;
	char *buf = fuzz_with_checksum(data, size, &n);
	exercise(buf, n);
	free(buf);
	/* the input as one stack line */
	char *line = fuzz_strndup(data, size < 4096 ? size : 4096);
	engine_config c5 = engine_config_default();
	c5.spec.rows = c5.spec.cols = 5;
	c5.prune = PRUNE_LOOKAHEAD;
	stack_into(&c5, line);
	engine_config c6 = c5;
	c6.spec.rows = c6.spec.cols = 6;
	c6.closed = true;
	stack_into(&c6, line);
	free(line);
	return 0;
}
