/* SPDX-License-Identifier: MIT */
/* The search tree's shapes onto cairo (PNG, PDF) or into plain SVG
 * (tree_draw.h). */
#include "tree_draw.h"

#include <cairo-pdf.h>
#include <cairo.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"

#define TREE_FONT "DejaVu Sans"

void tree_add(tree_items *it, tree_item x)
{
	if (it->nomem) {
		free(x.text);
		return;
	}
	if (it->n == it->cap) {
		size_t cap = it->cap ? it->cap * 2 : 1024;
		tree_item *v = realloc(it->v, cap * sizeof *v);
		if (!v) {
			it->nomem = true;
			free(x.text);
			return;
		}
		it->v = v;
		it->cap = cap;
	}
	it->v[it->n++] = x;
}

void tree_add_text(tree_items *it, double x, double y, double size, int anchor, bool bold,
		   uint32_t ink, const char *cls, const char *text)
{
	char *copy = strdup(text);
	if (!copy) {
		it->nomem = true;
		return;
	}
	tree_add(it, (tree_item){.shape = TS_TEXT, .anchor = (uint8_t)anchor, .bold = bold,
				 .cls = cls, .x = x, .y = y, .h = size, .fill = ink, .text = copy});
}

void tree_items_free(tree_items *it)
{
	for (size_t i = 0; i < it->n; i++)
		free(it->v[i].text);
	free(it->v);
	memset(it, 0, sizeof *it);
}

static void font(cairo_t *cr, double size, bool bold)
{
	cairo_select_font_face(cr, TREE_FONT, CAIRO_FONT_SLANT_NORMAL,
			       bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
	cairo_set_font_size(cr, size);
}

double tree_text_width(const char *text, double size, bool bold)
{
	cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1);
	cairo_t *cr = cairo_create(s);
	cairo_text_extents_t e;
	font(cr, size, bold);
	cairo_text_extents(cr, text, &e);
	cairo_destroy(cr);
	cairo_surface_destroy(s);
	return e.x_advance;
}

/* ---- cairo ------------------------------------------------------------------ */

static void colour(cairo_t *cr, uint32_t rgb)
{
	cairo_set_source_rgb(cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
			     (rgb & 0xff) / 255.0);
}

static void wedge_path(cairo_t *cr, const tree_item *x)
{
	cairo_new_path(cr);
	cairo_arc(cr, x->x, x->y, x->h, x->a0, x->a1);
	if (x->w > 0)
		cairo_arc_negative(cr, x->x, x->y, x->w, x->a1, x->a0);
	else
		cairo_line_to(cr, x->x, x->y);
	cairo_close_path(cr);
}

static void paint_item(cairo_t *cr, const tree_item *x)
{
	colour(cr, x->fill);
	switch (x->shape) {
	case TS_RECT:
		cairo_rectangle(cr, x->x, x->y, x->w, x->h);
		cairo_fill(cr);
		break;
	case TS_WEDGE:
		wedge_path(cr, x);
		cairo_fill(cr);
		break;
	default: {
		cairo_text_extents_t e;
		font(cr, x->h, x->bold);
		cairo_text_extents(cr, x->text, &e);
		cairo_move_to(cr, x->x - e.x_advance * x->anchor / 2.0, x->y);
		cairo_show_text(cr, x->text);
		break;
	}
	}
}

static bool paint_all(cairo_surface_t *surf, const tree_items *it)
{
	cairo_t *cr = cairo_create(surf);
	colour(cr, it->page);
	cairo_paint(cr);
	for (size_t i = 0; i < it->n; i++)
		paint_item(cr, &it->v[i]);
	cairo_destroy(cr);
	if (cairo_surface_get_type(surf) == CAIRO_SURFACE_TYPE_IMAGE)
		cairo_surface_flush(surf);
	else
		cairo_surface_finish(surf);
	if (cairo_surface_status(surf) != CAIRO_STATUS_SUCCESS) {
		errno = cairo_surface_status(surf) == CAIRO_STATUS_NO_MEMORY ? ENOMEM : EIO;
		return false;
	}
	return true;
}

static cairo_status_t to_file(void *closure, const unsigned char *data, unsigned int len)
{
	return fwrite(data, 1, len, closure) == len ? CAIRO_STATUS_SUCCESS
						     : CAIRO_STATUS_WRITE_ERROR;
}

