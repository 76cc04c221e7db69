/* SPDX-License-Identifier: MIT */
/* The settings file on the command line's side (settings_cli.h). */
#include "settings_cli.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ktour/commands.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/panel.h"

/* A bad line of the file, on standard error. */
static void say(void *ctx, const char *msg)
{
	(void)ctx;
	cli_error("%s", msg);
}

void settings_cli_read(cli_settings *st, unsigned wanted)
{
	st->wanted = wanted;
	st->status = SETTINGS_MISSING;
	st->path[0] = st->why[0] = '\0';
	st->named = false;
	memset(&st->file, 0, sizeof st->file);
	for (int k = 0; k < SK_COUNT; k++)
		st->origin[k] = SO_BUILTIN;
	if (st->no_config || !settings_path(st->path, sizeof st->path, &st->named)) {
		st->path[0] = '\0';
		return;
	}
	st->status = settings_read(st->path, &st->file, say, NULL, st->why, sizeof st->why);
	/* named once; no file at the default place is no news */
	if (st->status == SETTINGS_REFUSED || (st->status == SETTINGS_MISSING && st->named))
		cli_error("%s%s; going on with the built-in settings", st->named ? "KTOUR_CONFIG: " : "",
			  st->why);
}

/* Display key k's value num into eo; false where it has no effect yet. */
static bool display_set(settings_key k, long num, explore_options *eo)
{
	int panel = settings_panel(k);
	switch (k) {
	case SK_SPEED:
		eo->speed_max = num == 0;
		if (num)
			eo->speed = (uint32_t)num;
		return true;
	case SK_COLOR: eo->color = (ui_color_choice)num; return true;
	case SK_THEME: eo->theme = (int)num; return true;
	case SK_MOUSE: eo->no_mouse = !num; return true;
	case SK_ASCII: eo->ascii = num != 0; return true;
	case SK_PRESENTATION: eo->present = num != 0; return true;
	default: break;
	}
	if (panel < 0)
		return false;
	if (num)
		eo->panels |= PANEL_BIT(panel);
	else
		eo->panels &= ~PANEL_BIT(panel);
	return true;
}

void settings_cli_display(cli_settings *st, explore_options *eo)
{
	st->given |= (eo->ascii ? SETTINGS_BIT(SK_ASCII) : 0) |
		     (eo->no_mouse ? SETTINGS_BIT(SK_MOUSE) : 0);
	for (int k = SK_SEARCH_COUNT; k < SK_COUNT; k++) {
		const settings_entry *e = &st->file.e[k];
		if (st->given & SETTINGS_BIT(k))
			st->origin[k] = SO_COMMAND_LINE;
		else if (!e->line)
			st->origin[k] = SO_BUILTIN;
		else if ((st->wanted & SETTINGS_BIT(k)) && display_set((settings_key)k, e->num, eo))
			st->origin[k] = SO_FILE;
		else
			st->origin[k] = SO_FILE_UNUSED;
	}
	bool none = st->no_config || !st->path[0] || st->status == SETTINGS_NULL;
	eo->settings_path = none ? NULL : st->path;
	eo->settings_make_dirs = !st->named;
	int bad = st->file.bad;
	st->note[0] = '\0';
	if (bad)
		snprintf(st->note, sizeof st->note,
			 "The settings file has %d bad line%s, skipped: ktour config names %s.",
			 bad, bad == 1 ? "" : "s", bad == 1 ? "it" : "them");
	else if (st->status == SETTINGS_REFUSED || (st->status == SETTINGS_MISSING && st->named))
		snprintf(st->note, sizeof st->note,
			 "The settings file was not read: ktour config says why.");
	eo->settings_note = st->note[0] ? st->note : NULL;
}

void settings_cli_search(cli_settings *st, shared_options *so)
{
	settings_apply_search(&st->file, st->wanted, so, st->origin, st->path, say, NULL);
}

void settings_cli_refused(const cli_settings *st, const char *prefix, const char *err)
{
	static const settings_key named[] = {SK_BOARD, SK_ENGINE, SK_LEAPER};
	char from[200] = "";
	size_t at = 0;
	for (size_t i = 0; i < sizeof named / sizeof named[0]; i++) {
		const settings_entry *e = &st->file.e[named[i]];
		const char *key = settings_key_name(named[i]);
		if (st->origin[named[i]] == SO_FILE && (strstr(err, e->text) || strstr(err, key)) &&
		    at < sizeof from)
			at += (size_t)snprintf(from + at, sizeof from - at, "%s%s %s is %s:%d",
					       at ? "; " : " (", key, e->text, st->path, e->line);
	}
	cli_error("%s%s%s%s", prefix, err, from, at ? ")" : "");
}

