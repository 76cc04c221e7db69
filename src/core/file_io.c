/* The atomic writer (include/ktour/file_io.h): a temporary file in the
 * same directory, fsync, then rename (or link, not to replace a file). */
#include "ktour/file_io.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *file_type_name(mode_t m)
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

/* Fill the temporary file fd with `write` and make it durable; closes fd.
 * 0 or the errno of the failure. */
static int write_temp(int fd, file_writer_fn write, const void *ctx)
{
	FILE *f = fdopen(fd, "w");
	if (!f) {
		int code = errno;
		close(fd);
		return code;
	}
	errno = 0;
	bool ok = write(f, ctx) && fflush(f) == 0 && fsync(fileno(f)) == 0;
	int code = ok ? 0 : (errno ? errno : EIO);
	if (fclose(f) != 0 && ok)
		code = errno ? errno : EIO;
	return code;
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

bool file_write_atomic(const char *path, file_writer_fn write, const void *ctx, bool overwrite,
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
					  file_type_name(st.st_mode));
		mode = st.st_mode & 07777;
	}
	if (!dir_of(path, dir, sizeof dir) ||
	    (size_t)snprintf(tmp, sizeof tmp, "%s/.ktour-tmp-XXXXXX", dir) >= sizeof tmp)
		return write_fail(err, errlen, ENAMETOOLONG, "%s: %s", path,
				  strerror(ENAMETOOLONG));
	int fd = mkstemp(tmp);
	if (fd < 0)
		return write_fail(err, errlen, errno,
				  "%s: cannot create a temporary file in %s: %s", path, dir,
				  strerror(errno));
	int code = 0;
	if (fchmod(fd, mode) != 0) {
		code = errno;
		close(fd);
	} else {
		code = write_temp(fd, write, ctx); /* closes fd */
	}
	if (code != 0) {
		unlink(tmp);
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
