/* SPDX-License-Identifier: MIT */
/* Replay, save, load and session resume end to end: the real binary in a
 * pseudo-terminal.  The 8x8 Squirrel-Cull tour stepped to move 10 (board
 * and stack), Home/End/g; the 5x5 backtracking tour's non-Warnsdorff move
 * 6 (onto square 7) marked; a tour from a pipe; a file that is not a tour;
 * s writes a file that checks and replays to the same path, asks before
 * replacing one and fails cleanly where it cannot write; l with Tab
 * completion; S then --resume gives the same screen. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "e2e/pty.h"

static char bin[PATH_MAX], root[PATH_MAX], tmp[64];

static int setup(void **state)
{
	(void)state;
	if (!realpath(pty_ktour_bin(), bin) || !getcwd(root, sizeof root))
		return -1;
	snprintf(tmp, sizeof tmp, "/tmp/ktour-e2e-replay-XXXXXX");
	return mkdtemp(tmp) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[256];
	snprintf(cmd, sizeof cmd, "chmod -R u+w '%s'; rm -rf '%s'", tmp, tmp);
	return system(cmd) == 0 ? 0 : -1;
}

/* An asset's absolute path (the tests also run from other directories). */
static const char *asset(const char *rel)
{
	static char path[2][PATH_MAX + 64];
	static int k;
	k ^= 1;
	snprintf(path[k], sizeof path[k], "%s/%s", root, rel);
	return path[k];
}

static void wait_ready(pty_term *t)
{
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
}

