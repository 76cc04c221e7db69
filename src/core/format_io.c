/* Files: reading with a size limit and without blocking on FIFOs, and
 * writing through the atomic writer (ktour/file_io.h). */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "format_impl.h"
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

/* Read all of fd, refusing more than FORMAT_MAX_FILE_BYTES; `hint` is
 * the expected size (0 when unknown). */
static bool read_all(int fd, size_t hint, char **out, size_t *outlen, format_error *e)
{
	size_t cap = hint + 1 > 4096 ? hint + 1 : 4096, n = 0;
	char *buf = malloc(cap);
	if (!buf)
		return io_fail(e, FERR_NOMEM, "out of memory reading the file");
	for (;;) {
		if (n == cap) {
			size_t ncap = cap * 2;
			if (ncap > (size_t)FORMAT_MAX_FILE_BYTES + 1)
				ncap = (size_t)FORMAT_MAX_FILE_BYTES + 1;
			char *p = realloc(buf, ncap);
			if (!p) {
				free(buf);
				return io_fail(e, FERR_NOMEM, "out of memory reading the file");
			}
			buf = p;
			cap = ncap;
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
		if (n > (size_t)FORMAT_MAX_FILE_BYTES) {
			free(buf);
			e->kind = FERR_TOO_BIG;
			snprintf(e->msg, sizeof e->msg,
				 "more than %ld MiB: tour files are limited to %ld bytes",
				 FORMAT_MAX_FILE_BYTES >> 20, FORMAT_MAX_FILE_BYTES);
			return false;
		}
	}
	*out = buf;
	*outlen = n;
	return true;
}

/* Open path for reading without blocking (a FIFO with no writer would
 * otherwise hang) and refuse anything that is not a regular file. */
static int open_regular(const char *path, struct stat *st, format_error *e)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0) {
		io_fail(e, FERR_IO, "cannot open it: %s", strerror(errno));
		return -1;
	}
	if (fstat(fd, st) != 0) {
		io_fail(e, FERR_IO, "cannot read it: %s", strerror(errno));
		close(fd);
		return -1;
	}
	if (!S_ISREG(st->st_mode)) {
		e->kind = FERR_NOT_FILE;
		if (S_ISDIR(st->st_mode))
			snprintf(e->msg, sizeof e->msg,
				 "is a directory: name a tour file (grid, moves or json)");
		else
			snprintf(e->msg, sizeof e->msg,
				 "is %s, not a regular file: to read from a pipe or device, "
				 "use '-' and redirect it to standard input",
				 file_type_name(st->st_mode));
		close(fd);
		return -1;
	}
	return fd;
}

bool format_read_file(const char *path, tour_format fmt, tour *t, format_error *e)
{
	return format_read_file_ex(path, fmt, t, e, NULL);
}

bool format_read_file_ex(const char *path, tour_format fmt, tour *t, format_error *e,
			 tour_format *used)
{
	bool is_stdin = strcmp(path, "-") == 0;
	struct stat st;
	int fd;
	board_spec spec = board_spec_default();
	tour_init(t, &spec);
	memset(e, 0, sizeof *e);
	snprintf(e->file, sizeof e->file, "%s", is_stdin ? "<stdin>" : path);
	if (is_stdin) {
		fd = STDIN_FILENO;
		if (fstat(fd, &st) != 0)
			return io_fail(e, FERR_IO, "cannot read standard input: %s", strerror(errno));
		if (S_ISDIR(st.st_mode))
			return io_fail(e, FERR_NOT_FILE, "standard input is %s", "a directory");
	} else if ((fd = open_regular(path, &st, e)) < 0) {
		return false;
	}
	size_t hint = 0;
	if (S_ISREG(st.st_mode)) {
		if (st.st_size > FORMAT_MAX_FILE_BYTES) {
			if (!is_stdin)
				close(fd);
			e->kind = FERR_TOO_BIG;
			snprintf(e->msg, sizeof e->msg,
				 "%lld bytes is more than the %ld MiB a tour file may have",
				 (long long)st.st_size, FORMAT_MAX_FILE_BYTES >> 20);
			return false;
		}
		hint = (size_t)st.st_size;
	}
	char *buf = NULL;
	size_t len = 0;
	bool ok = read_all(fd, hint, &buf, &len, e);
	if (!is_stdin)
		close(fd);
	if (!ok)
		return false;
	char name[sizeof e->file];
	snprintf(name, sizeof name, "%s", e->file);
	ok = format_read_mem_ex(buf, len, name, fmt, t, e, used);
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
