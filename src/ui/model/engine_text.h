/* SPDX-License-Identifier: MIT */
/* The explorer's words for each engine, one block per engine in
 * engine_text.c: the pseudocode of the algorithm panel and the sentences
 * in which the engines differ (the narration's, the listing's values and
 * the message line's when the search stops at a tour or is over).  What
 * an engine can do is its descriptor's (ktour/engine_desc.h): the views
 * ask that, and come here only for words.
 *
 * No curses; tested through the panels' models (test_ui_pseudo.c,
 * test_ui_narrate.c, test_ui_app.c) and in test_engine_desc.c. */
#ifndef KTOUR_UI_ENGINE_TEXT_H
#define KTOUR_UI_ENGINE_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/engine.h"
#include "pseudo.h"

typedef struct engine_text {
	/* The algorithm panel's listing of the engine of v: its title and
	 * its lines (pseudo_add()), each line tagged with what it does. */
	void (*listing)(const engine_view *v, pseudo_listing *p);
	/* The search is over (EV_EXHAUSTED): the narration's sentence and
	 * the values of the listing's marked line. */
	void (*over)(const engine_view *v, char *out, size_t len);
	void (*over_values)(const engine_view *v, char *out, size_t len);
	/* The message line when a run stops at tour number `tours`, and
	 * when the search is over with that many. */
	void (*found_message)(unsigned long long tours, char *out, size_t len);
	void (*over_message)(unsigned long long tours, char *out, size_t len);
} engine_text;

/* For an engine whose ties are always random (Irwin's, ENG_RANDOM), what
 * its tie setting does, for the status line and a comparison's title:
 * "ties at random, scan order 12345678" (the ordering only sets the
 * order the squares are looked at in).  False for any other engine,
 * whose "tiebreak RULE" says it. */
bool engine_ties_at_random(const engine_config *c, char *out, size_t len);

/* The words of engine k; an unknown kind gets the default engine's. */
const engine_text *engine_text_of(engine_kind k);

#endif
