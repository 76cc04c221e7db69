/* SPDX-License-Identifier: MIT */
/* The tables, summaries and charts of the experiments, from the cells
 * that finished.  The summary lines compare with the published claims
 * (docs/literature.md). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "experiment_impl.h"

#define TEXT_SLOT 96 /* bytes of text per table row */

/* Text storage for row `row`. */
static char *slot(experiment_result *r, size_t row)
{
	return r->text + row * TEXT_SLOT;
}

static bool job_partial(const exp_job *j)
{
	for (size_t i = 0; i < j->ncells; i++)
		if (!j->done[i])
			return true;
	return false;
}

static void subtitle(const exp_job *j, experiment_result *r, const char *extra)
{
	const experiment_options *o = j->o;
	char seed[40] = "";
	if (experiment_uses_seed(o))
		snprintf(seed, sizeof seed, ", seed %llu", (unsigned long long)o->seed);
	bool square = o->kind != EXP_ORDERINGS && o->kind != EXP_ORDERINGS19;
	snprintf(r->chart.subtitle, sizeof r->chart.subtitle, "%s %d..%d%s%s%s",
		 square ? "m =" : "sides", o->lo, o->hi, extra, seed,
		 job_partial(j) ? " (partial: stopped early)" : "");
}

/* Series storage: nseries lines of npoints each. */
static bool alloc_series(experiment_chart *ch, int nseries, size_t npoints)
{
	size_t n = (size_t)nseries * (npoints ? npoints : 1);
	ch->x = malloc(n * sizeof *ch->x);
	ch->y = malloc(n * sizeof *ch->y);
	if (!ch->x || !ch->y)
		return false;
	for (int s = 0; s < nseries; s++) {
		ch->series[s].x = ch->x + (size_t)s * npoints;
		ch->series[s].y = ch->y + (size_t)s * npoints;
		ch->series[s].n = npoints;
	}
	ch->c.series = ch->series;
	ch->c.nseries = nseries;
	return true;
}

static void line_chart(experiment_result *r, const char *xlabel, const char *ylabel,
		       double xmin, double xmax, double ymax)
{
	chart *c = &r->chart.c;
	c->title = r->chart.title;
	c->subtitle = r->chart.subtitle;
	c->xlabel = xlabel;
	c->ylabel = ylabel;
	c->xmin = xmin;
	c->xmax = xmax;
	c->ymin = 0;
	c->ymax = ymax;
}

/* ---- random-ties ------------------------------------------------------------ */

/* The claims' figures for one percentage curve over the sides. */
typedef struct curve_stats {
	int n_below100, over50_below100;
	int n_above200, under5_above200;
	int largest_tour, first_under50, last_over50, first_under5, last_over5;
} curve_stats;

static void curve_add(curve_stats *s, int m, double pct)
{
	if (m < 100) {
		s->n_below100++;
		s->over50_below100 += pct > 50;
	}
	if (m > 200) {
		s->n_above200++;
		s->under5_above200 += pct < 5;
	}
	if (pct > 0)
		s->largest_tour = m;
	if (pct < 50 && !s->first_under50)
		s->first_under50 = m;
	if (pct >= 50)
		s->last_over50 = m;
	if (pct < 5 && !s->first_under5)
		s->first_under5 = m;
	if (pct >= 5)
		s->last_over5 = m;
}

static void note_m(table *t, const char *key, int m, const char *none)
{
	if (m)
		table_note(t, key, "%d", m);
	else
		table_note(t, key, "%s", none);
}

static void curve_notes(table *t, const curve_stats *s)
{
	if (s->n_below100)
		table_note(t, "m < 100 with over 50%", "%d of %d size%s (published: almost all)",
			   s->over50_below100, s->n_below100, s->n_below100 == 1 ? "" : "s");
	if (s->n_above200)
		table_note(t, "m > 200 with under 5%", "%d of %d size%s (published: all)",
			   s->under5_above200, s->n_above200, s->n_above200 == 1 ? "" : "s");
	note_m(t, "largest m with a tour", s->largest_tour, "none");
	if (s->n_above200)
		table_note(t, "published", "no tour for m > 325");
	note_m(t, "first m under 50%", s->first_under50, "none");
	note_m(t, "last m at 50% or more", s->last_over50, "none");
	note_m(t, "first m under 5%", s->first_under5, "none");
	note_m(t, "last m at 5% or more", s->last_over5, "none");
}

