/* SPDX-License-Identifier: MIT */
/* replay FILE...: the session's side of the playlist (ui/replay/playlist.h
 * holds the list itself, below the session): showing file i of the list
 * in the session, and the message that goes with it. */
#include <stdio.h>

#include "session.h"
#include "ktour/tour.h"

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

bool playlist_load(struct session *s, size_t i, char *err, size_t errlen)
{
	playlist *p = &s->list;
	tour path;
	if (i >= p->n || !tour_copy(&path, &p->opt->replay[i])) {
		snprintf(err, errlen, "out of memory for the tour");
		return false;
	}
	if (!session_restart(s, &s->src.cfg, false, &path, playlist_name(p, i), err, errlen)) {
		tour_free(&path);
		return false;
	}
	p->at = i;
	p->shown = true;
	return true;
}

void playlist_notice(struct session *s)
{
	const playlist *p = &s->list;
	if (p->n < 2 || !p->shown) {
		session_replay_notice(s);
		return;
	}
	engine_view v;
	search_view(&s->src, &v);
	/* The name is in the board's title: the message line keeps to what
	 * fits in 80 columns. */
	if (v.fault)
		app_say(&s->app, true, "File %zu/%zu is not a tour: %.150s.", p->at + 1, p->n,
			v.fault);
	else
		app_say(&s->app, false, "File %zu/%zu: ] next file, [ previous; space runs, n/p "
					"step.", p->at + 1, p->n);
}

app_fx playlist_play(struct session *s, size_t i)
{
	char err[300];
	if (!playlist_load(s, i, err, sizeof err)) {
		app_say(&s->app, true, "Not played: %.150s: %.150s", playlist_name(&s->list, i),
			err);
		return FX_NONE;
	}
	playlist_notice(s);
	return FX_RELAYOUT | app_pause(&s->app);
}
