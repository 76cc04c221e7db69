/* SPDX-License-Identifier: MIT */
/* ktour replay FILE: the explorer in replay mode (cmd_explore.c parses). */
#include "cmd_explore.h"
#include "ktour/commands.h"

int cmd_replay(int argc, char **argv)
{
	return explore_command(argc, argv, EXPLORE_REPLAY);
}
