/* SPDX-License-Identifier: MIT */
/* What the board, the stack and the status line show, as data, without
 * curses: the one place where the explorer decides what stands on a
 * square, what each line of the stack says and which words the status
 * line uses.  The views (view_board.c, view_stack.c, view_status.c) draw
 * it with the terminal's glyphs and colours; the pictures
 * (src/ui/render/scene_build.c) paint the same decisions with cairo, so
 * that a picture and the screen cannot drift apart. */
#ifndef KTOUR_UI_PANEL_MODEL_H
#define KTOUR_UI_PANEL_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "frame.h"
#include "ui/base/palette.h"

/* ---- the board ------------------------------------------------------- */

/* What stands on a square, in the order of precedence the board keeps:
 * the cursor or the knight, a visited square (a replay's departure
 * first), the next candidate, a forced square of the look-ahead, a
 * fading retreat mark, a candidate, a cut-off square, else nothing. */
typedef enum square_kind {
	SQK_EMPTY = 0,
	SQK_CURSOR,   /* the start-square cursor (o, Enter) */
	SQK_KNIGHT,   /* the last square of the path */
	SQK_DEPARTED, /* visited, reached by a move that was not Warnsdorff's */
	SQK_VISITED,
	SQK_NEXT,     /* the candidate tried next */
	SQK_FORCED,   /* look-ahead: the knight's neighbour with one way left */
	SQK_RETREAT,  /* retreated from lately (its fade: 1, 2, 3) */
	SQK_CAND,     /* a candidate of the knight's depth, not tried yet */
	SQK_DEAD,     /* look-ahead: no way in is left */
} square_kind;

typedef struct board_marks {
	ksq knight, next, cursor;
	bool play;      /* play mode: legal squares numbered, the cursor a cell */
	ksq legal[8];   /* play: the square of move k+1, or KSQ_NONE */
	ksq pcursor;    /* play: the cursor */
	ksq cand[8];    /* the knight's untried candidates, next first */
	int ncand;
	ksq adj[8];     /* the knight's neighbours (forced squares are among them) */
	bool prune;     /* look-ahead: forced and cut-off squares are marked */
} board_marks;

/* The marks of frame f now. */
void board_marks_build(const ui_frame *f, board_marks *m);
/* f->moveno (the frame's scratch): per square its move number, 0 off the
 * path.  square_kind() reads it for a replay's departures. */
void board_fill_numbers(const ui_frame *f);
/* What stands on sq; *fade (may be NULL) gets a retreat's fade, 1 (just
 * now) to 3, else 0. */
square_kind board_square_kind(const ui_frame *f, const board_marks *m, ksq sq, int *fade);
/* Play mode: the move (1..8) that goes to sq, else 0. */
int board_legal_move(const board_marks *m, ksq sq);

/* ---- the stack ------------------------------------------------------- */

/* A candidate on a line of the stack, in trial order. */
typedef enum stack_cand_state {
	SC_UNTRIED = 0,
	SC_TRIED,
	SC_CURRENT, /* being explored below */
	SC_NEXT,    /* the knight's own line: tried next */
} stack_cand_state;

typedef struct stack_row {
	int32_t move;      /* the square's move number, 1.. */
	ksq sq;
	bool top;          /* the knight's own line */
	bool forced;       /* the move out of it was forced ('!') */
	bool departed;     /* replay: not Warnsdorff's choice ('*' instead) */
	bool abandoned;    /* the square just given up, after a retreat */
	ksq cand[8];
	int8_t cand_degree[8];
	uint8_t cand_state[8]; /* stack_cand_state */
	int ncand;         /* 0 when the note stands instead of them */
	const char *note;  /* after the candidates, or instead: "(all tried)",
			      "tour complete", "no candidates", why a square
			      was abandoned ...; NULL: none */
	const char *note_short; /* a note that stands alone, in fewer words
				   ("tour!", "none"); NULL: none */
	role note_role;
} stack_row;

/* The line of depth d (0-based, below f->v.depth); false when the
 * engine cannot say.  Where the words say stack_path_only (play), the
 * square alone: no candidates, no note. */
bool stack_row_at(const ui_frame *f, int32_t d, stack_row *r);
/* After a retreat, the square given up and why; false when the last step
 * was no retreat. */
bool stack_row_abandoned(const ui_frame *f, stack_row *r);

/* ---- the status line ------------------------------------------------- */

#define STATUS_PIECE_MAX 160

/* The settings in the pieces the status line keeps whole where it can:
 * the engine and its settings, the board and start, the seed (a replay:
 * the path's summary; play: the game).  Returns how many. */
int status_pieces(const ui_frame *f, char piece[][STATUS_PIECE_MAX]);
/* The same for the search of v, outside a frame. */
int status_pieces_of(const engine_view *v, char piece[][STATUS_PIECE_MAX]);
/* The state word ("PAUSED", "RUN UNTIL depth 20", "GOING TO 3,000,000",
 * "SOLUTION 3 FOUND", "YOUR MOVE") and its role; buf (RUN_BADGE_MAX bytes
 * or more) holds it when it is made up.  A run's words come from
 * run_badge() (ui/app/run_badge.h). */
const char *status_state(const ui_frame *f, role *r, char *buf, size_t len);
/* The same with a run's badge shortened to w columns with ell. */
const char *status_state_in(const ui_frame *f, int w, const char *ell, role *r, char *buf,
			    size_t len);

#endif
