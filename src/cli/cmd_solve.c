/* ktour solve (not built yet). */
#include "ktour/commands.h"

int cmd_solve(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error("solve: not implemented yet");
	return EXIT_USAGE;
}
