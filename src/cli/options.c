/* The shared options: board, start, engine, closed, order, prune, tiebreak,
 * seed, leaper, torus.  Their values, checks and messages are the settings
 * module's (src/core/config.c); this maps getopt's codes to its keys. */
#include "ktour/options.h"

#include <stdint.h>

const char options_shared_help[] =
	"  -b, --board RxC       rows x columns, e.g. 8x8 or 5x6 (default 8x8)\n"
	"  -s, --start SQ        start square: a8 or ROW,COL (1-based, row 1 on top)\n"
	"                        (default: the top-left corner)\n"
	"  -e, --engine NAME     backtrack, warnsdorff, irwin or divide (default\n"
	"                        backtrack)\n"
	"      --closed          only closed (re-entrant) tours (divide: always)\n"
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
	config_input_init(o, prune);
}

bool options_parse_u64(const char *text, unsigned long long *out)
{
	uint64_t v;
	if (!config_parse_u64(text, &v))
		return false;
	*out = v;
	return true;
}

int options_handle(shared_options *o, int opt, const char *arg, char *err, size_t errlen)
{
	static const struct {
		int opt;
		config_key key;
	} map[] = {
		{'b', CONFIG_BOARD},	      {'s', CONFIG_START},	   {'e', CONFIG_ENGINE},
		{OPT_CLOSED, CONFIG_CLOSED},  {OPT_ORDER, CONFIG_ORDER},   {OPT_PRUNE, CONFIG_PRUNE},
		{OPT_TIEBREAK, CONFIG_TIEBREAK}, {OPT_SEED, CONFIG_SEED}, {OPT_LEAPER, CONFIG_LEAPER},
		{OPT_TORUS, CONFIG_TORUS},
	};
	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (map[i].opt == opt)
			return config_input_set(o, map[i].key, arg, err, errlen) ? 1 : -1;
	return 0;
}

bool options_finish(shared_options *o, char *err, size_t errlen)
{
	return config_input_finish(o, err, errlen);
}
