/* SPDX-License-Identifier: MIT */
/* ktour play end to end: the real binary in a pseudo-terminal.  A 5x5
 * tour played to the end by keys (the digits read off the board, the
 * arrows, h j k l and Enter) and by mouse clicks; illegal moves refused
 * with their reasons; undo and redo with their counter; a hint that says
 * no tour is possible once e1 is cut off; "finish it" by the engine in
 * the explorer; P in the explorer hands its board over; s saves the path
 * and `ktour check` reads it back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "e2e/pty.h"

/* A 5x5 open tour from a5 (ktour solve -b 5x5 -s a5 --format moves). */
static const char *const tour[25] = {"a5", "c4", "e5", "d3", "e1", "c2", "d4", "e2", "c1",
				     "a2", "b4", "d5", "e3", "d1", "b2", "a4", "c5", "e4",
				     "c3", "b5", "a3", "b1", "d2", "b3", "a1"};

static void wait_ready(pty_term *t)
{
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
}

static pty_term *play(const char *const args[])
{
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "YOUR MOVE");
	wait_ready(t);
	return t;
}

static pty_term *play5(void)
{
	const char *const args[] = {"play", "-b", "5x5", NULL};
	return play(args);
}

/* How often text occurs on the screen. */
static int occurrences(pty_term *t, const char *text)
{
	char *screen = pty_screen_text(t);
	int n = 0;
	for (const char *p = screen; (p = strstr(p, text)) != NULL; p += strlen(text))
		n++;
	free(screen);
	return n;
}

/* q with a game not saved: it asks first (y/n, or q again); `yes` ("y"
 * or "q") quits. */
static void quit_unsaved(pty_term *t, const char *question, const char *yes)
{
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, question);
	pty_assert_text(t, "y/q yes  n no, stay");
	assert_true(pty_send(t, yes));
	pty_assert_exit(t, 0);
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

/* The screen row of rank `rank` on the board (its line begins "5│"). */
static int rank_row(pty_term *t, int rank)
{
	char want[16];
	int row, col;
	snprintf(want, sizeof want, "%d\u2502", rank);
	pty_assert(t, pty_find_text(t, want, &row, &col));
	return row;
}

/* The screen column of file `file` ('a'...) in the board's bottom edge
 * (the first box: the heatmap's letters come after its corner). */
static int file_col(pty_term *t, char file)
{
	int row, col;
	pty_assert(t, pty_find_text(t, "\u2514\u2500\u2500a", &row, &col));
	for (int c = col; c < pty_cols(t); c++) {
		pty_cell_info ci = pty_cell(t, row, c);
		if (ci.ch == 0x2518) /* ┘: the board's box ends */
			break;
		if (ci.ch == (uint32_t)file)
			return c;
	}
	pty_assert(t, !"no such file on the board");
	return -1;
}

/* Where square `name` ("c4") is drawn. */
static void square_at(pty_term *t, const char *name, int *row, int *col)
{
	*row = rank_row(t, name[1] - '0');
	*col = file_col(t, name[0]);
}

/* The digit shown on square `name` (a legal move's number), or 0. */
static int digit_on(pty_term *t, const char *name)
{
	int row, col;
	square_at(t, name, &row, &col);
	for (int c = col - 2; c <= col + 2; c++) {
		uint32_t ch = pty_cell(t, row, c).ch;
		if (ch >= '1' && ch <= '8')
			return (int)(ch - '0');
	}
	return 0;
}

static void wait_square(pty_term *t, int n)
{
	char want[32];
	snprintf(want, sizeof want, "square %d/25", n);
	pty_assert_text(t, want);
	wait_ready(t);
}

/* Click the squares path[1..n-1] in turn. */
static void click_path(pty_term *t, const char *const *path, int n)
{
	for (int i = 1; i < n; i++) {
		int row, col;
		square_at(t, path[i], &row, &col);
		assert_true(pty_click(t, row, col));
		wait_square(t, i + 1);
	}
}

