/* SPDX-License-Identifier: MIT */
/* Play mode's model (play_model.h). */
#include "play_model.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/square.h"
#include "ui/model/narrate.h"

void play_free(play_model *m)
{
	board_free(&m->b);
	free(m->path);
	free(m->redo);
	free(m->visited);
	memset(m, 0, sizeof *m);
}

static bool on_board(const play_model *m, ksq sq)
{
	return sq >= 0 && sq < m->b.nsq;
}

void play_square_name(const play_model *m, ksq sq, char *out, size_t outlen)
{
	square_name_algebraic(m->b.rows, board_row(&m->b, sq), board_col(&m->b, sq), out,
			      outlen);
}

static ksq knight(const play_model *m)
{
	return m->path[m->len - 1];
}

/* Take sq (known legal) onto the path. */
static void take(play_model *m, ksq sq)
{
	m->path[m->len++] = sq;
	m->visited[sq] = true;
}

bool play_init(play_model *m, const board_spec *spec, ksq start, bool closed, const ksq *prefix,
	       int32_t prefix_len, char *err, size_t errlen)
{
	memset(m, 0, sizeof *m);
	if (!board_init(&m->b, spec, err, errlen))
		return false;
	size_t n = (size_t)m->b.nsq;
	m->path = malloc(n * sizeof *m->path);
	m->redo = malloc(n * sizeof *m->redo);
	m->visited = calloc(n, sizeof *m->visited);
	if (!m->path || !m->redo || !m->visited) {
		snprintf(err, errlen, "out of memory for a %dx%d board", m->b.rows, m->b.cols);
		play_free(m);
		return false;
	}
	m->closed = closed;
	ksq first = prefix_len > 0 ? prefix[0] : start == KSQ_NONE ? 0 : start;
	if (!on_board(m, first)) {
		snprintf(err, errlen, "the start square is off the %dx%d board", m->b.rows,
			 m->b.cols);
		play_free(m);
		return false;
	}
	take(m, first);
	for (int32_t i = 1; i < prefix_len; i++) {
		if (play_check(m, prefix[i]) != PLAY_OK) {
			snprintf(err, errlen, "square %d of the path cannot follow the ones "
					      "before it", (int)i + 1);
			play_free(m);
			return false;
		}
		take(m, prefix[i]);
	}
	return true;
}

play_refusal play_check(const play_model *m, ksq sq)
{
	if (play_state(m) != PLAY_ON)
		return PLAY_OVER;
	if (!on_board(m, sq))
		return PLAY_OFF_BOARD;
	if (sq == knight(m))
		return PLAY_HERE;
	if (board_move_between(&m->b, knight(m), sq) < 0)
		return PLAY_NOT_KNIGHT;
	if (m->visited[sq])
		return PLAY_VISITED;
	return PLAY_OK;
}

play_refusal play_move(play_model *m, ksq sq)
{
	play_refusal r = play_check(m, sq);
	if (r == PLAY_OK) {
		take(m, sq);
		m->nredo = 0;
		m->moves++;
	}
	return r;
}

play_refusal play_choose(play_model *m, ksq sq, bool *started)
{
	*started = false;
	if (m->len != 1 || !on_board(m, sq) || sq == knight(m) || play_check(m, sq) == PLAY_OK)
		return play_move(m, sq);
	/* before the first move, not a move (nor a start with no move at all):
	 * the start goes there, and what was undone back to it goes too, as
	 * after a move */
	m->visited[m->path[0]] = false;
	m->path[0] = sq;
	m->visited[sq] = true;
	m->nredo = 0;
	*started = true;
	return PLAY_OK;
}

play_refusal play_move_number(play_model *m, int k, ksq *to)
{
	*to = k >= 1 && k <= 8 ? board_target(&m->b, knight(m), k - 1) : KSQ_NONE;
	if (play_state(m) != PLAY_ON)
		return PLAY_OVER;
	return play_move(m, *to);
}

int play_legal(const play_model *m, ksq out[8])
{
	int n = 0;
	for (int k = 0; k < 8; k++) {
		ksq t = board_target(&m->b, knight(m), k);
		out[k] = t != KSQ_NONE && !m->visited[t] ? t : KSQ_NONE;
		n += out[k] != KSQ_NONE;
	}
	return n;
}

bool play_undo(play_model *m)
{
	if (m->len <= 1)
		return false;
	ksq sq = m->path[--m->len];
	m->visited[sq] = false;
	m->redo[m->nredo++] = sq;
	m->undos++;
	return true;
}

bool play_redo(play_model *m)
{
	if (m->nredo == 0)
		return false;
	take(m, m->redo[--m->nredo]);
	m->moves++;
	return true;
}

play_result play_state(const play_model *m)
{
	if (m->len == m->b.nsq)
		return board_move_between(&m->b, knight(m), m->path[0]) >= 0 ? PLAY_CLOSED_TOUR
									    : PLAY_TOUR;
	ksq legal[8];
	return play_legal(m, legal) ? PLAY_ON : PLAY_STUCK;
}

void play_refusal_text(const play_model *m, play_refusal r, ksq sq, char *out, size_t outlen)
{
	char name[SQUARE_NAME_MAX], at[SQUARE_NAME_MAX];
	if (on_board(m, sq))
		play_square_name(m, sq, name, sizeof name);
	else
		snprintf(name, sizeof name, "That square");
	play_square_name(m, knight(m), at, sizeof at);
	switch (r) {
	case PLAY_OK: snprintf(out, outlen, "%s.", name); break;
	case PLAY_OFF_BOARD:
		snprintf(out, outlen, "Refused: that move leads off the board.");
		break;
	case PLAY_VISITED: {
		int32_t i = 0;
		while (i < m->len && m->path[i] != sq)
			i++;
		snprintf(out, outlen, "Refused: %s is already visited (square %d of the path).",
			 name, (int)i + 1);
		break;
	}
	case PLAY_NOT_KNIGHT:
		snprintf(out, outlen, "Refused: %s is not a knight's move from %s.", name, at);
		break;
	case PLAY_HERE: snprintf(out, outlen, "Refused: the knight is on %s already.", at); break;
	case PLAY_OVER:
		snprintf(out, outlen, "No move is left: u takes the last one back.");
		break;
	}
}

void play_result_text(const play_model *m, char *out, size_t outlen)
{
	unsigned long long undos = (unsigned long long)m->undos;
	const char *es = undos == 1 ? "" : "s";
	char all[40];
	switch (play_state(m)) {
	case PLAY_ON: out[0] = '\0'; break;
	case PLAY_CLOSED_TOUR:
		snprintf(out, outlen,
			 "Closed tour! All %d squares, and the knight can return to the "
			 "start (%llu undo%s).",
			 (int)m->b.nsq, undos, es);
		break;
	case PLAY_TOUR:
		narrate_all_squares((int)m->b.nsq, all, sizeof all);
		all[0] = (char)(all[0] - 'a' + 'A');
		snprintf(out, outlen, "Tour! %s%s (%llu undo%s).", all,
			 m->closed ? ", but not closed: the start is not a move away" : "",
			 undos, es);
		break;
	case PLAY_STUCK:
		snprintf(out, outlen,
			 "Stuck after %d move%s: %d square%s left and none is a move away "
			 "(u undo).",
			 (int)m->len - 1, m->len == 2 ? "" : "s", (int)(m->b.nsq - m->len),
			 m->b.nsq - m->len == 1 ? " is" : "s are");
		break;
	}
}
