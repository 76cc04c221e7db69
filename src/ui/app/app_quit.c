/* SPDX-License-Identifier: MIT */
/* q (app.h): it quits at once unless it would drop something -- a game
 * whose path is not saved, or a search that ran APP_LONG_RUN seconds and
 * more since S saved it -- when it asks first (PK_QUIT: y or q again
 * goes, n and Esc stay).  In a game begun with P it goes back to that
 * search instead of quitting (app_play_quit()).  Ctrl-C asks the same
 * question, "Quit?" in every mode, and a second Ctrl-C quits
 * (app_interrupt()). */
#include <stdio.h>

#include "app.h"

bool app_quit_asks(const app_state *s, const app_facts *f)
{
	(void)s;
	return f->game_unsaved || f->run_unsaved >= APP_LONG_RUN;
}

void app_quit_label(const app_state *s, const app_facts *f, char *out, size_t outlen)
{
	const char *to = s->screen == MODE_PLAY && f && f->play_returns && !s->interrupted
				 ? "Leave the game"
				 : "Quit";
	const char *again = s->interrupted ? ", Ctrl-C quits" : "";
	if (!f) {
		snprintf(out, outlen, "%s? y/n%s ", to, again);
	} else if (f->game_unsaved && f->replay_len == (int32_t)f->rows * f->cols) {
		snprintf(out, outlen, "%s? Your tour is not saved (s saves it). y/n%s ", to, again);
	} else if (f->game_unsaved) {
		snprintf(out, outlen, "%s? Your path (%d squares) is not saved (s saves it). y/n%s ",
			 to, (int)f->replay_len, again);
	} else {
		unsigned secs = (unsigned)f->run_unsaved;
		snprintf(out, outlen, "%s? The search ran %u:%02u and is not saved%s. y/n%s ", to,
			 secs / 60, secs % 60, f->compare ? "" : " (S saves it)", again);
	}
}

/* q, and y to its question: in a game, back to where P was pressed (or
 * the end); else, or asked by Ctrl-C, the end. */
static app_fx quit(app_state *s, const app_facts *f)
{
	return s->screen == MODE_PLAY && !s->interrupted ? app_play_quit(s, f) : FX_QUIT;
}

app_fx app_quit_key(app_state *s, const app_facts *f)
{
	s->interrupted = false;
	if (app_quit_asks(s, f))
		return app_open_prompt(s, PK_QUIT, NULL);
	return quit(s, f);
}

app_fx app_quit_confirm(app_state *s, const app_facts *f, ui_action a)
{
	if (a == ACT_CONFIRM) {
		s->ov = OV_NONE;
		return quit(s, f);
	}
	if (a == ACT_CANCEL) {
		s->ov = OV_NONE;
		s->interrupted = false;
		app_say(s, false, "%s", s->screen == MODE_PLAY
						? "Your game goes on: s saves your path."
						: "Still here: S saves the search (explore --resume).");
	}
	return FX_NONE;
}

app_fx app_interrupt(app_state *s, const app_facts *f)
{
	if (s->ov == OV_PROMPT && s->pk == PK_QUIT) { /* asked already: the second */
		s->interrupted = true;
		return FX_QUIT;
	}
	s->interrupted = true;
	if (!app_quit_asks(s, f))
		return FX_QUIT;
	return app_open_prompt(s, PK_QUIT, NULL) | FX_DRAW;
}
