/* SPDX-License-Identifier: MIT */
/* The settings file's keys, values and lines (ktour/settings_file.h); the
 * file itself (where it is, reading, writing) is settings_io.c. */
#include "ktour/settings_file.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "ktour/board.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/panel.h"
#include "ktour/square.h"
#include "settings_impl.h"

_Static_assert((int)SK_SEED == (int)CONFIG_SEED && (int)SK_BOARD == (int)CONFIG_BOARD &&
		       (int)SK_START == (int)CONFIG_START && SK_SEARCH_COUNT == SK_SEED + 1,
	       "the search keys are config_key's first ten");

const char *const settings_color_names[] = {"auto", "256", "8", "off", NULL};
const char *const settings_theme_names[] = {"dark", "light", "projector", "mono", NULL};

typedef enum value_kind { V_SEARCH, V_SPEED, V_WORD, V_YESNO } value_kind;

/* One row a key.  doc: the template's lines about it ("" none: it goes
 * under the key before it); "{}" in it is the list of the engines that
 * take `takes` (0: every engine). */
static const struct key_row {
	const char *name;
	value_kind kind;
	const char *builtin;
	const char *doc;
	unsigned takes;
} rows[SK_COUNT] = {
	[SK_BOARD] = {"board", V_SEARCH, "8x8", "The board: ROWSxCOLS, e.g. 8x8 or 5x6.", 0},
	[SK_LEAPER] = {"leaper", V_SEARCH, "1,2",
		       "A generalised knight A,B, two different steps from 1 to 64:\n"
		       "1,2 the knight, 1,3 the camel, 2,3 the zebra.",
		       0},
	[SK_TORUS] = {"torus", V_SEARCH, "no",
		      "yes: the board is a torus (opposite edges glued together).", 0},
	[SK_START] = {"start", V_SEARCH, "corner",
		      "The start square: a8 or ROW,COL (row 1 on top), or corner (the\n"
		      "top-left corner of any board).",
		      0},
	[SK_ENGINE] = {"engine", V_SEARCH, "backtrack", "The engine: {}.", 0},
	[SK_CLOSED] = {"closed", V_SEARCH, "no",
		       "yes: closed (re-entrant) tours only, with {} (the other\n"
		       "engines do not take it).",
		       ENG_CLOSED},
	[SK_ORDER] = {"order", V_SEARCH, "12345678",
		      "The move order of {}: a permutation like 12345678, or\n"
		      "warnsdorff (fewest onward moves first).",
		      ENG_ORDER},
	[SK_PRUNE] = {"prune", V_SEARCH, "none",
		      "The pruning of {}: none or lookahead (Stone's forced moves\n"
		      "and cut-off squares).",
		      ENG_PRUNE},
	[SK_TIEBREAK] = {"tiebreak", V_SEARCH, "12345678",
			 "How {} break ties: an ordering like 12345678,\n"
			 "squirrel-cull, orderings19, pohl, roth or random.",
			 ENG_TIEBREAK},
	[SK_SEED] = {"seed", V_SEARCH, "",
		     "The seed of every random choice, 0 to 18446744073709551615 (without\n"
		     "it, a new one from the clock each run).",
		     0},
	[SK_SPEED] = {"speed", V_SPEED, "10", "Steps a second, 1 to 100000000, or max.", 0},
	[SK_THEME] = {"theme", V_WORD, "dark",
		      "The colours: dark, light (dark on a light page), projector (a\n"
		      "light page, high contrast) or mono (no colour).",
		      0},
	[SK_COLOR] = {"color", V_WORD, "auto",
		      "Colour (also spelt colour): auto (as the terminal can, none when\n"
		      "NO_COLOR is set), 256, 8 or off.  Set here, it wins over NO_COLOR.",
		      0},
	[SK_MOUSE] = {"mouse", V_YESNO, "yes", "no: do not ask the terminal for mouse clicks.", 0},
	[SK_ASCII] = {"ascii", V_YESNO, "no",
		      "yes: plain ASCII glyphs (N for the knight, +-| boxes).", 0},
	[SK_HEATMAP_PANEL] = {"heatmap-panel", V_YESNO, "yes",
			      "The panels shown at the start (keys m, t and a), and the layout\n"
			      "of the presentation (z: the board and the narration, large).",
			      0},
	[SK_STACK_PANEL] = {"stack-panel", V_YESNO, "yes", "", 0},
	[SK_ALGORITHM_PANEL] = {"algorithm-panel", V_YESNO, "no", "", 0},
	[SK_PRESENTATION] = {"presentation", V_YESNO, "no", "", 0},
};

static const int panel_of[SK_COUNT] = {
	[SK_HEATMAP_PANEL] = PANEL_HEAT + 1, /* + 1: 0 is "none" */
	[SK_STACK_PANEL] = PANEL_STACK + 1,
	[SK_ALGORITHM_PANEL] = PANEL_CODE + 1,
};

