/* SPDX-License-Identifier: MIT */
/* The explorer's estimate of the search tree and its line (treesize.h). */
#include "treesize.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/engine_desc.h"
#include "ui/base/fit.h"

void treesize_init(treesize *ts)
{
	memset(ts, 0, sizeof *ts);
}

void treesize_free(treesize *ts)
{
	estimate_destroy(ts->est);
	ts->est = NULL;
}

void treesize_reset(treesize *ts, const engine_config *cfg, bool replaying)
{
	treesize_free(ts);
	treesize_init(ts);
	ts->active = !replaying && engine_can(cfg->kind, ENG_ESTIMATE);
	ts->cfg = *cfg;
}

bool treesize_done(const treesize *ts)
{
	if (!ts->active || ts->failed)
		return true;
	const estimate_stats *s = &ts->st;
	if (s->probes >= TREESIZE_MAX_PROBES)
		return true;
	/* small spread: lg_sem - lg_mean is log10 of the relative error */
	return s->probes >= TREESIZE_MIN_PROBES && s->probes % TREESIZE_CHECK == 0 &&
	       isfinite(s->lg_sem) && s->lg_sem - s->lg_mean < log10(TREESIZE_SPREAD);
}

uint64_t treesize_work(treesize *ts, uint64_t n)
{
	if (treesize_done(ts) || n == 0)
		return 0;
	if (!ts->est) {
		/* The session's seed: the same screen every time. */
		ts->est = estimate_create(&ts->cfg, ts->cfg.seed, ts->err, sizeof ts->err);
		if (!ts->est) {
			ts->failed = true;
			return 0;
		}
	}
	/* In stretches that end on the multiples of TREESIZE_CHECK, where
	 * the spread is looked at: where it stops does not depend on the
	 * batches (on the time), so a screen is the same every time. */
	uint64_t done = 0;
	while (done < n && !treesize_done(ts)) {
		uint64_t k = TREESIZE_CHECK - ts->st.probes % TREESIZE_CHECK;
		if (k > n - done)
			k = n - done;
		estimate_probe(ts->est, k);
		estimate_get(ts->est, &ts->st);
		done += k;
	}
	return done;
}

uint64_t treesize_budget(uint64_t last, double dt, double target)
{
	double next = dt > 0 ? (double)last * target / dt : (double)last * 8;
	if (next > (double)last * 8)
		next = (double)last * 8;
	return next < 16 ? 16 : (uint64_t)next;
}

/* n with thousands separated by commas. */
static void with_commas(uint64_t n, char *buf, size_t len)
{
	char digits[24];
	int k = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n), at = 0;
	for (int i = 0; i < k && (size_t)at + 2 < len; i++) {
		if (i > 0 && (k - i) % 3 == 0)
			buf[at++] = ',';
		buf[at++] = digits[i];
	}
	buf[at] = '\0';
}

/* "2.52e+17" from a base-10 logarithm (any size). */
static void sci(double lg, char *buf, size_t len)
{
	double e = floor(lg), m = pow(10, lg - e);
	if (m >= 9.995)
		m /= 10, e += 1;
	snprintf(buf, len, "%.2fe+%.0f", m, e);
}

/* 3 significant figures and a word: "2.52 billion", "2.50 billion";
 * false beyond. */
static bool in_words(double v, char *buf, size_t len)
{
	static const char *const word[] = {"million", "billion", "trillion"};
	double unit = 1e6;
	for (int i = 0; i < 3; i++, unit *= 1000)
		if (v < unit * 999.5) {
			/* trailing zeros kept: "1.70" beside "1.77" */
			double x = v / unit;
			snprintf(buf, len, x >= 99.95 ? "%.0f %s" : "%#.3g %s", x, word[i]);
			return true;
		}
	return false;
}

char *treesize_number(double v, double lg, char *buf, size_t len)
{
	if (isnan(v) && isnan(lg))
		snprintf(buf, len, "?");
	else if (isfinite(v) && v < 999999.5)
		with_commas((uint64_t)llround(v < 0 ? 0 : v), buf, len);
	else if (!(isfinite(v) && in_words(v, buf, len)))
		sci(isfinite(lg) ? lg : log10(v), buf, len);
	return buf;
}

char *treesize_duration(double lg_secs, char *buf, size_t len)
{
	static const struct {
		double below, unit;
		const char *name;
	} small[] = {{90, 1, "s"}, {90 * 60, 60, "min"}, {48 * 3600, 3600, "h"},
		     {730 * 86400.0, 86400, "days"}};
	double secs = lg_secs < 300 ? pow(10, lg_secs) : HUGE_VAL;
	for (size_t i = 0; i < sizeof small / sizeof small[0]; i++)
		if (secs < small[i].below) {
			snprintf(buf, len, "%.0f %s", secs / small[i].unit, small[i].name);
			return buf;
		}
	double lg_years = lg_secs - log10(365.25 * 86400), years = pow(10, lg_years);
	char num[48];
	if (lg_years < 6) {
		/* two significant figures: more would pretend a precision */
		double step = pow(10, floor(lg_years) - 1);
		with_commas((uint64_t)(llround(years / step) * step), num, sizeof num);
	} else if (lg_years >= 15 || !in_words(years, num, sizeof num)) {
		sci(lg_years, num, sizeof num);
	}
	snprintf(buf, len, "%s years", num);
	return buf;
}

