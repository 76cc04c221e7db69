/* SPDX-License-Identifier: MIT */
/* Private to the harness (pty.c, pty_child.c, pty_screen.c): the terminal
 * object and what its parts share.  Tests include pty.h only. */
#ifndef KTOUR_TESTS_E2E_PTY_IMPL_H
#define KTOUR_TESTS_E2E_PTY_IMPL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <vterm.h>

#include "pty.h"

enum {
	PTY_TAIL_MAX = 240,   /* last output bytes kept for pty_dump */
	PTY_SCAN_PARAMS = 16, /* DEC mode parameters followed per sequence */
};

struct pty_term {
	pid_t pid;	    /* our child: the job-control shell (pty_child.c) */
	pid_t prog;	    /* the program it runs, leader of its own group */
	int fd;		    /* master side, non-blocking */
	VTerm *vt;
	VTermScreen *screen;
	VTermState *state;
	int rows, cols;
	bool eof;	    /* every writer of the slave side has gone */
	bool reaped;	    /* waitpid has collected the child */
	int status;	    /* its waitpid status (the program's, relayed) */
	int64_t reaped_at;  /* when (ms) */
	bool write_failed;  /* the master refused bytes: child gone */
	bool altscreen, cursor_visible;
	int mouse, bells;
	/* modes libvterm does not report, followed in the raw output by
	 * dec_scan (pty.c): DECCKM (ESC [ ? 1 h/l), DECKPAM/DECKPNM (ESC =,
	 * ESC >), bracketed paste (ESC [ ? 2004 h/l) */
	bool cursor_keys_app, keypad_app, bracketed_paste;
	char *out;	    /* bytes queued for the child */
	size_t out_len, out_cap;
	unsigned char tail[PTY_TAIL_MAX];
	size_t tail_len;
	unsigned long long bytes_in;
	int scan, nparams, params[PTY_SCAN_PARAMS]; /* see dec_scan */
	pty_term *next; /* the list of open terminals */
};

/* pty.c */
void pty_io_reap(pty_term *t);	   /* waitpid without waiting */
void *pty_xmalloc(size_t n);	   /* malloc or abort */

/* pty_child.c: run in the parent before fork (they allocate) ... */
const char **pty_env_build(const char *const env[]);
char *pty_path_lookup(const char *name);
/* ... and in the forked child: runs argv under the job-control shell,
 * reporting the program's pid on report_fd; never returns. */
_Noreturn void pty_child_main(const char *path, const char *const argv[],
			      const char **envp, int report_fd);

/* pty_screen.c */
char *pty_row_build(pty_term *t, int row, int **colmap);

#endif
