/* SPDX-License-Identifier: MIT */
/* ktour render --tree (ktour/tree_picture.h): the search tree laid out
 * as an icicle or a sunburst, with its title, depth labels and legend,
 * into shapes (tree_draw.h) that become SVG, PNG or PDF. */
#include "ktour/tree_picture.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"
#include "ktour/search_tree.h"
#include "ktour/square.h"
#include "style.h"
#include "tree_draw.h"

/* The kinds of node (picture_tree_colour). */
enum { K_TOURS, K_NONE, K_DEAD, K_PATH, K_MARK };

/* Tours drawn each as its own mark; more are drawn a mark per pixel. */
#define MARKS_EACH 5000
#define MARGIN 20.0

double picture_tree_contrast(uint32_t a, uint32_t b)
{
	double l[2];
	uint32_t c[2] = {a, b};
	for (int i = 0; i < 2; i++) {
		double sum = 0, w[3] = {0.2126, 0.7152, 0.0722};
		for (int k = 0; k < 3; k++) {
			double v = ((c[i] >> (16 - 8 * k)) & 0xff) / 255.0;
			v = v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
			sum += w[k] * v;
		}
		l[i] = sum;
	}
	double hi = l[0] > l[1] ? l[0] : l[1], lo = l[0] > l[1] ? l[1] : l[0];
	return (hi + 0.05) / (lo + 0.05);
}

uint32_t picture_tree_page(int theme)
{
	return pic_page((theme_id)theme);
}

/* The kinds' colours on a dark page and on a light one (xterm's colours
 * 77, 103, 209, 221, 157 and 28, 60, 161, 136, 22), each moved towards
 * the ink until it stands 3:1 against the page. */
uint32_t picture_tree_colour(int theme, int kind)
{
	static const uint32_t dark[] = {0x5fd75f, 0x8787af, 0xff875f, 0xffd75f, 0xafffaf};
	static const uint32_t light[] = {0x008700, 0x5f5f87, 0xd7005f, 0xaf8700, 0x005f00};
	static const uint32_t mono[] = {0x303030, 0x767676, 0x000000, 0x5a5a5a, 0x000000};
	uint32_t page = picture_tree_page(theme), ink = pic_ink((theme_id)theme);
	bool is_dark = picture_tree_contrast(page, 0) < picture_tree_contrast(page, 0xffffff);
	kind = kind < 0 || kind >= PICTURE_TREE_KINDS ? K_NONE : kind;
	uint32_t c = palette_is_mono((theme_id)theme) ? mono[kind] : is_dark ? dark[kind] : light[kind];
	for (int i = 1; i <= 20 && picture_tree_contrast(c, page) < 3.0; i++)
		c = pic_mix(c, ink, i / 20.0);
	return c;
}

bool picture_tree_style_parse(const char *name, picture_tree_style *style, char *err,
			      size_t errlen)
{
	if (name && strcmp(name, "icicle") == 0)
		*style = PICTURE_TREE_ICICLE;
	else if (name && strcmp(name, "sunburst") == 0)
		*style = PICTURE_TREE_SUNBURST;
	else {
		snprintf(err, errlen, "%s is not a tree style: expected icicle or sunburst",
			 ESCAPE_QUOTE(name ? name : ""));
		return false;
	}
	return true;
}

/* 1735079 -> "1,735,079" */
static const char *grouped(uint64_t v, char out[32])
{
	char digits[24];
	int n = snprintf(digits, sizeof digits, "%llu", (unsigned long long)v), o = 0;
	for (int i = 0; i < n; i++) {
		if (i > 0 && (n - i) % 3 == 0)
			out[o++] = ',';
		out[o++] = digits[i];
	}
	out[o] = '\0';
	return out;
}

/* ---- the layout ------------------------------------------------------------- */

typedef struct layout {
	const search_tree *t;
	const picture_tree_options *o;
	tree_items *it;
	int theme;
	uint32_t ink, page;
	double x0, x1, y0, y1; /* the tree's area */
	double unit;           /* icicle: the width of one node */
	double row;            /* the height of a depth */
	double cx, cy, r0, ring; /* sunburst: centre, the root's radius, a ring */
	double tau_unit;       /* sunburst: the angle of one node */
} layout;

static int kind_of(const search_tree *t, const search_tree_node *x)
{
	if (x->open)
		return K_PATH;
	if (x->solutions > 0)
		return K_TOURS;
	if (x->nodes == 1 && x->depth < t->rows * t->cols)
		return K_DEAD;
	return K_NONE;
}

static const char *class_of(int kind)
{
	static const char *const cls[] = {"node tours", "node none", "node dead", "node path"};
	return cls[kind];
}

