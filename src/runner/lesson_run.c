/* SPDX-License-Identifier: MIT */
/* Running a lesson to each of its scenes (lesson_run, ktour lesson --check)
 * and writing a lesson's skeleton from marks (lesson_skeleton). */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ktour/engine.h"
#include "ktour/lesson.h"

/* The search of a scene: one engine, or two in lockstep (explore
 * --compare: a step steps each one that has not finished; the common step
 * count is the number of lockstep steps). */
typedef struct run {
	engine *e[2];
	int n;
	uint64_t t;
} run;

static void run_free(run *r)
{
	for (int i = 0; i < r->n; i++)
		engine_destroy(r->e[i]);
	memset(r, 0, sizeof *r);
}

static bool run_start(run *r, const lesson_search *s, char *err, size_t errlen)
{
	engine_config second;
	run_free(r);
	r->e[0] = engine_create(&s->cfg, err, errlen);
	if (!r->e[0])
		return false;
	r->n = 1;
	if (s->compare[0]) {
		if (!config_compare(&s->cfg, s->compare, &second, err, errlen) ||
		    !(r->e[1] = engine_create(&second, err, errlen))) {
			run_free(r);
			return false;
		}
		r->n = 2;
	}
	return true;
}

static bool done(const engine *e)
{
	engine_view v;
	engine_view_get(e, &v);
	return v.state == ENGINE_EXHAUSTED || v.state == ENGINE_STUCK;
}

static bool run_done(const run *r)
{
	for (int i = 0; i < r->n; i++)
		if (!done(r->e[i]))
			return false;
	return true;
}

/* Two searches: lockstep steps until m holds for either (or max steps). */
static moment_outcome lockstep(run *r, const moment *m, uint64_t max)
{
	for (uint64_t taken = 0;; taken++) {
		if (run_done(r))
			return MOMENT_ENDED;
		if (max && taken >= max)
			return MOMENT_LIMIT;
		bool held = false;
		r->t++;
		for (int i = 0; i < r->n; i++) {
			if (done(r->e[i]))
				continue;
			engine_event ev;
			engine_view v;
			engine_step(r->e[i], &ev);
			engine_view_get(r->e[i], &v);
			held |= moment_holds(m, &ev, &v, r->t);
		}
		if (held)
			return MOMENT_HELD;
	}
}

static moment_outcome run_to(run *r, const moment *m, uint64_t max)
{
	return r->n == 1 ? moment_run(r->e[0], m, &r->t, max) : lockstep(r, m, max);
}

static bool failed(const lesson *l, int line, char *err, size_t errlen, const char *fmt, ...)
	__attribute__((format(printf, 5, 6)));

