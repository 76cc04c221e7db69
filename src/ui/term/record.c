/* SPDX-License-Identifier: MIT */
/* The session as an asciicast v2 recording (record.h). */
#define _XOPEN_SOURCE_EXTENDED 1
#include "record.h"

#include <curses.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <wchar.h>

/* Seconds between flushes of the file's buffer. */
#define FLUSH_EVERY 0.25
/* Colour pairs whose colours a frame remembers (the themes use far
 * fewer). */
#define PAIR_CACHE 1024

/* A cell as the terminal shows it: its characters, attributes and the
 * colours of its pair (colours, not the pair: a theme may change what a
 * pair means). */
typedef struct cell {
	wchar_t ch[CCHARW_MAX + 1]; /* getcchar() ends them with a null */
	unsigned attrs; /* A_BOLD ... (the ones a terminal shows) */
	short fg, bg;   /* -1: the terminal's default */
	uint8_t width;  /* 1, 2, or 0 for the right half of a wide one */
} cell;

typedef struct text {
	char *p;
	size_t n, cap;
	bool failed;
} text;

static struct {
	FILE *f;
	char path[512];
	char *title, *command;
	double t0, flushed;
	int rows, cols;
	cell *shadow;     /* the screen as the recording last left it */
	cchar_t *line;    /* a row of curscr */
	cchar_t *raw;     /* curscr as the last frame read it: a row that is
			     the same is skipped (colours are read again
			     when the screen is cleared: a theme changes
			     what a pair means) */
	int cy, cx;       /* the recording's cursor; -1: unknown */
	cell pen;         /* the recording's attributes and colours */
	bool pen_known;
	text out;
	short pair_fg[PAIR_CACHE], pair_bg[PAIR_CACHE];
	unsigned pair_frame[PAIR_CACHE], frame;
	char trouble[700];
	bool trouble_told;
} rec;

static const unsigned shown_attrs = A_BOLD | A_DIM | A_UNDERLINE | A_BLINK | A_REVERSE |
				    A_STANDOUT | A_ITALIC | A_INVIS;

static char *dup_text(const char *s)
{
	size_t n = strlen(s ? s : "") + 1;
	char *d = malloc(n);
	if (d)
		memcpy(d, s ? s : "", n);
	return d;
}

bool record_open(const char *path, const char *title, const char *command, char *err,
		 size_t errlen)
{
	rec.f = fopen(path, "w");
	if (!rec.f) {
		snprintf(err, errlen, "cannot record to %s: %s", path, strerror(errno));
		return false;
	}
	setvbuf(rec.f, NULL, _IOFBF, 1 << 16);
	snprintf(rec.path, sizeof rec.path, "%s", path);
	rec.title = dup_text(title);
	rec.command = dup_text(command);
	return true;
}

/* ---- writing ------------------------------------------------------------ */

static void put(text *t, const char *s, size_t n)
{
	if (t->n + n + 1 > t->cap) {
		size_t cap = t->cap ? t->cap : 1 << 14;
		while (cap < t->n + n + 1)
			cap *= 2;
		char *p = realloc(t->p, cap);
		if (!p) {
			t->failed = true;
			return;
		}
		t->p = p;
		t->cap = cap;
	}
	memcpy(t->p + t->n, s, n);
	t->n += n;
}

static void puts_text(text *t, const char *s)
{
	put(t, s, strlen(s));
}

/* s as a JSON string's contents: quotes, backslashes and control
 * characters escaped; UTF-8 as it is. */
static void json(FILE *f, const char *s, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	size_t from = 0;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];
		if (c >= 0x20 && c != '"' && c != '\\' && c != 0x7f)
			continue;
		fwrite(s + from, 1, i - from, f);
		if (c == '"' || c == '\\') {
			char e[2] = {'\\', (char)c};
			fwrite(e, 1, 2, f);
		} else {
			char e[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
			fwrite(e, 1, 6, f);
		}
		from = i + 1;
	}
	fwrite(s + from, 1, n - from, f);
}

/* A write failed: the recording ends here, the session goes on. */
static void stop(int code)
{
	snprintf(rec.trouble, sizeof rec.trouble,
		 "Recording stopped: %.400s: %s; the session goes on.", rec.path,
		 strerror(code ? code : EIO));
	fclose(rec.f);
	rec.f = NULL;
}

/* Check the file after a write, flushing it now and then. */
static void check(double now, bool flush)
{
	if (rec.f && (flush || now - rec.flushed >= FLUSH_EVERY)) {
		rec.flushed = now;
		if (fflush(rec.f) != 0) {
			stop(errno);
			return;
		}
	}
	if (rec.f && ferror(rec.f))
		stop(errno);
}

static void event(double now, const char *kind, const char *data, size_t n)
{
	if (!rec.f)
		return;
	fprintf(rec.f, "[%.6f, \"%s\", \"", now - rec.t0 > 0 ? now - rec.t0 : 0.0, kind);
	json(rec.f, data, n);
	fputs("\"]\n", rec.f);
	check(now, false);
}