/* Move the cursor from square `from` to `to` and press Enter: vi keys
 * or the arrows. */
static void cursor_move(pty_term *t, const char *from, const char *to, bool arrows)
{
	int dr = from[1] - to[1], dc = to[0] - from[0]; /* rows grow downwards */
	for (; dr > 0; dr--)
		assert_true(arrows ? pty_send_key(t, PTY_KEY_DOWN) : pty_send(t, "j"));
	for (; dr < 0; dr++)
		assert_true(arrows ? pty_send_key(t, PTY_KEY_UP) : pty_send(t, "k"));
	for (; dc > 0; dc--)
		assert_true(arrows ? pty_send_key(t, PTY_KEY_RIGHT) : pty_send(t, "l"));
	for (; dc < 0; dc++)
		assert_true(arrows ? pty_send_key(t, PTY_KEY_LEFT) : pty_send(t, "h"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
}

static void test_play_tour_by_keys(void **state)
{
	(void)state;
	pty_term *t = play5();
	pty_assert_text(t, "square 1/25  moves 0  undos 0");
	pty_assert_text(t, "board 5x5 start a5");
	for (int i = 1; i < 25; i++) {
		if (i % 3 == 0) {
			cursor_move(t, tour[i - 1], tour[i], i % 2 == 0);
		} else {
			int d = digit_on(t, tour[i]);
			pty_assert(t, d >= 1 && d <= 8);
			char key[2] = {(char)('0' + d), '\0'};
			assert_true(pty_send(t, key));
		}
		wait_square(t, i + 1);
	}
	pty_assert_text(t, "Tour! All 25 squares (0 undos).");
	pty_assert_text(t, " TOUR ");
	pty_assert_text(t, "moves 24  undos 0");
	/* nothing is left to move */
	assert_true(pty_send(t, "1"));
	pty_assert_text(t, "No move is left");
	/* the tour is not saved: q asks, a second q quits */
	quit_unsaved(t, "Quit? Your tour is not saved (s saves it). y/n", "q");
}

static void test_play_tour_by_mouse(void **state)
{
	(void)state;
	pty_term *t = play5();
	pty_assert(t, pty_mouse_mode(t) != PTY_MOUSE_OFF);
	click_path(t, tour, 25);
	pty_assert_text(t, "Tour! All 25 squares");
	quit_unsaved(t, "Quit? Your tour is not saved (s saves it). y/n", "y");
}

static void test_play_refused_and_undo(void **state)
{
	(void)state;
	pty_term *t = play5();
	/* move 1 from a5 leads off the board; the digits are move numbers */
	assert_true(pty_send(t, "1"));
	pty_assert_text(t, "Refused: that move leads off the board.");
	/* a5 c4; then the cursor on b4, not a knight's move away (before
	 * the first move it would have been the new start) */
	cursor_move(t, "a5", "c4", true);
	wait_square(t, 2);
	cursor_move(t, "c4", "b4", false);
	pty_assert_text(t, "Refused: b4 is not a knight's move from c4.");
	/* back onto a5 by a click */
	int row, col;
	square_at(t, "a5", &row, &col);
	assert_true(pty_click(t, row, col));
	pty_assert_text(t, "Refused: a5 is already visited (square 1 of the path).");
	/* a click beside the board */
	assert_true(pty_click(t, row, 0));
	pty_assert_text(t, "Refused: that move leads off the board.");
	cursor_move(t, "a5", "e5", false);
	wait_square(t, 3);
	pty_assert_text(t, "moves 2  undos 0");
	/* undo twice, redo once */
	assert_true(pty_send(t, "u"));
	wait_square(t, 2);
	assert_true(pty_send(t, "u"));
	wait_square(t, 1);
	pty_assert_text(t, "moves 2  undos 2");
	assert_true(pty_send(t, "u"));
	pty_assert_text(t, "nothing to undo");
	assert_true(pty_send(t, "U"));
	wait_square(t, 2);
	pty_assert_text(t, "Redone: move 1.");
	pty_assert_text(t, "moves 3  undos 2");
	quit_unsaved(t, "Quit? Your path (2 squares) is not saved (s saves it). y/n", "y");
}

static void test_play_hint(void **state)
{
	(void)state;
	pty_term *t = play5();
	/* at the start: a tour is possible; the message line says so, the
	 * note under the board says how it knows (not the verdict again) */
	assert_true(pty_send(t, "i"));
	pty_assert_text(t, "Hint: a tour is still possible.");
	pty_assert_text(t, "The search found one in 25 steps.");
	pty_assert_text(t, "Warnsdorff: c4 (move 3)");
	wait_ready(t);
	assert_int_equal(occurrences(t, "possible"), 1);
	/* a5 b3 c1 d3 b4 c2 a3: the neighbours of a1 (b3 c2) and e1 (c2 d3)
	 * are taken */
	static const char *const doomed[] = {"a5", "b3", "c1", "d3", "b4", "c2", "a3"};
	click_path(t, doomed, 7);
	assert_true(pty_send(t, "i"));
	pty_assert_text(t, "Hint: no tour is possible from here; u takes moves back.");
	pty_assert_text(t, "Square a1 can no longer be reached: every square a move from it");
	/* the whole hint fits under the board at 80x24, nothing cut */
	pty_assert_text(t, "Warnsdorff: b5 (move 1), 2 onward moves, the fewest (tied).");
	wait_ready(t);
	assert_int_equal(occurrences(t, "possible"), 1);
	quit_unsaved(t, "Quit? Your path (7 squares) is not saved", "y");
}

static void test_play_finish(void **state)
{
	(void)state;
	const char *const args[] = {"play", "-b", "5x5", "--speed", "max", NULL};
	pty_term *t = play(args);
	click_path(t, tour, 4);
	assert_true(pty_send(t, "f"));
	/* the explorer: the engine starts from the four squares, finds a tour */
	pty_assert_text(t, "SOLUTION 1 FOUND");
	pty_assert_text(t, "Solution 1 found!");
	pty_assert_text(t, "Tour 1: all 25 squares visited");
	wait_ready(t);
	/* the player's squares stay first: a5 1, e5 3 */
	int row, col;
	square_at(t, "a5", &row, &col);
	char *line = pty_row_text(t, row);
	int n[5];
	pty_assert(t, sscanf(line + strlen("5\u2502"), "%d %d %d %d %d", &n[0], &n[1], &n[2],
			     &n[3], &n[4]) == 5);
	free(line);
	assert_int_equal(n[0], 1);
	assert_int_equal(n[4], 3);
	/* P plays on from the engine's tour: it is complete */
	assert_true(pty_send(t, "P"));
	pty_assert_text(t, "Tour! All 25 squares");
	/* q: back to the engine's search where P was pressed (no move was
	 * made: nothing asked), then q quits */
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Back to the search where P was pressed");
	pty_assert_text(t, "SOLUTION 1 FOUND");
	pty_assert_quit(t);
}

/* The board's five rank lines, as drawn (the numbers of the path). */
static char *board_text(pty_term *t)
{
	char *out = calloc(5, 256);
	assert_non_null(out);
	for (int rank = 5; rank >= 1; rank--) {
		char *line = pty_row_text(t, rank_row(t, rank));
		char *bar = strstr(line, "\u2502");
		pty_assert(t, bar != NULL);
		char *end = strstr(bar + 3, "\u2502");
		if (end)
			*end = '\0';
		strncat(out, bar, 250);
		strcat(out, "\n");
		free(line);
	}
	return out;
}

/* S after f: the session keeps the player's squares as the search's
 * fixed start, and explore --resume shows the same board. */
static void test_play_finish_save_session(void **state)
{
	(void)state;
	char dir[] = "/tmp/ktour-e2e-play-XXXXXX", file[PATH_MAX];
	assert_non_null(mkdtemp(dir));
	snprintf(file, sizeof file, "%s/finish.session", dir);
	const char *const args[] = {"play", "-b", "5x5", "--speed", "max", NULL};
	pty_term *t = play(args);
	/* a5 c4 e5 d3: Warnsdorff's ordering from a5 alone goes b3 first */
	click_path(t, tour, 4);
	assert_true(pty_send(t, "f"));
	pty_assert_text(t, "Solution 1 found!");
	pty_assert_text(t, "start a5, first 4 squares fixed");
	wait_ready(t);
	char *before = board_text(t);
	int a5 = 0, e5 = 0;
	pty_assert(t, sscanf(before + strlen("\u2502"), "%d %*d %*d %*d %d", &a5, &e5) == 2);
	assert_int_equal(a5, 1);
	assert_int_equal(e5, 3);
	assert_true(pty_send(t, "S"));
	pty_assert_text(t, "Save session");
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, file));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Session saved");
	pty_assert_quit(t);
	const char *const again[] = {"explore", "--resume", file, NULL};
	t = pty_spawn_ktour(again, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "Resumed at step");
	pty_assert_text(t, "start a5, first 4 squares fixed");
	wait_ready(t);
	char *after = board_text(t);
	assert_string_equal(after, before);
	free(before);
	free(after);
	pty_assert_quit(t);
	assert_int_equal(unlink(file), 0);
	assert_int_equal(rmdir(dir), 0);
}

