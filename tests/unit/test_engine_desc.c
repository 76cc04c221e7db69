/* SPDX-License-Identifier: MIT */
/* The engines' descriptors (ktour/engine_desc.h): every engine has a
 * name, a summary, a constructor and the explorer's words; the names read
 * back; and each capability the descriptor claims is what the engine does
 * when it runs (a walk never takes a square back and refuses to count,
 * the backtrack search takes a fixed path and finds the 304 tours of 5x5
 * from a corner, irwin's walks draw on the seed, the divide construction
 * lays and joins cycles into one closed tour, ...). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "engine/engine_impl.h"
#include "ktour/config.h"
#include "ktour/count.h"
#include "ktour/engine.h"
#include "ktour/engine_desc.h"
#include "ktour/estimate.h"
#include "ktour/tour.h"
#include "ui/model/engine_text.h"

#define EACH_KIND(k) for (engine_kind k = 0; (int)k < ENGINE_KIND_COUNT; k = (engine_kind)(k + 1))

/* The side of the board engine k is tried on: 5x5 (8x8 for the walks,
 * which get stuck on 5x5 at once; 6x6 for a construction, whose closed
 * tours need an even side of at least 6). */
static int side_of(engine_kind k)
{
	return engine_can(k, ENG_WALK) ? 8 : engine_can(k, ENG_BUILD) ? 6 : 5;
}

/* That board, from the top-left corner, engine k. */
static engine_config cfg_of(engine_kind k)
{
	engine_config c = engine_config_default();
	c.kind = k;
	c.start = 0;
	c.seed = 7;
	c.spec.rows = c.spec.cols = side_of(k);
	return c;
}

/* Does k take --closed, or make only closed tours? */
static bool takes_closed(engine_kind k)
{
	return engine_can(k, ENG_CLOSED) || engine_can(k, ENG_ALWAYS_CLOSED);
}

static engine *make(const engine_config *c)
{
	char err[300];
	engine *e = engine_create(c, err, sizeof err);
	if (!e)
		fail_msg("engine_create(%s): %s", engine_kind_name(c->kind), err);
	return e;
}

static void test_every_engine_described(void **state)
{
	(void)state;
	EACH_KIND(k)
	{
		const engine_desc *d = engine_desc_of(k);
		assert_non_null(d);
		assert_non_null(d->name);
		assert_true(strlen(d->name) > 0 && strlen(d->name) < 16);
		assert_non_null(d->summary);
		assert_true(strlen(d->summary) > 20 && strlen(d->summary) < 80);
		/* a walk, an exhaustive search or a construction: one of them */
		assert_int_equal(engine_can(k, ENG_WALK) + engine_can(k, ENG_EXHAUSTIVE) +
					 engine_can(k, ENG_BUILD),
				 1);
		/* --closed is a setting, or what it always makes */
		assert_false(engine_can(k, ENG_CLOSED | ENG_ALWAYS_CLOSED));
		/* names read back, and are the settings' name list */
		engine_kind back;
		assert_true(engine_kind_from_name(d->name, &back));
		assert_int_equal(back, k);
		assert_string_equal(engine_kind_name(k), d->name);
		assert_string_equal(config_engine_names[k], d->name);
		/* the explorer's words */
		const engine_text *t = engine_text_of(k);
		assert_non_null(t->listing);
		assert_non_null(t->over);
		assert_non_null(t->over_values);
		assert_non_null(t->found_message);
		assert_non_null(t->over_message);
	}
	assert_null(config_engine_names[ENGINE_KIND_COUNT]);
	assert_null(engine_desc_of((engine_kind)ENGINE_KIND_COUNT));
	assert_false(engine_can((engine_kind)ENGINE_KIND_COUNT, 0));
	assert_true(engine_can(ENGINE_KIND_DEFAULT, ENG_EXHAUSTIVE | ENG_COUNT));
}

