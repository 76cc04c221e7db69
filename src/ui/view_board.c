/* The board panel: chequered squares, move numbers, the knight, the
 * candidates of the current depth, fading retreat marks, forced and
 * unreachable squares (look-ahead), the start-square cursor; or, after h,
 * the degrees of the unvisited squares at the board's size. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "history.h"
#include "playlist.h"
#include "ktour/square.h"
#include "views.h"

typedef struct marks {
	ksq knight, next, cursor;
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
	engine_depth top;
	if (v->depth > 0 && engine_depth_info(f->e, v->depth - 1, &top)) {
		int first = top.cur < 0 ? 0 : top.cur;
		for (int i = first; i < top.ncand; i++)
			if (v->degree[top.cand[i]] != ENGINE_VISITED)
				m->cand[m->ncand++] = top.cand[i];
		if (m->ncand)
			m->next = m->cand[0];
	}
	for (int k = 0; k < 8; k++)
		m->adj[k] = m->knight == KSQ_NONE ? KSQ_NONE : board_target(v->b, m->knight, k);
	/* Numbers: the largest fits, with a gap, or touching when the
	 * chequer colours separate them. */
	int d = layout_digits(v->b->nsq), cw = f->lay->cw;
	m->numbers = d < cw || (d == cw && f->caps->tier != TIER_NONE);
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

/* What one square shows: its role and its label. */
static role square_look(const ui_frame *f, const marks *m, ksq sq, bool dark, char *label,
			size_t len)
{
	const glyphs *g = f->caps->g;
	const engine_view *v = &f->v;
	bool visited = v->degree[sq] == ENGINE_VISITED;
	label[0] = '\0';
	if (sq == m->cursor) {
		snprintf(label, len, "%s", g->knight);
		return R_CURSOR;
	}
	if (sq == m->knight) {
		snprintf(label, len, "%s", g->knight);
		return R_KNIGHT;
	}
	if (visited && f->v.departs && f->moveno[sq] > 0 && f->v.departs[f->moveno[sq] - 1]) {
		/* Not a Warnsdorff choice: a star after the number when it
		 * fits, and its own colour / underline. */
		int n = f->moveno[sq];
		if (m->numbers && layout_digits(n) + 1 <= f->lay->cw)
			snprintf(label, len, "%d*", n);
		else if (m->numbers)
			snprintf(label, len, "%d", n);
		else
			snprintf(label, len, "*");
		return R_DEPART;
	}
	if (visited) {
		if (m->numbers)
			snprintf(label, len, "%d", (int)f->moveno[sq]);
		else
			snprintf(label, len, "%s", g->visited);
		return dark ? R_VIS_DARK : R_VIS_LIGHT;
	}
	if (sq == m->next) {
		snprintf(label, len, "%s", g->next);
		return R_NEXT;
	}
	bool adjacent = in_list(m->adj, 8, sq);
	if (m->prune && adjacent && v->degree[sq] <= 1) {
		snprintf(label, len, "%s", g->forced);
		return R_FORCED;
	}
	role rr = retreat_role(f, sq);
	if (rr != R_NORMAL) {
		snprintf(label, len, "%s", g->retreat);
		return rr;
	}
	if (in_list(m->cand, m->ncand, sq)) {
		snprintf(label, len, "%s", g->cand);
		return dark ? R_CAND_DARK : R_CAND_LIGHT;
	}
	if (m->prune && !adjacent && v->degree[sq] == 0) {
		snprintf(label, len, "%s", g->dead);
		return R_DEAD;
	}
	if (dark && f->caps->tier == TIER_NONE)
		snprintf(label, len, "%s", g->dark);
	return dark ? R_SQ_DARK : R_SQ_LIGHT;
}

/* The degrees view of a square (h). */
static role heat_look(const ui_frame *f, const marks *m, ksq sq, char *label, size_t len)
{
	const engine_view *v = &f->v;
	label[0] = '\0';
	if (sq == m->cursor || sq == m->knight) {
		snprintf(label, len, "%s", f->caps->g->knight);
		return sq == m->cursor ? R_CURSOR : R_KNIGHT;
	}
	if (v->degree[sq] == ENGINE_VISITED) {
		if (m->numbers)
			snprintf(label, len, "%d", (int)f->moveno[sq]);
		return R_HEAT_VIS;
	}
	int d = v->degree[sq] > 8 ? 8 : v->degree[sq];
	snprintf(label, len, "%d", d);
	return (role)(R_HEAT0 + d);
}

static void draw_cell(int y, int x, int cw, int ch, role r, const char *label)
{
	for (int i = 0; i < ch; i++)
		draw_fill(y + i, x, cw, r);
	int n = draw_width(label);
	if (n > cw)
		n = cw;
	draw_str(y + (ch - 1) / 2, x + (cw - n + 1) / 2, cw, r, label);
}

static void draw_labels(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	const board *b = f->v.b;
	char name[16];
	for (int i = 0; i < l->vis_rows; i++) {
		snprintf(name, sizeof name, "%*d", l->rank_w, b->rows - (f->top + i));
		draw_str(l->cells_y + i * l->ch + (l->ch - 1) / 2, 0, l->rank_w, R_LABEL, name);
	}
	int bottom = l->board.y + l->board.h - 1, free_from = l->cells_x;
	for (int j = 0; j < l->vis_cols; j++) {
		int n = square_file_name(f->left + j, name, sizeof name);
		int x = l->cells_x + j * l->cw + (l->cw - n) / 2;
		if (x < free_from || x + n > l->cells_x + l->vis_cols * l->cw)
			continue;
		draw_str(bottom, x, n, R_LABEL, name);
		free_from = x + n + 1;
	}
}

void view_board(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	const board *b = f->v.b;
	bool heat = f->app->heat_on_board;
	char title[320];
	if (heat)
		snprintf(title, sizeof title, "Degrees (h: board)");
	else if (f->source_name && l->vis_rows == b->rows && l->vis_cols == b->cols)
		playlist_title(title, sizeof title, f->source_name, b->rows, b->cols,
			       f->facts.file_at, f->facts.file_shown ? f->facts.files : 0,
			       l->board.w - l->rank_w - 4, f->caps->utf8 ? "\u2026" : "...");
	else if (l->vis_rows < b->rows || l->vis_cols < b->cols)
		snprintf(title, sizeof title, "Board %dx%d, rows %d-%d cols %d-%d", b->rows,
			 b->cols, f->top + 1, f->top + l->vis_rows, f->left + 1,
			 f->left + l->vis_cols);
	else
		snprintf(title, sizeof title, "Board %dx%d", b->rows, b->cols);
	rect box = {l->board.y, l->rank_w, l->board.h, l->board.w - l->rank_w};
	draw_box(box, f->caps->g, R_BORDER, title);
	marks m;
	build_marks(f, &m);
	if (m.numbers || f->v.departs)
		fill_numbers(f);
	char label[24];
	for (int i = 0; i < l->vis_rows; i++) {
		int r = f->top + i;
		for (int j = 0; j < l->vis_cols; j++) {
			int c = f->left + j;
			ksq sq = board_sq(b, r, c);
			bool dark = (r + c) & 1;
			role ro = heat ? heat_look(f, &m, sq, label, sizeof label)
				       : square_look(f, &m, sq, dark, label, sizeof label);
			draw_cell(l->cells_y + i * l->ch, l->cells_x + j * l->cw, l->cw, l->ch, ro,
				  label);
		}
	}
	draw_labels(f);
}
