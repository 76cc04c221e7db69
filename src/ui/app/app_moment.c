/* SPDX-License-Identifier: MIT */
/* A search's moments in the app (app.h): g goes to a step, u runs until a
 * moment (ktour/moment.h), M marks the moment with a name, ' lists the
 * marks to go back to one, W writes a lesson from them.  Pure, like
 * app.c: the session finds where the search is and carries the jumps out
 * (session_moment.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app.h"
#include "ktour/explore_save.h"

static app_fx paused(app_state *s)
{
	if (s->mode == RUN_PAUSED)
		return FX_NONE;
	s->mode = RUN_PAUSED;
	return FX_RUN;
}

/* The text of the moment in use (for the messages). */
static void until_text(const app_state *s, const app_facts *f, char *out, size_t outlen)
{
	if (s->until.kind == MOMENT_STEP || !f || !f->cfg)
		snprintf(out, outlen, "step %llu", (unsigned long long)s->until.n);
	else
		moment_format(&s->until, f->cfg, out, outlen);
}

app_fx app_moment_key(app_state *s, const app_facts *f, ui_action a)
{
	char name[EXPLORE_MARK_NAME_MAX], what[MOMENT_TEXT_MAX];
	switch (a) {
	case ACT_GOTO: return app_open_prompt(s, PK_GOTO_STEP, "");
	case ACT_UNTIL: {
		app_fx fx = app_open_prompt(s, PK_UNTIL, "");
		snprintf(s->prompt.info, sizeof s->prompt.info, "%s; Esc cancels", moment_syntax);
		return fx;
	}
	case ACT_MARK:
		snprintf(name, sizeof name, "step %llu", (unsigned long long)f->t);
		return app_open_prompt(s, PK_MARK, name);
	case ACT_MARKS:
		if (f->marks == 0) {
			app_say(s, false, "No marks yet: M marks this moment, with a name.");
			return FX_NONE;
		}
		s->ov = OV_MARKS;
		s->mark_sel = s->mark_sel < f->marks ? s->mark_sel : f->marks - 1;
		return paused(s);
	case ACT_WRITE_LESSON:
		if (f->marks == 0) {
			app_say(s, true, "W writes a lesson with a scene for each mark: M marks a "
					 "moment first.");
			return FX_NONE;
		}
		return paused(s) | FX_LESSON_PROMPT;
	default: /* Esc while a run to a moment is under way: it stops here */
		until_text(s, f, what, sizeof what);
		app_say(s, false, "Stopped at step %llu, before %s; u runs on to another moment.",
			(unsigned long long)f->t, what);
		return paused(s);
	}
}

/* "120", "+50", "-10" from step t: the step, or false. */
static bool step_of(const char *text, uint64_t t, uint64_t *to)
{
	char *end;
	int sign = text[0] == '+' ? 1 : text[0] == '-' ? -1 : 0;
	const char *d = text + (sign != 0);
	if (*d < '0' || *d > '9')
		return false;
	unsigned long long n = strtoull(d, &end, 10);
	if (*end)
		return false;
	if (sign < 0)
		*to = n > t ? 0 : t - n;
	else if (sign > 0)
		*to = n > UINT64_MAX - t ? UINT64_MAX : t + n;
	else
		*to = n;
	return true;
}

app_fx app_moment_confirm(app_state *s, const app_facts *f)
{
	const char *t = s->prompt.text;
	char err[PROMPT_INFO_MAX];
	size_t at;
	switch (s->pk) {
	case PK_GOTO_STEP:
		if (!step_of(t, f->t, &s->goto_step)) {
			snprintf(s->prompt.info, sizeof s->prompt.info,
				 "a step number, or +N (on) or -N (back); Esc cancels");
			return FX_NONE;
		}
		s->ov = OV_NONE;
		app_say(s, false, "%s", "");
		return FX_GOTO_STEP;
	case PK_UNTIL:
		if (!moment_parse(t, f->cfg, &s->until, err, sizeof err, &at)) {
			snprintf(s->prompt.info, sizeof s->prompt.info, "%s", err);
			return FX_NONE;
		}
		s->ov = OV_NONE;
		return FX_UNTIL;
	default: /* PK_MARK */
		if (!explore_mark_name_ok(t)) {
			snprintf(s->prompt.info, sizeof s->prompt.info,
				 "a name of 1 to %d characters; Esc cancels",
				 EXPLORE_MARK_NAME_MAX - 1);
			return FX_NONE;
		}
		snprintf(s->file, sizeof s->file, "%s", t);
		s->ov = OV_NONE;
		return FX_MARK;
	}
}

