/* Files: reading with a size limit and without blocking on FIFOs, and the
 * atomic writer (temporary file in the same directory, fsync, rename). */
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

static const char *file_type(mode_t m)
{
	if (S_ISDIR(m))
		return "a directory";
	if (S_ISFIFO(m))
		return "a FIFO (named pipe)";
	if (S_ISCHR(m))
		return "a character device";
	if (S_ISBLK(m))
		return "a block device";
	if (S_ISSOCK(m))
		return "a socket";
	return "not a regular file";
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
				 file_type(st->st_mode));
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

/* ---- the atomic writer -------------------------------------------------------- */

static bool write_fail(char *err, size_t errlen, int code, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static bool write_fail(char *err, size_t errlen, int code, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, errlen, fmt, ap);
	va_end(ap);
	errno = code;
	return false;
}

/* Directory part of path ("." when there is none) into dir. */
static bool dir_of(const char *path, char *dir, size_t dirlen)
{
	const char *slash = strrchr(path, '/');
	if (!slash)
		return (size_t)snprintf(dir, dirlen, ".") < dirlen;
	size_t n = slash == path ? 1 : (size_t)(slash - path);
	if (n >= dirlen)
		return false;
	memcpy(dir, path, n);
	dir[n] = '\0';
	return true;
}

static mode_t new_file_mode(void)
{
	mode_t mask = umask(0);
	umask(mask);
	return 0666 & ~mask;
}

/* Write the tour to the temporary file fd and make it durable. */
static bool write_temp(int fd, const tour *t, tour_format fmt, int *code)
{
	FILE *f = fdopen(fd, "w");
	if (!f) {
		*code = errno;
		close(fd);
		return false;
	}
	errno = 0;
	bool ok = format_write(f, t, fmt) && fflush(f) == 0 && fsync(fileno(f)) == 0;
	*code = ok ? 0 : (errno ? errno : EIO);
	if (fclose(f) != 0 && ok) {
		ok = false;
		*code = errno ? errno : EIO;
	}
	return ok;
}

/* Put the finished temporary file in place: rename, or, when the old file
 * must not be replaced, link() (which fails with EEXIST, atomically). */
static bool install(const char *tmp, const char *path, bool overwrite, mode_t mode, int *code)
{
	if (overwrite) {
		if (rename(tmp, path) == 0)
			return true;
		*code = errno;
		return false;
	}
	if (link(tmp, path) == 0) {
		unlink(tmp);
		return true;
	}
	*code = errno;
	if (*code != EPERM && *code != EOPNOTSUPP && *code != ENOSYS)
		return false;
	/* No hard links here (some file systems): claim the name with O_EXCL,
	 * then rename over our own empty file. */
	int fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
	if (fd < 0) {
		*code = errno;
		return false;
	}
	close(fd);
	if (rename(tmp, path) == 0)
		return true;
	*code = errno;
	unlink(path);
	return false;
}

bool format_write_file(const char *path, const tour *t, tour_format fmt, bool overwrite,
		       char *err, size_t errlen)
{
	char dir[PATH_MAX], tmp[PATH_MAX];
	struct stat st;
	mode_t mode = new_file_mode();
	if (path[0] == '\0' || path[strlen(path) - 1] == '/')
		return write_fail(err, errlen, EINVAL, "'%s': expected a file name", path);
	if (stat(path, &st) == 0) {
		if (!overwrite)
			return write_fail(err, errlen, EEXIST,
					  "%s: %s (not replacing an existing file)", path,
					  strerror(EEXIST));
		if (!S_ISREG(st.st_mode))
			return write_fail(err, errlen, EINVAL,
					  "%s: not a regular file; not replacing %s", path,
					  file_type(st.st_mode));
		mode = st.st_mode & 07777;
	}
	if (!dir_of(path, dir, sizeof dir) ||
	    (size_t)snprintf(tmp, sizeof tmp, "%s/.ktour-tmp-XXXXXX", dir) >= sizeof tmp)
		return write_fail(err, errlen, ENAMETOOLONG, "%s: %s", path,
				  strerror(ENAMETOOLONG));
	int fd = mkstemp(tmp);
	if (fd < 0) {
		int code = errno;
		snprintf(err, errlen, "%s: cannot create a temporary file in %s: %s", path, dir,
			 strerror(code));
		errno = code;
		return false;
	}
	int code = 0;
	if (fchmod(fd, mode) != 0) {
		code = errno;
		close(fd);
	} else {
		write_temp(fd, t, fmt, &code); /* closes fd; code 0 on success */
	}
	if (code != 0) {
		unlink(tmp);
		if (code == EINVAL)
			return write_fail(err, errlen, code,
					  "%s: cannot write this path as %s: it leaves the board "
					  "or visits a square twice",
					  path, format_name(fmt));
		return write_fail(err, errlen, code, "%s: cannot write it: %s", path,
				  strerror(code));
	}
	if (!install(tmp, path, overwrite, mode, &code)) {
		unlink(tmp);
		return write_fail(err, errlen, code, "%s: %s", path, strerror(code));
	}
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd >= 0) { /* make the rename itself durable; best effort */
		fsync(dfd);
		close(dfd);
	}
	return true;
}
