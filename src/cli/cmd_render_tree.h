/* SPDX-License-Identifier: MIT */
/* ktour render --tree (cmd_render_tree.c): what render's options said,
 * handed over once they are parsed.  Private to src/cli/. */
#ifndef KTOUR_CLI_CMD_RENDER_TREE_H
#define KTOUR_CLI_CMD_RENDER_TREE_H

#include <stdbool.h>
#include <stdint.h>

#include "ktour/file_io.h"
#include "ktour/options.h"

typedef struct render_tree_args {
	bool tree;                /* --tree */
	const char *style, *data; /* --tree-style, --tree-data */
	bool step_given, step_end;
	uint64_t step;
	const char *out;          /* -o */
	/* the options that draw the explorer, which a tree does not take:
	 * the first given, as "--frames"; NULL none */
	const char *clash;
	int width, height, theme;
	file_replace how;
} render_tree_args;

/* Is this a tree's picture (--tree, or one of the options that go only
 * with it)? */
bool render_tree_wanted(const render_tree_args *t);

/* Check the options, then draw the tree: the exit status. */
int render_tree_run(const render_tree_args *t, shared_options *so);

#endif
