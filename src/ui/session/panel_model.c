/* SPDX-License-Identifier: MIT */
/* What the board, the stack and the status line show (panel_model.h).
 * No curses. */
#include "panel_model.h"

#include <stdio.h>
#include <string.h>

#include "ui/app/history.h"
#include "ui/app/run_badge.h"
#include "ktour/config.h"
#include "ktour/engine_desc.h"
#include "ktour/square.h"
#include "ui/model/engine_text.h"
#include "ui/model/narrate.h"

/* ---- the board --------------------------------------------------------- */

static bool in_list(const ksq *list, int n, ksq sq)
{
	for (int i = 0; i < n; i++)
		if (list[i] == sq)
			return true;
	return false;
}

void board_marks_build(const ui_frame *f, board_marks *m)
{
	const engine_view *v = &f->v;
	memset(m, 0, sizeof *m);
	m->knight = v->depth > 0 ? v->path[v->depth - 1] : KSQ_NONE;
	m->next = KSQ_NONE;
	m->cursor = f->app->ov == OV_PICK ? f->app->cursor : KSQ_NONE;
	m->prune = v->cfg->prune == PRUNE_LOOKAHEAD;
	m->play = f->play != NULL;
	m->pcursor = m->play ? f->app->cursor : KSQ_NONE;
	if (m->play)
		play_legal(f->play, m->legal);
	engine_depth top;
	if (!m->play && v->depth > 0 && engine_depth_info(f->e, v->depth - 1, &top)) {
		int first = top.cur < 0 ? 0 : top.cur;
		for (int i = first; i < top.ncand; i++)
			if (v->degree[top.cand[i]] != ENGINE_VISITED)
				m->cand[m->ncand++] = top.cand[i];
		if (m->ncand)
			m->next = m->cand[0];
	}
	for (int k = 0; k < 8; k++)
		m->adj[k] = m->knight == KSQ_NONE ? KSQ_NONE : board_target(v->b, m->knight, k);
}

void board_fill_numbers(const ui_frame *f)
{
	memset(f->moveno, 0, (size_t)f->v.b->nsq * sizeof *f->moveno);
	for (int32_t i = 0; i < f->v.depth; i++)
		f->moveno[f->v.path[i]] = i + 1;
}

/* A retreat's fade by its age in steps: 1 under 4, 2 under 12, 3 under
 * HISTORY_FADE; 0 for none. */
static int retreat_fade(const ui_frame *f, ksq sq)
{
	uint64_t s = f->retreat[sq];
	if (s == 0 || s > f->t || f->t - s >= HISTORY_FADE)
		return 0;
	uint64_t age = f->t - s;
	return age < 4 ? 1 : age < 12 ? 2 : 3;
}

square_kind board_square_kind(const ui_frame *f, const board_marks *m, ksq sq, int *fade)
{
	const engine_view *v = &f->v;
	bool visited = v->degree[sq] == ENGINE_VISITED;
	if (fade)
		*fade = 0;
	if (sq == m->cursor)
		return SQK_CURSOR;
	if (sq == m->knight)
		return SQK_KNIGHT;
	if (visited)
		return v->departs && f->moveno[sq] > 0 && v->departs[f->moveno[sq] - 1]
			       ? SQK_DEPARTED
			       : SQK_VISITED;
	if (sq == m->next)
		return SQK_NEXT;
	bool adjacent = in_list(m->adj, 8, sq);
	if (m->prune && adjacent && v->degree[sq] <= 1)
		return SQK_FORCED;
	int rf = retreat_fade(f, sq);
	if (rf) {
		if (fade)
			*fade = rf;
		return SQK_RETREAT;
	}
	if (in_list(m->cand, m->ncand, sq))
		return SQK_CAND;
	if (m->prune && !adjacent && v->degree[sq] == 0)
		return SQK_DEAD;
	return SQK_EMPTY;
}

int board_legal_move(const board_marks *m, ksq sq)
{
	for (int k = 0; m->play && k < 8; k++)
		if (m->legal[k] == sq)
			return k + 1;
	return 0;
}

/* ---- the stack --------------------------------------------------------- */

/* Why the square of a retreat was given up, in the narration's words: a
 * dead end had no move at all; "all tried" had its candidates searched. */
