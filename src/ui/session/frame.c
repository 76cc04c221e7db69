/* SPDX-License-Identifier: MIT */
/* What the views draw from (frame.h). */
#include "frame.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "session.h"

static const ui_words search_words = {
	.exhausted = "EXHAUSTED",
	.stuck = "STUCK",
	.complete = NULL,
	.stack_title = "Search stack",
	.stack_legend = "# square: tried [current] untried",
	.stack_legend_short = "tried [current] untried",
	.stack_legend_tiny = "[current] next",
	.stack_end = NULL,
};

static const ui_words replay_words = {
	.exhausted = "END OF REPLAY",
	.stuck = "END OF PATH",
	.complete = "TOUR COMPLETE",
	.stack_title = "Path (replay)",
	.stack_legend = "# square * not Warnsdorff: [next] others",
	.stack_legend_short = "* not Warnsdorff",
	.stack_legend_tiny = "* not fewest",
	.stack_end = "end of path",
};

/* Play mode: the path is the student's, shown as a replay of it. */
static const ui_words play_words = {
	.exhausted = "TOUR COMPLETE",
	.stuck = "STUCK",
	.complete = "TOUR COMPLETE",
	.stack_title = "Your path",
	.stack_legend = "# square * not Warnsdorff",
	.stack_legend_short = "* not Warnsdorff",
	.stack_legend_tiny = "* not fewest",
	.stack_end = NULL,
	.stack_path_only = true,
};

/* A construction: its steps build, and its stack is the recursion. */
static const ui_words build_words = {
	.exhausted = "FINISHED",
	.stuck = "STUCK",
	.complete = "TOUR BUILT",
	.stack_title = "Recursion stack",
	.stack_legend = "# size corner: progress",
	.stack_legend_short = "size corner: progress",
	.stack_legend_tiny = "size: progress",
	.stack_end = NULL,
};

const ui_words *frame_words(const engine_view *v)
{
	return v->path_len > 0 ? &replay_words : v->build ? &build_words : &search_words;
}

bool view_scratch_fit(view_scratch *v, int32_t nsq, int rows, int cols, char *err,
		      size_t errlen)
{
	if (nsq != v->nsq) {
		int32_t *m = calloc((size_t)nsq, sizeof *m);
		if (!m) {
			snprintf(err, errlen, "out of memory for a %dx%d board", rows, cols);
			return false;
		}
		free(v->moveno);
		v->moveno = m;
		v->nsq = nsq;
	}
	v->top = v->left = 0;
	return true;
}

void view_scratch_free(view_scratch *v)
{
	free(v->moveno);
	memset(v, 0, sizeof *v);
}

/* Keep the knight (or the cursor) inside the board's viewport. */
static void follow(view_scratch *vs, const ui_layout *l, const app_state *a, const engine_view *v)
{
	bool cursor = a->ov == OV_PICK || a->screen == MODE_PLAY;
	ksq at = cursor					  ? a->cursor
		 : v->build && v->build->focus != KSQ_NONE ? v->build->focus /* the last step */
		 : v->depth > 0				  ? v->path[v->depth - 1]
							  : 0;
	vs->top = layout_follow(l->vis_rows, v->b->rows, board_row(v->b, at), vs->top);
	vs->left = layout_follow(l->vis_cols, v->b->cols, board_col(v->b, at), vs->left);
}

void frame_build(ui_frame *f, session *s)
{
	memset(f, 0, sizeof *f);
	f->caps = &s->caps;
	f->lay = &s->lay;
	f->app = &s->app;
	f->e = search_engine(&s->src);
	engine_view_get(f->e, &f->v);
	f->last = history_last(s->src.h);
	f->retreat = history_retreats(s->src.h);
	f->t = history_t(s->src.h);
	f->rate = s->clock.rate;
	f->elapsed = s->clock.elapsed;
	f->moveno = s->view.moveno;
	f->words = frame_words(&f->v);
	if (s->app.screen == MODE_PLAY) {
		f->play = &s->play;
		f->play_note = s->play_note;
		f->words = &play_words;
	}
	f->tree = &s->tree;
	f->lesson = s->lesson;
	f->caption = session_lesson_caption(s);
	f->marks = s->marks;
	f->nmarks = s->nmarks;
	f->source_name = s->src.replaying ? s->src.name : NULL;
	session_facts(s, &f->facts);
	if (!s->lay.too_small)
		follow(&s->view, &s->lay, &s->app, &f->v);
	f->top = s->view.top;
	f->left = s->view.left;
}
