/* SPDX-License-Identifier: MIT */
/* Counting tours on bitboards (boards of at most 64 squares); see
 * ktour/bits_search.h.  The rules are those of bt_verdict() in
 * backtrack_core.h, restated on masks. */
#include "ktour/bits_search.h"

#include <stdio.h>
#include <string.h>

#include "ktour/compiler.h"

#define BIT(s) ((uint64_t)1 << (s))

/* Popcounts are most of the work: on x86-64 the search is compiled a
 * second time for the POPCNT instruction, used when the CPU has it. */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define BITS_X86 1
#endif

static inline int popc(uint64_t m)
{
	return kt_popcount64(m);
}

static inline int lowest(uint64_t m)
{
	return kt_ctz64(m);
}

/* Squares numbered above s. */
static inline uint64_t above(int s)
{
	return s >= 63 ? 0 : ~(uint64_t)0 << (s + 1);
}

bool bits_fits(const engine_config *cfg)
{
	return (long long)cfg->spec.rows * cfg->spec.cols <= BITS_MAX_SQUARES;
}

bool bits_init(bits_search *s, const engine_config *cfg, char *err, size_t errlen)
{
	board b;
	memset(s, 0, sizeof *s);
	if (!board_init(&b, &cfg->spec, err, errlen))
		return false;
	if (b.nsq > BITS_MAX_SQUARES) {
		snprintf(err, errlen, "bitboard count: %d squares is more than %d", (int)b.nsq,
			 BITS_MAX_SQUARES);
		board_free(&b);
		return false;
	}
	s->nsq = (int)b.nsq;
	s->closed = cfg->closed;
	s->lookahead = cfg->prune == PRUNE_LOOKAHEAD;
	for (ksq q = 0; q < b.nsq; q++) {
		ksq t[8];
		board_neighbours(&b, q, t);
		for (int k = 0; k < 8; k++)
			if (t[k] != KSQ_NONE)
				s->nb[q] |= BIT(t[k]);
	}
	board_free(&b);
	return true;
}

/* Effective degree: unvisited neighbours, plus one for a square the
 * closed tour may end on. */
static inline int eff_degree(const bits_search *s, int u, uint64_t left, uint64_t ends)
{
	return popc(s->nb[u] & left) + (int)(ends >> u & 1);
}

/* Put sq on the path as frame d and decide its candidates (rest). */
static KT_ALWAYS_INLINE void bits_push(bits_search *s, int d, int sq, uint64_t all)
{
	bits_frame *f = &s->fr[d];
	uint64_t left = (d ? s->fr[d - 1].left : all) & ~BIT(sq);
	uint64_t cand = s->nb[sq] & left;
	f->sq = sq;
	f->left = left;
	f->rest = cand;
	if (!s->lookahead || left == 0)
		return;
	if (s->closed && d <= 1)
		s->closers = d == 0 ? s->nb[sq] : s->nb[s->fr[0].sq] & above(sq);
	uint64_t ends = s->closed ? s->closers : 0;
	int32_t cnt1 = d >= 2 ? f[-1].cnt1 - (popc(cand) + (int)(ends >> sq & 1) == 1) : 0;
	uint64_t forced = 0, zero = 0;
	for (uint64_t m = cand; m; m &= m - 1) {
		int t = lowest(m);
		int dt = eff_degree(s, t, left, ends);
		if (dt == 1) {
			forced |= BIT(t);
			cnt1++;
		} else if (dt == 0) {
			zero |= BIT(t);
			cnt1--;
		}
	}
	f->rest = 0;
	if (d <= 1) { /* recount; and a far square of degree 0 dooms the search */
		cnt1 = 0;
		for (uint64_t m = left; m; m &= m - 1) {
			int u = lowest(m), du = eff_degree(s, u, left, ends);
			if (du == 0 && !(cand >> u & 1))
				return;
			cnt1 += du == 1;
		}
	}
	f->cnt1 = cnt1;
	int r = popc(left);
	if (s->closed && (ends & left) == 0)
		return;
	if (zero && (s->closed || r > 1))
		return;
	int allow = s->closed ? 0 : 1, nf = popc(forced);
	int e = cnt1 - nf;
	if (e > allow || nf > 1 + allow - e)
		return;
	f->rest = nf == 1 + allow - e && nf > 0 ? forced : cand;
}

/* Does a tour whose last square is t count? */
static inline bool bits_last_ok(const bits_search *s, int t)
{
	if (!s->closed)
		return true;
	return s->nsq >= 3 && t > s->fr[1].sq && (s->nb[s->fr[0].sq] >> t & 1);
}

static uint64_t all_squares(const bits_search *s)
{
	return s->nsq == 64 ? ~(uint64_t)0 : BIT(s->nsq) - 1;
}

bool bits_begin(bits_search *s, const ksq *prefix, int len, bits_counts *out)
{
	uint64_t all = all_squares(s);
	s->root = s->sp = 0;
	bits_push(s, 0, prefix[0], all);
	if (s->fr[0].left == 0) { /* a board of one square */
		out->solutions += !s->closed;
		return false;
	}
	for (int i = 1; i < len; i++) {
		const bits_frame *p = &s->fr[i - 1];
		if (!(p->rest >> prefix[i] & 1))
			return false;
		out->advances++;
		if (p->left == BIT(prefix[i])) {
			out->solutions += bits_last_ok(s, prefix[i]);
			return false;
		}
		bits_push(s, i, prefix[i], all);
	}
	s->root = s->sp = len - 1;
	return true;
}

