/* SPDX-License-Identifier: MIT */
/* The search stack: one line per depth, from the root down to the knight
 * (scrolled so that the current depth stays visible).  Each line: the move
 * number, the square, '!' when the move out of it was forced, then its
 * candidates in trial order, each with its onward moves as a small figure
 * ("e4³"; "e4:3" in ASCII): the tried ones dim, the one being explored in
 * [brackets] (at the top: the next to try), the untried ones plain.  After
 * a retreat the abandoned square gets a last line saying why.  In play
 * the lines are the student's path alone (ui_words.stack_path_only).  A
 * line too long for the panel ends with an ellipsis; text never runs into
 * the border. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/draw.h"
#include "ktour/square.h"
#include "ui/model/narrate.h"
#include "ui/session/panel_model.h"
#include "view_build.h"
#include "views.h"

/* Below this many rows inside the box the legend line is left out and
 * the count of lines above goes into the title. */
#define STACK_ROOMY 4

/* A degree as a small figure: superscript digits, or ":3" in ASCII. */
static void small_figure(const ui_frame *f, int d, char *out, size_t len)
{
	static const char *const sup[10] = {"\u2070", "\u00b9", "\u00b2", "\u00b3", "\u2074",
					    "\u2075", "\u2076", "\u2077", "\u2078", "\u2079"};
	if (d < 0 || d > 9)
		out[0] = '\0';
	else if (f->caps->utf8)
		snprintf(out, len, "%s", sup[d]);
	else
		snprintf(out, len, ":%d", d);
}

/* One candidate "f4³", styled. */
static void candidate(const ui_frame *f, draw_line *ln, const stack_row *r, int i)
{
	static const role roles[] = {[SC_UNTRIED] = R_NORMAL, [SC_TRIED] = R_STACK_TRIED,
				     [SC_CURRENT] = R_STACK_CUR, [SC_NEXT] = R_STACK_NEXT};
	char name[SQUARE_NAME_MAX], fig[8], text[48];
	const glyphs *g = f->caps->g;
	narrate_square(f->v.b, r->cand[i], name, sizeof name);
	small_figure(f, r->cand_degree[i], fig, sizeof fig);
	bool cur = r->cand_state[i] == SC_CURRENT || r->cand_state[i] == SC_NEXT;
	if (cur)
		snprintf(text, sizeof text, "%s%s%s%s", g->cur_l, name, fig, g->cur_r);
	else
		snprintf(text, sizeof text, "%s%s", name, fig);
	draw_line_add(ln, roles[r->cand_state[i]], text);
}

/* A line of the stack as panel_model.c says it, in w columns: a note
 * that stands alone in its short words where the long ones do not fit
 * (a word is never cut where a shorter wording fits). */
static void row_line(const ui_frame *f, draw_line *ln, const stack_row *r, int num_w, int name_w,
		     int w)
{
	char name[SQUARE_NAME_MAX], num[16], padded[SQUARE_NAME_MAX + 16], text[96];
	narrate_square(f->v.b, r->sq, name, sizeof name);
	if (r->abandoned) {
		snprintf(text, sizeof text, "%*d %-*s %s %s", num_w, (int)r->move, name_w, name,
			 f->caps->g->retreat, r->note);
		draw_line_add(ln, R_STACK_ABANDON, text);
		return;
	}
	snprintf(num, sizeof num, "%*d ", num_w, (int)r->move);
	draw_line_add(ln, R_STACK_DEPTH, num);
	snprintf(padded, sizeof padded, "%-*s", name_w, name);
	draw_line_add(ln, r->top ? R_TITLE : R_NORMAL, padded);
	if (r->departed)
		draw_line_add(ln, R_DEPART, "*");
	else
		draw_line_add(ln, R_STACK_FORCED, r->forced ? "!" : " ");
	if (f->words->stack_path_only)
		return;
	draw_line_add(ln, R_NORMAL, " ");
	if (!r->ncand && r->note && r->note_short &&
	    fit_width(r->note) > w - (num_w + 1 + name_w + 2)) {
		draw_line_add(ln, r->note_role, r->note_short);
		return;
	}
	for (int i = 0; i < r->ncand; i++) {
		if (i > 0)
			draw_line_add(ln, R_NORMAL, " ");
		candidate(f, ln, r, i);
	}
	if (r->note && r->ncand)
		draw_line_add(ln, r->note_role, " ");
	if (r->note)
		draw_line_add(ln, r->note_role, r->note);
}

/* The legend: the long one, else the short one, with the note on the
 * onward moves' figures when it fits; else the shortest wording that
 * fits, or none (never a cut word). */
static void legend_text(const ui_frame *f, int w, char *out, size_t len)
{
	char fig[8], note[48];
	small_figure(f, 3, fig, sizeof fig);
	snprintf(note, sizeof note, "; e4%s: 3 onward moves", fig);
	const char *l = f->words->stack_legend, *s = f->words->stack_legend_short;
	const char *t = f->words->stack_legend_tiny;
	if (f->words->stack_path_only) /* no candidates: no figures */
		note[0] = '\0';
	int nw = fit_width(note);
	if (fit_width(l) + nw <= w)
		snprintf(out, len, "%s%s", l, note);
	else if (fit_width(s) + nw <= w)
		snprintf(out, len, "%s%s", s, note);
	else
		snprintf(out, len, "%s",
			 fit_width(l) <= w ? l : fit_width(s) <= w ? s : fit_width(t) <= w ? t : "");
}

void view_stack(const ui_frame *f)
{
	if (f->v.build) { /* a construction: its recursion */
		view_build_stack(f);
		return;
	}
	const ui_layout *l = f->lay;
	const board *b = f->v.b;
	rect r = l->at[PANEL_STACK];
	if (!layout_shows(l, PANEL_STACK) || r.w < 8 || r.h < 3)
		return;
	/* Text stays a column away from each border (a depth number must
	 * not touch it). */
	int x = r.x + 2, w = r.w - 4, y = r.y + 1, avail = r.h - 2;
	char tmp[SQUARE_NAME_MAX], text[160];
	int num_w = layout_digits(b->nsq);
	int name_w = square_file_name(b->cols - 1, tmp, sizeof tmp) + layout_digits(b->rows);
	stack_row row, gone;
	bool abandoned = stack_row_abandoned(f, &gone);
	bool roomy = avail >= STACK_ROOMY;
	if (roomy)
		avail--; /* the legend */
	int32_t total = f->v.depth + (abandoned ? 1 : 0), first = 0;
	if (total > avail)
		first = total - (avail - (roomy ? 1 : 0));
	if (first > 0 && !roomy)
		snprintf(text, sizeof text, "%s (%s %d more)", f->words->stack_title,
			 f->caps->g->more_up, (int)first);
	else
		snprintf(text, sizeof text, "%s", f->words->stack_title);
	draw_box(r, f->caps->g, R_BORDER, text);
	if (roomy) {
		legend_text(f, w, text, sizeof text);
		draw_text(y++, x, w, R_DIM, text);
		if (first > 0) {
			snprintf(text, sizeof text, "%s %d more above", f->caps->g->more_up, (int)first);
			draw_text(y++, x, w, R_DIM, text);
		}
	}
	draw_line ln;
	for (int32_t d = first; d < f->v.depth; d++) {
		ln.n = 0;
		if (stack_row_at(f, d, &row))
			row_line(f, &ln, &row, num_w, name_w, w);
		draw_line_show(&ln, y++, x, w);
	}
	if (abandoned) {
		ln.n = 0;
		row_line(f, &ln, &gone, num_w, name_w, w);
		draw_line_show(&ln, y, x, w);
	}
}
