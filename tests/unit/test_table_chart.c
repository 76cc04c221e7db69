/* SPDX-License-Identifier: MIT */
/* The table writer (text, TSV, CSV quoting, JSON with nulls, the partial
 * mark) and the charts (tick choice, the SVG's parts and escaping, the
 * text chart's axes, symbols and legend). */
#include <math.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ktour/chart.h"
#include "ktour/table.h"

/* What a writer prints, as a string (free it). */
typedef void (*write_fn)(FILE *f, const void *ctx);

static char *capture(write_fn fn, const void *ctx)
{
	static char *buf; /* static: open_memstream() keeps their addresses */
	static size_t len;
	buf = NULL;
	FILE *f = open_memstream(&buf, &len);
	assert_non_null(f);
	fn(f, ctx);
	fclose(f);
	return buf;
}

static void small_table(table *t)
{
	static const table_col cols[] = {{"m", 0}, {"name", 0}, {"pct", 1}};
	table_init(t, "demo", "a demo table", cols, 3);
	snprintf(t->command, sizeof t->command, "ktour experiment demo");
	table_param(t, "sides", "%d..%d", 5, 6);
	table_val r1[3] = {tv_int(5), tv_text("a, \"b\""), tv_real(12.34)};
	table_val r2[3] = {tv_int(6), tv_none(), tv_real(NAN)};
	assert_true(table_add_row(t, r1));
	assert_true(table_add_row(t, r2));
	table_note(t, "largest", "%d", 6);
}

static table_format fmt_now;

static void write_table(FILE *f, const void *ctx)
{
	assert_true(table_write(f, ctx, fmt_now));
}

static void test_table_formats(void **state)
{
	(void)state;
	table t;
	small_table(&t);
	fmt_now = TABLE_TSV;
	char *s = capture(write_table, &t);
	assert_non_null(strstr(s, "# ktour experiment demo\n# demo: a demo table\n# sides: 5..6\n"
				  "m\tname\tpct\n5\ta, \"b\"\t12.3\n6\t\t\n# largest: 6\n"));
	assert_null(strstr(s, "partial"));
	free(s);
	fmt_now = TABLE_CSV;
	t.partial = true;
	s = capture(write_table, &t);
	assert_non_null(strstr(s, "m,name,pct\n5,\"a, \"\"b\"\"\",12.3\n6,,\n"));
	assert_non_null(strstr(s, "# partial: yes"));
	free(s);
	fmt_now = TABLE_JSON;
	s = capture(write_table, &t);
	assert_non_null(strstr(s, "\"partial\": true"));
	assert_non_null(strstr(s, "[5, \"a, \\\"b\\\"\", 12.3]"));
	assert_non_null(strstr(s, "[6, null, null]"));
	assert_non_null(strstr(s, "\"summary\": {\"largest\": \"6\"}"));
	free(s);
	fmt_now = TABLE_TEXT;
	s = capture(write_table, &t);
	/* numbers right, text left, a missing value as '-' */
	assert_non_null(strstr(s, "m  name     pct\n5  a, \"b\"  12.3\n6  -          -\n"));
	free(s);
	table_format f;
	assert_true(table_format_from_name("csv", &f) && f == TABLE_CSV);
	assert_false(table_format_from_name("xml", &f));
	table_free(&t);
}

static void test_ticks(void **state)
{
	(void)state;
	double t[32];
	int n = chart_ticks(5, 400, 10, t, 32);
	assert_int_equal(n, 8);
	assert_true(t[0] == 50 && t[7] == 400);
	n = chart_ticks(0, 104, 8, t, 32);
	assert_int_equal(n, 6);
	assert_true(t[0] == 0 && t[1] == 20 && t[5] == 100);
	char buf[16];
	chart_tick_label(0.5, 0.25, buf, sizeof buf);
	assert_string_equal(buf, "0.50");
	chart_tick_label(300, 50, buf, sizeof buf);
	assert_string_equal(buf, "300");
}

