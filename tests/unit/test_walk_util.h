/* SPDX-License-Identifier: MIT */
/* Helpers shared by the walk engine tests (test_walk*.c): configurations,
 * an independent tour validator, and collecting solutions. */
#ifndef TEST_WALK_UTIL_H
#define TEST_WALK_UTIL_H

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/engine.h"

/* A walk configuration; start given 1-based (0,0 = default corner). */
static inline engine_config wcfg(engine_kind kind, tiebreak_kind tb, int rows, int cols,
				 int srow, int scol, const char *order, uint64_t seed)
{
	engine_config c = engine_config_default();
	c.kind = kind;
	c.tiebreak = tb;
	c.spec.rows = rows;
	c.spec.cols = cols;
	c.start = srow ? (ksq)(srow - 1) * cols + (scol - 1) : KSQ_NONE;
	c.seed = seed;
	if (order) {
		char err[128];
		if (!ordering_parse(order, c.tie_order, err, sizeof err))
			abort();
	}
	return c;
}

static inline engine *wmake(const engine_config *c)
{
	char err[300];
	engine *e = engine_create(c, err, sizeof err);
	if (!e) {
		fprintf(stderr, "engine_create: %s\n", err);
		abort();
	}
	return e;
}

/* Independent of the engine: every square of the board exactly once and
 * every step a leaper move (checked by distance, not by the board). */
static inline bool wvalid_path(const board_spec *s, const ksq *path, int32_t len,
			       bool need_complete)
{
	long n = (long)s->rows * s->cols;
	if (len < 1 || (need_complete && len != n))
		return false;
	unsigned char *seen = calloc((size_t)n, 1);
	bool ok = seen != NULL;
	for (int32_t i = 0; ok && i < len; i++) {
		if (path[i] < 0 || path[i] >= n || seen[path[i]]) {
			ok = false;
			break;
		}
		seen[path[i]] = 1;
		if (i == 0)
			continue;
		int r0 = path[i - 1] / s->cols, c0 = path[i - 1] % s->cols;
		int r1 = path[i] / s->cols, c1 = path[i] % s->cols;
		int dr = abs(r1 - r0), dc = abs(c1 - c0);
		if (s->torus) {
			dr = dr < s->rows - dr ? dr : s->rows - dr;
			dc = dc < s->cols - dc ? dc : s->cols - dc;
		}
		if (!((dr == s->lea && dc == s->leb) || (dr == s->leb && dc == s->lea)))
			ok = false;
	}
	free(seen);
	return ok;
}

/* Solutions collected by engine_run(). */
typedef struct wtours {
	ksq **paths;
	int32_t len;
	int count, want;
} wtours;

static inline bool wtours_cb(void *ctx, const ksq *path, int32_t len)
{
	wtours *t = ctx;
	t->paths = realloc(t->paths, (size_t)(t->count + 1) * sizeof *t->paths);
	t->paths[t->count] = malloc((size_t)len * sizeof **t->paths);
	memcpy(t->paths[t->count], path, (size_t)len * sizeof **t->paths);
	t->len = len;
	t->count++;
	return t->want == 0 || t->count < t->want;
}

static inline void wtours_free(wtours *t)
{
	for (int i = 0; i < t->count; i++)
		free(t->paths[i]);
	free(t->paths);
	memset(t, 0, sizeof *t);
}

/* The grid of move numbers (0 = unvisited) of a path on a rows x cols board. */
static inline void wgrid(const ksq *path, int32_t len, int nsq, int *grid)
{
	for (int i = 0; i < nsq; i++)
		grid[i] = 0;
	for (int32_t i = 0; i < len; i++)
		grid[path[i]] = (int)i + 1;
}

#endif
