/* SPDX-License-Identifier: MIT */
/* Layout: every panel fits and none covers another; the board comes
 * first, with cells at least one column wider than its largest number
 * (so numbers never touch) and big enough for big numerals on a
 * projector; the heatmap's rows line up with the board's; the stack goes
 * beside, below or nowhere; hidden panels and the presentation layout;
 * the settings reflow; too small is too small. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "ui/base/bigtext.h"
#include "ui/base/fit.h"
#include "ui/model/layout.h"

static const layout_want all = {
	.panels = PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_STACK), .present = false, .ascii = false,
	.colour256 = true, .settings_w = 60,
};

/* Is panel id under the board (no room beside it)? */
static bool under(const ui_layout *l, panel_id id)
{
	return (l->below & PANEL_BIT(id)) != 0;
}

static bool inside(rect r, int rows, int cols)
{
	return r.y >= 0 && r.x >= 0 && r.h > 0 && r.w > 0 && r.y + r.h <= rows &&
	       r.x + r.w <= cols;
}

static bool overlap(rect a, rect b)
{
	return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

static bool within(rect in, rect out)
{
	return in.y >= out.y && in.x >= out.x && in.y + in.h <= out.y + out.h &&
	       in.x + in.w <= out.x + out.w;
}

/* A grid's cells inside its box, its box inside its panel. */
static void check_grid(const ui_layout *l, const grid *g)
{
	assert_true(within(g->box, g->panel));
	assert_int_equal(g->box.x, g->panel.x + l->rank_w);
	assert_true(g->cells_y == g->box.y + 1 && g->cells_x == g->box.x + 1);
	assert_true(g->cells_y + l->vis_rows * g->ch < g->box.y + g->box.h);
	assert_true(g->cells_x + l->vis_cols * g->cw < g->box.x + g->box.w);
}

/* Every panel on screen, none over another; numbers readable; the
 * heatmap lined up with the board. */
static void check_sane(const ui_layout *l, int brows, int bcols)
{
	assert_false(l->too_small);
	rect r[8] = {l->status, l->board.panel, l->msg, l->narration, l->footer};
	int n = 5;
	if (layout_shows(l, PANEL_CODE))
		r[n++] = l->at[PANEL_CODE];
	if (layout_shows(l, PANEL_HEAT))
		r[n++] = l->heat.panel;
	if (layout_shows(l, PANEL_STACK))
		r[n++] = l->at[PANEL_STACK];
	for (int i = 0; i < n; i++) {
		assert_true(inside(r[i], l->rows, l->cols));
		for (int j = i + 1; j < n; j++)
			assert_false(overlap(r[i], r[j]));
	}
	check_grid(l, &l->board);
	assert_true(l->board.cw >= layout_digits((long)brows * bcols) + 1);
	assert_true(l->vis_rows >= 1 && l->vis_rows <= brows);
	assert_true(l->vis_cols >= 1 && l->vis_cols <= bcols);
	if (layout_shows(l, PANEL_HEAT)) {
		check_grid(l, &l->heat);
		assert_int_equal(l->heat.ch, l->board.ch);           /* rows line up */
		assert_int_equal(l->heat.cells_y, l->board.cells_y);
		assert_true(l->heat.cw >= 1 && l->heat.cw <= l->board.cw);
		/* the legend inside the box, right of the cells, a blank, a rule
		 * and a blank */
		assert_true(l->heat.legend_x >= l->heat.cells_x + l->vis_cols * l->heat.cw + 3);
		assert_true(l->heat.legend_x + 2 * l->heat.legend_cols <=
			    l->heat.box.x + l->heat.box.w - 1);
		assert_true(l->heat.legend_rows * l->heat.legend_cols >= 9);
		assert_true(l->heat.legend_y + l->heat.legend_rows <=
			    l->heat.cells_y + l->vis_rows * l->heat.ch);
	}
	if (layout_shows(l, PANEL_STACK) && !under(l, PANEL_STACK))
		assert_true(l->at[PANEL_STACK].w >= LAYOUT_STACK_MIN);
	if (layout_shows(l, PANEL_STACK) && under(l, PANEL_STACK))
		assert_true(l->at[PANEL_STACK].h >= LAYOUT_STACK_MIN_ROWS);
}

static void test_80x24_8x8(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(24, 80, 8, 8, &all, &l);
	check_sane(&l, 8, 8);
	/* every panel beside the board, the whole board, square cells */
	assert_true(layout_shows(&l, PANEL_HEAT));
	assert_true(layout_shows(&l, PANEL_STACK) && !under(&l, PANEL_STACK));
	assert_int_equal(l.vis_rows, 8);
	assert_int_equal(l.vis_cols, 8);
	assert_int_equal(l.board.cw, 4);
	assert_int_equal(l.board.ch, 2);
	assert_true(l.heat.cw >= 2); /* with digits */
	assert_int_equal(l.status.h, 2);
	assert_int_equal(l.footer.y, 23);
	assert_int_equal(l.narration.h, 2);
}

/* 12x12 at 80x24: three-digit numbers get four columns, the heatmap
 * goes beside, the stack below; with the heatmap hidden, the stack goes
 * beside. */
static void test_80x24_12x12(void **state)
{
	(void)state;
	ui_layout l;
	layout_want w = all;
	w.settings_w = 84; /* a ten-digit seed: two lines */
	layout_compute(24, 80, 12, 12, &w, &l);
	check_sane(&l, 12, 12);
	assert_int_equal(l.settings_rows, 2);
	assert_int_equal(l.status.h, 3);
	assert_int_equal(l.vis_rows, 12);
	assert_int_equal(l.vis_cols, 12);
	assert_int_equal(l.board.cw, 4);
	assert_true(layout_shows(&l, PANEL_HEAT));
	assert_true(layout_shows(&l, PANEL_STACK) && under(&l, PANEL_STACK));
	w.panels &= ~PANEL_BIT(PANEL_HEAT);
	layout_compute(24, 80, 12, 12, &w, &l);
	check_sane(&l, 12, 12);
	assert_false(layout_shows(&l, PANEL_HEAT));
	assert_true(layout_shows(&l, PANEL_STACK) && !under(&l, PANEL_STACK));
	assert_true(l.at[PANEL_STACK].w >= 24);
	/* a heatmap of one-column cells (colour only) only when two do not
	 * fit: 6x6 at 80x24 has digits and a stack beside */
	layout_compute(24, 80, 6, 6, &all, &l);
	check_sane(&l, 6, 6);
	assert_true(layout_shows(&l, PANEL_HEAT) && l.heat.cw >= 2);
	assert_true(layout_shows(&l, PANEL_STACK) && !under(&l, PANEL_STACK));
	/* without 256 colours the heatmap's digits get two columns each */
	w = all;
	w.colour256 = false;
	for (int n = 5; n <= 12; n++) {
		layout_compute(24, 80, n, n, &w, &l);
		check_sane(&l, n, n);
		assert_true(!layout_shows(&l, PANEL_HEAT) || l.heat.cw >= 2);
	}
}

/* The heatmap keeps its digits where the window has the rows (issue 37):
 * at 70x22 an 8x8 heatmap has two columns a square or more, the stack
 * under it to the right edge (not beside it, colour only, with rows to
 * spare); play's 5x5 at 60x20 takes smaller squares for them; 80x24
 * keeps everything beside, as before. */
static void test_heat_keeps_digits(void **state)
{
	(void)state;
	ui_layout l;
	layout_want w = all;
	w.settings_w = 62; /* the settings on two lines, as at 70 columns */
	layout_compute(22, 70, 8, 8, &w, &l);
	check_sane(&l, 8, 8);
	assert_true(layout_shows(&l, PANEL_HEAT) && l.heat.cw >= 2);
	assert_true(layout_shows(&l, PANEL_STACK) && !under(&l, PANEL_STACK));
	const rect *st = &l.at[PANEL_STACK];
	assert_int_equal(st->y, l.heat.panel.y + l.heat.panel.h);
	assert_int_equal(st->x, l.heat.panel.x);
	assert_int_equal(st->x + st->w, 70);
	assert_true(st->h >= LAYOUT_STACK_MIN_ROWS + 2);
	assert_int_equal(l.board.cw, 3); /* the board as big as before */
	/* play: a 5x5 board at 60x20 */
	w.settings_w = 56;
	layout_compute(20, 60, 5, 5, &w, &l);
	check_sane(&l, 5, 5);
	assert_true(layout_shows(&l, PANEL_HEAT) && l.heat.cw >= 2);
	assert_true(layout_shows(&l, PANEL_STACK));
	/* without 256 colours the digits were there already: nothing moves */
	w.colour256 = false;
	w.settings_w = 62;
	layout_compute(22, 70, 8, 8, &w, &l);
	check_sane(&l, 8, 8);
	assert_true(!layout_shows(&l, PANEL_HEAT) || l.heat.cw >= 2);
	/* 80x24: heatmap and stack beside the board, the stack full height */
	layout_compute(24, 80, 8, 8, &all, &l);
	assert_int_equal(l.at[PANEL_STACK].y, l.heat.panel.y);
	assert_true(l.at[PANEL_STACK].x >= l.heat.panel.x + l.heat.panel.w);
	/* too few rows under the heatmap for the stack: the stack beside it,
	 * the heatmap in colour alone (the board's cells are already one row) */
	layout_compute(16, 62, 8, 8, &all, &l);
	check_sane(&l, 8, 8);
	if (layout_shows(&l, PANEL_HEAT) && layout_shows(&l, PANEL_STACK))
		assert_true(l.at[PANEL_STACK].y == l.heat.panel.y);
}

/* The widest move number of a board in big numerals in a cell of g. */
static int big_scale(const grid *g, const char *widest)
{
	bigtext bt;
	return g->ch >= 4 && bigtext_plan(&bt, widest, g->cw, g->ch - 1, false) ? bt.scale : 0;
}

/* Boards of every size on 120x40: whole and readable up to 28x28; 29x29
 * would need 121 columns for its numbers (four each and a blank column
 * before the right border, so that the last file's do not touch it), so
 * it scrolls, as 30x30 does. */
static void test_120x40_all_sizes(void **state)
{
	(void)state;
	for (int n = 3; n <= 28; n++) {
		ui_layout l;
		layout_compute(40, 120, n, n, &all, &l);
		check_sane(&l, n, n);
		assert_int_equal(l.vis_rows, n);
		assert_int_equal(l.vis_cols, n);
	}
	ui_layout l;
	layout_compute(40, 120, 28, 28, &all, &l);
	assert_int_equal(l.board.cw, 4);
	assert_int_equal(l.board.box.w, 2 + 28 * 4 + 1);
	layout_compute(40, 120, 29, 29, &all, &l);
	check_sane(&l, 29, 29);
	assert_true(l.vis_cols < 29);
	layout_compute(40, 120, 30, 30, &all, &l);
	check_sane(&l, 30, 30);
	assert_int_equal(l.board.cw, 4);
	assert_int_equal(l.vis_rows, 30);
	assert_true(l.vis_cols >= 20 && l.vis_cols < 30);
	layout_compute(40, 120, 5, 5, &all, &l);
	assert_true(layout_shows(&l, PANEL_HEAT));
	assert_true(layout_shows(&l, PANEL_STACK)); /* cells widened for numerals keep the panels */
	assert_true(l.board.cw >= 12); /* small boards get big squares */
	assert_true(big_scale(&l.board, "25") >= 1);
}

static void test_projector(void **state)
{
	(void)state;
	ui_layout l;
	/* 5x5 and 6x6 on 160x45: numerals five rows tall (scale 2) */
	layout_compute(45, 160, 5, 5, &all, &l);
	check_sane(&l, 5, 5);
	assert_true(big_scale(&l.board, "25") >= 2);
	assert_true(layout_shows(&l, PANEL_HEAT) && layout_shows(&l, PANEL_STACK));
	assert_true(l.heat.cw > 2); /* the heatmap grows too */
	layout_compute(45, 160, 6, 6, &all, &l);
	check_sane(&l, 6, 6);
	assert_true(big_scale(&l.board, "36") >= 2);
	/* 200x60: bigger still */
	layout_compute(60, 200, 5, 5, &all, &l);
	check_sane(&l, 5, 5);
	assert_true(big_scale(&l.board, "25") >= 3);
	layout_compute(60, 200, 8, 8, &all, &l);
	check_sane(&l, 8, 8);
	assert_true(big_scale(&l.board, "64") >= 2);
	assert_true(layout_shows(&l, PANEL_HEAT) && layout_shows(&l, PANEL_STACK));
	/* ASCII: whole characters, even scales */
	layout_want a = all;
	a.ascii = true;
	layout_compute(45, 160, 5, 5, &a, &l);
	check_sane(&l, 5, 5);
	bigtext bt;
	assert_true(bigtext_plan(&bt, "25", l.board.cw, l.board.ch - 1, true));
	/* and none at 80x24 */
	const int sizes[][2] = {{5, 5}, {6, 6}, {8, 8}, {12, 12}};
	for (int i = 0; i < 4; i++) {
		layout_compute(24, 80, sizes[i][0], sizes[i][1], &all, &l);
		assert_int_equal(big_scale(&l.board, "88"), 0);
	}
}

static void test_small_and_too_small(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(10, 30, 8, 8, &all, &l);
	assert_true(l.too_small);
	layout_compute(LAYOUT_MIN_ROWS - 1, 80, 8, 8, &all, &l);
	assert_true(l.too_small);
	layout_compute(24, LAYOUT_MIN_COLS - 1, 8, 8, &all, &l);
	assert_true(l.too_small);
	layout_compute(LAYOUT_MIN_ROWS, LAYOUT_MIN_COLS, 8, 8, &all, &l);
	check_sane(&l, 8, 8);
	/* a short terminal cuts the settings rather than give them a row */
	layout_want w = all;
	w.settings_w = 84;
	layout_compute(LAYOUT_MIN_ROWS, LAYOUT_MIN_COLS, 5, 5, &w, &l);
	check_sane(&l, 5, 5);
	assert_int_equal(l.settings_rows, 1);
	assert_int_equal(l.vis_rows, 5);
	assert_int_equal(l.vis_cols, 5);
	layout_compute(20, 60, 8, 8, &all, &l);
	check_sane(&l, 8, 8);
	assert_int_equal(l.vis_rows, 8);
	assert_int_equal(l.vis_cols, 8);
}

/* Boards too big for the window: a viewport with readable numbers. */
static void test_viewport(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(24, 80, 100, 100, &all, &l);
	check_sane(&l, 100, 100);
	assert_int_equal(l.board.cw, 6); /* five digits and a blank */
	assert_int_equal(l.board.ch, 1);
	assert_true(l.vis_rows < 100 && l.vis_rows > 5);
	assert_true(l.vis_cols < 100 && l.vis_cols >= 8);
	assert_false(layout_shows(&l, PANEL_HEAT));
	/* 8x30 at 80x24 (a replay): all eight ranks, as many files as fit
	 * with their numbers, the stack below */
	layout_compute(24, 80, 8, 30, &all, &l);
	check_sane(&l, 8, 30);
	assert_int_equal(l.board.cw, 4);
	assert_int_equal(l.vis_rows, 8);
	assert_true(l.vis_cols >= 18);
	assert_true(layout_shows(&l, PANEL_STACK) && under(&l, PANEL_STACK));
	/* follow: stays put in the middle, moves near the edges, clamps */
	int o = layout_follow(16, 100, 5, 0);
	assert_int_equal(o, 0);
	assert_int_equal(layout_follow(16, 100, 20, 10), 10); /* well inside */
	assert_int_equal(layout_follow(16, 100, 12, 10), 8);  /* near the top edge */
	assert_int_equal(layout_follow(16, 100, 1, 10), 0);   /* clamped */
	o = layout_follow(16, 100, 14, 0);
	assert_int_equal(o, 14 - (16 - 1 - 4));
	o = layout_follow(16, 100, 99, o);
	assert_int_equal(o, 84);
	assert_int_equal(layout_follow(16, 10, 9, 3), 0); /* it all fits */
}

/* a: the algorithm panel.  At 80x24 an 8x8 board keeps its size and the
 * panel takes the room right of it (the heatmap and the stack give way);
 * at 160x45 it goes beside the board and the heatmap, the stack under
 * it; hidden again, the panels come back. */
static void test_code_panel(void **state)
{
	(void)state;
	ui_layout l, c;
	layout_want w = all;
	w.panels |= PANEL_BIT(PANEL_CODE);
	w.rows[PANEL_CODE] = 17;
	layout_compute(24, 80, 8, 8, &all, &l);
	layout_compute(24, 80, 8, 8, &w, &c);
	check_sane(&c, 8, 8);
	assert_true(layout_shows(&c, PANEL_CODE));
	assert_true(inside(c.at[PANEL_CODE], 24, 80));
	assert_true(c.board.cw == l.board.cw && c.board.ch == l.board.ch);
	assert_false(layout_shows(&c, PANEL_HEAT) || layout_shows(&c, PANEL_STACK));
	assert_true(c.at[PANEL_CODE].x > c.board.panel.x + c.board.panel.w - 1);
	assert_int_equal(c.at[PANEL_CODE].x + c.at[PANEL_CODE].w, 80);
	assert_true(c.at[PANEL_CODE].w >= 44);
	assert_int_equal(c.at[PANEL_CODE].y, c.board.panel.y);
	assert_true(c.at[PANEL_CODE].y + c.at[PANEL_CODE].h <= c.msg.y);
	/* back when hidden */
	assert_true(layout_shows(&l, PANEL_HEAT) && layout_shows(&l, PANEL_STACK));

	layout_compute(45, 160, 8, 8, &all, &l);
	layout_compute(45, 160, 8, 8, &w, &c);
	check_sane(&c, 8, 8);
	assert_true(layout_shows(&c, PANEL_CODE) && layout_shows(&c, PANEL_HEAT) &&
		    layout_shows(&c, PANEL_STACK));
	assert_true(c.board.cw == l.board.cw && c.board.ch == l.board.ch);
	assert_int_equal(c.at[PANEL_CODE].h, 17);
	assert_true(c.at[PANEL_CODE].w >= LAYOUT_CODE_GOOD);
	assert_false(overlap(c.at[PANEL_CODE], c.heat.panel) ||
		     overlap(c.at[PANEL_CODE], c.board.panel));
	assert_false(overlap(c.at[PANEL_CODE], c.at[PANEL_STACK]));
	assert_int_equal(c.at[PANEL_STACK].y, c.at[PANEL_CODE].y + c.at[PANEL_CODE].h);
	assert_int_equal(c.at[PANEL_STACK].x, c.at[PANEL_CODE].x);
	assert_true(c.at[PANEL_STACK].y + c.at[PANEL_STACK].h <= c.msg.y);
	/* t still hides the stack */
	w.panels &= ~PANEL_BIT(PANEL_STACK);
	layout_compute(45, 160, 8, 8, &w, &c);
	assert_true(layout_shows(&c, PANEL_CODE) && !layout_shows(&c, PANEL_STACK));
	/* the presentation with the algorithm: board and code only, the
	 * board at least as big as beside the panels, the pair centred; at
	 * 80x24 too, the code as wide as its lines */
	const int sizes[2][2] = {{45, 160}, {24, 80}};
	for (int i = 0; i < 2; i++) {
		int rows = sizes[i][0], cols = sizes[i][1];
		layout_want n = all;
		n.panels |= PANEL_BIT(PANEL_CODE);
		n.rows[PANEL_CODE] = 17;
		layout_compute(rows, cols, 8, 8, &n, &l);
		n.present = true;
		layout_compute(rows, cols, 8, 8, &n, &c);
		check_sane(&c, 8, 8);
		assert_true(c.present && layout_shows(&c, PANEL_CODE));
		assert_false(layout_shows(&c, PANEL_HEAT) || layout_shows(&c, PANEL_STACK));
		assert_true(c.board.ch >= l.board.ch && c.board.cw >= l.board.cw);
		assert_true(c.at[PANEL_CODE].w >= LAYOUT_CODE_FIT &&
			    c.at[PANEL_CODE].w <= LAYOUT_CODE_GOOD);
		assert_true(inside(c.at[PANEL_CODE], rows, cols));
		assert_false(overlap(c.at[PANEL_CODE], c.board.panel));
		assert_int_equal(c.at[PANEL_CODE].x, c.board.panel.x + c.board.panel.w + 1);
		int left = c.board.panel.x;
		int right = cols - (c.at[PANEL_CODE].x + c.at[PANEL_CODE].w);
		assert_true(left - right <= 1 && right - left <= 1);
	}
	/* without the algorithm, the board alone */
	w.present = true;
	w.panels &= ~PANEL_BIT(PANEL_CODE);
	layout_compute(45, 160, 8, 8, &w, &c);
	assert_false(layout_shows(&c, PANEL_CODE));
}

/* m, t and z: panels hidden, the presentation layout. */
static void test_panels_and_presentation(void **state)
{
	(void)state;
	ui_layout l, p;
	layout_want w = all;
	w.panels &= ~(PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_STACK));
	layout_compute(24, 80, 8, 8, &w, &l);
	check_sane(&l, 8, 8);
	assert_false(layout_shows(&l, PANEL_HEAT));
	assert_false(layout_shows(&l, PANEL_STACK));
	w = all;
	w.present = true;
	layout_compute(45, 160, 8, 8, &all, &l);
	layout_compute(45, 160, 8, 8, &w, &p);
	check_sane(&p, 8, 8);
	assert_true(p.present);
	assert_false(layout_shows(&p, PANEL_HEAT) || layout_shows(&p, PANEL_STACK));
	assert_true(p.board.cw >= l.board.cw && p.board.ch >= l.board.ch);
	/* the words large in a column right of the board */
	assert_true(p.big_words);
	assert_true(p.words.x > p.board.panel.x + p.board.panel.w);
	/* at 80x24 the words do not fit large: the board alone, centred */
	layout_compute(24, 80, 8, 8, &w, &p);
	check_sane(&p, 8, 8);
	assert_false(p.big_words);
	int left = p.board.panel.x, right = 80 - (p.board.panel.x + p.board.panel.w);
	assert_true(left - right <= 1 && right - left <= 1);
	/* a board that needs a viewport gets the width and taller rows */
	layout_compute(24, 80, 8, 30, &w, &p);
	check_sane(&p, 8, 30);
	assert_true(p.vis_cols >= 19);
	assert_int_equal(p.board.ch, 2);
}