static void test_names_joined(void **state)
{
	(void)state;
	char out[120], want[120] = "";
	for (int k = 0; k < ENGINE_KIND_COUNT; k++) /* "backtrack, warnsdorff, irwin or divide" */
		snprintf(want + strlen(want), sizeof want - strlen(want), "%s%s",
			 k == 0 ? "" : k == ENGINE_KIND_COUNT - 1 ? " or " : ", ",
			 config_engine_names[k]);
	assert_int_equal(engine_names_join(0, ", ", " or ", out, sizeof out), ENGINE_KIND_COUNT);
	assert_string_equal(out, want);
	assert_int_equal(engine_names_join(ENG_PRUNE, ", ", " or ", out, sizeof out), 1);
	assert_string_equal(out, "backtrack");
	assert_int_equal(engine_names_join(ENG_TIEBREAK, ", ", " and ", out, sizeof out), 2);
	assert_string_equal(out, "warnsdorff and irwin");
	assert_int_equal(engine_names_join(ENG_WALK | ENG_EXHAUSTIVE, ", ", " or ", out,
					   sizeof out),
			 0);
	assert_string_equal(out, "");
	/* a comparison offers every engine once, the default last */
	bool seen[ENGINE_KIND_COUNT] = {false};
	for (int i = 0; i < ENGINE_KIND_COUNT; i++) {
		engine_kind k = engine_kind_offered(i);
		assert_in_range(k, 0, ENGINE_KIND_COUNT - 1);
		assert_false(seen[k]);
		seen[k] = true;
	}
	assert_int_equal(engine_kind_offered(ENGINE_KIND_COUNT - 1), ENGINE_KIND_DEFAULT);
}

/* Not empty: a sentence of the explorer's words. */
static void assert_words(const char *kind, const char *what, const char *s)
{
	if (!s[0])
		fail_msg("%s: %s is empty", kind, what);
}

/* Every engine has the explorer's words, and they are words: a listing
 * with a title and lines, each line tagged and none empty, the sentences
 * of the end of the search and of a run's stops.  (The rows of the three
 * tables are by kind, engine_kind's count sizing each; this holds them
 * complete in the middle too.) */
static void test_every_engine_worded(void **state)
{
	(void)state;
	EACH_KIND(k)
	{
		const char *name = engine_kind_name(k);
		engine_config c = cfg_of(k);
		engine *e = make(&c);
		engine_view v;
		engine_view_get(e, &v);
		engine_event none = {.kind = EV_NONE};
		pseudo_listing p;
		pseudo_build(&none, &v, &p);
		assert_words(name, "the listing's title", p.title);
		if (p.n < 3)
			fail_msg("%s: a listing of %d lines", name, p.n);
		bool tagged = false;
		for (int i = 0; i < p.n; i++) {
			assert_words(name, "a line of the listing", p.line[i]);
			tagged |= p.id[i] != PL_NONE;
		}
		assert_true(tagged);
		const engine_text *t = engine_text_of(k);
		char s[400];
		s[0] = '\0';
		t->over(&v, s, sizeof s);
		assert_words(name, "the sentence of the search's end", s);
		s[0] = '\0';
		t->found_message(1, s, sizeof s);
		assert_words(name, "the message of a tour found", s);
		s[0] = '\0';
		t->over_message(1, s, sizeof s);
		assert_words(name, "the message of the search's end", s);
		engine_destroy(e);
	}
}

/* Every engine is made from the table, with every op that the dispatch
 * calls; restart and the stack only where the descriptor says. */
