/* SPDX-License-Identifier: MIT */
/* The one-line prompt at the bottom of the explorer (load a file, save to
 * a name, jump to a move, answer y/n): a line editor and file-name
 * completion.  Pure: no curses; completion only reads directories, so it
 * is tested against a temporary directory (tests/unit/test_ui_prompt.c). */
#ifndef KTOUR_UI_PROMPT_H
#define KTOUR_UI_PROMPT_H

#include <stdbool.h>
#include <stddef.h>

#define PROMPT_TEXT_MAX 1024
#define PROMPT_INFO_MAX 200
#define PROMPT_CYCLE_MAX 64

typedef struct prompt_line {
	char text[PROMPT_TEXT_MAX];
	size_t len, cur;            /* bytes; cur: the cursor (a byte offset) */
	char info[PROMPT_INFO_MAX]; /* what completion found ("3 matches: ...") */
	/* Tab again on an ambiguous name cycles through the matches. */
	char cycle[PROMPT_CYCLE_MAX][256];
	int ncycle, icycle;
	size_t cycle_at;            /* where the completed name starts */
} prompt_line;

/* Start editing with text (may be NULL), the cursor at its end. */
void prompt_set(prompt_line *p, const char *text);
/* Insert one character (a byte of printable ASCII, or a UTF-8 byte) at
 * the cursor; false (nothing changes) when the line is full. */
bool prompt_insert(prompt_line *p, int ch);
void prompt_backspace(prompt_line *p); /* the character before the cursor */
void prompt_delete(prompt_line *p);    /* the character under the cursor */
void prompt_left(prompt_line *p);
void prompt_right(prompt_line *p);
void prompt_home(prompt_line *p);
void prompt_end(prompt_line *p);
void prompt_clear(prompt_line *p);     /* Ctrl-U */

/* The names in dir that start with prefix (hidden ones only when prefix
 * starts with '.'), sorted; a directory gets a trailing '/'.  Returns how
 * many matched (up to max are stored in out, each at most 255 bytes);
 * -1 when dir cannot be read. */
int prompt_matches(const char *dir, const char *prefix, char out[][256], int max);

/* Tab: complete the word before the cursor (the whole line up to the
 * cursor is the path) to the longest common prefix of the names it
 * matches.  When that adds nothing and several match, info lists them and
 * a further Tab cycles through them.  Returns the number of matches. */
int prompt_complete(prompt_line *p);

#endif