static bool failed(const lesson *l, int line, char *err, size_t errlen, const char *fmt, ...)
{
	char msg[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	snprintf(err, errlen, "%s:%d:1: %s", l->name, line, msg);
	return false;
}

/* Scene i's moment: from where the scene before left the search, or its
 * new search's step 0. */
static bool reach(lesson *l, int i, run *r, char *err, size_t errlen)
{
	lesson_scene *sc = &l->scenes[i];
	char what[MOMENT_TEXT_MAX + 40], why[200];
	moment m = {MOMENT_STEP, 0, KSQ_NONE};
	int line = sc->way_line ? sc->way_line : sc->line;
	if (sc->new_search && !run_start(r, &l->searches[sc->search], err, errlen))
		return failed(l, sc->line, err, errlen, "scene %d: %s", i + 1, err);
	switch (sc->way) {
	case LW_STAY: sc->step = r->t; return true;
	case LW_GOTO:
		if (sc->n < r->t && !run_start(r, &l->searches[sc->search], err, errlen))
			return failed(l, line, err, errlen, "scene %d: %s", i + 1, err);
		m.n = sc->n;
		snprintf(what, sizeof what, "goto %llu", (unsigned long long)sc->n);
		break;
	case LW_RUN:
		m.n = r->t + sc->n;
		snprintf(what, sizeof what, "run %llu step%s", (unsigned long long)sc->n,
			 sc->n == 1 ? "" : "s");
		break;
	default: {
		engine_view v;
		engine_view_get(r->e[0], &v);
		m = sc->until;
		char cond[MOMENT_TEXT_MAX];
		moment_format(&m, &l->searches[sc->search].cfg, cond, sizeof cond);
		snprintf(what, sizeof what, "until %s", cond);
		if (!moment_ahead(&m, &v, r->t, why, sizeof why))
			return failed(l, line, err, errlen, "scene %d: %s never holds from the scene "
							    "before: %s",
				      i + 1, what, why);
	}
	}
	moment_outcome o = run_to(r, &m, l->limit);
	if (o == MOMENT_ENDED)
		return failed(l, line, err, errlen, "scene %d: %s never holds: the search ends at "
						    "step %llu",
			      i + 1, what, (unsigned long long)r->t);
	if (o == MOMENT_LIMIT)
		return failed(l, line, err, errlen, "scene %d: %s does not hold within %llu step%s "
						    "(the header's 'limit N' allows more)",
			      i + 1, what, (unsigned long long)l->limit, l->limit == 1 ? "" : "s");
	sc->step = r->t;
	return true;
}

bool lesson_scene_caption(const lesson *l, int i, const lesson_facts *facts, char *out,
			  size_t outlen)
{
	return lesson_caption_fill(l->scenes[i].caption, facts, out, outlen, NULL, 0);
}

int lesson_scene_expects(const lesson *l, int i, const lesson_facts *facts, char *msg,
			 size_t msglen)
{
	const lesson_scene *sc = &l->scenes[i];
	int failures = 0;
	for (int k = 0; k < sc->nexpect; k++) {
		char why[300];
		if (lesson_expect_check(&sc->expects[k], facts, why, sizeof why))
			continue;
		if (!failures++)
			snprintf(msg, msglen, "%s:%d:1: scene %d: %s", l->name, sc->expects[k].line,
				 i + 1, why);
	}
	return failures;
}

/* Scene i's figures where the search stands, its caption's figures there
 * and its expects. */
static bool facts(lesson *l, int i, const run *r, char *err, size_t errlen)
{
	lesson_scene *sc = &l->scenes[i];
	unsigned needs = 0;
	char why[300], missing[40], shown[LESSON_SHOWN_MAX];
	memset(&sc->facts, 0, sizeof sc->facts);
	for (int k = 0; k < r->n; k++) {
		engine_view v;
		engine_view_get(r->e[k], &v);
		lesson_side_read(&sc->facts.side[k], r->e[k], k ? v.counters.steps : r->t);
	}
	int col;
	lesson_caption_scan(sc->caption, &needs, why, sizeof why, &col);
	for (int k = 0; k < sc->nexpect; k++)
		for (int j = 0; j < (sc->expects[k].f.ratio ? 2 : 1); j++)
			needs |= sc->expects[k].f.fig[j] == LF_ESTIMATE ? LESSON_NEEDS_ESTIMATE : 0;
	for (int k = 0; k < r->n && (needs & LESSON_NEEDS_ESTIMATE); k++) {
		engine_view v;
		engine_view_get(r->e[k], &v);
		lesson_side_estimate(&sc->facts.side[k], v.cfg);
	}
	if (!lesson_caption_fill(sc->caption, &sc->facts, shown, sizeof shown, missing,
				 sizeof missing))
		return failed(l, sc->caption_line, err, errlen, "scene %d: the caption names {%s}, "
								"which this scene has not (%s)",
			      i + 1, missing,
			      strncmp(missing, "compare.", 8) == 0
				      ? "no search beside it: a compare line"
				      : "only the backtrack engine's tree is estimated");
	sc->failed = lesson_scene_expects(l, i, &sc->facts, why, sizeof why);
	l->nfailed += sc->failed;
	return true;
}

bool lesson_run(lesson *l, lesson_progress_fn progress, void *ctx, char *err, size_t errlen)
{
	run r;
	memset(&r, 0, sizeof r);
	bool ok = true;
	l->nfailed = 0;
	for (int i = 0; i < l->nscene && ok; i++) {
		ok = reach(l, i, &r, err, errlen) && facts(l, i, &r, err, errlen);
		if (ok && progress && !progress(ctx, l, i)) {
			snprintf(err, errlen, "%s: stopped at scene %d", l->name, i + 1);
			ok = false;
		}
	}
	run_free(&r);
	return ok;
}

/* ---- the skeleton (W) ------------------------------------------------------- */

/* put() at out[*at], moving *at on; false (and nothing more) once full. */
static bool add(char *out, size_t outlen, size_t *at, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static bool add(char *out, size_t outlen, size_t *at, const char *fmt, ...)
{
	if (*at >= outlen)
		return false;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(out + *at, outlen - *at, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= outlen - *at) {
		*at = outlen;
		return false;
	}
	*at += (size_t)n;
	return true;
}

/* The settings lines of cfg: the board, then what its engine takes. */
static void settings_lines(const engine_config *c, char *out, size_t outlen, size_t *at)
{
	static const struct {
		config_key key;
		unsigned can; /* the engine must take it; 0: every engine */
	} lines[] = {{CONFIG_BOARD, 0},		 {CONFIG_LEAPER, 0},
		     {CONFIG_TORUS, 0},		 {CONFIG_START, 0},
		     {CONFIG_ENGINE, 0},	 {CONFIG_CLOSED, ENG_CLOSED},
		     {CONFIG_ORDER, ENG_ORDER},	 {CONFIG_PRUNE, ENG_PRUNE},
		     {CONFIG_TIEBREAK, ENG_TIEBREAK}, {CONFIG_SEED, ENG_SEED}};
	const config_spelling *sp = &config_header_spelling;
	for (size_t i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		config_key k = lines[i].key;
		char line[120];
		if (lines[i].can && !engine_can(c->kind, lines[i].can))
			continue;
		if ((k == CONFIG_LEAPER && c->spec.lea == 1 && c->spec.leb == 2) ||
		    (k == CONFIG_TORUS && !c->spec.torus) || (k == CONFIG_CLOSED && !c->closed) ||
		    (k == CONFIG_START && c->start == KSQ_NONE) ||
		    (k == CONFIG_SEED && !config_draws_seed(c)))
			continue;
		if (config_line_format(c, k, sp, line, sizeof line))
			add(out, outlen, at, "%s\n", line);
	}
}

bool lesson_skeleton(const engine_config *cfg, const char *compare, const lesson_show *show,
		     const explore_mark *marks, int nmarks, char *out, size_t outlen)
{
	size_t at = 0;
	uint64_t last = 0;
	char words[120];
	for (int i = 0; i < nmarks; i++)
		last = marks[i].step > last ? marks[i].step : last;
	lesson_show_format(show, words, sizeof words);
	add(out, outlen, &at, "%s\n# Written by ktour from %d mark%s: fill in the captions, then "
			      "check it with\n# ktour lesson --check FILE\n",
	    LESSON_MAGIC, nmarks, nmarks == 1 ? "" : "s");
	add(out, outlen, &at, "title A lesson on the %dx%d board\n", cfg->spec.rows,
	    cfg->spec.cols);
	settings_lines(cfg, out, outlen, &at);
	if (compare && compare[0])
		add(out, outlen, &at, "compare %s\n", compare);
	add(out, outlen, &at, "show %s\n", words);
	if (last > LESSON_LIMIT_DEFAULT)
		add(out, outlen, &at, "limit %llu\n", (unsigned long long)last);
	for (int i = 0; i < nmarks; i++)
		add(out, outlen, &at, "\nscene %s\ngoto %llu\ncaption\n", marks[i].name,
		    (unsigned long long)marks[i].step);
	return at < outlen;
}
