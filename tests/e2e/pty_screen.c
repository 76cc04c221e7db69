/* SPDX-License-Identifier: MIT */
/* Reading the screen back from libvterm, the terminal modes, and pty_dump.
 * Nothing here reads new output: what a test inspects is what its last
 * wait left, and a dump shows the screen its failed assertion saw. */
#include "pty_impl.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

/* Appends code point c as UTF-8; returns the number of bytes. */
static size_t utf8_put(char *s, uint32_t c)
{
	if (c < 0x80) {
		s[0] = (char)c;
		return 1;
	}
	if (c < 0x800) {
		s[0] = (char)(0xC0 | (c >> 6));
		s[1] = (char)(0x80 | (c & 0x3F));
		return 2;
	}
	if (c < 0x10000) {
		s[0] = (char)(0xE0 | (c >> 12));
		s[1] = (char)(0x80 | ((c >> 6) & 0x3F));
		s[2] = (char)(0x80 | (c & 0x3F));
		return 3;
	}
	if (c > 0x10FFFF)
		c = 0xFFFD;
	s[0] = (char)(0xF0 | (c >> 18));
	s[1] = (char)(0x80 | ((c >> 12) & 0x3F));
	s[2] = (char)(0x80 | ((c >> 6) & 0x3F));
	s[3] = (char)(0x80 | (c & 0x3F));
	return 4;
}

/* ---- the screen ----------------------------------------------------------- */

int pty_rows(const pty_term *t)
{
	return t->rows;
}

int pty_cols(const pty_term *t)
{
	return t->cols;
}

/* Cell (row, col) as UTF-8 into out (>= 32 bytes); returns its length, 0
 * for the right half of a wide character.  Empty cells read as a space. */
static size_t cell_utf8(pty_term *t, int row, int col, char *out, VTermScreenCell *cell)
{
	VTermPos pos = {.row = row, .col = col};
	if (!vterm_screen_get_cell(t->screen, pos, cell))
		memset(cell, 0, sizeof *cell);
	if (cell->chars[0] == (uint32_t)-1)
		return 0;
	if (cell->chars[0] == 0) {
		out[0] = ' ';
		return 1;
	}
	size_t n = 0;
	for (int i = 0; i < VTERM_MAX_CHARS_PER_CELL && cell->chars[i]; i++)
		n += utf8_put(out + n, cell->chars[i]);
	return n;
}

/* Row as UTF-8, trailing blanks trimmed; colmap (if not NULL, one int per
 * output byte) gets the cell column of each byte. */
char *pty_row_build(pty_term *t, int row, int **colmap)
{
	size_t cap = (size_t)t->cols * 4 * VTERM_MAX_CHARS_PER_CELL + 1;
	char *s = pty_xmalloc(cap);
	int *map = colmap ? pty_xmalloc(cap * sizeof *map) : NULL;
	size_t n = 0;
	for (int c = 0; c < t->cols; c++) {
		VTermScreenCell cell;
		size_t k = cell_utf8(t, row, c, s + n, &cell);
		for (size_t i = 0; map && i < k; i++)
			map[n + i] = c;
		n += k;
	}
	while (n > 0 && s[n - 1] == ' ')
		n--;
	s[n] = '\0';
	if (colmap)
		*colmap = map;
	return s;
}

char *pty_row_text(pty_term *t, int row)
{
	if (row < 0 || row >= t->rows)
		return NULL;
	return pty_row_build(t, row, NULL);
}

char *pty_screen_text(pty_term *t)
{
	size_t cap = (size_t)t->rows * ((size_t)t->cols * 4 * VTERM_MAX_CHARS_PER_CELL + 1) + 1;
	char *s = pty_xmalloc(cap);
	size_t n = 0;
	for (int r = 0; r < t->rows; r++) {
		char *line = pty_row_build(t, r, NULL);
		size_t len = strlen(line);
		memcpy(s + n, line, len);
		n += len;
		if (r + 1 < t->rows)
			s[n++] = '\n';
		free(line);
	}
	s[n] = '\0';
	return s;
}