static bool report_random_ties(const exp_job *j, experiment_result *r)
{
	static const table_col cols[] = {{"m", 0}, {"trials", 0}, {"tours", 0}, {"percent", 1}};
	const experiment_options *o = j->o;
	table *t = &r->t;
	table_init(t, "random-ties", experiment_title(o->kind), cols, 4);
	experiment_chart *ch = &r->chart;
	if (!alloc_series(ch, 1, j->ncells))
		return false;
	ch->series[0].name = "random ties";
	curve_stats s = {0};
	uint64_t tours = 0, walks = 0;
	for (size_t i = 0; i < j->ncells; i++) {
		int m = o->lo + (int)i;
		double pct = 100.0 * (double)j->d.tours[i] / (double)o->trials;
		ch->x[i] = m;
		ch->y[i] = j->done[i] ? pct : NAN;
		if (!j->done[i])
			continue;
		table_val v[4] = {tv_int(m), tv_int((int64_t)o->trials),
				  tv_int((int64_t)j->d.tours[i]), tv_real(pct)};
		if (!table_add_row(t, v))
			return false;
		curve_add(&s, m, pct);
		tours += j->d.tours[i];
		walks += o->trials;
	}
	curve_notes(t, &s);
	table_note(t, "tours", "%llu of %llu walk%s", (unsigned long long)tours,
		   (unsigned long long)walks, walks == 1 ? "" : "s");
	snprintf(ch->title, sizeof ch->title,
		 "random-ties: Warnsdorff with random ties, tours per %llu walk%s",
		 (unsigned long long)o->trials, o->trials == 1 ? "" : "s");
	char extra[64];
	snprintf(extra, sizeof extra, ", %llu trial%s per m, walks from (1,1)",
		 (unsigned long long)o->trials, o->trials == 1 ? "" : "s");
	subtitle(j, r, extra);
	line_chart(r, "m (board m x m)", "tours (% of walks)", o->lo, o->hi, 104);
	ch->guides[0] = (chart_guide){50, "50%"};
	ch->guides[1] = (chart_guide){5, "5%"};
	ch->c.guides = ch->guides;
	ch->c.nguides = 2;
	return true;
}

/* ---- tiebreaks ------------------------------------------------------------------ */

/* The mean size and percentage of rule k over each bin of `bin` sizes
 * (NAN where no cell of the bin finished). */
static void bin_means(const exp_job *j, size_t k, size_t bin, double *x, double *y)
{
	size_t n = (size_t)j->d.nsizes, nr = (size_t)j->o->nrules;
	for (size_t b = 0; b * bin < n; b++) {
		double sx = 0, sy = 0;
		int cnt = 0;
		for (size_t i = b * bin; i < n && i < (b + 1) * bin; i++)
			if (j->done[i * nr + k]) {
				sx += j->o->lo + (double)i;
				sy += j->d.percent[i * nr + k];
				cnt++;
			}
		x[b] = cnt ? sx / cnt : j->o->lo + (double)(b * bin);
		y[b] = cnt ? sy / cnt : NAN;
	}
}

