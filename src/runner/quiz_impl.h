/* SPDX-License-Identifier: MIT */
/* The quiz's generator inside src/runner (ktour/quiz.h): the helpers the
 * kinds share.  Private to src/runner and white-box tests. */
#ifndef KTOUR_QUIZ_IMPL_H
#define KTOUR_QUIZ_IMPL_H

#include <stdarg.h>

#include "ktour/engine.h"
#include "ktour/quiz.h"
#include "ktour/square.h"

/* Attempts at a position before a kind gives up (each on a new board
 * and start where they are drawn). */
#define QZ_TRIES 60

/* A fresh question of kind k on a drawn board and start, the engine
 * settings made for the engine `kind` (tie order and move order from o). */
void qz_begin(const quiz_options *o, rng *r, quiz_question *q, quiz_kind k, engine_kind kind);
/* The board of q->cfg, built; false (err) on out of memory. */
bool qz_board(const quiz_question *q, board *b, char *err, size_t errlen);
/* Copy path[0..len-1] into q->path. */
bool qz_set_path(quiz_question *q, const ksq *path, int32_t len);
/* vis[s] = 1 for the squares of path[0..len-1], else 0. */
void qz_visited(const board *b, const ksq *path, int32_t len, uint8_t *vis);
/* The unvisited neighbours of sq in move order 1..8 into out; how many. */
int qz_onward(const board *b, const uint8_t *vis, ksq sq, ksq out[8]);
/* Step e until its path has `depth` squares; false when it ends first. */
bool qz_walk_to(engine *e, int32_t depth);
/* The first tour of a search with cfg in at most max_steps steps into
 * out (b->nsq squares); false when none came. */
bool qz_first_tour(const engine_config *cfg, uint64_t max_steps, ksq *out);
/* "c4" of sq on q's board. */
const char *qz_name(const quiz_question *q, ksq sq, char out[SQUARE_NAME_MAX]);
/* Append to a text of QUIZ_TEXT_MAX bytes, printf-like, cut when full. */
void qz_addf(char *text, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

bool qz_next(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen);
bool qz_onward_q(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen);
bool qz_forced(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen);
bool qz_retreat(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen);
bool qz_possible(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen);
bool qz_closed(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen);
bool qz_warnsdorff(const quiz_options *o, rng *r, quiz_question *q, char *err, size_t errlen);

#endif
