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

/* The next 64 random bits. */
uint64_t rng_next(rng *r);

/* A uniform integer in 0..n-1 (n >= 1; n == 0 returns 0), without modulo
 * bias: draws that fall in the incomplete top block are rejected. */
uint64_t rng_below(rng *r, uint64_t n);

#endif
