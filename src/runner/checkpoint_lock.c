/* SPDX-License-Identifier: MIT */
/* Owning a checkpoint file (ktour/checkpoint.h): an exclusive flock(2)
 * lock for as long as a count runs, handed from file to file as each
 * write replaces the one before, and the rule that a new count does not
 * replace an existing file unless forced. */
#include "ktour/checkpoint.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checkpoint_impl.h"
#include "ktour/escape.h"
#include "ktour/file_io.h"

checkpoint_lock checkpoint_lock_none(void)
{
	return (checkpoint_lock){-1, false};
}

void checkpoint_lock_release(checkpoint_lock *lk)
{
	if (lk->fd >= 0)
		close(lk->fd);
	lk->fd = -1;
}

/* Lock the file that path names now; a writer may rename another file
 * over it between the open and the lock, so the lock is good only when
 * the path still names the locked file (else try again). */
int checkpoint_lock_take(const char *path, checkpoint_lock *lk, char *err, size_t errlen)
{
	lk->fd = -1;
	for (int tries = 0; tries < 100; tries++) {
		struct stat st, now;
		int fd = open(path, O_RDONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC);
		if (fd < 0 && errno == ENOENT) {
			file_remove_stale_temps(path); /* a first write killed */
			return 0;
		}
		if (fd < 0 || fstat(fd, &st) != 0) {
			snprintf(err, errlen, "%s: %s", ESCAPE_NAME(path), strerror(errno));
			if (fd >= 0)
				close(fd);
			return -1;
		}
		if (!S_ISREG(st.st_mode)) {
			snprintf(err, errlen, "%s: %s, not a checkpoint file", ESCAPE_NAME(path),
				 file_type_name(st.st_mode));
			close(fd);
			return -1;
		}
		if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
			int code = errno;
			close(fd);
			if (code == EWOULDBLOCK)
				snprintf(err, errlen,
					 "%s: another count is using this checkpoint "
					 "(it holds the file's lock); wait for it to end "
					 "or stop it first",
					 ESCAPE_NAME(path));
			else
				snprintf(err, errlen, "%s: cannot lock it: %s", ESCAPE_NAME(path),
					 strerror(code));
			return -1;
		}
		if (stat(path, &now) == 0 && now.st_dev == st.st_dev && now.st_ino == st.st_ino) {
			lk->fd = fd;
			file_remove_stale_temps(path); /* what a killed count left */
			return 1;
		}
		close(fd); /* replaced meanwhile: lock the new one */
	}
	snprintf(err, errlen, "%s: it keeps being replaced; another count is using it",
		 ESCAPE_NAME(path));
	return -1;
}

/* Does the file at fd begin like a checkpoint (a backtrack or a frontier
 * count's)? */
static bool looks_like_checkpoint(int fd)
{
	char head[32];
	ssize_t n = pread(fd, head, sizeof head, 0);
	return n > 0 && ckpt_method_of_bytes(head, (size_t)n) >= 0;
}

/* Read-only for us (no write bit, or not writable by us)? */
static bool read_only(const char *path, int fd)
{
	struct stat st;
	return fstat(fd, &st) == 0 &&
	       ((st.st_mode & 0222) == 0 ||
		(faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0 && errno == EACCES));
}

bool checkpoint_claim(const char *path, bool fresh, bool force, checkpoint_lock *lk, char *err,
		      size_t errlen)
{
	lk->force = force;
	if (lk->fd < 0 && checkpoint_lock_take(path, lk, err, errlen) < 0)
		return false;
	if (lk->fd < 0 || force)
		return true;
	if (fresh && looks_like_checkpoint(lk->fd))
		snprintf(err, errlen, "%s: a checkpoint is already there: continue it with 'ktour "
				      "count --resume %s', or start over with --force",
			 ESCAPE_NAME(path), ESCAPE_NAME(path));
	else if (fresh)
		snprintf(err, errlen, "%s: the file exists and is not a ktour checkpoint; not "
				      "replacing it (--force replaces it)",
			 ESCAPE_NAME(path));
	else if (read_only(path, lk->fd))
		snprintf(err, errlen, "%s: the file is read-only, so the count could not save its "
				      "progress; use --force to replace it anyway, or --checkpoint "
				      "FILE to save elsewhere",
			 ESCAPE_NAME(path));
	else
		return true;
	checkpoint_lock_release(lk);
	return false;
}

bool checkpoint_lock_same(const checkpoint_lock *lk, const char *path)
{
	struct stat a, b;
	return lk->fd >= 0 && fstat(lk->fd, &a) == 0 && stat(path, &b) == 0 &&
	       a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}
