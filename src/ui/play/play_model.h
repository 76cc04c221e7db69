/* SPDX-License-Identifier: MIT */
/* Play mode's model (ktour play): the student's path, the undo and redo
 * stacks, the move and undo counters, the legality of a move with the
 * reason it is refused, the result at the end, and the hint (Warnsdorff's
 * choice and whether a tour is still possible, decided by the backtrack
 * engine with a bounded search from the path as a fixed prefix).
 *
 * No curses and no clock: tested in tests/unit/test_ui_play_model.c.  The
 * explorer shows the path as a replay (session_play.c); this model is
 * what the keys change. */
#ifndef KTOUR_UI_PLAY_MODEL_H
#define KTOUR_UI_PLAY_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/board.h"
#include "ktour/engine.h"

/* Why a square is refused (PLAY_OK: it was taken). */
typedef enum play_refusal {
	PLAY_OK = 0,
	PLAY_OFF_BOARD,   /* outside the board (a click beside it, a digit's
			     move that leaves it) */
	PLAY_VISITED,     /* already on the path */
	PLAY_NOT_KNIGHT,  /* not a knight's move from the knight's square */
	PLAY_HERE,        /* the knight's own square */
	PLAY_OVER,        /* the game is over: no move is left */
} play_refusal;

typedef enum play_result {
	PLAY_ON = 0,      /* moves are left */
	PLAY_TOUR,        /* every square visited, the last not a move from the first */
	PLAY_CLOSED_TOUR, /* every square visited, the knight can return */
	PLAY_STUCK,       /* squares are left but no move */
} play_result;

typedef struct play_model {
	board b;
	bool closed;       /* the student asked for a closed tour (--closed) */
	ksq *path;         /* path[0..len-1]; path[len-1] is the knight */
	int32_t len;
	ksq *redo;         /* undone squares, the next to redo last */
	int32_t nredo;
	bool *visited;
	uint64_t moves;    /* moves made (redo counts as a move) */
	uint64_t undos;
} play_model;

/* A board of spec with the knight on start and, when prefix_len > 0, the
 * squares of prefix taken first (prefix[0] then replaces start).  False
 * with a message in err (a bad board, a prefix that is not a path, out of
 * memory); m is then freed. */
bool play_init(play_model *m, const board_spec *spec, ksq start, bool closed, const ksq *prefix,
	       int32_t prefix_len, char *err, size_t errlen);
void play_free(play_model *m);

/* Is sq (KSQ_NONE or anything outside the board: off the board) a legal
 * next square?  Why not, if not. */
play_refusal play_check(const play_model *m, ksq sq);
/* Move there when legal (the redo stack is then emptied). */
play_refusal play_move(play_model *m, ksq sq);
/* A square chosen (a click, Enter on the cursor): a move to it, or
 * before the first move (the knight alone on the board) a new start when
 * it is not a knight's move away (*started then true).  The refusals are
 * play_move()'s. */
play_refusal play_choose(play_model *m, ksq sq, bool *started);
/* Move number k (1..8, the knight's moves in the order the board numbers
 * them); *to gets its square (KSQ_NONE when it leaves the board). */
play_refusal play_move_number(play_model *m, int k, ksq *to);
/* The legal squares by move number: out[k] for move k+1, KSQ_NONE where
 * it is not legal; returns how many are legal. */
int play_legal(const play_model *m, ksq out[8]);
/* Take the last move back / make the last undone move again; false when
 * there is none (the first square is never undone). */
bool play_undo(play_model *m);
bool play_redo(play_model *m);

play_result play_state(const play_model *m);

/* "c3 is already visited (move 5)." ...: the refusal of sq as a sentence. */
void play_refusal_text(const play_model *m, play_refusal r, ksq sq, char *out, size_t outlen);
/* "Closed tour: all 25 squares ..." / "Stuck after 17 moves ..." /
 * "" while the game is on. */
void play_result_text(const play_model *m, char *out, size_t outlen);

typedef enum play_verdict {
	HINT_YES = 0,   /* the search found a tour that starts with the path */
	HINT_NO,        /* none can: a square cut off, or the search finished */
	HINT_UNKNOWN,   /* the search ran out of steps */
	HINT_OVER,      /* no move left, or the tour is done */
} play_verdict;

typedef struct play_hint {
	ksq best;           /* Warnsdorff's choice (fewest onward moves, lowest
			       move number on a tie); KSQ_NONE when none */
	int best_degree;
	int best_move;      /* its move number 1..8 */
	int ntied;          /* squares sharing the fewest onward moves */
	play_verdict verdict;
	ksq cut_off;        /* HINT_NO: an unvisited square no path can reach
			       any more; KSQ_NONE when the search decided */
	char why[200];      /* HINT_NO: the look-ahead's other reasons, a
			       clause ("e1 and e5 each have ..."); "" none */
	uint64_t steps;     /* steps the search took */
	char verdict_line[120]; /* the verdict in a line (the message line) ... */
	char text[400];     /* ... and under the board, once: why, and Warnsdorff's
			       choice (or the result when the game is over) */
} play_hint;

/* The hint with a search of at most max_steps steps (backtracking with
 * Stone's look-ahead and Warnsdorff's ordering, from the path). */
void play_hint_get(const play_model *m, uint64_t max_steps, play_hint *h);

/* The search that continues the player's path, for the hint and for f
 * when the settings' engine cannot (a walk takes no fixed path):
 * backtracking with Warnsdorff's ordering and the look-ahead.  Sets the
 * engine and those settings of cfg. */
void play_search_settings(engine_config *cfg);

/* The name of sq ("c3") into out (SQUARE_NAME_MAX bytes). */
void play_square_name(const play_model *m, ksq sq, char *out, size_t outlen);

#endif
