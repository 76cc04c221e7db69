/* SPDX-License-Identifier: MIT */
/* The rules every explorer screen keeps, read back from the screen, for
 * the end-to-end tests that look at screens (test_e2e_screens.c, the
 * presentation and theme goldens of test_e2e_present.c, the resize sweep
 * of test_e2e_sweep.c):
 *
 *   - nothing runs into the right edge or into a panel's right border:
 *     what was too long was cut before it, with the ellipsis;
 *   - no number touches a border inside a box, nor another number on a
 *     board (the cells are wider than the largest number);
 *   - one numeral height per board: every big numeral, mark and knight
 *     of a board as tall as the others;
 *   - the heatmap's ranks line up with the board's;
 *   - the seed is whole.
 *
 * A failed rule dumps the screen and fails the cmocka test.  The screen
 * must be stable before a check (pty_wait_stable). */
#ifndef KTOUR_TESTS_E2E_SCREEN_RULES_H
#define KTOUR_TESTS_E2E_SCREEN_RULES_H

#include <stdbool.h>
#include <stdint.h>

#include "e2e/pty.h"

/* ---- reading the screen ---------------------------------------------- */

uint32_t scr_at(pty_term *t, int r, int c);
bool scr_is_digit(uint32_t ch);
/* A half or full block (big text's ink in UTF-8). */
bool scr_is_big(uint32_t ch);

/* A box on screen, its corners' rows and columns. */
typedef struct box {
	int top, left, right, bottom;
} box;

/* The box whose title begins with `title`; with several '|'-separated
 * titles, the first found. */
bool scr_find_box(pty_term *t, const char *title, box *b);
bool scr_find_box_any(pty_term *t, const char *titles, box *b);
/* Every box on the screen (at most max), top to bottom. */
int scr_boxes(pty_term *t, box *out, int max);
/* The boards among them: boxes with file letters in their bottom edge
 * and rank numbers left of them. */
int scr_boards(pty_term *t, box *out, int max);

/* The trimmed text of cells [from, to) of row r. */
void scr_cells_text(pty_term *t, int r, int from, int to, char *out, size_t len);

/* A board's squares as drawn: the rows shown (rank numbers), the height
 * and width of a square, where the first one is. */
typedef struct board_geo {
	int rows, cols;     /* squares shown */
	int ch, cw;
	int y0, x0;         /* the top left square's top left cell */
} board_geo;

bool scr_board_geo(pty_term *t, const box *b, board_geo *g);

/* Half-rows from the top of the cells [y, y+h) x [x, x+w) to the top and
 * bottom of their big ink; false when they have none. */
bool scr_ink_extent(pty_term *t, int y, int x, int h, int w, int *top, int *bottom);
/* The longest vertical stroke of big ink in the rectangle, in half-rows
 * (a glyph 2.5 rows tall has strokes of 5). */
int scr_tallest_stroke(pty_term *t, int y, int x, int h, int w);
/* Any big numeral in the box? */
bool scr_big_numerals(pty_term *t, const box *b);

/* ---- the rules ----------------------------------------------------------- */

/* Nothing runs into the right edge or a text panel's right border; the
 * footer ends whole or with the ellipsis. */
void scr_check_edges(pty_term *t);
/* Inside every box no digit touches its left or right border. */
void scr_check_borders(pty_term *t);
/* On board b no run of digits is longer than the largest number, and the
 * files stand digits + 1 columns apart at the least. */
void scr_check_numbers_apart(pty_term *t, const box *b, int digits);
/* Every big glyph on board b is as tall as the others. */
void scr_check_one_height(pty_term *t, const box *b);
/* The heatmap beside board b: its rows and rank numbers the board's. */
void scr_check_heat_lined_up(pty_term *t, const box *b, int rank_w);
/* "seed SEED" is whole on the screen. */
void scr_check_seed(pty_term *t, const char *seed);
/* All of the above that apply to every screen: the edges, the borders,
 * and on every board its numbers apart and one height. */
void scr_check_all(pty_term *t, int digits);

/* Compare the screen with tests/e2e/golden/NAME.txt (KTOUR_GOLDEN_UPDATE=1
 * writes it). */
void scr_golden(pty_term *t, const char *name);

#endif
