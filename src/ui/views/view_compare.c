/* SPDX-License-Identifier: MIT */
/* Two searches side by side (view_compare.h): the status line with the
 * speed and who is ahead; for each search its board (view_board() with
 * that search's frame, the engine and settings as its title), its
 * state and counters, and its narration. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "view_compare.h"

#include <stdio.h>

#include "ktour/engine_desc.h"
#include "ui/app/run_badge.h"
#include "ui/term/draw.h"
#include "ui/model/narrate.h"
#include "views.h"

static void status_line(const compare_frame *cf)
{
	const ui_frame *f = cf->base;
	int w = f->lay->cols - 1;
	char sp[24], text[640], mode[RUN_BADGE_MAX];
	speed_format(f->app->speed, f->app->speed_max, sp, sizeof sp);
	/* READY while neither search has stepped; a run's badge in half the line */
	uint64_t t = cf->side[0].t > cf->side[1].t ? cf->side[0].t : cf->side[1].t;
	run_facts rf = run_facts_of(f->app, f->v.cfg, t);
	bool moving = run_badge(&rf, w / 2 - 2, draw_ellipsis(), mode, sizeof mode);
	snprintf(text, sizeof text, " %s ", mode);
	int x = draw_text(0, 0, w, moving ? R_STATE_RUN : R_STATE_PAUSE, text);
	/* a lesson's scene leads; presented, who is ahead has its own lines,
	 * large */
	const char *ahead = cf->cl->ahead.h ? "" : cf->ahead;
	if (f->lesson)
		snprintf(text, sizeof text, " scene %d/%d %s %.80s  %s  %s", f->app->lesson.scene + 1,
			 f->lesson->nscene, f->caps->g->dot, f->lesson->title, sp, ahead);
	else
		snprintf(text, sizeof text, " %s  %s", sp, ahead);
	draw_text(0, x, w - x, R_NORMAL, text);
	rect a = cf->cl->ahead;
	int rows, bw, bh, max = view_words_rows(f);
	if (!a.h)
		return;
	if (draw_big_words_fit(a, cf->headline, max, &rows, &bw, &bh)) /* in the middle */
		a = (rect){a.y + (a.h - bh) / 2, a.x, bh, a.w};
	draw_big_words(a, R_TITLE, cf->headline, max, true);
}

static void counters_line(const ui_frame *f, rect r)
{
	r.w--; /* text stops a column short of its half (and of the edge) */
	const engine_counters *c = &f->v.counters;
	char buf[48], text[300];
	role ro;
	const char *st = view_state(f, &ro, buf, sizeof buf);
	/* each side says only its own end; while it runs the status line says so */
	bool own = f->v.state == ENGINE_EXHAUSTED || f->v.state == ENGINE_STUCK ||
		   (f->v.state == ENGINE_AT_SOLUTION && f->app->mode == RUN_PAUSED);
	int x = r.x;
	if (own) {
		snprintf(text, sizeof text, " %s ", st);
		x += draw_text(r.y, x, r.w, ro, text);
		x += draw_str(r.y, x, r.x + r.w - x, R_NORMAL, " ");
	}
	/* the least needed items go first when the line is too narrow */
	char v[6][32];
	snprintf(v[0], 32, "step %llu", (unsigned long long)f->t);
	snprintf(v[1], 32, "sol %llu", (unsigned long long)c->solutions);
	snprintf(v[2], 32, "depth %d/%d", (int)f->v.depth, (int)f->v.b->nsq);
	snprintf(v[3], 32, "back %llu", (unsigned long long)c->retreats);
	snprintf(v[4], 32, "adv %llu", (unsigned long long)c->advances);
	snprintf(v[5], 32, "walk %llu", (unsigned long long)c->walks);
	if (f->v.build) { /* a construction: blocks, joins and cycles */
		const engine_build *bd = f->v.build;
		snprintf(v[2], 32, "cycles %d", (int)bd->cycles);
		snprintf(v[3], 32, "joins %d/%d", (int)bd->joins, (int)bd->blocks - 1);
		snprintf(v[4], 32, "laid %d/%d", (int)bd->laid, (int)bd->blocks);
	}
	static const int order[] = {0, 4, 3, 1, 2, 5}; /* as shown */
	int keep = engine_can(f->v.cfg->kind, ENG_WALK) ? 6 : 5; /* walks: the walk too */
	for (;; keep--) {
		size_t at = 0;
		text[0] = '\0';
		for (int k = 0; k < 6; k++) {
			if (order[k] >= keep)
				continue;
			at += (size_t)snprintf(text + at, sizeof text - at, "%s%s", at ? "  " : "",
					       v[order[k]]);
		}
		if (keep <= 1 || fit_width(text) <= r.x + r.w - x)
			break;
	}
	draw_text(r.y, x, r.x + r.w - x, R_NORMAL, text);
}

void view_compare(const compare_frame *cf)
{
	status_line(cf);
	for (int i = 0; i < 2; i++) {
		const compare_side_layout *sl = &cf->cl->side[i];
		const ui_frame *f = &cf->side[i];
		view_board(f);
		counters_line(f, sl->counters);
		char sentence[400];
		view_narration(f, sentence, sizeof sentence);
		draw_wrap(sl->narration.y, sl->narration.x, sl->narration.w - 1, sl->narration.h,
			  R_NORMAL, sentence);
	}
}
