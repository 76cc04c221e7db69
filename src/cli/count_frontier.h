/* ktour count --method: choosing between backtracking and the frontier
 * counter, and running the frontier counter with count's output contract
 * (first line the bare count, --stats key: value lines, exit statuses). */
#ifndef KTOUR_CLI_COUNT_FRONTIER_H
#define KTOUR_CLI_COUNT_FRONTIER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/options.h"

typedef enum count_method { METHOD_AUTO, METHOD_BACKTRACK, METHOD_FRONTIER } count_method;

/* What `ktour count` was asked, as far as the choice and the frontier
 * counter need it. */
typedef struct count_request {
	count_method method;
	uint64_t memory;          /* --memory, 0: default */
	const char *spill;        /* --spill DIR */
	bool stats, no_symmetry, estimate, classify; /* the last three: backtrack only */
	bool force; /* --checkpoint may replace a file */
	int threads;
	const char *checkpoint, *resume, *job;
	double every, time_limit;
	bool split_given;
	unsigned long long split;
	/* shared options given on the command line (they must agree with a
	 * resumed checkpoint) */
	bool board_given, closed_given, start_given, leaper_given, torus_given;
} count_request;

/* Parse --method NAME; false with a message. */
bool count_method_parse(const char *text, count_method *m);

/* Count with the frontier method when the request calls for it (and it
 * can serve the case): returns the exit status.  Returns -1 when the
 * backtrack count should run instead; `note` then says why the frontier
 * method was not used when it was asked for ("" otherwise). */
int count_frontier_maybe(shared_options *so, const count_request *rq, char *note,
			 size_t notelen);

#endif
