/* SPDX-License-Identifier: MIT */
/* ktour count: what the command line asks (count_request, filled once by
 * the option table of cmd_count.c), and the parts of the command that
 * both counting methods share or that are one method's:
 *
 *   cmd_count.c        the options, the choice of method, the count's
 *                      options (fresh or resumed) and its files, the run
 *   count_backtrack.c  backtracking's --job, --split, progress line, report
 *   count_frontier.c   the choice of method, the frontier's parts,
 *                      progress line, report
 *   count_estimate.c, count_classify.c   --estimate and --classify */
#ifndef KTOUR_CLI_COUNT_CLI_H
#define KTOUR_CLI_COUNT_CLI_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/count.h"
#include "ktour/frontier.h"
#include "ktour/options.h"

/* --method: auto, backtrack or frontier. */
typedef enum count_choice { CHOICE_AUTO, CHOICE_BACKTRACK, CHOICE_FRONTIER } count_choice;

typedef struct count_request {
	shared_options so;
	count_choice method;
	uint64_t memory;          /* --memory, 0: the default */
	const char *spill;        /* --spill DIR */
	bool stats, no_symmetry, estimate, classify, force;
	unsigned long long probes;
	int threads;              /* 0: not given */
	const char *checkpoint, *resume, *job;
	double every, time_limit; /* 0: not given */
	unsigned long long split;
	bool split_given;
	const char *part;         /* --part K/N (parsed into part_k, part_n) */
	int part_k, part_n;
	bool sum;                 /* --sum: the operands are files of part lines */
	char **files;
	int nfiles;
	unsigned given;           /* CKF_* of the shared options on the command line */
	/* why the frontier method was not used where it was asked for ("" if
	 * it was), for --stats */
	char note[200];
} count_request;

/* ---- count_frontier.c ---------------------------------------------------------- */

/* The method that counts rq (--method, the board, the options; a
 * checkpoint's own method): -1 with *m set, else the exit status after a
 * message.  Sets rq->note when the frontier method was asked for and
 * cannot count the case. */
int count_choose_method(count_request *rq, count_method *m);
/* --method frontier --split N: the jobs part:K/N, one a line. */
int count_frontier_parts(unsigned long long n);
/* --job part:K/N into o; false after a message. */
bool count_frontier_part(const char *job, count_options *o);
/* The frontier count of o, its report; the exit status. */
int count_frontier_report(const count_options *o, const frontier_result *r, bool stats);
void count_frontier_progress(void *ctx, const count_progress *p);

/* --stats' lines of a frontier count. */
void count_frontier_stats(const count_options *o, const frontier_result *r);

/* ---- count_pairs.c: an open count in parts by its ends ---------------------------- */

/* --part K/N: false after a message. */
bool count_pairs_parse(const char *text, int *part, int *parts);
/* Count part K of N of o's open count and print its line ("part K/N board
 * RxC open COUNT"); the exit status. */
int count_pairs_run(const count_options *o, int part, int parts, bool stats);
/* --sum FILE...: add the part lines of the files (none: stdin), every part
 * there once and all of one board and N; the exit status. */
int count_pairs_sum(char **files, int nfiles, bool stats);

/* ---- count_backtrack.c ----------------------------------------------------------- */

/* --job SQ,SQ,... into o (job owned by the caller): false after a message. */
bool count_backtrack_job(const char *spec, const shared_options *so, count_options *o,
			 ksq **job);
/* --split DEPTH: the jobs, one a line. */
int count_backtrack_split(const count_options *o, unsigned long long depth);
/* --estimate instead of the count. */
int count_backtrack_estimate(const count_options *o, const count_request *rq);
int count_backtrack_report(const count_options *o, const count_result *r, const count_request *rq);
void count_backtrack_progress(void *ctx, const count_progress *p);

/* ---- shared by the reports ---------------------------------------------------------- */

/* Flush stdout: EXIT_YES, or EXIT_USAGE after a message. */
int count_finish_stdout(void);
/* The end of a report: a checkpoint that failed, a stop (what is saved:
 * "search" or "count"); the exit status. */
int count_report_end(const count_options *o, bool partial, const char *checkpoint_error,
		     const char *saved);
/* --stats' lines of the checkpoint: its name, the files written, their
 * seconds (in all and the longest), their share of this run's time and
 * the share they may take. */
void count_report_saves(const count_options *o, const count_save_cost *s);
/* "count: 0 without a search: no tour can exist on the RxC board: WHY" */
void count_report_ruled_out(const count_options *o, const char *why);

#endif
