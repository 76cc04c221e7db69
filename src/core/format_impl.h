/* SPDX-License-Identifier: MIT */
/* Private to the format readers and writers (src/core/format_*.c). */
#ifndef KTOUR_FORMAT_IMPL_H
#define KTOUR_FORMAT_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ktour/format.h"
#include "ktour/tour.h"

/* What reading has learnt from "# board/leaper/torus" headers. */
typedef struct fmt_headers {
	bool board_given, leaper_given, torus_given;
	long board_line; /* line of the board header, for messages */
} fmt_headers;

/* Where each square of the path is written: byte offsets, path order. */
typedef struct fmt_where {
	uint32_t *off;
	size_t n, cap;
} fmt_where;

/* The input of one read: the buffer, its name and where errors go, the
 * reader's options and what it reports about the reading. */
typedef struct fmt_input {
	const char *buf;
	size_t len;
	format_error *e;
	int base;                /* grids: 0, 1, or -1 to detect */
	format_read_info *info;  /* never NULL inside the readers */
	fmt_where *where;        /* NULL unless positions are wanted */
} fmt_input;

/* The size limit of a tour file (ktour/format.h): a file that begins by
 * declaring its board as ktour writes it ("# board RxC" on its first line,
 * or a JSON object whose "board" is {"rows": R, "cols": C}) may take what a
 * tour of that board takes in any format, R x C x FORMAT_BYTES_PER_SQUARE
 * and FORMAT_HEADER_BYTES of header lines, when that is more than
 * FORMAT_MAX_FILE_BYTES; head[0..n) is the file's beginning
 * (FORMAT_HEAD_BYTES of it suffice).  *rows and *cols get the declared
 * board, 0 when none. */
#define FORMAT_HEAD_BYTES 4096
uint64_t fmt_size_limit(const char *head, size_t n, long *rows, long *cols);
/* "N bytes is more than ..." for a file over its limit. */
void fmt_size_refusal(char *msg, size_t msglen, uint64_t size, bool at_least, const char *head,
		      size_t n);

/* Record that the next square of the path is written at byte offset
 * `off` (nothing when positions are not wanted); false when out of
 * memory. */
bool fmt_where_push(const fmt_input *in, size_t off);

/* Record an error at byte offset `pos` (line and column are computed from
 * the buffer); pos == (size_t)-1 gives an error without a position.
 * Always returns false. */
