/* SPDX-License-Identifier: MIT */
/* The GNU C extensions of the hot loops, with their fallback in plain C11
 * for a compiler without them (gcc and clang have them all; HACKING.md
 * "Building").  The builtins become single instructions (POPCNT, TZCNT,
 * LZCNT) where the CPU has them; the fallbacks give the same answers,
 * slower.  The __attribute__((format)) of the printf-like functions is
 * the Makefile's business: it defines __attribute__ away for a compiler
 * without it. */
#ifndef KTOUR_COMPILER_H
#define KTOUR_COMPILER_H

#include <stdint.h>

#if defined(__GNUC__) || defined(__clang__)

/* Inlined whatever the compiler thinks of its size. */
#define KT_ALWAYS_INLINE inline __attribute__((always_inline))
#define kt_popcount32(x) __builtin_popcount(x)
#define kt_popcount64(x) __builtin_popcountll(x)
/* The index of the lowest set bit, and of the highest: x must not be 0. */
#define kt_ctz32(x) __builtin_ctz(x)
#define kt_ctz64(x) __builtin_ctzll(x)
#define kt_clz64(x) __builtin_clzll(x)
/* Fetch the line at p into the cache, to be written. */
#define KT_PREFETCH_WRITE(p) __builtin_prefetch((p), 1, 3)

#else

#define KT_ALWAYS_INLINE inline
#define KT_PREFETCH_WRITE(p) ((void)(p))

static inline int kt_popcount64(uint64_t x)
{
	x = x - (x >> 1 & 0x5555555555555555u);
	x = (x & 0x3333333333333333u) + (x >> 2 & 0x3333333333333333u);
	x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0fu;
	return (int)((x * 0x0101010101010101u) >> 56);
}

static inline int kt_popcount32(uint32_t x)
{
	return kt_popcount64(x);
}

static inline int kt_ctz64(uint64_t x)
{
	int n = 0;
	while (!(x & 1)) {
		x >>= 1;
		n++;
	}
	return n;
}

static inline int kt_ctz32(uint32_t x)
{
	return kt_ctz64(x);
}

static inline int kt_clz64(uint64_t x)
{
	int n = 0;
	while (!(x & (uint64_t)1 << 63)) {
		x <<= 1;
		n++;
	}
	return n;
}

#endif

#endif
