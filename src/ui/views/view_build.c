/* SPDX-License-Identifier: MIT */
/* A construction on screen (engine_view.build: divide and conquer), asked
 * of the view's data, never of the engine's kind.
 *
 * The board: while there is more than one cycle, every laid square in its
 * cycle's colour with its number on that cycle (1 on the cycle's first
 * square), and without colour its cycle's letter before the number (the
 * letter alone on a cycle whose numbers do not fit after it); a square
 * not laid yet is plain; the four squares of the last join's moves stand
 * out.  Once built, the squares carry the tour's numbers from the start
 * square, in the visited squares' look.
 *
 * The stack panel: the recursion, one line per level from the board to
 * the rectangle the last step acted in: its size, its top-left corner,
 * and how far it is (the narration names its place). */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/base/bigtext.h"
#include "ui/term/draw.h"
#include "ktour/square.h"
#include "ui/model/narrate.h"
#include "view_build.h"
#include "view_grid.h"

/* Labels told apart on screen; a label beyond shares the last's look. */
#define LOOK_LABELS 64

typedef struct build_look {
	engine_cycles cy;
	bool built;        /* one cycle, the tour: the tour's numbers */
	bool letters;      /* without colour: each cycle's letter */
	bool numbers[LOOK_LABELS]; /* the cycle's numbers fit the cells (after
				      its letter), in the viewport */
	ksq join[4];       /* the last join's squares; KSQ_NONE */
} build_look;

/* The letter of cycle label l: a-z, A-Z, then '?' (labels stay few). */
static char cycle_letter(int32_t l)
{
	return l < 26 ? (char)('a' + l) : l < 52 ? (char)('A' + l - 26) : '?';
}

static int32_t look_label(int32_t label)
{
	return label < LOOK_LABELS ? label : LOOK_LABELS - 1;
}

/* Whether each cycle's numbers fit the cells: its largest number in the
 * viewport (1-based), after its letter, leaves a blank in the cell.  Per
 * cycle, so that a long cycle's numbers, too wide without colour, do not
 * take the short cycles' too. */
static void numbers_fit(const ui_frame *f, build_look *m)
{
	const board *b = f->v.b;
	int32_t most[LOOK_LABELS] = {0};
	for (int i = 0; i < f->lay->vis_rows; i++)
		for (int j = 0; j < f->lay->vis_cols; j++) {
			ksq sq = board_sq(b, f->top + i, f->left + j);
			int32_t l = m->cy.label[sq], n = m->cy.number[sq] + 1;
			if (l >= 0 && n > most[look_label(l)])
				most[look_label(l)] = n;
		}
	for (int l = 0; l < LOOK_LABELS; l++)
		m->numbers[l] = (m->letters ? 1 : 0) + layout_digits(most[l]) < f->lay->board.cw;
}

static bool look_init(const ui_frame *f, build_look *m)
{
	memset(m, 0, sizeof *m);
	if (!engine_cycles_get(f->e, &m->cy))
		return false;
	m->built = f->v.build->built;
	m->letters = !m->built && f->caps->tier == TIER_NONE;
	numbers_fit(f, m);
	for (int i = 0; i < 4; i++)
		m->join[i] = KSQ_NONE;
	const engine_build_step *s = &f->v.build->last;
	if (f->last->kind == EV_JOIN && s->kind == EV_JOIN)
		for (int i = 0; i < 2; i++) {
			m->join[2 * i] = s->drop[i][0];
			m->join[2 * i + 1] = s->drop[i][1];
		}
	return true;
}

static role square_look(const ui_frame *f, const void *ctx, ksq sq, cell_look *lk)
{
	const build_look *m = ctx;
	int32_t label = m->cy.label[sq], n = m->cy.number[sq] + 1;
	if (label < 0) { /* no block here yet: the plain chequer */
		if (lk->dark && f->caps->tier == TIER_NONE && f->lay->board.ch < GRID_BIG_MIN_ROWS)
			snprintf(lk->label, sizeof lk->label, "%s", f->caps->g->dark);
		return lk->dark ? R_SQ_DARK : R_SQ_LIGHT;
	}
	bool numbers = m->numbers[look_label(label)];
	if (m->letters && numbers)
		snprintf(lk->label, sizeof lk->label, "%c%d", cycle_letter(label), (int)n);
	else if (m->letters)
		snprintf(lk->label, sizeof lk->label, "%c", cycle_letter(label));
	else if (numbers)
		snprintf(lk->label, sizeof lk->label, "%d", (int)n);
	else
		snprintf(lk->label, sizeof lk->label, "%s", f->caps->g->visited);
	if (numbers && !m->letters) /* big numerals carry no letters */
		snprintf(lk->big, sizeof lk->big, "%d", (int)n);
	for (int i = 0; i < 4; i++)
		if (sq == m->join[i])
			return R_JOIN;
	if (m->built)
		return lk->dark ? R_VIS_DARK : R_VIS_LIGHT;
	return (role)(R_CYCLE0 + label % PALETTE_CYCLES);
}

