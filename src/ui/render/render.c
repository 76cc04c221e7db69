/* SPDX-License-Identifier: MIT */
/* ktour render (ktour/picture.h): the explorer's own session, opened
 * without a terminal (session.c and history.c have no curses), taken to
 * the moment asked for by the explorer's own go-to and run until a moment
 * (session_go_to(), history_until(): the states of history_step()
 * repeated, at full speed), its frame built as for the screen and filled
 * into a scene (scene_build.c) that the pictures paint.  An animation
 * goes through the frames twice: once to show the palette a few of them
 * (the theme's colours stay exact, the antialiased edges get the
 * entries left), once to add them all. */
#include "ktour/picture.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "scene_build.h"
#include "ui/session/session.h"
#include "ui/picture/movie.h"
#include "ui/picture/surface.h"
#include "ui/picture/tour_pic.h"

/* Frames an animation may have, and the frames the palette learns from. */
#define RENDER_FRAMES_MAX 10000
#define RENDER_LEARN_FRAMES 24

typedef struct render {
	const picture_render_options *o;
	explore_options eo;
	session s;
	frame_scene fs;
	bool fs_made;
	int width, height;
	char title[200];
} render;

static bool render_open(render *r, const picture_render_options *o, bool gif, char *err,
			size_t errlen)
{
	r->o = o;
	explore_options_init(&r->eo);
	r->eo.cfg = o->cfg;
	r->eo.start_given = o->start_given;
	r->eo.replay = o->replay;
	r->eo.replay_name = o->replay_name ? o->replay_name : "tour";
	r->width = o->width > 0 ? o->width : gif ? PICTURE_RENDER_GIF_W : PICTURE_RENDER_W;
	r->height = o->height > 0 ? o->height : gif ? PICTURE_RENDER_GIF_H : PICTURE_RENDER_H;
	return session_open(&r->s, &r->eo, err, errlen);
}

static void render_close(render *r)
{
	if (r->fs_made)
		frame_scene_free(&r->fs);
	session_close(&r->s);
}

/* Step `target` (a replay's step N shows its square N+1), by the
 * explorer's one go-to (session_go_to()).  False with a message when the
 * search ends before it.  A moment (--until COND) goes on from there:
 * run_until(). */
static bool reach_step(render *r, uint64_t target, char *err, size_t errlen)
{
	search *src = &r->s.src;
	session_go_to(&r->s, target);
	uint64_t t = history_t(src->h);
	if (t == target)
		return true;
	if (t > target) /* the restart failed */
		snprintf(err, errlen, "%s", r->s.app.msg);
	else if (src->replaying)
		snprintf(err, errlen, "the replay of a path of %zu squares ends at step %llu (step "
				      "N shows square N+1): there is no step %llu",
			 src->path.len, (unsigned long long)t, (unsigned long long)target);
	else
		snprintf(err, errlen, "the search ended at step %llu: there is no step %llu",
			 (unsigned long long)t, (unsigned long long)target);
	return false;
}

/* On from where the search is until the moment m holds, as the
 * explorer's u runs flat out (history_until()).  False with a message
 * when m is behind already or the search ends first. */
static bool run_until(render *r, const moment *m, char *err, size_t errlen)
{
	search *src = &r->s.src;
	engine_view v;
	char what[MOMENT_TEXT_MAX], why[200];
	moment_format(m, &src->cfg, what, sizeof what);
	search_view(src, &v);
	if (!moment_ahead(m, &v, history_t(src->h), why, sizeof why)) {
		snprintf(err, errlen, "--until %s: %s", what, why);
		return false;
	}
	if (history_until(src->h, m, 0) == MOMENT_HELD)
		return true;
	snprintf(err, errlen, "the search ended at step %llu before %s",
		 (unsigned long long)history_t(src->h), what);
	return false;
}

static theme_id theme_of(const picture_render_options *o)
{
	return o->theme > 0 && o->theme < THEME_COUNT ? (theme_id)o->theme : THEME_DARK;
}

