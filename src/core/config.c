/* SPDX-License-Identifier: MIT */
/* The search settings: defaults, names, values and the checks of settings
 * as a user types them (ktour/config.h).  The text form is config_text.c. */
#include "ktour/config.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "config_impl.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/square.h"

engine_config engine_config_default(void)
{
	engine_config c;
	memset(&c, 0, sizeof c);
	c.spec = board_spec_default();
	c.start = KSQ_NONE;
	c.kind = ENGINE_KIND_DEFAULT;
	c.prune = PRUNE_NONE;
	c.tiebreak = TIEBREAK_ORDER;
	for (int k = 0; k < 8; k++) {
		c.order[k] = (uint8_t)k;
		c.tie_order[k] = (uint8_t)k;
	}
	return c;
}

/* ---- names ------------------------------------------------------------------ */

const char *const config_prune_names[] = {"none", "lookahead", NULL};
const char *const config_tiebreak_choices[] = {"12345678", "squirrel-cull", "orderings19",
					       "pohl",     "roth",          "random",
					       NULL};
const char *const config_order_choices[] = {"12345678", "warnsdorff", "36875124", "87654321",
					    NULL};
const config_leaper config_leapers[] = {
	{1, 2, "knight"}, {1, 3, "camel"}, {2, 3, "zebra"}, {0, 0, NULL}};

/* The index of name in a NULL-ended list from `from` on, or -1. */
static int name_index(const char *const *names, int from, const char *name)
{
	for (int i = from; names[i]; i++)
		if (strcmp(names[i], name) == 0)
			return i;
	return -1;
}

/* "a, b or c" */
static void names_join(const char *const *names, char *out, size_t outlen)
{
	size_t n = 0;
	out[0] = '\0';
	for (int i = 0; names[i] && n < outlen; i++) {
		const char *sep = i == 0 ? "" : names[i + 1] ? ", " : " or ";
		n += (size_t)snprintf(out + n, outlen - n, "%s%s", sep, names[i]);
	}
}

const char *prune_mode_name(prune_mode p)
{
	return (unsigned)p < PRUNE_MODE_COUNT ? config_prune_names[p] : "?";
}

bool prune_mode_from_name(const char *name, prune_mode *p)
{
	int i = name_index(config_prune_names, 0, name);
	if (i >= 0)
		*p = (prune_mode)i;
	return i >= 0;
}

const char *tiebreak_name(tiebreak_kind t)
{
	if (t == TIEBREAK_ORDER)
		return "ordering";
	return (unsigned)t < TIEBREAK_KIND_COUNT ? config_tiebreak_choices[t] : "?";
}

bool tiebreak_from_name(const char *name, tiebreak_kind *t, uint8_t order[8])
{
	int i = name_index(config_tiebreak_choices, 1, name);
	if (i >= 0) {
		*t = (tiebreak_kind)i;
		return true;
	}
	char err[8];
	if (ordering_parse(name, order, err, sizeof err)) {
		*t = TIEBREAK_ORDER;
		return true;
	}
	return false;
}

void config_leaper_list(char *out, size_t outlen)
{
	size_t n = 0;
	out[0] = '\0';
	for (int i = 0; config_leapers[i].name && n < outlen; i++)
		n += (size_t)snprintf(out + n, outlen - n, "%s%d,%d %s", i ? ", " : "",
				      config_leapers[i].a, config_leapers[i].b,
				      config_leapers[i].name);
}

/* ---- values ------------------------------------------------------------------ */

/* A decimal number of at most max from s[*i..n); no sign, no blanks. */
static bool parse_number(const char *s, size_t n, size_t *i, long max, int *out)
{
	size_t j = *i;
	long v = 0;
	if (j >= n || !isdigit((unsigned char)s[j]))
		return false;
	while (j < n && isdigit((unsigned char)s[j])) {
		v = v * 10 + (s[j++] - '0');
		if (v > max)
			return false;
	}
	*i = j;
	*out = (int)v;
	return true;
}

bool config_parse_board(const char *s, size_t n, int *rows, int *cols)
{
	size_t i = 0;
	int r, c;
	if (!parse_number(s, n, &i, BOARD_MAX_SIDE, &r) || i >= n || (s[i] != 'x' && s[i] != 'X'))
		return false;
	i++;
	if (!parse_number(s, n, &i, BOARD_MAX_SIDE, &c) || i != n)
		return false;
	*rows = r;
	*cols = c;
	return true;
}

bool config_parse_leaper(const char *s, size_t n, int *a, int *b)
{
	size_t i = 0;
	int x, y;
	if (!parse_number(s, n, &i, BOARD_MAX_LEAP, &x) || i >= n || s[i++] != ',' ||
	    !parse_number(s, n, &i, BOARD_MAX_LEAP, &y) || i != n || x < 1 || y < 1 || x == y)
		return false;
	*a = x;
	*b = y;
	return true;
}

