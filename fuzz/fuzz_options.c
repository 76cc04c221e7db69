/* SPDX-License-Identifier: MIT */
/* Fuzz target: the shared command-line parser.  The input, split at NUL
 * and newline bytes, is an argv; it goes through a getopt_long loop like
 * the commands' (src/cli/cmd_count.c) into options_handle() and
 * options_finish(), and each argument also goes straight to the value
 * parsers (board, square, seed, ordering, names).
 *
 * Properties: a shared option is never "not mine"; every refusal comes
 * with a message that names the option; what options_finish() accepts is a
 * configuration the engines accept (valid board, start on it, no
 * contradiction left); every value parser either refuses or returns a value
 * in range, and a board it accepts prints and parses back the same. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/board.h"
#include "ktour/config.h"
#include "ktour/engine.h"
#include "ktour/engine_desc.h"
#include "ktour/options.h"
#include "ktour/square.h"

#define FUZZ_MAX_ARGS 64

static const char *option_name(int opt)
{
	switch (opt) {
	case 'b': return "--board";
	case 's': return "--start";
	case 'e': return "--engine";
	case OPT_CLOSED: return "--closed";
	case OPT_ORDER: return "--order";
	case OPT_PRUNE: return "--prune";
	case OPT_TIEBREAK: return "--tiebreak";
	case OPT_SEED: return "--seed";
	case OPT_LEAPER: return "--leaper";
	case OPT_TORUS: return "--torus";
	default: return NULL;
	}
}

static void check_message(const char *err, size_t errlen, const char *what)
{
	FUZZ_CHECK(memchr(err, '\0', errlen) != NULL, "%s: message not terminated", what);
	FUZZ_CHECK(err[0] != '\0', "%s: refused without a message", what);
}

/* --board through the settings module: the rows and columns, or false
 * with the message. */
static bool parse_board(const char *arg, int *r, int *c, char *err, size_t errlen)
{
	config_input in;
	config_input_init(&in, PRUNE_NONE);
	if (!config_input_set(&in, CONFIG_BOARD, arg, err, errlen))
		return false;
	*r = in.cfg.spec.rows;
	*c = in.cfg.spec.cols;
	return true;
}

/* The value parsers on one argument. */
static void parse_values(const char *arg)
{
	char err[256], again[64];
	int r = -1, c = -1;
	err[0] = '\0';
	if (parse_board(arg, &r, &c, err, sizeof err)) {
		FUZZ_CHECK(r >= 1 && c >= 1 && r <= BOARD_MAX_SIDE && c <= BOARD_MAX_SIDE,
			   "board '%.40s' parsed as %dx%d", arg, r, c);
		int r2, c2;
		snprintf(again, sizeof again, "%dx%d", r, c);
		FUZZ_CHECK(parse_board(again, &r2, &c2, err, sizeof err) && r2 == r &&
				   c2 == c,
			   "board '%.40s' parsed as %dx%d, which does not parse back", arg, r, c);
	} else {
		check_message(err, sizeof err, "--board");
		FUZZ_CHECK(strstr(err, "--board") != NULL, "board refusal '%s' does not name --board",
			   err);
	}
	unsigned long long u;
	(void)options_parse_u64(arg, &u);
	uint8_t order[8];
	err[0] = '\0';
	if (ordering_parse(arg, order, err, sizeof err)) {
		unsigned seen = 0;
		for (int k = 0; k < 8; k++) {
			FUZZ_CHECK(order[k] < 8, "ordering '%.40s' holds move index %d", arg,
				   order[k]);
			seen |= 1u << order[k];
		}
		FUZZ_CHECK(seen == 0xFF, "ordering '%.40s' is not a permutation", arg);
		char text[9];
		ordering_format(order, text);
		uint8_t back[8];
		FUZZ_CHECK(ordering_parse(text, back, err, sizeof err) &&
				   memcmp(back, order, sizeof order) == 0,
			   "ordering '%.40s' does not print and parse back", arg);
	} else {
		check_message(err, sizeof err, "ordering_parse");
	}
	engine_kind k;
	if (engine_kind_from_name(arg, &k))
		FUZZ_CHECK(strcmp(engine_kind_name(k), arg) == 0, "engine '%.40s' is named '%s'",
			   arg, engine_kind_name(k));
	tiebreak_kind tb;
	uint8_t tie[8];
	if (tiebreak_from_name(arg, &tb, tie))
		FUZZ_CHECK(tiebreak_name(tb) != NULL, "tiebreak '%.40s' has no name", arg);
	int row0, col0;
	err[0] = '\0';
	if (!square_parse(arg, 8, &row0, &col0, err, sizeof err))
		check_message(err, sizeof err, "square_parse");
}

/* An accepted configuration, written as "key value" text and read back,
 * is the same configuration. */
