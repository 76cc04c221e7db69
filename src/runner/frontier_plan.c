/* SPDX-License-Identifier: MIT */
/* The frontier counter's plan: the board turned so the shorter side is the
 * column height, the windows of every step, and what each step changes in
 * them (frontier_impl.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "frontier_impl.h"

typedef struct geo {
	int h, w;
	int8_t dr[8], dc[8];
} geo;

/* Working square (row r, column c), or -1 off the board. */
static int32_t geo_sq(const geo *g, int r, int c)
{
	if (r < 0 || r >= g->h || c < 0 || c >= g->w)
		return -1;
	return (int32_t)c * g->h + r;
}

/* The neighbours of v, into out[8]; returns how many. */
static int geo_nbrs(const geo *g, int32_t v, int32_t out[8])
{
	int r = (int)(v % g->h), c = (int)(v / g->h), n = 0;
	for (int k = 0; k < 8; k++) {
		int32_t t = geo_sq(g, r + g->dr[k], c + g->dc[k]);
		bool dup = false;
		for (int j = 0; j < n; j++)
			dup |= out[j] == t;
		if (t >= 0 && !dup)
			out[n++] = t;
	}
	return n;
}

/* The widest window of a (h x w) board with leaper (a, b): the squares
 * after v reachable from v or before, at most max(a,b) columns on. */
static int window_bound(int h, int lea, int leb)
{
	int l = lea > leb ? lea : leb;
	return l * h + 1;
}

bool frontier_supports(const board_spec *spec, bool closed, char *why, size_t whylen)
{
	(void)closed;
	if (spec->torus) {
		snprintf(why, whylen, "the frontier method does not count on a torus");
		return false;
	}
	int h = spec->rows < spec->cols ? spec->rows : spec->cols;
	int w = window_bound(h, spec->lea, spec->leb);
	long long nsq = (long long)spec->rows * spec->cols;
	if (w > FR_MAXS && nsq > w) {
		snprintf(why, whylen,
			 "the frontier of a %dx%d board with leaper %d,%d (%d squares) is wider "
			 "than the %d a 64-bit class holds",
			 spec->rows, spec->cols, spec->lea, spec->leb, w, FR_MAXS);
		return false;
	}
	if (nsq > INT32_MAX / 2) {
		snprintf(why, whylen, "the board has too many squares for the frontier method");
		return false;
	}
	return true;
}

/* Find sq in the sorted list; -1 when absent. */
static int find(const int32_t *list, int n, int32_t sq)
{
	for (int i = 0; i < n; i++)
		if (list[i] == sq)
			return i;
	return -1;
}

static void insert_sorted(int32_t *list, int *n, int32_t sq)
{
	int i = *n;
	while (i > 0 && list[i - 1] > sq) {
		list[i] = list[i - 1];
		i--;
	}
	list[i] = sq;
	(*n)++;
}

/* Fill the step of v: win (the window before, nin squares) becomes the
 * window after, in place.  False when it outgrows FR_MAXS. */
static bool plan_step(const geo *g, const fr_plan *p, int32_t v, int32_t *win, int *nwin,
		      fr_step *st)
{
	int32_t old[FR_MAXS + 8], nb[8];
	int nin = *nwin, nn = geo_nbrs(g, v, nb);
	memcpy(old, win, (size_t)nin * sizeof *old);
	memset(st, 0, sizeof *st);
	st->v = v;
	st->nin = (int8_t)nin;
	st->vslot = (int8_t)find(old, nin, v);
	/* the window after: without v, with v's later neighbours */
	int n = 0;
	for (int i = 0; i < nin; i++)
		if (old[i] != v)
			win[n++] = old[i];
	for (int k = 0; k < nn; k++)
		if (nb[k] > v && find(win, n, nb[k]) < 0) {
			if (n >= FR_MAXS)
				return false;
			insert_sorted(win, &n, nb[k]);
		}
	*nwin = n;
	st->nout = (int8_t)n;
	for (int i = 0; i < nin; i++)
		st->map[i] = (int8_t)(old[i] == v ? -1 : find(win, n, old[i]));
	for (int k = 0; k < nn; k++)
		if (nb[k] > v)
			st->fwd[st->nfwd++] = (int8_t)find(win, n, nb[k]);
	/* the neighbours every new slot can still get an edge from */
	for (int j = 0; j < n; j++) {
		int32_t wn[8];
		int m = geo_nbrs(g, win[j], wn);
		for (int k = 0; k < m; k++) {
			if (wn[k] <= v)
				continue;
			int s = find(win, n, wn[k]);
			if (s >= 0)
				st->nbr[j] |= 1u << s;
			else
				st->beyond[j]++;
		}
	}
	for (int j = 0; j < n; j++) {
		st->beyond1 |= (uint32_t)(st->beyond[j] >= 1) << j;
		st->beyond2 |= (uint32_t)(st->beyond[j] >= 2) << j;
	}
	/* the common cases of the slot map, for the inner loop */
	bool same = st->vslot < 0, shift = st->vslot == 0;
	for (int i = 0; i < nin; i++) {
		same &= st->map[i] == i;
		shift &= i == 0 || st->map[i] == i - 1;
	}
	st->mapkind = (int8_t)(same ? FR_MAP_SAME : shift ? FR_MAP_SHIFT : FR_MAP_ANY);
	st->rest = (int32_t)(p->nsq - 1 - v - n);
	for (int k = 0; k < p->nends; k++) {
		st->is_start |= p->ends[k] == v;
		if (p->ends[k] > v) {
			st->start_pending++;
			int slot = find(win, n, p->ends[k]);
			st->start_bit |= slot >= 0 ? 1u << slot : 0;
		}
	}
	for (int i = 0; i < p->nlead; i++)
		st->lead_slot[i] = (int8_t)find(win, n, v + p->lead_off[i]);
	for (int i = 0; i < p->nlead; i++) {
		if (st->lead_slot[i] < 0)
			continue;
		int k = st->lead_nruns - 1;
		if (k >= 0 && st->lead_run[k].to + st->lead_run[k].len == i &&
		    st->lead_run[k].from + st->lead_run[k].len == st->lead_slot[i]) {
			st->lead_run[k].len++;
		} else {
			k = st->lead_nruns++;
			st->lead_run[k].from = st->lead_slot[i];
			st->lead_run[k].len = 1;
			st->lead_run[k].to = (int8_t)i;
		}
	}
	return true;
}