/* Light or dark text, whichever reads better on fill. */
static uint32_t text_on(const layout *L, uint32_t fill)
{
	return picture_tree_contrast(fill, L->ink) >= picture_tree_contrast(fill, L->page) ? L->ink
													  : L->page;
}

/* The square's name in its node when it fits. */
static void icicle_label(layout *L, const search_tree_node *x, double left, double w, double y,
			 uint32_t fill)
{
	double size = L->row * 0.6 > 12 ? 12 : L->row * 0.6;
	if (size < 7)
		return;
	char name[SQUARE_NAME_MAX];
	square_name_algebraic(L->t->rows, x->sq / L->t->cols, x->sq % L->t->cols, name, sizeof name);
	if (tree_text_width(name, size, false) + 4 > w)
		return;
	tree_add_text(L->it, left + w / 2, y + L->row / 2 + size * 0.35, size, 1, false,
		      text_on(L, fill), "label", name);
}

/* Each node's place among all the squares put on the stack, in
 * preorder: the root 0, a first child one after its parent, a sibling
 * after the one before and its subtree.  NULL when out of memory. */
static uint64_t *places(const search_tree *t)
{
	uint64_t *pos = malloc((t->n ? t->n : 1) * sizeof *pos);
	if (!pos)
		return NULL;
	if (t->n)
		pos[0] = 0;
	for (size_t i = 0; i < t->n; i++) {
		uint64_t at = pos[i] + 1;
		for (int32_t k = t->v[i].kid; k >= 0; k = t->v[k].next) {
			pos[k] = at;
			at += t->v[k].nodes;
		}
	}
	return pos;
}

static void icicle_nodes(layout *L, const uint64_t *pos)
{
	const search_tree *t = L->t;
	for (size_t i = 0; i < t->n; i++) {
		const search_tree_node *x = &t->v[i];
		int kind = kind_of(t, x);
		uint32_t fill = picture_tree_colour(L->theme, kind);
		double left = L->x0 + (double)pos[i] * L->unit, w = (double)x->nodes * L->unit;
		double y = L->y0 + (x->depth - 1) * L->row, h = L->row > 4 ? L->row - 1 : L->row;
		/* a hair of the page between neighbours wide enough to show it */
		double gap = w >= 3 ? 0.5 : 0;
		tree_add(L->it, (tree_item){.shape = TS_RECT, .cls = class_of(kind), .x = left + gap,
					    .y = y, .w = w - 2 * gap, .h = h, .fill = fill,
					    .row = (int32_t)i + 1});
		icicle_label(L, x, left, w, y, fill);
	}
}

/* The subtrees that hold tours, narrower than a pixel, as threads a
 * pixel wide over the rest: each tour's path down to its mark. */
static void icicle_threads(layout *L, const uint64_t *pos)
{
	const search_tree *t = L->t;
	uint32_t fill = picture_tree_colour(L->theme, K_TOURS);
	for (size_t i = 0; i < t->n; i++) {
		const search_tree_node *x = &t->v[i];
		double w = (double)x->nodes * L->unit;
		if (x->solutions == 0 || w >= 1 || x->open)
			continue;
		double mid = L->x0 + ((double)pos[i] + x->nodes / 2.0) * L->unit;
		tree_add(L->it, (tree_item){.shape = TS_RECT, .cls = "thread", .x = mid - 0.5,
					    .y = L->y0 + (x->depth - 1) * L->row, .w = 1,
					    .h = L->row, .fill = fill, .row = (int32_t)i + 1});
	}
}

/* The tours: a mark each under the deepest row where they lie. */
static void icicle_marks(layout *L, double y, double h)
{
	const search_tree *t = L->t;
	uint32_t fill = picture_tree_colour(L->theme, K_MARK);
	bool each = t->sol_every == 1 && t->nsol_at <= MARKS_EACH;
	double last = -1;
	for (size_t k = 0; k < t->nsol_at; k++) {
		double x = L->x0 + ((double)t->sol_at[k] - 0.5) * L->unit;
		if (!each && floor(x) == last)
			continue;
		last = floor(x);
		tree_add(L->it, (tree_item){.shape = TS_RECT, .cls = each ? "tour" : "tours",
					    .x = each ? x - 0.5 : last, .y = y, .w = 1, .h = h,
					    .fill = fill});
	}
}

/* The depths down the left edge: every one, or every fifth when the
 * rows are too thin for their numbers. */
static void depth_labels(layout *L)
{
	double size = L->row * 0.7 > 12 ? 12 : L->row * 0.7;
	int every = 1;
	if (size < 8) {
		size = 9;
		every = L->row * 5 >= 11 ? 5 : 10;
	}
	tree_add_text(L->it, L->x0 - 8, L->y0 - 6, 11, 2, true, L->ink, "depth-head", "depth");
	for (int d = 1; d <= L->t->max_depth; d++) {
		if (d != 1 && d % every != 0)
			continue;
		char n[16];
		snprintf(n, sizeof n, "%d", d);
		tree_add_text(L->it, L->x0 - 8, L->y0 + (d - 0.5) * L->row + size * 0.35, size, 2,
			      false, L->ink, "depth", n);
	}
}

