/* Tours: paths with metadata (placeholder until the formats land). */
#include "ktour/tour.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void tour_init(tour *t, const board_spec *spec)
{
	memset(t, 0, sizeof *t);
	t->spec = *spec;
}

void tour_free(tour *t)
{
	for (size_t i = 0; i < t->meta.count; i++)
		free(t->meta.lines[i]);
	free(t->meta.lines);
	free(t->path);
	memset(t, 0, sizeof *t);
}

bool tour_push(tour *t, ksq sq)
{
	if (t->len == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 64;
		ksq *p = realloc(t->path, cap * sizeof *p);
		if (!p)
			return false;
		t->path = p;
		t->cap = cap;
	}
	t->path[t->len++] = sq;
	return true;
}

bool tour_set_path(tour *t, const ksq *path, size_t len)
{
	t->len = 0;
	for (size_t i = 0; i < len; i++)
		if (!tour_push(t, path[i]))
			return false;
	return true;
}

bool tour_meta_add(tour *t, const char *line)
{
	if (line[0] == '#')
		line++;
	if (line[0] == ' ')
		line++;
	char **l = realloc(t->meta.lines, (t->meta.count + 1) * sizeof *l);
	if (!l)
		return false;
	t->meta.lines = l;
	if (!(l[t->meta.count] = strdup(line)))
		return false;
	t->meta.count++;
	return true;
}

bool tour_meta_addf(tour *t, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return tour_meta_add(t, buf);
}
