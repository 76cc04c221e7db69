/* SPDX-License-Identifier: MIT */
/* The prompt line's keys (app.h): a file's name, a square or step to go
 * to, a moment to run until, a mark's name, and the y/n questions before
 * a file is replaced, a game dropped or the program left.  Pure, as the
 * rest of the handler (app.c), which sends OV_PROMPT's keys here. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>

#include "ktour/picture.h"

app_fx app_open_prompt(app_state *s, prompt_kind k, const char *text)
{
	s->ov = OV_PROMPT;
	s->pk = k;
	if (app_pk_overwrite(k)) {
		if (text != s->file) /* the session passes app_state.file back */
			snprintf(s->file, sizeof s->file, "%s", text ? text : "");
		prompt_set(&s->prompt, NULL);
	} else {
		prompt_set(&s->prompt, text);
	}
	return app_pause(s);
}

void app_complete(app_state *s)
{
	prompt_complete(&s->prompt);
}

void app_prompt_label(const app_state *s, const app_facts *f, char *out, size_t outlen)
{
	switch (s->pk) {
	case PK_LOAD: snprintf(out, outlen, "Replay tour file: "); break;
	case PK_SAVE: snprintf(out, outlen, "Save path to: "); break;
	case PK_SAVE_SESSION: snprintf(out, outlen, "Save session to: "); break;
	case PK_GOTO:
		snprintf(out, outlen, "Go to square number (1-%d): ", f ? (int)f->replay_len : 0);
		break;
	case PK_PICTURE: snprintf(out, outlen, "Write the screen as a picture (SVG) to: "); break;
	case PK_OVERWRITE:
	case PK_OVERWRITE_SESSION:
	case PK_OVERWRITE_PICTURE:
	case PK_OVERWRITE_LESSON:
		snprintf(out, outlen, "overwrite %s? y/n ", s->file);
		break;
	case PK_NEW_GAME:
		snprintf(out, outlen, "A new %dx%d game drops your %d move%s (s saves them). Start it? y/n ",
			 s->pending.spec.rows, s->pending.spec.cols, f ? (int)f->replay_len - 1 : 0,
			 f && f->replay_len == 2 ? "" : "s");
		break;
	case PK_QUIT: app_quit_label(s, f, out, outlen); break;
	default: app_moment_label(s, f, out, outlen);
	}
}

/* x's request to the session. */
app_fx app_shot(app_state *s, shot_req r)
{
	s->shot = r;
	return FX_PICTURE;
}

shot_req app_shot_take(app_state *s)
{
	shot_req r = s->shot;
	s->shot = SHOT_NONE;
	return r;
}

/* The y/n question before replacing a file (y is ACT_CONFIRM, n and Esc
 * ACT_CANCEL). */
static app_fx handle_confirm(app_state *s, const app_facts *f, ui_action a)
{
	bool session = s->pk == PK_OVERWRITE_SESSION, picture = s->pk == PK_OVERWRITE_PICTURE;
	if (a == ACT_REDRAW)
		return FX_REDRAW;
	if (s->pk == PK_NEW_GAME)
		return app_play_new_game(s, a);
	if (s->pk == PK_QUIT)
		return app_quit_confirm(s, f, a);
	if (a == ACT_CONFIRM) {
		s->ov = OV_NONE;
		if (picture)
			return app_shot(s, SHOT_REPLACE);
		return s->pk == PK_OVERWRITE_LESSON ? FX_SAVE_LESSON_FORCE
		       : session		    ? FX_SAVE_SESSION_FORCE
						    : FX_SAVE_FORCE;
	}
	if (a == ACT_CANCEL) {
		s->ov = OV_NONE;
		app_say(s, false, "Not saved: %.250s was left as it was.", s->file);
	}
	return FX_NONE;
}

/* x writes an SVG picture: a name that does not end in .svg is refused
 * with what is wrong, in the prompt's info line ("...svg100000" asks for
 * no format at all; a .png, .pdf or .gif is for ktour render). */
static bool picture_name_ok(app_state *s, const char *name)
{
	picture_format pf = picture_format_of(name);
	if (pf == PICTURE_SVG)
		return true;
	if (pf != PICTURE_NONE)
		snprintf(s->prompt.info, sizeof s->prompt.info,
			 "x writes SVG: end the name in .svg (ktour render -o writes .%s)",
			 picture_format_name(pf));
	else
		snprintf(s->prompt.info, sizeof s->prompt.info,
			 "the name must end in .svg (the picture is SVG)");
	return false;
}

