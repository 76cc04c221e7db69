/* SPDX-License-Identifier: MIT */
/* The frontier counter's storage (frontier_mem.h).  Large blocks come
 * straight from mmap so that freeing them gives the memory back to the
 * system at once (malloc would keep it for the next step). */
#define _GNU_SOURCE /* mremap: arrays grow without a copy */
#include "frontier_mem.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "ktour/escape.h"

#define BIG (256u << 10)
/* A block is cut back at a page boundary, and pages are 16 KiB on
 * Apple's arm64 and some Linux arm64 machines, not always 4 KiB. */
static size_t page_size(void)
{
	long p = sysconf(_SC_PAGESIZE);
	return p > 0 ? (size_t)p : 4096u;
}
/* Pages mapped at once rather than one fault at a time (each fault is
 * slow, more so on a virtual machine). */
#ifdef MAP_POPULATE
#define POPULATE MAP_POPULATE
#else
#define POPULATE 0
#endif
#define HUGE (2u << 20)
#define FILE_BUF (256u << 10)

static void mem_count(fr_mem *m, int64_t delta)
{
	uint64_t now = atomic_fetch_add(&m->used, (uint64_t)delta) + (uint64_t)delta;
	uint64_t pk = atomic_load(&m->peak);
	while (delta > 0 && now > pk && !atomic_compare_exchange_weak(&m->peak, &pk, now))
		;
}

void fr_disk_add(fr_mem *m, int64_t bytes)
{
	uint64_t now = atomic_fetch_add(&m->disk, (uint64_t)bytes) + (uint64_t)bytes;
	if (bytes > 0)
		atomic_fetch_add(&m->spilled, (uint64_t)bytes);
	uint64_t pk = atomic_load(&m->disk_peak);
	while (bytes > 0 && now > pk && !atomic_compare_exchange_weak(&m->disk_peak, &pk, now))
		;
}

void *fr_alloc(fr_mem *m, size_t bytes)
{
	void *p;
	if (bytes == 0)
		return NULL;
	if (bytes >= HUGE) {
		/* aligned to 2 MiB and marked for huge pages: a page fault then
		 * maps 2 MiB, not 4 KiB (and the TLB covers more table) */
		size_t extra = 2u << 20;
		char *q = mmap(NULL, bytes + extra, PROT_READ | PROT_WRITE,
			       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
		if (q == MAP_FAILED)
			return NULL;
		uintptr_t a = ((uintptr_t)q + extra - 1) & ~(uintptr_t)(extra - 1);
		size_t head = (size_t)(a - (uintptr_t)q);
		if (head)
			munmap(q, head);
		munmap((char *)a + bytes, extra - head);
		p = (void *)a;
#ifdef MADV_HUGEPAGE
		madvise(p, bytes, MADV_HUGEPAGE);
#endif
	} else if (bytes >= BIG) {
		p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | POPULATE,
			 -1, 0);
		if (p == MAP_FAILED)
			return NULL;
	} else {
		p = calloc(1, bytes); /* zero, as mmap gives it */
		if (!p)
			return NULL;
	}
	mem_count(m, (int64_t)bytes);
	return p;
}

void fr_free(fr_mem *m, void *p, size_t bytes)
{
	if (!p)
		return;
	if (bytes >= BIG)
		munmap(p, bytes);
	else
		free(p);
	mem_count(m, -(int64_t)bytes);
}

size_t fr_shrink(fr_mem *m, void *p, size_t bytes, size_t keep)
{
	if (!p || bytes < BIG)
		return bytes;
	size_t page = page_size();
	size_t k = (keep + page - 1) / page * page;
	if (k < BIG)
		k = BIG; /* stays an mmap block, freed as one */
	if (k >= bytes)
		return bytes;
	munmap((char *)p + k, bytes - k);
	mem_count(m, -(int64_t)(bytes - k));
	return k;
}