static void check_text_round_trip(const engine_config *c, const config_spelling *sp)
{
	config_reader rd;
	char value[64], err[256];
	config_reader_init(&rd, sp);
	for (int k = 0; k < CONFIG_KEY_COUNT; k++) {
		FUZZ_CHECK(config_value_format(c, (config_key)k, sp, value, sizeof value),
			   "setting %s does not fit 64 bytes", config_key_name((config_key)k, sp));
		FUZZ_CHECK(config_reader_value(&rd, (config_key)k, value),
			   "%s '%s' does not read back", config_key_name((config_key)k, sp), value);
	}
	FUZZ_CHECK(config_reader_finish(&rd, err, sizeof err), "read back: %s", err);
	const engine_config *b = &rd.cfg;
	FUZZ_CHECK(b->spec.rows == c->spec.rows && b->spec.cols == c->spec.cols &&
			   b->spec.lea == c->spec.lea && b->spec.leb == c->spec.leb &&
			   b->spec.torus == c->spec.torus && b->start == c->start &&
			   b->kind == c->kind && b->closed == c->closed &&
			   b->order_warnsdorff == c->order_warnsdorff &&
			   (c->order_warnsdorff || memcmp(b->order, c->order, 8) == 0) &&
			   b->prune == c->prune && b->tiebreak == c->tiebreak &&
			   memcmp(b->tie_order, c->tie_order, 8) == 0 && b->seed == c->seed &&
			   b->max_attempts == c->max_attempts,
		   "the settings read back differ from those written");
}

/* What options_finish() accepted must be something the engines accept. */
static void check_config(const shared_options *o)
{
	const engine_config *c = &o->cfg;
	char err[256], desc[512], tiny[8];
	FUZZ_CHECK(board_spec_valid(&c->spec, err, sizeof err),
		   "options_finish accepted a board that board_spec_valid refuses: %s", err);
	long nsq = (long)c->spec.rows * c->spec.cols;
	FUZZ_CHECK(c->start == KSQ_NONE || (c->start >= 0 && c->start < nsq),
		   "start %ld is off the %dx%d board", (long)c->start, c->spec.rows,
		   c->spec.cols);
	FUZZ_CHECK(o->start_given || c->start == KSQ_NONE, "a start without --start");
	/* only the settings the engine takes (its descriptor says which) */
	FUZZ_CHECK(engine_can(c->kind, ENG_CLOSED) || engine_can(c->kind, ENG_ALWAYS_CLOSED) ||
			   !c->closed,
		   "--closed accepted with the %s engine", engine_kind_name(c->kind));
	FUZZ_CHECK(!engine_can(c->kind, ENG_ALWAYS_CLOSED) || c->closed,
		   "the %s engine makes closed tours only, yet the settings say open",
		   engine_kind_name(c->kind));
	FUZZ_CHECK((engine_can(c->kind, ENG_ORDER) || !o->order_given) &&
			   (engine_can(c->kind, ENG_PRUNE) || !o->prune_given),
		   "--order/--prune accepted with the %s engine", engine_kind_name(c->kind));
	FUZZ_CHECK(engine_can(c->kind, ENG_TIEBREAK) || !o->tiebreak_given,
		   "--tiebreak accepted with the %s engine", engine_kind_name(c->kind));
	config_describe(c, desc, sizeof desc);
	FUZZ_CHECK(memchr(desc, '\0', sizeof desc) && strstr(desc, "board ") == desc,
		   "config_describe wrote '%.80s'", desc);
	config_describe(c, tiny, sizeof tiny);
	FUZZ_CHECK(memchr(tiny, '\0', sizeof tiny) != NULL,
		   "config_describe overran a small buffer");
	check_text_round_trip(c, &config_session_spelling);
	check_text_round_trip(c, &config_checkpoint_spelling);
}

static void parse_argv(int argc, char **argv)
{
	static const struct option longopts[] = {
		OPTIONS_SHARED_LONG,
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	shared_options so;
	char err[256];
	bool refused = false;
	int opt;
	options_init(&so, PRUNE_NONE);
	optind = 0; /* glibc: start afresh, forgetting the last scan */
	opterr = 0;
	while ((opt = getopt_long(argc, argv, ":" OPTIONS_SHARED_SHORT "h", longopts, NULL)) !=
	       -1) {
		if (opt == ':' || opt == '?' || opt == 'h')
			continue; /* the commands report these themselves */
		const char *name = option_name(opt);
		FUZZ_CHECK(name != NULL, "getopt_long returned %d", opt);
		err[0] = '\0';
		int h = options_handle(&so, opt, optarg, err, sizeof err);
		FUZZ_CHECK(h == 1 || h == -1, "options_handle(%s) returned %d", name, h);
		if (h < 0) {
			check_message(err, sizeof err, name);
			FUZZ_CHECK(strstr(err, name) != NULL,
				   "the refusal of %s does not name it: '%s'", name, err);
			refused = true;
		}
	}
	if (refused)
		return; /* a command stops at the first bad option */
	err[0] = '\0';
	if (options_finish(&so, err, sizeof err))
		check_config(&so);
	else
		check_message(err, sizeof err, "options_finish");
}

int fuzz_options(const uint8_t *data, size_t size)
{
	char **argv, *storage;
	int argc = fuzz_argv(data, size, FUZZ_MAX_ARGS, &argv, &storage);
	for (int i = 1; i < argc; i++)
		parse_values(argv[i]);
	parse_argv(argc, argv);
	fuzz_argv_free(argv, storage);
	return 0;
}
