/* The explorer's screen at every size, end to end: the real binary in a
 * pseudo-terminal at 40x12, 80x24, 120x40, 200x60 and 160x45, for the
 * start screen, searches in the middle on 5x5 and 12x12, a backtrack, a
 * solution, help, options, the replay of an 8x30 tour, the presentation
 * layout, ASCII and monochrome.  From the screen text each size checks:
 * no two move numbers touch (the cells are wider than the largest
 * number), the heatmap's ranks line up with the board's, text never runs
 * into the edge of its panel (what is cut ends with an ellipsis), the
 * seed is whole, big numerals appear on a projector's 160x45 and not at
 * 80x24.  A few screens are compared whole with golden copies in
 * tests/e2e/golden/ (KTOUR_GOLDEN_UPDATE=1 writes them anew).  And the
 * README's example session is played and each of its quoted sentences
 * looked for, so that it stays what the program shows. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "e2e/pty.h"

#define SEED "1234567890"

/* ---- reading the screen ---------------------------------------------- */

static uint32_t at(pty_term *t, int r, int c)
{
	return pty_cell(t, r, c).ch;
}

static bool is_digit(uint32_t ch)
{
	return ch >= '0' && ch <= '9';
}

static bool is_corner(uint32_t ch, bool right, bool bottom)
{
	static const uint32_t u[2][2] = {{0x250c, 0x2510}, {0x2514, 0x2518}}; /* ┌┐└┘ */
	return ch == '+' || ch == u[bottom][right];
}

static bool is_big(uint32_t ch)
{
	return ch == 0x2580 || ch == 0x2584 || ch == 0x2588; /* ▀ ▄ █ */
}

/* A box on screen: found by its title ("Board ", "Onward moves"...). */
typedef struct box {
	int top, left, right, bottom;
} box;

static bool find_box(pty_term *t, const char *title, box *b)
{
	int r, c;
	if (!pty_find_text(t, title, &r, &c) || c < 2 || !is_corner(at(t, r, c - 2), false, false))
		return false;
	b->top = r;
	b->left = c - 2;
	b->right = c;
	while (b->right < pty_cols(t) && !is_corner(at(t, r, b->right), true, false))
		b->right++;
	b->bottom = r + 1;
	while (b->bottom < pty_rows(t) && !is_corner(at(t, b->bottom, b->left), false, true))
		b->bottom++;
	return b->right < pty_cols(t) && b->bottom < pty_rows(t);
}

/* A box whose title begins with one of the '|'-separated titles. */
static bool find_box_any(pty_term *t, const char *titles, box *b)
{
	char one[64];
	for (const char *p = titles; *p;) {
		size_t n = strcspn(p, "|");
		snprintf(one, sizeof one, "%.*s", (int)n, p);
		if (find_box(t, one, b))
			return true;
		p += n + (p[n] == '|');
	}
	return false;
}

/* The trimmed text of cells [from, to) of row r. */
static void cells_text(pty_term *t, int r, int from, int to, char *out, size_t len)
{
	size_t n = 0;
	for (int c = from < 0 ? 0 : from; c < to && n + 8 < len; c++) {
		pty_cell_info ci = pty_cell(t, r, c);
		size_t k = strlen(ci.text);
		memcpy(out + n, ci.text, k);
		n += k;
	}
	while (n > 0 && out[n - 1] == ' ')
		n--;
	out[n] = '\0';
	char *p = out;
	while (*p == ' ')
		p++;
	memmove(out, p, strlen(p) + 1);
}

/* ---- the checks ------------------------------------------------------ */

/* No two move numbers touch: inside the board's box no run of digits is
 * longer than the largest number, and the files (letters in the bottom
 * edge) are at least one column more apart than that. */
