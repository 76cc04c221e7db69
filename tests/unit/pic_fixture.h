/* SPDX-License-Identifier: MIT */
/* A scene as the explorer would show it mid-search, for the picture
 * tests (test_pic_paint.c, test_pic_gif.c): a Warnsdorff walk of `moves`
 * squares from the top left corner (first neighbour of fewest onward
 * moves, in move order), the knight on its last square, its unvisited
 * neighbours as candidates (the fewest onward moves first: the next one),
 * onward moves on every empty square, one retreat mark of each fade, a
 * forced and a cut-off square where the walk leaves them, and the stack
 * of the walk with the candidates each depth had. */
#ifndef KTOUR_TEST_PIC_FIXTURE_H
#define KTOUR_TEST_PIC_FIXTURE_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/square.h"
#include "ui/picture/scene.h"

typedef struct pic_fixture {
	pic_scene s;
	board b;
	ksq path[4096];
	int len;
	pic_stack_line *lines;
	char settings[160], narration[200], counters[80];
} pic_fixture;

static int fx_degree(const board *b, const bool *seen, ksq sq)
{
	ksq nb[8];
	int n = 0;
	board_neighbours(b, sq, nb);
	for (int k = 0; k < 8; k++)
		n += nb[k] != KSQ_NONE && !seen[nb[k]];
	return n;
}

/* The unvisited neighbours of sq, fewest onward moves first (stable). */
static int fx_candidates(const board *b, const bool *seen, ksq sq, ksq out[8], int deg[8])
{
	ksq nb[8];
	int n = 0;
	board_neighbours(b, sq, nb);
	for (int k = 0; k < 8; k++)
		if (nb[k] != KSQ_NONE && !seen[nb[k]]) {
			int d = fx_degree(b, seen, nb[k]), i = n++;
			while (i > 0 && deg[i - 1] > d) {
				out[i] = out[i - 1];
				deg[i] = deg[i - 1];
				i--;
			}
			out[i] = nb[k];
			deg[i] = d;
		}
	return n;
}

static void fx_name(const board *b, ksq sq, char *out, size_t len)
{
	square_name_algebraic(b->rows, board_row(b, sq), board_col(b, sq), out, len);
}

/* The stack line of depth d (0-based) of the walk. */
static void fx_line(pic_fixture *x, bool *seen, int d)
{
	pic_stack_line *l = &x->lines[d];
	memset(l, 0, sizeof *l);
	l->move = d + 1;
	fx_name(&x->b, x->path[d], l->square, sizeof l->square);
	l->top = d == x->len - 1;
	ksq c[8];
	int deg[8];
	l->ncand = fx_candidates(&x->b, seen, x->path[d], c, deg);
	l->forced = l->ncand == 1;
	for (int i = 0; i < l->ncand; i++) {
		fx_name(&x->b, c[i], l->cand[i].square, sizeof l->cand[i].square);
		l->cand[i].degree = (int8_t)deg[i];
		if (l->top)
			l->cand[i].state = i == 0 ? PIC_NEXT_TRY : PIC_UNTRIED;
		else
			l->cand[i].state = c[i] == x->path[d + 1] ? PIC_CURRENT
					   : i == 0		   ? PIC_TRIED
								   : PIC_UNTRIED;
	}
	if (l->top && l->ncand == 0) {
		l->note = "no candidates";
		l->note_role = R_DIM;
	}
}

/* The first square of the board that is empty and unmarked, from sq on. */
static ksq fx_free(const pic_fixture *x, ksq from)
{
	for (ksq i = 0; i < x->b.nsq; i++) {
		ksq sq = (from + i) % x->b.nsq;
		if (x->s.sq[sq].mark == PIC_EMPTY)
			return sq;
	}
	return KSQ_NONE;
}

