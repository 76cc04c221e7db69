/* SPDX-License-Identifier: MIT */
/* Screen rules read back from the screen (screen_rules.h). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/screen_rules.h"

/* ---- reading the screen ---------------------------------------------- */

uint32_t scr_at(pty_term *t, int r, int c)
{
	return pty_cell(t, r, c).ch;
}

bool scr_is_digit(uint32_t ch)
{
	return ch >= '0' && ch <= '9';
}

bool scr_is_big(uint32_t ch)
{
	return ch == 0x2580 || ch == 0x2584 || ch == 0x2588; /* ▀ ▄ █ */
}

static bool is_corner(uint32_t ch, bool right, bool bottom)
{
	static const uint32_t u[2][2] = {{0x250c, 0x2510}, {0x2514, 0x2518}}; /* ┌┐└┘ */
	return ch == '+' || ch == u[bottom][right];
}

static bool is_vline(uint32_t ch)
{
	return ch == 0x2502 || ch == '|';
}

static bool is_hline(uint32_t ch)
{
	return ch == 0x2500 || ch == '-';
}

/* The box whose top left corner is at (r, c), traced along its edges. */
static bool trace_box(pty_term *t, int r, int c, box *b)
{
	if (!is_corner(scr_at(t, r, c), false, false))
		return false;
	b->top = r;
	b->left = c;
	b->right = c + 1;
	while (b->right < pty_cols(t) && !is_corner(scr_at(t, r, b->right), true, false))
		b->right++;
	b->bottom = r + 1;
	while (b->bottom < pty_rows(t) && !is_corner(scr_at(t, b->bottom, c), false, true))
		b->bottom++;
	if (b->right >= pty_cols(t) || b->bottom >= pty_rows(t))
		return false;
	/* a bottom edge: a line ending at the right corner (the top one may
	 * end with its title) */
	if (!is_hline(scr_at(t, b->bottom, b->right - 1)))
		return false;
	/* its other corners where they belong, its left edge a line */
	if (!is_corner(scr_at(t, b->bottom, b->right), true, true))
		return false;
	for (int y = r + 1; y < b->bottom; y++)
		if (!is_vline(scr_at(t, y, c)))
			return false;
	return b->right - b->left >= 2;
}

bool scr_find_box(pty_term *t, const char *title, box *b)
{
	int r, c;
	if (!pty_find_text(t, title, &r, &c) || c < 2)
		return false;
	return trace_box(t, r, c - 2, b);
}

bool scr_find_box_any(pty_term *t, const char *titles, box *b)
{
	char one[64];
	for (const char *p = titles; *p;) {
		size_t n = strcspn(p, "|");
		snprintf(one, sizeof one, "%.*s", (int)n, p);
		if (scr_find_box(t, one, b))
			return true;
		p += n + (p[n] == '|');
	}
	return false;
}

int scr_boxes(pty_term *t, box *out, int max)
{
	int n = 0;
	for (int r = 0; r < pty_rows(t) && n < max; r++)
		for (int c = 0; c < pty_cols(t) && n < max; c++) {
			box b;
			/* a corner that starts a top edge (not one of '+--+' in a line) */
			if (is_hline(scr_at(t, r, c + 1)) || scr_at(t, r, c + 1) == ' ')
				if (trace_box(t, r, c, &b))
					out[n++] = b;
		}
	return n;
}

static bool is_board(pty_term *t, const box *b)
{
	bool letters = false, ranks = false;
	for (int c = b->left + 1; c < b->right && !letters; c++)
		letters = scr_at(t, b->bottom, c) == 'a';
	for (int r = b->top + 1; r < b->bottom && !ranks; r++)
		ranks = b->left > 0 && scr_is_digit(scr_at(t, r, b->left - 1));
	return letters && ranks;
}

int scr_boards(pty_term *t, box *out, int max)
{
	box all[32];
	int n = scr_boxes(t, all, 32), k = 0;
	for (int i = 0; i < n && k < max; i++)
		if (is_board(t, &all[i]))
			out[k++] = all[i];
	return k;
}

