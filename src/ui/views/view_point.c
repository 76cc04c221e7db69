/* SPDX-License-Identifier: MIT */
/* A lesson pointing (highlight SQ..., arrow SQ SQ) and asking (ask, answer)
 * on the screen: the squares ringed on the board in a colour of their own
 * and in brackets ("[12]"), so that they read without colour too; the
 * arrow's ends marked "N>" (it leaves) and ">12" (it lands), the move said
 * in words under the caption; the question under the caption, its answer
 * once the next key has shown it. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/base/fit.h"
#include "view_grid.h"
#include "views.h"

/* The scene on the screen, when its squares are on this board. */
static const lesson_scene *scene_here(const ui_frame *f)
{
	const lesson *l = f->lesson;
	int k = f->app->lesson.scene;
	if (!l || !f->app->lesson.on || k < 0 || k >= l->nscene || !f->v.b)
		return NULL;
	const lesson_scene *sc = &l->scenes[k];
	const board_spec *spec = &l->searches[sc->search].cfg.spec;
	/* a question may have changed the search (o): then not this board */
	if (spec->rows != f->v.b->rows || spec->cols != f->v.b->cols)
		return NULL;
	return sc;
}

static bool at(const lesson_square *q, const ui_frame *f, ksq sq)
{
	return (ksq)(q->row * f->v.b->cols + q->col0) == sq;
}

view_point view_point_of(const ui_frame *f, ksq sq)
{
	const lesson_scene *sc = scene_here(f);
	if (!sc)
		return VP_NONE;
	if (sc->arrow && at(&sc->arrow_from, f, sq))
		return VP_FROM;
	if (sc->arrow && at(&sc->arrow_to, f, sq))
		return VP_TO;
	for (int i = 0; i < sc->nhighlight; i++)
		if (at(&sc->highlight[i], f, sq))
			return VP_RING;
	return VP_NONE;
}

role view_point_look(const ui_frame *f, view_point p, cell_look *lk, role r)
{
	char label[sizeof lk->label + 4];
	if (p == VP_NONE)
		return r;
	if (p == VP_RING)
		snprintf(label, sizeof label, "[%s]", lk->label);
	else if (p == VP_FROM)
		snprintf(label, sizeof label, "%s>", lk->label);
	else
		snprintf(label, sizeof label, ">%s", lk->label);
	/* the glyph where it fits the cell; the colour (reversed without
	 * colour) says it where it does not */
	size_t n = strlen(label);
	if (n < sizeof lk->label && fit_width(label) <= f->lay->board.cw)
		memcpy(lk->label, label, n + 1);
	return R_POINT;
}

/* caption, then "Question: ...", "Answer: ..." (or how to see it) and
 * the arrow's move in words. */
const char *view_caption_compose(const lesson *l, int k, const char *caption, bool answer,
				 char *buf, size_t len)
{
	const lesson_scene *sc = &l->scenes[k];
	size_t n = (size_t)snprintf(buf, len, "%s", caption ? caption : "");
	if (sc->ask[0] && n < len)
		n += (size_t)snprintf(buf + n, len - n, "%sQuestion: %s", n ? "  " : "", sc->ask);
	if (sc->answer[0] && n < len)
		n += (size_t)snprintf(buf + n, len - n, answer ? "  Answer: %s"
							       : "  (space: the answer)%.0s",
				      sc->answer);
	if (sc->arrow && n < len)
		snprintf(buf + n, len - n, "%sArrow: %s -> %s.", n ? "  " : "", sc->arrow_from.name,
			 sc->arrow_to.name);
	return buf;
}
