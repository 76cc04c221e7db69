/* SPDX-License-Identifier: MIT */
/* ktour lesson [--check] [FILE|NAME]: list the installed lessons, check a
 * lesson without a terminal, or give it in the explorer.  A lesson is read
 * and run to every scene before the screen opens (ktour/lesson.h): the
 * explorer never opens on a bad one. */
#include <dirent.h>
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cli_opts.h"
#include "ktour/commands.h"
#include "ktour/escape.h"
#include "ktour/lesson.h"
#include "ktour/ui.h"
#include "settings_cli.h"

/* Where `make install` puts the lessons (the Makefile says). */
#ifndef KTOUR_LESSON_DIR
#define KTOUR_LESSON_DIR "/usr/local/share/ktour/lessons"
#endif
#define LESSON_EXT ".lesson"

enum {
	OPT_CHECK = 0x100,
	OPT_ASCII,
	OPT_COLOR,
	OPT_NO_MOUSE,
	OPT_NO_CONFIG,
	OPT_RECORD,
	OPT_THEME,
	OPT_PRESENT,
	OPT_SPEED,
	OPT_NOTES
};

static const char lesson_head[] =
	"usage: ktour lesson [OPTIONS] [FILE|NAME]\n"
	"\n"
	"Give a lesson: a search walked through scene by scene, each with a\n"
	"caption.  space, n or the right arrow go to the next scene (the search\n"
	"runs there; Enter: there at once), p or the left arrow to the one\n"
	"before, a number and Enter to scene N; in a scene that asks, space\n"
	"first shows the answer; z the presentation (it stays from scene to\n"
	"scene); Esc asks a question (every key of the explorer works) and\n"
	"Enter comes back to the scene; q quits.  With no FILE, the installed\n"
	"lessons are listed; a NAME without a path is an installed lesson.\n"
	"\n"
	"options:\n";

static const char lesson_tail[] =
	"\n"
	"The lessons are looked for in $KTOUR_LESSON_DIR when it is set, else in\n"
	"%s and in assets/lessons beside the program.\n"
	"\n"
	"examples:\n"
	"  ktour lesson                            the installed lessons\n"
	"  ktour lesson backtracking               the first of them\n"
	"  ktour lesson --check my.lesson          check a lesson you wrote\n"
	"  ktour lesson backtracking --record class.cast   give it and keep it\n"
	"  ktour lesson warnsdorff --theme projector --present   for a room\n"
	"  ktour lesson backtracking --notes /dev/pts/3   the notes on a second terminal\n";

/* What the command line says. */
typedef struct lesson_args {
	bool check;
	explore_options eo;
	cli_settings st; /* the settings file: the display's keys but the speed */
	bool theme_given, present, speed_given; /* they beat the lesson's header */
	const char *notes; /* --notes PATH */
} lesson_args;

