/* SPDX-License-Identifier: MIT */
/* Moments of a search: parse, refuse what can never hold, test after a
 * step, run an engine to one (ktour/moment.h). */
#include "ktour/moment.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/square.h"
#include "ktour/tour_exists.h"

const char moment_syntax[] = "depth D, step N, square SQ, forced, solution [K], retreat-to D, "
			     "stuck, exhausted, dead-end, backtrack, tie";

/* The words, with what follows each: a number, a square, an optional
 * number, nothing. */
enum { ARG_NONE, ARG_NUMBER, ARG_SQUARE, ARG_OPTIONAL };
static const struct {
	const char *word;
	int arg;
} kinds[MOMENT_KIND_COUNT] = {
	[MOMENT_DEPTH] = {"depth", ARG_NUMBER},	    [MOMENT_STEP] = {"step", ARG_NUMBER},
	[MOMENT_SQUARE] = {"square", ARG_SQUARE},   [MOMENT_FORCED] = {"forced", ARG_NONE},
	[MOMENT_SOLUTION] = {"solution", ARG_OPTIONAL},
	[MOMENT_RETREAT_TO] = {"retreat-to", ARG_NUMBER},
	[MOMENT_STUCK] = {"stuck", ARG_NONE},	    [MOMENT_EXHAUSTED] = {"exhausted", ARG_NONE},
	[MOMENT_DEAD_END] = {"dead-end", ARG_NONE}, [MOMENT_BACKTRACK] = {"backtrack", ARG_NONE},
	[MOMENT_TIE] = {"tie", ARG_NONE},
};

/* A word of text: [*from, *to), from offset `at` on; false at the end. */
static bool next_word(const char *text, size_t at, size_t *from, size_t *to)
{
	while (text[at] == ' ' || text[at] == '\t')
		at++;
	if (!text[at])
		return false;
	*from = at;
	while (text[at] && text[at] != ' ' && text[at] != '\t')
		at++;
	*to = at;
	return true;
}

static bool word_number(const char *w, size_t n, uint64_t *v)
{
	char buf[24];
	if (n == 0 || n >= sizeof buf || !isdigit((unsigned char)w[0]))
		return false;
	memcpy(buf, w, n);
	buf[n] = '\0';
	return config_parse_u64(buf, v);
}

#define FAIL_AT(pos, ...)                                                            \
	do {                                                                         \
		if (at)                                                              \
			*at = (pos);                                                 \
		snprintf(err, errlen, __VA_ARGS__);                                  \
		return false;                                                        \
	} while (0)

static ksq start_square(const engine_config *c)
{
	if (c->prefix_len > 0 && c->prefix)
		return c->prefix[0];
	return c->start == KSQ_NONE ? 0 : c->start;
}

/* The square's name as the explorer writes it. */
static void square_text(const engine_config *c, ksq sq, char *out, size_t outlen)
{
	square_name_algebraic(c->spec.rows, sq / c->spec.cols, sq % c->spec.cols, out, outlen);
}

/* SQ of `square SQ` on cfg's board: off it, where the knight starts, or
 * where no move leads, it never holds. */
static bool parse_square(const char *w, size_t n, const engine_config *c, moment *m,
			 char *err, size_t errlen)
{
	char name[64], why[200];
	int r, col;
	if (n >= sizeof name)
		return snprintf(err, errlen, "square: the name is too long"), false;
	memcpy(name, w, n);
	name[n] = '\0';
	if (!square_parse(name, c->spec.rows, &r, &col, why, sizeof why))
		return snprintf(err, errlen, "%s", why), false;
	if (r < 0 || r >= c->spec.rows || col < 0 || col >= c->spec.cols)
		return snprintf(err, errlen, "square %s is off the %dx%d board: the knight never "
					     "gets there",
				name, c->spec.rows, c->spec.cols),
		       false;
	m->sq = (ksq)r * c->spec.cols + col;
	if (m->sq == start_square(c))
		return snprintf(err, errlen, "square %s is where the knight starts: it never moves "
					     "onto it again",
				name),
		       false;
	board b;
	if (board_init(&b, &c->spec, why, sizeof why)) {
		int deg = board_degree(&b, m->sq);
		board_free(&b);
		if (deg == 0)
			return snprintf(err, errlen, "square %s: no move of this piece leads there",
					name),
			       false;
	}
	return true;
}

