/* SPDX-License-Identifier: MIT */
/* The board panel: chequered squares, move numbers, the knight, the
 * candidates of the current depth, fading retreat marks, forced and
 * unreachable squares (look-ahead), the start-square cursor; or, after h,
 * the onward moves of the empty squares at the board's size.  In cells
 * big enough the numbers and marks are drawn in big numerals. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/base/bigtext.h"
#include "ui/replay/playlist.h"
#include "ktour/square.h"
#include "view_build.h"
#include "view_grid.h"
#include "ui/session/panel_model.h"
#include "views.h"

/* The model's marks, and whether the cells show move numbers. */
typedef struct marks {
	board_marks b;
	bool numbers;   /* move numbers fit the cells */
} marks;

static void build_marks(const ui_frame *f, marks *m)
{
	board_marks_build(f, &m->b);
	/* The layout gives every cell a blank besides the largest number. */
	m->numbers = layout_digits(f->v.b->nsq) < f->lay->board.cw;
}

/* A glyph and its big form. */
static void mark(cell_look *lk, const char *glyph, char big)
{
	snprintf(lk->label, sizeof lk->label, "%s", glyph);
	lk->big[0] = big;
	lk->big[1] = '\0';
}

static void number(cell_look *lk, int n, bool star)
{
	snprintf(lk->label, sizeof lk->label, star ? "%d*" : "%d", n);
	snprintf(lk->big, sizeof lk->big, star ? "%d*" : "%d", n);
}

/* A visited square of a replay reached by a move that was not a
 * Warnsdorff choice: a star after the number when it fits, and its own
 * colour / underline. */
static role departed(const ui_frame *f, const marks *m, ksq sq, cell_look *lk)
{
	int n = f->moveno[sq];
	if (m->numbers)
		number(lk, n, layout_digits(n) + 1 < f->lay->board.cw);
	else
		mark(lk, "*", BIG_STAR);
	return R_DEPART;
}

/* The square's kind (panel_model.c decides it) as a glyph and a role. */
static role square_base(const ui_frame *f, const marks *m, ksq sq, cell_look *lk)
{
	const glyphs *g = f->caps->g;
	bool dark = lk->dark;
	int fade;
	switch (board_square_kind(f, &m->b, sq, &fade)) {
	case SQK_CURSOR: mark(lk, g->knight, BIG_KNIGHT); return R_CURSOR;
	case SQK_KNIGHT: mark(lk, g->knight, BIG_KNIGHT); return R_KNIGHT;
	case SQK_DEPARTED: return departed(f, m, sq, lk);
	case SQK_VISITED:
		if (m->numbers)
			number(lk, f->moveno[sq], false);
		else
			mark(lk, g->visited, 0);
		return dark ? R_VIS_DARK : R_VIS_LIGHT;
	case SQK_NEXT: mark(lk, g->next, BIG_DOT); return R_NEXT;
	case SQK_FORCED: mark(lk, g->forced, BIG_BANG); return R_FORCED;
	case SQK_RETREAT:
		mark(lk, g->retreat, BIG_CROSS);
		return fade == 1 ? R_RET1 : fade == 2 ? R_RET2 : R_RET3;
	case SQK_CAND: mark(lk, g->cand, BIG_RING); return dark ? R_CAND_DARK : R_CAND_LIGHT;
	case SQK_DEAD: mark(lk, g->dead, BIG_CROSS); return R_DEAD;
	default: break;
	}
	return dark ? R_SQ_DARK : R_SQ_LIGHT;
}

/* Play mode numbers the legal squares with the digit that moves there
 * and shows the cursor as a cell of its own colour. */
static role square_look(const ui_frame *f, const void *ctx, ksq sq, cell_look *lk)
{
	const marks *m = ctx;
	/* Without colour a dark square is its light twin in reverse. */
	lk->invert = lk->dark && f->caps->tier == TIER_NONE;
	int k = board_legal_move(&m->b, sq);
	role r;
	if (k > 0) {
		/* "(3)" where it fits, so that a move is not read as a path
		 * number without colour; in big numerals too, at the path's
		 * height (view_board plans the board's scale with it) */
		number(lk, k, false);
		memcpy(lk->big, (char[]){'(', (char)('0' + k), ')', '\0'}, 4);
		if (f->lay->board.cw >= 4) /* a blank stays each side */
			snprintf(lk->label, sizeof lk->label, "(%d)", k);
		r = lk->dark ? R_CAND_DARK : R_CAND_LIGHT;
	} else {
		r = square_base(f, m, sq, lk);
	}
	if (sq == m->b.pcursor)
		return R_CURSOR;
	return view_point_look(f, view_point_of(f, sq), lk, r);
}

