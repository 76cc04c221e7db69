/* SPDX-License-Identifier: MIT */
/* The questions about a whole path (ktour/quiz.h): possible (can this
 * path still become a tour, and why not), closed and warnsdorff (of a full
 * tour).  The tours come from Warnsdorff walks and from backtracking
 * searches, each bounded: a board where none comes in time is left for
 * another. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/tour.h"
#include "quiz_impl.h"

/* Steps a backtracking search may take to give a tour for a question. */
#define QZ_TOUR_STEPS 20000

static void no_position(const quiz_question *q, char *err, size_t errlen)
{
	snprintf(err, errlen,
		 "no position for a question of kind %s found in %d tries: the searches gave "
		 "no tour in time (this board, or this start, may have none)",
		 quiz_kind_names[q->kind], QZ_TRIES);
}

/* ---- possible ---------------------------------------------------------------- */

/* The ways into u: its neighbours unvisited or the knight's square. */
static int ways_in(const board *b, const uint8_t *vis, ksq u, ksq knight)
{
	ksq nb[8];
	board_neighbours(b, u, nb);
	int n = 0;
	for (int k = 0; k < 8; k++)
		n += nb[k] != KSQ_NONE && (!vis[nb[k]] || nb[k] == knight);
	return n;
}

/* What stops the path from becoming an open tour, the first of the
 * checks in the order of quiz_obstacle; QUIZ_CAN when none does (which
 * does not prove that it can). */
static quiz_obstacle obstacle(const board *b, const uint8_t *vis, ksq knight, ksq culprit[2])
{
	ksq t[8];
	int32_t left = 0, same = 0;
	for (ksq s = 0; s < b->nsq; s++)
		if (!vis[s]) {
			left++;
			same += (board_row(b, s) + board_col(b, s)) % 2 ==
				(board_row(b, knight) + board_col(b, knight)) % 2;
		}
	culprit[0] = culprit[1] = KSQ_NONE;
	if (left == 0)
		return QUIZ_CAN;
	if (qz_onward(b, vis, knight, t) == 0) {
		culprit[0] = knight;
		return QUIZ_STUCK;
	}
	for (ksq s = 0; s < b->nsq; s++)
		if (!vis[s] && ways_in(b, vis, s, knight) == 0) {
			culprit[0] = s;
			return QUIZ_CUT_OFF;
		}
	int ones = 0;
	for (ksq s = 0; s < b->nsq && ones < 2; s++)
		if (!vis[s] && ways_in(b, vis, s, knight) == 1)
			culprit[ones++] = s;
	if (ones == 2)
		return QUIZ_TWO_ENDS;
	culprit[0] = culprit[1] = KSQ_NONE;
	/* the squares after the knight's alternate colours, the other first */
	if (same != left / 2)
		return QUIZ_COLOURS;
	return QUIZ_CAN;
}

static void possible_words(quiz_question *q, const board *b, const uint8_t *vis)
{
	char s[SQUARE_NAME_MAX], u[SQUARE_NAME_MAX];
	ksq knight = q->path[q->len - 1];
	int32_t left = b->nsq - q->len, same = 0;
	for (ksq x = 0; x < b->nsq; x++)
		same += !vis[x] && (board_row(b, x) + board_col(b, x)) % 2 ==
					   (board_row(b, knight) + board_col(b, knight)) % 2;
	snprintf(q->question, QUIZ_TEXT_MAX,
		 "The knight is on %s, square %d of the path. Can this path still become a tour "
		 "(an open one, every square once)?",
		 qz_name(q, knight, s), (int)q->len);
	snprintf(q->answer, QUIZ_TEXT_MAX, "%s", q->answer_yes ? "yes" : "no");
	switch (q->obstacle) {
	case QUIZ_CAN:
		snprintf(q->explain, QUIZ_TEXT_MAX, "the search went on from here to a full tour:");
		for (int32_t i = 0; i < q->rest_len && i < 6; i++)
			qz_addf(q->explain, " %s", qz_name(q, q->rest[i], s));
		if (q->rest_len > 6)
			qz_addf(q->explain, " ... %s", qz_name(q, q->rest[q->rest_len - 1], s));
		break;
	case QUIZ_STUCK:
		snprintf(q->explain, QUIZ_TEXT_MAX,
			 "the knight on %s has no move left and %d squares are unvisited", s,
			 (int)left);
		break;
	case QUIZ_CUT_OFF:
		snprintf(q->explain, QUIZ_TEXT_MAX,
			 "%s is cut off: none of its neighbours is unvisited or the knight's",
			 qz_name(q, q->culprit[0], s));
		break;
	case QUIZ_TWO_ENDS:
		snprintf(q->explain, QUIZ_TEXT_MAX,
			 "%s and %s have one way in each, so both would have to be the tour's "
			 "last square",
			 qz_name(q, q->culprit[0], s), qz_name(q, q->culprit[1], u));
		break;
	case QUIZ_COLOURS:
		snprintf(q->explain, QUIZ_TEXT_MAX,
			 "the colours: of the %d unvisited squares %d are of the knight's colour, "
			 "but a path from the knight, alternating colours, needs %d of them",
			 (int)left, (int)same, (int)(left / 2));
		break;
	}
}

