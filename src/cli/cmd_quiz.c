/* SPDX-License-Identifier: MIT */
/* ktour quiz --worksheet: a quiz drawn from real searches (ktour/quiz.h),
 * printed for paper: one block per question, its position as a grid that
 * `ktour check` reads, the question, and with --answers the key.  The same
 * seed and options give the same bytes.  The interactive quiz is not built
 * yet: without --worksheet the command says so. */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli_opts.h"
#include "ktour/commands.h"
#include "ktour/config.h"
#include "ktour/escape.h"
#include "ktour/options.h"
#include "ktour/quiz.h"
#include "ktour/rng.h"

enum { OPT_WORKSHEET = OPT_SHARED_LAST, OPT_ANSWERS, OPT_KINDS };

/* More questions than a worksheet is worth printing. */
#define QUIZ_MAX_QUESTIONS 1000

typedef struct quiz_args {
	shared_options so;
	bool worksheet, answers;
	unsigned long long n;
	const char *kinds_text;
	unsigned kinds;
	uint8_t order[8], tie_order[8];
} quiz_args;

static void usage_hint(void)
{
	fprintf(stderr, "usage: ktour quiz --worksheet [--answers] [-n N] [--seed S] [--kinds "
			"LIST]  (ktour quiz --help for more)\n");
}

static int set_questions(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	unsigned long long n;
	if (!options_parse_u64(value, &n) || n < 1 || n > QUIZ_MAX_QUESTIONS) {
		cli_error("quiz: -n %s: expected a number of questions from 1 to %d",
			  ESCAPE_QUOTE(value), QUIZ_MAX_QUESTIONS);
		return EXIT_USAGE;
	}
	((quiz_args *)args)->n = n;
	return 0;
}

static int set_kinds(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	quiz_args *a = args;
	char err[300];
	if (!quiz_kinds_parse(value, &a->kinds, err, sizeof err)) {
		cli_error("quiz: --kinds %s: %s", ESCAPE_QUOTE(value), err);
		return EXIT_USAGE;
	}
	a->kinds_text = value;
	return 0;
}

/* --order and --tiebreak: a move order each (not the shared options'
 * rules: a question's answer must be one square, and the quiz runs both
 * engines, each with its own). */
static int set_order(void *args, const cli_opt *opt, const char *value)
{
	quiz_args *a = args;
	char err[200];
	if (!ordering_parse(value, opt->code == OPT_ORDER ? a->order : a->tie_order, err,
			    sizeof err)) {
		cli_error("quiz: --%s %s: expected a move order like 12345678 (%s)", opt->name,
			  ESCAPE_QUOTE(value),
			  opt->code == OPT_ORDER ? "the retreat questions follow a fixed order"
						 : "a question's tie must have one answer");
		return EXIT_USAGE;
	}
	return 0;
}

static int set_shared(void *args, const cli_opt *opt, const char *value)
{
	return cli_set_shared(&((quiz_args *)args)->so, "quiz: ", opt, value);
}

/* The shared options the quiz takes, and (hidden) those it refuses with a
 * message: each kind of question names its own engine. */
#define QUIZ_SHARED(name, code, has_arg, arg, key, help, flags)                                  \
	{name, code, has_arg, arg, help, NULL, 0, key, CLI_SHARED | (flags)}
static const cli_opt quiz_table[] = {
	CLI_SWITCH_FIELD("worksheet", OPT_WORKSHEET,
			 "print the quiz as plain text for paper (the\n"
			 "interactive quiz is not built yet)",
			 quiz_args, worksheet),
	CLI_SWITCH_FIELD("answers", OPT_ANSWERS, "add the key: each answer and why", quiz_args,
			 answers),
	CLI_VALUE("questions", 'n', "N", "N questions (default 10)", set_questions),
	CLI_VALUE("kinds", OPT_KINDS, "LIST",
		  "the kinds of question, in turn: next, onward,\n"
		  "forced, retreat, possible, closed, warnsdorff,\n"
		  "comma-separated, or all (the default)",
		  set_kinds),
	QUIZ_SHARED("board", 'b', required_argument, "RxC", CONFIG_BOARD,
		    "every question on this board, 5x5 to 12x12\n"
		    "(default: each drawn from 5x5 to 12x12)", 0),
	QUIZ_SHARED("start", 's', required_argument, "SQ", CONFIG_START,
		    "every search from this square (with --board)", 0),
	CLI_VALUE("order", OPT_ORDER, "ORD",
		  "backtracking's move order, like 12345678 (retreat;\n"
		  "default 12345678)",
		  set_order),
	CLI_VALUE("tiebreak", OPT_TIEBREAK, "ORD",
		  "Warnsdorff's ties go to the first in this move\n"
		  "order (default 12345678)",
		  set_order),
	QUIZ_SHARED("seed", OPT_SEED, required_argument, "N", CONFIG_SEED,
		    "the quiz's seed: the same seed, the same quiz\n"
		    "(default: the clock; the worksheet names it)", 0),
	QUIZ_SHARED("engine", 'e', required_argument, "NAME", CONFIG_ENGINE, NULL, CLI_HIDDEN),
	QUIZ_SHARED("closed", OPT_CLOSED, no_argument, NULL, CONFIG_CLOSED, NULL, CLI_HIDDEN),
	QUIZ_SHARED("prune", OPT_PRUNE, required_argument, "MODE", CONFIG_PRUNE, NULL, CLI_HIDDEN),
	QUIZ_SHARED("leaper", OPT_LEAPER, required_argument, "A,B", CONFIG_LEAPER, NULL,
		    CLI_HIDDEN),
	QUIZ_SHARED("torus", OPT_TORUS, no_argument, NULL, CONFIG_TORUS, NULL, CLI_HIDDEN),
	CLI_HELP_OPTION("this help"),
};

