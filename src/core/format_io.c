/* SPDX-License-Identifier: MIT */
/* Files: reading with a size limit, from regular files or (when asked)
 * from pipes, FIFOs and terminals, and writing through the atomic writer
 * (ktour/file_io.h). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "format_impl.h"
#include "ktour/escape.h"
#include "ktour/file_io.h"

/* ---- reading ------------------------------------------------------------------ */

static bool io_fail(format_error *e, format_errkind kind, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static bool io_fail(format_error *e, format_errkind kind, const char *fmt, ...)
{
	va_list ap;
	e->kind = kind;
	e->line = e->col = 0;
	va_start(ap, fmt);
	vsnprintf(e->msg, sizeof e->msg, fmt, ap);
	va_end(ap);
	return false;
}

/* ---- the size limit ------------------------------------------------------------ */

/* A number of 1 to 6 digits at *p (then past it). */
static bool head_number(const char **p, const char *end, long *v)
{
	long x = 0;
	int k = 0;
	while (*p < end && **p >= '0' && **p <= '9' && k < 7) {
		x = x * 10 + (**p - '0');
		(*p)++;
		k++;
	}
	*v = x;
	return k > 0 && k < 7;
}

/* The first `key` in [p, end), or NULL. */
static const char *find(const char *p, const char *end, const char *key)
{
	size_t n = strlen(key);
	for (; (size_t)(end - p) >= n; p++)
		if (memcmp(p, key, n) == 0)
			return p;
	return NULL;
}

/* After `key` (a JSON key, quoted) within [p, end): blanks, ':', blanks,
 * a number. */
static bool json_number_after(const char *p, const char *end, const char *key, long *v)
{
	const char *k = find(p, end, key);
	if (!k)
		return false;
	p = k + strlen(key);
	while (p < end && (*p == ' ' || *p == ':' || *p == '\t' || *p == '\n' || *p == '\r'))
		p++;
	return head_number(&p, end, v);
}

/* The board a file declares at its beginning, as ktour writes it. */
static bool declared_board(const char *p, size_t n, long *rows, long *cols)
{
	const char *end = p + n;
	if (n >= 3 && memcmp(p, "\xEF\xBB\xBF", 3) == 0)
		p += 3;
	if (end - p >= 8 && memcmp(p, "# board ", 8) == 0) {
		p += 8;
		if (!head_number(&p, end, rows) || p >= end || (*p != 'x' && *p != 'X'))
			return false;
		p++;
		return head_number(&p, end, cols) && (p == end || *p == '\n' || *p == '\r');
	}
	while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
		p++;
	if (p == end || *p != '{')
		return false;
	const char *b = find(p, end, "\"board\"");
	if (!b)
		return false;
	const char *bend = end - b > 120 ? b + 120 : end; /* {"rows": R, "cols": C} */
	return json_number_after(b, bend, "\"rows\"", rows) &&
	       json_number_after(b, bend, "\"cols\"", cols);
}

uint64_t fmt_size_limit(const char *head, size_t n, long *rows, long *cols)
{
	long r = 0, c = 0;
	if (!declared_board(head, n, &r, &c) || r < 1 || c < 1 || r > BOARD_MAX_SIDE ||
	    c > BOARD_MAX_SIDE || (uint64_t)r * (uint64_t)c > (uint64_t)BOARD_MAX_SQUARES)
		r = c = 0;
	if (rows)
		*rows = r;
	if (cols)
		*cols = c;
	uint64_t lim = (uint64_t)r * (uint64_t)c * FORMAT_BYTES_PER_SQUARE + FORMAT_HEADER_BYTES;
	if (lim < (uint64_t)FORMAT_MAX_FILE_BYTES)
		lim = (uint64_t)FORMAT_MAX_FILE_BYTES;
	return lim < SIZE_MAX / 2 ? lim : SIZE_MAX / 2;
}

void fmt_size_refusal(char *msg, size_t msglen, uint64_t size, bool at_least, const char *head,
		      size_t n)
{
	long r, c;
	uint64_t lim = fmt_size_limit(head, n, &r, &c);
	char got[48];
	if (at_least)
		snprintf(got, sizeof got, "the input is longer");
	else
		snprintf(got, sizeof got, "%llu bytes is more", (unsigned long long)size);
	if (lim > (uint64_t)FORMAT_MAX_FILE_BYTES)
		snprintf(msg, msglen,
			 "%s than a tour of the %ldx%ld board it declares takes in any format "
			 "(%llu MiB)",
			 got, r, c, (unsigned long long)(lim >> 20));
	else
		snprintf(msg, msglen,
			 "%s than the %ld MiB allowed a tour file that does not declare a larger "
			 "board ('# board RxC')",
			 got, FORMAT_MAX_FILE_BYTES >> 20);
}

/* ---- reading, continued ---------------------------------------------------------- */

/* Read all of fd, refusing more than its size limit (fmt_size_limit, from
 * its first bytes); `hint` is the expected size (0 when unknown).  `wait`:
 * poll before each read, so that a FIFO opened without blocking is read
 * once its writer comes (a read before that would be an end of file). */
static bool read_all(int fd, size_t hint, bool wait, char **out, size_t *outlen,
		     format_error *e)
{
	size_t cap = hint + 1 > 4096 ? hint + 1 : 4096, n = 0;
	size_t limit = FORMAT_MAX_FILE_BYTES;
	bool head_known = false;
	char *buf = malloc(cap);
	if (!buf)
		return io_fail(e, FERR_NOMEM, "out of memory reading the file");
	for (;;) {
		if (n == cap) {
			size_t ncap = cap * 2;
			if (ncap > limit + 1)
				ncap = limit + 1;
			char *p = realloc(buf, ncap);
			if (!p) {
				free(buf);
				return io_fail(e, FERR_NOMEM, "out of memory reading the file");
			}
			buf = p;
			cap = ncap;
		}
		if (wait) {
			struct pollfd pfd = {.fd = fd, .events = POLLIN};
			if (poll(&pfd, 1, -1) < 0 && errno == EINTR)
				continue;
		}
		ssize_t r = read(fd, buf + n, cap - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			struct pollfd pfd = {.fd = fd, .events = POLLIN};
			poll(&pfd, 1, -1); /* standard input left non-blocking by someone */
			continue;
		}
		if (r < 0) {
			int err = errno;
			free(buf);
			return io_fail(e, FERR_IO, "cannot read it: %s", strerror(err));
		}
		if (r == 0)
			break;
		n += (size_t)r;
		if (!head_known && n >= FORMAT_HEAD_BYTES) {
			limit = (size_t)fmt_size_limit(buf, FORMAT_HEAD_BYTES, NULL, NULL);
			head_known = true;
		}
		if (n > limit) {
			e->kind = FERR_TOO_BIG;
			fmt_size_refusal(e->msg, sizeof e->msg, n, true, buf,
					 n < FORMAT_HEAD_BYTES ? n : FORMAT_HEAD_BYTES);
			free(buf);
			return false;
		}
	}
	*out = buf;
	*outlen = n;
	return true;
}

static void not_file(format_error *e, const struct stat *st, bool streams)
{
	e->kind = FERR_NOT_FILE;
	if (S_ISDIR(st->st_mode))
		snprintf(e->msg, sizeof e->msg,
			 "is a directory: name a tour file (grid, moves or json)");
	else if (streams)
		snprintf(e->msg, sizeof e->msg,
			 "is %s, not a tour file: name a file, a pipe or a terminal",
			 file_type_name(st->st_mode));
	else
		snprintf(e->msg, sizeof e->msg,
			 "is %s, not a regular file: to read from a pipe or device, use "
			 "'-' and redirect it to standard input",
			 file_type_name(st->st_mode));
}

/* Can this be read as a stream (its writer may take its time)? */
static bool stream_ok(int fd, const struct stat *st)
{
	return S_ISFIFO(st->st_mode) || S_ISSOCK(st->st_mode) ||
	       (S_ISCHR(st->st_mode) && isatty(fd));
}

/* "/dev/stdin", "/dev/fd/N", "/proc/self/fd/N": a descriptor we already
 * hold (a socket cannot be opened by name), or -1. */
static int named_fd(const char *path)
{
	static const char *const dirs[] = {"/dev/fd/", "/proc/self/fd/"};
	if (strcmp(path, "/dev/stdin") == 0)
		return STDIN_FILENO;
	for (size_t k = 0; k < 2; k++) {
		size_t n = strlen(dirs[k]);
		if (strncmp(path, dirs[k], n) != 0 || path[n] == '\0')
			continue;
		char *end;
		errno = 0;
		long fd = strtol(path + n, &end, 10);
		if (*end == '\0' && errno == 0 && fd >= 0 && fd <= INT_MAX &&
		    fcntl((int)fd, F_GETFD) >= 0)
			return (int)fd;
	}
	return -1;
}

/* Open path for reading without blocking (a FIFO with no writer would
 * otherwise hang in open) and refuse what is not a regular file, or with
 * `streams` not a FIFO, socket or terminal either.  *own: the descriptor
 * is ours to close. */
static int open_input(const char *path, bool streams, struct stat *st, bool *own,
		      format_error *e)
{
	int fd = streams ? named_fd(path) : -1;
	*own = fd < 0;
	if (fd < 0)
		fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0) {
		io_fail(e, FERR_IO, "cannot open it: %s", strerror(errno));
		return -1;
	}
	if (fstat(fd, st) != 0) {
		io_fail(e, FERR_IO, "cannot read it: %s", strerror(errno));
		goto fail;
	}
	if (S_ISREG(st->st_mode))
		return fd;
	if (!streams || !stream_ok(fd, st)) {
		not_file(e, st, streams);
		goto fail;
	}
	return fd;
fail:
	if (*own)
		close(fd);
	return -1;
}

