/* SPDX-License-Identifier: MIT */
/* ui_explore(): set up, run the loop, restore, report. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/draw.h"
#include "loop.h"
#include "session.h"
#include "ui/term/record.h"
#include "ui/term/term.h"
#include "ui/term/theme.h"
#include "ktour/escape.h"
#include "ktour/ui.h"

void explore_options_init(explore_options *o)
{
	memset(o, 0, sizeof *o);
	o->cfg = engine_config_default();
	o->speed = 10;
	o->color = UI_COLOR_AUTO;
	o->panels = PANEL_DEFAULT;
}

bool ui_color_from_name(const char *name, ui_color_choice *out)
{
	static const char *const names[] = {"auto", "256", "8", "off"};
	for (int i = 0; i < 4; i++)
		if (strcmp(name, names[i]) == 0) {
			*out = (ui_color_choice)i;
			return true;
		}
	if (strcmp(name, "none") == 0 || strcmp(name, "never") == 0) {
		*out = UI_COLOR_OFF;
		return true;
	}
	return false;
}

const char *ui_theme_name(int theme)
{
	return theme >= 0 && theme < THEME_COUNT ? palette_theme_names[theme] : NULL;
}

bool ui_theme_from_name(const char *name, int *theme)
{
	theme_id t;
	if (!palette_theme_from_name(name, &t))
		return false;
	*theme = (int)t;
	return true;
}

/* A message on the normal terminal, escaped as cli_error() does: it may
 * quote a file's name. */
static void say_error(const char *err)
{
	fputs("ktour: ", stderr);
	escape_fputs(err, stderr, 0);
	fputc('\n', stderr);
}

int ui_explore(const explore_options *o)
{
	static session s; /* one explorer per process */
	char err[300];
	/* The engine first: a bad configuration is reported on a normal
	 * terminal. */
	if (!session_open(&s, o, err, sizeof err)) {
		say_error(err);
		return 2;
	}
	if (o->record && !record_open(o->record, o->record_title, o->record_command, err,
				      sizeof err)) {
		session_close(&s);
		say_error(err);
		return 2;
	}
	term_signals_install();
	if (!term_start(o, &s.caps, err, sizeof err)) {
		char ignored[300];
		session_close(&s);
		record_close(ignored, sizeof ignored);
		say_error(err);
		return 2;
	}
	caps_set_theme(&s.caps, s.app.theme);
	theme_init(&s.caps, s.app.theme);
	draw_init(&s.caps);
	record_begin(loop_now());
	int status = loop_run(&s);
	term_stop();
	if (!record_close(err, sizeof err))
		say_error(err);
	if (o->quit_after) {
		double secs = s.clock.steps ? loop_now() - s.clock.first_step_at : 0;
		fprintf(stderr, "steps: %llu\nseconds: %.3f\n", (unsigned long long)s.clock.steps,
			secs);
	}
	session_close(&s);
	return status;
}
