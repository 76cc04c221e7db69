/* SPDX-License-Identifier: MIT */
/* Planning a count: which prefixes to search, each with its weight (the
 * size of its orbit under the board's symmetries), and the engine settings
 * each job runs with.  See count_impl.h; the workers are in count.c. */
#include "ktour/count.h"
#include "ktour/engine_desc.h"
#include "ktour/tour_exists.h"

#include "count_impl.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Enough jobs to keep a few threads evenly busy, few enough that the
 * per-job set-up stays negligible. */
#define COUNT_MIN_JOBS 256

/* Prefixes are searched from the least square of each start orbit only; a
 * prefix from s is searched when no element of H fixing s maps it to a
 * lexicographically smaller one.  Its weight is the size of its orbit
 * under H: (orbit of s) x (distinct images under the stabilizer of s). */
static bool plan_canonical(const plan *pl, const ksq *p, uint32_t *orbit)
{
	ksq img[BOARD_NSYM][COUNT_MAX_PREFIX];
	size_t bytes = (size_t)pl->L * sizeof *p;
	int distinct = 0;
	for (int g = 0; g < pl->nstab; g++) {
		for (int i = 0; i < pl->L; i++)
			img[g][i] = board_symmetry_apply(&pl->b, pl->stab[g], p[i]);
		for (int i = 1; i < pl->L; i++)
			if (img[g][i] != p[i]) {
				if (img[g][i] < p[i])
					return false;
				break;
			}
		bool seen = false;
		for (int h = 0; h < g && !seen; h++)
			seen = memcmp(img[h], img[g], bytes) == 0;
		distinct += !seen;
	}
	*orbit = pl->start_orbit * (uint32_t)distinct;
	return true;
}

static bool plan_add(plan *pl, const ksq *p, bool count_only)
{
	uint32_t orbit = 1;
	if (pl->nsym > 1 && !plan_canonical(pl, p, &orbit))
		return true;
	if (!count_only) {
		if (pl->njobs == pl->cap) {
			size_t cap = pl->cap ? 2 * pl->cap : 256;
			ksq *np = realloc(pl->pool, cap * (size_t)pl->L * sizeof *np);
			if (!np)
				return false;
			pl->pool = np;
			uint32_t *nw = realloc(pl->weight, cap * sizeof *nw);
			if (!nw)
				return false;
			pl->weight = nw;
			pl->cap = cap;
		}
		memcpy(pl->pool + pl->njobs * (size_t)pl->L, p, (size_t)pl->L * sizeof *p);
		pl->weight[pl->njobs] = orbit;
	}
	pl->njobs++;
	return true;
}

/* Every path of L distinct squares extending p[0..len-1]. */
static bool plan_extend(plan *pl, ksq *p, int len, bool count_only)
{
	if (len == pl->L)
		return plan_add(pl, p, count_only);
	ksq nb[8];
	board_neighbours(&pl->b, p[len - 1], nb);
	for (int k = 0; k < 8; k++) {
		if (nb[k] == KSQ_NONE)
			continue;
		bool used = false;
		for (int i = 0; i < len && !used; i++)
			used = p[i] == nb[k];
		if (used)
			continue;
		p[len] = nb[k];
		if (!plan_extend(pl, p, len + 1, count_only))
			return false;
	}
	return true;
}

/* Set up stab/start_orbit for s; false when s is not the least of its
 * orbit (its prefixes are counted through the least one). */
static bool plan_start(plan *pl, ksq s)
{
	ksq img[BOARD_NSYM];
	pl->nstab = 0;
	uint32_t distinct = 0;
	for (int g = 0; g < pl->nsym; g++) {
		img[g] = board_symmetry_apply(&pl->b, pl->syms[g], s);
		if (img[g] < s)
			return false;
		if (img[g] == s)
			pl->stab[pl->nstab++] = pl->syms[g];
		bool seen = false;
		for (int h = 0; h < g && !seen; h++)
			seen = img[h] == img[g];
		distinct += !seen;
	}
	pl->start_orbit = distinct;
	return true;
}

/* p has room for pl->L squares; with a job its squares are p's first. */
static bool plan_enumerate(plan *pl, ksq *p, const ksq *starts, int nstarts, int job_len,
			   bool count_only)
{
	pl->njobs = 0;
	pl->nstarts = 0;
	if (job_len > 0) {
		pl->nstarts = 1;
		plan_start(pl, p[0]);
		return plan_extend(pl, p, job_len, count_only);
	}
	for (int i = 0; i < nstarts; i++) {
		if (!plan_start(pl, starts[i]))
			continue;
		pl->nstarts++;
		p[0] = starts[i];
		if (!plan_extend(pl, p, 1, count_only))
			return false;
	}
	return true;
}

static void plan_fingerprint(plan *pl)
{
	uint64_t h = CHECKPOINT_FNV_INIT;
	uint64_t head[3] = {(uint64_t)pl->L, (uint64_t)pl->njobs, pl->multiplier};
	h = checkpoint_fnv1a(h, head, sizeof head);
	h = checkpoint_fnv1a(h, pl->pool, pl->njobs * (size_t)pl->L * sizeof *pl->pool);
	pl->fingerprint = checkpoint_fnv1a(h, pl->weight, pl->njobs * sizeof *pl->weight);
}

