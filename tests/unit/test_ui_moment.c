/* SPDX-License-Identifier: MIT */
/* A search's moments in the explorer, without a terminal (keys, the
 * session, a made-up clock): g goes to a step forwards and backwards
 * (past the rewind window too) to the very state the engine reaches, and
 * says when the step is past the end of an exhausted search; u runs until
 * each moment where it holds and says why where it never can; marks go
 * through a session file and back (S, --resume, l on the file); W writes
 * a lesson that reads and runs; a lesson's scene keys go forwards,
 * backwards and to a question and back. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ui/app/keys.h"
#include "ui/session/session.h"

typedef struct fake_clock {
	double t, tick;
} fake_clock;

static double fake_now(void *ctx)
{
	fake_clock *c = ctx;
	return c->t += c->tick;
}

static void open_with(session *s, explore_options *o)
{
	char err[300];
	if (!session_open(s, o, err, sizeof err))
		fail_msg("session_open: %s", err);
}

static void open_search(session *s, explore_options *o, int rows, int cols)
{
	explore_options_init(o);
	o->cfg.spec.rows = rows;
	o->cfg.spec.cols = cols;
	o->cfg.seed = 7;
	open_with(s, o);
}

/* A key as the loop handles it. */
static app_fx press(session *s, int key)
{
	int arg;
	ui_action a = app_key_action(&s->app, key, &arg);
	app_facts f;
	session_facts(s, &f);
	return session_perform(s, app_handle(&s->app, &f, a, arg) | FX_DRAW, 0);
}

static void type(session *s, const char *text)
{
	for (; *text; text++)
		press(s, (unsigned char)*text);
}

/* The runs the loop would take, flat out or paced, until the run stops. */
static void run_out(session *s)
{
	fake_clock c = {0, 0.001};
	pace_clock pc = {fake_now, &c};
	for (int calls = 0; s->app.mode != RUN_PAUSED && calls < 1000000; calls++)
		session_run(s, c.t += 1, &pc);
	while (s->resuming)
		session_resume(s, 1u << 22);
}

static uint64_t t_of(const session *s)
{
	return session_t(s);
}

/* The state the engine alone reaches in `steps` steps, against s's. */
static void same_as_engine(const session *s, uint64_t steps)
{
	char err[200];
	engine *e = engine_create(&s->src.cfg, err, sizeof err);
	assert_non_null(e);
	engine_run(e, steps, NULL, NULL);
	engine_view a, b;
	engine_view_get(e, &a);
	search_view(&s->src, &b);
	assert_int_equal(a.depth, b.depth);
	assert_memory_equal(a.path, b.path, (size_t)a.depth * sizeof *a.path);
	assert_true(a.counters.solutions == b.counters.solutions);
	assert_true(a.counters.retreats == b.counters.retreats);
	engine_destroy(e);
}

static void go(session *s, const char *step)
{
	press(s, 'g');
	assert_int_equal(s->app.pk, PK_GOTO_STEP);
	type(s, step);
	press(s, UK_ENTER);
	run_out(s);
}

static void test_goto(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open_search(&s, &o, 5, 5);
	go(&s, "2277"); /* plain backtracking from a5: tour 3 */
	assert_int_equal(t_of(&s), 2277);
	same_as_engine(&s, 2277);
	assert_non_null(strstr(s.app.msg, "At step 2277"));
	go(&s, "-2000");
	assert_int_equal(t_of(&s), 277);
	same_as_engine(&s, 277);
	go(&s, "+23");
	assert_int_equal(t_of(&s), 300);
	/* far ahead: a run flat out, whatever the speed; then back past the
	 * rewind window (HISTORY_MIN_REWIND): from the start again */
	go(&s, "3000000");
	assert_int_equal(t_of(&s), 3000000);
	same_as_engine(&s, 3000000);
	assert_true(history_oldest(s.src.h) > 10);
	go(&s, "10");
	assert_int_equal(t_of(&s), 10);
	same_as_engine(&s, 10);
	/* past the end of the search: it ends at step 3470461 (304 tours) */
	go(&s, "3470500");
	assert_int_equal(t_of(&s), 3470461);
	assert_true(history_finished(s.src.h));
	assert_non_null(strstr(s.app.msg, "ended at step 3470461: there is no step 3470500"));
	go(&s, "3470461"); /* the end itself */
	assert_int_equal(t_of(&s), 3470461);
	/* not a step: the prompt says so and stays */
	press(&s, 'g');
	type(&s, "x+-");
	press(&s, UK_ENTER);
	assert_int_equal(s.app.ov, OV_PROMPT);
	assert_string_equal(s.app.prompt.text, "+-"); /* only digits, + and - type */
	assert_non_null(strstr(s.app.prompt.info, "a step number"));
	press(&s, UK_ESC);
	session_close(&s);
}

