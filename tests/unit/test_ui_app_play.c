/* SPDX-License-Identifier: MIT */
/* Play mode without a terminal: its keys in the one key table, the pure
 * handler's effects (the cursor, the requests to the session, the keys
 * left to the main screen), the footer, and a session that plays 5x5:
 * the moves, a refusal, undo, a hint, "finish it" and P taking the
 * engine's path back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/app/app.h"
#include "ui/app/keys.h"
#include "ui/session/session.h"

static ui_action cursor_group(ui_action a)
{
	return a >= ACT_CURSOR_UP && a <= ACT_CURSOR_RIGHT ? ACT_CURSOR_UP : a;
}

static void test_play_keys(void **state)
{
	(void)state;
	int arg;
	assert_int_equal(keys_lookup(KM_PLAY, 'h', &arg), ACT_CURSOR_LEFT);
	assert_int_equal(keys_lookup(KM_PLAY, 'j', &arg), ACT_CURSOR_DOWN);
	assert_int_equal(keys_lookup(KM_PLAY, 'k', &arg), ACT_CURSOR_UP);
	assert_int_equal(keys_lookup(KM_PLAY, 'l', &arg), ACT_CURSOR_RIGHT);
	assert_int_equal(keys_lookup(KM_PLAY, UK_UP, &arg), ACT_CURSOR_UP);
	assert_int_equal(keys_lookup(KM_PLAY, UK_ENTER, &arg), ACT_CONFIRM);
	assert_int_equal(keys_lookup(KM_PLAY, UK_MOUSE, &arg), ACT_CLICK);
	for (int d = 1; d <= 8; d++) {
		assert_int_equal(keys_lookup(KM_PLAY, '0' + d, &arg), ACT_PLAY_MOVE);
		assert_int_equal(arg, d);
	}
	assert_int_equal(keys_lookup(KM_PLAY, '9', &arg), ACT_NONE);
	assert_int_equal(keys_lookup(KM_PLAY, 'u', &arg), ACT_UNDO);
	assert_int_equal(keys_lookup(KM_PLAY, 'U', &arg), ACT_REDO);
	assert_int_equal(keys_lookup(KM_PLAY, UK_CTRL('r'), &arg), ACT_REDO);
	assert_int_equal(keys_lookup(KM_PLAY, 'i', &arg), ACT_HINT);
	assert_int_equal(keys_lookup(KM_PLAY, 'f', &arg), ACT_FINISH);
	assert_int_equal(keys_lookup(KM_PLAY, 's', &arg), ACT_SAVE);
	assert_int_equal(keys_lookup(KM_PLAY, 'S', &arg), ACT_SAVE_SESSION);
	assert_int_equal(keys_lookup(KM_PLAY, '?', &arg), ACT_HELP);
	assert_int_equal(keys_lookup(KM_PLAY, 'q', &arg), ACT_QUIT);
	/* the search's keys do nothing here */
	assert_int_equal(keys_lookup(KM_PLAY, 'n', &arg), ACT_NONE);
	assert_int_equal(keys_lookup(KM_PLAY, ' ', &arg), ACT_CONFIRM);
	/* P hands the explorer's board over */
	assert_int_equal(keys_lookup(KM_MAIN, 'P', &arg), ACT_PLAY);
	assert_int_equal(keys_lookup(KM_REPLAY, 'P', &arg), ACT_PLAY);
	/* every play key is in the help (a row with a label in KM_PLAY; the
	 * four cursor moves share one line) */
	size_t n;
	const key_binding *t = keys_table(&n);
	for (size_t i = 0; i < n; i++) {
		if (!(t[i].modes & KM_PLAY))
			continue;
		bool listed = false;
		for (size_t j = 0; j < n; j++)
			listed |= cursor_group(t[j].act) == cursor_group(t[i].act) &&
				  (t[j].modes & KM_PLAY) && t[j].help;
		assert_true(listed);
	}
}

static void test_play_footer(void **state)
{
	(void)state;
	size_t n, at = 0;
	char h[400] = "";
	const key_binding *t = keys_table(&n);
	for (size_t i = 0; i < n; i++)
		if (t[i].hint.what && (t[i].hint.modes & KM_PLAY))
			at += (size_t)snprintf(h + at, sizeof h - at, "%s%s %s", at ? ", " : "",
					       t[i].hint.key, t[i].hint.what);
	assert_string_equal(h, "o options, s save, z present, ? help, q quit, arrows/hjkl cursor, Enter move, "
			       "1-8 move, u/U undo/redo, i hint, f finish");
}

