/* SPDX-License-Identifier: MIT */
/* Divide and conquer: what the views read (the state, the cycles, the
 * numbering), copies for rewinding, and the sentence for each step. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "divide_impl.h"
#include "ktour/square.h"

void divide_view_get(const divide *d, divide_view *v)
{
	memset(v, 0, sizeof *v);
	v->rows = d->rows;
	v->cols = d->cols;
	v->start = d->start;
	v->steps = d->steps;
	v->total_steps = 2 * (uint64_t)d->nblocks - 1;
	v->blocks = d->nblocks;
	v->laid = d->laid;
	v->joins = d->joins;
	v->cycles = d->cycles;
	v->finished = d->laid == d->nblocks && d->cycles == 1;
	v->stack = d->stack;
	v->depth = d->depth;
	v->last = d->last;
	v->links = d->links;
}

int32_t divide_cycle_of(const divide *d, ksq sq)
{
	if (sq < 0 || sq >= d->nsq)
		return -1;
	int32_t lay = d->lay_of[d->rowseg[sq / d->cols] * d->ncs + d->colseg[sq % d->cols]];
	return lay < 0 ? -1 : d->cycle[lay];
}

static bool divide_is_cycle(const divide *d, int32_t id)
{
	return id >= 0 && id < d->laid && d->cycle[id] == id;
}

int32_t divide_cycle_len(const divide *d, int32_t id)
{
	return divide_is_cycle(d, id) ? d->cycle_len[id] : 0;
}

ksq divide_cycle_first(const divide *d, int32_t id)
{
	if (!divide_is_cycle(d, id))
		return KSQ_NONE;
	if (divide_cycle_of(d, d->start) == id)
		return d->start;
	int32_t b = d->block_at[id];
	return d->rs[b / d->ncs] * d->cols + d->cs[b % d->ncs];
}

const int32_t *divide_numbers(const divide *d)
{
	divide_cache *c = d->cache;
	if (c->valid)
		return c->num;
	if (!c->num)
		c->num = malloc((size_t)d->nsq * sizeof *c->num);
	if (!c->num)
		return NULL;
	memset(c->num, 0xFF, (size_t)d->nsq * sizeof *c->num);
	for (int32_t id = 0; id < d->laid; id++)
		if (d->cycle[id] == id)
			divide_walk(d, divide_cycle_first(d, id), d->cycle_len[id], NULL, c->num);
	c->valid = true;
	return c->num;
}

/* ---- copies ----------------------------------------------------------------- */

void divide_copy(divide *dst, const divide *src)
{
	if (dst == src)
		return;
	divide keep = *dst;
	*dst = *src;
	/* dst keeps its own memory; the plan (segments, base links) is the
	 * same for the same board */
	dst->links = keep.links;
	dst->rs = keep.rs;
	dst->cs = keep.cs;
	dst->rowseg = keep.rowseg;
	dst->colseg = keep.colseg;
	dst->lay_of = keep.lay_of;
	dst->block_at = keep.block_at;
	dst->cycle = keep.cycle;
	dst->cycle_len = keep.cycle_len;
	dst->cache = keep.cache;
	dst->cache->valid = false;
	size_t nb = (size_t)src->nblocks * sizeof(int32_t);
	memcpy(dst->links, src->links, (size_t)src->nsq);
	memcpy(dst->lay_of, src->lay_of, nb);
	memcpy(dst->block_at, src->block_at, nb);
	memcpy(dst->cycle, src->cycle, nb);
	memcpy(dst->cycle_len, src->cycle_len, nb);
}

divide *divide_clone(const divide *d)
{
	board_spec spec = {.rows = d->rows, .cols = d->cols, .lea = 1, .leb = 2};
	char err[200];
	divide *c = divide_create(&spec, d->start, err, sizeof err);
	if (c)
		divide_copy(c, d);
	return c;
}

/* ---- narration -------------------------------------------------------------- */

