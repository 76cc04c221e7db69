/* SPDX-License-Identifier: MIT */
/* Tours as people write them (issue 13): detection among titles, tables
 * and labels; Unicode spaces; what format_read_info says (base, text
 * around the tour, labels, piece letters, pairs); where each square is
 * written; the files that read two ways; FIFOs read as streams. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ktour/format.h"
#include "ktour/tour.h"
#include "unit/tour_samples.h"

/* The first 3x4 tour (tour_samples.h) as a grid and as squares. */
static const char *const t34_rows[] = {" 1  4  7 10", "12  9  2  5", " 3  6 11  8"};
static const char t34_moves[] = "a3 c2 a1 b3 d2 b1 c3 d1 b2 d3 c1 a2";

static bool read_with(const char *text, int base, tour *t, format_error *e,
		      format_read_info *info)
{
	format_read_opts o = format_read_opts_default();
	o.base = base;
	o.want_where = true;
	return format_read_buf(text, strlen(text), "p", &o, t, e, info);
}

/* text reads as the 3x4 tour; info filled. */
static void reads_3x4(const char *text, format_read_info *info)
{
	tour t, want;
	format_error e;
	assert_true(sample_tour(&want, 3, 4, tour_3x4));
	if (!read_with(text, -1, &t, &e, info)) {
		char msg[600];
		format_error_string(&e, msg, sizeof msg);
		fail_msg("%s: %s", text, msg);
	}
	assert_int_equal(t.spec.rows, 3);
	assert_int_equal(t.spec.cols, 4);
	assert_int_equal(t.len, want.len);
	assert_memory_equal(t.path, want.path, want.len * sizeof *want.path);
	tour_free(&t);
	tour_free(&want);
}

static void fails_with(const char *text, int base, format_errkind kind, long line, long col,
		       const char *says)
{
	tour t;
	format_error e;
	format_read_info info;
	bool ok = read_with(text, base, &t, &e, &info);
	format_read_info_free(&info);
	char msg[600];
	format_error_string(&e, msg, sizeof msg);
	if (ok || e.kind != kind || e.line != line || e.col != col || !strstr(e.msg, says))
		fail_msg("'%s': got %s '%s', expected %s at %ld:%ld saying '%s'", text,
			 ok ? "success" : format_errkind_name(e.kind), msg,
			 format_errkind_name(kind), line, col, says);
}

static void test_detect(void **state)
{
	(void)state;
	static const struct {
		const char *text;
		tour_format want;
	} cases[] = {
		{"Euler's tour\n 1 2\n", FMT_GRID},
		{"A tour on an 8 x 8 board\n1 2\n", FMT_GRID},
		{"|---|---|\n| 1 | 2 |\n", FMT_GRID},
		{"+---+\n| 1 |\n+---+\n", FMT_GRID},
		{"```\n1 2\n```\n", FMT_GRID},
		{"a b c\n1 2 3\n", FMT_GRID},
		{"| Move | Square |\n|---|---|\n| 1 | a8 |\n", FMT_MOVES},
		{"Na8 Nc7\n", FMT_MOVES},
		{"a8-c7-e8\n", FMT_MOVES},
		{"a8 \xE2\x86\x92 c7\n", FMT_MOVES},
		{"Here is my tour:\n1) a8 2) c7\n", FMT_MOVES},
		{"1 x7\n", FMT_GRID},          /* a grid with a mistake */
		{"a8 !! b6\n", FMT_MOVES},     /* a move list with a mistake */
		{"just words\n", FMT_MOVES},
		{"# only\n# headers\n", FMT_AUTO},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		tour_format got = format_detect(cases[i].text, strlen(cases[i].text));
		if (got != cases[i].want)
			fail_msg("'%s' detected as %s, expected %s", cases[i].text,
				 format_name(got), format_name(cases[i].want));
	}
}

/* Append text to out with each blank replaced by `space`. */
static void spaced(char *out, const char *text, const char *space)
{
	size_t n = strlen(out);
	for (const char *p = text; *p; p++) {
		const char *add = *p == ' ' ? space : (char[2]){*p, '\0'};
		memcpy(out + n, add, strlen(add) + 1);
		n += strlen(add);
	}
}