static void test_play_handler(void **state)
{
	(void)state;
	app_state s;
	engine_config cfg = engine_config_default();
	app_facts f;
	memset(&f, 0, sizeof f);
	f.rows = f.cols = 5;
	f.cfg = &cfg;
	app_init(&s, 10, false);
	app_set_play(&s, true);
	assert_int_equal(app_key_mode(&s), KM_PLAY);
	/* the cursor stays on the board */
	assert_int_equal(app_handle(&s, &f, ACT_CURSOR_UP, 0), FX_DRAW);
	assert_int_equal(s.cursor, 0);
	app_handle(&s, &f, ACT_CURSOR_RIGHT, 0);
	app_handle(&s, &f, ACT_CURSOR_DOWN, 0);
	assert_int_equal(s.cursor, 6);
	/* Enter asks for the cursor's square, a digit for its move */
	assert_int_equal(app_handle(&s, &f, ACT_CONFIRM, 0), FX_PLAY | FX_DRAW);
	assert_int_equal(s.preq, PR_SQUARE);
	assert_int_equal(s.parg, 6);
	app_handle(&s, &f, ACT_PLAY_MOVE, 4);
	assert_int_equal(s.preq, PR_NUMBER);
	assert_int_equal(s.parg, 4);
	/* a click moves the cursor there; beside the board it stays */
	app_handle(&s, &f, ACT_CLICK, 12);
	assert_int_equal(s.cursor, 12);
	assert_int_equal(s.parg, 12);
	app_handle(&s, &f, ACT_CLICK, -1);
	assert_int_equal(s.cursor, 12);
	assert_int_equal(s.preq, PR_SQUARE);
	assert_int_equal(s.parg, -1);
	app_handle(&s, &f, ACT_UNDO, 0);
	assert_int_equal(s.preq, PR_UNDO);
	app_handle(&s, &f, ACT_REDO, 0);
	assert_int_equal(s.preq, PR_REDO);
	app_handle(&s, &f, ACT_HINT, 0);
	assert_int_equal(s.preq, PR_HINT);
	assert_true(app_handle(&s, &f, ACT_FINISH, 0) & FX_PLAY);
	assert_int_equal(s.preq, PR_FINISH);
	/* the main screen's keys */
	assert_int_equal(app_handle(&s, &f, ACT_QUIT, 0), FX_QUIT);
	assert_int_equal(app_handle(&s, &f, ACT_SAVE, 0) & FX_SAVE_PROMPT, FX_SAVE_PROMPT);
	/* S saves a search: in play it says what saves the game */
	assert_int_equal(app_handle(&s, &f, ACT_SAVE_SESSION, 0), FX_NONE);
	assert_true(s.msg_alert);
	assert_non_null(strstr(s.msg, "s saves your path"));
	app_handle(&s, &f, ACT_HELP, 0);
	assert_int_equal(s.ov, OV_HELP);
	assert_int_equal(app_key_mode(&s), KM_HELP);
	/* P in the explorer */
	app_init(&s, 10, false);
	assert_true(app_handle(&s, &f, ACT_PLAY, 0) & FX_PLAY);
	assert_int_equal(s.preq, PR_START);
}

/* A key's action through the handler and the session. */
static void press(session *s, ui_action a, int arg)
{
	app_facts f;
	session_facts(s, &f);
	session_perform(s, app_handle(&s->app, &f, a, arg), 0.0);
}

/* Play 5x5 from a5; f finishes with Warnsdorff's ordering and look-ahead
 * (o must outlive s). */
static void open5(session *s, explore_options *o)
{
	char err[300];
	explore_options_init(o);
	o->cfg.spec.rows = o->cfg.spec.cols = 5;
	o->cfg.prune = PRUNE_LOOKAHEAD;
	o->cfg.order_warnsdorff = true;
	o->play = true;
	assert_true(session_open(s, o, err, sizeof err));
}