/* A moment of a backtracking search at which the path cannot become a
 * tour. */
static bool possible_no(quiz_question *q, rng *r, const board *b, uint8_t *vis, bool minority,
			char *err, size_t errlen)
{
	uint64_t steps = 1 + rng_below(r, 20 * (uint64_t)b->nsq);
	if (minority && b->nsq % 2 && rng_below(r, 3) == 0) {
		/* from a square of the colour with one square fewer: the colours
		 * say no from the first move, before any square is cut off */
		q->cfg.start = (ksq)(2 * rng_below(r, (uint64_t)b->nsq / 2) + 1);
		steps = 1 + rng_below(r, (uint64_t)b->nsq);
	}
	engine *e = engine_create(&q->cfg, err, errlen);
	if (!e)
		return false;
	engine_run(e, steps, NULL, NULL);
	bool found = false;
	for (int step = 0; step < 400 && !found; step++) {
		engine_view v;
		engine_view_get(e, &v);
		qz_visited(b, v.path, v.depth, vis);
		if (v.depth < b->nsq &&
		    (q->obstacle = obstacle(b, vis, v.path[v.depth - 1], q->culprit)) != QUIZ_CAN)
			found = qz_set_path(q, v.path, v.depth);
		engine_event ev;
		if (!found && engine_step(e, &ev) == EV_EXHAUSTED)
			break;
	}
	engine_destroy(e);
	return found;
}

/* A moment of a Warnsdorff walk that went on to a tour. */
static bool possible_yes(quiz_question *q, rng *r, const board *b, uint8_t *vis)
{
	q->cfg.kind = ENGINE_WARNSDORFF;
	ksq *full = malloc((size_t)b->nsq * sizeof *full);
	if (!full || !qz_first_tour(&q->cfg, 4 * (uint64_t)b->nsq, full)) {
		free(full);
		return false;
	}
	int32_t len = 2 + (int32_t)rng_below(r, (uint64_t)b->nsq - 2);
	q->rest = malloc((size_t)(b->nsq - len) * sizeof *q->rest);
	bool ok = q->rest && qz_set_path(q, full, len);
	if (ok) {
		q->rest_len = b->nsq - len;
		memcpy(q->rest, full + len, (size_t)q->rest_len * sizeof *full);
		qz_visited(b, q->path, q->len, vis);
		ok = obstacle(b, vis, q->path[q->len - 1], q->culprit) == QUIZ_CAN;
	}
	free(full);
	q->obstacle = QUIZ_CAN;
	q->answer_yes = true;
	return ok;
}

bool qz_possible(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen)
{
	for (int t = 0; t < QZ_TRIES; t++) {
		qz_begin(o, r, q, QUIZ_POSSIBLE, ENGINE_BACKTRACK);
		bool yes = rng_below(r, 2) == 0;
		board b;
		int32_t nsq = q->cfg.spec.rows * q->cfg.spec.cols;
		uint8_t *vis = malloc((size_t)nsq);
		if (!vis || !qz_board(q, &b, err, errlen)) {
			free(vis);
			return false;
		}
		err[0] = '\0';
		bool asked = yes ? possible_yes(q, r, &b, vis) : possible_no(q, r, &b, vis, o->start_row < 0, err,
							     errlen);
		if (asked) {
			qz_visited(&b, q->path, q->len, vis);
			possible_words(q, &b, vis);
		}
		board_free(&b);
		free(vis);
		if (asked)
			return true;
		if (err[0])
			return false;
	}
	no_position(q, err, errlen);
	return false;
}

/* ---- closed and warnsdorff ------------------------------------------------------ */

/* A full tour into q->path from a search with q->cfg, bounded. */
static bool tour_of(quiz_question *q, uint64_t steps)
{
	int32_t nsq = q->cfg.spec.rows * q->cfg.spec.cols;
	ksq *full = malloc((size_t)nsq * sizeof *full);
	bool ok = full && qz_first_tour(&q->cfg, steps, full) && qz_set_path(q, full, nsq);
	free(full);
	return ok;
}

