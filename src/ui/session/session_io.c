/* SPDX-License-Identifier: MIT */
/* Loading a tour for replay, saving the path and the session (no curses).
 * Every outcome is told in the message line; a failure leaves the
 * session as it was. */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ktour/config.h"
#include "ktour/escape.h"
#include "ktour/explore_save.h"
#include "ktour/file_io.h"
#include "ktour/format.h"
#include "ktour/lesson.h"
#include "session.h"

bool session_fresh_name(const char *dir, int rows, int cols, const char *ext, char *out,
			size_t outlen)
{
	struct stat st;
	char full[PATH_MAX];
	for (int i = 1; i <= 9999; i++) {
		snprintf(out, outlen, "ktour-%dx%d-%04d.%s", rows, cols, i, ext);
		snprintf(full, sizeof full, "%s/%s", dir, out);
		if (lstat(full, &st) != 0 && errno == ENOENT)
			return true;
	}
	return false;
}

void session_replay_notice(session *s)
{
	engine_view v;
	search_view(&s->src, &v);
	if (!v.path_len)
		return;
	if (v.fault)
		app_say(&s->app, true, "Not a tour: %s.", v.fault);
	else
		app_say(&s->app, false, "Replay: space runs, n/p step, Home/End first/last, g "
					"goes to a square.");
}

/* What kind of file path begins as: 1 a session, 2 a lesson, 0 another
 * (or none that can be read: the tour reader says why). */
static int sniff(const char *path)
{
	static const char session_magic[] = "ktour explore session ";
	char head[64];
	size_t n = 0;
	FILE *f = fopen(path, "rb");
	if (f) {
		n = fread(head, 1, sizeof head, f);
		fclose(f);
	}
	if (n >= sizeof session_magic - 1 && memcmp(head, session_magic, sizeof session_magic - 1) == 0)
		return 1;
	return lesson_sniff(head, n) ? 2 : 0;
}

/* l on a session file: as explore --resume opens it (the settings, the
 * step, the layout and the marks); on failure the old search stays. */
static app_fx load_session(session *s, const char *path)
{
	char err[400];
	explore_save *es = &s->resumed, old = s->resumed;
	if (!explore_save_read(path, es, err, sizeof err)) {
		app_say(&s->app, true, "Not loaded: %s", err);
		return FX_NONE;
	}
	engine_config cfg = es->cfg;
	if (cfg.prefix_len > 0)
		cfg.prefix = es->prefix; /* lives as long as the search */
	if (!session_restart_compare(s, &cfg, es->start_given, NULL, err, sizeof err)) {
		*es = old;
		app_say(&s->app, true, "Not loaded: %.150s: %.150s", path, err);
		return FX_NONE;
	}
	app_resumed(&s->app, es);
	s->nmarks = es->nmarks;
	memcpy(s->marks, es->marks, sizeof es->marks);
	s->resuming = es->steps > 0;
	s->resume_to = es->steps;
	session_resume(s, 1u << 20);
	s->resume_from = history_t(s->src.h);
	return FX_RELAYOUT | app_pause(&s->app);
}

app_fx session_load(session *s, const char *path)
{
	int kind = sniff(path);
	if (kind == 1)
		return load_session(s, path);
	if (kind == 2) {
		app_say(&s->app, true, "%.250s is a lesson: ktour lesson FILE opens it.", path);
		return FX_NONE;
	}
	tour t;
	format_error fe;
	char err[400];
	memset(&t, 0, sizeof t);
	/* The prompt names a file, "-" too: to format_read "-" is standard
	 * input, the terminal here, which would take the keys as a tour and
	 * freeze the explorer until end of file (the key monkey found it). */
	if (strcmp(path, "-") == 0)
		path = "./-";
	if (!format_read_file(path, FMT_AUTO, &t, &fe)) {
		format_error_string(&fe, err, sizeof err);
		app_say(&s->app, true, "Not loaded: %s", err);
		return FX_NONE;
	}
	/* t is taken over when it can be replayed; a path that cannot changes
	 * nothing. */
	if (!session_restart(s, &s->src.cfg, false, &t, path, err, sizeof err)) {
		tour_free(&t);
		app_say(&s->app, true, "Not loaded: %.150s: %.150s", path, err);
		return FX_NONE;
	}
	session_replay_notice(s);
	return FX_RELAYOUT | app_pause(&s->app);
}

app_fx session_save_prompt(session *s, bool whole_session)
{
	char name[300];
	if (!session_fresh_name(".", s->src.cfg.spec.rows, s->src.cfg.spec.cols,
				whole_session ? "session" : "txt", name, sizeof name))
		name[0] = '\0';
	return app_open_prompt(&s->app, whole_session ? PK_SAVE_SESSION : PK_SAVE, name);
}

/* Where a saved file went, as an absolute path when it can be told. */
static void where(const char *path, char *out, size_t outlen)
{
	char abs[PATH_MAX];
	if (realpath(path, abs))
		snprintf(out, outlen, "%s", abs);
	else
		snprintf(out, outlen, "%s", path);
}

