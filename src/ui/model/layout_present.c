/* SPDX-License-Identifier: MIT */
/* The presentation layout with its words large (layout.h): the board as
 * big as it gets, the words in a column beside it or a band under it. */
#include <string.h>

#include "layout_impl.h"
#include "panels.h"
#include "ui/base/bigtext.h"
#include "ui/base/bigwords.h"
#include "ui/base/fit.h"

/* Blank columns between the board and the column of words. */
#define WORDS_GAP 3
/* Rows of the message at the foot of the words (plain text). */
#define MSG_ROWS 2
/* Rows a lesson's caption leaves the narration at the least (plain). */
#define NARRATION_LEAST 3
/* ... and at the most, the rows a long narration wraps to in plain text. */
#define NARRATION_MOST 6
/* Lines a caption wraps to at most (view_caption.c's). */
#define CAPTION_LINES 40

/* The rows of big words that panel p takes in the presentation. */
static int panel_words_rows(const panel_desc *p, bool ascii)
{
	return bigwords_height(p->room.present_lines > 0 ? p->room.present_lines : 3, ascii);
}

/* Is panel row p shown in the presentation, as want asks? */
static bool stays(const panel_desc *p, const layout_want *want)
{
	return (want->panels & PANEL_BIT(p->id)) && p->room.present_w[0] > 0;
}

static bool has_caption(const layout_want *want)
{
	return want->caption && (want->panels & PANEL_BIT(PANEL_CAPTION));
}

/* The plain rows of a long narration under a lesson's caption in a
 * column w wide. */
static int narration_plain_rows(int w)
{
	int n = fit_lines_needed(LAYOUT_NARRATION_BUDGET, w, NARRATION_MOST);
	return n < NARRATION_LEAST ? NARRATION_LEAST : n;
}

/* The rows the words need in a column w wide (*state: the state's and
 * step's); 0 when a word of them is wider than w.  In a lesson the
 * caption is the text of the screen: it needs its box in plain text at
 * the least, and the narration goes plain under it. */
static int words_need(const layout_want *want, int w, int *state, bool caption_big)
{
	int st = bigwords_rows(LAYOUT_STATE_BUDGET, w, want->ascii);
	int step = bigwords_rows(LAYOUT_STEP_BUDGET, w, want->ascii);
	int narr = bigwords_rows(LAYOUT_NARRATION_BUDGET, w, want->ascii);
	if (has_caption(want) && w > 4) {
		int cap = caption_big ? bigwords_rows(want->caption, w - 4, want->ascii)
				      : fit_lines_needed(want->caption, w - 4, CAPTION_LINES);
		if (!cap)
			return 0;
		narr = narration_plain_rows(w) + cap + 3;
	}
	if (!st || !step || !narr)
		return 0;
	/* side by side: the state's badge takes a column each side and five
	 * before the step */
	int one = bigwords_rows(LAYOUT_STATE_BUDGET " " LAYOUT_STEP_BUDGET, w - 4, want->ascii);
	*state = one == st ? st : st + step;
	/* the state's glyphs leave a blank half-row under them: no gap row */
	int need = *state + narr + 1 + MSG_ROWS;
	size_t n;
	const panel_desc *t = panel_table(&n);
	for (size_t i = 0; i < n; i++)
		if (stays(&t[i], want))
			need += panel_words_rows(&t[i], want->ascii) + 1;
	return need;
}

/* The rows of a lesson's caption box in a column w wide with `room` rows
 * for it: its words big (at most the words' height) where they fit,
 * else plain; 0 when not even plain text fits (never cut). */
static int caption_box_rows(const char *text, int w, int room, bool ascii)
{
	static bigwords bw;
	int inner = w - 4; /* the border and a blank each side */
	if (inner < 1 || room < 3)
		return 0;
	if (bigwords_plan(&bw, text, inner, room - 2,
			  ascii ? LAYOUT_WORDS_ROWS_ASCII : LAYOUT_WORDS_ROWS, ascii))
		return bw.h + 2;
	int plain = fit_lines_needed(text, inner, CAPTION_LINES);
	return plain + 2 <= room ? plain + 2 : 0;
}

/* The words in r, top down: the state and step, a lesson's caption in its
 * box (the rows it takes from the narration, which keeps a few), the
 * narration (the rows the others leave), the panels that stay, the
 * message.  False when the caption does not fit whole. */
static bool place_words(ui_layout *l, rect r, int state, const layout_want *want)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	l->big_words = true;
	l->words = r;
	l->big_state = (rect){r.y, r.x, state, r.w};
	l->msg = (rect){r.y + r.h - MSG_ROWS, r.x, MSG_ROWS, r.w};
	int panels = 0;
	for (size_t i = 0; i < n; i++)
		if (stays(&t[i], want))
			panels += panel_words_rows(&t[i], want->ascii) + 1;
	int y = r.y + state;
	if (has_caption(want)) { /* the caption big, the narration plain */
		int room = l->msg.y - 1 - panels - narration_plain_rows(r.w) - 1 - y;
		int h = caption_box_rows(want->caption, r.w, room, want->ascii);
		if (!h)
			return false;
		l->at[PANEL_CAPTION] = (rect){y, r.x, h, r.w};
		l->shown |= PANEL_BIT(PANEL_CAPTION);
		l->narration_plain = true;
		y += h + 1;
	}
	l->narration = (rect){y, r.x, l->msg.y - 1 - panels - y, r.w};
	y = l->narration.y + l->narration.h + 1;
	for (size_t i = 0; i < n; i++) {
		if (!stays(&t[i], want))
			continue;
		int h = panel_words_rows(&t[i], want->ascii);
		l->at[t[i].id] = (rect){y, r.x, h, r.w};
		l->shown |= PANEL_BIT(t[i].id);
		y += h + 1;
	}
	return true;
}