/* The lead offsets: the first FR_MAXLEAD offsets from 1 on that are no
 * later neighbour's (so no edge of the step reaches them), short of the
 * farthest later neighbour (beyond it squares are always bare). */
static void plan_lead(const geo *g, fr_plan *p)
{
	bool reach[8 * FR_MAXS + 8] = {false};
	int far = 0;
	for (int k = 0; k < 8; k++) {
		int off = g->dc[k] * g->h + g->dr[k];
		if (g->dc[k] < 0 || (g->dc[k] == 0 && g->dr[k] <= 0) || off >= (int)sizeof reach)
			continue;
		reach[off] = true;
		far = off > far ? off : far;
	}
	p->nlead = 0;
	for (int off = 1; off < far && p->nlead < FR_MAXLEAD; off++)
		if (!reach[off])
			p->lead_off[p->nlead++] = (int8_t)off;
	for (int x = 0; x < 256; x++) {
		uint32_t sum = 0, w = 1;
		for (int i = 0; i < 8; i++, w *= 3)
			sum += (uint32_t)(x >> i & 1) * w;
		p->pow3sum[x] = (uint16_t)sum;
	}
	p->npat = 1;
	for (int i = 0; i < p->nlead; i++) {
		p->npat *= 3;
		p->lead_kept[i] = false;
		for (int j = 0; j < p->nlead; j++)
			p->lead_kept[i] |= p->lead_off[j] == p->lead_off[i] - 1;
	}
}

uint32_t fr_pattern_group(const fr_plan *p, uint32_t pat)
{
	uint32_t g = 0, w = 1;
	for (int i = 0; i < p->nlead; i++, w *= 3, pat /= 3)
		if (p->lead_kept[i])
			g += pat % 3 * w;
	return g;
}

bool fr_plan_build(fr_plan *p, const board_spec *spec, bool closed, const int32_t *ends,
		   int nends, char *err, size_t errlen)
{
	memset(p, 0, sizeof *p);
	if (!frontier_supports(spec, closed, err, errlen))
		return false;
	geo g;
	p->transposed = spec->rows > spec->cols;
	g.h = p->transposed ? spec->cols : spec->rows;
	g.w = p->transposed ? spec->rows : spec->cols;
	for (int k = 0; k < 8; k++) {
		int dr, dc;
		board_move_step(spec->lea, spec->leb, k, &dr, &dc);
		g.dr[k] = (int8_t)dr;
		g.dc[k] = (int8_t)dc;
	}
	p->h = g.h;
	p->w = g.w;
	p->nsq = (int32_t)g.h * g.w;
	p->closed = closed;
	p->nends = closed ? 0 : nends;
	for (int k = 0; k < p->nends; k++) {
		int row = ends[k] / spec->cols, col = ends[k] % spec->cols;
		p->ends[k] = p->transposed ? geo_sq(&g, col, row) : geo_sq(&g, row, col);
	}
	p->steps = calloc((size_t)p->nsq, sizeof *p->steps);
	if (!p->steps) {
		snprintf(err, errlen, "out of memory for the plan of %d squares", p->nsq);
		return false;
	}
	plan_lead(&g, p);
	int32_t win[FR_MAXS + 8];
	int nwin = 0;
	for (int32_t v = 0; v < p->nsq; v++) {
		if (!plan_step(&g, p, v, win, &nwin, &p->steps[v])) {
			snprintf(err, errlen, "the frontier of this board is wider than %d squares",
				 FR_MAXS);
			fr_plan_free(p);
			return false;
		}
		if (p->steps[v].nout > p->maxs)
			p->maxs = p->steps[v].nout;
	}
	p->base11 = p->maxs > 16;
	return true;
}

void fr_plan_free(fr_plan *p)
{
	free(p->steps);
	p->steps = NULL;
}