/* o in play: the engine that f finishes with, and another board as a new
 * game, asked about first since it drops the moves. */
static void test_play_options(void **state)
{
	(void)state;
	const char *const args[] = {"play", "-b", "5x5", "--speed", "max", NULL};
	pty_term *t = play(args);
	click_path(t, tour, 3);
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "f finishes with this");
	/* order 87654321 (two fields down), prune none (the next) */
	assert_true(pty_send_key(t, PTY_KEY_TAB));
	assert_true(pty_send_key(t, PTY_KEY_TAB));
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, "87654321"));
	assert_true(pty_send_key(t, PTY_KEY_TAB));
	assert_true(pty_send_key(t, PTY_KEY_LEFT));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "f finishes with these settings.");
	pty_assert_text(t, "square 3/25");
	/* another board: asked, n keeps the game */
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "f finishes with this");
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, "6x6"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "A new 6x6 game drops your 2 moves (s saves them). Start it? y/n");
	wait_ready(t);
	pty_assert_text(t, "n keep playing");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "Your game goes on");
	pty_assert_text(t, "square 3/25");
	/* f: the engine chosen */
	assert_true(pty_send(t, "f"));
	pty_assert_text(t, "order 87654321 prune none");
	pty_assert_text(t, "Solution 1 found!");
	/* P, then a new board with y */
	assert_true(pty_send(t, "P"));
	pty_assert_text(t, "square 25/25");
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "f finishes with this");
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, "6x6"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Start it? y/n");
	assert_true(pty_send(t, "y"));
	pty_assert_text(t, "A new 6x6 game from a6: your move.");
	pty_assert_text(t, "square 1/36  moves 0  undos 0");
	/* P was pressed in f's search: q goes back to it, then quits */
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Back to the search where P was pressed");
	pty_assert_text(t, "order 87654321 prune none");
	pty_assert_quit(t);
}

