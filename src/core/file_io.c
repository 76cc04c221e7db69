/* SPDX-License-Identifier: MIT */
/* The file writer (include/ktour/file_io.h): symbolic links followed by
 * hand to the file they name; a regular file written to a temporary file
 * beside it, fsynced, then renamed over it (or linked, not to replace one);
 * pipes, terminals and devices written to directly. */
#include "ktour/file_io.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __linux__
#include <linux/magic.h>
#include <sys/vfs.h>
#endif

#include "ktour/escape.h"

enum { MAX_LINKS = 40 }; /* links followed before ELOOP, as the kernel does */

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

/* Where a write goes: path with its symbolic links followed. */
typedef struct out_target {
	char path[PATH_MAX]; /* the file itself (path when it is no link) */
	char shown[2 * ESCAPE_NAME_SIZE + 16]; /* for messages: "path" or "path (a link to file)" */
	struct stat st;	     /* lstat() of path; valid when exists */
	bool exists;
	bool descriptor; /* a kernel descriptor link: opened, not followed */
} out_target;

/* Is the link at `link` in procfs (/proc/self/fd/N, where /dev/stdout
 * leads)?  Such a link's text is no path ("pipe:[123]"): only open()
 * follows it. */
static bool in_procfs(const char *link)
{
#ifdef __linux__
	char dir[PATH_MAX];
	struct statfs fs;
	return dir_of(link, dir, sizeof dir) && statfs(dir, &fs) == 0 &&
	       fs.f_type == PROC_SUPER_MAGIC;
#else
	(void)link;
	return false;
#endif
}

/* The next path along the link at t->path (read into `text`). */
static int follow_one(out_target *t, char *text, size_t textlen)
{
	char dir[PATH_MAX];
	ssize_t n = readlink(t->path, text, textlen);
	if (n < 0)
		return errno;
	if ((size_t)n >= textlen)
		return ENAMETOOLONG;
	text[n] = '\0';
	if (text[0] == '/' || !strchr(t->path, '/')) /* absolute, or from "." */
		return (size_t)snprintf(t->path, sizeof t->path, "%s", text) < sizeof t->path
			       ? 0
			       : ENAMETOOLONG;
	if (!dir_of(t->path, dir, sizeof dir) ||
	    (size_t)snprintf(t->path, sizeof t->path, "%s/%s", dir, text) >= sizeof t->path)
		return ENAMETOOLONG;
	return 0;
}

/* Follow path's symbolic links into t; 0 or an errno. */
static int find_target(const char *path, out_target *t)
{
	char text[PATH_MAX];
	if ((size_t)snprintf(t->path, sizeof t->path, "%s", path) >= sizeof t->path)
		return ENAMETOOLONG;
	for (int hops = 0;; hops++) {
		t->exists = lstat(t->path, &t->st) == 0;
		if (!t->exists && errno != ENOENT)
			return errno;
		if (!t->exists || !S_ISLNK(t->st.st_mode))
			break; /* a dangling link creates the file it names */
		if (in_procfs(t->path)) {
			t->descriptor = true;
			break;
		}
		int code = hops < MAX_LINKS ? follow_one(t, text, sizeof text) : ELOOP;
		if (code)
			return code;
	}
	/* for messages: escaped, a long name cut in the middle */
	if (strcmp(path, t->path) == 0 || t->descriptor)
		escape_name(t->shown, sizeof t->shown, path);
	else
		snprintf(t->shown, sizeof t->shown, "%s (a link to %s)", ESCAPE_NAME(path),
			 ESCAPE_NAME(t->path));
	return 0;
}

/* Fill fd with `write`, flush it (and fsync it when `durable`); closes fd.
 * 0 or the errno of the failure. */
static int write_fd(int fd, file_writer_fn write, const void *ctx, bool durable)
{
	FILE *f = fdopen(fd, "w");
	if (!f) {
		int code = errno;
		close(fd);
		return code;
	}
	errno = 0;
	bool ok = write(f, ctx) && fflush(f) == 0 && (!durable || fsync(fileno(f)) == 0);
	int code = ok ? 0 : (errno ? errno : EIO);
	if (fclose(f) != 0 && ok)
		code = errno ? errno : EIO;
	return code;
}

/* Write straight into what t->path opens to: a pipe, a terminal, a device
 * or a descriptor link (a regular file behind one is appended to). */
static bool write_stream(const out_target *t, file_writer_fn write, const void *ctx, char *err,
			 size_t errlen)
{
	int fd = open(t->path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return write_fail(err, errlen, errno, "%s: %s", t->shown, strerror(errno));
	struct stat st;
	int fl = fcntl(fd, F_GETFL);
	if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && fl >= 0)
		fcntl(fd, F_SETFL, fl | O_APPEND);
	int code = write_fd(fd, write, ctx, false); /* closes fd */
	if (code != 0)
		return write_fail(err, errlen, code, "%s: cannot write to it: %s", t->shown,
				  strerror(code));
	return true;
}

/* May the existing regular file t be replaced as `how` says?  Read-only:
 * no write bit at all (which root would ignore), or not writable by us. */
