/* SPDX-License-Identifier: MIT */
/* ui_explore(): set up, run the loop, restore, report. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>

#include "ui/term/draw.h"
#include "loop.h"
#include "ui/session/session.h"
#include "ui/term/record.h"
#include "ui/term/term.h"
#include "ui/term/theme.h"
#include "ktour/escape.h"
#include "ktour/ui.h"

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
