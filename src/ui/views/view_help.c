/* SPDX-License-Identifier: MIT */
/* The ? overlay: every key of the main screen (generated from the key
 * table, so it cannot drift from what the keys do), what the marks on the
 * board and in the stack mean, and every counter of the status line; in
 * play mode, play's keys, marks and counters only; for a construction
 * (divide), its cycles, its recursion and its counters.
 * Long entries wrap under their text column; the overlay scrolls. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/draw.h"
#include "ui/app/keys.h"
#include "views.h"

#define HELP_MAX 160

typedef struct help_line {
	char keys[40];
	char text[FIT_LINE_MAX];
	role r;        /* of the key column; R_TITLE: a heading over both */
} help_line;

/* After the keys: the marks and the counters. */
typedef enum mark { MK_TEXT, MK_KNIGHT, MK_NEXT, MK_CAND, MK_RETREAT, MK_FORCED, MK_DEAD } mark;

typedef struct help_mark {
	mark glyph;        /* shown in the key column; MK_TEXT: key instead */
	const char *key, *text;
	bool title;
} help_mark;

/* Play mode shows none of a search's marks: its own. */
static const help_mark play_marks[] = {
	{MK_TEXT, "Board", "", true},
	{MK_KNIGHT, "knight", "the knight: the end of your path", false},
	{MK_TEXT, "(3)", "a legal move: 3 moves the knight there (small, in parentheses, in big "
			 "numerals)",
	 false},
	{MK_TEXT, "7", "a visited square: its place in your path", false},
	{MK_TEXT, "7*", "reached by a move that was not Warnsdorff's", false},
	{MK_TEXT, "cursor", "the square the arrows move: Enter moves the knight there", false},
	{MK_TEXT, "Your path", "", true},
	{MK_TEXT, "", "one line per move: its number, its square, then the moves open from it: "
		      "[the one taken] (on the last line: Warnsdorff's choice), the others; e4\u00b3 "
		      "(e4:3): e4 had 3 onward moves",
	 false},
	{MK_TEXT, "Onward moves", "", true},
	{MK_TEXT, "", "each empty square's unvisited neighbours, 0 to 8: 0 can no longer be "
		      "reached, 1 must come next or last; Warnsdorff goes where they are fewest",
	 false},
	{MK_TEXT, "Status line", "", true},
	{MK_TEXT, "YOUR MOVE", "the game is on; at the end TOUR, CLOSED TOUR or STUCK", false},
	{MK_TEXT, "square", "squares on your path, of all the board's", false},
	{MK_TEXT, "moves", "moves made (a redo is one too)", false},
	{MK_TEXT, "undos", "moves taken back", false},
};

static const help_mark marks[] = {
	{MK_TEXT, "Board", "", true},
	{MK_KNIGHT, "knight", "the knight: the end of the path", false},
	{MK_NEXT, "next", "the candidate tried next", false},
	{MK_CAND, "cand", "the other untried candidates", false},
	{MK_RETREAT, "retreat", "just backtracked from (fades)", false},
	{MK_FORCED, "forced", "forced square (--prune lookahead)", false},
	{MK_DEAD, "dead", "cut-off square (--prune lookahead)", false},
	{MK_TEXT, "7*", "replay: reached by a move that was not Warnsdorff's", false},
	{MK_TEXT, "Search stack", "", true},
	{MK_TEXT, "", "one line per move: its number, its square, ! when the move out of it "
		      "was forced, then its candidates in trial order: tried ones dim, [current], "
		      "untried ones plain; e4\u00b3 (e4:3): e4 has 3 onward moves",
	 false},
	{MK_TEXT, "all tried", "the last line after a backtrack: the square given up had every "
			       "candidate searched",
	 false},
	{MK_TEXT, "dead end", "... it had no move at all: no unvisited square a knight's move "
			      "away",
	 false},
	{MK_TEXT, "Onward moves", "", true},
	{MK_TEXT, "", "each empty square's unvisited neighbours, 0 to 8: 0 can no longer be "
		      "reached, 1 must come next or last; h shows them on the board",
	 false},
	{MK_TEXT, "Status line", "", true},
	{MK_TEXT, "step", "steps taken: each move on, back or tour found is one", false},
	{MK_TEXT, "adv", "advances: moves onto a new square", false},
	{MK_TEXT, "back", "backtracks: squares taken back off the path", false},
	{MK_TEXT, "sol", "solutions: tours found so far", false},
	{MK_TEXT, "depth", "squares on the path now, of all the board's", false},
	{MK_TEXT, "deepest", "the longest path so far", false},
	{MK_TEXT, "walk", "Warnsdorff and Irwin: walks begun", false},
	{MK_TEXT, "stuck", "walks that got stuck before covering the board", false},
	{MK_TEXT, "square", "replay: the square shown, of the path's", false},
	{MK_TEXT, "10/s", "the speed chosen (max: as fast as it goes)", false},
	{MK_TEXT, "1234/s", "steps per second of the run (- before any)", false},
	{MK_TEXT, "0:12.3", "time spent running", false},
	{MK_TEXT, "Start", "", true},
	{MK_TEXT, "", "Enter, arrows, Enter (or a click) before the first step; r restarts", false},
};

