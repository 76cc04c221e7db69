/* SPDX-License-Identifier: MIT */
/* Options form model (pure).  The values, their names and their checks
 * are the settings module's (ktour/config.h), as on the command line. */
#include "form.h"

#include <stdio.h>
#include <string.h>

#include "ktour/config.h"
#include "ktour/engine_desc.h"

static const char *const labels[FF_COUNT] = {
	"board", "engine", "order", "prune", "tiebreak",
	"start", "tour", "seed", "leaper", "torus", "theme", "compare",
};

/* One line each, under 60 columns (the form's width on 80 columns); the
 * engine's is made from the engines' names (form_hint()). */
static const char *const hints[FF_COUNT] = {
	"rows x columns, e.g. 8x8 or 5x6",
	NULL,
	"a permutation like 12345678, or warnsdorff (left/right)",
	"none, or lookahead: forced moves, cut-offs (left/right)",
	"ordering | squirrel-cull | orderings19 | pohl | roth | random",
	"a square like a8 or 1,1; empty = top-left corner",
	"open or closed tours (left/right)",
	"seed for every random choice; empty = from the clock",
	"generalised knight A,B: 1,2 knight, 1,3 camel, 2,3 zebra",
	"glue opposite edges together: off or on (left/right)",
	"colours: dark, light, projector or mono (left/right)",
	"off, an engine, or KEY=VALUE,... as for explore --compare",
};

/* The setting each field edits (the fields from the theme on are no
 * setting of the search: see form_load_theme, form_load_compare). */
static const config_key keys[FF_THEME] = {
	CONFIG_BOARD, CONFIG_ENGINE, CONFIG_ORDER, CONFIG_PRUNE,  CONFIG_TIEBREAK,
	CONFIG_START, CONFIG_CLOSED, CONFIG_SEED,  CONFIG_LEAPER, CONFIG_TORUS,
};

/* The two flags read as words here: "closed" and "on" set them. */
static const char *const closed_choices[] = {"open", "closed", NULL};
static const char *const torus_choices[] = {"off", "on", NULL};
/* Presets of the compare field (any --compare text can be typed): off,
 * the engines, and two settings.  NULL-ended. */
static const char *const *compare_choices(void)
{
	static const char *list[ENGINE_KIND_COUNT + 4];
	int n = 0;
	list[n++] = "off";
	for (int i = 0; i < ENGINE_KIND_COUNT; i++)
		list[n++] = engine_kind_name(engine_kind_offered(i));
	list[n++] = "prune=lookahead";
	list[n++] = "order=warnsdorff";
	list[n] = NULL;
	return list;
}

/* Values a field cycles through with Left/Right; NULL-ended. */
static const char *const *choices_of(form_field k)
{
	switch (k) {
	case FF_ENGINE: return config_engine_names;
	case FF_PRUNE: return config_prune_names;
	case FF_CLOSED: return closed_choices;
	case FF_TORUS: return torus_choices;
	case FF_ORDER: return config_order_choices;
	case FF_TIEBREAK: return config_tiebreak_choices;
	case FF_COMPARE: return compare_choices();
	case FF_THEME: return palette_theme_names;
	default: return NULL;
	}
}

const char *form_label(form_field k)
{
	return (unsigned)k < FF_COUNT ? labels[k] : "?";
}

const char *form_hint(form_field k)
{
	static char engines[120];
	if (k == FF_ENGINE) {
		char names[100];
		engine_names_join(0, ", ", " or ", names, sizeof names);
		snprintf(engines, sizeof engines, "%s (left/right)", names);
		return engines;
	}
	return (unsigned)k < FF_COUNT ? hints[k] : "";
}

bool form_is_choice(form_field k)
{
	return k == FF_ENGINE || k == FF_PRUNE || k == FF_CLOSED || k == FF_TORUS ||
	       k == FF_THEME;
}