static void sunburst_nodes(layout *L, const uint64_t *pos)
{
	const search_tree *t = L->t;
	for (size_t i = 0; i < t->n; i++) {
		const search_tree_node *x = &t->v[i];
		int kind = kind_of(t, x);
		double a0 = -M_PI / 2 + (double)pos[i] * L->tau_unit;
		tree_add(L->it, (tree_item){.shape = TS_WEDGE, .cls = class_of(kind), .x = L->cx,
					    .y = L->cy, .w = (x->depth - 1) * L->ring,
					    .h = x->depth * L->ring - (L->ring > 4 ? 0.5 : 0),
					    .a0 = a0, .a1 = a0 + (double)x->nodes * L->tau_unit,
					    .fill = picture_tree_colour(L->theme, kind),
					    .row = (int32_t)i + 1});
	}
	/* the tours: a mark each outside the rings, where they lie */
	double R = L->ring * t->max_depth;
	bool each = t->sol_every == 1 && t->nsol_at <= MARKS_EACH;
	for (size_t k = 0; k < t->nsol_at; k++) {
		double a = -M_PI / 2 + ((double)t->sol_at[k] - 0.5) * L->tau_unit;
		tree_add(L->it, (tree_item){.shape = TS_WEDGE, .cls = each ? "tour" : "tours",
					    .x = L->cx, .y = L->cy, .w = R + 3, .h = R + 11,
					    .a0 = a - 0.6 / R, .a1 = a + 0.6 / R,
					    .fill = picture_tree_colour(L->theme, K_MARK)});
	}
	/* the depths up the ring above the root, every fifth when thin */
	int every = L->ring >= 12 ? 1 : L->ring * 5 >= 12 ? 5 : 10;
	for (int d = 1; d <= t->max_depth; d++) {
		if (d != 1 && d % every != 0)
			continue;
		char n[16];
		snprintf(n, sizeof n, "%d", d);
		tree_add_text(L->it, L->cx + R + 14, L->cy - (d - 0.5) * L->ring + 4, 10, 0, false,
			      L->ink, "depth", n);
		/* a tick from the ring's height to its number, outside the rings */
		tree_add(L->it, (tree_item){.shape = TS_RECT, .cls = "tick",
					    .x = L->cx + R - 30, .y = L->cy - (d - 0.5) * L->ring,
					    .w = 42, .h = 0.5,
					    .fill = L->ink});
	}
	tree_add_text(L->it, L->cx + R + 14, L->cy - R - 8, 11, 0, true, L->ink, "depth-head",
		      "depth");
}

/* A line of text at size, smaller when it would not fit in `room`. */
static void fitted(layout *L, double x, double y, double size, bool bold, const char *cls,
		   const char *text, double room)
{
	double w = tree_text_width(text, size, bold);
	if (w > room)
		size *= room / w;
	tree_add_text(L->it, x, y, size, 0, bold, L->ink, cls, text);
}

static void title(layout *L, char *name, size_t len)
{
	const search_tree *t = L->t;
	char start[SQUARE_NAME_MAX], how[300], line[500], a[32];
	ksq s0 = t->v[0].sq;
	square_name_algebraic(t->rows, s0 / t->cols, s0 % t->cols, start, sizeof start);
	snprintf(name, len, "The search tree: %dx%d from %s", t->rows, t->cols, start);
	double room = L->it->width - 2 * MARGIN;
	fitted(L, MARGIN, 36, 22, true, "title", name, room);
	config_describe(&L->o->cfg, how, sizeof how);
	if (t->finished)
		snprintf(line, sizeof line, "%s: the whole search, %s steps", how, grouped(t->steps, a));
	else
		snprintf(line, sizeof line, "%s: after step %s, still searching", how,
			 grouped(t->steps, a));
	fitted(L, MARGIN, 60, 14, false, "subtitle", line, room);
}

