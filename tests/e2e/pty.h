/* SPDX-License-Identifier: MIT */
/* End-to-end test harness: a program runs in a pseudo-terminal, its output
 * is interpreted by libvterm (a headless terminal emulator) and the tests
 * read the screen back, send keys, mouse clicks, resizes and signals.
 *
 * Reading the screen never reads new output: call a pty_wait_* function
 * (or pty_pump) first.  Every wait polls the terminal until its condition
 * holds or its timeout (milliseconds, monotonic clock) runs out; nothing
 * blocks without a time limit, so a hung program fails a test instead of
 * hanging CI.  Rows and columns are 0-based everywhere.
 *
 * See tests/e2e/README.md for how to write a test. */
#ifndef KTOUR_TESTS_E2E_PTY_H
#define KTOUR_TESTS_E2E_PTY_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/wait.h> /* WIFEXITED etc. for pty_wait_exit's status */

typedef struct pty_term pty_term;

/* A generous wait for "this should appear": it is only ever spent in full
 * when a test fails. */
#define PTY_TIMEOUT_MS 5000

/* ---- starting and stopping ------------------------------------------- */

/* The binary under test: $KTOUR_BIN, or "./ktour" when unset or empty. */
const char *pty_ktour_bin(void);

/* Runs argv (argv[0] is a path, or a name looked up in $PATH; NULL-ended)
 * in a new pseudo-terminal of rows x cols.  The child gets the test's
 * environment with these defaults on top:
 *   TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 ESCDELAY=25
 *   KTOUR_CONFIG=/dev/null (no settings file: a developer's own cannot
 *   change what a test sees)
 * and NO_COLOR, LINES, COLUMNS removed (so CI settings don't leak in);
 * then env (NULL-ended, or NULL for none) on top of that: "NAME=value"
 * sets, a bare "NAME" unsets.  Signal dispositions and the signal mask are
 * reset to defaults in the program.
 *
 * The program runs as under an interactive shell: a tiny job-control shell
 * leads the terminal's session and the program is its foreground process
 * group, so Ctrl-C reaches it as SIGINT (if it keeps ISIG on) and Ctrl-Z
 * really stops it (see pty_fg).  The shell ends the way the program ends,
 * so pty_wait_exit reports the program's own status.
 *
 * When pty_spawn returns, the program's process exists, so a signal can
 * be sent at once.  Returns NULL (with a message on stderr) when the
 * pseudo-terminal cannot be made; a program that cannot be executed prints
 * why on the terminal and exits with status 127. */
pty_term *pty_spawn(const char *const argv[], const char *const env[], int rows,
		    int cols);

/* pty_spawn of pty_ktour_bin() followed by args (NULL-ended, or NULL). */
pty_term *pty_spawn_ktour(const char *const args[], const char *const env[],
			  int rows, int cols);

/* A terminal without a program, to play bytes back through (a recording,
 * tests/e2e/test_e2e_record.c): its screen is read as any other's, bytes
 * go in with pty_feed and a new size with pty_virtual_resize; pty_close
 * frees it. */
pty_term *pty_virtual(int rows, int cols);
void pty_feed(pty_term *t, const char *bytes, size_t n);
void pty_virtual_resize(pty_term *t, int rows, int cols);

/* Kills the program and the shell (their process groups, SIGKILL, and the
 * terminal's foreground process group) if they are still running, reaps
 * the child within a bounded time, frees everything.  NULL is allowed. */
void pty_close(pty_term *t);

/* Closes every terminal still open (also run at exit). */
void pty_close_all(void);

/* A cmocka teardown that closes every terminal still open, so that a
 * failed assertion (which leaves the test function early) leaves no
 * process behind:  cmocka_unit_test_teardown(test_x, pty_teardown). */
int pty_teardown(void **state);

/* ---- waiting ----------------------------------------------------------- */