bool format_read_file(const char *path, tour_format fmt, tour *t, format_error *e)
{
	return format_read_file_ex(path, fmt, t, e, NULL);
}

bool format_read_file_ex(const char *path, tour_format fmt, tour *t, format_error *e,
			 tour_format *used)
{
	format_read_opts o = format_read_opts_default();
	format_read_info info;
	o.fmt = fmt;
	bool ok = format_read(path, &o, t, e, &info);
	if (used && ok)
		*used = info.fmt;
	format_read_info_free(&info);
	return ok;
}

bool format_read(const char *path, const format_read_opts *o, tour *t, format_error *e,
		 format_read_info *info)
{
	bool is_stdin = strcmp(path, "-") == 0, own = false;
	struct stat st;
	int fd;
	board_spec spec = board_spec_default();
	tour_init(t, &spec);
	memset(e, 0, sizeof *e);
	if (info) {
		memset(info, 0, sizeof *info);
		info->base = 1;
	}
	escape_name(e->file, sizeof e->file, is_stdin ? "<stdin>" : path);
	if (is_stdin) {
		fd = STDIN_FILENO;
		if (fstat(fd, &st) != 0)
			return io_fail(e, FERR_IO, "cannot read standard input: %s", strerror(errno));
		if (S_ISDIR(st.st_mode))
			return io_fail(e, FERR_NOT_FILE, "standard input is %s", "a directory");
	} else if ((fd = open_input(path, o->streams, &st, &own, e)) < 0) {
		return false;
	}
	size_t hint = 0;
	if (S_ISREG(st.st_mode)) {
		/* refused from its size, before anything is allocated */
		char head[FORMAT_HEAD_BYTES];
		ssize_t h = st.st_size > FORMAT_MAX_FILE_BYTES ? pread(fd, head, sizeof head, 0) : 0;
		size_t hn = h > 0 ? (size_t)h : 0;
		if ((uint64_t)st.st_size > fmt_size_limit(head, hn, NULL, NULL)) {
			if (own)
				close(fd);
			e->kind = FERR_TOO_BIG;
			fmt_size_refusal(e->msg, sizeof e->msg, (uint64_t)st.st_size, false, head,
					 hn);
			return false;
		}
		hint = (size_t)st.st_size;
	}
	char *buf = NULL;
	size_t len = 0;
	/* A FIFO waits for its writer, as cat(1) does; Linux's poll() reports
	 * no hang-up on it before a writer has come. */
	bool ok = read_all(fd, hint, S_ISFIFO(st.st_mode), &buf, &len, e);
	if (own)
		close(fd);
	if (!ok)
		return false;
	char name[sizeof e->file];
	snprintf(name, sizeof name, "%s", e->file);
	ok = format_read_buf(buf, len, name, o, t, e, info);
	free(buf);
	return ok;
}

/* ---- writing ------------------------------------------------------------------ */

typedef struct tour_out {
	const tour *t;
	tour_format fmt;
	bool invalid; /* the path cannot be written in fmt */
} tour_out;

static bool write_tour(FILE *f, const void *ctx)
{
	tour_out *o = (tour_out *)ctx;
	errno = 0;
	bool ok = format_write(f, o->t, o->fmt);
	o->invalid = !ok && errno == EINVAL;
	return ok;
}

bool format_write_file(const char *path, const tour *t, tour_format fmt, file_replace how,
		       char *err, size_t errlen)
{
	tour_out o = {t, fmt, false};
	if (file_write_atomic(path, write_tour, &o, how, err, errlen))
		return true;
	if (o.invalid)
		snprintf(err, errlen,
			 "%s: cannot write this path as %s: it leaves the board or visits a "
			 "square twice",
			 path, format_name(fmt));
	return false;
}