ksq count_least_degree_square(const board *b)
{
	ksq best = 0;
	for (ksq s = 1; s < b->nsq; s++)
		if (board_degree(b, s) < board_degree(b, best))
			best = s;
	return best;
}

bool count_engine_config(const count_options *o, engine_config *out, char *err, size_t errlen)
{
	if (!engine_can(o->cfg.kind, ENG_COUNT)) {
		snprintf(err, errlen, "counting needs the exhaustive backtrack engine, not %s",
			 engine_kind_name(o->cfg.kind));
		return false;
	}
	board b;
	if (!board_init(&b, &o->cfg.spec, err, errlen))
		return false;
	*out = o->cfg;
	out->all_starts = false;
	out->prefix = NULL;
	out->prefix_len = 0;
	if (o->job_len > 0) {
		out->prefix = o->job;
		out->prefix_len = o->job_len;
		out->start = o->job[0];
	} else if (o->every_start && !o->cfg.closed) {
		out->all_starts = true;
	} else if (o->cfg.closed && o->cfg.start == KSQ_NONE) {
		out->start = count_least_degree_square(&b);
	}
	board_free(&b);
	return true;
}

bool count_plan_build(plan *pl, const count_options *o, count_result *r, char *err,
		       size_t errlen)
{
	const engine_config *c = &o->cfg;
	/* Too big a board is refused before anything is allocated. */
	if (!board_spec_valid(&c->spec, err, errlen))
		return false;
	if ((long long)c->spec.rows * c->spec.cols > ENGINE_MAX_SEARCH_SQUARES) {
		snprintf(err, errlen,
			 "board %dx%d: more than %ld squares is far beyond what an exhaustive "
			 "count can cover",
			 c->spec.rows, c->spec.cols, ENGINE_MAX_SEARCH_SQUARES);
		return false;
	}
	if (!board_init(&pl->b, &c->spec, err, errlen))
		return false;
	int32_t job_len = o->job_len > 0 ? o->job_len : 0;
	if (job_len > 0 && (!o->job || !count_check_path(&pl->b, o->job, job_len, err, errlen)))
		return false;
	bool every = o->every_start && !c->closed && job_len == 0;
	ksq start = job_len > 0 ? o->job[0] : c->start;
	if (c->closed && start == KSQ_NONE)
		start = count_least_degree_square(&pl->b);
	if (start == KSQ_NONE)
		start = 0;
	if (start < 0 || start >= pl->b.nsq) {
		snprintf(err, errlen, "start square %ld is off the %dx%d board", (long)start,
			 pl->b.rows, pl->b.cols);
		return false;
	}
	pl->multiplier = 1;
	pl->nsym = 1;
	pl->syms[0] = 0;
	r->start = every ? KSQ_NONE : start;
	/* No tour can exist: no job to search, the count is 0 at once. */
	if (tour_exists_ruled_out(&c->spec, c->closed, r->ruled_out, sizeof r->ruled_out)) {
		pl->L = job_len > 0 ? (int)job_len : 1;
		plan_fingerprint(pl);
		r->symmetries = 1;
		r->multiplier = 1;
		r->prefix_len = pl->L;
		return true;
	}
	ksq *starts = malloc((size_t)pl->b.nsq * sizeof *starts);
	if (!starts) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	int nstarts = 0;
	if (every && pl->b.torus && !o->no_symmetry) {
		starts[nstarts++] = 0; /* translations make every square alike */
		pl->multiplier = (uint64_t)pl->b.nsq;
	} else if (every) {
		for (ksq s = 0; s < pl->b.nsq; s++)
			starts[nstarts++] = s;
	} else {
		starts[nstarts++] = start;
	}
	if (!o->no_symmetry && !c->closed && !pl->b.torus && job_len == 0)
		for (int g = 1; g < BOARD_NSYM; g++)
			if (board_symmetry_valid(&pl->b, g) &&
			    (every || board_symmetry_apply(&pl->b, g, start) == start))
				pl->syms[pl->nsym++] = g;
	/* The shortest prefix giving enough jobs (counted before stored);
	 * a job is never cut shorter than it is. */
	int minL = job_len > 0 ? (int)job_len : 1;
	int maxL = pl->b.nsq < COUNT_MAX_PREFIX ? (int)pl->b.nsq : COUNT_MAX_PREFIX;
	if (maxL < minL)
		maxL = minL;
	ksq *p = malloc((size_t)maxL * sizeof *p);
	bool ok = p != NULL;
	if (ok && job_len > 0)
		memcpy(p, o->job, (size_t)job_len * sizeof *p);
	for (pl->L = minL; ok && pl->L < maxL; pl->L++)
		if (!(ok = plan_enumerate(pl, p, starts, nstarts, job_len, true)) ||
		    pl->njobs >= COUNT_MIN_JOBS)
			break;
	ok = ok && plan_enumerate(pl, p, starts, nstarts, job_len, false);
	free(p);
	free(starts);
	if (ok)
		plan_fingerprint(pl);
	if (!ok) {
		snprintf(err, errlen, "out of memory for the job list");
		return false;
	}
	r->symmetries = pl->nsym;
	r->multiplier = pl->multiplier;
	r->prefix_len = pl->L;
	r->jobs = pl->njobs;
	r->starts = pl->nstarts;
	return true;
}

void count_plan_free(plan *pl)
{
	board_free(&pl->b);
	free(pl->pool);
	free(pl->weight);
}
