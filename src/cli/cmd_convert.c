/* SPDX-License-Identifier: MIT */
/* ktour convert [FILE] --to FMT [-o OUT]: between grid, moves and json,
 * and to SVG; to pictures (GIF, PNG, PDF, animated SVG) through
 * ktour/picture.h.  Output goes to standard output unless -o names a file,
 * which is then written atomically. */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "cli_opts.h"
#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/file_io.h"
#include "ktour/format.h"
#include "ktour/picture.h"
#include "ktour/tour.h"
#include "tour_input.h"

static const char usage_head[] =
	"usage: ktour convert [FILE] --to FMT [-o OUT]\n"
	"\n"
	"Read a tour or partial path from FILE ('-', or no FILE with a pipe, is\n"
	"standard input; grid, moves or json, detected) and write it as FMT:\n"
	"grid, moves, json or svg; or as a picture: gif (the tour drawing itself,\n"
	"a frame a move), png or pdf (the finished tour).\n"
	"\n"
	"options:\n";
static const char usage_tail[] =
	"\n"
	"Exit status: 0 converted, 2 bad usage, unreadable input or a failed write.\n";

/* ---- the formats, from their tables (format.h, picture.h) ------------------------ */

#define WORDS_MAX 16

/* Is picture format f a tour format too (svg: format.h writes the plain
 * one, a picture option asks for the picture)? */
static bool tour_named(picture_format f)
{
	tour_format t;
	return format_from_name(picture_format_name(f), &t);
}

/* --to's words, in the order convert lists them: the tour formats (with
 * `tours`), then the pictures that are not tour formats too, the
 * animations first (gif, png, pdf), then, without `tours`, those that
 * are (svg).  Returns how many are in w. */
static int to_words(bool tours, const char *w[WORDS_MAX])
{
	int n = 0;
	for (int f = 0; tours && f < WORDS_MAX / 2; f++) {
		tour_format back;
		const char *name = format_name((tour_format)f);
		if (format_from_name(name, &back) && (int)back == f)
			w[n++] = name;
	}
	for (int pass = 0; pass < 3; pass++)
		for (int f = 1; f <= PICTURE_FORMAT_COUNT && n < WORDS_MAX; f++) {
			picture_format p = (picture_format)f;
			bool moves = picture_format_can(p, PICTURE_FRAMES);
			if (pass == 2 ? !tours && tour_named(p)
				      : !tour_named(p) && moves == (pass == 0))
				w[n++] = picture_format_name(p);
		}
	return n;
}

/* w[0..n-1] joined with sep and, before the last, with last. */
static const char *join(const char *const *w, int n, const char *sep, const char *last, char *out,
			size_t len)
{
	size_t at = 0;
	out[0] = '\0';
	for (int i = 0; i < n && at < len; i++) {
		int k = snprintf(out + at, len - at, "%s%s", i == 0 ? "" : i == n - 1 ? last : sep,
				 w[i]);
		if (k < 0)
			break;
		at += (size_t)k;
	}
	return out;
}

/* --to's words joined: "grid, moves, json, svg, gif, png or pdf". */
static const char *to_list(bool tours, const char *sep, const char *last, char *out, size_t len)
{
	const char *w[WORDS_MAX];
	return join(w, to_words(tours, w), sep, last, out, len);
}

static void usage_hint(void)
{
	char list[200];
	escape_printf(stderr, "usage: ktour convert [FILE] --to %s [-o OUT]  "
			      "(ktour convert --help for more)\n",
		      to_list(true, "|", "|", list, sizeof list));
}

static int usage_error(void)
{
	usage_hint();
	return EXIT_USAGE;
}

typedef struct convert_opts {
	tour_format to;
	picture_format pic; /* a picture (then `to` is unused), or PICTURE_NONE */
	picture_tour_options pic_opts;
	bool pic_opts_given;
	format_read_opts read;
	const char *in, *out;
	bool no_clobber, force, to_given;
} convert_opts;

/* ---- the options -------------------------------------------------------------- */

enum { OPT_NO_CLOBBER = 0x200, OPT_ANIMATE, OPT_FPS, OPT_SIZE, OPT_THEME };

/* --to's value: a tour format, or a picture format (svg is format.h's
 * unless a picture option asks for the picture). */
