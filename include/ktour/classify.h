/* SPDX-License-Identifier: MIT */
/* Stone's classification of closed tours (docs/literature.md, "Stone's results
 * on 6x6"): every closed tour of a board is listed by the backtrack engine
 * (each undirected tour once) and sorted
 *
 * - by its corner structure: the four corners cut the tour into four
 *   corner-to-corner strings; Type II when all four join corners along a
 *   side of the board, Type I when two of them join opposite corners
 *   (along the diagonals); no other case exists;
 * - by its symmetry under the board's own symmetries (eight on a square
 *   board, four on a rectangle): unchanged by a quarter turn, by the half
 *   turn but no quarter turn, by some reflection, or by nothing but the
 *   identity;
 * and the tours up to symmetry are counted (Burnside's lemma: the tours
 * fixed by each symmetry, summed, over the number of symmetries).
 *
 * Stone's 6x6 figures: 9862 tours, 3752 Type I and 6110 Type II, 68
 * unchanged by the half turn only, 10 by a quarter turn, none by a
 * reflection. */
#ifndef KTOUR_CLASSIFY_H
#define KTOUR_CLASSIFY_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"

typedef struct classify_result {
	uint64_t tours;        /* closed tours, undirected */
	uint64_t type1, type2; /* corner structure */
	uint64_t quarter_turn; /* unchanged by a quarter turn (square boards) */
	uint64_t half_turn;    /* unchanged by the half turn, not a quarter turn */
	uint64_t reflection;   /* unchanged by at least one reflection */
	uint64_t asymmetric;   /* unchanged by nothing but the identity */
	uint64_t classes;      /* tours up to the board's symmetries */
	int symmetries;        /* the board's: 8 square, 4 rectangle */
	bool partial;          /* stopped early: the figures so far */
	uint64_t nodes;        /* squares the search advanced to */
	double seconds;
} classify_result;

/* List the closed tours of cfg (an engine that counts, ENG_COUNT: the
 * backtrack engine; cfg->closed is forced) and classify them.  Polls
 * *stop (may be NULL) between slices of the search.  False with a message
 * for another engine, a board without four corners to classify by (a
 * torus, a side under 2) or out of memory. */
bool classify_closed_tours(const engine_config *cfg, volatile sig_atomic_t *stop,
			   classify_result *r, char *err, size_t errlen);

#endif