static void test_play_session(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open5(&s, &o);
	assert_int_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.play.len, 1);
	engine_view v;
	search_view(&s.src, &v);
	assert_int_equal(v.depth, 1);
	/* move 3: a5 to c4, shown as the replay of the path */
	press(&s, ACT_PLAY_MOVE, 3);
	assert_int_equal(s.play.len, 2);
	search_view(&s.src, &v);
	assert_int_equal(v.depth, 2);
	assert_int_equal(v.path[1], 7);
	assert_string_equal(s.app.msg, "Move 1: c4. i: a hint, u: undo.");
	/* refused: c4 to a5 again */
	press(&s, ACT_CLICK, 0);
	assert_true(s.app.msg_alert);
	assert_string_equal(s.app.msg, "Refused: a5 is already visited (square 1 of the path).");
	press(&s, ACT_UNDO, 0);
	search_view(&s.src, &v);
	assert_int_equal(v.depth, 1);
	assert_int_equal(s.play.undos, 1);
	press(&s, ACT_REDO, 0);
	press(&s, ACT_HINT, 0);
	assert_non_null(strstr(s.play_note, "The search found one in"));
	assert_string_equal(s.app.msg, "Hint: a tour is still possible.");
	/* finish: the explorer runs the engine from the path */
	press(&s, ACT_FINISH, 0);
	assert_int_not_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.app.mode, RUN_TO_SOLUTION);
	assert_false(s.src.replaying);
	assert_int_equal(s.src.cfg.prefix_len, 2);
	history_run(s.src.h, 100000, 1u << EV_SOLUTION);
	search_view(&s.src, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_int_equal(v.path[0], 0);
	assert_int_equal(v.path[1], 7);
	/* P: play on from the engine's tour, which is complete */
	press(&s, ACT_PLAY, 0);
	assert_int_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.play.len, 25);
	assert_int_equal(play_state(&s.play), PLAY_TOUR);
	/* the result on the message line, what next under the board (once each) */
	assert_non_null(strstr(s.app.msg, "Tour! All 25 squares"));
	assert_null(strstr(s.play_note, "Tour!"));
	assert_non_null(strstr(s.play_note, "s saves your tour"));
	session_close(&s);
}

/* Type text into the form's field k (replacing it). */
static void set_field(session *s, form_field k, const char *text)
{
	while (s->app.form.sel != (int)k)
		press(s, ACT_FIELD_NEXT, 0);
	press(s, ACT_CLEAR, 0);
	for (const char *c = text; *c; c++)
		press(s, ACT_TEXT, *c);
}

/* o in play: the form shows the game and the engine; the engine's
 * settings are what f finishes with; another board is a new game, asked
 * about when it would drop moves. */
static void test_play_options(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	int arg;
	assert_int_equal(keys_lookup(KM_PLAY, 'o', &arg), ACT_OPTIONS);
	assert_int_equal(keys_lookup(KM_NEW_GAME, 'y', &arg), ACT_CONFIRM);
	assert_int_equal(keys_lookup(KM_NEW_GAME, 'n', &arg), ACT_CANCEL);
	open5(&s, &o);
	press(&s, ACT_PLAY_MOVE, 3); /* a5 c4 */
	press(&s, ACT_OPTIONS, 0);
	assert_int_equal(s.app.ov, OV_FORM);
	assert_string_equal(s.app.form.text[FF_BOARD], "5x5");
	assert_string_equal(s.app.form.text[FF_ORDER], "warnsdorff");
	assert_string_equal(s.app.form.text[FF_PRUNE], "lookahead");
	/* the engine: plain order, no pruning, closed: the game goes on */
	set_field(&s, FF_ORDER, "87654321");
	press(&s, ACT_FIELD_NEXT, 0);
	press(&s, ACT_CHOICE_NEXT, 0); /* prune: none */
	while (s.app.form.sel != FF_CLOSED)
		press(&s, ACT_FIELD_NEXT, 0);
	press(&s, ACT_CHOICE_NEXT, 0); /* closed */
	press(&s, ACT_CONFIRM, 0);
	assert_int_equal(s.app.ov, OV_NONE);
	assert_int_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.play.len, 2);
	assert_true(s.play.closed);
	assert_string_equal(s.app.msg, "f finishes with these settings.");
	/* f: those settings, from the path */
	press(&s, ACT_FINISH, 0);
	assert_int_not_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.src.cfg.prune, PRUNE_NONE);
	assert_false(s.src.cfg.order_warnsdorff);
	assert_int_equal(s.src.cfg.order[0], 7);
	assert_true(s.src.cfg.closed);
	assert_int_equal(s.src.cfg.prefix_len, 2);
	/* back to play on the path shown; another board asks first */
	press(&s, ACT_GOTO_START, 0);
	press(&s, ACT_PLAY, 0);
	assert_int_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.play.len, 1);
	press(&s, ACT_PLAY_MOVE, 3);
	press(&s, ACT_OPTIONS, 0);
	set_field(&s, FF_BOARD, "6x6");
	press(&s, ACT_CONFIRM, 0);
	assert_int_equal(s.app.ov, OV_PROMPT);
	assert_int_equal(app_key_mode(&s.app), KM_NEW_GAME);
	app_facts f;
	char label[200];
	session_facts(&s, &f);
	app_prompt_label(&s.app, &f, label, sizeof label);
	assert_string_equal(label, "A new 6x6 game drops your 1 move (s saves them). Start it? y/n ");
	press(&s, ACT_CANCEL, 0); /* n: the game goes on */
	assert_int_equal(s.play.len, 2);
	assert_int_equal(s.play.b.rows, 5);
	press(&s, ACT_OPTIONS, 0);
	set_field(&s, FF_BOARD, "6x6");
	press(&s, ACT_CONFIRM, 0);
	press(&s, ACT_CONFIRM, 0); /* y */
	assert_int_equal(s.app.ov, OV_NONE);
	assert_int_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.play.b.rows, 6);
	assert_int_equal(s.play.len, 1);
	assert_string_equal(s.app.msg, "A new 6x6 closed-tour game from a6: your move.");
	engine_view v;
	search_view(&s.src, &v);
	assert_int_equal(v.cfg->spec.cols, 6);
	/* no moves: a new board needs no question */
	press(&s, ACT_OPTIONS, 0);
	set_field(&s, FF_BOARD, "5x6");
	press(&s, ACT_CONFIRM, 0);
	assert_int_equal(s.app.ov, OV_NONE);
	assert_int_equal(s.play.b.rows, 5);
	assert_int_equal(s.play.b.cols, 6);
	session_close(&s);
}

