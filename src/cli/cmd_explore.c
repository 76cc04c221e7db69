/* ktour explore and ktour replay: parse the options, read the tour or the
 * saved session, check for a terminal, run the explorer (src/ui/).
 * `ktour` with no command comes here too. */
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd_explore.h"
#include "ktour/commands.h"
#include "ktour/engine_desc.h"
#include "ktour/explore_save.h"
#include "ktour/format.h"
#include "ktour/options.h"
#include "ktour/ui.h"
#include "tour_input.h"

enum {
	OPT_SPEED = OPT_SHARED_LAST,
	OPT_ASCII,
	OPT_COLOR,
	OPT_THEME,
	OPT_NO_MOUSE,
	OPT_QUIT_AFTER,
	OPT_RESUME,
	OPT_COMPARE,
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
	"                        in the environment turns auto off); also --colour\n"
	"      --theme NAME      dark, light (dark on a light page), projector (a\n"
	"                        light page, high contrast, a colour-blind-safe\n"
	"                        heatmap) or mono (no colour); default dark\n"
	"      --no-mouse        do not ask the terminal for mouse clicks\n"
	"      --quit-after N    start running at once, exit after N steps and\n"
	"                        print 'steps: N' and 'seconds: S' on stderr\n"
	"      --resume FILE     reopen a session saved with S in the explorer, at\n"
	"                        the same step (no search options with it)\n"
	"      --compare SETTINGS  a second search beside the first, on the same\n"
	"                        board and start: the same settings changed by\n"
	"                        SETTINGS, an engine (warnsdorff) or KEY=VALUE,...\n"
	"                        with the keys engine, order, prune, tiebreak, seed,\n"
	"                        closed; both step, run and rewind in lockstep\n"
	"  -h, --help            this help\n"
	"\n"
	"The explorer's default pruning is none (every step of the plain search\n"
	"is shown); --prune lookahead shows Stone's forced moves and dead ends.\n"
	"\n"
	"examples:\n"
	"  ktour                                   8x8 backtracking from a8\n"
	"  ktour explore -b 5x5 -s c3 --speed 2     slow, from the centre\n"
	"  ktour explore -e warnsdorff -b 12x12 --tiebreak roth\n"
	"  ktour explore --resume ktour-8x8-0001.session\n"
	"  ktour explore -b 6x6 --compare warnsdorff\n"
	"  ktour explore -b 5x5 --compare prune=lookahead\n";

static const char replay_help[] =
	"usage: ktour replay [OPTIONS] [FILE...]\n"
	"\n"
	"Play a saved tour or partial path back in the explorer, move by move:\n"
	"the stack, the degrees as they were at each move, and a mark on every\n"
	"move that was not a Warnsdorff (fewest onward moves) choice.  FILE is\n"
	"in any format ktour reads (grid, moves, json); - (or no FILE with a\n"
	"pipe) reads standard input, and the keys then come from the terminal.\n"
	"A path with a fault (a square repeated, not a knight's move) is\n"
	"replayed up to the fault.\n"
	"\n"
	"Several FILEs are a playlist: ] plays the next file, [ the previous one,\n"
	"and the board's title shows the file's name and place, tour2.txt (2/3).\n"
	"Every FILE is read before the screen opens: any that cannot be read is\n"
	"named, with why, and nothing is shown (exit 2).  - may be named once.\n"
	"\n"
	"options:\n"
	"%s"
	"      --speed N|max     moves per second, 1 to 100000000, or max (default 10)\n"
	"      --ascii           plain ASCII glyphs\n"
	"      --color WHEN      auto, 256, 8 or off (default auto; also --colour)\n"
	"      --theme NAME      dark, light, projector or mono (default dark)\n"
	"      --no-mouse        do not ask the terminal for mouse clicks\n"
	"      --quit-after N    run at once, exit after N steps\n"
	"  -h, --help            this help\n"
	"\n"
	"keys: space run/pause, n/p one move, Home/End first/last move, g go to\n"
	"move N, ] [ next/previous file, s save, l load another file, ? help,\n"
	"q quit.\n"
	"\n"
	"examples:\n"
	"  ktour replay assets/tours/squirrel-cull-8x8.txt\n"
	"  ktour replay assets/tours/*.txt          one after the other: ] and [\n"
	"  ktour solve -b 6x6 | ktour replay -\n";

static const char play_help[] =
	"usage: ktour play [OPTIONS]\n"
	"\n"
	"Make the tour yourself: move the knight with the digits shown on the\n"
	"board (1-8), the arrows or h j k l and Enter, or a mouse click.  A move\n"
	"that is not legal is refused with the reason.  u undoes, U redoes, i\n"
	"gives a hint (Warnsdorff's choice, and whether a tour is still\n"
	"possible), f lets the engine finish your path in the explorer, s saves\n"
	"the path for 'ktour replay'.  Press ? inside for every key.\n"
	"\n"
	"options (the search options set the engine that f uses: backtracking,\n"
	"by default with Warnsdorff's ordering and Stone's look-ahead):\n"
	"%s"
	"      --ascii           plain ASCII glyphs\n"
	"      --color WHEN      auto, 256, 8 or off (default auto); also --colour\n"
	"      --theme NAME      dark, light, projector or mono (default dark)\n"
	"      --no-mouse        do not ask the terminal for mouse clicks\n"
	"      --speed N|max     the speed f runs at (default 10)\n"
	"      --quit-after N    exit N steps after f starts the engine\n"
	"  -h, --help            this help\n"
	"\n"
	"examples:\n"
	"  ktour play -b 5x5                       a 5x5 tour from a5\n"
	"  ktour play -b 6x6 -s c3 --closed        a closed tour from c3\n";

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
	case OPT_THEME:
		if (!ui_theme_from_name(arg, &o->theme)) {
			cli_error("--theme '%s': expected dark, light, projector or mono", arg);
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

/* --resume FILE into eo: the settings, the step, the display. */
static int load_session(const char *path, explore_options *eo, bool speed_given,
			bool theme_given)
{
	static explore_save es; /* its prefix lives as long as the search */
	char err[400];
	if (!explore_save_read(path, &es, err, sizeof err)) {
		cli_error("%s", err);
		return EXIT_USAGE;
	}
	eo->cfg = es.cfg;
	if (es.cfg.prefix_len > 0)
		eo->cfg.prefix = es.prefix;
	eo->start_given = es.start_given;
	eo->resume_steps = es.steps;
	eo->heat_on_board = es.heat_on_board;
	eo->panels = es.panels;
	eo->present = es.present;
	if (es.theme[0] && !theme_given && !ui_theme_from_name(es.theme, &eo->theme)) {
		cli_error("%s: theme '%s': expected dark, light, projector or mono", path,
			  es.theme);
		return EXIT_USAGE;
	}
	if (!speed_given) {
		eo->speed = es.speed_max ? eo->speed : es.speed;
		eo->speed_max = es.speed_max;
	}
	return 0;
}

/* The tour came from standard input ("-"): the terminal takes its place
 * for the keys. */
static int keys_from_tty(void)
{
	if (isatty(STDIN_FILENO))
		return 0;
	int fd = open("/dev/tty", O_RDWR | O_CLOEXEC);
	if (fd < 0 || dup2(fd, STDIN_FILENO) < 0) {
		cli_error("replay -: the tour came from standard input, and there is no "
			  "terminal (/dev/tty: %s) to read the keys from",
			  strerror(errno));
		if (fd >= 0)
			close(fd);
		return EXIT_USAGE;
	}
	close(fd);
	return 0;
}

static int need_terminal(const char *cmd, bool replay)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		cli_error("%s needs a terminal: %s is not one (for output to a file "
			  "or a pipe, use %s)",
			  cmd,
			  !isatty(STDIN_FILENO) ? "standard input" : "standard output",
			  replay ? "'ktour check' or 'ktour convert'"
				 : "'ktour solve' or 'ktour count'");
		return EXIT_USAGE;
	}
	return 0;
}