static bool report_tiebreaks(const exp_job *j, experiment_result *r)
{
	const experiment_options *o = j->o;
	table_col cols[1 + EXPERIMENT_MAX_RULES] = {{"m", 0}};
	for (int k = 0; k < o->nrules; k++)
		cols[1 + k] = (table_col){o->rules[k].name,
					  o->rules[k].tiebreak == TIEBREAK_RANDOM ? 1 : 0};
	table *t = &r->t;
	table_init(t, "tiebreaks", experiment_title(o->kind), cols, 1 + o->nrules);
	experiment_chart *ch = &r->chart;
	size_t n = (size_t)j->d.nsizes, nr = (size_t)o->nrules;
	/* Deterministic rules are 0% or 100% at each size: the chart shows
	 * means over bins of sizes (about 40 points), which is the chance that
	 * a walk on a board of that range of sizes gives a tour. */
	size_t bin = (n + 39) / 40, nbins = (n + bin - 1) / bin;
	if (!alloc_series(ch, o->nrules, nbins))
		return false;
	int ok_sizes[EXPERIMENT_MAX_RULES] = {0}, largest[EXPERIMENT_MAX_RULES] = {0};
	int first_fail[EXPERIMENT_MAX_RULES] = {0}, sizes = 0;
	for (size_t i = 0; i < n; i++) {
		int m = o->lo + (int)i;
		bool all = true;
		table_val v[1 + EXPERIMENT_MAX_RULES];
		v[0] = tv_int(m);
		for (size_t k = 0; k < nr; k++) {
			size_t c = i * nr + k;
			v[1 + k] = j->done[c] ? tv_real(j->d.percent[c]) : tv_none();
			all = all && j->done[c];
		}
		if (!all)
			continue;
		sizes++;
		for (size_t k = 0; k < nr; k++) {
			double pct = j->d.percent[i * nr + k];
			ok_sizes[k] += pct > 0;
			if (pct > 0)
				largest[k] = m;
			else if (!first_fail[k])
				first_fail[k] = m;
		}
		if (!table_add_row(t, v))
			return false;
	}
	for (size_t k = 0; k < nr; k++) {
		ch->series[k].name = o->rules[k].name;
		bin_means(j, k, bin, ch->x + k * nbins, ch->y + k * nbins);
		char big[16] = "none", first[16] = "none";
		if (largest[k])
			snprintf(big, sizeof big, "%d", largest[k]);
		if (first_fail[k])
			snprintf(first, sizeof first, "%d", first_fail[k]);
		table_note(t, o->rules[k].name,
			   "tours on %d of %d size%s; largest m %s; first failure %s", ok_sizes[k],
			   sizes, sizes == 1 ? "" : "s", big, first);
	}
	snprintf(ch->title, sizeof ch->title, "tiebreaks: Warnsdorff tie-break rules compared");
	char extra[80];
	snprintf(extra, sizeof extra,
		 ", random: %llu trial%s per m, walks from (1,1), means over %zu size%s",
		 (unsigned long long)o->trials, o->trials == 1 ? "" : "s", bin,
		 bin == 1 ? "" : "s");
	subtitle(j, r, extra);
	line_chart(r, "m (board m x m)", "tours (% of walks)", o->lo, o->hi, 104);
	return true;
}

/* ---- orderings ----------------------------------------------------------------- */

static bool report_orderings(const exp_job *j, experiment_result *r)
{
	static const table_col cols[] = {{"ordering", 0}, {"fails-on", 0}, {"side", 0}};
	const experiment_options *o = j->o;
	table *t = &r->t;
	table_init(t, "orderings", experiment_title(o->kind), cols, 3);
	size_t n = (size_t)j->d.nsizes;
	experiment_chart *ch = &r->chart;
	r->text = malloc((j->ncells ? j->ncells : 1) * TEXT_SLOT);
	if (!r->text || !alloc_series(ch, 1, n))
		return false;
	/* failures[s - lo]: orderings whose first failure has longer side s */
	size_t *failures = calloc(n, sizeof *failures), done = 0, never = 0;
	if (!failures)
		return false;
	int worst = 0;
	for (size_t i = 0; i < j->ncells; i++) {
		if (!j->done[i])
			continue;
		uint8_t order[8];
		if (o->orderings)
			memcpy(order, o->orderings[i], 8);
		else
			experiment_ordering(i, order);
		char *txt = slot(r, t->nrows);
		ordering_format(order, txt);
		int fr = j->d.fail_r[i], fc = j->d.fail_c[i], side = fr > fc ? fr : fc;
		table_val v[3] = {tv_text(txt), tv_text("none"), tv_none()};
		if (fr) {
			snprintf(txt + 16, TEXT_SLOT - 16, "%dx%d", fr, fc);
			v[1] = tv_text(txt + 16);
			v[2] = tv_int(side);
			failures[side - o->lo]++;
			worst = side > worst ? side : worst;
		} else {
			never++;
		}
		done++;
		if (!table_add_row(t, v)) {
			free(failures);
			return false;
		}
	}
	/* survivors after side s: not failed on any board with sides <= s */
	size_t alive = done;
	char list[160] = "";
	for (size_t s = 0; s < n; s++) {
		size_t before = alive;
		alive -= failures[s];
		ch->x[s] = o->lo + (double)s;
		ch->y[s] = (double)alive;
		/* every fifth side, and where the last ones fail */
		bool show = s % 5 == 0 || (before > 0 && alive == 0) ||
			    (alive > 0 && s + 1 < n && alive == failures[s + 1]);
		size_t len = strlen(list);
		if (show && before > 0 && len + 24 < sizeof list)
			snprintf(list + len, sizeof list - len, "%s%d:%zu", len ? " " : "",
				 o->lo + (int)s, alive);
	}
	free(failures);
	table_note(t, "orderings", "%zu", done);
	table_note(t, "fail on some board", "%zu of %zu (published: all, for sides 10..50)",
		   done - never, done);
	note_m(t, "largest side of a first failure", worst, "none");
	table_note(t, "left after side", "%s", list);
	ch->series[0].name = "orderings without a failure";
	snprintf(ch->title, sizeof ch->title,
		 "orderings: move orderings whose walks have not failed yet");
	char extra[64];
	snprintf(extra, sizeof extra, ", %zu ordering%s, walks from (%d,%d)", j->ncells,
		 j->ncells == 1 ? "" : "s", o->start_row ? o->start_row : 1,
		 o->start_col ? o->start_col : 1);
	subtitle(j, r, extra);
	line_chart(r, "s (every m x n board with 10 <= m, n <= s tried)",
		   "orderings with a tour on every such board", o->lo, o->hi,
		   (double)(done ? done : 1));
	return true;
}

