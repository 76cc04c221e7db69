/* SPDX-License-Identifier: MIT */
/* The search settings (ktour/config.h): names that read back, values
 * parsed the one way, the messages the command line shows, and the one
 * "key value" text form in each file's spelling: written as the files of
 * version 1 are, read back to the same settings, bad values refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <string.h>

#include "ktour/config.h"

static void test_names_read_back(void **state)
{
	(void)state;
	for (int k = 0; k < ENGINE_KIND_COUNT; k++) {
		engine_kind back;
		assert_true(engine_kind_from_name(engine_kind_name((engine_kind)k), &back));
		assert_int_equal(back, k);
		assert_string_equal(config_engine_names[k], engine_kind_name((engine_kind)k));
	}
	for (int p = 0; p < PRUNE_MODE_COUNT; p++) {
		prune_mode back;
		assert_true(prune_mode_from_name(prune_mode_name((prune_mode)p), &back));
		assert_int_equal(back, p);
	}
	uint8_t order[8];
	for (int t = 1; t < TIEBREAK_KIND_COUNT; t++) {
		tiebreak_kind back;
		assert_true(tiebreak_from_name(tiebreak_name((tiebreak_kind)t), &back, order));
		assert_int_equal(back, t);
	}
	tiebreak_kind t = TIEBREAK_POHL;
	assert_true(tiebreak_from_name("36875124", &t, order));
	assert_int_equal(t, TIEBREAK_ORDER);
	assert_int_equal(order[0], 2);
	assert_false(tiebreak_from_name("ordering", &t, order)); /* a file's word only */
	engine_kind k;
	assert_false(engine_kind_from_name("dfs", &k));
	assert_string_equal(engine_kind_name((engine_kind)7), "?");
	char list[80];
	config_leaper_list(list, sizeof list);
	assert_string_equal(list, "1,2 knight, 1,3 camel, 2,3 zebra");
}

static void test_values(void **state)
{
	(void)state;
	int r = 0, c = 0;
	assert_true(config_parse_board("8x8", 3, &r, &c));
	assert_int_equal(r * 100 + c, 808);
	assert_true(config_parse_board("5X60", 4, &r, &c));
	assert_int_equal(r * 100 + c, 560);
	assert_true(config_parse_board("0x5", 3, &r, &c)); /* the caller says why not */
	assert_int_equal(r, 0);
	static const char *const bad[] = {"", "8", "8x", "x8", " 8x8", "8x8 ", "8*8",
					  "-8x8", "100001x5", "5x100001", "8x8x8"};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
		if (config_parse_board(bad[i], strlen(bad[i]), &r, &c))
			fail_msg("board '%s' accepted", bad[i]);
	int a, b;
	assert_true(config_parse_leaper("2,3", 3, &a, &b));
	assert_int_equal(a * 10 + b, 23);
	assert_false(config_parse_leaper("2,2", 3, &a, &b));
	assert_false(config_parse_leaper("0,1", 3, &a, &b));
	assert_false(config_parse_leaper("1,65", 4, &a, &b));
	bool v = false;
	assert_true(config_parse_bool("1", 1, &config_session_spelling, &v) && v);
	assert_true(config_parse_bool("no", 2, &config_session_spelling, &v) && !v);
	assert_true(config_parse_bool("", 0, &config_header_spelling, &v) && v);
	assert_true(config_parse_bool("OFF", 3, &config_header_spelling, &v) && !v);
	assert_false(config_parse_bool("1", 1, &config_header_spelling, &v));
	assert_false(config_parse_bool("", 0, &config_checkpoint_spelling, &v));
	uint64_t u;
	assert_true(config_parse_u64("18446744073709551615", &u) && u == UINT64_MAX);
	assert_false(config_parse_u64("18446744073709551616", &u));
	assert_false(config_parse_u64("+1", &u));
	assert_false(config_parse_u64("1 ", &u));
}

