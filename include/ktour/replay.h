/* SPDX-License-Identifier: MIT */
/* The replay engine: an `engine` (engine.h) that walks a fixed, saved path
 * instead of searching, so the explorer shows a saved tour with all its
 * panels, rewind and keys (ktour replay FILE).
 *
 * Events: each step advances to the next square of the path (EV_ADVANCE).
 * The reason given is WHY_MIN_DEGREE when the square had the unique
 * minimal remaining degree among the unvisited neighbours of the square
 * left, WHY_TIE_ORDER when it was minimal but tied with others (ev.tied
 * names them), and WHY_ORDER when it was not a minimal-degree (Warnsdorff)
 * choice.  No new reason is added to the shared enum.  At the end of the
 * path: EV_SOLUTION (then EV_EXHAUSTED) for a full tour, EV_STUCK (state
 * ENGINE_STUCK) for a partial path.
 *
 * A path with a fault (a square off the board, repeated, or not a leaper
 * move from the one before) is replayed up to the square before the fault;
 * replay_summary() then gives the reason.
 *
 * The engine view (engine_view_get) carries what a viewer needs about the
 * path: path_len, the per-move departures from Warnsdorff's rule, the
 * summary line and the fault, so a viewer needs none of the queries
 * below. */
#ifndef KTOUR_REPLAY_H
#define KTOUR_REPLAY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"
#include "ktour/tour.h"

/* The largest board a replay shows: it costs about REPLAY_BYTES_PER_SQUARE
 * bytes a square with the explorer's panels (measured: 271 MB on 5000x5000)
 * and a second a few million squares to set up, whatever the path's
 * length; every full tour a tour file can hold fits. */
#define REPLAY_MAX_SQUARES 25000000L /* 5000 x 5000 */
#define REPLAY_BYTES_PER_SQUARE 11

/* An engine replaying t (which is copied: t may be freed afterwards).
 * NULL with a message in err when the board cannot be built, is larger
 * than REPLAY_MAX_SQUARES (refused before anything is allocated), or not
 * even the first square can be replayed. */
engine *replay_engine_create(const tour *t, char *err, size_t errlen);

/* Is e a replay engine? */
bool replay_is(const engine *e);

/* Number of squares replayed (the valid prefix of the path). */
int32_t replay_length(const engine *e);

/* Per move m = 1..replay_length()-1 (the move from path[m-1] to path[m]):
 * true when it was NOT a Warnsdorff (minimal remaining degree) choice.
 * Indexed by the 0-based path index of the square moved to; entry 0 is
 * false.  NULL when e is not a replay engine. */
const bool *replay_departures(const engine *e);

/* 1-based number of the first non-Warnsdorff move, 0 when none. */
size_t replay_first_departure(const engine *e);

/* One line: "closed tour, 64/64 squares, Warnsdorff throughout" or
 * "partial path, 20/25 squares, first non-Warnsdorff move 6; <fault>".
 * False (out untouched) when e is not a replay engine. */
bool replay_summary(const engine *e, char *out, size_t outlen);

#endif