static app_fx confirm_prompt(app_state *s, const app_facts *f)
{
	const char *t = s->prompt.text;
	if (s->pk == PK_GOTO) {
		char *end;
		unsigned long long n = strtoull(t, &end, 10);
		if (t[0] < '0' || t[0] > '9' || *end || n < 1 || n > (unsigned long long)f->replay_len) {
			snprintf(s->prompt.info, sizeof s->prompt.info,
				 "expected a square number from 1 to %d", (int)f->replay_len);
			return FX_NONE;
		}
		s->ov = OV_NONE;
		s->goto_move = n;
		app_say(s, false, "%s", "");
		return FX_GOTO_MOVE;
	}
	if (s->pk == PK_GOTO_STEP || s->pk == PK_UNTIL || s->pk == PK_MARK)
		return app_moment_confirm(s, f);
	if (!t[0]) {
		snprintf(s->prompt.info, sizeof s->prompt.info,
			 "type a file name (Tab completes); Esc cancels");
		return FX_NONE;
	}
	if (s->pk == PK_PICTURE && !picture_name_ok(s, t))
		return FX_NONE; /* the prompt stays, with what was typed */
	snprintf(s->file, sizeof s->file, "%s", t);
	s->ov = OV_NONE;
	app_say(s, false, "%s", "");
	switch (s->pk) {
	case PK_LOAD: return FX_LOAD;
	case PK_SAVE: return FX_SAVE;
	case PK_PICTURE: return app_shot(s, SHOT_WRITE);
	case PK_SAVE_LESSON: return FX_SAVE_LESSON;
	default: return FX_SAVE_SESSION;
	}
}

/* The prompts that take a file's name (Tab completes it). */
static bool file_prompt(prompt_kind k)
{
	return k == PK_LOAD || k == PK_SAVE || k == PK_SAVE_SESSION || k == PK_SAVE_LESSON;
}

bool app_prompt_completes(const app_state *s)
{
	return s->ov == OV_PROMPT && file_prompt(s->pk);
}

/* What a key types in the prompt of kind k. */
static bool types(prompt_kind k, int ch)
{
	if (k == PK_GOTO)
		return ch >= '0' && ch <= '9';
	if (k == PK_GOTO_STEP)
		return (ch >= '0' && ch <= '9') || ch == '+' || ch == '-';
	return true;
}

app_fx app_prompt_key(app_state *s, const app_facts *f, ui_action a, int arg)
{
	prompt_line *p = &s->prompt;
	if (app_pk_overwrite(s->pk) || s->pk == PK_NEW_GAME || s->pk == PK_QUIT)
		return handle_confirm(s, f, a);
	switch (a) {
	case ACT_TEXT:
		if (types(s->pk, arg))
			prompt_insert(p, arg);
		break;
	case ACT_ERASE: prompt_backspace(p); break;
	case ACT_DELETE: prompt_delete(p); break;
	case ACT_CURSOR_LEFT: prompt_left(p); break;
	case ACT_CURSOR_RIGHT: prompt_right(p); break;
	case ACT_GOTO_START: prompt_home(p); break;
	case ACT_GOTO_END: prompt_end(p); break;
	case ACT_CLEAR: prompt_clear(p); break;
	case ACT_COMPLETE: return file_prompt(s->pk) ? FX_COMPLETE : FX_NONE;
	case ACT_CONFIRM: return confirm_prompt(s, f);
	case ACT_CANCEL:
		s->ov = OV_NONE;
		app_say(s, false, "%s",
			s->pk == PK_LOAD			  ? "Nothing loaded."
			: s->pk == PK_GOTO || s->pk == PK_GOTO_STEP ? "Stayed here."
			: s->pk == PK_PICTURE			  ? "No picture written."
			: s->pk == PK_UNTIL			  ? "No run."
			: s->pk == PK_MARK			  ? "No mark."
								  : "Not saved.");
		break;
	case ACT_REDRAW: return FX_REDRAW;
	default: break;
	}
	return FX_NONE;
}
