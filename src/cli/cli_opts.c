/* SPDX-License-Identifier: MIT */
/* Parsing a command line by the command's option table, and the option
 * lines of its --help (cli_opts.h). */
#include "cli_opts.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/commands.h"
#include "ktour/escape.h"

/* More options than any command has. */
#define CLI_MAX_OPTS 64

/* The command whose line cli_parse() reads, for the setters' messages. */
static const char *parsing = "ktour";

static bool has_letter(const cli_opt *o)
{
	return o->code > 0 && o->code < 0x80 && isalnum(o->code);
}

/* getopt_long's tables, made from the command's. */
static bool make_tables(const cli_command *cmd, struct option *longopts, char *shortopts)
{
	if (cmd->nopts > CLI_MAX_OPTS)
		return false;
	size_t n = 0;
	shortopts[n++] = ':'; /* a missing value is told apart from an unknown option */
	for (size_t i = 0; i < cmd->nopts; i++) {
		const cli_opt *o = &cmd->opts[i];
		longopts[i] = (struct option){o->name, o->has_arg, NULL, o->code};
		if (has_letter(o)) {
			shortopts[n++] = (char)o->code;
			if (o->has_arg == required_argument)
				shortopts[n++] = ':';
		}
	}
	longopts[cmd->nopts] = (struct option){NULL, 0, NULL, 0};
	shortopts[n] = '\0';
	return true;
}

/* The line of code (a short option; a long one comes with its index). */
static const cli_opt *opt_of(const cli_command *cmd, int code, int index)
{
	if (index >= 0 && (size_t)index < cmd->nopts)
		return &cmd->opts[index];
	for (size_t i = 0; i < cmd->nopts; i++)
		if (cmd->opts[i].code == code)
			return &cmd->opts[i];
	return NULL;
}

static int usage_error(const cli_command *cmd, int status)
{
	if (cmd->hint)
		cmd->hint();
	return status;
}

int cli_parse(const cli_command *cmd, int argc, char **argv, void *args, int *operands)
{
	struct option longopts[CLI_MAX_OPTS + 1];
	char shortopts[3 * CLI_MAX_OPTS + 2];
	if (!make_tables(cmd, longopts, shortopts)) {
		cli_error("%s: too many options for the parser", cmd->name);
		return EXIT_USAGE;
	}
	parsing = cmd->name;
	optind = 0;
	opterr = 0;
	int code, index = -1;
	while ((code = getopt_long(argc, argv, shortopts, longopts, &index)) != -1) {
		const cli_opt *o = code == ':' || code == '?' ? NULL : opt_of(cmd, code, index);
		index = -1;
		if (!o)
			return usage_error(cmd, cli_bad_option(cmd->name, code, argv));
		if (o->flags & CLI_HELP) {
			cmd->usage(stdout);
			return EXIT_YES;
		}
		int status = (o->flags & CLI_SHARED ? cmd->shared : o->set)(args, o, optarg);
		if (status)
			return usage_error(cmd, status);
	}
	*operands = optind;
	return -1;
}

/* One option's lines: "  -j, --threads N" padded to the column (or two
 * blanks past it), the first line of its text; then the others. */
static void help_lines(FILE *f, const cli_opt *o, int col)
{
	char left[80];
	int n = snprintf(left, sizeof left, "%s--%s%s%s", has_letter(o) ? "  -X, " : "      ",
			 o->name, o->has_arg == required_argument ? " " : "",
			 o->has_arg == required_argument ? o->arg : "");
	if (has_letter(o))
		left[3] = (char)o->code;
	fprintf(f, "%s%*s", left, n < col ? col - n : 2, "");
	const char *line = o->help;
	for (;;) {
		size_t len = strcspn(line, "\n");
		fprintf(f, "%.*s\n", (int)len, line);
		if (!line[len])
			break;
		line += len + 1;
		fprintf(f, "%*s", col, "");
	}
}

void cli_help_options(FILE *f, const cli_command *cmd)
{
	for (size_t i = 0; i < cmd->nopts; i++) {
		const cli_opt *o = &cmd->opts[i];
		if (o->help && !(o->flags & CLI_HIDDEN))
			help_lines(f, o, cmd->help_col);
	}
}

int cli_set_flag(void *args, const cli_opt *opt, const char *value)
{
	(void)value;
	*(bool *)((char *)args + opt->field) = true;
	return 0;
}

int cli_set_text(void *args, const cli_opt *opt, const char *value)
{
	*(const char **)((char *)args + opt->field) = value;
	return 0;
}

