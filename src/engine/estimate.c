/* SPDX-License-Identifier: MIT */
/* Knuth's random-probe estimate of the backtrack search tree; see
 * ktour/estimate.h.  The probes drive a private backtrack engine through
 * bt_push()/bt_pop() (backtrack_core.h), so a node's children are the
 * candidates the engine itself lists there, look-ahead included. */
#include "ktour/estimate.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "backtrack_core.h"
#include "ktour/rng.h"

/* A probe's running sums are kept as S * 2^k; S is scaled down by 2^RESCALE
 * once it passes 2^RESCALE (8x8 trees reach 2^140, big boards far more). */
#define PROBE_RESCALE 512
/* The probes' mean is kept in units of 2^K, K raised once a probe exceeds
 * 2^(K + MEAN_HEADROOM): the sum of squares then stays well inside a
 * double (2^(2 * 448) times the probe count). */
#define MEAN_HEADROOM 448

struct estimate {
	bt *e;
	rng r;
	bool all_starts;
	/* Welford's running mean and sum of squared deviations of the probes'
	 * tree sizes (nodes, the root included), in units of 2^K. */
	uint64_t n;
	double mean, m2;
	int K;
};

estimate *estimate_create(const engine_config *cfg, uint64_t seed, char *err, size_t errlen)
{
	if (cfg->kind != ENGINE_BACKTRACK) {
		snprintf(err, errlen, "estimate: -e %s has no search tree to estimate (it needs "
				      "the backtrack engine)",
			 engine_kind_name(cfg->kind));
		return NULL;
	}
	if ((long long)cfg->spec.rows * cfg->spec.cols > BT_MAX_SQUARES) {
		snprintf(err, errlen, "estimate: board %dx%d has more than %ld squares, more than "
				      "the backtrack engine searches",
			 cfg->spec.rows, cfg->spec.cols, BT_MAX_SQUARES);
		return NULL;
	}
	estimate *est = calloc(1, sizeof *est);
	if (!est) {
		snprintf(err, errlen, "estimate: out of memory");
		return NULL;
	}
	est->e = (bt *)backtrack_create(cfg, err, errlen);
	if (!est->e) {
		free(est);
		return NULL;
	}
	est->all_starts = cfg->all_starts;
	rng_seed(&est->r, seed);
	return est;
}

void estimate_destroy(estimate *est)
{
	if (!est)
		return;
	engine_destroy(&est->e->base);
	free(est);
}

/* Children the search tries at the top node: its candidates (a complete
 * path is a leaf whether or not it counts as a solution). */
static int est_children_here(const bt *e)
{
	return e->depth == e->nsq ? 0 : e->fr[e->depth - 1].ncand;
}

/* Put the private engine back on the root s: the start square alone on
 * the path, its candidates listed, as after engine_create().  Popping
 * restores the degrees and the look-ahead bookkeeping exactly (the engine
 * relies on that itself); another start square is a fresh start. */
static void est_root(bt *e, ksq s)
{
	while (e->depth > 1)
		bt_pop(e);
	if (e->path[0] != s)
		bt_restart(e, &s, 0);
}

/* Fold one probe's tree size S * 2^k into the running mean. */
static void est_add(estimate *est, double S, int k)
{
	int top = k + ilogb(S);
	if (top > est->K + MEAN_HEADROOM) {
		int shift = est->K - top;
		est->mean = ldexp(est->mean, shift);
		est->m2 = ldexp(est->m2, 2 * shift);
		est->K = top;
	}
	double x = ldexp(S, k - est->K);
	est->n++;
	double delta = x - est->mean;
	est->mean += delta / (double)est->n;
	est->m2 += delta * (x - est->mean);
}

static void est_one_probe(estimate *est)
{
	bt *e = est->e;
	ksq start = est->all_starts ? (ksq)rng_below(&est->r, (uint64_t)e->nsq) : e->path[0];
	est_root(e, start);
	double P = 1, S = 1; /* the product d_1...d_k and the sum so far */
	int k = 0;
	for (int n; (n = est_children_here(e)) > 0;) {
		P *= n;
		S += P;
		if (S > 0x1p512) {
			P = ldexp(P, -PROBE_RESCALE);
			S = ldexp(S, -PROBE_RESCALE);
			k += PROBE_RESCALE;
		}
		const bt_frame *f = &e->fr[e->depth - 1];
		bt_push(e, f->cand[rng_below(&est->r, (uint64_t)n)]);
	}
	if (est->all_starts)
		S *= (double)e->nsq;
	est_add(est, S, k);
}