/* Every Unicode space separates, in grids and in move lists. */
static void test_unicode_spaces(void **state)
{
	(void)state;
	static const char *const spaces[] = {
		"\xC2\xA0",     /* no-break space */
		"\xE2\x80\x87", /* figure space */
		"\xE2\x80\x89", /* thin space */
		"\xE2\x80\xAF", /* narrow no-break space */
		"\xE3\x80\x80", /* ideographic space */
		"\xE2\x80\x8B", /* zero-width space */
	};
	format_read_info info;
	for (size_t s = 0; s < sizeof spaces / sizeof spaces[0]; s++) {
		char grid[200] = "", moves[200] = "";
		for (size_t r = 0; r < 3; r++) {
			spaced(grid, t34_rows[r], spaces[s]);
			strcat(grid, "\n");
		}
		spaced(moves, t34_moves, spaces[s]);
		reads_3x4(grid, &info);
		assert_int_equal(info.fmt, FMT_GRID);
		format_read_info_free(&info);
		reads_3x4(moves, &info);
		assert_int_equal(info.fmt, FMT_MOVES);
		format_read_info_free(&info);
	}
}

static void test_grid_layouts(void **state)
{
	(void)state;
	format_read_info info;
	/* a title, a table, a source line */
	reads_3x4("The first tour\n\n| 1 | 4 | 7 | 10 |\n|---|---|---|---|\n"
		  "| 12 | 9 | 2 | 5 |\n| 3 | 6 | 11 | 8 |\n\nfrom a book\n",
		  &info);
	assert_int_equal(info.text_before[0], 1);
	assert_int_equal(info.text_before[1], 1);
	assert_int_equal(info.text_after[0], 8);
	assert_int_equal(info.labels, 0);
	format_read_info_free(&info);
	/* numbered from 0 */
	reads_3x4(" 0  3  6  9\n11  8  1  4\n 2  5 10  7\n", &info);
	assert_int_equal(info.base, 0);
	assert_true(info.base_detected);
	format_read_info_free(&info);
	/* file letters and rank numbers, as a chess diagram */
	reads_3x4("3  1  4  7 10\n2 12  9  2  5\n1  3  6 11  8\n   a  b  c  d\n", &info);
	assert_int_equal(info.labels, 2);
	assert_false(info.flip_rows);
	format_read_info_free(&info);
	/* rank 1 on top: the rows come bottom-up */
	reads_3x4("   a  b  c  d\n1  3  6 11  8\n2 12  9  2  5\n3  1  4  7 10\n", &info);
	assert_true(info.flip_rows);
	format_read_info_free(&info);
	/* files right to left */
	reads_3x4("d c b a\n10 7 4 1\n5 2 9 12\n8 11 6 3\n", &info);
	assert_true(info.flip_cols);
	format_read_info_free(&info);
	/* column and row numbers */
	reads_3x4("   1  2  3  4\n1  1  4  7 10\n2 12  9  2  5\n3  3  6 11  8\n", &info);
	assert_int_equal(info.labels, 3);
	format_read_info_free(&info);
	/* ASCII art and box drawing */
	reads_3x4("+--+--+--+--+\n| 1| 4| 7|10|\n+--+--+--+--+\n|12| 9| 2| 5|\n"
		  "+--+--+--+--+\n| 3| 6|11| 8|\n+--+--+--+--+\n",
		  &info);
	format_read_info_free(&info);
#define BOX "\xE2\x94\x82" /* U+2502 */
	reads_3x4(BOX " 1" BOX " 4" BOX " 7" BOX "10" BOX "\n" BOX "12" BOX " 9" BOX " 2" BOX
		  " 5" BOX "\n" BOX " 3" BOX " 6" BOX "11" BOX " 8" BOX "\n",
		  &info);
#undef BOX
	format_read_info_free(&info);
}

/* text reads as a 5x5 board with the path a5 (1,1), c4 (2,3). */
static void reads_partial_5x5(const char *text)
{
	tour t;
	format_error e;
	format_read_info info;
	if (!read_with(text, -1, &t, &e, &info)) {
		char msg[600];
		format_error_string(&e, msg, sizeof msg);
		fail_msg("%s: %s", text, msg);
	}
	format_read_info_free(&info);
	if (t.spec.rows != 5 || t.spec.cols != 5)
		fail_msg("%s: read as %dx%d", text, t.spec.rows, t.spec.cols);
	assert_int_equal(t.len, 2);
	assert_int_equal(t.path[0], 0);
	assert_int_equal(t.path[1], 7);
	tour_free(&t);
}