void *fr_grow(fr_mem *m, void *p, size_t *bytes, size_t need)
{
	if (need <= *bytes)
		return p;
	size_t want = need + need / 16;
	if (!p) {
		p = fr_alloc(m, want);
		*bytes = p ? want : 0;
		return p;
	}
#ifdef MREMAP_MAYMOVE
	if (*bytes >= BIG) {
		void *q = mremap(p, *bytes, want, MREMAP_MAYMOVE);
		if (q == MAP_FAILED)
			return NULL;
		mem_count(m, (int64_t)(want - *bytes));
		*bytes = want;
		return q;
	}
#endif
	void *q = fr_alloc(m, want);
	if (!q)
		return NULL;
	memcpy(q, p, *bytes);
	fr_free(m, p, *bytes);
	*bytes = want;
	return q;
}

/* ---- arrays ----------------------------------------------------------------------- */

void fr_dense_free(fr_mem *m, fr_dense *d)
{
	fr_free(m, d->h, d->hbytes);
	fr_free(m, d->c, d->cbytes);
	fr_free(m, d->hi, d->hibytes);
	memset(d, 0, sizeof *d);
}

/* 32-bit counts to 64, in a new array of the same room. */
static bool widen(fr_mem *m, fr_dense *d)
{
	size_t cap = d->hbytes / sizeof(uint64_t), bytes = cap * sizeof(uint64_t);
	uint64_t *c = fr_alloc(m, bytes);
	if (!c)
		return false;
	const uint32_t *c32 = d->c;
	for (size_t i = 0; i < d->n; i++)
		c[i] = c32[i];
	fr_free(m, d->c, d->cbytes);
	d->c = c;
	d->cbytes = bytes;
	d->c64 = true;
	return true;
}

bool fr_dense_room(fr_mem *m, fr_dense *d, size_t n, bool c64, bool wide)
{
	c64 |= wide;
	if (c64 && !d->c64 && d->h && !widen(m, d))
		return false;
	if (!d->h)
		d->c64 = c64;
	size_t hb = d->hbytes;
	uint64_t *h = fr_grow(m, d->h, &hb, n * sizeof(uint64_t));
	if (!h)
		return false;
	d->h = h;
	d->hbytes = hb;
	/* the counts keep room for as many as the hashes */
	size_t cap = d->hbytes / sizeof(uint64_t), cs = d->c64 ? 8 : 4;
	void *c = fr_grow(m, d->c, &d->cbytes, cap * cs);
	if (!c)
		return false;
	d->c = c;
	if (wide) {
		bool had = d->hi != NULL;
		uint64_t *hi = fr_grow(m, d->hi, &d->hibytes, cap * sizeof(uint64_t));
		if (!hi)
			return false;
		if (!had) /* counts just turned wide: the old ones fit 64 bits */
			memset(hi, 0, d->n * sizeof *hi);
		d->hi = hi;
	}
	return true;
}

void fr_dense_compact(fr_mem *m, fr_dense *d)
{
	if (d->c64 && !d->hi && d->cmax <= UINT32_MAX) {
		/* in place: entry i moves from byte 8i down to 4i */
		const uint64_t *c64 = d->c;
		uint32_t *c32 = d->c;
		for (size_t i = 0; i < d->n; i++)
			c32[i] = (uint32_t)c64[i];
		d->c64 = false;
	}
	d->hbytes = fr_shrink(m, d->h, d->hbytes, d->n * sizeof(uint64_t));
	d->cbytes = fr_shrink(m, d->c, d->cbytes, d->n * (d->c64 ? 8 : 4));
	d->hibytes = fr_shrink(m, d->hi, d->hibytes, d->n * sizeof(uint64_t));
}

/* ---- records --------------------------------------------------------------------------- */

