/* SPDX-License-Identifier: MIT */
/* The walk state machine: one event per engine_step(), and engine_run(),
 * which reaches the same states with the same counters without events.
 * The events and their order are documented at the top of walk.c. */
#include <string.h>

#include "ktour/compiler.h"
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

/* One step with its event (walk_run() takes its rare events here too). */
static engine_event_kind step_once(walk *w, engine_event *ev)
{
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

engine_event_kind walk_step(engine *e, engine_event *ev)
{
	walk *w = (walk *)e;
	walk_fill_mask(w); /* a stepped walk is looked at: its targets fast */
	return step_once(w, ev);
}

/* ---- the fast run ----------------------------------------------------- */

/* The fast walk with a fixed-ordering rule (an ordering, squirrel-cull
 * or orderings19), or with random ties, on a board without torus.  It
 * makes exactly the moves, records and random draws of walk_advance(), as
 * Squirrel and Cull's single loop: lowering the degrees of the new
 * square's neighbours and finding the least of them in one pass.
 *
 * A step is a chain of dependent operations (the next square depends on
 * the degrees around this one), and each link costs, so the loop is
 * written for a short chain and few instructions:
 * - no bounds test: a move off the top or the bottom of the board reads a
 *   guard byte (visited, so it never wins, and lowering leaves it
 *   visited); away from the sides (all but `colpad` columns on either
 *   side) the eight neighbours are at the ordering's own offsets, the same
 *   for every square, kept as eight pointers (deg + offset); near a side,
 *   a move that would wrap to another row reads the knight's own square
 *   (visited too) through the per-column offsets (coloff).  Which of the
 *   two applies is a branch the processor predicts, so the column, kept
 *   beside the square, is off the chain;
 * - lowering is a table look-up (0xFF stays, 1..8 lose one), and does not
 *   change the order of the degrees, so the choice uses the bytes as
 *   loaded;
 * - every candidate is a key: its degree, then its scan position, and in
 *   the full (64-bit) keys the move's offset in the low 32 bits.  The
 *   least of the eight, by a tree of branchless minima, is Warnsdorff's
 *   choice with ties to the ordering; a full key's low half is the step to
 *   the next square, a small key's scan position looks it up.
 * Random ties and the records for engine_depth_info() take the degrees
 * packed in a word (byte i: the i-th move) beside the keys.  Locals, not
 * w's fields, in the loop: the degree bytes may alias anything. */
typedef struct fast_tables {
	int32_t od[8];  /* board delta of the i-th move of the ordering */
	int32_t odc[8]; /* its column step */
	uint64_t ko[8]; /* its full key below the degree: i << KEY_POS | (uint32_t)od[i] */
	uint64_t ok;    /* byte i: its move index */
	/* (uint32_t)(col - colpad) < inner: no move from column col leaves
	 * the board sideways */
	int32_t colpad;
	uint32_t inner;
	const int32_t *coloff;
} fast_tables;

#define KEY_POS 53                       /* full keys: scan position, bits 53..55 */
#define KEY_STUCK ((uint64_t)0xFF << 56) /* the least full key of a dead end */
#define BYTES_01 0x0101010101010101u
#define BYTES_7F 0x7F7F7F7F7F7F7F7Fu

static void fast_tables_load(const walk *w, fast_tables *ft)
{
	ft->ok = 0;
	for (int i = 0; i < 8; i++) {
		int k = w->order[i];
		ft->od[i] = w->b.delta[k];
		ft->odc[i] = w->b.dc[k];
		ft->ko[i] = (uint64_t)i << KEY_POS | (uint32_t)ft->od[i];
		ft->ok |= (uint64_t)k << (8 * i);
	}
	const int32_t inner = w->b.cols - 2 * w->colpad;
	ft->colpad = w->colpad;
	ft->inner = inner > 0 ? (uint32_t)inner : 0;
	ft->coloff = w->coloff;
}

/* A degree byte after its square lost a neighbour: 1..8 lose one,
 * ENGINE_VISITED stays (0 never occurs; kept). */
#define LOWER1(v) (uint8_t)((v) - ((v) != 0 && (v) != ENGINE_VISITED))
#define LOWER4(v) LOWER1(v), LOWER1((v) + 1), LOWER1((v) + 2), LOWER1((v) + 3)
#define LOWER16(v) LOWER4(v), LOWER4((v) + 4), LOWER4((v) + 8), LOWER4((v) + 12)
#define LOWER64(v) LOWER16(v), LOWER16((v) + 16), LOWER16((v) + 32), LOWER16((v) + 48)
static const uint8_t lowered[256] = {LOWER64(0), LOWER64(64), LOWER64(128), LOWER64(192)};

/* Keep x as computed: without it the compiler turns the tree of minima
 * below into a chain (min is associative), three links into seven. */
#if defined(__GNUC__)
#define KEEP(x) __asm__("" : "+r"(x))
#else
#define KEEP(x) ((void)0)
#endif

static inline uint64_t min_u64(uint64_t a, uint64_t b)
{
	return a < b ? a : b;
}

/* The square c, its neighbours at nb[i] + c (scan order): (when `lower`)
 * lower their degrees, and return the least key (>= KEY_STUCK: no move).
 * When `packed` is given, the degrees as loaded (before lowering) go
 * there, byte i for the i-th move. */
static KT_ALWAYS_INLINE uint64_t
fast_square(uint8_t *const nb[8], ptrdiff_t c, const uint64_t ko[8], const bool small,
	    const bool lower, uint64_t *packed)
{
	uint64_t key[8], v[8];
#pragma GCC unroll 8
	for (int i = 0; i < 8; i++) {
		uint8_t *const t = nb[i] + c;
		v[i] = *t;
		if (lower)
			*t = lowered[v[i]];
		key[i] = small ? v[i] << 3 | (uint64_t)i : v[i] << 56 | ko[i];
	}
	if (packed) /* as a tree: the random ties wait for it */
		*packed = ((v[0] | v[1] << 8) | (v[2] << 16 | v[3] << 24)) |
			  ((v[4] << 32 | v[5] << 40) | (v[6] << 48 | v[7] << 56));
	uint64_t m01 = min_u64(key[0], key[1]), m23 = min_u64(key[2], key[3]);
	uint64_t m45 = min_u64(key[4], key[5]), m67 = min_u64(key[6], key[7]);
	KEEP(m01);
	KEEP(m23);
	KEEP(m45);
	KEEP(m67);
	uint64_t m03 = min_u64(m01, m23), m47 = min_u64(m45, m67);
	KEEP(m03);
	KEEP(m47);
	return min_u64(m03, m47);
}

/* fast_square() at the knight's square c in column col: the neighbours
 * at the ordering's own offsets (nb) away from the sides, through the
 * per-column offsets near them. */
static KT_ALWAYS_INLINE uint64_t
fast_at(uint8_t *deg, uint8_t *const nb[8], const fast_tables *ft, ptrdiff_t c, int32_t col,
	const bool small, const bool lower, uint64_t *packed)
{
	if ((uint32_t)(col - ft->colpad) < ft->inner)
		return fast_square(nb, c, ft->ko, small, lower, packed);
	uint8_t *side[8];
	for (int i = 0; i < 8; i++)
		side[i] = deg + ft->coloff[8 * col + i];
	/* the keys of the moves that leave the board are never least */
	return fast_square(side, c, ft->ko, small, lower, packed);
}

/* Record the candidates of one square in walk_record()'s format (move |
 * degree << 3, or WALK_NO_CAND) with one store, from the degrees packed
 * as loaded; `lowered_by` is 1 when they were loaded before lowering. */
static inline void fast_record(uint8_t *rec, uint64_t packed, unsigned lowered_by,
			       uint64_t moves)
{
	/* Bytes that are ENGINE_VISITED (the only ones with bit 7). */
	const uint64_t visited = packed >> 7 & BYTES_01;
	const uint64_t after = packed - ((BYTES_01 ^ visited) * lowered_by);
	uint64_t seen = (after << 3 & ~(BYTES_01 * 7)) | moves | visited * 0xFF;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
	seen = __builtin_bswap64(seen); /* byte i at rec[i] */
#endif
	memcpy(rec, &seen, 8);
}

/* The bytes of `packed` equal to `least`, which no byte is below: bit 7
 * of each such byte set, the rest clear (without carries between bytes). */
static inline uint64_t fast_ties(uint64_t packed, unsigned least)
{
	const uint64_t x = packed ^ (least * BYTES_01);
	return ~(((x & BYTES_7F) + BYTES_7F) | x | BYTES_7F);
}

/* Those bytes as a mask of scan positions (bit i: byte i): the products
 * of the multiplication never overlap. */
static inline unsigned fast_tie_mask(uint64_t ties)
{
	return (unsigned)((ties >> 7) * 0x0102040810204080u >> 56);
}

/* tie_bits[m]: the positions of the bits set in the byte m, in increasing
 * order, 3 bits each (the j-th at bits 3j..3j+2), and their count at bits
 * 24..27: constant expressions, so that the compiler builds the table. */
#define BIT(m, b) ((uint32_t)(m) >> (b) & 1)
#define POP8(m)                                                                     \
	(BIT(m, 0) + BIT(m, 1) + BIT(m, 2) + BIT(m, 3) + BIT(m, 4) + BIT(m, 5) + BIT(m, 6) + \
	 BIT(m, 7))
#define AT(m, b) (BIT(m, b) * ((uint32_t)(b) << (3 * POP8((m) & ((1u << (b)) - 1)))))
#define TIE1(m)                                                                    \
	(AT(m, 0) | AT(m, 1) | AT(m, 2) | AT(m, 3) | AT(m, 4) | AT(m, 5) | AT(m, 6) | \
	 AT(m, 7) | POP8(m) << 24)
#define TIE4(m) TIE1(m), TIE1((m) + 1), TIE1((m) + 2), TIE1((m) + 3)
#define TIE16(m) TIE4(m), TIE4((m) + 4), TIE4((m) + 8), TIE4((m) + 12)
#define TIE64(m) TIE16(m), TIE16((m) + 16), TIE16((m) + 32), TIE16((m) + 48)
static const uint32_t tie_bits[256] = {TIE64(0), TIE64(64), TIE64(128), TIE64(192)};

/* Random ties as walk_choose() breaks them: the tied squares in scan
 * order (tmask, two or more bits), the j-th drawn by rng_below() for
 * their count.  Returns its scan position. */
static inline unsigned fast_random_tie(rng *r, unsigned tmask)
{
	const uint32_t bits = tie_bits[tmask];
	const unsigned j = (unsigned)rng_below(r, bits >> 24);
	return bits >> (3 * j) & 7;
}

/* The choice at the knight's square from its least key (and the degrees
 * packed as loaded, for random ties): false when stuck, else the scan
 * position taken in *bi and the step to the next square in *move. */
static KT_ALWAYS_INLINE bool
fast_choose(uint64_t key, uint64_t packed, const fast_tables *ft, rng *r, unsigned *bi,
	    int32_t *move, const bool small, const bool random)
{
	if (small ? key >= (uint64_t)ENGINE_VISITED << 3 : key >= KEY_STUCK)
		return false;
	*bi = (unsigned)(small ? key : key >> KEY_POS) & 7;
	*move = small ? ft->od[*bi] : (int32_t)(uint32_t)key;
	if (random) {
		const uint64_t ties = fast_ties(packed, (unsigned)(key >> (small ? 3 : 56)));
		if (ties & (ties - 1)) { /* two or more */
			*bi = fast_random_tie(r, fast_tie_mask(ties));
			*move = ft->od[*bi];
		}
	}
	return true;
}

/* Rows 3 and 4 away from c are the ones the next squares will need that c
 * did not; on large boards they are often far from the cache (the walk
 * wanders).  Addresses off the array are harmless to a prefetch; computed
 * as integers to stay defined. */
static inline void fast_prefetch(const uint8_t *at, int32_t cols)
{
	for (uintptr_t q = 3; q <= 4; q++) {
		const uintptr_t a = (uintptr_t)at, off = q * (uintptr_t)cols;
		KT_PREFETCH_WRITE((const void *)(a + off));
		KT_PREFETCH_WRITE((const void *)(a - off));
	}
}

static void fast_offsets(const walk *w, fast_tables *ft, uint8_t *nb[8])
{
	fast_tables_load(w, ft);
	for (int i = 0; i < 8; i++)
		nb[i] = w->deg + ft->od[i]; /* in the guards at worst */
}

/* At most `left` moves of the current walk.  Small keys (the degree and
 * the scan position only) take fewer instructions, the full ones a
 * shorter chain: the walks that keep records are those of boards that fit
 * in the cache, many at a time in the experiments, where instructions
 * count; large walks wait on the chain, and on memory (prefetched). */
static KT_ALWAYS_INLINE uint64_t
fast_order_moves(walk *w, uint64_t left, const bool record, const bool random)
{
	const bool small = record;
	uint8_t *const deg = w->deg, *const cand = w->cand, *const cmeta = w->cmeta;
	ksq *const path = w->path;
	const int32_t cols = w->b.cols, first = w->depth;
	const int32_t end = left < (uint64_t)(w->nsq - first) ? first + (int32_t)left : w->nsq;
	int32_t depth = first, move = 0;
	ptrdiff_t c = path[depth - 1];
	int32_t col = (int32_t)(c % cols);
	ksq until = w->until;
	fast_tables ft;
	uint8_t *nb[8];
	fast_offsets(w, &ft, nb);
	rng r = w->rng;
	uint64_t packed = 0, *const pk = record || random ? &packed : NULL;
	if (depth >= end)
		return 0;
	/* On entry the knight's neighbours are already lowered (the engine's
	 * invariant); after each move the new square's are lowered in the
	 * same pass that chooses from it. */
	bool lowering = false;
	uint64_t key = fast_at(deg, nb, &ft, c, col, small, false, pk);
	unsigned bi;
	while (fast_choose(key, packed, &ft, &r, &bi, &move, small, random)) {
		if (record) {
			fast_record(cand + (size_t)(depth - 1) * 8, packed, lowering, ft.ok);
			cmeta[depth - 1] = (uint8_t)bi;
		}
		c += move;
		col += ft.odc[bi];
		if (!record)
			fast_prefetch(deg + c, cols);
		deg[c] = ENGINE_VISITED;
		path[depth++] = (ksq)c;
		lowering = false;
		if (c == until) { /* the schedule hands over on arrival here */
			w->depth = depth;
			while (c == w->until)
				walk_enter_stage(w, w->stage + 1);
			until = w->until;
			fast_offsets(w, &ft, nb);
		}
		if (depth == end)
			break;
		key = fast_at(deg, nb, &ft, c, col, small, true, pk);
		lowering = true;
	}
	if (depth > first && !lowering) /* keep the invariant for whoever comes next */
		(void)fast_at(deg, nb, &ft, c, col, small, true, NULL);
	w->rng = r;
	w->depth = depth;
	if (depth > w->ctr.max_depth)
		w->ctr.max_depth = depth;
	w->ctr.advances += (uint64_t)(depth - first);
	w->ctr.steps += (uint64_t)(depth - first);
	return (uint64_t)(depth - first);
}

bool walk_fast_serves(const walk *w)
{
	return !w->b.torus &&
	       (w->random_ties || w->cfg.tiebreak == TIEBREAK_ORDER ||
		w->cfg.tiebreak == TIEBREAK_SQUIRREL_CULL ||
		w->cfg.tiebreak == TIEBREAK_ORDERINGS19);
}

/* Moves of the current walk without events, at most `left`. */
static uint64_t fast_moves(walk *w, uint64_t left)
{
	if (walk_fast_serves(w) && w->random_ties)
		return w->cand ? fast_order_moves(w, left, true, true)
			       : fast_order_moves(w, left, false, true);
	if (walk_fast_serves(w))
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
		engine_event_kind k = step_once(w, &ev);
		left--;
		if (k == EV_SOLUTION && fn && !fn(ctx, w->path, w->depth))
			return EV_SOLUTION;
		if (k == EV_EXHAUSTED || (k == EV_STUCK && w->phase == PH_DONE))
			return k;
	}
}
