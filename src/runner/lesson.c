/* SPDX-License-Identifier: MIT */
/* Reading a lesson file (ktour/lesson.h): the header, then the scenes;
 * every refusal names the file, the line and the column. */
#include "ktour/lesson.h"

#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/escape.h"
#include "ktour/file_io.h"
#include "ktour/settings_file.h"
#include "lesson_impl.h"

/* The most steps a second a run may be given (the explorer's --speed). */
#define SPEED_MAX 100000000u

/* What a line is, by its first word. */
typedef enum line_key {
	LK_TITLE, LK_SPEED, LK_SHOW, LK_LIMIT, LK_COMPARE, LK_SCENE, LK_GOTO, LK_UNTIL,
	LK_RUN, LK_MARK, LK_CAPTION, LK_THEME, LK_PRESENT, LK_EXPECT, LK_HIGHLIGHT, LK_ARROW,
	LK_ASK, LK_ANSWER, LK_NOTE, LK_RESET, LK_SETTING, LK_UNKNOWN
} line_key;

static const struct {
	const char *word;
	bool header, scene; /* where it may stand */
} keys[] = {
	[LK_TITLE] = {"title", true, false},	[LK_SPEED] = {"speed", true, true},
	[LK_SHOW] = {"show", true, true},	[LK_LIMIT] = {"limit", true, false},
	[LK_COMPARE] = {"compare", true, true}, [LK_SCENE] = {"scene", true, true},
	[LK_GOTO] = {"goto", false, true},	[LK_UNTIL] = {"until", false, true},
	[LK_RUN] = {"run", false, true},	[LK_MARK] = {"mark", false, true},
	[LK_CAPTION] = {"caption", false, true}, [LK_THEME] = {"theme", true, false},
	[LK_PRESENT] = {"present", true, false}, [LK_EXPECT] = {"expect", false, true},
	[LK_HIGHLIGHT] = {"highlight", false, true}, [LK_ARROW] = {"arrow", false, true},
	[LK_ASK] = {"ask", false, true},	[LK_ANSWER] = {"answer", false, true},
	[LK_NOTE] = {"note", false, true},	[LK_RESET] = {"reset", false, true},
};
#define NKEYS ((int)(sizeof keys / sizeof keys[0]))

static const struct {
	const char *word;
	int panel;   /* its panel, or -1 */
	int flag;    /* else: 0 heatmap, 1 estimate, 2 present */
} show_words[] = {
	{"moves", PANEL_HEAT, 0},   {"stack", PANEL_STACK, 0},  {"algorithm", PANEL_CODE, 0},
	{"heatmap", -1, 0},         {"estimate", -1, 1},        {"present", -1, 2},
};
#define NSHOW ((int)(sizeof show_words / sizeof show_words[0]))

/* Settings lines of the header and of a scene, as the command line takes
 * them. */
static const config_key setting_keys[] = {CONFIG_BOARD, CONFIG_LEAPER, CONFIG_TORUS,
					  CONFIG_START, CONFIG_ENGINE, CONFIG_CLOSED,
					  CONFIG_ORDER, CONFIG_PRUNE, CONFIG_TIEBREAK,
					  CONFIG_SEED};

typedef struct parser {
	lesson *l;
	char *err;
	size_t errlen;
	int line;
	/* the header's settings and what carries from scene to scene */
	lesson_settings header;
	int header_line;           /* its last settings line */
	char header_compare[LESSON_COMPARE_MAX];
	lesson_show show;
	uint32_t speed;
	bool speed_max;
	/* the scene being read */
	lesson_scene *sc;
	lesson_settings in;        /* the scene before's settings, changed by its own */
	int settings_line;         /* its last settings, reset or compare line; 0: none */
	char compare[LESSON_COMPARE_MAX];
	/* the settings of the last scene's search: the next scene's start */
	lesson_settings chain;
	char chain_compare[LESSON_COMPARE_MAX];
	char until[200];           /* until COND, parsed once its search is known */
	int until_col;
	bool title_seen, limit_seen, theme_seen, present_seen;
} parser;

