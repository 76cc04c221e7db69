/* SPDX-License-Identifier: MIT */
/* Malformed inputs: each must fail with the right kind of error at the
 * right line and column (columns count characters, a tab is one). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/format.h"

typedef struct bad_case {
	const char *text;
	size_t len;          /* 0: strlen(text) */
	tour_format fmt;
	format_errkind kind;
	long line, col;      /* 0,0: no position */
	const char *says;    /* a piece of the message */
} bad_case;

static const bad_case cases[] = {
	/* grid */
	{"1 2 3\n4 5\n", 0, FMT_AUTO, FERR_RAGGED, 2, 4, "expected 3 like row 1"},
	{"1 2\n3 4 5\n", 0, FMT_AUTO, FERR_RAGGED, 2, 5, "more entries than the 2"},
	{"1 -3\n", 0, FMT_AUTO, FERR_RANGE, 1, 3, "negative number '-3'"},
	{"1 x7\n", 0, FMT_AUTO, FERR_SYNTAX, 1, 3, "found 'x7'"},
	{"1 2\n2 3\n", 0, FMT_AUTO, FERR_DUPLICATE, 2, 1, "also at line 1, column 3"},
	{"1 3\n- -\n", 0, FMT_AUTO, FERR_GAP, 1, 3, "move number 2 is missing"},
	{"1 99\n", 0, FMT_AUTO, FERR_RANGE, 1, 3, "larger than the 2 squares"},
	{"99999999999999999999 1\n", 0, FMT_AUTO, FERR_RANGE, 1, 1, "too large"},
	{"# board 3x3\n1 2\n", 0, FMT_AUTO, FERR_MISMATCH, 2, 4, "says 3 columns"},
	{"# board 3x2\n1 2\n", 0, FMT_AUTO, FERR_MISMATCH, 3, 1, "the grid is 1x2"},
	/* a partial path: the message says how to write the squares off it */
	{"# board 5x5\n1 - - - -\n- - 2 - -\n- 3 - - -\n", 0, FMT_AUTO, FERR_MISMATCH, 5, 1,
	 "the grid is 3x5 but the board header on line 1 says 5x5: give every row, with - for "
	 "a square not on the path"},
	{"# board 3x3\n1 2\n", 0, FMT_AUTO, FERR_MISMATCH, 2, 4,
	 "says 3 columns: give every square, - for one not on the path"},
	{"1 2 3\n4 5\n", 0, FMT_AUTO, FERR_RAGGED, 2, 4,
	 "expected 3 like row 1 (line 1): give every square, - for one not on the path"},
	{"1\t2\n3\tx\n", 0, FMT_AUTO, FERR_SYNTAX, 2, 3, "found 'x'"},
	/* a count of one in the singular (issue 37) */
	{"2\n", 0, FMT_AUTO, FERR_RANGE, 1, 1, "larger than the 1 square of the 1x1 board"},
	{"# board 3x3\n1\n", 0, FMT_AUTO, FERR_MISMATCH, 2, 2, "row 1 has 1 entry but"},
	{"# board 1x1\n1 -\n", 0, FMT_AUTO, FERR_MISMATCH, 2, 3,
	 "more than the 1 column of the board header"},
	{"# board 1x3\n1 2 3\n4 5 6\n", 0, FMT_AUTO, FERR_MISMATCH, 3, 6,
	 "more than the 1 row of the board header"},
	{"1 2\n3\n", 0, FMT_AUTO, FERR_RAGGED, 2, 2, "row 2 has 1 entry, expected 2 like row 1"},
	{"1 2 3\n\n4 5 6 7\n", 0, FMT_GRID, FERR_RAGGED, 3, 7, "row 2"},
	/* headers */
	{"# board 8\n1\n", 0, FMT_AUTO, FERR_HEADER, 1, 9, "# board ROWSxCOLS"},
	{"# board 8x8\n# board 6x6\na8\n", 0, FMT_AUTO, FERR_HEADER, 2, 9, "contradicts"},
	{"# leaper 2,2\na8\n", 0, FMT_AUTO, FERR_HEADER, 1, 10, "# leaper A,B"},
	{"# board 100000x100000\na8\n", 0, FMT_AUTO, FERR_HEADER, 1, 9, "squares"},
	{"# torus maybe\na8\n", 0, FMT_AUTO, FERR_HEADER, 1, 9, "# torus"},
	{"# a\rb\n1\n", 0, FMT_AUTO, FERR_BINARY, 1, 4, "carriage return inside a header"},
	/* bytes */
	{"1 2\n\0", 5, FMT_AUTO, FERR_BINARY, 2, 1, "NUL byte"},
	{"1 2\x1b\n", 0, FMT_AUTO, FERR_BINARY, 1, 4, "control character 0x1B"},
	{"# caf\xe9\n1\n", 0, FMT_AUTO, FERR_ENCODING, 1, 6, "invalid UTF-8"},
	{"a8 \xc0\xaf\n", 0, FMT_AUTO, FERR_ENCODING, 1, 4, "invalid UTF-8"},
	{"a8 \xed\xa0\x80\n", 0, FMT_AUTO, FERR_ENCODING, 1, 4, "invalid UTF-8"},
	{"", 0, FMT_AUTO, FERR_EMPTY, 1, 1, "no tour here"},
	{"# board 8x8\n", 0, FMT_AUTO, FERR_EMPTY, 2, 1, "no tour here"},
	{"\n\n", 0, FMT_GRID, FERR_EMPTY, 3, 1, "no grid rows"},
	/* moves */
	{"# board 8x8\na8 b6 j9\n", 0, FMT_AUTO, FERR_RANGE, 2, 7, "j9 is off the 8x8 board"},
	{"1. a8 3. b6\n", 0, FMT_AUTO, FERR_SEQUENCE, 1, 7, "3 where 2 was expected"},
	{"1. a8 2.\n", 0, FMT_AUTO, FERR_SYNTAX, 1, 7, "not followed by a square"},
	{"1. 2. a8\n", 0, FMT_AUTO, FERR_SYNTAX, 1, 4, "expected a square after move number 1"},
	{"(1,1) (0,2)\n", 0, FMT_AUTO, FERR_RANGE, 1, 8, "rows count from 1"},
	{"(1,1 (2,3)\n", 0, FMT_AUTO, FERR_SYNTAX, 1, 6, "')'"},
	{"(1,1) (2,3\n", 0, FMT_AUTO, FERR_SYNTAX, 1, 11, "')'"},
	{"a8 b0\n", 0, FMT_AUTO, FERR_RANGE, 1, 5, "ranks count from 1"},
	{"a8 abcde1\n", 0, FMT_AUTO, FERR_RANGE, 1, 4, "too many file letters"},
	{"a8 !! b6\n", 0, FMT_AUTO, FERR_SYNTAX, 1, 4, "found '!!'"},
	{"a8\nb6 c\n", 0, FMT_AUTO, FERR_SYNTAX, 2, 5, "file letters then a rank"},
	{"a999999 b1\n", 0, FMT_AUTO, FERR_RANGE, 1, 2, "beyond the largest board side"},
	/* json */
	{"{\"board\":{\"rows\":8},\"path\":[]}", 0, FMT_AUTO, FERR_SYNTAX, 1, 19,
	 "needs both \"rows\" and \"cols\""},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"path\":[[1,1],[9,2]]}", 0, FMT_AUTO, FERR_RANGE,
	 1, 45, "row 9 is out of range"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"path\":[[1,1],[2,3]],}", 0, FMT_AUTO,
	 FERR_SYNTAX, 1, 51, "a key in double quotes"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"path\":[[1,1],[2,3]]} x", 0, FMT_AUTO,
	 FERR_SYNTAX, 1, 52, "after the JSON object"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"board\":{\"rows\":8,\"cols\":8},\"path\":[]}", 0,
	 FMT_AUTO, FERR_DUPLICATE, 1, 30, "\"board\" is given twice"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"path\":[[1,1.5]]}", 0, FMT_AUTO, FERR_SYNTAX, 1,
	 41, "found a fraction"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"path\":[[1,-1]]}", 0, FMT_AUTO, FERR_RANGE, 1,
	 41, "negative column"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"meta\":[\"\\ud800\"],\"path\":[]}", 0, FMT_AUTO,
	 FERR_ENCODING, 1, 39, "high surrogate"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"path\":[[1,1]", 0, FMT_AUTO, FERR_SYNTAX, 1, 43,
	 "found the end of the file"},
	{"{\n  \"board\": {\"rows\": 8, \"cols\": 8},\n  \"path\": [[1,1], [2,x]]\n}", 0,
	 FMT_AUTO, FERR_SYNTAX, 3, 22, "expected column"},
	{"{\"board\":{\"rows\":8,\"cols\":8}}", 0, FMT_AUTO, FERR_SYNTAX, 1, 29, "no \"path\""},
	{"{\"path\":[]}", 0, FMT_AUTO, FERR_SYNTAX, 1, 11, "no \"board\""},
	{"{\"board\":{\"rows\":08,\"cols\":8},\"path\":[]}", 0, FMT_AUTO, FERR_SYNTAX, 1, 18,
	 "leading zeros"},
	{"{\"meta\":[\"a\nb\"]}", 0, FMT_AUTO, FERR_SYNTAX, 1, 12, "raw control character"},
	{"{\"meta\":[\"a\\nb\"]}", 0, FMT_AUTO, FERR_BINARY, 1, 10, "single lines"},
	{"{\"meta\":[\"\xc3\xa9\"], \"board\": 5}", 0, FMT_AUTO, FERR_SYNTAX, 1, 25,
	 "'{' to start the board"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"closed\":\"yes\",\"path\":[]}", 0, FMT_AUTO,
	 FERR_SYNTAX, 1, 39, "true or false"},
	{"{\"board\":{\"rows\":8,\"cols\":99999999999},\"path\":[]}", 0, FMT_AUTO, FERR_RANGE,
	 1, 27, "cols 99999999999 is out of range"},
	{"{\"x\":\"\\q\"}", 0, FMT_AUTO, FERR_SYNTAX, 1, 8, "an escape"},
	{"{\"board\":{\"rows\":8,\"cols\":8},\"path\":[[1,1]],\"leaper\":[3,3]}", 0, FMT_AUTO,
	 FERR_RANGE, 1, 54, "must differ"},
	/* forced formats */
	{"1 2\n", 0, FMT_SVG, FERR_SYNTAX, 0, 0, "svg is written only"},
	{"a8 b6\n", 0, FMT_GRID, FERR_SYNTAX, 1, 1, "expected a move number"},
	{"1 2\n", 0, FMT_JSON, FERR_SYNTAX, 1, 1, "'{' to start the JSON object"},
};

