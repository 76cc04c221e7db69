/* SPDX-License-Identifier: MIT */
/* ktour replay FILE...: ] and [ in the key table, what the pure handler
 * makes of them (the next or previous file, a message at either end or
 * without a playlist), where they go from a file loaded with l, the board's
 * title with the file's position cut to its width with an ellipsis, and a
 * session that plays the literature's tours (tour_samples.h) one after
 * the other. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "tour_samples.h"
#include "ui/app/app.h"
#include "ui/app/keys.h"
#include "ui/replay/playlist.h"
#include "ui/session/session.h"

static void test_keys(void **state)
{
	(void)state;
	int arg;
	assert_int_equal(keys_lookup(KM_REPLAY, ']', &arg), ACT_NEXT_FILE);
	assert_int_equal(keys_lookup(KM_REPLAY, '[', &arg), ACT_PREV_FILE);
	/* in a search too, where they say what they are for */
	assert_int_equal(keys_lookup(KM_MAIN, ']', &arg), ACT_NEXT_FILE);
	assert_int_equal(keys_lookup(KM_MAIN, '[', &arg), ACT_PREV_FILE);
	/* typed text in the prompt, not a file */
	assert_int_equal(keys_lookup(KM_PROMPT, ']', &arg), ACT_TEXT);
	assert_int_equal(arg, ']');
	/* one binding each: no other row of the main screens takes them */
	size_t n, found = 0;
	const key_binding *t = keys_table(&n);
	for (size_t i = 0; i < n; i++)
		if ((t[i].key == ']' || t[i].key == '[') && (t[i].modes & (KM_MAIN | KM_REPLAY)))
			found++;
	assert_int_equal(found, 2);
}

static app_facts facts(size_t files, size_t at, bool shown)
{
	app_facts f;
	memset(&f, 0, sizeof f);
	f.rows = f.cols = 8;
	f.replay_len = 64;
	f.files = files;
	f.file_at = at;
	f.file_shown = shown;
	return f;
}

static void test_handler(void **state)
{
	(void)state;
	app_state s;
	app_init(&s, 10, false);
	app_set_replay(&s, true);
	app_facts f = facts(3, 0, true);
	/* ] from the first of three: the second; the run stops */
	s.mode = RUN_RUNNING;
	assert_int_equal(app_handle(&s, &f, ACT_NEXT_FILE, 0), FX_PLAY_FILE | FX_RUN);
	assert_int_equal(s.play_file, 1);
	assert_int_equal(s.mode, RUN_PAUSED);
	/* [ from the first: nothing, and it says so */
	assert_int_equal(app_handle(&s, &f, ACT_PREV_FILE, 0), FX_NONE);
	assert_string_equal(s.msg, "This is the first file (1/3).");
	/* from the last: [ the one before, ] nothing */
	f = facts(3, 2, true);
	assert_int_equal(app_handle(&s, &f, ACT_PREV_FILE, 0), FX_PLAY_FILE);
	assert_int_equal(s.play_file, 1);
	assert_int_equal(app_handle(&s, &f, ACT_NEXT_FILE, 0), FX_NONE);
	assert_string_equal(s.msg, "This is the last file (3/3).");
	/* a file loaded with l is on the screen: ] at the end of the list goes
	 * back to the list's last file */
	f = facts(3, 2, false);
	assert_int_equal(app_handle(&s, &f, ACT_NEXT_FILE, 0), FX_PLAY_FILE);
	assert_int_equal(s.play_file, 2);
	/* one file, or a search: no playlist */
	f = facts(1, 0, true);
	assert_int_equal(app_handle(&s, &f, ACT_NEXT_FILE, 0), FX_NONE);
	assert_true(s.msg_alert);
	assert_non_null(strstr(s.msg, "ktour replay FILE FILE..."));
	app_set_replay(&s, false);
	f = facts(0, 0, false);
	assert_int_equal(app_handle(&s, &f, ACT_PREV_FILE, 0), FX_NONE);
	assert_non_null(strstr(s.msg, "[ goes to the previous file"));
	/* inside the help overlay ] closes it, and plays nothing */
	app_set_replay(&s, true);
	s.ov = OV_HELP;
	f = facts(3, 0, true);
	int arg;
	assert_int_equal(app_handle(&s, &f, keys_lookup(KM_HELP, ']', &arg), arg), FX_NONE);
	assert_int_equal(s.ov, OV_NONE);
}

static void test_target(void **state)
{
	(void)state;
	size_t to = 99;
	assert_true(playlist_target(7, 2, true, 1, &to));
	assert_int_equal(to, 3);
	assert_true(playlist_target(7, 2, true, -1, &to));
	assert_int_equal(to, 1);
	assert_false(playlist_target(7, 6, true, 1, &to));
	assert_false(playlist_target(7, 0, true, -1, &to));
	/* not on the screen: the one last played when there is none that way */
	assert_true(playlist_target(7, 0, false, -1, &to));
	assert_int_equal(to, 0);
	assert_true(playlist_target(7, 0, false, 1, &to));
	assert_int_equal(to, 1);
	assert_false(playlist_target(0, 0, false, 1, &to));
}

static void title(char *out, const char *name, size_t at, size_t n, int width, bool utf8)
{
	playlist_title(out, 320, name, 8, 8, at, n, width, utf8 ? "\u2026" : "...");
}

