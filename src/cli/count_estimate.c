/* SPDX-License-Identifier: MIT */
/* ktour count --estimate: the estimator (src/engine/estimate.c) driven in
 * batches, so that Ctrl-C stops it with the probes made so far, and
 * timed; see count_estimate.h. */
#include "count_estimate.h"

#include <stdio.h>
#include <time.h>

#include "ktour/escape.h"

/* Probes between looks at the stop flag: a fraction of a second even on
 * the largest boards the engine takes. */
#define ESTIMATE_BATCH 256

static double now_seconds(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

bool count_estimate_run(const count_options *o, uint64_t seed, uint64_t probes,
			volatile sig_atomic_t *stop, count_estimate *out, char *err,
			size_t errlen)
{
	engine_config cfg;
	if (!count_engine_config(o, &cfg, err, errlen))
		return false;
	estimate *est = estimate_create(&cfg, seed, err, errlen);
	if (!est)
		return false;
	double t0 = now_seconds();
	uint64_t done = 0;
	do {
		uint64_t n = probes - done < ESTIMATE_BATCH ? probes - done : ESTIMATE_BATCH;
		estimate_probe(est, n);
		done += n;
	} while (done < probes && !(stop && *stop));
	out->seconds = now_seconds() - t0;
	out->partial = done < probes;
	out->seed = seed;
	out->start = cfg.all_starts      ? KSQ_NONE
		     : cfg.prefix_len > 0 ? cfg.prefix[0]
		     : cfg.start == KSQ_NONE ? 0
					     : cfg.start;
	estimate_get(est, &out->st);
	estimate_destroy(est);
	return true;
}

void count_estimate_print_value(const count_estimate *ce)
{
	char buf[64];
	escape_printf(stdout, "%s\n",
		      estimate_format(ce->st.mean, ce->st.lg_mean, buf, sizeof buf));
}

void count_estimate_print_stats(const count_estimate *ce)
{
	const estimate_stats *s = &ce->st;
	char a[64], b[64];
	printf("estimate: search-tree nodes (advances of one plain backtrack search)\n");
	printf("probes: %llu\n", (unsigned long long)s->probes);
	printf("seed: %llu\n", (unsigned long long)ce->seed);
	escape_printf(stdout, "mean: %s\n", estimate_format(s->mean, s->lg_mean, a, sizeof a));
	escape_printf(stdout, "standard-error: %s\n",
		      estimate_format(s->sem, s->lg_sem, a, sizeof a));
	escape_printf(stdout, "interval-95: %s %s\n", estimate_format(s->lo, s->lg_lo, a, sizeof a),
		      estimate_format(s->hi, s->lg_hi, b, sizeof b));
	printf("seconds: %.6f\n", ce->seconds);
}