/* Until the screen contains text (UTF-8; may span rows with '\n').
 * False on timeout, or as soon as the program has ended and the text is
 * not there. */
bool pty_wait_text(pty_term *t, const char *text, int timeout_ms);

/* Until the screen no longer contains text. */
bool pty_wait_gone(pty_term *t, const char *text, int timeout_ms);

/* Until no output has arrived for quiet_ms (true), or timeout_ms has passed
 * with output still flowing (false).  True at once after end of output. */
bool pty_wait_stable(pty_term *t, int quiet_ms, int timeout_ms);

/* Until the program has exited, reading its output up to the end.  *status
 * (if not NULL) gets the waitpid status: use WIFEXITED, WEXITSTATUS,
 * WIFSIGNALED, WTERMSIG.  False if still running at the timeout. */
bool pty_wait_exit(pty_term *t, int timeout_ms, int *status);

/* Until pred(t, arg) is true.  pred is checked at the start, after every
 * chunk of output and at least every 10 ms (so it may look at the process:
 * pty_stopped, pty_running).  The general form of the waits above. */
bool pty_wait_until(pty_term *t, bool (*pred)(pty_term *t, void *arg), void *arg,
		    int timeout_ms);

/* Reads whatever output is available now, without waiting. */
void pty_pump(pty_term *t);

/* True while the program has not exited (checks without waiting). */
bool pty_running(pty_term *t);

/* ---- the screen -------------------------------------------------------- */

int pty_rows(const pty_term *t);
int pty_cols(const pty_term *t);

/* The whole screen as UTF-8, one line per row joined with '\n' (no final
 * newline), trailing blanks of each row trimmed.  Empty cells read as
 * spaces.  malloc'd: free() it. */
char *pty_screen_text(pty_term *t);

/* One row, as in pty_screen_text; NULL if row is off the screen. */
char *pty_row_text(pty_term *t, int row);

/* strstr on pty_screen_text. */
bool pty_screen_contains(pty_term *t, const char *text);

/* The first (topmost, then leftmost) place where text (one line) appears:
 * the screen row and column (cell, not byte) of its first character. */
bool pty_find_text(pty_term *t, const char *text, int *row, int *col);

/* Colours: PTY_COLOUR_DEFAULT (no colour set: SGR 39/49 or reset), a
 * palette index 0..255 (SGR 30-37, 90-97, 38;5;N ...), or a direct colour
 * PTY_COLOUR_RGB(r, g, b). */
#define PTY_COLOUR_DEFAULT (-1)
#define PTY_COLOUR_RGB(r, g, b) (0x1000000 | ((r) << 16) | ((g) << 8) | (b))

typedef struct {
	char text[32];	/* the cell's characters as UTF-8; " " when empty */
	uint32_t ch;	/* its first code point; ' ' when empty */
	int width;	/* 1, or 2 for a wide character; 0 for the right half
			   of a wide character and for a cell off the screen */
	int fg, bg;	/* PTY_COLOUR_DEFAULT, 0..255, or PTY_COLOUR_RGB() */
	bool bold, underline, italic, blink, reverse, strike;
} pty_cell_info;

pty_cell_info pty_cell(pty_term *t, int row, int col);

/* True if any cell has a foreground or background colour other than the
 * default (for NO_COLOR and TERM=vt100 tests). */
bool pty_screen_has_colour(pty_term *t);

/* A hash of every cell: characters, colours and attributes.  Equal screens
 * give equal hashes, so comparing the hash before and after (say, k steps
 * back then k forward) checks that the screen is identical, colours
 * included; compare pty_screen_text too for a readable failure. */
uint64_t pty_screen_hash(pty_term *t);

/* Where the cursor is. */
void pty_cursor(pty_term *t, int *row, int *col);

/* ---- terminal modes (as the program set them) -------------------------- */

bool pty_altscreen(const pty_term *t);	    /* alternate screen active */
bool pty_cursor_visible(const pty_term *t); /* cursor shown (DECTCEM) */