static void legend(layout *L, uint64_t fold)
{
	static const char *const words[] = {"holds tours", "searched, no tour", "dead end: no move on",
					    "on the path: counted so far", "a tour"};
	const search_tree *t = L->t;
	double x = MARGIN, y = L->it->height - 58;
	for (int k = 0; k < PICTURE_TREE_KINDS; k++) {
		if (k == K_PATH && t->finished)
			continue;
		uint32_t c = picture_tree_colour(L->theme, k);
		tree_add(L->it, (tree_item){.shape = TS_RECT, .cls = "swatch", .x = x, .y = y - 11,
					    .w = k == K_MARK ? 3 : 14, .h = 14, .fill = c});
		x += k == K_MARK ? 9 : 20;
		tree_add_text(L->it, x, y, 13, 0, false, L->ink, "legend", words[k]);
		x += tree_text_width(words[k], 13, false) + 28;
	}
	char line[600], n[32], m[32], s[32], d[32], f[32];
	snprintf(line, sizeof line,
		 "nodes %s (the start square and %s squares put on the stack) · tours %s · "
		 "every number exact, the search's own",
		 grouped(t->v[0].nodes, n), grouped(t->v[0].nodes - 1, m),
		 grouped(t->v[0].solutions, s));
	double room = L->it->width - 2 * MARGIN;
	fitted(L, MARGIN, L->it->height - 34, 14, false, "counts", line, room);
	snprintf(line, sizeof line, "%s nodes drawn: a subtree under %s nodes as one%s%s",
		 grouped(t->n, d), grouped(fold > 1 ? fold : 1, f),
		 t->kept_tours && t->v[0].solutions ? ", but those with tours, a pixel wide at least"
						    : "",
		 t->finished ? "" : " · the path counted so far; the candidates not yet tried "
				    "are not drawn");
	fitted(L, MARGIN, L->it->height - 14, 12, false, "drawn", line, room);
}

/* ---- the files ------------------------------------------------------------------ */

/* The longest whole search drawn (--step end): 200 million steps, some
 * seconds (the 6x6 look-ahead search from a corner takes 29 million). */
#define TREE_MAX_STEPS 200000000ull

static bool lay_out(const search_tree *t, const picture_tree_options *o, tree_items *it,
		    char *name, size_t len)
{
	layout L = {.t = t, .o = o, .it = it, .theme = o->theme};
	L.ink = pic_ink((theme_id)o->theme);
	L.page = it->page = picture_tree_page(o->theme);
	uint64_t *pos = places(t);
	if (!pos)
		return false;
	title(&L, name, len);
	L.x0 = 70;
	L.x1 = it->width - MARGIN;
	L.y0 = 84;
	L.y1 = it->height - 92;
	double marks = 12;
	if (o->style == PICTURE_TREE_ICICLE) {
		L.unit = (L.x1 - L.x0) / (double)t->v[0].nodes;
		L.row = (L.y1 - marks - 4 - L.y0) / t->max_depth;
		icicle_nodes(&L, pos);
		icicle_threads(&L, pos);
		icicle_marks(&L, L.y0 + t->max_depth * L.row + 3, marks);
		depth_labels(&L);
	} else {
		double r = fmin(L.x1 - L.x0 - 80, L.y1 - L.y0) / 2;
		L.cx = (L.x0 + L.x1) / 2;
		L.cy = (L.y0 + L.y1) / 2;
		L.ring = r / t->max_depth;
		L.tau_unit = 2 * M_PI / (double)t->v[0].nodes;
		sunburst_nodes(&L, pos);
	}
	legend(&L, t->fold);
	free(pos);
	return !it->nomem;
}

typedef struct pic_job {
	const tree_items *it;
	picture_format fmt;
	const char *title;
} pic_job;

static bool write_pic(FILE *f, const void *ctx)
{
	const pic_job *j = ctx;
	return tree_items_write(f, j->it, j->fmt, j->title);
}

static bool write_tsv(FILE *f, const void *ctx)
{
	return search_tree_write_tsv(f, ctx);
}

bool picture_tree_render_file(const char *path, picture_format fmt,
			      const picture_tree_options *o, file_replace how, char *err,
			      size_t errlen)
{
	tree_items it = {.width = o->width > 0 ? o->width : 1600,
			 .height = o->height > 0 ? o->height : 900};
	search_tree_options so = {.to_end = o->to_end, .step = o->step, .pixels = it.width,
				  .max_steps = o->to_end ? TREE_MAX_STEPS : 0};
	search_tree t;
	char why[300];
	if (!search_tree_build(&o->cfg, &so, &t, why, sizeof why)) {
		snprintf(err, errlen, "--tree: %s%s", why,
			 strstr(why, "does not finish") ? ": draw it up to a step, --step N" : "");
		return false;
	}
	char name[200];
	bool ok = lay_out(&t, o, &it, name, sizeof name);
	if (!ok)
		snprintf(err, errlen, "--tree: out of memory");
	pic_job j = {&it, fmt, name};
	ok = ok && file_write_atomic(path, write_pic, &j, how, err, errlen);
	ok = ok && (!o->data || file_write_atomic(o->data, write_tsv, &t, how, err, errlen));
	tree_items_free(&it);
	search_tree_free(&t);
	return ok;
}
