/* The shared options: board, start, engine, closed, order, prune, tiebreak,
 * seed, leaper, torus. */
#include "ktour/options.h"

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ktour/square.h"

const char options_shared_help[] =
	"  -b, --board RxC       rows x columns, e.g. 8x8 or 5x6 (default 8x8)\n"
	"  -s, --start SQ        start square: a8 or ROW,COL (1-based, row 1 on top)\n"
	"                        (default: the top-left corner)\n"
	"  -e, --engine NAME     backtrack, warnsdorff or irwin (default backtrack)\n"
	"      --closed          only closed (re-entrant) tours\n"
	"      --order ORD       backtrack move order: a permutation like 12345678,\n"
	"                        or warnsdorff (fewest onward moves first)\n"
	"      --prune MODE      backtrack pruning: none or lookahead\n"
	"      --tiebreak RULE   Warnsdorff ties: an ordering like 12345678,\n"
	"                        squirrel-cull, orderings19, pohl, roth or random\n"
	"      --seed N          seed for every random choice (default: the clock)\n"
	"      --leaper A,B      generalised knight: 1,2 knight, 1,3 camel, 2,3 zebra\n"
	"      --torus           glue opposite edges together\n";

void options_init(shared_options *o, prune_mode prune)
{
	memset(o, 0, sizeof *o);
	o->cfg = engine_config_default();
	o->cfg.prune = prune;
}

bool options_parse_u64(const char *text, unsigned long long *out)
{
	if (!isdigit((unsigned char)text[0]))
		return false;
	char *end;
	errno = 0;
	unsigned long long v = strtoull(text, &end, 10);
	if (errno || *end)
		return false;
	*out = v;
	return true;
}

/* A positive int no larger than max; false on anything else. */
static bool parse_int(const char *s, const char **end, long max, int *out)
{
	if (!isdigit((unsigned char)*s))
		return false;
	long v = 0;
	while (isdigit((unsigned char)*s)) {
		v = v * 10 + (*s++ - '0');
		if (v > max)
			return false;
	}
	*end = s;
	*out = (int)v;
	return true;
}

bool options_parse_board(const char *text, int *rows, int *cols, char *err, size_t errlen)
{
	const char *p = text;
	int r, c;
	if (parse_int(p, &p, BOARD_MAX_SIDE, &r) && (*p == 'x' || *p == 'X') &&
	    parse_int(p + 1, &p, BOARD_MAX_SIDE, &c) && *p == '\0') {
		if (r < 1 || c < 1) {
			snprintf(err, errlen,
				 "--board '%s': rows and columns must be at least 1", text);
			return false;
		}
		*rows = r;
		*cols = c;
		return true;
	}
	/* Say why: too big, or not of the form RxC. */
	const char *q = text;
	while (isdigit((unsigned char)*q) || *q == 'x' || *q == 'X')
		q++;
	if (*q == '\0' && strchr(text, 'x') && strchr(text, 'x') == strrchr(text, 'x') &&
	    text[0] != 'x' && text[strlen(text) - 1] != 'x')
		snprintf(err, errlen, "--board '%s': a side may be at most %d", text,
			 BOARD_MAX_SIDE);
	else
		snprintf(err, errlen,
			 "--board '%s': expected ROWSxCOLS with positive numbers, e.g. 8x8",
			 text);
	return false;
}

static bool parse_leaper(const char *text, int *a, int *b, char *err, size_t errlen)
{
	const char *p = text;
	if (parse_int(p, &p, BOARD_MAX_LEAP, a) && *p == ',' &&
	    parse_int(p + 1, &p, BOARD_MAX_LEAP, b) && *p == '\0' && *a >= 1 && *b >= 1 &&
	    *a != *b)
		return true;
	snprintf(err, errlen,
		 "--leaper '%s': expected A,B with two different steps from 1 to %d "
		 "(1,2 knight, 1,3 camel, 2,3 zebra)",
		 text, BOARD_MAX_LEAP);
	return false;
}