/* The presentation with its words large: the board and a column of
 * words beside it (a band under a wide board), nothing over anything,
 * the state over the narration over the panels that stay over the
 * message, the board's squares at least as tall as with the words plain
 * less a row, and taller than in the normal layout on a projector's
 * 200x60. */
static void check_words(const ui_layout *p)
{
	assert_true(p->big_words && p->present);
	rect parts[] = {p->big_state, p->narration, p->msg};
	for (int i = 0; i < 3; i++) {
		assert_true(within(parts[i], p->words));
		assert_true(parts[i].h > 0);
		if (i)
			assert_true(parts[i].y >= parts[i - 1].y + parts[i - 1].h);
	}
	assert_false(overlap(p->words, p->board.panel));
	assert_false(overlap(p->words, p->status) || overlap(p->words, p->footer));
	assert_false(overlap(p->board.panel, p->status) || overlap(p->board.panel, p->footer));
	assert_true(inside(p->words, p->rows, p->cols));
	assert_true(inside(p->board.panel, p->rows, p->cols));
	if (layout_shows(p, PANEL_CODE)) {
		assert_true(within(p->at[PANEL_CODE], p->words));
		assert_true(p->at[PANEL_CODE].y >= p->narration.y + p->narration.h);
		assert_true(p->at[PANEL_CODE].y + p->at[PANEL_CODE].h <= p->msg.y);
	}
}

