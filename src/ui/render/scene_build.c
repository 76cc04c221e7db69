/* SPDX-License-Identifier: MIT */
/* A frame into a picture's scene (scene_build.h). */
#include "scene_build.h"

#include <stdio.h>
#include <string.h>

#include "ktour/config.h"
#include "ktour/engine_desc.h"
#include "ui/replay/playlist.h"
#include "ui/app/run_badge.h"
#include "ui/model/narrate.h"
#include "ui/session/panel_model.h"

bool frame_scene_can(const ui_frame *f, char *why, size_t whylen)
{
	if (!f->v.build && f->v.degree)
		return true;
	snprintf(why, whylen, "%s builds its tour from cycles, which a picture does not draw "
			      "yet: pictures show searches, walks and replays",
		 engine_kind_name(f->v.cfg->kind));
	return false;
}

bool frame_scene_init(frame_scene *fs, const ui_frame *f)
{
	memset(fs, 0, sizeof *fs);
	return pic_scene_init(&fs->s, f->v.b->rows, f->v.b->cols);
}

void frame_scene_free(frame_scene *fs)
{
	pic_scene_free(&fs->s);
}

unsigned frame_scene_panels(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	if (f->app->present)
		return PIC_BOARD | PIC_NARRATION;
	unsigned p = PIC_BOARD | PIC_NARRATION | PIC_STATUS;
	if (layout_shows(l, PANEL_HEAT) || f->app->heat_on_board)
		p |= PIC_HEAT;
	if (layout_shows(l, PANEL_STACK))
		p |= PIC_STACK;
	return p;
}

static pic_mark mark_of(square_kind k)
{
	switch (k) {
	case SQK_CURSOR:
	case SQK_KNIGHT: return PIC_KNIGHT;
	case SQK_DEPARTED:
	case SQK_VISITED: return PIC_VISITED;
	case SQK_NEXT: return PIC_NEXT;
	case SQK_FORCED: return PIC_FORCED;
	case SQK_RETREAT: return PIC_RETREAT;
	case SQK_CAND: return PIC_CAND;
	case SQK_DEAD: return PIC_DEAD;
	default: return PIC_EMPTY;
	}
}

/* Every square as the board shows it (panel_model.c decides), with its
 * move number and its onward moves for the heatmap. */
static void squares(pic_scene *s, const ui_frame *f)
{
	const engine_view *v = &f->v;
	board_marks m;
	board_marks_build(f, &m);
	board_fill_numbers(f);
	for (ksq sq = 0; sq < v->b->nsq; sq++) {
		pic_square *q = &s->sq[sq];
		int fade;
		square_kind k = board_square_kind(f, &m, sq, &fade);
		memset(q, 0, sizeof *q);
		q->moveno = f->moveno[sq];
		q->legal = (uint8_t)board_legal_move(&m, sq);
		q->mark = (uint8_t)(q->legal ? PIC_CAND : mark_of(k));
		q->fade = (uint8_t)fade;
		q->departed = k == SQK_DEPARTED;
		int d = v->degree[sq];
		q->degree = (int8_t)(d == ENGINE_VISITED || d < 0 ? -1 : d > 8 ? 8 : d);
	}
	s->start = v->depth > 0 ? v->path[0] : v->cfg->start;
}

/* A line of the stack in the picture's terms. */
static void stack_line(pic_stack_line *l, const ui_frame *f, const stack_row *r)
{
	static const uint8_t states[] = {[SC_UNTRIED] = PIC_UNTRIED, [SC_TRIED] = PIC_TRIED,
					 [SC_CURRENT] = PIC_CURRENT, [SC_NEXT] = PIC_NEXT_TRY};
	memset(l, 0, sizeof *l);
	l->move = r->move;
	narrate_square(f->v.b, r->sq, l->square, sizeof l->square);
	l->top = r->top;
	l->forced = r->forced;
	l->departed = r->departed;
	l->abandoned = r->abandoned;
	l->ncand = r->ncand < PIC_MAX_CAND ? r->ncand : PIC_MAX_CAND;
	for (int i = 0; i < l->ncand; i++) {
		narrate_square(f->v.b, r->cand[i], l->cand[i].square, sizeof l->cand[i].square);
		l->cand[i].degree = r->cand_degree[i];
		l->cand[i].state = states[r->cand_state[i]];
	}
	l->note = r->note;
	l->note_role = r->note_role;
}

/* The newest FRAME_SCENE_LINES lines of the stack (the abandoned square
 * last), the older ones counted above them. */
