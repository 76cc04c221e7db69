/* SPDX-License-Identifier: MIT */
/* Fuzz target: square names.  The first six bytes choose a board (rows and
 * columns from 1 to BOARD_MAX_SIDE, three bytes each, big-endian, modulo
 * the limit) and a square on it; the rest is a name to parse.
 *
 * Properties: a refusal says why and quotes the name; an accepted name is a
 * square with non-negative coordinates (algebraic ones on the board's
 * ranks); square_parse_on() accepts exactly the names of squares on the
 * board; every square of every legal board prints (algebraic and row,col)
 * to a name of at most SQUARE_NAME_MAX bytes that parses back to itself. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/board.h"
#include "ktour/escape.h"
#include "ktour/square.h"

static long raw24(const uint8_t *p)
{
	return (long)p[0] << 16 | (long)p[1] << 8 | p[2];
}

/* Name (row0, col0) both ways and parse the names back. */
static void check_names(int rows, int row0, int col0)
{
	char name[SQUARE_NAME_MAX], err[256];
	int r, c;
	square_name_algebraic(rows, row0, col0, name, sizeof name);
	FUZZ_CHECK(strlen(name) < SQUARE_NAME_MAX - 1, "name of (%d,%d) too long", row0, col0);
	FUZZ_CHECK(square_parse(name, rows, &r, &c, err, sizeof err) && r == row0 && c == col0,
		   "(%d,%d) on %d rows is named '%s', which parses to (%d,%d): %s", row0,
		   col0, rows, name, r, c, err);
	square_name_rowcol(row0, col0, name, sizeof name);
	FUZZ_CHECK(square_parse(name, rows, &r, &c, err, sizeof err) && r == row0 && c == col0,
		   "(%d,%d) is written '%s', which parses to (%d,%d): %s", row0, col0, name,
		   r, c, err);
	char file[16], tiny[3];
	int n = square_file_name(col0, file, sizeof file);
	FUZZ_CHECK(n > 0 && (size_t)n == strlen(file), "file name of column %d: '%s' (%d)",
		   col0, file, n);
	n = square_file_name(col0, tiny, sizeof tiny);
	FUZZ_CHECK((size_t)n == strlen(tiny) && n <= 2, "file name into 3 bytes: %d", n);
}

/* Parse text on a board; what is accepted must be on its ranks. */
static void check_parse(const char *text, size_t len, int rows, int cols)
{
	char err[256];
	bool alg;
	long x, y;
	int r = -1, c = -1;
	err[0] = '\0';
	bool raw = square_parse_raw(text, &alg, &x, &y, err, sizeof err);
	if (raw)
		FUZZ_CHECK(x >= 0 && y >= (alg ? 1 : 0), "'%.40s' parsed raw as %ld,%ld", text,
			   x, y);
	err[0] = '\0';
	bool ok = square_parse(text, rows, &r, &c, err, sizeof err);
	FUZZ_CHECK(!ok || raw, "'%.40s': square_parse accepts what square_parse_raw refuses",
		   text);
	if (ok) {
		FUZZ_CHECK(r >= 0 && c >= 0, "'%.40s' parsed as (%d,%d)", text, r, c);
		FUZZ_CHECK(!alg || r < rows, "'%.40s' parsed as row %d of %d", text, r, rows);
	} else {
		FUZZ_CHECK(memchr(err, '\0', sizeof err) && err[0] != '\0',
			   "'%.40s' refused without a message", text);
		/* Quoted, escaped (ktour/escape.h), unless the name is too long
		 * to fit in the message. */
		FUZZ_CHECK(len > 64 || strlen(text) != len || strstr(err, ESCAPE_QUOTE(text)) != NULL,
			   "the refusal of '%s' does not quote it: %s", text, err);
	}
	if ((long)rows * cols > 4096)
		return; /* keep board_init cheap */
	board_spec spec = board_spec_default();
	spec.rows = rows;
	spec.cols = cols;
	board b;
	FUZZ_CHECK(board_init(&b, &spec, err, sizeof err), "board %dx%d: %s", rows, cols, err);
	ksq sq = KSQ_NONE;
	bool on = square_parse_on(&b, text, &sq, err, sizeof err);
	FUZZ_CHECK(on == (ok && r < rows && c < cols),
		   "'%.40s' on %dx%d: square_parse_on says %d, square_parse (%d,%d) %d", text,
		   rows, cols, on, r, c, ok);
	FUZZ_CHECK(!on || sq == board_sq(&b, r, c), "'%.40s': square %ld, expected (%d,%d)",
		   text, (long)sq, r, c);
	board_free(&b);
}

int fuzz_square(const uint8_t *data, size_t size)
{
	if (size < 6)
		return 0;
	long rr = raw24(data), rc = raw24(data + 3);
	int rows = (int)(rr % BOARD_MAX_SIDE) + 1, cols = (int)(rc % BOARD_MAX_SIDE) + 1;
	/* A square from the same bytes, and both corners. */
	check_names(rows, (int)(rr / 7 % rows), (int)(rc / 13 % cols));
	check_names(rows, 0, 0);
	check_names(rows, rows - 1, cols - 1);
	char *text = fuzz_strndup(data + 6, size - 6);
	check_parse(text, size - 6, rows, cols);
	/* Small boards too, where most names are off the board. */
	check_parse(text, size - 6, 1 + data[2] % 8, 1 + data[5] % 8);
	free(text);
	return 0;
}