/* At 160x45 the numbers are big; without colour a legal move's digit is
 * drawn in parentheses, so that it does not read as a path number, as
 * tall as the path's (one numeral height per board): the five moves from
 * c4 have them, the path's a5 (1) does not. */
static void test_play_big_mono(void **state)
{
	(void)state;
	static const char *const env[] = {"NO_COLOR=1", NULL};
	const char *const args[] = {"play", "-b", "5x5", NULL};
	pty_term *t = pty_spawn_ktour(args, env, 45, 160);
	assert_non_null(t);
	pty_assert_text(t, "YOUR MOVE");
	assert_true(pty_send(t, "3"));
	wait_square(t, 2);
	pty_assert(t, !pty_screen_has_colour(t));
	/* "(" in big text: its top row is a lower then an upper half block */
	assert_int_equal(occurrences(t, "\u2584\u2580 "), 5);
	assert_int_equal(occurrences(t, " \u2580\u2584"), 5); /* ")" */
	quit_unsaved(t, "Quit? Your path (2 squares) is not saved", "y");
}

/* ? in play: play's keys first, play's marks and counters, none of a
 * search's (candidates, backtracks, forced and dead squares). */
static void test_play_help(void **state)
{
	(void)state;
	pty_term *t = play5();
	assert_true(pty_send(t, "?"));
	pty_assert_text(t, "Help: keys, marks, counters");
	wait_ready(t);
	int row, first, opt;
	pty_assert(t, pty_find_text(t, "move the cursor", &first, &row));
	pty_assert(t, pty_find_text(t, "options: board", &opt, &row));
	pty_assert(t, first < opt);
	bool legal = false, undos = false;
	for (int page = 0; page < 4; page++) {
		wait_ready(t);
		legal |= pty_screen_contains(t, "a legal move: 3 moves the knight there");
		undos |= pty_screen_contains(t, "moves taken back");
		pty_assert(t, !pty_screen_contains(t, "candidate"));
		pty_assert(t, !pty_screen_contains(t, "backtracked"));
		pty_assert(t, !pty_screen_contains(t, "lookahead"));
		pty_assert(t, !pty_screen_contains(t, "Search stack"));
		assert_true(pty_send_key(t, PTY_KEY_PAGEDOWN));
	}
	assert_true(legal);
	assert_true(undos);
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert(t, pty_wait_gone(t, "Help: keys", PTY_TIMEOUT_MS));
	pty_assert_quit(t);
}