static bool fail(parser *p, int line, int col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static bool fail(parser *p, int line, int col, const char *fmt, ...)
{
	char msg[400];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	snprintf(p->err, p->errlen, "%s:%d:%d: %s", p->l->name, line, col, msg);
	return false;
}

/* A whole decimal number of at most 19 digits. */
static bool number(const char *s, size_t n, uint64_t *v)
{
	char buf[24];
	if (n == 0 || n >= 20)
		return false;
	for (size_t i = 0; i < n; i++)
		if (!isdigit((unsigned char)s[i]))
			return false;
	memcpy(buf, s, n);
	buf[n] = '\0';
	return config_parse_u64(buf, v);
}

/* A word of s from *at on: [*from, *at); false at the end. */
static bool word(const char *s, size_t *at, size_t *from)
{
	while (s[*at] == ' ' || s[*at] == '\t')
		(*at)++;
	if (!s[*at])
		return false;
	*from = *at;
	while (s[*at] && s[*at] != ' ' && s[*at] != '\t')
		(*at)++;
	return true;
}

/* "5", "5/s" or "max". */
static bool speed_word(const char *s, size_t n, uint32_t *v, bool *max)
{
	uint64_t u;
	if (n == 3 && memcmp(s, "max", 3) == 0) {
		*max = true;
		return true;
	}
	if (n > 2 && memcmp(s + n - 2, "/s", 2) == 0)
		n -= 2;
	if (!number(s, n, &u) || u < 1 || u > SPEED_MAX)
		return false;
	*v = (uint32_t)u;
	*max = false;
	return true;
}

static bool parse_speed(parser *p, const char *v, int col, uint32_t *speed, bool *max)
{
	size_t at = 0, from = 0;
	if (!word(v, &at, &from) || !speed_word(v + from, at - from, speed, max))
		return fail(p, p->line, col, "speed: expected steps a second, 1 to %u, or max",
			    SPEED_MAX);
	if (word(v, &at, &from))
		return fail(p, p->line, col + (int)from, "speed: unexpected %s",
			    ESCAPE_QUOTE(v + from));
	return true;
}

static bool parse_show(parser *p, const char *v, int col, lesson_show *out)
{
	lesson_show s = {PANEL_BIT(PANEL_CAPTION), false, false, false};
	size_t at = 0, from = 0;
	while (word(v, &at, &from)) {
		int i;
		for (i = 0; i < NSHOW; i++)
			if (strlen(show_words[i].word) == at - from &&
			    memcmp(show_words[i].word, v + from, at - from) == 0)
				break;
		if (i == NSHOW)
			return fail(p, p->line, col + (int)from,
				    "show: %s is not a part of the screen: expected moves, "
				    "stack, algorithm, heatmap, estimate or present",
				    ESCAPE_QUOTE_N(v + from, at - from));
		if (show_words[i].panel >= 0)
			s.panels |= PANEL_BIT(show_words[i].panel);
		else if (show_words[i].flag == 0)
			s.heatmap = true;
		else if (show_words[i].flag == 1)
			s.estimate = true;
		else
			s.present = true;
	}
	*out = s;
	return true;
}

/* A settings line (board 5x5, closed, tiebreak -, ...) into in. */
static bool parse_setting(parser *p, lesson_settings *in, config_key k, const char *v, int col)
{
	char err[300];
	if (!lesson_settings_set(in, k, v, p->line, err, sizeof err))
		return fail(p, p->line, col, "%s", err);
	return true;
}

/* highlight, arrow, ask, answer, note (lesson_marks.c). */
static bool parse_marks(parser *p, line_key k, const char *v, int col)
{
	char err[300];
	if (!lesson_marks_line(p->sc, keys[k].word, v, p->line, &col, err, sizeof err))
		return fail(p, p->line, col, "%s", err);
	return true;
}

/* The search of settings `in` and comparison `cmp`: checked, as a new row
 * of l->searches; line: where to blame. */
static bool add_search(parser *p, const lesson_settings *in, const char *cmp, int line)
{
	char err[300];
	config_input c;
	int blame;
	if (!lesson_settings_build(in, &c, &blame, err, sizeof err))
		return fail(p, blame ? blame : line, 1, "%s", err);
	engine_config second;
	if (cmp[0] && !config_compare(&c.cfg, cmp, &second, err, sizeof err))
		return fail(p, line, 1, "compare: %s", err);
	lesson_search *s = &p->l->searches[p->l->nsearch++];
	s->cfg = c.cfg;
	s->start_given = c.start_given;
	snprintf(s->compare, sizeof s->compare, "%s", cmp);
	return true;
}

/* The scene read so far is complete: its search and its condition. */
static bool end_scene(parser *p)
{
	lesson_scene *sc = p->sc;
	if (!sc)
		return true;
	lesson *l = p->l;
	int idx = (int)(sc - l->scenes);
	if (p->settings_line) {
		if (!add_search(p, &p->in, p->compare, p->settings_line))
			return false;
		sc->search = l->nsearch - 1;
		sc->new_search = true;
	} else if (idx == 0) { /* the header's search (begin_scene) */
		sc->search = 0;
		sc->new_search = true;
	} else {
		sc->search = l->scenes[idx - 1].search;
	}
	if (p->settings_line || idx == 0) { /* the next scene's settings start here */
		p->chain = p->settings_line ? p->in : p->header;
		snprintf(p->chain_compare, sizeof p->chain_compare, "%s",
			 p->settings_line ? p->compare : p->header_compare);
	}
	int mline, mcol;
	char merr[300];
	if (!lesson_marks_place(sc, &l->searches[sc->search].cfg.spec, &mline, &mcol, merr,
				sizeof merr))
		return fail(p, mline, mcol, "%s", merr);
	if (sc->way == LW_UNTIL) {
		const lesson_search *s = &l->searches[sc->search];
		char err[300], err2[300];
		size_t at = 0;
		engine_config second;
		bool ok = moment_parse(p->until, &s->cfg, &sc->until, err, sizeof err, &at);
		if (!ok && s->compare[0] &&
		    config_compare(&s->cfg, s->compare, &second, err2, sizeof err2))
			ok = moment_parse(p->until, &second, &sc->until, err2, sizeof err2, NULL);
		if (!ok)
			return fail(p, sc->way_line, p->until_col + (int)at, "until: %s", err);
	}
	p->sc = NULL;
	return true;
}

static bool begin_scene(parser *p, const char *v, int col)
{
	lesson *l = p->l;
	if (!end_scene(p))
		return false;
	/* the header's search first: its settings are checked as a whole */
	if (l->nscene == 0 &&
	    !add_search(p, &p->header, p->header_compare, p->header_line ? p->header_line : 1))
		return false;
	if (l->nscene == LESSON_MAX_SCENES)
		return fail(p, p->line, 1, "more than %d scenes", LESSON_MAX_SCENES);
	if (!v[0])
		return fail(p, p->line, col, "scene: give it a title (scene The first dead end)");
	if (strlen(v) >= LESSON_TITLE_MAX)
		return fail(p, p->line, col + LESSON_TITLE_MAX - 1,
			    "scene: a title of at most %d characters", LESSON_TITLE_MAX - 1);
	lesson_scene *sc = &l->scenes[l->nscene++];
	memset(sc, 0, sizeof *sc);
	sc->line = p->line;
	snprintf(sc->title, sizeof sc->title, "%s", v);
	sc->show = p->show;
	sc->speed = p->speed;
	sc->speed_max = p->speed_max;
	p->sc = sc;
	p->in = l->nscene == 1 ? p->header : p->chain;
	p->settings_line = 0;
	snprintf(p->compare, sizeof p->compare, "%s",
		 l->nscene == 1 ? p->header_compare : p->chain_compare);
	return true;
}

/* goto N, until COND, run N steps [at SPEED]: one of them a scene. */
static bool parse_way(parser *p, line_key k, const char *v, int col)
{
	lesson_scene *sc = p->sc;
	size_t at = 0, from = 0;
	if (sc->way != LW_STAY)
		return fail(p, p->line, 1, "%s: this scene already goes somewhere (line %d); "
					   "one goto, until or run a scene",
			    keys[k].word, sc->way_line);
	sc->way_line = p->line;
	if (k == LK_UNTIL) {
		if (strlen(v) >= sizeof p->until)
			return fail(p, p->line, col, "until: too long");
		snprintf(p->until, sizeof p->until, "%s", v);
		p->until_col = col;
		sc->way = LW_UNTIL;
		/* until COND at SPEED */
		char *a = strstr(p->until, " at ");
		while (a && strstr(a + 1, " at "))
			a = strstr(a + 1, " at ");
		if (a) {
			const char *w = a + 4;
			while (*w == ' ')
				w++;
			if (!speed_word(w, strlen(w), &sc->speed, &sc->speed_max))
				return fail(p, p->line, col + (int)(w - p->until),
					    "until: expected 'at SPEED' (steps a second, 1 to %u, "
					    "or max)",
					    SPEED_MAX);
			*a = '\0';
		}
		return true;
	}
	if (!word(v, &at, &from) || !number(v + from, at - from, &sc->n))
		return fail(p, p->line, col + (int)from, "%s: expected a number of steps (%s)",
			    keys[k].word, k == LK_GOTO ? "goto 120" : "run 10 steps");
	sc->way = k == LK_GOTO ? LW_GOTO : LW_RUN;
	if (k == LK_GOTO) {
		if (word(v, &at, &from))
			return fail(p, p->line, col + (int)from, "goto: unexpected %s",
				    ESCAPE_QUOTE(v + from));
		return true;
	}
	if (sc->n == 0)
		return fail(p, p->line, col + (int)from, "run: at least 1 step");
	if (word(v, &at, &from) && (at - from != 5 || memcmp(v + from, "steps", 5)) &&
	    (at - from != 4 || memcmp(v + from, "step", 4)))
		return fail(p, p->line, col + (int)from, "run: expected 'run N steps [at SPEED]'");
	if (!word(v, &at, &from))
		return true;
	size_t sfrom;
	if (at - from != 2 || memcmp(v + from, "at", 2) || !word(v, &at, &sfrom) ||
	    !speed_word(v + sfrom, at - sfrom, &sc->speed, &sc->speed_max))
		return fail(p, p->line, col + (int)from,
			    "run: expected 'at SPEED' (steps a second, 1 to %u, or max)", SPEED_MAX);
	if (word(v, &at, &from))
		return fail(p, p->line, col + (int)from, "run: unexpected %s",
			    ESCAPE_QUOTE(v + from));
	return true;
}

static bool parse_caption(parser *p, const char *v, int col)
{
	lesson_scene *sc = p->sc;
	char why[300];
	int at;
	if (!lesson_caption_scan(v, NULL, why, sizeof why, &at)) /* lesson_facts.c */
		return fail(p, p->line, col + at, "caption: %s", why);
	if (!sc->caption_line)
		sc->caption_line = p->line;
	size_t have = strlen(sc->caption), add = strlen(v);
	if (have + 1 + add >= sizeof sc->caption)
		return fail(p, p->line, 1, "caption: at most %d characters a scene (one to three "
					   "sentences)",
			    LESSON_CAPTION_MAX - 1);
	if (have && add)
		strcat(sc->caption, " ");
	strcat(sc->caption, v);
	return true;
}

/* expect FIGURE VALUE (lesson_facts.c) */
static bool parse_expect(parser *p, const char *v, int col)
{
	lesson_scene *sc = p->sc;
	char why[300];
	int at;
	if (sc->nexpect == LESSON_EXPECTS_MAX)
		return fail(p, p->line, 1, "expect: at most %d a scene", LESSON_EXPECTS_MAX);
	if (!lesson_expect_parse(v, p->line, &sc->expects[sc->nexpect], why, sizeof why, &at))
		return fail(p, p->line, col + at, "expect: %s", why);
	sc->nexpect++;
	return true;
}

static bool parse_compare(parser *p, const char *v, int col)
{
	char *to = p->sc ? p->compare : p->header_compare;
	if (!v[0])
		return fail(p, p->line, col, "compare: with what? (compare warnsdorff, compare "
					     "prune=lookahead, compare off)");
	if (strlen(v) >= LESSON_COMPARE_MAX)
		return fail(p, p->line, col, "compare: too long");
	snprintf(to, LESSON_COMPARE_MAX, "%s", strcmp(v, "off") == 0 ? "" : v);
	if (p->sc)
		p->settings_line = p->line;
	else
		p->header_line = p->line;
	return true;
}

static bool parse_header_only(parser *p, line_key k, const char *v, int col)
{
	lesson *l = p->l;
	if (k == LK_TITLE) {
		if (p->title_seen)
			return fail(p, p->line, 1, "title: given twice");
		if (!v[0] || strlen(v) >= LESSON_TITLE_MAX)
			return fail(p, p->line, col, "title: one line of 1 to %d characters",
				    LESSON_TITLE_MAX - 1);
		p->title_seen = true;
		snprintf(l->title, sizeof l->title, "%s", v);
		return true;
	}
	size_t at = 0, from = 0;
	if (p->limit_seen)
		return fail(p, p->line, 1, "limit: given twice");
	p->limit_seen = true;
	if (!word(v, &at, &from) || !number(v + from, at - from, &l->limit) || l->limit == 0 ||
	    word(v, &at, &from))
		return fail(p, p->line, col + (int)from, "limit: expected the steps a scene may "
							 "take to reach, 1 or more");
	return true;
}

/* theme NAME, present yes|no: how the lesson opens (the command line's
 * --theme and --present beat them). */
static bool parse_look(parser *p, line_key k, const char *v, int col)
{
	lesson *l = p->l;
	bool *seen = k == LK_THEME ? &p->theme_seen : &p->present_seen;
	if (*seen)
		return fail(p, p->line, 1, "%s: given twice", keys[k].word);
	*seen = true;
	if (k == LK_PRESENT) {
		if (!v[0] || !config_parse_bool(v, strlen(v), &config_header_spelling, &l->present))
			return fail(p, p->line, col, "present: expected yes or no");
		return true;
	}
	for (int i = 0; settings_theme_names[i]; i++)
		if (strcmp(v, settings_theme_names[i]) == 0) {
			l->theme = i;
			return true;
		}
	return fail(p, p->line, col, "theme: %s: expected dark, light, projector or mono",
		    v[0] ? ESCAPE_QUOTE(v) : "which theme?");
}

static line_key key_of(const char *k, size_t n, config_key *ck)
{
	for (int i = 0; i < NKEYS; i++)
		if (strlen(keys[i].word) == n && memcmp(keys[i].word, k, n) == 0)
			return (line_key)i;
	if (config_key_lookup(k, n, &config_header_spelling, ck))
		for (size_t i = 0; i < sizeof setting_keys / sizeof setting_keys[0]; i++)
			if (setting_keys[i] == *ck)
				return LK_SETTING;
	return LK_UNKNOWN;
}

/* One line: its key, then the rest (v, from column col). */
static bool parse_line(parser *p, char *text)
{
	size_t at = 0, from = 0;
	if (!word(text, &at, &from) || text[from] == '#')
		return true;
	size_t kn = at - from;
	const char *k = text + from;
	while (text[at] == ' ' || text[at] == '\t')
		at++;
	const char *v = text + at;
	int col = (int)at + 1;
	config_key ck = CONFIG_BOARD;
	line_key lk = key_of(k, kn, &ck);
	if (lk == LK_UNKNOWN)
		return fail(p, p->line, (int)from + 1,
			    "%s is not a line of a lesson: expected title, a setting (board, "
			    "engine, start ...), speed, show, theme, present, limit, compare, scene, "
			    "goto, until, run, mark, caption, expect, highlight, arrow, ask, answer, note or reset",
			    ESCAPE_QUOTE_N(k, kn));
	if (lk != LK_SETTING && !(p->sc ? keys[lk].scene : keys[lk].header))
		return fail(p, p->line, (int)from + 1, "%s %s", keys[lk].word,
			    p->sc ? "belongs in the header, before the first scene"
				  : "belongs in a scene: begin one with 'scene TITLE'");
	switch (lk) {
	case LK_TITLE:
	case LK_LIMIT: return parse_header_only(p, lk, v, col);
	case LK_THEME:
	case LK_PRESENT: return parse_look(p, lk, v, col);
	case LK_SPEED:
		return p->sc ? parse_speed(p, v, col, &p->sc->speed, &p->sc->speed_max) &&
				       (p->speed = p->sc->speed, p->speed_max = p->sc->speed_max, true)
			     : parse_speed(p, v, col, &p->speed, &p->speed_max);
	case LK_SHOW:
		return parse_show(p, v, col, &p->show) &&
		       (!p->sc || (p->sc->show = p->show, p->sc->show_given = true, true));
	case LK_COMPARE: return parse_compare(p, v, col);
	case LK_SCENE: return begin_scene(p, v, col);
	case LK_GOTO:
	case LK_UNTIL:
	case LK_RUN: return parse_way(p, lk, v, col);
	case LK_MARK:
		if (!explore_mark_name_ok(v))
			return fail(p, p->line, col, "mark: a name of 1 to %d characters",
				    EXPLORE_MARK_NAME_MAX - 1);
		snprintf(p->sc->mark, sizeof p->sc->mark, "%s", v);
		return true;
	case LK_CAPTION: return parse_caption(p, v, col);
	case LK_EXPECT: return parse_expect(p, v, col);
	case LK_HIGHLIGHT:
	case LK_ARROW:
	case LK_ASK:
	case LK_ANSWER:
	case LK_NOTE: return parse_marks(p, lk, v, col);
	case LK_RESET: /* the header's search again */
		if (v[0])
			return fail(p, p->line, col, "reset: unexpected %s", ESCAPE_QUOTE(v));
		p->in = p->header;
		snprintf(p->compare, sizeof p->compare, "%s", p->header_compare);
		p->settings_line = p->line;
		return true;
	default:
		if (p->sc) {
			p->settings_line = p->line;
			return parse_setting(p, &p->in, ck, v, col);
		}
		p->header_line = p->line;
		return parse_setting(p, &p->header, ck, v, col);
	}
}

static void parser_init(parser *p, lesson *l, char *err, size_t errlen)
{
	memset(p, 0, sizeof *p);
	p->l = l;
	p->err = err;
	p->errlen = errlen;
	p->show = (lesson_show){PANEL_DEFAULT | PANEL_BIT(PANEL_CAPTION), false, false, false};
	p->speed = LESSON_SPEED_DEFAULT;
	l->limit = LESSON_LIMIT_DEFAULT;
	l->theme = -1;
}

bool lesson_sniff(const char *buf, size_t len)
{
	size_t n = sizeof LESSON_MAGIC - 1;
	return len > n && memcmp(buf, LESSON_MAGIC, n) == 0 &&
	       (buf[n] == '\n' || buf[n] == '\r');
}

/* Line p->line of buf, [from, to), into text without its line end; false
 * when it cannot be text. */
static bool take_line(parser *p, const char *buf, size_t from, size_t to, char *text,
		      size_t textlen)
{
	size_t n = to - from;
	if (n && buf[from + n - 1] == '\r')
		n--; /* CRLF: a lesson written on another system */
	if (n >= textlen)
		return fail(p, p->line, (int)textlen, "line too long (at most %d characters)",
			    (int)textlen - 1);
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)buf[from + i];
		if ((c < 0x20 && c != '\t') || c == 0x7f)
			return fail(p, p->line, (int)i + 1, "a control character (byte %u): a "
							    "lesson is plain text",
				    c);
	}
	memcpy(text, buf + from, n);
	text[n] = '\0';
	while (n && (text[n - 1] == ' ' || text[n - 1] == '\t'))
		text[--n] = '\0';
	return true;
}