/* The scene of the moment the session is at. */
static bool scene_now(render *r, char *err, size_t errlen)
{
	ui_frame f;
	frame_build(&f, &r->s);
	if (!frame_scene_can(&f, err, errlen))
		return false;
	if (!r->fs_made) {
		if (!frame_scene_init(&r->fs, &f)) {
			snprintf(err, errlen, "out of memory for a %dx%d board", f.v.b->rows,
				 f.v.b->cols);
			return false;
		}
		r->fs_made = true;
	}
	frame_scene_fill(&r->fs, &f,
			 (r->o->panels ? r->o->panels : PIC_ALL_PANELS) | (r->o->legend ? PIC_LEGEND : 0));
	pic_scene *s = &r->fs.s;
	/* an animation shows the search running, as the explorer says it
	 * while it runs (an end and a solution keep their words) */
	if (r->o->every && s->state_role == R_STATE_PAUSE) {
		snprintf(r->fs.state, sizeof r->fs.state, "RUNNING");
		s->state_role = R_STATE_RUN;
	}
	s->width = r->width;
	s->height = r->height;
	s->theme = theme_of(r->o);
	/* a replay's step t shows its square t+1, the --move it was asked by */
	if (r->s.src.replaying)
		snprintf(r->title, sizeof r->title, "ktour: %dx%d, move %llu", f.v.b->rows,
			 f.v.b->cols, (unsigned long long)f.t + 1);
	else
		snprintf(r->title, sizeof r->title, "ktour: %dx%d, step %llu", f.v.b->rows,
			 f.v.b->cols, (unsigned long long)f.t);
	if (!pic_scene_fits(s)) {
		snprintf(err, errlen, "a %dx%d picture has no room for the %dx%d board and its "
				      "panels: give a larger --size, or fewer panels with --show",
			 s->width, s->height, s->rows, s->cols);
		return false;
	}
	return true;
}

static bool write_movie(FILE *f, const void *ctx)
{
	return pic_movie_write(ctx, f);
}

/* Paint frames first, first + every, ... (n of them) into m: learning
 * the palette from about RENDER_LEARN_FRAMES of them (the last among
 * them), or adding every one. */
static bool movie_pass(render *r, pic_movie *m, uint64_t n, bool learn, char *err,
		       size_t errlen)
{
	const picture_render_options *o = r->o;
	uint64_t stride = learn ? n / RENDER_LEARN_FRAMES + 1 : 1;
	int delay = tour_pic_delay(o->fps);
	for (uint64_t i = 0; i < n; i++) {
		if (learn && i % stride && i != n - 1)
			continue;
		if (!reach_step(r, o->step + i * o->every, err, errlen) || !scene_now(r, err, errlen))
			return false;
		bool ok = learn ? pic_movie_learn(m, &r->fs.s)
				: pic_movie_add(m, &r->fs.s, delay + (i == n - 1 ? PICTURE_HOLD_CS : 0));
		if (!ok) {
			snprintf(err, errlen, "%s", strerror(errno));
			return false;
		}
	}
	return true;
}

static bool render_movie(render *r, const char *path, file_replace how, char *err,
			 size_t errlen)
{
	const picture_render_options *o = r->o;
	if (o->last < o->step) {
		snprintf(err, errlen, "the frames go from step %llu to %llu: the last comes first",
			 (unsigned long long)o->step, (unsigned long long)o->last);
		return false;
	}
	uint64_t n = (o->last - o->step) / o->every + 1;
	if (n > RENDER_FRAMES_MAX) {
		snprintf(err, errlen, "steps %llu to %llu every %llu make %llu frames; at most %d "
				      "(a larger --every takes fewer)",
			 (unsigned long long)o->step, (unsigned long long)o->last,
			 (unsigned long long)o->every, (unsigned long long)n, RENDER_FRAMES_MAX);
		return false;
	}
	/* the last frame's step first: a search that ends before it is told
	 * before anything is drawn */
	if (!reach_step(r, o->step + (n - 1) * o->every, err, errlen))
		return false;
	pic_movie *m = pic_movie_new(r->width, r->height, theme_of(o));
	if (!m) {
		snprintf(err, errlen, "out of memory for a %dx%d animation", r->width, r->height);
		return false;
	}
	bool ok = movie_pass(r, m, n, true, err, errlen) && movie_pass(r, m, n, false, err, errlen) &&
		  file_write_atomic(path, write_movie, m, how, err, errlen);
	pic_movie_free(m);
	return ok;
}

bool picture_render_file(const char *path, picture_format fmt, const picture_render_options *o,
			 file_replace how, char *err, size_t errlen)
{
	bool gif = picture_format_can(fmt, PICTURE_FRAMES);
	if (gif != (o->every > 0)) {
		snprintf(err, errlen, gif ? "a GIF is an animation: say which steps it shows "
					    "(--frames A..B)"
					  : "an animation (--frames) is a GIF: name a .gif file");
		return false;
	}
	render *r = calloc(1, sizeof *r);
	if (!r) {
		snprintf(err, errlen, "out of memory");
		return false;
	}
	bool opened = render_open(r, o, gif, err, errlen), ok = opened;
	if (ok && gif)
		ok = render_movie(r, path, how, err, errlen);
	else if (ok)
		ok = reach_step(r, o->step, err, errlen) &&
		     (!o->until_given || run_until(r, &o->until, err, errlen)) &&
		     scene_now(r, err, errlen) &&
		     pic_scene_write_file(path, &r->fs.s, fmt, r->title, how, err, errlen);
	if (opened) /* session_open() closes what it opened when it fails */
		render_close(r);
	free(r);
	return ok;
}