void scr_cells_text(pty_term *t, int r, int from, int to, char *out, size_t len)
{
	size_t n = 0;
	for (int c = from < 0 ? 0 : from; c < to && n + 8 < len; c++) {
		pty_cell_info ci = pty_cell(t, r, c);
		size_t k = strlen(ci.text);
		memcpy(out + n, ci.text, k);
		n += k;
	}
	while (n > 0 && out[n - 1] == ' ')
		n--;
	out[n] = '\0';
	char *p = out;
	while (*p == ' ')
		p++;
	memmove(out, p, strlen(p) + 1);
}

bool scr_board_geo(pty_term *t, const box *b, board_geo *g)
{
	memset(g, 0, sizeof *g);
	g->y0 = b->top + 1;
	g->x0 = b->left + 1;
	/* the ranks: one number per row of squares */
	int first = -1, second = -1, ranks = 0;
	for (int r = b->top + 1; r < b->bottom; r++)
		if (b->left > 0 && scr_is_digit(scr_at(t, r, b->left - 1))) {
			ranks++;
			if (first < 0)
				first = r;
			else if (second < 0)
				second = r;
		}
	int inner = b->bottom - b->top - 1;
	if (ranks == 0)
		return false;
	g->rows = ranks;
	g->ch = second > 0 ? second - first : inner;
	/* the files: a letter under the middle of each column of squares */
	int fx[2] = {-1, -1}, files = 0;
	for (int c = b->left + 1; c < b->right; c++) {
		uint32_t ch = scr_at(t, b->bottom, c);
		if (ch >= 'a' && ch <= 'z') {
			if (files < 2)
				fx[files] = c;
			files++;
		}
	}
	if (files < 1)
		return false;
	g->cols = files;
	g->cw = files > 1 ? fx[1] - fx[0] : b->right - b->left - 1;
	return g->ch > 0 && g->cw > 0 && g->rows * g->ch <= inner;
}

/* The ink of one cell: bit 1 its upper half, bit 2 its lower half. */
static int ink_of(pty_term *t, int r, int c)
{
	uint32_t ch = scr_at(t, r, c);
	if (ch == 0x2580)
		return 1;
	if (ch == 0x2584)
		return 2;
	if (ch == 0x2588)
		return 3;
	/* ASCII big text: whole characters of '#', two or more side by side */
	if (ch == '#' && (scr_at(t, r, c - 1) == '#' || scr_at(t, r, c + 1) == '#' ||
			  scr_at(t, r - 1, c) == '#' || scr_at(t, r + 1, c) == '#'))
		return 3;
	return 0;
}

bool scr_ink_extent(pty_term *t, int y, int x, int h, int w, int *top, int *bottom)
{
	*top = -1;
	*bottom = -1;
	for (int r = y; r < y + h; r++)
		for (int c = x; c < x + w; c++) {
			int ink = ink_of(t, r, c);
			if (!ink)
				continue;
			int hi = 2 * (r - y) + ((ink & 1) ? 0 : 1);
			int lo = 2 * (r - y) + ((ink & 2) ? 1 : 0);
			if (*top < 0 || hi < *top)
				*top = hi;
			if (lo > *bottom)
				*bottom = lo;
		}
	return *top >= 0;
}

int scr_tallest_stroke(pty_term *t, int y, int x, int h, int w)
{
	int best = 0;
	for (int c = x; c < x + w; c++) {
		int run = 0;
		for (int r = y; r < y + h; r++) {
			int ink = ink_of(t, r, c);
			for (int half = 0; half < 2; half++) {
				run = (ink >> half) & 1 ? run + 1 : 0;
				best = run > best ? run : best;
			}
		}
	}
	return best;
}