const char *settings_key_name(settings_key k)
{
	return (unsigned)k < SK_COUNT ? rows[k].name : "?";
}

bool settings_key_lookup(const char *name, size_t n, settings_key *k)
{
	for (int i = 0; i < SK_COUNT; i++)
		if (strlen(rows[i].name) == n && memcmp(rows[i].name, name, n) == 0) {
			*k = (settings_key)i;
			return true;
		}
	if (n == 6 && memcmp(name, "colour", 6) == 0) {
		*k = SK_COLOR;
		return true;
	}
	return false;
}

const char *settings_builtin(settings_key k)
{
	return (unsigned)k < SK_COUNT ? rows[k].builtin : "";
}

int settings_panel(settings_key k)
{
	return (unsigned)k < SK_COUNT ? panel_of[k] - 1 : -1;
}

/* ---- values ---------------------------------------------------------------------- */

/* "a, b or c" */
static void words_join(const char *const *w, char *out, size_t outlen)
{
	size_t n = 0;
	out[0] = '\0';
	for (int i = 0; w[i] && n < outlen; i++)
		n += (size_t)snprintf(out + n, outlen - n, "%s%s",
				      i == 0 ? "" : w[i + 1] ? ", " : " or ", w[i]);
}

/* A search setting, checked as the command line checks it (its message
 * without the "--"). */
static bool search_check(settings_key k, const char *text, char *canon, size_t canonlen,
			 char *why, size_t whylen)
{
	config_key ck = (config_key)k;
	const config_spelling *sp = &config_file_spelling;
	config_input in;
	config_input_init(&in, PRUNE_NONE);
	char err[300], syntax[120];
	bool ok, flag = false;
	if (ck == CONFIG_TORUS || ck == CONFIG_CLOSED) {
		ok = config_parse_bool(text, strlen(text), sp, &flag);
		snprintf(canon, canonlen, "%s", flag ? sp->yes : sp->no);
	} else if (ck == CONFIG_START) {
		bool algebraic;
		long x, y;
		ok = strcmp(text, sp->no_start) == 0 ||
		     (strlen(text) < sizeof in.start_text &&
		      square_parse_raw(text, &algebraic, &x, &y, err, sizeof err));
		snprintf(canon, canonlen, "%s", text);
	} else {
		ok = config_input_set(&in, ck, text, err, sizeof err);
		if (ok && ck == CONFIG_BOARD)
			ok = board_spec_valid(&in.cfg.spec, err, sizeof err);
		if (ok)
			ok = config_value_format(&in.cfg, ck, sp, canon, canonlen);
		if (!ok) {
			snprintf(why, whylen, "%s", err + (strncmp(err, "--", 2) == 0 ? 2 : 0));
			return false;
		}
	}
	if (!ok) {
		config_value_syntax(ck, sp, syntax, sizeof syntax);
		snprintf(why, whylen, "%s %s: expected %s", settings_key_name(k), ESCAPE_QUOTE(text),
			 syntax);
	}
	return ok;
}

static int word_index(const char *const *w, const char *text)
{
	for (int i = 0; w[i]; i++)
		if (strcmp(w[i], text) == 0)
			return i;
	return -1;
}

bool settings_value_check(settings_key k, const char *text, char *canon, size_t canonlen,
			  long *num, char *why, size_t whylen)
{
	char words[80];
	uint64_t v;
	bool flag;
	int i;
	*num = 0;
	switch ((unsigned)k < SK_COUNT ? rows[k].kind : V_SEARCH) {
	case V_SEARCH: return search_check(k, text, canon, canonlen, why, whylen);
	case V_SPEED:
		if (strcmp(text, "max") == 0)
			return snprintf(canon, canonlen, "max") > 0;
		if (config_parse_u64(text, &v) && v >= 1 && v <= 100000000u) {
			*num = (long)v;
			return snprintf(canon, canonlen, "%ld", *num) > 0;
		}
		snprintf(why, whylen, "speed %s: expected steps per second from 1 to 100000000, or max",
			 ESCAPE_QUOTE(text));
		return false;
	case V_WORD:;
		const char *const *w = k == SK_THEME ? settings_theme_names : settings_color_names;
		if ((i = word_index(w, text)) < 0 && k == SK_COLOR &&
		    (strcmp(text, "none") == 0 || strcmp(text, "never") == 0))
			i = word_index(w, "off"); /* as --color takes them */
		if (i >= 0) {
			*num = i;
			return snprintf(canon, canonlen, "%s", w[i]) > 0;
		}
		words_join(w, words, sizeof words);
		snprintf(why, whylen, "%s %s: expected %s", rows[k].name, ESCAPE_QUOTE(text), words);
		return false;
	case V_YESNO:
		if (config_parse_bool(text, strlen(text), &config_file_spelling, &flag)) {
			*num = flag;
			return snprintf(canon, canonlen, "%s", flag ? "yes" : "no") > 0;
		}
		snprintf(why, whylen, "%s %s: expected yes or no", rows[k].name, ESCAPE_QUOTE(text));
		return false;
	}
	return false;
}

