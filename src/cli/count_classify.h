/* SPDX-License-Identifier: MIT */
/* `ktour count --closed --classify`: the count, then Stone's classes as
 * "key: value" lines (src/runner/classify.c does the work). */
#ifndef KTOUR_CLI_COUNT_CLASSIFY_H
#define KTOUR_CLI_COUNT_CLASSIFY_H

#include <signal.h>
#include <stdbool.h>

#include "ktour/count.h"

/* Classify the closed tours of o->cfg and print them; stop polled; with
 * stats, the search's figures too.  Returns the exit status (130 or
 * 128 + the signal when stopped). */
int count_classify_report(const count_options *o, bool stats, volatile sig_atomic_t *stop);

#endif
