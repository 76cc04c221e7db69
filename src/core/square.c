/* SPDX-License-Identifier: MIT */
/* Square names: algebraic (bijective base-26 files, ranks from the bottom)
 * and 1-based "row,col". */
#include "ktour/square.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"

int square_file_name(int col0, char *out, size_t outlen)
{
	char rev[16] = {0};
	int n = 0;
	long v = (long)col0 + 1; /* bijective base 26: 1 = a, 26 = z, 27 = aa */
	while (v > 0 && n < (int)sizeof rev) {
		v--;
		rev[n++] = (char)('a' + v % 26);
		v /= 26;
	}
	if (outlen == 0)
		return 0;
	int w = 0; /* letters that fit, most significant first */
	for (; w < n && (size_t)w + 1 < outlen; w++)
		out[w] = rev[n - 1 - w];
	out[w] = '\0';
	return w;
}

void square_name_algebraic(int rows, int row0, int col0, char *out, size_t outlen)
{
	char file[16];
	square_file_name(col0, file, sizeof file);
	snprintf(out, outlen, "%s%d", file, rows - row0);
}

void square_name_rowcol(int row0, int col0, char *out, size_t outlen)
{
	snprintf(out, outlen, "%d,%d", row0 + 1, col0 + 1);
}

static const char *skip_blank(const char *p)
{
	while (*p == ' ' || *p == '\t')
		p++;
	return p;
}

/* Parse a positive decimal number up to BOARD_MAX_SIDE; advances *pp. */
static bool parse_number(const char **pp, long *out)
{
	const char *p = *pp;
	long v = 0;
	if (!isdigit((unsigned char)*p))
		return false;
	while (isdigit((unsigned char)*p)) {
		v = v * 10 + (*p - '0');
		if (v > BOARD_MAX_SIDE * 10L)
			v = BOARD_MAX_SIDE * 10L; /* saturate: reported as off the board */
		p++;
	}
	*pp = p;
	*out = v;
	return true;
}

static bool parse_rowcol(const char *text, long *row0, long *col0, char *err,
			 size_t errlen)
{
	const char *p = skip_blank(text);
	bool paren = *p == '(';
	long r, c;
	if (paren)
		p = skip_blank(p + 1);
	if (!parse_number(&p, &r))
		goto bad;
	p = skip_blank(p);
	if (*p++ != ',')
		goto bad;
	p = skip_blank(p);
	if (!parse_number(&p, &c))
		goto bad;
	p = skip_blank(p);
	if (paren && *p++ != ')')
		goto bad;
	if (*skip_blank(p) != '\0')
		goto bad;
	if (r < 1 || c < 1) {
		snprintf(err, errlen, "square %s: rows and columns count from 1",
			 ESCAPE_QUOTE(text));
		return false;
	}
	*row0 = r - 1;
	*col0 = c - 1;
	return true;
bad:
	snprintf(err, errlen, "square %s: expected ROW,COL like 1,1 or a name like a8",
		 ESCAPE_QUOTE(text));
	return false;
}

bool square_parse_raw(const char *text, bool *algebraic, long *x, long *y, char *err,
		      size_t errlen)
{
	const char *p = skip_blank(text);
	if (isdigit((unsigned char)*p) || *p == '(') {
		*algebraic = false;
		return parse_rowcol(text, x, y, err, errlen);
	}
	long file = 0;
	int letters = 0;
	while (isalpha((unsigned char)*p)) {
		file = file * 26 + (tolower((unsigned char)*p) - 'a' + 1);
		if (++letters > 4) {
			snprintf(err, errlen, "square %s: too many file letters",
				 ESCAPE_QUOTE(text));
			return false;
		}
		p++;
	}
	long rank;
	if (letters == 0 || !parse_number(&p, &rank) || *skip_blank(p) != '\0') {
		snprintf(err, errlen,
			 "square %s: expected a name like a8 (file letters, rank number) "
			 "or ROW,COL like 1,1",
			 ESCAPE_QUOTE(text));
		return false;
	}
	if (rank < 1) {
		snprintf(err, errlen, "square %s: ranks count from 1", ESCAPE_QUOTE(text));
		return false;
	}
	*algebraic = true;
	*x = file - 1;
	*y = rank;
	return true;
}

bool square_parse(const char *text, int rows, int *row0, int *col0, char *err,
		  size_t errlen)
{
	bool alg;
	long x, y;
	if (!square_parse_raw(text, &alg, &x, &y, err, errlen))
		return false;
	if (alg) {
		long r = rows - y;
		if (r < 0 || y > rows) {
			snprintf(err, errlen, "square %s: rank %ld is not on a board of %d row%s",
				 ESCAPE_QUOTE(text), y, rows, rows == 1 ? "" : "s");
			return false;
		}
		*row0 = (int)r;
		*col0 = (int)x;
	} else {
		*row0 = (int)x;
		*col0 = (int)y;
	}
	return true;
}

bool square_parse_on(const board *b, const char *text, ksq *sq, char *err, size_t errlen)
{
	int r, c;
	if (!square_parse(text, b->rows, &r, &c, err, errlen))
		return false;
	if (r < 0 || r >= b->rows || c < 0 || c >= b->cols) {
		snprintf(err, errlen, "square %s is off the %dx%d board", ESCAPE_QUOTE(text),
			 b->rows, b->cols);
		return false;
	}
	*sq = board_sq(b, r, c);
	return true;
}
