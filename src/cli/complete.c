/* SPDX-License-Identifier: MIT */
/* ktour --list-options [CMD]: the commands, or one command's long options
 * with the values they take, for the shell completions
 * (assets/completions/) and for scripts.
 *
 * The options come from the table the command parses (cli_opts.h), its
 * hidden lines left out, so a completion cannot miss an option.  What this
 * file adds is what a table does not say: what an option's value is for a
 * completion (value_kinds: FILE completes file names, DIR directories) and
 * which commands take file operands (operand_kinds).  An option or command
 * missing there is printed with '?', and tests/cli/test_completion.sh
 * fails until it is added. */
#include <ctype.h>
#include <getopt.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli_opts.h"
#include "ktour/commands.h"
#include "ktour/engine.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/experiment.h"
#include "ktour/format.h"
#include "ktour/options.h"
#include "ktour/picture.h"
#include "ktour/table.h"

/* ---- values from the name tables -------------------------------------------- */

/* Up to this many enum values are tried: more than any name table has. */
#define NAMES_MAX 32

static void engine_values(FILE *out)
{
	for (int k = 0; k < ENGINE_KIND_COUNT; k++)
		fprintf(out, " %s", engine_desc_of((engine_kind)k)->name);
}

/* explore --compare: the engines, then a setting. */
static void compare_values(FILE *out)
{
	for (int i = 0; i < ENGINE_KIND_COUNT; i++)
		fprintf(out, " %s", engine_kind_name(engine_kind_offered(i)));
	fprintf(out, " prune=lookahead");
}

static void tiebreak_values(FILE *out)
{
	for (int t = 0; t < NAMES_MAX; t++) {
		const char *name = tiebreak_name((tiebreak_kind)t);
		tiebreak_kind back;
		uint8_t order[8];
		if (name && tiebreak_from_name(name, &back, order) && (int)back == t)
			fprintf(out, " %s", name);
	}
}

/* The formats a file is read in, or (with svg) written in. */
static void formats(FILE *out, bool svg)
{
	for (int f = 0; f < NAMES_MAX; f++) {
		const char *name = format_name((tour_format)f);
		tour_format back;
		if (name && format_from_name(name, &back) && (int)back == f &&
		    (svg || back != FMT_SVG))
			fprintf(out, " %s", name);
	}
}

static void read_formats(FILE *out)
{
	formats(out, false);
}

/* convert --to: the tour formats, then the pictures (svg, a tour format
 * too, once). */
static void write_formats(FILE *out)
{
	formats(out, true);
	for (int f = 1; f <= PICTURE_FORMAT_COUNT; f++) {
		const char *name = picture_format_name((picture_format)f);
		tour_format also;
		if (!format_from_name(name, &also))
			fprintf(out, " %s", name);
	}
}

/* experiment --format: text, tsv, csv, json. */
static void table_formats(FILE *out)
{
	for (int k = 0; k < NAMES_MAX; k++) {
		const char *name = table_format_name((table_format)k);
		table_format back;
		if (!name || !table_format_from_name(name, &back) || back != (table_format)k)
			break;
		fprintf(out, " %s", name);
	}
}

/* ---- what each option's value is --------------------------------------------- */

typedef struct value_kind {
	const char *option; /* long name; "COMMAND:NAME" for one command's own */
	const char *arg;    /* as --help shows it; FILE completes file names, DIR
			     * directories */
	const char *values; /* a short list to offer, or NULL */
	void (*names)(FILE *out); /* or the list from a name table */
} value_kind;

