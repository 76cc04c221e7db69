/* SPDX-License-Identifier: MIT */
/* The pseudocode panel's model: real events of real engines mark the line
 * that produced them, and the values name the event's squares. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/square.h"
#include "ui/model/narrate.h"
#include "ui/model/pseudo.h"

static ksq sq_of(const char *name, int rows, int cols)
{
	int r, c;
	char err[100];
	assert_true(square_parse(name, rows, &r, &c, err, sizeof err));
	return (ksq)r * cols + c;
}

static engine *make(engine_config cfg)
{
	char err[200];
	engine *e = engine_create(&cfg, err, sizeof err);
	if (!e)
		fail_msg("engine_create: %s", err);
	return e;
}

static engine_config board_cfg(int rows, int cols, const char *start)
{
	engine_config cfg = engine_config_default();
	cfg.spec.rows = rows;
	cfg.spec.cols = cols;
	cfg.start = sq_of(start, rows, cols);
	cfg.seed = 7;
	return cfg;
}

/* The listing for e after its event ev. */
static void build(const engine *e, const engine_event *ev, pseudo_listing *p)
{
	engine_view v;
	engine_view_get(e, &v);
	pseudo_build(ev, &v, p);
	assert_true(p->n >= 8 && p->n <= PSEUDO_LINES_MAX);
	for (int i = 0; i < p->n; i++) /* every line fits the panel at 80x24 */
		assert_true(strlen(p->line[i]) <= 38);
}

/* Step e until an event of kind k (and reason why, unless WHY_NONE). */
static void step_until(engine *e, engine_event *ev, engine_event_kind k, engine_reason why,
		       long limit)
{
	for (long i = 0; i < limit; i++)
		if (engine_step(e, ev) == k && (why == WHY_NONE || ev->why == why))
			return;
	fail_msg("no event %d/%d in %ld steps", (int)k, (int)why, limit);
}

static void assert_marked(const pseudo_listing *p, pseudo_line_id id, const char *words)
{
	assert_in_range(p->mark, 0, p->n - 1);
	assert_int_equal(p->id[p->mark], id);
	if (!strstr(p->line[p->mark], words))
		fail_msg("marked line '%s' lacks '%s'", p->line[p->mark], words);
}

static void assert_names(const engine *e, const pseudo_listing *p, ksq sq)
{
	engine_view v;
	engine_view_get(e, &v);
	char name[SQUARE_NAME_MAX];
	narrate_square(v.b, sq, name, sizeof name);
	if (!strstr(p->values, name))
		fail_msg("values '%s' do not name %s", p->values, name);
}

/* Plain backtracking on 5x5 from a1: the start, the candidate loop, the
 * first retreat (a dead end) and the next (all tried) at "all tried (or
 * none)", then the first tour and its take-back. */
static void test_backtrack_open(void **state)
{
	(void)state;
	engine *e = make(board_cfg(5, 5, "a1"));
	engine_event ev = {.kind = EV_NONE};
	pseudo_listing p;
	build(e, &ev, &p);
	assert_marked(&p, PL_START, "put the knight on sq");
	assert_string_equal(p.values, "sq = a1, the start");
	assert_null(strstr(p.line[0], "look"));

	assert_int_equal(engine_step(e, &ev), EV_ADVANCE);
	build(e, &ev, &p);
	assert_marked(&p, PL_TRY, "try c: search(c)");
	assert_true(strstr(p.values, "sq = a1, c = ") == p.values);
	assert_names(e, &p, ev.sq);
	assert_non_null(strstr(p.line[p.mark - 1], "order 12345678"));

	step_until(e, &ev, EV_RETREAT, WHY_NONE, 1000);
	assert_int_equal(ev.why, WHY_ALL_TRIED);
	build(e, &ev, &p);
	assert_marked(&p, PL_ALL_TRIED, "all tried (or none): back");
	assert_names(e, &p, ev.sq);
	assert_names(e, &p, ev.from);
	/* the first retreat is a dead end: no move at all (not "all tried") */
	assert_non_null(strstr(p.values, ": a dead end; back to "));
	/* the next one gives up a square whose candidates were all searched */
	step_until(e, &ev, EV_RETREAT, WHY_NONE, 1000);
	build(e, &ev, &p);
	assert_marked(&p, PL_ALL_TRIED, "all tried (or none): back");
	assert_non_null(strstr(p.values, ": all tried; back to "));
	assert_names(e, &p, ev.sq);

	step_until(e, &ev, EV_SOLUTION, WHY_NONE, 1000000);
	build(e, &ev, &p);
	assert_marked(&p, PL_SOLUTION, "report the tour");
	assert_true(strstr(p.values, "tour 1: all 25 squares") == p.values);
	engine_step(e, &ev);
	build(e, &ev, &p);
	assert_marked(&p, PL_TAKE_BACK, "take sq back");
	engine_destroy(e);
}

/* Stone's look-ahead on 6x6: a forced move, and a square given up for a
 * cut-off or two forced squares, each naming the square to blame. */
