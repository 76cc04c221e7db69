/* SPDX-License-Identifier: MIT */
/* A scene into an SVG, PNG or PDF file (surface.h). */
#include "surface.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <cairo.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "formats.h"
#include "ktour/escape.h"
#include "paint.h"

/* cairo's output into a stream. */
static cairo_status_t to_file(void *closure, const unsigned char *data, unsigned int len)
{
	return fwrite(data, 1, len, closure) == len ? CAIRO_STATUS_SUCCESS
						     : CAIRO_STATUS_WRITE_ERROR;
}

/* cairo's SVG, kept in memory to add the text layer before it ends. */
typedef struct membuf {
	char *p;
	size_t n, cap;
	bool failed;
} membuf;

static cairo_status_t to_mem(void *closure, const unsigned char *data, unsigned int len)
{
	membuf *m = closure;
	if (m->n + len + 1 > m->cap) {
		size_t cap = m->cap ? m->cap : 1 << 16;
		while (cap < m->n + len + 1)
			cap *= 2;
		char *p = realloc(m->p, cap);
		if (!p) {
			m->failed = true;
			return CAIRO_STATUS_NO_MEMORY;
		}
		m->p = p;
		m->cap = cap;
	}
	memcpy(m->p + m->n, data, len);
	m->n += len;
	m->p[m->n] = '\0';
	return CAIRO_STATUS_SUCCESS;
}

/* Scenes side by side on one page: each drawn at its own size, left to
 * right, the page as wide as all of them and as tall as the tallest. */
typedef struct pic_sheet {
	const pic_scene *const *s;
	int n;
	int w, h;
} sheet;

static sheet sheet_of(const pic_scene *const *s, int n)
{
	sheet sh = {s, n, 0, 0};
	for (int i = 0; i < n; i++) {
		sh.w += s[i]->width;
		sh.h = s[i]->height > sh.h ? s[i]->height : sh.h;
	}
	return sh;
}

/* Draw the sheet on a surface and finish it (a document; an image stays
 * open to be written); false with errno set. */
static bool paint_on(cairo_surface_t *surf, const sheet *sh, pic_texts *texts)
{
	cairo_t *cr = cairo_create(surf);
	bool ok = true;
	double x = 0;
	for (int i = 0; i < sh->n && ok; i++) {
		size_t first = texts ? texts->n : 0;
		cairo_save(cr);
		cairo_translate(cr, x, 0);
		ok = pic_paint(cr, sh->s[i], texts);
		cairo_restore(cr);
		for (size_t k = first; texts && k < texts->n; k++)
			texts->v[k].x += x;
		x += sh->s[i]->width;
	}
	cairo_destroy(cr);
	if (cairo_surface_get_type(surf) == CAIRO_SURFACE_TYPE_IMAGE)
		cairo_surface_flush(surf);
	else
		cairo_surface_finish(surf);
	if (!ok)
		errno = cairo_surface_status(surf) == CAIRO_STATUS_NO_MEMORY ? ENOMEM : EINVAL;
	else if (cairo_surface_status(surf) != CAIRO_STATUS_SUCCESS)
		ok = false, errno = cairo_surface_status(surf) == CAIRO_STATUS_NO_MEMORY ? ENOMEM : EIO;
	return ok;
}

/* The texts drawn, as transparent <text> elements in one group. */
static void text_layer(FILE *f, const pic_texts *t)
{
	fputs("<g id=\"ktour-text\" fill-opacity=\"0\" stroke=\"none\" "
	      "font-family=\"DejaVu Sans, sans-serif\">\n", f);
	for (size_t i = 0; i < t->n; i++) {
		const pic_text *x = &t->v[i];
		fprintf(f, "<text x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\"%s%s>", x->x, x->y, x->size,
			x->bold ? " font-weight=\"bold\"" : "",
			x->mono ? " font-family=\"DejaVu Sans Mono, monospace\"" : "");
		escape_xml(f, x->text);
		fputs("</text>\n", f);
	}
	fputs("</g>\n", f);
}

