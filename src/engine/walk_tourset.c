/* SPDX-License-Identifier: MIT */
/* irwin's memory of the tours it has completed: a set of 128-bit
 * fingerprints (two independent 64-bit hashes of the path), open
 * addressing, kept at most half full.  Two different tours share a
 * fingerprint with probability about n^2 / 2^129 for n tours: storing
 * whole paths would cost n x squares x 4 bytes for no practical gain. */
#include <stdlib.h>
#include <string.h>

#include "walk_impl.h"

static void fingerprint(const ksq *path, int32_t len, uint64_t *h1, uint64_t *h2)
{
	uint64_t a = 0x243F6A8885A308D3u ^ (uint64_t)len;
	uint64_t b = 0x13198A2E03707344u + (uint64_t)len;
	for (int32_t i = 0; i < len; i++) {
		uint64_t v = (uint64_t)(uint32_t)path[i];
		a = rng_mix64(a ^ v) + 0x9E3779B97F4A7C15u;
		b = (b ^ rng_mix64(v + 0xA4093822299F31D0u)) * 0xFF51AFD7ED558CCDu;
		b ^= b >> 29;
	}
	*h1 = a;
	*h2 = b | 1; /* never (0,0), the empty slot */
}

/* Insert without growing; 1 new, 0 present.  The table has room. */
static int insert(uint64_t *keys, size_t cap, uint64_t h1, uint64_t h2)
{
	size_t i = (size_t)(h1 ^ (h2 >> 7)) & (cap - 1);
	for (;;) {
		uint64_t *slot = keys + 2 * i;
		if (slot[0] == 0 && slot[1] == 0) {
			slot[0] = h1;
			slot[1] = h2;
			return 1;
		}
		if (slot[0] == h1 && slot[1] == h2)
			return 0;
		i = (i + 1) & (cap - 1);
	}
}

static bool grow(walk_tourset *s)
{
	size_t cap = s->cap ? s->cap * 2 : 64;
	uint64_t *keys = calloc(cap, 2 * sizeof *keys);
	if (!keys)
		return false;
	for (size_t i = 0; i < s->cap; i++) {
		const uint64_t *slot = s->keys + 2 * i;
		if (slot[0] || slot[1])
			insert(keys, cap, slot[0], slot[1]);
	}
	free(s->keys);
	s->keys = keys;
	s->cap = cap;
	return true;
}

int walk_tourset_add(walk_tourset *s, const ksq *path, int32_t len)
{
	if ((s->count + 1) * 2 > s->cap && !grow(s))
		return -1;
	uint64_t h1, h2;
	fingerprint(path, len, &h1, &h2);
	int r = insert(s->keys, s->cap, h1, h2);
	s->count += (size_t)r;
	return r;
}

bool walk_tourset_copy(walk_tourset *dst, const walk_tourset *src)
{
	if (dst->cap != src->cap) {
		uint64_t *keys = NULL;
		if (src->cap && !(keys = malloc(src->cap * 2 * sizeof *keys)))
			return false;
		free(dst->keys);
		dst->keys = keys;
		dst->cap = src->cap;
	}
	if (src->cap)
		memcpy(dst->keys, src->keys, src->cap * 2 * sizeof *src->keys);
	dst->count = src->count;
	return true;
}

void walk_tourset_free(walk_tourset *s)
{
	free(s->keys);
	memset(s, 0, sizeof *s);
}