/* A construction (divide) has no knight and no search: its cycles. */
static const help_mark build_marks[] = {
	{MK_TEXT, "Board", "", true},
	{MK_TEXT, "7", "a laid square: its place on its cycle, in the cycle's colour (1 on the "
		       "cycle's first square); once built, its place on the tour",
	 false},
	{MK_TEXT, "a7", "without colour: the cycle's letter before the place", false},
	{MK_TEXT, "join", "the squares of the last join's moves stand out", false},
	{MK_TEXT, "Recursion stack", "", true},
	{MK_TEXT, "", "one line per level, from the board to the rectangle of the last step: "
		      "its size, its top-left corner, how far it is (part 2/4, joins 1/3, laid)",
	 false},
	{MK_TEXT, "Status line", "", true},
	{MK_TEXT, "step", "steps taken, of all: a block laid, a join, the tour, the end", false},
	{MK_TEXT, "laid", "base blocks laid, of all", false},
	{MK_TEXT, "joins", "joins made (two cycles made one), of all", false},
	{MK_TEXT, "cycles", "closed cycles on the board now; one at the end: the tour", false},
	{MK_TEXT, "sol", "the tour, once walked round", false},
	{MK_TEXT, "10/s", "the speed chosen (max: as fast as it goes)", false},
	{MK_TEXT, "1234/s", "steps per second of the run (- before any)", false},
	{MK_TEXT, "0:12.3", "time spent running", false},
};

static const char *mark_glyph(const glyphs *g, mark m)
{
	switch (m) {
	case MK_KNIGHT: return g->knight;
	case MK_NEXT: return g->next;
	case MK_CAND: return g->cand;
	case MK_RETREAT: return g->retreat;
	case MK_FORCED: return g->forced;
	case MK_DEAD: return g->dead;
	default: return NULL;
	}
}

static int add(help_line *out, int k, const char *keys, const char *text, role r)
{
	if (k >= HELP_MAX)
		return k;
	snprintf(out[k].keys, sizeof out[k].keys, "%s", keys);
	snprintf(out[k].text, sizeof out[k].text, "%s", text);
	out[k].r = r;
	return k + 1;
}

/* The keys of the rows in mode that are also (or are not) in the modes of
 * `also`, as `in_also` says (also 0: all of them), in table order, from
 * out[k]; returns the next k. */
static int add_keys(const ui_frame *f, help_line *out, int k, unsigned mode, unsigned also,
		    bool in_also)
{
	size_t n;
	const key_binding *t = keys_table(&n);
	for (size_t i = 0; i < n; i++) {
		if (!(t[i].modes & mode) || !t[i].label ||
		    (also && ((t[i].modes & also) != 0) != in_also))
			continue;
		const char *label = t[i].label;
		/* Arrow labels are UTF-8; ASCII terminals get words. */
		if (!f->caps->utf8 && strcmp(label, "\u2192") == 0)
			label = "Right";
		if (!f->caps->utf8 && strcmp(label, "\u2190") == 0)
			label = "Left";
		if (t[i].help) {
			k = add(out, k, label, t[i].help, R_KEY);
		} else if (k > 0) {
			size_t at = strlen(out[k - 1].keys);
			snprintf(out[k - 1].keys + at, sizeof out[k - 1].keys - at, " %s", label);
		}
	}
	return k;
}