/* 8x8 at 80x24: cells four wide still put a legal move in parentheses,
 * so that without colour (2) is not read as square 2 of the path. */
static void test_play_8x8_marks(void **state)
{
	(void)state;
	static const char *const env[] = {"NO_COLOR=1", NULL};
	const char *const args[] = {"play", "-b", "8x8", "--closed", NULL};
	pty_term *t = pty_spawn_ktour(args, env, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "YOUR MOVE");
	wait_ready(t);
	pty_assert_text(t, "(3)");
	pty_assert_text(t, "(4)");
	assert_true(pty_send(t, "3")); /* c7 */
	pty_assert_text(t, "square 2/64");
	wait_ready(t);
	char *line = pty_row_text(t, rank_row(t, 8)); /* a8 is square 1, e8 move 2 */
	pty_assert(t, strstr(line, "8\u2502  1 ") && strstr(line, "(2)"));
	free(line);
	quit_unsaved(t, "Quit? Your path (2 squares) is not saved", "y");
}

static void test_explorer_hands_over(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "6x6", "-s", "c3", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	assert_true(pty_send(t, "nn"));
	pty_assert_text(t, "step 2");
	assert_true(pty_send(t, "P"));
	pty_assert_text(t, "YOUR MOVE");
	pty_assert_text(t, "square 3/36  moves 0");
	pty_assert_text(t, "board 6x6 start c3");
	/* q: back to the explorer's search as it was, then q quits */
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Back to the search where P was pressed");
	pty_assert_text(t, "PAUSED");
	pty_assert_text(t, "step 2 ");
	pty_assert_text(t, "Search stack");
	pty_assert_quit(t);
}

static void test_play_save(void **state)
{
	(void)state;
	char dir[] = "/tmp/ktour-e2e-play-XXXXXX", file[PATH_MAX], bin[PATH_MAX], cmd[PATH_MAX * 3];
	assert_non_null(mkdtemp(dir));
	assert_non_null(realpath(pty_ktour_bin(), bin));
	snprintf(file, sizeof file, "%s/mine.txt", dir);
	pty_term *t = play5();
	click_path(t, tour, 6);
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save");
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, file));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Saved");
	pty_assert_quit(t);
	snprintf(cmd, sizeof cmd, "'%s' check '%s' | grep -q 'squares: 6/25' && rm -r '%s'", bin,
		 file, dir);
	assert_int_equal(system(cmd), 0);
}

