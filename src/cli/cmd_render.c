/* SPDX-License-Identifier: MIT */
/* ktour render: a moment of the explorer as a picture, without a
 * terminal.  The search options say which search (as for explore), or
 * --replay FILE plays a saved path back (a tour file, play's saved path);
 * --step N (or a replay's --move N), and --until COND on from there, say
 * when; -o FILE's extension says
 * the format (.svg .png .pdf; .gif with --frames).  The work is the ui
 * layer's (picture_render_file(), ktour/picture.h). */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "cli_opts.h"
#include "cmd_render_tree.h"
#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/options.h"
#include "ktour/picture.h"
#include "ktour/tour.h"
#include "tour_input.h"

static const char usage_head[] =
	"usage: ktour render [OPTIONS] [--step N] [--until COND] -o FILE\n"
	"       ktour render --replay TOUR [--move N] -o FILE\n"
	"       ktour render [OPTIONS] --tree --step N|end [--tree-data TSV] -o FILE\n"
	"       ktour render [OPTIONS] --frames A..B [--every K] [--fps N] -o FILE.gif\n"
	"\n"
	"Draw what the explorer shows at one moment of a search, without a\n"
	"terminal: the board with its move numbers, the knight, the candidates,\n"
	"the fading backtrack marks, the onward moves, the stack, the status\n"
	"line and the narration, laid out for a slide.  The search runs exactly\n"
	"as the explorer's does, so step N here is step N there, with seed 1\n"
	"unless --seed N says otherwise: the same command draws the same\n"
	"picture every time.  The format comes from FILE's extension: ";
/* ... the formats' extensions (".svg, .png or .pdf; .gif for --frames."),
 * then: */
static const char usage_options[] =
	"\n"
	"\n"
	"options:\n";
static const char usage_tail[] =
	"\n"
	"examples:\n"
	"  ktour render -b 8x8 --step 1000000 -o moment.png\n"
	"  ktour render -b 5x5 --until 'retreat-to 10' -o subtree.svg\n"
	"  ktour render -b 6x6 --prune lookahead --step 40 --theme light -o slide.pdf\n"
	"  ktour render -b 6x6 --step 29 --legend --theme projector -o key.png\n"
	"  ktour render -b 5x5 --frames 0..63 --fps 8 -o search.gif\n"
	"  ktour render --replay assets/tours/closed-8x8.json --move 20 -o tour.svg\n"
	"  ktour render -b 5x5 --tree --step end --tree-data tree.tsv -o tree.svg\n"
	"\n"
	"Exit status: 0 written, 2 bad usage, a search that ends before the step,\n"
	"or a failed write.\n";

/* The extensions of the stills and of the animations, from the formats'
 * table: ".svg, .png or .pdf", ".gif". */
#define EXTS_LEN 100
static const char *stills(char out[EXTS_LEN], const char *last)
{
	picture_formats_join(PICTURE_STILL, 0, PICTURE_EXT, ", ", last, out, EXTS_LEN);
	return out;
}

static const char *animations(char out[EXTS_LEN])
{
	picture_formats_join(PICTURE_FRAMES, 0, PICTURE_EXT, ", ", " or ", out, EXTS_LEN);
	return out;
}

static void usage_hint(void)
{
	char still[EXTS_LEN], moving[EXTS_LEN];
	picture_formats_join(PICTURE_STILL, 0, PICTURE_NAME, "|", "|", still, sizeof still);
	picture_formats_join(PICTURE_FRAMES, 0, PICTURE_NAME, "|", "|", moving, sizeof moving);
	escape_printf(stderr, "usage: ktour render [OPTIONS] [--step N | --frames A..B] -o "
			      "FILE.%s|%s  (ktour render --help for more)\n",
		      still, moving);
}

static int usage_error(void)
{
	usage_hint();
	return EXIT_USAGE;
}

/* The seed of a render without --seed. */
#define RENDER_SEED 1

typedef struct render_args {
	shared_options so;
	picture_render_options ro;
	format_read_opts read;
	const char *replay, *out, *until;
	const char *search_opt; /* the first search option given: --board */
	char search_name[40];
	bool step_given, move_given, frames_given, every_given, fps_given;
	bool no_clobber, force;
	render_tree_args tree; /* --tree (cmd_render_tree.c) */
} render_args;

