/* SPDX-License-Identifier: MIT */
/* Divide and conquer: the state machine (creation, steps, the fast run,
 * the finished tour).  divide.h says what a step is; divide_plan.c where
 * the joins go.
 *
 * The recursion is an explicit stack of frames.  A frame that is a base
 * block is laid by one step; a split frame pushes its parts one after the
 * other and, once they are done, makes its joins, one a step.  A frame
 * stays on the stack after its last action, so that the stack seen after
 * a step is the one the step acted in; the next step pops it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "big_alloc.h"
#include "divide_impl.h"

static divide_frame frame_for(const divide_rect *r, divide_part part, int32_t first)
{
	divide_frame f = {.rect = *r, .part = part, .first = first};
	f.split_rows = divide_split(r->rows);
	f.split_cols = divide_split(r->cols);
	f.nparts = (int8_t)((f.split_rows ? 2 : 1) * (f.split_cols ? 2 : 1));
	return f;
}

static bool frame_done(const divide_frame *f)
{
	return f->nparts == 1 ? f->begun == 1 : f->joined == f->nparts - 1;
}

/* Part p of f (0..nparts-1, in the order they are built): its rectangle
 * and its name. */
static divide_frame frame_part(const divide_frame *f, int p, int32_t first)
{
	static const divide_part quarter[4] = {DIVIDE_TOP_LEFT, DIVIDE_TOP_RIGHT,
					       DIVIDE_BOTTOM_LEFT, DIVIDE_BOTTOM_RIGHT};
	const divide_rect *r = &f->rect;
	int32_t sr = f->split_rows, sc = f->split_cols;
	bool lower = f->nparts == 4 ? p >= 2 : (sr && p == 1);
	bool right = f->nparts == 4 ? p % 2 == 1 : (sc && p == 1);
	divide_rect c = {r->row, r->col, r->rows, r->cols};
	if (sr) {
		c.row = lower ? r->row + sr : r->row;
		c.rows = lower ? r->rows - sr : sr;
	}
	if (sc) {
		c.col = right ? r->col + sc : r->col;
		c.cols = right ? r->cols - sc : sc;
	}
	divide_part name = f->nparts == 4 ? quarter[p]
			   : sr ? (p ? DIVIDE_BOTTOM : DIVIDE_TOP)
				: (p ? DIVIDE_RIGHT : DIVIDE_LEFT);
	return frame_for(&c, name, first);
}

divide *divide_create(const board_spec *spec, ksq start, char *err, size_t errlen)
{
	if (!divide_supported(spec, err, errlen))
		return NULL;
	int32_t nsq = spec->rows * spec->cols;
	if (start != KSQ_NONE && (start < 0 || start >= nsq)) {
		snprintf(err, errlen, "start square %ld is not on the %dx%d board", (long)start,
			 spec->rows, spec->cols);
		return NULL;
	}
	divide *d = calloc(1, sizeof *d);
	if (d && divide_plan_init(d, spec->rows, spec->cols)) {
		d->start = start == KSQ_NONE ? 0 : start;
		d->links = engine_big_alloc((size_t)nsq);
		d->cache = calloc(1, sizeof *d->cache);
	}
	if (!d || !d->links || !d->cache) {
		divide_destroy(d);
		snprintf(err, errlen, "board %dx%d: out of memory (about %ld MiB needed)",
			 spec->rows, spec->cols, (long)(nsq >> 20) + 1);
		return NULL;
	}
	memset(d->links, DIVIDE_UNLAID, (size_t)nsq);
	divide_rect whole = {0, 0, spec->rows, spec->cols};
	d->stack[0] = frame_for(&whole, DIVIDE_WHOLE, 0);
	d->depth = 1;
	return d;
}

void divide_destroy(divide *d)
{
	if (!d)
		return;
	divide_plan_free(d);
	free(d->links);
	if (d->cache)
		free(d->cache->num);
	free(d->cache);
	free(d);
}

/* Lay the base tour into block frame f. */
static void divide_lay(divide *d, divide_frame *f, divide_event *ev)
{
	const divide_rect *r = &f->rect;
	int32_t i = d->rowseg[r->row], j = d->colseg[r->col];
	int32_t lay = d->laid++;
	d->lay_of[i * d->ncs + j] = lay;
	d->block_at[lay] = i * d->ncs + j;
	d->cycle[lay] = lay;
	d->cycle_len[lay] = r->rows * r->cols;
	d->cycles++;
	const uint8_t *base =
		d->base[DIVIDE_BASE_INDEX(r->rows)][DIVIDE_BASE_INDEX(r->cols)];
	for (int32_t y = 0; y < r->rows; y++)
		memcpy(d->links + (size_t)(r->row + y) * d->cols + r->col, base + y * r->cols,
		       (size_t)r->cols);
	f->begun = 1;
	ev->kind = DIVIDE_LAY;
	ev->rect = *r;
	ev->part_a = f->part;
	ev->block = lay;
}

static bool divide_is_finished(const divide *d)
{
	return d->laid == d->nblocks && d->cycles == 1;
}

divide_step_kind divide_step(divide *d, divide_event *ev)
{
	divide_event e = {.kind = DIVIDE_FINISHED, .block = -1, .cycles = d->cycles,
			  .step = d->steps};
	if (divide_is_finished(d) || d->broken) {
		if (ev)
			*ev = e;
		return e.kind;
	}
	while (d->depth > 1 && frame_done(&d->stack[d->depth - 1]))
		d->depth--;
	for (;;) {
		divide_frame *f = &d->stack[d->depth - 1];
		if (f->nparts == 1) {
			divide_lay(d, f, &e);
			break;
		}
		if (f->begun < f->nparts) {
			d->stack[d->depth] = frame_part(f, f->begun, d->laid);
			f->begun++;
			d->depth++;
			continue;
		}
		/* The base tours are checked structured (tests/unit/test_divide.c),
		 * so every join finds its swap; were one not found, the
		 * construction would stop short of a tour, never loop. */
		d->broken = !divide_join(d, f, f->joined++, &e);
		break;
	}
	e.cycles = d->cycles;
	e.step = ++d->steps;
	d->last = e;
	d->cache->valid = false;
	if (ev)
		*ev = e;
	return e.kind;
}

uint64_t divide_run(divide *d, uint64_t max_steps)
{
	uint64_t n = 0;
	while ((max_steps == 0 || n < max_steps) && divide_step(d, NULL) != DIVIDE_FINISHED)
		n++;
	return n;
}

void divide_walk(const divide *d, ksq from, int32_t len, ksq *path, int32_t *num)
{
	ksq prev = KSQ_NONE, cur = from;
	const uint8_t *links = d->links;
	for (int32_t i = 0; i < len; i++) {
		if (path)
			path[i] = cur;
		if (num)
			num[cur] = i;
		uint8_t l = links[cur];
		ksq next = cur + d->delta[l & 15];
		if (next == prev)
			next = cur + d->delta[l >> 4];
		prev = cur;
		cur = next;
	}
}

bool divide_path(const divide *d, ksq *out)
{
	if (!divide_is_finished(d))
		return false;
	divide_walk(d, d->start, d->nsq, out, NULL);
	return true;
}

bool divide_tour(const board_spec *spec, ksq start, ksq *out, char *err, size_t errlen)
{
	divide *d = divide_create(spec, start, err, errlen);
	if (!d)
		return false;
	divide_run(d, 0);
	bool ok = divide_path(d, out);
	if (!ok)
		snprintf(err, errlen, "board %dx%d: the construction did not close (a bug)",
			 spec->rows, spec->cols);
	divide_destroy(d);
	return ok;
}
