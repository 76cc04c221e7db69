/* SPDX-License-Identifier: MIT */
/* The checkpoint container's inside (ktour/checkpoint.h): what the two
 * methods' bodies (checkpoint.c for backtracking, frontier_ckpt.c for the
 * frontier) use to write and read a checkpoint file.  The container owns
 * the first line (magic and version), the checksum and its line, the
 * atomic and locked write, opening a file to read and telling the methods
 * apart; a body writes and reads only what lies between the first line
 * and the checksum line.  Private to src/runner/ (and white-box tests). */
#ifndef KTOUR_CHECKPOINT_IMPL_H
#define KTOUR_CHECKPOINT_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ktour/checkpoint.h"
#include "ktour/escape.h"

/* ---- the checksum ------------------------------------------------------------ */

/* The running sum of a checkpoint's bytes, everything before its checksum
 * line: FNV-1a 64 over the bytes (backtracking), or over 64-bit words with
 * a final mix (the frontier: its files hold gigabytes). */
typedef struct ckpt_sum {
	count_method method;
	uint64_t h;
	unsigned char tail[8]; /* the frontier: bytes of an unfinished word */
	int ntail;
} ckpt_sum;

void ckpt_sum_init(ckpt_sum *s, count_method m);
void ckpt_sum_add(ckpt_sum *s, const void *data, size_t n);
uint64_t ckpt_sum_end(const ckpt_sum *s);

/* "checksum " and 16 hex digits and a newline. */
#define CKPT_SUM_LINE_BYTES 26

/* ---- writing ------------------------------------------------------------------ */

/* Where a body writes: each byte goes to the file and into the sum. */
typedef struct ckpt_out {
	FILE *f;
	ckpt_sum sum;
} ckpt_out;

bool ckpt_put(ckpt_out *o, const void *data, size_t n);
bool ckpt_putf(ckpt_out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A method's body: false on failure, errno set (a message of its own may
 * be left in the err given to ckpt_write, which then keeps it). */
typedef bool (*ckpt_body_fn)(ckpt_out *o, const void *ctx);

/* The whole file to f: the first line of m, the body, the checksum line. */
bool ckpt_write_stream(FILE *f, count_method m, ckpt_body_fn body, const void *ctx);

/* Write path atomically (file_write_atomic, ktour/file_io.h), a claimed
 * checkpoint's (lk: its lock passes to the new file) or, with lk NULL, as a
 * plain replacement.  False with a message naming the file; no temporary
 * file is left behind. */
bool ckpt_write(const char *path, count_method m, ckpt_body_fn body, const void *ctx,
		checkpoint_lock *lk, char *err, size_t errlen);

/* ---- reading ------------------------------------------------------------------ */

/* The method whose first line data[0..n) begins with; -1 for neither. */
int ckpt_method_of_bytes(const char *data, size_t n);

/* The first line of a checkpoint in data[0..size): its method (in *m) and
 * a version this ktour reads.  False with a message naming `name` (not a
 * checkpoint, CRLF line ends, another version). */
bool ckpt_check_first_line(const char *data, size_t size, const char *name, count_method *m,
			   char *err, size_t errlen);

/* A whole checkpoint in memory: its last line is the checksum of the
 * bytes before it, the body's end (*body_end).  False with a message
 * naming `name` (cut short, damaged). */
bool ckpt_check_sum(const char *data, size_t size, const char *name, count_method m,
		    size_t *body_end, char *err, size_t errlen);

/* Open path to read a checkpoint: a regular file, whose size goes to
 * *size.  -1 with a message ("checkpoint PATH: ..."). */
int ckpt_open(const char *path, uint64_t *size, char *err, size_t errlen);

/* A checkpoint read as a stream (the frontier's, too large to hold):
 * lines and bytes are summed as they are read, the first line checked on
 * opening and the checksum line at the end. */
typedef struct ckpt_in {
	FILE *f;
	const char *path;                /* as messages show it (escape_name) */
	char shown[ESCAPE_NAME_SIZE];
	uint64_t size;  /* of the file */
	ckpt_sum sum;
	char *line;
	size_t cap;
	int lineno;
	char *err;
	size_t errlen;
} ckpt_in;

/* Open path and read its first line, which must be method m's. */
bool ckpt_in_open(ckpt_in *in, const char *path, count_method m, char *err, size_t errlen);
/* The next line, summed, without its newline; it must begin with the word
 * key, whose value (after one blank) goes to *value. */
bool ckpt_in_line(ckpt_in *in, const char *key, char **value);
/* n bytes, summed. */
bool ckpt_in_read(ckpt_in *in, void *buf, size_t n);
/* Bytes read so far. */
uint64_t ckpt_in_offset(const ckpt_in *in);
/* The checksum line, matching the sum, and the end of the file. */
bool ckpt_in_end(ckpt_in *in);
void ckpt_in_close(ckpt_in *in);
/* "checkpoint PATH: line N: what"; false. */
bool ckpt_in_bad(ckpt_in *in, const char *what);

/* ---- the methods' bodies -------------------------------------------------------- */

/* A backtracking count's checkpoint to path under lk (checkpoint.c). */
bool count_checkpoint_save(const char *path, const count_checkpoint *c, checkpoint_lock *lk,
			   char *err, size_t errlen);
/* The frontier's settings in an open checkpoint, after its first line
 * (frontier_ckpt.c). */
bool frontier_ckpt_read_config(ckpt_in *in, checkpoint_config *k);

#endif
