/* SPDX-License-Identifier: MIT */
/* --record FILE.cast: the session as an asciicast v2 recording, which
 * `asciinema play` and asciinema's web player play back: a header line
 * (width, height, timestamp, title, the command) and one event a line,
 * [seconds, "o", "output"] for what the screen showed and [seconds, "r",
 * "COLSxROWS"] for a resize.
 *
 * What is recorded is curses' own screen after each refresh (curscr, the
 * cells curses has put on the terminal), written as the difference from
 * the last frame in xterm's escape sequences: the text, its colours and
 * its attributes, exactly what the class saw.  Why not curses' bytes
 * themselves: ncurses writes them to the descriptor of the FILE given to
 * newterm() and sets the terminal's modes on that same descriptor, so
 * teeing them needs a second terminal in between (a pseudo-terminal
 * relay, which would then have to carry the real terminal's modes, its
 * size, job control and signals across) or interposing write(); both are
 * far more fragile than reading the screen curses keeps.
 *
 * One recording per process (as one terminal).  The file is written
 * through a buffer flushed a few times a second, so the recording costs
 * the explorer a scan of the screen per frame drawn and no more; a write
 * that fails (a full disk) ends the recording, not the session:
 * record_trouble() says so once. */
#ifndef KTOUR_UI_TERM_RECORD_H
#define KTOUR_UI_TERM_RECORD_H

#include <stdbool.h>
#include <stddef.h>

/* Before the terminal starts: open path (created, or replaced) for a
 * recording titled `title` of `command`.  False with a message. */
bool record_open(const char *path, const char *title, const char *command, char *err,
		 size_t errlen);
/* After the terminal started: the header, with the screen's size; time 0
 * is `now` (seconds, the loop's clock). */
void record_begin(double now);
/* After each refresh: what changed on the screen since the last frame (a
 * new size first, as a resize event); `cleared`: the screen was cleared
 * and painted again (Ctrl-L, a new layout, a new theme), when every row
 * is read again, not only those curses changed. */
void record_frame(double now, bool cleared);
/* The message, once, when the recording stopped on an error ("Recording
 * stopped: x.cast: No space left on device; the session goes on."); else
 * NULL. */
const char *record_trouble(void);
/* End the recording; false with the message when its last write failed. */
bool record_close(char *err, size_t errlen);

#endif
