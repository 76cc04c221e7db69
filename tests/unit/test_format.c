/* SPDX-License-Identifier: MIT */
/* Tour formats: reading the literature's grids, the moves and json
 * variants, detection, round trips grid -> moves -> json -> grid, and SVG. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/format.h"
#include "ktour/tour.h"
#include "unit/tour_samples.h"

static const char squirrel_cull_grid[] =
	"# board 8x8\n"
	"# engine warnsdorff tiebreak 12345678 start a8\n"
	" 1 16 27 22  3 18 47 56\n"
	"26 23  2 17 46 57  4 19\n"
	"15 28 25 62 21 48 55 58\n"
	"24 35 30 45 60 63 20  5\n"
	"29 14 61 34 49 44 59 54\n"
	"36 31 38 41 64 53  6  9\n"
	"13 40 33 50 11  8 43 52\n"
	"32 37 12 39 42 51 10  7\n";

static const char stuck_grid[] = "11  6  1  - 13\n"
				 " -  - 12  7  2\n"
				 " 5 10  - 14  -\n"
				 " -  - 16  3  8\n"
				 "17  4  9  - 15\n";

static void read_ok(const char *text, tour_format fmt, tour *t)
{
	format_error e;
	bool ok = format_read_mem(text, strlen(text), "test", fmt, t, &e);
	if (!ok) {
		char msg[600];
		format_error_string(&e, msg, sizeof msg);
		fail_msg("unexpected error: %s", msg);
	}
}

/* Write t in fmt into a malloc'ed string. */
static char *write_str(const tour *t, tour_format fmt)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	assert_non_null(f);
	assert_true(format_write(f, t, fmt));
	assert_int_equal(fclose(f), 0);
	return buf;
}

static void assert_same_path(const tour *a, const tour *b)
{
	assert_int_equal(a->spec.rows, b->spec.rows);
	assert_int_equal(a->spec.cols, b->spec.cols);
	assert_int_equal(a->spec.lea, b->spec.lea);
	assert_int_equal(a->spec.leb, b->spec.leb);
	assert_int_equal(a->spec.torus, b->spec.torus);
	assert_int_equal(a->len, b->len);
	for (size_t i = 0; i < a->len; i++)
		assert_int_equal(a->path[i], b->path[i]);
}

static void assert_same_meta(const tour *a, const tour *b)
{
	assert_int_equal(a->meta.count, b->meta.count);
	for (size_t i = 0; i < a->meta.count; i++)
		assert_string_equal(a->meta.lines[i], b->meta.lines[i]);
}

static void test_read_literature_grid(void **state)
{
	(void)state;
	tour t, want;
	read_ok(squirrel_cull_grid, FMT_AUTO, &t);
	assert_true(sample_tour(&want, 8, 8, squirrel_cull_8x8));
	assert_same_path(&t, &want);
	assert_int_equal(t.meta.count, 2);
	assert_string_equal(t.meta.lines[0], "board 8x8");
	assert_string_equal(t.meta.lines[1], "engine warnsdorff tiebreak 12345678 start a8");
	tour_report r;
	assert_true(tour_check(&t, &r));
	assert_true(r.complete);
	assert_false(r.closed);
	assert_true(r.warnsdorff);
	tour_free(&t);
	tour_free(&want);
}

static void test_read_partial_grid(void **state)
{
	(void)state;
	tour t, want;
	read_ok(stuck_grid, FMT_GRID, &t);
	assert_true(sample_tour(&want, 5, 5, stuck_5x5));
	assert_same_path(&t, &want);
	tour_report r;
	assert_true(tour_check(&t, &r));
	assert_int_equal(r.covered, 17);
	assert_int_equal(r.total, 25);
	tour_free(&t);
	tour_free(&want);
}

