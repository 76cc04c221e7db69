/* SPDX-License-Identifier: MIT */
/* The engines' descriptors (ktour/engine_desc.h): the one table. */
#include "ktour/engine_desc.h"

#include <stdio.h>
#include <string.h>

#include "ktour/config.h"

static const engine_desc descs[] = {
	[ENGINE_BACKTRACK] = {
		.name = "backtrack",
		.summary = "exhaustive depth-first search: every tour, one after another",
		.can = ENG_EXHAUSTIVE | ENG_MANY | ENG_PREFIX | ENG_ALL_STARTS | ENG_COUNT |
		       ENG_ESTIMATE | ENG_CLOSED | ENG_ORDER | ENG_PRUNE,
	},
	[ENGINE_WARNSDORFF] = {
		.name = "warnsdorff",
		.summary = "one greedy walk to the square of fewest onward moves, per ordering",
		.can = ENG_WALK | ENG_TIEBREAK | ENG_SEED,
	},
	[ENGINE_IRWIN] = {
		.name = "irwin",
		.summary = "Warnsdorff walks with random ties, again and again: distinct tours",
		.can = ENG_WALK | ENG_MANY | ENG_TIEBREAK | ENG_SEED | ENG_ATTEMPTS | ENG_RANDOM,
	},
	[ENGINE_DIVIDE] = {
		.name = "divide",
		.summary = "divide and conquer: a closed tour joined from tours of small blocks",
		.can = ENG_BUILD | ENG_ALWAYS_CLOSED,
	},
};
_Static_assert(sizeof descs / sizeof descs[0] == ENGINE_KIND_COUNT,
	       "a descriptor for every engine_kind (the last one's row is missing)");

/* The names in enum order, for the lists that cycle through them (the
 * options form) and the messages; tests/unit/test_engine_desc.c checks
 * that they are the descriptors' names. */
const char *const config_engine_names[] = {"backtrack", "warnsdorff", "irwin", "divide", NULL};
_Static_assert(sizeof config_engine_names / sizeof config_engine_names[0] ==
		       ENGINE_KIND_COUNT + 1,
	       "a name for every engine_kind, then NULL");

const engine_desc *engine_desc_of(engine_kind k)
{
	return (unsigned)k < ENGINE_KIND_COUNT ? &descs[k] : NULL;
}

bool engine_can(engine_kind k, unsigned what)
{
	const engine_desc *d = engine_desc_of(k);
	return d && (d->can & what) == what;
}

engine_kind engine_kind_offered(int i)
{
	return (engine_kind)((ENGINE_KIND_DEFAULT + 1 + i) % ENGINE_KIND_COUNT);
}

int engine_names_join(unsigned what, const char *sep, const char *last, char *out,
		      size_t outlen)
{
	int n = 0, total = 0;
	for (int k = 0; k < ENGINE_KIND_COUNT; k++)
		total += engine_can((engine_kind)k, what);
	size_t at = 0;
	out[0] = '\0';
	for (int k = 0; k < ENGINE_KIND_COUNT && at < outlen; k++) {
		if (!engine_can((engine_kind)k, what))
			continue;
		const char *s = n == 0 ? "" : n == total - 1 ? last : sep;
		int w = snprintf(out + at, outlen - at, "%s%s", s, descs[k].name);
		if (w < 0)
			break;
		at += (size_t)w;
		n++;
	}
	return n;
}

const char *engine_kind_name(engine_kind k)
{
	const engine_desc *d = engine_desc_of(k);
	return d ? d->name : "?";
}

bool engine_kind_from_name(const char *name, engine_kind *k)
{
	for (int i = 0; i < ENGINE_KIND_COUNT; i++)
		if (strcmp(descs[i].name, name) == 0) {
			*k = (engine_kind)i;
			return true;
		}
	return false;
}

bool config_draws_seed(const engine_config *c)
{
	return engine_can(c->kind, ENG_RANDOM) ||
	       (engine_can(c->kind, ENG_TIEBREAK) && c->tiebreak == TIEBREAK_RANDOM);
}
