/* SPDX-License-Identifier: MIT */
/* The search tree's picture as a list of shapes (tree_pic.c lays them
 * out), drawn by one of two writers: cairo for PNG and PDF, and plain SVG
 * written here, so that every node is a <rect> (or a sunburst's <path>)
 * with its class and its row of the TSV, and every text real <text>: a
 * test, or anyone, can read the picture's numbers back.  Private to
 * src/ui/picture. */
#ifndef KTOUR_UI_PICTURE_TREE_DRAW_H
#define KTOUR_UI_PICTURE_TREE_DRAW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ktour/picture.h"

typedef enum tree_shape {
	TS_RECT,  /* x, y, w, h */
	TS_WEDGE, /* a ring's part round (x, y): radii w..h, angles a0..a1 (radians) */
	TS_TEXT,  /* baseline at (x, y), size h; anchor 0 start, 1 middle, 2 end */
} tree_shape;

typedef struct tree_item {
	uint8_t shape;  /* tree_shape */
	uint8_t anchor;
	bool bold;
	const char *cls; /* the SVG's class ("node tours", "tour", "legend"), static */
	double x, y, w, h, a0, a1;
	uint32_t fill;
	int32_t row;    /* the node's row in the TSV (1..); 0: no node */
	char *text;     /* TS_TEXT, owned */
} tree_item;

typedef struct tree_items {
	tree_item *v;
	size_t n, cap;
	bool nomem;
	int width, height;
	uint32_t page;
} tree_items;

/* Add a shape (its text copied); on out of memory, items->nomem. */
void tree_add(tree_items *it, tree_item x);
void tree_add_text(tree_items *it, double x, double y, double size, int anchor, bool bold,
		   uint32_t ink, const char *cls, const char *text);
void tree_items_free(tree_items *it);

/* The advance width of text at size (DejaVu Sans, as both writers draw). */
double tree_text_width(const char *text, double size, bool bold);

/* Write the shapes as fmt (SVG, PNG or PDF) to f, `title` in the SVG's
 * <title> and the PDF's metadata; false with errno set. */
bool tree_items_write(FILE *f, const tree_items *it, picture_format fmt, const char *title);

#endif
