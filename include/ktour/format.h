/* SPDX-License-Identifier: MIT */
/* Tour file formats: grid, moves, json (read and write), svg (write only).
 * Reading detects the format; every error names file:line:column (lines
 * and columns 1-based, columns counted in characters, a tab is one).
 *
 * The grid and moves readers take tours as people write them: any Unicode
 * space; grids in Markdown or ASCII-art tables, with file letters and rank
 * numbers around them, numbered from 0 or 1; moves with piece letters
 * (Na8, Kt, S, the knight symbols), captures and checks (Nxc7+), joined
 * by dashes or arrows, numbered 1. 1) 1: (1), as from-to pairs; lines of
 * text before and after the tour (reported in format_read_info).  What
 * could be read two ways is an error (FERR_AMBIGUOUS) saying how to choose.
 *
 * Header lines "# ..." are kept in tour.meta, in order, without the "# ".
 * "# board RxC", "# leaper A,B" and "# torus" also set tour.spec.  Writers
 * emit board/leaper/torus from tour.spec first (json: as its own keys),
 * then every other meta line, so a read-write round trip keeps them all.
 *
 * Input is UTF-8 text (a leading BOM is skipped); NUL and control bytes
 * other than tab, CR and LF are refused, as are files over their size
 * limit (FORMAT_MAX_FILE_BYTES below), directories and devices ("-" = stdin).  Pipes,
 * FIFOs, sockets and terminals are read only when asked for
 * (format_read_opts.streams): their writer may never come. */
#ifndef KTOUR_FORMAT_H
#define KTOUR_FORMAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ktour/file_io.h"
#include "ktour/tour.h"

typedef enum tour_format {
	FMT_AUTO = 0, /* reading: detect; never written */
	FMT_GRID,
	FMT_MOVES,
	FMT_JSON,
	FMT_SVG,      /* written only */
} tour_format;

/* Largest file the readers accept (documented in the man page), unless
 * the file declares its board first, as every file ktour writes does:
 * then it may take FORMAT_BYTES_PER_SQUARE a square of that board (more
 * than any format takes) and FORMAT_HEADER_BYTES of header lines, so that
 * every tour ktour writes reads back, while memory stays bounded by the
 * board the file claims. */
#define FORMAT_MAX_FILE_BYTES (64L * 1024 * 1024)
#define FORMAT_BYTES_PER_SQUARE 32
#define FORMAT_HEADER_BYTES (1L << 20)

/* What kind of thing went wrong (for tests and for callers that react
 * differently to, say, an unreadable file and a malformed one). */
typedef enum format_errkind {
	FERR_NONE = 0,
	FERR_IO,        /* cannot open or read: the message carries strerror() */
	FERR_NOT_FILE,  /* a directory, FIFO, device or socket */
	FERR_TOO_BIG,   /* over the size limit (FORMAT_MAX_FILE_BYTES) */
	FERR_BINARY,    /* a NUL byte or another control character */
	FERR_ENCODING,  /* invalid UTF-8 (or a lone surrogate in JSON) */
	FERR_EMPTY,     /* no tour in the input at all */
	FERR_SYNTAX,    /* an unexpected character or token */
	FERR_RANGE,     /* a number negative, too large or off the board */
	FERR_DUPLICATE, /* a move number (or a JSON key) given twice */
	FERR_GAP,       /* grid numbers do not run 1..k without a gap */
	FERR_SEQUENCE,  /* a numbered move list counts wrongly ("1. a8 3. b6") */
	FERR_RAGGED,    /* grid rows of different lengths */
	FERR_HEADER,    /* a malformed or contradictory board/leaper/torus header */
	FERR_MISMATCH,  /* the data disagrees with the "# board" header */
	FERR_TOO_LONG,  /* a header line, name or string beyond its limit */
	FERR_NOMEM,     /* out of memory */
	FERR_AMBIGUOUS, /* the file reads two ways: the message says how to choose */
} format_errkind;

typedef struct format_error {
	char file[256]; /* as given; "-" is shown as "<stdin>" */
	long line, col; /* 1-based; 0 when not about a position */
	char msg[256];  /* what is wrong and what was expected */
	format_errkind kind;
} format_error;

/* Longest "# ..." header line (and JSON meta string) accepted, in bytes. */
#define FORMAT_MAX_META_LINE 4096

