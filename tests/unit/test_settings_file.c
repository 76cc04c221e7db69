/* SPDX-License-Identifier: MIT */
/* The settings file (ktour/settings_file.h): its keys and values agree with
 * the command line's and the explorer's; every bad line is named with its
 * number and skipped, the rest read; built-in < file < command line for
 * every key; the template explains every key and reads as the built-in
 * defaults; the options form's save changes only the lines of the keys
 * whose value changes, byte for byte elsewhere; a directory, a FIFO and a
 * file that cannot be read are refused at once. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli/settings_cli.h"
#include "ktour/explore_save.h"
#include "ktour/settings_file.h"
#include "ktour/ui.h"

/* ---- messages --------------------------------------------------------------------- */

static char said[32][700];
static int nsaid;

static void collect(void *ctx, const char *msg)
{
	(void)ctx;
	if (nsaid < 32)
		snprintf(said[nsaid++], sizeof said[0], "%s", msg);
}

static int parse(const char *text, settings_file *f)
{
	nsaid = 0;
	return settings_parse(text, strlen(text), "cfg", f, collect, NULL);
}

/* ---- keys and values ----------------------------------------------------------------- */

static void test_keys_and_builtins(void **state)
{
	(void)state;
	settings_key k;
	for (int i = 0; i < SK_COUNT; i++) {
		const char *name = settings_key_name((settings_key)i);
		assert_true(settings_key_lookup(name, strlen(name), &k));
		assert_int_equal(k, i);
	}
	assert_true(settings_key_lookup("colour", 6, &k));
	assert_int_equal(k, SK_COLOR);
	assert_false(settings_key_lookup("boards", 6, &k));
	assert_false(settings_key_lookup("steps", 5, &k)); /* a session's own line */
	/* the search's built-in values are engine_config_default()'s, as the
	 * codec writes them */
	engine_config d = engine_config_default();
	for (int i = 0; i < SK_SEARCH_COUNT; i++) {
		char v[64];
		if (i == SK_SEED)
			continue;
		assert_true(config_value_format(&d, (config_key)i, &config_file_spelling, v,
						sizeof v));
		assert_string_equal(settings_builtin((settings_key)i), v);
	}
	assert_string_equal(settings_builtin(SK_SEED), "");
	/* every built-in value is a value, spelt canonically */
	for (int i = 0; i < SK_COUNT; i++) {
		char canon[64], why[300];
		long num;
		if (i == SK_SEED)
			continue;
		assert_true(settings_value_check((settings_key)i, settings_builtin((settings_key)i),
						 canon, sizeof canon, &num, why, sizeof why));
		assert_string_equal(canon, settings_builtin((settings_key)i));
	}
	/* the display's: explore_options_init()'s defaults and --color's words */
	explore_options eo;
	explore_options_init(&eo);
	assert_string_equal(settings_builtin(SK_SPEED), "10");
	assert_int_equal(eo.speed, 10);
	assert_false(eo.speed_max);
	assert_string_equal(settings_builtin(SK_COLOR), settings_color_names[eo.color]);
	assert_string_equal(settings_builtin(SK_MOUSE), eo.no_mouse ? "no" : "yes");
	assert_string_equal(settings_builtin(SK_ASCII), eo.ascii ? "yes" : "no");
	assert_string_equal(settings_builtin(SK_PRESENTATION), eo.present ? "yes" : "no");
	for (int i = 0; settings_color_names[i]; i++) {
		ui_color_choice c;
		assert_true(ui_color_from_name(settings_color_names[i], &c));
		assert_int_equal(c, i);
	}
	/* --theme's words, in the explorer's order, dark the default */
	for (int i = 0; settings_theme_names[i] || ui_theme_name(i); i++) {
		int t;
		assert_non_null(settings_theme_names[i]);
		assert_true(ui_theme_from_name(settings_theme_names[i], &t));
		assert_int_equal(t, i);
		assert_string_equal(ui_theme_name(i), settings_theme_names[i]);
	}
	assert_string_equal(settings_builtin(SK_THEME), ui_theme_name(eo.theme));
	/* the panels' keys: the session file's lines, with PANEL_DEFAULT */
	explore_save es;
	char text[4096];
	memset(&es, 0, sizeof es);
	es.cfg = engine_config_default();
	es.speed = 10;
	es.panels = PANEL_DEFAULT;
	assert_true(explore_save_format(&es, text, sizeof text));
	for (int i = 0; i < SK_COUNT; i++) {
		int p = settings_panel((settings_key)i);
		if (p < 0 && i != SK_PRESENTATION)
			continue;
		char line[80];
		bool on = p >= 0 ? (PANEL_DEFAULT & PANEL_BIT(p)) != 0 : false;
		snprintf(line, sizeof line, "\n%s %s\n", settings_key_name((settings_key)i),
			 on ? "1" : "0");
		assert_non_null(strstr(text, line));
		assert_string_equal(settings_builtin((settings_key)i), on ? "yes" : "no");
	}
}

