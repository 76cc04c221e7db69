/* SPDX-License-Identifier: MIT */
/* The checkpoint container (ktour/checkpoint.h, checkpoint_impl.h): the
 * first line, the checksum, the atomic and locked write, and reading a
 * file of either method.  The methods' bodies are checkpoint.c
 * (backtracking) and frontier_ckpt.c (the frontier). */
#include "checkpoint_impl.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/escape.h"
#include "ktour/file_io.h"

#define FNV_PRIME 0x100000001b3ull

static const char *const magic_of[] = {
	[COUNT_BACKTRACK] = CHECKPOINT_MAGIC,
	[COUNT_FRONTIER] = FRONTIER_CHECKPOINT_MAGIC,
};

/* ---- the checksum ------------------------------------------------------------ */

uint64_t checkpoint_fnv1a(uint64_t h, const void *data, size_t size)
{
	const unsigned char *p = data;
	for (size_t i = 0; i < size; i++) {
		h ^= p[i];
		h *= FNV_PRIME;
	}
	return h;
}

static inline uint64_t sum_word(uint64_t h, uint64_t w)
{
	h = (h ^ w) * FNV_PRIME;
	return h ^ (h >> 29);
}

void ckpt_sum_init(ckpt_sum *s, count_method m)
{
	memset(s, 0, sizeof *s);
	s->method = m;
	s->h = m == COUNT_BACKTRACK ? CHECKPOINT_FNV_INIT : 0;
}

void ckpt_sum_add(ckpt_sum *s, const void *data, size_t n)
{
	const unsigned char *p = data;
	if (s->method == COUNT_BACKTRACK) {
		s->h = checkpoint_fnv1a(s->h, data, n);
		return;
	}
	while (n > 0 && s->ntail > 0 && s->ntail < 8) {
		s->tail[s->ntail++] = *p++;
		n--;
		if (s->ntail == 8) {
			uint64_t w;
			memcpy(&w, s->tail, 8);
			s->h = sum_word(s->h, w);
			s->ntail = 0;
		}
	}
	for (; n >= 8; p += 8, n -= 8) {
		uint64_t w;
		memcpy(&w, p, 8);
		s->h = sum_word(s->h, w);
	}
	for (; n > 0; n--)
		s->tail[s->ntail++] = *p++;
}

uint64_t ckpt_sum_end(const ckpt_sum *s)
{
	if (s->method == COUNT_BACKTRACK)
		return s->h;
	uint64_t w = 0;
	memcpy(&w, s->tail, (size_t)s->ntail);
	return sum_word(sum_word(s->h, w), (uint64_t)s->ntail);
}

/* ---- writing ------------------------------------------------------------------ */

bool ckpt_put(ckpt_out *o, const void *data, size_t n)
{
	ckpt_sum_add(&o->sum, data, n);
	return fwrite(data, 1, n, o->f) == n;
}

bool ckpt_putf(ckpt_out *o, const char *fmt, ...)
{
	char line[256];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (n < 0)
		return false;
	if ((size_t)n < sizeof line)
		return ckpt_put(o, line, (size_t)n);
	char *text = malloc((size_t)n + 1); /* a long line: format it again, whole */
	if (!text)
		return errno = ENOMEM, false;
	va_start(ap, fmt);
	vsnprintf(text, (size_t)n + 1, fmt, ap);
	va_end(ap);
	bool ok = ckpt_put(o, text, (size_t)n);
	free(text);
	return ok;
}

bool ckpt_write_stream(FILE *f, count_method m, ckpt_body_fn body, const void *ctx)
{
	ckpt_out o = {f, {0, 0, {0}, 0}};
	ckpt_sum_init(&o.sum, m);
	if (!ckpt_putf(&o, "%s %d\n", magic_of[m], CHECKPOINT_VERSION) || !body(&o, ctx))
		return false;
	return fprintf(f, "checksum %016" PRIx64 "\n", ckpt_sum_end(&o.sum)) > 0 && !ferror(f);
}

typedef struct write_job {
	count_method method;
	ckpt_body_fn body;
	const void *ctx;
} write_job;