static KT_ALWAYS_INLINE bool
bits_resume_body(bits_search *s, bits_counts *out, bool (*should_stop)(void *ctx), void *ctx)
{
	uint64_t all = all_squares(s);
	uint64_t adv = 0, ret = 0, sol = 0;
	bool complete = true;
	int root = s->root, sp = s->sp;
	uint32_t every = s->poll_every ? s->poll_every : 1u << 16;
	uint32_t budget = every;
	for (;;) {
		bits_frame *f = &s->fr[sp];
		if (!f->rest) {
			if (sp == root)
				break;
			sp--;
			ret++;
			continue;
		}
		int t = lowest(f->rest);
		f->rest &= f->rest - 1;
		adv++;
		if (f->left == BIT(t)) { /* the last square: counted, not pushed */
			sol += bits_last_ok(s, t);
			continue;
		}
		bits_push(s, ++sp, t, all);
		if (--budget == 0) {
			budget = every;
			if (should_stop) {
				/* a safe point: the stack and the counts are current */
				s->sp = sp;
				out->solutions += sol;
				out->advances += adv;
				out->retreats += ret;
				sol = adv = ret = 0;
				if (should_stop(ctx)) {
					complete = false;
					break;
				}
			}
		}
	}
	s->sp = sp;
	out->solutions += sol;
	out->advances += adv;
	out->retreats += ret;
	return complete;
}

static bool bits_resume_plain(bits_search *s, bits_counts *out, bool (*should_stop)(void *ctx),
			      void *ctx)
{
	return bits_resume_body(s, out, should_stop, ctx);
}

#ifdef BITS_X86
__attribute__((target("popcnt"))) static bool
bits_resume_popcnt(bits_search *s, bits_counts *out, bool (*should_stop)(void *ctx), void *ctx)
{
	return bits_resume_body(s, out, should_stop, ctx);
}
#endif

bool bits_resume(bits_search *s, bits_counts *out, bool (*should_stop)(void *ctx), void *ctx)
{
#ifdef BITS_X86
	if (__builtin_cpu_supports("popcnt"))
		return bits_resume_popcnt(s, out, should_stop, ctx);
#endif
	return bits_resume_plain(s, out, should_stop, ctx);
}

/* ---- saving and restoring a paused search -------------------------------- */

int bits_stack_save(const bits_search *s, ksq *sq, uint64_t *rest)
{
	for (int i = 0; i <= s->sp; i++) {
		sq[i] = s->fr[i].sq;
		rest[i] = s->fr[i].rest;
	}
	return s->sp + 1;
}

/* Candidates are tried lowest square first, so the untried ones of a frame
 * are the listed ones above the last one tried: `tried` all below `rest`. */
static bool rest_is_suffix(uint64_t listed, uint64_t rest)
{
	if (rest & ~listed)
		return false;
	uint64_t tried = listed & ~rest;
	return !rest || !tried || 63 - kt_clz64(tried) < lowest(rest);
}

bool bits_stack_load(bits_search *s, const ksq *prefix, int len, const ksq *sq,
		     const uint64_t *rest, int depth, char *err, size_t errlen)
{
	if (len < 1 || depth < len || depth > s->nsq) {
		snprintf(err, errlen, "a stack of %d squares for a job of %d on %d squares", depth,
			 len, s->nsq);
		return false;
	}
	for (int i = 0; i < depth; i++) {
		if (sq[i] < 0 || sq[i] >= s->nsq) {
			snprintf(err, errlen, "stack square %d (%ld) is off the board", i + 1,
				 (long)sq[i]);
			return false;
		}
		if (i < len && sq[i] != prefix[i]) {
			snprintf(err, errlen, "stack square %d is not the job's square %d", i + 1,
				 i + 1);
			return false;
		}
	}
	uint64_t all = all_squares(s);
	int root = len - 1;
	bits_push(s, 0, (int)sq[0], all);
	for (int i = 1; i < depth; i++) {
		bits_frame *p = &s->fr[i - 1];
		uint64_t b = BIT(sq[i]);
		if (!(p->rest & b) || p->left == b) {
			snprintf(err, errlen, "stack square %d is not a move the search makes from "
					      "square %d", i + 1, i);
			return false;
		}
		uint64_t want = i - 1 < root ? p->rest : p->rest & above((int)sq[i]);
		if (rest[i - 1] != want) {
			snprintf(err, errlen, "stack square %d: untried moves %llx are not what "
					      "the search leaves (%llx)", i,
				 (unsigned long long)rest[i - 1], (unsigned long long)want);
			return false;
		}
		p->rest = want;
		bits_push(s, i, (int)sq[i], all);
	}
	bits_frame *top = &s->fr[depth - 1];
	if (!rest_is_suffix(top->rest, rest[depth - 1])) {
		snprintf(err, errlen, "stack square %d: untried moves %llx are not what the "
				      "search leaves of %llx", depth,
			 (unsigned long long)rest[depth - 1], (unsigned long long)top->rest);
		return false;
	}
	top->rest = rest[depth - 1];
	s->root = root;
	s->sp = depth - 1;
	return true;
}