static void value_ok(settings_key k, const char *text, const char *canon_want, long num_want)
{
	char canon[64], why[300];
	long num;
	assert_true(settings_value_check(k, text, canon, sizeof canon, &num, why, sizeof why));
	assert_string_equal(canon, canon_want);
	assert_int_equal(num, num_want);
}

static void value_bad(settings_key k, const char *text, const char *why_want)
{
	char canon[64], why[300];
	long num;
	assert_false(settings_value_check(k, text, canon, sizeof canon, &num, why, sizeof why));
	if (!strstr(why, why_want))
		fail_msg("%s '%s': '%s' has no '%s'", settings_key_name(k), text, why, why_want);
}

static void test_values(void **state)
{
	(void)state;
	value_ok(SK_BOARD, "6X7", "6x7", 0);
	value_bad(SK_BOARD, "9y9", "board '9y9': expected ROWSxCOLS");
	value_bad(SK_BOARD, "0x5", "at least 1");
	value_bad(SK_BOARD, "100000x100000", "more than the");
	value_ok(SK_LEAPER, "2,3", "2,3", 0);
	value_bad(SK_LEAPER, "2,2", "leaper '2,2'");
	value_ok(SK_TORUS, "On", "yes", 0);
	value_bad(SK_TORUS, "1x", "torus '1x': expected yes|no");
	value_ok(SK_START, "c3", "c3", 0);
	value_ok(SK_START, "2,3", "2,3", 0);
	value_ok(SK_START, "corner", "corner", 0);
	value_bad(SK_START, "z", "start 'z'");
	value_ok(SK_ENGINE, "divide", "divide", 0);
	value_bad(SK_ENGINE, "fast", "engine 'fast': expected backtrack, warnsdorff, irwin or divide");
	value_ok(SK_CLOSED, "no", "no", 0);
	value_ok(SK_ORDER, "warnsdorff", "warnsdorff", 0);
	value_ok(SK_ORDER, "87654321", "87654321", 0);
	value_bad(SK_ORDER, "1234", "order: ");
	value_ok(SK_PRUNE, "lookahead", "lookahead", 0);
	value_bad(SK_PRUNE, "some", "prune 'some': expected none or lookahead");
	value_ok(SK_TIEBREAK, "roth", "roth", 0);
	value_ok(SK_TIEBREAK, "21345678", "21345678", 0);
	value_ok(SK_SEED, "18446744073709551615", "18446744073709551615", 0);
	value_bad(SK_SEED, "-1", "seed '-1'");
	value_ok(SK_SPEED, "max", "max", 0);
	value_ok(SK_SPEED, "100000000", "100000000", 100000000);
	value_bad(SK_SPEED, "0", "speed '0': expected steps per second from 1 to 100000000");
	value_ok(SK_THEME, "projector", "projector", 2);
	value_bad(SK_THEME, "blue", "theme 'blue': expected dark, light, projector or mono");
	value_ok(SK_COLOR, "8", "8", 2);
	value_ok(SK_COLOR, "never", "off", 3);
	value_bad(SK_COLOR, "16", "color '16': expected auto, 256, 8 or off");
	value_ok(SK_MOUSE, "no", "no", 0);
	value_ok(SK_ASCII, "TRUE", "yes", 1);
	value_ok(SK_ALGORITHM_PANEL, "yes", "yes", 1);
	value_bad(SK_PRESENTATION, "maybe", "presentation 'maybe': expected yes or no");
}

/* ---- reading lines ----------------------------------------------------------------- */