bool fmt_fail(const fmt_input *in, format_errkind kind, size_t pos, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
#define FMT_NOPOS ((size_t)-1)

/* 1-based line and column (in characters) of byte offset pos. */
void fmt_position(const char *buf, size_t len, size_t pos, long *line, long *col);

/* A header line buf[start..end) beginning with '#': keep it in t->meta and
 * apply board/leaper/torus to t->spec.  False with an error on a malformed
 * or contradictory header. */
bool fmt_header(const fmt_input *in, size_t start, size_t end, tour *t, fmt_headers *h);

/* Write the header lines of t: board, leaper and torus from t->spec, then
 * every meta line that is not one of those (the spec supersedes them). */
bool fmt_write_headers(FILE *f, const tour *t);

/* format_detect(), and *sure false when no line of buf looks like a
 * tour in any format (then the format is only a guess). */
tour_format fmt_detect(const char *buf, size_t len, bool *sure);
/* Write a meta line with any control character but tab as a blank (the
 * readers keep header lines to one line of text). */
void fmt_put_meta(FILE *f, const char *line);

/* Show at most `max` bytes of buf[start..end) (cut at a character boundary)
 * in out, for messages. */
void fmt_excerpt(const char *buf, size_t start, size_t end, char *out, size_t outlen);

/* ---- text shared by the grid and moves readers (format_text.c) ------------ */

/* Grid words are split at blanks (any Unicode space), ',', ';', '|' and
 * box-drawing lines; a '|' cell with nothing in it is an empty word.
 * Moves words are split at those and at joiners ('-', en and em dash,
 * '->', '=>', '>', arrows); "(1, 2)" stays one word.  Rule lines of
 * tables ("+---+", "|---|", "---", code fences) are skipped whole. */
typedef enum lx_mode { LXM_GRID, LXM_MOVES } lx_mode;

typedef enum lx_kind { LX_END, LX_EOL, LX_HEADER, LX_WORD } lx_kind;

typedef struct lexer {
	const char *buf;
	size_t len, pos;
	lx_mode mode;
	bool line_start;   /* nothing but blanks seen on this line yet */
	bool line_begin;   /* at the first byte of a line: not yet looked at */
	bool line_pipes;   /* this line has a '|' (a table row) */
	bool pipe_open;    /* a '|' since the last word on this line */
	bool joined;       /* a joiner since the last word on this line */
} lexer;

typedef struct lx_tok {
	lx_kind kind;
	size_t start, end; /* the word or the header line (without newline) */
	bool empty;        /* grid: a table cell with nothing in it */
	bool joined;       /* moves: a joiner came between the last word and this */
	bool pipes;        /* the word's line has a '|' */
} lx_tok;

void lexer_init(lexer *lx, const char *buf, size_t len, lx_mode mode);
lx_kind lexer_next(lexer *lx, lx_tok *t);

/* Bytes of the Unicode space at buf[i] (blank, tab, CR, no-break and the
 * other Unicode spaces, zero-width space, BOM), 0 when there is none. */
size_t fmt_space_len(const char *buf, size_t len, size_t i);

/* What a word is, for telling the tour from the text around it. */
typedef enum word_class {
	W_DATA,   /* a move number, a move label, a piece letter ... */
	W_SQUARE, /* moves: a word that names a square */
	W_EMPTY,  /* grid: an empty table cell (data) */
	W_LETTER, /* grid: one letter, as in a line of file labels */
	W_TEXT,   /* anything else */
} word_class;
typedef word_class (*word_classifier)(const fmt_input *in, const lx_tok *t);

/* Where the tour is among the lines of text (fmt_layout). */
typedef struct fmt_layout {
	size_t data_start, data_end; /* bytes from the first data line's start to
					the last one's end; data_start == data_end:
					no data */
	size_t first_text;           /* no data: the first text word (for its
					error); FMT_NOPOS when there is none */
	long label_lines[2];         /* grid: lines of file letters (0: none) */
	size_t label_at[2];          /* their byte offsets */
} fmt_layout;

/* Find the tour's lines: data lines (every word data, or mostly data: a
 * mistake in the tour, reported by the reader), text lines before and
 * after it (ignored, their line numbers put in in->info), and, in grids,
 * lines of file letters.  Text between data lines is an error.  A grid
 * line with some text is a data line when it has at least half the cells
 * of the widest row. */
bool fmt_layout_find(const fmt_input *in, lx_mode mode, word_classifier classify,
		     fmt_layout *out);

/* The tour's tokens, in file order: header lines anywhere go to
 * fmt_header (when h is not NULL), the words and line ends of the data
 * lines to fn, then an LX_END. */
typedef bool (*token_fn)(const fmt_input *in, const lx_tok *t, void *ctx);
bool fmt_walk(const fmt_input *in, const fmt_layout *lay, lx_mode mode, tour *t,
	      fmt_headers *h, token_fn fn, void *ctx);

/* ---- the formats ------------------------------------------------------------ */

/* Word classifiers of the two text formats, also used for detection. */
word_class fmt_grid_word(const fmt_input *in, const lx_tok *t);
word_class fmt_moves_word(const fmt_input *in, const lx_tok *t);

bool fmt_read_grid(const fmt_input *in, tour *t);
bool fmt_read_moves(const fmt_input *in, tour *t);
bool fmt_read_json(const fmt_input *in, tour *t);

bool fmt_write_grid(FILE *f, const tour *t);
bool fmt_write_moves(FILE *f, const tour *t);
bool fmt_write_json(FILE *f, const tour *t);
bool fmt_write_svg(FILE *f, const tour *t);

#endif