static void test_grid_tolerates(void **state)
{
	(void)state;
	tour t, want;
	assert_true(sample_tour(&want, 3, 4, tour_3x4));
	/* tabs, commas, blank lines, CRLF, a BOM, no final newline */
	read_ok("\xEF\xBB\xBF\n1,4,7,10\r\n\r\n12\t9\t2\t5\n\n 3, 6, 11, 8", FMT_AUTO, &t);
	assert_same_path(&t, &want);
	tour_free(&t);
	/* '.', '0' and '-' all mark unvisited squares */
	read_ok("1 . 0\n- - -\n", FMT_AUTO, &t);
	assert_int_equal(t.spec.rows, 2);
	assert_int_equal(t.spec.cols, 3);
	assert_int_equal(t.len, 1);
	tour_free(&t);
	/* leading zeros are just numbers */
	read_ok("01 04 07 10\n12 09 02 05\n03 06 11 08\n", FMT_AUTO, &t);
	assert_same_path(&t, &want);
	tour_free(&t);
	tour_free(&want);
}

static void test_moves_variants(void **state)
{
	(void)state;
	tour t, want;
	assert_true(sample_tour(&want, 3, 4, tour_3x4));
	/* 1 at a3, 2 at c2, 3 at a1, 4 at b3, 5 at d2, 6 at b1, 7 at c3,
	 * 8 at d1, 9 at b2, 10 at d3, 11 at c1, 12 at a2 */
	static const char *const variants[] = {
		"a3 c2 a1 b3 d2 b1 c3 d1 b2 d3 c1 a2\n",
		"a3,c2,a1,b3,d2,b1,c3,d1,b2,d3,c1,a2",
		"1. a3 2. c2 3. a1 4. b3 5. d2 6. b1 7. c3 8. d1 9. b2 10. d3 11. c1 12. a2\n",
		"1: a3\n2: c2\n3: a1\n4: b3\n5: d2\n6: b1\n7: c3\n8: d1\n9: b2\n10: d3\n11: c1\n"
		"12: a2\n",
		"1.a3 2.c2 3.a1 4.b3 5.d2 6.b1 7.c3 8.d1 9.b2 10.d3 11.c1 12.a2",
		"(1,1) (2,3) (3,1) (1,2) (2,4) (3,2) (1,3) (3,4) (2,2) (1,4) (3,3) (2,1)",
		"1. (1, 1), 2. ( 2,3 ), 3. (3,1) (1,2) (2,4) (3,2)\n(1,3) (3,4) (2,2) (1,4) "
		"(3,3) (2,1)\n",
		"# board 3x4\nA3 C2 a1 b3 d2 b1 c3 d1 b2 d3 c1 a2\n",
		"# some words\n\n  a3 c2 a1 b3 d2 b1 c3 d1 b2 d3 c1 a2  \n\n",
	};
	for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++) {
		read_ok(variants[i], FMT_AUTO, &t);
		assert_same_path(&t, &want);
		tour_free(&t);
	}
	tour_free(&want);
}

static void test_moves_board_from_squares(void **state)
{
	(void)state;
	tour t;
	/* no header: the smallest board that holds the squares */
	read_ok("a1 b3\n", FMT_AUTO, &t);
	assert_int_equal(t.spec.rows, 3);
	assert_int_equal(t.spec.cols, 2);
	assert_int_equal(t.path[0], 2 * 2 + 0); /* a1 = (3,1) */
	assert_int_equal(t.path[1], 0 * 2 + 1); /* b3 = (1,2) */
	tour_free(&t);
	/* a header board bigger than needed wins */
	read_ok("# board 8x8\na1 b3\n", FMT_AUTO, &t);
	assert_int_equal(t.spec.rows, 8);
	assert_int_equal(t.path[0], 7 * 8);
	tour_free(&t);
	/* files beyond z: ab is column 28 */
	read_ok("(1,1) ab7\n", FMT_AUTO, &t);
	assert_int_equal(t.spec.rows, 7);
	assert_int_equal(t.spec.cols, 28);
	assert_int_equal(t.path[1], 27);
	tour_free(&t);
}

