/* The walk state machine: one event per engine_step(), and engine_run(),
 * which reaches the same states with the same counters without events.
 * The events and their order are documented at the top of walk.c. */
#include <string.h>

#include "walk_impl.h"

/* ---- moving the knight ------------------------------------------------ */

/* Make stage `stage` of the squirrel-cull schedule the one in force. */
static void walk_enter_stage(walk *w, int stage)
{
	w->stage = stage;
	walk_set_order(w, w->sched[stage].order);
	w->until = stage + 1 < w->nsched ? w->sched[stage].until : KSQ_NONE;
}

/* The knight arrives on t: t leaves the unvisited squares, so each of its
 * unvisited neighbours loses one onward move.  Arriving on the schedule's
 * switch square hands over to the next ordering at once, so the choice
 * made from that square already uses the new one (Squirrel and Cull). */
static void walk_arrive(walk *w, ksq t)
{
	uint8_t *deg = w->deg;
	deg[t] = ENGINE_VISITED;
	w->path[w->depth++] = t;
	if (w->depth > w->ctr.max_depth)
		w->ctr.max_depth = w->depth;
	ksq nb[8];
	walk_targets(w, t, nb);
	for (int k = 0; k < 8; k++)
		if (nb[k] != KSQ_NONE && deg[nb[k]] != ENGINE_VISITED)
			deg[nb[k]]--;
	while (t == w->until)
		walk_enter_stage(w, w->stage + 1);
}

/* Fresh degrees: every square's number of legal moves.  Without a torus
 * a row's degrees depend only on its row mask, so equal rows are copied. */
static void walk_fresh_degrees(walk *w)
{
	uint8_t pop[256];
	for (int i = 0; i < 256; i++)
		pop[i] = (uint8_t)((i & 1) + (i >> 1 & 1) + (i >> 2 & 1) + (i >> 3 & 1) +
				   (i >> 4 & 1) + (i >> 5 & 1) + (i >> 6 & 1) + (i >> 7 & 1));
	if (!w->rowbits) {
		const uint8_t *mask = w->b.mask;
		for (size_t i = 0; i < (size_t)w->nsq; i++)
			w->deg[i] = pop[mask[i]];
		return;
	}
	size_t cols = (size_t)w->b.cols;
	for (int r = 0; r < w->b.rows; r++) {
		uint8_t *row = w->deg + (size_t)r * cols;
		if (r > 0 && w->rowbits[r] == w->rowbits[r - 1]) {
			memcpy(row, row - cols, cols);
			continue;
		}
		for (size_t c = 0; c < cols; c++)
			row[c] = pop[w->rowbits[r] & w->colbits[c]];
	}
}

void walk_reset_path(walk *w)
{
	walk_fresh_degrees(w);
	w->depth = 0;
	if (w->cfg.tiebreak == TIEBREAK_SQUIRREL_CULL && w->nsched > 0) {
		walk_enter_stage(w, 0);
	} else {
		w->until = KSQ_NONE;
		walk_set_order(w, w->cfg.tiebreak == TIEBREAK_ORDERINGS19
					  ? walk_orderings19[w->o19]
					  : w->cfg.tie_order);
	}
	walk_arrive(w, w->start);
}

/* Keep the candidates of the knight's square for engine_depth_info(). */
static void walk_record(walk *w, const walk_choice *ch)
{
	if (!w->cand)
		return;
	size_t d = (size_t)w->depth - 1;
	uint8_t *rec = w->cand + d * 8;
	memset(rec, WALK_NO_CAND, 8);
	for (int i = 0; i < ch->n; i++)
		rec[ch->scan[i]] = (uint8_t)(ch->move[i] | ch->deg[i] << 3);
	w->cmeta[d] = (uint8_t)ch->scan[ch->taken];
}

/* Choose and make one move without an event; false when stuck. */
static bool walk_advance(walk *w, walk_choice *ch)
{
	walk_choose(w, ch, &w->rng);
	if (ch->n == 0)
		return false;
	walk_record(w, ch);
	walk_arrive(w, ch->sq[ch->taken]);
	w->ctr.advances++;
	w->ctr.steps++;
	return true;
}

/* ---- the state machine ------------------------------------------------ */

static bool walk_more_walks(const walk *w)
{
	if (w->irwin)
		return w->ctr.walks < w->max_attempts;
	return w->cfg.tiebreak == TIEBREAK_ORDERINGS19 && !w->last_solved && w->o19 < 18;
}