/* set k to value (NULL for a flag); the message, "" when accepted */
static const char *set(config_input *in, config_key k, const char *value)
{
	static char err[256];
	err[0] = '\0';
	if (!config_input_set(in, k, value, err, sizeof err) && !err[0])
		fail_msg("refused without a message");
	return err;
}

static void test_input_messages(void **state)
{
	(void)state;
	config_input in;
	config_input_init(&in, PRUNE_LOOKAHEAD);
	assert_int_equal(in.cfg.prune, PRUNE_LOOKAHEAD);
	assert_string_equal(set(&in, CONFIG_ENGINE, "dfs"),
			    "--engine 'dfs': expected backtrack, warnsdorff, irwin or divide");
	assert_string_equal(set(&in, CONFIG_PRUNE, "maybe"),
			    "--prune 'maybe': expected none or lookahead");
	assert_string_equal(set(&in, CONFIG_TIEBREAK, "x"),
			    "--tiebreak 'x': expected a permutation of 12345678, squirrel-cull, "
			    "orderings19, pohl, roth or random");
	assert_string_equal(set(&in, CONFIG_LEAPER, "2,2"),
			    "--leaper '2,2': expected A,B with two different steps from 1 to 64 "
			    "(1,2 knight, 1,3 camel, 2,3 zebra)");
	assert_string_equal(set(&in, CONFIG_BOARD, "0x5"),
			    "--board '0x5': rows and columns must be at least 1");
	assert_string_equal(set(&in, CONFIG_BOARD, "200000x5"),
			    "--board '200000x5': a side may be at most 100000");
	assert_string_equal(set(&in, CONFIG_BOARD, "big"),
			    "--board 'big': expected ROWSxCOLS with positive numbers, e.g. 8x8");
	assert_string_equal(set(&in, CONFIG_TIE_ORDER, "12345678"),
			    "tie-order is not a setting of the command line");
	/* a good set, resolved */
	config_input_init(&in, PRUNE_NONE);
	assert_string_equal(set(&in, CONFIG_BOARD, "5x6"), "");
	assert_string_equal(set(&in, CONFIG_START, "b4"), "");
	assert_string_equal(set(&in, CONFIG_ENGINE, "warnsdorff"), "");
	assert_string_equal(set(&in, CONFIG_TIEBREAK, "roth"), "");
	assert_string_equal(set(&in, CONFIG_SEED, "7"), "");
	assert_string_equal(set(&in, CONFIG_TORUS, NULL), "");
	char err[256];
	assert_true(config_input_finish(&in, err, sizeof err));
	assert_int_equal(in.cfg.start, 1 * 6 + 1); /* b4 on 5 rows: row 2, column 2 */
	assert_true(in.cfg.seed == 7 && in.cfg.spec.torus && in.cfg.tiebreak == TIEBREAK_ROTH);
	/* contradictions */
	assert_string_equal(set(&in, CONFIG_CLOSED, NULL), "");
	assert_false(config_input_finish(&in, err, sizeof err));
	assert_string_equal(err, "--closed needs the backtrack engine: a warnsdorff walk cannot "
				 "aim for a closed tour");
	config_input_init(&in, PRUNE_NONE);
	set(&in, CONFIG_START, "h9");
	assert_false(config_input_finish(&in, err, sizeof err));
	assert_non_null(strstr(err, "h9"));
}

static engine_config sample(int i)
{
	engine_config c = engine_config_default();
	static const uint8_t perm[8] = {2, 5, 7, 6, 4, 0, 1, 3};
	if (i == 1) {
		c.spec.rows = 6, c.spec.cols = 7, c.spec.lea = 1, c.spec.leb = 3;
		c.spec.torus = true;
		c.start = 2 * 7 + 4;
		c.kind = ENGINE_IRWIN;
		c.tiebreak = TIEBREAK_POHL;
		memcpy(c.tie_order, perm, 8);
		c.seed = UINT64_MAX;
		c.max_attempts = 77;
	} else if (i == 2) {
		c.closed = true;
		c.order_warnsdorff = true;
		c.prune = PRUNE_LOOKAHEAD;
		c.start = 63;
	} else if (i == 3) {
		memcpy(c.order, perm, 8);
		c.kind = ENGINE_WARNSDORFF;
		memcpy(c.tie_order, perm, 8);
		c.spec.rows = 100000, c.spec.cols = 3;
	}
	return c;
}

