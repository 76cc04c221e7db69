/* SPDX-License-Identifier: MIT */
/* The Warnsdorff and Irwin engines: greedy walks that never backtrack.
 *
 * The walk is Squirrel and Cull's (docs/literature.md): every unvisited square
 * keeps its count of unvisited neighbours; from the knight's square the
 * unvisited neighbours are scanned in the ordering in force and the one
 * with the fewest onward moves wins, ties going to the rule in force.
 * Here the counts are lowered when the knight ARRIVES on a square (not
 * when it leaves), so between two steps deg[t] is already t's number of
 * onward moves; the comparisons are the same as in the paper.  The view's
 * degree array is that array: the knight's square is visited, so it is not
 * counted as a way in or out of its neighbours.
 *
 * Events, one per engine_step():
 *   EV_ADVANCE   the knight moved (why: WHY_ONLY, WHY_MIN_DEGREE, or a tie
 *                broken by WHY_TIE_ORDER / _RANDOM / _POHL / _ROTH; degree,
 *                ntied, tied[], move, from, depth and the ordering that made
 *                the choice are filled in).  A Pohl or Roth tie that their
 *                own key does not settle falls to the ordering: WHY_TIE_ORDER.
 *   EV_SOLUTION  the path covers the board (the step after the last advance).
 *   EV_STUCK     the knight has no unvisited neighbour.  It is final (state
 *                ENGINE_STUCK, repeated by later steps) only when nothing
 *                more will be tried and no tour was found.
 *   EV_NEW_WALK  a new walk starts: the path is back on the start square
 *                (depth 1).  warnsdorff orderings19: after a stuck walk, with
 *                the next of the nineteen orderings.  irwin: the next
 *                attempt, after a stuck walk, a tour, or a tour that repeats
 *                an earlier one (that step counts the duplicate and reports
 *                no solution: a repeat shows as ADVANCE to the last square,
 *                then NEW_WALK).
 *   EV_EXHAUSTED nothing more will be tried and at least one tour was
 *                found: the step after the solution of a warnsdorff walk,
 *                or after irwin's last attempt.  Repeated by later steps.
 * So a warnsdorff walk that completes gives ADVANCE x (n-1), SOLUTION,
 * EXHAUSTED; one that gets stuck gives ADVANCE x k, STUCK (final).  Irwin
 * makes at most cfg->max_attempts walks (0: WALK_DEFAULT_ATTEMPTS) and ends
 * EXHAUSTED if it found a tour, STUCK otherwise.  Repeated final events
 * count no steps.  Counters: walks = walks started (the first included,
 * = the view's walk number), stuck, duplicates, solutions (distinct).
 *
 * Tie rules (cfg->tiebreak): an ordering (first in scan order wins);
 * squirrel-cull (Squirrel and Cull's schedule; for the knight on square
 * boards without torus from (1,1) only: anything else is refused at
 * creation with a message that says why and what to use instead);
 * orderings19 (a new walk per ordering until one completes); pohl; roth;
 * random (seeded).  irwin always breaks ties at random; an ordering given
 * to it sets the scan order, any other rule is refused.
 *
 * engine_depth_info(d): the candidates seen at path[d] in preference order
 * (the one taken first, cur = 0, then by degree, Roth's distance, scan
 * order; for Pohl and random ties the others are by degree and scan order)
 * with their onward degrees.  At the top (d = depth - 1) the candidates of
 * the next move, computed live; cur = 0 when the rule already knows its
 * choice, -1 for a random tie.  Below the top only on boards of at most
 * WALK_CAND_MAX_SQUARES squares (false beyond).
 *
 * Memory: one degree byte and one path entry per square, and the board's
 * move mask (a byte a square, written only once the walk is stepped or
 * viewed, or run by the slow path): 5 to 6 bytes a square, 480 MiB for a
 * whole 10000 x 10000 walk run (575 MiB with the mask; the path's pages
 * are taken only as the walk reaches them); per-depth candidate lists
 * (9 bytes a square) only up to WALK_CAND_MAX_SQUARES. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "big_alloc.h"
#include "walk_impl.h"

static void walk_view(const engine *e, engine_view *v);
static bool walk_depth_info(const engine *e, int32_t d, engine_depth *out);
static engine *walk_clone(const engine *e);
static void walk_copy(engine *dst, const engine *src);
static void walk_destroy(engine *e);

static const engine_ops walk_ops = {
	.step = walk_step,
	.run = walk_run,
	.view = walk_view,
	.depth_info = walk_depth_info,
	.clone = walk_clone,
	.copy = walk_copy,
	.destroy = walk_destroy,
};

void walk_targets(const walk *w, ksq sq, ksq out[8])
{
	const int32_t cols = w->b.cols;
	uint8_t m = w->mask_filled ? w->b.mask[sq] : w->rowbits[sq / cols] & w->colbits[sq % cols];
	for (int k = 0; k < 8; k++) {
		if (!(m >> k & 1))
			out[k] = KSQ_NONE;
		else if (!w->b.torus)
			out[k] = sq + w->b.delta[k];
		else
			out[k] = board_target(&w->b, sq, k);
	}
}

void walk_set_order(walk *w, const uint8_t order[8])
{
	memcpy(w->order, order, 8);
	if (!w->coloff)
		return;
	for (int c = -w->colpad; c < w->b.cols + w->colpad; c++)
		for (int i = 0; i < 8; i++)
			w->coloff[8 * c + i] =
				w->colbits[c] >> order[i] & 1 ? w->b.delta[order[i]] : 0;
}

/* How far a move reaches, in rows or in columns. */
static int walk_reach(const board *b)
{
	return b->lea > b->leb ? b->lea : b->leb;
}

