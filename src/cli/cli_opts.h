/* SPDX-License-Identifier: MIT */
/* A command's options as one table (cli_command): it drives the parsing
 * (getopt_long's tables are made from it), the option lines of --help,
 * `ktour --list-options COMMAND` (complete.c) and with that the shell
 * completions and the check that the man page names every option
 * (tests/cli/test_completion.sh).  An option is added to a command by
 * adding its line to the command's table.  Private to src/cli/. */
#ifndef KTOUR_CLI_OPTS_H
#define KTOUR_CLI_OPTS_H

#include <getopt.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "ktour/options.h"

typedef struct cli_opt cli_opt;

/* Store an option in the command's arguments (value NULL for an option
 * that takes none): 0, or the exit status after a message. */
typedef int (*cli_set_fn)(void *args, const cli_opt *opt, const char *value);

enum {
	CLI_HIDDEN = 1u << 0, /* parsed (for the message it gets), neither listed nor in --help */
	CLI_SHARED = 1u << 1, /* a shared option: the command's `shared` setter stores it */
	CLI_HELP = 1u << 2,   /* --help: the command's usage on stdout, exit 0 */
};

struct cli_opt {
	const char *name;  /* the long name, without "--" */
	int code;          /* getopt's code: a letter (also the short option) or >= 0x100 */
	int has_arg;       /* no_argument or required_argument */
	const char *arg;   /* the value's name in --help ("N", "FILE") */
	const char *help;  /* --help's text, lines separated by newlines; NULL: another
			      line's text names it (--colour, --from) */
	cli_set_fn set;    /* stores it (not for CLI_SHARED, CLI_HELP) */
	size_t field;      /* for cli_set_flag / cli_set_text: offsetof the field */
	int key;           /* for the setter: the shared options' config key */
	unsigned flags;
};

typedef struct cli_command {
	const char *name;
	const cli_opt *opts;
	size_t nopts;
	int help_col;                     /* --help's descriptions start here */
	void (*usage)(FILE *f);           /* the whole --help text */
	cli_set_fn shared;                /* stores the shared options */
	void (*hint)(void);               /* after a usage error, or NULL */
} cli_command;

#define CLI_NOPTS(table) (sizeof(table) / sizeof(table)[0])

/* Table lines: an option that takes a value (ARG in --help) or none,
 * stored by a setter, or in a field of the command's arguments (TYPE):
 * the value (const char *) or true (bool); hidden ones are refused with
 * the setter's message but neither listed nor in --help. */
#define CLI_VALUE(name, code, arg, help, set)                                                    \
	{name, code, required_argument, arg, help, set, 0, 0, 0}
#define CLI_SWITCH(name, code, help, set) {name, code, no_argument, NULL, help, set, 0, 0, 0}
#define CLI_VALUE_FIELD(name, code, arg, help, type, member)                                     \
	{name, code, required_argument, arg, help, cli_set_text, offsetof(type, member), 0, 0}
#define CLI_SWITCH_FIELD(name, code, help, type, member)                                         \
	{name, code, no_argument, NULL, help, cli_set_flag, offsetof(type, member), 0, 0}
/* A file's (or a directory's) name: stored as by CLI_VALUE_FIELD, and an
 * empty one refused with a message naming the option. */
#define CLI_PATH_FIELD(name, code, arg, help, type, member)                                      \
	{name, code, required_argument, arg, help, cli_set_path, offsetof(type, member), 0, 0}
#define CLI_VALUE_HIDDEN(name, code, set)                                                        \
	{name, code, required_argument, NULL, NULL, set, 0, 0, CLI_HIDDEN}

/* The shared options (ktour/options.h) as table lines, listed or hidden. */
#define CLI_SHARED_ENTRY(name, code, has_arg, arg, key, help)                                    \
	{name, code, has_arg, arg, help, NULL, 0, key, CLI_SHARED}
#define CLI_SHARED_HIDDEN_ENTRY(name, code, has_arg, arg, key, help)                             \
	{name, code, has_arg, arg, help, NULL, 0, key, CLI_SHARED | CLI_HIDDEN}
#define CLI_SHARED_OPTIONS OPTIONS_SHARED(CLI_SHARED_ENTRY)
#define CLI_SHARED_OPTIONS_HIDDEN OPTIONS_SHARED(CLI_SHARED_HIDDEN_ENTRY)

/* -h, --help */
#define CLI_HELP_OPTION(text) {"help", 'h', no_argument, NULL, text, NULL, 0, 0, CLI_HELP}

/* Parse argv[1..argc) by cmd's table into args.  -1: go on, the operands
 * from argv[*operands] on; else the exit status (0 after --help, 2 after a
 * message naming the option, and cmd->hint). */
int cli_parse(const cli_command *cmd, int argc, char **argv, void *args, int *operands);

/* The option lines of --help: the listed options in the table's order. */
void cli_help_options(FILE *f, const cli_command *cmd);

/* Setters: a bool at opt->field set true; a const char * at opt->field
 * set to the value. */
int cli_set_flag(void *args, const cli_opt *opt, const char *value);
int cli_set_text(void *args, const cli_opt *opt, const char *value);
/* As cli_set_text, for a name of a file or directory: an empty one is
 * refused ("convert: -o '': expected a file name"); cli_check_path()
 * only checks (0, or EXIT_USAGE after the message). */
int cli_set_path(void *args, const cli_opt *opt, const char *value);
int cli_check_path(const cli_opt *opt, const char *value);
/* The command line as a shell would take it back, for a recording's
 * header (explore, replay, play, lesson): "ktour explore -b 6x6 --record
 * 'my class.cast'"; argv[0] is the command.  A word that is not plain
 * goes in single quotes, a quote in it as '\'' (the recording's writer
 * escapes the whole for JSON); cut when out is full. */
void cli_command_line(int argc, char **argv, char *out, size_t len);
/* The option as a message names it: "-o" when it has a letter, else
 * "--checkpoint"; into buf (at least 40 bytes). */
const char *cli_opt_shown(const cli_opt *opt, char *buf, size_t len);
/* A shared option into so (options_handle); a bad value: its message,
 * after `prefix` ("count: "), and EXIT_USAGE. */
int cli_set_shared(shared_options *so, const char *prefix, const cli_opt *opt, const char *value);

/* argv[at], an operand the command takes none of, when it is the name of
 * a command: the message saying so ("explore: unexpected argument 'solve';
 * the command comes first: ktour solve -b 3x3"; with `implied`, the
 * command was not typed but taken for explore, and the line shown is the
 * one typed with that name first; else "...: one command at a time"),
 * and true.  False, and nothing said, for any other word. */
bool cli_stray_command(const char *cmd, int argc, char **argv, int at, bool implied);

/* ktour --list-options COMMAND (complete.c): one line per listed option,
 * "--NAME -S|- ARG|- [VALUE ...]", ARG and the values saying what the
 * option's value is for the shell completions. */
int cli_list_options(const cli_command *cmd);

/* The commands' tables, for ktour --list-options. */
extern const cli_command explore_command_table, replay_command_table, play_command_table,
	solve_command_table, count_command_table, check_command_table, convert_command_table,
	render_command_table, experiment_command_table, lesson_command_table,
	quiz_command_table, config_command_table;

#endif