enum {
	OPT_STEP = OPT_SHARED_LAST,
	OPT_MOVE,
	OPT_UNTIL,
	OPT_FRAMES,
	OPT_EVERY,
	OPT_FPS,
	OPT_SHOW,
	OPT_SIZE,
	OPT_THEME,
	OPT_REPLAY,
	OPT_NO_CLOBBER,
	OPT_LEGEND,
	OPT_TREE,
	OPT_TREE_STYLE,
	OPT_TREE_DATA,
};

/* ---- the options -------------------------------------------------------------- */

static int set_search(void *args, const cli_opt *opt, const char *value)
{
	render_args *a = args;
	if (!a->search_opt) {
		snprintf(a->search_name, sizeof a->search_name, "--%s", opt->name);
		a->search_opt = a->search_name;
	}
	return cli_set_shared(&a->so, "render: ", opt, value);
}

/* A step number: a whole number, 0 or more. */
static bool step_value(const char *text, uint64_t *v)
{
	unsigned long long n;
	if (!options_parse_u64(text, &n))
		return false;
	*v = n;
	return true;
}

/* --frames A..B */
static bool frames_value(const char *text, uint64_t *a, uint64_t *b)
{
	const char *dots = strstr(text, "..");
	char first[32];
	if (!dots || (size_t)(dots - text) >= sizeof first)
		return false;
	snprintf(first, sizeof first, "%.*s", (int)(dots - text), text);
	return step_value(first, a) && step_value(dots + 2, b);
}

static int set_moment(void *args, const cli_opt *opt, const char *value)
{
	render_args *a = args;
	picture_render_options *r = &a->ro;
	uint64_t every = 0;
	bool ok;
	switch (opt->code) {
	case OPT_STEP:
		a->tree.step_end = strcmp(value, "end") == 0; /* --tree's whole search */
		ok = a->step_given = a->tree.step_end || step_value(value, &r->step);
		break;
	case OPT_MOVE: ok = a->move_given = step_value(value, &r->step) && r->step > 0; break;
	case OPT_FRAMES: ok = a->frames_given = frames_value(value, &r->step, &r->last); break;
	default:
		ok = step_value(value, &every) && every > 0;
		r->every = every;
		a->every_given = true;
		break;
	}
	if (ok)
		return 0;
	cli_error("render: --%s %s: expected %s", opt->name, ESCAPE_QUOTE(value),
		  opt->code == OPT_FRAMES ? "the first and last steps, A..B (like 0..63)"
		  : opt->code == OPT_STEP ? "a number of steps, 0 or more"
		  : opt->code == OPT_MOVE ? "a square's number on the path, 1 or more"
					  : "a number of steps between frames, 1 or more");
	return EXIT_USAGE;
}

static int set_picture(void *args, const cli_opt *opt, const char *value)
{
	render_args *a = args;
	picture_render_options *r = &a->ro;
	char err[200] = "";
	int c = opt->code;
	bool ok = c == OPT_FPS	  ? picture_fps_parse(value, &r->fps, err, sizeof err)
		: c == OPT_SIZE	  ? picture_size_parse(value, &r->width, &r->height, err, sizeof err)
		: c == OPT_SHOW	  ? picture_panels_parse(value, &r->panels, err, sizeof err)
				  : picture_theme_parse(value, &r->theme, err, sizeof err);
	a->fps_given |= c == OPT_FPS;
	if (ok)
		return 0;
	cli_error("render: --%s: %s", opt->name, err);
	return EXIT_USAGE;
}

static int set_input(void *args, const cli_opt *opt, const char *value)
{
	render_args *a = args;
	return tour_input_option("render", opt, value, &a->read) ? EXIT_USAGE : 0;
}