static void test_bad_inputs(void **state)
{
	(void)state;
	size_t n = sizeof cases / sizeof cases[0];
	assert_true(n >= 25);
	for (size_t i = 0; i < n; i++) {
		const bad_case *c = &cases[i];
		size_t len = c->len ? c->len : strlen(c->text);
		tour t;
		format_error e;
		bool ok = format_read_mem(c->text, len, "bad.txt", c->fmt, &t, &e);
		char msg[600];
		format_error_string(&e, msg, sizeof msg);
		if (ok)
			fail_msg("case %zu (%s) was read without an error", i, c->says);
		if (e.kind != c->kind || e.line != c->line || e.col != c->col ||
		    !strstr(e.msg, c->says))
			fail_msg("case %zu: got %s error '%s', expected %s at %ld:%ld saying '%s'",
				 i, format_errkind_name(e.kind), msg, format_errkind_name(c->kind),
				 c->line, c->col, c->says);
		assert_null(t.path); /* freed and empty */
		assert_int_equal(t.meta.count, 0);
		assert_string_equal(e.file, "bad.txt");
	}
}

static void test_huge_header_line(void **state)
{
	(void)state;
	static char text[FORMAT_MAX_META_LINE + 200];
	size_t n = FORMAT_MAX_META_LINE + 100;
	memcpy(text, "a8\n# ", 5);
	memset(text + 5, 'x', n);
	memcpy(text + 5 + n, "\nb6\n", 5);
	tour t;
	format_error e;
	assert_false(format_read_mem(text, strlen(text), "big", FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_TOO_LONG);
	assert_int_equal(e.line, 2);
	assert_int_equal(e.col, 1);
}

static void test_huge_line_of_numbers(void **state)
{
	(void)state;
	/* one line of 200000 cells: wider than any board may be */
	size_t cells = 200000;
	char *text = malloc(cells * 2 + 1);
	assert_non_null(text);
	for (size_t i = 0; i < cells; i++) {
		text[2 * i] = i == 0 ? '1' : '-';
		text[2 * i + 1] = ' ';
	}
	text[cells * 2] = '\0';
	tour t;
	format_error e;
	assert_false(format_read_mem(text, strlen(text), "wide", FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_RANGE);
	assert_int_equal(e.line, 1);
	assert_int_equal(e.col, 2 * 100000 + 1);
	free(text);
}

static void test_deep_json(void **state)
{
	(void)state;
	char text[300] = "{\"x\":";
	for (int i = 0; i < 100; i++)
		strcat(text, "[");
	tour t;
	format_error e;
	assert_false(format_read_mem(text, strlen(text), "deep", FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_TOO_LONG);
	assert_int_equal(e.line, 1);
	assert_int_equal(e.col, 6 + 64);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_bad_inputs),
		cmocka_unit_test(test_huge_header_line),
		cmocka_unit_test(test_huge_line_of_numbers),
		cmocka_unit_test(test_deep_json),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