/* u COND Enter, the run out: the step it stopped at. */
static uint64_t until(session *s, const char *cond)
{
	press(s, 'u');
	assert_int_equal(s->app.pk, PK_UNTIL);
	type(s, cond);
	press(s, UK_ENTER);
	run_out(s);
	return t_of(s);
}

static void restart(session *s)
{
	press(s, 'r');
}

static void test_until(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	open_search(&s, &o, 5, 5);
	press(&s, '0'); /* flat out */
	assert_int_equal(until(&s, "solution"), 57);
	assert_non_null(strstr(s.app.msg, "At step 57: solution"));
	assert_int_equal(until(&s, "solution 3"), 2277);
	restart(&s);
	assert_int_equal(until(&s, "depth 23"), 22);
	assert_int_equal(until(&s, "retreat-to 22"), 23);
	assert_int_equal(until(&s, "retreat-to 10"), 535);
	assert_int_equal(until(&s, "step 600"), 600);
	restart(&s);
	uint64_t at = until(&s, "square c3");
	assert_int_equal(history_last(s.src.h)->kind, EV_ADVANCE);
	assert_int_equal(history_last(s.src.h)->sq, 12);
	same_as_engine(&s, at);
	/* paced, at 1000 steps a second: the same moments */
	restart(&s);
	press(&s, '7');
	assert_int_equal(until(&s, "retreat-to 22"), 23);
	press(&s, '0');
	/* never on this search: refused in the prompt, with the reason */
	press(&s, 'u');
	type(&s, "stuck");
	press(&s, UK_ENTER);
	assert_int_equal(s.app.ov, OV_PROMPT);
	assert_non_null(strstr(s.app.prompt.info, "never gets stuck"));
	press(&s, UK_ESC);
	press(&s, 'u');
	type(&s, "forced");
	press(&s, UK_ENTER);
	assert_non_null(strstr(s.app.prompt.info, "no look-ahead"));
	press(&s, UK_ESC);
	/* behind: step 10 from step 23 */
	until(&s, "step 10");
	assert_non_null(strstr(s.app.msg, "never comes from here"));
	/* never, found only when the search ends: 304 tours from a corner */
	restart(&s);
	assert_int_equal(until(&s, "solution 305"), 3470461);
	assert_non_null(strstr(s.app.msg, "ended at step 3470461"));
	session_close(&s);
	/* look-ahead on 6x6: the first forced move; a walk's stuck */
	open_search(&s, &o, 6, 6);
	s.src.cfg.prune = PRUNE_LOOKAHEAD;
	press(&s, 'r');
	press(&s, '0');
	uint64_t f = until(&s, "forced");
	assert_true(f > 0 && history_last(s.src.h)->why == WHY_FORCED);
	session_close(&s);
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 5;
	o.cfg.start = 2; /* c5: Squirrel and Cull's walk, stuck after 17 squares */
	o.cfg.kind = ENGINE_WARNSDORFF;
	char err[100];
	assert_true(ordering_parse("36875124", o.cfg.tie_order, err, sizeof err));
	open_with(&s, &o);
	press(&s, '0');
	assert_int_equal(until(&s, "stuck"), 17);
	press(&s, 'u');
	type(&s, "retreat-to 3");
	press(&s, UK_ENTER);
	assert_non_null(strstr(s.app.prompt.info, "never backs up"));
	session_close(&s);
}

static void mark(session *s, const char *name)
{
	press(s, 'M');
	press(s, UK_CTRL('u'));
	type(s, name);
	press(s, UK_ENTER);
}