/* Columns of UTF-8 text. */
static int cols(const char *s)
{
	int n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

static void test_title(void **state)
{
	(void)state;
	char t[320];
	title(t, "tests/data/tour2.txt", 1, 3, 40, true);
	assert_string_equal(t, "8x8 tour2.txt (2/3)");
	/* one file: no position */
	title(t, "tour2.txt", 0, 1, 40, true);
	assert_string_equal(t, "8x8 tour2.txt");
	title(t, "tour2.txt", 0, 0, 40, true);
	assert_string_equal(t, "8x8 tour2.txt");
	/* exactly the width, then one less: the board's size goes first */
	title(t, "tour2.txt", 6, 7, 19, true);
	assert_string_equal(t, "8x8 tour2.txt (7/7)");
	title(t, "tour2.txt", 6, 7, 18, true);
	assert_string_equal(t, "tour2.txt (7/7)");
	/* then the name is cut in the middle, its end kept */
	title(t, "a/squirrel-cull-8x8-run2.txt", 1, 3, 20, true);
	assert_string_equal(t, "squi\u2026-run2.txt (2/3)");
	assert_int_equal(cols(t), 20);
	title(t, "a/squirrel-cull-8x8-run2.txt", 1, 3, 20, false);
	assert_string_equal(t, "squ...run2.txt (2/3)");
	assert_int_equal(cols(t), 20);
	/* a name in UTF-8 is cut between characters, counted in columns */
	title(t, "\u00e9t\u00e9-\u00e9t\u00e9-\u00e9t\u00e9-\u00e9t\u00e9.txt", 0, 2, 16, true);
	assert_int_equal(cols(t), 16);
	assert_string_equal(t, "\u00e9t\u00e9\u2026t\u00e9.txt (1/2)");
	/* too narrow for any of the name: the position alone */
	title(t, "tour2.txt", 9, 10, 8, true);
	assert_string_equal(t, "(10/10)");
	/* a name ending in / is shown whole */
	title(t, "odd/", 0, 2, 40, true);
	assert_string_equal(t, "8x8 odd/ (1/2)");
}

/* ---- a session that plays three tours ---------------------------------------- */

static app_fx press(session *s, int key)
{
	int arg;
	ui_action a = keys_lookup(app_key_mode(&s->app), key, &arg);
	app_facts f;
	session_facts(s, &f);
	return session_perform(s, app_handle(&s->app, &f, a, arg), 0);
}

static void test_session(void **state)
{
	(void)state;
	static session s;
	static const char *const names[] = {"t/squirrel.txt", "t/stuck.txt", "t/3x4.txt"};
	tour tours[3];
	assert_true(sample_tour(&tours[0], 8, 8, squirrel_cull_8x8));
	assert_true(sample_tour(&tours[1], 5, 5, stuck_5x5));
	assert_true(sample_tour(&tours[2], 3, 4, tour_3x4));
	explore_options o;
	explore_options_init(&o);
	o.replay = tours;
	o.replay_count = 3;
	o.replay_names = names;
	char err[300];
	if (!session_open(&s, &o, err, sizeof err))
		fail_msg("session_open: %s", err);
	assert_string_equal(s.src.name, "t/squirrel.txt");
	assert_string_equal(s.app.msg, "File 1/3: ] next file, [ previous; space runs, n/p step.");
	app_facts f;
	session_facts(&s, &f);
	assert_int_equal(f.files, 3);
	assert_int_equal(f.file_at, 0);
	assert_true(f.file_shown);
	/* n twice, then ]: the second file from its first move, a new board */
	press(&s, 'n');
	press(&s, 'n');
	assert_int_equal(history_t(s.src.h), 2);
	assert_int_equal(press(&s, ']') & FX_RELAYOUT, FX_RELAYOUT);
	assert_string_equal(s.src.name, "t/stuck.txt");
	assert_int_equal(history_t(s.src.h), 0);
	engine_view v;
	search_view(&s.src, &v);
	assert_int_equal(v.b->nsq, 25);
	assert_int_equal(v.path_len, 17);
	assert_memory_equal(v.path, tours[1].path, sizeof *v.path);
	assert_non_null(strstr(s.app.msg, "File 2/3: "));
	press(&s, ']');
	assert_string_equal(s.src.name, "t/3x4.txt");
	press(&s, ']');
	assert_string_equal(s.app.msg, "This is the last file (3/3).");
	/* r starts the same file again: still the third of the list */
	press(&s, 'r');
	session_facts(&s, &f);
	assert_true(f.file_shown);
	assert_int_equal(f.file_at, 2);
	press(&s, '[');
	press(&s, '[');
	assert_string_equal(s.src.name, "t/squirrel.txt");
	search_view(&s.src, &v);
	assert_int_equal(v.path_len, 64);
	/* the tours stay the caller's: playing one took a copy */
	assert_int_equal(tours[0].len, 64);
	/* a new search from the options form leaves the list; ] comes back */
	press(&s, 'o');
	press(&s, UK_ENTER);
	assert_false(s.src.replaying);
	session_facts(&s, &f);
	assert_false(f.file_shown);
	press(&s, ']');
	assert_true(s.src.replaying);
	assert_string_equal(s.src.name, "t/stuck.txt");
	session_close(&s);
	/* a tour that cannot be replayed is named before the screen opens */
	tour empty;
	tour_init(&empty, &tours[2].spec);
	tour saved = tours[1];
	tours[1] = empty;
	assert_false(session_open(&s, &o, err, sizeof err));
	assert_non_null(strstr(err, "t/stuck.txt: "));
	tours[1] = saved;
	tour_free(&empty);
	for (int i = 0; i < 3; i++)
		tour_free(&tours[i]);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keys),
		cmocka_unit_test(test_handler),
		cmocka_unit_test(test_target),
		cmocka_unit_test(test_title),
		cmocka_unit_test(test_session),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