static void test_every_engine_made(void **state)
{
	(void)state;
	EACH_KIND(k)
	{
		engine_config c = cfg_of(k);
		engine *e = make(&c);
		const engine_ops *ops = e->ops;
		assert_non_null(ops->step);
		assert_non_null(ops->run);
		assert_non_null(ops->view);
		assert_non_null(ops->depth_info);
		assert_non_null(ops->clone);
		assert_non_null(ops->copy);
		assert_non_null(ops->destroy);
		assert_int_equal(ops->restart != NULL, engine_can(k, ENG_PREFIX));
		assert_int_equal(ops->frame_info != NULL, engine_can(k, ENG_BUILD));
		assert_int_equal(ops->cycles != NULL, engine_can(k, ENG_BUILD));
		engine_view v;
		engine_view_get(e, &v);
		assert_int_equal(v.cfg->kind, k);
		assert_int_equal(v.build != NULL, engine_can(k, ENG_BUILD));
		assert_int_equal(v.degree == NULL, engine_can(k, ENG_BUILD));
		engine_destroy(e);
	}
	engine_config c = engine_config_default();
	c.kind = (engine_kind)ENGINE_KIND_COUNT;
	char err[100], want[100];
	assert_null(engine_create(&c, err, sizeof err));
	snprintf(want, sizeof want, "no engine of kind %d", ENGINE_KIND_COUNT);
	assert_string_equal(err, want);
}

static bool stop_at_first(void *ctx, const ksq *path, int32_t len)
{
	(void)ctx;
	(void)path;
	(void)len;
	return false;
}

/* Is path[0..len-1] a closed tour of the side x side board? */
static bool closed_tour(int side, const ksq *path, int32_t len)
{
	board_spec s = board_spec_default();
	s.rows = s.cols = side;
	tour t;
	tour_init(&t, &s);
	tour_report r;
	bool ok = tour_set_path(&t, path, (size_t)len) && tour_check(&t, &r) &&
		  r.fault == TOUR_OK && r.complete && r.closed;
	tour_free(&t);
	return ok;
}

/* Walks never take a square back; exhaustive searches do, and finish;
 * a construction only lays and joins cycles, then has its closed tour. */
static void test_walk_or_search(void **state)
{
	(void)state;
	EACH_KIND(k)
	{
		engine_config c = cfg_of(k);
		engine *e = make(&c);
		bool walk = engine_can(k, ENG_WALK), build = engine_can(k, ENG_BUILD);
		bool built_by_steps = false;
		engine_event ev;
		for (int i = 0; i < 200; i++) /* what its first steps are */
			built_by_steps |= engine_step(e, &ev) == EV_LAY || ev.kind == EV_JOIN;
		assert_int_equal(built_by_steps, build);
		engine_destroy(e);
		e = make(&c);
		engine_event_kind last = engine_run(e, 0, walk ? stop_at_first : NULL, NULL);
		engine_view v;
		engine_view_get(e, &v);
		assert_int_equal(v.counters.retreats > 0, engine_can(k, ENG_EXHAUSTIVE));
		assert_int_equal(v.counters.walks > 0, walk);
		if (engine_can(k, ENG_EXHAUSTIVE)) { /* 5x5 from a corner: 304 tours */
			assert_int_equal(last, EV_EXHAUSTED);
			assert_int_equal(v.counters.solutions, 304);
		}
		if (walk) /* a Warnsdorff walk on 8x8 from a corner is a tour */
			assert_int_equal(last, EV_SOLUTION);
		if (build) { /* one tour, closed, then done */
			assert_int_equal(last, EV_EXHAUSTED);
			assert_int_equal(v.counters.solutions, 1);
			assert_true(v.build->built);
			assert_true(closed_tour(side_of(k), v.path, v.depth));
		}
		if (engine_can(k, ENG_ALWAYS_CLOSED))
			assert_true(v.depth == 0 || closed_tour(side_of(k), v.path, v.depth));
		engine_destroy(e);
	}
}

/* Continues a fixed path (and refuses one when it cannot); searches
 * from every start. */
