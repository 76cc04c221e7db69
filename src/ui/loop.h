/* The event loop (see loop.c). */
#ifndef KTOUR_UI_LOOP_H
#define KTOUR_UI_LOOP_H

#include "session.h"

/* Run until q or a quitting signal; returns the exit status. */
int loop_run(session *s);
/* Lay the screen out again for the terminal's current size. */
void loop_relayout(session *s);

#endif
