/* SPDX-License-Identifier: MIT */
/* The settings file: the defaults a user changes, one "key value" a line,
 * in the words of the command line and the session files.
 *
 *   $KTOUR_CONFIG                    when set and not empty
 *   $XDG_CONFIG_HOME/ktour/config    XDG_CONFIG_HOME absolute
 *   $HOME/.config/ktour/config       otherwise
 *
 * The command line wins over the file, the file over the built-in
 * defaults.  A bad line (an unknown key, a bad value) is named
 * "FILE:LINE: ..." and skipped; the rest is read.  A file that cannot be
 * read is named once, and the built-in defaults are used.  A directory, a
 * FIFO or any file that is not a regular one is refused at once: it is
 * opened without blocking and looked at (fstat) before anything is read.
 * The null device (KTOUR_CONFIG=/dev/null) is an empty file.
 *
 * Nothing writes the file but `ktour config --edit` (its first creation,
 * from settings_template()) and the options form's save
 * (settings_save(), which changes only the lines of the keys whose value
 * changes and keeps every other byte).
 *
 * The search settings' values are the settings codec's (ktour/config.h,
 * config_file_spelling); the display's are checked here, with the words
 * the explorer's options take (the cli checks that they agree).  Core
 * code: no curses, no engine. */
#ifndef KTOUR_SETTINGS_FILE_H
#define KTOUR_SETTINGS_FILE_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/config.h"

/* The keys, in the order of the file's template and of `ktour config`.
 * The first ten are the search settings of the command line, in
 * config_key's order (SK_BOARD == CONFIG_BOARD, ...). */
typedef enum settings_key {
	SK_BOARD = 0,
	SK_LEAPER,
	SK_TORUS,
	SK_START,
	SK_ENGINE,
	SK_CLOSED,
	SK_ORDER,
	SK_PRUNE,
	SK_TIEBREAK,
	SK_SEED,
	SK_SPEED,           /* steps per second, or max */
	SK_THEME,           /* dark | light | projector | mono */
	SK_COLOR,           /* auto | 256 | 8 | off (also spelt "colour") */
	SK_MOUSE,           /* yes | no */
	SK_ASCII,           /* yes | no */
	SK_HEATMAP_PANEL,   /* the panels shown (m t a), as in session files */
	SK_STACK_PANEL,
	SK_ALGORITHM_PANEL,
	SK_PRESENTATION,    /* the presentation layout (z) */
	SK_COUNT
} settings_key;
#define SK_SEARCH_COUNT 10 /* SK_BOARD .. SK_SEED */
#define SETTINGS_BIT(k) (1u << (k))

/* The words of the keys with a list of values, in the order of the
 * explorer's enums (ui_color_choice, the themes), NULL-ended. */
extern const char *const settings_color_names[]; /* auto 256 8 off */
extern const char *const settings_theme_names[]; /* dark light projector mono */

const char *settings_key_name(settings_key k);
/* The key called name[0..n-1] ("colour" too); false when none is. */
bool settings_key_lookup(const char *name, size_t n, settings_key *k);
/* The built-in default as the file writes it ("8x8", "corner", "10");
 * "" for the seed (none: the clock's). */
const char *settings_builtin(settings_key k);
/* The panel of a panel's key (ktour/panel.h), or -1. */
int settings_panel(settings_key k);

#define SETTINGS_VALUE_MAX 64

/* Is text a value of k?  Its canonical spelling into canon (what the file
 * and `ktour config` write) and, for the display's keys, its number into
 * *num: the speed (0 = max), the index of a colour or theme, 1/0 for yes
 * or no.  False with the reason in why ("board '9y9': expected ..."). */
bool settings_value_check(settings_key k, const char *text, char *canon, size_t canonlen,
			  long *num, char *why, size_t whylen);

/* ---- a file read ------------------------------------------------------------------ */

typedef struct settings_entry {
	int line;                      /* its line; 0: the file does not set it */
	char text[SETTINGS_VALUE_MAX]; /* the value, canonical */
	long num;                      /* the display keys' number (above) */
} settings_entry;