static int set_to(void *args, const cli_opt *opt, const char *value)
{
	(void)opt;
	convert_opts *o = args;
	o->to_given = true;
	if (format_from_name(value, &o->to))
		return 0;
	o->pic = picture_format_from_name(value);
	if (o->pic != PICTURE_NONE)
		return 0;
	char list[200];
	cli_error("convert: --to %s: expected %s", ESCAPE_QUOTE(value),
		  to_list(true, ", ", " or ", list, sizeof list));
	return EXIT_USAGE;
}

static int set_picture(void *args, const cli_opt *opt, const char *value)
{
	convert_opts *o = args;
	char err[200] = "";
	picture_tour_options *p = &o->pic_opts;
	int c = opt->code;
	bool ok = c == OPT_ANIMATE ? (p->animate = true)
		: c == OPT_FPS	   ? picture_fps_parse(value, &p->fps, err, sizeof err)
		: c == OPT_SIZE	   ? picture_size_parse(value, &p->width, &p->height, err, sizeof err)
				   : picture_theme_parse(value, &p->theme, err, sizeof err);
	o->pic_opts_given = true;
	if (ok)
		return 0;
	cli_error("convert: --%s: %s", opt->name, err);
	return EXIT_USAGE;
}

static int set_input(void *args, const cli_opt *opt, const char *value)
{
	convert_opts *o = args;
	return tour_input_option("convert", opt, value, &o->read) ? EXIT_USAGE : 0;
}

static const cli_opt convert_options[] = {
	CLI_VALUE("to", 't', "FMT",
		  "the output format: grid, moves, json, svg, gif, png or\npdf (required)", set_to),
	CLI_SWITCH("animate", OPT_ANIMATE, "with --to svg: the tour draws itself (SMIL), looping",
		   set_picture),
	CLI_VALUE("fps", OPT_FPS, "N", "moves a second of gif and --animate (1-50; default 4)",
		  set_picture),
	CLI_VALUE("size", OPT_SIZE, "WxH", "a picture's size (default 480x480)", set_picture),
	CLI_VALUE("theme", OPT_THEME, "NAME",
		  "a picture's colours: dark (default), light, projector\nor mono", set_picture),
	CLI_PATH_FIELD("output", 'o', "OUT",
			"write to OUT (atomically: a temporary file in the same\n"
			"directory, then renamed) instead of standard output",
			convert_opts, out),
	CLI_SWITCH_FIELD("no-clobber", OPT_NO_CLOBBER, "with -o, refuse to replace an existing OUT",
			 convert_opts, no_clobber),
	CLI_SWITCH_FIELD("force", 'f', "with -o, replace OUT even when it is read-only",
			 convert_opts, force),
	TOUR_INPUT_OPTIONS(set_input),
	CLI_HELP_OPTION("show this help"),
};

static void usage(FILE *f)
{
	fputs(usage_head, f);
	cli_help_options(f, &convert_command_table);
	fputs(usage_tail, f);
}

const cli_command convert_command_table = {
	"convert", convert_options, CLI_NOPTS(convert_options), 22, usage, NULL, usage_hint,
};

/* The picture options go with a picture: plain svg with one of them is
 * drawn as one; --animate only with svg (a GIF always moves). */
static int picture_check(convert_opts *o)
{
	char list[200], moving[100], still[100];
	if (o->pic_opts_given && o->pic == PICTURE_NONE)
		o->pic = picture_format_from_name(format_name(o->to));
	if (o->pic_opts_given && o->pic == PICTURE_NONE) {
		cli_error("convert: --animate, --fps, --size and --theme are for pictures: --to %s",
			  to_list(false, ", ", " or ", list, sizeof list));
		return usage_error();
	}
	if (o->pic_opts.animate && !picture_format_can(o->pic, PICTURE_ANIMATE)) {
		picture_formats_join(PICTURE_ANIMATE, 0, PICTURE_NAME, ", ", " or ", list, sizeof list);
		picture_formats_join(PICTURE_FRAMES, 0, PICTURE_LABEL, ", ", " or ", moving,
				     sizeof moving);
		picture_formats_join(PICTURE_STILL, PICTURE_ANIMATE, PICTURE_LABEL, ", ", " and ",
				     still, sizeof still);
		cli_error("convert: --animate goes with --to %s (a %s always draws itself; "
			  "%s do not move)",
			  list, moving, still);
		return usage_error();
	}
	return -1;
}