static bool write_whole(FILE *f, const void *ctx)
{
	const write_job *w = ctx;
	return ckpt_write_stream(f, w->method, w->body, w->ctx);
}

bool ckpt_write(const char *path, count_method m, ckpt_body_fn body, const void *ctx,
		checkpoint_lock *lk, char *err, size_t errlen)
{
	write_job w = {m, body, ctx};
	char why[PATH_MAX + 200];
	err[0] = '\0';
	if (!lk) {
		if (file_write_atomic(path, write_whole, &w, FILE_REPLACE, why, sizeof why))
			return true;
		if (!err[0]) /* the body's own message, if it left one, says more */
			snprintf(err, errlen, "checkpoint %s", why);
		return false;
	}
	/* no file yet: the first write claims the name (link() fails if
	 * another count got there first) */
	file_replace how = lk->fd < 0  ? FILE_KEEP
			   : lk->force ? FILE_REPLACE_READONLY
				       : FILE_REPLACE;
	int fd;
	if (!file_write_atomic_locked(path, write_whole, &w, how, &fd, why, sizeof why)) {
		if (how == FILE_KEEP && errno == EEXIST)
			snprintf(err, errlen, "checkpoint %s: a file of that name appeared after "
					      "the count began (another count?); not replacing it",
				 ESCAPE_NAME(path));
		else if (!err[0])
			snprintf(err, errlen, "checkpoint %s", why);
		return false;
	}
	checkpoint_lock_release(lk); /* the old file's: the new one holds it now */
	lk->fd = fd;
	return true;
}

/* ---- the first line and the last ------------------------------------------------ */

int ckpt_method_of_bytes(const char *data, size_t n)
{
	for (int m = COUNT_BACKTRACK; m <= COUNT_FRONTIER; m++) {
		size_t len = strlen(magic_of[m]);
		if (n > len && memcmp(data, magic_of[m], len) == 0 && data[len] == ' ')
			return m;
	}
	return -1;
}

int checkpoint_method_of(const char *path)
{
	char head[32];
	int fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0)
		return -1;
	ssize_t n = read(fd, head, sizeof head);
	close(fd);
	return n > 0 ? ckpt_method_of_bytes(head, (size_t)n) : -1;
}

/* An unsigned decimal number in [p, end), all of it. */
static bool whole_number(const char *p, const char *end, uint64_t *v)
{
	uint64_t x = 0;
	if (p == end)
		return false;
	for (; p < end; p++) {
		if (*p < '0' || *p > '9' || x > (UINT64_MAX - 9) / 10)
			return false;
		x = x * 10 + (uint64_t)(*p - '0');
	}
	*v = x;
	return true;
}

bool ckpt_check_first_line(const char *data, size_t size, const char *name, count_method *m,
			   char *err, size_t errlen)
{
	int found = ckpt_method_of_bytes(data, size);
	if (found < 0) {
		snprintf(err, errlen,
			 "%s: not a ktour checkpoint (it does not begin with '" CHECKPOINT_MAGIC
			 "')",
			 name);
		return false;
	}
	const char *v = data + strlen(magic_of[found]) + 1;
	const char *nl = memchr(v, '\n', size - (size_t)(v - data));
	uint64_t version;
	if (nl && nl > v && nl[-1] == '\r') {
		snprintf(err, errlen, "%s: a ktour checkpoint with CRLF (DOS) line ends; ktour "
				      "writes LF only, and the checksum is over those: turn them "
				      "back (dos2unix) and resume",
			 name);
		return false;
	}
	if (!nl || !whole_number(v, nl, &version) || version > UINT32_MAX) {
		snprintf(err, errlen, "%s: not a ktour checkpoint (no version number on line 1)",
			 name);
		return false;
	}
	if (version != CHECKPOINT_VERSION) {
		snprintf(err, errlen,
			 "%s: checkpoint format version %" PRIu64 "; this ktour reads version %d",
			 name, version, CHECKPOINT_VERSION);
		return false;
	}
	*m = (count_method)found;
	return true;
}

