/* The frontier counter's storage: counted memory, class tables (open
 * addressing, linear probing, 16 bytes a slot plus 8 for the high words of
 * 128-bit counts), dense class arrays, and spill files. */
#ifndef KTOUR_FRONTIER_MEM_H
#define KTOUR_FRONTIER_MEM_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "frontier_impl.h"

/* Tables hold key + 1, so that an empty slot is 0 and fresh memory from
 * the system (zero) needs no filling. */
#define FR_NOKEY 0ull

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

/* A class and its count; wide counts keep their high words apart. */
typedef struct fr_ent {
	uint64_t key, cnt;
} fr_ent;

/* A record as emitted and as written to files: the count in full. */
typedef struct fr_rec {
	uint64_t key;
	fr_u128 cnt;
} fr_rec;

/* ---- tables ---------------------------------------------------------------------- */

typedef struct fr_table {
	fr_ent *e;
	uint64_t *hi;   /* wide counts: the high words, else NULL */
	size_t cap, n;  /* slots (at most 2^32) and classes */
	size_t ebytes, hbytes; /* allocated */
} fr_table;

/* Grow past this load. */
#define FR_LOAD_NUM 13
#define FR_LOAD_DEN 16

/* Make room for n classes (rehashing what is there); false on out of
 * memory. */
bool fr_table_reserve(fr_mem *m, fr_table *t, size_t n, bool wide);
/* Make room for one more: for `hint` classes in an empty table, else for
 * the classes expected once the rest of the source (a fraction 1 - done)
 * has come. */
bool fr_table_grow(fr_mem *m, fr_table *t, bool wide, size_t hint, double done);

/* The first slot for hash h (low 32 bits, scaled to the capacity). */
static inline size_t fr_table_home(const fr_table *t, uint64_t h)
{
	return (size_t)(((h & 0xffffffffull) * t->cap) >> 32);
}

/* The slot of key1 (a key + 1), or the empty slot where it goes. */
static inline size_t fr_table_probe(const fr_table *t, uint64_t key1, uint64_t h)
{
	size_t i = fr_table_home(t, h);
	while (t->e[i].key != key1 && t->e[i].key != FR_NOKEY)
		if (++i == t->cap)
			i = 0;
	return i;
}

/* Add cnt to the class key (h = fr_hash(key)); an empty table is first
 * made for `hint` classes.  False on out of memory. */
static inline bool fr_table_add(fr_mem *m, fr_table *t, uint64_t key, uint64_t h, fr_u128 cnt,
				bool wide, size_t hint, double done)
{
	if ((t->n + 1) * FR_LOAD_DEN > t->cap * FR_LOAD_NUM &&
	    !fr_table_grow(m, t, wide, hint, done))
		return false;
	size_t i = fr_table_probe(t, key + 1, h);
	fr_ent *e = &t->e[i];
	if (e->key == FR_NOKEY) {
		e->key = key + 1;
		t->n++;
	}
	uint64_t lo = e->cnt + (uint64_t)cnt;
	if (t->hi)
		t->hi[i] += (uint64_t)(cnt >> 64) + (lo < e->cnt);
	e->cnt = lo;
	return true;
}
void fr_table_free(fr_mem *m, fr_table *t);

/* ---- dense arrays ------------------------------------------------------------------- */

/* Classes in a row: a compacted table, or records read back. */
typedef struct fr_dense {
	fr_ent *e;
	uint64_t *hi;
	size_t n;
	size_t ebytes, hbytes;
} fr_dense;

/* Turn the table into a dense array in place (the table is left empty). */
void fr_table_compact(fr_mem *m, fr_table *t, fr_dense *d);
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