/* Parse the options; returns -1 to go on, else an exit status. */
static int convert_parse(int argc, char **argv, convert_opts *o)
{
	int first, status = cli_parse(&convert_command_table, argc, argv, o, &first);
	if (status >= 0)
		return status;
	o->in = first < argc ? argv[first] : tour_input_stdin();
	if (!o->in) {
		cli_error("convert: no FILE given: name the tour file to convert ('-' for "
			  "standard input, or pipe a tour in)");
		return usage_error();
	}
	if (first + 1 < argc) {
		cli_error("convert: one FILE at a time; %s is one too many",
			  ESCAPE_QUOTE(argv[first + 1]));
		return usage_error();
	}
	if (o->force && o->no_clobber) {
		cli_error("convert: --force and --no-clobber contradict each other: choose one");
		return usage_error();
	}
	if (!o->to_given) {
		char list[200];
		cli_error("convert: missing --to FMT: say which format to write (%s)",
			  to_list(true, ", ", " or ", list, sizeof list));
		return usage_error();
	}
	return picture_check(o);
}

static int write_stdout(const tour *t, const convert_opts *o)
{
	errno = 0;
	bool ok = format_write(stdout, t, o->to);
	int code = errno;
	if (fflush(stdout) != 0 || ferror(stdout)) {
		ok = false;
		code = errno ? errno : code;
	}
	if (ok)
		return EXIT_YES;
	if (code == EINVAL)
		cli_error("convert: cannot write this path as %s: it visits a square twice",
			  format_name(o->to));
	else
		cli_error("convert: writing to standard output: %s",
			  strerror(code ? code : EIO));
	return EXIT_USAGE;
}

/* A picture of the tour: to -o's file, else to standard output unless
 * that is a terminal and the picture is binary. */
static int write_picture(const tour *t, const convert_opts *o, file_replace how)
{
	char msg[600];
	const char *name = picture_format_name(o->pic);
	if (!o->out || strcmp(o->out, "-") == 0) {
		if (!picture_format_can(o->pic, PICTURE_TEXT) && isatty(STDOUT_FILENO)) {
			cli_error("convert: a %s picture is binary: name a file with -o, or redirect "
				  "standard output", name);
			return EXIT_USAGE;
		}
		errno = 0;
		if (picture_tour_write(stdout, t, o->pic, &o->pic_opts))
			return EXIT_YES;
		cli_error("convert: writing %s to standard output: %s", name,
			  errno == EINVAL ? "the picture has no room for the board: give a larger "
					    "--size" : strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	if (picture_tour_write_file(o->out, t, o->pic, &o->pic_opts, how, msg, sizeof msg))
		return EXIT_YES;
	cli_error("convert: -o %s%s", msg,
		  errno == EEXIST && how == FILE_REPLACE ? "; use --force to replace it" : "");
	return EXIT_USAGE;
}

int cmd_convert(int argc, char **argv)
{
	convert_opts o = {.read = tour_input_defaults()};
	int status = convert_parse(argc, argv, &o);
	if (status >= 0)
		return status;
	file_replace how = o.no_clobber ? FILE_KEEP
			   : o.force	? FILE_REPLACE_READONLY
					: FILE_REPLACE;
	tour t;
	char msg[600];
	if (!tour_input_read(o.in, &o.read, &t, NULL))
		return EXIT_USAGE;
	if (o.pic != PICTURE_NONE) {
		status = write_picture(&t, &o, how);
	} else if (!o.out || strcmp(o.out, "-") == 0) {
		status = write_stdout(&t, &o);
	} else if (!format_write_file(o.out, &t, o.to, how, msg, sizeof msg)) {
		/* EEXIST with FILE_REPLACE: a read-only file */
		cli_error("convert: -o %s%s", msg,
			  errno == EEXIST && how == FILE_REPLACE ? "; use --force to replace it" : "");
		status = EXIT_USAGE;
	} else {
		status = EXIT_YES;
	}
	tour_free(&t);
	return status;
}
