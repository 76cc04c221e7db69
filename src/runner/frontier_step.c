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

#ifdef __SSE2__
#include <emmintrin.h>
#endif

/* A label no class uses: the first edge to a bare square makes one. */
#define FRESH 31

enum { EV_CYCLE = 1, EV_COMPLETE = 2 };

/* The processed square while its edges are added: degree, digit (2 or
 * its fragment's label) and the slot of its fragment's other end. */
typedef struct vsq {
	int deg, dig, mate;
} vsq;

static inline int pop32(uint32_t x)
{
#ifdef __POPCNT__
	return __builtin_popcount(x);
#else
	x = x - ((x >> 1) & 0x55555555u);
	x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
	return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
#endif
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

/* Digits of a key into d[0..n), d zero beyond. */
static inline void unpack(const fr_plan *p, uint64_t key, int n, uint8_t *d)
{
	if (!p->base11) {
#ifdef __SSE2__
		__m128i x = _mm_cvtsi64_si128((long long)key);
		__m128i lo = _mm_and_si128(x, _mm_set1_epi8(0x0F));
		__m128i hi = _mm_and_si128(_mm_srli_epi16(x, 4), _mm_set1_epi8(0x0F));
		_mm_storeu_si128((__m128i *)(void *)d, _mm_unpacklo_epi8(lo, hi));
#else
		for (int i = 0; i < 16; i++)
			d[i] = (uint8_t)(key >> (4 * i) & 15);
#endif
		(void)n;
		return;
	}
	/* two halves, so that the divisions run on 32-bit numbers */
	uint64_t hi = key / 2357947691ull; /* 11^9 */
	uint32_t lo = (uint32_t)(key % 2357947691ull), h32 = (uint32_t)hi;
	for (int i = 0; i < 9; i++) {
		d[i] = (uint8_t)(lo % 11);
		lo /= 11;
	}
	for (int i = 9; i < 17; i++) {
		d[i] = (uint8_t)(h32 % 11);
		h32 /= 11;
	}
	(void)n;
}

/* Relabel t (labels in order of first appearance) and pack it. */
static inline uint64_t pack(const fr_plan *p, uint8_t *t, int n, uint32_t labels)
{
	uint8_t map[32];
	memset(map, 0, sizeof map);
	uint8_t next = FR_LABEL0;
	while (labels) {
		int j = __builtin_ctz(labels);
		labels &= labels - 1;
		uint8_t l = t[j], m = map[l], fresh = m == 0;
		m = (uint8_t)(m | (uint8_t)(-fresh & next));
		next = (uint8_t)(next + fresh);
		map[l] = m;
		t[j] = m;
	}
	if (!p->base11) {
#ifdef __SSE2__
		__m128i v = _mm_loadu_si128((const __m128i *)(const void *)t);
		__m128i w = _mm_or_si128(_mm_and_si128(v, _mm_set1_epi16(0x000F)),
					 _mm_and_si128(_mm_srli_epi16(v, 4), _mm_set1_epi16(0x00F0)));
		return (uint64_t)_mm_cvtsi128_si64(_mm_packus_epi16(w, w));
#else
		uint64_t key = 0;
		for (int j = 0; j < 16; j++)
			key |= (uint64_t)t[j] << (4 * j);
		return key;
#endif
	}
	(void)n;
	uint64_t lo = 0, hi = 0;
	for (int j = 8; j >= 0; j--)
		lo = lo * 11 + t[j];
	for (int j = 16; j >= 9; j--)
		hi = hi * 11 + t[j];
	return hi * 2357947691ull + lo;
}

/* ---- one result ------------------------------------------------------------------------- */

/* The window while edges are added: digits, and which slots are full,
 * bare and ends of fragments running to a tour end, kept up to date so
 * that no digit is read back in bulk. */
typedef struct work {
	uint8_t t[32];
	uint32_t full, bare, toend;
} work;

/* The window of the class before any edge, with each label's partner. */
typedef struct base {
	work w;
	int8_t mate[FR_MAXS + 1];
} base;

static inline void set_digit(work *x, int slot, uint8_t d)
{
	uint32_t bit = 1u << slot;
	x->t[slot] = d;
	x->full = (x->full & ~bit) | (d == FR_FULL ? bit : 0);
	x->toend = (x->toend & ~bit) | (d == FR_TOEND ? bit : 0);
	x->bare &= ~bit; /* no edge is ever taken away */
}

/* The edge from the processed square to slot w.  A label's partner is
 * the base's: the first edge can change a label only on the slots of
 * the processed square's own fragment, which the second edge never
 * looks up (that would close a cycle). */
static inline int join(work *x, const base *b, vsq *v, int w)
{
	uint8_t dw = x->t[w];
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
			v->mate = b->mate[w];
			v->dig = dw;
			set_digit(x, w, FR_FULL);
		}
	} else if (dw == FR_BARE) {
		set_digit(x, w, (uint8_t)v->dig); /* w is the new end of the fragment */
	} else if (dw == FR_TOEND) {
		if (v->dig == FR_TOEND)
			ev = EV_COMPLETE;
		else
			set_digit(x, v->mate, FR_TOEND);
		set_digit(x, w, FR_FULL);
	} else {
		if (dw == v->dig) {
			ev = EV_CYCLE;
		} else if (v->dig == FR_TOEND) {
			set_digit(x, b->mate[w], FR_TOEND);
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
 * and the squares outside the window count from the plan. */
static inline bool viable(const fr_plan *p, const fr_step *st, uint32_t full, uint32_t bare,
			  uint32_t toend)
{
	uint32_t win = (1u << st->nout) - 1, open = win & ~full;
	uint32_t c0 = st->beyond1, c1 = st->beyond2;
	for (uint32_t a = open; a; a &= a - 1) {
		uint32_t m = st->nbr[__builtin_ctz(a)];
		c1 |= c0 & m;
		c0 |= m;
	}
	uint32_t one = open & ~bare;
	uint32_t short2 = bare & ~c0, short1 = (one & ~c0) | (bare & c0 & ~c1);
	if (p->closed)
		return (short1 | short2) == 0;
	if (short2)
		return false;
	return pop32(toend) + pop32(short1 & ~st->start_bit) + st->start_pending <= 2;
}

/* Add the edges to the slots of `pick`, give the processed square its
 * final degree (a tour end when `as_end`), keep the result if it can
 * still complete. */
static inline bool finish(const fr_plan *p, const fr_step *st, const base *b, vsq v,
			  const int8_t *pick, int npick, bool as_end, uint64_t *key)
{
	int n = st->nout;
	work x = b->w;
	int ev = 0;
	for (int k = 0; k < npick; k++)
		ev |= join(&x, b, &v, pick[k]);
	if (as_end) {
		if (v.dig == FR_TOEND)
			ev |= EV_COMPLETE;
		else
			set_digit(&x, v.mate, FR_TOEND);
	}
	uint32_t win = (1u << n) - 1;
	if (ev) {
		/* a cycle closed or a path completed: the tour is whole only
		 * when nothing is left to cover */
		if ((ev & EV_CYCLE ? !p->closed : p->closed) || st->rest != 0 || x.full != win)
			return false;
		*key = pack(p, x.t, n, 0);
		return true;
	}
	if (!viable(p, st, x.full, x.bare, x.toend))
		return false;
	*key = pack(p, x.t, n, win & ~(x.full | x.bare | x.toend));
	return true;
}

/* The window of `key` in the new slots (b) and the processed square. */
static inline vsq prepare(const fr_plan *p, const fr_step *st, uint64_t key, base *b)
{
	uint8_t d[48];
	memset(d, 0, sizeof d);
	unpack(p, key, st->nin, d);
	uint8_t *t = b->w.t;
	vsq v = {0, 0, -1};
	int vdig = 0;
	if (st->mapkind == FR_MAP_SAME) {
		memcpy(t, d, 32);
	} else if (st->mapkind == FR_MAP_SHIFT) {
		vdig = d[0];
		memcpy(t, d + 1, 32);
	} else {
		memset(t, 0, 32);
		for (int i = 0; i < st->nin; i++)
			if (i != st->vslot)
				t[st->map[i]] = d[i];
		vdig = st->vslot >= 0 ? d[st->vslot] : 0;
	}
	int n = st->nout;
	b->w.full = mask_eq(t, FR_FULL, n);
	b->w.bare = mask_eq(t, FR_BARE, n);
	b->w.toend = mask_eq(t, FR_TOEND, n);
	/* partners: the slots of each label, in pairs */
	int8_t first[32];
	memset(first, -1, sizeof first);
	for (uint32_t l = ((1u << n) - 1) & ~(b->w.full | b->w.bare | b->w.toend); l; l &= l - 1) {
		int j = __builtin_ctz(l), f = first[t[j]];
		if (f < 0) {
			first[t[j]] = (int8_t)j;
		} else {
			b->mate[j] = (int8_t)f;
			b->mate[f] = (int8_t)j;
		}
	}
	if (vdig == FR_FULL) {
		v.deg = 2;
	} else if (vdig != FR_BARE) {
		v.deg = 1;
		v.dig = vdig;
		if (vdig != FR_TOEND)
			v.mate = first[vdig]; /* the one slot left with v's label */
	}
	return v;
}

int fr_expand(const fr_plan *p, const fr_step *st, uint64_t key, uint64_t *out)
{
	base bs;
	bs.w.full = 0; /* (cppcheck cannot tell that prepare() fills it) */
	vsq v = prepare(p, st, key, &bs);
	int8_t cand[8];
	int nc = 0;
	for (int k = 0; k < st->nfwd; k++)
		if (!(bs.w.full >> st->fwd[k] & 1))
			cand[nc++] = st->fwd[k];
	/* Open tours: a new tour end needs one of the two ends free (unless
	 * it completes the tour, which needs the board covered). */
	bool end_ok = !p->closed;
	if (end_ok && st->rest != 0)
		end_ok = pop32(bs.w.toend) + (v.dig == FR_TOEND) + 1 + st->start_pending <= 2;
	int nout = 0;
	/* degree 2 (not for the start square), then degree 1: a tour end */
	for (int as_end = 0; as_end <= 1; as_end++) {
		if (as_end ? !end_ok : st->is_start)
			continue;
		int need = (as_end ? 1 : 2) - v.deg;
		int8_t pick[2];
		if (need == 0) {
			nout += finish(p, st, &bs, v, pick, 0, as_end, &out[nout]);
		} else if (need == 1) {
			for (int a = 0; a < nc; a++) {
				pick[0] = cand[a];
				nout += finish(p, st, &bs, v, pick, 1, as_end, &out[nout]);
			}
		} else if (need == 2) {
			for (int a = 0; a < nc; a++)
				for (int b = a + 1; b < nc; b++) {
					pick[0] = cand[a];
					pick[1] = cand[b];
					nout += finish(p, st, &bs, v, pick, 2, as_end, &out[nout]);
				}
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
	unpack(p, key, n, dig);
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
