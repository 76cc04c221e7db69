/* SPDX-License-Identifier: MIT */
/* Checkpoints of a count: the state as a count_checkpoint (snapshot), the
 * checks and set-up of a resume, and the split of a count into jobs. */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checkpoint_impl.h"
#include "count_impl.h"
#include "ktour/config.h"

/* ---- paths and configurations ------------------------------------------------ */

bool count_check_path(const board *b, const ksq *path, int32_t len, char *err, size_t errlen)
{
	if (len < 1 || len > b->nsq) {
		snprintf(err, errlen, "a job of %ld square%s on the %dx%d board (%ld square%s)",
			 (long)len, len == 1 ? "" : "s", b->rows, b->cols, (long)b->nsq,
			 b->nsq == 1 ? "" : "s");
		return false;
	}
	for (int32_t i = 0; i < len; i++) {
		if (path[i] < 0 || path[i] >= b->nsq) {
			snprintf(err, errlen, "job square %d is off the %dx%d board", (int)i + 1,
				 b->rows, b->cols);
			return false;
		}
		for (int32_t k = 0; k < i; k++)
			if (path[k] == path[i]) {
				snprintf(err, errlen, "job square %d repeats square %d", (int)i + 1,
					 (int)k + 1);
				return false;
			}
		if (i > 0 && board_move_between(b, path[i - 1], path[i]) < 0) {
			snprintf(err, errlen, "job squares %d and %d are not a move apart", (int)i,
				 (int)i + 1);
			return false;
		}
	}
	return true;
}

/* ---- resuming ---------------------------------------------------------------------- */

/* Replay a saved stack of job j on the board: the only way to know it is
 * one the search can be in. */
static bool check_stack(shared *sh, bits_search *scratch, const job_record *rec, char *err,
			size_t errlen)
{
	const plan *pl = sh->pl;
	const ksq *prefix = pl->pool + rec->index * (size_t)pl->L;
	const engine_stack *st = &rec->stack;
	if (scratch) {
		if (st->kind != STACK_BITS) {
			snprintf(err, errlen, "an engine stack where a bitboard one belongs");
			return false;
		}
		return bits_stack_load(scratch, prefix, pl->L, st->sq, st->aux, st->depth, err,
				       errlen);
	}
	if (st->kind != STACK_ENGINE) {
		snprintf(err, errlen, "a bitboard stack where an engine one belongs");
		return false;
	}
	engine_config cfg = sh->cfg;
	cfg.prefix = prefix;
	cfg.prefix_len = pl->L;
	cfg.start = prefix[0];
	engine *e = engine_create(&cfg, err, errlen);
	bool ok = e && engine_stack_load(e, st, err, errlen);
	engine_destroy(e); /* its counters were checked against the job's on reading */
	return ok;
}

/* a += b, false when it wraps */
static bool add_to(uint64_t *a, uint64_t b)
{
	if (b > UINT64_MAX - *a)
		return false;
	*a += b;
	return true;
}

/* The count's totals from these figures cannot wrap: a file whose totals do (its
 * figures edited, its checksum recomputed) would print a wrong count. */
static bool totals_fit(const shared *sh, const job_record *rec, uint64_t sum[4])
{
	uint64_t w = sh->pl->weight[rec->index], m = sh->pl->multiplier;
	return (rec->solutions == 0 || w <= UINT64_MAX / rec->solutions) &&
	       add_to(&sum[0], rec->solutions * w) && add_to(&sum[1], rec->solutions) &&
	       add_to(&sum[2], rec->advances) && add_to(&sum[3], rec->retreats) &&
	       (m == 0 || sum[0] <= UINT64_MAX / m);
}

static bool load_records(shared *sh, bits_search *scratch, char *err, size_t errlen)
{
	uint64_t sum[4] = {0, 0, 0, 0};
	const count_checkpoint *c = sh->o->resume;
	const plan *pl = sh->pl;
	size_t nq = 0;
	for (size_t i = 0; i < c->nrec; i++) {
		const job_record *rec = &c->rec[i];
		size_t j = (size_t)rec->index;
		char why[200];
		if (rec->index >= pl->njobs || sh->status[j] != JOB_TODO || sh->resume_of[j]) {
			snprintf(err, errlen, "checkpoint: job %" PRIu64 " is not a job of this count "
					      "or is listed twice",
				 rec->index);
			return false;
		}
		if (!totals_fit(sh, rec, sum)) {
			snprintf(err, errlen, "checkpoint: job %" PRIu64 ": the totals would wrap "
					      "around (more than 2^64); the file was edited or damaged",
				 rec->index);
			return false;
		}
		sh->jsol[j] = rec->solutions;
		sh->jadv[j] = rec->advances;
		sh->jret[j] = rec->retreats;
		if (rec->status == JOB_DONE) {
			sh->status[j] = JOB_DONE;
			atomic_fetch_add(&sh->jobs_done, 1);
			sh->base_tours += rec->solutions * pl->weight[j];
			sh->base_nodes += rec->advances;
			continue;
		}
		if (!check_stack(sh, scratch, rec, why, sizeof why)) {
			snprintf(err, errlen, "checkpoint: job %" PRIu64 ": %s", rec->index, why);
			return false;
		}
		sh->resume_of[j] = rec;
		sh->queue[nq++] = j; /* the jobs in progress go on first */
	}
	for (size_t j = 0; j < pl->njobs; j++)
		if (sh->status[j] == JOB_TODO && !sh->resume_of[j])
			sh->queue[nq++] = j;
	sh->nqueue = nq;
	return true;
}