bool scr_big_numerals(pty_term *t, const box *b)
{
	for (int r = b->top + 1; r < b->bottom; r++)
		for (int c = b->left + 1; c < b->right; c++)
			if (ink_of(t, r, c))
				return true;
	return false;
}

/* ---- the rules ----------------------------------------------------------- */

void scr_check_edges(pty_term *t)
{
	int last = pty_cols(t) - 1;
	for (int r = 0; r < pty_rows(t); r++) {
		uint32_t ch = scr_at(t, r, last);
		bool ok = ch == ' ' || ch == 0x2026 || ch == '.' || ch == '|' || ch == '+' ||
			  (ch >= 0x2500 && ch <= 0x257f);
		if (!ok) {
			pty_dump(t, stderr);
			fail_msg("row %d runs into the right edge", r);
		}
	}
	/* the footer's last hint is whole, or the footer ends with the
	 * ellipsis (its hints end with these words in every mode) */
	char *foot = pty_row_text(t, pty_rows(t) - 1);
	static const char *const ends[] = {"quit", "close", "cancel", "old file", "\u2026", "..."};
	bool whole = false;
	for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++) {
		size_t n = strlen(foot), k = strlen(ends[i]);
		whole |= n >= k && strcmp(foot + n - k, ends[i]) == 0;
	}
	free(foot);
	pty_assert(t, whole);
	/* a panel of text keeps a blank column before its right border */
	box all[32];
	int n = scr_boxes(t, all, 32);
	for (int i = 0; i < n; i++) {
		const box *b = &all[i];
		if (is_board(t, b))
			continue;
		for (int r = b->top + 1; r < b->bottom; r++) {
			uint32_t ch = scr_at(t, r, b->right - 1);
			if (ch != ' ' && !is_vline(ch)) {
				pty_dump(t, stderr);
				fail_msg("the box at row %d, column %d: row %d runs into its border",
					 b->top, b->left, r);
			}
		}
	}
}

void scr_check_borders(pty_term *t)
{
	box all[32];
	int n = scr_boxes(t, all, 32);
	for (int i = 0; i < n; i++) {
		const box *b = &all[i];
		for (int r = b->top + 1; r < b->bottom; r++)
			if (scr_is_digit(scr_at(t, r, b->left + 1)) ||
			    scr_is_digit(scr_at(t, r, b->right - 1))) {
				pty_dump(t, stderr);
				fail_msg("a number touches the border of the box at row %d, column %d "
					 "(row %d)",
					 b->top, b->left, r);
			}
	}
}

void scr_check_numbers_apart(pty_term *t, const box *b, int digits)
{
	for (int r = b->top + 1; r < b->bottom; r++) {
		int run = 0;
		for (int c = b->left + 1; c < b->right; c++) {
			run = scr_is_digit(scr_at(t, r, c)) ? run + 1 : 0;
			if (run > digits) {
				pty_dump(t, stderr);
				fail_msg("numbers touch on row %d at column %d", r, c);
			}
		}
	}
	int first = -1, second = -1;
	for (int c = b->left + 1; c < b->right && second < 0; c++) {
		uint32_t ch = scr_at(t, b->bottom, c);
		if (ch < 'a' || ch > 'z')
			continue;
		if (first < 0)
			first = c;
		else
			second = c;
	}
	pty_assert(t, first >= 0);
	if (second >= 0)
		pty_assert(t, second - first >= digits + 1);
}

void scr_check_one_height(pty_term *t, const box *b)
{
	board_geo g;
	if (!scr_board_geo(t, b, &g))
		return;
	int height = -1;
	for (int i = 0; i < g.rows; i++)
		for (int j = 0; j < g.cols; j++) {
			int top, bottom;
			if (!scr_ink_extent(t, g.y0 + i * g.ch, g.x0 + j * g.cw, g.ch, g.cw, &top,
					    &bottom))
				continue;
			int h = bottom - top + 1;
			if (height < 0)
				height = h;
			if (h != height) {
				pty_dump(t, stderr);
				fail_msg("square (%d, %d) of the board at row %d: big text %d half-rows "
					 "tall, others %d",
					 i, j, b->top, h, height);
			}
		}
}

