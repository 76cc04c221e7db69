/* SPDX-License-Identifier: MIT */
/* Play mode in the session (session.h): the play model changes as the
 * keys ask (app_state.preq), and the explorer shows its path as the replay
 * of that path, at its end, so that the board, the onward moves, the path
 * panel and the narration of the last move are the explorer's own.  "Finish
 * it" hands the path to an engine as a fixed prefix.  No curses, no clock. */
#include <stdio.h>
#include <string.h>

#include "session.h"
#include "ktour/engine_desc.h"
#include "ktour/square.h"

/* Steps the hint's search may take: a 5x5 or 6x6 position is decided in
 * far fewer; on 8x8 Warnsdorff's ordering finds a tour in a few hundred. */
#define PLAY_HINT_STEPS 2000000u

/* Show the path: a replay of it, at its last square (the narration
 * then explains the last move). */
static bool show_path(session *s, char *err, size_t errlen)
{
	const play_model *m = &s->play;
	board_spec spec = {m->b.rows, m->b.cols, m->b.lea, m->b.leb, m->b.torus};
	tour t;
	tour_init(&t, &spec);
	/* the header that s writes with the path */
	if (!tour_set_path(&t, m->path, (size_t)m->len) ||
	    !tour_meta_addf(&t, "played by hand (ktour play): %llu move%s, %llu undo%s",
			    (unsigned long long)m->moves, m->moves == 1 ? "" : "s",
			    (unsigned long long)m->undos, m->undos == 1 ? "" : "s")) {
		tour_free(&t);
		snprintf(err, errlen, "out of memory for the path");
		return false;
	}
	if (!session_restart(s, &s->src.cfg, false, &t, "your path", err, errlen)) {
		tour_free(&t);
		return false;
	}
	search_forward_to(&s->src, (uint64_t)m->len - 1);
	app_set_play(&s->app, true);
	app_pause(&s->app);
	return true;
}

/* The game's board, start and closed flag in play_cfg, which the options
 * form shows (with the engine that finishes the path). */
static void sync_cfg(session *s)
{
	const play_model *m = &s->play;
	engine_config *c = &s->play_cfg;
	c->spec = (board_spec){m->b.rows, m->b.cols, m->b.lea, m->b.leb, m->b.torus};
	c->start = m->path[0];
	c->closed = m->closed;
	c->prefix = NULL;
	c->prefix_len = 0;
	c->all_starts = false;
}

/* Under the board: what to do next when the game is over (the result is
 * on the message line), a word on the board before the first move, else
 * (empty) the narration of the move. */
static void note(session *s, char *result, size_t len)
{
	play_result_text(&s->play, result, len);
	s->play_note[0] = '\0';
	if (result[0])
		snprintf(s->play_note, sizeof s->play_note, "%s",
			 play_state(&s->play) == PLAY_STUCK
				 ? "u takes moves back (i then says whether a tour is still "
				   "possible), f lets an engine try from your path, s saves it, o "
				   "starts another game."
				 : "s saves your tour (ktour replay shows it again), u takes moves "
				   "back, o starts another game.");
	else if (s->play.len == 1)
		snprintf(s->play_note, sizeof s->play_note,
			 "Each digit on the board moves the knight there. The onward moves "
			 "panel counts the moves each square has left: Warnsdorff goes where "
			 "they are fewest.");
}

/* After a change of the path: show it, and the result when it is over. */
static app_fx changed(session *s, bool alert, const char *what)
{
	char err[300], result[300];
	if (!show_path(s, err, sizeof err)) {
		app_say(&s->app, true, "%s", err);
		return FX_DRAW;
	}
	note(s, result, sizeof result);
	if (result[0])
		app_say(&s->app, true, "%s", result);
	else
		app_say(&s->app, alert, "%s", what);
	return FX_DRAW;
}

/* A move to sq (or by number k when sq is KSQ_NONE and k > 0); a square
 * chosen before the first move that is not a move is the new start. */
static app_fx move(session *s, ksq sq, int k)
{
	play_model *m = &s->play;
	char text[300], name[SQUARE_NAME_MAX];
	bool started = false;
	play_refusal r = k > 0 ? play_move_number(m, k, &sq) : play_choose(m, sq, &started);
	if (r != PLAY_OK) {
		play_refusal_text(m, r, sq, text, sizeof text);
		app_say(&s->app, true, "%s", text);
		return FX_DRAW;
	}
	app_play_cursor(&s->app, sq);
	play_square_name(m, sq, name, sizeof name);
	if (started) {
		sync_cfg(s);
		snprintf(text, sizeof text, "The knight now starts on %s: your move.", name);
	} else {
		snprintf(text, sizeof text, "Move %d: %s. i: a hint, u: undo.", (int)m->len - 1,
			 name);
	}
	return changed(s, false, text);
}