/* What an engine must take for field k to apply (ENG_*); 0 for all. */
static unsigned field_needs(form_field k)
{
	switch (k) {
	case FF_ORDER: return ENG_ORDER;
	case FF_PRUNE: return ENG_PRUNE;
	case FF_CLOSED: return ENG_CLOSED;
	case FF_TIEBREAK: return ENG_TIEBREAK;
	default: return 0;
	}
}

bool form_applies(const form_model *f, form_field k)
{
	if (k == FF_COMPARE)
		return !f->no_compare;
	engine_kind e;
	return !field_needs(k) ||
	       (engine_kind_from_name(f->text[FF_ENGINE], &e) && engine_can(e, field_needs(k)));
}

void form_applies_only(const form_model *f, form_field k, char *out, size_t len)
{
	char names[100];
	engine_kind e;
	if (k == FF_CLOSED && engine_kind_from_name(f->text[FF_ENGINE], &e) &&
	    engine_can(e, ENG_ALWAYS_CLOSED)) /* not a setting: what it makes */
		snprintf(out, len, "(%s: always closed)", engine_kind_name(e));
	else if (k == FF_COMPARE)
		snprintf(out, len, "(not in play)");
	else if (field_needs(k) && engine_names_join(field_needs(k), "/", "/", names, sizeof names))
		snprintf(out, len, "(%s only)", names);
	else
		out[0] = '\0';
}

static void set(form_model *f, form_field k, const char *s)
{
	snprintf(f->text[k], FORM_TEXT_MAX, "%s", s);
}

void form_load(form_model *f, const engine_config *cfg, bool start_given)
{
	memset(f, 0, sizeof *f);
	for (int k = 0; k < FF_THEME; k++)
		if (k != FF_START || start_given)
			config_value_format(cfg, keys[k], &config_header_spelling, f->text[k],
					    FORM_TEXT_MAX);
	set(f, FF_CLOSED, closed_choices[cfg->closed]);
	set(f, FF_TORUS, torus_choices[cfg->spec.torus]);
	set(f, FF_COMPARE, "off");
	set(f, FF_THEME, palette_theme_name(THEME_DARK));
	memcpy(f->loaded, f->text, sizeof f->loaded);
}

void form_load_compare(form_model *f, const char *spec, bool play)
{
	set(f, FF_COMPARE, spec && spec[0] ? spec : "off");
	f->no_compare = play;
	memcpy(f->loaded[FF_COMPARE], f->text[FF_COMPARE], FORM_TEXT_MAX);
}

void form_load_theme(form_model *f, theme_id t)
{
	set(f, FF_THEME, palette_theme_name(t));
	memcpy(f->loaded[FF_THEME], f->text[FF_THEME], FORM_TEXT_MAX);
}

theme_id form_theme(const form_model *f)
{
	theme_id t;
	return palette_theme_from_name(f->text[FF_THEME], &t) ? t : THEME_DARK;
}

bool form_settings_changed(const form_model *f)
{
	for (int k = 0; k < FF_COUNT; k++)
		if (k != FF_THEME && strcmp(f->text[k], f->loaded[k]) != 0)
			return true;
	return false;
}

static bool compare_off(const char *text)
{
	return !text[0] || strcmp(text, "off") == 0;
}

const char *form_compare(const form_model *f)
{
	return f->no_compare || compare_off(f->text[FF_COMPARE]) ? NULL : f->text[FF_COMPARE];
}

void form_next(form_model *f, int dir)
{
	f->sel = (f->sel + (dir < 0 ? FF_COUNT - 1 : 1)) % FF_COUNT;
}

void form_cycle(form_model *f, int dir)
{
	const char *const *c = choices_of((form_field)f->sel);
	if (!c)
		return;
	int n = 0, at = -1;
	for (; c[n]; n++)
		if (strcmp(c[n], f->text[f->sel]) == 0)
			at = n;
	/* A typed value not in the list: Right starts at the first preset. */
	if (at < 0)
		at = dir > 0 ? n - 1 : 0;
	set(f, (form_field)f->sel, c[(at + (dir < 0 ? n - 1 : 1)) % n]);
	f->err[0] = f->note[0] = '\0';
}