/* How to read a tour. */
typedef struct format_read_opts {
	tour_format fmt; /* FMT_AUTO: detect */
	int base;        /* grids: the number of the first square, 0 or 1;
			    -1 detects (0 when the numbers are exactly 0..N-1) */
	bool streams;    /* also read FIFOs, pipes, sockets and terminals,
			    waiting for their writer as cat(1) does */
	bool want_where; /* fill format_read_info.where */
} format_read_opts;

/* Defaults: detect the format and the base, regular files only. */
format_read_opts format_read_opts_default(void);

typedef struct format_pos {
	uint32_t line, col; /* 1-based */
} format_pos;

/* How a file was read, for `ktour check` to say so. */
typedef struct format_read_info {
	tour_format fmt;        /* the format read (what FMT_AUTO detected) */
	int base;               /* grids: the first square's number (0 or 1) */
	bool base_detected;     /* base 0 came from the numbers, not an option */
	long text_before[2];    /* first and last line of the text ignored before
				   the tour; 0, 0 when none */
	long text_after[2];     /* the same after it */
	int labels;             /* grids: 1 file letters, 2 with rank numbers too,
				   3 column and row numbers (all left out) */
	bool flip_rows;         /* the rank numbers run 1.. from the top */
	bool flip_cols;         /* the file letters run right to left */
	bool pieces;            /* squares written with a piece letter (Na8) */
	bool pairs;             /* moves written as from-to pairs (a8-c7 c7-e8) */
	format_pos *where;      /* want_where: where path[i] is written */
	size_t where_len;
} format_read_info;

/* Is this header line one the writers replace with the tour's own board,
 * leaper or torus: "board RxC", "leaper A,B" or "torus [yes|no]" saying
 * what spec says?  Other header lines are kept, also one that says another
 * board (a JSON meta line, which is no header there): grid and moves
 * write it after '#' and two spaces, so that it reads back as the same
 * line and not as a header. */
bool format_meta_replaced(const char *line, const board_spec *spec);

/* Read with options; info (may be NULL) says how it was read, and must
 * be released with format_read_info_free (also after a failure). */
bool format_read(const char *path, const format_read_opts *o, tour *t, format_error *e,
		 format_read_info *info);
bool format_read_buf(const char *buf, size_t len, const char *name,
		     const format_read_opts *o, tour *t, format_error *e,
		     format_read_info *info);
void format_read_info_free(format_read_info *info);

/* "grid", "moves", "json", "svg" -> format; false for anything else. */
bool format_from_name(const char *name, tour_format *fmt);
const char *format_name(tour_format fmt);

/* Read a tour from a file ("-" = standard input) with the default
 * options and format fmt (FMT_AUTO detects).  On failure returns false,
 * leaves t freed-and-empty, and fills *e. */
bool format_read_file(const char *path, tour_format fmt, tour *t, format_error *e);
/* Same from memory; `name` is used in messages. */
bool format_read_mem(const char *buf, size_t len, const char *name, tour_format fmt,
		     tour *t, format_error *e);

/* The same, also telling which format was read (what FMT_AUTO detected);
 * `used` may be NULL. */
bool format_read_file_ex(const char *path, tour_format fmt, tour *t, format_error *e,
			 tour_format *used);
bool format_read_mem_ex(const char *buf, size_t len, const char *name, tour_format fmt,
			tour *t, format_error *e, tour_format *used);

/* Write t in fmt to an open stream; false on a write error (errno set). */
bool format_write(FILE *f, const tour *t, tour_format fmt);

/* Write t to path with file_write_atomic() (ktour/file_io.h: atomically,
 * through symbolic links, straight into pipes and terminals).  A failure
 * leaves any old file intact and no temporary behind; err says why (with
 * the path).  An existing file is replaced as `how` says, else EEXIST. */
bool format_write_file(const char *path, const tour *t, tour_format fmt, file_replace how,
		       char *err, size_t errlen);

/* "file:line:col: msg" (or "file: msg" without a position) into out. */
void format_error_string(const format_error *e, char *out, size_t outlen);

/* Name of an error kind ("syntax", "range", ...), for messages and tests. */
const char *format_errkind_name(format_errkind kind);

/* Guess the format of a buffer: FMT_JSON when the first thing after the
 * header lines is '{'; else the first line that is not text (a title,
 * labels, a table rule) decides: FMT_GRID when it holds only move numbers
 * and unvisited marks ('-', '.', empty cells), FMT_MOVES when it names
 * squares; a line with a mistake goes by its first word.  FMT_AUTO when
 * there are no words at all. */
tour_format format_detect(const char *buf, size_t len);

#endif
