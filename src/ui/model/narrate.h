/* SPDX-License-Identifier: MIT */
/* One sentence, in classroom words, for the step just taken, built from
 * the engine's event alone (and the board, for square names and counts).
 * No curses; tested in tests/unit/test_ui_narrate.c. */
#ifndef KTOUR_UI_NARRATE_H
#define KTOUR_UI_NARRATE_H

#include <stddef.h>

#include "ktour/engine.h"

/* ev: the last event (EV_NONE before the first step); v: the engine's
 * view after it.  Writes the sentence into out. */
void narrate(const engine_event *ev, const engine_view *v, char *out, size_t outlen);

/* The same for a replay of a saved path (e is the replay engine): the
 * moves are the path's choices, told as Warnsdorff choices or not. */
void narrate_replay(const engine_event *ev, const engine_view *v, const engine *e, char *out,
		    size_t outlen);

/* The sentence for whatever engine e is: a replay's (its view has a
 * path_len) or a search's. */
void narrate_step(const engine_event *ev, const engine_view *v, const engine *e, char *out,
		  size_t outlen);

/* The other squares that needed the knight next from ev->sq, besides
 * the culprit, when it was given up for two forced squares: its
 * unvisited neighbours that had one way in or out left besides it (with
 * ev->sq off the path again, one more than then; a closed tour's squares
 * next to the start count that way out too).  False when none is found. */
bool narrate_forced_with(const engine_view *v, const engine_event *ev, char *out, size_t len);

/* The unvisited neighbours of sq: the squares it could go on to.  A
 * square given up with none is a dead end; one given up with some had
 * them all tried (the narration and the stack say which). */
int narrate_onward(const engine_view *v, ksq sq);

/* "all 25 squares"; "the only square" on a board of one. */
void narrate_all_squares(int n, char *out, size_t outlen);

/* The algebraic name of a square ("d5"). */
void narrate_square(const board *b, ksq sq, char *out, size_t outlen);

#endif
