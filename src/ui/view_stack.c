/* The search stack: one line per depth, from the root down to the knight
 * (scrolled so that the current depth stays visible).  Each line: the move
 * number, the square, '!' when the move out of it was forced, then its
 * candidates in trial order: the tried ones dim, the one being explored in
 * [brackets] (at the top: the next to try), the untried ones plain.  After
 * a retreat the abandoned square gets a last line saying why. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "ktour/square.h"
#include "narrate.h"
#include "views.h"

static const char *abandon_reason(engine_reason why)
{
	switch (why) {
	case WHY_DEAD_END: return "dead end";
	case WHY_DOUBLE_FORCED: return "two forced squares";
	case WHY_UNREACHABLE: return "a square cut off";
	case WHY_NOT_CLOSED: return "does not close";
	case WHY_AFTER_SOLUTION: return "taken back after the tour";
	default: return "abandoned";
	}
}

/* One candidate "f4" or "f4(3)", styled; returns the columns used. */
static int candidate(const ui_frame *f, int y, int x, int maxw, const engine_depth *dp, int i,
		     bool top, bool degrees)
{
	char name[SQUARE_NAME_MAX], text[48];
	const glyphs *g = f->caps->g;
	narrate_square(f->v.b, dp->cand[i], name, sizeof name);
	if (degrees && dp->cand_degree[i] >= 0)
		snprintf(text, sizeof text, "%s(%d)", name, dp->cand_degree[i]);
	else
		snprintf(text, sizeof text, "%s", name);
	int cur = dp->cur < 0 && top ? 0 : dp->cur;
	role r = i < cur ? R_STACK_TRIED : R_NORMAL;
	if (i == cur) {
		char marked[64];
		snprintf(marked, sizeof marked, "%s%s%s", g->cur_l, text, g->cur_r);
		return draw_str(y, x, maxw, top ? R_STACK_NEXT : R_STACK_CUR, marked);
	}
	return draw_str(y, x, maxw, r, text);
}

static void depth_line(const ui_frame *f, int y, int x, int w, int32_t d, int num_w, int name_w,
		       bool degrees)
{
	engine_depth dp;
	char name[SQUARE_NAME_MAX], num[16];
	if (!engine_depth_info(f->e, d, &dp))
		return;
	bool top = d == f->v.depth - 1;
	snprintf(num, sizeof num, "%*d ", num_w, (int)d + 1);
	int at = x + draw_str(y, x, w, R_STACK_DEPTH, num);
	narrate_square(f->v.b, dp.sq, name, sizeof name);
	at += draw_str(y, at, x + w - at, top ? R_TITLE : R_NORMAL, name);
	at = x + num_w + 1 + name_w;
	if (f->v.departs && f->v.departs[d])
		at += draw_str(y, at, x + w - at, R_DEPART, "*");
	else
		at += draw_str(y, at, x + w - at, R_STACK_FORCED, dp.forced ? "!" : " ");
	at += draw_str(y, at, x + w - at, R_NORMAL, " ");
	if (top && f->words->stack_end && f->v.state == ENGINE_STUCK) {
		draw_str(y, at, x + w - at, R_STATE_DONE, f->words->stack_end);
		return;
	}
	if (top && f->v.state == ENGINE_AT_SOLUTION) {
		draw_str(y, at, x + w - at, R_STATE_SOL, "tour complete");
		return;
	}
	if (top && dp.ncand == 0) {
		draw_str(y, at, x + w - at, R_DIM, "no candidates");
		return;
	}
	for (int i = 0; i < dp.ncand && at < x + w; i++) {
		at += candidate(f, y, at, x + w - at, &dp, i, top, degrees);
		at += draw_str(y, at, x + w - at, R_NORMAL, " ");
	}
	/* Every candidate tried: the next step goes back (said in words, so
	 * that it reads without colour too). */
	if (top && dp.cur >= dp.ncand)
		draw_str(y, at, x + w - at, R_STACK_ABANDON, "(all tried)");
}

static void abandoned_line(const ui_frame *f, int y, int x, int w, int num_w, int name_w)
{
	char name[SQUARE_NAME_MAX], text[96];
	narrate_square(f->v.b, f->last->sq, name, sizeof name);
	snprintf(text, sizeof text, "%*d %-*s %s %s", num_w, (int)f->last->depth + 1, name_w, name,
		 f->caps->g->retreat, abandon_reason(f->last->why));
	draw_str(y, x, w, R_STACK_ABANDON, text);
}

void view_stack(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	const board *b = f->v.b;
	rect r = l->stack;
	if (r.w < 8 || r.h < 4)
		return;
	draw_box(r, f->caps->g, R_BORDER, f->words->stack_title);
	int x = r.x + 1, w = r.w - 2, y = r.y + 1, avail = r.h - 2;
	char tmp[SQUARE_NAME_MAX];
	int num_w = layout_digits(b->nsq);
	int name_w = square_file_name(b->cols - 1, tmp, sizeof tmp) + layout_digits(b->rows);
	draw_str(y++, x, w, R_DIM,
		 w >= f->words->stack_legend_w ? f->words->stack_legend
					       : f->words->stack_legend_short);
	avail--;
	bool abandoned = f->last->kind == EV_RETREAT && f->last->sq != KSQ_NONE;
	int32_t total = f->v.depth + (abandoned ? 1 : 0), first = 0;
	if (total > avail) {
		first = total - (avail - 1);
		char more[64];
		snprintf(more, sizeof more, "%s %d more above", f->caps->g->more_up, (int)first);
		draw_str(y++, x, w, R_DIM, more);
	}
	/* Candidates' onward degrees when eight of them fit on every line
	 * (all lines alike, so the columns do not jump about). */
	bool degrees = w >= num_w + name_w + 3 + 8 * (name_w + 4) + 2;
	for (int32_t d = first; d < f->v.depth; d++)
		depth_line(f, y++, x, w, d, num_w, name_w, degrees);
	if (abandoned)
		abandoned_line(f, y, x, w, num_w, name_w);
}
