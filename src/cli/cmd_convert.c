/* ktour convert (not built yet). */
#include "ktour/commands.h"

int cmd_convert(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	cli_error("convert: not implemented yet");
	return EXIT_USAGE;
}
