/* SPDX-License-Identifier: MIT */
/* The quiz's generator (ktour/quiz.h): the kinds' names, the choice of a
 * board and a start, and the helpers every kind shares; the kinds are in
 * quiz_kinds.c (next, onward, forced, retreat) and quiz_tours.c
 * (possible, closed, warnsdorff). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "quiz_impl.h"

const char *const quiz_kind_names[] = {"next",	   "onward", "forced",	   "retreat",
				       "possible", "closed", "warnsdorff", NULL};

bool quiz_kind_from_name(const char *name, size_t len, quiz_kind *k)
{
	for (int i = 0; i < QUIZ_KIND_COUNT; i++)
		if (strlen(quiz_kind_names[i]) == len && memcmp(quiz_kind_names[i], name, len) == 0) {
			*k = (quiz_kind)i;
			return true;
		}
	return false;
}

bool quiz_kinds_parse(const char *text, unsigned *mask, char *err, size_t errlen)
{
	*mask = 0;
	if (strcmp(text, "all") == 0) {
		*mask = QUIZ_ALL_KINDS;
		return true;
	}
	for (const char *p = text;; p++) {
		size_t n = strcspn(p, ",");
		quiz_kind k;
		if (!quiz_kind_from_name(p, n, &k)) {
			/* the word, cut to what a message can hold */
			snprintf(err, errlen,
				 "%s%.*s%s is no kind of question (expected a list of next, "
				 "onward, forced, retreat, possible, closed, warnsdorff, or all)",
				 n ? "'" : "an empty word", (int)(n > 40 ? 40 : n), p, n ? "'" : "");
			return false;
		}
		*mask |= 1u << k;
		p += n;
		if (!*p)
			return true;
	}
}

quiz_options quiz_options_default(void)
{
	quiz_options o;
	memset(&o, 0, sizeof o);
	o.start_row = o.start_col = -1;
	for (int k = 0; k < 8; k++)
		o.order[k] = o.tie_order[k] = (uint8_t)k;
	o.kinds = QUIZ_ALL_KINDS;
	return o;
}

void quiz_square_name(int rows, int cols, ksq sq, char *out, size_t len)
{
	square_name_algebraic(rows, (int)(sq / cols), (int)(sq % cols), out, len);
}

const char *qz_name(const quiz_question *q, ksq sq, char out[SQUARE_NAME_MAX])
{
	quiz_square_name(q->cfg.spec.rows, q->cfg.spec.cols, sq, out, SQUARE_NAME_MAX);
	return out;
}

void qz_addf(char *text, const char *fmt, ...)
{
	size_t at = strlen(text);
	if (at + 1 >= QUIZ_TEXT_MAX)
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(text + at, QUIZ_TEXT_MAX - at, fmt, ap);
	va_end(ap);
}

void qz_begin(const quiz_options *o, rng *r, quiz_question *q, quiz_kind k, engine_kind kind)
{
	quiz_question_free(q);
	q->kind = k;
	q->subject = KSQ_NONE;
	q->culprit[0] = q->culprit[1] = KSQ_NONE;
	engine_config *c = &q->cfg;
	*c = engine_config_default();
	int span = QUIZ_MAX_SIDE - QUIZ_MIN_SIDE + 1;
	c->spec.rows = o->rows ? o->rows : QUIZ_MIN_SIDE + (int)rng_below(r, (uint64_t)span);
	c->spec.cols = o->cols ? o->cols : QUIZ_MIN_SIDE + (int)rng_below(r, (uint64_t)span);
	int32_t nsq = c->spec.rows * c->spec.cols;
	c->start = o->start_row >= 0 ? board_sq(&(board){.cols = c->spec.cols}, o->start_row,
						o->start_col)
				     : (ksq)rng_below(r, (uint64_t)nsq);
	c->kind = kind;
	memcpy(c->order, o->order, 8);
	memcpy(c->tie_order, o->tie_order, 8);
	c->seed = rng_next(r);
}

void quiz_question_free(quiz_question *q)
{
	free(q->path);
	free(q->rest);
	memset(q, 0, sizeof *q);
}

bool qz_board(const quiz_question *q, board *b, char *err, size_t errlen)
{
	return board_init(b, &q->cfg.spec, err, errlen);
}

bool qz_set_path(quiz_question *q, const ksq *path, int32_t len)
{
	free(q->path);
	q->path = malloc((size_t)(len > 0 ? len : 1) * sizeof *q->path);
	if (!q->path)
		return false;
	memcpy(q->path, path, (size_t)len * sizeof *path);
	q->len = len;
	return true;
}

void qz_visited(const board *b, const ksq *path, int32_t len, uint8_t *vis)
{
	memset(vis, 0, (size_t)b->nsq);
	for (int32_t i = 0; i < len; i++)
		vis[path[i]] = 1;
}

int qz_onward(const board *b, const uint8_t *vis, ksq sq, ksq out[8])
{
	ksq nb[8];
	board_neighbours(b, sq, nb);
	int n = 0;
	for (int k = 0; k < 8; k++)
		if (nb[k] != KSQ_NONE && !vis[nb[k]])
			out[n++] = nb[k];
	return n;
}

bool qz_walk_to(engine *e, int32_t depth)
{
	engine_view v;
	engine_view_get(e, &v);
	while (v.depth < depth) {
		engine_event ev;
		if (engine_step(e, &ev) != EV_ADVANCE)
			return false;
		engine_view_get(e, &v);
	}
	return true;
}

typedef struct first_tour {
	ksq *out;
	bool found;
} first_tour;

static bool keep_first(void *ctx, const ksq *path, int32_t len)
{
	first_tour *f = ctx;
	memcpy(f->out, path, (size_t)len * sizeof *path);
	f->found = true;
	return false;
}

bool qz_first_tour(const engine_config *cfg, uint64_t max_steps, ksq *out)
{
	char err[200];
	engine *e = engine_create(cfg, err, sizeof err);
	if (!e)
		return false;
	first_tour f = {out, false};
	engine_run(e, max_steps, keep_first, &f);
	engine_destroy(e);
	return f.found;
}

static bool (*const makers[QUIZ_KIND_COUNT])(const quiz_options *, rng *, quiz_question *,
					       char *, size_t) = {
	[QUIZ_NEXT] = qz_next,		 [QUIZ_ONWARD] = qz_onward_q, [QUIZ_FORCED] = qz_forced,
	[QUIZ_RETREAT] = qz_retreat,	 [QUIZ_POSSIBLE] = qz_possible,
	[QUIZ_CLOSED] = qz_closed,	 [QUIZ_WARNSDORFF] = qz_warnsdorff,
};

bool quiz_generate_kind(const quiz_options *o, quiz_kind k, rng *r, quiz_question *q,
			char *err, size_t errlen)
{
	memset(q, 0, sizeof *q);
	if (makers[k](o, r, q, err, errlen))
		return true;
	quiz_question_free(q);
	return false;
}

bool quiz_generate(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen)
{
	unsigned mask = o->kinds ? o->kinds : QUIZ_ALL_KINDS;
	int kinds[QUIZ_KIND_COUNT], n = 0;
	for (int k = 0; k < QUIZ_KIND_COUNT; k++)
		if (mask >> k & 1)
			kinds[n++] = k;
	return quiz_generate_kind(o, (quiz_kind)kinds[rng_below(r, (uint64_t)n)], r, q, err,
				  errlen);
}