bool pty_screen_contains(pty_term *t, const char *text)
{
	char *s = pty_screen_text(t);
	bool found = strstr(s, text) != NULL;
	free(s);
	return found;
}

bool pty_find_text(pty_term *t, const char *text, int *row, int *col)
{
	for (int r = 0; r < t->rows; r++) {
		int *map;
		char *s = pty_row_build(t, r, &map);
		const char *hit = *text ? strstr(s, text) : NULL;
		if (hit) {
			if (row)
				*row = r;
			if (col)
				*col = map[hit - s];
		}
		free(map);
		free(s);
		if (hit)
			return true;
	}
	return false;
}

static int colour_of(const VTermColor *c, bool is_default)
{
	if (is_default)
		return PTY_COLOUR_DEFAULT;
	if (VTERM_COLOR_IS_INDEXED(c))
		return c->indexed.idx;
	return PTY_COLOUR_RGB(c->rgb.red, c->rgb.green, c->rgb.blue);
}

pty_cell_info pty_cell(pty_term *t, int row, int col)
{
	pty_cell_info info;
	memset(&info, 0, sizeof info);
	info.fg = info.bg = PTY_COLOUR_DEFAULT;
	if (row < 0 || row >= t->rows || col < 0 || col >= t->cols)
		return info;
	VTermScreenCell cell;
	size_t n = cell_utf8(t, row, col, info.text, &cell);
	info.text[n] = '\0';
	info.ch = n ? (cell.chars[0] ? cell.chars[0] : ' ') : 0;
	info.width = n ? cell.width : 0;
	info.fg = colour_of(&cell.fg, VTERM_COLOR_IS_DEFAULT_FG(&cell.fg));
	info.bg = colour_of(&cell.bg, VTERM_COLOR_IS_DEFAULT_BG(&cell.bg));
	info.bold = cell.attrs.bold;
	info.underline = cell.attrs.underline != 0;
	info.italic = cell.attrs.italic;
	info.blink = cell.attrs.blink;
	info.reverse = cell.attrs.reverse;
	info.strike = cell.attrs.strike;
	return info;
}

bool pty_screen_has_colour(pty_term *t)
{
	for (int r = 0; r < t->rows; r++)
		for (int c = 0; c < t->cols; c++) {
			pty_cell_info info = pty_cell(t, r, c);
			if (info.fg != PTY_COLOUR_DEFAULT || info.bg != PTY_COLOUR_DEFAULT)
				return true;
		}
	return false;
}

