/* SPDX-License-Identifier: MIT */
/* The questions about one step of a search (ktour/quiz.h): next (a
 * Warnsdorff walk's next square), onward (a square's onward moves),
 * forced (Stone's look-ahead: the forced squares and the dead ends among
 * the knight's next squares) and retreat (where backtracking backs up to
 * from a dead end).  Each runs the engine to a drawn moment and asks what
 * it did next or what holds there. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "quiz_impl.h"

static void no_position(const quiz_question *q, char *err, size_t errlen)
{
	snprintf(err, errlen, "no position for a question of kind %s found in %d tries",
		 quiz_kind_names[q->kind], QZ_TRIES);
}

/* ---- next ------------------------------------------------------------------ */

/* Step the walk until a choice with more than one candidate: the path
 * before it into q, the square chosen as the answer. */
static bool next_choice(engine *e, quiz_question *q)
{
	for (;;) {
		engine_view v;
		engine_view_get(e, &v);
		if (!qz_set_path(q, v.path, v.depth))
			return false;
		engine_event ev;
		if (engine_step(e, &ev) != EV_ADVANCE)
			return false;
		if (ev.why != WHY_ONLY) {
			q->answer_sq[0] = ev.sq;
			q->nanswer_sq = 1;
			return true;
		}
	}
}

/* The sentences of a next question; false when the rule, worked out here
 * from the path, does not give the engine's square. */
static bool next_words(quiz_question *q, const board *b, const uint8_t *vis)
{
	ksq knight = q->path[q->len - 1], nb[8];
	board_neighbours(b, knight, nb);
	int deg[8], least = 9, ntied = 0, first = -1;
	for (int i = 0; i < 8; i++) {
		int k = q->cfg.tie_order[i];
		ksq t[8];
		deg[k] = nb[k] == KSQ_NONE || vis[nb[k]] ? 9 : qz_onward(b, vis, nb[k], t);
		if (deg[k] < least)
			least = deg[k];
	}
	char order[9], s[SQUARE_NAME_MAX], a[SQUARE_NAME_MAX];
	ordering_format(q->cfg.tie_order, order);
	for (int i = 0; i < 8; i++) {
		int k = q->cfg.tie_order[i];
		if (deg[k] == least && ntied++ == 0)
			first = k;
	}
	if (first < 0 || nb[first] != q->answer_sq[0])
		return false;
	qz_name(q, q->answer_sq[0], a);
	snprintf(q->question, QUIZ_TEXT_MAX,
		 "The knight is on %s, square %d of the path. Warnsdorff's rule: to which square "
		 "does it go next (the fewest onward moves; a tie goes to the first in the move "
		 "order %s)?",
		 qz_name(q, knight, s), (int)q->len, order);
	snprintf(q->answer, QUIZ_TEXT_MAX, "%s", a);
	snprintf(q->explain, QUIZ_TEXT_MAX, "%s has %d onward move%s", a, least,
		 least == 1 ? "" : "s");
	if (ntied == 1) {
		qz_addf(q->explain, ", the fewest of the knight's next squares (");
		const char *sep = "";
		for (int i = 0; i < 8; i++) {
			int k = q->cfg.tie_order[i];
			if (deg[k] < 9 && k != first) {
				qz_addf(q->explain, "%s%s %d", sep, qz_name(q, nb[k], s), deg[k]);
				sep = ", ";
			}
		}
		qz_addf(q->explain, ")");
		return true;
	}
	qz_addf(q->explain, ", tied with");
	for (int i = 0; i < 8; i++) {
		int k = q->cfg.tie_order[i];
		if (deg[k] == least && k != first)
			qz_addf(q->explain, " %s", qz_name(q, nb[k], s));
	}
	qz_addf(q->explain, "; the tie goes to %s, move %d, the first of them in the order %s", a,
		first + 1, order);
	return true;
}