void form_type(form_model *f, int ch)
{
	if (form_is_choice((form_field)f->sel) || ch < 0x20 || ch >= 0x7f)
		return;
	size_t n = strlen(f->text[f->sel]);
	if (n + 1 < FORM_TEXT_MAX) {
		f->text[f->sel][n] = (char)ch;
		f->text[f->sel][n + 1] = '\0';
	}
	f->err[0] = f->note[0] = '\0';
}

void form_erase(form_model *f)
{
	if (form_is_choice((form_field)f->sel))
		return;
	size_t n = strlen(f->text[f->sel]);
	if (n)
		f->text[f->sel][n - 1] = '\0';
	f->err[0] = f->note[0] = '\0';
}

void form_clear(form_model *f)
{
	if (!form_is_choice((form_field)f->sel))
		f->text[f->sel][0] = '\0';
	f->err[0] = f->note[0] = '\0';
}

/* The command line's words for a setting and the form's: the option
 * becomes the field's name as the form shows it (its label), and a flag
 * the value the field takes to set it. */
static const struct {
	const char *option;
	form_field field;
	const char *value; /* what the field says for a flag, or NULL */
} spoken[] = {
	{"--board", FF_BOARD, NULL},       {"--engine", FF_ENGINE, NULL},
	{"-e", FF_ENGINE, NULL},           {"--order", FF_ORDER, NULL},
	{"--prune", FF_PRUNE, NULL},       {"--tiebreak", FF_TIEBREAK, NULL},
	{"--start", FF_START, NULL},       {"--closed", FF_CLOSED, "closed"},
	{"--seed", FF_SEED, NULL},         {"--leaper", FF_LEAPER, NULL},
	{"--torus", FF_TORUS, "on"},       {"--compare", FF_COMPARE, NULL},
};

/* Does the word at p stand whole there (not a part of a longer word)? */
static bool word_at(const char *text, const char *p, const char *option)
{
	size_t n = strlen(option);
	if (strncmp(p, option, n) != 0)
		return false;
	char before = p > text ? p[-1] : ' ', after = p[n];
	return (before == ' ' || before == '(') &&
	       (after == ' ' || after == ':' || after == ',' || after == ')' || !after);
}

/* The message in the form's words: "--board '0x5': ..." becomes
 * "board '0x5': ...", "(use -e warnsdorff)" "(use engine warnsdorff)";
 * the first field it names is where the form points (-1: none). */
static int form_words(const char *msg, char *out, size_t len)
{
	int first = -1;
	size_t o = 0;
	for (const char *p = msg; *p && o + 1 < len;) {
		size_t i = 0, n = sizeof spoken / sizeof spoken[0];
		while (i < n && !word_at(msg, p, spoken[i].option))
			i++;
		if (i == n) {
			/* "backtrack: board 9x9 has ...": about the board */
			if (first < 0 && word_at(msg, p, "board"))
				first = FF_BOARD;
			out[o++] = *p++;
			continue;
		}
		const char *label = form_label(spoken[i].field);
		int w = spoken[i].value ? snprintf(out + o, len - o, "%s %s", label, spoken[i].value)
					: snprintf(out + o, len - o, "%s", label);
		o = w < 0 || (size_t)w >= len - o ? len - 1 : o + (size_t)w;
		p += strlen(spoken[i].option);
		if (first < 0)
			first = (int)spoken[i].field;
	}
	out[o < len ? o : len - 1] = '\0';
	return first;
}

void form_refused(form_model *f, const char *msg)
{
	char said[sizeof f->err];
	int k = form_words(msg, said, sizeof said);
	snprintf(f->err, sizeof f->err, "%s", said);
	f->note[0] = '\0';
	/* Point at the field the message is about. */
	if (k < 0 && strstr(said, "square"))
		k = FF_START;
	else if (k < 0 && (strstr(said, "board") || strstr(said, "leaper")))
		k = FF_BOARD;
	if (k >= 0)
		f->sel = k;
}