static const char *abandon_reason(const engine_event *ev, const engine_view *v)
{
	switch (ev->why) {
	case WHY_ALL_TRIED: return narrate_onward(v, ev->sq) == 0 ? "dead end" : "all tried";
	case WHY_DOUBLE_FORCED: return "two forced squares";
	case WHY_UNREACHABLE: return "a square cut off";
	case WHY_NOT_CLOSED: return "does not close";
	case WHY_AFTER_SOLUTION: return "taken back after the tour";
	default: return "abandoned";
	}
}

/* The knight's own line: a note instead of the candidates when the
 * search is stuck, on a tour or has none; true when it stands alone. */
static bool top_note(const ui_frame *f, const engine_depth *dp, stack_row *r)
{
	if (f->words->stack_end && f->v.state == ENGINE_STUCK) {
		r->note = f->words->stack_end;
		r->note_short = "end";
		r->note_role = R_STATE_DONE;
	} else if (f->v.state == ENGINE_AT_SOLUTION) {
		r->note = "tour complete";
		r->note_short = "tour!";
		r->note_role = R_STATE_SOL;
	} else if (dp->ncand == 0 && narrate_onward(&f->v, dp->sq) > 0) {
		/* unvisited squares a move away: the look-ahead gave them up */
		r->note = "all ruled out by look-ahead";
		r->note_short = "ruled out";
		r->note_role = R_DIM;
	} else if (dp->ncand == 0) {
		r->note = "no candidates";
		r->note_short = "none";
		r->note_role = R_DIM;
	}
	return r->note != NULL;
}

bool stack_row_at(const ui_frame *f, int32_t d, stack_row *r)
{
	engine_depth dp;
	memset(r, 0, sizeof *r);
	if (d < 0 || d >= f->v.depth || !engine_depth_info(f->e, d, &dp))
		return false;
	r->move = d + 1;
	r->sq = dp.sq;
	r->top = d == f->v.depth - 1;
	r->forced = dp.forced;
	r->departed = f->v.departs && f->v.departs[d];
	if (f->words->stack_path_only) /* play: the student's path alone */
		return true;
	if (r->top && top_note(f, &dp, r))
		return true;
	int cur = dp.cur < 0 && r->top ? 0 : dp.cur;
	r->ncand = dp.ncand < 8 ? dp.ncand : 8;
	for (int i = 0; i < r->ncand; i++) {
		r->cand[i] = dp.cand[i];
		r->cand_degree[i] = (int8_t)dp.cand_degree[i];
		r->cand_state[i] = i == cur ? (r->top ? SC_NEXT : SC_CURRENT)
				   : i < cur ? SC_TRIED
					     : SC_UNTRIED;
	}
	/* Every candidate tried: the next step goes back (said in words, so
	 * that it reads without colour too). */
	if (r->top && dp.cur >= dp.ncand) {
		r->note = "(all tried)";
		r->note_role = R_STACK_ABANDON;
	}
	return true;
}

bool stack_row_abandoned(const ui_frame *f, stack_row *r)
{
	memset(r, 0, sizeof *r);
	if (f->last->kind != EV_RETREAT || f->last->sq == KSQ_NONE)
		return false;
	r->abandoned = true;
	r->move = f->last->depth + 1;
	r->sq = f->last->sq;
	r->note = abandon_reason(f->last, &f->v);
	r->note_role = R_STACK_ABANDON;
	return true;
}

/* ---- the status line --------------------------------------------------- */

/* The engine and the settings it takes (its descriptor says which), in
 * the settings' words: "backtrack order 12345678 prune none open",
 * "warnsdorff tiebreak pohl", "irwin ties at random, scan order 12345678". */
static void engine_piece(const engine_config *c, char *out, size_t len)
{
	static const struct {
		unsigned can;
		config_key key;
		const char *word; /* before the value */
	} takes[] = {{ENG_ORDER, CONFIG_ORDER, " order "},
		     {ENG_PRUNE, CONFIG_PRUNE, " prune "},
		     {ENG_CLOSED, CONFIG_CLOSED, " "},
		     {ENG_TIEBREAK, CONFIG_TIEBREAK, " tiebreak "}};
	/* in the checkpoints' spelling, which writes the tour as open or closed */
	size_t at = (size_t)snprintf(out, len, "%s", engine_kind_name(c->kind));
	for (size_t i = 0; i < sizeof takes / sizeof takes[0] && at < len; i++) {
		char v[64];
		if (takes[i].can == ENG_TIEBREAK && engine_ties_at_random(c, v, sizeof v)) {
			at += (size_t)snprintf(out + at, len - at, " %s", v);
			continue;
		}
		if (!engine_can(c->kind, takes[i].can) ||
		    !config_value_format(c, takes[i].key, &config_checkpoint_spelling, v, sizeof v))
			continue;
		at += (size_t)snprintf(out + at, len - at, "%s%s", takes[i].word, v);
	}
	if (engine_can(c->kind, ENG_ALWAYS_CLOSED) && at < len) /* not a setting: what it makes */
		snprintf(out + at, len - at, " closed");
}

