/* SPDX-License-Identifier: MIT */
/* ktour render against the explorer: the explorer is stepped to step N
 * with n, and `ktour render --step N` draws the same search; the board's
 * squares on the screen (read through libvterm), rank by rank, equal the
 * squares of the picture (the SVG's text layer, in the order the squares
 * are painted): the same move numbers on the same squares, the knight,
 * the retreat marks, the look-ahead's forced and cut-off squares; the
 * step and the narration are the screen's too. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "e2e/pty.h"

#define MAX_TOKENS 1024

typedef struct tokens {
	char *v[MAX_TOKENS];
	int n;
} tokens;

static void tokens_free(tokens *t)
{
	for (int i = 0; i < t->n; i++)
		free(t->v[i]);
	t->n = 0;
}

static void tokens_add(tokens *t, const char *s, size_t n)
{
	assert_true(t->n < MAX_TOKENS);
	t->v[t->n] = strndup(s, n);
	t->n++;
}

/* The board on the screen, rank by rank: between each rank's label and
 * the box's right edge, the words (move numbers and glyphs). */
static void screen_board(pty_term *t, tokens *out)
{
	static const char bar[] = "\u2502";
	int top, col;
	pty_assert(t, pty_find_text(t, "\u250c Board", &top, &col));
	for (int r = top + 1; r < pty_rows(t); r++) {
		char *row = pty_row_text(t, r);
		bool end = strstr(row, "\u2514") != NULL;
		char *first = strstr(row, bar), *second = first ? strstr(first + 3, bar) : NULL;
		if (!end && first && second && first > row && row[0] >= '0' && row[0] <= '9') {
			for (char *p = first + 3; p < second;) {
				p += strspn(p, " ");
				size_t n = strcspn(p, " ");
				if (p + n > second)
					n = (size_t)(second - p);
				if (n)
					tokens_add(out, p, n);
				p += n;
			}
		}
		free(row);
		if (end)
			break;
	}
}

/* The SVG's texts: (font size, words) in the order drawn. */
typedef struct svg_text {
	double size;
	char *text;
} svg_text;

static int svg_texts(const char *path, svg_text *v, int max)
{
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	long len = ftell(f);
	rewind(f);
	char *buf = malloc((size_t)len + 1);
	assert_int_equal(fread(buf, 1, (size_t)len, f), (size_t)len);
	buf[len] = '\0';
	fclose(f);
	int n = 0;
	const char *layer = strstr(buf, "id=\"ktour-text\"");
	assert_non_null(layer);
	for (const char *p = layer; (p = strstr(p, "<text ")) && n < max; n++) {
		const char *size = strstr(p, "font-size=\""), *open = strchr(p, '>');
		const char *close = strstr(open, "</text>");
		v[n].size = strtod(size + 11, NULL);
		v[n].text = strndup(open + 1, (size_t)(close - open - 1));
		p = close;
	}
	free(buf);
	return n;
}

/* The board's squares in the picture: after its title, up to the first
 * label of a rank or a file (drawn in the labels' smaller size, that of
 * the file letter "a"). */
static void picture_board(svg_text *v, int n, tokens *out)
{
	int title = -1;
	double label = 0;
	for (int i = 0; i < n; i++) {
		if (title < 0 && strncmp(v[i].text, "Board ", 6) == 0)
			title = i;
		if (strcmp(v[i].text, "a") == 0)
			label = v[i].size;
	}
	assert_true(title >= 0 && label > 0);
	for (int i = title + 1; i < n && v[i].size != label; i++)
		tokens_add(out, v[i].text, strlen(v[i].text));
}

static bool any_text_has(svg_text *v, int n, const char *s)
{
	for (int i = 0; i < n; i++)
		if (strstr(v[i].text, s))
			return true;
	return false;
}

/* The explorer at step `steps` of the search of args, and the picture of
 * the same step. */
static void compare_at(const char *const *args, int steps, const char *must)
{
	const char *argv[16] = {"explore"};
	int k = 1;
	while (args[k - 1])
		argv[k] = args[k - 1], k++;
	argv[k] = NULL;
	pty_term *t = pty_spawn_ktour(argv, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	char want[32];
	for (int i = 1; i <= steps; i++) {
		assert_true(pty_send(t, "n"));
		snprintf(want, sizeof want, "step %d ", i);
		pty_assert_text(t, want);
	}
	pty_assert(t, pty_wait_stable(t, 200, PTY_TIMEOUT_MS));
	tokens screen = {0};
	screen_board(t, &screen);
	/* the narration: the line above the footer's blank line */
	int nrow = -1, col;
	pty_assert(t, pty_find_text(t, "space run", &nrow, &col));
	char *narration = pty_row_text(t, nrow - 2);
	pty_assert_quit(t);

	char dir[] = "/tmp/ktour-e2e-render-XXXXXX", svg[64], cmd[1024];
	assert_non_null(mkdtemp(dir));
	snprintf(svg, sizeof svg, "%s/p.svg", dir);
	int at = snprintf(cmd, sizeof cmd, "%s render", pty_ktour_bin());
	for (int i = 0; args[i]; i++)
		at += snprintf(cmd + at, sizeof cmd - (size_t)at, " %s", args[i]);
	snprintf(cmd + at, sizeof cmd - (size_t)at, " --step %d -o %s", steps, svg);
	assert_int_equal(system(cmd), 0);
	svg_text v[2048];
	int n = svg_texts(svg, v, 2048);
	tokens pic = {0};
	picture_board(v, n, &pic);
	assert_true(screen.n > steps / 2);
	for (int i = 0; i < screen.n && i < pic.n; i++)
		if (strcmp(screen.v[i], pic.v[i]) != 0)
			fprintf(stderr, "square %d: screen '%s', picture '%s'\n", i, screen.v[i],
				pic.v[i]);
	assert_int_equal(screen.n, pic.n);
	bool seen = false;
	for (int i = 0; i < screen.n; i++) {
		assert_string_equal(screen.v[i], pic.v[i]);
		seen |= strcmp(pic.v[i], must) == 0;
	}
	assert_true(seen); /* the square this case is about */
	snprintf(want, sizeof want, "step %d", steps);
	assert_true(any_text_has(v, n, want));
	/* the narration's first words (the screen wraps it where it must) */
	char words[24];
	snprintf(words, sizeof words, "%.20s", narration);
	assert_true(any_text_has(v, n, words));
	free(narration);
	tokens_free(&screen);
	tokens_free(&pic);
	for (int i = 0; i < n; i++)
		free(v[i].text);
	unlink(svg);
	rmdir(dir);
}

static void test_render_equals_explorer_backtrack(void **state)
{
	(void)state;
	const char *const args[] = {"-b", "6x6", NULL};
	compare_at(args, 30, "\u00d7"); /* after a backtrack: retreat marks */
}

static void test_render_equals_explorer_lookahead(void **state)
{
	(void)state;
	const char *const args[] = {"-b", "6x6", "--prune", "lookahead", NULL};
	compare_at(args, 25, "!"); /* a forced square of the look-ahead */
}

static void test_render_equals_explorer_warnsdorff(void **state)
{
	(void)state;
	const char *const args[] = {"-b", "5x5", "-e", "warnsdorff", "--seed", "7", NULL};
	compare_at(args, 12, "\u265e");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_render_equals_explorer_backtrack, pty_teardown),
		cmocka_unit_test_teardown(test_render_equals_explorer_lookahead, pty_teardown),
		cmocka_unit_test_teardown(test_render_equals_explorer_warnsdorff, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
