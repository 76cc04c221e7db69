/* SPDX-License-Identifier: MIT */
/* Keys that arrive as escape sequences curses did not know.  Curses
 * knows the spellings terminfo gives for TERM; others come through as
 * Esc and then their bytes: with TERM=xterm-256color inside tmux, End is
 * ESC [ 4 ~ (read as Esc, '[', '4', '~': in a replay the previous file
 * and a speed).  The loop (loop.c) hands the bytes after an Esc to
 * keyseq_parse(), which reads the usual spellings of the cursor and
 * editing keys (ESC [ 1 ~ ... [ 8 ~, ESC [ H / F, ESC O H / F, with
 * modifiers as in ESC [ 1 ; 5 H) as their keys and swallows any other
 * CSI or SS3 sequence whole, so that it never turns into separate keys.
 * No curses: tested in tests/unit/test_ui_keyseq.c. */
#ifndef KTOUR_UI_KEYSEQ_H
#define KTOUR_UI_KEYSEQ_H

#include <stddef.h>

/* The longest sequence read; a longer one is swallowed up to there. */
#define KEYSEQ_MAX 32
/* Once a sequence has begun (ESC [ or ESC O), how long the loop waits for
 * the rest of it, in milliseconds (a terminal sends it at once; a pty may
 * hand it over in pieces). */
#define KEYSEQ_WAIT_MS 50

typedef enum keyseq_result {
	KEYSEQ_NONE = 0, /* no sequence: Esc alone, or Esc and then another key */
	KEYSEQ_MORE,     /* the start of a sequence (or Esc alone so far): more
			    is needed */
	KEYSEQ_DONE,     /* a whole sequence, in the first *used of the codes */
} keyseq_result;

/* in[0..n-1]: Esc (27), then what curses returned after it (bytes, or a
 * curses key code, which no sequence contains).  On KEYSEQ_DONE *key is
 * the key (a UK_* code of keys.h, or a character for the application
 * keypad's digits and signs), UK_NONE for a sequence that means nothing
 * here (swallowed); the codes after *used belong to the next keys.  A
 * sequence broken by a code that cannot be in it ends before that code. */
keyseq_result keyseq_parse(const int *in, size_t n, int *key, size_t *used);

/* The key of a curses key that terminfo names but curses has no code of
 * its own for (extended names: "kHOM5" is Ctrl-Home, "kDC3" Alt-Delete):
 * the key without its modifier where that is sensible (Home, End,
 * Delete, Page Up and Down, the arrows); UK_NONE otherwise. */
int keyseq_from_name(const char *name);

#endif