enum { PTY_MOUSE_OFF, PTY_MOUSE_CLICK, PTY_MOUSE_DRAG, PTY_MOUSE_MOVE };
int pty_mouse_mode(const pty_term *t); /* PTY_MOUSE_*: what is reported */

/* Followed in the raw output (libvterm does not report them): cursor-key
 * application mode (DECCKM: ESC [ ? 1 h, what ncurses' keypad() sends;
 * arrows then send ESC O A), keypad application mode (ESC =, off with
 * ESC >) and bracketed paste (ESC [ ? 2004 h). */
bool pty_cursor_keys_app(const pty_term *t);
bool pty_keypad_app(const pty_term *t);
bool pty_bracketed_paste(const pty_term *t);

/* True when the pen has no attribute left set: no bold, underline, italic,
 * blink, reverse, strike, alternate font, and default colours. */
bool pty_attrs_reset(pty_term *t);

/* The terminal as a well-behaved program leaves it: normal screen, cursor
 * visible, mouse reporting off, cursor keys and keypad in normal mode,
 * bracketed paste off, attributes reset. */
bool pty_restored(pty_term *t);

int pty_bell_count(const pty_term *t); /* BEL characters received */

/* ---- input --------------------------------------------------------------
 * Every sender first reads pending output (so that key encodings follow
 * the modes the program has set), then writes; false if the bytes could
 * not all be written within PTY_TIMEOUT_MS (e.g. the program has exited). */

bool pty_send(pty_term *t, const char *bytes); /* raw bytes, e.g. "q" */

typedef enum {
	PTY_KEY_ENTER,
	PTY_KEY_TAB,
	PTY_KEY_BACKSPACE,
	PTY_KEY_ESC,
	PTY_KEY_UP,
	PTY_KEY_DOWN,
	PTY_KEY_LEFT,
	PTY_KEY_RIGHT,
	PTY_KEY_INSERT,
	PTY_KEY_DELETE,
	PTY_KEY_HOME,
	PTY_KEY_END,
	PTY_KEY_PAGEUP,
	PTY_KEY_PAGEDOWN,
	PTY_KEY_F1, /* PTY_KEY_F1 + n - 1 is Fn, up to F12 */
	PTY_KEY_F12 = PTY_KEY_F1 + 11,
} pty_key;

/* A key as xterm sends it, in the cursor-key and keypad modes the program
 * has selected (ESC O A for up after ncurses' keypad(), ESC [ A before). */
bool pty_send_key(pty_term *t, pty_key key);

/* Ctrl + c: pty_send_ctrl(t, 'l') sends 0x0c (form feed, redraw). */
bool pty_send_ctrl(pty_term *t, char c);

/* A left click (press then release) at a screen cell, in SGR 1006 form:
 * ESC [ < 0 ; col+1 ; row+1 M, then the same ending in m. */
bool pty_click(pty_term *t, int row, int col);

/* One SGR 1006 mouse report: button 0 left, 1 middle, 2 right, 64/65 wheel
 * up/down; press true for M, false for m. */
bool pty_mouse(pty_term *t, int button, int row, int col, bool press);

/* New window size: the emulator's screen and the kernel's (TIOCSWINSZ, which
 * sends SIGWINCH to the program).  (The emulator keeps 2 columns at least:
 * libvterm 0.1 crashes on a wide character in one column; pty_cols tells
 * the emulator's width.) */
bool pty_resize(pty_term *t, int rows, int cols);

/* kill(2) of the program (its process only, not its group); false if it
 * has exited.  Typing Ctrl-C is pty_send_ctrl(t, 'c') instead: the kernel
 * raises SIGINT only while the program keeps ISIG on (cbreak() does, raw()
 * does not). */
bool pty_signal(pty_term *t, int sig);