void cli_command_line(int argc, char **argv, char *out, size_t len)
{
	size_t at = (size_t)snprintf(out, len, "ktour");
	for (int i = 0; i < argc && at + 1 < len; i++) {
		const char *a = argv[i];
		bool plain = a[0] && strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
					       "0123456789-_=+,./:@%") == strlen(a);
		if (plain) {
			at += (size_t)snprintf(out + at, len - at, " %s", a);
			continue;
		}
		at += (size_t)snprintf(out + at, len - at, " '");
		for (; *a && at + 1 < len; a++)
			at += (size_t)(*a == '\'' ? snprintf(out + at, len - at, "'\\''")
						  : snprintf(out + at, len - at, "%c", *a));
		if (at + 1 < len)
			at += (size_t)snprintf(out + at, len - at, "'");
	}
}

const char *cli_opt_shown(const cli_opt *opt, char *buf, size_t len)
{
	if (has_letter(opt))
		snprintf(buf, len, "-%c", opt->code);
	else
		snprintf(buf, len, "--%s", opt->name);
	return buf;
}

int cli_check_path(const cli_opt *opt, const char *value)
{
	if (value[0])
		return 0;
	char name[40];
	cli_error("%s: %s '': expected a %s name", parsing, cli_opt_shown(opt, name, sizeof name),
		  opt->arg && strcmp(opt->arg, "DIR") == 0 ? "directory" : "file");
	return EXIT_USAGE;
}

int cli_set_path(void *args, const cli_opt *opt, const char *value)
{
	int st = cli_check_path(opt, value);
	return st ? st : cli_set_text(args, opt, value);
}

int cli_set_shared(shared_options *so, const char *prefix, const cli_opt *opt, const char *value)
{
	char err[300];
	if (options_handle(so, opt->code, value, err, sizeof err) >= 0)
		return 0;
	cli_error("%s%s", prefix, err);
	return EXIT_USAGE;
}

static bool is_command(const char *word)
{
	static const cli_command *const tables[] = {
		&explore_command_table, &replay_command_table,	&play_command_table,
		&lesson_command_table,	&solve_command_table,	&count_command_table,
		&check_command_table,	&convert_command_table, &render_command_table,
		&experiment_command_table, &quiz_command_table, &config_command_table,
	};
	for (size_t i = 0; i < sizeof tables / sizeof tables[0]; i++)
		if (strcmp(word, tables[i]->name) == 0)
			return true;
	return false;
}

/* The line shown: room for a long command line, which is cut before a
 * word and then says so with " ...". */
#define COMMAND_FIRST_MAX 400

/* The words of argv but argv[at], with argv[at] first, as a shell takes
 * them ("ktour solve -b 3x3"), into out (COMMAND_FIRST_MAX + 5 bytes);
 * false when there is no memory for them. */
static bool command_first(int argc, char **argv, int at, char *out)
{
	char **words = malloc((size_t)argc * sizeof *words);
	if (!words)
		return false;
	int n = 0;
	words[n++] = argv[at];
	for (int i = 1; i < argc; i++)
		if (i != at)
			words[n++] = argv[i];
	/* the words that fit whole: no more than one a blank and a byte each */
	int shown = n < COMMAND_FIRST_MAX / 2 ? n : COMMAND_FIRST_MAX / 2;
	char line[COMMAND_FIRST_MAX + 2]; /* a line longer than the most: cut */
	do
		cli_command_line(shown, words, line, sizeof line);
	while (strlen(line) > COMMAND_FIRST_MAX && --shown > 1);
	free(words);
	snprintf(out, COMMAND_FIRST_MAX + 5, "%.*s%s", COMMAND_FIRST_MAX, line,
		 shown < n || strlen(line) > COMMAND_FIRST_MAX ? " ..." : "");
	return true;
}

bool cli_stray_command(const char *cmd, int argc, char **argv, int at, bool implied)
{
	if (at <= 0 || at >= argc || !is_command(argv[at]))
		return false;
	if (!implied) {
		cli_error("%s: unexpected argument %s: one command at a time (%s is a command "
			  "of its own)",
			  cmd, ESCAPE_QUOTE(argv[at]), ESCAPE_QUOTE(argv[at]));
		return true;
	}
	char line[COMMAND_FIRST_MAX + 5];
	if (command_first(argc, argv, at, line))
		cli_error("%s: unexpected argument %s; the command comes first: %s", cmd,
			  ESCAPE_QUOTE(argv[at]), line);
	else
		cli_error("%s: unexpected argument %s; the command comes first: ktour %s "
			  "OPTIONS",
			  cmd, ESCAPE_QUOTE(argv[at]), argv[at]);
	return true;
}