static int build(const ui_frame *f, help_line *out)
{
	const glyphs *g = f->caps->g;
	int k = 0;
	if (f->app->lesson.on && f->app->screen != MODE_PLAY) { /* the scene keys first */
		k = add(out, k, "Lesson", "", R_TITLE);
		k = add_keys(f, out, k, KM_LESSON, 0, false);
		k = add(out, k, "Explorer", "", R_TITLE);
	}
	if (f->app->screen == MODE_PLAY) /* play's own keys first, then those it shares */
		k = add_keys(f, out, add_keys(f, out, 0, KM_PLAY, KM_MAIN, false), KM_PLAY,
			     KM_MAIN, true);
	else
		k = add_keys(f, out, k, KM_MAIN, 0, false);
	bool play = f->app->screen == MODE_PLAY;
	const help_mark *mk = play ? play_marks : f->v.build ? build_marks : marks;
	size_t nmk = play	    ? sizeof play_marks / sizeof play_marks[0]
		     : f->v.build ? sizeof build_marks / sizeof build_marks[0]
				  : sizeof marks / sizeof marks[0];
	for (size_t i = 0; i < nmk; i++) {
		const char *glyph = mark_glyph(g, mk[i].glyph);
		k = add(out, k, glyph ? glyph : mk[i].key, mk[i].text,
			mk[i].title ? R_TITLE : R_NORMAL);
	}
	return k;
}

/* The entries as screen lines: the text wrapped under its column. */
typedef struct screen_line {
	const char *keys; /* NULL on a continuation line */
	char text[FIT_LINE_MAX];
	role r;
} screen_line;

static int lay_out(const help_line *in, int n, int tw, screen_line *out, int max)
{
	int k = 0;
	for (int i = 0; i < n && k < max; i++) {
		fit_line l[8];
		int m = in[i].text[0] ? fit_wrap(in[i].text, tw, tw, 8, draw_ellipsis(), l) : 0;
		out[k].keys = in[i].keys;
		out[k].r = in[i].r;
		out[k].text[0] = '\0';
		for (int j = 0; j < m || j == 0; j++) {
			if (j > 0) {
				if (++k >= max)
					return k;
				out[k].keys = NULL;
				out[k].r = in[i].r;
				out[k].text[0] = '\0';
			}
			if (j < m)
				memcpy(out[k].text, l[j].text, sizeof out[k].text);
		}
		k++;
	}
	return k;
}

void view_help(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	static help_line entries[HELP_MAX];
	static screen_line lines[HELP_MAX * 3];
	int ne = build(f, entries);
	int w = l->cols - 4 < 66 ? l->cols - 4 : 66;
	/* key column: 14 wide, 10 on a narrow screen; text to the border
	 * less a blank */
	int kw = w >= 56 ? 14 : 10, tw = w - 4 - kw - 1;
	int n = lay_out(entries, ne, tw, lines, HELP_MAX * 3);
	int h = l->rows - 2 < n + 3 ? l->rows - 2 : n + 3;
	int y0 = (l->rows - h) / 2, x0 = (l->cols - w) / 2;
	for (int y = 0; y < h; y++)
		draw_fill(y0 + y, x0, w, R_NORMAL);
	draw_box((rect){y0, x0, h, w}, f->caps->g, R_BORDER, "Help: keys, marks, counters");
	int rows = h - 3, max_scroll = n - rows > 0 ? n - rows : 0;
	int scroll = f->app->help_scroll < max_scroll ? f->app->help_scroll : max_scroll;
	for (int i = 0; i < rows && scroll + i < n; i++) {
		const screen_line *sl = &lines[scroll + i];
		int y = y0 + 1 + i;
		if (sl->r == R_TITLE && sl->keys) {
			draw_text(y, x0 + 2, w - 5, R_TITLE, sl->keys);
			continue;
		}
		if (sl->keys)
			draw_text(y, x0 + 2, kw - 1, sl->r == R_KEY ? R_TITLE : sl->r, sl->keys);
		draw_text(y, x0 + 2 + kw, tw, R_NORMAL, sl->text);
	}
	draw_text(y0 + h - 2, x0 + 2, w - 5, R_DIM,
		  max_scroll ? "Up/Down scroll; any other key closes this help"
			     : "Any key closes this help");
}