/* ktour replay FILE...: read every file first, so that one that cannot
 * be read is told (each with its name and why) before the screen opens;
 * ] and [ then go through them.  "-" (standard input) can be read once. */
static int replay_files(int nfiles, char **files, const format_read_opts *ro,
			explore_options *eo)
{
	static const char *const stdin_only[] = {"-"};
	const char *piped = nfiles == 0 ? tour_input_stdin() : NULL;
	if (nfiles == 0 && !piped) {
		cli_error("replay: which tour? (ktour replay FILE..., or - for standard input)");
		return EXIT_USAGE;
	}
	const char *const *names = piped ? stdin_only : (const char *const *)files;
	size_t n = piped ? 1 : (size_t)nfiles, dashes = 0;
	for (size_t i = 0; i < n; i++)
		dashes += strcmp(names[i], "-") == 0;
	if (dashes > 1) {
		cli_error("replay: - (standard input) is named more than once; it can be "
			  "read only once");
		return EXIT_USAGE;
	}
	tour *tours = calloc(n, sizeof *tours);
	const char **shown = calloc(n, sizeof *shown);
	int status = tours && shown ? 0 : EXIT_USAGE;
	if (status)
		cli_error("replay: out of memory for %zu files", n);
	for (size_t i = 0; i < n && tours && shown; i++) {
		/* Every file is tried, so that all the bad ones are named at once. */
		if (tour_input_read(names[i], ro, &tours[i], NULL))
			shown[i] = strcmp(names[i], "-") == 0 ? "<stdin>" : names[i];
		else
			status = EXIT_USAGE;
	}
	if (!status && dashes)
		status = keys_from_tty();
	if (!status)
		status = need_terminal("replay", true);
	if (!status) {
		eo->cfg.spec = tours[0].spec;
		eo->replay = tours;
		eo->replay_name = shown[0];
		eo->replay_count = n;
		eo->replay_names = shown;
		status = ui_explore(eo);
	}
	for (size_t i = 0; i < n && tours; i++)
		tour_free(&tours[i]);
	free(tours);
	free(shown);
	return status;
}