static int set_color(void *args, const cli_opt *opt, const char *value)
{
	((lesson_args *)args)->st.given |= SETTINGS_BIT(SK_COLOR);
	if (!ui_color_from_name(value, &((lesson_args *)args)->eo.color)) {
		cli_error("--%s %s: expected auto, 256, 8 or off", opt->name, ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	return 0;
}

static int set_theme(void *args, const cli_opt *opt, const char *value)
{
	lesson_args *a = args;
	(void)opt;
	a->theme_given = true;
	a->st.given |= SETTINGS_BIT(SK_THEME);
	if (!ui_theme_from_name(value, &a->eo.theme)) {
		cli_error("--theme %s: expected dark, light, projector or mono",
			  ESCAPE_QUOTE(value));
		return EXIT_USAGE;
	}
	return 0;
}

static int set_speed(void *args, const cli_opt *opt, const char *value)
{
	lesson_args *a = args;
	unsigned long long v = 0;
	(void)opt;
	a->speed_given = true;
	a->eo.speed_max = strcmp(value, "max") == 0;
	if (!a->eo.speed_max &&
	    (!options_parse_u64(value, &v) || v < UI_SPEED_MIN || v > UI_SPEED_MAX)) {
		cli_error("--speed %s: expected steps per second from %u to %u, or max",
			  ESCAPE_QUOTE(value), UI_SPEED_MIN, UI_SPEED_MAX);
		return EXIT_USAGE;
	}
	if (!a->eo.speed_max)
		a->eo.speed = (uint32_t)v;
	return 0;
}

static const cli_opt lesson_options[] = {
	CLI_SWITCH_FIELD("check", OPT_CHECK,
			 "read the lesson and run the search to every\n"
			 "scene, print each scene's step and caption with\n"
			 "its figures filled in, check its expects (no\n"
			 "terminal needed); exit 2 with FILE:LINE:COLUMN\n"
			 "on a bad line, a scene that cannot be reached\n"
			 "or an expect that does not hold",
			 lesson_args, check),
	CLI_SWITCH_FIELD("ascii", OPT_ASCII, "plain ASCII glyphs", lesson_args, eo.ascii),
	CLI_VALUE("color", OPT_COLOR, "WHEN", "auto, 256, 8 or off (default auto); also --colour",
		  set_color),
	CLI_VALUE("colour", OPT_COLOR, "WHEN", NULL, set_color),
	CLI_VALUE("theme", OPT_THEME, "NAME",
		  "the colours: dark, light, projector or mono\n"
		  "(beats the lesson's theme line)",
		  set_theme),
	CLI_SWITCH_FIELD("present", OPT_PRESENT,
			 "open in the presentation (z), the board and\n"
			 "the caption large; it stays from scene to scene",
			 lesson_args, present),
	CLI_VALUE("speed", OPT_SPEED, "N|max",
		  "the speed of every scene's run, steps a\n"
		  "second (in place of the lesson's speeds)",
		  set_speed),
	CLI_VALUE_FIELD("notes", OPT_NOTES, "PATH",
			"write each scene's notes, the next scene's title\n"
			"and the clock to PATH at every scene change (a\n"
			"file, or a second terminal: tty there names it),\n"
			"for the teacher's eyes only; with --check, every\n"
			"scene's notes at once",
			lesson_args, notes),
	CLI_SWITCH_FIELD("no-mouse", OPT_NO_MOUSE, "do not ask the terminal for mouse clicks",
			 lesson_args, eo.no_mouse),
	CLI_VALUE_FIELD("record", OPT_RECORD, "FILE",
			"record the lesson as an asciicast v2 file\n"
			"(asciinema play FILE shows it again)",
			lesson_args, eo.record),
	CLI_SWITCH_FIELD("no-config", OPT_NO_CONFIG,
			 "read no settings file (a lesson takes its colours,\n"
			 "mouse and glyphs from it, never its search)",
			 lesson_args, st.no_config),
	CLI_HELP_OPTION("this help"),
};

static void lesson_usage(FILE *f)
{
	fputs(lesson_head, f);
	cli_help_options(f, &lesson_command_table);
	fprintf(f, lesson_tail, KTOUR_LESSON_DIR);
}

const cli_command lesson_command_table = {
	"lesson", lesson_options, CLI_NOPTS(lesson_options), 24, lesson_usage, NULL, NULL,
};

/* The folders searched for lessons, in order: $KTOUR_LESSON_DIR alone, or
 * the installed one and the checkout's beside the program.  Returns how
 * many. */
static int lesson_dirs(char dirs[2][PATH_MAX])
{
	const char *env = getenv("KTOUR_LESSON_DIR");
	if (env && env[0]) {
		snprintf(dirs[0], PATH_MAX, "%s", env);
		return 1;
	}
	snprintf(dirs[0], PATH_MAX, "%s", KTOUR_LESSON_DIR);
	char exe[PATH_MAX];
	ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
	if (n <= 0)
		return 1;
	exe[n] = '\0';
	char *slash = strrchr(exe, '/');
	if (!slash)
		return 1;
	*slash = '\0';
	snprintf(dirs[1], PATH_MAX, "%.*s/assets/lessons", PATH_MAX - 20, exe);
	return 2;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The lessons of dir (file names ending in .lesson), sorted; n set. */
static char **dir_lessons(const char *dir, int *n)
{
	DIR *d = opendir(dir);
	char **names = NULL;
	*n = 0;
	if (!d)
		return NULL;
	struct dirent *e;
	while ((e = readdir(d)) != NULL) {
		size_t len = strlen(e->d_name), el = sizeof LESSON_EXT - 1;
		if (len <= el || strcmp(e->d_name + len - el, LESSON_EXT) != 0)
			continue;
		char **more = realloc(names, (size_t)(*n + 1) * sizeof *names);
		if (!more)
			break;
		names = more;
		names[(*n)++] = strdup(e->d_name);
	}
	closedir(d);
	if (names)
		qsort(names, (size_t)*n, sizeof *names, by_name);
	return names;
}

/* ktour lesson: each installed lesson's name and title. */
static int list_lessons(void)
{
	char dirs[2][PATH_MAX], err[600];
	int nd = lesson_dirs(dirs), shown = 0;
	lesson *l = malloc(sizeof *l);
	if (!l) {
		cli_error("lesson: out of memory");
		return EXIT_USAGE;
	}
	for (int i = 0; i < nd; i++) {
		int n;
		char **names = dir_lessons(dirs[i], &n);
		for (int j = 0; j < n; j++) {
			char path[PATH_MAX + 256];
			snprintf(path, sizeof path, "%.2000s/%.255s", dirs[i], names[j]);
			names[j][strlen(names[j]) - (sizeof LESSON_EXT - 1)] = '\0';
			if (lesson_read(path, l, err, sizeof err))
				escape_printf(stdout, "%-20s %s (%d scene%s)\n",
					      ESCAPE_NAME(names[j]), l->title, l->nscene,
					      l->nscene == 1 ? "" : "s");
			else
				escape_printf(stdout, "%-20s (unreadable: %s)\n",
					      ESCAPE_NAME(names[j]), err);
			shown++;
			free(names[j]);
		}
		free(names);
		if (shown)
			break; /* the first folder that has lessons */
	}
	free(l);
	if (!shown)
		escape_printf(stdout, "No lessons installed (looked in %s%s%s).\n",
			      ESCAPE_NAME(dirs[0]), nd > 1 ? " and " : "",
			      nd > 1 ? ESCAPE_NAME(dirs[1]) : "");
	else
		printf("\nktour lesson NAME gives one; ktour lesson FILE reads your own.\n");
	return EXIT_YES;
}

/* FILE, or NAME of an installed lesson, into path. */
static bool find_lesson(const char *arg, char *path, size_t pathlen)
{
	struct stat st;
	if (strchr(arg, '/') || stat(arg, &st) == 0) {
		snprintf(path, pathlen, "%s", arg);
		return true;
	}
	char dirs[2][PATH_MAX];
	int nd = lesson_dirs(dirs);
	for (int i = 0; i < nd; i++) {
		size_t al = strlen(arg), el = sizeof LESSON_EXT - 1;
		bool ext = al > el && strcmp(arg + al - el, LESSON_EXT) == 0;
		snprintf(path, pathlen, "%.2000s/%.1000s%s", dirs[i], arg, ext ? "" : LESSON_EXT);
		if (stat(path, &st) == 0)
			return true;
	}
	cli_error("lesson: no file and no installed lesson called %s (ktour lesson lists them)",
		  ESCAPE_QUOTE(arg));
	return false;
}

/* --check: each scene as it is reached. */
static bool report_scene(void *ctx, const lesson *l, int i)
{
	const lesson_scene *sc = &l->scenes[i];
	(void)ctx;
	escape_printf(stdout, "scene %d/%d at step %llu (line %d): %s\n", i + 1, l->nscene,
		      (unsigned long long)sc->step, sc->line, sc->title);
	char shown[LESSON_SHOWN_MAX];
	lesson_scene_caption(l, i, &sc->facts, shown, sizeof shown);
	escape_printf(stdout, "  caption: %s\n", shown); /* as the class reads it */
	if (sc->ask[0])
		escape_printf(stdout, "  ask: %s\n", sc->ask);
	if (sc->answer[0])
		escape_printf(stdout, "  answer: %s\n", sc->answer);
	for (int k = 0; k < sc->nexpect; k++) {
		char name[64], why[300];
		const lesson_expect *x = &sc->expects[k];
		lesson_figure_name(&x->f, name, sizeof name);
		if (lesson_expect_check(x, &sc->facts, why, sizeof why))
			escape_printf(stdout, "  expect %s %s: holds (line %d)\n", name, x->text,
				      x->line);
		else
			escape_printf(stdout, "  FAILED (line %d): %s\n", x->line, why);
	}
	fflush(stdout);
	return true;
}

/* --check: every failed expect on standard error, as FILE:LINE:1: ... */
static void report_failures(const lesson *l)
{
	for (int i = 0; i < l->nscene; i++) {
		const lesson_scene *sc = &l->scenes[i];
		for (int k = 0; k < sc->nexpect; k++) {
			char why[300];
			if (!lesson_expect_check(&sc->expects[k], &sc->facts, why, sizeof why))
				cli_error("%s:%d:1: scene %d: %s", l->name, sc->expects[k].line, i + 1,
					  why);
		}
	}
}

/* --check's warnings, on standard error. */
static void warn_line(void *ctx, const char *msg)
{
	(void)ctx;
	escape_printf(stderr, "ktour: warning: %s\n", msg);
}

/* --notes PATH, opened to append (a file) or write (a terminal); NULL
 * with the message said. */
static FILE *open_notes(const char *path)
{
	FILE *f = fopen(path, "a");
	if (!f)
		cli_error("--notes %s: %s", ESCAPE_QUOTE(path), strerror(errno));
	return f;
}

/* --check --notes: every scene's page, without a clock. */
static bool all_notes(const lesson *l, FILE *f)
{
	char page[LESSON_NOTE_MAX + 2 * LESSON_ASK_MAX + 4 * LESSON_TITLE_MAX];
	for (int k = 0; k < l->nscene; k++) {
		lesson_notes_format(l, k, -1, page, sizeof page);
		escape_fputs(page, f, ESCAPE_LINES);
	}
	return fflush(f) == 0 && !ferror(f);
}

/* The command line's --speed for every scene's run, the header's theme and
 * presentation where the command line gave none. */
static void lesson_look(lesson *l, const lesson_args *a, explore_options *eo)
{
	for (int i = 0; a->speed_given && i < l->nscene; i++) {
		l->scenes[i].speed = eo->speed;
		l->scenes[i].speed_max = eo->speed_max;
	}
	if (l->theme >= 0 && !a->theme_given)
		eo->theme = l->theme;
	eo->present = a->present || l->present;
}

static int give(const char *path, const lesson_args *a, explore_options *eo)
{
	bool check = a->check;
	static lesson l; /* large, and the explorer keeps it */
	char err[600];
	if (!lesson_read(path, &l, err, sizeof err)) {
		cli_error("%s", err);
		return EXIT_USAGE;
	}
	FILE *notes = a->notes ? open_notes(a->notes) : NULL; /* before the screen */
	if (a->notes && !notes)
		return EXIT_USAGE;
	if (check)
		escape_printf(stdout, "%s: %s, %d scene%s\n", ESCAPE_NAME(path), l.title, l.nscene,
			      l.nscene == 1 ? "" : "s");
	if (!lesson_run(&l, check ? report_scene : NULL, NULL, err, sizeof err)) {
		if (notes)
			fclose(notes);
		cli_error("%s", err);
		return EXIT_USAGE;
	}
	if (check) {
		int warned = lesson_warnings(&l, warn_line, NULL);
		bool wrote = !notes || all_notes(&l, notes);
		if (notes)
			fclose(notes);
		if (!wrote) {
			cli_error("--notes %s: %s", ESCAPE_QUOTE(a->notes), strerror(errno));
			return EXIT_USAGE;
		}
		escape_printf(stdout, "%s: every scene reached%s", ESCAPE_NAME(path),
			      warned ? " (with warnings)" : "");
		if (l.nfailed) {
			escape_printf(stdout, ", %d expect%s failed\n", l.nfailed,
				      l.nfailed == 1 ? "" : "s");
			report_failures(&l);
			return EXIT_USAGE;
		}
		fputs(", every expect holds\n", stdout);
		return EXIT_YES;
	}
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
		if (notes)
			fclose(notes);
		cli_error("lesson needs a terminal: %s is not one (ktour lesson --check %s "
			  "checks it without one)",
			  !isatty(STDIN_FILENO) ? "standard input" : "standard output", path);
		return EXIT_USAGE;
	}
	lesson_look(&l, a, eo);
	eo->cfg = l.searches[0].cfg;
	eo->start_given = l.searches[0].start_given;
	eo->lesson = &l;
	eo->lesson_notes = notes;
	int status = ui_explore(eo);
	if (notes)
		fclose(notes);
	return status;
}

int cmd_lesson(int argc, char **argv)
{
	static char command[1024];
	lesson_args a;
	memset(&a, 0, sizeof a);
	explore_options_init(&a.eo);
	int first, status = cli_parse(&lesson_command_table, argc, argv, &a, &first);
	if (status >= 0)
		return status;
	if (a.check && a.eo.record) {
		cli_error("lesson: --check and --record: --check runs without a terminal, so "
			  "there is no screen to record");
		return EXIT_USAGE;
	}
	cli_command_line(argc, argv, command, sizeof command);
	a.eo.record_command = command;
	a.eo.record_title = "ktour lesson";
	if (first == argc) {
		if (a.check) {
			cli_error("lesson --check: which lesson? (ktour lesson --check FILE)");
			return EXIT_USAGE;
		}
		return list_lessons();
	}
	if (argc - first > 1) {
		cli_error("lesson: one lesson at a time, not %s too",
			  ESCAPE_QUOTE(argv[first + 1]));
		return EXIT_USAGE;
	}
	char path[PATH_MAX + 64];
	if (!find_lesson(argv[first], path, sizeof path))
		return EXIT_USAGE;
	if (!a.check) { /* --check's report never depends on it */
		settings_cli_read(&a.st, SETTINGS_WANT_LESSON);
		settings_cli_display(&a.st, &a.eo);
	}
	return give(path, &a, &a.eo);
}
