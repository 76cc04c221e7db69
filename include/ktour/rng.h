/* SPDX-License-Identifier: MIT */
/* A seeded pseudo-random generator of our own: xoshiro256** (Blackman and
 * Vigna) seeded through splitmix64.  Pure 64-bit integer arithmetic, so the
 * same seed gives the same numbers on every machine and compiler; no global
 * state, so every engine carries its own generator. */
#ifndef KTOUR_RNG_H
#define KTOUR_RNG_H

#include <stdint.h>

typedef struct rng {
	uint64_t s[4];
} rng;

/* One step of splitmix64: advances *state and returns the next output. */
uint64_t rng_splitmix64(uint64_t *state);

/* A 64-bit mixing function (splitmix64's finaliser), for hashing. */
uint64_t rng_mix64(uint64_t x);

/* Seed from a single number; every seed (0 included) gives a usable state. */
void rng_seed(rng *r, uint64_t seed);

static inline uint64_t rng_rotl(uint64_t x, int k)
{
	return (x << k) | (x >> (64 - k));
}

/* The next 64 random bits.  Inline, as rng_below(): the walks draw one
 * for most of their moves. */
static inline uint64_t rng_next(rng *r)
{
	uint64_t *s = r->s;
	uint64_t result = rng_rotl(s[1] * 5, 7) * 9;
	uint64_t t = s[1] << 17;
	s[2] ^= s[0];
	s[3] ^= s[1];
	s[1] ^= s[2];
	s[0] ^= s[3];
	s[2] ^= t;
	s[3] = rng_rotl(s[3], 45);
	return result;
}

/* A uniform integer in 0..n-1 (n >= 1; n == 0 returns 0), without modulo
 * bias: draws that fall in the incomplete bottom block (below 2^64 mod n)
 * are rejected.  That block is smaller than n, so its size is computed
 * only for a draw below n; called with a constant n, both divisions
 * become multiplications. */
static inline uint64_t rng_below(rng *r, uint64_t n)
{
	if (n <= 1)
		return 0;
	for (;;) {
		uint64_t x = rng_next(r);
		if (x >= n || x >= (0 - n) % n)
			return x % n;
	}
}

#endif