void estimate_probe(estimate *est, uint64_t n)
{
	for (uint64_t i = 0; i < n; i++)
		est_one_probe(est);
}

/* ---- the figures -------------------------------------------------------- */

/* x * 2^K as a number and as its base-10 logarithm. */
static void est_scaled(double x, int K, double *value, double *lg)
{
	*value = ldexp(x, K);
	*lg = x > 0 ? log10(x) + K * log10(2.0) : -HUGE_VAL;
}

void estimate_get(const estimate *est, estimate_stats *out)
{
	out->probes = est->n;
	out->mean = out->sem = out->lo = out->hi = NAN;
	out->lg_mean = out->lg_sem = out->lg_lo = out->lg_hi = NAN;
	if (est->n == 0)
		return;
	/* the advances: the tree's nodes less the first start square, which
	 * is on the path from the start (negligible once K > 0) */
	double mean = est->K == 0 ? est->mean - 1 : est->mean;
	est_scaled(mean, est->K, &out->mean, &out->lg_mean);
	if (est->n < 2)
		return;
	double sem = sqrt(est->m2 / (double)(est->n - 1) / (double)est->n);
	double lo = mean - 1.96 * sem;
	est_scaled(sem, est->K, &out->sem, &out->lg_sem);
	est_scaled(lo > 0 ? lo : 0, est->K, &out->lo, &out->lg_lo);
	est_scaled(mean + 1.96 * sem, est->K, &out->hi, &out->lg_hi);
}

char *estimate_format(double value, double lg, char *buf, size_t len)
{
	if (isnan(value) || isnan(lg)) {
		snprintf(buf, len, "nan");
	} else if (value <= 0 || lg == -HUGE_VAL) {
		snprintf(buf, len, "0");
	} else if (isfinite(value) && value < 1e15) {
		snprintf(buf, len, "%.0f", value);
	} else {
		double e = floor(lg), m = pow(10, lg - e);
		if (m >= 9.9995) { /* would print as 10.000 */
			m /= 10;
			e += 1;
		}
		snprintf(buf, len, "%.3fe+%02.0f", m, e);
	}
	return buf;
}

/* ---- one node --------------------------------------------------------------- */

int estimate_children(estimate *est, const ksq *path, int32_t len)
{
	bt *e = est->e;
	if (len < 1 || len > e->nsq || path[0] < 0 || path[0] >= e->nsq)
		return -1;
	bool start_ok = est->all_starts ? true : path[0] == e->path[0];
	if (!start_ok)
		return -1;
	est_root(e, path[0]);
	for (int32_t i = 1; i < len; i++) {
		const bt_frame *f = &e->fr[e->depth - 1];
		int n = est_children_here(e), j = 0;
		while (j < n && f->cand[j] != path[i])
			j++;
		if (j == n)
			return -1;
		bt_push(e, path[i]);
	}
	return est_children_here(e);
}

/* ---- how much is explored ------------------------------------------------------ */

double estimate_explored(const engine *en)
{
	engine_view v;
	engine_view_get(en, &v);
	if (v.cfg->kind != ENGINE_BACKTRACK)
		return NAN;
	if (v.state == ENGINE_EXHAUSTED)
		return 1;
	double w = 1, done = 0;
	if (v.cfg->all_starts) {
		w = 1.0 / (double)v.b->nsq;
		done = (double)v.path[0] * w;
	}
	for (int32_t d = 0; d < v.depth; d++) {
		engine_depth info;
		if (!engine_depth_info(en, d, &info))
			break;
		bool top = d == v.depth - 1;
		if (info.ncand == 0 || (top && info.cur >= info.ncand)) {
			done += w; /* a leaf, or every candidate tried */
			break;
		}
		done += w * info.cur / info.ncand;
		w /= info.ncand;
	}
	return done > 1 ? 1 : done;
}