/* The path of the issue: 3 3 8 5 (a5 c4 e3 d5 c3, where the hint
 * already says no tour is possible), played on to 18 squares. */
static const char *const doomed18[18] = {"a5", "c4", "e3", "d5", "c3", "e4",
					 "d2", "b1", "a3", "b5", "d4", "e2",
					 "c1", "d3", "e1", "c2", "a1", "b3"};

/* The numbers on the board's squares (0: none), by rank 5..1, file a..e. */
static void board_numbers(pty_term *t, int n[5][5])
{
	char *text = board_text(t);
	const char *line = text;
	for (int r = 0; r < 5; r++) {
		const char *p = line + strlen("\u2502");
		for (int c = 0; c < 5; c++) {
			char cell[8] = {0};
			memcpy(cell, p + 6 * c, 6); /* a cell is six columns */
			n[r][c] = atoi(cell);
		}
		line = strchr(line, '\n') + 1;
	}
	free(text);
}

/* f on a doomed path: the engine shows all 18 squares (the look-ahead
 * used to give the path up inside the fixed squares, at square 5, and
 * showed 4) and says why no tour continues it. */
static void test_play_doomed_finish(void **state)
{
	(void)state;
	pty_term *t = play5();
	for (int i = 1; i < 18; i++) {
		int d = i <= 4 ? "3385"[i - 1] - '0' : digit_on(t, doomed18[i]);
		pty_assert(t, d >= 1 && d <= 8);
		char key[2] = {(char)('0' + d), '\0'};
		assert_true(pty_send(t, key));
		wait_square(t, i + 1);
	}
	assert_true(pty_send(t, "f"));
	pty_assert_text(t, "EXHAUSTED");
	pty_assert_text(t, "depth 18/25");
	pty_assert_text(t, "first 18 squares fixed");
	pty_assert_text(t, "No tour continues the 18 fixed squares (a5 to b3): e5 can");
	pty_assert_text(t, "(every square a move from it is visited).");
	wait_ready(t);
	/* the student's 18 squares, each with its number */
	int n[5][5];
	board_numbers(t, n);
	for (int i = 0; i < 18; i++) {
		int r = '5' - doomed18[i][1], c = doomed18[i][0] - 'a';
		if (i == 17) /* the knight stands on b3 */
			continue;
		if (n[r][c] != i + 1) {
			pty_dump(t, stderr);
			fail_msg("%s shows %d, not %d", doomed18[i], n[r][c], i + 1);
		}
	}
	pty_assert(t, pty_screen_contains(t, "18 b3"));
	pty_assert_quit(t);
}

/* A path the look-ahead gives up at once (issue 37): a5 c4 e3 c2 a1
 * leaves e5 and e1 with one way in each (d3).  The hint and f say so,
 * naming them; the stack's a1 line does not say "no candidates" while b3
 * is empty a move away. */
static void test_play_hopeless_why(void **state)
{
	(void)state;
	static const char *const hopeless[] = {"a5", "c4", "e3", "c2", "a1"};
	pty_term *t = play5();
	click_path(t, hopeless, 5);
	assert_true(pty_send(t, "i"));
	pty_assert_text(t, "Hint: no tour is possible from here");
	pty_assert_text(t, "The look-ahead sees why: e5 and e1 each have one way in left, and");
	assert_true(pty_send(t, "f"));
	pty_assert_text(t, "EXHAUSTED");
	pty_assert_text(t, "No tour continues the 5 fixed squares (a5 to a1): e5 and e1 each have");
	pty_assert_text(t, "a path ends on only one square.");
	pty_assert_text(t, "5 a1  ruled out");
	pty_assert(t, !pty_screen_contains(t, "no candidates"));
	pty_assert_quit(t);
}

/* Stepping back inside the fixed squares of f: the narration and the
 * algorithm panel name the same square and its number. */
