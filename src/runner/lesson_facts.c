/* SPDX-License-Identifier: MIT */
/* Live figures in a lesson's captions and its expect lines
 * (ktour/lesson_facts.h): the names, reading them off an engine, writing
 * them for a class, and checking what a lesson says it expects. */
#include "ktour/lesson_facts.h"

#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"
#include "ktour/estimate.h"

static const char *const fig_names[LF_COUNT] = {
	[LF_STEP] = "step",	      [LF_DEPTH] = "depth", [LF_SQUARE] = "square",
	[LF_NEXT] = "next",
	[LF_SOLUTIONS] = "solutions", [LF_NODES] = "nodes", [LF_BACKTRACKS] = "backtracks",
	[LF_ESTIMATE] = "estimate",
};

#define COMPARE_PREFIX "compare."

/* A figure that is a square's name, not a number. */
static bool is_square(int fig)
{
	return fig == LF_SQUARE || fig == LF_NEXT;
}

/* One [compare.]NAME of s[0..n). */
static bool one_figure(const char *s, size_t n, uint8_t *fig, bool *cmp, char *why,
		       size_t whylen)
{
	size_t pl = sizeof COMPARE_PREFIX - 1;
	*cmp = n > pl && memcmp(s, COMPARE_PREFIX, pl) == 0;
	const char *name = *cmp ? s + pl : s;
	size_t nl = *cmp ? n - pl : n;
	for (int i = 0; i < LF_COUNT; i++)
		if (strlen(fig_names[i]) == nl && memcmp(fig_names[i], name, nl) == 0) {
			*fig = (uint8_t)i;
			return true;
		}
	snprintf(why, whylen, "%s is not a figure: expected step, depth, square, next, solutions, "
			      "nodes, backtracks or estimate (compare.NAME for the search beside "
			      "it, A/B for a quotient)",
		 ESCAPE_QUOTE_N(s, n > 60 ? 60 : n));
	return false;
}

bool lesson_figure_parse(const char *s, size_t n, lesson_figure *f, char *why, size_t whylen)
{
	memset(f, 0, sizeof *f);
	const char *slash = memchr(s, '/', n);
	size_t a = slash ? (size_t)(slash - s) : n;
	if (!one_figure(s, a, &f->fig[0], &f->cmp[0], why, whylen))
		return false;
	if (!slash)
		return true;
	f->ratio = true;
	if (!one_figure(slash + 1, n - a - 1, &f->fig[1], &f->cmp[1], why, whylen))
		return false;
	if (is_square(f->fig[0]) || is_square(f->fig[1])) {
		snprintf(why, whylen, "a square is not a number: no quotient of square or next");
		return false;
	}
	return true;
}

void lesson_figure_name(const lesson_figure *f, char *out, size_t outlen)
{
	snprintf(out, outlen, "%s%s%s%s%s", f->cmp[0] ? COMPARE_PREFIX : "", fig_names[f->fig[0]],
		 f->ratio ? "/" : "", f->ratio && f->cmp[1] ? COMPARE_PREFIX : "",
		 f->ratio ? fig_names[f->fig[1]] : "");
}

/* Each {NAME} of text in turn: fn(ctx, name, n, column) for a figure, lit
 * for the text between (with {{ and }} as one brace).  False with why and
 * *col at a brace that does not close or a name fn refuses. */
typedef bool (*figure_fn)(void *ctx, const char *name, size_t n, char *why, size_t whylen);
typedef void (*text_fn)(void *ctx, const char *s, size_t n);

static bool walk(const char *text, figure_fn fn, text_fn lit, void *ctx, char *why,
		 size_t whylen, int *col)
{
	size_t i = 0;
	while (text[i]) {
		size_t j = i;
		while (text[j] && text[j] != '{' && text[j] != '}')
			j++;
		lit(ctx, text + i, j - i);
		if (!text[j])
			break;
		if (text[j + 1] == text[j]) { /* {{ or }} */
			lit(ctx, text + j, 1);
			i = j + 2;
			continue;
		}
		*col = (int)j;
		if (text[j] == '}') {
			snprintf(why, whylen, "a '}' with no '{' before it (}} writes a brace)");
			return false;
		}
		const char *end = strchr(text + j + 1, '}');
		if (!end || end == text + j + 1) {
			snprintf(why, whylen, "%s (a figure is written {solutions}; {{ writes a "
					      "brace)",
				 end ? "an empty '{}'" : "a '{' that does not close on its line");
			return false;
		}
		size_t n = (size_t)(end - text) - j - 1;
		if (!fn(ctx, text + j + 1, n, why, whylen)) {
			*col = (int)j + 1;
			return false;
		}
		i = (size_t)(end - text) + 1;
	}
	return true;
}