/* The board's mask and, without a torus, the row and column masks. */
static bool walk_alloc_geometry(walk *w)
{
	board *b = &w->b;
	b->mask = engine_big_alloc((size_t)b->nsq);
	if (b->torus)
		return b->mask != NULL;
	w->colpad = walk_reach(b);
	w->rowbits = malloc((size_t)b->rows);
	w->colbits_mem = calloc((size_t)b->cols + 2 * (size_t)w->colpad, 1);
	w->colbits = w->colbits_mem ? w->colbits_mem + w->colpad : NULL;
	w->coloff_mem = calloc(8 * ((size_t)b->cols + 2 * (size_t)w->colpad), sizeof *w->coloff);
	w->coloff = w->coloff_mem ? w->coloff_mem + 8 * w->colpad : NULL;
	return b->mask && w->rowbits && w->colbits_mem && w->coloff_mem;
}

/* The walk's own arrays: degrees (with their guards), path, candidates. */
static bool walk_alloc_state(walk *w)
{
	size_t n = (size_t)w->nsq;
	w->guard = w->b.torus ? 0 : (size_t)walk_reach(&w->b) * ((size_t)w->b.cols + 1);
	w->deg_mem = engine_big_alloc(n + 2 * w->guard);
	if (w->deg_mem) {
		memset(w->deg_mem, ENGINE_VISITED, w->guard);
		memset(w->deg_mem + w->guard + n, ENGINE_VISITED, w->guard);
		w->deg = w->deg_mem + w->guard;
	}
	w->path = engine_big_alloc(n * sizeof *w->path);
	if (n <= (size_t)WALK_CAND_MAX_SQUARES) {
		w->cand = engine_big_alloc(n * 8);
		w->cmeta = engine_big_alloc(n);
	}
	return w->deg_mem && w->path &&
	       (n > (size_t)WALK_CAND_MAX_SQUARES || (w->cand && w->cmeta));
}

/* The board without a torus: its geometry and the row and column masks
 * (the walk's degree updates use them), in the walk's own memory; the
 * board's mask, rowbits[r] & colbits[c], is filled by walk_fill_mask()
 * when first needed.  A torus goes through board_init(). */
