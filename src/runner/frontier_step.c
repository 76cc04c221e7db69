/* SPDX-License-Identifier: MIT */
/* One class through one step of the frontier DP (frontier_impl.h): unpack
 * the window's digits, try every way to give the processed square its
 * final degree with edges to later squares, drop what can no longer
 * complete, and pack the results canonically.  This is the counter's inner
 * loop: the window is a row of bytes (SSE2 compares find digits in it),
 * labels stay plain digits while edges are added (a fragment's two ends
 * share one), and only the result is relabelled. */
#include <string.h>

#include "frontier_impl.h"
#include "ktour/compiler.h"

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* The inner loop's helpers, inlined whatever the compiler thinks of
 * their size: a call costs more than most of them do. */
#define HOT static KT_ALWAYS_INLINE

/* A label no class uses (they go up to 10, and a window word has a
 * nibble a digit): the first edge to a bare square makes one. */
#define FRESH 15

/* 11^8 and 11^16: a base-11 key is three pieces of 8, 8 and 1 digits. */
#define P11_8 214358881ull
#define P11_16 (P11_8 * P11_8)

enum { EV_CYCLE = 1, EV_COMPLETE = 2 };

/* The processed square while its edges are added: degree, digit (2 or
 * its fragment's label) and the slot of its fragment's other end. */
typedef struct vsq {
	int deg, dig, mate;
} vsq;

/* The bits of x, counted up to 3 (the tests compare with 2 at most). */
static inline int pop3(uint32_t x)
{
	int n = x != 0;
	x &= x - 1;
	n += x != 0;
	x &= x - 1;
	return n + (x != 0);
}

