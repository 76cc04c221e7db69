/* SPDX-License-Identifier: MIT */
/* ktour render --tree: the search tree of a backtracking search as a
 * picture (ktour/tree_picture.h), up to --step N or of the whole search
 * (--step end), and with --tree-data FILE what it draws as TSV.  The
 * options are render's (cmd_render.c's table); this is what they must
 * say together, and the call. */
#include "cmd_render_tree.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/picture.h"
#include "ktour/tree_picture.h"

bool render_tree_wanted(const render_tree_args *t)
{
	return t->tree || t->style || t->data || t->step_end;
}

/* The options given that the tree does not go with; 0 when they fit. */
static int check(const render_tree_args *t, picture_format *fmt)
{
	const char *alone = t->style ? "--tree-style" : t->data ? "--tree-data" : "--step end";
	if (!t->tree) {
		cli_error("render: %s goes with --tree (the search tree as a picture)", alone);
		return EXIT_USAGE;
	}
	if (t->clash) {
		cli_error("render: --tree and %s: --tree draws the search tree, not the explorer "
			  "(%s is for the explorer's picture)",
			  t->clash, t->clash);
		return EXIT_USAGE;
	}
	if (!t->step_given) {
		cli_error("render: --tree: say how far the search goes: --step N (the tree after N "
			  "steps) or --step end (the whole search)");
		return EXIT_USAGE;
	}
	char still[100];
	picture_formats_join(PICTURE_STILL, 0, PICTURE_EXT, ", ", " or ", still, sizeof still);
	*fmt = t->out ? picture_format_of(t->out) : PICTURE_NONE;
	if (!t->out || !picture_format_can(*fmt, PICTURE_STILL) ||
	    picture_format_can(*fmt, PICTURE_FRAMES)) {
		cli_error("render: --tree: %s%s: name a %s file (the extension says the format)",
			  t->out ? "-o " : "missing -o FILE", t->out ? t->out : "", still);
		return EXIT_USAGE;
	}
	if (t->data && strcmp(t->data, t->out) == 0) {
		cli_error("render: --tree-data %s: the picture goes there (-o): name another file",
			  t->data);
		return EXIT_USAGE;
	}
	return 0;
}

int render_tree_run(const render_tree_args *t, shared_options *so)
{
	picture_format fmt;
	int status = check(t, &fmt);
	if (status)
		return status;
	picture_tree_options o = {.to_end = t->step_end, .step = t->step, .width = t->width,
				  .height = t->height, .theme = t->theme, .data = t->data};
	char err[600];
	if (t->style && !picture_tree_style_parse(t->style, &o.style, err, sizeof err)) {
		cli_error("render: --tree-style: %s", err);
		return EXIT_USAGE;
	}
	if (!options_finish(so, err, sizeof err)) {
		cli_error("render: %s", err);
		return EXIT_USAGE;
	}
	o.cfg = so->cfg;
	if (picture_tree_render_file(t->out, fmt, &o, t->how, err, sizeof err))
		return EXIT_YES;
	cli_error("render: %s%s", err,
		  errno == EEXIST && t->how == FILE_REPLACE ? "; use --force to replace it" : "");
	return EXIT_USAGE;
}
