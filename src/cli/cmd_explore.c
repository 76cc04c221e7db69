/* ktour explore (not built yet). */
#include "ktour/commands.h"

int cmd_explore(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error("explore: not implemented yet");
	return EXIT_USAGE;
}
