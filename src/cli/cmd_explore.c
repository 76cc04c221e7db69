/* SPDX-License-Identifier: MIT */
/* ktour explore and ktour replay: parse the options, read the tour or the
 * saved session, check for a terminal, run the explorer (src/ui/).
 * `ktour` with no command comes here too. */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli_opts.h"
#include "cmd_explore.h"
#include "ktour/commands.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/explore_save.h"
#include "ktour/format.h"
#include "ktour/moment.h"
#include "ktour/options.h"
#include "ktour/ui.h"
#include "settings_cli.h"
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
	OPT_RECORD,
	OPT_GOTO,
	OPT_UNTIL,
	OPT_NO_CONFIG,
	OPT_EDIT,
};

static const char explore_head[] =
	"usage: ktour [explore] [OPTIONS]\n"
	"\n"
	"Watch a knight's tour search step by step: run, pause, step, rewind,\n"
	"change the settings.  Press ? inside for every key, q to quit.\n"
	"\n"
	"options:\n";

static const char explore_tail[] =
	"\n"
	"The explorer's default pruning is none (every step of the plain search\n"
	"is shown); --prune lookahead shows Stone's forced moves and cut-off\n"
	"squares.\n"
	"\n"
	"examples:\n"
	"  ktour                                   8x8 backtracking from a8\n"
	"  ktour explore -b 5x5 -s c3 --speed 2     slow, from the centre\n"
	"  ktour explore -e warnsdorff -b 12x12 --tiebreak roth\n"
	"  ktour explore --resume ktour-8x8-0001.session\n"
	"  ktour explore -b 6x6 --compare warnsdorff\n"
	"  ktour explore -b 5x5 --compare prune=lookahead\n"
	"  ktour explore -b 5x5 --until 'retreat-to 10' --speed 5\n";

static const char replay_head[] =
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
	"options:\n";

static const char replay_tail[] =
	"\n"
	"keys: space run/pause, n/p one move, Home/End first/last move, g go to\n"
	"move N, ] [ next/previous file, s save, l load another file, ? help,\n"
	"q quit.\n"
	"\n"
	"examples:\n"
	"  ktour replay assets/tours/squirrel-cull-8x8.txt\n"
	"  ktour replay assets/tours/*.txt          one after the other: ] and [\n"
	"  ktour solve -b 6x6 | ktour replay -\n";

static const char play_head[] =
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
	"by default with Warnsdorff's ordering and Stone's look-ahead):\n";

static const char play_tail[] =
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

/* What the command line says, as the option setters store it. */
typedef struct explore_args {
	explore_kind kind;
	const char *cmd;           /* "explore", "replay" or "play" */
	format_read_opts ro;       /* replay: how to read the files */
	shared_options so;
	explore_options eo;
	const char *resume;        /* explore --resume FILE */
	const char *go, *until;    /* explore --goto N, --until COND */
	const char *search_opt;    /* the first search option given, "--board" */
	char search_name[40];
	bool speed_given;
	bool theme_given;          /* --theme beats a saved session's */
	cli_settings st;           /* the settings file, and what the command line gave */
} explore_args;

/* ---- the options -------------------------------------------------------------- */

static int set_speed(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	explore_args *a = args;
	a->speed_given = true;
	a->st.given |= SETTINGS_BIT(SK_SPEED);
	if (!parse_speed(value, &a->eo)) {
		cli_error("--speed %s: expected steps per second from %u to %u, or max",
			  ESCAPE_QUOTE(value), UI_SPEED_MIN, UI_SPEED_MAX);
		return EXIT_USAGE;
	}
	return 0;
}