/* A partial grid keeps its rows of '-' in every frame (issue 37, the
 * student's list 5): box drawing's vertical lines are cell walls, as '|'
 * is, not a rule line. */
static void test_framed_partial_grid(void **state)
{
	(void)state;
#define V "\xE2\x94\x82"       /* U+2502 light vertical */
#define HV "\xE2\x94\x83"      /* U+2503 heavy vertical */
#define DV "\xE2\x95\x91"      /* U+2551 double vertical */
#define H5 "\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80\xE2\x94\x80" /* ───── */
	reads_partial_5x5("1 - - - -\n- - 2 - -\n- - - - -\n- - - - -\n- - - - -\n");
	reads_partial_5x5("| 1 | - | - | - | - |\n| - | - | 2 | - | - |\n| - | - | - | - | - |\n"
			  "| - | - | - | - | - |\n| - | - | - | - | - |\n");
	reads_partial_5x5("+---+---+---+---+---+\n| 1 | - | - | - | - |\n+---+---+---+---+---+\n"
			  "| - | - | 2 | - | - |\n+---+---+---+---+---+\n| - | - | - | - | - |\n"
			  "+---+---+---+---+---+\n| - | - | - | - | - |\n+---+---+---+---+---+\n"
			  "| - | - | - | - | - |\n+---+---+---+---+---+\n");
	reads_partial_5x5(V " 1 - - - - " V "\n" V " - - 2 - - " V "\n" V " - - - - - " V "\n" V
			  " - - - - - " V "\n" V " - - - - - " V "\n");
	/* in a whole frame, with a blank line of the frame (a rule) inside */
	reads_partial_5x5("\xE2\x94\x8C" H5 H5 "\xE2\x94\x90\n" V " 1 - - - - " V "\n" V
			  "           " V "\n" V " - - 2 - - " V "\n" V " - - - - - " V "\n" V
			  " - - - - - " V "\n" V " - - - - - " V "\n\xE2\x94\x94" H5 H5
			  "\xE2\x94\x98\n");
	/* the first row unvisited; heavy and double lines; a wall per cell */
	reads_partial_5x5(HV " 1 " HV " - " HV " - " HV " - " HV " - " HV "\n" HV " - " HV " - " HV
			  " 2 " HV " - " HV " - " HV "\n" HV " - " HV " - " HV " - " HV " - " HV
			  " - " HV "\n" HV " - " HV " - " HV " - " HV " - " HV " - " HV "\n" HV
			  " - " HV " - " HV " - " HV " - " HV " - " HV "\n");
	tour t;
	format_error e;
	format_read_info info;
	const char *top_empty = DV " - - - - - " DV "\n" DV " 1 - - - - " DV "\n" DV
				" - - 2 - - " DV "\n";
	assert_true(read_with(top_empty, -1, &t, &e, &info));
	format_read_info_free(&info);
	assert_int_equal(t.spec.rows, 3);
	assert_int_equal(t.spec.cols, 5);
	assert_int_equal(t.path[0], 5);
	tour_free(&t);
#undef V
#undef HV
#undef DV
#undef H5
}