static bool word_is(const char *s, size_t n, const char *w)
{
	return strlen(w) == n && strncasecmp(s, w, n) == 0;
}

bool config_parse_bool(const char *s, size_t n, const config_spelling *sp, bool *v)
{
	static const char *const words[][2] = {{"yes", "no"}, {"true", "false"}, {"on", "off"}};
	for (int i = -1; i < 3; i++) {
		const char *yes = i < 0 ? sp->yes : words[i][0];
		const char *no = i < 0 ? sp->no : words[i][1];
		if (word_is(s, n, yes) || word_is(s, n, no)) {
			*v = word_is(s, n, yes);
			return true;
		}
	}
	return false;
}

bool config_parse_u64(const char *s, uint64_t *v)
{
	if (!isdigit((unsigned char)s[0]))
		return false;
	char *end;
	errno = 0;
	unsigned long long x = strtoull(s, &end, 10);
	if (errno || *end)
		return false;
	*v = x;
	return true;
}

/* ---- settings as typed ----------------------------------------------------------- */

void config_input_init(config_input *in, prune_mode prune)
{
	memset(in, 0, sizeof *in);
	in->cfg = engine_config_default();
	in->cfg.prune = prune;
}

static bool set_board(config_input *in, const char *text, char *err, size_t errlen)
{
	int r, c;
	if (config_parse_board(text, strlen(text), &r, &c)) {
		if (r < 1 || c < 1) {
			snprintf(err, errlen, "--board %s: rows and columns must be at least 1",
				 ESCAPE_QUOTE(text));
			return false;
		}
		in->cfg.spec.rows = r;
		in->cfg.spec.cols = c;
		return true;
	}
	/* Say why: too big, or not of the form RxC. */
	const char *q = text;
	while (isdigit((unsigned char)*q) || *q == 'x' || *q == 'X')
		q++;
	if (*q == '\0' && strchr(text, 'x') && strchr(text, 'x') == strrchr(text, 'x') &&
	    text[0] != 'x' && text[strlen(text) - 1] != 'x')
		snprintf(err, errlen, "--board %s: a side may be at most %d", ESCAPE_QUOTE(text),
			 BOARD_MAX_SIDE);
	else
		snprintf(err, errlen,
			 "--board %s: expected ROWSxCOLS with positive numbers, e.g. 8x8",
			 ESCAPE_QUOTE(text));
	return false;
}

static bool set_order(config_input *in, const char *text, char *err, size_t errlen)
{
	engine_config *c = &in->cfg;
	in->order_given = true;
	if (strcmp(text, "warnsdorff") == 0) {
		c->order_warnsdorff = true;
		return true;
	}
	c->order_warnsdorff = false;
	if (!ordering_parse(text, c->order, err, errlen)) {
		char tmp[200];
		snprintf(tmp, sizeof tmp, "--order: %s, or warnsdorff", err);
		snprintf(err, errlen, "%s", tmp);
		return false;
	}
	return true;
}

static bool set_named(config_input *in, config_key k, const char *text, char *err,
		      size_t errlen)
{
	engine_config *c = &in->cfg;
	char names[160];
	if (k == CONFIG_ENGINE) {
		if (!engine_kind_from_name(text, &c->kind)) {
			engine_names_join(0, ", ", " or ", names, sizeof names);
			snprintf(err, errlen, "--engine %s: expected %s", ESCAPE_QUOTE(text),
				 names);
			return false;
		}
		in->engine_given = true;
	} else if (k == CONFIG_PRUNE) {
		in->prune_given = true;
		if (!prune_mode_from_name(text, &c->prune)) {
			names_join(config_prune_names, names, sizeof names);
			snprintf(err, errlen, "--prune %s: expected %s", ESCAPE_QUOTE(text), names);
			return false;
		}
	} else {
		in->tiebreak_given = true;
		if (!tiebreak_from_name(text, &c->tiebreak, c->tie_order)) {
			names_join(config_tiebreak_choices + 1, names, sizeof names);
			snprintf(err, errlen,
				 "--tiebreak %s: expected a permutation of 12345678, %s",
				 ESCAPE_QUOTE(text), names);
			return false;
		}
	}
	return true;
}