static bool walk_board_build(walk *w, const board_spec *spec, char *err, size_t errlen)
{
	board *b = &w->b;
	if (spec->torus) {
		w->mask_filled = true;
		return board_init(b, spec, err, errlen);
	}
	if (!board_geometry(b, spec, err, errlen))
		return false;
	if (!walk_alloc_geometry(w)) {
		snprintf(err, errlen, "board %dx%d: out of memory (%ld MiB needed)", b->rows,
			 b->cols, (long)(b->nsq >> 20) + 1);
		return false;
	}
	for (int c = 0; c < b->cols; c++)
		w->colbits[c] = board_col_moves(b, c);
	for (int r = 0; r < b->rows; r++)
		w->rowbits[r] = board_row_moves(b, r);
	return true;
}

void walk_fill_mask(walk *w)
{
	if (w->mask_filled)
		return;
	/* Row by row as board_init() does, copying the rows away from the
	 * edges, which are all the same row: that matters at 10^8 squares. */
	board *b = &w->b;
	for (int r = 0; r < b->rows; r++) {
		uint8_t *row = b->mask + (size_t)r * b->cols;
		if (r > 0 && w->rowbits[r] == w->rowbits[r - 1]) {
			memcpy(row, row - b->cols, (size_t)b->cols);
			continue;
		}
		for (int c = 0; c < b->cols; c++)
			row[c] = w->rowbits[r] & w->colbits[c];
	}
	w->mask_filled = true;
}

/* Refuse settings the walk engines cannot honour; false with a message. */
static bool walk_config_ok(const engine_config *cfg, char *err, size_t errlen)
{
	const char *name = engine_kind_name(cfg->kind);
	if (cfg->closed) {
		snprintf(err, errlen,
			 "--closed needs the backtrack engine: a %s walk cannot aim for a "
			 "closed tour",
			 name);
		return false;
	}
	if (cfg->all_starts || cfg->prefix_len > 0) {
		snprintf(err, errlen,
			 "searching from every start or from fixed first squares needs the "
			 "backtrack engine, not %s",
			 name);
		return false;
	}
	if ((unsigned)cfg->tiebreak > TIEBREAK_RANDOM) {
		snprintf(err, errlen, "unknown tie-break rule %d", (int)cfg->tiebreak);
		return false;
	}
	if (cfg->kind == ENGINE_IRWIN && cfg->tiebreak != TIEBREAK_ORDER &&
	    cfg->tiebreak != TIEBREAK_RANDOM) {
		snprintf(err, errlen,
			 "--tiebreak %s: the irwin engine always breaks ties at random (an "
			 "ordering only sets the scan order); use -e warnsdorff for %s",
			 tiebreak_name(cfg->tiebreak), tiebreak_name(cfg->tiebreak));
		return false;
	}
	uint8_t seen = 0;
	for (int i = 0; i < 8; i++)
		seen |= (uint8_t)(cfg->tie_order[i] < 8 ? 1u << cfg->tie_order[i] : 0);
	if (seen != 0xFF) {
		snprintf(err, errlen, "the tie ordering is not a permutation of 12345678");
		return false;
	}
	return true;
}

/* squirrel-cull is a schedule for one geometry; say so for any other. */
static bool walk_schedule_ok(const engine_config *cfg, ksq start, char *err, size_t errlen)
{
	const board_spec *s = &cfg->spec;
	const char *why = NULL;
	if (s->rows != s->cols)
		why = "square boards (m x m)";
	else if (s->lea != 1 || s->leb != 2)
		why = "the knight (leaper 1,2)";
	else if (s->torus)
		why = "boards without --torus";
	else if (start != 0)
		why = "the start in the top-left corner (1,1)";
	if (!why)
		return true;
	snprintf(err, errlen,
		 "--tiebreak squirrel-cull: Squirrel and Cull's schedule is defined for %s "
		 "only; use --tiebreak orderings19, pohl, roth or an ordering instead",
		 why);
	return false;
}

