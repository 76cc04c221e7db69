/* SPDX-License-Identifier: MIT */
/* The facts of a lesson (ktour/lesson.h): live figures in captions and
 * `expect` lines, so that no figure a class reads can be wrong.
 *
 * A caption may name figures of the search in braces, filled in from the
 * search when the scene is shown (in the explorer and in `ktour lesson
 * --check`):
 *
 *   {step}        the step the scene stands at (with a comparison: the
 *                 lockstep count the status line shows)
 *   {depth}       squares on the path (the knight's is the last)
 *   {square}      the knight's square (c4)
 *   {next}        the square the backtrack search tries next from the
 *                 knight's (the first of the stack's top line still to
 *                 try); "none" when all are tried (it backs up next), or
 *                 for a walk
 *   {solutions}   tours found so far
 *   {nodes}       squares put on the stack so far (the engine's advances)
 *   {backtracks}  squares taken back so far (its retreats)
 *   {estimate}    Knuth's estimate of the nodes of the whole search tree
 *                 (the backtrack engine only), from LESSON_ESTIMATE_PROBES
 *                 random probes with seed 1: the same figure every time
 *
 * {compare.NAME} is the figure of the search beside it (a scene with a
 * `compare` line), and {A/B} the quotient of two figures (A and B either
 * of the forms above; not {square} or {next}), e.g. {compare.nodes/nodes} "times
 * more".  Whole numbers are written with thousands commas (1,735,078), the
 * estimate to three significant figures (14.3 million), a quotient whole
 * from 10 up, else to one decimal.  {{ and }} are a brace.  A caption that
 * names anything else is refused, with its line and column.
 *
 * `expect FIGURE VALUE` (a figure as in a caption, without the braces)
 * says what the figure must be when the scene is reached: a number
 * (1735078 or 1,735,078), a range LOW..HIGH (both included), or for
 * square and next a square's name (or none).  ktour lesson --check fails naming the line,
 * the value expected and the value found; the explorer shows a failed one
 * in the caption.
 *
 * Runner layer, pure but for the engines it reads. */
#ifndef KTOUR_LESSON_FACTS_H
#define KTOUR_LESSON_FACTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"
#include "ktour/square.h"

#define LESSON_EXPECTS_MAX 8
/* A caption with its figures filled in. */
#define LESSON_SHOWN_MAX 1200
/* The probes behind {estimate}. */
#define LESSON_ESTIMATE_PROBES 200000u
#define LESSON_ESTIMATE_SEED 1u

typedef enum lesson_fig {
	LF_STEP, LF_DEPTH, LF_SQUARE, LF_NEXT, LF_SOLUTIONS, LF_NODES, LF_BACKTRACKS,
	LF_ESTIMATE, LF_COUNT
} lesson_fig;

/* A figure as a caption or an expect names it: [compare.]NAME, or the
 * quotient of two of them. */
typedef struct lesson_figure {
	uint8_t fig[2];   /* lesson_fig; fig[1] only in a quotient */
	bool cmp[2];      /* of the search beside it */
	bool ratio;
} lesson_figure;

typedef struct lesson_expect {
	int line;
	lesson_figure f;
	double lo, hi;                 /* a number: lo..hi (lo == hi: exactly) */
	char square[SQUARE_NAME_MAX];  /* {square}: its name */
	char text[40];                 /* the value as the file writes it */
} lesson_expect;

/* The figures of one search at a moment. */
typedef struct lesson_side {
	bool on;                       /* there is such a search */
	bool has[LF_COUNT];
	double v[LF_COUNT];
	char square[SQUARE_NAME_MAX];  /* {square} */
	char next[SQUARE_NAME_MAX];    /* {next} */
} lesson_side;

/* side[0]: the scene's search; side[1]: the one beside it (compare). */
typedef struct lesson_facts {
	lesson_side side[2];
} lesson_facts;

/* Bits of lesson_caption_scan()'s *needs. */
#define LESSON_NEEDS_COMPARE 1u
#define LESSON_NEEDS_ESTIMATE 2u

/* Parse a figure's name s[0..n).  False with why. */
bool lesson_figure_parse(const char *s, size_t n, lesson_figure *f, char *why, size_t whylen);
/* The name of a figure as a caption writes it ("compare.nodes/nodes"). */
void lesson_figure_name(const lesson_figure *f, char *out, size_t outlen);

/* Check the figures of one caption line: false with why and the 0-based
 * column of the fault in *col.  needs (may be NULL) gets the
 * LESSON_NEEDS_* bits of what it names. */
bool lesson_caption_scan(const char *text, unsigned *needs, char *why, size_t whylen, int *col);

/* The figures of engine e at step t (side->on set); the estimate is not
 * among them (lesson_side_estimate). */
void lesson_side_read(lesson_side *side, const engine *e, uint64_t t);
/* Add the estimate of the tree of cfg (nothing for an engine other than
 * backtrack). */
void lesson_side_estimate(lesson_side *side, const engine_config *cfg);

/* The caption with its figures filled in from f.  False when a figure is
 * not there (no search beside it, no estimate ...): its name in `missing`
 * (may be NULL), "?" in its place. */
bool lesson_caption_fill(const char *caption, const lesson_facts *f, char *out, size_t outlen,
			 char *missing, size_t missinglen);

/* expect FIGURE VALUE (v: the words after `expect`) into x, its line
 * `line`.  False with why and the 0-based column in v of the fault. */
bool lesson_expect_parse(const char *v, int line, lesson_expect *x, char *why, size_t whylen,
			 int *col);
/* Does x hold in f?  False with "expect solutions 304: it is 303" in msg. */
bool lesson_expect_check(const lesson_expect *x, const lesson_facts *f, char *msg,
			 size_t msglen);

#endif
