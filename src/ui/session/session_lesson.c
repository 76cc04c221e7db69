/* SPDX-License-Identifier: MIT */
/* A lesson in the session (session.h): the scenes' marks, and going to a
 * scene: its search (started again when another is in use), its step
 * (a run at the scene's speed when it is the next one and the scene runs
 * there; else an exact jump), what it shows.  Every scene's step is known
 * before the explorer opens (lesson_run()), so going back is as exact as
 * going on. */
#include <stdio.h>
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