/* Feed one field to the settings as if given on the command line
 * (value NULL: the flag is set). */
static bool feed(form_model *f, config_input *in, form_field k, const char *value)
{
	char err[sizeof f->err];
	if (config_input_set(in, keys[k], value, err, sizeof err))
		return true;
	form_refused(f, err);
	f->sel = k;
	return false;
}

bool form_validate(form_model *f, engine_config *cfg, bool *start_given)
{
	config_input in;
	config_input_init(&in, PRUNE_NONE);
	f->err[0] = f->note[0] = '\0';
	/* the fields the engine takes (its descriptor says which) */
	bool order = form_applies(f, FF_ORDER), prune = form_applies(f, FF_PRUNE);
	bool tiebreak = form_applies(f, FF_TIEBREAK), closed = form_applies(f, FF_CLOSED);
	char(*t)[FORM_TEXT_MAX] = f->text;
	if (!feed(f, &in, FF_BOARD, t[FF_BOARD]) || !feed(f, &in, FF_ENGINE, t[FF_ENGINE]) ||
	    (order && !feed(f, &in, FF_ORDER, t[FF_ORDER])) ||
	    (prune && !feed(f, &in, FF_PRUNE, t[FF_PRUNE])) ||
	    (tiebreak && !feed(f, &in, FF_TIEBREAK, t[FF_TIEBREAK])) ||
	    (t[FF_START][0] && !feed(f, &in, FF_START, t[FF_START])) ||
	    (closed && strcmp(t[FF_CLOSED], "closed") == 0 && !feed(f, &in, FF_CLOSED, NULL)) ||
	    (t[FF_SEED][0] && !feed(f, &in, FF_SEED, t[FF_SEED])) ||
	    !feed(f, &in, FF_LEAPER, t[FF_LEAPER]) ||
	    (strcmp(t[FF_TORUS], "on") == 0 && !feed(f, &in, FF_TORUS, NULL)))
		return false;
	char err[sizeof f->err];
	if (!config_input_finish(&in, err, sizeof err)) {
		form_refused(f, err);
		return false;
	}
	/* the second search: the first's settings changed by the field */
	engine_config second;
	if (form_compare(f) && !config_compare(&in.cfg, form_compare(f), &second, err, sizeof err)) {
		form_refused(f, err);
		f->sel = FF_COMPARE;
		return false;
	}
	*cfg = in.cfg;
	*start_given = in.start_given;
	return true;
}

/* The key of the settings file each field is saved as, + 1 (0: none). */
static const int saved_as[FF_COUNT] = {
	[FF_BOARD] = SK_BOARD + 1,   [FF_ENGINE] = SK_ENGINE + 1, [FF_ORDER] = SK_ORDER + 1,
	[FF_PRUNE] = SK_PRUNE + 1,   [FF_TIEBREAK] = SK_TIEBREAK + 1,
	[FF_START] = SK_START + 1,   [FF_CLOSED] = SK_CLOSED + 1, [FF_LEAPER] = SK_LEAPER + 1,
	[FF_TORUS] = SK_TORUS + 1,   [FF_THEME] = SK_THEME + 1,
};

void form_defaults(const form_model *f, const char *values[SK_COUNT])
{
	for (int k = 0; k < SK_COUNT; k++)
		values[k] = NULL;
	for (int k = 0; k < FF_COUNT; k++) {
		int sk = saved_as[k] - 1;
		if (sk < 0 || !form_applies(f, (form_field)k))
			continue;
		const char *v = f->text[k];
		if (k == FF_START && !v[0])
			v = "corner"; /* the file's word for no start square */
		else if (k == FF_CLOSED)
			v = strcmp(v, "closed") == 0 ? "yes" : "no";
		values[sk] = v;
	}
}

void form_said(form_model *f, bool ok, const char *what)
{
	if (ok)
		snprintf(f->note, sizeof f->note, "%s", what);
	else
		snprintf(f->err, sizeof f->err, "%s", what);
	(ok ? f->err : f->note)[0] = '\0';
}