bool lesson_parse(const char *buf, size_t len, const char *name, lesson *out, char *err,
		  size_t errlen)
{
	parser p;
	lesson *l = out;
	memset(l, 0, sizeof *l);
	snprintf(l->name, sizeof l->name, "%s", name);
	parser_init(&p, l, err, errlen);
	if (!lesson_sniff(buf, len))
		return fail(&p, 1, 1, "not a lesson: its first line must be '" LESSON_MAGIC "'");
	size_t at = 0;
	while (at < len) {
		const char *nl = memchr(buf + at, '\n', len - at);
		size_t to = nl ? (size_t)(nl - buf) : len;
		char text[1024];
		p.line++;
		if (!take_line(&p, buf, at, to, text, sizeof text))
			return false;
		at = to + 1;
		if (p.line > 1 && !parse_line(&p, text))
			return false;
	}
	if (!end_scene(&p))
		return false;
	if (!p.title_seen)
		return fail(&p, 2, 1, "the lesson has no title: put 'title TEXT' in the header");
	if (l->nscene == 0)
		return fail(&p, p.line, 1, "the lesson has no scene: begin one with 'scene TITLE'");
	return true;
}

/* The file's bytes into a new buffer; NULL with a message. */
static char *read_all(const char *path, size_t *len, char *err, size_t errlen)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	if (!S_ISREG(st.st_mode) || st.st_size > LESSON_MAX_BYTES) {
		if (S_ISREG(st.st_mode))
			snprintf(err, errlen, "%s: too big for a lesson (%lld bytes; at most %d)",
				 path, (long long)st.st_size, LESSON_MAX_BYTES);
		else
			snprintf(err, errlen, "%s: %s, not a lesson file", path,
				 file_type_name(st.st_mode));
		close(fd);
		return NULL;
	}
	char *buf = malloc(LESSON_MAX_BYTES + 1);
	size_t n = 0;
	while (buf && n <= LESSON_MAX_BYTES) {
		ssize_t r = read(fd, buf + n, LESSON_MAX_BYTES + 1 - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			snprintf(err, errlen, "%s: %s", path, strerror(errno));
			free(buf);
			close(fd);
			return NULL;
		}
		if (r == 0)
			break;
		n += (size_t)r;
	}
	close(fd);
	if (!buf)
		snprintf(err, errlen, "%s: out of memory", path);
	else if (n > LESSON_MAX_BYTES) {
		snprintf(err, errlen, "%s: too big for a lesson (at most %d bytes)", path,
			 LESSON_MAX_BYTES);
		free(buf);
		buf = NULL;
	}
	*len = n;
	return buf;
}

bool lesson_read(const char *path, lesson *out, char *err, size_t errlen)
{
	size_t n;
	char *buf = read_all(path, &n, err, errlen);
	if (!buf)
		return false;
	bool ok = lesson_parse(buf, n, path, out, err, errlen);
	free(buf);
	return ok;
}

void lesson_show_format(const lesson_show *s, char *out, size_t outlen)
{
	size_t at = 0;
	out[0] = '\0';
	for (int i = 0; i < NSHOW && at < outlen; i++) {
		const int f = show_words[i].flag;
		bool on = show_words[i].panel >= 0 ? (s->panels & PANEL_BIT(show_words[i].panel)) != 0
			  : f == 0		    ? s->heatmap
			  : f == 1		    ? s->estimate
						    : s->present;
		if (on)
			at += (size_t)snprintf(out + at, outlen - at, "%s%s", at ? " " : "",
					       show_words[i].word);
	}
}
