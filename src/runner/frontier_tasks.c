/* SPDX-License-Identifier: MIT */
/* The tasks of a square (frontier_run.h): the source parts ordered by
 * group, cut into tasks that the workers take, largest first. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontier_run.h"

/* Classes a task takes at least (groups in a row) ... */
#define TASK_MIN 16384
/* ... and groups at most. */
#define TASK_GROUPS 16
/* Classes a partition aims at (4 MiB of array). */
#define PART_TARGET 262144
/* Partitions a task has at most (output patterns times hash ways). */
#define TASK_PARTS 4096

typedef struct pkey {
	uint32_t g;
	size_t i;
} pkey;

static int pkey_cmp(const void *a, const void *b)
{
	const pkey *x = a, *y = b;
	if (x->g != y->g)
		return x->g < y->g ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

void fr_tasks_free(fr_run *r)
{
	free(r->tasks);
	free(r->src_pos);
	free((void *)r->src_refs);
	r->tasks = NULL;
	r->src_pos = NULL;
	r->src_refs = NULL;
	r->ntasks = 0;
	atomic_store(&r->next_task, 0);
}

/* Classes out per class in at this square, guessed from the square one
 * column back (or the last one). */
static double growth(const fr_run *r)
{
	int32_t v = r->v, h = r->plan.h;
	double ratio = 2;
	if (v > h && r->level_n[v - h - 1] > 0)
		ratio = (double)r->level_n[v - h] / (double)r->level_n[v - h - 1];
	else if (v > 1 && r->level_n[v - 2] > 0)
		ratio = (double)r->level_n[v - 1] / (double)r->level_n[v - 2];
	return ratio < 0.25 ? 0.25 : ratio > 8 ? 8 : ratio;
}

/* The group of each part, and the parts in group order (ANY last). */
static bool order_parts(fr_run *r, uint32_t **groups)
{
	fr_level *l = &r->src;
	pkey *k = malloc((l->np + 1) * sizeof *k);
	fr_part *np = malloc((l->np + 1) * sizeof *np);
	*groups = malloc((l->np + 1) * sizeof **groups);
	if (!k || !np || !*groups) {
		free(k);
		free(np);
		return false;
	}
	for (size_t i = 0; i < l->np; i++) {
		uint32_t pat = l->p[i].pattern;
		k[i].g = pat == FR_PAT_ANY ? UINT32_MAX : fr_pattern_group(&r->plan, pat);
		k[i].i = i;
	}
	qsort(k, l->np, sizeof *k, pkey_cmp);
	for (size_t i = 0; i < l->np; i++) {
		np[i] = l->p[k[i].i];
		(*groups)[i] = k[i].g;
	}
	if (l->np)
		memcpy(l->p, np, l->np * sizeof *np);
	free(np);
	free(k);
	return true;
}

static bool task_push(fr_run *r, size_t *cap, uint64_t lo, uint64_t hi, size_t groups)
{
	if (hi <= lo)
		return true;
	if (r->ntasks == *cap) {
		size_t nc = *cap ? 2 * *cap : 64;
		fr_task *nt = realloc(r->tasks, nc * sizeof *nt);
		if (!nt)
			return false;
		r->tasks = nt;
		*cap = nc;
	}
	fr_task *t = &r->tasks[r->ntasks++];
	memset(t, 0, sizeof *t);
	t->lo = lo;
	t->hi = hi;
	t->hb = (int)groups; /* for now: its groups (task_layout) */
	return true;
}

/* Cut the parts (in group order) into tasks: groups in a row up to
 * TASK_MIN classes (TASK_GROUPS groups, `slice` classes at most), a
 * group larger than `slice` in slices. */
static bool cut(fr_run *r, const uint32_t *groups, uint64_t slice)
{
	fr_level *l = &r->src;
	size_t cap = 0, ng = 0;
	uint64_t open = 0; /* where the open task begins */
	for (size_t i = 0, j; i < l->np; i = j) {
		for (j = i; j < l->np && groups[j] == groups[i]; j++)
			;
		uint64_t lo = r->src_pos[i], hi = r->src_pos[j], size = hi - lo;
		if (size > slice) {
			uint64_t k = (size + slice - 1) / slice;
			if (!task_push(r, &cap, open, lo, ng))
				return false;
			for (uint64_t s = 0; s < k; s++)
				if (!task_push(r, &cap, lo + size * s / k, lo + size * (s + 1) / k, 1))
					return false;
			open = hi;
			ng = 0;
			continue;
		}
		if (ng > 0 && (hi - open > slice || ng == TASK_GROUPS)) {
			if (!task_push(r, &cap, open, lo, ng))
				return false;
			open = lo;
			ng = 0;
		}
		ng++;
		if (hi - open >= TASK_MIN) {
			if (!task_push(r, &cap, open, hi, ng))
				return false;
			open = hi;
			ng = 0;
		}
	}
	return task_push(r, &cap, open, r->src_pos[l->np], ng);
}

static int task_cmp(const void *a, const void *b)
{
	const fr_task *x = a, *y = b;
	uint64_t m = x->hi - x->lo, n = y->hi - y->lo;
	if (m != n)
		return m > n ? -1 : 1;
	return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* Each task's parts, and the hash ways of its partitions: about
 * PART_TARGET classes each, guessing that a few of its patterns take
 * most of its classes. */
static void task_layout(fr_run *r)
{
	int runs = 0;
	for (int i = 0; i < r->plan.nlead; i++)
		runs += !r->plan.lead_kept[i];
	double fan = 1;
	for (int i = 0; i < runs; i++)
		fan *= 3;
	double g = growth(r);
	size_t part = 0;
	for (size_t t = 0; t < r->ntasks; t++) {
		fr_task *k = &r->tasks[t];
		double groups = k->hb > 0 ? k->hb : 1, slots = groups * fan;
		double per = (double)(k->hi - k->lo) * g / slots * 4;
		int hb = 0;
		while (hb < 10 && per / (double)(1u << hb) > PART_TARGET &&
		       slots * (double)(2u << hb) <= TASK_PARTS)
			hb++;
		k->hb = hb;
		while (r->src_pos[part + 1] <= k->lo)
			part++;
		k->part0 = part;
		size_t last = part;
		while (r->src_pos[last + 1] < k->hi)
			last++;
		k->part1 = last;
		for (size_t i = k->part0; i <= k->part1; i++)
			atomic_fetch_add(&r->src_refs[i], 1);
	}
}

bool fr_tasks_make(fr_run *r, char *err, size_t errlen)
{
	fr_level *l = &r->src;
	uint32_t *groups = NULL;
	fr_tasks_free(r);
	r->src_pos = malloc((l->np + 1) * sizeof *r->src_pos);
	r->src_refs = calloc(l->np + 1, sizeof *r->src_refs);
	bool ok = r->src_pos && r->src_refs && order_parts(r, &groups);
	if (ok) {
		r->src_pos[0] = 0;
		for (size_t i = 0; i < l->np; i++)
			r->src_pos[i + 1] = r->src_pos[i] + fr_part_n(&l->p[i]);
		/* slices small enough that the workers end a square together */
		uint64_t slice = l->n / (4 * (uint64_t)r->nthreads);
		ok = cut(r, groups, slice > TASK_MIN ? slice : TASK_MIN);
	}
	free(groups);
	if (!ok) {
		snprintf(err, errlen, "out of memory for the tasks of a square");
		return false;
	}
	/* cut() sorted by position: sorting sizes keeps positions apart */
	size_t t0 = r->ntasks;
	task_layout(r);
	if (t0 > 1) /* none when the square has no classes: r->tasks is NULL */
		qsort(r->tasks, t0, sizeof *r->tasks, task_cmp);
	atomic_store(&r->next_task, 0);
	return true;
}

void fr_part_release(fr_run *r, size_t i)
{
	if (atomic_fetch_sub(&r->src_refs[i], 1) == 1)
		fr_dense_free(&r->mem, &r->src.p[i].d);
}
