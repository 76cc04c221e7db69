/* SPDX-License-Identifier: MIT */
/* The options form's model: fields, editing and validation.  Validation
 * goes through the settings module the command line uses
 * (config_input_set and config_input_finish, ktour/config.h), so the form
 * refuses exactly what the command line refuses, with the same messages
 * in the form's words (form_refused).
 * No curses here. */
#ifndef KTOUR_UI_FORM_H
#define KTOUR_UI_FORM_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/config.h"
#include "ktour/settings_file.h"
#include "ui/base/palette.h"

typedef enum form_field {
	FF_BOARD = 0,
	FF_ENGINE,
	FF_ORDER,
	FF_PRUNE,
	FF_TIEBREAK,
	FF_START,
	FF_CLOSED,
	FF_SEED,
	FF_LEAPER,
	FF_TORUS,
	FF_THEME,    /* --theme: the colours, no setting of the search */
	FF_COMPARE,  /* explore --compare: a second search beside, or off */
	FF_COUNT,
} form_field;

#define FORM_TEXT_MAX 64

typedef struct form_model {
	int sel;                             /* the selected field */
	char text[FF_COUNT][FORM_TEXT_MAX];  /* every field's value as text */
	char err[240];                       /* why the last Enter was refused */
	char note[240];                      /* what Ctrl-S did (form_said) */
	bool no_compare;                     /* play: the compare field is off */
	char loaded[FF_COUNT][FORM_TEXT_MAX]; /* the fields as the form opened */
} form_model;

/* Fill the fields from a configuration; the start field is left empty
 * (meaning the top-left corner) unless start_given. */
void form_load(form_model *f, const engine_config *cfg, bool start_given);
/* The compare field: --compare's text in use (NULL: "off"); in play
 * (play true) the field does not apply. */
void form_load_compare(form_model *f, const char *spec, bool play);
/* After form_validate(): the second search's settings (checked with
 * config_compare() against the first's), or NULL for one search. */
const char *form_compare(const form_model *f);
/* The theme field: theme t at the start; the theme chosen. */
void form_load_theme(form_model *f, theme_id t);
theme_id form_theme(const form_model *f);
/* Has a field other than the theme changed since the form opened (the
 * search starts again only then)? */
bool form_settings_changed(const form_model *f);

const char *form_label(form_field k);
/* A field chosen from a fixed list (Left/Right cycle it, typing does not
 * edit it). */
bool form_is_choice(form_field k);
/* Does the field mean anything for the engine chosen in the form? */
bool form_applies(const form_model *f, form_field k);
/* Where field k applies, when it does not: "(backtrack only)",
 * "(warnsdorff/irwin only)", "(not in play)"; "(divide: always closed)"
 * for the tour of an engine whose tours are always closed. */
void form_applies_only(const form_model *f, form_field k, char *out, size_t len);
/* A short note for the field (what it takes), for the form's hint line. */
const char *form_hint(form_field k);

void form_next(form_model *f, int dir);           /* +1 / -1, wraps */
void form_cycle(form_model *f, int dir);          /* choice or preset */
void form_type(form_model *f, int ch);            /* printable character */
void form_erase(form_model *f);
void form_clear(form_model *f);

/* The settings file's values of the fields that apply (NULL for the
 * others; the seed and the comparison are never saved), for the defaults
 * (Ctrl-S: settings_save(), ktour/settings_file.h). */
void form_defaults(const form_model *f, const char *values[SK_COUNT]);
/* What came of saving them: a note, or (ok false) an error. */
void form_said(form_model *f, bool ok, const char *what);

/* Refuse the form with a message of the settings or of an engine (the
 * command line's words: --board, -e): it is said in the form's words (the
 * fields' names as the form shows them) and the field it names is
 * selected; the fields keep their text. */
void form_refused(form_model *f, const char *msg);

/* Parse the fields as the command line would.  On success fills *cfg and
 * *start_given and returns true; otherwise the message is in f->err. */
bool form_validate(form_model *f, engine_config *cfg, bool *start_given);

#endif
