/* SPDX-License-Identifier: MIT */
/* xoshiro256** seeded by splitmix64; see include/ktour/rng.h.  Both are
 * written here from their published definitions (Vigna, 2014 and 2018). */
#include "ktour/rng.h"

uint64_t rng_mix64(uint64_t z)
{
	z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9u;
	z = (z ^ (z >> 27)) * 0x94D049BB133111EBu;
	return z ^ (z >> 31);
}

uint64_t rng_splitmix64(uint64_t *state)
{
	*state += 0x9E3779B97F4A7C15u;
	return rng_mix64(*state);
}

void rng_seed(rng *r, uint64_t seed)
{
	uint64_t st = seed;
	for (int i = 0; i < 4; i++)
		r->s[i] = rng_splitmix64(&st);
	/* splitmix64 never yields four zero words in a row, but be explicit:
	 * xoshiro's all-zero state is a fixed point. */
	if ((r->s[0] | r->s[1] | r->s[2] | r->s[3]) == 0)
		r->s[0] = 1;
}
