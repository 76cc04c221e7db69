/* SPDX-License-Identifier: MIT */
/* Stone's classification of closed tours; see include/ktour/classify.h.
 * The backtrack engine lists the tours (engine_run with a solution
 * callback); each is classified from its cycle: the two tour neighbours of
 * every square, compared with their images under each symmetry. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ktour/classify.h"
#include "ktour/engine_desc.h"

typedef struct classifier {
	board b;
	int nsym;         /* symmetries of the board, identity included */
	int sym[8];       /* their indices (board.h) */
	ksq *image;       /* image[g * nsq + sq]: sq under sym[g] */
	ksq *nb;          /* nb[2 * sq], nb[2 * sq + 1]: sq's tour neighbours */
	int32_t *pos;     /* pos[sq]: index of sq in the path */
	ksq corner[4];    /* top-left, top-right, bottom-right, bottom-left */
	uint64_t fixed;   /* sum over tours of the symmetries that fix them */
	classify_result *r;
} classifier;

/* Does symmetry g map the cycle onto itself? */
static bool fixes(const classifier *k, int g)
{
	const ksq *im = k->image + (size_t)g * (size_t)k->b.nsq;
	for (ksq s = 0; s < k->b.nsq; s++) {
		ksq a = im[k->nb[2 * s]], b = im[k->nb[2 * s + 1]];
		ksq t = im[s];
		ksq x = k->nb[2 * t], y = k->nb[2 * t + 1];
		if (!((a == x && b == y) || (a == y && b == x)))
			return false;
	}
	return true;
}

/* Type II when the corners come round the tour in the board's own order
 * (each string joins corners along a side); Type I otherwise. */
static bool type_two(const classifier *k)
{
	int order[4] = {0, 1, 2, 3};
	/* sort the corners by their place on the tour */
	for (int i = 1; i < 4; i++)
		for (int j = i; j > 0 && k->pos[k->corner[order[j]]] < k->pos[k->corner[order[j - 1]]];
		     j--) {
			int t = order[j];
			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (int i = 0; i < 4; i++) {
		int a = order[i], b = order[(i + 1) % 4];
		if ((a + 2) % 4 == b) /* opposite corners */
			return false;
	}
	return true;
}

static bool on_tour(void *ctx, const ksq *path, int32_t len)
{
	classifier *k = ctx;
	classify_result *r = k->r;
	for (int32_t i = 0; i < len; i++) {
		k->pos[path[i]] = i;
		k->nb[2 * path[i]] = path[(i + len - 1) % len];
		k->nb[2 * path[i] + 1] = path[(i + 1) % len];
	}
	r->tours++;
	if (type_two(k))
		r->type2++;
	else
		r->type1++;
	bool quarter = false, half = false, mirror = false;
	int stab = 1;
	for (int g = 1; g < k->nsym; g++) {
		if (!fixes(k, g))
			continue;
		stab++;
		int s = k->sym[g];
		quarter = quarter || s == 1 || s == 3;
		half = half || s == 2;
		mirror = mirror || s >= 4;
	}
	k->fixed += (uint64_t)stab;
	r->quarter_turn += quarter;
	r->half_turn += half && !quarter;
	r->reflection += mirror;
	r->asymmetric += stab == 1;
	return true;
}

static bool classifier_init(classifier *k, const engine_config *cfg, char *err, size_t errlen)
{
	const board_spec *s = &cfg->spec;
	if (s->torus || s->rows < 2 || s->cols < 2) {
		snprintf(err, errlen,
			 "--classify sorts tours by how they pass the four corners: it needs a "
			 "board without --torus, at least 2x2");
		return false;
	}
	if (!board_init(&k->b, s, err, errlen))
		return false;
	size_t n = (size_t)k->b.nsq;
	for (int g = 0; g < BOARD_NSYM; g++)
		if (board_symmetry_valid(&k->b, g))
			k->sym[k->nsym++] = g;
	k->image = malloc((size_t)k->nsym * n * sizeof *k->image);
	k->nb = malloc(2 * n * sizeof *k->nb);
	k->pos = malloc(n * sizeof *k->pos);
	if (!k->image || !k->nb || !k->pos) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	for (int g = 0; g < k->nsym; g++)
		for (ksq sq = 0; sq < (ksq)n; sq++)
			k->image[(size_t)g * n + (size_t)sq] = board_symmetry_apply(&k->b, k->sym[g], sq);
	int R = s->rows - 1, C = s->cols - 1;
	k->corner[0] = board_sq(&k->b, 0, 0);
	k->corner[1] = board_sq(&k->b, 0, C);
	k->corner[2] = board_sq(&k->b, R, C);
	k->corner[3] = board_sq(&k->b, R, 0);
	return true;
}

static void classifier_free(classifier *k)
{
	board_free(&k->b);
	free(k->image);
	free(k->nb);
	free(k->pos);
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

bool classify_closed_tours(const engine_config *cfg, volatile sig_atomic_t *stop,
			   classify_result *r, char *err, size_t errlen)
{
	memset(r, 0, sizeof *r);
	classifier k;
	memset(&k, 0, sizeof k);
	k.r = r;
	if (!engine_can(cfg->kind, ENG_COUNT)) {
		snprintf(err, errlen, "classifying closed tours needs the exhaustive backtrack "
				      "engine, not %s",
			 engine_kind_name(cfg->kind));
		return false;
	}
	engine_config c = *cfg;
	c.closed = true;
	c.all_starts = false;
	engine *e = NULL;
	bool ok = classifier_init(&k, &c, err, errlen) && (e = engine_create(&c, err, errlen));
	if (!ok) {
		classifier_free(&k);
		return false;
	}
	double t0 = now();
	engine_event_kind ev = EV_NONE;
	while (ev != EV_EXHAUSTED) {
		if (stop && *stop) {
			r->partial = true;
			break;
		}
		ev = engine_run(e, (uint64_t)1 << 20, on_tour, &k);
	}
	engine_view v;
	engine_view_get(e, &v);
	r->nodes = v.counters.advances;
	r->seconds = now() - t0;
	r->symmetries = k.nsym;
	r->classes = k.fixed / (uint64_t)k.nsym;
	engine_destroy(e);
	classifier_free(&k);
	return true;
}
