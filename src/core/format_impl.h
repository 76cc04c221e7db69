/* Private to the format readers and writers (src/core/format_*.c). */
#ifndef KTOUR_FORMAT_IMPL_H
#define KTOUR_FORMAT_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "ktour/format.h"
#include "ktour/tour.h"

/* What reading has learnt from "# board/leaper/torus" headers. */
typedef struct fmt_headers {
	bool board_given, leaper_given, torus_given;
	long board_line; /* line of the board header, for messages */
} fmt_headers;

/* The input of one read: the buffer, its name and where errors go. */
typedef struct fmt_input {
	const char *buf;
	size_t len;
	format_error *e;
} fmt_input;

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
/* Write a meta line with any control character but tab as a blank (the
 * readers keep header lines to one line of text). */
void fmt_put_meta(FILE *f, const char *line);
/* Is this meta line a board/leaper/torus header (superseded by the spec)? */
bool fmt_meta_is_spec(const char *line);

/* Show at most `max` bytes of buf[start..end) (cut at a character boundary)
 * in out, for messages. */
void fmt_excerpt(const char *buf, size_t start, size_t end, char *out, size_t outlen);

/* ---- line lexer shared by the grid and moves readers ---------------------- */

typedef enum lx_kind { LX_END, LX_EOL, LX_HEADER, LX_WORD } lx_kind;

typedef struct lexer {
	const char *buf;
	size_t len, pos;
	bool line_start;   /* nothing but blanks seen on this line yet */
	bool paren_groups; /* "(1, 2)" is one word, commas and blanks included */
} lexer;

typedef struct lx_tok {
	lx_kind kind;
	size_t start, end; /* the word or the header line (without newline) */
} lx_tok;

void lexer_init(lexer *lx, const char *buf, size_t len, bool paren_groups);
lx_kind lexer_next(lexer *lx, lx_tok *t);

/* ---- the formats ------------------------------------------------------------ */

bool fmt_read_grid(const fmt_input *in, tour *t);
bool fmt_read_moves(const fmt_input *in, tour *t);
bool fmt_read_json(const fmt_input *in, tour *t);

bool fmt_write_grid(FILE *f, const tour *t);
bool fmt_write_moves(FILE *f, const tour *t);
bool fmt_write_json(FILE *f, const tour *t);
bool fmt_write_svg(FILE *f, const tour *t);

#endif
