/* SPDX-License-Identifier: MIT */
/* The frames of the two searches of explore --compare (frame_compare.h). */
#include <string.h>

#include "ui/base/fit.h"
#include "session.h"
#include "frame_compare.h"

void frame_compare_build(compare_frame *cf, const ui_frame *base, session *s)
{
	memset(cf, 0, sizeof *cf);
	cf->base = base;
	cf->cl = &s->clay;
	compare_ahead(&s->cmp, &s->src, cf->ahead, sizeof cf->ahead);
	compare_headline(&s->cmp, &s->src, cf->headline, sizeof cf->headline);
	for (int i = 0; i < 2; i++) {
		const search *src = compare_side_c(&s->cmp, &s->src, i);
		ui_frame *f = &cf->side[i];
		*f = *base;
		cf->lay[i] = *base->lay;
		cf->lay[i].board = s->clay.side[i].board;
		f->lay = &cf->lay[i];
		f->e = search_engine(src);
		engine_view_get(f->e, &f->v);
		f->last = history_last(src->h);
		f->retreat = history_retreats(src->h);
		f->t = history_t(src->h);
		f->words = frame_words(&f->v);
		f->source_name = NULL;
		f->play = NULL;
		f->play_note = NULL;
		/* each board's viewport follows its own knight */
		const ui_layout *l = &cf->lay[i];
		ksq at = f->v.depth > 0 ? f->v.path[f->v.depth - 1] : 0;
		s->cmp.top[i] = layout_follow(l->vis_rows, f->v.b->rows, board_row(f->v.b, at),
					      s->cmp.top[i]);
		s->cmp.left[i] = layout_follow(l->vis_cols, f->v.b->cols, board_col(f->v.b, at),
					       s->cmp.left[i]);
		f->top = s->cmp.top[i];
		f->left = s->cmp.left[i];
		/* the settings in the board's top edge; where they do not fit,
		 * what differs from the other side ("warnsdorff") */
		compare_title(&src->cfg, cf->title[i], sizeof cf->title[i]);
		if (fit_width(cf->title[i]) > l->board.box.w - 4)
			compare_label(&src->cfg, &compare_side_c(&s->cmp, &s->src, 1 - i)->cfg,
				      cf->title[i], sizeof cf->title[i]);
		f->board_title = cf->title[i];
	}
	/* a title still too long keeps the words that differ from the
	 * other's ("prune lookahead", not "backtrack prune looka...") */
	char full[2][200];
	memcpy(full, cf->title, sizeof full);
	for (int i = 0; i < 2; i++)
		fit_differ(full[i], full[1 - i], cf->lay[i].board.box.w - 4, NULL,
			   cf->title[i], sizeof cf->title[i]);
}
