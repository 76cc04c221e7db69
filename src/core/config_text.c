/* SPDX-License-Identifier: MIT */
/* The settings' text form, "key value" (ktour/config.h): the one codec of
 * the session files, the count checkpoints and the tour files' '#' lines,
 * and the one-line description. */
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "config_impl.h"
#include "ktour/config.h"
#include "ktour/engine_desc.h"
#include "ktour/square.h"

const config_spelling config_session_spelling = {
	.yes = "1", .no = "0", .no_start = "-", .tie_order_apart = true};
const config_spelling config_checkpoint_spelling = {
	.yes = "yes", .no = "no", .no_start = "all", .closed_as_tours = true};
const config_spelling config_header_spelling = {
	.yes = "", .no = "no", .no_start = "", .start_algebraic = true};
const config_spelling config_file_spelling = {
	.yes = "yes", .no = "no", .no_start = "corner", .start_algebraic = true};

static const char *const key_names[CONFIG_KEY_COUNT] = {
	"board",  "leaper", "torus",    "start", "engine",    "closed",
	"order",  "prune",  "tiebreak", "seed",  "tie-order", "max-attempts",
};

const char *config_key_name(config_key k, const config_spelling *sp)
{
	if (k == CONFIG_CLOSED && sp->closed_as_tours)
		return "tours";
	return (unsigned)k < CONFIG_KEY_COUNT ? key_names[k] : "?";
}

bool config_key_lookup(const char *name, size_t n, const config_spelling *sp, config_key *k)
{
	for (int i = 0; i < CONFIG_KEY_COUNT; i++) {
		const char *kn = config_key_name((config_key)i, sp);
		if (strlen(kn) == n && memcmp(kn, name, n) == 0) {
			*k = (config_key)i;
			return true;
		}
	}
	return false;
}

/* ---- writing ------------------------------------------------------------------ */

