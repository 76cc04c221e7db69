/* The ? overlay: every key of the main screen (generated from the key
 * table, so it cannot drift from what the keys do) and what the marks on
 * the board and in the stack mean. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "keys.h"
#include "views.h"

#define HELP_MAX 80

typedef struct help_line {
	char keys[40];
	char text[80];
	role r;
} help_line;

/* After the keys: what the marks on the board and in the stack mean. */
typedef enum mark { MK_TEXT, MK_KNIGHT, MK_NEXT, MK_CAND, MK_RETREAT, MK_FORCED, MK_DEAD } mark;

static const struct {
	mark glyph;        /* shown in the key column; MK_TEXT: key instead */
	const char *key, *text;
	bool title;
} marks[] = {
	{MK_TEXT, "", "", false},
	{MK_TEXT, "Board", "", true},
	{MK_KNIGHT, "knight", "the knight: the end of the path", false},
	{MK_NEXT, "next", "the candidate tried next", false},
	{MK_CAND, "cand", "the other untried candidates", false},
	{MK_RETREAT, "retreat", "just backtracked from (fades)", false},
	{MK_FORCED, "forced", "forced square (--prune lookahead)", false},
	{MK_DEAD, "dead", "cut-off square (--prune lookahead)", false},
	{MK_TEXT, "7*", "replay: reached by a non-Warnsdorff move", false},
	{MK_TEXT, "Stack", "one line per move: # square: tried", true},
	{MK_TEXT, "", "[current] untried; ! = forced move", false},
	{MK_TEXT, "Degrees", "onward moves of each empty square;", true},
	{MK_TEXT, "", "0 = unreachable, 1 = next or last", false},
	{MK_TEXT, "Start", "Enter, arrows, Enter (or a click)", true},
	{MK_TEXT, "", "before the first step; r restarts", false},
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

static int build(const ui_frame *f, help_line *out, int max)
{
	size_t n;
	const key_binding *t = keys_table(&n);
	const glyphs *g = f->caps->g;
	int k = 0;
	for (size_t i = 0; i < n && k < max; i++) {
		if (!(t[i].modes & KM_MAIN) || !t[i].label)
			continue;
		const char *label = t[i].label;
		/* Arrow labels are UTF-8; ASCII terminals get words. */
		if (!f->caps->utf8 && strcmp(label, "\u2192") == 0)
			label = "Right";
		if (!f->caps->utf8 && strcmp(label, "\u2190") == 0)
			label = "Left";
		if (t[i].help) {
			snprintf(out[k].keys, sizeof out[k].keys, "%s", label);
			snprintf(out[k].text, sizeof out[k].text, "%s", t[i].help);
			out[k].r = R_KEY;
			k++;
		} else if (k > 0) {
			size_t at = strlen(out[k - 1].keys);
			snprintf(out[k - 1].keys + at, sizeof out[k - 1].keys - at, " %s", label);
		}
	}
	for (size_t i = 0; i < sizeof marks / sizeof marks[0] && k < max; i++, k++) {
		const char *glyph = mark_glyph(g, marks[i].glyph);
		snprintf(out[k].keys, sizeof out[k].keys, "%s", glyph ? glyph : marks[i].key);
		snprintf(out[k].text, sizeof out[k].text, "%s", marks[i].text);
		out[k].r = marks[i].title ? R_TITLE : R_NORMAL;
	}
	return k;
}

void view_help(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	help_line lines[HELP_MAX];
	int n = build(f, lines, HELP_MAX);
	int w = l->cols - 4 < 58 ? l->cols - 4 : 58;
	int h = l->rows - 2 < n + 3 ? l->rows - 2 : n + 3;
	int y0 = (l->rows - h) / 2, x0 = (l->cols - w) / 2;
	for (int y = 0; y < h; y++)
		draw_fill(y0 + y, x0, w, R_NORMAL);
	draw_box((rect){y0, x0, h, w}, f->caps->g, R_BORDER, "Help: keys and marks");
	int rows = h - 3, max_scroll = n - rows > 0 ? n - rows : 0;
	int scroll = f->app->help_scroll < max_scroll ? f->app->help_scroll : max_scroll;
	for (int i = 0; i < rows && scroll + i < n; i++) {
		const help_line *hl = &lines[scroll + i];
		int y = y0 + 1 + i;
		draw_str(y, x0 + 2, 14, hl->r == R_KEY ? R_TITLE : hl->r, hl->keys);
		draw_str(y, x0 + 17, w - 19, R_NORMAL, hl->text);
	}
	draw_str(y0 + h - 2, x0 + 2, w - 4, R_DIM,
		 max_scroll ? "Up/Down scroll; any other key closes this help"
			    : "Any key closes this help");
}