static const double xs[] = {1, 2, 3, 4}, ys[] = {100, 50, NAN, 0};

static void line_chart(chart *c, chart_series *s, chart_guide *g)
{
	memset(c, 0, sizeof *c);
	*s = (chart_series){"rule <a&b>", 4, xs, ys};
	*g = (chart_guide){50, "50%"};
	c->title = "demo: a & b";
	c->subtitle = "m = 1..4";
	c->xlabel = "m";
	c->ylabel = "percent";
	c->xmax = 4;
	c->xmin = 1;
	c->ymax = 100;
	c->series = s;
	c->nseries = 1;
	c->guides = g;
	c->nguides = 1;
}

static void write_svg(FILE *f, const void *ctx)
{
	assert_true(chart_write_svg(f, ctx));
}

static void write_text(FILE *f, const void *ctx)
{
	chart_write_text(f, ctx, 60, 5);
}

static void test_svg_lines(void **state)
{
	(void)state;
	chart c;
	chart_series s;
	chart_guide g;
	line_chart(&c, &s, &g);
	char *svg = capture(write_svg, &c);
	assert_true(strncmp(svg, "<?xml", 5) == 0);
	assert_non_null(strstr(svg, "xmlns=\"http://www.w3.org/2000/svg\""));
	assert_non_null(strstr(svg, "<title>demo: a &amp; b</title>"));
	assert_non_null(strstr(svg, "class=\"axis x\""));
	assert_non_null(strstr(svg, "class=\"axis y\""));
	assert_non_null(strstr(svg, "data-name=\"rule &lt;a&amp;b&gt;\""));
	/* the gap at the missing value splits the line in two */
	const char *p = strstr(svg, "<polyline");
	assert_non_null(p);
	assert_non_null(strstr(p + 1, "<polyline"));
	assert_non_null(strstr(svg, "class=\"guide\""));
	assert_non_null(strstr(svg, "class=\"legend\""));
	assert_non_null(strstr(svg, "</svg>\n"));
	free(svg);
	char *txt = capture(write_text, &c);
	assert_non_null(strstr(txt, "demo: a & b\n"));
	assert_non_null(strstr(txt, "100|*"));
	assert_non_null(strstr(txt, "  0|"));
	assert_non_null(strstr(txt, "* rule <a&b>"));
	free(txt);
}

static void test_map(void **state)
{
	(void)state;
	static const int16_t cells[6] = {0, 0, 1, -1, 2, 2};
	static const char *const names[3] = {"first", "second", "none"};
	chart_map m = {.ncols = 3, .nrows = 2, .x0 = 10, .y0 = 20, .cell = cells, .ncat = 3,
		       .catname = names, .catsym = ".2#", .ring_last = true};
	chart c;
	memset(&c, 0, sizeof c);
	c.title = "map";
	c.xlabel = "n";
	c.ylabel = "m";
	c.map = &m;
	char *svg = capture(write_svg, &c);
	/* equal neighbours merged: row 0 has two rects, row 1 one (and an empty) */
	const char *mp = strstr(svg, "class=\"map\"");
	assert_non_null(mp);
	int rects = 0;
	for (const char *q = mp; (q = strstr(q, "<rect")) && q < strstr(mp, "</g>"); q++)
		rects++;
	assert_int_equal(rects, 3);
	/* a ring on each of the two cells of the last category ("none") */
	int rings = 0;
	for (const char *q = svg; (q = strstr(q, "class=\"mark\"")); q++)
		rings++;
	assert_int_equal(rings, 2);
	free(svg);
	char *txt = capture(write_text, &c);
	/* the top line is the highest row */
	assert_non_null(strstr(txt, "21| ##\n"));
	assert_non_null(strstr(txt, "20|..2\n"));
	assert_non_null(strstr(txt, ". first"));
	free(txt);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_table_formats),
		cmocka_unit_test(test_ticks),
		cmocka_unit_test(test_svg_lines),
		cmocka_unit_test(test_map),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