static void fx_marks(pic_fixture *x, const bool *seen)
{
	ksq knight = x->path[x->len - 1], c[8];
	int deg[8], n = fx_candidates(&x->b, seen, knight, c, deg);
	for (int i = 0; i < n; i++)
		x->s.sq[c[i]].mark = i == 0 ? PIC_NEXT : deg[i] <= 1 ? PIC_FORCED : PIC_CAND;
	for (int f = 1; f <= 3; f++) {
		ksq sq = fx_free(x, knight + 5 * f);
		if (sq != KSQ_NONE) {
			x->s.sq[sq].mark = PIC_RETREAT;
			x->s.sq[sq].fade = (uint8_t)f;
		}
	}
	ksq dead = fx_free(x, knight + 19);
	if (dead != KSQ_NONE)
		x->s.sq[dead].mark = PIC_DEAD;
}

/* The fixture on a rows x cols board after `moves` squares (at least 2). */
static bool pic_fixture_init(pic_fixture *x, int rows, int cols, int moves, theme_id th)
{
	memset(x, 0, sizeof *x);
	board_spec spec = board_spec_default();
	spec.rows = rows;
	spec.cols = cols;
	char err[128];
	if (!board_init(&x->b, &spec, err, sizeof err) || !pic_scene_init(&x->s, rows, cols))
		return false;
	bool *seen = calloc((size_t)x->b.nsq, 1);
	x->lines = calloc((size_t)moves, sizeof *x->lines);
	if (!seen || !x->lines)
		return false;
	x->path[0] = 0;
	seen[0] = true;
	for (x->len = 1; x->len < moves; x->len++) {
		ksq c[8];
		int deg[8];
		if (fx_candidates(&x->b, seen, x->path[x->len - 1], c, deg) == 0)
			break;
		x->path[x->len] = c[0];
		seen[c[0]] = true;
	}
	for (int d = 0; d < x->len; d++) {
		pic_square *q = &x->s.sq[x->path[d]];
		q->moveno = d + 1;
		q->mark = d == x->len - 1 ? PIC_KNIGHT : PIC_VISITED;
	}
	for (ksq sq = 0; sq < x->b.nsq; sq++)
		if (!seen[sq])
			x->s.sq[sq].degree = (int8_t)fx_degree(&x->b, seen, sq);
	fx_marks(x, seen);
	/* the stack: each depth's candidates as the walk found them */
	memset(seen, 0, (size_t)x->b.nsq);
	for (int d = 0; d < x->len; d++) {
		seen[x->path[d]] = true;
		fx_line(x, seen, d);
	}
	free(seen);
	char start[SQUARE_NAME_MAX], at[SQUARE_NAME_MAX];
	fx_name(&x->b, x->path[0], start, sizeof start);
	fx_name(&x->b, x->path[x->len - 1], at, sizeof at);
	snprintf(x->settings, sizeof x->settings,
		 "backtrack order warnsdorff prune lookahead open \u00b7 board %dx%d start %s "
		 "\u00b7 seed 1",
		 rows, cols, start);
	snprintf(x->narration, sizeof x->narration,
		 "Move %d: the knight jumps to %s, the square with the fewest onward moves; "
		 "the next candidate is marked and the crosses fade where it backtracked.",
		 x->len, at);
	snprintf(x->counters, sizeof x->counters, "adv %d  back 3  sol 0  depth %d/%d", x->len + 3,
		 x->len, (int)x->b.nsq);
	x->s.start = x->path[0];
	x->s.stack = x->lines;
	x->s.nstack = x->len;
	x->s.stack_legend = "dim: tried  [x]: on the path  plain: to try";
	x->s.stack_legend_short = "dim tried, [x] on path";
	x->s.narration = x->narration;
	x->s.settings = x->settings;
	x->s.state = "PAUSED";
	x->s.state_role = R_STATE_PAUSE;
	x->s.step = 1234;
	x->s.counters = x->counters;
	x->s.theme = th;
	return true;
}

static void pic_fixture_free(pic_fixture *x)
{
	pic_scene_free(&x->s);
	board_free(&x->b);
	free(x->lines);
}

#endif