static void same(const engine_config *a, const engine_config *b)
{
	assert_int_equal(a->spec.rows, b->spec.rows);
	assert_int_equal(a->spec.cols, b->spec.cols);
	assert_int_equal(a->spec.lea, b->spec.lea);
	assert_int_equal(a->spec.leb, b->spec.leb);
	assert_int_equal(a->spec.torus, b->spec.torus);
	assert_int_equal(a->start, b->start);
	assert_int_equal(a->kind, b->kind);
	assert_int_equal(a->closed, b->closed);
	assert_int_equal(a->order_warnsdorff, b->order_warnsdorff);
	if (!a->order_warnsdorff)
		assert_memory_equal(a->order, b->order, 8);
	assert_int_equal(a->prune, b->prune);
	assert_int_equal(a->tiebreak, b->tiebreak);
	assert_memory_equal(a->tie_order, b->tie_order, 8);
	assert_true(a->seed == b->seed && a->max_attempts == b->max_attempts);
}

static void test_text_round_trip(void **state)
{
	(void)state;
	const config_spelling *sp[] = {&config_session_spelling, &config_checkpoint_spelling,
				       &config_header_spelling};
	for (int s = 0; s < 3; s++)
		for (int i = 0; i < 4; i++) {
			engine_config c = sample(i);
			config_reader rd;
			config_reader_init(&rd, sp[s]);
			for (int k = 0; k < CONFIG_KEY_COUNT; k++) {
				char v[64];
				assert_true(config_value_format(&c, (config_key)k, sp[s], v, sizeof v));
				if (!config_reader_value(&rd, (config_key)k, v))
					fail_msg("spelling %d, sample %d: %s '%s' does not read back",
						 s, i, config_key_name((config_key)k, sp[s]), v);
			}
			char err[200];
			assert_true(config_reader_finish(&rd, err, sizeof err));
			same(&c, &rd.cfg);
		}
}

/* Each file's version-1 spelling, written as before. */
static void test_spellings(void **state)
{
	(void)state;
	engine_config c = sample(1);
	char line[80];
	static const struct {
		const config_spelling *sp;
		config_key k;
		const char *want;
	} cases[] = {
		{&config_session_spelling, CONFIG_TORUS, "torus 1"},
		{&config_session_spelling, CONFIG_START, "start 3,5"},
		{&config_session_spelling, CONFIG_CLOSED, "closed 0"},
		{&config_session_spelling, CONFIG_TIEBREAK, "tiebreak pohl"},
		{&config_session_spelling, CONFIG_TIE_ORDER, "tie-order 36875124"},
		{&config_session_spelling, CONFIG_SEED, "seed 18446744073709551615"},
		{&config_checkpoint_spelling, CONFIG_TORUS, "torus yes"},
		{&config_checkpoint_spelling, CONFIG_CLOSED, "tours open"},
		{&config_header_spelling, CONFIG_TORUS, "torus"},
		{&config_header_spelling, CONFIG_START, "start e4"},
		{&config_header_spelling, CONFIG_LEAPER, "leaper 1,3"},
		{&config_header_spelling, CONFIG_BOARD, "board 6x7"},
	};
	for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		assert_true(config_line_format(&c, cases[i].k, cases[i].sp, line, sizeof line));
		assert_string_equal(line, cases[i].want);
	}
	c = engine_config_default();
	assert_true(config_line_format(&c, CONFIG_START, &config_session_spelling, line, 80));
	assert_string_equal(line, "start -");
	assert_true(config_line_format(&c, CONFIG_START, &config_checkpoint_spelling, line, 80));
	assert_string_equal(line, "start all");
	assert_true(config_line_format(&c, CONFIG_TIEBREAK, &config_session_spelling, line, 80));
	assert_string_equal(line, "tiebreak ordering");
	assert_true(config_line_format(&c, CONFIG_TIEBREAK, &config_header_spelling, line, 80));
	assert_string_equal(line, "tiebreak 12345678");
	assert_false(config_line_format(&c, CONFIG_BOARD, &config_header_spelling, line, 9));
	config_key k;
	assert_true(config_key_lookup("tours", 5, &config_checkpoint_spelling, &k));
	assert_int_equal(k, CONFIG_CLOSED);
	assert_false(config_key_lookup("tours", 5, &config_session_spelling, &k));
	char syntax[120];
	config_value_syntax(CONFIG_TORUS, &config_checkpoint_spelling, syntax, sizeof syntax);
	assert_string_equal(syntax, "yes|no");
	config_value_syntax(CONFIG_START, &config_checkpoint_spelling, syntax, sizeof syntax);
	assert_string_equal(syntax, "ROW,COL|all");
	config_value_syntax(CONFIG_ENGINE, &config_session_spelling, syntax, sizeof syntax);
	assert_string_equal(syntax, "backtrack|warnsdorff|irwin|divide");
}

