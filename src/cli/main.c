/* SPDX-License-Identifier: MIT */
/* ktour: dispatch to a command; `ktour` alone is `ktour explore`. */
#include <stdio.h>
#include <string.h>

#include "cli_opts.h"
#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/ui.h"

typedef struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const cli_command *options; /* its option table */
	const char *summary;
} command;

static const command commands[] = {
	{"explore", cmd_explore, &explore_command_table, "the interactive explorer (default)"},
	{"replay", cmd_replay, &replay_command_table,
	 "open a saved tour in the explorer, in replay mode"},
	{"play", cmd_play, &play_command_table,
	 "make a tour yourself: move the knight, ask for hints"},
	{"lesson", cmd_lesson, &lesson_command_table,
	 "give a lesson: a search scene by scene, with captions"},
	{"solve", cmd_solve, &solve_command_table, "find one tour (or -n N tours) and print it"},
	{"count", cmd_count, &count_command_table,
	 "count tours; the first line of output is the count"},
	{"check", cmd_check, &check_command_table,
	 "is this file a tour? open or closed? Warnsdorff?"},
	{"convert", cmd_convert, &convert_command_table,
	 "convert a tour between grid, moves, json and svg"},
	{"render", cmd_render, &render_command_table,
	 "a moment of the explorer as a picture (svg, png, pdf, gif)"},
	{"quiz", cmd_quiz, &quiz_command_table,
	 "a quiz drawn from real searches, on paper (--worksheet)"},
	{"experiment", cmd_experiment, &experiment_command_table,
	 "the literature's experiments, as tables and charts"},
	{"config", cmd_config, &config_command_table,
	 "the settings in force and where each came from; --edit"},
};

static void usage(FILE *f)
{
	fprintf(f, "usage: ktour [COMMAND] [OPTIONS]\n\ncommands:\n");
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		fprintf(f, "  %-10s  %s\n", commands[i].name, commands[i].summary);
	char man[4400];
	escape_printf(f,
		      "\n'ktour COMMAND --help' lists a command's options; the man page has the\n"
		      "details (%s).\n",
		      cli_man_page(man, sizeof man));
	fprintf(f, "'ktour --list-options [COMMAND]' lists them for scripts and shell "
		   "completion.\n"
		   "With no command, ktour opens the explorer on an 8x8 board.\n");
}

static const command *command_named(const char *name)
{
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(name, commands[i].name) == 0)
			return &commands[i];
	return NULL;
}

/* ktour --list-options: "NAME OPERANDS SUMMARY" per command; with CMD, the
 * command's options from the table it parses (complete.c). */
static int list_options(int argc, char **argv)
{
	if (argc == 2) {
		for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
			escape_printf(stdout, "%s %s %s\n", commands[i].name,
				      cli_command_operands(commands[i].name), commands[i].summary);
		return EXIT_YES;
	}
	const command *c = command_named(argv[2]);
	if (argc > 3 || !c) {
		cli_error("--list-options: %s %s (expected: ktour --list-options [COMMAND])",
			  argc > 3 ? "one command at a time, not" : "unknown command",
			  ESCAPE_QUOTE(argv[argc > 3 ? 3 : 2]));
		return EXIT_USAGE;
	}
	return cli_list_options(c->options);
}

static void print_version(void)
{
#if defined(__clang__)
	const char *compiler = "clang " __clang_version__;
#elif defined(__GNUC__)
	const char *compiler = "gcc " __VERSION__;
#else
	const char *compiler = "an unknown C compiler";
#endif
	escape_printf(stdout, "%s\nbuilt with %s, POSIX threads, %s\n", ktour_version,
		      ui_curses_version(), compiler);
}

int main(int argc, char **argv)
{
	if (argc < 2 || argv[1][0] == '-') {
		if (argc >= 2 && strcmp(argv[1], "--help") == 0) {
			usage(stdout);
			return EXIT_YES;
		}
		if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
			print_version();
			return EXIT_YES;
		}
		if (argc >= 2 && strcmp(argv[1], "--list-options") == 0)
			return list_options(argc, argv);
		/* Options without a command belong to the explorer. */
		argv[0] = (char *)"explore";
		return cmd_explore_implied(argc, argv);
	}
	const command *c = command_named(argv[1]);
	if (c)
		return c->run(argc - 1, argv + 1);
	if (strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return EXIT_YES;
	}
	cli_error("unknown command %s", ESCAPE_QUOTE(argv[1]));
	usage(stderr);
	return EXIT_USAGE;
}
