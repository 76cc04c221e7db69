/* ktour replay (not built yet). */
#include "ktour/commands.h"

int cmd_replay(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error("replay: not implemented yet");
	return EXIT_USAGE;
}
