/* SPDX-License-Identifier: MIT */
/* A saved explorer session (S in the explorer, ktour explore --resume):
 * the whole engine configuration, the number of steps taken and the
 * display settings, in a small versioned text file with a checksum.
 * Engines are deterministic given their configuration (seed included), so
 * a session is rebuilt by creating the engine again and running it the
 * same number of steps.
 *
 *   ktour explore session 1
 *   board 8x8
 *   ...one "key value" line per setting...
 *   steps 1234
 *   checksum 0123456789abcdef     (FNV-1a 64 of every byte before it)
 *
 * A file of another version, with a wrong checksum, truncated, or with a
 * missing, repeated or unknown line is refused as a whole with a message
 * naming the file and what is wrong (the layout's lines, heatmap-panel,
 * stack-panel, presentation and algorithm-panel, may be missing: older
 * files have none; a panel without its line is as in a new session,
 * PANEL_DEFAULT; so may the colour theme's, "theme NAME", and the marks,
 * "mark STEP NAME", each a line of its own).  The settings' lines are
 * written and
 * read by the settings codec (ktour/config.h, config_session_spelling).
 *
 * A backtrack search that continues a fixed path (f in ktour play) has a
 * last optional line, "prefix 1,1 3,2 5,1 ..." (row,column from 1, as the
 * start line): resumed without it, the search would start from the start
 * square alone and be another search.
 * No curses, no engine here. */
#ifndef KTOUR_EXPLORE_SAVE_H
#define KTOUR_EXPLORE_SAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/config.h"
#include "ktour/panel.h"

#define EXPLORE_SAVE_VERSION 1
/* Largest session file read (a real one is well under 1 KiB; one with a
 * prefix of the most squares under 12 KiB, and the most marks under 6). */
#define EXPLORE_SAVE_MAX_BYTES 20480
/* The most squares a saved prefix has. */
#define EXPLORE_SAVE_PREFIX_MAX 1000
/* The longest theme name kept, with its NUL. */
#define EXPLORE_SAVE_THEME_MAX 16

/* A moment the user named (M in the explorer): "mark STEP NAME" lines,
 * optional and repeated, in the order they were made.  A name is printable
 * text of 1 to EXPLORE_MARK_NAME_MAX - 1 bytes. */
#define EXPLORE_MARK_NAME_MAX 61
#define EXPLORE_SAVE_MARKS_MAX 64
typedef struct explore_mark {
	uint64_t step;
	char name[EXPLORE_MARK_NAME_MAX];
} explore_mark;

/* Is name a mark's name (printable, no control character, 1 to
 * EXPLORE_MARK_NAME_MAX - 1 bytes, not only blanks)? */
bool explore_mark_name_ok(const char *name);

typedef struct explore_save {
	/* all_starts is not saved.  Written: cfg.prefix[0..cfg.prefix_len).
	 * Read: the squares go to prefix[], cfg.prefix_len is their number
	 * and cfg.prefix is NULL: the reader points it at a copy of prefix[]
	 * that lives as long as the search. */
	engine_config cfg;
	ksq prefix[EXPLORE_SAVE_PREFIX_MAX];
	bool start_given;
	uint64_t steps;      /* steps taken (history position) */
	bool speed_max;
	uint32_t speed;      /* steps per second */
	bool heat_on_board;  /* the h view */
	/* The layout (optional lines, older files have none): the panels
	 * shown (m, t, a: panel.h) and the presentation layout of z. */
	panel_set panels;
	bool present;
	/* The marks (optional lines; older files have none). */
	int nmarks;
	explore_mark marks[EXPLORE_SAVE_MARKS_MAX];
	/* The colour theme's name (optional; "" when the file has none): a
	 * word the explorer checks (ktour/ui.h: ui_theme_from_name). */
	char theme[EXPLORE_SAVE_THEME_MAX];
} explore_save;

/* The file's text into buf; false when it does not fit. */
bool explore_save_format(const explore_save *s, char *buf, size_t buflen);

/* Parse a session from memory; `name` is used in messages.  On failure
 * *out is untouched and err says what is wrong. */
bool explore_save_parse(const char *buf, size_t len, const char *name, explore_save *out,
			char *err, size_t errlen);

/* Write atomically (a temporary file in the same directory, then rename):
 * a failure leaves any old file as it was and no temporary behind.  With
 * overwrite false an existing path fails with EEXIST. */
bool explore_save_write(const char *path, const explore_save *s, bool overwrite, char *err,
			size_t errlen);

/* Read and parse a session file. */
bool explore_save_read(const char *path, explore_save *out, char *err, size_t errlen);

#endif