/* The label of the prompt open now. */
static void label_of(session *s, char *out, size_t len)
{
	app_facts f;
	session_facts(s, &f);
	app_prompt_label(&s->app, &f, out, len);
}

/* The effects of a key, without carrying them out. */
static app_fx effects(session *s, ui_action a)
{
	app_facts f;
	session_facts(s, &f);
	return app_handle(&s->app, &f, a, 0);
}

/* q in ktour play: at once without moves; with moves not saved it asks
 * (y or q again quits, n and Esc play on); once s saved them, at once. */
static void test_play_quit(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char label[200], dir[] = "/tmp/ktour-unit-play-XXXXXX", file[300];
	int arg;
	assert_int_equal(keys_lookup(KM_QUIT, 'y', &arg), ACT_CONFIRM);
	assert_int_equal(keys_lookup(KM_QUIT, 'q', &arg), ACT_CONFIRM);
	assert_int_equal(keys_lookup(KM_QUIT, 'n', &arg), ACT_CANCEL);
	assert_int_equal(keys_lookup(KM_QUIT, UK_ESC, &arg), ACT_CANCEL);
	assert_int_equal(keys_lookup(KM_QUIT, UK_CTRL('l'), &arg), ACT_REDRAW);
	open5(&s, &o);
	assert_int_equal(effects(&s, ACT_QUIT), FX_QUIT);
	press(&s, ACT_PLAY_MOVE, 3); /* a5 c4 */
	press(&s, ACT_QUIT, 0);
	assert_int_equal(s.app.ov, OV_PROMPT);
	assert_int_equal(app_key_mode(&s.app), KM_QUIT);
	label_of(&s, label, sizeof label);
	assert_string_equal(label, "Quit? Your path (2 squares) is not saved (s saves it). y/n ");
	press(&s, ACT_CANCEL, 0);
	assert_int_equal(s.app.ov, OV_NONE);
	assert_string_equal(s.app.msg, "Your game goes on: s saves your path.");
	press(&s, ACT_QUIT, 0);
	assert_int_equal(effects(&s, ACT_CONFIRM), FX_QUIT); /* y, or q again */
	/* saved: q quits at once; an undo after it asks again */
	assert_non_null(mkdtemp(dir));
	snprintf(file, sizeof file, "%s/game.txt", dir);
	session_save_path(&s, file, false);
	assert_non_null(strstr(s.app.msg, "Saved 2 squares"));
	assert_int_equal(effects(&s, ACT_QUIT), FX_QUIT);
	press(&s, ACT_UNDO, 0);
	press(&s, ACT_REDO, 0);
	press(&s, ACT_QUIT, 0);
	assert_int_equal(s.app.ov, OV_PROMPT);
	press(&s, ACT_CANCEL, 0);
	session_close(&s);
	assert_int_equal(unlink(file), 0);
	assert_int_equal(rmdir(dir), 0);
}

