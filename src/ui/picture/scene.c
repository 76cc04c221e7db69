/* SPDX-License-Identifier: MIT */
/* A scene's life and the names of its panels (scene.h). */
#include "scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"

bool pic_scene_init(pic_scene *s, int rows, int cols)
{
	memset(s, 0, sizeof *s);
	if (rows < 1 || cols < 1)
		return false;
	size_t n = (size_t)rows * (size_t)cols;
	s->sq = calloc(n, sizeof *s->sq);
	if (!s->sq)
		return false;
	for (size_t i = 0; i < n; i++)
		s->sq[i].degree = -1;
	s->rows = rows;
	s->cols = cols;
	s->start = KSQ_NONE;
	s->arrow_from = s->arrow_to = KSQ_NONE;
	s->state_role = R_STATE_PAUSE;
	s->panels = PIC_ALL_PANELS;
	s->width = 1600;
	s->height = 900;
	s->theme = THEME_DARK;
	return true;
}

void pic_scene_free(pic_scene *s)
{
	free(s->sq);
	s->sq = NULL;
}

static const struct {
	const char *name;
	unsigned bit;
} panel_names[] = {
	{"board", PIC_BOARD},   {"heatmap", PIC_HEAT},     {"stack", PIC_STACK},
	{"narration", PIC_NARRATION}, {"status", PIC_STATUS}, {"all", PIC_ALL_PANELS},
};

bool pic_panels_parse(const char *text, unsigned *panels, char *err, size_t errlen)
{
	unsigned bits = 0;
	const char *p = text ? text : "";
	do {
		size_t n = strcspn(p, ",");
		size_t i = 0;
		while (i < sizeof panel_names / sizeof panel_names[0] &&
		       !(strlen(panel_names[i].name) == n && strncmp(p, panel_names[i].name, n) == 0))
			i++;
		if (i == sizeof panel_names / sizeof panel_names[0]) {
			char *name = strndup(p, n);
			snprintf(err, errlen,
				 "%s is not a panel: name board, heatmap, stack, narration, "
				 "status or all, separated by commas",
				 ESCAPE_QUOTE(name ? name : "?"));
			free(name);
			return false;
		}
		bits |= panel_names[i].bit;
		p += n;
	} while (*p++ == ',');
	*panels = bits;
	return true;
}
