/* SPDX-License-Identifier: MIT */
/* Two searches in lockstep (compare.h). */
#include "compare.h"

#include <stdio.h>
#include <string.h>

#include "ktour/engine_desc.h"
#include "ui/model/engine_text.h"

bool compare_start(compare *c, const engine_config *first, const char *spec, char *err,
		   size_t errlen)
{
	engine_config cfg;
	search_next n;
	if (strlen(spec) >= sizeof c->spec) {
		snprintf(err, errlen, "--compare: the settings are too long");
		return false;
	}
	if (!config_compare(first, spec, &cfg, err, errlen) ||
	    !search_make(&n, &cfg, NULL, err, errlen))
		return false;
	search_use(&c->right, &n, false, NULL, NULL);
	if (c->spec != spec)
		snprintf(c->spec, sizeof c->spec, "%s", spec);
	c->first_sol[0] = c->first_sol[1] = 0;
	return true;
}

void compare_free(compare *c)
{
	search_free(&c->right);
	memset(c, 0, sizeof *c);
}

search *compare_side(compare *c, search *first, int i)
{
	return i == 0 ? first : &c->right;
}

const search *compare_side_c(const compare *c, const search *first, int i)
{
	return i == 0 ? first : &c->right;
}

uint64_t compare_t(const compare *c, const search *first)
{
	uint64_t a = history_t(first->h), b = history_t(c->right.h);
	return a > b ? a : b;
}

bool compare_finished(const compare *c, const search *first)
{
	return history_finished(first->h) && history_finished(c->right.h);
}

/* Remember the step of a side's first solution. */
static void note(compare *c, const search *s, int i, const engine_event *ev)
{
	if (ev && ev->kind == EV_SOLUTION && !c->first_sol[i])
		c->first_sol[i] = history_t(s->h);
}

bool compare_step(compare *c, search *first, compare_events *out)
{
	memset(out, 0, sizeof *out);
	out->hit = -1;
	bool any = false;
	for (int i = 0; i < 2; i++) {
		search *s = compare_side(c, first, i);
		if (history_finished(s->h))
			continue;
		out->ev[i] = history_step(s->h);
		note(c, s, i, out->ev[i]);
		any |= out->ev[i] != NULL;
	}
	return any;
}

uint64_t compare_run(compare *c, search *first, uint64_t max, unsigned stop,
		     compare_events *out)
{
	uint64_t n = 0;
	memset(out, 0, sizeof *out);
	out->hit = -1;
	while (n < max && !compare_finished(c, first)) {
		bool done[2] = {history_finished(first->h), history_finished(c->right.h)};
		if (done[0] || done[1]) {
			/* One goes on alone: the history's fast path. */
			int i = done[0] ? 1 : 0;
			search *s = compare_side(c, first, i);
			uint64_t k = history_run(s->h, max - n, stop | 1u << EV_SOLUTION);
			n += k;
			out->ev[i] = history_last(s->h);
			out->ev[1 - i] = NULL;
			note(c, s, i, out->ev[i]);
			if (k && (stop >> out->ev[i]->kind & 1)) {
				out->hit = i;
				return n;
			}
			continue;
		}
		compare_events one;
		compare_step(c, first, &one);
		n++;
		*out = one;
		for (int i = 0; i < 2; i++)
			if (one.ev[i] && (stop >> one.ev[i]->kind & 1)) {
				out->hit = i;
				return n;
			}
	}
	return n;
}

bool compare_back(compare *c, search *first)
{
	uint64_t t = compare_t(c, first);
	if (t == 0)
		return false;
	/* Check both first, so that a refusal changes nothing. */
	for (int i = 0; i < 2; i++) {
		const search *s = compare_side(c, first, i);
		if (history_t(s->h) == t && history_back_check(s->h, 1) != HISTORY_BACK_OK)
			return false;
	}
	for (int i = 0; i < 2; i++) {
		search *s = compare_side(c, first, i);
		if (history_t(s->h) == t)
			history_back(s->h, 1);
	}
	return true;
}

/* The settings that say what a side is, in the codec's names. */
static const config_key told[] = {CONFIG_ENGINE, CONFIG_PRUNE, CONFIG_ORDER, CONFIG_TIEBREAK,
				  CONFIG_CLOSED, CONFIG_SEED};

/* Does setting k say anything about cfg's search?  Its engine takes it
 * (the descriptor says), and the seed only where something is random. */
static bool applies(const engine_config *cfg, config_key k)
{
	switch (k) {
	case CONFIG_PRUNE: return engine_can(cfg->kind, ENG_PRUNE);
	case CONFIG_ORDER: return engine_can(cfg->kind, ENG_ORDER);
	case CONFIG_CLOSED: return engine_can(cfg->kind, ENG_CLOSED);
	case CONFIG_TIEBREAK: return engine_can(cfg->kind, ENG_TIEBREAK);
	case CONFIG_SEED: return config_draws_seed(cfg);
	default: return true;
	}
}

void compare_label(const engine_config *me, const engine_config *other, char *out,
		   size_t outlen)
{
	snprintf(out, outlen, "%s", engine_kind_name(me->kind));
	if (me->kind != other->kind)
		return;
	for (size_t i = 1; i < sizeof told / sizeof told[0]; i++) {
		char a[64], b[64];
		if (!applies(me, told[i]))
			continue;
		config_value_format(me, told[i], &config_header_spelling, a, sizeof a);
		config_value_format(other, told[i], &config_header_spelling, b, sizeof b);
		if (strcmp(a, b) != 0) {
			const char *key = config_key_name(told[i], &config_header_spelling);
			char ord[9];
			ordering_format(me->tie_order, ord);
			if (told[i] == CONFIG_CLOSED)
				snprintf(out, outlen, "%s %s", engine_kind_name(me->kind),
					 me->closed ? "closed" : "open");
			else if (told[i] == CONFIG_TIEBREAK && engine_can(me->kind, ENG_RANDOM))
				snprintf(out, outlen, "%s scan order %s", engine_kind_name(me->kind),
					 ord); /* its ties are random whatever it says */
			else
				snprintf(out, outlen, "%s %s %s", engine_kind_name(me->kind), key, a);
			return;
		}
	}
}