bool count_resume_prepare(shared *sh, char *err, size_t errlen)
{
	const count_checkpoint *c = sh->o->resume;
	const plan *pl = sh->pl;
	checkpoint_config mine;
	char what[200];
	count_checkpoint_config(sh->o, &mine);
	if (!checkpoint_config_diff(&c->cfg, &mine, CKF_ALL, what, sizeof what)) {
		snprintf(err, errlen, "checkpoint: it is for %s", what);
		return false;
	}
	if (c->njobs != pl->njobs || c->prefix_len != pl->L || c->fingerprint != pl->fingerprint) {
		snprintf(err, errlen,
			 "checkpoint: its job list (%" PRIu64 " job%s of %d square%s) is not this "
			 "count's (%zu of %d): it was written by another version of ktour",
			 c->njobs, c->njobs == 1 ? "" : "s", (int)c->prefix_len,
			 c->prefix_len == 1 ? "" : "s", pl->njobs, pl->L);
		return false;
	}
	sh->resume_of = calloc(pl->njobs, sizeof *sh->resume_of);
	bits_search *scratch = bits_fits(&sh->cfg) ? malloc(sizeof *scratch) : NULL;
	bool ok = sh->resume_of && (scratch || !bits_fits(&sh->cfg));
	if (!ok)
		snprintf(err, errlen, "out of memory");
	if (ok && scratch)
		ok = bits_init(scratch, &sh->cfg, err, errlen);
	ok = ok && load_records(sh, scratch, err, errlen);
	free(scratch);
	sh->ctl.prior = c->seconds;
	return ok;
}

/* ---- snapshots ------------------------------------------------------------------ */

void count_snapshot_free(count_checkpoint *c)
{
	c->cfg.job = NULL; /* not owned */
	c->cfg.job_len = 0;
	checkpoint_free(c);
}

static bool stack_copy(engine_stack *dst, const engine_stack *src)
{
	if (!engine_stack_alloc(dst, src->depth))
		return false;
	dst->kind = src->kind;
	dst->state = src->state;
	dst->counters = src->counters;
	memcpy(dst->sq, src->sq, (size_t)src->depth * sizeof *src->sq);
	memcpy(dst->aux, src->aux, (size_t)src->depth * sizeof *src->aux);
	return true;
}

static bool worker_stack(const worker *w, engine_stack *st)
{
	if (!w->bits)
		return engine_stack_save(w->e, st);
	if (!engine_stack_alloc(st, w->bits->sp + 1))
		return false;
	st->kind = STACK_BITS;
	bits_stack_save(w->bits, st->sq, st->aux);
	return true;
}

/* The record of job j, if it has one: done, in a worker's hands, or
 * resumed and not picked up yet. */
static bool snapshot_job(const shared *sh, size_t j, const worker *w, job_record *r, bool *has)
{
	const job_record *saved = sh->resume_of ? sh->resume_of[j] : NULL;
	memset(r, 0, sizeof *r);
	r->index = j;
	r->solutions = sh->jsol[j];
	r->advances = sh->jadv[j];
	r->retreats = sh->jret[j];
	*has = true;
	if (sh->status[j] == JOB_DONE) {
		r->status = JOB_DONE;
		return true;
	}
	r->status = JOB_RUNNING;
	if (w) {
		r->solutions = w->cur_counts.solutions;
		r->advances = w->cur_counts.advances;
		r->retreats = w->cur_counts.retreats;
		return worker_stack(w, &r->stack);
	}
	if (saved && sh->status[j] == JOB_TODO)
		return stack_copy(&r->stack, &saved->stack);
	*has = false;
	return true;
}

