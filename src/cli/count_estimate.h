/* SPDX-License-Identifier: MIT */
/* ktour count --estimate: Knuth's estimate of the size of the search tree
 * a count would walk (ktour/estimate.h), without counting. */
#ifndef KTOUR_CLI_COUNT_ESTIMATE_H
#define KTOUR_CLI_COUNT_ESTIMATE_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/count.h"
#include "ktour/estimate.h"

/* Probes when --probes is not given. */
#define COUNT_ESTIMATE_PROBES 10000

typedef struct count_estimate {
	estimate_stats st;
	uint64_t seed;
	ksq start;      /* the root; KSQ_NONE for every start square */
	bool partial;   /* stopped by *stop before all probes were made */
	double seconds;
} count_estimate;

/* Probe the tree of the count o (count_engine_config) `probes` times
 * from seed, stopping early (with at least one batch of probes) once
 * *stop is non-zero.  False with a message on a bad configuration. */
bool count_estimate_run(const count_options *o, uint64_t seed, uint64_t probes,
			volatile sig_atomic_t *stop, count_estimate *out, char *err,
			size_t errlen);

/* The estimate as the bare first line of the output. */
void count_estimate_print_value(const count_estimate *ce);
/* The --stats lines of the estimate (after the search's settings). */
void count_estimate_print_stats(const count_estimate *ce);

#endif