static void test_prefix_and_all_starts(void **state)
{
	(void)state;
	char err[300];
	ksq path[3] = {0, 7, 14}; /* on 5x5: (0,0) (1,2) (2,4) */
	EACH_KIND(k)
	{
		engine_config c = cfg_of(k);
		c.spec.rows = c.spec.cols = 5;
		c.prefix = path;
		c.prefix_len = 3;
		engine *e = engine_create(&c, err, sizeof err);
		assert_int_equal(e != NULL, engine_can(k, ENG_PREFIX));
		if (e) {
			engine_run(e, 0, NULL, NULL);
			engine_view v;
			engine_view_get(e, &v);
			assert_int_equal(v.state, ENGINE_EXHAUSTED);
			assert_true(v.counters.solutions > 0 && v.counters.solutions < 304);
			assert_true(engine_restart(e, path, 1));
			engine_run(e, 0, NULL, NULL);
			engine_view_get(e, &v);
			assert_int_equal(v.counters.solutions, 304);
			engine_destroy(e);
		}
		c = cfg_of(k);
		c.spec.rows = c.spec.cols = 5;
		c.all_starts = true;
		e = engine_create(&c, err, sizeof err);
		assert_int_equal(e != NULL, engine_can(k, ENG_ALL_STARTS));
		if (e) { /* 5x5: 1728 open tours from all squares */
			engine_run(e, 0, NULL, NULL);
			engine_view v;
			engine_view_get(e, &v);
			assert_int_equal(v.counters.solutions, 1728);
			engine_destroy(e);
		}
	}
}

/* count and the estimate take the engines that say they can. */
static void test_count_and_estimate(void **state)
{
	(void)state;
	char err[300];
	EACH_KIND(k)
	{
		count_options o = count_options_default();
		o.cfg.kind = k;
		o.cfg.spec.rows = o.cfg.spec.cols = 5;
		o.threads = 1;
		count_result r;
		bool counted = count_tours(&o, &r, err, sizeof err);
		assert_int_equal(counted, engine_can(k, ENG_COUNT));
		if (counted)
			assert_int_equal(r.tours, 1728);
		else
			assert_non_null(strstr(err, engine_kind_name(k)));
		engine_config c = cfg_of(k);
		estimate *est = estimate_create(&c, 1, err, sizeof err);
		assert_int_equal(est != NULL, engine_can(k, ENG_ESTIMATE));
		estimate_destroy(est);
	}
}

/* The settings each engine takes: given on the command line, they are
 * refused where the descriptor says the engine does not take them; a
 * closed tour is asked of the engine itself too. */
static void test_settings_taken(void **state)
{
	(void)state;
	static const struct {
		unsigned can;
		config_key key;
		const char *value;
	} settings[] = {{ENG_ORDER, CONFIG_ORDER, "87654321"},
			{ENG_PRUNE, CONFIG_PRUNE, "lookahead"},
			{ENG_TIEBREAK, CONFIG_TIEBREAK, "pohl"},
			{ENG_CLOSED, CONFIG_CLOSED, NULL}};
	char err[300];
	EACH_KIND(k)
	{
		for (size_t i = 0; i < sizeof settings / sizeof settings[0]; i++) {
			config_input in;
			config_input_init(&in, PRUNE_NONE);
			assert_true(config_input_set(&in, CONFIG_ENGINE, engine_kind_name(k), err,
						     sizeof err));
			assert_true(config_input_set(&in, settings[i].key, settings[i].value, err,
						     sizeof err));
			bool can = settings[i].key == CONFIG_CLOSED ? takes_closed(k)
								    : engine_can(k, settings[i].can);
			assert_int_equal(config_input_finish(&in, err, sizeof err), can);
		}
		engine_config c = cfg_of(k);
		c.closed = true;
		c.spec.rows = c.spec.cols = 6;
		engine *e = engine_create(&c, err, sizeof err);
		assert_int_equal(e != NULL, takes_closed(k));
		engine_destroy(e);
		/* without --closed an engine that makes only closed tours says so */
		config_input in;
		config_input_init(&in, PRUNE_NONE);
		assert_true(config_input_set(&in, CONFIG_ENGINE, engine_kind_name(k), err,
					     sizeof err));
		assert_true(config_input_finish(&in, err, sizeof err));
		assert_int_equal(in.cfg.closed, engine_can(k, ENG_ALWAYS_CLOSED));
	}
}

