/* Tour file formats: grid, moves, json (read and write), svg (write only).
 * Reading detects the format; every error names file:line:column (lines
 * and columns 1-based, columns counted in characters, a tab is one).
 *
 * Header lines "# ..." are kept in tour.meta, in order, without the "# ".
 * "# board RxC", "# leaper A,B" and "# torus" also set tour.spec.  Writers
 * emit board/leaper/torus from tour.spec first (json: as its own keys),
 * then every other meta line, so a read-write round trip keeps them all.
 *
 * Input is UTF-8 text (a leading BOM is skipped); NUL and control bytes
 * other than tab, CR and LF are refused, as are files over
 * FORMAT_MAX_FILE_BYTES, directories, FIFOs and devices ("-" = stdin). */
#ifndef KTOUR_FORMAT_H
#define KTOUR_FORMAT_H

#include <stdbool.h>
#include <stddef.h>
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

/* Largest file the readers accept (documented in the man page). */
#define FORMAT_MAX_FILE_BYTES (64L * 1024 * 1024)

/* What kind of thing went wrong (for tests and for callers that react
 * differently to, say, an unreadable file and a malformed one). */
typedef enum format_errkind {
	FERR_NONE = 0,
	FERR_IO,        /* cannot open or read: the message carries strerror() */
	FERR_NOT_FILE,  /* a directory, FIFO, device or socket */
	FERR_TOO_BIG,   /* more than FORMAT_MAX_FILE_BYTES */
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
} format_errkind;

typedef struct format_error {
	char file[256]; /* as given; "-" is shown as "<stdin>" */
	long line, col; /* 1-based; 0 when not about a position */
	char msg[256];  /* what is wrong and what was expected */
	format_errkind kind;
} format_error;

/* Longest "# ..." header line (and JSON meta string) accepted, in bytes. */
#define FORMAT_MAX_META_LINE 4096

/* "grid", "moves", "json", "svg" -> format; false for anything else. */
bool format_from_name(const char *name, tour_format *fmt);
const char *format_name(tour_format fmt);

/* Read a tour from a file ("-" = standard input).  fmt FMT_AUTO detects.
 * On failure returns false, leaves t freed-and-empty, and fills *e. */
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
 * header lines is '{', FMT_GRID when the first data line holds only move
 * numbers, '-' and '.', FMT_MOVES otherwise. */
tour_format format_detect(const char *buf, size_t len);

#endif