/* Can m ever hold on the search of c?  False with the reason. */
static bool can_hold(const moment *m, const engine_config *c, char *err, size_t errlen)
{
	long nsq = (long)c->spec.rows * c->spec.cols;
	const char *name = engine_kind_name(c->kind);
	char why[200];
	switch (m->kind) {
	case MOMENT_DEPTH:
	case MOMENT_RETREAT_TO:
		if (m->kind == MOMENT_RETREAT_TO && engine_can(c->kind, ENG_WALK))
			return snprintf(err, errlen, "retreat-to: a %s walk never backs up; it gets "
						     "stuck instead (until stuck)",
					name),
			       false;
		if (m->n < 1)
			return snprintf(err, errlen, "%s 0: the depth counts the squares of the "
						     "path, 1 (the start square) and up",
					kinds[m->kind].word),
			       false;
		if (m->n > (uint64_t)nsq)
			return snprintf(err, errlen, "%s %llu: deeper than the %dx%d board's %ld "
						     "squares",
					kinds[m->kind].word, (unsigned long long)m->n,
					c->spec.rows, c->spec.cols, nsq),
			       false;
		return true;
	case MOMENT_FORCED:
		if (!engine_can(c->kind, ENG_PRUNE))
			return snprintf(err, errlen, "forced: forced moves come from Stone's "
						     "look-ahead, and a %s search has none",
					name),
			       false;
		if (c->prune != PRUNE_LOOKAHEAD)
			return snprintf(err, errlen, "forced: this search has no look-ahead (prune "
						     "none): no move is ever forced; prune "
						     "lookahead has them"),
			       false;
		return true;
	case MOMENT_SOLUTION:
		if (tour_exists_ruled_out(&c->spec, c->closed, why, sizeof why))
			return snprintf(err, errlen, "solution: no %stour exists here: %s",
					c->closed ? "closed " : "", why),
			       false;
		if (!c->closed && !c->all_starts &&
		    tour_start_ruled_out(&c->spec, c->start, why, sizeof why))
			return snprintf(err, errlen, "solution: no tour starts here: %s", why), false;
		if (m->n > 1 && !engine_can(c->kind, ENG_MANY))
			return snprintf(err, errlen, "solution %llu: a %s search finds one tour "
						     "at most",
					(unsigned long long)m->n, name),
			       false;
		return true;
	case MOMENT_STUCK:
		if (engine_can(c->kind, ENG_EXHAUSTIVE))
			return snprintf(err, errlen, "stuck: a %s search never gets stuck: it "
						     "backs up and tries the next move "
						     "(until retreat-to D)",
					name),
			       false;
		return true;
	case MOMENT_EXHAUSTED:
	case MOMENT_BACKTRACK:
		if (!engine_can(c->kind, ENG_EXHAUSTIVE))
			return snprintf(err, errlen, "%s: a %s walk never backs up: it gets stuck "
						     "or finds its tour (until stuck)",
					kinds[m->kind].word, name),
			       false;
		return true;
	case MOMENT_TIE:
		if (!engine_can(c->kind, ENG_WALK))
			return snprintf(err, errlen, "tie: a %s search has no ties: it tries every "
						     "move in turn (until backtrack)",
					name),
			       false;
		return true;
	default: return true;
	}
}