static app_fx undo_redo(session *s, bool redo)
{
	play_model *m = &s->play;
	if (!(redo ? play_redo(m) : play_undo(m))) {
		app_say(&s->app, true, "%s",
			redo ? "Nothing to redo." : "This is the first square: nothing to undo.");
		return FX_DRAW;
	}
	app_play_cursor(&s->app, m->path[m->len - 1]);
	char text[120];
	snprintf(text, sizeof text, redo ? "Redone: move %d." : "Undone: back to move %d.",
		 (int)m->len - 1);
	return changed(s, false, text);
}

static app_fx hint(session *s)
{
	play_hint h;
	play_hint_get(&s->play, PLAY_HINT_STEPS, &h);
	snprintf(s->play_note, sizeof s->play_note, "%s", h.text);
	app_say(&s->app, h.verdict == HINT_NO, "%s", h.verdict_line);
	return FX_DRAW;
}

/* The engine of the play options (a backtrack search) from the path. */
static app_fx finish(session *s)
{
	const play_model *m = &s->play;
	char err[300];
	engine_config cfg = s->play_cfg;
	cfg.prefix = m->path;
	cfg.prefix_len = m->len;
	cfg.start = m->path[0];
	cfg.closed = m->closed;
	cfg.all_starts = false;
	if (!engine_can(cfg.kind, ENG_PREFIX)) /* a walk or a construction takes none */
		play_search_settings(&cfg);
	if (!session_restart(s, &cfg, true, NULL, NULL, err, sizeof err)) {
		app_say(&s->app, true, "Cannot finish: %s", err);
		return FX_DRAW;
	}
	s->play_note[0] = '\0';
	app_say(&s->app, false,
		"The engine replays your %d squares, then searches on: it stops at a tour, "
		"or when none is left. P plays again.",
		(int)m->len);
	return app_play_finish(&s->app) | FX_RELAYOUT | FX_DRAW;
}

/* P: keep the search (or replay) it was pressed in for q to go back to;
 * src is empty until the game's path is shown. */
static void keep_for_return(session *s)
{
	search_free(&s->before_play);
	s->before_play = s->src;
	s->before_clock = s->clock;
	memset(&s->src, 0, sizeof s->src);
}

/* The search kept by P in use again (src empty, or the game's path). */
static void take_back(session *s)
{
	search_free(&s->src);
	s->src = s->before_play;
	s->clock = s->before_clock;
	memset(&s->before_play, 0, sizeof s->before_play);
}

/* q in a game begun with P: back to the search or replay it was pressed
 * in, as it was then (its step, its history, its clock). */
static app_fx leave(session *s)
{
	char err[300];
	const board_spec *b = &s->before_play.cfg.spec;
	if (!s->before_play.h)
		return FX_QUIT;
	if (!view_scratch_fit(&s->view, (int32_t)b->rows * b->cols, b->rows, b->cols, err,
			      sizeof err)) {
		app_say(&s->app, true, "Cannot go back: %s", err);
		return FX_DRAW;
	}
	take_back(s);
	treesize_reset(&s->tree, &s->src.cfg, s->src.replaying);
	if (s->src.replaying)
		app_set_play(&s->app, false); /* the game ends: a replay */
	else
		app_set_replay(&s->app, false); /* ... a search */
	app_say(&s->app, false, "Back to the %s where P was pressed: P plays from here again.",
		s->src.replaying ? "replay" : "search");
	return app_pause(&s->app) | FX_RELAYOUT | FX_DRAW;
}

/* P: play on from the path the explorer shows. */
static app_fx start(session *s)
{
	engine_view v;
	search_view(&s->src, &v);
	play_model next;
	char err[300];
	bool closed = s->src.replaying ? s->play.closed : v.cfg->closed;
	if (!play_init(&next, &v.cfg->spec, v.cfg->start, closed, v.path, v.depth, err,
		       sizeof err)) {
		app_say(&s->app, true, "Cannot play from here: %s", err);
		return FX_DRAW;
	}
	if (!s->src.replaying)
		s->play_cfg = *v.cfg;
	play_free(&s->play);
	s->play = next;
	s->play_saved = 0;
	sync_cfg(s);
	app_play_cursor(&s->app, s->play.path[s->play.len - 1]);
	keep_for_return(s);
	app_fx fx = changed(s, false, "Your move: a number on the board, or the cursor and Enter.");
	if (!s->src.h) /* the path could not be shown: the search stays */
		take_back(s);
	return fx;
}