static int set_color(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	((explore_args *)args)->st.given |= SETTINGS_BIT(SK_COLOR);
	if (!ui_color_from_name(value, &((explore_args *)args)->eo.color)) {
		cli_error("--%s %s: expected auto, 256, 8 or off", opt->name, ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	return 0;
}

static int set_theme(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	explore_args *a = args;
	a->theme_given = true;
	a->st.given |= SETTINGS_BIT(SK_THEME);
	if (!ui_theme_from_name(value, &a->eo.theme)) {
		cli_error("--theme %s: expected dark, light, projector or mono",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	return 0;
}

static int set_quit_after(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	unsigned long long n;
	if (!options_parse_u64(value, &n) || n == 0) {
		cli_error("--quit-after %s: expected a number of steps, 1 or more",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	((explore_args *)args)->eo.quit_after = n;
	return 0;
}

static int set_resume(void *args, const cli_opt *opt, const char *value)
{
	explore_args *a = args;
	if (a->kind != EXPLORE_SEARCH) {
		cli_error("%s: --resume reopens an explorer session: ktour explore --resume FILE%s",
			  a->cmd, a->kind == EXPLORE_PLAY ? " (P there plays on from it)" : "");
		return EXIT_USAGE;
	}
	a->resume = value;
	return cli_check_path(opt, value);
}

static int set_compare(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	explore_args *a = args;
	if (a->kind != EXPLORE_SEARCH) {
		cli_error("%s: --compare shows two searches side by side: ktour explore --compare "
			  "SETTINGS",
			  a->cmd);
		return EXIT_USAGE;
	}
	a->eo.compare = value;
	return 0;
}

/* --goto N, --until COND: a search's (read once its settings are known). */
static int set_moment(void *args, const cli_opt *opt, const char *value)
{
	explore_args *a = args;
	if (a->kind != EXPLORE_SEARCH) {
		cli_error("%s: --%s is for a search: ktour explore --%s ...", a->cmd, opt->name,
			  opt->name);
		return EXIT_USAGE;
	}
	*(opt->code == OPT_GOTO ? &a->go : &a->until) = value;
	return 0;
}

/* --format, --from, --base: replay reads them, the others refuse them. */
static int set_input(void *args, const cli_opt *opt, const char *value)
{
	explore_args *a = args;
	int ti = tour_input_option(a->cmd, opt, value, &a->ro);
	if (ti > 0)
		return ti;
	if (a->kind != EXPLORE_REPLAY) {
		cli_error("%s: --%s: --format, --from and --base are for reading a tour: ktour "
			  "replay FILE",
			  a->cmd, opt->name);
		return EXIT_USAGE;
	}
	return 0;
}

/* The search options; replay takes none (refused after the loop, naming
 * the first one given). */
static int set_search(void *args, const cli_opt *opt, const char *value)
{
	explore_args *a = args;
	if (!a->search_opt) {
		snprintf(a->search_name, sizeof a->search_name, "--%s", opt->name);
		a->search_opt = a->search_name;
	}
	return cli_set_shared(&a->so, "", opt, value);
}

#define SPEED(help) CLI_VALUE("speed", OPT_SPEED, "N|max", help, set_speed)
#define ASCII(help) CLI_SWITCH_FIELD("ascii", OPT_ASCII, help, explore_args, eo.ascii)
#define COLOR(help)                                                                              \
	CLI_VALUE("color", OPT_COLOR, "WHEN", help, set_color),                                  \
		CLI_VALUE("colour", OPT_COLOR, "WHEN", NULL, set_color)
#define THEME(help) CLI_VALUE("theme", OPT_THEME, "NAME", help, set_theme)
#define NO_MOUSE                                                                                 \
	CLI_SWITCH_FIELD("no-mouse", OPT_NO_MOUSE, "do not ask the terminal for mouse clicks",  \
			 explore_args, eo.no_mouse)
#define QUIT_AFTER(help) CLI_VALUE("quit-after", OPT_QUIT_AFTER, "N", help, set_quit_after)
#define RECORD                                                                                   \
	CLI_VALUE_FIELD("record", OPT_RECORD, "FILE",                                            \
			"record the session as an asciicast v2 file\n"                          \
			"(asciinema play FILE shows it again)",                                 \
			explore_args, eo.record)
#define NO_CONFIG_HELP(help)                                                                     \
	CLI_SWITCH_FIELD("no-config", OPT_NO_CONFIG, help, explore_args, st.no_config)
#define NO_CONFIG                                                                                \
	NO_CONFIG_HELP("read no settings file (ktour config shows what\n"                       \
		       "the file sets)")

static const cli_opt explore_options_table[] = {
	CLI_SHARED_OPTIONS,
	SPEED("steps per second, 1 to 100000000, or max\n(default 10)"),
	ASCII("plain ASCII glyphs (N for the knight, +-| boxes)"),
	COLOR("auto, 256, 8 or off (default auto; NO_COLOR=1\n"
	      "in the environment turns auto off); also --colour"),
	THEME("dark, light (dark on a light page), projector (a\n"
	      "light page, high contrast, a colour-blind-safe\n"
	      "heatmap) or mono (no colour); default dark"),
	NO_MOUSE,
	NO_CONFIG,
	QUIT_AFTER("start running at once, exit after N steps and\n"
		   "print 'steps: N' and 'seconds: S' on stderr"),
	RECORD,
	CLI_VALUE("resume", OPT_RESUME, "FILE",
		  "reopen a session saved with S in the explorer, at\n"
		  "the same step (no search options with it)",
		  set_resume),
	CLI_VALUE("compare", OPT_COMPARE, "SETTINGS",
		  "a second search beside the first, on the same\n"
		  "board and start: the same settings changed by\n"
		  "SETTINGS, an engine (warnsdorff) or KEY=VALUE,...\n"
		  "with the keys engine, order, prune, tiebreak, seed,\n"
		  "closed; both step, run and rewind in lockstep",
		  set_compare),
	CLI_VALUE("goto", OPT_GOTO, "N", "open at step N of the search", set_moment),
	CLI_VALUE("until", OPT_UNTIL, "COND",
		  "run (at the speed chosen) until a moment: depth D,\n"
		  "step N, square SQ, forced, solution [K],\n"
		  "retreat-to D, stuck, exhausted, dead-end,\n"
		  "backtrack or tie",
		  set_moment),
	CLI_HELP_OPTION("this help"),
	TOUR_INPUT_OPTIONS_HIDDEN(set_input),
};

static const cli_opt replay_options_table[] = {
	TOUR_INPUT_OPTIONS(set_input),
	SPEED("moves per second, 1 to 100000000, or max (default 10)"),
	ASCII("plain ASCII glyphs"),
	COLOR("auto, 256, 8 or off (default auto; also --colour)"),
	THEME("dark, light, projector or mono (default dark)"),
	NO_MOUSE,
	NO_CONFIG,
	QUIT_AFTER("run at once, exit after N steps"),
	RECORD,
	CLI_HELP_OPTION("this help"),
	CLI_SHARED_OPTIONS_HIDDEN,
	CLI_VALUE_HIDDEN("resume", OPT_RESUME, set_resume),
	CLI_VALUE_HIDDEN("compare", OPT_COMPARE, set_compare),
	CLI_VALUE_HIDDEN("goto", OPT_GOTO, set_moment),
	CLI_VALUE_HIDDEN("until", OPT_UNTIL, set_moment),
};

static const cli_opt play_options_table[] = {
	CLI_SHARED_OPTIONS,
	ASCII("plain ASCII glyphs"),
	COLOR("auto, 256, 8 or off (default auto); also --colour"),
	THEME("dark, light, projector or mono (default dark)"),
	NO_MOUSE,
	NO_CONFIG,
	SPEED("the speed f runs at (default 10)"),
	QUIT_AFTER("exit N steps after f starts the engine"),
	RECORD,
	CLI_HELP_OPTION("this help"),
	CLI_VALUE_HIDDEN("resume", OPT_RESUME, set_resume),
	CLI_VALUE_HIDDEN("compare", OPT_COMPARE, set_compare),
	CLI_VALUE_HIDDEN("goto", OPT_GOTO, set_moment),
	CLI_VALUE_HIDDEN("until", OPT_UNTIL, set_moment),
	TOUR_INPUT_OPTIONS_HIDDEN(set_input),
};

static void explore_usage(FILE *f)
{
	fputs(explore_head, f);
	cli_help_options(f, &explore_command_table);
	fputs(explore_tail, f);
}

static void replay_usage(FILE *f)
{
	fputs(replay_head, f);
	cli_help_options(f, &replay_command_table);
	fputs(replay_tail, f);
}

static void play_usage(FILE *f)
{
	fputs(play_head, f);
	cli_help_options(f, &play_command_table);
	fputs(play_tail, f);
}

const cli_command explore_command_table = {
	"explore", explore_options_table, CLI_NOPTS(explore_options_table), 24, explore_usage,
	set_search, NULL,
};
const cli_command replay_command_table = {
	"replay", replay_options_table, CLI_NOPTS(replay_options_table), 24, replay_usage,
	set_search, NULL,
};
const cli_command play_command_table = {
	"play", play_options_table, CLI_NOPTS(play_options_table), 24, play_usage, set_search, NULL,
};

/* ktour config: the explorer's settings options, shown, not used. */
static const char config_head[] =
	"usage: ktour config [--edit] [OPTIONS]\n"
	"\n"
	"The explorer's settings in force and where each came from: built in, the\n"
	"settings file (FILE:LINE) or the command line, one \"key value\" a line\n"
	"(the output is a settings file itself).  The explorer's options given\n"
	"here are shown as it would take them.  Exit status 1 when the file has a\n"
	"bad line (named on standard error) or cannot be read.\n"
	"\n"
	"The file is $KTOUR_CONFIG, else $XDG_CONFIG_HOME/ktour/config, else\n"
	"~/.config/ktour/config; the man page's FILES section lists its keys\n";

static const char config_tail[] =
	"\n"
	"examples:\n"
	"  ktour config                  the explorer's settings and their origins\n"
	"  ktour config -b 6x6           the board from the command line\n"
	"  ktour config --edit           change the defaults\n"
	"  KTOUR_CONFIG=class.conf ktour config\n";

static const cli_opt config_options_table[] = {
	CLI_SWITCH_FIELD("edit", OPT_EDIT,
			 "open the settings file in $VISUAL or $EDITOR (vi),\n"
			 "made first with every key commented out and\n"
			 "explained; its bad lines are named after",
			 explore_args, st.edit),
	NO_CONFIG_HELP("the settings without a settings file"),
	CLI_SHARED_OPTIONS,
	SPEED("steps per second, 1 to 100000000, or max"),
	ASCII("plain ASCII glyphs"),
	COLOR("auto, 256, 8 or off; also --colour"),
	THEME("dark, light, projector or mono"),
	NO_MOUSE,
	CLI_HELP_OPTION("this help"),
};

static void config_usage(FILE *f)
{
	char man[4400];
	fputs(config_head, f);
	escape_printf(f, "(%s).\n\noptions:\n", cli_man_page(man, sizeof man));
	cli_help_options(f, &config_command_table);
	fputs(config_tail, f);
}

const cli_command config_command_table = {
	"config", config_options_table, CLI_NOPTS(config_options_table), 24, config_usage,
	set_search, NULL,
};

/* --resume FILE into eo: the settings, the step, the display. */
static int load_session(const char *path, explore_options *eo, bool speed_given,
			bool theme_given)
{
	static explore_save es; /* its prefix lives as long as the search */
	char err[400];
	if (!explore_save_read(path, &es, err, sizeof err)) {
		cli_error("explore: --resume %s", err);
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
	eo->nmarks = es.nmarks;
	eo->marks = es.marks;
	if (es.theme[0] && !theme_given && !ui_theme_from_name(es.theme, &eo->theme)) {
		cli_error("%s: theme %s: expected dark, light, projector or mono",
			  ESCAPE_NAME(path), ESCAPE_QUOTE(es.theme));
		return EXIT_USAGE;
	}
	if (!speed_given) {
		eo->speed = es.speed_max ? eo->speed : es.speed;
		eo->speed_max = es.speed_max;
	}
	return 0;
}

/* --goto N and --until COND, against the settings in eo: nonzero (the
 * message out) when they are bad, or can never hold on this search. */
static int moments(const char *go, const char *until, explore_options *eo)
{
	char err[300];
	unsigned long long n;
	if (go && until) {
		cli_error("explore: --goto or --until, not both: --goto N opens at step N, then "
			  "u runs until a moment");
		return EXIT_USAGE;
	}
	if (go && !options_parse_u64(go, &n)) {
		cli_error("--goto %s: expected a step number, 0 or more", ESCAPE_QUOTE(go));
		return EXIT_USAGE;
	}
	if (go) {
		eo->goto_given = true;
		eo->goto_step = n;
	}
	if (until && !moment_parse(until, &eo->cfg, &eo->until, err, sizeof err, NULL)) {
		cli_error("--until %s: %s", ESCAPE_QUOTE(until), err);
		return EXIT_USAGE;
	}
	eo->until_given = until != NULL;
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

/* ktour config after the options: the settings file read as the explorer
 * reads it, then the report (or --edit). */
static int config_run(explore_args *a, int first, int argc, char **argv)
{
	char err[300];
	if (first < argc) {
		if (!cli_stray_command("config", argc, argv, first, false))
			cli_error("config: unexpected argument %s (try 'ktour config --help')",
				  ESCAPE_QUOTE(argv[first]));
		return EXIT_USAGE;
	}
	if (a->st.edit)
		return settings_cli_edit(&a->st);
	settings_cli_read(&a->st, SETTINGS_WANT_ALL);
	settings_cli_display(&a->st, &a->eo);
	settings_cli_search(&a->st, &a->so);
	if (!options_finish(&a->so, err, sizeof err)) {
		settings_cli_refused(&a->st, "config: ", err);
		return EXIT_USAGE;
	}
	return settings_cli_report(&a->st, &a->so, &a->eo);
}

/* explore and play after the options: the session or the settings, the
 * terminal, the explorer. */
static int explore_search(explore_args *a)
{
	char err[300];
	explore_options *eo = &a->eo;
	if (a->resume && eo->compare) {
		cli_error("explore: --compare does not go with --resume: a saved session "
			  "holds one search");
		return EXIT_USAGE;
	}
	if (a->resume) {
		int status = load_session(a->resume, eo, a->speed_given, a->theme_given);
		if (status)
			return status;
	} else {
		settings_cli_search(&a->st, &a->so);
		if (!options_finish(&a->so, err, sizeof err)) {
			settings_cli_refused(&a->st, "", err);
			return EXIT_USAGE;
		}
		eo->cfg = a->so.cfg;
		eo->start_given = a->so.start_given;
		if (a->kind == EXPLORE_PLAY && play_settings(&a->so, eo))
			return EXIT_USAGE;
		engine_config second;
		if (eo->compare && !config_compare(&eo->cfg, eo->compare, &second, err, sizeof err)) {
			cli_error("%s", err);
			return EXIT_USAGE;
		}
	}
	if (moments(a->go, a->until, eo) || need_terminal(a->cmd, false))
		return EXIT_USAGE;
	return ui_explore(eo);
}

/* implied: `ktour OPTIONS`, explore taken for the command not typed. */
static int explore_run(int argc, char **argv, explore_kind kind, bool implied)
{
	static char command[1024];
	static const cli_command *const tables[] = {
		[EXPLORE_SEARCH] = &explore_command_table,
		[EXPLORE_REPLAY] = &replay_command_table,
		[EXPLORE_PLAY] = &play_command_table,
		[EXPLORE_CONFIG] = &config_command_table,
	};
	explore_args a;
	memset(&a, 0, sizeof a);
	a.kind = kind;
	a.cmd = tables[kind]->name;
	a.ro = tour_input_defaults();
	options_init(&a.so, kind == EXPLORE_PLAY ? PRUNE_LOOKAHEAD : PRUNE_NONE);
	explore_options_init(&a.eo);
	int first, status = cli_parse(tables[kind], argc, argv, &a, &first);
	if (status >= 0)
		return status;
	if (kind == EXPLORE_CONFIG)
		return config_run(&a, first, argc, argv);
	cli_command_line(argc, argv, command, sizeof command);
	a.eo.record_command = command;
	a.eo.record_title = kind == EXPLORE_REPLAY ? "ktour replay"
			    : kind == EXPLORE_PLAY ? "ktour play"
						   : "ktour explore";
	bool replay = kind == EXPLORE_REPLAY;
	if (a.search_opt && (replay || a.resume)) {
		cli_error("%s: %s does not apply: %s", a.cmd, ESCAPE_QUOTE(a.search_opt),
			  replay ? "the board and the path come from the file"
				 : "--resume takes every search setting from the saved session");
		return EXIT_USAGE;
	}
	settings_cli_read(&a.st, replay			  ? SETTINGS_WANT_DISPLAY
				 : kind == EXPLORE_PLAY ? SETTINGS_WANT_PLAY
							: SETTINGS_WANT_ALL);
	settings_cli_display(&a.st, &a.eo);
	if (replay)
		return replay_files(argc - first, argv + first, &a.ro, &a.eo);
	if (first < argc) {
		if (!cli_stray_command(a.cmd, argc, argv, first, implied))
			cli_error("%s: unexpected argument %s (try 'ktour %s --help')", a.cmd,
				  ESCAPE_QUOTE(argv[first]), a.cmd);
		return EXIT_USAGE;
	}
	return explore_search(&a);
}

int explore_command(int argc, char **argv, explore_kind kind)
{
	return explore_run(argc, argv, kind, false);
}

int cmd_explore_implied(int argc, char **argv)
{
	return explore_run(argc, argv, EXPLORE_SEARCH, true);
}

int cmd_explore(int argc, char **argv)
{
	return explore_command(argc, argv, EXPLORE_SEARCH);
}

int cmd_play(int argc, char **argv)
{
	return explore_command(argc, argv, EXPLORE_PLAY);
}

int cmd_config(int argc, char **argv)
{
	return explore_command(argc, argv, EXPLORE_CONFIG);
}