/* "checksum " and 16 hex digits in line[0..CKPT_SUM_LINE_BYTES - 1). */
static bool sum_line(const char *line, uint64_t *sum)
{
	if (memcmp(line, "checksum ", 9) != 0)
		return false;
	uint64_t x = 0;
	for (int i = 9; i < CKPT_SUM_LINE_BYTES - 1; i++) {
		char c = line[i];
		int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
		if (d < 0)
			return false;
		x = x << 4 | (uint64_t)d;
	}
	*sum = x;
	return true;
}

bool ckpt_check_sum(const char *data, size_t size, const char *name, count_method m,
		    size_t *body_end, char *err, size_t errlen)
{
	const size_t n = CKPT_SUM_LINE_BYTES;
	const char *last = data + size - n;
	uint64_t want;
	if (size < n || data[size - 1] != '\n' || (last > data && last[-1] != '\n') ||
	    !sum_line(last, &want)) {
		snprintf(err, errlen, "%s: truncated or damaged: it does not end with its "
				      "checksum line",
			 name);
		return false;
	}
	ckpt_sum s;
	ckpt_sum_init(&s, m);
	ckpt_sum_add(&s, data, size - n);
	if (ckpt_sum_end(&s) != want) {
		snprintf(err, errlen, "%s: damaged: the checksum does not match the contents",
			 name);
		return false;
	}
	*body_end = size - n;
	return true;
}

/* ---- reading a file ------------------------------------------------------------- */

