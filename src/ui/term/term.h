/* SPDX-License-Identifier: MIT */
/* The terminal: curses set-up and restore, signals, die().
 *
 * Signal handlers only set flags.  The signals are blocked except while
 * the event loop waits in pselect(), which unblocks them, so a signal
 * always wakes the wait and is never lost between a check and the wait.
 * The terminal is restored on every way out: q, SIGINT/SIGTERM/SIGHUP
 * (exit status 128 + the signal), SIGQUIT/SIGPIPE (then raised again with
 * the default action: killed by the signal, 131/141 at a shell), die(),
 * exit() (atexit). */
#ifndef KTOUR_UI_TERM_H
#define KTOUR_UI_TERM_H

#include <signal.h>
#include <stdbool.h>

#include "ui/base/caps.h"
#include "ktour/ui.h"

/* Set by the handlers; read and cleared by the loop. */
extern volatile sig_atomic_t term_sig_quit;   /* the signal number */
extern volatile sig_atomic_t term_sig_winch;
extern volatile sig_atomic_t term_sig_tstp;
extern volatile sig_atomic_t term_sig_cont;

/* Install the handlers and block the signals (before curses starts, so
 * that curses leaves them to us). */
void term_signals_install(void);
/* The mask to wait with: the normal mask with our signals unblocked. */
const sigset_t *term_wait_mask(void);

/* Let any of our signals that arrived be handled now.  pselect() returns
 * with the old mask restored and a pending signal undelivered when input
 * was ready, so the loop calls this after every wake-up with input. */
void term_deliver_signals(void);

/* Start curses and decide the capabilities.  False with a message (the
 * terminal is left as it was). */
bool term_start(const explore_options *o, ui_caps *caps, char *err, size_t errlen);
/* End curses (idempotent; also registered with atexit).  After SIGQUIT or
 * SIGPIPE it does not return: the signal is raised again, by default. */
void term_stop(void);
/* Ctrl-Z: restore the terminal, stop, and come back in curses mode. */
void term_suspend(void);
/* Take the new window size from the kernel. */
void term_resize(void);

/* End curses, print "ktour: message" and exit with status 2. */
_Noreturn void term_die(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