static void no_text(void *ctx, const char *s, size_t n)
{
	(void)ctx;
	(void)s;
	(void)n;
}

static bool scan_one(void *ctx, const char *name, size_t n, char *why, size_t whylen)
{
	lesson_figure f;
	unsigned *needs = ctx;
	if (!lesson_figure_parse(name, n, &f, why, whylen))
		return false;
	for (int k = 0; k < (f.ratio ? 2 : 1); k++) {
		*needs |= f.cmp[k] ? LESSON_NEEDS_COMPARE : 0;
		*needs |= f.fig[k] == LF_ESTIMATE ? LESSON_NEEDS_ESTIMATE : 0;
	}
	return true;
}

bool lesson_caption_scan(const char *text, unsigned *needs, char *why, size_t whylen, int *col)
{
	unsigned n = 0;
	*col = 0;
	bool ok = walk(text, scan_one, no_text, &n, why, whylen, col);
	if (needs)
		*needs = n;
	return ok;
}

void lesson_side_read(lesson_side *side, const engine *e, uint64_t t)
{
	engine_view v;
	memset(side, 0, sizeof *side);
	engine_view_get(e, &v);
	side->on = true;
	side->v[LF_STEP] = (double)t;
	side->v[LF_DEPTH] = v.depth;
	side->v[LF_SOLUTIONS] = (double)v.counters.solutions;
	side->v[LF_NODES] = (double)v.counters.advances;
	side->v[LF_BACKTRACKS] = (double)v.counters.retreats;
	for (int i = 0; i < LF_COUNT; i++)
		side->has[i] = i != LF_ESTIMATE;
	snprintf(side->square, sizeof side->square, "none");
	snprintf(side->next, sizeof side->next, "none");
	if (v.depth > 0) {
		ksq k = v.path[v.depth - 1];
		square_name_algebraic(v.b->rows, board_row(v.b, k), board_col(v.b, k), side->square,
				      sizeof side->square);
	}
	engine_depth d; /* the top line of the stack: cur is the next to try */
	if (v.depth > 0 && v.cfg->kind == ENGINE_BACKTRACK &&
	    engine_depth_info(e, v.depth - 1, &d) && d.cur >= 0 && d.cur < d.ncand)
		square_name_algebraic(v.b->rows, board_row(v.b, d.cand[d.cur]),
				      board_col(v.b, d.cand[d.cur]), side->next, sizeof side->next);
}

void lesson_side_estimate(lesson_side *side, const engine_config *cfg)
{
	char err[200];
	if (cfg->kind != ENGINE_BACKTRACK)
		return;
	estimate *est = estimate_create(cfg, LESSON_ESTIMATE_SEED, err, sizeof err);
	if (!est)
		return;
	estimate_stats st;
	estimate_probe(est, LESSON_ESTIMATE_PROBES);
	estimate_get(est, &st);
	estimate_destroy(est);
	side->v[LF_ESTIMATE] = isfinite(st.mean) ? st.mean : pow(10.0, st.lg_mean);
	side->has[LF_ESTIMATE] = !isnan(st.mean);
}

/* A whole number with thousands commas. */
static void whole(double v, char *out, size_t outlen)
{
	char digits[32];
	snprintf(digits, sizeof digits, "%.0f", v < 0 ? 0 : v);
	size_t n = strlen(digits), at = 0;
	for (size_t i = 0; i < n && at + 2 < outlen; i++) {
		if (i && (n - i) % 3 == 0)
			out[at++] = ',';
		out[at++] = digits[i];
	}
	out[at] = '\0';
}