static void check_numbers_apart(pty_term *t, const box *b, int digits)
{
	for (int r = b->top + 1; r < b->bottom; r++) {
		int run = 0;
		for (int c = b->left + 1; c < b->right; c++) {
			run = is_digit(at(t, r, c)) ? run + 1 : 0;
			if (run > digits) {
				pty_dump(t, stderr);
				fail_msg("numbers touch on row %d at column %d", r, c);
			}
		}
	}
	int first = -1, second = -1;
	for (int c = b->left + 1; c < b->right && second < 0; c++) {
		uint32_t ch = at(t, b->bottom, c);
		if (ch < 'a' || ch > 'z')
			continue;
		if (first < 0)
			first = c;
		else
			second = c;
	}
	pty_assert(t, first >= 0);
	if (second >= 0)
		pty_assert(t, second - first >= digits + 1);
}

/* The digits of s, in place (a rank label without whatever else is
 * there: libvterm 0.1 puts the character after a repeat (CSI b) that
 * ends at the right margin at the start of the next row, where ncurses'
 * ASCII boxes meet it; real terminals do not). */
static char *digits_of(char *s)
{
	char *o = s;
	for (const char *p = s; *p; p++)
		if (is_digit((unsigned char)*p))
			*o++ = *p;
	*o = '\0';
	return s;
}

/* The heatmap beside the board: the same rows, the same rank labels on
 * each. */
static void check_heat_lined_up(pty_term *t, const box *b, int rank_w)
{
	box h;
	if (!find_box(t, "Onward moves \u2500", &h) && !find_box(t, "Onward moves -", &h))
		return; /* not beside the board at this size */
	pty_assert(t, h.top == b->top && h.bottom == b->bottom);
	int labels = 0;
	for (int r = b->top + 1; r < b->bottom; r++) {
		char lb[64], lh[64];
		cells_text(t, r, b->left - rank_w, b->left, lb, sizeof lb);
		cells_text(t, r, h.left - rank_w, h.left, lh, sizeof lh);
		if (strcmp(digits_of(lb), digits_of(lh)) != 0) {
			pty_dump(t, stderr);
			fail_msg("row %d: rank '%s' on the board, '%s' on the heatmap", r, lb, lh);
		}
		labels += lb[0] != '\0';
	}
	pty_assert(t, labels > 0);
	/* and its own file letters */
	char fh[1024];
	cells_text(t, h.bottom, h.left + 1, h.right, fh, sizeof fh);
	pty_assert(t, strchr(fh, 'a') != NULL);
}

/* Text never runs into the edge of its panel, so whatever was too long
 * was cut before it (with the ellipsis): the last column of the screen
 * holds nothing but a blank, an ellipsis or a box, and inside a panel of
 * text the column before its right edge is blank. */
static void check_cut_marked(pty_term *t)
{
	int last = pty_cols(t) - 1;
	for (int r = 0; r < pty_rows(t); r++) {
		uint32_t ch = at(t, r, last);
		bool ok = ch == ' ' || ch == 0x2026 || ch == '.' || ch == '|' || ch == '+' ||
			  (ch >= 0x2500 && ch <= 0x257f);
		if (!ok) {
			pty_dump(t, stderr);
			fail_msg("row %d runs into the right edge", r);
		}
	}
	/* the footer's last hint is whole, or the footer ends with the
	 * ellipsis (its hints end with these words in every mode) */
	char *foot = pty_row_text(t, pty_rows(t) - 1);
	static const char *const ends[] = {"quit", "close", "cancel", "old file", "\u2026", "..."};
	bool whole = false;
	for (size_t i = 0; i < sizeof ends / sizeof ends[0]; i++) {
		size_t n = strlen(foot), k = strlen(ends[i]);
		whole |= n >= k && strcmp(foot + n - k, ends[i]) == 0;
	}
	free(foot);
	pty_assert(t, whole);
	static const char *const panels[] = {"Search stack", "Path (replay)", "Help: ", "Options"};
	for (size_t i = 0; i < sizeof panels / sizeof panels[0]; i++) {
		box b;
		if (!find_box(t, panels[i], &b))
			continue;
		for (int r = b.top + 1; r < b.bottom; r++)
			if (at(t, r, b.right - 1) != ' ') {
				pty_dump(t, stderr);
				fail_msg("'%s' row %d runs into its border", panels[i], r);
			}
	}
}