typedef struct settings_file {
	settings_entry e[SK_COUNT];
	int bad;                       /* lines named and skipped */
} settings_file;

/* Messages go one at a time to a say function (the command line writes
 * them on standard error). */
typedef void (*settings_say_fn)(void *ctx, const char *msg);

/* Parse text[0..len) (no NUL needed after it), naming it `name` in the
 * messages: "NAME:LINE: ..." for each bad line, which is skipped, and for
 * a key set again (the later line wins).  Returns f->bad. */
int settings_parse(const char *text, size_t len, const char *name, settings_file *f,
		   settings_say_fn say, void *ctx);

/* Where the file is (the table at the top); *named: KTOUR_CONFIG named it.
 * False when there is none (no KTOUR_CONFIG, XDG_CONFIG_HOME nor HOME). */
bool settings_path(char *out, size_t outlen, bool *named);

typedef enum settings_status {
	SETTINGS_READ = 0,   /* read (its bad lines named) */
	SETTINGS_MISSING,    /* no file there (err says so, for a file named) */
	SETTINGS_NULL,       /* the null device: nothing set */
	SETTINGS_REFUSED,    /* cannot be read, or not a regular file: err */
} settings_status;

/* Read and parse the file at path (f is cleared first). */
settings_status settings_read(const char *path, settings_file *f, settings_say_fn say,
			      void *ctx, char *err, size_t errlen);

/* ---- applying it --------------------------------------------------------------------- */

/* Where a setting in force came from. */
typedef enum settings_origin {
	SO_BUILTIN = 0,
	SO_FILE,
	SO_FILE_UNUSED,  /* the file sets it, but it does not apply: the engine
			    takes no such setting, the start square is off the
			    board, or the command does not read the key */
	SO_COMMAND_LINE,
} settings_origin;

/* The file's search settings into `in` (settings as typed, before
 * config_input_finish()), for the keys in `wanted` (SETTINGS_BIT of
 * SK_BOARD .. SK_SEED) that the command line did not give (in->given):
 * the board's first, then the engine's, then the settings that only some
 * engines take, each only when the engine in force takes it; the start
 * square only when it lies on the board in force (else it is named, and
 * the top-left corner is used).  origin[SK_BOARD .. SK_SEED] says where
 * each came from. */
void settings_apply_search(const settings_file *f, unsigned wanted, config_input *in,
			   settings_origin origin[SK_COUNT], const char *name,
			   settings_say_fn say, void *ctx);

/* ---- writing it ------------------------------------------------------------------------ */

/* The text of a new file: every key commented out with its built-in
 * value and explained.  False when it does not fit. */
bool settings_template(char *out, size_t outlen);

/* Create the file at path from the template unless it exists (making
 * its directory, mode 0700, when make_dirs).  *created says whether it
 * did.  False with a message naming path. */
bool settings_create(const char *path, bool make_dirs, bool *created, char *err,
		     size_t errlen);

/* text[0..len) with key k's value set to values[k] for every k with one
 * (NULL: left alone) whose value in force (the file's, else the built-in)
 * differs: the value of the key's line in force is replaced in place, or
 * a new line goes after its commented example ("# board 8x8"), or at the
 * end.  Every other byte stays.  *out is malloc'd (NUL-terminated, *outlen
 * bytes), *changed the keys changed (a bit each).  False on a value that
 * is not one (message in err) or out of memory. */
bool settings_update_text(const char *text, size_t len, const char *const values[SK_COUNT],
			  char **out, size_t *outlen, unsigned *changed, char *err,
			  size_t errlen);

/* settings_update_text() on the file at path, written atomically (links
 * followed, its mode kept), or the template's text when there is no file
 * yet (its directory made when make_dirs); nothing is written when
 * nothing changes.  False with a message naming path: a file that cannot
 * be read, not a regular file, read-only. */
bool settings_save(const char *path, bool make_dirs, const char *const values[SK_COUNT],
		   unsigned *changed, char *err, size_t errlen);

#endif
