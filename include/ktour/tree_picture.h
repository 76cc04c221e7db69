/* SPDX-License-Identifier: MIT */
/* The search tree as a picture for slides (ktour render --tree, issue 36):
 * the state-space tree of a backtracking search (ktour/search_tree.h) up
 * to a step or to its end, drawn as an icicle (a row per depth, each node
 * as wide as its subtree, the children in the order tried) or a sunburst
 * (the same in rings round the root), with the tours and dead ends
 * coloured, the depths labelled and the counts in a legend; and what it
 * draws as TSV.  The code is in src/ui/picture/tree_pic*.c (ui layer, no
 * curses); this header includes neither cairo nor curses. */
#ifndef KTOUR_TREE_PICTURE_H
#define KTOUR_TREE_PICTURE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/config.h"
#include "ktour/file_io.h"
#include "ktour/picture.h"

typedef enum picture_tree_style {
	PICTURE_TREE_ICICLE = 0,
	PICTURE_TREE_SUNBURST,
} picture_tree_style;

typedef struct picture_tree_options {
	engine_config cfg;       /* the search (a backtrack engine, one start) */
	bool to_end;             /* the whole search (--step end) */
	uint64_t step;           /* else the tree after this many steps */
	picture_tree_style style;
	int width, height;       /* 0, 0: 1600x900 */
	int theme;               /* 0: dark */
	const char *data;        /* --tree-data FILE: the TSV too; NULL: none */
} picture_tree_options;

/* "icicle" or "sunburst"; false with a message naming them. */
bool picture_tree_style_parse(const char *name, picture_tree_style *style, char *err,
			      size_t errlen);

/* Build the tree and write it as fmt (a still format) to path, and the
 * TSV to o->data, each atomically; false with a message in err (a search
 * that cannot be drawn as a tree, one that does not finish, a failed
 * write). */
bool picture_tree_render_file(const char *path, picture_format fmt,
			      const picture_tree_options *o, file_replace how, char *err,
			      size_t errlen);

/* The contrast ratio of two colours 0xRRGGBB (WCAG 2: 1 to 21), and the
 * colour the tree gives `kind` (0 holds tours, 1 no tour, 2 dead end,
 * 3 the path, 4 a tour's mark) on theme t's page: each at least 3:1
 * against the page. */
double picture_tree_contrast(uint32_t a, uint32_t b);
uint32_t picture_tree_colour(int theme, int kind);
uint32_t picture_tree_page(int theme);
#define PICTURE_TREE_KINDS 5

#endif