/* ---- orderings19 ----------------------------------------------------------------- */

static const char *const o19_sym = ".23456789abcdefghij#"; /* by ordering number */

static bool report_orderings19(const exp_job *j, experiment_result *r)
{
	static const table_col cols[] = {{"rows", 0}, {"cols", 0}, {"ordering", 0}, {"tried", 0}};
	const experiment_options *o = j->o;
	table *t = &r->t;
	table_init(t, "orderings19", experiment_title(o->kind), cols, 4);
	experiment_chart *ch = &r->chart;
	size_t n = (size_t)j->d.nsizes;
	ch->cells = malloc(n * n * sizeof *ch->cells);
	r->text = malloc(TIEBREAK_NORDERINGS19 * TEXT_SLOT);
	if (!ch->cells || !r->text)
		return false;
	for (int k = 0; k < TIEBREAK_NORDERINGS19; k++) {
		char *ord = slot(r, (size_t)k);
		ordering_format(tiebreak_ordering19(k), ord);
		snprintf(ch->catbuf[k], sizeof ch->catbuf[k], "%d: %s", k + 1, ord);
		ch->catname[k] = ch->catbuf[k];
	}
	ch->catname[TIEBREAK_NORDERINGS19] = "none";
	ch->catcolour[TIEBREAK_NORDERINGS19] = "#000000";
	size_t count[TIEBREAK_NORDERINGS19 + 1] = {0}, total = 0;
	char uncovered[160] = "";
	int deepest = 0;
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < n; k++) {
			int idx = j->d.o19[i * n + k];
			ch->cells[i * n + k] = (int16_t)(!j->done[i] ? -1
							 : idx < 0 ? TIEBREAK_NORDERINGS19
								   : idx);
			if (!j->done[i])
				continue;
			table_val v[4] = {tv_int(o->lo + (int)i), tv_int(o->lo + (int)k),
					  tv_text("none"), tv_none()};
			if (idx >= 0) {
				v[2] = tv_text(slot(r, (size_t)idx));
				v[3] = tv_int(idx + 1);
				deepest = idx + 1 > deepest ? idx + 1 : deepest;
			} else {
				size_t len = strlen(uncovered);
				if (len + 16 < sizeof uncovered)
					snprintf(uncovered + len, sizeof uncovered - len, "%s%dx%d",
						 len ? " " : "", o->lo + (int)i, o->lo + (int)k);
			}
			count[idx < 0 ? TIEBREAK_NORDERINGS19 : idx]++;
			total++;
			if (!table_add_row(t, v))
				return false;
		}
	table_note(t, "rectangles", "%zu", total);
	table_note(t, "with a tour", "%zu of %zu (published: all, for sides 10..299)",
		   total - count[TIEBREAK_NORDERINGS19], total);
	table_note(t, "without a tour", "%s", count[TIEBREAK_NORDERINGS19] ? uncovered : "none");
	table_note(t, "most orderings tried", "%d", deepest);
	/* two lines, each within 80 columns */
	for (int half = 0; half < 2; half++) {
		char byk[160] = "";
		for (int k = half * 9; k < (half ? TIEBREAK_NORDERINGS19 : 9); k++) {
			size_t len = strlen(byk);
			if (count[k] && len + 16 < sizeof byk)
				snprintf(byk + len, sizeof byk - len, "%s%d:%zu", len ? " " : "",
					 k + 1, count[k]);
		}
		table_note(t, half ? "tours by ordering 10-19" : "tours by ordering 1-9", "%s",
			   *byk ? byk : "none");
	}
	chart_map *m = &ch->map;
	*m = (chart_map){.ncols = (int)n, .nrows = (int)n, .x0 = o->lo, .y0 = o->lo,
			 .cell = ch->cells, .ncat = TIEBREAK_NORDERINGS19 + 1,
			 .catname = ch->catname, .catcolour = ch->catcolour, .catsym = o19_sym,
			 .ring_last = true};
	ch->c.map = m;
	snprintf(ch->title, sizeof ch->title,
		 "orderings19: the first of the nineteen orderings with a tour");
	subtitle(j, r, ", walks from (1,1)");
	line_chart(r, "n (columns)", "m (rows)", o->lo, o->hi, o->hi);
	return true;
}