static void check_seed(pty_term *t)
{
	char *s = pty_screen_text(t);
	const char *p = strstr(s, "seed " SEED);
	bool whole = p && !is_digit((unsigned char)p[strlen("seed " SEED)]);
	free(s);
	pty_assert(t, whole);
}

static bool big_numerals(pty_term *t, const box *b)
{
	for (int r = b->top + 1; r < b->bottom; r++)
		for (int c = b->left + 1; c < b->right; c++) {
			uint32_t ch = at(t, r, c);
			if (is_big(ch) || (ch == '#' && at(t, r, c + 1) == '#'))
				return true;
		}
	return false;
}

/* ---- the matrix ------------------------------------------------------ */

typedef struct scene {
	const char *name;
	const char *const *args;
	const char *const *env;
	const char *keys;     /* sent one by one after READY */
	const char *until;    /* then waited for */
	const char *board;    /* the board's title; NULL: an overlay covers it */
	int digits;           /* of the largest move number */
	int rank_w;
	bool seed;            /* the status line has the seed */
	bool big_at_160;      /* big numerals expected at 160x45 */
	bool mono;
} scene;

#define ARGS(...) ((const char *const[]){__VA_ARGS__, NULL})

static const scene scenes[] = {
	{"start", ARGS("explore", "--seed", SEED), NULL, "", "READY", "Board 8x8", 2, 1, true,
	 false, false},
	{"mid5", ARGS("explore", "-b", "5x5", "--seed", SEED), NULL, "nnnnnn", "step 6 ",
	 "Board 5x5", 2, 1, true, true, false},
	{"mid12", ARGS("explore", "-b", "12x12", "--seed", SEED), NULL, "nnnnnnnnnnnnnnnnnnnn",
	 "step 20 ", "Board 12x12", 3, 2, true, false, false},
	{"backtrack", ARGS("explore", "-b", "5x5", "--seed", SEED), NULL, "0b",
	 "Stopped at a backtrack", "Board 5x5", 2, 1, true, true, false},
	{"solution", ARGS("explore", "-b", "5x5", "--seed", SEED), NULL, "0N", "SOLUTION 1 FOUND",
	 "Board 5x5", 2, 1, true, true, false},
	{"help", ARGS("explore", "--seed", SEED), NULL, "nnn?", "Help: keys", NULL, 2, 1, true,
	 false, false},
	{"options", ARGS("explore", "--seed", SEED), NULL, "o", "Options", NULL, 2, 1, true, false,
	 false},
	{"replay", ARGS("replay", "assets/tours/wide-8x30.moves"), NULL, "nnnnn", "square 6/240",
	 /* a narrow title drops the size, then cuts the name in the middle */
	 "8x30 wide|wid\u2026", 3, 1, false, false, false},
	{"present", ARGS("explore", "-b", "5x5", "--seed", SEED), NULL, "nnnnz", "Presentation",
	 "Board 5x5", 2, 1, true, true, false},
	{"ascii", ARGS("explore", "-b", "5x5", "--seed", SEED), ARGS("LC_ALL=C", "LANG=C"),
	 "nnnn", "step 4 ", "Board 5x5", 2, 1, true, true, false},
	{"mono", ARGS("explore", "-b", "5x5", "--seed", SEED), ARGS("NO_COLOR=1"), "nnnn",
	 "step 4 ", "Board 5x5", 2, 1, true, true, true},
};

static const int sizes[][2] = {{24, 80}, {12, 40}, {40, 120}, {60, 200}, {45, 160}};

/* The screen after a resize: drawn anew at the new size. */
static bool redrawn(pty_term *t, void *arg)
{
	const char *until = arg;
	char *last = pty_row_text(t, pty_rows(t) - 1);
	bool yes = last && last[0] && pty_screen_contains(t, until);
	free(last);
	return yes;
}