static bool write_png(FILE *f, const tree_items *it)
{
	cairo_surface_t *s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, it->width, it->height);
	bool ok = paint_all(s, it);
	if (ok && cairo_surface_write_to_png_stream(s, to_file, f) != CAIRO_STATUS_SUCCESS) {
		ok = false;
		errno = EIO;
	}
	cairo_surface_destroy(s);
	return ok;
}

static bool write_pdf(FILE *f, const tree_items *it, const char *title)
{
	cairo_surface_t *s = cairo_pdf_surface_create_for_stream(to_file, f, it->width, it->height);
	if (title)
		cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_TITLE, title);
	cairo_pdf_surface_set_metadata(s, CAIRO_PDF_METADATA_CREATOR, "ktour");
	bool ok = paint_all(s, it);
	cairo_surface_destroy(s);
	return ok;
}

/* ---- SVG ---------------------------------------------------------------------- */

static void svg_item(FILE *f, const tree_item *x)
{
	static const char *const anchors[] = {"start", "middle", "end"};
	switch (x->shape) {
	case TS_RECT:
		fprintf(f, "<rect class=\"%s\" x=\"%.3f\" y=\"%.2f\" width=\"%.3f\" height=\"%.2f\" "
			   "fill=\"#%06x\"",
			x->cls, x->x, x->y, x->w, x->h, (unsigned)x->fill);
		break;
	case TS_WEDGE: {
		if (x->a1 - x->a0 > 2 * M_PI - 1e-9 && x->w <= 0) { /* the root: a disc */
			fprintf(f, "<circle class=\"%s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\" "
				   "fill=\"#%06x\"",
				x->cls, x->x, x->y, x->h, (unsigned)x->fill);
			break;
		}
		double c0 = cos(x->a0), s0 = sin(x->a0), c1 = cos(x->a1), s1 = sin(x->a1);
		int large = x->a1 - x->a0 > M_PI;
		fprintf(f, "<path class=\"%s\" fill=\"#%06x\" d=\"M%.2f %.2f A%.2f %.2f 0 %d 1 %.2f %.2f ",
			x->cls, (unsigned)x->fill, x->x + x->h * c0, x->y + x->h * s0, x->h, x->h, large,
			x->x + x->h * c1, x->y + x->h * s1);
		if (x->w > 0)
			fprintf(f, "L%.2f %.2f A%.2f %.2f 0 %d 0 %.2f %.2f Z\"", x->x + x->w * c1,
				x->y + x->w * s1, x->w, x->w, large, x->x + x->w * c0, x->y + x->w * s0);
		else
			fprintf(f, "L%.2f %.2f Z\"", x->x, x->y);
		break;
	}
	default:
		fprintf(f, "<text class=\"%s\" x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\" "
			   "text-anchor=\"%s\" fill=\"#%06x\"%s>",
			x->cls, x->x, x->y, x->h, anchors[x->anchor % 3], (unsigned)x->fill,
			x->bold ? " font-weight=\"bold\"" : "");
		escape_xml(f, x->text);
		fputs("</text>\n", f);
		return;
	}
	if (x->row > 0)
		fprintf(f, " data-row=\"%d\"", (int)x->row);
	fputs("/>\n", f);
}

static bool write_svg(FILE *f, const tree_items *it, const char *title)
{
	fprintf(f, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		   "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
		   "viewBox=\"0 0 %d %d\" font-family=\"DejaVu Sans, sans-serif\">\n",
		it->width, it->height, it->width, it->height);
	if (title) {
		fputs("<title>", f);
		escape_xml(f, title);
		fputs("</title>\n", f);
	}
	fprintf(f, "<rect class=\"page\" x=\"0\" y=\"0\" width=\"%d\" height=\"%d\" fill=\"#%06x\"/>\n",
		it->width, it->height, (unsigned)it->page);
	for (size_t i = 0; i < it->n; i++)
		svg_item(f, &it->v[i]);
	fputs("</svg>\n", f);
	if (ferror(f)) {
		errno = EIO;
		return false;
	}
	return true;
}

bool tree_items_write(FILE *f, const tree_items *it, picture_format fmt, const char *title)
{
	if (it->nomem) {
		errno = ENOMEM;
		return false;
	}
	switch (fmt) {
	case PICTURE_SVG: return write_svg(f, it, title);
	case PICTURE_PNG: return write_png(f, it);
	case PICTURE_PDF: return write_pdf(f, it, title);
	default: errno = EINVAL; return false;
	}
}