void app_moment_label(const app_state *s, const app_facts *f, char *out, size_t outlen)
{
	switch (s->pk) {
	case PK_GOTO_STEP:
		if (f && f->oldest < f->t)
			snprintf(out, outlen, "Go to step, +N or -N (now %llu; %llu-%llu at once): ",
				 (unsigned long long)f->t, (unsigned long long)f->oldest,
				 (unsigned long long)f->t);
		else
			snprintf(out, outlen, "Go to step, +N or -N (now %llu): ",
				 f ? (unsigned long long)f->t : 0ull);
		break;
	case PK_UNTIL: snprintf(out, outlen, "Run until: "); break;
	case PK_MARK: snprintf(out, outlen, "Mark this moment as: "); break;
	case PK_SAVE_LESSON: snprintf(out, outlen, "Write a lesson from the marks to: "); break;
	default: out[0] = '\0';
	}
}

app_fx app_marks_handle(app_state *s, const app_facts *f, ui_action a, int arg)
{
	switch (a) {
	case ACT_SCROLL_UP: s->mark_sel -= s->mark_sel > 0; return FX_NONE;
	case ACT_SCROLL_DOWN: s->mark_sel += s->mark_sel + 1 < f->marks; return FX_NONE;
	case ACT_MARK_GO:
		if (arg > f->marks) {
			app_say(s, false, "There %s %d mark%s.", f->marks == 1 ? "is" : "are", f->marks,
				f->marks == 1 ? "" : "s");
			return FX_NONE;
		}
		if (arg > 0)
			s->mark_sel = arg - 1;
		s->ov = OV_NONE;
		return FX_MARK_GO;
	case ACT_REDRAW: return FX_REDRAW;
	case ACT_CANCEL: s->ov = OV_NONE; return FX_NONE;
	default: return FX_NONE;
	}
}

void app_resumed(app_state *s, const explore_save *es)
{
	s->panels = es->panels | (s->lesson.on ? PANEL_BIT(PANEL_CAPTION) : 0);
	s->heat_on_board = es->heat_on_board;
	s->present = es->present;
	if (!es->speed_max)
		s->speed = es->speed;
	s->speed_max = es->speed_max;
	s->mode = RUN_PAUSED;
}

app_fx app_run_until(app_state *s, const moment *m, bool jump, uint64_t t)
{
	s->until = *m;
	s->until_jump = jump;
	s->until_from = t;
	s->mode = RUN_TO_MOMENT;
	return FX_RUN;
}

app_fx app_until_held(app_state *s, const char *what, uint64_t t)
{
	if (s->lesson.walking)
		app_lesson_walked(s);
	else if (s->until.kind == MOMENT_STEP)
		app_say(s, false, "At step %llu.", (unsigned long long)t);
	else
		app_say(s, true, "At step %llu: %s.", (unsigned long long)t, what);
	return paused(s);
}

app_fx app_until_ended(app_state *s, const char *what, uint64_t t, bool stopped)
{
	s->lesson.walking = false;
	if (stopped)
		app_say(s, false, "Stopped at step %llu, before %s.", (unsigned long long)t, what);
	else if (s->until.kind == MOMENT_STEP)
		app_say(s, true, "The search ended at step %llu: there is no step %llu.",
			(unsigned long long)t, (unsigned long long)s->until.n);
	else
		app_say(s, true, "The search ended at step %llu, and %s never came.",
			(unsigned long long)t, what);
	return paused(s);
}
