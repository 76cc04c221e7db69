/* SPDX-License-Identifier: MIT */
/* See count_classify.h. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "count_classify.h"
#include "ktour/classify.h"
#include "ktour/commands.h"
#include "ktour/escape.h"

int count_classify_report(const count_options *o, bool stats, volatile sig_atomic_t *stop)
{
	classify_result r;
	char err[300];
	if (!o->cfg.closed) {
		cli_error("count: --classify sorts closed tours by Stone's corner structure: add "
			  "--closed");
		return EXIT_USAGE;
	}
	if (!classify_closed_tours(&o->cfg, stop, &r, err, sizeof err)) {
		cli_error("count: %s", err);
		return EXIT_USAGE;
	}
	printf("%llu\n", (unsigned long long)r.tours);
	printf("type-I: %llu\n", (unsigned long long)r.type1);
	printf("type-II: %llu\n", (unsigned long long)r.type2);
	if (r.symmetries == 8)
		printf("quarter-turn: %llu\n", (unsigned long long)r.quarter_turn);
	printf("half-turn: %llu\n", (unsigned long long)r.half_turn);
	printf("reflection: %llu\n", (unsigned long long)r.reflection);
	printf("asymmetric: %llu\n", (unsigned long long)r.asymmetric);
	printf("up-to-symmetry: %llu\n", (unsigned long long)r.classes);
	if (stats || r.partial)
		escape_printf(stdout, "partial: %s\n", r.partial ? "yes" : "no");
	if (stats) {
		printf("board: %dx%d\n", o->cfg.spec.rows, o->cfg.spec.cols);
		printf("symmetries: %d\n", r.symmetries);
		printf("nodes: %llu\n", (unsigned long long)r.nodes);
		printf("seconds: %.6f\n", r.seconds);
	}
	if (fflush(stdout) != 0 || ferror(stdout)) {
		cli_error("count: writing to standard output: %s", strerror(errno ? errno : EIO));
		return EXIT_USAGE;
	}
	if (!r.partial)
		return EXIT_YES;
	return *stop ? 128 + *stop : EXIT_INTERRUPTED;
}