static bool add_headers(const search *s, tour *t, const engine_view *v)
{
	uint64_t steps = history_t(s->h);
	bool ok = true;
	if (s->replaying) {
		for (size_t i = 0; i < s->path.meta.count && ok; i++) {
			const char *m = s->path.meta.lines[i];
			if (strncmp(m, "board", 5) && strncmp(m, "leaper", 6) &&
			    strncmp(m, "torus", 5))
				ok = tour_meta_add(t, m);
		}
		return ok && tour_meta_addf(t, "engine replay of %s", ESCAPE_NAME(s->name)) &&
		       tour_meta_addf(t, "moves %d of %d", (int)v->depth, (int)v->path_len);
	}
	char desc[512];
	config_describe(&s->cfg, desc, sizeof desc);
	const char *eng = strstr(desc, "engine ");
	ok = tour_meta_add(t, eng ? eng : desc);
	ok = ok && tour_meta_addf(t, "seed %llu", (unsigned long long)s->cfg.seed);
	ok = ok && tour_meta_addf(t, "steps %llu", (unsigned long long)steps);
	if (v->state == ENGINE_AT_SOLUTION)
		ok = ok && tour_meta_addf(t, "solution %llu",
					  (unsigned long long)v->counters.solutions);
	else if (v->depth < v->b->nsq)
		ok = ok && tour_meta_addf(t, "partial path: %d of %d squares", (int)v->depth,
					  (int)v->b->nsq);
	return ok;
}

app_fx session_save_path(session *s, const char *path, bool overwrite)
{
	engine_view v;
	search_view(&s->src, &v);
	tour t;
	char err[400], abs[PATH_MAX];
	tour_init(&t, &v.cfg->spec);
	bool ok = tour_set_path(&t, v.path, (size_t)v.depth) && add_headers(&s->src, &t, &v);
	int code = 0;
	if (!ok)
		snprintf(err, sizeof err, "out of memory");
	else
		ok = format_write_file(path, &t, FMT_GRID, overwrite, err, sizeof err);
	code = errno;
	tour_free(&t);
	if (!ok && !overwrite && code == EEXIST)
		return app_open_prompt(&s->app, PK_OVERWRITE, path);
	if (!ok) {
		app_say(&s->app, true, "Not saved: %s", err);
		return FX_NONE;
	}
	where(path, abs, sizeof abs);
	if (s->app.screen == MODE_PLAY)
		session_play_saved(s);
	app_say(&s->app, false, "Saved %d square%s to %.250s", (int)v.depth,
		v.depth == 1 ? "" : "s", abs);
	return FX_NONE;
}

app_fx session_save_session(session *s, const char *path, bool overwrite)
{
	explore_save es;
	char err[400];
	memset(&es, 0, sizeof es);
	es.cfg = s->src.cfg; /* with its prefix: f in play continues a path */
	if (es.cfg.prefix_len > EXPLORE_SAVE_PREFIX_MAX) {
		app_say(&s->app, true,
			"Session not saved: it continues a path of %d squares; a session keeps "
			"at most %d (s saves the path).",
			(int)es.cfg.prefix_len, EXPLORE_SAVE_PREFIX_MAX);
		return FX_NONE;
	}
	es.start_given = s->src.start_given;
	es.steps = history_t(s->src.h);
	es.speed = s->app.speed;
	es.speed_max = s->app.speed_max;
	es.heat_on_board = s->app.heat_on_board;
	es.panels = s->app.panels & ~PANEL_BIT(PANEL_CAPTION);
	es.present = s->app.present;
	es.nmarks = s->nmarks;
	memcpy(es.marks, s->marks, sizeof es.marks);
	snprintf(es.theme, sizeof es.theme, "%s", ui_theme_name((int)s->app.theme));
	if (!explore_save_write(path, &es, overwrite, err, sizeof err)) {
		if (!overwrite && errno == EEXIST)
			return app_open_prompt(&s->app, PK_OVERWRITE_SESSION, path);
		app_say(&s->app, true, "Session not saved: %s", err);
		return FX_NONE;
	}
	s->run_saved = s->clock.elapsed;
	app_say(&s->app, false, "Session saved (step %llu): ktour explore --resume %.220s",
		(unsigned long long)es.steps, path);
	return FX_NONE;
}

app_fx session_lesson_prompt(session *s)
{
	char name[300];
	if (s->src.replaying) {
		app_say(&s->app, true, "W writes a lesson of a search: this is a replay.");
		return FX_NONE;
	}
	if (!session_fresh_name(".", s->src.cfg.spec.rows, s->src.cfg.spec.cols, "lesson", name,
				sizeof name))
		name[0] = '\0';
	return app_open_prompt(&s->app, PK_SAVE_LESSON, name);
}

static bool write_text(FILE *f, const void *ctx)
{
	return fputs(ctx, f) >= 0;
}

app_fx session_save_lesson(session *s, const char *path, bool overwrite)
{
	static char text[EXPLORE_SAVE_MARKS_MAX * 200 + 2048];
	char err[400];
	lesson_show show = {s->app.panels & ~PANEL_BIT(PANEL_CAPTION), s->app.heat_on_board,
			    s->app.est == EST_ON, s->app.present};
	if (s->src.cfg.prefix_len > 0) {
		app_say(&s->app, true, "Not written: this search goes on from a fixed path, which a "
				       "lesson cannot say.");
		return FX_NONE;
	}
	if (!lesson_skeleton(&s->src.cfg, session_comparing(s) ? s->cmp.spec : NULL, &show,
			     s->marks, s->nmarks, text, sizeof text)) {
		app_say(&s->app, true, "Not written: the lesson does not fit.");
		return FX_NONE;
	}
	if (!file_write_atomic(path, write_text, text, overwrite ? FILE_REPLACE : FILE_KEEP, err,
			       sizeof err)) {
		if (!overwrite && errno == EEXIST)
			return app_open_prompt(&s->app, PK_OVERWRITE_LESSON, path);
		app_say(&s->app, true, "Not written: %s", err);
		return FX_NONE;
	}
	app_say(&s->app, false, "Wrote a lesson of %d scene%s to %.200s: write the captions, then "
				"ktour lesson %.200s",
		s->nmarks, s->nmarks == 1 ? "" : "s", path, path);
	return FX_NONE;
}