static bool walk_alloc(walk *w, char *err, size_t errlen)
{
	if (walk_alloc_state(w))
		return true;
	snprintf(err, errlen, "board %dx%d: out of memory for the walk (%zu MiB needed)",
		 w->b.rows, w->b.cols, ((size_t)w->nsq * 6 >> 20) + 1);
	return false;
}

engine *walk_create(const engine_config *cfg, char *err, size_t errlen)
{
	if (!walk_config_ok(cfg, err, errlen))
		return NULL;
	walk *w = calloc(1, sizeof *w);
	if (!w) {
		snprintf(err, errlen, "out of memory");
		return NULL;
	}
	w->base.ops = &walk_ops;
	w->cfg = *cfg;
	w->cfg.prefix = NULL;
	w->cfg.prefix_len = 0;
	if (!walk_board_build(w, &cfg->spec, err, errlen)) {
		walk_destroy(&w->base);
		return NULL;
	}
	w->nsq = w->b.nsq;
	w->start = cfg->start == KSQ_NONE ? 0 : cfg->start;
	if (w->start < 0 || w->start >= w->nsq) {
		snprintf(err, errlen, "start square %ld is off the %dx%d board", (long)w->start,
			 w->b.rows, w->b.cols);
		walk_destroy(&w->base);
		return NULL;
	}
	if (cfg->tiebreak == TIEBREAK_SQUIRREL_CULL &&
	    !walk_schedule_ok(cfg, w->start, err, errlen)) {
		walk_destroy(&w->base);
		return NULL;
	}
	if (!walk_alloc(w, err, errlen)) {
		walk_destroy(&w->base);
		return NULL;
	}
	w->irwin = cfg->kind == ENGINE_IRWIN;
	w->random_ties = w->irwin || cfg->tiebreak == TIEBREAK_RANDOM;
	w->max_attempts = !w->irwin ? 1 : cfg->max_attempts ? cfg->max_attempts
							   : WALK_DEFAULT_ATTEMPTS;
	if (cfg->tiebreak == TIEBREAK_SQUIRREL_CULL)
		w->nsched = squirrel_cull_schedule(w->b.rows, w->sched);
	if (!walk_fast_serves(w)) /* the slow path runs it: the mask now */
		walk_fill_mask(w);
	rng_seed(&w->rng, cfg->seed);
	w->state = ENGINE_READY;
	w->phase = PH_WALK;
	w->ctr.walks = 1;
	walk_reset_path(w);
	return &w->base;
}

static void walk_destroy(engine *e)
{
	walk *w = (walk *)e;
	board_free(&w->b);
	free(w->rowbits);
	free(w->colbits_mem);
	free(w->coloff_mem);
	free(w->deg_mem);
	free(w->path);
	free(w->cand);
	free(w->cmeta);
	walk_tourset_free(&w->seen);
	free(w);
}

static void walk_view(const engine *e, engine_view *v)
{
	/* The view hands out the board, whose users read its mask: filled now
	 * if it is not yet (the engine is never const itself, only this
	 * view of it). */
	walk *w = (walk *)e;
	walk_fill_mask(w);
	v->b = &w->b;
	v->cfg = &w->cfg;
	v->state = w->state;
	v->path = w->path;
	v->depth = w->depth;
	v->degree = w->deg;
	v->counters = w->ctr;
	memcpy(v->order, w->order, 8);
	v->walk = w->ctr.walks;
}

/* The candidate list of depth d from the record (d < depth - 1). */
static void depth_from_record(const walk *w, int32_t d, walk_choice *ch)
{
	const uint8_t *rec = w->cand + (size_t)d * 8;
	ksq nb[8];
	walk_targets(w, w->path[d], nb);
	ch->n = 0;
	ch->taken = -1;
	ch->ntied = 0;
	ch->why = WHY_NONE;
	for (int i = 0; i < 8; i++) {
		if (rec[i] == WALK_NO_CAND)
			continue;
		if (i == w->cmeta[d])
			ch->taken = ch->n;
		ch->move[ch->n] = (int8_t)(rec[i] & 7);
		ch->scan[ch->n] = (int8_t)i;
		ch->deg[ch->n] = (uint8_t)(rec[i] >> 3);
		ch->sq[ch->n] = nb[rec[i] & 7];
		ch->n++;
	}
}