void view_build_cells(const ui_frame *f)
{
	build_look m;
	if (!look_init(f, &m)) /* out of memory: the squares stay plain */
		return;
	char widest[BIGTEXT_MAX + 1];
	snprintf(widest, sizeof widest, "%d", (int)f->v.b->nsq);
	memset(widest, '8', strlen(widest));
	grid_cells(f, &f->lay->board, square_look, &m, widest);
}

/* ---- the recursion ---------------------------------------------------------- */

/* How far a level is: "laid", "to lay", "4 parts", "part 2/4",
 * "joins 1/3". */
static void progress(const engine_frame *fr, char *out, size_t len)
{
	if (fr->nparts == 1)
		snprintf(out, len, "%s", fr->begun ? "laid" : "to lay");
	else if (fr->begun == 0)
		snprintf(out, len, "%d parts", fr->nparts);
	else if (fr->joined > 0)
		snprintf(out, len, "joins %d/%d", fr->joined, fr->nparts - 1);
	else
		snprintf(out, len, "part %d/%d", fr->begun, fr->nparts);
}

/* "2   6x6 g12: laid": the level, the rectangle's size and top-left
 * corner, how far it is; the level the last step acted in stands out. */
static void frame_line(const ui_frame *f, draw_line *ln, int32_t d, int num_w, int size_w)
{
	engine_frame fr;
	if (!engine_frame_info(f->e, d, &fr))
		return;
	const board *b = f->v.b;
	bool top = d == f->v.build->frames - 1;
	char at[SQUARE_NAME_MAX], size[32], text[96], how[32];
	narrate_square(b, board_sq(b, fr.rect.row, fr.rect.col), at, sizeof at);
	snprintf(text, sizeof text, "%*d ", num_w, (int)d + 1);
	draw_line_add(ln, R_STACK_DEPTH, text);
	snprintf(size, sizeof size, "%dx%d", (int)fr.rect.rows, (int)fr.rect.cols);
	snprintf(text, sizeof text, "%*s %.11s:", size_w, size, at);
	draw_line_add(ln, top ? R_TITLE : R_NORMAL, text);
	progress(&fr, how, sizeof how);
	snprintf(text, sizeof text, " %s", how);
	draw_line_add(ln, top ? R_STACK_CUR : R_NORMAL, text);
}

void view_build_stack(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	const engine_build *bd = f->v.build;
	rect r = l->at[PANEL_STACK];
	if (!layout_shows(l, PANEL_STACK) || r.w < 8 || r.h < 3)
		return;
	int x = r.x + 1, w = r.w - 3, y = r.y + 1, avail = r.h - 2;
	const board *b = f->v.b;
	char text[160];
	int size_w = snprintf(text, sizeof text, "%dx%d", b->rows, b->cols);
	int num_w = bd->frames >= 10 ? 2 : 1;
	bool roomy = avail >= 4;
	int32_t first = 0, rows = roomy ? avail - 1 : avail;
	if (bd->frames > rows)
		first = bd->frames - rows;
	if (first > 0)
		snprintf(text, sizeof text, "%s (%s %d more)", f->words->stack_title,
			 f->caps->g->more_up, (int)first);
	else
		snprintf(text, sizeof text, "%s", f->words->stack_title);
	draw_box(r, f->caps->g, R_BORDER, text);
	if (roomy) {
		int lw = fit_width(f->words->stack_legend);
		draw_text(y++, x, w, R_DIM,
			  lw <= w ? f->words->stack_legend : f->words->stack_legend_short);
	}
	draw_line ln;
	for (int32_t d = first; d < bd->frames; d++) {
		ln.n = 0;
		frame_line(f, &ln, d, num_w, size_w);
		draw_line_show(&ln, y++, x, w);
	}
}