void compare_title(const engine_config *cfg, char *out, size_t outlen)
{
	size_t n = (size_t)snprintf(out, outlen, "%s", engine_kind_name(cfg->kind));
	for (size_t i = 1; i < sizeof told / sizeof told[0] && n < outlen; i++) {
		char v[64];
		if (!applies(cfg, told[i]))
			continue;
		if (told[i] == CONFIG_CLOSED) {
			n += (size_t)snprintf(out + n, outlen - n, ", %s",
					      cfg->closed ? "closed" : "open");
			continue;
		}
		if (told[i] == CONFIG_TIEBREAK && engine_ties_at_random(cfg, v, sizeof v)) {
			n += (size_t)snprintf(out + n, outlen - n, ", %s", v);
			continue;
		}
		config_value_format(cfg, told[i], &config_header_spelling, v, sizeof v);
		n += (size_t)snprintf(out + n, outlen - n, ", %s %s",
				      config_key_name(told[i], &config_header_spelling), v);
	}
}

/* What who is ahead is said from: each side's label, view, steps and
 * solutions. */
typedef struct race {
	char name[2][80];
	engine_view v[2];
	uint64_t t[2], sols[2];
} race;

static void race_of(const compare *c, const search *first, race *r)
{
	memset(r, 0, sizeof *r);
	for (int i = 0; i < 2; i++) {
		const search *s = compare_side_c(c, first, i);
		compare_label(&s->cfg, &compare_side_c(c, first, 1 - i)->cfg, r->name[i],
			      sizeof r->name[i]);
		search_view(s, &r->v[i]);
		r->t[i] = history_t(s->h);
		r->sols[i] = r->v[i].counters.solutions;
	}
}

void compare_headline(const compare *c, const search *first, char *out, size_t outlen)
{
	race r;
	race_of(c, first, &r);
	unsigned long long n = compare_t(c, first);
	if (r.sols[0] && r.sols[1] && c->first_sol[0] == c->first_sol[1]) {
		snprintf(out, outlen, "Both found a tour at step %llu",
			 (unsigned long long)c->first_sol[0]);
	} else if (r.sols[0] || r.sols[1]) {
		int a = !r.sols[0] || (r.sols[1] && c->first_sol[1] < c->first_sol[0]);
		snprintf(out, outlen, "%s found a tour first, at step %llu", r.name[a],
			 (unsigned long long)c->first_sol[a]);
	} else if (r.v[0].depth == r.v[1].depth) {
		snprintf(out, outlen, "Step %llu: both %d deep", n, (int)r.v[0].depth);
	} else {
		int a = r.v[1].depth > r.v[0].depth;
		snprintf(out, outlen, "Step %llu: %s ahead, %d vs %d", n, r.name[a],
			 (int)r.v[a].depth, (int)r.v[1 - a].depth);
	}
}

void compare_ahead(const compare *c, const search *first, char *out, size_t outlen)
{
	race r;
	race_of(c, first, &r);
	char(*name)[80] = r.name;
	engine_view *v = r.v;
	uint64_t *t = r.t, *sols = r.sols;
	if (sols[0] && sols[1] && c->first_sol[0] == c->first_sol[1]) {
		snprintf(out, outlen, "Both found a first tour at step %llu; solutions %llu vs %llu",
			 (unsigned long long)c->first_sol[0], (unsigned long long)sols[0],
			 (unsigned long long)sols[1]);
	} else if (sols[0] && sols[1]) {
		int a = c->first_sol[1] < c->first_sol[0] ? 1 : 0;
		snprintf(out, outlen,
			 "%s found its first tour at step %llu, %s at step %llu; solutions "
			 "%llu vs %llu",
			 name[a], (unsigned long long)c->first_sol[a], name[1 - a],
			 (unsigned long long)c->first_sol[1 - a], (unsigned long long)sols[a],
			 (unsigned long long)sols[1 - a]);
	} else if (sols[0] || sols[1]) {
		int a = sols[1] ? 1 : 0, b = 1 - a;
		snprintf(out, outlen, "%s found a tour at step %llu; %s: none %s %llu steps",
			 name[a], (unsigned long long)c->first_sol[a], name[b],
			 history_finished(compare_side_c(c, first, b)->h) ? "in all" : "yet after",
			 (unsigned long long)t[b]);
	} else if (v[0].depth == v[1].depth) { /* short: the line has 65 columns at 80 */
		uint64_t n = compare_t(c, first);
		snprintf(out, outlen, "No tour yet (%llu step%s); both paths %d square%s deep",
			 (unsigned long long)n, n == 1 ? "" : "s", (int)v[0].depth,
			 v[0].depth == 1 ? "" : "s");
	} else {
		int a = v[1].depth > v[0].depth ? 1 : 0;
		uint64_t n = compare_t(c, first);
		snprintf(out, outlen, "No tour yet (%llu step%s); deeper: %s, %d vs %d",
			 (unsigned long long)n, n == 1 ? "" : "s", name[a], (int)v[a].depth,
			 (int)v[1 - a].depth);
	}
}
