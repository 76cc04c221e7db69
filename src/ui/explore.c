/* ui_explore(): set up, run the loop, restore, report. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "app.h"
#include "loop.h"
#include "session.h"
#include "term.h"
#include "theme.h"
#include "ktour/ui.h"

void explore_options_init(explore_options *o)
{
	memset(o, 0, sizeof *o);
	o->cfg = engine_config_default();
	o->speed = 10;
	o->color = UI_COLOR_AUTO;
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

/* A deep copy of t (path and header lines) into out. */
static bool tour_copy(tour *out, const tour *t)
{
	tour_init(out, &t->spec);
	bool ok = tour_set_path(out, t->path, t->len);
	for (size_t i = 0; ok && i < t->meta.count; i++)
		ok = tour_meta_add_verbatim(out, t->meta.lines[i]);
	if (!ok)
		tour_free(out);
	return ok;
}

int ui_explore(const explore_options *o)
{
	static session s; /* one explorer per process */
	char err[300];
	memset(&s, 0, sizeof s);
	s.opt = *o;
	app_init(&s.app, o->speed, o->speed_max);
	s.app.heat_on_board = o->heat_on_board;
	if (o->replay) {
		if (!tour_copy(&s.replay_tour, o->replay)) {
			fprintf(stderr, "ktour: out of memory for the tour\n");
			return 2;
		}
		s.replaying = true;
		snprintf(s.replay_name, sizeof s.replay_name, "%s",
			 o->replay_name ? o->replay_name : "(tour)");
	}
	/* The engine first: a bad configuration is reported on a normal
	 * terminal. */
	if (!session_restart(&s, &o->cfg, o->start_given, err, sizeof err) ||
	    !session_fast_forward(&s, o->resume_steps, err, sizeof err)) {
		session_free(&s);
		fprintf(stderr, "ktour: %s\n", err);
		return 2;
	}
	term_signals_install();
	if (!term_start(o, &s.caps, err, sizeof err)) {
		session_free(&s);
		fprintf(stderr, "ktour: %s\n", err);
		return 2;
	}
	theme_init(&s.caps);
	loop_relayout(&s);
	if (s.replaying)
		session_replay_notice(&s);
	else if (o->resume_steps)
		snprintf(s.app.msg, sizeof s.app.msg, "Resumed at step %llu.",
			 (unsigned long long)history_t(s.h));
	double now = session_now();
	if (o->quit_after)
		s.app.mode = RUN_RUNNING;
	session_mode_changed(&s, now);
	int status = loop_run(&s);
	term_stop();
	if (o->quit_after) {
		double secs = s.steps_taken ? session_now() - s.first_step_at : 0;
		fprintf(stderr, "steps: %llu\nseconds: %.3f\n", (unsigned long long)s.steps_taken,
			secs);
	}
	session_free(&s);
	return status;
}
