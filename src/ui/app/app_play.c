/* SPDX-License-Identifier: MIT */
/* Play mode's keys (app.h): the cursor moves here; a move, an undo, a
 * hint or "finish it" is asked of the session (FX_PLAY with preq), which
 * owns the play model and says what came of it.  The keys that work as on
 * the main screen (help, quit, panels, save) are left to it. */
#include "app.h"

void app_set_play(app_state *s, bool play)
{
	app_change_mode(s, play ? CH_PLAY : CH_PLAY_END);
}

play_req app_play_take(app_state *s, int *arg)
{
	play_req r = s->preq;
	*arg = s->parg;
	s->preq = PR_NONE;
	return r;
}

void app_play_cursor(app_state *s, ksq sq)
{
	s->cursor = sq;
}

app_fx app_play_finish(app_state *s)
{
	s->mode = RUN_TO_SOLUTION;
	return FX_RUN;
}

/* Ask the session for r (with arg). */
static app_fx ask(app_state *s, play_req r, int arg)
{
	s->preq = r;
	s->parg = arg;
	return FX_PLAY | FX_DRAW;
}

app_fx app_play_options(app_state *s)
{
	return ask(s, PR_OPTIONS, 0) | FX_RELAYOUT;
}

app_fx app_play_new_game(app_state *s, ui_action a)
{
	if (a == ACT_CONFIRM) {
		s->ov = OV_NONE;
		return ask(s, PR_NEW_GAME, 0) | FX_RELAYOUT;
	}
	if (a == ACT_CANCEL) {
		s->ov = OV_NONE;
		app_say(s, false, "Your game goes on: the board stays; f uses the new engine settings.");
	}
	return FX_NONE;
}

app_fx app_play_quit(app_state *s, const app_facts *f)
{
	if (!f->play_returns)
		return FX_QUIT;
	return ask(s, PR_LEAVE, 0) | FX_RELAYOUT;
}

app_fx app_play_handle(app_state *s, const app_facts *f, ui_action a, int arg, bool *handled)
{
	*handled = true;
	switch (a) {
	case ACT_CURSOR_UP: app_move_cursor(s, f, -1, 0); return FX_DRAW;
	case ACT_CURSOR_DOWN: app_move_cursor(s, f, 1, 0); return FX_DRAW;
	case ACT_CURSOR_LEFT: app_move_cursor(s, f, 0, -1); return FX_DRAW;
	case ACT_CURSOR_RIGHT: app_move_cursor(s, f, 0, 1); return FX_DRAW;
	case ACT_CONFIRM: return ask(s, PR_SQUARE, s->cursor);
	case ACT_CLICK:
		if (arg >= 0)
			s->cursor = arg;
		return ask(s, PR_SQUARE, arg);
	case ACT_PLAY_MOVE: return ask(s, PR_NUMBER, arg);
	case ACT_UNDO: return ask(s, PR_UNDO, 0);
	case ACT_REDO: return ask(s, PR_REDO, 0);
	case ACT_HINT: return ask(s, PR_HINT, 0);
	case ACT_FINISH: return ask(s, PR_FINISH, 0) | FX_RELAYOUT;
	case ACT_SAVE_SESSION: /* a game is a path, not a search to go on with */
		app_say(s, true, "S saves a search: s saves your path (replay it, or play on "
				 "with ktour play); after f, S saves the engine's search.");
		return FX_NONE;
	case ACT_OPTIONS: /* the game's board and the engine that finishes it */
		form_load(&s->form, f->cfg, f->start_given);
		form_load_compare(&s->form, NULL, true);
		form_load_theme(&s->form, s->theme);
		s->ov = OV_FORM;
		return FX_DRAW;
	case ACT_HELP:
	case ACT_QUIT:
	case ACT_REDRAW:
	case ACT_SAVE:
	case ACT_PICTURE:
	case ACT_PANEL:
	case ACT_PRESENT:
		*handled = false;
		return FX_NONE;
	default: return FX_NONE;
	}
}