static void test_headers(void **state)
{
	(void)state;
	tour t;
	read_ok("# board 4x5\n# leaper 1,3\n# torus\n# seed 7\n(1,1) (2,4)\n", FMT_AUTO, &t);
	assert_int_equal(t.spec.rows, 4);
	assert_int_equal(t.spec.cols, 5);
	assert_int_equal(t.spec.lea, 1);
	assert_int_equal(t.spec.leb, 3);
	assert_true(t.spec.torus);
	assert_int_equal(t.meta.count, 4);
	assert_string_equal(t.meta.lines[3], "seed 7");
	tour_free(&t);
	read_ok("#Board: 3X4\n#torus no\n1 4 7 10\n12 9 2 5\n3 6 11 8\n", FMT_AUTO, &t);
	assert_int_equal(t.spec.rows, 3);
	assert_false(t.spec.torus);
	tour_free(&t);
}

static void test_meta_verbatim(void **state)
{
	(void)state;
	tour t;
	read_ok("###  note \r\n#\tx\n#board 1x2\n1 2\n", FMT_AUTO, &t);
	assert_int_equal(t.meta.count, 3);
	assert_string_equal(t.meta.lines[0], "##  note ");
	assert_string_equal(t.meta.lines[1], "\tx");
	assert_string_equal(t.meta.lines[2], "board 1x2");
	/* json meta the same way, and back through the grid */
	tour_free(&t);
	read_ok("{\"board\":{\"rows\":1,\"cols\":2},\"meta\":[\"# x\",\"  y \",\"a\\tb\"],"
		"\"path\":[[1,1]]}",
		FMT_AUTO, &t);
	assert_string_equal(t.meta.lines[0], "# x");
	assert_string_equal(t.meta.lines[1], "  y ");
	assert_string_equal(t.meta.lines[2], "a\tb");
	char *grid = write_str(&t, FMT_GRID);
	assert_string_equal(grid, "# board 1x2\n# # x\n#   y \n# a\tb\n1 -\n");
	free(grid);
	/* a line added by code with a newline in it still writes as one line */
	assert_true(tour_meta_add(&t, "two\nlines"));
	grid = write_str(&t, FMT_GRID);
	assert_non_null(strstr(grid, "\n# two lines\n"));
	free(grid);
	char *json = write_str(&t, FMT_JSON);
	assert_non_null(strstr(json, "\"two lines\""));
	assert_non_null(strstr(json, "\"a\\tb\""));
	free(json);
	tour_free(&t);
}

static void test_json_read(void **state)
{
	(void)state;
	tour t, want;
	assert_true(sample_tour(&want, 3, 4, tour_3x4));
	read_ok("{\"board\":{\"rows\":3,\"cols\":4},\"closed\":false,\"path\":[[1,1],[2,3],"
		"[3,1],[1,2],[2,4],[3,2],[1,3],[3,4],[2,2],[1,4],[3,3],[2,1]]}",
		FMT_AUTO, &t);
	assert_same_path(&t, &want);
	tour_free(&t);
	/* path before board, unknown keys, whitespace, escapes in meta */
	read_ok(" \n{ \"path\" : [ [1,1] , [2,3] ] , \"x\": {\"y\": [1, 2.5e3, null, true]},\n"
		"\"meta\": [\"seed 5\", \"caf\\u00e9 \\\"quoted\\\" \\ud83d\\ude00\"],\n"
		"\"board\": {\"cols\": 4, \"rows\": 3, \"colour\": \"x\"}, \"leaper\": [2, 3],"
		" \"torus\": true }\n",
		FMT_AUTO, &t);
	assert_int_equal(t.len, 2);
	assert_int_equal(t.path[1], 1 * 4 + 2);
	assert_int_equal(t.spec.lea, 2);
	assert_int_equal(t.spec.leb, 3);
	assert_true(t.spec.torus);
	assert_int_equal(t.meta.count, 2);
	assert_string_equal(t.meta.lines[1], "caf\xC3\xA9 \"quoted\" \xF0\x9F\x98\x80");
	tour_free(&t);
	tour_free(&want);
}

/* grid -> moves -> json -> grid keeps every square, the spec and the
 * meta lines; each written text is also detected as its format. */