static uint64_t fnv1a(uint64_t h, const void *data, size_t n)
{
	const unsigned char *p = data;
	for (size_t i = 0; i < n; i++) {
		h ^= p[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

uint64_t pty_screen_hash(pty_term *t)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	for (int r = 0; r < t->rows; r++)
		for (int c = 0; c < t->cols; c++) {
			pty_cell_info i = pty_cell(t, r, c);
			/* field by field: the struct has padding */
			int nums[] = {i.width, i.fg, i.bg, i.bold, i.underline, i.italic,
				      i.blink, i.reverse, i.strike};
			h = fnv1a(h, i.text, strlen(i.text) + 1);
			h = fnv1a(h, nums, sizeof nums);
		}
	return h;
}

void pty_cursor(pty_term *t, int *row, int *col)
{
	VTermPos pos;
	vterm_state_get_cursorpos(t->state, &pos);
	if (row)
		*row = pos.row;
	if (col)
		*col = pos.col;
}

/* ---- terminal modes -------------------------------------------------------- */

bool pty_altscreen(const pty_term *t)
{
	return t->altscreen;
}

bool pty_cursor_visible(const pty_term *t)
{
	return t->cursor_visible;
}

int pty_mouse_mode(const pty_term *t)
{
	return t->mouse;
}

bool pty_cursor_keys_app(const pty_term *t)
{
	return t->cursor_keys_app;
}

bool pty_keypad_app(const pty_term *t)
{
	return t->keypad_app;
}

bool pty_bracketed_paste(const pty_term *t)
{
	return t->bracketed_paste;
}

int pty_bell_count(const pty_term *t)
{
	return t->bells;
}

bool pty_attrs_reset(pty_term *t)
{
	static const VTermAttr flags[] = {VTERM_ATTR_BOLD,    VTERM_ATTR_UNDERLINE,
					  VTERM_ATTR_ITALIC,  VTERM_ATTR_BLINK,
					  VTERM_ATTR_REVERSE, VTERM_ATTR_STRIKE,
					  VTERM_ATTR_FONT};
	VTermValue v;
	for (size_t i = 0; i < sizeof flags / sizeof *flags; i++) {
		memset(&v, 0, sizeof v);
		vterm_state_get_penattr(t->state, flags[i], &v);
		/* bools and numbers share the storage; any bit set is "on" */
		if (v.number != 0)
			return false;
	}
	vterm_state_get_penattr(t->state, VTERM_ATTR_FOREGROUND, &v);
	if (!VTERM_COLOR_IS_DEFAULT_FG(&v.color))
		return false;
	vterm_state_get_penattr(t->state, VTERM_ATTR_BACKGROUND, &v);
	return VTERM_COLOR_IS_DEFAULT_BG(&v.color);
}

bool pty_restored(pty_term *t)
{
	return !t->altscreen && t->cursor_visible && t->mouse == PTY_MOUSE_OFF &&
	       !t->cursor_keys_app && !t->keypad_app && !t->bracketed_paste &&
	       pty_attrs_reset(t);
}

/* ---- diagnostics ------------------------------------------------------------- */

static void dump_child(pty_term *t, FILE *f)
{
	fprintf(f, "program pid %ld ", (long)t->prog);
	if (!t->reaped)
		fputs("running", f);
	else if (t->status == -1)
		fputs("exited (status unknown)", f);
	else if (WIFEXITED(t->status))
		fprintf(f, "exited %d", WEXITSTATUS(t->status));
	else if (WIFSIGNALED(t->status))
		fprintf(f, "killed by signal %d", WTERMSIG(t->status));
}

static void dump_tail(pty_term *t, FILE *f)
{
	fprintf(f, "last output (%llu bytes in all): \"", t->bytes_in);
	for (size_t i = 0; i < t->tail_len; i++) {
		unsigned char c = t->tail[i];
		if (c == 0x1b)
			fputs("\\e", f);
		else if (c == '\r')
			fputs("\\r", f);
		else if (c == '\n')
			fputs("\\n", f);
		else if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20 || c == 0x7f)
			fprintf(f, "\\x%02x", c);
		else
			fputc(c, f); /* UTF-8 bytes pass through */
	}
	fputs("\"\n", f);
}

void pty_dump(pty_term *t, FILE *f)
{
	if (!t) {
		fputs("pty_dump: no terminal (spawn failed?)\n", f);
		return;
	}
	pty_io_reap(t);
	int crow, ccol;
	pty_cursor(t, &crow, &ccol);
	static const char *const mouse[] = {"off", "click", "drag", "move"};
	fprintf(f, "----- pty screen %dx%d, ", t->rows, t->cols);
	dump_child(t, f);
	fprintf(f, "%s -----\n", t->eof ? ", output closed" : "");
	for (int r = 0; r < t->rows; r++) {
		char *line = pty_row_build(t, r, NULL);
		fprintf(f, "%3d|%s\n", r, line);
		free(line);
	}
	fprintf(f, "----- cursor %d,%d %s; %s screen; mouse %s; attributes %s; colour %s -----\n",
	       crow, ccol, t->cursor_visible ? "visible" : "hidden",
	       t->altscreen ? "alternate" : "normal",
	       t->mouse >= 0 && t->mouse <= 3 ? mouse[t->mouse] : "?",
	       pty_attrs_reset(t) ? "reset" : "left set",
	       pty_screen_has_colour(t) ? "yes" : "none");
	fprintf(f, "----- cursor keys %s; keypad %s; bracketed paste %s -----\n",
		t->cursor_keys_app ? "application (ESC O A)" : "normal",
		t->keypad_app ? "application" : "numeric", t->bracketed_paste ? "on" : "off");
	dump_tail(t, f);
	fflush(f);
}
