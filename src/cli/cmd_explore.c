/* ktour explore: parse the options, check for a terminal, run the explorer
 * (src/ui/).  `ktour` with no command comes here too. */
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ktour/commands.h"
#include "ktour/options.h"
#include "ktour/ui.h"

enum {
	OPT_SPEED = OPT_SHARED_LAST,
	OPT_ASCII,
	OPT_COLOR,
	OPT_NO_MOUSE,
	OPT_QUIT_AFTER,
	OPT_HELP,
};

static const char explore_help[] =
	"usage: ktour [explore] [OPTIONS]\n"
	"\n"
	"Watch a knight's tour search step by step: run, pause, step, rewind,\n"
	"change the settings.  Press ? inside for every key, q to quit.\n"
	"\n"
	"options:\n"
	"%s"
	"      --speed N|max     steps per second, 1 to 100000000, or max\n"
	"                        (default 10)\n"
	"      --ascii           plain ASCII glyphs (N for the knight, +-| boxes)\n"
	"      --color WHEN      auto, 256, 8 or off (default auto; NO_COLOR=1\n"
	"                        in the environment turns auto off)\n"
	"      --no-mouse        do not ask the terminal for mouse clicks\n"
	"      --quit-after N    start running at once, exit after N steps and\n"
	"                        print 'steps: N' and 'seconds: S' on stderr\n"
	"  -h, --help            this help\n"
	"\n"
	"The explorer's default pruning is none (every step of the plain search\n"
	"is shown); --prune lookahead shows Stone's forced moves and dead ends.\n"
	"\n"
	"examples:\n"
	"  ktour                                   8x8 backtracking from a8\n"
	"  ktour explore -b 5x5 -s c3 --speed 2     slow, from the centre\n"
	"  ktour explore -e warnsdorff -b 12x12 --tiebreak roth\n";

static bool parse_speed(const char *arg, explore_options *o)
{
	if (strcmp(arg, "max") == 0) {
		o->speed_max = true;
		return true;
	}
	unsigned long long v;
	if (!options_parse_u64(arg, &v) || v < UI_SPEED_MIN || v > UI_SPEED_MAX)
		return false;
	o->speed = (uint32_t)v;
	o->speed_max = false;
	return true;
}

/* 0 parsed, else the exit status to return. */
static int parse_own(int opt, const char *arg, explore_options *o)
{
	unsigned long long n;
	switch (opt) {
	case OPT_SPEED:
		if (!parse_speed(arg, o)) {
			cli_error("--speed '%s': expected steps per second from %u to %u, "
				  "or max",
				  arg, UI_SPEED_MIN, UI_SPEED_MAX);
			return EXIT_USAGE;
		}
		return 0;
	case OPT_ASCII:
		o->ascii = true;
		return 0;
	case OPT_COLOR:
		if (!ui_color_from_name(arg, &o->color)) {
			cli_error("--color '%s': expected auto, 256, 8 or off", arg);
			return EXIT_USAGE;
		}
		return 0;
	case OPT_NO_MOUSE:
		o->no_mouse = true;
		return 0;
	case OPT_QUIT_AFTER:
		if (!options_parse_u64(arg, &n) || n == 0) {
			cli_error("--quit-after '%s': expected a number of steps, 1 or more",
				  arg);
			return EXIT_USAGE;
		}
		o->quit_after = n;
		return 0;
	default:
		cli_error("explore: unknown option (try 'ktour explore --help')");
		return EXIT_USAGE;
	}
}

int cmd_explore(int argc, char **argv)
{
	static const struct option longopts[] = {
		OPTIONS_SHARED_LONG,
		{"speed", required_argument, NULL, OPT_SPEED},
		{"ascii", no_argument, NULL, OPT_ASCII},
		{"color", required_argument, NULL, OPT_COLOR},
		{"colour", required_argument, NULL, OPT_COLOR},
		{"no-mouse", no_argument, NULL, OPT_NO_MOUSE},
		{"quit-after", required_argument, NULL, OPT_QUIT_AFTER},
		{"help", no_argument, NULL, OPT_HELP},
		{NULL, 0, NULL, 0},
	};
	shared_options so;
	explore_options eo;
	char err[300];
	options_init(&so, PRUNE_NONE);
	explore_options_init(&eo);
	optind = 1;
	opterr = 0;
	int opt;
	while ((opt = getopt_long(argc, argv, ":" OPTIONS_SHARED_SHORT "h", longopts, NULL)) !=
	       -1) {
		if (opt == 'h' || opt == OPT_HELP) {
			printf(explore_help, options_shared_help);
			return EXIT_YES;
		}
		if (opt == '?' || opt == ':') {
			char shortopt[3] = {'-', (char)optopt, '\0'};
			const char *name = optopt > 0 && optopt < 0x80 ? shortopt : argv[optind - 1];
			if (opt == ':')
				cli_error("%s needs a value (try 'ktour explore --help')", name);
			else
				cli_error("unknown option '%s' (try 'ktour explore --help')", name);
			return EXIT_USAGE;
		}
		int r = options_handle(&so, opt, optarg, err, sizeof err);
		if (r < 0) {
			cli_error("%s", err);
			return EXIT_USAGE;
		}
		if (r == 0) {
			int status = parse_own(opt, optarg, &eo);
			if (status)
				return status;
		}
	}
	if (optind < argc) {
		cli_error("explore: unexpected argument '%s' (try 'ktour explore --help')",
			  argv[optind]);
		return EXIT_USAGE;
	}
	if (!options_finish(&so, err, sizeof err)) {
		cli_error("%s", err);
		return EXIT_USAGE;
	}
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		cli_error("explore needs a terminal: %s is not one (for output to a file "
			  "or a pipe, use 'ktour solve' or 'ktour count')",
			  !isatty(STDIN_FILENO) ? "standard input" : "standard output");
		return EXIT_USAGE;
	}
	eo.cfg = so.cfg;
	eo.start_given = so.start_given;
	return ui_explore(&eo);
}
