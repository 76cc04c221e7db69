/* SPDX-License-Identifier: MIT */
/* The interactive explorer (docs/design.md "The explorer").  The command line
 * (src/cli/cmd_explore.c) fills an explore_options and calls ui_explore();
 * everything behind it lives in src/ui/ and is the only code that uses
 * curses.  This header does not include curses. */
#ifndef KTOUR_UI_H
#define KTOUR_UI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ktour/engine.h"
#include "ktour/explore_save.h"
#include "ktour/lesson.h"
#include "ktour/moment.h"
#include "ktour/panel.h"
#include "ktour/tour.h"

typedef enum ui_color_choice {
	UI_COLOR_AUTO = 0, /* 256 or 8 colours as the terminal has, none with NO_COLOR */
	UI_COLOR_256,
	UI_COLOR_8,
	UI_COLOR_OFF,
} ui_color_choice;

/* The slowest and fastest finite speeds (steps per second). */
#define UI_SPEED_MIN 1u
#define UI_SPEED_MAX 100000000u

typedef struct explore_options {
	engine_config cfg;      /* as resolved by options_finish() */
	bool start_given;       /* --start was given (the options form shows it) */
	bool speed_max;         /* --speed max */
	uint32_t speed;         /* steps per second when !speed_max */
	bool ascii;             /* --ascii: no UTF-8 glyphs */
	ui_color_choice color;  /* --color */
	int theme;              /* --theme: the colour theme, an index of
				   ui_theme_name() (0: dark); a settings file,
				   once there is one, sets it before the session
				   file and the command line do */
	bool no_mouse;          /* --no-mouse */
	uint64_t quit_after;    /* --quit-after: 0 = off; else run at once and
				   exit after that many steps */
	/* Replay mode (ktour replay FILE): the path to play back (copied by
	 * ui_explore; cfg is ignored) and the name shown for it.  The replay
	 * is an engine (ktour/replay.h) like the searches: the views, rewind
	 * and keys need nothing else. */
	const tour *replay;
	const char *replay_name;
	/* ktour replay FILE...: replay[0..replay_count-1] and their names
	 * (0: the one tour above, named replay_name); ] and [ go through them. */
	size_t replay_count;
	const char *const *replay_names;
	/* ktour explore --resume: fast-forward to this many steps before the
	 * first screen; heat_on_board restores the h view, panels the panels
	 * shown (m, t, a: ktour/panel.h; PANEL_DEFAULT in a new session) and
	 * present the presentation layout (z). */
	uint64_t resume_steps;
	bool heat_on_board;
	panel_set panels;
	bool present;
	/* ktour play: the student moves the knight on cfg's board from its
	 * start; cfg's engine (a backtrack search) finishes the path. */
	bool play;
	/* explore --compare SETTINGS: a second search beside the first, with
	 * cfg changed by SETTINGS (config_compare()); NULL: one search. */
	const char *compare;
	/* --record FILE: the session as an asciicast v2 recording (NULL:
	 * none), its title and the command line that made it. */
	const char *record;
	const char *record_title;
	const char *record_command;
	/* explore --goto N: open at step N; --until COND: run (at the speed
	 * chosen) until the moment holds. */
	bool goto_given;
	uint64_t goto_step;
	bool until_given;
	moment until;
	/* the marks of a resumed session (explore --resume): marks[0..nmarks) */
	int nmarks;
	const explore_mark *marks;
	/* ktour lesson FILE: the lesson, read and run to each scene (its
	 * steps known); cfg is its first scene's search.  NULL: no lesson. */
	const lesson *lesson;
	/* ktour lesson --notes PATH: where each scene's notes go, for the
	 * teacher's own screen (a file or a terminal, opened); NULL: nowhere */
	FILE *lesson_notes;
	/* The settings file the options form saves the defaults to (Ctrl-S
	 * there: ktour/settings_file.h); NULL: none (--no-config, the null
	 * device).  settings_make_dirs: make its directory if need be (the
	 * default place, not KTOUR_CONFIG's). */
	const char *settings_path;
	bool settings_make_dirs;
	/* What was wrong with the settings file (its bad lines were named on
	 * standard error), for the message line at the start; NULL: nothing. */
	const char *settings_note;
} explore_options;

/* Defaults: speed 10 steps/s, colour auto, mouse on, UTF-8 from the locale,
 * the panels of PANEL_DEFAULT. */
void explore_options_init(explore_options *o);

/* Parse "--color" values; false on anything else. */
bool ui_color_from_name(const char *name, ui_color_choice *out);

/* The colour themes: "dark", "light", "projector", "mono" for 0, 1, ...
 * and NULL past the last; the index of the theme called name. */
const char *ui_theme_name(int theme);
bool ui_theme_from_name(const char *name, int *theme);

/* The curses library ktour was built with, e.g. "ncursesw 6.4.20221231"
 * (ktour --version). */
const char *ui_curses_version(void);

/* Run the explorer until the user quits.  Needs stdin and stdout to be a
 * terminal (the caller checks and reports).  Returns the exit status:
 * 0 on q, 128+N after signal N (SIGINT, SIGTERM, SIGHUP), 2 when the
 * terminal or the engine cannot be set up (the message is printed after
 * the terminal is restored). */
int ui_explore(const explore_options *o);

#endif
