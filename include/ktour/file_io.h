/* SPDX-License-Identifier: MIT */
/* Writing files so that a reader never sees half of one: tours (format.h),
 * count checkpoints (checkpoint.h) and explorer sessions (explore_save.h)
 * all go through file_write_atomic(). */
#ifndef KTOUR_FILE_IO_H
#define KTOUR_FILE_IO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

/* Writes the whole content to f; false on failure with errno set. */
typedef bool (*file_writer_fn)(FILE *f, const void *ctx);

/* What may happen to an existing regular file (false/true convert to the
 * first two). */
typedef enum file_replace {
	FILE_KEEP = 0,		  /* never replace it (EEXIST) */
	FILE_REPLACE = 1,	  /* replace it unless it is read-only (EEXIST) */
	FILE_REPLACE_READONLY = 2 /* replace it even when read-only (--force) */
} file_replace;

/* Write `path`:
 * - A regular file (or a new one) is written atomically: `write` fills a
 *   temporary file in the same directory, NAME.ktour-tmp-PID-XXXXXX after
 *   the file's own NAME, which is flushed, fsynced and renamed over it
 *   (the directory is fsynced too).  The writer holds a lock on its
 *   temporary file from its birth; one nobody holds was left by a writer
 *   that died (SIGKILL): each write first removes those of its file.
 *   A replaced file keeps its mode and, where the system permits (root),
 *   its owner and group; its other hard links keep the old content (the
 *   rename gives path a new inode).  With FILE_KEEP an existing file is
 *   never replaced (link() claims the name, so there is no race).  A
 *   read-only file (no write bit, or not writable by us) is replaced only
 *   with FILE_REPLACE_READONLY; the refusal sets errno to EEXIST.
 * - Symbolic links are followed (relative ones from the link's own
 *   directory) to the file they name, which is written as above; the links
 *   stay.  A dangling link creates the file it names.
 * - A FIFO, a terminal, a character device and the kernel's descriptor
 *   links (/proc/self/fd/N, /dev/stdout) are written to directly, whatever
 *   `how` says: there is nothing to replace (a regular file behind a
 *   descriptor link is appended to, as the shell's >> would).  Directories,
 *   block devices and sockets are refused.
 * A failure leaves any old file intact and no temporary file behind; err
 * says why, naming path, and errno is the cause (the writer's own errno
 * when it failed). */
bool file_write_atomic(const char *path, file_writer_fn write, const void *ctx,
		       file_replace how, char *err, size_t errlen);

/* As file_write_atomic() for a regular file (or a new one, links
 * followed), which also locks the new file (flock(2) LOCK_EX) before it
 * takes the name: *lock_fd is then an open descriptor of it holding the
 * lock, for the caller to close (and the old file's lock, if the caller
 * held one, may be let go after the call: there is no moment when the
 * file at path is unlocked).  Anything but a regular file is refused
 * (EINVAL); *lock_fd is -1 after a failure. */
bool file_write_atomic_locked(const char *path, file_writer_fn write, const void *ctx,
			      file_replace how, int *lock_fd, char *err, size_t errlen);

/* Remove the temporary files of the file at path (links followed) that
 * their writers left when they were killed: those no writer holds a lock
 * on.  Best effort; a count calls it when it takes its checkpoint. */
void file_remove_stale_temps(const char *path);

/* "a directory", "a FIFO (named pipe)", ... for a file that is not a
 * regular one, for messages. */
const char *file_type_name(mode_t mode);

#endif