/* Does cfg set up another game than the one played (board or start)? */
static bool other_game(const session *s, const engine_config *cfg)
{
	const board_spec *a = &cfg->spec, *b = &s->play_cfg.spec;
	ksq start = cfg->start == KSQ_NONE ? 0 : cfg->start;
	return a->rows != b->rows || a->cols != b->cols || a->lea != b->lea || a->leb != b->leb ||
	       a->torus != b->torus || start != s->play.path[0];
}

/* No new game, and why: the form says it, with what was typed. */
static void refused(session *s, const char *err)
{
	char text[340];
	snprintf(text, sizeof text, "No new game: %s", err);
	app_settings_refused(&s->app, text);
}

/* A new game with the form's settings (app.pending); the old one stays
 * when the new board cannot be shown (too big for a replay). */
static app_fx new_game(session *s)
{
	const engine_config *cfg = &s->app.pending;
	play_model next, old = s->play;
	engine_config old_cfg = s->play_cfg;
	char err[300], name[SQUARE_NAME_MAX], text[300];
	if (!play_init(&next, &cfg->spec, cfg->start, cfg->closed, NULL, 0, err, sizeof err)) {
		refused(s, err); /* the form again, as typed */
		return FX_DRAW;
	}
	s->play = next;
	s->play_cfg = *cfg;
	sync_cfg(s);
	if (!show_path(s, err, sizeof err)) {
		play_free(&s->play);
		s->play = old;
		s->play_cfg = old_cfg;
		refused(s, err);
		return FX_DRAW;
	}
	play_free(&old);
	s->play_saved = 0;
	app_play_cursor(&s->app, s->play.path[0]);
	note(s, text, sizeof text);
	play_square_name(&s->play, s->play.path[0], name, sizeof name);
	app_say(&s->app, false, "A new %dx%d %sgame from %s: your move.", s->play.b.rows,
		s->play.b.cols, s->play.closed ? "closed-tour " : "", name);
	return FX_DRAW | FX_RELAYOUT;
}

/* Enter in the options form: the engine's settings are kept for f; a
 * board or start of its own is a new game, asked about first when moves
 * would be dropped. */
static app_fx options(session *s)
{
	const engine_config *cfg = &s->app.pending;
	if (other_game(s, cfg)) {
		if (s->play.len > 1)
			return app_open_prompt(&s->app, PK_NEW_GAME, NULL) | FX_DRAW;
		return new_game(s);
	}
	s->play_cfg = *cfg;
	s->play.closed = cfg->closed;
	sync_cfg(s);
	char text[300];
	if (engine_can(cfg->kind, ENG_PREFIX))
		snprintf(text, sizeof text, "f finishes with these settings.");
	else
		snprintf(text, sizeof text,
			 "f finishes with backtracking (Warnsdorff's ordering, look-ahead): %s "
			 "cannot continue a path.",
			 engine_can(cfg->kind, ENG_WALK) ? "a walk" : engine_kind_name(cfg->kind));
	return changed(s, false, text);
}

app_fx session_play(session *s)
{
	int arg;
	play_req r = app_play_take(&s->app, &arg);
	switch (r) {
	case PR_START: return start(s) | FX_RELAYOUT;
	case PR_SQUARE: return move(s, arg, 0);
	case PR_NUMBER: return move(s, KSQ_NONE, arg);
	case PR_UNDO: return undo_redo(s, false);
	case PR_REDO: return undo_redo(s, true);
	case PR_HINT: return hint(s);
	case PR_FINISH: return finish(s);
	case PR_OPTIONS: return options(s);
	case PR_NEW_GAME: return new_game(s);
	case PR_LEAVE: return leave(s);
	default: return FX_NONE;
	}
}

void session_play_facts(const session *s, app_facts *f)
{
	const play_model *m = &s->play;
	f->play_returns = s->before_play.h != NULL;
	f->game_unsaved = m->len > 1 && m->moves + m->undos != s->play_saved;
}

void session_play_saved(session *s)
{
	s->play_saved = s->play.moves + s->play.undos;
}

bool session_play_open(session *s, const explore_options *o, char *err, size_t errlen)
{
	s->play_cfg = o->cfg;
	if (!play_init(&s->play, &o->cfg.spec, o->cfg.start, o->cfg.closed, NULL, 0, err, errlen))
		return false;
	sync_cfg(s);
	app_play_cursor(&s->app, s->play.path[0]);
	if (!show_path(s, err, errlen))
		return false;
	char result[300];
	note(s, result, sizeof result);
	app_say(&s->app, false, "Your move: a number on the board, or the cursor and Enter.");
	return true;
}