static void usage(FILE *f)
{
	fputs("usage: ktour quiz --worksheet [OPTIONS]\n"
	      "A quiz of questions drawn from real searches (Warnsdorff walks and\n"
	      "backtracking), printed for paper: one block per question, its first\n"
	      "line 'question N KIND', then the board, the search's settings where\n"
	      "the question depends on them, the position as a grid that ktour check\n"
	      "reads (the path's numbers, '-' off it) and the question; with --answers\n"
	      "a line 'answer ANSWER' and one line saying why.\n\n"
	      "options:\n",
	      f);
	cli_help_options(f, &quiz_command_table);
	fputs("\nThe same seed and options give the same worksheet, byte for byte.\n"
	      "Exit status: 0 the worksheet is printed; 2 bad usage.\n",
	      f);
}

const cli_command quiz_command_table = {
	"quiz", quiz_table, CLI_NOPTS(quiz_table), 22, usage, set_shared, usage_hint,
};

/* ---- the options, checked --------------------------------------------------------- */

/* The settings the quiz does not take, with why. */
static bool refuse_shared(const shared_options *so)
{
	static const struct {
		config_key key;
		const char *option, *why;
	} refused[] = {
		{CONFIG_ENGINE, "-e", "each kind of question names the search it comes from"},
		{CONFIG_CLOSED, "--closed", "the questions are about open tours"},
		{CONFIG_PRUNE, "--prune", "forced asks about the look-ahead, retreat about none"},
		{CONFIG_LEAPER, "--leaper", "the quiz is for the knight"},
		{CONFIG_TORUS, "--torus", "the quiz is on boards with edges"},
	};
	for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
		if (so->given & 1u << refused[i].key) {
			cli_error("quiz: %s is not a quiz option: %s", refused[i].option,
				  refused[i].why);
			return false;
		}
	return true;
}

static bool quiz_board(const shared_options *so, quiz_options *qo)
{
	bool fixed = so->given & 1u << CONFIG_BOARD;
	const board_spec *s = &so->cfg.spec;
	if (fixed && (s->rows < QUIZ_MIN_SIDE || s->rows > QUIZ_MAX_SIDE ||
		      s->cols < QUIZ_MIN_SIDE || s->cols > QUIZ_MAX_SIDE)) {
		cli_error("quiz: -b %dx%d: expected a board from %dx%d to %dx%d", s->rows, s->cols,
			  QUIZ_MIN_SIDE, QUIZ_MIN_SIDE, QUIZ_MAX_SIDE, QUIZ_MAX_SIDE);
		return false;
	}
	if (so->start_given && !fixed) {
		cli_error("quiz: -s needs -b: the boards are drawn, and a square is not on "
			  "every one");
		return false;
	}
	if (fixed) {
		qo->rows = s->rows;
		qo->cols = s->cols;
	}
	if (so->start_given && so->cfg.start != KSQ_NONE) {
		qo->start_row = (int)(so->cfg.start / s->cols);
		qo->start_col = (int)(so->cfg.start % s->cols);
	}
	return true;
}