/* Compare the screen with tests/e2e/golden/NAME.txt (or write it). */
static void golden(pty_term *t, const char *name)
{
	char path[256];
	snprintf(path, sizeof path, "tests/e2e/golden/%s.txt", name);
	char *s = pty_screen_text(t);
	const char *up = getenv("KTOUR_GOLDEN_UPDATE");
	if (up && up[0] == '1') {
		FILE *f = fopen(path, "w");
		assert_non_null(f);
		fprintf(f, "%s\n", s);
		fclose(f);
	}
	FILE *f = fopen(path, "r");
	if (!f)
		fail_msg("%s: missing (KTOUR_GOLDEN_UPDATE=1 writes it)", path);
	static char want[200 * 61 * 4];
	size_t n = fread(want, 1, sizeof want - 1, f);
	fclose(f);
	want[n] = '\0';
	if (n > 0 && want[n - 1] == '\n')
		want[n - 1] = '\0';
	if (strcmp(s, want) != 0) {
		pty_dump(t, stderr);
		fprintf(stderr, "--- expected (%s) ---\n%s\n", path, want);
	}
	assert_string_equal(s, want);
	free(s);
}

static void check_scene(const scene *sc)
{
	pty_term *t = pty_spawn_ktour(sc->args, sc->env, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert(t, pty_wait_stable(t, 60, PTY_TIMEOUT_MS));
	for (const char *k = sc->keys; *k; k++) {
		char key[2] = {*k, '\0'};
		assert_true(pty_send(t, key));
	}
	pty_assert_text(t, sc->until);
	for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
		int rows = sizes[i][0], cols = sizes[i][1];
		assert_true(pty_resize(t, rows, cols));
		pty_assert(t, pty_wait_until(t, redrawn, (void *)sc->until, PTY_TIMEOUT_MS));
		pty_assert(t, pty_wait_stable(t, 60, PTY_TIMEOUT_MS));
		check_cut_marked(t);
		if (sc->seed)
			check_seed(t);
		if (sc->mono)
			pty_assert(t, !pty_screen_has_colour(t));
		if (!sc->board)
			continue;
		box b;
		pty_assert(t, find_box_any(t, sc->board, &b));
		check_numbers_apart(t, &b, sc->digits);
		check_heat_lined_up(t, &b, sc->rank_w);
		if (rows == 24 && cols == 80)
			pty_assert(t, !big_numerals(t, &b));
		if (rows == 45 && cols == 160 && sc->big_at_160)
			pty_assert(t, big_numerals(t, &b));
		if ((rows == 45 && strcmp(sc->name, "mid5") == 0) ||
		    (rows == 24 && (strcmp(sc->name, "mid12") == 0 || strcmp(sc->name, "start") == 0 ||
				    strcmp(sc->name, "replay") == 0))) {
			char name[64];
			snprintf(name, sizeof name, "%s-%dx%d", sc->name, cols, rows);
			golden(t, name);
		}
	}
	if (!sc->board) { /* close the overlay first */
		assert_true(pty_send_key(t, PTY_KEY_ESC));
		if (strcmp(sc->until, "Options") == 0)
			pty_assert_text(t, "Options unchanged.");
		else
			pty_assert_gone(t, sc->until);
	}
	pty_assert_quit(t);
}

#define SCENE_TEST(i, fn)                                                                 \
	static void fn(void **state)                                                      \
	{                                                                                 \
		(void)state;                                                              \
		check_scene(&scenes[i]);                                                  \
	}
SCENE_TEST(0, test_start)
SCENE_TEST(1, test_mid_search_5x5)
SCENE_TEST(2, test_mid_search_12x12)
SCENE_TEST(3, test_backtrack)
SCENE_TEST(4, test_solution)
SCENE_TEST(5, test_help)
SCENE_TEST(6, test_options)
SCENE_TEST(7, test_replay_8x30)
SCENE_TEST(8, test_presentation)
SCENE_TEST(9, test_ascii)
SCENE_TEST(10, test_monochrome)

/* ---- b at the speed chosen --------------------------------------------- */