static void test_presentation_words(void **state)
{
	(void)state;
	ui_layout n, p;
	layout_want w = all, z = all;
	z.present = true;
	/* 160x45, 5x5: beside, the squares as tall, their numerals as big */
	layout_compute(45, 160, 5, 5, &w, &n);
	layout_compute(45, 160, 5, 5, &z, &p);
	check_sane(&p, 5, 5);
	check_words(&p);
	assert_true(p.words.x > p.board.panel.x + p.board.panel.w);
	assert_true(p.board.ch >= n.board.ch && p.board.cw >= n.board.cw);
	/* 200x60, 8x8: taller squares than the normal layout's */
	layout_compute(60, 200, 8, 8, &w, &n);
	layout_compute(60, 200, 8, 8, &z, &p);
	check_sane(&p, 8, 8);
	check_words(&p);
	assert_true(p.board.ch > n.board.ch);
	/* with the algorithm: its marked line in the column too */
	z.panels |= PANEL_BIT(PANEL_CODE);
	layout_compute(45, 160, 5, 5, &z, &p);
	check_words(&p);
	assert_true(layout_shows(&p, PANEL_CODE));
	assert_false(layout_shows(&p, PANEL_HEAT) || layout_shows(&p, PANEL_STACK));
	layout_compute(60, 200, 8, 8, &z, &p);
	check_words(&p);
	/* a wide board: the words in a band under it */
	z.panels = 0;
	layout_compute(60, 200, 8, 30, &z, &p);
	check_sane(&p, 8, 30);
	check_words(&p);
	assert_true(p.words.y > p.board.panel.y + p.board.panel.h - 1);
	assert_int_equal(p.vis_cols, 30);
	/* in ASCII the glyphs are whole characters: a bigger column */
	z.ascii = true;
	layout_compute(60, 200, 5, 5, &z, &p);
	check_words(&p);
	/* every size from 40x12 to 200x60: sane, and where the words are
	 * large, in their places */
	for (int rows = 12; rows <= 60; rows += 3)
		for (int cols = 40; cols <= 200; cols += 7)
			for (int b = 5; b <= 12; b += 7) {
				z.ascii = cols % 2;
				layout_compute(rows, cols, b, b, &z, &p);
				if (p.too_small)
					continue;
				check_sane(&p, b, b);
				if (p.big_words)
					check_words(&p);
			}
}