bool count_snapshot(const shared *sh, count_checkpoint *c)
{
	const plan *pl = sh->pl;
	memset(c, 0, sizeof *c);
	count_checkpoint_config(sh->o, &c->cfg);
	c->njobs = pl->njobs;
	c->prefix_len = pl->L;
	c->fingerprint = pl->fingerprint;
	c->seconds = count_control_seconds(&sh->ctl, count_now());
	const worker **by = calloc(pl->njobs ? pl->njobs : 1, sizeof *by);
	c->rec = calloc(pl->njobs ? pl->njobs : 1, sizeof *c->rec);
	bool ok = by && c->rec;
	for (int i = 0; ok && i < sh->started; i++)
		if (sh->ws[i].cur != COUNT_NO_JOB)
			by[sh->ws[i].cur] = &sh->ws[i];
	for (size_t j = 0; ok && j < pl->njobs; j++) {
		bool has;
		ok = snapshot_job(sh, j, by[j], &c->rec[c->nrec], &has);
		c->nrec += ok && has;
	}
	free(by);
	if (!ok)
		count_snapshot_free(c);
	return ok;
}

bool count_checkpoint_write(shared *sh, count_checkpoint *snap, double began)
{
	count_checkpoint own;
	const count_options *o = sh->o;
	char err[sizeof sh->ctl.error];
	bool ok = true;
	if (!snap) {
		ok = count_snapshot(sh, &own);
		if (!ok)
			snprintf(err, sizeof err, "checkpoint %s: out of memory", o->checkpoint);
		snap = &own;
	}
	if (ok) {
		ok = count_checkpoint_save(o->checkpoint, snap, o->checkpoint_lock, err, sizeof err);
		count_snapshot_free(snap);
	}
	return count_control_saved(&sh->ctl, ok, err, began, count_now());
}

/* ---- splitting ---------------------------------------------------------------------- */

/* Every path of `depth` squares extending path[0..len0-1] (iteratively:
 * depth may be large). */
static bool split_from(const board *b, ksq *path, int len0, int depth, uint8_t *used,
		       int8_t *k, bool (*emit)(void *ctx, const ksq *path, int len), void *ctx)
{
	if (len0 == depth)
		return emit(ctx, path, len0);
	int len = len0;
	k[len - 1] = 0;
	for (;;) {
		int top = len - 1;
		if (k[top] == 8) {
			if (len == len0)
				return true;
			used[path[top]] = 0;
			len--;
			continue;
		}
		ksq t = board_target(b, path[top], k[top]++);
		if (t == KSQ_NONE || used[t])
			continue;
		path[len] = t;
		if (len + 1 == depth) {
			if (!emit(ctx, path, len + 1))
				return false;
			continue;
		}
		used[t] = 1;
		k[len++] = 0;
	}
}

bool count_split(const count_options *o, int depth,
		 bool (*emit)(void *ctx, const ksq *path, int len), void *ctx, char *err,
		 size_t errlen)
{
	board b;
	if (!board_init(&b, &o->cfg.spec, err, errlen))
		return false;
	bool ok = false;
	ksq *path = NULL;
	uint8_t *used = NULL;
	int8_t *k = NULL;
	int32_t base = o->job_len > 0 ? o->job_len : 1;
	if (b.nsq > ENGINE_MAX_SEARCH_SQUARES)
		snprintf(err, errlen, "board %dx%d: too many squares to count on", b.rows, b.cols);
	else if (depth < base || depth > b.nsq)
		snprintf(err, errlen, "--split %d: expected a depth from %ld to %ld (the squares "
				      "of the board)",
			 depth, (long)base, (long)b.nsq);
	else if (o->job_len > 0 && !count_check_path(&b, o->job, o->job_len, err, errlen))
		;
	else if (!(path = malloc((size_t)depth * sizeof *path)) ||
		 !(used = calloc((size_t)b.nsq, 1)) || !(k = malloc((size_t)depth)))
		snprintf(err, errlen, "out of memory");
	else
		ok = true;
	if (ok && o->job_len > 0) {
		memcpy(path, o->job, (size_t)base * sizeof *path);
		for (int32_t i = 0; i < base; i++)
			used[path[i]] = 1;
		split_from(&b, path, base, depth, used, k, emit, ctx);
	} else if (ok) {
		bool every = o->every_start && !o->cfg.closed;
		ksq start = o->cfg.start;
		if (o->cfg.closed && start == KSQ_NONE)
			start = count_least_degree_square(&b);
		if (start == KSQ_NONE || start >= b.nsq)
			start = 0;
		for (ksq s = every ? 0 : start; s < (every ? b.nsq : start + 1); s++) {
			path[0] = s;
			used[s] = 1;
			bool more = split_from(&b, path, 1, depth, used, k, emit, ctx);
			used[s] = 0;
			if (!more)
				break;
		}
	}
	free(path);
	free(used);
	free(k);
	board_free(&b);
	return ok;
}