static void test_slow_run_to_backtrack(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "5x5", "--speed", "20", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	assert_true(pty_send(t, "b"));
	/* it runs where one can follow it: a step at a time */
	pty_assert_text(t, "RUN TO BACKTRACK");
	pty_assert_text(t, "Running at 20/s to the next backtrack; 0 runs at maximum speed.");
	pty_assert_text(t, "step 3 ");
	pty_assert(t, pty_screen_contains(t, "RUN TO BACKTRACK"));
	/* and stops at it: 5x5's first backtrack is its 23rd step */
	if (!pty_wait_text(t, "Stopped at a backtrack", 3 * PTY_TIMEOUT_MS)) {
		pty_dump(t, stderr);
		fail_msg("the run never stopped at the backtrack");
	}
	pty_assert(t, pty_screen_contains(t, "step 23 "));
	pty_assert(t, pty_screen_contains(t, "23 a3 \u00d7 dead end"));
	assert_true(pty_send(t, "q"));
	pty_assert_exit(t, 0);
	pty_close(t);
}

/* ---- the README's example session ------------------------------------ */

/* The screen's rows joined by blanks: a sentence wrapped onto two rows
 * reads whole. */
static bool shows(pty_term *t, void *arg)
{
	const char *want = arg;
	char *s = pty_screen_text(t);
	for (char *p = s; *p; p++)
		if (*p == '\n')
			*p = ' ';
	/* rows are trimmed: "a\nb" became "a b" as the wrap intended */
	bool yes = strstr(s, want) != NULL;
	free(s);
	return yes;
}

static void test_readme_session(void **state)
{
	(void)state;
	FILE *f = fopen("README.md", "r");
	assert_non_null(f);
	static char line[1024];
	bool in = false;
	pty_term *t = NULL;
	int checked = 0;
	while (fgets(line, sizeof line, f)) {
		line[strcspn(line, "\n")] = '\0';
		if (!in) {
			in = strncmp(line, "$ ./ktour explore ", strlen("$ ./ktour explore ")) == 0;
			if (in) {
				/* the command line: its words after ./ktour */
				static char words[1024];
				static const char *argv[32];
				int n = 0;
				snprintf(words, sizeof words, "%s", line + strlen("$ ./ktour "));
				for (char *w = strtok(words, " "); w && n < 31; w = strtok(NULL, " "))
					argv[n++] = w;
				argv[n] = NULL;
				t = pty_spawn_ktour(argv, NULL, 24, 80);
				assert_non_null(t);
				pty_assert_text(t, "READY");
			}
			continue;
		}
		if (strncmp(line, "```", 3) == 0)
			break;
		/* "  KEYS   text with "quotes"": the keys end at two blanks */
		char *p = line;
		while (*p == ' ')
			p++;
		char *end = strstr(p, "  ");
		if (end)
			*end = '\0';
		for (char *k = strtok(p, " "); k; k = strtok(NULL, " "))
			assert_true(pty_send(t, strcmp(k, "space") == 0 ? " " : k));
		if (!end)
			continue;
		for (char *q = strchr(end + 1, '"'); q; q = strchr(q + 1, '"')) {
			char *close = strchr(q + 1, '"');
			assert_non_null(close);
			*close = '\0';
			if (!pty_wait_until(t, shows, q + 1, PTY_TIMEOUT_MS)) {
				pty_dump(t, stderr);
				fail_msg("README: the screen never showed \"%s\"", q + 1);
			}
			checked++;
			q = close;
		}
	}
	fclose(f);
	pty_assert(t, checked >= 8);
	pty_assert_exit(t, 0); /* the session ends with q */
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_start, pty_teardown),
		cmocka_unit_test_teardown(test_mid_search_5x5, pty_teardown),
		cmocka_unit_test_teardown(test_mid_search_12x12, pty_teardown),
		cmocka_unit_test_teardown(test_backtrack, pty_teardown),
		cmocka_unit_test_teardown(test_solution, pty_teardown),
		cmocka_unit_test_teardown(test_help, pty_teardown),
		cmocka_unit_test_teardown(test_options, pty_teardown),
		cmocka_unit_test_teardown(test_replay_8x30, pty_teardown),
		cmocka_unit_test_teardown(test_presentation, pty_teardown),
		cmocka_unit_test_teardown(test_ascii, pty_teardown),
		cmocka_unit_test_teardown(test_monochrome, pty_teardown),
		cmocka_unit_test_teardown(test_slow_run_to_backtrack, pty_teardown),
		cmocka_unit_test_teardown(test_readme_session, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
