/* SPDX-License-Identifier: MIT */
/* Scenes into an animated GIF (movie.h). */
#include "movie.h"

#include <cairo.h>
#include <errno.h>
#include <stdlib.h>

#include "gif.h"
#include "paint.h"
#include "style.h"

struct pic_movie {
	int w, h;
	cairo_surface_t *img;
	pic_gif *gif;
};

pic_movie *pic_movie_new(int w, int h, theme_id t)
{
	uint32_t fixed[2 * R_COUNT + 2];
	pic_movie *m = calloc(1, sizeof *m);
	if (!m)
		return NULL;
	m->w = w;
	m->h = h;
	m->img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
	int n = pic_theme_colours(t, fixed, (int)(sizeof fixed / sizeof fixed[0]));
	m->gif = pic_gif_new(w, h, fixed, n);
	if (!m->gif || cairo_surface_status(m->img) != CAIRO_STATUS_SUCCESS) {
		pic_movie_free(m);
		return NULL;
	}
	return m;
}

void pic_movie_free(pic_movie *m)
{
	if (!m)
		return;
	if (m->img)
		cairo_surface_destroy(m->img);
	pic_gif_free(m->gif);
	free(m);
}

/* s at the movie's size into its image; false with errno set. */
static bool paint(pic_movie *m, const pic_scene *s)
{
	pic_scene at = *s;
	at.width = m->w;
	at.height = m->h;
	cairo_t *cr = cairo_create(m->img);
	bool ok = pic_paint(cr, &at, NULL);
	cairo_destroy(cr);
	cairo_surface_flush(m->img);
	if (!ok)
		errno = cairo_surface_status(m->img) == CAIRO_STATUS_NO_MEMORY ? ENOMEM : EINVAL;
	return ok;
}

bool pic_movie_learn(pic_movie *m, const pic_scene *s)
{
	if (!paint(m, s))
		return false;
	pic_gif_learn(m->gif, cairo_image_surface_get_data(m->img),
		      cairo_image_surface_get_stride(m->img));
	return true;
}

bool pic_movie_add(pic_movie *m, const pic_scene *s, int delay_cs)
{
	if (!paint(m, s))
		return false;
	if (!pic_gif_add(m->gif, cairo_image_surface_get_data(m->img),
			 cairo_image_surface_get_stride(m->img), delay_cs)) {
		errno = ENOMEM;
		return false;
	}
	return true;
}

bool pic_movie_write(const pic_movie *m, FILE *f)
{
	return pic_gif_write(m->gif, f);
}
