/* SPDX-License-Identifier: MIT */
/* An open count cut into parts by the pair of end squares of its tours
 * (ktour/frontier.h, frontier_count_pairs()): every open tour is a path
 * between two squares, so the counts of the paths between each pair add up
 * to the count, and each pair's count is a frontier run of its own with
 * both ends given, no bigger than the whole count. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/frontier.h"

bool frontier_pair_possible(const board_spec *spec, int32_t a, int32_t b)
{
	int32_t cols = spec->cols, nsq = spec->rows * spec->cols;
	if (a == b || a < 0 || b < 0 || a >= nsq || b >= nsq)
		return false;
	if (spec->torus || (spec->lea + spec->leb) % 2 == 0)
		return true; /* no colouring that every move changes */
	int ca = (a / cols + a % cols) % 2, cb = (b / cols + b % cols) % 2;
	/* a path alternates colours: on an even number of squares its ends
	 * differ, on an odd number both are of the colour with more squares
	 * (that of the corner a1, colour 0) */
	return nsq % 2 == 0 ? ca != cb : ca == 0 && cb == 0;
}

int64_t frontier_pairs_of_part(const board_spec *spec, int part, int parts, int32_t *a,
			       int32_t *b, int64_t cap)
{
	int32_t nsq = spec->rows * spec->cols;
	int64_t i = 0, n = 0;
	for (int32_t x = 0; x < nsq; x++)
		for (int32_t y = x + 1; y < nsq; y++) {
			if (!frontier_pair_possible(spec, x, y))
				continue;
			if (i++ % parts != part - 1)
				continue;
			if (n < cap) {
				a[n] = x;
				b[n] = y;
			}
			n++;
		}
	return n;
}

/* The progress of the pair being counted, with how many are done. */
typedef struct pair_progress {
	const count_options *o;
	uint64_t done, total;
} pair_progress;

static void progress(void *ctx, const count_progress *p)
{
	pair_progress *pp = ctx;
	count_progress q = *p;
	q.jobs_done = pp->done;
	q.jobs_total = pp->total;
	pp->o->progress(pp->o->progress_ctx, &q);
}

/* One pair's result into the part's. */
static void add(frontier_result *sum, frontier_result *one)
{
	sum->tours += one->tours;
	sum->partial |= one->partial;
	if (one->height)
		sum->height = one->height;
	if (one->window > sum->window)
		sum->window = one->window;
	if (one->peak_classes > sum->peak_classes) {
		sum->peak_classes = one->peak_classes;
		sum->peak_square = one->peak_square;
	}
	sum->class_steps += one->class_steps;
	if (one->peak_memory > sum->peak_memory)
		sum->peak_memory = one->peak_memory;
	if (one->peak_disk > sum->peak_disk)
		sum->peak_disk = one->peak_disk;
	sum->spilled += one->spilled;
	sum->wide |= one->wide;
	if (one->threads > sum->threads)
		sum->threads = one->threads;
	if (one->columns > sum->columns)
		sum->columns = one->columns;
	for (int c = 0; sum->column_seconds && one->column_seconds && c < one->columns; c++)
		sum->column_seconds[c] += one->column_seconds[c];
	sum->seconds += one->seconds;
	sum->cpu_seconds += one->cpu_seconds;
	sum->ruled_out |= one->ruled_out;
	if (one->shortcut[0])
		memcpy(sum->shortcut, one->shortcut, sizeof sum->shortcut);
	frontier_result_free(one);
}

bool frontier_count_pairs(const count_options *o, int part, int parts, frontier_result *res,
			  char *err, size_t errlen)
{
	memset(res, 0, sizeof *res);
	const board_spec *spec = &o->cfg.spec;
	int32_t nsq = spec->rows * spec->cols;
	if (parts < 1 || part < 1 || part > parts || o->cfg.closed || nsq < 2 ||
	    o->parts > 0 || o->checkpoint || o->resume) {
		snprintf(err, errlen,
			 "part %d of %d by ends: expected 1 <= part <= parts, open tours on at "
			 "least two squares, no --job part, no checkpoint and no resume",
			 part, parts);
		return false;
	}
	int64_t n = frontier_pairs_of_part(spec, part, parts, NULL, NULL, 0);
	int32_t *a = malloc(((size_t)n + 1) * sizeof *a), *b = malloc(((size_t)n + 1) * sizeof *b);
	int longest = spec->rows > spec->cols ? spec->rows : spec->cols;
	res->column_seconds = calloc((size_t)longest, sizeof(double));
	if (!a || !b || !res->column_seconds) {
		free(a);
		free(b);
		frontier_result_free(res);
		snprintf(err, errlen, "out of memory");
		return false;
	}
	frontier_pairs_of_part(spec, part, parts, a, b, n);
	count_options one = *o;
	pair_progress pp = {o, 0, (uint64_t)n};
	if (o->progress) {
		one.progress = progress;
		one.progress_ctx = &pp;
	}
	bool ok = true;
	for (int64_t i = 0; ok && i < n && !res->partial; i++) {
		if (o->stop && *o->stop) {
			res->partial = true;
			break;
		}
		one.ends[0] = a[i];
		one.ends[1] = b[i];
		one.nends = 2;
		pp.done = (uint64_t)i;
		frontier_result r1;
		ok = frontier_count(&one, &r1, err, errlen);
		if (ok)
			add(res, &r1);
	}
	free(a);
	free(b);
	res->pairs = (uint64_t)n;
	res->tours = res->partial ? 0 : 2 * res->tours; /* each path from each end */
	if (!ok)
		frontier_result_free(res);
	return ok;
}
