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

/* Write path atomically: `write` fills a temporary file (.ktour-tmp-XXXXXX)
 * in the same directory, which is flushed, fsynced and renamed over path
 * (the directory is fsynced too).  With `overwrite` false an existing path
 * is never replaced (link() claims the name, so there is no race); an
 * existing path that is not a regular file is never replaced either; a
 * replaced file keeps its permissions.  A failure leaves any old file
 * intact and no temporary file behind; err says why, naming path, and
 * errno is the cause (the writer's own errno when it failed). */
bool file_write_atomic(const char *path, file_writer_fn write, const void *ctx, bool overwrite,
		       char *err, size_t errlen);

/* "a directory", "a FIFO (named pipe)", ... for a file that is not a
 * regular one, for messages. */
const char *file_type_name(mode_t mode);

#endif