static void test_play_fixed_squares_back(void **state)
{
	(void)state;
	const char *const args[] = {"play", "-b", "5x5", "--speed", "1", NULL};
	pty_term *t = play(args);
	assert_true(pty_send(t, "338"));
	wait_square(t, 4);
	assert_true(pty_send(t, "f"));
	pty_assert_text(t, "first 4 squares fixed");
	assert_true(pty_send(t, " ")); /* pause, wherever the run got to */
	pty_assert_text(t, "PAUSED");
	assert_true(pty_send_key(t, PTY_KEY_HOME));
	pty_assert_text(t, "step 0 ");
	assert_true(pty_send(t, "a"));
	pty_assert_text(t, "Algorithm: backtrack");
	assert_true(pty_send(t, "nnn"));
	pty_assert_text(t, "step 3 ");
	pty_assert_text(t, "d5 is square 4 of 25, one of the 4 fixed squares");
	pty_assert_text(t, "sq = d5, square 4 of 25");
	/* back: e3, square 3, in both */
	assert_true(pty_send(t, "p"));
	pty_assert_text(t, "step 2 ");
	pty_assert_text(t, "e3 is square 3 of 25, one of the 4 fixed squares");
	pty_assert_text(t, "sq = e3, square 3 of 25");
	pty_assert(t, !pty_screen_contains(t, "starts on e3"));
	assert_true(pty_send(t, "p"));
	pty_assert_text(t, "step 1 ");
	pty_assert_text(t, "c4 is square 2 of 25, one of the 4 fixed squares");
	pty_assert_text(t, "sq = c4, square 2 of 25");
	pty_assert_quit(t);
}

/* Before the first move a click or Enter on a square that is not a move
 * puts the start there; a move stays a move. */
static void test_play_start_moves(void **state)
{
	(void)state;
	pty_term *t = play5();
	/* the cursor from a5 to c3, Enter */
	cursor_move(t, "a5", "c3", true);
	pty_assert_text(t, "The knight now starts on c3: your move.");
	pty_assert_text(t, "board 5x5 start c3");
	pty_assert_text(t, "square 1/25  moves 0");
	/* a click on e5: again */
	int row, col;
	square_at(t, "e5", &row, &col);
	assert_true(pty_click(t, row, col));
	pty_assert_text(t, "The knight now starts on e5: your move.");
	pty_assert_text(t, "board 5x5 start e5");
	/* the path panel: the start alone, no candidates in brackets */
	pty_assert_text(t, " 1 e5");
	pty_assert(t, !pty_screen_contains(t, "["));
	/* a click on c4, a move from e5: a move */
	square_at(t, "c4", &row, &col);
	assert_true(pty_click(t, row, col));
	wait_square(t, 2);
	pty_assert_text(t, "Move 1: c4.");
	/* after it, a square that is not a move is refused */
	square_at(t, "c3", &row, &col);
	assert_true(pty_click(t, row, col));
	pty_assert_text(t, "Refused: c3 is not a knight's move from c4.");
	pty_assert(t, !pty_screen_contains(t, "["));
	quit_unsaved(t, "Quit? Your path (2 squares) is not saved", "y");
}

/* q in a game begun with P: with moves not saved it asks first; n plays
 * on, q twice goes back to the search as it was. */
static void test_play_leave_asks(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "6x6", "-s", "c3", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	assert_true(pty_send(t, "nn"));
	pty_assert_text(t, "step 2 ");
	assert_true(pty_send(t, "P"));
	pty_assert_text(t, "square 3/36  moves 0");
	assert_true(pty_send(t, "5")); /* c3 d5 f6, then e4 */
	pty_assert_text(t, "square 4/36  moves 1");
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Leave the game? Your path (4 squares) is not saved (s saves it). y/n");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "Your game goes on: s saves your path.");
	pty_assert_text(t, "square 4/36  moves 1");
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Leave the game?");
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Back to the search where P was pressed");
	pty_assert_text(t, "step 2 ");
	pty_assert_text(t, "Search stack");
	pty_assert_quit(t);
}

