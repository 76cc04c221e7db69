/* SPDX-License-Identifier: MIT */
/* The settings file end to end: the explorer starts with the file's board,
 * speed, colours and panels, the command line wins over them, a bad line
 * is named in the message line; play takes the file's board but not its
 * engine; replay its display; Ctrl-S in the options form saves the form's
 * values as the defaults, changing only the lines of the keys whose value
 * changed (comments and order kept), and makes the file at the default
 * place when there is none.  Each test names its own file (the harness
 * gives every other test KTOUR_CONFIG=/dev/null). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "e2e/pty.h"

static char dir[64], cfg[128], env_cfg[160], env_xdg[160];

static void make_dir(void)
{
	snprintf(dir, sizeof dir, "/tmp/ktour-e2e-settings-XXXXXX");
	assert_non_null(mkdtemp(dir));
	snprintf(cfg, sizeof cfg, "%s/config", dir);
	snprintf(env_cfg, sizeof env_cfg, "KTOUR_CONFIG=%s", cfg);
	snprintf(env_xdg, sizeof env_xdg, "XDG_CONFIG_HOME=%s/xdg", dir);
}

static void remove_dir(void)
{
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	assert_int_equal(system(cmd), 0);
}

static void put(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static const char *slurp(const char *path)
{
	static char buf[8192];
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static pty_term *start(const char *const args[], const char *const env[], const char *ready)
{
	pty_term *t = pty_spawn_ktour(args, env, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, ready);
	pty_assert(t, pty_wait_stable(t, 150, PTY_TIMEOUT_MS));
	return t;
}

static void test_explorer_reads_the_file(void **state)
{
	(void)state;
	make_dir();
	put(cfg, "# my defaults\n"
		 "board 5x5\n"
		 "speed max\n"
		 "colour off\n"
		 "heatmap-panel no\n"
		 "algorithm-panel yes\n"
		 "boards 6x6\n");
	const char *const env[] = {env_cfg, NULL};
	const char *const none[] = {NULL};
	pty_term *t = start(none, env, "Board 5x5");
	pty_assert_text(t, "The settings file has 1 bad line, skipped: ktour config names it.");
	pty_assert_text(t, "Algorithm:");
	pty_assert(t, !pty_screen_contains(t, "Onward moves"));
	pty_assert(t, pty_screen_contains(t, " max "));
	pty_assert(t, !pty_screen_has_colour(t));
	pty_assert_quit(t);
	/* the command line wins */
	const char *const args[] = {"-b", "6x6", "--speed", "7", "--color", "256", NULL};
	t = start(args, env, "Board 6x6");
	pty_assert(t, pty_screen_has_colour(t));
	pty_assert(t, pty_screen_contains(t, " 7/s "));
	pty_assert(t, pty_screen_contains(t, "Algorithm:"));
	pty_assert_quit(t);
	/* --no-config: none of it */
	const char *const bare[] = {"--no-config", NULL};
	t = start(bare, env, "Board 8x8");
	pty_assert(t, !pty_screen_contains(t, "settings file"));
	pty_assert(t, !pty_screen_contains(t, "Algorithm:"));
	pty_assert_quit(t);
	remove_dir();
}

static void test_play_and_replay(void **state)
{
	(void)state;
	make_dir();
	put(cfg, "board 5x5\nengine irwin\nspeed max\nstack-panel no\n");
	const char *const env[] = {env_cfg, NULL};
	/* play: the file's board; its engine is play's own (-e irwin would be
	 * refused) */
	const char *const play[] = {"play", NULL};
	pty_term *t = start(play, env, "YOUR MOVE");
	pty_assert(t, pty_screen_contains(t, "board 5x5 start a5"));
	pty_assert_quit(t);
	/* replay: the display's keys */
	const char *const replay[] = {"replay", "assets/tours/squirrel-cull-8x8.txt", NULL};
	t = start(replay, env, "8x8 squirrel-cull-8x8.txt");
	pty_assert(t, pty_screen_contains(t, " max "));
	pty_assert(t, !pty_screen_contains(t, "Path (replay)"));
	pty_assert_quit(t);
	remove_dir();
}

static void test_form_saves_defaults(void **state)
{
	(void)state;
	make_dir();
	const char *before = "# my defaults, kept\n"
			     "board 5x5   # the small one\n"
			     "\n"
			     "speed 30\n"
			     "# engine backtrack\n"
			     "colour off\n";
	put(cfg, before);
	const char *const env[] = {env_cfg, NULL};
	const char *const none[] = {NULL};
	pty_term *t = start(none, env, "Board 5x5");
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "Ctrl-S saves these as defaults");
	/* the same values: nothing to save */
	assert_true(pty_send_ctrl(t, 's'));
	pty_assert_text(t, "These are the defaults already");
	assert_string_equal(slurp(cfg), before);
	/* board 6x6 and warnsdorff */
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, "6x6"));
	assert_true(pty_send_key(t, PTY_KEY_DOWN));
	assert_true(pty_send_key(t, PTY_KEY_RIGHT));
	pty_assert_text(t, "< warnsdorff >");
	assert_true(pty_send_ctrl(t, 's'));
	pty_assert_text(t, "board, engine.");
	assert_string_equal(slurp(cfg), "# my defaults, kept\n"
					"board 6x6   # the small one\n"
					"\n"
					"speed 30\n"
					"# engine backtrack\n"
					"engine warnsdorff\n"
					"colour off\n");
	/* the search goes on as it was: Esc leaves it */
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_text(t, "Options unchanged.");
	pty_assert(t, pty_screen_contains(t, "Board 5x5"));
	pty_assert_quit(t);
	/* the next start has them */
	t = start(none, env, "Board 6x6");
	pty_assert(t, pty_screen_contains(t, "warnsdorff"));
	pty_assert_quit(t);
	remove_dir();
}

static void test_form_makes_the_file(void **state)
{
	(void)state;
	make_dir();
	/* no KTOUR_CONFIG: the default place under XDG_CONFIG_HOME */
	const char *const env[] = {"KTOUR_CONFIG", env_xdg, NULL};
	const char *const none[] = {NULL};
	pty_term *t = start(none, env, "Board 8x8");
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "Options");
	assert_true(pty_send_ctrl(t, 'u'));
	assert_true(pty_send(t, "7x7"));
	assert_true(pty_send_ctrl(t, 's'));
	pty_assert_text(t, "board.");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_quit(t);
	char path[200];
	snprintf(path, sizeof path, "%s/xdg/ktour/config", dir);
	const char *made = slurp(path);
	assert_non_null(strstr(made, "# ktour's settings"));
	assert_non_null(strstr(made, "\n# board 8x8\nboard 7x7\n"));
	/* with --no-config there is nowhere to save */
	const char *const bare[] = {"--no-config", NULL};
	t = start(bare, env, "Board 8x8");
	assert_true(pty_send(t, "o"));
	pty_assert_text(t, "Options");
	assert_true(pty_send_ctrl(t, 's'));
	pty_assert_text(t, "No settings file to save to");
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	pty_assert_quit(t);
	remove_dir();
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_explorer_reads_the_file, pty_teardown),
		cmocka_unit_test_teardown(test_play_and_replay, pty_teardown),
		cmocka_unit_test_teardown(test_form_saves_defaults, pty_teardown),
		cmocka_unit_test_teardown(test_form_makes_the_file, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