const char *divide_part_name(divide_part p)
{
	static const char *const names[] = {
		"board", "top-left quarter", "top-right quarter", "bottom-left quarter",
		"bottom-right quarter", "left half", "right half", "top half", "bottom half",
	};
	return (unsigned)p < sizeof names / sizeof names[0] ? names[p] : "part";
}

static void divide_square_name(const divide *d, int32_t row, int32_t col, char *out, size_t n)
{
	square_name_algebraic(d->rows, row, col, out, n);
}

/* "a12-f7": the rectangle's top-left and bottom-right squares. */
static void divide_rect_name(const divide *d, const divide_rect *r, char *out, size_t n)
{
	char a[SQUARE_NAME_MAX], b[SQUARE_NAME_MAX];
	divide_square_name(d, r->row, r->col, a, sizeof a);
	divide_square_name(d, r->row + r->rows - 1, r->col + r->cols - 1, b, sizeof b);
	snprintf(out, n, "%s-%s", a, b);
}

/* "c5-d3": a move. */
static void divide_move_name(const divide *d, const ksq m[2], char *out, size_t n)
{
	char a[SQUARE_NAME_MAX], b[SQUARE_NAME_MAX];
	divide_square_name(d, m[0] / d->cols, m[0] % d->cols, a, sizeof a);
	divide_square_name(d, m[1] / d->cols, m[1] % d->cols, b, sizeof b);
	snprintf(out, n, "%s-%s", a, b);
}

static const char *divide_join_parts(const divide_event *ev)
{
	switch (ev->part_a) {
	case DIVIDE_TOP_LEFT: return "the top-left and top-right quarters";
	case DIVIDE_BOTTOM_LEFT: return "the bottom-left and bottom-right quarters";
	case DIVIDE_LEFT: return "the left and right halves";
	default:
		return ev->nparts == 4 ? "the top and bottom halves (two quarters each)"
				       : "the top and bottom halves";
	}
}

static int divide_describe_join(const divide *d, const divide_event *ev, const char *tail,
				char *out, size_t outlen)
{
	char where[2 * SQUARE_NAME_MAX + 8] = "the board";
	if (ev->rect.rows != d->rows || ev->rect.cols != d->cols)
		divide_rect_name(d, &ev->rect, where, sizeof where);
	char m[4][2 * SQUARE_NAME_MAX + 2];
	divide_move_name(d, ev->drop[0], m[0], sizeof m[0]);
	divide_move_name(d, ev->drop[1], m[1], sizeof m[1]);
	divide_move_name(d, ev->add[0], m[2], sizeof m[2]);
	divide_move_name(d, ev->add[1], m[3], sizeof m[3]);
	return snprintf(out, outlen, "join %s of %s: drop %s and %s, add %s and %s: %s",
			divide_join_parts(ev), where, m[0], m[1], m[2], m[3], tail);
}

int divide_describe(const divide *d, const divide_event *ev, char *out, size_t outlen)
{
	char tail[48];
	if (ev->cycles == 1 && ev->step == 2 * (uint64_t)d->nblocks - 1)
		snprintf(tail, sizeof tail, "1 cycle left, the closed tour");
	else
		snprintf(tail, sizeof tail, "%ld cycle%s%s", (long)ev->cycles,
			 ev->cycles == 1 ? "" : "s", ev->kind == DIVIDE_JOIN ? " left" : "");
	switch (ev->kind) {
	case DIVIDE_LAY: {
		char where[2 * SQUARE_NAME_MAX + 2];
		divide_rect_name(d, &ev->rect, where, sizeof where);
		return snprintf(out, outlen, "lay a %ldx%ld base tour on %s (block %ld of %ld): %s",
				(long)ev->rect.rows, (long)ev->rect.cols, where,
				(long)ev->block + 1, (long)d->nblocks, tail);
	}
	case DIVIDE_JOIN:
		return divide_describe_join(d, ev, tail, out, outlen);
	case DIVIDE_FINISHED:
		return snprintf(out, outlen, "finished: %s", tail);
	default:
		return snprintf(out, outlen, "nothing laid yet: %ld base blocks to lay",
				(long)d->nblocks);
	}
}
