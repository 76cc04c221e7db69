/* ktour count (not built yet). */
#include "ktour/commands.h"

int cmd_count(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error("count: not implemented yet");
	return EXIT_USAGE;
}