int ckpt_open(const char *path, uint64_t *size, char *err, size_t errlen)
{
	int fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;
	if (fd < 0 || fstat(fd, &st) != 0) {
		snprintf(err, errlen, "checkpoint %s: %s", ESCAPE_NAME(path), strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	if (!S_ISREG(st.st_mode)) {
		snprintf(err, errlen, "checkpoint %s: not a regular file", ESCAPE_NAME(path));
		close(fd);
		return -1;
	}
	*size = (uint64_t)st.st_size;
	return fd;
}

bool ckpt_in_bad(ckpt_in *in, const char *what)
{
	snprintf(in->err, in->errlen, "checkpoint %s: line %d: %s", in->path, in->lineno, what);
	return false;
}

bool ckpt_in_open(ckpt_in *in, const char *path, count_method m, char *err, size_t errlen)
{
	memset(in, 0, sizeof *in);
	in->path = escape_name(in->shown, sizeof in->shown, path);
	in->err = err;
	in->errlen = errlen;
	ckpt_sum_init(&in->sum, m);
	int fd = ckpt_open(path, &in->size, err, errlen);
	in->f = fd >= 0 ? fdopen(fd, "rb") : NULL;
	if (!in->f) {
		if (fd >= 0) {
			snprintf(err, errlen, "checkpoint %s: %s", in->path, strerror(errno));
			close(fd);
		}
		return false;
	}
	errno = 0;
	ssize_t n = getline(&in->line, &in->cap, in->f);
	in->lineno = 1;
	count_method found;
	if (!ckpt_check_first_line(in->line ? in->line : "", n > 0 ? (size_t)n : 0, in->path,
				   &found, err, errlen))
		return false;
	if (found != m) {
		snprintf(err, errlen, "%s: a %s count's checkpoint, not a %s count's", in->path,
			 found == COUNT_FRONTIER ? "frontier" : "backtracking",
			 m == COUNT_FRONTIER ? "frontier" : "backtracking");
		return false;
	}
	ckpt_sum_add(&in->sum, in->line, (size_t)n);
	return true;
}

bool ckpt_in_line(ckpt_in *in, const char *key, char **value)
{
	errno = 0;
	ssize_t n = getline(&in->line, &in->cap, in->f);
	in->lineno++;
	if (n <= 0 || in->line[n - 1] != '\n')
		return ckpt_in_bad(in, n <= 0 ? "the file ends early (not a whole checkpoint)"
					      : "the file ends in the middle of a line");
	ckpt_sum_add(&in->sum, in->line, (size_t)n);
	in->line[n - 1] = '\0';
	size_t k = strlen(key);
	if (strncmp(in->line, key, k) != 0 || (in->line[k] != ' ' && in->line[k] != '\0')) {
		char msg[200];
		snprintf(msg, sizeof msg, "expected '%s ...', found %s", key,
			 ESCAPE_QUOTE(in->line));
		return ckpt_in_bad(in, msg);
	}
	*value = in->line + k + (in->line[k] == ' ');
	return true;
}

bool ckpt_in_read(ckpt_in *in, void *buf, size_t n)
{
	if (fread(buf, 1, n, in->f) != n)
		return ckpt_in_bad(in, "the file ends inside its records");
	ckpt_sum_add(&in->sum, buf, n);
	return true;
}

uint64_t ckpt_in_offset(const ckpt_in *in)
{
	long pos = ftell(in->f);
	return pos < 0 ? UINT64_MAX : (uint64_t)pos;
}

bool ckpt_in_end(ckpt_in *in)
{
	char line[CKPT_SUM_LINE_BYTES + 1];
	uint64_t got;
	size_t n = fread(line, 1, sizeof line, in->f);
	if (n != CKPT_SUM_LINE_BYTES || line[n - 1] != '\n' || !sum_line(line, &got)) {
		snprintf(in->err, in->errlen, "%s: truncated or damaged: it does not end with its "
					      "checksum line",
			 in->path);
		return false;
	}
	if (got != ckpt_sum_end(&in->sum)) {
		snprintf(in->err, in->errlen, "%s: damaged: the checksum does not match the "
					      "contents",
			 in->path);
		return false;
	}
	return true;
}

void ckpt_in_close(ckpt_in *in)
{
	if (in->f)
		fclose(in->f);
	free(in->line);
	in->f = NULL;
	in->line = NULL;
}

/* A backtracking checkpoint, read whole and parsed (checkpoint.c); path
 * as messages show it. */
static bool read_backtrack(int fd, uint64_t size, const char *path, count_checkpoint *out,
			   char *err, size_t errlen)
{
	if (size > (uint64_t)CHECKPOINT_MAX_BYTES) {
		snprintf(err, errlen, "checkpoint %s: larger than any checkpoint (256 MiB)", path);
		return false;
	}
	size_t cap = (size_t)size + 1, n = 0;
	char *buf = malloc(cap);
	ssize_t got = 1;
	while (buf && n < cap && got > 0) {
		got = read(fd, buf + n, cap - n);
		if (got < 0 && errno == EINTR)
			got = 1;
		else if (got > 0)
			n += (size_t)got;
	}
	int e = got < 0 ? errno : 0;
	if (!buf || e || n == cap) {
		snprintf(err, errlen, "checkpoint %s: %s", path,
			 !buf ? "out of memory" : e ? strerror(e) : "it grew while being read");
		free(buf);
		return false;
	}
	bool ok = checkpoint_parse(buf, n, path, out, err, errlen);
	free(buf);
	return ok;
}

static bool read_frontier(const char *path, count_checkpoint *out, char *err, size_t errlen)
{
	ckpt_in in;
	bool ok = ckpt_in_open(&in, path, COUNT_FRONTIER, err, errlen) &&
		  frontier_ckpt_read_config(&in, &out->cfg);
	ckpt_in_close(&in);
	return ok;
}

bool checkpoint_read_file(const char *path, count_checkpoint *out, char *err, size_t errlen)
{
	memset(out, 0, sizeof *out);
	uint64_t size;
	int fd = ckpt_open(path, &size, err, errlen);
	if (fd < 0)
		return false;
	char head[32];
	ssize_t n = pread(fd, head, sizeof head, 0);
	bool frontier = n > 0 && ckpt_method_of_bytes(head, (size_t)n) == COUNT_FRONTIER;
	bool ok = frontier ? read_frontier(path, out, err, errlen)
			   : read_backtrack(fd, size, ESCAPE_NAME(path), out, err, errlen);
	close(fd);
	if (ok) {
		out->method = frontier ? COUNT_FRONTIER : COUNT_BACKTRACK;
		out->path = strdup(path);
		if (!out->path) {
			snprintf(err, errlen, "checkpoint %s: out of memory", ESCAPE_NAME(path));
			checkpoint_free(out);
			ok = false;
		}
	} else {
		checkpoint_free(out);
	}
	return ok;
}