static void test_bad_lines_named_and_skipped(void **state)
{
	(void)state;
	settings_file f;
	const char *text = "# a comment\n"
			   "board 6x6\n"                 /* 2: read */
			   "boards 7x7\n"                /* 3: unknown key */
			   "speed 0\n"                   /* 4: bad value */
			   "engine=warnsdorff\n"         /* 5: '=' */
			   "mouse\n"                     /* 6: no value */
			   "\n"
			   "   prune\tlookahead   # mine\n" /* 8: read */
			   "theme \x1b[31mred\n"         /* 9: control characters */
			   "start 12345678901234567890123456789012345678901234567890123456789012345\n"
			   "color 256\n"                 /* 11: read */
			   "seed x";                     /* 12, no newline after it */
	assert_int_equal(parse(text, &f), 7);
	assert_int_equal(nsaid, 7);
	assert_string_equal(said[0], "cfg:3: unknown key 'boards' (ktour config lists the keys)");
	assert_string_equal(said[1], "cfg:4: speed '0': expected steps per second from 1 to "
				     "100000000, or max");
	assert_string_equal(said[2], "cfg:5: 'engine=warnsdorff': a setting is 'key value', "
				     "with a blank, not '='");
	assert_string_equal(said[3], "cfg:6: mouse: no value");
	/* what the file holds is quoted escaped: no control character reaches
	 * the terminal */
	assert_string_equal(said[4], "cfg:9: theme '\\033[31mred': expected dark, light, "
				     "projector or mono");
	assert_string_equal(said[5], "cfg:10: start: the value is too long");
	assert_string_equal(said[6], "cfg:12: seed 'x': expected a whole number from 0 to "
				     "18446744073709551615");
	/* the rest is read */
	assert_int_equal(f.e[SK_BOARD].line, 2);
	assert_string_equal(f.e[SK_BOARD].text, "6x6");
	assert_int_equal(f.e[SK_PRUNE].line, 8);
	assert_string_equal(f.e[SK_PRUNE].text, "lookahead");
	assert_int_equal(f.e[SK_COLOR].line, 11);
	assert_int_equal(f.e[SK_COLOR].num, 1);
	for (int k = 0; k < SK_COUNT; k++)
		if (k != SK_BOARD && k != SK_PRUNE && k != SK_COLOR)
			assert_int_equal(f.e[k].line, 0);
}

static void test_line_forms(void **state)
{
	(void)state;
	settings_file f;
	/* CRLF, tabs, a comment after the value, no newline at the end */
	assert_int_equal(parse("board\t5x6\r\n\r\n  # x\r\ncolour off # my terminal\r\n"
			       "torus yes",
			       &f),
			 0);
	assert_string_equal(f.e[SK_BOARD].text, "5x6");
	assert_int_equal(f.e[SK_COLOR].line, 4);
	assert_string_equal(f.e[SK_COLOR].text, "off");
	assert_int_equal(f.e[SK_TORUS].line, 5);
	/* a key again: named, the later line is used */
	assert_int_equal(parse("board 5x5\nspeed 3\nboard 7x7\n", &f), 1);
	assert_string_equal(said[0], "cfg:3: board is set again (line 1 set it first): this "
				     "line is used");
	assert_string_equal(f.e[SK_BOARD].text, "7x7");
	assert_int_equal(f.e[SK_BOARD].line, 3);
	/* a NUL byte: that line alone */
	static const char nul[] = "speed 5\nboard 5\0x5\nascii yes\n";
	nsaid = 0;
	assert_int_equal(settings_parse(nul, sizeof nul - 1, "cfg", &f, collect, NULL), 1);
	assert_string_equal(said[0], "cfg:2: a NUL byte: not a line of text");
	assert_int_equal(f.e[SK_SPEED].num, 5);
	assert_int_equal(f.e[SK_ASCII].line, 3);
	/* nothing at all */
	assert_int_equal(parse("", &f), 0);
}

static void test_template(void **state)
{
	(void)state;
	char t[8192], un[8192];
	settings_file f;
	assert_true(settings_template(t, sizeof t));
	/* every line a comment or blank: it sets nothing */
	assert_int_equal(parse(t, &f), 0);
	for (int k = 0; k < SK_COUNT; k++)
		assert_int_equal(f.e[k].line, 0);
	/* each key has its example line, "# KEY BUILTIN", and lines of words
	 * no longer than 76 columns */
	for (int k = 0; k < SK_COUNT; k++) {
		char ex[80];
		snprintf(ex, sizeof ex, "\n# %s %s\n", settings_key_name((settings_key)k),
			 k == SK_SEED ? "1" : settings_builtin((settings_key)k));
		if (!strstr(t, ex))
			fail_msg("no example line '%s'", ex + 1);
	}
	for (const char *l = t; *l; l += strcspn(l, "\n") + 1)
		assert_true(strcspn(l, "\n") <= 76);
	/* the examples' # taken off: every key at its built-in value */
	size_t n = 0;
	for (const char *l = t; *l; l += strcspn(l, "\n") + 1) {
		size_t len = strcspn(l, "\n");
		settings_key k;
		size_t w = strcspn(l + 2, " \n");
		bool example = len > 2 && l[0] == '#' && settings_key_lookup(l + 2, w, &k);
		n += (size_t)snprintf(un + n, sizeof un - n, "%.*s\n", (int)(example ? len - 2 : len),
				      example ? l + 2 : l);
	}
	assert_int_equal(parse(un, &f), 0);
	for (int k = 0; k < SK_COUNT; k++) {
		assert_true(f.e[k].line > 0);
		assert_string_equal(f.e[k].text, k == SK_SEED ? "1" : settings_builtin((settings_key)k));
	}
	/* the engines it names are the descriptors' */
	assert_non_null(strstr(t, "# The engine: backtrack, warnsdorff, irwin or divide."));
}

