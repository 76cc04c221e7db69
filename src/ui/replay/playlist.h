/* SPDX-License-Identifier: MIT */
/* A replay of several files (ktour replay FILE...): which of the command
 * line's tours is on the screen, where ] and [ go from there, and the
 * board's title with the file's name and position, "tour2.txt (2/3)".
 *
 * The tours were read before the screen opened (src/cli/cmd_explore.c
 * reports a file that cannot be read, with its name, and exits 2) and
 * playlist_check() makes sure each can be replayed, so going to another
 * file does not fail on the file.  The keys go through the action table
 * (ACT_NEXT_FILE, ACT_PREV_FILE): app.c asks for a file with FX_PLAY_FILE
 * and session_perform() plays it with playlist_play()
 * (src/ui/session/session_playlist.c, declared in session.h). */
#ifndef KTOUR_UI_PLAYLIST_H
#define KTOUR_UI_PLAYLIST_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/ui.h"

typedef struct playlist {
	const explore_options *opt; /* the tours and their names */
	size_t n;                   /* files named; 0 for a search */
	size_t at;                  /* the file last played from the list */
	bool shown;                 /* ... and it is on the screen */
} playlist;

/* The playlist of o: its replay_count files (one with just o->replay). */
void playlist_init(playlist *p, const explore_options *o);
/* The name of file i as the command line gave it ("<stdin>" for -). */
const char *playlist_name(const playlist *p, size_t i);
/* Something else is on the screen now (a search, a file loaded with l). */
void playlist_leave(playlist *p);

/* The file that ] (dir 1) or [ (dir -1) plays, of n, from file at: the
 * next or previous one; when the screen shows something else, the one
 * last played if there is none that way.  False at the end of the list. */
bool playlist_target(size_t n, size_t at, bool shown, int dir, size_t *to);

/* The board's title for file `name` (its last path component is shown) on
 * a rows x cols board, file at+1 of n (n < 2: no position), in at most
 * width columns: "8x8 tour2.txt (2/3)".  When it does not fit, the
 * board's size goes first (the labels show it too), then the name is cut
 * in the middle with `ellipsis` ("…" or "..."), so that the end that
 * tells files apart stays; the position is cut last. */
void playlist_title(char *out, size_t outlen, const char *name, int rows, int cols,
		    size_t at, size_t n, int width, const char *ellipsis);

/* Before the screen opens: can every file of o be replayed?  False with
 * "NAME: why" in err. */
bool playlist_check(const explore_options *o, char *err, size_t errlen);
#endif