static const cli_opt render_options[] = {
	CLI_SHARED_OPTIONS,
	CLI_VALUE("step", OPT_STEP, "N",
		  "the moment: after N steps of the search, as the\n"
		  "explorer counts them (default 0)",
		  set_moment),
	CLI_VALUE_FIELD("until", OPT_UNTIL, "COND",
			"on from --step (default 0) until a moment: depth D,\n"
			"step N, square SQ, forced, solution [K],\n"
			"retreat-to D, stuck, exhausted, dead-end,\n"
			"backtrack or tie (as explore's u)",
			render_args, until),
	CLI_VALUE_FIELD("replay", OPT_REPLAY, "FILE",
			"play a saved path back instead of searching (a tour\n"
			"file, or a path saved with s in play or the explorer)",
			render_args, replay),
	CLI_VALUE("move", OPT_MOVE, "N", "with --replay: the knight on the path's square N\n"
					 "(the same as --step N-1)",
		  set_moment),
	CLI_SWITCH_FIELD("tree", OPT_TREE,
			 "draw the search tree instead (--step N or --step end:\n"
			 "the whole search), an icicle of the nodes by depth",
			 render_args, tree.tree),
	CLI_VALUE_FIELD("tree-style", OPT_TREE_STYLE, "STYLE",
			"with --tree: icicle (default) or sunburst", render_args, tree.style),
	CLI_PATH_FIELD("tree-data", OPT_TREE_DATA, "FILE",
		       "with --tree: also write what it draws as TSV, a row a node",
		       render_args, tree.data),
	CLI_VALUE("frames", OPT_FRAMES, "A..B", "an animation (-o FILE.gif) of steps A to B", set_moment),
	CLI_VALUE("every", OPT_EVERY, "K", "with --frames: a frame every K steps (default 1)",
		  set_moment),
	CLI_VALUE("fps", OPT_FPS, "N", "with --frames: frames a second (1-50; default 4)",
		  set_picture),
	CLI_VALUE("show", OPT_SHOW, "LIST",
		  "the panels, separated by commas: board, heatmap,\n"
		  "stack, narration, status, or all (default all)",
		  set_picture),
	CLI_SWITCH_FIELD("legend", OPT_LEGEND,
			 "a key to the marks under the boards: the path's\n"
			 "numbers, the start, the knight, candidates, tried\n"
			 "next, backtracked, forced, dead end",
			 render_args, ro.legend),
	CLI_VALUE("size", OPT_SIZE, "WxH",
		  "the picture's size (default 1600x900; a GIF\n960x540)", set_picture),
	CLI_VALUE("theme", OPT_THEME, "NAME", "the colours: dark (default), light, projector\nor mono",
		  set_picture),
	CLI_VALUE_FIELD("output", 'o', "FILE",
			"write the picture to FILE (required; atomically: a\n"
			"temporary file in the same directory, then renamed)",
			render_args, out),
	CLI_SWITCH_FIELD("no-clobber", OPT_NO_CLOBBER, "refuse to replace an existing FILE",
			 render_args, no_clobber),
	CLI_SWITCH_FIELD("force", 'f', "replace FILE even when it is read-only", render_args,
			 force),
	TOUR_INPUT_OPTIONS(set_input),
	CLI_HELP_OPTION("show this help"),
};

static void usage(FILE *f)
{
	char still[EXTS_LEN], moving[EXTS_LEN];
	fputs(usage_head, f);
	escape_printf(f, "%s; %s for --frames.", stills(still, " or "), animations(moving));
	fputs(usage_options, f);
	cli_help_options(f, &render_command_table);
	fputs(usage_tail, f);
}

const cli_command render_command_table = {
	"render", render_options, CLI_NOPTS(render_options), 24, usage, set_search, usage_hint,
};

/* ---- after the options --------------------------------------------------------- */

/* The options that go together, and the format from -o's name. */
static int check_moment(render_args *a, picture_format *fmt)
{
	const char *clash = a->frames_given && (a->step_given || a->move_given) ? "--frames and --step or --move"
			    : a->step_given && a->move_given ? "--step and --move"
			    : a->replay && a->search_opt ? a->search_opt
							 : NULL;
	if (clash) {
		cli_error("render: %s: %s", clash,
			  a->search_opt && a->replay ? "the board and the path come from --replay's file"
						     : "say the moment one way");
		return usage_error();
	}
	if (a->move_given && !a->replay) {
		cli_error("render: --move N is a square of a saved path (--replay TOUR); a search "
			  "goes by --step N");
		return usage_error();
	}
	if (a->until && a->frames_given) {
		cli_error("render: --until and --frames: --until COND draws one picture, at the "
			  "moment; an animation names its steps (--frames A..B)");
		return usage_error();
	}
	if ((a->every_given || a->fps_given) && !a->frames_given) {
		cli_error("render: --every and --fps go with --frames A..B (an animation)");
		return usage_error();
	}
	char still[EXTS_LEN], moving[EXTS_LEN], why[300];
	if (!a->out) {
		cli_error("render: missing -o FILE: name the picture to write (%s, or %s with "
			  "--frames)",
			  stills(still, ", "), animations(moving));
		return usage_error();
	}
	*fmt = picture_format_of(a->out);
	bool frames = picture_format_can(*fmt, PICTURE_FRAMES);
	if (*fmt == PICTURE_NONE || frames != a->frames_given) {
		if (frames)
			snprintf(why, sizeof why, "a %s is an animation: add --frames A..B",
				 picture_format_desc_of(*fmt)->label);
		else if (a->frames_given)
			snprintf(why, sizeof why, "--frames makes an animation: name a %s file",
				 animations(moving));
		else
			snprintf(why, sizeof why, "name a %s file (the extension says the format)",
				 stills(still, " or "));
		cli_error("render: -o %s: %s", a->out, why);
		return usage_error();
	}
	if (a->move_given)
		a->ro.step--;
	if (a->frames_given && !a->every_given)
		a->ro.every = 1;
	return -1;
}