/* Three significant figures: 5,220; 14.3 million; 1.23 x 10^22. */
static void three(double v, char *out, size_t outlen)
{
	static const struct {
		double at;
		const char *word;
	} big[] = {{1e12, "trillion"}, {1e9, "billion"}, {1e6, "million"}};
	if (!isfinite(v) || v >= 1e15) {
		int e = isfinite(v) ? (int)floor(log10(v)) : 308;
		snprintf(out, outlen, "%.3g x 10^%d", isfinite(v) ? v / pow(10.0, e) : 1.0, e);
		return;
	}
	if (v < 1000) {
		snprintf(out, outlen, "%.3g", v);
		return;
	}
	for (size_t i = 0; i < sizeof big / sizeof big[0]; i++)
		if (v >= big[i].at * 0.9995) {
			double m = v / big[i].at;
			char num[32];
			snprintf(num, sizeof num, "%.*f", m >= 99.95 ? 0 : m >= 9.995 ? 1 : 2, m);
			char *dot = strchr(num, '.');
			if (dot) { /* 2.00 million: 2 million */
				char *z = num + strlen(num) - 1;
				while (z > dot && *z == '0')
					*z-- = '\0';
				if (z == dot)
					*z = '\0';
			}
			snprintf(out, outlen, "%s %s", num, big[i].word);
			return;
		}
	double p = pow(10.0, floor(log10(v)) - 2);
	whole(floor(v / p + 0.5) * p, out, outlen);
}

/* The value of f in facts; false when it is not there. */
static bool value_of(const lesson_figure *f, const lesson_facts *facts, double *v, char *missing,
		     size_t missinglen)
{
	double x[2] = {0, 0};
	for (int k = 0; k < (f->ratio ? 2 : 1); k++) {
		const lesson_side *s = &facts->side[f->cmp[k] ? 1 : 0];
		if (!s->on || !s->has[f->fig[k]]) {
			if (missing)
				snprintf(missing, missinglen, "%s%s", f->cmp[k] ? COMPARE_PREFIX : "",
					 fig_names[f->fig[k]]);
			return false;
		}
		x[k] = s->v[f->fig[k]];
	}
	*v = f->ratio ? (x[1] != 0 ? x[0] / x[1] : HUGE_VAL) : x[0];
	return true;
}

/* A figure as the class reads it. */
static bool shown(const lesson_figure *f, const lesson_facts *facts, char *out, size_t outlen,
		  char *missing, size_t missinglen)
{
	double v;
	if (!f->ratio && is_square(f->fig[0])) {
		const lesson_side *s = &facts->side[f->cmp[0] ? 1 : 0];
		if (s->on) {
			snprintf(out, outlen, "%s", f->fig[0] == LF_NEXT ? s->next : s->square);
			return true;
		}
	}
	if (is_square(f->fig[0]) || !value_of(f, facts, &v, missing, missinglen)) {
		if (missing && is_square(f->fig[0]))
			snprintf(missing, missinglen, "compare.%s", fig_names[f->fig[0]]);
		snprintf(out, outlen, "?");
		return false;
	}
	if (f->ratio && v < 9.95)
		snprintf(out, outlen, "%.1f", v);
	else if (f->ratio || f->fig[0] != LF_ESTIMATE)
		whole(v, out, outlen);
	else
		three(v, out, outlen);
	return true;
}

typedef struct filler {
	const lesson_facts *f;
	char *out;
	size_t outlen, at;
	bool all;
	char *missing;
	size_t missinglen;
} filler;

static void put(void *ctx, const char *s, size_t n)
{
	filler *fl = ctx;
	if (fl->at + 1 >= fl->outlen)
		return;
	if (n > fl->outlen - fl->at - 1)
		n = fl->outlen - fl->at - 1;
	memcpy(fl->out + fl->at, s, n);
	fl->at += n;
	fl->out[fl->at] = '\0';
}

static bool fill_one(void *ctx, const char *name, size_t n, char *why, size_t whylen)
{
	filler *fl = ctx;
	lesson_figure f;
	char text[64];
	if (!lesson_figure_parse(name, n, &f, why, whylen)) {
		put(ctx, "?", 1);
		return true; /* refused when the lesson was read */
	}
	if (!shown(&f, fl->f, text, sizeof text, fl->all ? fl->missing : NULL, fl->missinglen))
		fl->all = false;
	put(ctx, text, strlen(text));
	return true;
}