size_t fr_pack(const fr_dense *d, size_t i, size_t n, bool wide, unsigned char *buf)
{
	size_t rs = fr_recsize(wide);
	for (size_t k = 0; k < n; k++) {
		fr_u128 c = fr_dense_cnt(d, i + k);
		uint64_t w[3] = {fr_dense_key(d, i + k), (uint64_t)c, (uint64_t)(c >> 64)};
		memcpy(buf + k * rs, w, rs);
	}
	return n * rs;
}

void fr_unpack(const unsigned char *buf, size_t n, bool wide, fr_rec *out)
{
	size_t rs = fr_recsize(wide);
	for (size_t k = 0; k < n; k++) {
		uint64_t w[3] = {0, 0, 0};
		memcpy(w, buf + k * rs, rs);
		out[k].key = w[0];
		out[k].cnt = (fr_u128)w[2] << 64 | w[1];
	}
}

/* ---- files ------------------------------------------------------------------------------ */

bool fr_file_open(fr_mem *m, fr_file *f, const char *dir, char *err, size_t errlen)
{
	char path[4096];
	memset(f, 0, sizeof *f);
	f->fd = -1;
	if ((size_t)snprintf(path, sizeof path, "%s/ktour-spill-XXXXXX", dir) >= sizeof path) {
		snprintf(err, errlen, "spill directory %s: name too long", ESCAPE_NAME(dir));
		return false;
	}
	f->fd = mkstemp(path);
	if (f->fd < 0) {
		snprintf(err, errlen, "spill directory %s: cannot create a file there: %s",
			 ESCAPE_NAME(dir), strerror(errno));
		return false;
	}
	unlink(path); /* gone when closed, even after kill -9 */
	f->buf = fr_alloc(m, FILE_BUF);
	if (!f->buf) {
		close(f->fd);
		f->fd = -1;
		snprintf(err, errlen, "out of memory for a spill buffer");
		return false;
	}
	return true;
}

void fr_file_close(fr_mem *m, fr_file *f)
{
	if (f->fd >= 0) {
		close(f->fd);
		fr_disk_add(m, -(int64_t)f->size);
	}
	fr_free(m, f->buf, FILE_BUF);
	memset(f, 0, sizeof *f);
	f->fd = -1;
}

static bool write_all(int fd, const void *data, size_t bytes, uint64_t off, char *err,
		      size_t errlen)
{
	const char *p = data;
	while (bytes > 0) {
		ssize_t w = pwrite(fd, p, bytes, (off_t)off);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			snprintf(err, errlen, "writing a spill file: %s",
				 strerror(w < 0 ? errno : EIO));
			return false;
		}
		p += w;
		off += (uint64_t)w;
		bytes -= (size_t)w;
	}
	return true;
}

bool fr_file_flush(fr_file *f, char *err, size_t errlen)
{
	if (f->fill == 0)
		return true;
	if (!write_all(f->fd, f->buf, f->fill, f->size - f->fill, err, errlen))
		return false;
	f->fill = 0;
	return true;
}

bool fr_file_put(fr_mem *m, fr_file *f, const void *data, size_t bytes, char *err,
		 size_t errlen)
{
	fr_disk_add(m, (int64_t)bytes);
	const char *p = data;
	while (bytes > 0) {
		size_t room = FILE_BUF - f->fill, k = bytes < room ? bytes : room;
		memcpy(f->buf + f->fill, p, k);
		f->fill += k;
		f->size += k;
		p += k;
		bytes -= k;
		if (f->fill == FILE_BUF && !fr_file_flush(f, err, errlen))
			return false;
	}
	return true;
}

bool fr_file_get(const fr_file *f, uint64_t off, void *data, size_t bytes, char *err,
		 size_t errlen)
{
	char *p = data;
	while (bytes > 0) {
		ssize_t r = pread(f->fd, p, bytes, (off_t)off);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0) {
			snprintf(err, errlen, "reading a spill file: %s",
				 r < 0 ? strerror(errno) : "it is shorter than written");
			return false;
		}
		p += r;
		off += (uint64_t)r;
		bytes -= (size_t)r;
	}
	return true;
}