bool config_input_set(config_input *in, config_key k, const char *value, char *err,
		      size_t errlen)
{
	engine_config *c = &in->cfg;
	char list[120];
	if ((unsigned)k < CONFIG_KEY_COUNT)
		in->given |= 1u << k;
	switch (k) {
	case CONFIG_BOARD: return set_board(in, value, err, errlen);
	case CONFIG_START:
		if (strlen(value) >= sizeof in->start_text) {
			snprintf(err, errlen, "--start %s: too long for a square's name",
				 ESCAPE_QUOTE(value));
			return false;
		}
		strcpy(in->start_text, value);
		in->start_given = true;
		return true;
	case CONFIG_ENGINE:
	case CONFIG_PRUNE:
	case CONFIG_TIEBREAK: return set_named(in, k, value, err, errlen);
	case CONFIG_CLOSED: c->closed = true; return true;
	case CONFIG_TORUS: c->spec.torus = true; return true;
	case CONFIG_ORDER: return set_order(in, value, err, errlen);
	case CONFIG_SEED:
		if (!config_parse_u64(value, &c->seed)) {
			snprintf(err, errlen,
				 "--seed %s: expected a whole number from 0 to "
				 "18446744073709551615",
				 ESCAPE_QUOTE(value));
			return false;
		}
		in->seed_given = true;
		return true;
	case CONFIG_LEAPER:
		if (config_parse_leaper(value, strlen(value), &c->spec.lea, &c->spec.leb))
			return true;
		config_leaper_list(list, sizeof list);
		snprintf(err, errlen,
			 "--leaper %s: expected A,B with two different steps from 1 to %d "
			 "(%s)",
			 ESCAPE_QUOTE(value), BOARD_MAX_LEAP, list);
		return false;
	default:
		snprintf(err, errlen, "%s is not a setting of the command line",
			 config_key_name(k, &config_header_spelling));
		return false;
	}
}

static uint64_t clock_seed(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	uint64_t s = (uint64_t)ts.tv_sec * 1000003u ^ (uint64_t)ts.tv_nsec ^
		     ((uint64_t)getpid() << 32);
	return s % 1000000000u; /* short enough to read out and type back */
}

/* The options that do not go together: a setting the engine does not
 * take (its descriptor says which it does). */
static bool check_engine_options(const config_input *in, char *err, size_t errlen)
{
	const engine_config *c = &in->cfg;
	engine_kind k = c->kind;
	const char *name = engine_kind_name(k);
	char who[120], instead[80] = "";
	bool bad_order = in->order_given && !engine_can(k, ENG_ORDER);
	if (bad_order || (in->prune_given && !engine_can(k, ENG_PRUNE))) {
		engine_names_join(bad_order ? ENG_ORDER : ENG_PRUNE, ", ", " and ", who,
				  sizeof who);
		if (engine_can(k, ENG_TIEBREAK))
			snprintf(instead, sizeof instead, "; the %s engine uses --tiebreak", name);
		snprintf(err, errlen, "--%s applies to the %s engine only%s",
			 bad_order ? "order" : "prune", who, instead);
		return false;
	}
	if (in->tiebreak_given && !engine_can(k, ENG_TIEBREAK)) {
		int n = engine_names_join(ENG_TIEBREAK, ", ", " and ", who, sizeof who);
		if (engine_can(k, ENG_ORDER))
			snprintf(instead, sizeof instead, "; %s uses --order", name);
		snprintf(err, errlen, "--tiebreak applies to the %s engine%s%s", who,
			 n > 1 ? "s" : "", instead);
		return false;
	}
	if (c->closed && !engine_can(k, ENG_CLOSED) && !engine_can(k, ENG_ALWAYS_CLOSED)) {
		engine_names_join(ENG_CLOSED, ", ", " or ", who, sizeof who);
		snprintf(err, errlen,
			 "--closed needs the %s engine: %s %s %s cannot aim for a closed tour",
			 who, engine_can(k, ENG_WALK) ? "a" : "the", name,
			 engine_can(k, ENG_WALK) ? "walk" : "engine");
		return false;
	}
	return true;
}

bool config_place_start(engine_config *c, const char *text, bool option, char *err,
			size_t errlen)
{
	if (!board_spec_valid(&c->spec, err, errlen))
		return false;
	c->start = KSQ_NONE;
	if (!text)
		return true;
	int r, col;
	if (!square_parse(text, c->spec.rows, &r, &col, err, errlen)) {
		/* "square 'x': ..." becomes "--start 'x': ...", naming the option */
		if (option && strncmp(err, "square ", 7) == 0 && strlen(err) + 1 < errlen) {
			memmove(err + 7, err + 6, strlen(err + 6) + 1);
			memcpy(err, "--start", 7);
		}
		return false;
	}
	if (r < 0 || r >= c->spec.rows || col < 0 || col >= c->spec.cols) {
		snprintf(err, errlen,
			 option ? "--start %s is off the %dx%d board"
				: "the start square %s is off the %dx%d board",
			 option ? ESCAPE_QUOTE(text) : text, c->spec.rows, c->spec.cols);
		return false;
	}
	c->start = (ksq)r * c->spec.cols + col;
	return true;
}

bool config_input_finish(config_input *in, char *err, size_t errlen)
{
	engine_config *c = &in->cfg;
	ksq start = c->start;
	if (!config_place_start(c, in->start_given ? in->start_text : NULL, true, err, errlen))
		return false;
	if (!in->start_given)
		c->start = start;
	if (!in->seed_given)
		c->seed = clock_seed();
	if (engine_can(c->kind, ENG_ALWAYS_CLOSED)) /* its tours are, --closed or not */
		c->closed = true;
	return check_engine_options(in, err, errlen);
}