static void ev_init(const walk *w, engine_event *ev, engine_event_kind kind)
{
	memset(ev, 0, sizeof *ev);
	ev->kind = kind;
	ev->why = WHY_NONE;
	ev->sq = w->depth > 0 ? w->path[w->depth - 1] : KSQ_NONE;
	ev->from = KSQ_NONE;
	ev->depth = w->depth;
	ev->move = -1;
	ev->degree = -1;
	ev->culprit = KSQ_NONE;
	for (int i = 0; i < 7; i++)
		ev->tied[i] = KSQ_NONE;
	memcpy(ev->order, w->order, 8);
}

/* A walk has ended: start the next one, or finish as exhausted. */
static engine_event_kind step_after_walk(walk *w, engine_event *ev)
{
	w->ctr.steps++;
	if (walk_more_walks(w)) {
		w->ctr.walks++;
		if (w->cfg.tiebreak == TIEBREAK_ORDERINGS19 && !w->irwin)
			w->o19++;
		walk_reset_path(w);
		w->state = ENGINE_SEARCHING;
		w->phase = PH_WALK;
		ev_init(w, ev, EV_NEW_WALK);
		ev->why = WHY_START;
		return EV_NEW_WALK;
	}
	w->state = ENGINE_EXHAUSTED;
	w->phase = PH_DONE;
	w->final_ev = EV_EXHAUSTED;
	ev_init(w, ev, EV_EXHAUSTED);
	return EV_EXHAUSTED;
}

/* The path covers the board: a solution, or (irwin) a repeat. */
static engine_event_kind step_complete(walk *w, engine_event *ev)
{
	w->last_solved = true;
	/* Out of memory for the fingerprint counts the tour as new: a repeat
	 * may then be reported, but nothing is lost. */
	if (w->irwin && walk_tourset_add(&w->seen, w->path, w->depth) == 0) {
		w->ctr.duplicates++;
		return step_after_walk(w, ev);
	}
	w->ctr.solutions++;
	w->ctr.steps++;
	w->state = ENGINE_AT_SOLUTION;
	w->phase = PH_AFTER;
	ev_init(w, ev, EV_SOLUTION);
	return EV_SOLUTION;
}

static engine_event_kind step_stuck(walk *w, engine_event *ev)
{
	w->last_solved = false;
	w->ctr.stuck++;
	w->ctr.steps++;
	if (walk_more_walks(w) || w->ctr.solutions > 0) {
		w->state = ENGINE_SEARCHING;
		w->phase = PH_AFTER;
	} else {
		w->state = ENGINE_STUCK;
		w->phase = PH_DONE;
		w->final_ev = EV_STUCK;
	}
	ev_init(w, ev, EV_STUCK);
	return EV_STUCK;
}

static engine_event_kind step_advance(walk *w, engine_event *ev)
{
	ksq from = w->path[w->depth - 1];
	uint8_t order[8];
	memcpy(order, w->order, 8);
	walk_choice ch;
	if (!walk_advance(w, &ch))
		return step_stuck(w, ev);
	w->state = ENGINE_SEARCHING;
	ev_init(w, ev, EV_ADVANCE);
	memcpy(ev->order, order, 8); /* the ordering that made the choice */
	ev->why = ch.why;
	ev->from = from;
	ev->move = ch.move[ch.taken];
	ev->degree = (int8_t)ch.deg[ch.taken];
	ev->ntied = (int8_t)ch.ntied;
	int n = 0;
	for (int i = 0; i < ch.ntied; i++)
		if (ch.tied[i] != ch.taken)
			ev->tied[n++] = ch.sq[ch.tied[i]];
	return EV_ADVANCE;
}

engine_event_kind walk_step(engine *e, engine_event *ev)
{
	walk *w = (walk *)e;
	switch (w->phase) {
	case PH_DONE:
		ev_init(w, ev, w->final_ev);
		return w->final_ev;
	case PH_AFTER:
		return step_after_walk(w, ev);
	case PH_WALK:
	default:
		if (w->depth == w->nsq)
			return step_complete(w, ev);
		return step_advance(w, ev);
	}
}

/* ---- the fast run ----------------------------------------------------- */

/* The fast walk with a fixed-ordering rule (an ordering, squirrel-cull
 * or orderings19), or with random ties, on a board without torus.  It
 * makes exactly the moves, records and random draws of walk_advance(), as
 * Squirrel and Cull's single loop: lowering the degrees of the new
 * square's neighbours and finding the least of them in one pass.
 *
 * It is written for few instructions and few branches: a move off the top
 * or the bottom of the board reads a guard byte (visited, so it never
 * wins, and lowering leaves it visited); a move off the left or right
 * side, which would wrap to another row, reads the knight's own square
 * (visited too): the moves' offsets from a square of each column, in scan
 * order, are a small table (coloff).  The pass returns the least degree and the mask of the scan
 * positions that have it; the ordering takes the first of them, random
 * ties draw one.  Locals, not w's fields, in the loop: the degree bytes
 * may alias anything. */
