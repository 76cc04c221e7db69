/* The board panel: chequered squares, move numbers, the knight, the
 * candidates of the current depth, fading retreat marks, forced and
 * unreachable squares (look-ahead), the start-square cursor; or, after h,
 * the onward moves of the empty squares at the board's size.  In cells
 * big enough the numbers and marks are drawn in big numerals. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/bigtext.h"
#include "ui/app/history.h"
#include "ui/replay/playlist.h"
#include "ktour/square.h"
#include "view_build.h"
#include "view_grid.h"
#include "views.h"

typedef struct marks {
	ksq knight, next, cursor;
	bool play;      /* play mode: legal squares numbered, the cursor a cell */
	ksq legal[8];   /* play: the square of move k+1, or KSQ_NONE */
	ksq pcursor;    /* play: the cursor */
	ksq cand[8];
	int ncand;
	ksq adj[8];     /* the knight's neighbours (forced squares are among them) */
	bool prune;
	bool numbers;   /* move numbers fit the cells */
} marks;

static bool in_list(const ksq *list, int n, ksq sq)
{
	for (int i = 0; i < n; i++)
		if (list[i] == sq)
			return true;
	return false;
}

static void build_marks(const ui_frame *f, marks *m)
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
	/* The layout gives every cell a blank besides the largest number. */
	m->numbers = layout_digits(v->b->nsq) < f->lay->board.cw;
}

/* Move numbers of the visited squares, when they are shown. */
static void fill_numbers(const ui_frame *f)
{
	memset(f->moveno, 0, (size_t)f->v.b->nsq * sizeof *f->moveno);
	for (int32_t i = 0; i < f->v.depth; i++)
		f->moveno[f->v.path[i]] = i + 1;
}

static role retreat_role(const ui_frame *f, ksq sq)
{
	uint64_t s = f->retreat[sq];
	if (s == 0 || s > f->t || f->t - s >= HISTORY_FADE)
		return R_NORMAL;
	uint64_t age = f->t - s;
	return age < 4 ? R_RET1 : age < 12 ? R_RET2 : R_RET3;
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

static role square_base(const ui_frame *f, const marks *m, ksq sq, cell_look *lk)
{
	const glyphs *g = f->caps->g;
	const engine_view *v = &f->v;
	bool visited = v->degree[sq] == ENGINE_VISITED, dark = lk->dark;
	if (sq == m->cursor || sq == m->knight) {
		mark(lk, g->knight, BIG_KNIGHT);
		return sq == m->cursor ? R_CURSOR : R_KNIGHT;
	}
	if (visited && f->v.departs && f->moveno[sq] > 0 && f->v.departs[f->moveno[sq] - 1])
		return departed(f, m, sq, lk);
	if (visited) {
		if (m->numbers)
			number(lk, f->moveno[sq], false);
		else
			mark(lk, g->visited, 0);
		return dark ? R_VIS_DARK : R_VIS_LIGHT;
	}
	if (sq == m->next) {
		mark(lk, g->next, BIG_DOT);
		return R_NEXT;
	}
	bool adjacent = in_list(m->adj, 8, sq);
	if (m->prune && adjacent && v->degree[sq] <= 1) {
		mark(lk, g->forced, BIG_BANG);
		return R_FORCED;
	}
	role rr = retreat_role(f, sq);
	if (rr != R_NORMAL) {
		mark(lk, g->retreat, BIG_CROSS);
		return rr;
	}
	if (in_list(m->cand, m->ncand, sq)) {
		mark(lk, g->cand, BIG_RING);
		return dark ? R_CAND_DARK : R_CAND_LIGHT;
	}
	if (m->prune && !adjacent && v->degree[sq] == 0) {
		mark(lk, g->dead, BIG_CROSS);
		return R_DEAD;
	}
	/* Without colour a dark square is marked: dotted when the cell is
	 * big, else one dot in its middle. */
	if (dark && f->caps->tier == TIER_NONE && f->lay->board.ch < GRID_BIG_MIN_ROWS)
		mark(lk, g->dark, 0);
	return dark ? R_SQ_DARK : R_SQ_LIGHT;
}

/* Play mode numbers the legal squares with the digit that moves there
 * and shows the cursor as a cell of its own colour. */
static role square_look(const ui_frame *f, const void *ctx, ksq sq, cell_look *lk)
{
	const marks *m = ctx;
	int k = 0;
	while (m->play && k < 8 && m->legal[k] != sq)
		k++;
	role r;
	if (m->play && k < 8) {
		/* "(3)" where it fits, so that a move is not read as a path
		 * number without colour; in big numerals too, which then come
		 * smaller than the path's */
		number(lk, k + 1, false);
		memcpy(lk->big, (char[]){'(', (char)('1' + k), ')', '\0'}, 4);
		if (f->lay->board.cw >= 4) /* a blank stays each side */
			snprintf(lk->label, sizeof lk->label, "(%d)", k + 1);
		r = lk->dark ? R_CAND_DARK : R_CAND_LIGHT;
	} else {
		r = square_base(f, m, sq, lk);
	}
	return sq == m->pcursor ? R_CURSOR : r;
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
		fill_numbers(f);
	/* Numbers big when the largest is. */
	char widest[BIGTEXT_MAX + 1];
	snprintf(widest, sizeof widest, "%d", (int)f->v.b->nsq);
	memset(widest, '8', strlen(widest));
	grid_cells(f, &f->lay->board, f->app->heat_on_board ? degree_look : square_look, &m,
		   widest);
}