/* The onward moves of a square (h, and the heatmap panel): the knight,
 * the move number of a visited square (when the cells show numbers), or
 * the empty square's number of unvisited neighbours as a colour. */
role view_heat_look(const ui_frame *f, ksq sq, bool numbers, bool digits, cell_look *lk)
{
	const engine_view *v = &f->v;
	ksq knight = v->depth > 0 ? v->path[v->depth - 1] : KSQ_NONE;
	ksq cursor = f->app->ov == OV_PICK ? f->app->cursor : KSQ_NONE;
	if (sq == cursor || sq == knight) {
		mark(lk, f->caps->g->knight, BIG_KNIGHT);
		return sq == cursor ? R_CURSOR : R_KNIGHT;
	}
	if (v->degree[sq] == ENGINE_VISITED) {
		if (numbers)
			number(lk, f->moveno[sq], false);
		return R_HEAT_VIS;
	}
	int d = v->degree[sq] > 8 ? 8 : v->degree[sq];
	if (digits)
		number(lk, d, false);
	return (role)(R_HEAT0 + d);
}

static role degree_look(const ui_frame *f, const void *ctx, ksq sq, cell_look *lk)
{
	const marks *m = ctx;
	return view_heat_look(f, sq, m->numbers, true, lk);
}

/* The board's title: its size, the file replayed (with its place in a
 * playlist), and the part shown. */
static void title_text(const ui_frame *f, char *out, size_t len)
{
	const ui_layout *l = f->lay;
	const board *b = f->v.b;
	if (f->app->heat_on_board && !f->v.build) {
		const char *t = "Onward moves (h: board)";
		snprintf(out, len, "%s", l->board.box.w - 4 >= fit_width(t) ? t : "Onward moves (h)");
		return;
	}
	/* A part of the board: which ranks and files, as the labels say. */
	char part[96] = "";
	int at = 0;
	if (l->vis_rows < b->rows)
		at = snprintf(part, sizeof part, ", ranks %d-%d",
			      b->rows - (f->top + l->vis_rows - 1), b->rows - f->top);
	if (l->vis_cols < b->cols && at >= 0 && (size_t)at < sizeof part) {
		char first[16], last[16];
		square_file_name(f->left, first, sizeof first);
		square_file_name(f->left + l->vis_cols - 1, last, sizeof last);
		snprintf(part + at, sizeof part - (size_t)at, ", files %s-%s", first, last);
	}
	if (f->source_name)
		playlist_title(out, len, f->source_name, b->rows, b->cols, f->facts.file_at,
			       f->facts.file_shown ? f->facts.files : 0,
			       l->board.box.w - 4 - fit_width(part), f->caps->utf8 ? "\u2026" : "...");
	else if (f->board_title)
		snprintf(out, len, "%s", f->board_title);
	else
		snprintf(out, len, "Board %dx%d", b->rows, b->cols);
	size_t n = strlen(out);
	snprintf(out + n, len - n, "%s", part);
}

void view_board(const ui_frame *f)
{
	char title[256];
	title_text(f, title, sizeof title);
	grid_frame(f, &f->lay->board, title);
	if (f->v.build) { /* a construction: its cycles, no knight */
		view_build_cells(f);
		return;
	}
	marks m;
	build_marks(f, &m);
	if (m.numbers || f->v.departs)
		board_fill_numbers(f);
	/* Numbers big when the largest is, and play's "(8)" with them: one
	 * height for the board. */
	char widest[BIGTEXT_MAX + 1];
	snprintf(widest, sizeof widest, "%d", (int)f->v.b->nsq);
	memset(widest, '8', strlen(widest));
	if (m.b.play && strlen(widest) < 3)
		snprintf(widest, sizeof widest, "(8)");
	grid_cells(f, &f->lay->board, f->app->heat_on_board ? degree_look : square_look, &m,
		   widest);
}
