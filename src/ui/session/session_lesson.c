/* SPDX-License-Identifier: MIT */
/* A lesson in the session (session.h): the scenes' marks, and going to a
 * scene: its search (started again when another is in use), its step
 * (a run at the scene's speed when it is the next one and the scene runs
 * there; else an exact jump), what it shows.  Every scene's step is known
 * before the explorer opens (lesson_run()), so going back is as exact as
 * going on. */
#include <stdio.h>
#include <string.h>
#include <time.h>

#include "ktour/escape.h"
#include "session.h"

static double now_s(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* --notes: scene k's page for the teacher's screen, once a scene change. */
static void write_notes(session *s, int k)
{
	char page[LESSON_NOTE_MAX + 2 * LESSON_ASK_MAX + 4 * LESSON_TITLE_MAX];
	if (!s->notes || k == s->notes_scene)
		return;
	s->notes_scene = k;
	lesson_notes_format(s->lesson, k, (long)(now_s() - s->notes_t0), page, sizeof page);
	escape_fputs(page, s->notes, ESCAPE_LINES);
	fflush(s->notes);
}

void session_lesson_open(session *s, const lesson *l, FILE *notes)
{
	s->lesson = l;
	s->notes = notes;
	s->notes_scene = -1;
	s->notes_t0 = now_s();
	for (int i = 0; i < l->nscene && s->nmarks < EXPLORE_SAVE_MARKS_MAX; i++) {
		if (!l->scenes[i].mark[0])
			continue;
		explore_mark *m = &s->marks[s->nmarks++];
		m->step = l->scenes[i].step;
		snprintf(m->name, sizeof m->name, "%s", l->scenes[i].mark);
	}
	session_perform(s, FX_SCENE, 0);
}

/* The lesson's search number k, from its step 0. */
static bool use_search(session *s, int k)
{
	const lesson_search *ls = &s->lesson->searches[k];
	char err[300];
	if (!session_restart_compare(s, &ls->cfg, ls->start_given,
				     ls->compare[0] ? ls->compare : NULL, err, sizeof err)) {
		app_say(&s->app, true, "%s", err);
		return false;
	}
	s->lesson_search = k;
	return true;
}

app_fx session_scene(session *s)
{
	const lesson *l = s->lesson;
	int k = s->app.lesson.to;
	if (!l || k < 0 || k >= l->nscene)
		return FX_NONE;
	const lesson_scene *sc = &l->scenes[k];
	app_fx fx = FX_NONE;
	if (s->lesson_search != sc->search || s->src.replaying || s->app.screen == MODE_PLAY) {
		if (!use_search(s, sc->search))
			return FX_NONE;
		fx |= FX_RELAYOUT;
	}
	uint64_t t = session_t(s);
	bool walk = s->app.lesson.walk && t < sc->step &&
		    (sc->way == LW_RUN || sc->way == LW_UNTIL);
	fx |= app_lesson_at(&s->app, k, sc, walk);
	write_notes(s, k);
	if (walk) {
		moment m = {MOMENT_STEP, sc->step, KSQ_NONE};
		return fx | app_run_until(&s->app, &m, false, t);
	}
	return fx | session_jump(s, sc->step, true);
}

/* Side i's estimate ({estimate}) of the tree of cfg: made once for each
 * settings (a fraction of a second), kept while they stay. */
static void side_estimate(session *s, int i, lesson_side *side, const engine_config *cfg)
{
	if (!s->lesson_est_made[i] || memcmp(&s->lesson_est_cfg[i], cfg, sizeof *cfg) != 0) {
		memset(&s->lesson_est[i], 0, sizeof s->lesson_est[i]);
		lesson_side_estimate(&s->lesson_est[i], cfg);
		s->lesson_est_cfg[i] = *cfg;
		s->lesson_est_made[i] = true;
	}
	side->has[LF_ESTIMATE] = s->lesson_est[i].has[LF_ESTIMATE];
	side->v[LF_ESTIMATE] = s->lesson_est[i].v[LF_ESTIMATE];
}

/* The figures of the searches in use now. */
static void read_facts(session *s, const lesson_scene *sc, lesson_facts *f)
{
	unsigned needs = 0;
	char why[200];
	int col;
	memset(f, 0, sizeof *f);
	lesson_caption_scan(sc->caption, &needs, why, sizeof why, &col);
	for (int k = 0; k < sc->nexpect; k++)
		for (int j = 0; j < (sc->expects[k].f.ratio ? 2 : 1); j++)
			needs |= sc->expects[k].f.fig[j] == LF_ESTIMATE ? LESSON_NEEDS_ESTIMATE : 0;
	for (int i = 0; i < (session_comparing(s) ? 2 : 1); i++) {
		const engine *e = search_engine(compare_side(&s->cmp, &s->src, i));
		engine_view v;
		engine_view_get(e, &v);
		lesson_side_read(&f->side[i], e, i ? v.counters.steps : session_t(s));
		if (needs & LESSON_NEEDS_ESTIMATE)
			side_estimate(s, i, &f->side[i], v.cfg);
	}
}

const char *session_lesson_caption(session *s)
{
	const lesson *l = s->lesson;
	int k = s->app.lesson.scene;
	if (!l || k < 0 || k >= l->nscene)
		return NULL;
	const lesson_scene *sc = &l->scenes[k];
	lesson_facts f = sc->facts; /* the scene's moment, as lesson_run() found it */
	size_t at = 0;
	s->lesson_caption[0] = '\0';
	/* At the scene's own moment the figures are read off the search on the
	 * screen, and its expects must hold: the screen never shows a caption
	 * its search contradicts without saying so.  Elsewhere (on the way
	 * there, in a question) the caption still tells of the scene's moment. */
	bool here = s->lesson_search == sc->search && session_t(s) == sc->step &&
		    !s->app.lesson.question;
	if (here)
		read_facts(s, sc, &f);
	for (int i = 0; here && i < sc->nexpect && at < sizeof s->lesson_caption; i++) {
		char why[300];
		if (!lesson_expect_check(&sc->expects[i], &f, why, sizeof why))
			at += (size_t)snprintf(s->lesson_caption + at, sizeof s->lesson_caption - at,
					       "[line %d FAILS: %s] ", sc->expects[i].line, why);
	}
	if (at < sizeof s->lesson_caption)
		lesson_caption_fill(sc->caption, &f, s->lesson_caption + at,
				    sizeof s->lesson_caption - at, NULL, 0);
	return s->lesson_caption;
}
