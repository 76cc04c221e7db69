/* Files: reading with a size limit, from regular files or (when asked)
 * from pipes, FIFOs and terminals, and writing through the atomic writer
 * (ktour/file_io.h). */
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
 * the expected size (0 when unknown).  `wait`: poll before each read, so
 * that a FIFO opened without blocking is read once its writer comes (a
 * read before that would be an end of file). */
static bool read_all(int fd, size_t hint, bool wait, char **out, size_t *outlen,
		     format_error *e)
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
	snprintf(e->file, sizeof e->file, "%s", is_stdin ? "<stdin>" : path);
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
		if (st.st_size > FORMAT_MAX_FILE_BYTES) {
			if (own)
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