/* ktour play's settings: backtracking finishes the path (a walk cannot
 * take one), with Warnsdorff's ordering unless --order says otherwise. */
static int play_settings(const shared_options *so, explore_options *eo)
{
	if (!engine_can(so->cfg.kind, ENG_PREFIX)) {
		cli_error("play: -e %s cannot continue a path; f finishes it with the "
			  "backtrack engine (set its --order and --prune)",
			  engine_kind_name(so->cfg.kind));
		return EXIT_USAGE;
	}
	eo->play = true;
	eo->cfg.order_warnsdorff |= !so->order_given;
	return 0;
}

int explore_command(int argc, char **argv, explore_kind kind)
{
	bool replay = kind == EXPLORE_REPLAY, play = kind == EXPLORE_PLAY;
	static const struct option longopts[] = {
		OPTIONS_SHARED_LONG,
		{"speed", required_argument, NULL, OPT_SPEED},
		{"ascii", no_argument, NULL, OPT_ASCII},
		{"color", required_argument, NULL, OPT_COLOR},
		{"colour", required_argument, NULL, OPT_COLOR},
		{"theme", required_argument, NULL, OPT_THEME},
		{"no-mouse", no_argument, NULL, OPT_NO_MOUSE},
		{"quit-after", required_argument, NULL, OPT_QUIT_AFTER},
		{"resume", required_argument, NULL, OPT_RESUME},
		{"compare", required_argument, NULL, OPT_COMPARE},
		{"help", no_argument, NULL, OPT_HELP},
		TOUR_INPUT_LONGOPTS,
		{NULL, 0, NULL, 0},
	};
	if (cli_listing_options()) /* ktour --list-options (complete.c) */
		return cli_list_options(replay ? "replay" : play ? "play" : "explore", longopts);
	const char *cmd = replay ? "replay" : play ? "play" : "explore";
	format_read_opts ro = tour_input_defaults();
	shared_options so;
	explore_options eo;
	char err[300];
	const char *resume = NULL, *search_opt = NULL;
	char search_name[40];
	bool speed_given = false, theme_given = false;
	options_init(&so, play ? PRUNE_LOOKAHEAD : PRUNE_NONE);
	explore_options_init(&eo);
	optind = 1;
	opterr = 0;
	int opt;
	while ((opt = getopt_long(argc, argv, ":" OPTIONS_SHARED_SHORT "h", longopts, NULL)) !=
	       -1) {
		if (opt == 'h' || opt == OPT_HELP) {
			if (replay)
				printf(replay_help, tour_input_help(24));
			else if (play)
				printf(play_help, options_shared_help);
			else
				printf(explore_help, options_shared_help);
			return EXIT_YES;
		}
		if (opt == '?' || opt == ':')
			return cli_bad_option(cmd, opt, argv);
		if (opt == OPT_RESUME && play) {
			cli_error("play: --resume reopens an explorer session: ktour explore "
				  "--resume FILE (P there plays on from it)");
			return EXIT_USAGE;
		}
		if (opt == OPT_RESUME && !replay) {
			resume = optarg;
			continue;
		}
		if (opt == OPT_COMPARE) {
			if (replay || play) {
				cli_error("%s: --compare shows two searches side by side: ktour "
					  "explore --compare SETTINGS",
					  cmd);
				return EXIT_USAGE;
			}
			eo.compare = optarg;
			continue;
		}
		int ti = tour_input_option(cmd, opt, optarg, &ro);
		if (ti > 0)
			return ti;
		if (ti == 0 && !replay) {
			cli_error("%s: --format and --base are for reading a tour: ktour "
				  "replay FILE",
				  cmd);
			return EXIT_USAGE;
		}
		if (ti == 0)
			continue;
		int r = options_handle(&so, opt, optarg, err, sizeof err);
		if (r != 0 && !search_opt) {
			for (size_t i = 0; longopts[i].name; i++)
				if (longopts[i].val == opt) {
					snprintf(search_name, sizeof search_name, "--%s",
						 longopts[i].name);
					break;
				}
			search_opt = search_name;
		}
		if (r < 0) {
			cli_error("%s", err);
			return EXIT_USAGE;
		}
		if (r == 0) {
			speed_given |= opt == OPT_SPEED;
			theme_given |= opt == OPT_THEME;
			int status = parse_own(opt, optarg, &eo);
			if (status)
				return status;
		}
	}
	if (search_opt && (replay || resume)) {
		cli_error("%s: '%s' does not apply: %s", cmd, search_opt,
			  replay ? "the board and the path come from the file"
				 : "--resume takes every search setting from the saved session");
		return EXIT_USAGE;
	}
	if (replay)
		return replay_files(argc - optind, argv + optind, &ro, &eo);
	if (optind < argc) {
		cli_error("%s: unexpected argument '%s' (try 'ktour %s --help')", cmd, argv[optind],
			  cmd);
		return EXIT_USAGE;
	}
	if (resume && eo.compare) {
		cli_error("explore: --compare does not go with --resume: a saved session "
			  "holds one search");
		return EXIT_USAGE;
	}
	if (resume) {
		int status = load_session(resume, &eo, speed_given, theme_given);
		if (status)
			return status;
	} else {
		if (!options_finish(&so, err, sizeof err)) {
			cli_error("%s", err);
			return EXIT_USAGE;
		}
		eo.cfg = so.cfg;
		eo.start_given = so.start_given;
		if (play && play_settings(&so, &eo))
			return EXIT_USAGE;
		engine_config second;
		if (eo.compare && !config_compare(&eo.cfg, eo.compare, &second, err, sizeof err)) {
			cli_error("%s", err);
			return EXIT_USAGE;
		}
	}
	if (need_terminal(cmd, false))
		return EXIT_USAGE;
	return ui_explore(&eo);
}

int cmd_explore(int argc, char **argv)
{
	return explore_command(argc, argv, EXPLORE_SEARCH);
}

int cmd_play(int argc, char **argv)
{
	return explore_command(argc, argv, EXPLORE_PLAY);
}