void record_begin(double now)
{
	if (!rec.f)
		return;
	rec.t0 = rec.flushed = now;
	getmaxyx(curscr, rec.rows, rec.cols);
	const char *term = getenv("TERM");
	fprintf(rec.f, "{\"version\": 2, \"width\": %d, \"height\": %d, \"timestamp\": %lld, "
		       "\"title\": \"",
		rec.cols, rec.rows, (long long)time(NULL));
	json(rec.f, rec.title, strlen(rec.title));
	fputs("\", \"command\": \"", rec.f);
	json(rec.f, rec.command, strlen(rec.command));
	fputs("\", \"env\": {\"TERM\": \"", rec.f);
	json(rec.f, term ? term : "xterm-256color", strlen(term ? term : "xterm-256color"));
	fputs("\"}}\n", rec.f);
	rec.rows = rec.cols = 0; /* the first frame lays out the screen */
	check(now, true);
}

/* ---- the screen ---------------------------------------------------------- */

static void pair_colours(short pair, short *fg, short *bg)
{
	if (pair <= 0 || pair >= PAIR_CACHE) {
		if (pair <= 0 || pair_content(pair, fg, bg) == ERR)
			*fg = *bg = -1;
		return;
	}
	if (rec.pair_frame[pair] != rec.frame) {
		if (pair_content(pair, &rec.pair_fg[pair], &rec.pair_bg[pair]) == ERR)
			rec.pair_fg[pair] = rec.pair_bg[pair] = -1;
		rec.pair_frame[pair] = rec.frame;
	}
	*fg = rec.pair_fg[pair];
	*bg = rec.pair_bg[pair];
}

static void cell_of(const cchar_t *cc, cell *c)
{
	attr_t a;
	short pair;
	memset(c, 0, sizeof *c);
	if (getcchar(cc, c->ch, &a, &pair, NULL) == ERR || c->ch[0] == 0)
		c->ch[0] = L' ';
	c->attrs = (unsigned)(a & shown_attrs);
	pair_colours(pair, &c->fg, &c->bg);
	int w = wcwidth(c->ch[0]);
	c->width = (uint8_t)(w == 2 ? 2 : 1);
}

static bool same_pen(const cell *a, const cell *b)
{
	return a->attrs == b->attrs && a->fg == b->fg && a->bg == b->bg;
}

static bool same_cell(const cell *a, const cell *b)
{
	return same_pen(a, b) && a->width == b->width &&
	       wmemcmp(a->ch, b->ch, CCHARW_MAX) == 0;
}

/* SGR for colour c as ncurses' setaf/setab write it for xterm. */
static int colour_sgr(char *out, size_t n, short c, bool bg)
{
	if (c < 0)
		return snprintf(out, n, ";%d", bg ? 49 : 39);
	if (c < 8)
		return snprintf(out, n, ";%d", (bg ? 40 : 30) + c);
	if (c < 16)
		return snprintf(out, n, ";%d", (bg ? 100 : 90) + c - 8);
	return snprintf(out, n, ";%d;5;%d", bg ? 48 : 38, c);
}

static void pen(const cell *c)
{
	static const struct {
		unsigned a;
		const char *sgr;
	} attrs[] = {{A_BOLD, ";1"},	 {A_DIM, ";2"},	   {A_ITALIC, ";3"}, {A_UNDERLINE, ";4"},
		     {A_BLINK, ";5"},	 {A_REVERSE, ";7"}, {A_STANDOUT, ";7"}, {A_INVIS, ";8"}};
	if (rec.pen_known && same_pen(&rec.pen, c))
		return;
	char sgr[96] = "\033[0";
	size_t at = strlen(sgr);
	for (size_t i = 0; i < sizeof attrs / sizeof attrs[0]; i++)
		if (c->attrs & attrs[i].a)
			at += (size_t)snprintf(sgr + at, sizeof sgr - at, "%s", attrs[i].sgr);
	at += (size_t)colour_sgr(sgr + at, sizeof sgr - at, c->fg, false);
	at += (size_t)colour_sgr(sgr + at, sizeof sgr - at, c->bg, true);
	snprintf(sgr + at, sizeof sgr - at, "m");
	puts_text(&rec.out, sgr);
	rec.pen = *c;
	rec.pen_known = true;
}

/* Cells this many or fewer between two that changed are written again
 * rather than jumped over: shorter than moving the cursor. */
#define REWRITE_GAP 4

/* Write cell c at (y, x): the cursor there first (through the few cells
 * before it on the row, or by a jump), the pen, the text. */