/* ---- schedule ------------------------------------------------------------------- */

enum { SC_12345678, SC_21345678, SC_13245678, SC_SCHEDULE, SC_NONE, SC_NCAT };

/* The orderings of the m x m schedule, blank-separated, in out (at least
 * 9 * TIEBREAK_SCHEDULE_MAX bytes); returns how many. */
static int schedule_text(int m, char *out)
{
	uint8_t orders[TIEBREAK_SCHEDULE_MAX][8];
	ksq until[TIEBREAK_SCHEDULE_MAX];
	int ns = tiebreak_schedule(m, orders, until);
	for (int k = 0; k < ns; k++) {
		ordering_format(orders[k], out + 9 * k);
		out[9 * k + 8] = k + 1 < ns ? ' ' : '\0';
	}
	return ns;
}

static bool report_schedule(const exp_job *j, experiment_result *r)
{
	static const table_col cols[] = {{"m", 0}, {"tour", 0}, {"rule", 0}, {"reached", 0},
					 {"of", 0}};
	static const char *const catname[SC_NCAT] = {
		"12345678 (m < 112)", "21345678 (m < 112)", "13245678 (m = 87)",
		"schedule by m mod 8 (m >= 112)", "no tour"};
	static const char *const catcolour[SC_NCAT] = {"#9ecae1", "#ff7f0e", "#9467bd",
						       "#2ca02c", "#d62728"};
	static const char *const schedule_key[8] = {
		"schedule 0 (m mod 8)", "schedule 1 (m mod 8)", "schedule 2 (m mod 8)",
		"schedule 3 (m mod 8)", "schedule 4 (m mod 8)", "schedule 5 (m mod 8)",
		"schedule 6 (m mod 8)", "schedule 7 (m mod 8)"};
	const experiment_options *o = j->o;
	table *t = &r->t;
	table_init(t, "schedule", experiment_title(o->kind), cols, 5);
	experiment_chart *ch = &r->chart;
	size_t n = j->ncells, nblocks = (size_t)(o->hi / 8 - o->lo / 8 + 1);
	r->text = malloc((n ? n : 1) * TEXT_SLOT);
	ch->cells = malloc(8 * nblocks * sizeof *ch->cells);
	if (!r->text || !ch->cells)
		return false;
	for (size_t i = 0; i < 8 * nblocks; i++)
		ch->cells[i] = -1;
	size_t tours = 0, done = 0;
	char failed[160] = "";
	bool listed[8] = {false};
	for (size_t i = 0; i < n; i++) {
		if (!j->done[i])
			continue;
		int m = o->lo + (int)i;
		char *txt = slot(r, t->nrows);
		int ns = schedule_text(m, txt);
		int cat = ns > 1 ? SC_SCHEDULE
			  : strcmp(txt, "21345678") == 0 ? SC_21345678
			  : strcmp(txt, "13245678") == 0 ? SC_13245678
							 : SC_12345678;
		if (ns > 1) {
			if (!listed[m % 8])
				table_note(t, schedule_key[m % 8], "%s", txt);
			listed[m % 8] = true;
			snprintf(txt, TEXT_SLOT, "schedule %d", m % 8);
		}
		table_val v[5] = {tv_int(m), tv_text(j->d.sc_tour[i] ? "yes" : "no"), tv_text(txt),
				  tv_int(j->d.sc_stage[i]), tv_int(ns)};
		if (!table_add_row(t, v))
			return false;
		done++;
		tours += j->d.sc_tour[i];
		if (!j->d.sc_tour[i]) {
			cat = SC_NONE;
			size_t len = strlen(failed);
			if (len + 8 < sizeof failed)
				snprintf(failed + len, sizeof failed - len, "%s%d", len ? " " : "",
					 m);
		}
		ch->cells[(size_t)(m % 8) * nblocks + (size_t)(m / 8 - o->lo / 8)] = (int16_t)cat;
	}
	table_note(t, "sizes", "%zu", done);
	table_note(t, "with a tour", "%zu of %zu (published: every m >= 5)", tours, done);
	table_note(t, "without a tour", "%s", tours == done ? "none" : failed);
	for (int k = 0; k < 8; k++) {
		snprintf(ch->rowbuf[k], sizeof ch->rowbuf[k], "m mod 8 = %d", k);
		ch->rowname[k] = ch->rowbuf[k];
	}
	chart_map *m = &ch->map;
	*m = (chart_map){.ncols = (int)nblocks, .nrows = 8, .x0 = 8 * (o->lo / 8), .xstep = 8,
			 .cell = ch->cells, .ncat = SC_NCAT, .catname = catname,
			 .catcolour = catcolour, .catsym = "o23sX", .rowname = ch->rowname,
			 .ring_last = true};
	ch->c.map = m;
	snprintf(ch->title, sizeof ch->title,
		 "schedule: Squirrel and Cull's rule on m x m boards, the ordering used");
	subtitle(j, r, ", walks from (1,1)");
	line_chart(r, "m (board m x m; each column is 8 sizes)", "m mod 8", o->lo, o->hi, 8);
	return true;
}

