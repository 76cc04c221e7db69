/* SPDX-License-Identifier: MIT */
/* The frontier counter's storage: counted memory, class arrays (16 bytes
 * a class, plus 8 for the high words of 128-bit counts), and spill files. */
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

/* A class and its count; wide counts keep their high words apart. */
typedef struct fr_ent {
	uint64_t key, cnt;
} fr_ent;

/* A record as emitted and as written to files: the count in full. */
typedef struct fr_rec {
	uint64_t key;
	fr_u128 cnt;
} fr_rec;

/* ---- dense arrays ------------------------------------------------------------------- */

/* Classes in a row: (hash, count) pairs, the high words of wide counts
 * apart. */
typedef struct fr_dense {
	fr_ent *e;
	uint64_t *hi;
	size_t n;
	size_t ebytes, hbytes;
} fr_dense;

void fr_dense_free(fr_mem *m, fr_dense *d);

static inline fr_u128 fr_dense_cnt(const fr_dense *d, size_t i)
{
	return d->hi ? (fr_u128)d->hi[i] << 64 | d->e[i].cnt : d->e[i].cnt;
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