/* A lesson in the presentation (issue 34): its caption is the text of the
 * screen, in big words where they fit (200x60), over the narration, which
 * goes plain; where they do not (160x45 beside an 8x8 board), the caption
 * whole in plain text, still over the plain narration; never over
 * anything, never cut. */
static void test_presentation_caption_first(void **state)
{
	(void)state;
	static const char caption[] =
		"From c7, e8 and a6 both have 3 onward moves, fewer than the rest: a tie again, "
		"and the order picks e8. From here on, watch the stack: the walk always takes the "
		"square with the smallest figure.";
	ui_layout p;
	layout_want z = all;
	z.present = true;
	z.panels |= PANEL_BIT(PANEL_CAPTION);
	z.caption = caption;
	layout_compute(60, 200, 8, 8, &z, &p);
	check_sane(&p, 8, 8);
	check_words(&p);
	rect c = p.at[PANEL_CAPTION];
	assert_true(layout_shows(&p, PANEL_CAPTION) && within(c, p.words));
	assert_true(p.narration_plain);
	assert_true(c.y + c.h <= p.narration.y);
	int plain = fit_lines_needed(caption, c.w - 4, 40);
	assert_true(c.h - 2 >= 2 * plain); /* big words: several rows a line */
	layout_compute(45, 160, 8, 8, &z, &p);
	check_sane(&p, 8, 8);
	check_words(&p);
	c = p.at[PANEL_CAPTION];
	assert_true(layout_shows(&p, PANEL_CAPTION) && p.narration_plain);
	assert_int_equal(c.h - 2, fit_lines_needed(caption, c.w - 4, 40));
	assert_true(c.y + c.h <= p.narration.y);
	/* without a caption the narration keeps the big words */
	z.caption = NULL;
	layout_compute(60, 200, 8, 8, &z, &p);
	assert_true(p.big_words && !p.narration_plain);
}

