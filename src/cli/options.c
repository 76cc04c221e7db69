/* SPDX-License-Identifier: MIT */
/* The shared options: board, start, engine, closed, order, prune, tiebreak,
 * seed, leaper, torus.  Their values, checks and messages are the settings
 * module's (src/core/config.c); this maps getopt's codes to its keys. */
#include "ktour/options.h"

#include <stdint.h>

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
#define MAP_ENTRY(name, code, has_arg, arg, key, help) {code, key}
	static const struct {
		int opt;
		config_key key;
	} map[] = {OPTIONS_SHARED(MAP_ENTRY)};
#undef MAP_ENTRY
	for (size_t i = 0; i < sizeof map / sizeof map[0]; i++)
		if (map[i].opt == opt)
			return config_input_set(o, map[i].key, arg, err, errlen) ? 1 : -1;
	return 0;
}

bool options_finish(shared_options *o, char *err, size_t errlen)
{
	return config_input_finish(o, err, errlen);
}