static void stack(frame_scene *fs, const ui_frame *f)
{
	pic_scene *s = &fs->s;
	stack_row r;
	int32_t first = f->v.depth > FRAME_SCENE_LINES ? f->v.depth - FRAME_SCENE_LINES : 0;
	s->nstack = 0;
	for (int32_t d = first; d < f->v.depth; d++)
		if (stack_row_at(f, d, &r))
			stack_line(&fs->lines[s->nstack++], f, &r);
	if (stack_row_abandoned(f, &r))
		stack_line(&fs->lines[s->nstack++], f, &r);
	s->stack = fs->lines;
	s->above = first;
	s->stack_title = f->words->stack_title;
	/* play's path has no candidates, so no figures to explain */
	snprintf(fs->legend, sizeof fs->legend, "%s%s", f->words->stack_legend,
		 f->words->stack_path_only ? "" : "; e4\u00b3: 3 onward moves");
	s->stack_legend = fs->legend;
	s->stack_legend_short = f->words->stack_legend_short;
}

/* The counters after the step, as the status line words them. */
static void counters(frame_scene *fs, const ui_frame *f)
{
	const engine_counters *c = &f->v.counters;
	char depth[48];
	snprintf(depth, sizeof depth, "%d/%d", (int)f->v.depth, (int)f->v.b->nsq);
	if (f->play)
		snprintf(fs->counters, sizeof fs->counters, "square %s  moves %llu  undos %llu", depth,
			 (unsigned long long)f->play->moves, (unsigned long long)f->play->undos);
	else if (f->v.path_len > 0)
		snprintf(fs->counters, sizeof fs->counters, "square %s", depth);
	else if (engine_can(f->v.cfg->kind, ENG_WALK))
		snprintf(fs->counters, sizeof fs->counters, "sol %llu  depth %s  walk %llu  stuck %llu",
			 (unsigned long long)c->solutions, depth, (unsigned long long)c->walks,
			 (unsigned long long)c->stuck);
	else
		snprintf(fs->counters, sizeof fs->counters, "adv %llu  back %llu  sol %llu  depth %s",
			 (unsigned long long)c->advances, (unsigned long long)c->retreats,
			 (unsigned long long)c->solutions, depth);
}

/* The settings, the state, the narration and the board's title. */
static void words(frame_scene *fs, const ui_frame *f)
{
	pic_scene *s = &fs->s;
	char piece[3][STATUS_PIECE_MAX];
	int n = status_pieces(f, piece);
	size_t at = 0;
	fs->settings[0] = '\0';
	for (int i = 0; i < n && at < sizeof fs->settings; i++) {
		int k = snprintf(fs->settings + at, sizeof fs->settings - at, "%s%s",
				 i ? " \u00b7 " : "", piece[i]);
		at += k > 0 ? (size_t)k : 0;
	}
	s->settings = fs->settings;
	role r;
	char buf[RUN_BADGE_MAX];
	snprintf(fs->state, sizeof fs->state, "%s", status_state(f, &r, buf, sizeof buf));
	s->state = fs->state;
	s->state_role = r;
	s->step = f->t;
	counters(fs, f);
	s->counters = fs->counters;
	if (f->play_note && f->play_note[0])
		snprintf(fs->narration, sizeof fs->narration, "%s", f->play_note);
	else
		narrate_step(f->last, &f->v, f->e, fs->narration, sizeof fs->narration);
	s->narration = fs->narration;
	s->board_title = NULL;
	if (f->source_name) {
		playlist_title(fs->title, sizeof fs->title, f->source_name, f->v.b->rows,
			       f->v.b->cols, f->facts.file_at, f->facts.file_shown ? f->facts.files : 0,
			       200, "\u2026");
		s->board_title = fs->title;
	} else if (f->board_title) {
		snprintf(fs->title, sizeof fs->title, "%s", f->board_title);
		s->board_title = fs->title;
	}
}

/* A lesson's scene pointing (highlight, arrow), on the board it was
 * written for (a question may have changed the search). */
static void points(frame_scene *fs, const ui_frame *f)
{
	pic_scene *s = &fs->s;
	const lesson *l = f->lesson;
	int k = f->app->lesson.scene;
	s->nrings = 0;
	s->arrow_from = s->arrow_to = KSQ_NONE;
	if (!l || !f->app->lesson.on || k < 0 || k >= l->nscene)
		return;
	const lesson_scene *sc = &l->scenes[k];
	const board_spec *spec = &l->searches[sc->search].cfg.spec;
	if (spec->rows != s->rows || spec->cols != s->cols)
		return;
	for (int i = 0; i < sc->nhighlight; i++)
		fs->rings[s->nrings++] = sc->highlight[i].row * s->cols + sc->highlight[i].col0;
	s->rings = fs->rings;
	if (sc->arrow) {
		s->arrow_from = sc->arrow_from.row * s->cols + sc->arrow_from.col0;
		s->arrow_to = sc->arrow_to.row * s->cols + sc->arrow_to.col0;
	}
}

void frame_scene_fill(frame_scene *fs, const ui_frame *f, unsigned panels)
{
	pic_scene *s = &fs->s;
	squares(s, f);
	stack(fs, f);
	words(fs, f);
	points(fs, f);
	s->panels = panels;
}
