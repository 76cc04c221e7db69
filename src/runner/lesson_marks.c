/* SPDX-License-Identifier: MIT */
/* The scene lines that point, ask and note (lesson_impl.h): highlight
 * SQ..., arrow SQ SQ, ask TEXT, answer TEXT, note TEXT.  The squares are
 * read as written and placed on the board once the scene's search is
 * known (its settings lines may come after them). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"
#include "ktour/square.h"
#include "lesson_impl.h"

/* The next word of v from *at: [*from, *at); false at the end. */
static bool next_word(const char *v, size_t *at, size_t *from)
{
	while (v[*at] == ' ' || v[*at] == '\t')
		(*at)++;
	if (!v[*at])
		return false;
	*from = *at;
	while (v[*at] && v[*at] != ' ' && v[*at] != '\t')
		(*at)++;
	return true;
}

/* The square v[from, at) into q. */
static bool read_square(const char *v, size_t from, size_t at, int line, lesson_square *q,
			char *err, size_t errlen)
{
	char text[sizeof q->name];
	size_t n = at - from;
	memset(q, 0, sizeof *q);
	if (n >= sizeof text) {
		snprintf(err, errlen, "%s is not a square", ESCAPE_QUOTE_N(v + from, n));
		return false;
	}
	memcpy(text, v + from, n);
	text[n] = '\0';
	if (!square_parse_raw(text, &q->algebraic, &q->x, &q->y, err, errlen))
		return false;
	q->line = line;
	q->col = (int)from;
	snprintf(q->name, sizeof q->name, "%s", text);
	return true;
}

static bool highlight(lesson_scene *sc, const char *v, int line, int *col, char *err,
		      size_t errlen)
{
	size_t at = 0, from = 0;
	int before = sc->nhighlight, base = *col;
	while (next_word(v, &at, &from)) {
		*col = base + (int)from;
		if (sc->nhighlight == LESSON_HIGHLIGHT_MAX) {
			snprintf(err, errlen, "highlight: at most %d squares a scene",
				 LESSON_HIGHLIGHT_MAX);
			return false;
		}
		lesson_square *q = &sc->highlight[sc->nhighlight];
		if (!read_square(v, from, at, line, q, err, errlen))
			return false;
		q->col = *col;
		sc->nhighlight++;
	}
	if (sc->nhighlight == before) {
		snprintf(err, errlen, "highlight: which squares? (highlight c3 e4)");
		return false;
	}
	return true;
}

static bool arrow(lesson_scene *sc, const char *v, int line, int *col, char *err, size_t errlen)
{
	size_t at = 0, from = 0;
	lesson_square *ends[2] = {&sc->arrow_from, &sc->arrow_to};
	if (sc->arrow) {
		*col = 1;
		snprintf(err, errlen, "arrow: one arrow a scene (line %d drew one)",
			 sc->arrow_from.line);
		return false;
	}
	for (int i = 0; i < 2; i++) {
		if (!next_word(v, &at, &from)) {
			*col += (int)at;
			snprintf(err, errlen, "arrow: from which square to which? (arrow b1 c3)");
			return false;
		}
		if (!read_square(v, from, at, line, ends[i], err, errlen)) {
			*col += (int)from;
			return false;
		}
		ends[i]->col = *col + (int)from;
	}
	if (next_word(v, &at, &from)) {
		*col += (int)from;
		snprintf(err, errlen, "arrow: two squares, not %s too", ESCAPE_QUOTE(v + from));
		return false;
	}
	sc->arrow = true;
	return true;
}

/* Text lines that add up (ask, answer, note): to[] gets " " and v. */
static bool add_text(char *to, size_t tolen, const char *what, const char *v, char *err,
		     size_t errlen)
{
	size_t have = strlen(to), add = strlen(v);
	if (!add) {
		snprintf(err, errlen, "%s: which words?", what);
		return false;
	}
	if (have + 1 + add >= tolen) {
		snprintf(err, errlen, "%s: at most %d characters a scene", what, (int)tolen - 1);
		return false;
	}
	if (have)
		strcat(to, " ");
	strcat(to, v);
	return true;
}

bool lesson_marks_line(lesson_scene *sc, const char *key, const char *v, int line, int *col,
		       char *err, size_t errlen)
{
	if (strcmp(key, "highlight") == 0)
		return highlight(sc, v, line, col, err, errlen);
	if (strcmp(key, "arrow") == 0)
		return arrow(sc, v, line, col, err, errlen);
	if (strcmp(key, "note") == 0)
		return add_text(sc->note, sizeof sc->note, key, v, err, errlen);
	if (strcmp(key, "ask") == 0) {
		if (sc->answer[0]) {
			*col = 1;
			snprintf(err, errlen, "ask: one question a scene, and its answer after it");
			return false;
		}
		return add_text(sc->ask, sizeof sc->ask, key, v, err, errlen);
	}
	if (!sc->ask[0]) {
		*col = 1;
		snprintf(err, errlen, "answer: to which question? put 'ask TEXT' before it");
		return false;
	}
	return add_text(sc->answer, sizeof sc->answer, key, v, err, errlen);
}

/* q on the board of spec: its row and column, or false. */
static bool place(lesson_square *q, const board_spec *spec, const char *what, char *err,
		  size_t errlen)
{
	long r = q->algebraic ? spec->rows - q->y : q->x, c = q->algebraic ? q->x : q->y;
	if (r < 0 || r >= spec->rows || c < 0 || c >= spec->cols) {
		snprintf(err, errlen, "%s: %s is not on the %dx%d board", what,
			 ESCAPE_QUOTE(q->name), spec->rows, spec->cols);
		return false;
	}
	q->row = (int)r;
	q->col0 = (int)c;
	return true;
}

/* Is (dr, dc) one of the leaper's eight moves? */
static bool is_move(const board_spec *spec, int dr, int dc)
{
	for (int k = 0; k < 8; k++) {
		int mr, mc;
		board_move_step(spec->lea, spec->leb, k, &mr, &mc);
		if (mr == dr && mc == dc)
			return true;
	}
	return false;
}

bool lesson_marks_place(lesson_scene *sc, const board_spec *spec, int *line, int *col, char *err,
			size_t errlen)
{
	for (int i = 0; i < sc->nhighlight; i++) {
		*line = sc->highlight[i].line;
		*col = sc->highlight[i].col;
		if (!place(&sc->highlight[i], spec, "highlight", err, errlen))
			return false;
	}
	if (!sc->arrow)
		return true;
	lesson_square *a = &sc->arrow_from, *b = &sc->arrow_to;
	*line = a->line;
	*col = a->col;
	if (!place(a, spec, "arrow", err, errlen))
		return false;
	*col = b->col;
	if (!place(b, spec, "arrow", err, errlen))
		return false;
	*col = a->col;
	if (!is_move(spec, b->row - a->row, b->col0 - a->col0)) {
		bool knight = spec->lea == 1 && spec->leb == 2;
		char who[40] = "knight";
		if (!knight)
			snprintf(who, sizeof who, "(%d,%d) leaper", spec->lea, spec->leb);
		snprintf(err, errlen, "arrow: %s to %s is not a %s's move", ESCAPE_QUOTE(a->name),
			 ESCAPE_QUOTE(b->name), who);
		return false;
	}
	return true;
}
