/* SPDX-License-Identifier: MIT */
/* The settings of the second search of `explore --compare` (config.h):
 * the first search's settings changed by an engine's name or by a comma
 * list of key=value in the codec's names. */
#include <stdio.h>
#include <string.h>

#include "ktour/config.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"

/* The keys a comparison may change; the board, the leaper, the torus and
 * the start are the same for both searches. */
static bool compare_key(config_key k)
{
	return k == CONFIG_ENGINE || k == CONFIG_ORDER || k == CONFIG_PRUNE ||
	       k == CONFIG_TIEBREAK || k == CONFIG_SEED || k == CONFIG_CLOSED;
}

/* The message of config_input_set() names the option ("--prune 'x': ..."):
 * here it is a key of the list. */
static void say(char *err, size_t errlen, const char *text, const char *why)
{
	snprintf(err, errlen, "--compare %s: %s", ESCAPE_QUOTE(text),
		 why[0] == '-' && why[1] == '-' ? why + 2 : why);
}

static bool set_one(config_input *in, const char *text, const char *item, size_t n,
		    char *err, size_t errlen)
{
	char buf[160], why[400];
	const char *eq = memchr(item, '=', n);
	if (n == 0 || n >= sizeof buf) {
		say(err, errlen, text, n ? "a setting is too long" : "an empty setting between commas");
		return false;
	}
	config_key k;
	if (!eq || eq == item || !config_key_lookup(item, (size_t)(eq - item),
						    &config_header_spelling, &k)) {
		char engines[120];
		engine_names_join(0, ", ", ", ", engines, sizeof engines);
		snprintf(buf, sizeof buf, "%.*s", (int)(eq ? eq - item : (long)n), item);
		snprintf(why, sizeof why,
			 "%s is not a setting; expected an engine (%s) or KEY=VALUE,... with "
			 "the keys engine, order, prune, tiebreak, seed, closed",
			 ESCAPE_QUOTE(buf), engines);
		say(err, errlen, text, why);
		return false;
	}
	snprintf(buf, sizeof buf, "%.*s", (int)(n - (size_t)(eq + 1 - item)), eq + 1);
	if (!compare_key(k)) {
		snprintf(why, sizeof why,
			 "%s cannot differ: both searches have the same board, leaper, torus and "
			 "start (set them for both with --%s)",
			 config_key_name(k, &config_header_spelling),
			 config_key_name(k, &config_header_spelling));
		say(err, errlen, text, why);
		return false;
	}
	if (k == CONFIG_CLOSED) {
		if (!config_parse_bool(buf, strlen(buf), &config_header_spelling, &in->cfg.closed)) {
			snprintf(why, sizeof why, "closed %s: expected yes or no",
				 ESCAPE_QUOTE(buf));
			say(err, errlen, text, why);
			return false;
		}
		return true;
	}
	if (!config_input_set(in, k, buf, why, sizeof why)) {
		say(err, errlen, text, why);
		return false;
	}
	return true;
}

bool config_compare(const engine_config *first, const char *text, engine_config *out,
		    char *err, size_t errlen)
{
	config_input in;
	memset(&in, 0, sizeof in);
	in.cfg = *first;
	in.seed_given = true; /* the same seed unless seed= says otherwise */
	char why[300];
	if (!text[0]) {
		char engines[120];
		engine_names_join(0, ", ", ", ", engines, sizeof engines);
		snprintf(why, sizeof why,
			 "expected an engine (%s) or KEY=VALUE,... (engine, order, prune, "
			 "tiebreak, seed, closed)",
			 engines);
		say(err, errlen, text, why);
		return false;
	}
	if (!strchr(text, '=') && !strchr(text, ',')) { /* an engine's name */
		char item[200];
		snprintf(item, sizeof item, "engine=%s", text);
		if (!set_one(&in, text, item, strlen(item), err, errlen))
			return false;
	} else {
		for (const char *p = text;;) {
			const char *comma = strchr(p, ',');
			size_t n = comma ? (size_t)(comma - p) : strlen(p);
			if (!set_one(&in, text, p, n, err, errlen))
				return false;
			if (!comma)
				break;
			p = comma + 1;
		}
	}
	if (!config_input_finish(&in, why, sizeof why)) {
		say(err, errlen, text, why);
		return false;
	}
	*out = in.cfg;
	return true;
}