bool moment_parse(const char *text, const engine_config *cfg, moment *m, char *err,
		  size_t errlen, size_t *at)
{
	size_t a, b, a2, b2, a3, b3;
	moment out = {MOMENT_KIND_COUNT, 0, KSQ_NONE};
	if (!next_word(text, 0, &a, &b))
		FAIL_AT(0, "which moment? %s", moment_syntax);
	for (int k = 0; k < MOMENT_KIND_COUNT; k++)
		if (strlen(kinds[k].word) == b - a && memcmp(text + a, kinds[k].word, b - a) == 0)
			out.kind = (moment_kind)k;
	if (out.kind == MOMENT_KIND_COUNT)
		FAIL_AT(a, "%s is not a moment: expected %s", ESCAPE_QUOTE_N(text + a, b - a),
			moment_syntax);
	int arg = kinds[out.kind].arg;
	const char *word = kinds[out.kind].word;
	bool more = next_word(text, b, &a2, &b2);
	if (!more && (arg == ARG_NUMBER || arg == ARG_SQUARE))
		FAIL_AT(b, "%s: which %s? (%s %s)", word, arg == ARG_SQUARE ? "square" : "number",
			word, out.kind == MOMENT_STEP ? "N" : arg == ARG_SQUARE ? "SQ" : "D");
	if (more && arg == ARG_NONE)
		FAIL_AT(a2, "%s takes nothing after it, not %s", word,
			ESCAPE_QUOTE_N(text + a2, b2 - a2));
	if (more && (arg == ARG_NUMBER || arg == ARG_OPTIONAL) &&
	    !word_number(text + a2, b2 - a2, &out.n))
		FAIL_AT(a2, "%s: %s is not a whole number", word,
			ESCAPE_QUOTE_N(text + a2, b2 - a2));
	if (more && arg == ARG_OPTIONAL && out.n == 0)
		FAIL_AT(a2, "solution 0: tours are counted from 1 (solution alone: the next)");
	char why[300];
	if (engine_can(cfg->kind, ENG_BUILD) && out.kind != MOMENT_STEP &&
	    out.kind != MOMENT_SOLUTION)
		FAIL_AT(a, "%s: a %s construction lays blocks and joins cycles, with no path that "
			   "grows: its moments are step N and solution",
			word, engine_kind_name(cfg->kind));
	if (more && arg == ARG_SQUARE && !parse_square(text + a2, b2 - a2, cfg, &out, why, sizeof why))
		FAIL_AT(a2, "%s", why);
	if (more && next_word(text, b2, &a3, &b3))
		FAIL_AT(a3, "%s: unexpected %s after it", word, ESCAPE_QUOTE_N(text + a3, b3 - a3));
	if (!can_hold(&out, cfg, why, sizeof why))
		FAIL_AT(more ? a2 : a, "%s", why);
	*m = out;
	return true;
}

void moment_format(const moment *m, const engine_config *cfg, char *out, size_t outlen)
{
	const char *word = (unsigned)m->kind < MOMENT_KIND_COUNT ? kinds[m->kind].word : "?";
	char sq[SQUARE_NAME_MAX];
	switch ((unsigned)m->kind < MOMENT_KIND_COUNT ? kinds[m->kind].arg : ARG_NONE) {
	case ARG_NUMBER: snprintf(out, outlen, "%s %llu", word, (unsigned long long)m->n); break;
	case ARG_SQUARE:
		square_text(cfg, m->sq, sq, sizeof sq);
		snprintf(out, outlen, "%s %s", word, sq);
		break;
	case ARG_OPTIONAL:
		if (m->n)
			snprintf(out, outlen, "%s %llu", word, (unsigned long long)m->n);
		else
			snprintf(out, outlen, "%s", word);
		break;
	default: snprintf(out, outlen, "%s", word);
	}
}

bool moment_ahead(const moment *m, const engine_view *v, uint64_t t, char *why,
		  size_t whylen)
{
	if (m->kind == MOMENT_STEP && m->n <= t) {
		snprintf(why, whylen, "step %llu is %s: this is step %llu",
			 (unsigned long long)m->n, m->n == t ? "here" : "behind",
			 (unsigned long long)t);
		return false;
	}
	if (m->kind == MOMENT_SOLUTION && m->n && m->n <= v->counters.solutions) {
		snprintf(why, whylen, "tour %llu was found already (%llu so far)",
			 (unsigned long long)m->n, (unsigned long long)v->counters.solutions);
		return false;
	}
	if (m->kind == MOMENT_EXHAUSTED && v->state == ENGINE_EXHAUSTED) {
		snprintf(why, whylen, "the search is exhausted already, at step %llu",
			 (unsigned long long)t);
		return false;
	}
	return true;
}

unsigned moment_events(const moment *m)
{
	switch (m->kind) {
	case MOMENT_DEPTH: return 1u << EV_ADVANCE | 1u << EV_RETREAT | 1u << EV_NEW_WALK;
	case MOMENT_SQUARE: return 1u << EV_ADVANCE;
	case MOMENT_FORCED: return 1u << EV_ADVANCE | 1u << EV_RETREAT;
	case MOMENT_SOLUTION: return 1u << EV_SOLUTION;
	case MOMENT_RETREAT_TO: return 1u << EV_RETREAT;
	case MOMENT_STUCK: return 1u << EV_STUCK;
	case MOMENT_EXHAUSTED: return 1u << EV_EXHAUSTED;
	case MOMENT_DEAD_END: return 1u << EV_ADVANCE;
	case MOMENT_BACKTRACK: return 1u << EV_RETREAT;
	case MOMENT_TIE: return 1u << EV_ADVANCE | 1u << EV_NEW_WALK;
	default: return 0;
	}
}

