/* The explorer's command line, shared by `ktour explore` and
 * `ktour replay` (same display options). */
#ifndef KTOUR_CLI_CMD_EXPLORE_H
#define KTOUR_CLI_CMD_EXPLORE_H

#include <stdbool.h>

/* argv[0] is the command name; replay: one FILE (or -) and no search
 * options.  Returns the exit status. */
int explore_command(int argc, char **argv, bool replay);

#endif
