/* ktour check (not built yet). */
#include "ktour/commands.h"

int cmd_check(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error("check: not implemented yet");
	return EXIT_USAGE;
}