typedef struct fast_tables {
	int32_t od[8];  /* board delta of the i-th move of the ordering */
	int32_t odc[8]; /* its column step */
	uint64_t ok;    /* byte i: its move index */
} fast_tables;

static void fast_tables_load(const walk *w, fast_tables *ft)
{
	ft->ok = 0;
	for (int i = 0; i < 8; i++) {
		int k = w->order[i];
		ft->od[i] = w->b.delta[k];
		ft->odc[i] = w->b.dc[k];
		ft->ok |= (uint64_t)k << (8 * i);
	}
}

static inline unsigned min_u(unsigned a, unsigned b)
{
	return a < b ? a : b;
}

#define BYTES_01 0x0101010101010101u
#define BYTES_7F 0x7F7F7F7F7F7F7F7Fu

/* One square c with the offsets `off` of its moves (scan order): (when `lower`)
 * lower the degrees of its unvisited neighbours, record them (when
 * `record`, in walk_record()'s format, with one 8-byte store), and return
 * the scan positions of the least degree (bit i: the i-th move of the
 * ordering), the least in *least (ENGINE_VISITED: no move left).  The
 * eight degrees are also packed in a word (byte i: the i-th move), so
 * that the record and the mask take a few word operations. */
static inline __attribute__((always_inline)) unsigned
fast_square(uint8_t *deg, const fast_tables *ft, ksq c, const int32_t *off, uint8_t *rec,
	    const bool lower, const bool record, unsigned *least)
{
	unsigned d[8];
	uint64_t packed = 0;
#pragma GCC unroll 8
	for (int i = 0; i < 8; i++) {
		const ksq t = c + off[i];
		unsigned v = deg[t];
		if (lower) {
			v = v - 1 + (v >> 7); /* 0xFF stays; 1..8 lose one */
			deg[t] = (uint8_t)v;
		}
		d[i] = v;
		packed |= (uint64_t)v << (8 * i);
	}
	/* Bytes that are ENGINE_VISITED (the only ones with bit 7), as 0xFF. */
	const uint64_t visited = (packed >> 7 & BYTES_01) * 0xFF;
	if (record) { /* move | degree << 3, or WALK_NO_CAND */
		uint64_t seen = (packed << 3 & ~(BYTES_01 * 7)) | ft->ok | visited;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		seen = __builtin_bswap64(seen); /* byte i at rec[i] */
#endif
		memcpy(rec, &seen, 8);
	}
	const unsigned lo = min_u(min_u(min_u(d[0], d[1]), min_u(d[2], d[3])),
				  min_u(min_u(d[4], d[5]), min_u(d[6], d[7])));
	/* Bytes equal to lo become 0x80, the others 0; then bit 8i goes to
	 * bit i (the products of the multiplication never overlap). */
	const uint64_t x = packed ^ (lo * BYTES_01);
	const uint64_t z = ~(((x & BYTES_7F) + BYTES_7F) | x | BYTES_7F);
	*least = lo;
	return (unsigned)((z >> 7) * 0x0102040810204080u >> 56);
}

/* Random ties as walk_choose() breaks them: the tied squares in scan
 * order (tmask, two or more bits), one drawn with rng_below().  Returns
 * its scan position.  rng_below() is given each count as a constant so
 * that it divides by none; the j-th tie is found by clearing j low bits
 * under a mask. */
static unsigned fast_random_tie(rng *r, unsigned tmask)
{
	unsigned n = tmask - (tmask >> 1 & 0x55); /* bits set in the byte */
	n = (n & 0x33) + (n >> 2 & 0x33);
	n = (n + (n >> 4)) & 0x0F;
	uint64_t j;
	switch (n) {
	case 2: j = rng_below(r, 2); break;
	case 3: j = rng_below(r, 3); break;
	case 4: j = rng_below(r, 4); break;
	case 5: j = rng_below(r, 5); break;
	case 6: j = rng_below(r, 6); break;
	case 7: j = rng_below(r, 7); break;
	default: j = rng_below(r, 8); break;
	}
#pragma GCC unroll 7
	for (unsigned i = 0; i < 7; i++)
		tmask &= tmask - (unsigned)(i < j);
	return (unsigned)__builtin_ctz(tmask);
}