/* The knight's onward moves now: the unvisited squares one move away. */
static int onward_moves(const engine_view *v, ksq out[8])
{
	ksq nb[8];
	int n = 0;
	if (v->depth < 1)
		return 0;
	board_neighbours(v->b, v->path[v->depth - 1], nb); /* KSQ_NONE: off the board */
	for (int i = 0; i < 8; i++)
		if (nb[i] != KSQ_NONE && v->degree[nb[i]] != ENGINE_VISITED)
			out[n++] = nb[i];
	return n;
}

/* The knight has no move on and the board is not covered. */
static bool at_dead_end(const engine_view *v)
{
	ksq on[8];
	long nsq = (long)v->b->rows * v->b->cols;
	return v->degree && v->depth < nsq && onward_moves(v, on) == 0;
}

/* The next choice of a walk is a tie: two or more onward squares share the
 * fewest onward moves (Warnsdorff's rule, before a tie rule breaks it). */
static bool at_tie(const engine_view *v)
{
	ksq on[8];
	if (!v->degree)
		return false;
	int n = onward_moves(v, on), least = 9, with = 0;
	for (int i = 0; i < n; i++) {
		int d = v->degree[on[i]];
		if (d < least)
			least = d, with = 0;
		with += d == least;
	}
	return with >= 2;
}

bool moment_holds(const moment *m, const engine_event *ev, const engine_view *v,
		  uint64_t t)
{
	if (m->kind == MOMENT_STEP)
		return t >= m->n;
	if (!(moment_events(m) >> ev->kind & 1u))
		return false;
	switch (m->kind) {
	case MOMENT_DEPTH: return (uint64_t)v->depth == m->n;
	case MOMENT_SQUARE: return ev->sq == m->sq;
	case MOMENT_FORCED:
		return ev->kind == EV_ADVANCE ? ev->why == WHY_FORCED
					      : ev->why == WHY_DOUBLE_FORCED ||
							ev->why == WHY_UNREACHABLE;
	case MOMENT_SOLUTION: return m->n == 0 || v->counters.solutions == m->n;
	case MOMENT_RETREAT_TO: return ev->depth >= 0 && (uint64_t)ev->depth <= m->n;
	case MOMENT_STUCK:
	case MOMENT_EXHAUSTED:
	case MOMENT_BACKTRACK: return true;
	case MOMENT_DEAD_END: return at_dead_end(v);
	case MOMENT_TIE: return at_tie(v);
	default: return false;
	}
}

static bool finished(const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	return v.state == ENGINE_EXHAUSTED || v.state == ENGINE_STUCK;
}

/* A blind stretch shorter than this is not worth its rewind copy. */
#define BLIND_MIN 256
/* Without a watcher, blind stretches of at most this many steps (the
 * loop then looks at the limit and the end). */
#define BLIND_MAX (1ull << 24)
/* Not an outcome: the run goes on. */
#define GO_ON ((moment_outcome)-1)

/* What the run looks at: the moment, the watcher's stop kinds. */
typedef struct run_look {
	engine *e;
	const moment *m;
	const moment_watch *w;
	unsigned kinds;
} run_look;

/* Can the run go blind?  engine_run() stops at a solution (the callback)
 * and at the search's end, nowhere else: so only when those are all the
 * events the run must stop at (a walk's EV_STUCK may not end its search),
 * and a watcher can be shown the steps again from a copy. */
static bool can_go_blind(const run_look *l)
{
	unsigned blind = 1u << EV_SOLUTION | 1u << EV_EXHAUSTED | 1u << EV_STUCK;
	if (l->kinds & ~blind)
		return false;
	if (l->w && l->w->seen && !l->w->scratch)
		return false;
	engine_view v;
	engine_view_get(l->e, &v);
	return !(l->kinds & 1u << EV_STUCK) || !v.cfg || !engine_can(v.cfg->kind, ENG_WALK);
}

/* Does the run stop at this solution?  (engine_run()'s callback) */
static bool blind_goes_on(void *ctx, const ksq *path, int32_t len)
{
	const run_look *l = ctx;
	(void)path;
	(void)len;
	if (l->w && l->w->stop & 1u << EV_SOLUTION)
		return false;
	if (!l->m || l->m->kind != MOMENT_SOLUTION)
		return true;
	engine_view v;
	engine_view_get(l->e, &v);
	return l->m->n != 0 && v.counters.solutions != l->m->n;
}