static void test_lookahead(void **state)
{
	(void)state;
	engine_config cfg = board_cfg(6, 6, "a1");
	cfg.prune = PRUNE_LOOKAHEAD;
	engine *e = make(cfg);
	engine_event ev;
	pseudo_listing p;
	step_until(e, &ev, EV_ADVANCE, WHY_FORCED, 100000);
	build(e, &ev, &p);
	assert_marked(&p, PL_FORCED, "no other way in");
	assert_non_null(strstr(p.line[p.mark - 3], "look ahead"));
	assert_names(e, &p, ev.sq);
	assert_names(e, &p, ev.from);

	bool doubled = false, cut = false;
	for (long i = 0; i < 1000000 && !(doubled && cut); i++) {
		if (engine_step(e, &ev) != EV_RETREAT)
			continue;
		if (ev.why != WHY_DOUBLE_FORCED && ev.why != WHY_UNREACHABLE)
			continue;
		build(e, &ev, &p);
		if (ev.why == WHY_DOUBLE_FORCED) {
			assert_marked(&p, PL_DOUBLE, "two need the knight");
			/* both squares named, as the narration names them */
			assert_null(strstr(p.values, "another"));
			assert_non_null(strstr(p.values, " and "));
			doubled = true;
		} else {
			assert_marked(&p, PL_UNREACHABLE, "cut off");
			cut = true;
		}
		assert_names(e, &p, ev.sq);
		assert_names(e, &p, ev.culprit);
	}
	assert_true(doubled && cut);
	engine_destroy(e);
}

/* Closed tours: the listing has the closing test, and a square that
 * covers the board without closing marks it. */
static void test_closed(void **state)
{
	(void)state;
	engine_config cfg = board_cfg(6, 6, "a1");
	cfg.closed = true;
	cfg.prune = PRUNE_LOOKAHEAD;
	engine *e = make(cfg);
	engine_event ev;
	pseudo_listing p;
	step_until(e, &ev, EV_RETREAT, WHY_NOT_CLOSED, 2000000);
	build(e, &ev, &p);
	assert_marked(&p, PL_NOT_CLOSED, "no move back to a1");
	assert_names(e, &p, ev.sq);
	assert_non_null(strstr(p.title, "look-ahead, closed"));
	engine_destroy(e);
}

/* Warnsdorff on 8x8: a tie names the squares it tied with; the walk ends
 * with its tour and then "done". */
static void test_warnsdorff(void **state)
{
	(void)state;
	engine_config cfg = board_cfg(8, 8, "a8");
	cfg.kind = ENGINE_WARNSDORFF;
	engine *e = make(cfg);
	engine_event ev;
	pseudo_listing p;
	step_until(e, &ev, EV_ADVANCE, WHY_TIE_ORDER, 100);
	build(e, &ev, &p);
	assert_marked(&p, PL_TIE, "first in the ordering");
	assert_true(ev.ntied >= 2);
	assert_names(e, &p, ev.sq);
	assert_names(e, &p, ev.tied[0]);
	assert_non_null(strstr(p.values, "tied with"));

	step_until(e, &ev, EV_ADVANCE, WHY_MIN_DEGREE, 100);
	build(e, &ev, &p);
	assert_marked(&p, PL_FEWEST, "the fewest");
	step_until(e, &ev, EV_SOLUTION, WHY_NONE, 100);
	build(e, &ev, &p);
	assert_marked(&p, PL_SOLUTION, "report the tour");
	engine_step(e, &ev);
	assert_int_equal(ev.kind, EV_EXHAUSTED);
	build(e, &ev, &p);
	assert_marked(&p, PL_DONE, "done");
	engine_destroy(e);
}

/* Irwin on 8x8 (seed 7: the first walk gets stuck): a random tie, the
 * stuck walk, the new walk after it. */
static void test_irwin(void **state)
{
	(void)state;
	engine_config cfg = board_cfg(8, 8, "a8");
	cfg.kind = ENGINE_IRWIN; /* the command line's tiebreak: an ordering */
	engine *e = make(cfg);
	engine_event ev;
	pseudo_listing p;
	step_until(e, &ev, EV_ADVANCE, WHY_TIE_RANDOM, 1000);
	build(e, &ev, &p);
	/* irwin's ordering only sets the scan order: its ties are random */
	assert_non_null(strstr(p.title, "ties: at random"));
	assert_marked(&p, PL_TIE, "at random");
	assert_names(e, &p, ev.tied[0]);
	step_until(e, &ev, EV_STUCK, WHY_NONE, 100000);
	build(e, &ev, &p);
	assert_marked(&p, PL_STUCK, "stuck; walk again");
	assert_names(e, &p, ev.sq);
	engine_step(e, &ev);
	assert_int_equal(ev.kind, EV_NEW_WALK);
	build(e, &ev, &p);
	assert_marked(&p, PL_START, "put the knight on a8");
	assert_true(strstr(p.values, "walk 2 from a8") == p.values);
	engine_destroy(e);
}

/* A replay has no algorithm: no lines, and the values say so. */
static void test_replay(void **state)
{
	(void)state;
	engine_config cfg = board_cfg(5, 5, "a1");
	engine *e = make(cfg);
	engine_view v;
	engine_view_get(e, &v);
	v.path_len = 25;
	engine_event ev = {.kind = EV_ADVANCE, .why = WHY_ORDER};
	pseudo_listing p;
	pseudo_build(&ev, &v, &p);
	assert_int_equal(p.n, 0);
	assert_int_equal(p.mark, -1);
	assert_non_null(strstr(p.values, "replay has no algorithm"));
	engine_destroy(e);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_backtrack_open), cmocka_unit_test(test_lookahead),
		cmocka_unit_test(test_closed),         cmocka_unit_test(test_warnsdorff),
		cmocka_unit_test(test_irwin),          cmocka_unit_test(test_replay),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