int options_handle(shared_options *o, int opt, const char *arg, char *err, size_t errlen)
{
	engine_config *c = &o->cfg;
	unsigned long long seed;
	switch (opt) {
	case 'b':
		return options_parse_board(arg, &c->spec.rows, &c->spec.cols, err, errlen) ? 1
											  : -1;
	case 's':
		if (strlen(arg) >= sizeof o->start_text) {
			snprintf(err, errlen, "--start: square name too long");
			return -1;
		}
		strcpy(o->start_text, arg);
		o->start_given = true;
		return 1;
	case 'e':
		if (!engine_kind_from_name(arg, &c->kind)) {
			snprintf(err, errlen,
				 "--engine '%s': expected backtrack, warnsdorff or irwin", arg);
			return -1;
		}
		o->engine_given = true;
		return 1;
	case OPT_CLOSED:
		c->closed = true;
		return 1;
	case OPT_ORDER:
		o->order_given = true;
		if (strcmp(arg, "warnsdorff") == 0) {
			c->order_warnsdorff = true;
			return 1;
		}
		c->order_warnsdorff = false;
		if (!ordering_parse(arg, c->order, err, errlen)) {
			char tmp[200];
			snprintf(tmp, sizeof tmp, "--order: %s, or warnsdorff", err);
			snprintf(err, errlen, "%s", tmp);
			return -1;
		}
		return 1;
	case OPT_PRUNE:
		o->prune_given = true;
		if (strcmp(arg, "none") == 0)
			c->prune = PRUNE_NONE;
		else if (strcmp(arg, "lookahead") == 0)
			c->prune = PRUNE_LOOKAHEAD;
		else {
			snprintf(err, errlen, "--prune '%s': expected none or lookahead", arg);
			return -1;
		}
		return 1;
	case OPT_TIEBREAK:
		o->tiebreak_given = true;
		if (!tiebreak_from_name(arg, &c->tiebreak, c->tie_order)) {
			snprintf(err, errlen,
				 "--tiebreak '%s': expected a permutation of 12345678, "
				 "squirrel-cull, orderings19, pohl, roth or random",
				 arg);
			return -1;
		}
		return 1;
	case OPT_SEED:
		if (!options_parse_u64(arg, &seed)) {
			snprintf(err, errlen,
				 "--seed '%s': expected a whole number from 0 to "
				 "18446744073709551615",
				 arg);
			return -1;
		}
		c->seed = seed;
		o->seed_given = true;
		return 1;
	case OPT_LEAPER:
		return parse_leaper(arg, &c->spec.lea, &c->spec.leb, err, errlen) ? 1 : -1;
	case OPT_TORUS:
		c->spec.torus = true;
		return 1;
	default:
		return 0;
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

bool options_finish(shared_options *o, char *err, size_t errlen)
{
	engine_config *c = &o->cfg;
	if (!board_spec_valid(&c->spec, err, errlen))
		return false;
	if (!o->seed_given)
		c->seed = clock_seed();
	if (o->start_given) {
		int r, col;
		if (!square_parse(o->start_text, c->spec.rows, &r, &col, err, errlen))
			return false;
		if (r < 0 || r >= c->spec.rows || col < 0 || col >= c->spec.cols) {
			snprintf(err, errlen, "--start '%s' is off the %dx%d board",
				 o->start_text, c->spec.rows, c->spec.cols);
			return false;
		}
		c->start = (ksq)r * c->spec.cols + col;
	}
	if (c->kind != ENGINE_BACKTRACK && (o->order_given || o->prune_given)) {
		snprintf(err, errlen,
			 "--%s applies to the backtrack engine only; the %s engine uses "
			 "--tiebreak",
			 o->order_given ? "order" : "prune", engine_kind_name(c->kind));
		return false;
	}
	if (c->kind == ENGINE_BACKTRACK && o->tiebreak_given) {
		snprintf(err, errlen,
			 "--tiebreak applies to the warnsdorff and irwin engines; backtrack "
			 "uses --order");
		return false;
	}
	if (c->kind != ENGINE_BACKTRACK && c->closed) {
		snprintf(err, errlen,
			 "--closed needs the backtrack engine: a %s walk cannot aim for a "
			 "closed tour",
			 engine_kind_name(c->kind));
		return false;
	}
	return true;
}

void options_describe(const engine_config *c, char *out, size_t outlen)
{
	char ord[9], start[SQUARE_NAME_MAX] = "a8";
	ksq s = c->start == KSQ_NONE ? 0 : c->start;
	square_name_algebraic(c->spec.rows, s / c->spec.cols, s % c->spec.cols, start,
			      sizeof start);
	int n = snprintf(out, outlen, "board %dx%d", c->spec.rows, c->spec.cols);
	if (c->spec.lea != 1 || c->spec.leb != 2)
		n += snprintf(out + n, outlen > (size_t)n ? outlen - n : 0, " leaper %d,%d",
			      c->spec.lea, c->spec.leb);
	if (c->spec.torus)
		n += snprintf(out + n, outlen > (size_t)n ? outlen - n : 0, " torus");
	size_t left = outlen > (size_t)n ? outlen - n : 0;
	if (c->kind == ENGINE_BACKTRACK) {
		ordering_format(c->order, ord);
		snprintf(out + n, left, " engine backtrack order %s prune %s %s start %s",
			 c->order_warnsdorff ? "warnsdorff" : ord,
			 c->prune == PRUNE_LOOKAHEAD ? "lookahead" : "none",
			 c->closed ? "closed" : "open", c->all_starts ? "all" : start);
	} else {
		ordering_format(c->tie_order, ord);
		snprintf(out + n, left, " engine %s tiebreak %s start %s seed %llu",
			 engine_kind_name(c->kind),
			 c->tiebreak == TIEBREAK_ORDER ? ord : tiebreak_name(c->tiebreak), start,
			 (unsigned long long)c->seed);
	}
}