bool lesson_caption_fill(const char *caption, const lesson_facts *f, char *out, size_t outlen,
			 char *missing, size_t missinglen)
{
	filler fl = {f, out, outlen, 0, true, missing, missinglen};
	char why[200];
	int col;
	if (outlen)
		out[0] = '\0';
	if (missing && missinglen)
		missing[0] = '\0';
	walk(caption, fill_one, put, &fl, why, sizeof why, &col);
	return fl.all;
}

/* A number of the file (1735078, 1,735,078, 1.4e7) in s[0..n). */
static bool expect_number(const char *s, size_t n, double *v)
{
	char buf[48];
	size_t k = 0;
	if (n == 0 || n >= sizeof buf || !isdigit((unsigned char)s[0]))
		return false;
	for (size_t i = 0; i < n; i++)
		if (s[i] != ',')
			buf[k++] = s[i];
	buf[k] = '\0';
	char *end;
	*v = strtod(buf, &end);
	return *end == '\0' && isfinite(*v);
}

/* The value words of an expect: a number, LOW..HIGH or a square. */
static bool expect_value(const char *v, lesson_expect *x, char *why, size_t whylen)
{
	size_t n = strlen(v);
	const char *dots = strstr(v, "..");
	if (!x->f.ratio && is_square(x->f.fig[0])) {
		if (n == 0 || n >= sizeof x->square || strchr(v, ' ')) {
			snprintf(why, whylen, "expected the knight's square (expect square a3)");
			return false;
		}
		for (size_t i = 0; i <= n; i++)
			x->square[i] = (char)tolower((unsigned char)v[i]);
		return true;
	}
	if (dots ? expect_number(v, (size_t)(dots - v), &x->lo) &&
			   expect_number(dots + 2, strlen(dots + 2), &x->hi) && x->lo <= x->hi
		 : expect_number(v, n, &x->lo)) {
		if (!dots)
			x->hi = x->lo;
		return true;
	}
	snprintf(why, whylen, "expected a number (1735078 or 1,735,078) or a range LOW..HIGH");
	return false;
}

bool lesson_expect_parse(const char *v, int line, lesson_expect *x, char *why, size_t whylen,
			 int *col)
{
	memset(x, 0, sizeof *x);
	x->line = line;
	size_t i = 0;
	*col = 0;
	while (v[i] && v[i] != ' ' && v[i] != '\t')
		i++;
	if (i == 0) {
		snprintf(why, whylen, "what? (expect solutions 304, expect square a3)");
		return false;
	}
	if (!lesson_figure_parse(v, i, &x->f, why, whylen))
		return false;
	while (v[i] == ' ' || v[i] == '\t')
		i++;
	*col = (int)i;
	if (!v[i]) {
		snprintf(why, whylen, "%.*s what? (expect solutions 304)", (int)i, v);
		return false;
	}
	if (strlen(v + i) >= sizeof x->text) {
		snprintf(why, whylen, "the value is too long");
		return false;
	}
	snprintf(x->text, sizeof x->text, "%s", v + i);
	return expect_value(v + i, x, why, whylen);
}

bool lesson_expect_check(const lesson_expect *x, const lesson_facts *f, char *msg, size_t msglen)
{
	char name[64], is[64], missing[40];
	double v;
	lesson_figure_name(&x->f, name, sizeof name);
	bool there = shown(&x->f, f, is, sizeof is, missing, sizeof missing);
	if (!there) {
		snprintf(msg, msglen, "expect %s %s: there is no %s here (%s)", name, x->text, missing,
			 strncmp(missing, COMPARE_PREFIX, sizeof COMPARE_PREFIX - 1) == 0
				 ? "no search beside it: a compare line"
				 : "only the backtrack engine's tree is estimated");
		return false;
	}
	bool ok;
	if (!x->f.ratio && is_square(x->f.fig[0]))
		ok = strcmp(is, x->square) == 0;
	else {
		value_of(&x->f, f, &v, NULL, 0);
		ok = x->lo == x->hi ? llround(v) == llround(x->lo) : v >= x->lo && v <= x->hi;
		if (x->f.fig[0] == LF_ESTIMATE || x->f.ratio)
			snprintf(is, sizeof is, "%.6g", v);
		else
			snprintf(is, sizeof is, "%.0f", v);
	}
	if (!ok)
		snprintf(msg, msglen, "expect %s %s, but it is %s", name, x->text, is);
	return ok;
}
