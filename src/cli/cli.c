/* Helpers shared by the commands. */
#include <stdarg.h>
#include <stdio.h>

#include "ktour/commands.h"

const char ktour_version[] = "ktour 0.1.0";

void cli_error(const char *fmt, ...)
{
	va_list ap;
	fflush(stdout);
	fputs("ktour: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
}