/* The bits of x (at most 17). */
static inline int pop3x(uint32_t x)
{
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

/* Slots 0..n-1 (n <= 17) of t equal to val, as bits. */
static inline uint32_t mask_eq(const uint8_t *t, uint8_t val, int n)
{
#ifdef __SSE2__
	__m128i v = _mm_loadu_si128((const __m128i *)(const void *)t);
	uint32_t m = (uint32_t)_mm_movemask_epi8(_mm_cmpeq_epi8(v, _mm_set1_epi8((char)val)));
	m |= (uint32_t)(t[16] == val) << 16;
#else
	uint32_t m = 0;
	for (int i = 0; i < 17; i++)
		m |= (uint32_t)(t[i] == val) << i;
#endif
	return m & ((1u << n) - 1);
}

/* ---- keys ------------------------------------------------------------------------ */

/* The 16 nibbles of a window word into bytes d[0..16). */
static inline void unpack_word(uint64_t w, uint8_t *d)
{
#ifdef __SSE2__
	__m128i x = _mm_cvtsi64_si128((long long)w);
	__m128i lo = _mm_and_si128(x, _mm_set1_epi8(0x0F));
	__m128i hi = _mm_and_si128(_mm_srli_epi16(x, 4), _mm_set1_epi8(0x0F));
	_mm_storeu_si128((__m128i *)(void *)d, _mm_unpacklo_epi8(lo, hi));
#else
	for (int i = 0; i < 16; i++)
		d[i] = (uint8_t)(w >> (4 * i) & 15);
#endif
}

/* Digits of a key into d[0..17), d zero beyond. */
static inline void unpack(const fr_plan *p, uint64_t key, uint8_t *d)
{
	if (!p->base11) {
		unpack_word(key, d);
		return;
	}
	/* three pieces, the two long ones divided side by side on 32 bits */
	uint64_t rest = key % P11_16;
	uint32_t lo = (uint32_t)(rest % P11_8), hi = (uint32_t)(rest / P11_8);
	for (int i = 0; i < 8; i++) {
		d[i] = (uint8_t)(lo % 11);
		d[i + 8] = (uint8_t)(hi % 11);
		lo /= 11;
		hi /= 11;
	}
	d[16] = (uint8_t)(key / P11_16);
}

/* The base-11 key of a window word (slots 0..15) and slot 16's digit:
 * digits paired, the pairs paired and so on, as multiply-adds. */
static inline uint64_t base11(uint64_t w, unsigned d16)
{
#ifdef __SSE2__
	__m128i x = _mm_cvtsi64_si128((long long)w);
	__m128i lo = _mm_and_si128(x, _mm_set1_epi8(0x0F));
	__m128i hi = _mm_and_si128(_mm_srli_epi16(x, 4), _mm_set1_epi8(0x0F));
	__m128i b = _mm_unpacklo_epi8(lo, hi), z = _mm_setzero_si128();
	__m128i m11 = _mm_set1_epi32(11 << 16 | 1);
	__m128i a0 = _mm_madd_epi16(_mm_unpacklo_epi8(b, z), m11);
	__m128i a1 = _mm_madd_epi16(_mm_unpackhi_epi8(b, z), m11);
	__m128i q = _mm_madd_epi16(_mm_packs_epi32(a0, a1), _mm_set1_epi32(121 << 16 | 1));
	q = _mm_packs_epi32(q, q);
	q = _mm_madd_epi16(q, _mm_set1_epi32(14641 << 16 | 1));
	uint64_t r = (uint64_t)_mm_cvtsi128_si64(q);
	return (r & 0xFFFFFFFFu) + (r >> 32) * P11_8 + d16 * P11_16;
#else
	uint64_t lo = 0, hi = 0;
	for (int j = 7; j >= 0; j--) {
		lo = lo * 11 + (w >> (4 * j) & 15);
		hi = hi * 11 + (w >> (4 * j + 32) & 15);
	}
	return lo + hi * P11_8 + d16 * P11_16;
#endif
}

/* ---- one result ------------------------------------------------------------------------- */

/* The window while edges are added: its digits as a word of nibbles
 * (slot 16 of a 17-square window apart), and which slots are full, bare
 * and ends of fragments running to a tour end, kept up to date so that
 * no digit is read back in bulk. */
typedef struct work {
	uint64_t w;
	uint32_t d16;
	uint32_t full, bare, toend;
} work;

/* The window of the class before any edge, the slots an edge may go to
 * (later neighbours not full) and what the other slots give viable(): no
 * edge changes them. */
typedef struct base {
	work w;
	uint32_t win, cands, c0, c1;
	unsigned top; /* the highest label */
} base;

/* The slot other than `slot` whose digit is `label` in x: the other end
 * of a fragment (nibbles equal to the label found all at once). */
static inline int other_end(const work *x, int slot, unsigned label)
{
	uint64_t y = x->w ^ (0x1111111111111111ull * label);
	uint64_t eq = ~(y | y >> 1 | y >> 2 | y >> 3) & 0x1111111111111111ull;
	if (slot < 16)
		eq &= ~(1ull << (4 * slot));
	return eq ? kt_ctz64(eq) / 4 : 16;
}

static inline unsigned digit(const work *x, int slot)
{
	return slot < 16 ? (unsigned)(x->w >> (4 * slot)) & 15 : x->d16;
}

static inline void set_digit(work *x, int slot, unsigned d)
{
	uint32_t bit = 1u << slot;
	if (slot < 16)
		x->w = (x->w & ~(15ull << (4 * slot))) | (uint64_t)d << (4 * slot);
	else
		x->d16 = d;
	x->full = (x->full & ~bit) | (d == FR_FULL ? bit : 0);
	x->toend = (x->toend & ~bit) | (d == FR_TOEND ? bit : 0);
	x->bare &= ~bit; /* no edge is ever taken away */
}

/* The edge from the processed square to slot w.  A label's partner is
 * found in the base: the first edge can change a label only on the slots
 * of the processed square's own fragment, which the second edge never
 * looks up (that would close a cycle). */
HOT int join(work *x, const base *b, vsq *v, int w)
{
	unsigned dw = digit(x, w);
	int ev = 0;
	if (v->deg == 0) {
		if (dw == FR_BARE) {
			set_digit(x, w, FRESH);
			v->dig = FRESH;
			v->mate = w;
		} else if (dw == FR_TOEND) {
			set_digit(x, w, FR_FULL);
			v->dig = FR_TOEND;
		} else {
			v->mate = other_end(&b->w, w, dw);
			v->dig = (int)dw;
			set_digit(x, w, FR_FULL);
		}
	} else if (dw == FR_BARE) {
		set_digit(x, w, (unsigned)v->dig); /* w is the new end of the fragment */
	} else if (dw == FR_TOEND) {
		if (v->dig == FR_TOEND)
			ev = EV_COMPLETE;
		else
			set_digit(x, v->mate, FR_TOEND);
		set_digit(x, w, FR_FULL);
	} else {
		if ((int)dw == v->dig) {
			ev = EV_CYCLE;
		} else if (v->dig == FR_TOEND) {
			set_digit(x, other_end(&b->w, w, dw), FR_TOEND);
		} else {
			set_digit(x, v->mate, dw); /* the two far ends now share w's label */
		}
		set_digit(x, w, FR_FULL);
	}
	v->deg++;
	return ev;
}

/* Can every window square still get its degree?  Open tours: a square
 * one edge short must be a tour end, and there are two ends.
 *
 * The neighbours a square can still get edges from are counted for all
 * squares at once, in two bit masks (at least one, at least two): every
 * window square that is not full adds itself to its neighbours' counts,
 * and the squares outside the window count from the plan.  Only the
 * candidates of an edge can have become full, so the others were added
 * once for the class (prepare()). */
static inline bool viable(const fr_plan *p, const fr_step *st, const base *b, const work *x)
{
	uint32_t open = b->win & ~x->full, c0 = b->c0, c1 = b->c1;
	for (uint32_t a = open & b->cands; a; a &= a - 1) {
		uint32_t m = st->nbr[kt_ctz32(a)];
		c1 |= c0 & m;
		c0 |= m;
	}
	uint32_t bare = x->bare, one = open & ~bare;
	uint32_t short2 = bare & ~c0, short1 = (one & ~c0) | (bare & c0 & ~c1);
	if (p->closed)
		return (short1 | short2) == 0;
	if (short2)
		return false;
	return pop3(x->toend) + pop3(short1 & ~st->start_bit) + st->start_pending <= 2;
}

#define NIB1 0x1111111111111111ull

/* The slots of a window word whose digit is v, as bit 4i for slot i. */
static inline uint64_t nib_eq(uint64_t w, unsigned v)
{
	uint64_t y = w ^ (NIB1 * v);
	return ~(y | y >> 1 | y >> 2 | y >> 3) & NIB1;
}

/* The key of x: labels renumbered in order of first appearance, then
 * packed.  Each label (3..top, and FRESH) is done on its own: its slots
 * at once, its first slot the lowest of them, its new number 3 plus the
 * labels whose first slot comes before (slot 16 is never a label's
 * first).  No label waits for another. */
static inline uint64_t key_of(const fr_plan *p, const work *x, unsigned top)
{
	uint64_t w = x->w, eq[16], first = 0, delta = 0;
	unsigned n = 0, d16 = x->d16, nd16 = d16, lab[16];
	for (unsigned l = FR_LABEL0; l <= top; l++) {
		lab[n] = l;
		eq[n++] = nib_eq(w, l);
	}
	lab[n] = FRESH;
	eq[n++] = nib_eq(w, FRESH);
	for (unsigned i = 0; i < n; i++)
		first |= eq[i] & -eq[i];
	for (unsigned i = 0; i < n; i++) {
		uint64_t lo = eq[i] & -eq[i];
		unsigned nl = FR_LABEL0 + (unsigned)(((first & (lo - 1)) * NIB1) >> 60);
		delta ^= eq[i] * (lab[i] ^ nl);
		nd16 = d16 == lab[i] ? nl : nd16;
	}
	return p->base11 ? base11(w ^ delta, nd16) : w ^ delta;
}

/* Add the edges to slots w1 and w2 (the first npick of them), give the
 * processed square its final degree (a tour end when `as_end`), keep
 * the result if it can still complete. */
HOT bool finish(const fr_plan *p, const fr_step *st, const base *b, vsq v, int w1,
			  int w2, int npick, bool as_end, uint64_t *key)
{
	work x = b->w;
	int ev = 0;
	if (npick > 0)
		ev |= join(&x, b, &v, w1);
	if (npick > 1)
		ev |= join(&x, b, &v, w2);
	if (as_end) {
		if (v.dig == FR_TOEND)
			ev |= EV_COMPLETE;
		else
			set_digit(&x, v.mate, FR_TOEND);
	}
	if (ev) {
		/* a cycle closed or a path completed: the tour is whole only
		 * when nothing is left to cover */
		if ((ev & EV_CYCLE ? !p->closed : p->closed) || st->rest != 0 || x.full != b->win)
			return false;
		*key = key_of(p, &x, 0);
		return true;
	}
	if (!viable(p, st, b, &x))
		return false;
	*key = key_of(p, &x, b->top);
	return true;
}

/* The digits of a key as a window word (slot 16 apart): a 4-bit key is
 * one already. */
static inline uint64_t key_word(const fr_plan *p, uint64_t key, uint32_t *d16)
{
	*d16 = 0;
	if (!p->base11)
		return key;
	/* three pieces, the two long ones divided side by side on 32 bits */
	uint64_t rest = key % P11_16, w = 0;
	uint32_t lo = (uint32_t)(rest % P11_8), hi = (uint32_t)(rest / P11_8);
	for (int i = 0; i < 8; i++) {
		w |= (uint64_t)(lo % 11) << (4 * i) | (uint64_t)(hi % 11) << (4 * i + 32);
		lo /= 11;
		hi /= 11;
	}
	*d16 = (uint32_t)(key / P11_16);
	return w;
}

/* The digits of `key` in the new slots, into x->w and x->d16; returns
 * the processed square's digit. */
static inline int window_of(const fr_plan *p, const fr_step *st, uint64_t key, work *x)
{
	uint32_t d16;
	uint64_t w = key_word(p, key, &d16);
	if (st->mapkind == FR_MAP_SAME) {
		x->w = w;
		x->d16 = d16;
		return 0;
	}
	if (st->mapkind == FR_MAP_SHIFT) {
		x->w = w >> 4 | (uint64_t)d16 << 60;
		x->d16 = 0;
		return (int)(w & 15);
	}
	x->w = 0;
	x->d16 = 0;
	for (int i = 0; i < st->nin; i++) {
		uint64_t d = i < 16 ? w >> (4 * i) & 15 : d16;
		int to = st->map[i];
		if (to >= 16)
			x->d16 = (uint32_t)d;
		else if (to >= 0)
			x->w |= d << (4 * to);
	}
	return st->vslot < 0 ? 0 : st->vslot < 16 ? (int)(w >> (4 * st->vslot) & 15) : (int)d16;
}

/* The window of `key` in the new slots (b) and the processed square. */
static inline vsq prepare(const fr_plan *p, const fr_step *st, uint64_t key, base *b)
{
	int vdig = window_of(p, st, key, &b->w);
	uint8_t t[32];
	t[16] = (uint8_t)b->w.d16;
	unpack_word(b->w.w, t); /* (16 bytes, stored at once) */
	vsq v = {0, 0, -1};
	int n = st->nout;
	b->win = (1u << n) - 1;
	b->w.full = mask_eq(t, FR_FULL, n);
	b->w.bare = mask_eq(t, FR_BARE, n);
	b->w.toend = mask_eq(t, FR_TOEND, n);
	/* the source's labels are 3, 4, ...: a pair each */
	uint32_t lab = b->win & ~(b->w.full | b->w.bare | b->w.toend);
	b->top = FR_LABEL0 - 1 + (unsigned)(pop3x(lab) + (vdig >= FR_LABEL0)) / 2;
	if (vdig == FR_FULL) {
		v.deg = 2;
	} else if (vdig != FR_BARE) {
		v.deg = 1;
		v.dig = vdig;
		if (vdig != FR_TOEND)
			v.mate = other_end(&b->w, 31, (unsigned)vdig); /* the slot left with v's label */
	}
	/* the later neighbours an edge can go to; the rest of the window's
	 * squares that are not full, counted for viable() once */
	b->cands = 0;
	for (int k = 0; k < st->nfwd; k++)
		b->cands |= 1u << st->fwd[k];
	b->cands &= ~b->w.full;
	uint32_t c0 = st->beyond1, c1 = st->beyond2;
	for (uint32_t a = b->win & ~(b->w.full | b->cands); a; a &= a - 1) {
		uint32_t m = st->nbr[kt_ctz32(a)];
		c1 |= c0 & m;
		c0 |= m;
	}
	b->c0 = c0;
	b->c1 = c1;
	return v;
}

/* The kinds of the lead squares (frontier_impl.h): no edge of the step
 * changes them, so the window before any edge gives them. */
static inline uint32_t pattern(const fr_plan *p, const fr_step *st, uint32_t full, uint32_t bare)
{
	uint32_t end = ~(full | bare), f = 0, e = 0;
	for (int k = 0; k < st->lead_nruns; k++) {
		uint32_t m = (1u << st->lead_run[k].len) - 1;
		f |= (full >> st->lead_run[k].from & m) << st->lead_run[k].to;
		e |= (end >> st->lead_run[k].from & m) << st->lead_run[k].to;
	}
	return p->pow3sum[f] + 2u * p->pow3sum[e];
}

uint32_t fr_key_pattern(const fr_plan *p, int32_t v, uint64_t key)
{
	if (v < 0)
		return 0;
	uint8_t d[48];
	memset(d, 0, sizeof d);
	unpack(p, key, d);
	int n = p->steps[v].nout;
	return pattern(p, &p->steps[v], mask_eq(d, FR_FULL, n), mask_eq(d, FR_BARE, n));
}

int fr_expand(const fr_plan *p, const fr_step *st, uint64_t key, uint64_t *out,
	      uint32_t *pat)
{
	base bs;
	bs.w.full = 0; /* (cppcheck cannot tell that prepare() fills it) */
	vsq v = prepare(p, st, key, &bs);
	*pat = pattern(p, st, bs.w.full, bs.w.bare);
	int8_t cand[8];
	int nc = 0;
	for (int k = 0; k < st->nfwd; k++)
		if (bs.cands >> st->fwd[k] & 1)
			cand[nc++] = st->fwd[k];
	/* Open tours: a new tour end needs one of the two ends free (unless
	 * it completes the tour, which needs the board covered). */
	bool end_ok = !p->closed;
	if (end_ok && st->rest != 0)
		end_ok = pop3(bs.w.toend) + (v.dig == FR_TOEND) + 1 + st->start_pending <= 2;
	int nout = 0;
	/* degree 2 (not for the start square), then degree 1: a tour end */
	for (int as_end = 0; as_end <= 1; as_end++) {
		if (as_end ? !end_ok : st->is_start)
			continue;
		int need = (as_end ? 1 : 2) - v.deg;
		if (need == 0) {
			nout += finish(p, st, &bs, v, 0, 0, 0, as_end, &out[nout]);
		} else if (need == 1) {
			for (int a = 0; a < nc; a++)
				nout += finish(p, st, &bs, v, cand[a], 0, 1, as_end, &out[nout]);
		} else if (need == 2) {
			for (int a = 0; a < nc; a++)
				for (int b = a + 1; b < nc; b++)
					nout += finish(p, st, &bs, v, cand[a], cand[b], 2, as_end,
						       &out[nout]);
		}
	}
	return nout;
}

/* ---- checking keys ------------------------------------------------------------------------ */

bool fr_key_valid(const fr_plan *p, int n, uint64_t key)
{
	uint8_t dig[48];
	memset(dig, 0, sizeof dig);
	/* no digits past the window */
	if (!p->base11) {
		if (n < 16 && key >> (4 * n) != 0)
			return false;
	} else {
		uint64_t rest = key;
		for (int i = 0; i < n; i++)
			rest /= 11;
		if (rest != 0)
			return false;
	}
	unpack(p, key, dig);
	int seen[16] = {0}, next = FR_LABEL0;
	for (int i = 0; i < n; i++) {
		int d = dig[i];
		if (d < FR_LABEL0)
			continue;
		if (seen[d] == 0 && d != next++)
			return false; /* labels in order of first appearance */
		if (++seen[d] > 2)
			return false;
	}
	for (int d = FR_LABEL0; d < next; d++)
		if (seen[d] != 2)
			return false;
	return true;
}