static void test_reader_refuses(void **state)
{
	(void)state;
	static const struct {
		config_key k;
		const char *value;
	} bad[] = {
		{CONFIG_BOARD, "8x"},	     {CONFIG_LEAPER, "1,1"},     {CONFIG_TORUS, "2"},
		{CONFIG_START, "nowhere!"},  {CONFIG_ENGINE, "irwix"},   {CONFIG_CLOSED, "maybe"},
		{CONFIG_ORDER, "1234567"},   {CONFIG_PRUNE, "some"},     {CONFIG_TIEBREAK, "12345678"},
		{CONFIG_TIE_ORDER, "warnsdorff"}, {CONFIG_SEED, "-1"}, {CONFIG_MAX_ATTEMPTS, ""},
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		config_reader rd;
		config_reader_init(&rd, &config_session_spelling);
		if (config_reader_value(&rd, bad[i].k, bad[i].value))
			fail_msg("%s '%s' accepted",
				 config_key_name(bad[i].k, &config_session_spelling), bad[i].value);
	}
	/* the start is checked against the board once both are known */
	config_reader rd;
	char err[200];
	config_reader_init(&rd, &config_checkpoint_spelling);
	assert_true(config_reader_value(&rd, CONFIG_START, "9,5"));
	assert_true(config_reader_value(&rd, CONFIG_BOARD, "6x7"));
	assert_false(config_reader_finish(&rd, err, sizeof err));
	assert_string_equal(err, "the start square 9,5 is off the 6x7 board");
	config_reader_init(&rd, &config_checkpoint_spelling);
	assert_true(config_reader_value(&rd, CONFIG_BOARD, "0x7"));
	assert_false(config_reader_finish(&rd, err, sizeof err));
	assert_true(err[0] != '\0');
}

static void test_describe(void **state)
{
	(void)state;
	char d[200];
	engine_config c = engine_config_default();
	config_describe(&c, d, sizeof d);
	assert_string_equal(d, "board 8x8 engine backtrack order 12345678 prune none open start a8");
	c = sample(1);
	config_describe(&c, d, sizeof d);
	assert_string_equal(d, "board 6x7 leaper 1,3 torus engine irwin tiebreak pohl start e4 "
			       "seed 18446744073709551615");
	c = sample(2);
	c.all_starts = true;
	config_describe(&c, d, sizeof d);
	assert_string_equal(d, "board 8x8 engine backtrack order warnsdorff prune lookahead "
			       "closed start all");
	config_describe(&c, d, 12);
	assert_string_equal(d, "board 8x8 e");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names_read_back),
		cmocka_unit_test(test_values),
		cmocka_unit_test(test_input_messages),
		cmocka_unit_test(test_text_round_trip),
		cmocka_unit_test(test_spellings),
		cmocka_unit_test(test_reader_refuses),
		cmocka_unit_test(test_describe),
	};
	return cmocka_run_group_tests_name("config", tests, NULL, NULL);
}