bool qz_next(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen)
{
	for (int t = 0; t < QZ_TRIES; t++) {
		qz_begin(o, r, q, QUIZ_NEXT, ENGINE_WARNSDORFF);
		q->cfg.tiebreak = TIEBREAK_ORDER;
		engine *e = engine_create(&q->cfg, err, errlen);
		if (!e)
			return false;
		int32_t nsq = q->cfg.spec.rows * q->cfg.spec.cols;
		bool ok = qz_walk_to(e, 1 + (int32_t)rng_below(r, (uint64_t)nsq - 2)) &&
			  next_choice(e, q);
		engine_destroy(e);
		if (!ok)
			continue;
		board b;
		uint8_t *vis = malloc((size_t)nsq);
		if (!vis || !qz_board(q, &b, err, errlen)) {
			free(vis);
			return false;
		}
		qz_visited(&b, q->path, q->len, vis);
		ok = next_words(q, &b, vis);
		board_free(&b);
		free(vis);
		if (ok)
			return true;
		snprintf(err, errlen, "next: the walk's square is not the rule's");
		return false;
	}
	no_position(q, err, errlen);
	return false;
}

/* ---- onward ------------------------------------------------------------------ */

/* Run a walk or a backtracking search (drawn) to a drawn moment with a
 * square left unvisited; the path into q. */
static bool some_position(const quiz_options *o, rng *r, quiz_question *q, quiz_kind k,
			  engine_view *v, engine **out, char *err, size_t errlen)
{
	bool walk = rng_below(r, 2) == 0;
	qz_begin(o, r, q, k, walk ? ENGINE_WARNSDORFF : ENGINE_BACKTRACK);
	engine *e = engine_create(&q->cfg, err, errlen);
	if (!e)
		return false;
	int32_t nsq = q->cfg.spec.rows * q->cfg.spec.cols;
	if (walk)
		qz_walk_to(e, 1 + (int32_t)rng_below(r, (uint64_t)nsq - 1));
	else
		engine_run(e, 1 + rng_below(r, 20 * (uint64_t)nsq), NULL, NULL);
	engine_view_get(e, v);
	*out = e;
	return qz_set_path(q, v->path, v->depth);
}

static void onward_words(quiz_question *q, const board *b, const uint8_t *vis)
{
	char s[SQUARE_NAME_MAX], k[SQUARE_NAME_MAX];
	ksq t[8];
	int n = qz_onward(b, vis, q->subject, t);
	qz_name(q, q->subject, s);
	snprintf(q->question, QUIZ_TEXT_MAX,
		 "The knight is on %s, square %d of the path. How many onward moves does %s have "
		 "now (its neighbours not on the path)?",
		 qz_name(q, q->path[q->len - 1], k), (int)q->len, s);
	snprintf(q->answer, QUIZ_TEXT_MAX, "%d", q->answer_num);
	if (n == 0) {
		snprintf(q->explain, QUIZ_TEXT_MAX, "every neighbour of %s is on the path", s);
		return;
	}
	snprintf(q->explain, QUIZ_TEXT_MAX, "the neighbour%s of %s off the path:", n == 1 ? "" : "s",
		 s);
	for (int i = 0; i < n; i++)
		qz_addf(q->explain, " %s", qz_name(q, t[i], k));
}

/* The square asked about: half the time one of the knight's next
 * squares, else any unvisited square. */
static ksq onward_subject(const board *b, const uint8_t *vis, ksq knight, rng *r)
{
	ksq t[8];
	int n = qz_onward(b, vis, knight, t);
	if (n > 0 && rng_below(r, 2) == 0)
		return t[rng_below(r, (uint64_t)n)];
	int32_t left = 0;
	for (ksq s = 0; s < b->nsq; s++)
		left += !vis[s];
	int32_t pick = (int32_t)rng_below(r, (uint64_t)left);
	for (ksq s = 0; s < b->nsq; s++)
		if (!vis[s] && pick-- == 0)
			return s;
	return KSQ_NONE;
}