static bool may_replace(const out_target *t, file_replace how, char *err, size_t errlen)
{
	if (how == FILE_KEEP)
		return write_fail(err, errlen, EEXIST, "%s: %s (not replacing an existing file)",
				  t->shown, strerror(EEXIST));
	if (how == FILE_REPLACE_READONLY)
		return true;
	bool read_only = (t->st.st_mode & 0222) == 0 ||
			 (faccessat(AT_FDCWD, t->path, W_OK, AT_EACCESS) != 0 && errno == EACCES);
	if (read_only)
		return write_fail(err, errlen, EEXIST,
				  "%s: the file is read-only (mode %04o); not replacing it",
				  t->shown, (unsigned)(t->st.st_mode & 07777));
	return true;
}

/* Give the temporary file fd the mode (and where permitted the owner and
 * group) of the file it replaces, or a new file's mode; 0 or an errno. */
static int take_over(int fd, const out_target *t)
{
	if (!t->exists)
		return fchmod(fd, new_file_mode()) == 0 ? 0 : errno;
	/* the owner only as root; the group where we belong to it (best effort:
	 * before fchmod, which chown would strip of set-id bits) */
	if (fchown(fd, t->st.st_uid, t->st.st_gid) != 0 && fchown(fd, (uid_t)-1, t->st.st_gid) != 0)
		errno = 0;
	return fchmod(fd, t->st.st_mode & 07777) == 0 ? 0 : errno;
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

/* ---- temporary files ------------------------------------------------------------ */

/* A temporary file is named after the file it becomes, NAME.ktour-tmp-PID-
 * XXXXXX beside it (NAME cut so that the whole stays within NAME_MAX), so
 * that ktour knows its own; mkstemp's letters keep two writers apart.  Its
 * writer holds an exclusive flock(2) lock on it from its birth to its
 * rename, so a temporary nobody holds is one whose writer died (a SIGKILL
 * in the middle of a write): remove_stale() removes those. */
#define TEMP_MARK ".ktour-tmp-"
enum { TEMP_BASE_MAX = NAME_MAX - (int)(sizeof TEMP_MARK - 1) - 24 };

static const char *base_of(const char *path)
{
	const char *slash = strrchr(path, '/');
	return slash ? slash + 1 : path;
}

/* The bytes of NAME (the target's own name) the temporaries keep. */
static int temp_base_len(const char *base)
{
	size_t n = strlen(base);
	return n < (size_t)TEMP_BASE_MAX ? (int)n : TEMP_BASE_MAX;
}

/* Is the directory entry name (in dfd) the inode st? */
static bool names_inode(int dfd, const char *name, const struct stat *st)
{
	struct stat b;
	return fstatat(dfd, name, &b, AT_SYMLINK_NOFOLLOW) == 0 && b.st_dev == st->st_dev &&
	       b.st_ino == st->st_ino;
}

/* Remove the temporaries of the file at path (dir/NAME) that no writer
 * holds; best effort, errors ignored (another user's, a busy one).  A
 * temporary that is the file itself (a writer killed between install()'s
 * link() and unlink()) is only a second name: it goes, locked or not, as
 * the lock on it may be our own on the file. */
static void remove_stale(const char *dir, const char *base)
{
	char prefix[NAME_MAX + 1];
	snprintf(prefix, sizeof prefix, "%.*s" TEMP_MARK, temp_base_len(base), base);
	size_t plen = strlen(prefix);
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	DIR *d = dfd >= 0 ? fdopendir(dfd) : NULL;
	if (!d) {
		if (dfd >= 0)
			close(dfd);
		return;
	}
	struct stat target;
	bool have_target = fstatat(dfd, base, &target, AT_SYMLINK_NOFOLLOW) == 0 &&
			   S_ISREG(target.st_mode);
	for (struct dirent *e; (e = readdir(d)) != NULL;) {
		if (strncmp(e->d_name, prefix, plen) != 0)
			continue;
		if (have_target && names_inode(dfd, e->d_name, &target)) {
			unlinkat(dfd, e->d_name, 0); /* the file's second name */
			continue;
		}
		int fd = openat(dfd, e->d_name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
		struct stat a;
		if (fd >= 0 && fstat(fd, &a) == 0 && S_ISREG(a.st_mode) &&
		    flock(fd, LOCK_EX | LOCK_NB) == 0 && names_inode(dfd, e->d_name, &a))
			unlinkat(dfd, e->d_name, 0); /* its writer is gone */
		if (fd >= 0)
			close(fd);
	}
	closedir(d);
}

/* A new temporary file in dir for the file named base, its name in tmp:
 * the descriptor, with *lock_fd a second one holding its lock (taken at
 * once, before anyone could take it for a stale one: if a sweeper got
 * there first and removed it, another is made).  -1 with errno on
 * failure. */
static int make_temp(const char *dir, const char *base, char *tmp, size_t len, int *lock_fd)
{
	for (int tries = 0; tries < 16; tries++) {
		if ((size_t)snprintf(tmp, len, "%s/%.*s" TEMP_MARK "%ld-XXXXXX", dir,
				     temp_base_len(base), base, (long)getpid()) >= len)
			return errno = ENAMETOOLONG, -1;
		int fd = mkstemp(tmp);
		if (fd < 0)
			return -1;
		*lock_fd = fcntl(fd, F_DUPFD_CLOEXEC, 0);
		struct stat a, b;
		if (*lock_fd >= 0 && flock(*lock_fd, LOCK_EX) == 0 && fstat(fd, &a) == 0 &&
		    lstat(tmp, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino)
			return fd;
		int code = *lock_fd < 0 ? errno : 0;
		if (*lock_fd >= 0)
			close(*lock_fd);
		close(fd);
		*lock_fd = -1;
		if (code)
			return errno = code, -1;
	}
	return errno = EAGAIN, -1;
}

void file_remove_stale_temps(const char *path)
{
	out_target *t = calloc(1, sizeof *t);
	char dir[PATH_MAX];
	if (t && find_target(path, t) == 0 && !t->descriptor && dir_of(t->path, dir, sizeof dir))
		remove_stale(dir, base_of(t->path));
	free(t);
}

/* Write the regular file t->path (new or replaced) atomically; with
 * lock_fd, keep the new file's lock (it holds it before it takes the
 * name) open for the caller. */
static bool write_replacing(const out_target *t, file_writer_fn write, const void *ctx,
			    bool overwrite, int *lock_fd, char *err, size_t errlen)
{
	char dir[PATH_MAX], tmp[PATH_MAX];
	if (!dir_of(t->path, dir, sizeof dir))
		return write_fail(err, errlen, ENAMETOOLONG, "%s: %s", t->shown,
				  strerror(ENAMETOOLONG));
	remove_stale(dir, base_of(t->path)); /* what a killed writer left */
	int keep = -1;
	int fd = make_temp(dir, base_of(t->path), tmp, sizeof tmp, &keep);
	if (fd < 0)
		return write_fail(err, errlen, errno,
				  "%s: cannot create a temporary file in %s: %s", t->shown,
				  ESCAPE_NAME(dir), strerror(errno));
	int code = take_over(fd, t);
	if (code != 0)
		close(fd);
	else
		code = write_fd(fd, write, ctx, true); /* closes fd; keep holds the lock */
	mode_t mode = t->exists ? t->st.st_mode & 07777 : new_file_mode();
	bool written = code == 0;
	if (written && !install(tmp, t->path, overwrite, mode, &code))
		code = code ? code : EIO;
	if (code != 0) {
		unlink(tmp);
		close(keep);
		return write_fail(err, errlen, code, "%s: %s%s", t->shown,
				  written ? "" : "cannot write it: ", strerror(code));
	}
	int dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd >= 0) { /* make the rename itself durable; best effort */
		fsync(dfd);
		close(dfd);
	}
	if (lock_fd)
		*lock_fd = keep;
	else
		close(keep);
	return true;
}

/* file_write_atomic(), and with lock_fd file_write_atomic_locked(). */
static bool write_path(const char *path, file_writer_fn write, const void *ctx,
		       file_replace how, int *lock_fd, char *err, size_t errlen)
{
	if (path[0] == '\0' || path[strlen(path) - 1] == '/')
		return write_fail(err, errlen, EINVAL, "%s: expected a file name",
				  ESCAPE_QUOTE(path));
	out_target *t = calloc(1, sizeof *t);
	if (!t)
		return write_fail(err, errlen, ENOMEM, "%s: %s", ESCAPE_NAME(path),
				  strerror(ENOMEM));
	int code = find_target(path, t);
	bool stream =
		t->descriptor || (t->exists && (S_ISFIFO(t->st.st_mode) || S_ISCHR(t->st.st_mode)));
	bool ok;
	if (code != 0)
		ok = write_fail(err, errlen, code, "%s: %s", ESCAPE_NAME(path), strerror(code));
	else if (stream && !lock_fd)
		ok = write_stream(t, write, ctx, err, errlen);
	else if (t->exists && !S_ISREG(t->st.st_mode)) /* with lock_fd: streams too */
		ok = write_fail(err, errlen, EINVAL, "%s: %s; not writing to it", t->shown,
				file_type_name(t->st.st_mode));
	else
		ok = (!t->exists || may_replace(t, how, err, errlen)) &&
		     write_replacing(t, write, ctx, how != FILE_KEEP, lock_fd, err, errlen);
	int saved = errno;
	free(t);
	errno = saved;
	return ok;
}

bool file_write_atomic(const char *path, file_writer_fn write, const void *ctx,
		       file_replace how, char *err, size_t errlen)
{
	return write_path(path, write, ctx, how, NULL, err, errlen);
}

bool file_write_atomic_locked(const char *path, file_writer_fn write, const void *ctx,
			      file_replace how, int *lock_fd, char *err, size_t errlen)
{
	*lock_fd = -1;
	return write_path(path, write, ctx, how, lock_fd, err, errlen);
}