/* Parse and check argv into a and qo; -1 to go on, else the exit status. */
static int quiz_parse(int argc, char **argv, quiz_args *a, quiz_options *qo)
{
	int first, status = cli_parse(&quiz_command_table, argc, argv, a, &first);
	if (status >= 0)
		return status;
	if (first < argc) {
		if (!cli_stray_command("quiz", argc, argv, first, false))
			cli_error("quiz: unexpected argument %s (quiz takes options only)",
				  ESCAPE_QUOTE(argv[first]));
		return EXIT_USAGE;
	}
	char err[300];
	if (!options_finish(&a->so, err, sizeof err)) {
		cli_error("quiz: %s", err);
		return EXIT_USAGE;
	}
	if (!refuse_shared(&a->so) || !quiz_board(&a->so, qo))
		return EXIT_USAGE;
	if (!a->worksheet) {
		cli_error("quiz: the interactive quiz is not built yet: ktour quiz --worksheet "
			  "prints the quiz for paper (--answers adds the key)");
		usage_hint();
		return EXIT_USAGE;
	}
	memcpy(qo->order, a->order, 8);
	memcpy(qo->tie_order, a->tie_order, 8);
	qo->kinds = a->kinds;
	return -1;
}

/* ---- the worksheet ------------------------------------------------------------------- */

/* The position: the path's numbers in order, '-' off it, one row a line. */
static void print_grid(const quiz_question *q)
{
	int rows = q->cfg.spec.rows, cols = q->cfg.spec.cols;
	int32_t *num = calloc((size_t)rows * (size_t)cols, sizeof *num);
	if (!num)
		return;
	for (int32_t i = 0; i < q->len; i++)
		num[q->path[i]] = i + 1;
	int w = rows * cols >= 100 ? 3 : 2;
	for (int r = 0; r < rows; r++) {
		for (int c = 0; c < cols; c++) {
			int32_t v = num[r * cols + c];
			if (v)
				escape_printf(stdout, "%s%*d", c ? " " : "", w, (int)v);
			else
				escape_printf(stdout, "%s%*s", c ? " " : "", w, "-");
		}
		putchar('\n');
	}
	free(num);
}

/* The search's settings, where the question's answer depends on them. */
static void print_settings(const quiz_question *q)
{
	char order[9];
	if (q->kind == QUIZ_NEXT) {
		ordering_format(q->cfg.tie_order, order);
		escape_printf(stdout, "engine warnsdorff, tiebreak %s\n", order);
	} else if (q->kind == QUIZ_RETREAT) {
		ordering_format(q->cfg.order, order);
		escape_printf(stdout, "engine backtrack, order %s, prune none\n", order);
	}
}

static void print_question(int n, const quiz_question *q, bool answers)
{
	escape_printf(stdout, "question %d %s\n", n, quiz_kind_names[q->kind]);
	escape_printf(stdout, "board %dx%d\n", q->cfg.spec.rows, q->cfg.spec.cols);
	print_settings(q);
	print_grid(q);
	escape_printf(stdout, "%s\n", q->question);
	if (answers)
		escape_printf(stdout, "answer %s\n%s.\n", q->answer, q->explain);
}

static int print_worksheet(const quiz_args *a, const quiz_options *qo)
{
	int kinds[QUIZ_KIND_COUNT], nk = 0;
	for (int k = 0; k < QUIZ_KIND_COUNT; k++)
		if ((qo->kinds ? qo->kinds : QUIZ_ALL_KINDS) >> k & 1)
			kinds[nk++] = k;
	escape_printf(stdout, "worksheet seed %llu, %llu question%s\n", (unsigned long long)a->so.cfg.seed, a->n,
	       a->n == 1 ? "" : "s");
	rng r;
	rng_seed(&r, a->so.cfg.seed);
	for (unsigned long long i = 0; i < a->n; i++) {
		quiz_question q;
		char err[300];
		if (!quiz_generate_kind(qo, (quiz_kind)kinds[i % (unsigned)nk], &r, &q, err,
					sizeof err)) {
			cli_error("quiz: question %llu: %s", i + 1, err);
			return EXIT_USAGE;
		}
		putchar('\n');
		print_question((int)i + 1, &q, a->answers);
		quiz_question_free(&q);
	}
	errno = 0;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("quiz: writing to standard output: %s", strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	return EXIT_YES;
}

int cmd_quiz(int argc, char **argv)
{
	quiz_args a = {.n = 10, .kinds = QUIZ_ALL_KINDS};
	options_init(&a.so, PRUNE_NONE);
	for (int k = 0; k < 8; k++)
		a.order[k] = a.tie_order[k] = (uint8_t)k;
	quiz_options qo = quiz_options_default();
	int status = quiz_parse(argc, argv, &a, &qo);
	return status >= 0 ? status : print_worksheet(&a, &qo);
}