/* ---- lines ------------------------------------------------------------------------- */

static bool blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

void settings_line_split(const char *s, size_t n, settings_line *ln)
{
	memset(ln, 0, sizeof *ln);
	size_t i = 0;
	while (i < n && blank(s[i]))
		i++;
	if (i == n) {
		ln->kind = SL_BLANK;
		return;
	}
	if (s[i] == '#') { /* a comment; "# key value" is a key's example */
		ln->kind = SL_COMMENT;
		i++;
		while (i < n && blank(s[i]))
			i++;
	} else {
		ln->kind = SL_SETTING;
	}
	ln->key = i;
	while (i < n && !blank(s[i]))
		i++;
	ln->key_len = i - ln->key;
	while (i < n && blank(s[i]))
		i++;
	ln->value = i;
	/* the value ends at a blank before '#' (a comment after it) */
	size_t end = i;
	while (end < n && !(s[end] == '#' && blank(s[end - 1])))
		end++;
	while (end > i && blank(s[end - 1]))
		end--;
	ln->value_len = end - i;
}

typedef struct parse_ctx {
	const char *name;
	settings_say_fn say;
	void *ctx;
	settings_file *f;
} parse_ctx;

static void bad_line(parse_ctx *p, int line, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void bad_line(parse_ctx *p, int line, const char *fmt, ...)
{
	char msg[600], what[500];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(what, sizeof what, fmt, ap);
	va_end(ap);
	snprintf(msg, sizeof msg, "%s:%d: %s", p->name, line, what);
	p->f->bad++;
	if (p->say)
		p->say(p->ctx, msg);
}

/* Line s[0..n) into p->f; false with the reason in why.  What the file
 * holds is quoted escaped (ESCAPE_QUOTE): a message must not carry its
 * control characters to the terminal. */
static bool read_line(parse_ctx *p, const char *s, size_t n, int line, char *why,
		      size_t whylen)
{
	settings_line ln;
	char key[80], canon[SETTINGS_VALUE_MAX], text[SETTINGS_VALUE_MAX];
	settings_line_split(s, n, &ln);
	if (ln.kind != SL_SETTING)
		return true;
	snprintf(key, sizeof key, "%.*s", (int)(ln.key_len < 79 ? ln.key_len : 79), s + ln.key);
	settings_key k;
	if (memchr(s, '\0', n))
		return snprintf(why, whylen, "a NUL byte: not a line of text"), false;
	if (memchr(s + ln.key, '=', ln.key_len))
		return snprintf(why, whylen, "%s: a setting is 'key value', with a blank, not '='",
				ESCAPE_QUOTE(key)),
		       false;
	if (!settings_key_lookup(s + ln.key, ln.key_len, &k))
		return snprintf(why, whylen, "unknown key %s (ktour config lists the keys)",
				ESCAPE_QUOTE(key)),
		       false;
	if (ln.value_len == 0)
		return snprintf(why, whylen, "%s: no value", key), false;
	if (ln.value_len >= SETTINGS_VALUE_MAX)
		return snprintf(why, whylen, "%s: the value is too long", key), false;
	memcpy(text, s + ln.value, ln.value_len);
	text[ln.value_len] = '\0';
	long num;
	if (!settings_value_check(k, text, canon, sizeof canon, &num, why, whylen))
		return false;
	settings_entry *e = &p->f->e[k];
	if (e->line)
		bad_line(p, line, "%s is set again (line %d set it first): this line is used", key,
			 e->line);
	e->line = line;
	e->num = num;
	snprintf(e->text, sizeof e->text, "%s", canon);
	return true;
}

int settings_parse(const char *text, size_t len, const char *name, settings_file *f,
		   settings_say_fn say, void *ctx)
{
	memset(f, 0, sizeof *f);
	parse_ctx p = {name, say, ctx, f};
	size_t at = 0;
	int line = 0;
	while (at < len) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
		char why[500];
		if (!read_line(&p, text + at, n, ++line, why, sizeof why))
			bad_line(&p, line, "%s", why);
		at += n + 1;
	}
	return f->bad;
}

/* ---- applying the search settings --------------------------------------------------- */

