/* SPDX-License-Identifier: MIT */
/* The frontier counter's storage: counted memory, class arrays (hashes
 * and counts apart: 12 bytes a class while the counts fit 32 bits, 16
 * while they fit 64, 24 beyond), and spill files. */
#ifndef KTOUR_FRONTIER_MEM_H
#define KTOUR_FRONTIER_MEM_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "frontier_impl.h"

/* Bytes in use and their peak, over all threads. */
typedef struct fr_mem {
	_Atomic uint64_t used, peak;
	_Atomic uint64_t disk, disk_peak, spilled;
} fr_mem;

void *fr_alloc(fr_mem *m, size_t bytes);
/* bytes: as allocated (or as last shrunk) */
void fr_free(fr_mem *m, void *p, size_t bytes);
/* Give back the tail of an allocation: from `bytes` down to `keep`;
 * returns the size now held. */
size_t fr_shrink(fr_mem *m, void *p, size_t bytes, size_t keep);
void fr_disk_add(fr_mem *m, int64_t bytes);
/* p (of *bytes, NULL for none) with room for need bytes, its content
 * kept; a little more than asked, so that growing by steps is cheap.
 * NULL on out of memory (p is then still valid). */
void *fr_grow(fr_mem *m, void *p, size_t *bytes, size_t need);

/* A record as emitted and as written to files: the count in full. */
typedef struct fr_rec {
	uint64_t key;
	fr_u128 cnt;
} fr_rec;

/* ---- dense arrays ------------------------------------------------------------------- */

/* Classes in a row: hashes in h; counts in c, 32 bits each while they
 * all fit (12 bytes a class), else 64 (c64); the high words of 128-bit
 * counts in hi (wide counts).  cmax is the largest count (its low 64
 * bits when wide).  The sizes are as allocated. */
typedef struct fr_dense {
	uint64_t *h;
	void *c;
	uint64_t *hi;
	size_t n;
	size_t hbytes, cbytes, hibytes;
	bool c64;
	uint64_t cmax;
} fr_dense;

void fr_dense_free(fr_mem *m, fr_dense *d);
/* Room for n classes, counts of 64 bits when c64 (32 bits turn 64 and
 * stay so), high words when wide; false on out of memory (d is then as
 * it was, or grown). */
bool fr_dense_room(fr_mem *m, fr_dense *d, size_t n, bool c64, bool wide);
/* The end of a growing array: 32-bit counts when they fit, the slack
 * given back. */
void fr_dense_compact(fr_mem *m, fr_dense *d);

static inline uint64_t fr_dense_key(const fr_dense *d, size_t i)
{
	return d->h[i];
}

static inline fr_u128 fr_dense_cnt(const fr_dense *d, size_t i)
{
	if (!d->c64)
		return ((const uint32_t *)d->c)[i];
	uint64_t lo = ((const uint64_t *)d->c)[i];
	return d->hi ? (fr_u128)d->hi[i] << 64 | lo : lo;
}

/* Class i (within the room made) is (h, cnt); cnt must fit the counts. */
static inline void fr_dense_set(fr_dense *d, size_t i, uint64_t h, fr_u128 cnt)
{
	d->h[i] = h;
	if (!d->c64) {
		((uint32_t *)d->c)[i] = (uint32_t)cnt;
	} else {
		((uint64_t *)d->c)[i] = (uint64_t)cnt;
		if (d->hi)
			d->hi[i] = (uint64_t)(cnt >> 64);
	}
	if ((uint64_t)cnt > d->cmax || cnt >> 64)
		d->cmax = cnt >> 64 ? UINT64_MAX : (uint64_t)cnt;
}

/* ---- files ----------------------------------------------------------------------------- */

/* A file of records, unlinked at once so that nothing is left behind. */
typedef struct fr_file {
	int fd;
	uint64_t size;    /* bytes written */
	char *buf;        /* write buffer */
	size_t fill;
} fr_file;

/* A run of records in a file. */
typedef struct fr_seg {
	fr_file *f;
	uint64_t off;     /* bytes */
	uint64_t n;       /* records */
	bool wide;        /* 24-byte records */
} fr_seg;

bool fr_file_open(fr_mem *m, fr_file *f, const char *dir, char *err, size_t errlen);
void fr_file_close(fr_mem *m, fr_file *f);
/* Append bytes (buffered; counted as disk in use). */
bool fr_file_put(fr_mem *m, fr_file *f, const void *data, size_t bytes, char *err,
		 size_t errlen);
bool fr_file_flush(fr_file *f, char *err, size_t errlen);
/* Read bytes at off (after a flush). */
bool fr_file_get(const fr_file *f, uint64_t off, void *data, size_t bytes, char *err,
		 size_t errlen);

/* Record size: 16 bytes, 24 with wide counts. */
static inline size_t fr_recsize(bool wide) { return wide ? 24 : 16; }
/* Pack n records of d (from i) into buf; unpack back into records. */
size_t fr_pack(const fr_dense *d, size_t i, size_t n, bool wide, unsigned char *buf);
void fr_unpack(const unsigned char *buf, size_t n, bool wide, fr_rec *out);

#endif
