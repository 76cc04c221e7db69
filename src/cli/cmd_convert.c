/* ktour convert [FILE] --to FMT [-o OUT]: between grid, moves and json,
 * and to SVG; to pictures (GIF, PNG, PDF, animated SVG) through
 * ktour/picture.h.  Output goes to standard output unless -o names a file,
 * which is then written atomically. */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ktour/commands.h"
#include "ktour/file_io.h"
#include "ktour/format.h"
#include "ktour/picture.h"
#include "ktour/tour.h"
#include "tour_input.h"

static const char convert_usage_head[] =
	"usage: ktour convert [FILE] --to FMT [-o OUT]\n"
	"\n"
	"Read a tour or partial path from FILE ('-', or no FILE with a pipe, is\n"
	"standard input; grid, moves or json, detected) and write it as FMT:\n"
	"grid, moves, json or svg; or as a picture: gif (the tour drawing itself,\n"
	"a frame a move), png or pdf (the finished tour).\n"
	"\n"
	"options:\n"
	"  -t, --to FMT        the output format: grid, moves, json, svg, gif, png or\n"
	"                      pdf (required)\n"
	"      --animate       with --to svg: the tour draws itself (SMIL), looping\n"
	"      --fps N         moves a second of gif and --animate (1-50; default 4)\n"
	"      --size WxH      a picture's size (default 480x480)\n"
	"      --theme NAME    a picture's colours: dark (default), light, projector\n"
	"                      or mono\n"
	"  -o, --output OUT    write to OUT (atomically: a temporary file in the same\n"
	"                      directory, then renamed) instead of standard output\n"
	"      --no-clobber    with -o, refuse to replace an existing OUT\n"
	"  -f, --force         with -o, replace OUT even when it is read-only\n";
static const char convert_usage[] =
	"  -h, --help          show this help\n"
	"\n"
	"Exit status: 0 converted, 2 bad usage, unreadable input or a failed write.\n";

static void usage_hint(void)
{
	fprintf(stderr, "usage: ktour convert [FILE] --to grid|moves|json|svg|gif|png|pdf [-o OUT]  "
			"(ktour convert --help for more)\n");
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
	bool no_clobber, force;
} convert_opts;

enum { OPT_ANIMATE = 0x210, OPT_FPS, OPT_SIZE, OPT_THEME };

/* --to's value: a tour format, or a picture format (svg is format.h's
 * unless a picture option asks for the picture). */
static bool to_option(const char *name, convert_opts *o)
{
	if (format_from_name(name, &o->to))
		return true;
	o->pic = picture_format_from_name(name);
	if (o->pic != PICTURE_NONE)
		return true;
	cli_error("convert: --to '%s': expected grid, moves, json, svg, gif, png or pdf", name);
	return false;
}

static bool picture_option(int c, const char *arg, convert_opts *o)
{
	char err[200] = "";
	picture_tour_options *p = &o->pic_opts;
	bool ok = c == OPT_ANIMATE ? (p->animate = true)
		: c == OPT_FPS	   ? picture_fps_parse(arg, &p->fps, err, sizeof err)
		: c == OPT_SIZE	   ? picture_size_parse(arg, &p->width, &p->height, err, sizeof err)
				   : picture_theme_parse(arg, &p->theme, err, sizeof err);
	if (!ok)
		cli_error("convert: --%s: %s",
			  c == OPT_FPS ? "fps" : c == OPT_SIZE ? "size" : "theme", err);
	o->pic_opts_given = true;
	return ok;
}

/* The picture options go with a picture: plain svg with one of them is
 * drawn as one; --animate only with svg (a GIF always moves). */
static int picture_check(convert_opts *o)
{
	if (o->pic_opts_given && o->pic == PICTURE_NONE && o->to == FMT_SVG)
		o->pic = PICTURE_SVG;
	if (o->pic_opts_given && o->pic == PICTURE_NONE) {
		cli_error("convert: --animate, --fps, --size and --theme are for pictures: "
			  "--to gif, png, pdf or svg");
		return usage_error();
	}
	if (o->pic_opts.animate && o->pic != PICTURE_SVG) {
		cli_error("convert: --animate goes with --to svg (a GIF always draws itself; "
			  "PNG and PDF do not move)");
		return usage_error();
	}
	return -1;
}

/* Parse the options; returns -1 to go on, else an exit status. */
static int convert_parse(int argc, char **argv, convert_opts *o)
{
	enum { OPT_NO_CLOBBER = 0x200 };
	static const struct option longopts[] = {
		{"to", required_argument, NULL, 't'},
		{"output", required_argument, NULL, 'o'},
		TOUR_INPUT_LONGOPTS,
		{"no-clobber", no_argument, NULL, OPT_NO_CLOBBER},
		{"force", no_argument, NULL, 'f'},
		{"animate", no_argument, NULL, OPT_ANIMATE},
		{"fps", required_argument, NULL, OPT_FPS},
		{"size", required_argument, NULL, OPT_SIZE},
		{"theme", required_argument, NULL, OPT_THEME},
		{"help", no_argument, NULL, 'h'},
		{NULL, 0, NULL, 0},
	};
	if (cli_listing_options()) /* ktour --list-options (complete.c) */
		return cli_list_options("convert", longopts);
	bool to_given = false;
	int c;
	optind = 0;
	opterr = 0;
	while ((c = getopt_long(argc, argv, ":t:o:fh", longopts, NULL)) != -1) {
		switch (c) {
		case 'h':
			fputs(convert_usage_head, stdout);
			fputs(tour_input_help(22), stdout);
			fputs(convert_usage, stdout);
			return EXIT_YES;
		case 't':
			if (!to_option(optarg, o))
				return usage_error();
			to_given = true;
			break;
		case OPT_ANIMATE:
		case OPT_FPS:
		case OPT_SIZE:
		case OPT_THEME:
			if (!picture_option(c, optarg, o))
				return usage_error();
			break;
		case OPT_INPUT_FORMAT:
		case OPT_INPUT_BASE:
			if (tour_input_option("convert", c, optarg, &o->read) != 0)
				return usage_error();
			break;
		case 'o': o->out = optarg; break;
		case OPT_NO_CLOBBER: o->no_clobber = true; break;
		case 'f': o->force = true; break;
		default: /* ':' or '?' */
			cli_bad_option("convert", c, argv);
			return usage_error();
		}
	}
	o->in = optind < argc ? argv[optind] : tour_input_stdin();
	if (!o->in) {
		cli_error("convert: no FILE given: name the tour file to convert ('-' for "
			  "standard input, or pipe a tour in)");
		return usage_error();
	}
	if (optind + 1 < argc) {
		cli_error("convert: one FILE at a time; '%s' is one too many", argv[optind + 1]);
		return usage_error();
	}
	if (o->force && o->no_clobber) {
		cli_error("convert: --force and --no-clobber contradict each other: choose one");
		return usage_error();
	}
	if (!to_given) {
		cli_error("convert: missing --to FMT: say which format to write (grid, moves, "
			  "json, svg, gif, png or pdf)");
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
		if (o->pic != PICTURE_SVG && isatty(STDOUT_FILENO)) {
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
	cli_error("convert: %s%s", msg,
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
		cli_error("convert: %s%s", msg,
			  errno == EEXIST && how == FILE_REPLACE ? "; use --force to replace it" : "");
		status = EXIT_USAGE;
	} else {
		status = EXIT_YES;
	}
	tour_free(&t);
	return status;
}