/* Ctrl-C (app_interrupt(), which the loop calls on SIGINT) asks as q
 * does where q would ask, "Quit?" even in a game P began (q leaves it for
 * the search); n plays on, a second Ctrl-C or y quits the program; with
 * nothing to lose it quits at once. */
static void test_play_interrupt(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300], label[200];
	app_facts f;
	open5(&s, &o);
	session_facts(&s, &f);
	assert_int_equal(app_interrupt(&s.app, &f), FX_QUIT);
	session_close(&s);
	/* a game begun with P from a search, with a move */
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 5;
	assert_true(session_open(&s, &o, err, sizeof err));
	press(&s, ACT_PLAY, 0);
	press(&s, ACT_PLAY_MOVE, 3); /* a5 c4 */
	session_facts(&s, &f);
	assert_int_equal(app_interrupt(&s.app, &f) & FX_QUIT, 0);
	assert_int_equal(s.app.ov, OV_PROMPT);
	assert_int_equal(app_key_mode(&s.app), KM_QUIT);
	label_of(&s, label, sizeof label);
	assert_string_equal(label,
			    "Quit? Your path (2 squares) is not saved (s saves it). y/n, Ctrl-C quits ");
	press(&s, ACT_CANCEL, 0);
	assert_int_equal(s.app.ov, OV_NONE);
	assert_false(s.app.interrupted);
	assert_int_equal(s.play.len, 2);
	/* q now asks its own question, and the second Ctrl-C quits it too */
	press(&s, ACT_QUIT, 0);
	label_of(&s, label, sizeof label);
	assert_string_equal(label,
			    "Leave the game? Your path (2 squares) is not saved (s saves it). y/n ");
	session_facts(&s, &f);
	assert_int_equal(app_interrupt(&s.app, &f), FX_QUIT);
	/* Ctrl-C's question and y: the program quits, not back to the search */
	press(&s, ACT_CANCEL, 0);
	session_facts(&s, &f);
	app_interrupt(&s.app, &f);
	assert_int_equal(effects(&s, ACT_CONFIRM), FX_QUIT);
	assert_true(s.app.interrupted); /* the loop's exit status: 130 */
	session_close(&s);
}

/* P in the explorer keeps its search; q in the game goes back to it as
 * it was (asking first when the game has moves not saved). */
static void test_play_leave(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300], label[200];
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 6;
	o.cfg.start = 14; /* c4 */
	assert_true(session_open(&s, &o, err, sizeof err));
	press(&s, ACT_STEP, 0);
	press(&s, ACT_STEP, 0);
	press(&s, ACT_STEP, 0);
	engine_view v;
	search_view(&s.src, &v);
	ksq knight = v.path[3];
	press(&s, ACT_PLAY, 0);
	assert_int_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.play.len, 4);
	assert_true(s.src.replaying);
	/* no move: q goes back at once */
	press(&s, ACT_QUIT, 0);
	assert_int_equal(s.app.screen, MODE_SEARCH);
	assert_false(s.src.replaying);
	assert_int_equal(history_t(s.src.h), 3);
	assert_null(s.before_play.h);
	assert_string_equal(s.app.msg,
			    "Back to the search where P was pressed: P plays from here again.");
	/* P again, a move: asked first */
	press(&s, ACT_PLAY, 0);
	ksq legal[8];
	assert_true(play_legal(&s.play, legal) > 0);
	int k = 0;
	while (legal[k] == KSQ_NONE)
		k++;
	press(&s, ACT_PLAY_MOVE, k + 1);
	assert_int_equal(s.play.len, 5);
	press(&s, ACT_QUIT, 0);
	assert_int_equal(app_key_mode(&s.app), KM_QUIT);
	label_of(&s, label, sizeof label);
	assert_string_equal(label,
			    "Leave the game? Your path (5 squares) is not saved (s saves it). y/n ");
	press(&s, ACT_CONFIRM, 0); /* q again */
	assert_int_equal(s.app.screen, MODE_SEARCH);
	assert_int_equal(history_t(s.src.h), 3);
	search_view(&s.src, &v);
	assert_int_equal(v.depth, 4);
	assert_int_equal(v.path[3], knight);
	/* and in the search, q quits */
	assert_int_equal(effects(&s, ACT_QUIT), FX_QUIT);
	session_close(&s);
}