static void round_trip(const char *grid_text)
{
	tour t0, t1, t2, t3;
	tour_format used;
	format_error e;
	read_ok(grid_text, FMT_GRID, &t0);
	char *moves = write_str(&t0, FMT_MOVES);
	assert_true(format_read_mem_ex(moves, strlen(moves), "m", FMT_AUTO, &t1, &e, &used));
	assert_int_equal(used, FMT_MOVES);
	char *json = write_str(&t1, FMT_JSON);
	assert_true(format_read_mem_ex(json, strlen(json), "j", FMT_AUTO, &t2, &e, &used));
	assert_int_equal(used, FMT_JSON);
	char *grid = write_str(&t2, FMT_GRID);
	assert_true(format_read_mem_ex(grid, strlen(grid), "g", FMT_AUTO, &t3, &e, &used));
	assert_int_equal(used, FMT_GRID);
	assert_same_path(&t0, &t1);
	assert_same_path(&t0, &t2);
	assert_same_path(&t0, &t3);
	assert_same_meta(&t0, &t1);
	assert_same_meta(&t0, &t3);
	/* the grid we write is the grid we read, byte for byte */
	assert_string_equal(grid, grid_text);
	free(moves);
	free(json);
	free(grid);
	tour_free(&t0);
	tour_free(&t1);
	tour_free(&t2);
	tour_free(&t3);
}

static void test_round_trips(void **state)
{
	(void)state;
	round_trip(squirrel_cull_grid);
	round_trip("# board 5x5\n"
		   "# seed 36875124\n"
		   "11  6  1  - 13\n"
		   " -  - 12  7  2\n"
		   " 5 10  - 14  -\n"
		   " -  - 16  3  8\n"
		   "17  4  9  - 15\n");
	round_trip("# board 3x2\n# leaper 1,3\n# torus\n# note: \"quotes\" & <angles> \\ ok\n"
		   "1 -\n- -\n- 2\n");
	/* header lines come back verbatim: hashes, blanks at either end, tabs */
	round_trip("# board 1x2\n# ## note\n#   spaced  \n# tab\there\n# \n1 2\n");
	/* a board wider than 26 columns: 2 rows x 30 of a partial path */
	char wide[512];
	size_t n = (size_t)snprintf(wide, sizeof wide, "# board 2x30\n");
	for (int r = 0; r < 2; r++)
		for (int c = 0; c < 30; c++) {
			int v = 0;
			if (r == 0 && c == 0)
				v = 1;
			if (r == 1 && c == 2)
				v = 2;
			if (r == 0 && c == 4)
				v = 3;
			if (r == 1 && c == 6)
				v = 4;
			if (r == 0 && c == 29)
				v = 5;
			n += (size_t)snprintf(wide + n, sizeof wide - n, "%s%c", c ? " " : "",
					      v ? (char)('0' + v) : '-');
			if (c == 29)
				n += (size_t)snprintf(wide + n, sizeof wide - n, "\n");
		}
	round_trip(wide);
}

static void test_written_forms(void **state)
{
	(void)state;
	tour t;
	assert_true(sample_tour(&t, 3, 4, tour_3x4));
	char *grid = write_str(&t, FMT_GRID);
	assert_string_equal(grid, "# board 3x4\n 1  4  7 10\n12  9  2  5\n 3  6 11  8\n");
	char *moves = write_str(&t, FMT_MOVES);
	assert_string_equal(moves, "# board 3x4\n1. a3 2. c2 3. a1 4. b3 5. d2 6. b1 7. c3 8. d1\n"
				   "9. b2 10. d3 11. c1 12. a2\n");
	char *json = write_str(&t, FMT_JSON);
	assert_string_equal(json, "{\n  \"board\": {\"rows\": 3, \"cols\": 4},\n"
				  "  \"closed\": false,\n  \"path\": [\n"
				  "    [1,1], [2,3], [3,1], [1,2], [2,4], [3,2], [1,3], [3,4],\n"
				  "    [2,2], [1,4], [3,3], [2,1]\n  ]\n}\n");
	free(grid);
	free(moves);
	free(json);
	tour_free(&t);
}