/* Job control, as at an interactive shell.  pty_send_ctrl(t, 'z') (or
 * pty_signal(t, SIGTSTP)) stops the program; pty_stopped is true while it
 * is stopped (the shell then holds the terminal); pty_fg is the shell's
 * "fg": the terminal goes back to the program, which gets SIGCONT. */
bool pty_stopped(pty_term *t);
bool pty_fg(pty_term *t);

/* The program's pid (it leads its own process group), and the terminal's
 * foreground process group now (0 if it cannot be read).  With a real
 * shell as the program (pty_spawn of "bash -i"), the shell holds the
 * terminal when they are equal: its job has stopped or ended. */
long pty_pid(const pty_term *t);
long pty_foreground(pty_term *t);

/* kill(2) of the terminal's foreground process group: what a key such as
 * Ctrl-C would signal.  With a real shell in the terminal that is the job
 * it runs in the foreground, not the shell. */
bool pty_signal_fg(pty_term *t, int sig);

/* The terminal's settings as the program left them (tcgetattr through the
 * master side: on Linux it reads the slave's); false if it cannot. */
struct termios;
bool pty_termios(pty_term *t, struct termios *tio);

/* The terminal hangs up, as when its window is closed: the master side is
 * closed, the kernel signals SIGHUP to the session's leader, the harness's
 * shell, which passes SIGHUP on to the program (and SIGCONT only if the
 * program is stopped, as bash does).  No more output can be read: wait for
 * the end with pty_wait_exit. */
bool pty_hangup(pty_term *t);

/* ---- diagnostics ------------------------------------------------------- */

/* Prints the screen as the test last saw it (numbered rows), the modes,
 * the program's state and the last output bytes.  Call it before failing
 * so that CI logs show why.  NULL is allowed. */
void pty_dump(pty_term *t, FILE *f);

/* ---- cmocka assertions --------------------------------------------------
 * Usable where <cmocka.h> is included; on failure they dump the screen to
 * stderr and fail the test at the caller's line. */

#define pty_assert(t, cond)                                                   \
	do {                                                                  \
		if (!(cond)) {                                                \
			pty_dump((t), stderr);                                \
			print_error("pty_assert failed: %s\n", #cond);        \
			_fail(__FILE__, __LINE__);                            \
		}                                                             \
	} while (0)

#define pty_assert_text(t, text)                                              \
	do {                                                                  \
		if (!pty_wait_text((t), (text), PTY_TIMEOUT_MS)) {            \
			pty_dump((t), stderr);                                \
			print_error("screen never showed \"%s\"\n", (text));  \
			_fail(__FILE__, __LINE__);                            \
		}                                                             \
	} while (0)

#define pty_assert_gone(t, text)                                              \
	do {                                                                  \
		if (!pty_wait_gone((t), (text), PTY_TIMEOUT_MS)) {            \
			pty_dump((t), stderr);                                \
			print_error("screen still shows \"%s\"\n", (text));   \
			_fail(__FILE__, __LINE__);                            \
		}                                                             \
	} while (0)

/* The child exits (not killed) with exit status code. */
#define pty_assert_exit(t, code)                                              \
	do {                                                                  \
		int pty_status_ = 0;                                          \
		if (!pty_wait_exit((t), PTY_TIMEOUT_MS, &pty_status_) ||      \
		    !WIFEXITED(pty_status_) ||                                \
		    WEXITSTATUS(pty_status_) != (code)) {                     \
			pty_dump((t), stderr);                                \
			print_error("expected exit status %d\n", (code));     \
			_fail(__FILE__, __LINE__);                            \
		}                                                             \
	} while (0)

/* q quits: exit status 0, the terminal restored; then t is closed. */
#define pty_assert_quit(t)                                                    \
	do {                                                                  \
		assert_true(pty_send((t), "q"));                              \
		pty_assert_exit((t), 0);                                      \
		pty_assert((t), pty_restored(t));                             \
		pty_close(t);                                                 \
	} while (0)

#endif