bool qz_onward_q(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen)
{
	for (int t = 0; t < QZ_TRIES; t++) {
		engine_view v;
		engine *e = NULL;
		if (!some_position(o, r, q, QUIZ_ONWARD, &v, &e, err, errlen)) {
			engine_destroy(e);
			return false;
		}
		board b;
		uint8_t *vis = malloc((size_t)v.b->nsq);
		bool ok = vis && qz_board(q, &b, err, errlen);
		if (ok && v.depth < v.b->nsq && v.degree) {
			qz_visited(&b, q->path, q->len, vis);
			q->subject = onward_subject(&b, vis, q->path[q->len - 1], r);
			q->answer_num = v.degree[q->subject];
			onward_words(q, &b, vis);
		}
		bool asked = ok && q->subject != KSQ_NONE;
		if (ok)
			board_free(&b);
		free(vis);
		engine_destroy(e);
		if (!ok)
			return false;
		if (asked)
			return true;
	}
	no_position(q, err, errlen);
	return false;
}

/* ---- forced ------------------------------------------------------------------ */

/* The knight's next squares with `want` onward moves (1: forced, 0: dead
 * ends) into q's answer, in reading order; how many. */
static int forced_set(quiz_question *q, const board *b, const uint8_t *vis, int want)
{
	ksq t[8], u[8];
	int n = qz_onward(b, vis, q->path[q->len - 1], t);
	q->nanswer_sq = 0;
	if (n < 2) /* one next square: nothing to choose between */
		return 0;
	for (ksq s = 0; s < b->nsq; s++)
		for (int i = 0; i < n; i++)
			if (t[i] == s && qz_onward(b, vis, s, u) == want)
				q->answer_sq[q->nanswer_sq++] = s;
	return q->nanswer_sq;
}

static void forced_words(quiz_question *q, const board *b, const uint8_t *vis)
{
	char s[SQUARE_NAME_MAX];
	ksq t[8], u[8];
	int n = qz_onward(b, vis, q->path[q->len - 1], t);
	snprintf(q->question, QUIZ_TEXT_MAX, "The knight is on %s, square %d of the path; its next "
		 "squares are", qz_name(q, q->path[q->len - 1], s), (int)q->len);
	for (int i = 0; i < n; i++)
		qz_addf(q->question, " %s", qz_name(q, t[i], s));
	qz_addf(q->question, "%s",
		q->dead_ends ? ". Which of them are dead ends (no onward move left: the knight "
			       "could go there only as the tour's last square)?"
			     : ". Stone's look-ahead: which of them are forced (one onward move "
			       "left: unless the knight goes there now, it can only end the "
			       "tour)?");
	q->answer[0] = q->explain[0] = '\0';
	for (int i = 0; i < q->nanswer_sq; i++)
		qz_addf(q->answer, "%s%s", i ? " " : "", qz_name(q, q->answer_sq[i], s));
	qz_addf(q->explain, "the onward moves now:");
	for (int i = 0; i < n; i++)
		qz_addf(q->explain, "%s %s %d", i ? "," : "", qz_name(q, t[i], s),
			qz_onward(b, vis, t[i], u));
}

/* Step a look-ahead search from a drawn moment until the knight has a
 * next square of the kind asked; false when none came soon. */
static bool forced_scan(engine *e, quiz_question *q, const board *b, uint8_t *vis)
{
	for (int step = 0; step < 400; step++) {
		engine_view v;
		engine_view_get(e, &v);
		if (v.depth >= 1 && v.depth + 2 <= b->nsq) {
			qz_visited(b, v.path, v.depth, vis);
			if (!qz_set_path(q, v.path, v.depth))
				return false;
			if (forced_set(q, b, vis, q->dead_ends ? 0 : 1) > 0) {
				forced_words(q, b, vis);
				return true;
			}
		}
		engine_event ev;
		engine_event_kind k = engine_step(e, &ev);
		if (k == EV_EXHAUSTED)
			return false;
	}
	return false;
}