static pty_term *replay(const char *file, const char *const env[])
{
	const char *const args[] = {"replay", asset(file), NULL};
	pty_term *t = pty_spawn_ktour(args, env, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	wait_ready(t);
	return t;
}

/* ktour ARGS... with the working directory dir, once `ready` shows (the
 * screen may still be changing). */
static pty_term *in_dir_showing(const char *dir, const char *const args[], const char *ready)
{
	const char *argv[16] = {"/bin/sh", "-c", "cd \"$1\" && shift && exec \"$0\" \"$@\"", bin,
				dir};
	int n = 5;
	for (int i = 0; args[i] && n < 15; i++)
		argv[n++] = args[i];
	argv[n] = NULL;
	pty_term *t = pty_spawn(argv, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, ready);
	return t;
}

/* ... and once the screen is still. */
static pty_term *in_dir_until(const char *dir, const char *const args[], const char *ready)
{
	pty_term *t = in_dir_showing(dir, args, ready);
	wait_ready(t);
	return t;
}

static pty_term *in_dir(const char *dir, const char *const args[])
{
	return in_dir_until(dir, args, "READY");
}

static void steps(pty_term *t, int n, const char *key)
{
	for (int i = 0; i < n; i++)
		assert_true(pty_send(t, key));
}

/* The board row of a rank ("3" finds the row that begins "3│"). */
static int rank_row(pty_term *t, const char *rank)
{
	char want[16];
	snprintf(want, sizeof want, "%s\u2502", rank);
	for (int r = 0; r < pty_rows(t); r++) {
		char *line = pty_row_text(t, r);
		bool yes = line && strncmp(line, want, strlen(want)) == 0;
		free(line);
		if (yes)
			return r;
	}
	pty_assert(t, !"no such rank on the board");
	return -1;
}

static bool row_has(pty_term *t, int row, const char *text)
{
	char *line = pty_row_text(t, row);
	bool yes = line && strstr(line, text);
	free(line);
	return yes;
}

static void test_replay_squirrel_cull(void **state)
{
	(void)state;
	pty_term *t = replay("assets/tours/squirrel-cull-8x8.txt", NULL);
	pty_assert(t, pty_screen_contains(t, "replay: open tour, 64/64 squares, Warnsdorff "
					     "throughout"));
	pty_assert(t, pty_screen_contains(t, "squirrel-cull-8x8.txt"));
	pty_assert(t, pty_screen_contains(t, "Path (replay)"));
	pty_assert(t, pty_screen_contains(t, "square 1/64"));
	steps(t, 9, "n");
	pty_assert_text(t, "square 10/64");
	wait_ready(t);
	/* the board: 1 and 3 on rank 8 (a8, e8), 2 and 4 on rank 7, the
	 * knight on g1 beside 7 on h1; 10 is not drawn (the knight is there) */
	pty_assert(t, row_has(t, rank_row(t, "8"), " 1 "));
	pty_assert(t, row_has(t, rank_row(t, "8"), " 3 "));
	pty_assert(t, row_has(t, rank_row(t, "7"), " 2 "));
	pty_assert(t, row_has(t, rank_row(t, "7"), " 4 "));
	int r1 = rank_row(t, "1");
	pty_assert(t, row_has(t, r1, "\u265e   7"));
	pty_assert(t, row_has(t, rank_row(t, "3"), "6   9"));
	/* the stack: the path so far, the next square in brackets */
	pty_assert(t, pty_screen_contains(t, " 1 a8  [c7"));
	pty_assert(t, pty_screen_contains(t, " 9 h3  [g1"));
	pty_assert(t, pty_screen_contains(t, "10 g1  [e2"));
	pty_assert(t, pty_screen_contains(t, "Move 9 to g1 (square 10)"));
	/* Home and End */
	assert_true(pty_send_key(t, PTY_KEY_HOME));
	pty_assert_text(t, "square 1/64");
	pty_assert_text(t, "READY");
	assert_true(pty_send_key(t, PTY_KEY_END));
	pty_assert_text(t, "square 64/64");
	pty_assert_text(t, "TOUR COMPLETE");
	pty_assert_text(t, "The tour is complete");
	wait_ready(t);
	pty_assert(t, row_has(t, rank_row(t, "3"), " 36  31  38  41   \u265e  53   6   9"));
	/* g: to square 10 again, by number */
	assert_true(pty_send(t, "g"));
	pty_assert_text(t, "Go to square number (1-64):");
	assert_true(pty_send(t, "10"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "square 10/64");
	pty_assert_text(t, "10 g1  [e2");
	/* keys that do not apply say so */
	assert_true(pty_send(t, "b"));
	pty_assert_text(t, "A replay never backtracks");
	pty_assert_quit(t);
}

static void test_departure_marked(void **state)
{
	(void)state;
	pty_term *t = replay("assets/tours/backtrack-5x5.moves", NULL);
	pty_assert(t, pty_screen_contains(t, "first non-Warnsdorff move 6 (to square 7)"));
	steps(t, 5, "n");
	pty_assert_text(t, "square 6/25");
	wait_ready(t);
	pty_assert(t, !pty_screen_contains(t, "*  "));
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "square 7/25");
	pty_assert_text(t, "but a1 had 1 onward move");
	assert_true(pty_send(t, "n"));
	/* square 7 (d4) is marked on the board and in the stack */
	pty_assert_text(t, "7*");
	int row, col;
	pty_assert(t, pty_find_text(t, "7*", &row, &col));
	pty_assert(t, row_has(t, row, "4\u2502"));
	pty_cell_info c = pty_cell(t, row, col);
	pty_assert(t, c.underline && c.bold);
	pty_assert(t, pty_screen_contains(t, " 7 d4*"));
	/* the other squares are plain */
	pty_assert(t, pty_find_text(t, " 6 ", &row, &col));
	c = pty_cell(t, row, col + 1);
	pty_assert(t, !c.underline);
	pty_assert_quit(t);
	/* without colour: the star and the underline still tell */
	static const char *const mono[] = {"NO_COLOR=1", NULL};
	t = replay("assets/tours/backtrack-5x5.moves", mono);
	assert_true(pty_send_key(t, PTY_KEY_END));
	pty_assert_text(t, "TOUR COMPLETE");
	wait_ready(t);
	pty_assert(t, pty_find_text(t, "7*", &row, &col));
	pty_assert(t, pty_cell(t, row, col).underline);
	pty_assert(t, !pty_screen_has_colour(t));
	pty_assert_quit(t);
}

static void test_replay_from_pipe(void **state)
{
	(void)state;
	const char *const argv[] = {"/bin/sh", "-c", "cat \"$1\" | exec \"$0\" replay -", bin,
				    asset("assets/tours/tour-3x4.txt"), NULL};
	pty_term *t = pty_spawn(argv, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	pty_assert_text(t, "replay: open tour, 12/12 squares");
	pty_assert_text(t, "<stdin>");
	/* the keys come from the terminal */
	steps(t, 3, "n");
	pty_assert_text(t, "square 4/12");
	pty_assert_quit(t);
}

static void test_not_a_tour(void **state)
{
	(void)state;
	pty_term *t = replay("tests/data/not-a-move.moves", NULL);
	pty_assert(t, pty_screen_contains(t, "Not a tour: move 4 from f6 to "));
	pty_assert(t, pty_screen_contains(t, "partial path, 4/64 squares"));
	assert_true(pty_send_key(t, PTY_KEY_END));
	pty_assert_text(t, "square 4/64");
	pty_assert_text(t, "END OF PATH");
	/* the narration gives the reason the replay stops there */
	pty_assert_text(t, "then move 4 from f6 to f5");
	pty_assert_quit(t);
}

/* Run a command, its stdout into out; returns the exit status. */
static int run(const char *cmd, char *out, size_t len)
{
	FILE *p = popen(cmd, "r");
	assert_non_null(p);
	size_t n = fread(out, 1, len - 1, p);
	out[n] = '\0';
	int st = pclose(p);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* The lines of s that do not start with '#'. */
static void grid_only(const char *s, char *out, size_t len)
{
	size_t at = 0;
	while (*s) {
		const char *nl = strchr(s, '\n');
		size_t n = nl ? (size_t)(nl - s) + 1 : strlen(s);
		if (s[0] != '#' && at + n < len) {
			memcpy(out + at, s, n);
			at += n;
		}
		s += n;
	}
	out[at] = '\0';
}

static void test_save_and_check(void **state)
{
	(void)state;
	char dir[PATH_MAX], cmd[PATH_MAX * 3], out[4096], want[4096], a[4096], b[4096];
	snprintf(dir, sizeof dir, "%s/save", tmp);
	assert_int_equal(mkdir(dir, 0755), 0);
	const char *const args[] = {"explore", "-b", "5x5", NULL};
	pty_term *t = in_dir(dir, args);
	assert_true(pty_send(t, "0")); /* maximum speed: N jumps to the tour */
	assert_true(pty_send(t, "N"));
	pty_assert_text(t, "SOLUTION 1 FOUND");
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save path to: ktour-5x5-0001.txt");
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Saved 25 squares to ");
	pty_assert_text(t, "/save/ktour-5x5-0001.txt");
	/* the next s offers the next free name */
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save path to: ktour-5x5-0002.txt");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_text(t, "Not saved.");
	pty_assert_quit(t);
	/* the file: a tour, with its headers, the first tour of the search */
	snprintf(cmd, sizeof cmd, "'%s' check '%s/ktour-5x5-0001.txt'", bin, dir);
	assert_int_equal(run(cmd, out, sizeof out), 0);
	assert_non_null(strstr(out, ": tour"));
	snprintf(cmd, sizeof cmd, "cat '%s/ktour-5x5-0001.txt'", dir);
	run(cmd, out, sizeof out);
	assert_non_null(strstr(out, "# board 5x5\n"));
	assert_non_null(strstr(out, "# engine backtrack order 12345678 prune none open"));
	assert_non_null(strstr(out, "# seed "));
	assert_non_null(strstr(out, "# steps "));
	grid_only(out, a, sizeof a);
	snprintf(cmd, sizeof cmd, "'%s' solve -b 5x5 --prune none", bin);
	assert_int_equal(run(cmd, want, sizeof want), 0);
	grid_only(want, b, sizeof b);
	assert_string_equal(a, b);
	/* and it replays to the same path */
	char file[PATH_MAX + 32];
	snprintf(file, sizeof file, "%s/ktour-5x5-0001.txt", dir);
	const char *const rargs[] = {"replay", file, NULL};
	t = pty_spawn_ktour(rargs, NULL, 24, 80);
	pty_assert_text(t, "replay: open tour, 25/25 squares");
	assert_true(pty_send_key(t, PTY_KEY_END));
	pty_assert_text(t, "TOUR COMPLETE");
	wait_ready(t);
	pty_assert(t, pty_screen_contains(t, "1    20    17    12     3"));
	pty_assert(t, pty_screen_contains(t, "10    15     6    23     8"));
	pty_assert_quit(t);
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	static char buf[2][4096];
	static int k;
	k ^= 1;
	size_t n = fread(buf[k], 1, sizeof buf[k] - 1, f);
	buf[k][n] = '\0';
	fclose(f);
	return buf[k];
}

static void test_save_asks_before_replacing(void **state)
{
	(void)state;
	char dir[PATH_MAX], file[PATH_MAX + 32];
	snprintf(dir, sizeof dir, "%s/over", tmp);
	assert_int_equal(mkdir(dir, 0755), 0);
	snprintf(file, sizeof file, "%s/mine.txt", dir);
	FILE *f = fopen(file, "w");
	assert_non_null(f);
	fputs("precious\n", f);
	fclose(f);
	const char *const args[] = {"explore", "--seed", "1", NULL};
	pty_term *t = in_dir(dir, args);
	steps(t, 5, "n");
	pty_assert_text(t, "step 5 ");
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save path to: ktour-8x8-0001.txt");
	assert_true(pty_send_ctrl(t, 'u'));
	pty_assert_gone(t, "ktour-8x8-0001.txt");
	assert_true(pty_send(t, "mine.txt"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "overwrite mine.txt? y/n");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "Not saved: mine.txt was left as it was.");
	assert_string_equal(slurp(file), "precious\n");
	/* y replaces it */
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save path to: ");
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, "mine.txt"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "overwrite mine.txt? y/n");
	assert_true(pty_send(t, "y"));
	pty_assert_text(t, "Saved 6 squares to ");
	pty_assert_quit(t);
	char *now = slurp(file);
	assert_non_null(strstr(now, "# partial path: 6 of 64 squares"));
	assert_non_null(strstr(now, "1 - - - 3 - - -"));
}

static void test_save_fails_cleanly(void **state)
{
	(void)state;
	const char *const args[] = {"explore", NULL};
	pty_term *t = in_dir(tmp, args);
	assert_true(pty_send(t, "s"));
	pty_assert_text(t, "Save path to: ");
	assert_true(pty_send_ctrl(t, 'u'));
	/* /proc/sys refuses new files even to root */
	assert_true(pty_send(t, "/proc/sys/ktour-test.txt"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Not saved: /proc/sys/ktour-test.txt: cannot create a temporary");
	pty_assert(t, access("/proc/sys/ktour-test.txt", F_OK) != 0);
	/* a read-only directory (modes do not bind root: skipped then) */
	if (geteuid() != 0) {
		char ro[PATH_MAX];
		snprintf(ro, sizeof ro, "%s/ro", tmp);
		assert_int_equal(mkdir(ro, 0555), 0);
		assert_true(pty_send(t, "s"));
		pty_assert_text(t, "Save path to: ");
		assert_true(pty_send_ctrl(t, 'u'));
		assert_true(pty_send(t, "ro/x.txt"));
		assert_true(pty_send_key(t, PTY_KEY_ENTER));
		pty_assert_text(t, "Permission denied");
		char cmd[PATH_MAX + 32];
		snprintf(cmd, sizeof cmd, "test -z \"$(ls -A '%s')\"", ro);
		assert_int_equal(system(cmd), 0);
	}
	/* the search goes on as before */
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 1 ");
	pty_assert_quit(t);
}

static void test_load_prompt(void **state)
{
	(void)state;
	const char *const args[] = {"explore", NULL};
	pty_term *t = in_dir(root, args);
	/* a file that is not a tour file: the message, the search stays */
	assert_true(pty_send(t, "l"));
	pty_assert_text(t, "Replay tour file:");
	assert_true(pty_send(t, "tests/data/bad-gap.txt"));
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Not loaded: tests/data/bad-gap.txt:2:8");
	pty_assert(t, pty_screen_contains(t, "backtrack order 12345678"));
	/* Esc cancels */
	assert_true(pty_send(t, "l"));
	pty_assert_text(t, "Replay tour file:");
	assert_true(pty_send(t, "xyz"));
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_text(t, "Nothing loaded.");
	/* Tab completes a directory, then a unique name */
	assert_true(pty_send(t, "l"));
	pty_assert_text(t, "Replay tour file:");
	assert_true(pty_send(t, "asse"));
	assert_true(pty_send_key(t, PTY_KEY_TAB));
	pty_assert_text(t, "Replay tour file: assets/");
	assert_true(pty_send(t, "tours/squ"));
	assert_true(pty_send_key(t, PTY_KEY_TAB));
	pty_assert_text(t, "Replay tour file: assets/tours/squirrel-cull-8x8.txt");
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "replay: open tour, 64/64 squares");
	pty_assert_text(t, "Path (replay)");
	steps(t, 9, "n");
	pty_assert_text(t, "10 g1  [e2");
	/* o leaves the replay for a new search */
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "Options");
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Search stack");
	pty_assert_text(t, "backtrack order 12345678");
	pty_assert_quit(t);
}

/* "-" at the load prompt is a file of that name, never standard input
 * (the terminal: reading it froze the explorer, keys taken as a tour). */
static void test_load_dash(void **state)
{
	(void)state;
	char dir[PATH_MAX], file[PATH_MAX + 32], cmd[3 * PATH_MAX];
	snprintf(dir, sizeof dir, "%s/dash", tmp);
	assert_int_equal(mkdir(dir, 0755), 0);
	const char *const args[] = {"explore", NULL};
	pty_term *t = in_dir(dir, args);
	assert_true(pty_send(t, "l"));
	pty_assert_text(t, "Replay tour file:");
	assert_true(pty_send(t, "-\r"));
	pty_assert_text(t, "Not loaded: ./-: cannot open it: No such file or directory");
	assert_true(pty_send(t, "n"));
	pty_assert_text(t, "step 1 ");
	pty_assert_quit(t);
	snprintf(file, sizeof file, "%s/-", dir);
	snprintf(cmd, sizeof cmd, "cp '%s' '%s'", asset("assets/tours/tour-3x4.txt"), file);
	assert_int_equal(system(cmd), 0);
	t = in_dir(dir, args);
	assert_true(pty_send(t, "l"));
	pty_assert_text(t, "Replay tour file:");
	assert_true(pty_send(t, "-\r"));
	pty_assert_text(t, "replay: open tour, 12/12 squares");
	pty_assert_quit(t);
}

/* The counters line up to the depth (the rate and the time vary). */
static void counters(pty_term *t, char *out, size_t len)
{
	int row, col;
	pty_assert(t, pty_find_text(t, "  depth ", &row, &col));
	char *line = pty_row_text(t, row);
	char *end = strstr(line, "  depth ");
	assert_non_null(end);
	end = strchr(end + 8, ' ');
	snprintf(out, len, "%.*s", end ? (int)(end - line) : (int)strlen(line), line);
	free(line);
}

static void test_session_resume(void **state)
{
	(void)state;
	char dir[PATH_MAX], c1[256], c2[256];
	snprintf(dir, sizeof dir, "%s/sess", tmp);
	assert_int_equal(mkdir(dir, 0755), 0);
	const char *const args[] = {"explore", "-b", "6x6", "--seed", "7", "--speed", "1000", NULL};
	pty_term *t = in_dir(dir, args);
	assert_true(pty_send(t, "h")); /* the onward-moves view is restored too */
	pty_assert_text(t, "Onward moves (h");
	assert_true(pty_send(t, "t")); /* and the stack panel hidden */
	pty_assert_text(t, "The stack panel is hidden.");
	pty_assert_gone(t, "Search stack");
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "RUNNING");
	usleep(300 * 1000);
	assert_true(pty_send(t, " "));
	pty_assert_text(t, "PAUSED");
	wait_ready(t);
	steps(t, 3, "p");
	wait_ready(t);
	assert_true(pty_send(t, "S"));
	pty_assert_text(t, "Save session to: ktour-6x6-0001.session");
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	pty_assert_text(t, "Session saved (step ");
	wait_ready(t);
	counters(t, c1, sizeof c1);
	char *before = pty_screen_text(t);
	pty_assert_quit(t);
	const char *const again[] = {"explore", "--resume", "ktour-6x6-0001.session", NULL};
	t = in_dir_until(dir, again, "Resumed at step ");
	pty_assert(t, !pty_screen_contains(t, "Search stack"));
	counters(t, c2, sizeof c2);
	assert_string_equal(c1, c2);
	/* the same screen: board (degrees view), stack, narration (rows 2
	 * to the message line, and the two after it) */
	char *after = pty_screen_text(t);
	char *b0 = strchr(strchr(before, '\n') + 1, '\n') + 1;
	char *a0 = strchr(strchr(after, '\n') + 1, '\n') + 1;
	char *bm = strstr(b0, "Session saved"), *am = strstr(a0, "Resumed at");
	assert_non_null(bm);
	assert_non_null(am);
	*bm = *am = '\0';
	assert_string_equal(a0, b0);
	assert_string_equal(strchr(bm + 1, '\n'), strchr(am + 1, '\n'));
	free(before);
	free(after);
	/* it goes on from there */
	assert_true(pty_send(t, "n"));
	pty_assert_gone(t, "Resumed at step");
	pty_assert_quit(t);
}

/* A session of 2^64 - 1 steps with a valid checksum (issue 15): the screen
 * comes at once with the resume's progress, q stops the resume where it got
 * to (the explorer stays), Ctrl-C quits with the terminal restored. */
static void test_long_resume(void **state)
{
	(void)state;
	char dir[PATH_MAX], path[PATH_MAX + 32];
	snprintf(dir, sizeof dir, "%s/long", tmp);
	assert_int_equal(mkdir(dir, 0755), 0);
	snprintf(path, sizeof path, "%s/long.session", dir);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs("ktour explore session 1\nboard 8x8\nleaper 1,2\ntorus 0\nstart -\n"
	      "start-given 0\nengine backtrack\nclosed 0\norder warnsdorff\nprune none\n"
	      "tiebreak ordering\ntie-order 12345678\nseed 0\nmax-attempts 0\n"
	      "steps 18446744073709551615\nspeed 1\nheatmap 0\n"
	      "checksum d220b7da8e13d210\n",
	      f);
	assert_int_equal(fclose(f), 0);
	const char *const args[] = {"explore", "--resume", "long.session", NULL};
	pty_term *t = in_dir_showing(dir, args, "Resuming: step ");
	pty_assert(t, pty_screen_contains(t, " of 18.4 E ("));
	pty_assert(t, pty_screen_contains(t, "q stops, Ctrl-C quits"));
	pty_assert(t, pty_screen_contains(t, "Board 8x8"));
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "Resume stopped at step ");
	wait_ready(t);
	pty_assert(t, !pty_screen_contains(t, "Resuming"));
	pty_assert_quit(t); /* the explorer is there: q quits as ever */
	t = in_dir_showing(dir, args, "Resuming: step ");
	assert_true(pty_send_ctrl(t, 'c'));
	pty_assert_exit(t, 130);
	pty_assert(t, pty_restored(t));
	pty_close(t);
	/* a FIFO with no writer is refused at once, also at a terminal */
	snprintf(path, sizeof path, "%s/fifo", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	const char *const fifo[] = {"explore", "--resume", "fifo", NULL};
	t = in_dir_showing(dir, fifo, "a FIFO (named pipe), not a session file");
	pty_assert_exit(t, 2);
	pty_close(t);
}

/* On a board wider than the window the viewport follows the knight. */
static void test_big_board_follows(void **state)
{
	(void)state;
	const char *const args[] = {"replay", asset("assets/tours/wide-8x30.moves"), NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 40);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	wait_ready(t);
	pty_assert(t, pty_screen_contains(t, "8x30 wide-8x30.moves, files a-"));
	/* files from a, four columns each: room for "240" and a blank */
	pty_assert(t, pty_screen_contains(t, "\u2514\u2500a\u2500\u2500\u2500b\u2500\u2500\u2500c"));
	int row, col, bottom, c2;
	pty_assert(t, pty_find_text(t, "\u2514\u2500a", &bottom, &c2));
	pty_assert(t, pty_find_text(t, "\u265e", &row, &col));
	pty_assert(t, row < bottom); /* the knight on the board */
	assert_true(pty_send_key(t, PTY_KEY_END));
	pty_assert_text(t, "TOUR COMPLETE");
	wait_ready(t);
	pty_assert(t, !pty_screen_contains(t, "\u2514\u2500a\u2500")); /* scrolled right */
	pty_assert(t, pty_screen_contains(t, "240"));                  /* with its numbers */
	pty_assert(t, pty_find_text(t, "\u265e", &row, &col));
	pty_assert(t, row < bottom);
	pty_assert_quit(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_replay_squirrel_cull, pty_teardown),
		cmocka_unit_test_teardown(test_departure_marked, pty_teardown),
		cmocka_unit_test_teardown(test_replay_from_pipe, pty_teardown),
		cmocka_unit_test_teardown(test_not_a_tour, pty_teardown),
		cmocka_unit_test_teardown(test_save_and_check, pty_teardown),
		cmocka_unit_test_teardown(test_save_asks_before_replacing, pty_teardown),
		cmocka_unit_test_teardown(test_save_fails_cleanly, pty_teardown),
		cmocka_unit_test_teardown(test_load_prompt, pty_teardown),
		cmocka_unit_test_teardown(test_load_dash, pty_teardown),
		cmocka_unit_test_teardown(test_session_resume, pty_teardown),
		cmocka_unit_test_teardown(test_long_resume, pty_teardown),
		cmocka_unit_test_teardown(test_big_board_follows, pty_teardown),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