static bool put(char *out, size_t outlen, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static bool put(char *out, size_t outlen, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(out, outlen, fmt, ap);
	va_end(ap);
	return n >= 0 && (size_t)n < outlen;
}

/* put() at out[*at], moving *at on; nothing more once out is full. */
static void append(char *out, size_t outlen, size_t *at, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

static void append(char *out, size_t outlen, size_t *at, const char *fmt, ...)
{
	if (*at >= outlen)
		return;
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(out + *at, outlen - *at, fmt, ap);
	va_end(ap);
	*at = n < 0 ? outlen : *at + (size_t)n;
}

static bool format_start(const engine_config *c, const config_spelling *sp, char *out,
			 size_t outlen)
{
	if (c->start == KSQ_NONE)
		return put(out, outlen, "%s", sp->no_start);
	int row0 = (int)(c->start / c->spec.cols), col0 = (int)(c->start % c->spec.cols);
	if (!sp->start_algebraic)
		return put(out, outlen, "%d,%d", row0 + 1, col0 + 1);
	char name[SQUARE_NAME_MAX];
	square_name_algebraic(c->spec.rows, row0, col0, name, sizeof name);
	return put(out, outlen, "%s", name);
}

bool config_value_format(const engine_config *c, config_key k, const config_spelling *sp,
			 char *out, size_t outlen)
{
	char ord[9];
	switch (k) {
	case CONFIG_BOARD: return put(out, outlen, "%dx%d", c->spec.rows, c->spec.cols);
	case CONFIG_LEAPER: return put(out, outlen, "%d,%d", c->spec.lea, c->spec.leb);
	case CONFIG_TORUS: return put(out, outlen, "%s", c->spec.torus ? sp->yes : sp->no);
	case CONFIG_START: return format_start(c, sp, out, outlen);
	case CONFIG_ENGINE: return put(out, outlen, "%s", engine_kind_name(c->kind));
	case CONFIG_CLOSED:
		if (sp->closed_as_tours)
			return put(out, outlen, "%s", c->closed ? "closed" : "open");
		return put(out, outlen, "%s", c->closed ? sp->yes : sp->no);
	case CONFIG_ORDER:
		ordering_format(c->order, ord);
		return put(out, outlen, "%s", c->order_warnsdorff ? "warnsdorff" : ord);
	case CONFIG_PRUNE: return put(out, outlen, "%s", prune_mode_name(c->prune));
	case CONFIG_TIEBREAK:
		ordering_format(c->tie_order, ord);
		if (c->tiebreak != TIEBREAK_ORDER)
			return put(out, outlen, "%s", tiebreak_name(c->tiebreak));
		return put(out, outlen, "%s", sp->tie_order_apart ? "ordering" : ord);
	case CONFIG_TIE_ORDER:
		ordering_format(c->tie_order, ord);
		return put(out, outlen, "%s", ord);
	case CONFIG_SEED: return put(out, outlen, "%" PRIu64, c->seed);
	case CONFIG_MAX_ATTEMPTS: return put(out, outlen, "%" PRIu64, c->max_attempts);
	default: return false;
	}
}

bool config_line_format(const engine_config *c, config_key k, const config_spelling *sp,
			char *out, size_t outlen)
{
	char value[64];
	if (!config_value_format(c, k, sp, value, sizeof value))
		return false;
	const char *key = config_key_name(k, sp);
	return value[0] ? put(out, outlen, "%s %s", key, value) : put(out, outlen, "%s", key);
}

static void join(const char *const *names, char *out, size_t outlen)
{
	size_t n = 0;
	out[0] = '\0';
	for (int i = 0; names[i] && n < outlen; i++)
		n += (size_t)snprintf(out + n, outlen - n, "%s%s", i ? "|" : "", names[i]);
}

void config_value_syntax(config_key k, const config_spelling *sp, char *out, size_t outlen)
{
	const char *yes = sp->yes[0] ? sp->yes : "yes";
	char names[160];
	switch (k) {
	case CONFIG_BOARD: put(out, outlen, "ROWSxCOLS"); break;
	case CONFIG_LEAPER: put(out, outlen, "A,B"); break;
	case CONFIG_TORUS: put(out, outlen, "%s|%s", yes, sp->no); break;
	case CONFIG_START:
		put(out, outlen, "%s%s%s", sp->start_algebraic ? "a8" : "ROW,COL",
		    sp->no_start[0] ? "|" : "", sp->no_start);
		break;
	case CONFIG_ENGINE: engine_names_join(0, "|", "|", out, outlen); break;
	case CONFIG_CLOSED:
		if (sp->closed_as_tours)
			put(out, outlen, "open|closed");
		else
			put(out, outlen, "%s|%s", yes, sp->no);
		break;
	case CONFIG_ORDER: put(out, outlen, "12345678|warnsdorff"); break;
	case CONFIG_PRUNE: join(config_prune_names, out, outlen); break;
	case CONFIG_TIEBREAK:
		join(config_tiebreak_choices + 1, names, sizeof names);
		put(out, outlen, "%s|%s", sp->tie_order_apart ? "ordering" : "12345678", names);
		break;
	case CONFIG_TIE_ORDER: put(out, outlen, "12345678"); break;
	default: put(out, outlen, "N"); break;
	}
}

/* ---- reading ------------------------------------------------------------------ */

void config_reader_init(config_reader *r, const config_spelling *sp)
{
	memset(r, 0, sizeof *r);
	r->cfg = engine_config_default();
	r->sp = sp;
}

static bool read_start(config_reader *r, const char *text)
{
	if (strcmp(text, r->sp->no_start) == 0) {
		r->start_text[0] = '\0';
		return true;
	}
	bool algebraic;
	long x, y;
	char err[160];
	if (strlen(text) >= sizeof r->start_text ||
	    !square_parse_raw(text, &algebraic, &x, &y, err, sizeof err))
		return false;
	strcpy(r->start_text, text);
	return true;
}

static bool read_tiebreak(config_reader *r, const char *text)
{
	engine_config *c = &r->cfg;
	uint8_t scratch[8];
	if (!r->sp->tie_order_apart)
		return tiebreak_from_name(text, &c->tiebreak, c->tie_order);
	if (strcmp(text, "ordering") == 0) {
		c->tiebreak = TIEBREAK_ORDER;
		return true;
	}
	tiebreak_kind t;
	if (!tiebreak_from_name(text, &t, scratch) || t == TIEBREAK_ORDER)
		return false;
	c->tiebreak = t;
	return true;
}

bool config_reader_value(config_reader *r, config_key k, const char *text)
{
	engine_config *c = &r->cfg;
	size_t n = strlen(text);
	char err[160];
	switch (k) {
	case CONFIG_BOARD: return config_parse_board(text, n, &c->spec.rows, &c->spec.cols);
	case CONFIG_LEAPER: return config_parse_leaper(text, n, &c->spec.lea, &c->spec.leb);
	case CONFIG_TORUS: return config_parse_bool(text, n, r->sp, &c->spec.torus);
	case CONFIG_START: return read_start(r, text);
	case CONFIG_ENGINE: return engine_kind_from_name(text, &c->kind);
	case CONFIG_CLOSED:
		if (!r->sp->closed_as_tours)
			return config_parse_bool(text, n, r->sp, &c->closed);
		if (strcmp(text, "open") && strcmp(text, "closed"))
			return false;
		c->closed = text[0] == 'c';
		return true;
	case CONFIG_ORDER:
		if (strcmp(text, "warnsdorff") == 0) {
			c->order_warnsdorff = true;
			return true;
		}
		c->order_warnsdorff = false;
		return ordering_parse(text, c->order, err, sizeof err);
	case CONFIG_PRUNE: return prune_mode_from_name(text, &c->prune);
	case CONFIG_TIEBREAK: return read_tiebreak(r, text);
	case CONFIG_TIE_ORDER: return ordering_parse(text, c->tie_order, err, sizeof err);
	case CONFIG_SEED: return config_parse_u64(text, &c->seed);
	case CONFIG_MAX_ATTEMPTS: return config_parse_u64(text, &c->max_attempts);
	default: return false;
	}
}

bool config_reader_finish(config_reader *r, char *err, size_t errlen)
{
	const char *start = r->start_text[0] ? r->start_text : NULL;
	return config_place_start(&r->cfg, start, false, err, errlen);
}

/* ---- the one-line description ------------------------------------------------- */

void config_describe(const engine_config *c, char *out, size_t outlen)
{
	const config_spelling *sp = &config_header_spelling;
	static const config_key used[] = {CONFIG_BOARD, CONFIG_LEAPER, CONFIG_ENGINE,
					   CONFIG_ORDER, CONFIG_PRUNE, CONFIG_TIEBREAK, CONFIG_SEED};
	char v[CONFIG_KEY_COUNT][64] = {{0}}, start[SQUARE_NAME_MAX];
	for (size_t i = 0; i < sizeof used / sizeof used[0]; i++)
		config_value_format(c, used[i], sp, v[used[i]], sizeof v[used[i]]);
	/* the default start is the top-left corner, named */
	ksq s = c->start == KSQ_NONE ? 0 : c->start;
	square_name_algebraic(c->spec.rows, s / c->spec.cols, s % c->spec.cols, start,
			      sizeof start);
	char spec[160];
	bool knight = c->spec.lea == 1 && c->spec.leb == 2;
	snprintf(spec, sizeof spec, "board %s%s%s%s", v[CONFIG_BOARD], knight ? "" : " leaper ",
		 knight ? "" : v[CONFIG_LEAPER], c->spec.torus ? " torus" : "");
	/* then the settings the engine takes (its descriptor says which) */
	static const struct {
		unsigned can;
		config_key key;
	} takes[] = {{ENG_ORDER, CONFIG_ORDER}, {ENG_PRUNE, CONFIG_PRUNE},
		     {ENG_TIEBREAK, CONFIG_TIEBREAK}};
	engine_kind k = c->kind;
	size_t at = 0;
	out[0] = '\0';
	append(out, outlen, &at, "%s engine %s", spec, v[CONFIG_ENGINE]);
	for (size_t i = 0; i < sizeof takes / sizeof takes[0]; i++)
		if (engine_can(k, takes[i].can))
			append(out, outlen, &at, " %s %s", config_key_name(takes[i].key, sp),
			       v[takes[i].key]);
	if (engine_can(k, ENG_CLOSED) || engine_can(k, ENG_ALWAYS_CLOSED))
		append(out, outlen, &at, " %s", c->closed ? "closed" : "open");
	append(out, outlen, &at, " start %s",
	       c->all_starts && engine_can(k, ENG_ALL_STARTS) ? "all" : start);
	if (engine_can(k, ENG_SEED))
		append(out, outlen, &at, " seed %s", v[CONFIG_SEED]);
}