/* One step with its event, shown to the watcher: how the run ends there,
 * or GO_ON. */
static moment_outcome seen_step(const run_look *l, uint64_t *t)
{
	engine_event ev;
	const moment_watch *w = l->w;
	engine_step(l->e, &ev);
	(*t)++;
	if (w && w->seen)
		w->seen(w->ctx, &ev, *t);
	if (w && w->every && w->at_every && (*t & (w->every - 1)) == 0)
		w->at_every(w->ctx, *t);
	if (w && w->stop >> ev.kind & 1u)
		return MOMENT_HELD;
	if (l->m && (l->m->kind == MOMENT_STEP || l->kinds >> ev.kind & 1u)) {
		engine_view v;
		engine_view_get(l->e, &v);
		if (moment_holds(l->m, &ev, &v, *t))
			return MOMENT_HELD;
	}
	if ((ev.kind == EV_EXHAUSTED || ev.kind == EV_STUCK) && finished(l->e))
		return MOMENT_ENDED;
	return GO_ON;
}

/* Up to `room` steps blind, then how the run ends, or GO_ON when they all
 * went by.  A stretch that stopped early is stepped again with events
 * from the copy, to the same step. */
static moment_outcome blind_steps(const run_look *l, uint64_t *t, uint64_t room,
				  uint64_t *taken)
{
	engine_view v;
	engine *scratch = l->w && l->w->seen ? l->w->scratch : NULL;
	if (scratch)
		engine_copy(scratch, l->e);
	engine_view_get(l->e, &v);
	uint64_t before = v.counters.steps;
	engine_event_kind k = engine_run(l->e, room, blind_goes_on, (void *)l);
	engine_view_get(l->e, &v);
	uint64_t got = v.counters.steps - before;
	bool early = k == EV_SOLUTION || k == EV_EXHAUSTED || k == EV_STUCK || got < room;
	if (!early) {
		*t += got;
		*taken += got;
		return GO_ON;
	}
	if (!scratch) {
		*t += got;
		*taken += got;
		if (k == EV_EXHAUSTED && l->m && l->m->kind == MOMENT_EXHAUSTED)
			return MOMENT_HELD; /* the end is the moment */
		return k == EV_SOLUTION ? MOMENT_HELD : GO_ON; /* the end: the loop says */
	}
	engine_copy(l->e, scratch);
	moment_outcome o = GO_ON;
	for (uint64_t i = 0; i < got && o == GO_ON; i++) {
		o = seen_step(l, t);
		(*taken)++;
	}
	return o;
}

/* Steps the run may take before it must look: the limit, the step of a
 * step N moment, the next multiple of the watcher's `every`. */
static uint64_t room_left(const run_look *l, uint64_t t, uint64_t max, uint64_t taken)
{
	uint64_t room = max ? max - taken : UINT64_MAX;
	if (l->m && l->m->kind == MOMENT_STEP && l->m->n - t < room)
		room = l->m->n - t;
	if (l->w && l->w->every) {
		uint64_t to_every = l->w->every - (t & (l->w->every - 1));
		room = to_every < room ? to_every : room;
	}
	return room;
}

moment_outcome moment_run_watched(engine *e, const moment *m, uint64_t *t, uint64_t max,
				  const moment_watch *w)
{
	run_look l = {e, m, w, (m ? moment_events(m) : 0) | (w ? w->stop : 0)};
	bool blind = can_go_blind(&l);
	uint64_t taken = 0, tail = w ? w->tail : 0;
	for (;;) {
		if (m && m->kind == MOMENT_STEP && *t >= m->n)
			return MOMENT_HELD; /* even on the search's last step */
		if (finished(e))
			return MOMENT_ENDED;
		if (max && taken >= max)
			return MOMENT_LIMIT;
		uint64_t room = room_left(&l, *t, max, taken);
		moment_outcome o = GO_ON;
		if (blind && room > tail + BLIND_MIN) {
			uint64_t n = room - tail;
			o = blind_steps(&l, t, !w && n > BLIND_MAX ? BLIND_MAX : n, &taken);
		} else {
			for (uint64_t i = 0; i < room && o == GO_ON; i++) {
				o = seen_step(&l, t);
				taken++;
			}
		}
		if (o != GO_ON)
			return o;
	}
}

moment_outcome moment_run(engine *e, const moment *m, uint64_t *t, uint64_t max)
{
	return moment_run_watched(e, m, t, max, NULL);
}
