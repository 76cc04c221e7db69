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

static inline uint64_t rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

uint64_t rng_next(rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rotl(s[3], 45);
	return result;
}

uint64_t rng_below(rng *r, uint64_t n)
{
	if (n <= 1)
		return 0;
	/* 2^64 mod n: the draws below it form the incomplete block. */
	uint64_t reject = (0 - n) % n;
	for (;;) {
		uint64_t x = rng_next(r);
		if (x >= reject)
			return x % n;
	}
}