static inline __attribute__((always_inline)) uint64_t
fast_order_moves(walk *w, uint64_t left, const bool record, const bool random)
{
	uint8_t *const deg = w->deg;
	const int32_t *const coloff = w->coloff;
	ksq *const path = w->path;
	uint8_t *const cand = w->cand, *const cmeta = w->cmeta;
	const int32_t nsq = w->nsq, cols = w->b.cols;
	int32_t depth = w->depth;
	ksq until = w->until, c = path[depth - 1];
	int32_t col = c % cols;
	fast_tables ft;
	fast_tables_load(w, &ft);
	rng r = w->rng;
	uint64_t done = 0;
	/* On entry the knight's neighbours are already lowered (the engine's
	 * invariant); after each move the new square's are lowered in the
	 * same pass that chooses from it. */
	bool lowered = true;
	unsigned least = ENGINE_VISITED, tm = 0;
	if (depth < nsq && left > 0)
		tm = fast_square(deg, &ft, c, coloff + 8 * col,
				 record ? cand + (size_t)(depth - 1) * 8 : NULL, false, record, &least);
	while (depth < nsq && done < left) {
		if (least == ENGINE_VISITED)
			break; /* stuck: walk_step() reports it */
		unsigned bi = (unsigned)__builtin_ctz(tm);
		if (random && (tm & (tm - 1)))
			bi = fast_random_tie(&r, tm);
		if (record)
			cmeta[depth - 1] = (uint8_t)bi;
		c += ft.od[bi];
		col += ft.odc[bi];
		/* Rows 3 and 4 away are the ones the next squares will need that
		 * this one did not (the walk wanders over large boards, so they
		 * are often far from the cache).  Addresses off the array are
		 * harmless to a prefetch; computed as integers to stay defined. */
		for (uintptr_t q = 3; q <= 4; q++) {
			const uintptr_t at = (uintptr_t)(deg + c), off = q * (uintptr_t)cols;
			__builtin_prefetch((const void *)(at + off), 1, 3);
			__builtin_prefetch((const void *)(at - off), 1, 3);
		}
		deg[c] = ENGINE_VISITED;
		path[depth++] = c;
		done++;
		lowered = false;
		if (c == until) { /* the schedule hands over on arrival here */
			w->depth = depth;
			while (c == w->until)
				walk_enter_stage(w, w->stage + 1);
			until = w->until;
			fast_tables_load(w, &ft);
		}
		if (depth == nsq || done == left)
			break;
		tm = fast_square(deg, &ft, c, coloff + 8 * col,
				 record ? cand + (size_t)(depth - 1) * 8 : NULL, true, record, &least);
		lowered = true;
	}
	if (!lowered) { /* keep the invariant for whoever comes next */
		for (int i = 0; i < 8; i++) {
			const ksq t = c + coloff[8 * col + i];
			const unsigned d = deg[t];
			deg[t] = (uint8_t)(d - (d != ENGINE_VISITED));
		}
	}
	w->rng = r;
	w->depth = depth;
	if (depth > w->ctr.max_depth)
		w->ctr.max_depth = depth;
	w->ctr.advances += done;
	w->ctr.steps += done;
	return done;
}

/* Moves of the current walk without events, at most `left`. */
static uint64_t fast_moves(walk *w, uint64_t left)
{
	if (!w->b.torus && w->random_ties)
		return w->cand ? fast_order_moves(w, left, true, true)
			       : fast_order_moves(w, left, false, true);
	if (!w->b.torus &&
	    (w->cfg.tiebreak == TIEBREAK_ORDER || w->cfg.tiebreak == TIEBREAK_SQUIRREL_CULL ||
	     w->cfg.tiebreak == TIEBREAK_ORDERINGS19))
		return w->cand ? fast_order_moves(w, left, true, false)
			       : fast_order_moves(w, left, false, false);
	uint64_t done = 0;
	walk_choice ch;
	while (w->depth < w->nsq && done < left && walk_advance(w, &ch))
		done++;
	return done;
}

engine_event_kind walk_run(engine *e, uint64_t max_steps, engine_solution_fn fn, void *ctx)
{
	walk *w = (walk *)e;
	uint64_t left = max_steps ? max_steps : UINT64_MAX;
	for (;;) {
		if (w->phase == PH_DONE)
			return w->final_ev;
		if (left == 0)
			return EV_NONE;
		if (w->phase == PH_WALK && w->depth < w->nsq) {
			uint64_t n = fast_moves(w, left);
			if (n > 0)
				w->state = ENGINE_SEARCHING;
			left -= n;
			if (left == 0)
				return EV_NONE;
		}
		/* The rare events (solution, stuck, new walk, exhausted) go
		 * through the stepping code itself. */
		engine_event ev;
		engine_event_kind k = walk_step(e, &ev);
		left--;
		if (k == EV_SOLUTION && fn && !fn(ctx, w->path, w->depth))
			return EV_SOLUTION;
		if (k == EV_EXHAUSTED || (k == EV_STUCK && w->phase == PH_DONE))
			return k;
	}
}