/* 10^k (k >= 3) in words, for "parts in": "a thousand", "10 million";
 * past a trillion in the words of the ones before ("100 million
 * billion", "a billion billion"); past 10^20, "10²¹" ("10^21"). */
static void power_words(int k, bool utf8, char *buf, size_t len)
{
	static const char *const group[] = {"",	       "thousand",	  "million",
					    "billion", "trillion",	  "million billion",
					    "billion billion"};
	static const char *const sup[] = {"\u2070", "\u00b9", "\u00b2", "\u00b3", "\u2074",
					  "\u2075", "\u2076", "\u2077", "\u2078", "\u2079"};
	if (k <= 20) {
		snprintf(buf, len, "%s %s", k % 3 == 0 ? "a" : k % 3 == 1 ? "10" : "100",
			 group[k / 3]);
		return;
	}
	if (!utf8) {
		snprintf(buf, len, "10^%d", k);
		return;
	}
	char digits[16];
	int n = snprintf(digits, sizeof digits, "%d", k);
	size_t at = (size_t)snprintf(buf, len, "10");
	for (int i = 0; i < n && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s", sup[digits[i] - '0']);
}

char *treesize_explored(double p, bool utf8, char *buf, size_t len)
{
	const char *ap = utf8 ? "\u2248" : "~";
	double pct = 100 * p;
	if (!(pct > 0))
		snprintf(buf, len, "explored %s 0%%", ap);
	else if (pct >= 99.95 && p < 1)
		snprintf(buf, len, "explored %s 99.9%%", ap);
	else if (pct >= 10)
		snprintf(buf, len, "explored %s %.0f%%", ap, pct);
	else if (pct >= 0.1)
		snprintf(buf, len, "explored %s %.1f%%", ap, pct);
	else {
		/* one figure: m parts in 10^k, m from 1 to 9 */
		int k = (int)floor(-log10(p)) + 1;
		long m = lround(pow(10, log10(p) + k)); /* p * 10^k, past 1e308 too */
		if (m >= 10)
			m = 1, k--;
		char of[64];
		power_words(k, utf8, of, sizeof of);
		if (m == 1)
			snprintf(buf, len, "explored: about one part in %s", of);
		else
			snprintf(buf, len, "explored: about %ld parts in %s", m, of);
	}
	return buf;
}

/* The 95% interval "47,337–62,793", "1.71–1.78 million" (one word for
 * both ends when they share it). */
static void interval(const estimate_stats *s, bool utf8, char *out, size_t len)
{
	char lo[48], hi[48];
	treesize_number(s->lo, s->lg_lo, lo, sizeof lo);
	treesize_number(s->hi, s->lg_hi, hi, sizeof hi);
	const char *wl = strchr(lo, ' '), *wh = strchr(hi, ' ');
	if (wl && wh && strcmp(wl, wh) == 0)
		lo[wl - lo] = '\0';
	snprintf(out, len, "%s%s%s", lo, utf8 ? "\u2013" : "-", hi);
}

/* A line's candidates, richest first: the first that fits is shown. */
#define TS_LEVELS 16
#define TS_LINE 1024
typedef char ts_lines[TS_LEVELS][TS_LINE];

static int exact_lines(const treesize_facts *f, ts_lines L)
{
	const estimate_stats *s = &f->ts->st;
	const char *ap = f->utf8 ? "\u2248" : "~";
	const char *dot = f->utf8 ? "\u00b7" : "|";
	char n[48], m[48], iv[100], k[48];
	with_commas(f->advances, n, sizeof n);
	treesize_number(s->mean, s->lg_mean, m, sizeof m);
	interval(s, f->utf8, iv, sizeof iv);
	with_commas(s->probes, k, sizeof k);
	int i = 0;
	if (s->probes > 0) {
		snprintf(L[i++], TS_LINE,
			 "Search tree: exactly %s nodes (squares put on the stack), all explored %s "
			 "the estimate said %s %s (95%% interval %s, %s probes)",
			 n, dot, ap, m, iv, k);
		snprintf(L[i++], TS_LINE,
			 "Search tree: exactly %s nodes, all explored %s the estimate said %s %s "
			 "(95%% interval %s)",
			 n, dot, ap, m, iv);
		snprintf(L[i++], TS_LINE, "Search tree: exactly %s nodes %s estimated %s %s", n, dot,
			 ap, m);
	}
	snprintf(L[i++], TS_LINE, "Search tree: exactly %s nodes, all explored", n);
	snprintf(L[i++], TS_LINE, "tree: %s nodes", n);
	return i;
}

/* "to finish ≈ 13,000 years at 45.2 million steps/s" (long) or without
 * the rate; empty without a rate.  Every node is an advance and a
 * retreat: two steps. */
static void finish_text(const treesize_facts *f, bool with_rate, char *buf, size_t len)
{
	const estimate_stats *s = &f->ts->st;
	buf[0] = '\0';
	if (!(f->rate > 0) || f->explored >= 1 || !isfinite(s->lg_mean))
		return;
	char t[64], r[48];
	treesize_duration(s->lg_mean + log10(2 * (1 - f->explored)) - log10(f->rate), t,
			  sizeof t);
	treesize_number(f->rate, log10(f->rate), r, sizeof r);
	snprintf(buf, len, "%s %s %s%s%s%s", with_rate ? "to finish" : "done in",
		 f->utf8 ? "\u2248" : "~", t, with_rate ? " at " : "", with_rate ? r : "",
		 with_rate ? " steps/s" : "");
}

static int estimate_lines(const treesize_facts *f, ts_lines L)
{
	const estimate_stats *s = &f->ts->st;
	const char *ap = f->utf8 ? "\u2248" : "~";
	const char *dot = f->utf8 ? "\u00b7" : "|", *pm = f->utf8 ? "\u00b1" : "+-";
	char m[48], lohi[100], k[48], ex[80], tl[160], ts[120], iv[160], ivs[120], rel[32];
	treesize_number(s->mean, s->lg_mean, m, sizeof m);
	interval(s, f->utf8, lohi, sizeof lohi);
	with_commas(s->probes, k, sizeof k);
	treesize_explored(f->explored, f->utf8, ex, sizeof ex);
	finish_text(f, true, tl, sizeof tl);
	finish_text(f, false, ts, sizeof ts);
	iv[0] = ivs[0] = rel[0] = '\0';
	if (isfinite(s->lg_hi) && isfinite(s->lg_mean)) {
		snprintf(iv, sizeof iv, " %s 95%% interval %s", dot, lohi);
		snprintf(ivs, sizeof ivs, " %s 95%%: %s", dot, lohi);
		snprintf(rel, sizeof rel, " (%s%.0f%%)", pm, 100 * (pow(10, s->lg_hi - s->lg_mean) - 1));
	}
	char T[3][160], E[100], R[2][200];
	snprintf(T[0], 160, "Search tree %s %s nodes (squares put on the stack)", ap, m);
	snprintf(T[1], 160, "Search tree %s %s nodes", ap, m);
	snprintf(T[2], 160, "Tree %s %s nodes", ap, m);
	snprintf(E, sizeof E, " %s %s", dot, ex);
	snprintf(R[0], 200, "%s%s%s%s", tl[0] ? " " : "", tl[0] ? dot : "", tl[0] ? " " : "", tl);
	snprintf(R[1], 200, "%s%s%s%s", ts[0] ? " " : "", ts[0] ? dot : "", ts[0] ? " " : "", ts);
	int i = 0;
	snprintf(L[i++], TS_LINE, "%s%s%s%s %s %s probes", T[0], iv, E, R[0], dot, k);
	snprintf(L[i++], TS_LINE, "%s%s%s%s", T[0], iv, E, R[0]);
	snprintf(L[i++], TS_LINE, "%s%s%s%s", T[1], iv, E, R[0]);
	snprintf(L[i++], TS_LINE, "%s%s%s%s", T[1], ivs, E, R[1]);
	snprintf(L[i++], TS_LINE, "%s%s%s%s", T[1], rel, E, R[1]);
	snprintf(L[i++], TS_LINE, "%s%s%s%s", T[2], rel, E, R[1]);
	snprintf(L[i++], TS_LINE, "%s%s%s", T[2], E, R[1]);
	if (ts[0]) { /* the time to finish is the point: it outlasts the share */
		snprintf(L[i++], TS_LINE, "%s%s%s", T[1], rel, R[1]);
		snprintf(L[i++], TS_LINE, "%s%s", T[2], R[1]);
	}
	snprintf(L[i++], TS_LINE, "%s%s%s", T[1], ivs, E);
	snprintf(L[i++], TS_LINE, "%s%s%s", T[1], rel, E);
	snprintf(L[i++], TS_LINE, "%s%s", T[2], E);
	snprintf(L[i++], TS_LINE, "%s", T[2]);
	return i;
}

void treesize_text(const treesize_facts *f, int w, char *out, size_t len)
{
	ts_lines L;
	int n;
	const treesize *ts = f->ts;
	if (!ts->active) {
		snprintf(out, len, "The estimate of the tree's size is for the backtracking search.");
		return;
	}
	if (ts->failed) {
		snprintf(out, len, "Search tree: no estimate (%s)", ts->err);
		return;
	}
	if (f->exhausted)
		n = exact_lines(f, L);
	else if (ts->st.probes == 0) {
		snprintf(out, len, "Search tree: estimating%s", f->utf8 ? "\u2026" : "...");
		return;
	} else
		n = estimate_lines(f, L);
	for (int i = 0; i < n; i++)
		if (fit_width(L[i]) <= w || i == n - 1) {
			snprintf(out, len, "%s", L[i]);
			return;
		}
}