static void test_marks_save_resume_load(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char path[] = "/tmp/ktour-test-marks-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	open_search(&s, &o, 5, 5);
	go(&s, "57");
	mark(&s, "first tour");
	go(&s, "23");
	press(&s, 'M'); /* the default name: the step */
	assert_string_equal(s.app.prompt.text, "step 23");
	press(&s, UK_ENTER);
	go(&s, "500");
	assert_int_equal(s.nmarks, 2);
	/* ' and 1: the first mark */
	press(&s, '\'');
	assert_int_equal(s.app.ov, OV_MARKS);
	press(&s, '1');
	run_out(&s);
	assert_int_equal(t_of(&s), 57);
	assert_non_null(strstr(s.app.msg, "first tour"));
	/* ' Down Enter: the second */
	press(&s, '\'');
	press(&s, UK_DOWN);
	press(&s, UK_ENTER);
	assert_int_equal(t_of(&s), 23);
	/* S: the session file keeps the marks */
	app_fx fx = session_save_session(&s, path, true);
	(void)fx;
	explore_save es;
	char err[400];
	if (!explore_save_read(path, &es, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(es.nmarks, 2);
	assert_string_equal(es.marks[0].name, "first tour");
	assert_true(es.marks[0].step == 57 && es.marks[1].step == 23);
	assert_true(es.steps == 23);
	session_close(&s);
	/* --resume: the marks are there again */
	explore_options_init(&o);
	o.cfg = es.cfg;
	o.resume_steps = es.steps;
	o.nmarks = es.nmarks;
	o.marks = es.marks;
	open_with(&s, &o);
	run_out(&s);
	assert_int_equal(t_of(&s), 23);
	assert_int_equal(s.nmarks, 2);
	press(&s, '\'');
	press(&s, '1');
	assert_int_equal(t_of(&s), 57);
	session_close(&s);
	/* l on the session file, from another search: as --resume opens it */
	open_search(&s, &o, 8, 8);
	press(&s, 'l');
	type(&s, path);
	press(&s, UK_ENTER);
	run_out(&s);
	assert_int_equal(s.src.cfg.spec.rows, 5);
	assert_false(s.src.replaying);
	assert_int_equal(t_of(&s), 23);
	same_as_engine(&s, 23);
	assert_int_equal(s.nmarks, 2);
	assert_non_null(strstr(s.app.msg, "Resumed at step 23"));
	session_close(&s);
	unlink(path);
}

static void test_write_lesson(void **state)
{
	(void)state;
	static session s;
	static lesson l;
	explore_options o;
	char path[] = "/tmp/ktour-test-lesson-XXXXXX", err[600];
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	open_search(&s, &o, 5, 5);
	press(&s, 'W'); /* no marks: nothing to write */
	assert_non_null(strstr(s.app.msg, "M marks a moment first"));
	go(&s, "23");
	mark(&s, "first dead end");
	go(&s, "1735230");
	mark(&s, "half the tree");
	go(&s, "57");
	mark(&s, "first tour");
	session_save_lesson(&s, path, true);
	assert_non_null(strstr(s.app.msg, "Wrote a lesson of 3 scenes"));
	if (!lesson_read(path, &l, err, sizeof err) || !lesson_run(&l, NULL, NULL, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(l.nscene, 3);
	assert_true(l.scenes[0].step == 23 && l.scenes[1].step == 1735230 &&
		    l.scenes[2].step == 57);
	assert_string_equal(l.scenes[1].title, "half the tree");
	session_close(&s);
	unlink(path);
}

/* A lesson in the session: n walks to the next scene at its speed, Enter
 * is there at once, p goes back exactly, N Enter jumps; Esc, then n n p
 * (the explorer's step, step, back) and Enter: the scene again. */
static void test_lesson_keys(void **state)
{
	(void)state;
	static session s;
	static lesson l;
	explore_options o;
	char err[600];
	static const char text[] = "ktour lesson 1\ntitle T\nboard 5x5\nstart a5\nspeed 1000\n"
				   "scene A\ncaption a\n"
				   "scene B\nuntil retreat-to 22\ncaption b\n"
				   "scene C\nuntil solution\ncaption c\n"
				   "scene D\nboard 6x6\nstart a6\nprune lookahead\ngoto 30\n"
				   "compare prune=none\ncaption d\n";
	assert_true(lesson_parse(text, strlen(text), "t", &l, err, sizeof err));
	assert_true(lesson_run(&l, NULL, NULL, err, sizeof err));
	explore_options_init(&o);
	o.cfg = l.searches[0].cfg;
	o.lesson = &l;
	open_with(&s, &o);
	assert_true(s.app.lesson.on);
	assert_int_equal(s.app.lesson.scene, 0);
	assert_true(s.app.panels & PANEL_BIT(PANEL_CAPTION));
	press(&s, 'n'); /* walks to scene B, at 1000 steps a second */
	assert_int_equal(s.app.lesson.scene, 1);
	assert_int_equal(s.app.mode, RUN_TO_MOMENT);
	assert_false(app_flat_out(&s.app));
	run_out(&s);
	assert_int_equal(t_of(&s), 23);
	press(&s, ' '); /* to C; Enter: there at once */
	assert_int_equal(s.app.mode, RUN_TO_MOMENT);
	press(&s, UK_ENTER);
	assert_int_equal(s.app.mode, RUN_PAUSED);
	assert_int_equal(t_of(&s), 57);
	assert_int_equal(s.app.lesson.scene, 2);
	/* a question: n n p are the explorer's, Enter comes back */
	press(&s, UK_ESC);
	assert_true(s.app.lesson.question);
	press(&s, 'n');
	press(&s, 'n');
	press(&s, 'p');
	assert_int_equal(t_of(&s), 58);
	assert_int_equal(s.app.lesson.scene, 2);
	press(&s, UK_ENTER);
	assert_false(s.app.lesson.question);
	assert_int_equal(t_of(&s), 57);
	same_as_engine(&s, 57);
	/* a key that moves the search begins a question too */
	press(&s, 'j');
	assert_true(s.app.lesson.question);
	press(&s, UK_ENTER);
	/* p: exactly the scene before */
	press(&s, 'p');
	assert_int_equal(s.app.lesson.scene, 1);
	assert_int_equal(t_of(&s), 23);
	same_as_engine(&s, 23);
	/* 4 Enter: a comparison on 6x6 at step 30; 1 Enter: the start */
	press(&s, '4');
	press(&s, UK_ENTER);
	run_out(&s);
	assert_true(session_comparing(&s));
	assert_int_equal(t_of(&s), 30);
	assert_int_equal(s.src.cfg.spec.rows, 6);
	press(&s, 'n');
	assert_non_null(strstr(s.app.msg, "last scene"));
	press(&s, '1');
	press(&s, UK_ENTER);
	assert_false(session_comparing(&s));
	assert_int_equal(t_of(&s), 0);
	assert_int_equal(s.src.cfg.spec.rows, 5);
	press(&s, '9');
	press(&s, UK_ENTER);
	assert_non_null(strstr(s.app.msg, "no scene 9"));
	press(&s, 'p');
	assert_non_null(strstr(s.app.msg, "first scene"));
	session_close(&s);
}

/* What the teacher chose stays from scene to scene: z (and --present),
 * the panels until a scene's own show line; n goes to the next scene and
 * only that, while the search runs there too; o is no question. */
static void test_lesson_keeps(void **state)
{
	(void)state;
	static session s;
	static lesson l;
	explore_options o;
	char err[600];
	static const char text[] = "ktour lesson 1\ntitle T\nboard 5x5\nstart a5\nspeed 1000\n"
				   "show moves stack\n"
				   "scene A\ncaption a\n"
				   "scene B\nuntil retreat-to 22\ncaption b\n"
				   "scene C\nuntil solution\nshow stack\ncaption c\n"
				   "scene D\nrun 5 steps\ncaption d\n"
				   "scene E\ngoto 70\nshow algorithm\ncaption e\n";
	assert_true(lesson_parse(text, strlen(text), "t", &l, err, sizeof err));
	assert_true(lesson_run(&l, NULL, NULL, err, sizeof err));
	explore_options_init(&o);
	o.cfg = l.searches[0].cfg;
	o.lesson = &l;
	open_with(&s, &o);
	press(&s, 'z');
	assert_true(s.app.present);
	press(&s, 'n'); /* walks to B, in z */
	assert_int_equal(s.app.lesson.scene, 1);
	assert_int_equal(s.app.mode, RUN_TO_MOMENT);
	assert_true(s.app.present);
	press(&s, 'n'); /* on the way: n goes on to C, it does not finish B */
	assert_int_equal(s.app.lesson.scene, 2);
	assert_true(s.app.present); /* C's show stack does not leave z */
	run_out(&s);
	assert_int_equal(t_of(&s), l.scenes[2].step);
	press(&s, 'p');
	assert_true(s.app.present);
	press(&s, 'z'); /* out of z, the stack and the onward moves (m) */
	assert_false(s.app.present);
	press(&s, 'n');
	press(&s, UK_ENTER);
	assert_int_equal(s.app.lesson.scene, 2);
	assert_false(s.app.present);
	press(&s, 'm');
	assert_true(s.app.panels & PANEL_BIT(PANEL_HEAT));
	press(&s, 'n'); /* D has no show line: the panels stay */
	press(&s, UK_ENTER);
	assert_int_equal(s.app.lesson.scene, 3);
	assert_int_equal(s.app.panels, PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_STACK) |
					       PANEL_BIT(PANEL_CAPTION));
	press(&s, 'n'); /* E's own show line sets them */
	press(&s, UK_ENTER);
	assert_int_equal(s.app.lesson.scene, 4);
	assert_int_equal(s.app.panels, PANEL_BIT(PANEL_CODE) | PANEL_BIT(PANEL_CAPTION));
	/* o, then Esc: still at the scene, no question */
	press(&s, 'o');
	assert_int_equal(s.app.ov, OV_FORM);
	press(&s, UK_ESC);
	assert_false(s.app.lesson.question);
	session_close(&s);
	/* --present: z from the first scene on */
	explore_options_init(&o);
	o.cfg = l.searches[0].cfg;
	o.lesson = &l;
	o.present = true;
	open_with(&s, &o);
	assert_true(s.app.present);
	press(&s, '3');
	press(&s, UK_ENTER);
	run_out(&s);
	assert_int_equal(s.app.lesson.scene, 2);
	assert_true(s.app.present);
	session_close(&s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_goto),
		cmocka_unit_test(test_until),
		cmocka_unit_test(test_marks_save_resume_load),
		cmocka_unit_test(test_write_lesson),
		cmocka_unit_test(test_lesson_keys),
		cmocka_unit_test(test_lesson_keeps),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
