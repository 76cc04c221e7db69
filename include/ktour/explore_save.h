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
 * stack-panel and presentation, may be missing: older files have none).  The settings' lines are written and
 * read by the settings codec (ktour/config.h, config_session_spelling).
 * No curses, no engine here. */
#ifndef KTOUR_EXPLORE_SAVE_H
#define KTOUR_EXPLORE_SAVE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/config.h"

#define EXPLORE_SAVE_VERSION 1
/* Largest session file read (a real one is well under 1 KiB). */
#define EXPLORE_SAVE_MAX_BYTES 16384

typedef struct explore_save {
	engine_config cfg;   /* prefix and all_starts are not saved */
	bool start_given;
	uint64_t steps;      /* steps taken (history position) */
	bool speed_max;
	uint32_t speed;      /* steps per second */
	bool heat_on_board;  /* the h view */
	/* The layout (optional lines, older files have none): panels hidden
	 * with m and t, the presentation layout of z. */
	bool hide_heat, hide_stack, present;
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