static void test_hit(void **state)
{
	(void)state;
	ui_layout l;
	layout_compute(24, 80, 8, 8, &all, &l);
	const grid *b = &l.board, *h = &l.heat;
	/* the middle of square (2,3) */
	int y = b->cells_y + 2 * b->ch + b->ch / 2, x = b->cells_x + 3 * b->cw + b->cw / 2;
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, y, x), 2 * 8 + 3);
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, b->cells_y, b->cells_x), 0);
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, 0, 0), KSQ_NONE); /* status */
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, b->box.y, b->cells_x), KSQ_NONE);
	/* the heatmap's squares too, on the same rows */
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, h->cells_y + 7 * h->ch, h->cells_x + 7 * h->cw),
			 63);
	assert_int_equal(layout_hit(&l, 8, 8, 0, 0, y, h->cells_x + 3 * h->cw), 2 * 8 + 3);
	/* scrolled */
	layout_compute(24, 80, 100, 100, &all, &l);
	assert_int_equal(layout_hit(&l, 100, 100, 10, 20, l.board.cells_y, l.board.cells_x),
			 10 * 100 + 20);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_80x24_8x8),
		cmocka_unit_test(test_80x24_12x12),
		cmocka_unit_test(test_heat_keeps_digits),
		cmocka_unit_test(test_120x40_all_sizes),
		cmocka_unit_test(test_projector),
		cmocka_unit_test(test_small_and_too_small),
		cmocka_unit_test(test_viewport),
		cmocka_unit_test(test_panels_and_presentation),
		cmocka_unit_test(test_presentation_words),
		cmocka_unit_test(test_presentation_caption_first),
		cmocka_unit_test(test_code_panel),
		cmocka_unit_test(test_hit),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
