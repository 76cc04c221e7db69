/* SPDX-License-Identifier: MIT */
/* A lesson's layer over the explorer's modes (app.h, ktour lesson FILE):
 * the scene keys and what a scene shows.  space, n, the right arrow and
 * PgDn go to the next scene, the search running there at the scene's
 * speed, and only that (while it runs too: to the scene after); Enter
 * takes it there at once; p, the left arrow and PgUp to the scene before,
 * exactly; digits and Enter to scene N; Home and End to the first and the
 * last.  z, the panels and the theme the teacher chose stay from scene to
 * scene (a scene's own show line sets the panels again).  Every
 * other key works as on the main screen: one that moves the search (a
 * step, a run, g, u, r, o ...) begins a question, in which n, p and space
 * step and run the search as usual, until Enter brings the scene back.
 * Pure, like app.c: the session takes the search to the scene
 * (session_lesson.c). */
#include <stdio.h>

#include "app.h"

void app_lesson_start(app_state *s, int n)
{
	s->lesson.on = true;
	s->lesson.scenes = n;
	s->lesson.scene = 0;
	s->lesson.to = 0;
	s->lesson.walk = false;
	s->lesson.keep_present = s->present; /* --present, the header's present yes */
	s->panels |= PANEL_BIT(PANEL_CAPTION);
}

/* To scene k (0-based), walking there or not. */
static app_fx go(app_state *s, int k, bool walk)
{
	app_lesson *l = &s->lesson;
	l->to = k;
	l->walk = walk;
	l->entry = 0;
	s->mode = RUN_PAUSED; /* the session starts the walk, if any */
	return FX_SCENE | FX_RUN;
}

/* Enter: the scene typed, else back to the scene's moment. */
static app_fx enter(app_state *s)
{
	app_lesson *l = &s->lesson;
	int n = l->entry;
	if (n == 0)
		return go(s, l->scene, false);
	if (n > l->scenes) {
		l->entry = 0;
		app_say(s, true, "There is no scene %d: the lesson has %d (1 to %d).", n, l->scenes,
			l->scenes);
		return FX_NONE;
	}
	return go(s, n - 1, n - 1 == l->scene + 1);
}

/* The keys that only change what is shown, or leave: they keep the lesson
 * at its scene.  The others move the search: a question. */
static bool keeps_scene(ui_action a)
{
	switch (a) {
	case ACT_OPTIONS: /* a new search from the form is a question (app.c) */
	case ACT_PANEL:
	case ACT_PRESENT:
	case ACT_ESTIMATE:
	case ACT_HEATMAP:
	case ACT_HELP:
	case ACT_REDRAW:
	case ACT_QUIT:
	case ACT_FASTER:
	case ACT_SLOWER:
	case ACT_MAX_SPEED:
	case ACT_SAVE:
	case ACT_SAVE_SESSION:
	case ACT_MARK:
	case ACT_WRITE_LESSON:
	case ACT_CANCEL:
	case ACT_NONE: return true;
	default: return false;
	}
}

static app_fx next(app_state *s)
{
	app_lesson *l = &s->lesson;
	if (l->answer_hidden) { /* the answer first, the next scene on the key after */
		l->answer_hidden = false;
		if (l->scene + 1 < l->scenes)
			app_say(s, false, "The answer. space goes on to scene %d.", l->scene + 2);
		else
			app_say(s, false, "The answer. This is the last scene.");
		return FX_NONE;
	}
	if (l->scene + 1 >= l->scenes) {
		app_say(s, false, "This is the last scene (%d/%d): p goes back, q ends the lesson.",
			l->scene + 1, l->scenes);
		return FX_NONE;
	}
	return go(s, l->scene + 1, true);
}

app_fx app_lesson_handle(app_state *s, const app_facts *f, ui_action a, int arg, bool *handled)
{
	app_lesson *l = &s->lesson;
	(void)f;
	*handled = true;
	switch (a) {
	case ACT_SCENE_NEXT: return next(s);
	case ACT_SCENE_PREV:
		if (l->scene == 0) {
			app_say(s, false, "This is the first scene: space goes on.");
			return FX_NONE;
		}
		return go(s, l->scene - 1, false);
	case ACT_SCENE_FIRST: return go(s, 0, false);
	case ACT_SCENE_LAST: return go(s, l->scenes - 1, false);
	case ACT_SCENE_DIGIT:
		if (l->entry < 100)
			l->entry = l->entry * 10 + arg;
		app_say(s, false, "Scene %d: Enter goes there.", l->entry);
		return FX_NONE;
	case ACT_SCENE_ENTER: return enter(s);
	case ACT_QUESTION:
		l->question = true;
		l->walking = false;
		s->mode = RUN_PAUSED;
		app_say(s, false, "A question: every key works as in the explorer (n steps, space "
				  "runs); Enter comes back to scene %d.",
			l->scene + 1);
		return FX_RUN;
	default:
		*handled = false;
		if (a == ACT_PRESENT || a == ACT_PANEL) /* m t a may leave z */
			l->keep_present = true;
		if (a == ACT_PANEL || a == ACT_HEATMAP || a == ACT_ESTIMATE)
			l->keep_panels = true;
		if (a == ACT_OPTIONS && l->walking) { /* the form stops the walk */
			l->question = true;
			l->walking = false;
		}
		if (!keeps_scene(a)) {
			l->question = true;
			l->walking = false;
			l->entry = 0;
		}
		return FX_NONE;
	}
}

app_fx app_lesson_at(app_state *s, int k, const lesson_scene *sc, bool walking)
{
	app_lesson *l = &s->lesson;
	l->scene = k;
	l->question = false;
	l->entry = 0;
	l->walking = walking;
	l->answer_hidden = sc->ask[0] && sc->answer[0];
	if (sc->show_given || !l->keep_panels) {
		s->panels = sc->show.panels | PANEL_BIT(PANEL_CAPTION);
		s->heat_on_board = sc->show.heatmap;
		s->est = sc->show.estimate ? EST_ON : EST_OFF;
		l->keep_panels = false;
	}
	if (!l->keep_present || (sc->show_given && sc->show.present))
		s->present = sc->show.present;
	s->speed = sc->speed; /* the scene's: its runs go at it */
	s->speed_max = sc->speed_max;
	if (walking) {
		app_say(s, false, "Scene %d/%d: the search runs there; Enter: there at once.", k + 1,
			l->scenes);
	} else {
		app_say(s, false, "%s", "");
	}
	return FX_RELAYOUT;
}

void app_lesson_walked(app_state *s)
{
	s->lesson.walking = false;
	app_say(s, false, "%s", "");
}
