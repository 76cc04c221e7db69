/* SPDX-License-Identifier: MIT */
/* step_rate: the engine's own event-producing stepping rate on a search,
 * for comparison with the explorer at maximum speed (bench/run.sh runs
 * both on the same search, one after the other).
 * usage: step_rate STEPS   (8x8 backtrack from a8, order 12345678) */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "ktour/engine.h"

int main(int argc, char **argv)
{
	unsigned long long steps = argc > 1 ? strtoull(argv[1], NULL, 10) : 50000000ULL;
	engine_config cfg = engine_config_default();
	char err[200];
	engine *e = engine_create(&cfg, err, sizeof err);
	if (!e) {
		fprintf(stderr, "step_rate: %s\n", err);
		return 2;
	}
	struct timespec t0, t1;
	engine_event ev;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	for (unsigned long long i = 0; i < steps; i++)
		engine_step(e, &ev);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	double s = (double)(t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) / 1e9;
	printf("%.0f\n", (double)steps / s);
	engine_destroy(e);
	return 0;
}