/* ---- built in < file < command line ------------------------------------------------------ */

/* One search key: its value with the file alone, and with the command
 * line too. */
static const struct {
	settings_key k;
	const char *engine;  /* the engine that takes it (NULL: any) */
	const char *file, *cli;
} search_cases[] = {
	{SK_BOARD, NULL, "6x7", "5x5"},
	{SK_LEAPER, NULL, "1,3", "2,3"},
	{SK_TORUS, NULL, "yes", NULL},   /* --torus is a flag: yes or not given */
	{SK_START, NULL, "b7", "c3"},
	{SK_ENGINE, NULL, "irwin", "warnsdorff"},
	{SK_CLOSED, "backtrack", "yes", NULL},
	{SK_ORDER, "backtrack", "87654321", "warnsdorff"},
	{SK_PRUNE, "backtrack", "lookahead", "none"},
	{SK_TIEBREAK, "warnsdorff", "pohl", "roth"},
	{SK_SEED, NULL, "77", "5"},
};

static void in_force(const config_input *in, settings_key k, char *out, size_t outlen)
{
	config_input done = *in;
	char err[300];
	assert_true(config_input_finish(&done, err, sizeof err));
	assert_true(config_value_format(&done.cfg, (config_key)k, &config_file_spelling, out,
					outlen));
}

static void test_search_precedence(void **state)
{
	(void)state;
	char v[64], text[200], err[300];
	for (size_t i = 0; i < sizeof search_cases / sizeof search_cases[0]; i++) {
		settings_key k = search_cases[i].k;
		const char *key = settings_key_name(k), *eng = search_cases[i].engine;
		settings_file f;
		settings_origin origin[SK_COUNT];
		snprintf(text, sizeof text, "%s %s\n%s%s\n", key, search_cases[i].file,
			 eng ? "engine " : "", eng ? eng : "");
		assert_int_equal(parse(text, &f), 0);
		for (int with_cli = 0; with_cli < 2; with_cli++) {
			const char *cli = search_cases[i].cli;
			if (with_cli && !cli && k != SK_TORUS)
				continue;
			config_input in;
			config_input_init(&in, PRUNE_NONE);
			if (with_cli)
				assert_true(config_input_set(&in, (config_key)k, cli, err, sizeof err));
			/* built in: the file not applied */
			if (!with_cli) {
				in_force(&in, k, v, sizeof v);
				if (k != SK_SEED)
					assert_string_equal(v, settings_builtin(k));
			}
			settings_apply_search(&f, SETTINGS_WANT_ALL, &in, origin, "cfg", collect,
					      NULL);
			in_force(&in, k, v, sizeof v);
			const char *want = with_cli ? (cli ? cli : "yes") : search_cases[i].file;
			if (strcmp(v, want) != 0)
				fail_msg("%s: '%s' in force, expected '%s' (%s)", key, v, want,
					 with_cli ? "command line" : "file");
			assert_int_equal(origin[k], with_cli ? SO_COMMAND_LINE : SO_FILE);
		}
	}
}

