/* SPDX-License-Identifier: MIT */
/* The explorer's command line, shared by `ktour explore` and
 * `ktour replay` and `ktour play` (same display options). */
#ifndef KTOUR_CLI_CMD_EXPLORE_H
#define KTOUR_CLI_CMD_EXPLORE_H

#include <stdbool.h>

typedef enum explore_kind {
	EXPLORE_SEARCH = 0, /* ktour explore */
	EXPLORE_REPLAY,     /* ktour replay FILE */
	EXPLORE_PLAY,       /* ktour play: the student moves the knight */
	EXPLORE_CONFIG,     /* ktour config: the explorer's settings, shown */
} explore_kind;

/* argv[0] is the command name; replay: one FILE (or -) and no search
 * options.  Returns the exit status. */
int explore_command(int argc, char **argv, explore_kind kind);

#endif
