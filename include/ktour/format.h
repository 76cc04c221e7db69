/* Tour file formats: grid, moves, json (read and write), svg (write only).
 * Reading detects the format; every error names file:line:column. */
#ifndef KTOUR_FORMAT_H
#define KTOUR_FORMAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

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

typedef struct format_error {
	char file[256]; /* as given; "-" is shown as "<stdin>" */
	long line, col; /* 1-based; 0 when not about a position */
	char msg[256];  /* what is wrong and what was expected */
} format_error;

/* "grid", "moves", "json", "svg" -> format; false for anything else. */
bool format_from_name(const char *name, tour_format *fmt);
const char *format_name(tour_format fmt);

/* Read a tour from a file ("-" = standard input).  fmt FMT_AUTO detects.
 * On failure returns false, leaves t freed-and-empty, and fills *e. */
bool format_read_file(const char *path, tour_format fmt, tour *t, format_error *e);
/* Same from memory; `name` is used in messages. */
bool format_read_mem(const char *buf, size_t len, const char *name, tour_format fmt,
		     tour *t, format_error *e);

/* Write t in fmt to an open stream; false on a write error (errno set). */
bool format_write(FILE *f, const tour *t, tour_format fmt);

/* Write t to path atomically: a temporary file in the same directory, then
 * rename.  A failure leaves any old file intact and no temporary behind;
 * err says why (with the path).  If `overwrite` is false and path exists,
 * fails with EEXIST. */
bool format_write_file(const char *path, const tour *t, tour_format fmt, bool overwrite,
		       char *err, size_t errlen);

/* "file:line:col: msg" (or "file: msg" without a position) into out. */
void format_error_string(const format_error *e, char *out, size_t outlen);

#endif