static void test_move_layouts(void **state)
{
	(void)state;
	format_read_info info;
	static const char *const same[] = {
		"Na3 Nc2 Na1 Nb3 Nd2 Nb1 Nc3 Nd1 Nb2 Nd3 Nc1 Na2\n",
		"1. Na3 2. Nxc2 3. Na1+ 4. Nb3# 5. Nd2 6. Nb1 7. Nc3 8. Nd1 9. Nb2 10. Nd3 11. "
		"Nc1 12. Na2\n",
		"Kta3 Ktc2 Kta1 Ktb3 Ktd2 Ktb1 Ktc3 Ktd1 Ktb2 Ktd3 Ktc1 Kta2\n",
		"Sa3 Sc2 Sa1 Sb3 Sd2 Sb1 Sc3 Sd1 Sb2 Sd3 Sc1 Sa2\n",
		"\xE2\x99\x98" "a3 \xE2\x99\x9E" "c2 a1 b3 d2 b1 c3 d1 b2 d3 c1 a2\n",
		"N a3 N-c2 a1 b3 d2 b1 c3 d1 b2 d3 c1 a2\n",
		"a3-c2-a1-b3-d2-b1-c3-d1-b2-d3-c1-a2\n",
		"a3 \xE2\x80\x93 c2 \xE2\x80\x93 a1 -> b3 => d2 \xE2\x86\x92 b1 > c3 d1 b2 d3 c1 a2\n",
		"a3; c2; a1 | b3, d2 b1 c3 d1 b2 d3 c1 a2\n",
		"1) a3 2) c2 3) a1 4) b3 5) d2 6) b1 7) c3 8) d1 9) b2 10) d3 11) c1 12) a2\n",
		"(1) a3 (2) c2 (3) a1 (4) b3 (5) d2 (6) b1 (7) c3 (8) d1 (9) b2 (10) d3 (11) c1 "
		"(12) a2\n",
		"1:a3 2:c2 3:a1 4:b3 5:d2 6:b1 7:c3 8:d1 9:b2 10:d3 11:c1 12:a2\n",
		"| 1 | a3 |\n| 2 | c2 |\n| 3 | a1 |\n| 4 | b3 |\n| 5 | d2 |\n| 6 | b1 |\n"
		"| 7 | c3 |\n| 8 | d1 |\n| 9 | b2 |\n| 10 | d3 |\n| 11 | c1 |\n| 12 | a2 |\n",
		"A3 C2 A1 B3 D2 B1 C3 D1 B2 D3 C1 A2.\n",
	};
	for (size_t i = 0; i < sizeof same / sizeof same[0]; i++) {
		reads_3x4(same[i], &info);
		assert_int_equal(info.fmt, FMT_MOVES);
		format_read_info_free(&info);
	}
	reads_3x4("1. Na3-c2 2. Nc2-a1 3. Na1-b3 4. Nb3-d2 5. Nd2-b1 6. Nb1-c3 7. Nc3-d1 "
		  "8. Nd1-b2 9. Nb2-d3 10. Nd3-c1 11. Nc1xa2\n",
		  &info);
	assert_true(info.pairs);
	assert_true(info.pieces);
	format_read_info_free(&info);
	reads_3x4("My tour, from a3:\n\na3 c2 a1 b3 d2 b1\nc3 d1 b2 d3 c1 a2\n\nThe end.\n",
		  &info);
	assert_int_equal(info.text_before[0], 1);
	assert_int_equal(info.text_after[0], 6);
	assert_false(info.pairs);
	format_read_info_free(&info);
}

/* "Na8" is the knight on a8, never the square na8; "N5" is a square. */
static void test_piece_never_a_file(void **state)
{
	(void)state;
	tour t;
	format_error e;
	format_read_info info;
	assert_true(read_with("Na8 Nc7\n", -1, &t, &e, &info));
	assert_int_equal(t.spec.rows, 8);
	assert_int_equal(t.spec.cols, 3);
	assert_int_equal(t.path[0], 0);                     /* a8 */
	assert_int_equal(t.path[1], 1 * 3 + 2);             /* c7 */
	tour_free(&t);
	format_read_info_free(&info);
	assert_true(read_with("N5 N3\n", -1, &t, &e, &info));
	assert_int_equal(t.spec.cols, 14); /* the file n */
	tour_free(&t);
	format_read_info_free(&info);
}

static void test_where(void **state)
{
	(void)state;
	tour t;
	format_error e;
	format_read_info info;
	/* grid: move k is where the number k is */
	assert_true(read_with("# board 2x3\n1 . 2\n. 3 .\n", -1, &t, &e, &info));
	assert_int_equal(info.where_len, 3);
	assert_int_equal(info.where[0].line, 2);
	assert_int_equal(info.where[0].col, 1);
	assert_int_equal(info.where[1].line, 2);
	assert_int_equal(info.where[1].col, 5);
	assert_int_equal(info.where[2].line, 3);
	assert_int_equal(info.where[2].col, 3);
	tour_free(&t);
	format_read_info_free(&info);
	/* moves: at the square, after its move number; columns in characters */
	assert_true(read_with("1. \xC2\xA0" "a8 2. c7\n3. Ne8\n", -1, &t, &e, &info));
	assert_int_equal(info.where[0].col, 5);
	assert_int_equal(info.where[1].col, 11);
	assert_int_equal(info.where[2].line, 2);
	assert_int_equal(info.where[2].col, 4);
	tour_free(&t);
	format_read_info_free(&info);
	/* json: at the '[' of the square */
	assert_true(read_with("{\"board\":{\"rows\":3,\"cols\":3},\n\"path\":[[1,1], [2,3]]}", -1,
			      &t, &e, &info));
	assert_int_equal(info.where_len, 2);
	assert_int_equal(info.where[1].line, 2);
	assert_int_equal(info.where[1].col, 16);
	tour_free(&t);
	format_read_info_free(&info);
}