bool qz_forced(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen)
{
	for (int t = 0; t < QZ_TRIES; t++) {
		qz_begin(o, r, q, QUIZ_FORCED, ENGINE_BACKTRACK);
		q->cfg.prune = PRUNE_LOOKAHEAD;
		q->dead_ends = rng_below(r, 3) == 0;
		engine *e = engine_create(&q->cfg, err, errlen);
		if (!e)
			return false;
		int32_t nsq = q->cfg.spec.rows * q->cfg.spec.cols;
		engine_run(e, 1 + rng_below(r, 20 * (uint64_t)nsq), NULL, NULL);
		board b;
		uint8_t *vis = malloc((size_t)nsq);
		bool ok = vis && qz_board(q, &b, err, errlen);
		bool asked = ok && forced_scan(e, q, &b, vis);
		if (ok)
			board_free(&b);
		free(vis);
		engine_destroy(e);
		if (!ok)
			return false;
		if (asked)
			return true;
	}
	no_position(q, err, errlen);
	return false;
}

/* ---- retreat ------------------------------------------------------------------ */

/* Does the knight stand on a dead end of an unfinished path? */
static bool at_dead_end(const engine_view *v)
{
	if (v->depth < 1 || v->depth >= v->b->nsq || !v->degree)
		return false;
	ksq nb[8];
	board_neighbours(v->b, v->path[v->depth - 1], nb);
	for (int k = 0; k < 8; k++)
		if (nb[k] != KSQ_NONE && v->degree[nb[k]] != ENGINE_VISITED)
			return false;
	return true;
}

/* From the dead end, step until the search moves forward again: the
 * square number it goes on from, and the square it goes to. */
static bool retreat_answer(engine *e, quiz_question *q, ksq *to)
{
	for (int32_t i = 0; i <= q->len + 1; i++) {
		engine_event ev;
		engine_event_kind k = engine_step(e, &ev);
		if (k == EV_ADVANCE && ev.depth >= 2) {
			q->answer_num = ev.depth - 1;
			*to = ev.sq;
			return q->answer_num < q->len;
		}
		if (k != EV_RETREAT)
			return false;
	}
	return false;
}

static void retreat_words(quiz_question *q, ksq to)
{
	char s[SQUARE_NAME_MAX], u[SQUARE_NAME_MAX], order[9];
	ordering_format(q->cfg.order, order);
	int n = q->answer_num;
	snprintf(q->question, QUIZ_TEXT_MAX,
		 "Backtracking (move order %s, no look-ahead) is at a dead end: the knight on %s, "
		 "square %d, has no unvisited neighbour. To which square number does the search "
		 "back up before it goes forward again?",
		 order, qz_name(q, q->path[q->len - 1], s), (int)q->len);
	snprintf(q->answer, QUIZ_TEXT_MAX, "%d", n);
	snprintf(q->explain, QUIZ_TEXT_MAX, "square %d, %s, still has %s to try", n,
		 qz_name(q, q->path[n - 1], s), qz_name(q, to, u));
	if (n + 2 == q->len)
		qz_addf(q->explain, "; square %d has tried all its moves", n + 1);
	else if (n + 2 < q->len)
		qz_addf(q->explain, "; squares %d to %d have tried all their moves", n + 1,
			(int)q->len - 1);
}

/* Step a backtracking search from a drawn moment to its next dead end. */
static bool retreat_scan(engine *e, quiz_question *q, ksq *to)
{
	for (int step = 0; step < 20000; step++) {
		engine_view v;
		engine_view_get(e, &v);
		if (at_dead_end(&v))
			return qz_set_path(q, v.path, v.depth) && retreat_answer(e, q, to);
		engine_event ev;
		if (engine_step(e, &ev) == EV_EXHAUSTED)
			return false;
	}
	return false;
}

bool qz_retreat(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen)
{
	for (int t = 0; t < QZ_TRIES; t++) {
		qz_begin(o, r, q, QUIZ_RETREAT, ENGINE_BACKTRACK);
		engine *e = engine_create(&q->cfg, err, errlen);
		if (!e)
			return false;
		int32_t nsq = q->cfg.spec.rows * q->cfg.spec.cols;
		engine_run(e, 1 + rng_below(r, 20 * (uint64_t)nsq), NULL, NULL);
		ksq to = KSQ_NONE;
		bool asked = retreat_scan(e, q, &to);
		engine_destroy(e);
		if (asked) {
			retreat_words(q, to);
			return true;
		}
	}
	no_position(q, err, errlen);
	return false;
}