static void test_search_apply_rules(void **state)
{
	(void)state;
	settings_file f;
	settings_origin origin[SK_COUNT];
	config_input in;
	char err[300];
	/* the engine from the command line: the file's backtrack settings are
	 * kept for another day, not refused */
	assert_int_equal(parse("order 87654321\nprune lookahead\nclosed yes\ntiebreak roth\n", &f),
			 0);
	config_input_init(&in, PRUNE_NONE);
	assert_true(config_input_set(&in, CONFIG_ENGINE, "warnsdorff", err, sizeof err));
	settings_apply_search(&f, SETTINGS_WANT_ALL, &in, origin, "cfg", collect, NULL);
	assert_true(config_input_finish(&in, err, sizeof err));
	assert_int_equal(in.cfg.tiebreak, TIEBREAK_ROTH);
	assert_false(in.cfg.closed);
	assert_int_equal(origin[SK_ORDER], SO_FILE_UNUSED);
	assert_int_equal(origin[SK_PRUNE], SO_FILE_UNUSED);
	assert_int_equal(origin[SK_CLOSED], SO_FILE_UNUSED);
	assert_int_equal(origin[SK_TIEBREAK], SO_FILE);
	assert_int_equal(origin[SK_ENGINE], SO_COMMAND_LINE);
	/* the file's start off the command line's board: named, the corner */
	assert_int_equal(parse("start h1\n", &f), 0);
	config_input_init(&in, PRUNE_NONE);
	assert_true(config_input_set(&in, CONFIG_BOARD, "5x5", err, sizeof err));
	settings_apply_search(&f, SETTINGS_WANT_ALL, &in, origin, "cfg", collect, NULL);
	assert_int_equal(nsaid, 1);
	assert_string_equal(said[0], "cfg:1: start h1 is off the 5x5 board: the top-left "
				     "corner is used");
	assert_true(config_input_finish(&in, err, sizeof err));
	assert_int_equal(in.cfg.start, KSQ_NONE);
	assert_int_equal(origin[SK_START], SO_FILE_UNUSED);
	/* play reads the board's keys, not the engine's */
	assert_int_equal(parse("board 6x6\nengine warnsdorff\nclosed yes\nseed 9\n", &f), 0);
	config_input_init(&in, PRUNE_LOOKAHEAD);
	settings_apply_search(&f, SETTINGS_WANT_PLAY, &in, origin, "cfg", collect, NULL);
	assert_int_equal(in.cfg.spec.rows, 6);
	assert_int_equal(in.cfg.kind, ENGINE_KIND_DEFAULT);
	assert_true(in.cfg.closed);
	assert_false(in.seed_given);
	assert_int_equal(origin[SK_ENGINE], SO_FILE_UNUSED);
	/* divide's tours are closed whatever the file says */
	assert_int_equal(parse("engine divide\nclosed no\nboard 10x10\n", &f), 0);
	config_input_init(&in, PRUNE_NONE);
	settings_apply_search(&f, SETTINGS_WANT_ALL, &in, origin, "cfg", collect, NULL);
	assert_true(config_input_finish(&in, err, sizeof err));
	assert_true(in.cfg.closed);
}

/* The display's keys through the command line's side (settings_cli.c). */
static const struct {
	settings_key k;
	const char *file, *builtin_seen, *file_seen;
} display_cases[] = {
	{SK_SPEED, "max", "10", "max"},	      {SK_COLOR, "8", "0", "2"},
	{SK_THEME, "projector", "0", "2"},
	{SK_MOUSE, "no", "0", "1"},	      {SK_ASCII, "yes", "0", "1"},
	{SK_HEATMAP_PANEL, "no", "1", "0"},   {SK_STACK_PANEL, "no", "1", "0"},
	{SK_ALGORITHM_PANEL, "yes", "0", "1"}, {SK_PRESENTATION, "yes", "0", "1"},
};

/* What eo says of key k, as a word. */
static void seen(const explore_options *eo, settings_key k, char *out, size_t outlen)
{
	int p = settings_panel(k);
	long v = k == SK_SPEED ? (eo->speed_max ? -1 : (long)eo->speed)
		 : k == SK_COLOR ? (long)eo->color
		 : k == SK_THEME ? (long)eo->theme
		 : k == SK_MOUSE ? eo->no_mouse
		 : k == SK_ASCII ? eo->ascii
		 : k == SK_PRESENTATION ? eo->present
					: (eo->panels & PANEL_BIT(p)) != 0;
	if (v < 0)
		snprintf(out, outlen, "max");
	else
		snprintf(out, outlen, "%ld", v);
}

static void test_display_precedence(void **state)
{
	(void)state;
	char v[32], text[100];
	for (size_t i = 0; i < sizeof display_cases / sizeof display_cases[0]; i++) {
		settings_key k = display_cases[i].k;
		cli_settings st;
		explore_options eo;
		/* built in */
		memset(&st, 0, sizeof st);
		explore_options_init(&eo);
		st.wanted = SETTINGS_WANT_ALL;
		settings_cli_display(&st, &eo);
		seen(&eo, k, v, sizeof v);
		assert_string_equal(v, display_cases[i].builtin_seen);
		assert_int_equal(st.origin[k], SO_BUILTIN);
		/* the file */
		snprintf(text, sizeof text, "%s %s\n", settings_key_name(k), display_cases[i].file);
		assert_int_equal(parse(text, &st.file), 0);
		settings_cli_display(&st, &eo);
		seen(&eo, k, v, sizeof v);
		assert_string_equal(v, display_cases[i].file_seen);
		assert_int_equal(st.origin[k], SO_FILE);
		/* the command line: its value stays (--speed 3, --color 256, and the
		 * flags --no-mouse and --ascii, which can only say what the
		 * built-in does not) */
		explore_options_init(&eo);
		st.given = SETTINGS_BIT(k);
		eo.speed = 3;
		eo.color = UI_COLOR_256;
		eo.theme = 3;
		settings_cli_display(&st, &eo);
		seen(&eo, k, v, sizeof v);
		const char *want = k == SK_SPEED   ? "3"
				   : k == SK_COLOR ? "1"
				   : k == SK_THEME ? "3"
						   : display_cases[i].builtin_seen;
		assert_string_equal(v, want);
		assert_int_equal(st.origin[k], SO_COMMAND_LINE);
	}
	/* --no-mouse and --ascii are seen in eo as given */
	cli_settings st;
	explore_options eo;
	memset(&st, 0, sizeof st);
	explore_options_init(&eo);
	st.wanted = SETTINGS_WANT_ALL;
	assert_int_equal(parse("mouse yes\nascii no\n", &st.file), 0);
	eo.no_mouse = eo.ascii = true;
	settings_cli_display(&st, &eo);
	assert_true(eo.no_mouse && eo.ascii);
	assert_int_equal(st.origin[SK_MOUSE], SO_COMMAND_LINE);
	assert_int_equal(st.origin[SK_ASCII], SO_COMMAND_LINE);
}

