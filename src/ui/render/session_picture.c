/* SPDX-License-Identifier: MIT */
/* x: the screen as a picture for slides (session.h).  The frame the
 * screen is drawn from, filled into a scene (scene_build.c) with the
 * panels the screen shows, written as SVG; a comparison gives both
 * boards side by side, each with its own status line and narration.  No
 * curses: tested without a terminal (tests/unit/test_ui_scene.c). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "scene_build.h"
#include "ui/session/session.h"
#include "ui/session/frame_compare.h"
#include "ui/picture/surface.h"

/* x writes this format (its name offers the extension). */
#define SHOT_FORMAT PICTURE_SVG

/* The picture's size: a slide's 16:9; a comparison's two halves side by
 * side, each a little narrower than one board's page. */
#define SHOT_W 1600
#define SHOT_H 900
#define SHOT_SIDE_W 960

static uint64_t steps_now(const session *s)
{
	return session_comparing(s) ? compare_t(&s->cmp, &s->src) : history_t(s->src.h);
}

app_fx session_picture_prompt(session *s)
{
	char name[300];
	snprintf(name, sizeof name, "ktour-%dx%d-step%llu%s", s->src.cfg.spec.rows,
		 s->src.cfg.spec.cols, (unsigned long long)steps_now(s),
		 picture_format_desc_of(SHOT_FORMAT)->ext);
	return app_open_prompt(&s->app, PK_PICTURE, name);
}

/* The scenes of the screen: one, or a comparison's two; false with why
 * not (none is left to free then). */
static bool scenes(session *s, frame_scene *fs, int *n, char *why, size_t whylen)
{
	ui_frame f;
	frame_build(&f, s);
	if (!frame_scene_can(&f, why, whylen))
		return false;
	if (!session_comparing(s)) {
		*n = 1;
		snprintf(why, whylen, "out of memory");
		if (!frame_scene_init(&fs[0], &f))
			return false;
		frame_scene_fill(&fs[0], &f, frame_scene_panels(&f));
		fs[0].s.width = SHOT_W;
		fs[0].s.height = SHOT_H;
		return true;
	}
	compare_frame cf;
	frame_compare_build(&cf, &f, s);
	*n = 2;
	snprintf(why, whylen, "out of memory");
	for (int i = 0; i < 2; i++) {
		if (!frame_scene_can(&cf.side[i], why, whylen) ||
		    !frame_scene_init(&fs[i], &cf.side[i])) {
			if (i)
				frame_scene_free(&fs[0]);
			return false;
		}
		frame_scene_fill(&fs[i], &cf.side[i], PIC_BOARD | PIC_STATUS | PIC_NARRATION);
		fs[i].s.width = SHOT_SIDE_W;
		fs[i].s.height = SHOT_H;
	}
	return true;
}

app_fx session_picture(session *s, const char *path, bool overwrite)
{
	static frame_scene fs[2]; /* large: a stack's lines; one x at a time */
	const pic_scene *pages[2];
	char err[400], title[200], abs[PATH_MAX];
	int n;
	if (!scenes(s, fs, &n, err, sizeof err)) {
		app_say(&s->app, true, "No picture written: %s.", err);
		return FX_NONE;
	}
	for (int i = 0; i < n; i++) {
		fs[i].s.theme = s->app.theme; /* the colours on the screen */
		pages[i] = &fs[i].s;
	}
	unsigned long long t = steps_now(s);
	snprintf(title, sizeof title, "ktour: %dx%d%s, step %llu", s->src.cfg.spec.rows,
		 s->src.cfg.spec.cols, n == 2 ? ", two searches compared" : "", t);
	bool ok = pic_sheet_write_file(path, pages, n, SHOT_FORMAT, title,
				       overwrite ? FILE_REPLACE : FILE_KEEP, err, sizeof err);
	int code = errno;
	for (int i = 0; i < n; i++)
		frame_scene_free(&fs[i]);
	if (!ok && !overwrite && code == EEXIST)
		return app_open_prompt(&s->app, PK_OVERWRITE_PICTURE, path);
	if (!ok) {
		app_say(&s->app, true, "No picture written: %s", err);
		return FX_NONE;
	}
	if (!realpath(path, abs))
		snprintf(abs, sizeof abs, "%s", path);
	/* what the picture leaves out, said */
	bool no_code = n == 1 && !s->lay.too_small && layout_shows(&s->lay, PANEL_CODE);
	app_say(&s->app, false, "Picture of step %llu%s written to %.250s%s", t,
		n == 2 ? " (both boards)" : "", abs, no_code ? " (the algorithm is not drawn)" : "");
	return FX_NONE;
}