static int render_write(render_args *a, picture_format fmt)
{
	char err[600];
	/* the moment, against the settings of the search (or the replay) */
	if (a->until && !moment_parse(a->until, &a->ro.cfg, &a->ro.until, err, sizeof err, NULL)) {
		cli_error("render: --until %s: %s", ESCAPE_QUOTE(a->until), err);
		return EXIT_USAGE;
	}
	a->ro.until_given = a->until != NULL;
	file_replace how = a->no_clobber ? FILE_KEEP
			   : a->force	  ? FILE_REPLACE_READONLY
					  : FILE_REPLACE;
	if (picture_render_file(a->out, fmt, &a->ro, how, err, sizeof err))
		return EXIT_YES;
	cli_error("render: %s%s", err,
		  errno == EEXIST && how == FILE_REPLACE ? "; use --force to replace it" : "");
	return EXIT_USAGE;
}

/* --tree: the options it takes over to cmd_render_tree.c. */
static int render_tree_dispatch(render_args *a)
{
	render_tree_args *t = &a->tree;
	t->clash = a->frames_given ? "--frames" : a->until ? "--until" : a->replay ? "--replay"
		 : a->move_given ? "--move" : a->every_given ? "--every" : a->fps_given ? "--fps"
		 : a->ro.panels ? "--show" : NULL;
	t->step_given = a->step_given;
	t->step = a->ro.step;
	t->out = a->out;
	t->width = a->ro.width;
	t->height = a->ro.height;
	t->theme = a->ro.theme;
	t->how = a->no_clobber ? FILE_KEEP : a->force ? FILE_REPLACE_READONLY : FILE_REPLACE;
	return render_tree_run(t, &a->so);
}

int cmd_render(int argc, char **argv)
{
	render_args a;
	memset(&a, 0, sizeof a);
	a.read = tour_input_defaults();
	options_init(&a.so, PRUNE_NONE); /* the explorer's default */
	/* a picture is the same every time unless --seed says otherwise (the
	 * explorer's clock seed would change the status line and, with
	 * random ties, the path) */
	a.so.cfg.seed = RENDER_SEED;
	a.so.seed_given = true;
	int first, status = cli_parse(&render_command_table, argc, argv, &a, &first);
	if (status >= 0)
		return status;
	if (first < argc) {
		if (!cli_stray_command("render", argc, argv, first, false))
			cli_error("render: unexpected argument %s (a saved path goes with --replay TOUR)",
				  ESCAPE_QUOTE(argv[first]));
		return usage_error();
	}
	if (a.force && a.no_clobber) {
		cli_error("render: --force and --no-clobber contradict each other: choose one");
		return usage_error();
	}
	if (render_tree_wanted(&a.tree))
		return render_tree_dispatch(&a);
	picture_format fmt;
	if ((status = check_moment(&a, &fmt)) >= 0)
		return status;
	char err[300];
	if (!a.replay && !options_finish(&a.so, err, sizeof err)) {
		cli_error("render: %s", err);
		return EXIT_USAGE;
	}
	a.ro.cfg = a.so.cfg;
	a.ro.start_given = a.so.start_given;
	if (!a.replay)
		return render_write(&a, fmt);
	tour t;
	if (!tour_input_read(a.replay, &a.read, &t, NULL))
		return EXIT_USAGE;
	if (a.move_given && a.ro.step >= t.len) {
		cli_error("render: --move %llu: the path has %zu square%s",
			  (unsigned long long)a.ro.step + 1, t.len, t.len == 1 ? "" : "s");
		tour_free(&t);
		return EXIT_USAGE;
	}
	a.ro.replay = &t;
	a.ro.replay_name = strcmp(a.replay, "-") == 0 ? "<stdin>" : a.replay;
	a.ro.cfg.spec = t.spec;
	status = render_write(&a, fmt);
	tour_free(&t);
	return status;
}
