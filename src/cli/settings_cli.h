/* SPDX-License-Identifier: MIT */
/* The settings file (ktour/settings_file.h) on the command line's side:
 * read for the explorer, play, replay and lesson (and `ktour config`), its keys
 * applied where the command line gave none, `ktour config`'s report of
 * the settings in force and where each came from, and `ktour config
 * --edit`.  The headless commands (solve, count, check, convert, render,
 * experiment) never read it: what they print does not depend on it.
 * Private to src/cli/. */
#ifndef KTOUR_CLI_SETTINGS_H
#define KTOUR_CLI_SETTINGS_H

#include <stdbool.h>

#include "ktour/options.h"
#include "ktour/settings_file.h"
#include "ktour/ui.h"

/* What reads which keys: every key, the board's and the display's, the
 * display's (SETTINGS_BIT of settings_key). */
#define SETTINGS_WANT_ALL ((1u << SK_COUNT) - 1)
#define SETTINGS_WANT_DISPLAY (SETTINGS_WANT_ALL & ~((1u << SK_SEARCH_COUNT) - 1))
/* A lesson's search, speed and panels are the lesson file's: the terminal's
 * keys alone. */
#define SETTINGS_WANT_LESSON                                                                     \
	(SETTINGS_BIT(SK_THEME) | SETTINGS_BIT(SK_COLOR) | SETTINGS_BIT(SK_MOUSE) |              \
	 SETTINGS_BIT(SK_ASCII))
#define SETTINGS_WANT_PLAY                                                                       \
	(SETTINGS_WANT_DISPLAY | SETTINGS_BIT(SK_BOARD) | SETTINGS_BIT(SK_LEAPER) |              \
	 SETTINGS_BIT(SK_TORUS) | SETTINGS_BIT(SK_START) | SETTINGS_BIT(SK_CLOSED))

typedef struct cli_settings {
	bool no_config;        /* --no-config */
	bool edit;             /* config --edit */
	unsigned given;        /* the display's keys the command line gave (the
				  search's are in config_input.given) */
	unsigned wanted;       /* the keys the command reads (SETTINGS_WANT_*) */
	char path[4096];       /* the file ("" none) */
	bool named;            /* KTOUR_CONFIG named it */
	settings_status status;
	char why[600];         /* why it was not read (SETTINGS_REFUSED, ...) */
	settings_file file;
	settings_origin origin[SK_COUNT];
	char note[160];        /* the explorer's first message, when the file
				  has a bad line or cannot be read */
} cli_settings;

/* Find and read the file (unless --no-config), for a command that reads
 * the keys in `wanted`: its bad lines, and a file that cannot be read,
 * are named on standard error, once. */
void settings_cli_read(cli_settings *st, unsigned wanted);

/* The file's display keys into eo where the command line gave none
 * (--ascii and --no-mouse are seen in eo), and where the explorer's
 * options form saves the defaults. */
void settings_cli_display(cli_settings *st, explore_options *eo);

/* The file's search keys into so where the command line gave none
 * (before options_finish()). */
void settings_cli_search(cli_settings *st, shared_options *so);

/* options_finish()'s message err, after prefix, on standard error; when
 * the board or the engine it names came from the file, its line too (the
 * user did not type it). */
void settings_cli_refused(const cli_settings *st, const char *prefix, const char *err);

/* ktour config: the settings in force (so finished, eo) and where each
 * came from, on standard output.  0, or 1 when the file has a bad line or
 * could not be read. */
int settings_cli_report(const cli_settings *st, const shared_options *so,
			const explore_options *eo);

/* ktour config --edit: the file in $VISUAL or $EDITOR (vi), made first
 * from the template when there is none; its bad lines named after. */
int settings_cli_edit(cli_settings *st);

#endif
