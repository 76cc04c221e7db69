/* SPDX-License-Identifier: MIT */
/* A tour as a picture (PNG, PDF, SVG) and drawing itself (GIF, SVG):
 * picture_tour_write() of ktour/picture.h, and the tour's scenes of
 * tour_pic.h. */
#include <cairo.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "formats.h"
#include "gif.h"
#include "paint.h"
#include "style.h"
#include "surface.h"
#include "tour_pic.h"

picture_tour_options tour_pic_options(const picture_tour_options *o)
{
	picture_tour_options d = *o;
	if (d.width <= 0 || d.height <= 0)
		d.width = d.height = TOUR_PIC_SIZE;
	if (d.fps <= 0)
		d.fps = TOUR_PIC_FPS;
	if (d.theme < 0 || d.theme >= THEME_COUNT)
		d.theme = THEME_DARK;
	return d;
}

int tour_pic_delay(int fps)
{
	return (int)lround(100.0 / (fps > 0 ? fps : TOUR_PIC_FPS));
}

/* The title stays the same from frame to frame (the squares' numbers
 * say the move), so that a frame changes only around the knight. */
static void title_of(tour_pic *tp)
{
	const tour *t = tp->t;
	if (tp->complete)
		snprintf(tp->title, sizeof tp->title, "%s tour on %dx%d",
			 tp->closed ? "Closed" : "Open", t->spec.rows, t->spec.cols);
	else
		snprintf(tp->title, sizeof tp->title, "Path of %zu squares on %dx%d", t->len,
			 t->spec.rows, t->spec.cols);
}

bool tour_pic_init(tour_pic *tp, const tour *t, const picture_tour_options *o)
{
	memset(tp, 0, sizeof *tp);
	long nsq = (long)t->spec.rows * t->spec.cols;
	for (size_t i = 0; i < t->len; i++)
		if (t->path[i] < 0 || t->path[i] >= nsq) {
			errno = EINVAL;
			return false;
		}
	if (!pic_scene_init(&tp->s, t->spec.rows, t->spec.cols)) {
		errno = ENOMEM;
		return false;
	}
	tour_report r;
	tp->t = t;
	tp->complete = tour_check(t, &r) && r.complete;
	tp->closed = tp->complete && r.closed;
	picture_tour_options d = tour_pic_options(o);
	pic_scene *s = &tp->s;
	s->panels = PIC_BOARD;
	s->width = d.width;
	s->height = d.height;
	s->theme = (theme_id)d.theme;
	s->path_line = true;
	s->leap_reach = t->spec.torus ? (t->spec.lea > t->spec.leb ? t->spec.lea : t->spec.leb) : 0;
	s->start = t->len ? t->path[0] : KSQ_NONE;
	s->board_title = tp->title;
	title_of(tp);
	return true;
}

void tour_pic_free(tour_pic *tp)
{
	pic_scene_free(&tp->s);
}

void tour_pic_reset(tour_pic *tp)
{
	for (size_t i = 0; i < tp->t->len; i++) {
		pic_square *q = &tp->s.sq[tp->t->path[i]];
		q->moveno = 0;
		q->mark = PIC_EMPTY;
	}
	tp->shown = 0;
	tp->s.closed = false;
}

void tour_pic_upto(tour_pic *tp, size_t k, bool knight)
{
	pic_scene *s = &tp->s;
	if (k > tp->t->len)
		k = tp->t->len;
	for (size_t i = tp->shown > 0 ? tp->shown - 1 : 0; i < k; i++) {
		pic_square *q = &s->sq[tp->t->path[i]];
		q->moveno = (int32_t)(i + 1);
		q->mark = knight && i + 1 == k ? PIC_KNIGHT : PIC_VISITED;
	}
	tp->shown = k;
	s->closed = tp->closed && k == tp->t->len;
}

/* The frames the palette learns from: enough to meet every kind of
 * antialiased edge, few enough for a long tour. */