static void emit(int y, int x, const cell *c)
{
	char buf[64];
	if (rec.cy == y && rec.cx >= 0 && rec.cx < x && x - rec.cx <= REWRITE_GAP) {
		const cell *row = &rec.shadow[(size_t)y * (size_t)rec.cols];
		while (rec.cx < x && row[rec.cx].width > 0)
			emit(y, rec.cx, &row[rec.cx]);
	}
	if (rec.cy != y || rec.cx != x) {
		snprintf(buf, sizeof buf, "\033[%d;%dH", y + 1, x + 1);
		puts_text(&rec.out, buf);
	}
	pen(c);
	mbstate_t st;
	memset(&st, 0, sizeof st);
	for (int i = 0; i < CCHARW_MAX && c->ch[i]; i++) {
		size_t n = wcrtomb(buf, c->ch[i], &st);
		if (n != (size_t)-1)
			put(&rec.out, buf, n);
	}
	rec.cy = y;
	rec.cx = x + c->width; /* past the last column: unknown (pending wrap) */
	if (rec.cx >= rec.cols)
		rec.cx = -1;
}

/* A new size (or the first frame): a resize event, the screen cleared. */
static bool relayout(double now, int rows, int cols)
{
	char size[32];
	free(rec.shadow);
	free(rec.line);
	free(rec.raw);
	rec.shadow = calloc((size_t)rows * (size_t)cols, sizeof *rec.shadow);
	rec.line = calloc((size_t)cols + 1, sizeof *rec.line);
	rec.raw = calloc((size_t)rows * (size_t)cols, sizeof *rec.raw);
	if (!rec.shadow || !rec.line || !rec.raw) {
		snprintf(rec.trouble, sizeof rec.trouble,
			 "Recording stopped: out of memory; the session goes on.");
		fclose(rec.f);
		rec.f = NULL;
		return false;
	}
	if (rec.rows) { /* the header has the first size */
		snprintf(size, sizeof size, "%dx%d", cols, rows);
		event(now, "r", size, strlen(size));
	}
	rec.rows = rows;
	rec.cols = cols;
	cell blank = {.ch = {L' '}, .fg = -1, .bg = -1, .width = 1};
	for (size_t i = 0; i < (size_t)rows * (size_t)cols; i++)
		rec.shadow[i] = blank;
	puts_text(&rec.out, "\033[?25l\033[0m\033[H\033[2J");
	rec.pen = blank;
	rec.pen_known = true;
	rec.cy = rec.cx = -1;
	return true;
}

/* Row y: each cell curses changed since the last frame (every cell after
 * a clear), decoded and written when it differs from what the recording
 * shows. */
static void record_row(int y, int cols, bool cleared)
{
	cchar_t *line = rec.line, *raw = &rec.raw[(size_t)y * (size_t)cols];
	if (mvwin_wchnstr(curscr, y, 0, line, cols) == ERR ||
	    (!cleared && memcmp(line, raw, (size_t)cols * sizeof *line) == 0))
		return;
	for (int x = 0; x < cols; x++) {
		if (!cleared && memcmp(&line[x], &raw[x], sizeof *line) == 0)
			continue;
		cell c, *old = &rec.shadow[(size_t)y * (size_t)cols + (size_t)x];
		cell_of(&line[x], &c);
		bool wide = c.width == 2 && x + 1 < cols;
		if (!same_cell(&c, old))
			emit(y, x, &c);
		*old = c;
		if (wide) /* its right half is part of it */
			old[1] = (cell){.width = 0, .fg = c.fg, .bg = c.bg, .attrs = c.attrs}, x++;
	}
	memcpy(raw, line, (size_t)cols * sizeof *line);
}

void record_frame(double now, bool cleared)
{
	if (!rec.f)
		return;
	int rows, cols;
	getmaxyx(curscr, rows, cols);
	rec.out.n = 0;
	rec.frame++;
	if ((rows != rec.rows || cols != rec.cols) && !relayout(now, rows, cols))
		return;
	for (int y = 0; y < rows; y++)
		record_row(y, cols, cleared);
	if (rec.out.failed)
		stop(ENOMEM);
	else if (rec.out.n)
		event(now, "o", rec.out.p, rec.out.n);
	else
		check(now, false);
}

const char *record_trouble(void)
{
	if (!rec.trouble[0] || rec.trouble_told)
		return NULL;
	rec.trouble_told = true;
	return rec.trouble;
}

bool record_close(char *err, size_t errlen)
{
	bool ok = true;
	if (rec.f) {
		ok = fflush(rec.f) == 0 && !ferror(rec.f);
		int code = errno;
		ok = fclose(rec.f) == 0 && ok;
		if (!ok)
			snprintf(err, errlen, "the recording %s is cut short: %s", rec.path,
				 strerror(code ? code : EIO));
		rec.f = NULL;
	}
	free(rec.shadow);
	free(rec.line);
	free(rec.raw);
	free(rec.out.p);
	free(rec.title);
	free(rec.command);
	memset(&rec, 0, sizeof rec);
	return ok;
}
