/* ktour: dispatch to a command; `ktour` alone is `ktour explore`. */
#include <stdio.h>
#include <string.h>

#include "ktour/commands.h"

typedef struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
} command;

static const command commands[] = {
	{"explore", cmd_explore, "the interactive explorer (default)"},
	{"replay", cmd_replay, "open a saved tour in the explorer, in replay mode"},
	{"play", cmd_play, "make a tour yourself: move the knight, ask for hints"},
	{"solve", cmd_solve, "find one tour (or -n N tours) and print it"},
	{"count", cmd_count, "count tours; the first line of output is the count"},
	{"check", cmd_check, "is this file a tour? open or closed? Warnsdorff?"},
	{"convert", cmd_convert, "convert a tour between grid, moves, json and svg"},
};

static void usage(FILE *f)
{
	fprintf(f, "usage: ktour [COMMAND] [OPTIONS]\n\ncommands:\n");
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		fprintf(f, "  %-8s  %s\n", commands[i].name, commands[i].summary);
	fprintf(f, "\n'ktour COMMAND --help' lists a command's options; "
		   "'man ktour' has the details.\n"
		   "With no command, ktour opens the explorer on an 8x8 board.\n");
}

int main(int argc, char **argv)
{
	if (argc < 2 || argv[1][0] == '-') {
		if (argc >= 2 && strcmp(argv[1], "--help") == 0) {
			usage(stdout);
			return EXIT_YES;
		}
		if (argc >= 2 && strcmp(argv[1], "--version") == 0) {
			printf("%s\n", ktour_version);
			return EXIT_YES;
		}
		/* Options without a command belong to the explorer. */
		argv[0] = (char *)"explore";
		return cmd_explore(argc, argv);
	}
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	if (strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return EXIT_YES;
	}
	cli_error("unknown command '%s'", argv[1]);
	usage(stderr);
	return EXIT_USAGE;
}