/* What reads two ways is an error that says how to choose; the options
 * choose. */
static void test_two_ways(void **state)
{
	(void)state;
	const char *zero = " 0  -  -\n -  -  1\n -  -  -\n";
	fails_with(zero, -1, FERR_AMBIGUOUS, 1, 2, "--base 0 or --base 1");
	tour t;
	format_error e;
	format_read_info info;
	assert_true(read_with(zero, 0, &t, &e, &info));
	assert_int_equal(t.len, 2);
	assert_int_equal(info.base, 0);
	assert_false(info.base_detected);
	tour_free(&t);
	format_read_info_free(&info);
	assert_true(read_with(zero, 1, &t, &e, &info));
	assert_int_equal(t.len, 1);
	tour_free(&t);
	format_read_info_free(&info);
	/* a 0 that is not one move from the 1: an unvisited square, as ever */
	assert_true(read_with("1 . 0\n- - -\n", -1, &t, &e, &info));
	assert_int_equal(t.len, 1);
	tour_free(&t);
	format_read_info_free(&info);
	fails_with("na8 nc7 ne8\n", -1, FERR_AMBIGUOUS, 1, 1, "capital letter");
	/* with the board given they are squares of a wide board */
	assert_true(read_with("# board 8x400\nna8 nc7\n", -1, &t, &e, &info));
	tour_free(&t);
	format_read_info_free(&info);
}

static void test_mistakes(void **state)
{
	(void)state;
	fails_with(" 1  4  7 10\nand then\n12  9  2  5\n", -1, FERR_SYNTAX, 2, 1,
		   "text inside the tour: 'and'");
	fails_with("a8 c7\nsee below\ne8\n", -1, FERR_SYNTAX, 2, 1, "not part of the move list");
	fails_with("Na8 Nc7 N\n", -1, FERR_SYNTAX, 1, 9, "a piece letter with no square");
	fails_with("a8 c7e8\n", -1, FERR_SYNTAX, 1, 6, "unexpected 'e8' after the square");
	fails_with("  a b c\n1 2 3 4\n5 6 7 8\n", -1, FERR_MISMATCH, 2, 1, "name 3 columns");
	fails_with("just some words\n", -1, FERR_SYNTAX, 1, 5, "file letters then a rank");
}

/* FIFOs: read as streams when asked (the command line), refused when not
 * (the explorer's load key must not wait for a writer). */
static void test_fifo_stream(void **state)
{
	(void)state;
	char dir[] = "/tmp/ktour-people.XXXXXX", path[64];
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/fifo", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	pid_t pid = fork();
	assert_true(pid >= 0);
	if (pid == 0) { /* the writer, a little late */
		usleep(200 * 1000);
		int fd = open(path, O_WRONLY);
		const char *text = " 1  4  7 10\n12  9  2  5\n 3  6 11  8\n";
		_exit(fd >= 0 && write(fd, text, strlen(text)) == (ssize_t)strlen(text) ? 0 : 1);
	}
	format_read_opts o = format_read_opts_default();
	o.streams = true;
	tour t;
	format_error e;
	assert_true(format_read(path, &o, &t, &e, NULL));
	assert_int_equal(t.len, 12);
	tour_free(&t);
	int status;
	assert_int_equal(waitpid(pid, &status, 0), pid);
	assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	o.streams = false;
	assert_false(format_read(path, &o, &t, &e, NULL));
	assert_int_equal(e.kind, FERR_NOT_FILE);
	unlink(path);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_detect),
		cmocka_unit_test(test_unicode_spaces),
		cmocka_unit_test(test_grid_layouts),
		cmocka_unit_test(test_framed_partial_grid),
		cmocka_unit_test(test_move_layouts),
		cmocka_unit_test(test_piece_never_a_file),
		cmocka_unit_test(test_where),
		cmocka_unit_test(test_two_ways),
		cmocka_unit_test(test_mistakes),
		cmocka_unit_test(test_fifo_stream),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