#define LEARN_FRAMES 24

/* Every frame: the scene after move k, into one image, into the GIF;
 * twice, the first time (some frames, the last among them) to learn the
 * colours the palette should keep. */
static bool gif_frames(pic_gif *gif, tour_pic *tp, cairo_surface_t *img, int delay)
{
	cairo_t *cr = cairo_create(img);
	bool ok = true;
	unsigned char *data = cairo_image_surface_get_data(img);
	int stride = cairo_image_surface_get_stride(img);
	size_t n = tp->t->len, every = n / LEARN_FRAMES + 1;
	for (int pass = 0; pass < 2; pass++) {
		tp->shown = 0;
		for (size_t k = 1; ok && k <= n; k++) {
			if (pass == 0 && k % every && k != n)
				continue;
			tour_pic_upto(tp, k, true);
			ok = pic_paint(cr, &tp->s, NULL);
			cairo_surface_flush(img);
			int d = delay + (k == n ? PICTURE_HOLD_CS : 0);
			if (pass == 0)
				pic_gif_learn(gif, data, stride);
			else
				ok = ok && pic_gif_add(gif, data, stride, d);
		}
		tour_pic_reset(tp);
	}
	cairo_destroy(cr);
	return ok;
}

bool tour_gif_write(FILE *f, tour_pic *tp, const picture_tour_options *o)
{
	uint32_t fixed[2 * R_COUNT + 2];
	int nfixed = pic_theme_colours(tp->s.theme, fixed, (int)(sizeof fixed / sizeof fixed[0]));
	pic_gif *gif = pic_gif_new(tp->s.width, tp->s.height, fixed, nfixed);
	cairo_surface_t *img =
		cairo_image_surface_create(CAIRO_FORMAT_RGB24, tp->s.width, tp->s.height);
	bool ok = gif && cairo_surface_status(img) == CAIRO_STATUS_SUCCESS;
	if (ok && tp->t->len == 0) { /* an empty path: the empty board */
		cairo_t *cr = cairo_create(img);
		ok = pic_paint(cr, &tp->s, NULL) &&
		     pic_gif_add(gif, cairo_image_surface_get_data(img),
				 cairo_image_surface_get_stride(img), tour_pic_delay(o->fps));
		cairo_destroy(cr);
	} else if (ok) {
		ok = gif_frames(gif, tp, img, tour_pic_delay(o->fps));
	}
	if (!ok)
		errno = ENOMEM;
	ok = ok && pic_gif_write(gif, f);
	cairo_surface_destroy(img);
	pic_gif_free(gif);
	return ok;
}

bool picture_tour_write(FILE *f, const tour *t, picture_format fmt,
			const picture_tour_options *o)
{
	picture_tour_options d = tour_pic_options(o);
	tour_pic tp;
	if (!tour_pic_init(&tp, t, &d))
		return false;
	bool ok;
	const pic_format_row *row = pic_format_row_of(fmt);
	if (row && row->tour_moving && (!row->still || d.animate)) {
		ok = row->tour_moving(f, &tp, &d);
	} else {
		tour_pic_upto(&tp, t->len, false);
		ok = pic_scene_write(f, &tp.s, fmt, tp.title);
	}
	if (ok && (fflush(f) != 0 || ferror(f)))
		ok = false, errno = errno ? errno : EIO;
	tour_pic_free(&tp);
	return ok;
}

typedef struct job {
	const tour *t;
	picture_format fmt;
	const picture_tour_options *o;
} job;

static bool write_job(FILE *f, const void *ctx)
{
	const job *j = ctx;
	return picture_tour_write(f, j->t, j->fmt, j->o);
}

bool picture_tour_write_file(const char *path, const tour *t, picture_format fmt,
			     const picture_tour_options *o, file_replace how, char *err,
			     size_t errlen)
{
	job j = {t, fmt, o};
	return file_write_atomic(path, write_job, &j, how, err, errlen);
}
