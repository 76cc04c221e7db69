/* Tour formats (placeholder until the formats land). */
#include "ktour/format.h"

#include <errno.h>
#include <string.h>

bool format_read_file(const char *path, tour_format fmt, tour *t, format_error *e)
{
	(void)fmt;
	(void)t;
	snprintf(e->file, sizeof e->file, "%s", path);
	e->line = e->col = 0;
	snprintf(e->msg, sizeof e->msg, "reading tours is not built yet");
	return false;
}

bool format_write(FILE *f, const tour *t, tour_format fmt)
{
	(void)fmt;
	for (size_t i = 0; i < t->len; i++)
		fprintf(f, "%ld%c", (long)t->path[i], i + 1 < t->len ? ' ' : '\n');
	return !ferror(f);
}
