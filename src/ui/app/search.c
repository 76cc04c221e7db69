/* SPDX-License-Identifier: MIT */
/* The search in use (search.h). */
#include "search.h"

#include <stdio.h>
#include <string.h>

#include "ktour/replay.h"

bool search_make(search_next *n, const engine_config *cfg, const tour *path, char *err,
		 size_t errlen)
{
	engine *e = path ? replay_engine_create(path, err, errlen) : engine_create(cfg, err, errlen);
	if (!e)
		return false;
	engine_view v;
	engine_view_get(e, &v);
	n->cfg = path ? *v.cfg : *cfg;
	/* a fixed path: the engine's own copy, which lives as long as the
	 * search (the caller's may not: play's path, freed by the next P) */
	if (!path && v.cfg->prefix && v.cfg->prefix_len == n->cfg.prefix_len)
		n->cfg.prefix = v.cfg->prefix;
	n->nsq = v.b->nsq;
	n->h = history_create(e, err, errlen);
	return n->h != NULL;
}

void search_drop(search_next *n)
{
	history_destroy(n->h);
	n->h = NULL;
}

void search_use(search *s, search_next *n, bool start_given, tour *path, const char *name)
{
	history_destroy(s->h);
	s->h = n->h;
	n->h = NULL;
	s->cfg = n->cfg;
	s->start_given = start_given;
	s->replaying = path != NULL;
	if (path == &s->path)
		return;
	tour_free(&s->path);
	if (path) {
		s->path = *path;
		memset(path, 0, sizeof *path);
		snprintf(s->name, sizeof s->name, "%s", name ? name : "(tour)");
	}
}

void search_free(search *s)
{
	tour_free(&s->path);
	history_destroy(s->h);
	memset(s, 0, sizeof *s);
}

bool search_fast_forward(search *s, uint64_t target, uint64_t budget)
{
	history *h = s->h;
	/* Quietly to HISTORY_FADE steps before, then the last ones with their
	 * events (narration, retreat marks). */
	uint64_t quiet = target > HISTORY_FADE ? target - HISTORY_FADE : 0, t = history_t(h);
	if (t < quiet && !history_finished(h)) {
		history_skip(h, quiet - t < budget ? quiet - t : budget);
		if (history_t(h) < quiet && !history_finished(h))
			return false;
		history_settle(h);
	}
	t = history_t(h);
	if (target > t)
		history_run(h, target - t, 0);
	return true;
}

bool search_back_to(search *s, uint64_t target)
{
	uint64_t t = history_t(s->h);
	return target >= t || history_back(s->h, t - target);
}

void search_forward_to(search *s, uint64_t target)
{
	uint64_t t = history_t(s->h);
	if (target > t)
		history_run(s->h, target - t, 0);
}

void search_facts(const search *s, app_facts *f)
{
	engine_view v;
	search_view(s, &v);
	memset(f, 0, sizeof *f);
	f->started = history_t(s->h) > 0;
	f->finished = history_finished(s->h);
	f->at_start = history_t(s->h) == 0;
	f->rows = s->cfg.spec.rows;
	f->cols = s->cfg.spec.cols;
	f->start = v.depth > 0 ? v.path[0] : 0;
	f->cfg = &s->cfg;
	f->start_given = s->start_given;
	f->replay_len = v.path_len;
	f->retreated = history_last(s->h)->kind == EV_RETREAT;
}

const engine *search_engine(const search *s)
{
	return history_engine(s->h);
}

void search_view(const search *s, engine_view *v)
{
	engine_view_get(history_engine(s->h), v);
}