/* f, then P, then q: back to f's search, whose fixed path is its own
 * (the game that made it is gone with P), and its estimate runs on it. */
static void test_play_finish_leave(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open5(&s, &o);
	press(&s, ACT_PLAY_MOVE, 3); /* a5 c4 */
	press(&s, ACT_FINISH, 0);
	assert_int_equal(s.src.cfg.prefix_len, 2);
	assert_true(s.src.cfg.prefix != s.play.path);
	history_run(s.src.h, 100000, 1u << EV_SOLUTION);
	press(&s, ACT_PLAY, 0); /* a new game: the old one's path is freed */
	assert_int_equal(s.app.screen, MODE_PLAY);
	assert_int_equal(s.play.len, 25);
	assert_int_equal(s.before_play.cfg.prefix[1], 7);
	press(&s, ACT_QUIT, 0); /* no move made: back at once */
	assert_int_equal(s.app.screen, MODE_SEARCH);
	assert_int_equal(s.src.cfg.prefix_len, 2);
	assert_int_equal(s.src.cfg.prefix[0], 0);
	assert_int_equal(s.src.cfg.prefix[1], 7);
	engine_view v;
	search_view(&s.src, &v);
	assert_int_equal(v.state, ENGINE_AT_SOLUTION);
	assert_true(s.tree.active);
	treesize_work(&s.tree, 50);
	assert_true(s.tree.st.probes > 0);
	/* and r starts it again from the same path */
	press(&s, ACT_RESTART, 0);
	assert_int_equal(s.src.cfg.prefix[1], 7);
	session_close(&s);
}

/* q after a long run asks first, until S saved the session. */
static void test_quit_after_long_run(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300], label[200], dir[] = "/tmp/ktour-unit-run-XXXXXX", file[300];
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 6;
	assert_true(session_open(&s, &o, err, sizeof err));
	/* a run of 29 s: no question; 75 s: asked */
	pace_mode run = {true, false, 10};
	session_tick(&s, 0);
	pace_restart(&s.clock, 0, run);
	pace_tick(&s.clock, 29, run);
	assert_int_equal(effects(&s, ACT_QUIT), FX_QUIT);
	pace_tick(&s.clock, 75, run);
	press(&s, ACT_QUIT, 0);
	assert_int_equal(s.app.ov, OV_PROMPT);
	assert_int_equal(app_key_mode(&s.app), KM_QUIT);
	label_of(&s, label, sizeof label);
	assert_string_equal(label, "Quit? The search ran 1:15 and is not saved (S saves it). y/n ");
	press(&s, ACT_CANCEL, 0);
	assert_non_null(strstr(s.app.msg, "Still here"));
	assert_int_equal(s.app.ov, OV_NONE);
	press(&s, ACT_QUIT, 0);
	assert_int_equal(effects(&s, ACT_CONFIRM), FX_QUIT);
	s.app.ov = OV_NONE;
	/* saved: q quits at once; a restart is a new search */
	assert_non_null(mkdtemp(dir));
	snprintf(file, sizeof file, "%s/run.session", dir);
	session_save_session(&s, file, false);
	assert_non_null(strstr(s.app.msg, "Session saved"));
	assert_int_equal(effects(&s, ACT_QUIT), FX_QUIT);
	/* 35 s more since the save: asked again */
	pace_tick(&s.clock, 110, run);
	press(&s, ACT_QUIT, 0);
	label_of(&s, label, sizeof label);
	assert_string_equal(label, "Quit? The search ran 0:35 and is not saved (S saves it). y/n ");
	press(&s, ACT_CANCEL, 0);
	/* r: a new search has not run yet */
	press(&s, ACT_RESTART, 0);
	assert_int_equal(effects(&s, ACT_QUIT), FX_QUIT);
	session_close(&s);
	assert_int_equal(unlink(file), 0);
	assert_int_equal(rmdir(dir), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_play_keys),
		cmocka_unit_test(test_play_footer),
		cmocka_unit_test(test_play_handler),
		cmocka_unit_test(test_play_session),
		cmocka_unit_test(test_play_options),
		cmocka_unit_test(test_play_quit),
		cmocka_unit_test(test_play_interrupt),
		cmocka_unit_test(test_play_leave),
		cmocka_unit_test(test_play_finish_leave),
		cmocka_unit_test(test_quit_after_long_run),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
