/* SPDX-License-Identifier: MIT */
/* The search the explorer shows: the engine (a search, or the replay of a
 * saved path) inside its history, the settings in use and, for a replay,
 * the path and its file's name.  search.c alone writes it; it knows no
 * keys, clock or terminal (tested in tests/unit/test_ui_session.c). */
#ifndef KTOUR_UI_SEARCH_H
#define KTOUR_UI_SEARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app.h"
#include "history.h"
#include "ktour/engine.h"
#include "ktour/tour.h"

typedef struct search {
	history *h;
	engine_config cfg;     /* the settings in use (a replay: its board, start) */
	bool start_given;      /* the start square was chosen (the form shows it) */
	bool replaying;
	tour path;             /* replay: the path played back (owned) */
	char name[256];        /* replay: its file's name */
} search;

/* A search made but not yet in use (so that whatever else a restart
 * needs can still fail and leave everything as it was). */
typedef struct search_next {
	history *h;
	engine_config cfg;
	int32_t nsq;           /* squares of its board */
} search_next;

/* The engine and history for cfg, or for replaying path (when not NULL:
 * cfg is then the tour's board and start); false with a message. */
bool search_make(search_next *n, const engine_config *cfg, const tour *path, char *err,
		 size_t errlen);
/* Put n in use.  path: NULL for a search, s->path for the same replay,
 * else a new replay's path, taken over (left empty), from file `name`. */
void search_use(search *s, search_next *n, bool start_given, tour *path, const char *name);
void search_drop(search_next *n);
void search_free(search *s);

/* Fast-forward the search toward step `target` (explore --resume): the
 * engine runs without events to shortly before, then steps the rest so
 * that the last event and the fading retreat marks are those of the saved
 * screen.  At most about `budget` steps a call, so that a long one can show
 * its progress and be stopped; true once at target (or when the search
 * ended before it). */
bool search_fast_forward(search *s, uint64_t target, uint64_t budget);
/* Step back to `target` (< the steps taken); false when the history does
 * not reach that far (nothing changes then). */
bool search_back_to(search *s, uint64_t target);
/* Step forward to `target` (a replay's move N is step N-1). */
void search_forward_to(search *s, uint64_t target);

/* The facts the action handler decides with. */
void search_facts(const search *s, app_facts *f);

const engine *search_engine(const search *s);
void search_view(const search *s, engine_view *v);

#endif
