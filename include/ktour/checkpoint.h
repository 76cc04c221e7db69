/* SPDX-License-Identifier: MIT */
/* Checkpoints of counts, and saved search stacks as text (runner layer).
 *
 * One container holds the checkpoint of either counting method
 * (src/runner/checkpoint_file.c):
 *
 *   MAGIC VERSION                       the method's first line:
 *                                         ktour-checkpoint 1  backtracking
 *                                         ktour-frontier 1    the frontier
 *   ...                                 the method's body
 *   checksum 0123456789abcdef           of every byte before this line
 *
 * It is written atomically under the count's lock (checkpoint_claim), the
 * checksum summed as the body is written, and read back trusting nothing:
 * the first line, the size and the checksum must be what the writer
 * writes.  The sum is FNV-1a 64 over the bytes for backtracking (a text
 * file, small, that a shell can reseal) and a word-at-a-time variant of it
 * for the frontier (gigabytes of records on large boards).
 *
 * The backtracking body (checkpoint.c), one record a line:
 *
 *   board 6x6 / leaper 1,2 / torus no   the count's configuration: the
 *   tours open / start all /            settings codec's lines
 *   order 12345678 / prune lookahead    (config_checkpoint_spelling) ...
 *   symmetry yes / threads 2 / subtree -
 *   plan 664 3 9f0c3e1a2b4d5e6f         jobs, squares per job, fingerprint
 *   seconds 12.345678                   time spent so far, all runs
 *   job 17 done 12 3456 3400            job, solutions, advances, retreats
 *   job 18 running 3 1234 1200          ... and its stack on the next line:
 *   stack bits 9 0 0 0 0 0 0 12:0 ...   kind, depth, state, 5 counters,
 *                                       then depth "square:hex" pairs
 *
 * Jobs not listed are still to do.  The frontier's body (its settings,
 * figures and the classes as binary records) is in frontier_ckpt.c.  The
 * reader refuses a file that is not exactly what the writer writes with a
 * message naming the file (and the line). */
#ifndef KTOUR_CHECKPOINT_H
#define KTOUR_CHECKPOINT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ktour/config.h"
#include "ktour/engine.h"
#include "ktour/file_io.h"
#include "ktour/engine_stack.h"

/* The counting methods, each with its checkpoint body. */
typedef enum count_method { COUNT_BACKTRACK = 0, COUNT_FRONTIER } count_method;

#define CHECKPOINT_VERSION 1
#define CHECKPOINT_MAGIC "ktour-checkpoint"
#define FRONTIER_CHECKPOINT_MAGIC "ktour-frontier"
/* Larger backtracking checkpoints (read whole) are refused before they
 * are read. */
#define CHECKPOINT_MAX_BYTES (256L << 20)

/* The stack as one line of text (without "stack " and the newline), and
 * back; parsing checks syntax and that depth <= max_depth, nothing more. */
bool engine_stack_write(FILE *f, const engine_stack *st);
bool engine_stack_parse(const char *text, int32_t max_depth, engine_stack *out, char *err,
			size_t errlen);

/* save + write, parse + load: an engine's state to a line of text and back. */
bool engine_state_write(const engine *e, FILE *f);
bool engine_state_read(engine *e, const char *text, char *err, size_t errlen);

/* ---- count checkpoints ------------------------------------------------------ */

typedef enum job_status { JOB_TODO = 0, JOB_RUNNING, JOB_DONE } job_status;

typedef struct job_record {
	uint64_t index;
	job_status status; /* JOB_RUNNING or JOB_DONE */
	uint64_t solutions, advances, retreats;
	engine_stack stack; /* JOB_RUNNING: where it stopped */
} job_record;

/* The configuration of a count, as count_options holds it (a frontier
 * count's: board, leaper, closed, start and part; the rest as defaults). */
typedef struct checkpoint_config {
	board_spec spec;
	bool closed;
	bool order_warnsdorff;
	uint8_t order[8];
	prune_mode prune;
	bool every_start;
	ksq start;        /* KSQ_NONE with every_start */
	bool no_symmetry;
	int threads;      /* as given: 0 = online CPUs */
	const ksq *job;   /* --job subtree (job_len squares) or NULL */
	int32_t job_len;
	int part, parts;  /* the frontier's --job part/parts (0/0: all) */
} checkpoint_config;

/* A checkpoint as read: its method and configuration; a backtracking
 * count's whole state (the job records); a frontier count's classes stay
 * in the file (`path`), which the count streams when it resumes. */