/* ---- the report ------------------------------------------------------------------ */

static void parameters(const exp_job *j, experiment_result *r)
{
	const experiment_options *o = j->o;
	table *t = &r->t;
	table_param(t, "sides", "%d..%d", o->lo, o->hi);
	if (o->kind == EXP_RANDOM_TIES || o->kind == EXP_TIEBREAKS)
		table_param(t, "trials", "%llu", (unsigned long long)o->trials);
	if (o->kind == EXP_TIEBREAKS) {
		char rules[160] = "";
		for (int k = 0, len = 0; k < o->nrules && len < (int)sizeof rules; k++)
			len += snprintf(rules + len, sizeof rules - (size_t)len, "%s%s",
					k ? "," : "", o->rules[k].name);
		table_param(t, "rules", "%s", rules);
	}
	if (o->kind == EXP_ORDERINGS)
		table_param(t, "orderings", "%zu", j->ncells);
	if (experiment_uses_seed(o))
		table_param(t, "seed", "%llu", (unsigned long long)o->seed);
	else
		table_param(t, "seed", "not used (no random choice)");
	if (o->start_row > 0)
		table_param(t, "start", "(%d,%d) on every board", o->start_row, o->start_col);
	else
		table_param(t, "start", "the top-left corner (1,1)");
}

bool exp_report(const exp_job *j, experiment_result *r)
{
	bool ok;
	switch (j->o->kind) {
	case EXP_RANDOM_TIES: ok = report_random_ties(j, r); break;
	case EXP_TIEBREAKS: ok = report_tiebreaks(j, r); break;
	case EXP_ORDERINGS: ok = report_orderings(j, r); break;
	case EXP_ORDERINGS19: ok = report_orderings19(j, r); break;
	case EXP_SCHEDULE:
	default: ok = report_schedule(j, r); break;
	}
	if (!ok)
		return false;
	r->t.partial = job_partial(j);
	parameters(j, r);
	return true;
}
