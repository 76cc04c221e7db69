/* SPDX-License-Identifier: MIT */
/* Play mode's hint (play_model.h): Warnsdorff's choice, and whether a
 * tour is still possible, decided first by the look-ahead's glance at the
 * squares left (one that no path can reach any more, two that would both
 * be the end, ...: ui/model/lookahead.h), then by the backtrack engine
 * continuing the path as a fixed prefix for a bounded number of steps. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play_model.h"
#include "ktour/engine.h"
#include "ktour/square.h"
#include "ui/model/lookahead.h"

/* Unvisited neighbours of sq. */
static int onward(const play_model *m, ksq sq)
{
	int n = 0;
	for (int k = 0; k < 8; k++) {
		ksq t = board_target(&m->b, sq, k);
		n += t != KSQ_NONE && !m->visited[t];
	}
	return n;
}

/* Fewest onward moves, the lowest move number on a tie. */
static void warnsdorff(const play_model *m, play_hint *h)
{
	ksq legal[8];
	play_legal(m, legal);
	h->best = KSQ_NONE;
	h->ntied = 0;
	for (int k = 0; k < 8; k++) {
		if (legal[k] == KSQ_NONE)
			continue;
		int d = onward(m, legal[k]);
		if (h->best == KSQ_NONE || d < h->best_degree) {
			h->best = legal[k];
			h->best_degree = d;
			h->best_move = k + 1;
			h->ntied = 1;
		} else if (d == h->best_degree) {
			h->ntied++;
		}
	}
}

/* Why the look-ahead rules a tour out from here (lookahead.h): the
 * degrees of the squares left as an engine's view has them.  False when
 * it sees nothing wrong (or cannot look: no memory). */
static bool judge(const play_model *m, la_verdict *la)
{
	uint8_t *deg = malloc((size_t)m->b.nsq);
	if (!deg)
		return false;
	for (ksq sq = 0; sq < m->b.nsq; sq++)
		deg[sq] = m->visited[sq] ? ENGINE_VISITED : (uint8_t)onward(m, sq);
	bool no = la_judge(&m->b, deg, m->path[m->len - 1], m->path[0], m->closed, la);
	free(deg);
	return no;
}

static bool stop_at_first(void *ctx, const ksq *path, int32_t len)
{
	(void)ctx;
	(void)path;
	(void)len;
	return false;
}

void play_search_settings(engine_config *cfg)
{
	cfg->kind = ENGINE_BACKTRACK;
	cfg->order_warnsdorff = true;
	cfg->prune = PRUNE_LOOKAHEAD;
}

/* The backtrack engine from the path: a tour found, none, or unknown. */
static void search(const play_model *m, uint64_t max_steps, play_hint *h)
{
	engine_config cfg = engine_config_default();
	cfg.spec = (board_spec){m->b.rows, m->b.cols, m->b.lea, m->b.leb, m->b.torus};
	play_search_settings(&cfg);
	cfg.closed = m->closed;
	cfg.prefix = m->path;
	cfg.prefix_len = m->len;
	char err[200];
	engine *e = engine_create(&cfg, err, sizeof err);
	if (!e) {
		h->verdict = HINT_UNKNOWN;
		return;
	}
	engine_event_kind k = engine_run(e, max_steps, stop_at_first, NULL);
	engine_view v;
	engine_view_get(e, &v);
	h->steps = v.counters.steps;
	h->verdict = k == EV_SOLUTION ? HINT_YES : k == EV_EXHAUSTED ? HINT_NO : HINT_UNKNOWN;
	engine_destroy(e);
}

/* The verdict in a line, for the message line. */
static void verdict_line(const play_model *m, const play_hint *h, char *out, size_t len)
{
	const char *tour = m->closed ? "closed tour" : "tour";
	switch (h->verdict) {
	case HINT_YES: snprintf(out, len, "Hint: a %s is still possible.", tour); break;
	case HINT_NO:
		snprintf(out, len, "Hint: no %s is possible from here; u takes moves back.", tour);
		break;
	case HINT_UNKNOWN:
		snprintf(out, len, "Hint: the search could not decide whether a %s is possible.",
			 tour);
		break;
	case HINT_OVER: snprintf(out, len, "Hint: the game is over."); break;
	}
}

/* Why the verdict is what it is, as a sentence (the verdict itself is on
 * the message line, not said again). */
static void verdict_text(const play_model *m, const play_hint *h, char *out, size_t len)
{
	const char *tour = m->closed ? "closed tour" : "tour";
	unsigned long long steps = (unsigned long long)h->steps;
	char name[SQUARE_NAME_MAX];
	switch (h->verdict) {
	case HINT_YES:
		snprintf(out, len, "The search found one in %llu step%s.", steps,
			 steps == 1 ? "" : "s");
		break;
	case HINT_NO:
		if (h->cut_off != KSQ_NONE) {
			play_square_name(m, h->cut_off, name, sizeof name);
			snprintf(out, len,
				 "Square %s can no longer be reached: every square a move from "
				 "it is visited.",
				 name);
		} else if (h->why[0]) {
			snprintf(out, len, "The look-ahead sees why: %s.", h->why);
		} else {
			snprintf(out, len, "The search tried every way on from here (%llu step%s).",
				 steps, steps == 1 ? "" : "s");
		}
		break;
	case HINT_UNKNOWN:
		snprintf(out, len,
			 "After %llu steps the search had neither found a %s nor ruled one "
			 "out.",
			 steps, tour);
		break;
	case HINT_OVER: break;
	}
}

void play_hint_get(const play_model *m, uint64_t max_steps, play_hint *h)
{
	memset(h, 0, sizeof *h);
	h->cut_off = KSQ_NONE;
	warnsdorff(m, h);
	if (h->best == KSQ_NONE) {
		h->verdict = HINT_OVER;
		verdict_line(m, h, h->verdict_line, sizeof h->verdict_line);
		play_result_text(m, h->text, sizeof h->text);
		return;
	}
	la_verdict la;
	if (judge(m, &la)) {
		h->verdict = HINT_NO;
		if (la.kind == LA_CUT_OFF)
			h->cut_off = la.sq[0];
		else
			la_text(&m->b, &la, h->why, sizeof h->why);
	} else {
		search(m, max_steps, h);
	}
	verdict_line(m, h, h->verdict_line, sizeof h->verdict_line);
	verdict_text(m, h, h->text, sizeof h->text);
	size_t at = strlen(h->text);
	char name[SQUARE_NAME_MAX];
	play_square_name(m, h->best, name, sizeof name);
	snprintf(h->text + at, sizeof h->text - at,
		 " Warnsdorff: %s (move %d), %d onward move%s, the fewest%s.", name, h->best_move,
		 h->best_degree, h->best_degree == 1 ? "" : "s",
		 h->ntied > 1 ? " (tied)" : "");
}