/* ---- ktour config ---------------------------------------------------------------------- */

/* The value in force of key k. */
static void value_of(settings_key k, const shared_options *so, const explore_options *eo,
		     char *out, size_t outlen)
{
	int panel = settings_panel(k);
	if (k < SK_SEARCH_COUNT)
		config_value_format(&so->cfg, (config_key)k, &config_file_spelling, out, outlen);
	else if (k == SK_SPEED && eo->speed_max)
		snprintf(out, outlen, "max");
	else if (k == SK_SPEED)
		snprintf(out, outlen, "%u", (unsigned)eo->speed);
	else if (k == SK_THEME)
		snprintf(out, outlen, "%s", ui_theme_name(eo->theme));
	else if (k == SK_COLOR)
		snprintf(out, outlen, "%s", settings_color_names[eo->color]);
	else
		snprintf(out, outlen, "%s",
			 (k == SK_MOUSE	       ? !eo->no_mouse
			  : k == SK_ASCII      ? eo->ascii
			  : k == SK_PRESENTATION ? eo->present
					       : (eo->panels & PANEL_BIT(panel)) != 0)
				 ? "yes"
				 : "no");
}

/* Why key k does not apply to the search of cfg ("" when it does). */
static void not_applying(settings_key k, const engine_config *cfg, char *out, size_t outlen)
{
	static const struct {
		settings_key k;
		unsigned can;
	} needs[] = {{SK_CLOSED, ENG_CLOSED},
		     {SK_ORDER, ENG_ORDER},
		     {SK_PRUNE, ENG_PRUNE},
		     {SK_TIEBREAK, ENG_TIEBREAK}};
	const char *name = engine_kind_name(cfg->kind);
	out[0] = '\0';
	for (size_t i = 0; i < sizeof needs / sizeof needs[0]; i++) {
		if (needs[i].k != k || engine_can(cfg->kind, needs[i].can))
			continue;
		if (k == SK_CLOSED && engine_can(cfg->kind, ENG_ALWAYS_CLOSED))
			snprintf(out, outlen, "%s's tours are always closed", name);
		else
			snprintf(out, outlen, "%s takes no %s", name, settings_key_name(k));
	}
}

/* Where key k came from: "built in", "FILE:LINE", "the command line". */
static void origin_of(const cli_settings *st, settings_key k, const engine_config *cfg,
		      char *out, size_t outlen)
{
	char why[120];
	const settings_entry *e = &st->file.e[k];
	not_applying(k, cfg, why, sizeof why);
	switch (st->origin[k]) {
	case SO_COMMAND_LINE: snprintf(out, outlen, "the command line"); break;
	case SO_FILE: snprintf(out, outlen, "%s:%d", st->path, e->line); break;
	case SO_FILE_UNUSED:
		if (k == SK_START && !why[0])
			snprintf(why, sizeof why, "off the %dx%d board", cfg->spec.rows,
				 cfg->spec.cols);
		snprintf(out, outlen, "built in; %s:%d's %s is not used: %s", st->path, e->line,
			 e->text, why);
		break;
	default: snprintf(out, outlen, "built in%s%s%s", why[0] ? " (" : "", why, why[0] ? ")" : "");
	}
}

/* The first line: which file, and what came of it. */
static void file_line(const cli_settings *st)
{
	if (st->no_config)
		escape_printf(stdout, "# no settings file: --no-config\n");
	else if (!st->path[0])
		escape_printf(stdout, "# no settings file: neither KTOUR_CONFIG, XDG_CONFIG_HOME nor HOME is set\n");
	else if (st->status == SETTINGS_NULL)
		escape_printf(stdout, "# no settings file: %s is the null device\n", st->path);
	else if (st->status == SETTINGS_MISSING)
		escape_printf(stdout, "# the settings file: %s (there is none; ktour config --edit makes it)\n",
		       st->path);
	else if (st->status == SETTINGS_REFUSED)
		escape_printf(stdout, "# the settings file: not read: %s\n", st->why);
	else
		escape_printf(stdout, "# the settings file: %s%s\n", st->path,
		       st->file.bad ? " (lines skipped: see above)" : "");
}