/* The tallest cells with which the board fits whole in H x W, and the
 * scale of its numerals there (widened where that fits); 0 when none
 * does. */
static int plain_ch(const ui_layout *l, int H, int W, int brows, int digits, bool ascii,
		    int *scale)
{
	for (int ch = CH_MAX; ch >= 1; ch--)
		for (int widen = 1; widen >= 0; widen--) {
			int cw = layout_cell_width(ch, digits, ascii, widen);
			if (cw && 2 + brows * ch <= H && layout_grid_w(l, cw) <= W) {
				*scale = layout_numeral_scale(cw, ch, digits, ascii);
				return ch;
			}
		}
	return 0;
}

/* The columns the panels that stay in the presentation keep beside the
 * board when the words are plain. */
static int plain_keep(const layout_want *want)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	int keep = 0;
	for (size_t i = 0; i < n; i++)
		if (stays(&t[i], want))
			keep += t[i].room.gap + t[i].room.present_w[0];
	return keep;
}

/* Where the words go with the board's cells cw x ch: 1 beside the
 * board, 2 under it, 0 nowhere. */
static int words_place(const ui_layout *l, int H, int W, int cw, int ch,
		       const layout_want *want, bool caption_big)
{
	int gw = layout_grid_w(l, cw), gh = 2 + l->vis_rows * ch, state;
	int w = W - (1 + gw + WORDS_GAP) - 1;
	if (gh > H || gw + 1 > W)
		return 0;
	int need = w > 0 ? words_need(want, w, &state, caption_big) : 0;
	if (need && need <= H)
		return 1;
	need = words_need(want, W - 2, &state, caption_big);
	return need && need <= H - gh - 1 ? 2 : 0;
}

static bool place(ui_layout *l, int top, int H, int W, int cw, int ch, int where,
		  const layout_want *want)
{
	int gw = layout_grid_w(l, cw), gh = 2 + l->vis_rows * ch, state;
	if (where == 1) {
		int x = 1 + gw + WORDS_GAP, w = W - x - 1;
		words_need(want, w, &state, false);
		layout_place_grid(l, &l->board, top, 1, cw, ch, false);
		return place_words(l, (rect){top, x, H, w}, state, want);
	}
	words_need(want, W - 2, &state, false);
	layout_place_grid(l, &l->board, top, (W - gw) / 2, cw, ch, false);
	return place_words(l, (rect){top + gh + 1, 1, H - gh - 1, W - 2}, state, want);
}

/* The board's cells for the words: the biggest numerals, then the
 * tallest cells, then the widest, into best (scale, ch, cw, where; scale
 * -1: none). */
static void best_board(const ui_layout *l, int H, int W, int least, int big,
		       const layout_want *want, bool caption_big, int best[4])
{
	for (int ch = CH_MAX; least > 0 && ch >= least; ch--)
		for (int widen = 1; widen >= 0; widen--) {
			int cw = layout_cell_width(ch, l->digits, want->ascii, widen);
			int where = cw ? words_place(l, H, W, cw, ch, want, caption_big) : 0;
			int k = where ? layout_numeral_scale(cw, ch, l->digits, want->ascii) : -1;
			if (big && k == 0)
				continue;
			if (where && (k > best[0] || (k == best[0] && ch == best[1] && cw > best[2]))) {
				int b[4] = {k, ch, cw, where};
				memcpy(best, b, 4 * sizeof best[0]);
			}
		}
}

bool layout_present(ui_layout *l, int brows, int bcols, const layout_want *want)
{
	int rows = l->rows, cols = l->cols;
	int digits = layout_digits((long)brows * bcols);
	l->digits = digits;
	l->rank_w = layout_digits(brows);
	l->vis_rows = brows;
	l->vis_cols = bcols;
	/* With the words plain: the settings and counters, the board, a
	 * message, two lines of narration and the footer. */
	int big = 0, least = plain_ch(l, rows - 6, cols - plain_keep(want), brows, digits,
				      want->ascii, &big);
	/* big words are worth a row less of each square and smaller
	 * numerals, but not numerals as small as plain text */
	least = least > 1 ? least - 1 : least;
	int top = 1, H = rows - 2, W = cols;
	/* the biggest numerals, then the tallest cells, then the widest; in a
	 * lesson, with its caption in big words first, else plain */
	int best[4] = {-1, 0, 0, 0}; /* scale, ch, cw, where */
	for (int pass = has_caption(want) ? 0 : 1; pass < 2 && best[0] < 0; pass++)
		best_board(l, H, W, least, big, want, pass == 0, best);
	/* none, or a caption that does not fit whole beside it: the words
	 * plain (layout.c), the caption across the foot */
	if (best[0] < 0 || !place(l, top, H, W, best[2], best[1], best[3], want)) {
		ui_layout keep = *l;
		memset(l, 0, sizeof *l);
		l->rows = keep.rows;
		l->cols = keep.cols;
		return false;
	}
	l->present = true;
	l->settings_rows = 1;
	l->status = (rect){0, 0, 1, cols};
	l->footer = (rect){rows - 1, 0, 1, cols};
	return true;
}