static void test_grid_refuses_repeats(void **state)
{
	(void)state;
	tour t;
	read_ok("a8 c7 a8\n", FMT_MOVES, &t);
	FILE *f = fopen("/dev/null", "w");
	assert_non_null(f);
	assert_false(format_write(f, &t, FMT_GRID));
	assert_true(format_write(f, &t, FMT_MOVES)); /* moves can say it */
	assert_false(format_write(f, &t, FMT_AUTO));
	fclose(f);
	tour_free(&t);
}

static size_t count(const char *hay, const char *needle)
{
	size_t n = 0;
	for (const char *p = hay; (p = strstr(p, needle)) != NULL; p++)
		n++;
	return n;
}

static void test_svg(void **state)
{
	(void)state;
	tour t;
	assert_true(sample_tour(&t, 8, 8, closed_8x8));
	assert_true(tour_meta_add(&t, "note <b> & \"c\""));
	char *svg = write_str(&t, FMT_SVG);
	assert_true(strncmp(svg, "<?xml version=\"1.0\"", 19) == 0);
	assert_non_null(strstr(svg, "<svg xmlns=\"http://www.w3.org/2000/svg\""));
	assert_non_null(strstr(svg, "<title>Closed tour on 8x8 (64 squares)</title>"));
	assert_non_null(strstr(svg, "note &lt;b&gt; &amp; &quot;c&quot;"));
	size_t n = strlen(svg);
	assert_true(n > 7 && strcmp(svg + n - 7, "</svg>\n") == 0);
	/* 64 move numbers + 8 file + 8 rank labels; one path line + the
	 * closing dashed line; every element closed */
	assert_int_equal(count(svg, "<text "), 64 + 16);
	assert_non_null(strstr(svg, ">64</text>"));
	assert_int_equal(count(svg, "<polyline "), 1);
	assert_int_equal(count(svg, "<line "), 1);
	assert_int_equal(count(svg, "<g "), count(svg, "</g>"));
	assert_int_equal(count(svg, "<"), count(svg, ">"));
	free(svg);
	tour_free(&t);
}

static void test_detect(void **state)
{
	(void)state;
	assert_int_equal(format_detect("1 2\n", 4), FMT_GRID);
	assert_int_equal(format_detect("# x\n\n - 1 .\n", 12), FMT_GRID);
	assert_int_equal(format_detect("a8 b6", 5), FMT_MOVES);
	assert_int_equal(format_detect("1. a8", 5), FMT_MOVES);
	assert_int_equal(format_detect("1: a8", 5), FMT_MOVES);
	assert_int_equal(format_detect("(1,1)", 5), FMT_MOVES);
	assert_int_equal(format_detect("# x\n {\"a\":1}", 13), FMT_JSON);
	assert_int_equal(format_detect("# x\n\n", 5), FMT_AUTO);
	assert_int_equal(format_detect("", 0), FMT_AUTO);
}

static void test_names(void **state)
{
	(void)state;
	tour_format f;
	assert_true(format_from_name("grid", &f));
	assert_int_equal(f, FMT_GRID);
	assert_true(format_from_name("svg", &f));
	assert_int_equal(f, FMT_SVG);
	assert_false(format_from_name("auto", &f));
	assert_false(format_from_name("GRID", &f));
	assert_string_equal(format_name(FMT_JSON), "json");
	format_error e = {.file = "x.txt", .line = 3, .col = 7, .msg = "bad"};
	char out[100];
	format_error_string(&e, out, sizeof out);
	assert_string_equal(out, "x.txt:3:7: bad");
	e.line = 0;
	format_error_string(&e, out, sizeof out);
	assert_string_equal(out, "x.txt: bad");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_literature_grid),
		cmocka_unit_test(test_read_partial_grid),
		cmocka_unit_test(test_grid_tolerates),
		cmocka_unit_test(test_moves_variants),
		cmocka_unit_test(test_moves_board_from_squares),
		cmocka_unit_test(test_headers),
		cmocka_unit_test(test_meta_verbatim),
		cmocka_unit_test(test_json_read),
		cmocka_unit_test(test_round_trips),
		cmocka_unit_test(test_written_forms),
		cmocka_unit_test(test_grid_refuses_repeats),
		cmocka_unit_test(test_svg),
		cmocka_unit_test(test_detect),
		cmocka_unit_test(test_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