static bool walk_depth_info(const engine *e, int32_t d, engine_depth *out)
{
	const walk *w = (const walk *)e;
	if (d < 0 || d >= w->depth)
		return false;
	walk_choice ch;
	if (d == w->depth - 1) {
		if (w->phase == PH_WALK)
			walk_choose(w, &ch, NULL);
		else
			ch.n = 0, ch.taken = -1;
	} else {
		if (!w->cand)
			return false;
		depth_from_record(w, d, &ch);
	}
	int idx[8];
	walk_preference(w, &ch, idx);
	memset(out, 0, sizeof *out);
	out->sq = w->path[d];
	out->ncand = ch.n;
	for (int i = 0; i < ch.n; i++) {
		out->cand[i] = ch.sq[idx[i]];
		out->cand_degree[i] = (int8_t)ch.deg[idx[i]];
	}
	for (int i = ch.n; i < 8; i++) {
		out->cand[i] = KSQ_NONE;
		out->cand_degree[i] = -1;
	}
	out->cur = (int8_t)(ch.taken >= 0 ? 0 : -1);
	out->forced = false;
	return true;
}

/* Copy src's state into dst, whose arrays (same configuration) are reused. */
static bool walk_copy_into(walk *dst, const walk *src, bool copy_mask)
{
	if (dst == src)
		return true;
	walk keep = *dst;
	*dst = *src;
	dst->b.mask = keep.b.mask;
	dst->rowbits = keep.rowbits;
	dst->colbits = keep.colbits;
	dst->colbits_mem = keep.colbits_mem;
	dst->coloff = keep.coloff;
	dst->coloff_mem = keep.coloff_mem;
	dst->deg = keep.deg;
	dst->deg_mem = keep.deg_mem;
	dst->path = keep.path;
	dst->cand = keep.cand;
	dst->cmeta = keep.cmeta;
	dst->seen = keep.seen;
	size_t n = (size_t)src->nsq, d = (size_t)src->depth;
	dst->mask_filled = keep.mask_filled;
	if (copy_mask) { /* same configuration: same geometry, nothing to copy */
		if (src->mask_filled)
			memcpy(dst->b.mask, src->b.mask, n);
		dst->mask_filled = src->mask_filled;
		if (src->rowbits) {
			memcpy(dst->rowbits, src->rowbits, (size_t)src->b.rows);
			memcpy(dst->colbits_mem, src->colbits_mem,
			       (size_t)src->b.cols + 2 * (size_t)src->colpad);
		}
	}
	if (src->coloff) /* follows the ordering in force, which may differ */
		memcpy(dst->coloff_mem, src->coloff_mem,
		       8 * ((size_t)src->b.cols + 2 * (size_t)src->colpad) *
			       sizeof *src->coloff);
	memcpy(dst->deg, src->deg, n);
	memcpy(dst->path, src->path, d * sizeof *src->path);
	if (src->cand) {
		memcpy(dst->cand, src->cand, d * 8);
		memcpy(dst->cmeta, src->cmeta, d);
	}
	return walk_tourset_copy(&dst->seen, &src->seen);
}

static engine *walk_clone(const engine *e)
{
	const walk *src = (const walk *)e;
	walk *w = calloc(1, sizeof *w);
	if (!w)
		return NULL;
	w->b = src->b;
	w->nsq = src->nsq;
	w->b.mask = NULL;
	bool ok = walk_alloc_geometry(w) && walk_alloc_state(w);
	if (!ok || !walk_copy_into(w, src, true)) {
		walk_destroy(&w->base);
		return NULL;
	}
	return &w->base;
}

static void walk_copy(engine *dst, const engine *src)
{
	/* Out of memory can only hit irwin's set of seen tours; the copy is
	 * then complete except that set, which keeps what dst had. */
	(void)walk_copy_into((walk *)dst, (const walk *)src, false);
}