/* Ctrl-C with a path not saved asks as q does ("Quit?", even in a game
 * that q would leave for its search); n stays, a second Ctrl-C quits,
 * and so does y; the terminal is restored; exit status 130 (SIGINT). */
static void test_play_ctrl_c_asks(void **state)
{
	(void)state;
	for (int second = 0; second < 2; second++) {
		pty_term *t = play5();
		click_path(t, tour, 3);
		assert_true(pty_send_ctrl(t, 'c'));
		pty_assert_text(t, "Quit? Your path (3 squares) is not saved (s saves it). "
				   "y/n, Ctrl-C quits");
		assert_true(pty_send(t, "n"));
		pty_assert_text(t, "Your game goes on");
		pty_assert(t, pty_screen_contains(t, "square 3/25"));
		assert_true(pty_send_ctrl(t, 'c'));
		pty_assert_text(t, "Quit? Your path (3 squares) is not saved");
		if (second)
			assert_true(pty_send_ctrl(t, 'c'));
		else
			assert_true(pty_send(t, "y"));
		pty_assert_exit(t, 130);
		pty_assert(t, !pty_altscreen(t));
		pty_assert(t, pty_cursor_visible(t));
		pty_assert(t, pty_restored(t));
		pty_close(t);
	}
}

/* q after s saved the game quits at once; a move after the save asks
 * again, Esc stays. */
static void test_play_quit_after_save(void **state)
{
	(void)state;
	char dir[] = "/tmp/ktour-e2e-play-XXXXXX", file[PATH_MAX];
	assert_non_null(mkdtemp(dir));
	snprintf(file, sizeof file, "%s/game.txt", dir);
	pty_term *t = play5();
	click_path(t, tour, 3);
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Quit? Your path (3 squares) is not saved (s saves it). y/n");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_text(t, "Your game goes on");
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save");
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, file));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Saved 3 squares");
	assert_true(pty_send(t, "u"));
	wait_square(t, 2);
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Quit? Your path (2 squares) is not saved");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "Your game goes on");
	assert_true(pty_send(t, "U"));
	wait_square(t, 3);
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save");
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, file));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "overwrite");
	assert_true(pty_send(t, "y"));
	pty_assert_text(t, "Saved 3 squares");
	pty_assert_quit(t); /* saved: no question */
	assert_int_equal(unlink(file), 0);
	assert_int_equal(rmdir(dir), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_play_tour_by_keys, pty_teardown),
		cmocka_unit_test_teardown(test_play_tour_by_mouse, pty_teardown),
		cmocka_unit_test_teardown(test_play_refused_and_undo, pty_teardown),
		cmocka_unit_test_teardown(test_play_hint, pty_teardown),
		cmocka_unit_test_teardown(test_play_finish, pty_teardown),
		cmocka_unit_test_teardown(test_play_finish_save_session, pty_teardown),
		cmocka_unit_test_teardown(test_play_options, pty_teardown),
		cmocka_unit_test_teardown(test_play_big_mono, pty_teardown),
		cmocka_unit_test_teardown(test_play_help, pty_teardown),
		cmocka_unit_test_teardown(test_play_8x8_marks, pty_teardown),
		cmocka_unit_test_teardown(test_explorer_hands_over, pty_teardown),
		cmocka_unit_test_teardown(test_play_save, pty_teardown),
		cmocka_unit_test_teardown(test_play_doomed_finish, pty_teardown),
		cmocka_unit_test_teardown(test_play_fixed_squares_back, pty_teardown),
		cmocka_unit_test_teardown(test_play_start_moves, pty_teardown),
		cmocka_unit_test_teardown(test_play_leave_asks, pty_teardown),
		cmocka_unit_test_teardown(test_play_quit_after_save, pty_teardown),
		cmocka_unit_test_teardown(test_play_ctrl_c_asks, pty_teardown),
		cmocka_unit_test_teardown(test_play_hopeless_why, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