/* ---- the form's save ------------------------------------------------------------------ */

static char *update(const char *text, const char *const values[SK_COUNT], unsigned *changed)
{
	char *out, err[300];
	size_t len;
	assert_true(settings_update_text(text, strlen(text), values, &out, &len, changed, err,
					 sizeof err));
	assert_int_equal(len, strlen(out));
	return out;
}

static void test_update_keeps_the_rest(void **state)
{
	(void)state;
	const char *text = "# my settings\n"
			   "board 8X8   # the classic\n"
			   "\n"
			   "engine warnsdorff\n"
			   "boards 1x1\n"
			   "#speed 100\n"
			   "# prune none\n"
			   "speed 0\n"
			   "colour 8\n"
			   "stack-panel\n";
	const char *v[SK_COUNT] = {0};
	unsigned changed;
	/* nothing different from what is in force: the same bytes */
	v[SK_BOARD] = "8x8";
	v[SK_ENGINE] = "warnsdorff";
	v[SK_SPEED] = "10";     /* the bad line's key: the built-in is in force */
	v[SK_LEAPER] = "1,2";
	char *out = update(text, v, &changed);
	assert_int_equal(changed, 0);
	assert_string_equal(out, text);
	free(out);
	/* changed in place (the comment after the value stays), after the
	 * commented example, a bad line of the key mended, a line with no
	 * value, at the end */
	v[SK_BOARD] = "6x6";
	v[SK_PRUNE] = "lookahead";
	v[SK_SPEED] = "max";
	v[SK_COLOR] = "256";
	v[SK_STACK_PANEL] = "no";
	v[SK_TORUS] = "on";
	out = update(text, v, &changed);
	assert_int_equal(changed, SETTINGS_BIT(SK_BOARD) | SETTINGS_BIT(SK_PRUNE) |
					  SETTINGS_BIT(SK_SPEED) | SETTINGS_BIT(SK_COLOR) |
					  SETTINGS_BIT(SK_STACK_PANEL) | SETTINGS_BIT(SK_TORUS));
	assert_string_equal(out, "# my settings\n"
				 "board 6x6   # the classic\n"
				 "\n"
				 "engine warnsdorff\n"
				 "boards 1x1\n"
				 "#speed 100\n"
				 "# prune none\n"
				 "prune lookahead\n"
				 "speed max\n"
				 "colour 256\n"
				 "stack-panel no\n"
				 "torus yes\n");
	settings_file f;
	assert_int_equal(parse(out, &f), 1); /* boards 1x1, as before */
	assert_string_equal(f.e[SK_SPEED].text, "max");
	free(out);
	/* CRLF lines get CRLF; a file without a newline at its end gets one
	 * before the new line */
	const char *v2[SK_COUNT] = {0};
	v2[SK_ASCII] = "yes";
	out = update("board 5x5\r\nspeed 3\r\n", v2, &changed);
	assert_string_equal(out, "board 5x5\r\nspeed 3\r\nascii yes\r\n");
	free(out);
	out = update("board 5x5", v2, &changed);
	assert_string_equal(out, "board 5x5\nascii yes\n");
	free(out);
	/* a new line where a line with no value is replaced whole: the new
	 * one first (fuzz/regressions/settings/f2-...) */
	const char *v3[SK_COUNT] = {0};
	v3[SK_BOARD] = "6x6";
	v3[SK_MOUSE] = "no";
	out = update("# board 8x8\nmouse\n", v3, &changed);
	assert_string_equal(out, "# board 8x8\nboard 6x6\nmouse no\n");
	free(out);
	/* the line in force is the later one */
	v2[SK_ASCII] = NULL;
	v2[SK_BOARD] = "7x7";
	out = update("board 5x5\nboard 6x6\n", v2, &changed);
	assert_string_equal(out, "board 5x5\nboard 7x7\n");
	free(out);
	/* a value that is none */
	char *o, err[300];
	size_t len;
	v2[SK_BOARD] = "7y7";
	assert_false(settings_update_text("", 0, v2, &o, &len, &changed, err, sizeof err));
	assert_non_null(strstr(err, "board '7y7'"));
}