typedef struct count_checkpoint {
	count_method method;
	char *path;           /* the file it was read from (owned), or NULL */
	checkpoint_config cfg;
	ksq *job_read;        /* cfg.job as read from a file (owned) */
	uint64_t njobs;
	int32_t prefix_len;
	uint64_t fingerprint; /* of the job list: prefixes and weights */
	double seconds;
	job_record *rec;      /* nrec records, increasing job index */
	size_t nrec;
} count_checkpoint;

void checkpoint_free(count_checkpoint *c);

/* Which settings checkpoint_config_diff compares. */
enum {
	CKF_BOARD = 1u << 0,
	CKF_LEAPER = 1u << 1,
	CKF_TORUS = 1u << 2,
	CKF_CLOSED = 1u << 3,
	CKF_START = 1u << 4,
	CKF_ORDER = 1u << 5,
	CKF_PRUNE = 1u << 6,
	CKF_SYMMETRY = 1u << 7,
	CKF_JOB = 1u << 8,
	CKF_PART = 1u << 9,
	CKF_ALL = (1u << 10) - 1, /* all but threads, which change no figure */
};

/* True when a and b agree on the settings in `fields`; else false and
 * `what` names the first difference, as "board 6x6, not 5x5" (a's value,
 * then b's). */
bool checkpoint_config_diff(const checkpoint_config *a, const checkpoint_config *b,
			    unsigned fields, char *what, size_t whatlen);

/* A backtracking count's checkpoint file: its text (the checksum line
 * included). */
bool checkpoint_write_stream(FILE *f, const count_checkpoint *c);

/* Write path atomically (file_write_atomic(), ktour/file_io.h), replacing
 * an older checkpoint.  False with a message naming the file; no temporary
 * file is left behind. */
bool checkpoint_write_file(const char *path, const count_checkpoint *c, char *err,
			   size_t errlen);

/* The method whose checkpoint path is, by its first line; -1 when it is
 * neither's (another file, or none that can be read). */
int checkpoint_method_of(const char *path);

/* ---- owning a checkpoint file ---------------------------------------------
 * A count holds an exclusive flock(2) lock on the checkpoint it writes and
 * on the one it resumes for as long as it runs, so a second count pointed
 * at either is refused.  Each write locks the new file before it takes the
 * name (file_write_atomic_locked), so the file at the path is never
 * unlocked while the count runs; the lock ends with the process. */
typedef struct checkpoint_lock {
	int fd;     /* a locked descriptor of the file at the path; -1: none
		       (no file there yet: the first write creates it) */
	bool force; /* the count may replace a read-only file (--force) */
} checkpoint_lock;

checkpoint_lock checkpoint_lock_none(void);
void checkpoint_lock_release(checkpoint_lock *lk);

/* Lock the file at path: 1 locked, 0 there is no such file, -1 refused
 * with a message (another process holds the lock: "another count is
 * using this checkpoint"; not a regular file; cannot be opened).  Locked
 * or absent, the temporary files a killed count left beside it
 * (PATH.ktour-tmp-...) are removed (file_remove_stale_temps()). */
int checkpoint_lock_take(const char *path, checkpoint_lock *lk, char *err, size_t errlen);

/* Make path the checkpoint of a count, locking it if it exists and lk
 * does not hold it already.  fresh: a new count, which replaces an
 * existing file only with force (the message says to use --resume or
 * --force); a resumed count refuses a read-only file without force, as it
 * could not save its progress.  False with a message naming path (lk is
 * then released). */
bool checkpoint_claim(const char *path, bool fresh, bool force, checkpoint_lock *lk, char *err,
		      size_t errlen);

/* Does lk hold the file that path names? */
bool checkpoint_lock_same(const checkpoint_lock *lk, const char *path);

/* Parse a backtracking count's checkpoint from memory; `name` is used in
 * messages.  On failure *out is empty (nothing to free) and err says what
 * is wrong ("NAME: not a ktour checkpoint", "NAME:7: ...").  Success means
 * only that the file is well formed: count_tours() checks the jobs and
 * stacks against the board before it searches anything. */
bool checkpoint_parse(const char *data, size_t size, const char *name, count_checkpoint *out,
		      char *err, size_t errlen);
/* Read a checkpoint of either method (checkpoint_method_of): a
 * backtracking one whole, as checkpoint_parse; a frontier one's settings
 * and time (its classes are checked and loaded when the count resumes).
 * Messages name the file. */
bool checkpoint_read_file(const char *path, count_checkpoint *out, char *err, size_t errlen);

/* FNV-1a, 64 bits, continuing from h (start with CHECKPOINT_FNV_INIT):
 * the backtracking checkpoint's sum. */
#define CHECKPOINT_FNV_INIT 0xcbf29ce484222325ull
uint64_t checkpoint_fnv1a(uint64_t h, const void *data, size_t size);

#endif