/* The file's start square lies on the board in force. */
static bool start_fits(const settings_entry *e, const config_input *in, const char *name,
		       settings_say_fn say, void *ctx)
{
	int r, c;
	char err[200], msg[400];
	const board_spec *b = &in->cfg.spec;
	if (strcmp(e->text, config_file_spelling.no_start) == 0)
		return true;
	if (square_parse(e->text, b->rows, &r, &c, err, sizeof err) && r >= 0 && r < b->rows &&
	    c >= 0 && c < b->cols)
		return true;
	snprintf(msg, sizeof msg, "%s:%d: start %s is off the %dx%d board: the top-left corner is used",
		 name, e->line, e->text, b->rows, b->cols);
	if (say)
		say(ctx, msg);
	return false;
}

/* What an engine must take for the file's key k to apply (0: any). */
static unsigned needs(settings_key k)
{
	return k == SK_CLOSED || k == SK_ORDER || k == SK_PRUNE || k == SK_TIEBREAK ? rows[k].takes
										    : 0;
}

void settings_apply_search(const settings_file *f, unsigned wanted, config_input *in,
			   settings_origin origin[SK_COUNT], const char *name,
			   settings_say_fn say, void *ctx)
{
	/* the board's and the engine's first: the others depend on them */
	static const settings_key order[SK_SEARCH_COUNT] = {
		SK_BOARD, SK_LEAPER, SK_TORUS, SK_ENGINE, SK_SEED,
		SK_START, SK_CLOSED, SK_ORDER, SK_PRUNE,  SK_TIEBREAK};
	unsigned typed = in->given;
	char err[300];
	for (int i = 0; i < SK_SEARCH_COUNT; i++) {
		settings_key k = order[i];
		const settings_entry *e = &f->e[k];
		if (typed & SETTINGS_BIT(k)) {
			origin[k] = SO_COMMAND_LINE;
			continue;
		}
		origin[k] = !e->line ? SO_BUILTIN : SO_FILE_UNUSED;
		if (!e->line || !(wanted & SETTINGS_BIT(k)))
			continue;
		if ((needs(k) && !engine_can(in->cfg.kind, needs(k))) ||
		    (k == SK_START && !start_fits(e, in, name, say, ctx)))
			continue;
		origin[k] = SO_FILE;
		bool flag = k == SK_TORUS || k == SK_CLOSED;
		if (flag ? strcmp(e->text, "yes") == 0
			 : !(k == SK_START && strcmp(e->text, config_file_spelling.no_start) == 0))
			config_input_set(in, (config_key)k, flag ? NULL : e->text, err, sizeof err);
	}
}

/* ---- the template ------------------------------------------------------------------ */

static const char template_head[] =
	"# ktour's settings: the defaults you change, one \"key value\" a line,\n"
	"# in the words of the command line.  Take the # off a line to set it.\n"
	"#\n"
	"# The command line wins over this file, and this file over ktour's own\n"
	"# defaults.  A bad line is named with its number and skipped.  'ktour\n"
	"# config' shows the settings in force and where each came from;\n"
	"# --no-config (or KTOUR_CONFIG=/dev/null) reads no file, KTOUR_CONFIG=FILE\n"
	"# another.  ktour writes this file only when it creates it and when you\n"
	"# save the options form's settings as your defaults (Ctrl-S there), which\n"
	"# changes only the lines of the settings that change.\n"
	"#\n"
	"# The explorer reads every key, play the board's (board to start, and\n"
	"# closed) and the display's (speed and after), replay the display's,\n"
	"# lesson theme, color, mouse and ascii.  solve, count and the other\n"
	"# commands read none: what they print does not depend on this file.\n";

/* rows[k].doc as comment lines, "{}" the engines that take rows[k].takes. */
static void doc_lines(settings_key k, char *out, size_t outlen, size_t *at)
{
	char engines[120];
	engine_names_join(rows[k].takes, ", ", rows[k].takes ? " and " : " or ", engines,
			  sizeof engines);
	const char *d = rows[k].doc;
	while (*d && *at < outlen) {
		size_t n = strcspn(d, "\n");
		const char *hole = strstr(d, "{}");
		*at += (size_t)(hole && hole < d + n
					? snprintf(out + *at, outlen - *at, "# %.*s%s%.*s\n",
						   (int)(hole - d), d, engines,
						   (int)(d + n - hole - 2), hole + 2)
					: snprintf(out + *at, outlen - *at, "# %.*s\n", (int)n, d));
		d += n + (d[n] == '\n');
	}
}

bool settings_template(char *out, size_t outlen)
{
	size_t at = (size_t)snprintf(out, outlen, "%s", template_head);
	for (int k = 0; k < SK_COUNT && at < outlen; k++) {
		if (rows[k].doc[0]) {
			at += (size_t)snprintf(out + at, outlen - at, "\n");
			doc_lines((settings_key)k, out, outlen, &at);
		}
		if (at < outlen)
			at += (size_t)snprintf(out + at, outlen - at, "# %s %s\n", rows[k].name,
					       k == SK_SEED ? "1" : rows[k].builtin);
	}
	return at < outlen;
}
