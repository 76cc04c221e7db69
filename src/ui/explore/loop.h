/* SPDX-License-Identifier: MIT */
/* The event loop (see loop.c). */
#ifndef KTOUR_UI_LOOP_H
#define KTOUR_UI_LOOP_H

#include "ui/session/session.h"

/* Run until q or a quitting signal; returns the exit status.  The
 * terminal must be started (term_start) and s open. */
int loop_run(session *s);
/* The monotonic clock, in seconds: the one the loop passes down. */
double loop_now(void);

#endif