int settings_cli_report(const cli_settings *st, const shared_options *so,
			const explore_options *eo)
{
	escape_printf(stdout, "# ktour config: the explorer's settings in force, and where each came from\n");
	file_line(st);
	for (int k = 0; k < SK_COUNT; k++) {
		char value[80], from[5000];
		if (k == SK_SEED && st->origin[k] == SO_BUILTIN) {
			escape_printf(stdout, "# %-14s %-14s # built in: from the clock, a new one each run\n",
			       settings_key_name((settings_key)k), "-");
			continue;
		}
		value_of((settings_key)k, so, eo, value, sizeof value);
		origin_of(st, (settings_key)k, &so->cfg, from, sizeof from);
		escape_printf(stdout, "%-16s %-14s # %s\n", settings_key_name((settings_key)k), value, from);
	}
	bool bad = st->file.bad || st->status == SETTINGS_REFUSED ||
		   (st->status == SETTINGS_MISSING && st->named);
	return bad ? EXIT_NO : EXIT_YES;
}

/* ---- ktour config --edit --------------------------------------------------------------- */

/* sh -c 'EDITOR "$1"' sh path, as git runs its editor: $VISUAL or $EDITOR
 * may have options ("code --wait").  The editor has the terminal's
 * Ctrl-C; ktour waits.  The wait status, or -1. */
static int run_editor(const char *editor, const char *path)
{
	char script[4200];
	snprintf(script, sizeof script, "%s \"$1\"", editor);
	struct sigaction ign, old_int, old_quit;
	memset(&ign, 0, sizeof ign);
	sigemptyset(&ign.sa_mask);
	ign.sa_handler = SIG_IGN;
	fflush(stdout);
	fflush(stderr);
	sigaction(SIGINT, &ign, &old_int);
	sigaction(SIGQUIT, &ign, &old_quit);
	pid_t pid = fork();
	if (pid == 0) {
		sigaction(SIGINT, &old_int, NULL);
		sigaction(SIGQUIT, &old_quit, NULL);
		execl("/bin/sh", "sh", "-c", script, "sh", path, (char *)NULL);
		_exit(127);
	}
	int status = -1;
	while (pid > 0 && waitpid(pid, &status, 0) < 0 && errno == EINTR)
		;
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGQUIT, &old_quit, NULL);
	return pid > 0 ? status : -1;
}

/* The file to edit: made from the template when there is none. */
static int edit_target(cli_settings *st)
{
	char err[4800];
	settings_file f;
	if (st->no_config) {
		cli_error("config --edit: with --no-config there is no settings file to edit");
		return EXIT_USAGE;
	}
	if (!settings_path(st->path, sizeof st->path, &st->named)) {
		cli_error("config --edit: no settings file: neither KTOUR_CONFIG, "
			  "XDG_CONFIG_HOME nor HOME is set");
		return EXIT_USAGE;
	}
	settings_status s = settings_read(st->path, &f, NULL, NULL, err, sizeof err);
	if (s == SETTINGS_NULL || s == SETTINGS_REFUSED) {
		if (s == SETTINGS_NULL)
			snprintf(err, sizeof err, "%s is the null device", st->path);
		cli_error("config --edit: %s: nothing to edit", err);
		return EXIT_USAGE;
	}
	bool created;
	if (!settings_create(st->path, !st->named, &created, err, sizeof err)) {
		cli_error("config --edit: %s", err);
		return EXIT_USAGE;
	}
	if (created)
		escape_printf(stderr, "ktour: config --edit: made %s, every setting in it commented "
				      "out\n",
			      st->path);
	return 0;
}

int settings_cli_edit(cli_settings *st)
{
	int status = edit_target(st);
	if (status)
		return status;
	const char *editor = getenv("VISUAL");
	if (!editor || !editor[0])
		editor = getenv("EDITOR");
	if (!editor || !editor[0])
		editor = "vi";
	int ws = run_editor(editor, st->path);
	if (ws < 0 || !WIFEXITED(ws) || WEXITSTATUS(ws) != 0) {
		if (ws >= 0 && WIFEXITED(ws) && WEXITSTATUS(ws) == 127)
			cli_error("config --edit: cannot run the editor %s (set VISUAL or EDITOR)",
				  ESCAPE_QUOTE(editor));
		else
			cli_error("config --edit: the editor %s %s %d; %s is as it left it",
				  ESCAPE_QUOTE(editor),
				  ws >= 0 && WIFSIGNALED(ws) ? "was killed by signal" : "exited with",
				  ws < 0 ? -1 : WIFSIGNALED(ws) ? WTERMSIG(ws) : WEXITSTATUS(ws),
				  st->path);
		return EXIT_USAGE;
	}
	/* what the editor left: its bad lines now, not at the next start */
	settings_cli_read(st, SETTINGS_WANT_ALL);
	return st->file.bad || st->status == SETTINGS_REFUSED ? EXIT_NO : EXIT_YES;
}