/* cairo's SVG with a <title> after the opening tag and the text layer
 * before the closing one. */
bool pic_svg_write(FILE *f, const sheet *s, const char *title)
{
	membuf m = {0};
	pic_texts texts = {0};
	cairo_surface_t *surf = cairo_svg_surface_create_for_stream(to_mem, &m, s->w, s->h);
	cairo_svg_surface_restrict_to_version(surf, CAIRO_SVG_VERSION_1_1);
	cairo_svg_surface_set_document_unit(surf, CAIRO_SVG_UNIT_PX);
	bool ok = paint_on(surf, s, &texts);
	cairo_surface_destroy(surf);
	char *open = ok && m.p ? strstr(m.p, "<svg") : NULL;
	char *after = open ? strchr(open, '>') : NULL;
	char *close = after ? strstr(after, "</svg>") : NULL;
	if (ok && (m.failed || !close)) {
		ok = false;
		errno = m.failed ? ENOMEM : EIO;
	}
	if (ok) {
		fwrite(m.p, 1, (size_t)(after + 1 - m.p), f);
		if (title) {
			fputs("\n<title>", f);
			escape_xml(f, title);
			fputs("</title>", f);
		}
		fwrite(after + 1, 1, (size_t)(close - after - 1), f);
		text_layer(f, &texts);
		fputs(close, f);
		ok = !ferror(f);
	}
	pic_texts_free(&texts);
	free(m.p);
	return ok;
}

bool pic_png_write(FILE *f, const sheet *s, const char *title)
{
	(void)title; /* a PNG has none */
	cairo_surface_t *surf = cairo_image_surface_create(CAIRO_FORMAT_RGB24, s->w, s->h);
	bool ok = paint_on(surf, s, NULL);
	if (ok && cairo_surface_write_to_png_stream(surf, to_file, f) != CAIRO_STATUS_SUCCESS) {
		ok = false;
		errno = EIO;
	}
	cairo_surface_destroy(surf);
	return ok;
}

bool pic_pdf_write(FILE *f, const sheet *s, const char *title)
{
	cairo_surface_t *surf = cairo_pdf_surface_create_for_stream(to_file, f, s->w, s->h);
	if (title)
		cairo_pdf_surface_set_metadata(surf, CAIRO_PDF_METADATA_TITLE, title);
	cairo_pdf_surface_set_metadata(surf, CAIRO_PDF_METADATA_CREATOR, "ktour");
	bool ok = paint_on(surf, s, NULL);
	cairo_surface_destroy(surf);
	return ok;
}

static bool write_sheet(FILE *f, const sheet *s, picture_format fmt, const char *title)
{
	const pic_format_row *row = pic_format_row_of(fmt);
	if (!row || !row->still) {
		errno = EINVAL;
		return false;
	}
	bool ok = row->still(f, s, title);
	if (ok && (fflush(f) != 0 || ferror(f)))
		ok = false, errno = errno ? errno : EIO;
	return ok;
}

bool pic_scene_write(FILE *f, const pic_scene *s, picture_format fmt, const char *title)
{
	sheet sh = sheet_of(&s, 1);
	return write_sheet(f, &sh, fmt, title);
}

typedef struct job {
	sheet sh;
	picture_format fmt;
	const char *title;
} job;

static bool write_job(FILE *f, const void *ctx)
{
	const job *j = ctx;
	return write_sheet(f, &j->sh, j->fmt, j->title);
}

bool pic_scene_write_file(const char *path, const pic_scene *s, picture_format fmt,
			  const char *title, file_replace how, char *err, size_t errlen)
{
	return pic_sheet_write_file(path, &s, 1, fmt, title, how, err, errlen);
}

bool pic_sheet_write_file(const char *path, const pic_scene *const *s, int n,
			  picture_format fmt, const char *title, file_replace how, char *err,
			  size_t errlen)
{
	job j = {sheet_of(s, n), fmt, title};
	return file_write_atomic(path, write_job, &j, how, err, errlen);
}