/* The path after n steps of c. */
static void path_after(const engine_config *c, int n, ksq *out, int32_t *len)
{
	engine *e = make(c);
	engine_event ev;
	for (int i = 0; i < n; i++)
		engine_step(e, &ev);
	engine_view v;
	engine_view_get(e, &v);
	*len = v.depth;
	memcpy(out, v.path, (size_t)v.depth * sizeof *out);
	engine_destroy(e);
}

/* The seed matters where the descriptor says: to an engine of random
 * ties always, to one with a tie-break rule under --tiebreak random. */
static void test_seed(void **state)
{
	(void)state;
	EACH_KIND(k)
	{
		for (int random = 0; random < 2; random++) {
			engine_config c = cfg_of(k);
			c.spec.rows = c.spec.cols = 30;
			if (random && !engine_can(k, ENG_TIEBREAK))
				continue;
			c.tiebreak = random ? TIEBREAK_RANDOM : TIEBREAK_ORDER;
			static ksq a[900], b[900];
			int32_t na, nb;
			path_after(&c, 400, a, &na);
			c.seed = 8;
			path_after(&c, 400, b, &nb);
			bool same = na == nb && memcmp(a, b, (size_t)na * sizeof *a) == 0;
			assert_int_equal(!same, config_draws_seed(&c));
			if (config_draws_seed(&c)) /* then it says it takes --seed */
				assert_true(engine_can(k, ENG_SEED));
		}
	}
}

/* More than one tour, and walks again up to --attempts. */
static void test_many_and_attempts(void **state)
{
	(void)state;
	EACH_KIND(k)
	{
		engine_config c = cfg_of(k);
		engine *e = make(&c);
		uint64_t tours = 0;
		engine_event ev;
		for (long i = 0; i < 10000000 && tours < 2; i++) {
			engine_event_kind got = engine_step(e, &ev);
			tours += got == EV_SOLUTION;
			if (got == EV_EXHAUSTED || (got == EV_STUCK && !engine_can(k, ENG_MANY)))
				break;
		}
		engine_event_kind last = engine_step(e, &ev);
		assert_int_equal(tours == 2, engine_can(k, ENG_MANY));
		if (!engine_can(k, ENG_MANY))
			assert_true(last == EV_EXHAUSTED || last == EV_STUCK);
		engine_destroy(e);
		/* 4x4 has no tour: a walk that walks again stops after 20 */
		c = cfg_of(k);
		c.spec.rows = c.spec.cols = 4;
		c.max_attempts = 20;
		if (engine_can(k, ENG_BUILD)) { /* it builds on the boards it serves only */
			char err[300];
			assert_null(engine_create(&c, err, sizeof err));
			continue;
		}
		e = make(&c);
		engine_run(e, 0, NULL, NULL);
		engine_view v;
		engine_view_get(e, &v);
		if (engine_can(k, ENG_ATTEMPTS))
			assert_int_equal(v.counters.walks, 20);
		else if (engine_can(k, ENG_WALK))
			assert_int_equal(v.counters.walks, 1);
		assert_int_equal(v.counters.solutions, 0);
		engine_destroy(e);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_engine_described),
		cmocka_unit_test(test_names_joined),
		cmocka_unit_test(test_every_engine_made),
		cmocka_unit_test(test_every_engine_worded),
		cmocka_unit_test(test_walk_or_search),
		cmocka_unit_test(test_prefix_and_all_starts),
		cmocka_unit_test(test_count_and_estimate),
		cmocka_unit_test(test_settings_taken),
		cmocka_unit_test(test_seed),
		cmocka_unit_test(test_many_and_attempts),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