static void closed_words(quiz_question *q, const board *b)
{
	char s[SQUARE_NAME_MAX], u[SQUARE_NAME_MAX];
	ksq first = q->path[0], last = q->path[q->len - 1];
	q->answer_yes = board_move_between(b, last, first) >= 0;
	snprintf(q->question, QUIZ_TEXT_MAX,
		 "Is this tour closed (its last square, %d, a knight's move from its first)?",
		 (int)q->len);
	snprintf(q->answer, QUIZ_TEXT_MAX, "%s", q->answer_yes ? "yes" : "no");
	snprintf(q->explain, QUIZ_TEXT_MAX, "the last square, %s, is %sa knight's move from the "
		 "first, %s", qz_name(q, last, s), q->answer_yes ? "" : "not ", qz_name(q, first, u));
}

bool qz_closed(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen)
{
	for (int t = 0; t < QZ_TRIES; t++) {
		bool want = rng_below(r, 2) == 0;
		qz_begin(o, r, q, QUIZ_CLOSED, want ? ENGINE_BACKTRACK : ENGINE_WARNSDORFF);
		int32_t nsq = q->cfg.spec.rows * q->cfg.spec.cols;
		if (want) { /* backtracking, fewest onward moves first, for a closed tour */
			if (nsq % 2)
				continue;
			q->cfg.closed = true;
			q->cfg.order_warnsdorff = true;
		}
		if (!tour_of(q, want ? QZ_TOUR_STEPS : 4 * (uint64_t)nsq))
			continue;
		board b;
		if (!qz_board(q, &b, err, errlen))
			return false;
		closed_words(q, &b);
		board_free(&b);
		return true;
	}
	no_position(q, err, errlen);
	return false;
}

static void warnsdorff_words(quiz_question *q, const board *b, uint8_t *vis)
{
	size_t m = tour_warnsdorff_departure(b, q->path, (size_t)q->len);
	q->answer_yes = m == 0;
	snprintf(q->question, QUIZ_TEXT_MAX,
		 "Is this tour a Warnsdorff tour: did every move go to a square with the fewest "
		 "onward moves (a tie either way)?");
	snprintf(q->answer, QUIZ_TEXT_MAX, "%s", q->answer_yes ? "yes" : "no");
	if (m == 0) {
		snprintf(q->explain, QUIZ_TEXT_MAX,
			 "every move went to a square with the fewest onward moves");
		return;
	}
	/* move m goes from path[m-1] to path[m] */
	qz_visited(b, q->path, (int32_t)m, vis);
	ksq t[8], u[8], best = KSQ_NONE;
	int n = qz_onward(b, vis, q->path[m - 1], t), least = 9;
	for (int i = 0; i < n; i++) {
		int d = qz_onward(b, vis, t[i], u);
		if (d < least) {
			least = d;
			best = t[i];
		}
	}
	char s[SQUARE_NAME_MAX], v[SQUARE_NAME_MAX];
	int went = qz_onward(b, vis, q->path[m], u);
	snprintf(q->explain, QUIZ_TEXT_MAX,
		 "move %zu, from %s to %s, goes to a square with %d onward moves", m,
		 qz_name(q, q->path[m - 1], s), qz_name(q, q->path[m], v), went);
	qz_addf(q->explain, ", but %s had %d", qz_name(q, best, s), least);
}

bool qz_warnsdorff(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen)
{
	for (int t = 0; t < QZ_TRIES; t++) {
		bool want = rng_below(r, 2) == 0;
		qz_begin(o, r, q, QUIZ_WARNSDORFF, want ? ENGINE_WARNSDORFF : ENGINE_BACKTRACK);
		int32_t nsq = q->cfg.spec.rows * q->cfg.spec.cols;
		/* a no: backtracking in the move order, with the look-ahead, which
		 * goes where the order says and not to the fewest */
		q->cfg.prune = want ? PRUNE_NONE : PRUNE_LOOKAHEAD;
		bool found = tour_of(q, want ? 4 * (uint64_t)nsq : QZ_TOUR_STEPS);
		if (!found && !want) { /* the move order gave none soon: fewest first */
			q->cfg.order_warnsdorff = true;
			q->cfg.closed = nsq % 2 == 0 && rng_below(r, 2) == 0;
			found = tour_of(q, QZ_TOUR_STEPS);
		}
		if (!found)
			continue;
		board b;
		uint8_t *vis = malloc((size_t)nsq);
		if (!vis || !qz_board(q, &b, err, errlen)) {
			free(vis);
			return false;
		}
		/* a no was wanted and the tour is Warnsdorff's all the same: another,
		 * so that the answers are not nearly all yes */
		if (!want && t + 1 < QZ_TRIES &&
		    tour_warnsdorff_departure(&b, q->path, (size_t)q->len) == 0) {
			board_free(&b);
			free(vis);
			continue;
		}
		warnsdorff_words(q, &b, vis);
		board_free(&b);
		free(vis);
		return true;
	}
	no_position(q, err, errlen);
	return false;
}