static const value_kind value_kinds[] = {
	{"board", "RxC", "5x5 6x6 7x7 8x8 10x10 12x12 3x4 5x6 6x8", NULL},
	{"start", "SQ", NULL, NULL},
	{"engine", "NAME", NULL, engine_values},
	{"order", "ORD", "12345678 warnsdorff", NULL},
	{"prune", "MODE", "none lookahead", NULL},
	{"tiebreak", "RULE", NULL, tiebreak_values},
	{"seed", "N", NULL, NULL},
	{"leaper", "A,B", "1,2 1,3 2,3", NULL},
	{"tours", "N", NULL, NULL},
	{"format", "FMT", NULL, read_formats},
	{"output", "FILE", NULL, NULL},
	{"attempts", "N", NULL, NULL},
	{"threads", "N", NULL, NULL},
	{"checkpoint", "FILE", NULL, NULL},
	{"every", "SECONDS", NULL, NULL},
	{"resume", "FILE", NULL, NULL},
	{"split", "DEPTH", NULL, NULL},
	{"job", "SQ,SQ,...", NULL, NULL},
	{"part", "K/N", "1/10 1/100", NULL},
	{"time-limit", "SECONDS", NULL, NULL},
	{"from", "FMT", NULL, read_formats},
	{"to", "FMT", NULL, write_formats},
	{"speed", "N|max", "max 1 10 100 1000", NULL},
	{"color", "WHEN", "auto 256 8 off", NULL},
	{"colour", "WHEN", "auto 256 8 off", NULL},
	{"quit-after", "N", NULL, NULL},
	{"compare", "SETTINGS", NULL, compare_values},
	{"goto", "N", NULL, NULL},
	{"until", "COND", "solution stuck forced", NULL},
	{"probes", "N", NULL, NULL},
	{"sizes", "A..B", "5..50 10..50 5..400", NULL},
	{"trials", "N", NULL, NULL},
	{"rules", "LIST", "random,12345678,pohl,roth,squirrel-cull", NULL},
	{"orderings", "LIST", NULL, NULL},
	{"plot", "FILE", NULL, NULL},
	{"experiment:format", "FMT", NULL, table_formats},
	{"experiment:start", "R,C", NULL, NULL},
	{"base", "0|1", "0 1", NULL},
	{"method", "NAME", "auto backtrack frontier", NULL},
	{"memory", "SIZE", "512M 2G 8G 20G", NULL},
	{"spill", "DIR", NULL, NULL},
	{"fps", "N", "2 4 8", NULL},
	{"size", "WxH", "480x480 960x540 1600x900", NULL},
	{"theme", "NAME", "dark light projector mono", NULL},
	{"render:every", "K", NULL, NULL},
	{"step", "N", NULL, NULL},
	{"move", "N", NULL, NULL},
	{"frames", "A..B", "0..63", NULL},
	{"show", "LIST", "all board,stack board,heatmap,stack,narration,status", NULL},
	{"replay", "FILE", NULL, NULL},
	{"tree-style", "STYLE", "icicle sunburst", NULL},
	{"tree-data", "FILE", NULL, NULL},
	{"record", "FILE", NULL, NULL},
	{"questions", "N", NULL, NULL},
	{"kinds", "LIST", "all next onward forced retreat possible closed warnsdorff", NULL},
	{"quiz:tiebreak", "ORD", "12345678 36875124", NULL},
	{"quiz:order", "ORD", "12345678 87654321 36875124", NULL},
	{"quiz:board", "RxC", "5x5 6x6 8x8 10x10 12x12", NULL},
	{"notes", "PATH", NULL, NULL},
};

/* The kind of a command's option: its own entry first, then the shared one. */
static const value_kind *value_kind_of(const char *command, const char *option)
{
	char own[64];
	snprintf(own, sizeof own, "%s:%s", command, option);
	for (size_t i = 0; i < sizeof value_kinds / sizeof value_kinds[0]; i++)
		if (strcmp(value_kinds[i].option, own) == 0)
			return &value_kinds[i];
	for (size_t i = 0; i < sizeof value_kinds / sizeof value_kinds[0]; i++)
		if (strcmp(value_kinds[i].option, option) == 0)
			return &value_kinds[i];
	return NULL;
}

/* The operands each command takes after its options: '-' none, FILE one
 * file name, FILE... any number of them (check's files, replay's
 * playlist), or a list of words separated by commas (experiment's names). */
static const struct {
	const char *command, *operands;
} operand_kinds[] = {
	{"explore", "-"}, {"replay", "FILE..."}, {"play", "-"}, {"lesson", "FILE"}, {"solve", "-"},
	{"count", "-"},   {"check", "FILE..."},  {"convert", "FILE"}, {"render", "-"},
	{"quiz", "-"},    {"config", "-"},
};

/* "random-ties,tiebreaks,..." from the experiments' own name table. */
static const char *experiment_names(void)
{
	static char list[200];
	size_t n = 0;
	list[0] = '\0';
	for (int k = 0; k < NAMES_MAX; k++) {
		const char *name = experiment_name((experiment_kind)k);
		experiment_kind back;
		if (!name || !experiment_from_name(name, &back) || back != (experiment_kind)k)
			break;
		n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", n ? "," : "", name);
		if (n >= sizeof list)
			return "?";
	}
	return list;
}

const char *cli_command_operands(const char *command)
{
	if (strcmp(command, "experiment") == 0)
		return experiment_names();
	for (size_t i = 0; i < sizeof operand_kinds / sizeof operand_kinds[0]; i++)
		if (strcmp(operand_kinds[i].command, command) == 0)
			return operand_kinds[i].operands;
	return "?";
}

/* ---- the listing ------------------------------------------------------------- */

int cli_list_options(const cli_command *cmd)
{
	for (size_t i = 0; i < cmd->nopts; i++) {
		const cli_opt *o = &cmd->opts[i];
		if (o->flags & CLI_HIDDEN)
			continue;
		int v = o->code;
		bool has_short = v > 0 && v < 0x80 && isalnum(v);
		if (has_short)
			escape_printf(stdout, "--%s -%c", o->name, v);
		else
			escape_printf(stdout, "--%s -", o->name);
		if (o->has_arg == no_argument) {
			fputs(" -\n", stdout);
			continue;
		}
		const value_kind *k = value_kind_of(cmd->name, o->name);
		escape_printf(stdout, " %s", k ? k->arg : "?");
		if (k && k->values)
			escape_printf(stdout, " %s", k->values);
		if (k && k->names)
			k->names(stdout);
		putchar('\n');
	}
	return fflush(stdout) == 0 && !ferror(stdout) ? EXIT_YES : EXIT_USAGE;
}