/* The digits of s, in place (a rank label without whatever else is
 * there: libvterm 0.1 puts the character after a repeat (CSI b) that
 * ends at the right margin at the start of the next row, where ncurses'
 * ASCII boxes meet it; real terminals do not). */
static char *digits_of(char *s)
{
	char *o = s;
	for (const char *p = s; *p; p++)
		if (scr_is_digit((unsigned char)*p))
			*o++ = *p;
	*o = '\0';
	return s;
}

void scr_check_heat_lined_up(pty_term *t, const box *b, int rank_w)
{
	box h;
	if (!scr_find_box(t, "Onward moves \u2500", &h) && !scr_find_box(t, "Onward moves -", &h))
		return; /* not beside the board at this size */
	pty_assert(t, h.top == b->top && h.bottom == b->bottom);
	int labels = 0;
	for (int r = b->top + 1; r < b->bottom; r++) {
		char lb[64], lh[64];
		scr_cells_text(t, r, b->left - rank_w, b->left, lb, sizeof lb);
		scr_cells_text(t, r, h.left - rank_w, h.left, lh, sizeof lh);
		if (strcmp(digits_of(lb), digits_of(lh)) != 0) {
			pty_dump(t, stderr);
			fail_msg("row %d: rank '%s' on the board, '%s' on the heatmap", r, lb, lh);
		}
		labels += lb[0] != '\0';
	}
	pty_assert(t, labels > 0);
	/* and its own file letters */
	char fh[1024];
	scr_cells_text(t, h.bottom, h.left + 1, h.right, fh, sizeof fh);
	pty_assert(t, strchr(fh, 'a') != NULL);
}

void scr_check_seed(pty_term *t, const char *seed)
{
	char want[64];
	snprintf(want, sizeof want, "seed %s", seed);
	char *s = pty_screen_text(t);
	const char *p = strstr(s, want);
	bool whole = p && !scr_is_digit((unsigned char)p[strlen(want)]);
	free(s);
	pty_assert(t, whole);
}

/* Is b the heatmap (its digits are one square's degree each)? */
static bool is_heatmap(pty_term *t, const box *b)
{
	char title[32];
	scr_cells_text(t, b->top, b->left + 2, b->left + 14, title, sizeof title);
	return strcmp(title, "Onward moves") == 0;
}

void scr_check_all(pty_term *t, int digits)
{
	scr_check_edges(t);
	scr_check_borders(t);
	box boards[4];
	int n = scr_boards(t, boards, 4);
	for (int i = 0; i < n; i++) {
		if (!is_heatmap(t, &boards[i]))
			scr_check_numbers_apart(t, &boards[i], digits);
		scr_check_one_height(t, &boards[i]);
	}
}

void scr_golden(pty_term *t, const char *name)
{
	char path[256];
	snprintf(path, sizeof path, "tests/e2e/golden/%s.txt", name);
	char *s = pty_screen_text(t);
	const char *up = getenv("KTOUR_GOLDEN_UPDATE");
	if (up && up[0] == '1') {
		FILE *f = fopen(path, "w");
		assert_non_null(f);
		fprintf(f, "%s\n", s);
		fclose(f);
	}
	FILE *f = fopen(path, "r");
	if (!f)
		fail_msg("%s: missing (KTOUR_GOLDEN_UPDATE=1 writes it)", path);
	static char want[200 * 61 * 4];
	size_t n = fread(want, 1, sizeof want - 1, f);
	fclose(f);
	want[n] = '\0';
	if (n > 0 && want[n - 1] == '\n')
		want[n - 1] = '\0';
	if (strcmp(s, want) != 0) {
		pty_dump(t, stderr);
		fprintf(stderr, "--- expected (%s) ---\n%s\n", path, want);
	}
	assert_string_equal(s, want);
	free(s);
}