int status_pieces_of(const engine_view *v, char piece[][STATUS_PIECE_MAX])
{
	if (v->summary) {
		snprintf(piece[0], STATUS_PIECE_MAX, "%s", v->summary);
		return 1;
	}
	const engine_config *c = v->cfg;
	char start[SQUARE_NAME_MAX], extra[64] = "";
	ksq s = v->depth > 0 ? v->path[0] : c->start;
	narrate_square(v->b, s == KSQ_NONE ? 0 : s, start, sizeof start);
	if (c->spec.lea != 1 || c->spec.leb != 2)
		snprintf(extra, sizeof extra, " leaper %d,%d", c->spec.lea, c->spec.leb);
	if (c->spec.torus)
		snprintf(extra + strlen(extra), sizeof extra - strlen(extra), " torus");
	engine_piece(c, piece[0], STATUS_PIECE_MAX);
	snprintf(piece[1], STATUS_PIECE_MAX, "board %dx%d%s start %s", c->spec.rows, c->spec.cols,
		 extra, start);
	if (c->prefix_len > 1) /* f in play: the player's squares come first */
		snprintf(piece[1] + strlen(piece[1]), STATUS_PIECE_MAX - strlen(piece[1]),
			 ", first %d squares fixed", (int)c->prefix_len);
	snprintf(piece[2], STATUS_PIECE_MAX, "seed %llu", (unsigned long long)c->seed);
	return 3;
}

/* Play mode: the board, the first square and the tour wanted. */
static int play_pieces(const play_model *m, char piece[][STATUS_PIECE_MAX])
{
	char start[SQUARE_NAME_MAX];
	play_square_name(m, m->path[0], start, sizeof start);
	snprintf(piece[0], STATUS_PIECE_MAX, "play: you move the knight");
	snprintf(piece[1], STATUS_PIECE_MAX, "board %dx%d start %s", m->b.rows, m->b.cols, start);
	snprintf(piece[2], STATUS_PIECE_MAX, "%s tour", m->closed ? "closed" : "open");
	return 3;
}

int status_pieces(const ui_frame *f, char piece[][STATUS_PIECE_MAX])
{
	return f->play ? play_pieces(f->play, piece) : status_pieces_of(&f->v, piece);
}

static const char *game_state(const ui_frame *f, role *r)
{
	play_result pr = play_state(f->play);
	*r = pr == PLAY_ON ? R_STATE_RUN : pr == PLAY_STUCK ? R_STATE_DONE : R_STATE_SOL;
	return pr == PLAY_ON ? "YOUR MOVE" : pr == PLAY_STUCK ? "STUCK" : pr == PLAY_TOUR ? "TOUR" : "CLOSED TOUR";
}

const char *status_state_in(const ui_frame *f, int w, const char *ell, role *r, char *buf,
			    size_t len)
{
	const app_state *a = f->app;
	*r = R_STATE_PAUSE;
	if (f->play)
		return game_state(f, r);
	switch (f->v.state) {
	case ENGINE_EXHAUSTED:
		*r = R_STATE_DONE;
		return f->words->exhausted;
	case ENGINE_STUCK:
		*r = R_STATE_DONE;
		return f->words->stuck;
	case ENGINE_AT_SOLUTION:
		if (a->mode != RUN_PAUSED)
			break;
		*r = R_STATE_SOL;
		if (f->words->complete)
			return f->words->complete;
		snprintf(buf, len, "SOLUTION %llu FOUND", (unsigned long long)f->v.counters.solutions);
		return buf;
	default:
		break;
	}
	run_facts rf = run_facts_of(a, f->v.cfg, f->t);
	if (run_badge(&rf, w, ell, buf, len))
		*r = R_STATE_RUN;
	return buf;
}

const char *status_state(const ui_frame *f, role *r, char *buf, size_t len)
{
	return status_state_in(f, 0, NULL, r, buf, len);
}