/* ---- files ---------------------------------------------------------------------------- */

static char dir[] = "/tmp/ktour-settings-XXXXXX";

static const char *in_dir(const char *name)
{
	static char p[4][256];
	static int i;
	i = (i + 1) % 4;
	snprintf(p[i], sizeof p[i], "%s/%s", dir, name);
	return p[i];
}

static void put_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	fclose(f);
}

static char *slurp(const char *path)
{
	static char buf[16384];
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static void on_alarm(int sig)
{
	(void)sig;
	static const char m[] = "a read waited on a FIFO\n";
	ssize_t r = write(2, m, sizeof m - 1);
	(void)r;
	_exit(1);
}

static void test_reading_files(void **state)
{
	(void)state;
	settings_file f;
	char err[600];
	assert_non_null(mkdtemp(dir));
	assert_int_equal(settings_read(in_dir("none"), &f, collect, NULL, err, sizeof err),
			 SETTINGS_MISSING);
	assert_non_null(strstr(err, "No such file"));
	put_file(in_dir("config"), "board 5x5\nfoo 1\n");
	nsaid = 0;
	assert_int_equal(settings_read(in_dir("config"), &f, collect, NULL, err, sizeof err),
			 SETTINGS_READ);
	assert_string_equal(f.e[SK_BOARD].text, "5x5");
	assert_int_equal(nsaid, 1);
	assert_non_null(strstr(said[0], "/config:2: unknown key 'foo'"));
	/* a directory, a FIFO with no writer: refused at once */
	signal(SIGALRM, on_alarm);
	alarm(5);
	assert_int_equal(settings_read(dir, &f, collect, NULL, err, sizeof err), SETTINGS_REFUSED);
	assert_non_null(strstr(err, "a directory, not a settings file"));
	assert_int_equal(mkfifo(in_dir("fifo"), 0600), 0);
	assert_int_equal(settings_read(in_dir("fifo"), &f, collect, NULL, err, sizeof err),
			 SETTINGS_REFUSED);
	assert_non_null(strstr(err, "a FIFO (named pipe), not a settings file"));
	bool created;
	assert_false(settings_create(in_dir("fifo"), false, &created, err, sizeof err));
	const char *v[SK_COUNT] = {0};
	unsigned changed;
	v[SK_BOARD] = "6x6";
	assert_false(settings_save(in_dir("fifo"), false, v, &changed, err, sizeof err));
	assert_non_null(strstr(err, "FIFO"));
	alarm(0);
	/* the null device is an empty file, and nothing to save to */
	assert_int_equal(settings_read("/dev/null", &f, collect, NULL, err, sizeof err),
			 SETTINGS_NULL);
	assert_false(settings_save("/dev/null", false, v, &changed, err, sizeof err));
	assert_non_null(strstr(err, "null device"));
	/* too big */
	FILE *big = fopen(in_dir("big"), "w");
	assert_non_null(big);
	for (int i = 0; i < 7000; i++)
		fputs("# comment\n", big);
	fclose(big);
	assert_int_equal(settings_read(in_dir("big"), &f, collect, NULL, err, sizeof err),
			 SETTINGS_REFUSED);
	assert_non_null(strstr(err, "too big for a settings file"));
	/* a file we may not read (root reads everything: skip then) */
	if (geteuid() != 0) {
		put_file(in_dir("secret"), "board 5x5\n");
		chmod(in_dir("secret"), 0);
		assert_int_equal(settings_read(in_dir("secret"), &f, collect, NULL, err, sizeof err),
				 SETTINGS_REFUSED);
		assert_non_null(strstr(err, "Permission denied"));
	}
	/* not a directory on the way */
	assert_int_equal(settings_read(in_dir("config/x"), &f, collect, NULL, err, sizeof err),
			 SETTINGS_REFUSED);
	assert_non_null(strstr(err, "Not a directory"));
}

static void test_saving_files(void **state)
{
	(void)state;
	char err[600];
	const char *v[SK_COUNT] = {0};
	unsigned changed;
	struct stat before, after;
	/* a new file: the template with the line, its directories made */
	const char *deep = in_dir("a/b/ktour/config");
	v[SK_BOARD] = "8x8";
	assert_true(settings_save(deep, true, v, &changed, err, sizeof err));
	assert_int_equal(changed, 0);
	assert_int_equal(stat(deep, &after), -1); /* nothing changed: nothing written */
	v[SK_BOARD] = "6x6";
	assert_true(settings_save(deep, true, v, &changed, err, sizeof err));
	assert_int_equal(changed, SETTINGS_BIT(SK_BOARD));
	assert_non_null(strstr(slurp(deep), "\n# board 8x8\nboard 6x6\n"));
	assert_non_null(strstr(slurp(deep), "# ktour's settings"));
	assert_int_equal(stat(in_dir("a/b/ktour"), &after), 0);
	assert_int_equal(after.st_mode & 0777, 0700);
	/* without make_dirs a missing directory is an error */
	assert_false(settings_save(in_dir("c/config"), false, v, &changed, err, sizeof err));
	/* a file's mode stays, nothing is written when nothing changes (the
	 * inode stays), no temporary file is left */
	char p[256];
	snprintf(p, sizeof p, "%s", in_dir("mine"));
	put_file(p, "# mine\nboard 5x5\n");
	chmod(p, 0640);
	stat(p, &before);
	v[SK_BOARD] = "5x5";
	assert_true(settings_save(p, false, v, &changed, err, sizeof err));
	stat(p, &after);
	assert_int_equal(before.st_ino, after.st_ino);
	v[SK_BOARD] = "6x6";
	assert_true(settings_save(p, false, v, &changed, err, sizeof err));
	assert_string_equal(slurp(p), "# mine\nboard 6x6\n");
	stat(p, &after);
	assert_int_equal(after.st_mode & 0777, 0640);
	/* through a symbolic link (dotfiles kept elsewhere): the link stays */
	assert_int_equal(symlink("mine", in_dir("link")), 0);
	v[SK_BOARD] = "7x7";
	assert_true(settings_save(in_dir("link"), false, v, &changed, err, sizeof err));
	assert_string_equal(slurp(p), "# mine\nboard 7x7\n");
	struct stat l;
	assert_int_equal(lstat(in_dir("link"), &l), 0);
	assert_true(S_ISLNK(l.st_mode));
	/* a read-only file is not replaced */
	chmod(p, 0444);
	v[SK_BOARD] = "8x8";
	assert_false(settings_save(p, false, v, &changed, err, sizeof err));
	assert_non_null(strstr(err, "read-only"));
	assert_string_equal(slurp(p), "# mine\nboard 7x7\n");
	/* --edit's creation: the template, and never over a file */
	bool created;
	assert_true(settings_create(in_dir("new"), false, &created, err, sizeof err));
	assert_true(created);
	char t[8192];
	assert_true(settings_template(t, sizeof t));
	assert_string_equal(slurp(in_dir("new")), t);
	assert_true(settings_create(p, false, &created, err, sizeof err));
	assert_false(created);
	assert_string_equal(slurp(p), "# mine\nboard 7x7\n");
	char cmd[300];
	snprintf(cmd, sizeof cmd, "test -z \"$(ls -A '%s' | grep ktour-tmp)\" && rm -rf '%s'", dir,
		 dir);
	assert_int_equal(system(cmd), 0);
}

static void test_path(void **state)
{
	(void)state;
	char p[4096];
	bool named;
	setenv("HOME", "/u/h", 1);
	unsetenv("KTOUR_CONFIG");
	unsetenv("XDG_CONFIG_HOME");
	assert_true(settings_path(p, sizeof p, &named));
	assert_string_equal(p, "/u/h/.config/ktour/config");
	assert_false(named);
	setenv("XDG_CONFIG_HOME", "relative/not/used", 1);
	assert_true(settings_path(p, sizeof p, &named));
	assert_string_equal(p, "/u/h/.config/ktour/config");
	setenv("XDG_CONFIG_HOME", "/x", 1);
	assert_true(settings_path(p, sizeof p, &named));
	assert_string_equal(p, "/x/ktour/config");
	setenv("KTOUR_CONFIG", "", 1); /* empty: as if not set */
	assert_true(settings_path(p, sizeof p, &named));
	assert_string_equal(p, "/x/ktour/config");
	setenv("KTOUR_CONFIG", "my.conf", 1);
	assert_true(settings_path(p, sizeof p, &named));
	assert_string_equal(p, "my.conf");
	assert_true(named);
	unsetenv("KTOUR_CONFIG");
	unsetenv("XDG_CONFIG_HOME");
	unsetenv("HOME");
	assert_false(settings_path(p, sizeof p, &named));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_keys_and_builtins),
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_bad_lines_named_and_skipped),
		cmocka_unit_test(test_line_forms),
		cmocka_unit_test(test_template),
		cmocka_unit_test(test_search_precedence),
		cmocka_unit_test(test_search_apply_rules),
		cmocka_unit_test(test_display_precedence),
		cmocka_unit_test(test_update_keeps_the_rest),
		cmocka_unit_test(test_reading_files),
		cmocka_unit_test(test_saving_files),
		cmocka_unit_test(test_path),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
