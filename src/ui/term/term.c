/* SPDX-License-Identifier: MIT */
/* Terminal set-up/restore and signals. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "term.h"
#include "ktour/escape.h"

#include <curses.h>
#include <term.h>
#include <langinfo.h>
#include <locale.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

volatile sig_atomic_t term_sig_quit;
volatile sig_atomic_t term_sig_winch;
volatile sig_atomic_t term_sig_tstp;
volatile sig_atomic_t term_sig_cont;

static SCREEN *screen;
static bool active;
static mmask_t mouse_mask;
static bool atexit_done;
static sigset_t wait_mask, our_signals;

static void handle(int sig, void (*fn)(int));

/* NSIG (one past the highest signal number) is no POSIX.1-2008 name; every
 * system ktour runs on has it, and 65 covers Linux's and the BSDs' 64. */
#ifndef NSIG
#define NSIG 65
#endif

#define TERM_STR(x) TERM_STR_(x)
#define TERM_STR_(x) #x

const char *ui_curses_version(void)
{
#if defined(NCURSES_VERSION) && defined(NCURSES_VERSION_PATCH)
	return "ncursesw " NCURSES_VERSION "." TERM_STR(NCURSES_VERSION_PATCH);
#elif defined(NCURSES_VERSION)
	return "ncursesw " NCURSES_VERSION;
#else
	return "curses";
#endif
}

/* For a crash: what undoes curses' terminal modes, prepared while all is
 * well so that the handler only calls async-signal-safe functions. */
static struct termios saved_tty;
static bool saved_tty_ok;
static char crash_reset[256];
static size_t crash_reset_len;

static void on_quit(int sig) { term_sig_quit = sig; }

static void on_crash(int sig)
{
	if (active) {
		if (write(STDOUT_FILENO, crash_reset, crash_reset_len) < 0) {
			/* nothing more can be done */
		}
		if (saved_tty_ok)
			tcsetattr(STDIN_FILENO, TCSADRAIN, &saved_tty);
	}
	signal(sig, SIG_DFL);
	raise(sig);
}

/* Attributes off, mouse reports off, keypad mode off, cursor shown,
 * normal screen. */
static void prepare_crash_reset(void)
{
	const char *caps[] = {"sgr0", "rmkx", "cnorm", "rmcup"};
	size_t n = 0;
	static const char mouse_off[] = "\033[?1006l\033[?1000l\033[?1002l";
	memcpy(crash_reset, mouse_off, sizeof mouse_off - 1);
	n = sizeof mouse_off - 1;
	for (size_t i = 0; i < sizeof caps / sizeof caps[0]; i++) {
		const char *v = tigetstr(caps[i]);
		if (!v || v == (char *)-1)
			continue;
		size_t len = strlen(v);
		if (n + len + 2 >= sizeof crash_reset)
			break;
		memcpy(crash_reset + n, v, len);
		n += len;
	}
	crash_reset[n++] = '\r';
	crash_reset[n++] = '\n';
	crash_reset_len = n;
	int fatal[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
	for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
		handle(fatal[i], on_crash);
}

static void on_winch(int sig) { (void)sig; term_sig_winch = 1; }
static void on_tstp(int sig) { (void)sig; term_sig_tstp = 1; }
static void on_cont(int sig) { (void)sig; term_sig_cont = 1; }

static void handle(int sig, void (*fn)(int))
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = fn;
	sigemptyset(&sa.sa_mask);
	sigaction(sig, &sa, NULL);
}

void term_signals_install(void)
{
	sigemptyset(&our_signals);
	int sigs[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGWINCH, SIGTSTP, SIGCONT};
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaddset(&our_signals, sigs[i]);
	sigset_t old;
	sigprocmask(SIG_BLOCK, &our_signals, &old);
	wait_mask = old;
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigdelset(&wait_mask, sigs[i]);
	handle(SIGINT, on_quit);
	handle(SIGTERM, on_quit);
	handle(SIGHUP, on_quit);
	handle(SIGQUIT, on_quit); /* Ctrl-\ */
	handle(SIGPIPE, on_quit);
	handle(SIGWINCH, on_winch);
	handle(SIGTSTP, on_tstp);
	handle(SIGCONT, on_cont);
}

void term_deliver_signals(void)
{
	sigset_t pending;
	if (sigpending(&pending) != 0)
		return;
	for (int sig = 1; sig < NSIG; sig++)
		if (sigismember(&our_signals, sig) && sigismember(&pending, sig)) {
			/* Unblocking delivers them; then block again. */
			sigprocmask(SIG_UNBLOCK, &our_signals, NULL);
			sigprocmask(SIG_BLOCK, &our_signals, NULL);
			return;
		}
}

const sigset_t *term_wait_mask(void)
{
	return &wait_mask;
}

/* Let sig take its default action now (stop, or end the process), then
 * block it again; its handler is gone until handle() puts it back. */
static void raise_by_default(int sig)
{
	signal(sig, SIG_DFL);
	sigset_t one;
	sigemptyset(&one);
	sigaddset(&one, sig);
	sigprocmask(SIG_UNBLOCK, &one, NULL);
	raise(sig);
	sigprocmask(SIG_BLOCK, &one, NULL);
}

/* SIGQUIT and SIGPIPE end the process by their default action (a core
 * dump for Ctrl-\, a silent death in a pipeline), once the terminal is
 * restored. */
static void reraise_after_restore(void)
{
	if (term_sig_quit == SIGQUIT || term_sig_quit == SIGPIPE)
		raise_by_default(term_sig_quit);
}

void term_stop(void)
{
	if (!active)
		return;
	active = false;
	curs_set(1);
	endwin();
	fflush(stdout);
	reraise_after_restore();
}

/* cbreak() keeps XON/XOFF flow control, so Ctrl-S would stop the output:
 * the next refresh blocks in write() and nothing, not even q, works until
 * Ctrl-Q.  Off, Ctrl-S and Ctrl-Q reach us as keys (keys.c).  Saved as
 * curses' program mode: endwin() (q, signals, Ctrl-Z) puts the shell's
 * settings back, reset_prog_mode() (fg) takes this one again. */
static void flow_control_off(void)
{
	struct termios tio;
	if (tcgetattr(STDIN_FILENO, &tio) != 0)
		return;
	tio.c_iflag &= ~(tcflag_t)IXON;
	if (tcsetattr(STDIN_FILENO, TCSADRAIN, &tio) == 0)
		def_prog_mode();
}

/* The real window size (ncurses' own SIGWINCH handling is not installed:
 * ours is). */
void term_resize(void)
{
	struct winsize ws;
	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_row > 0 && ws.ws_col > 0)
		resize_term(ws.ws_row, ws.ws_col);
}

/* The screen moves the cursor to any square: a terminal type without
 * cursor addressing (dumb, an editor's shell buffer; a hard-copy one) would
 * get nothing drawn, a blank screen.  Asked of terminfo before newterm(),
 * which then writes nothing: false with the message, the terminal as it
 * was.  An unknown type is left to newterm()'s own failure below. */
static bool can_address_cursor(char *err, size_t errlen)
{
	int found = 0;
	if (setupterm(NULL, STDOUT_FILENO, &found) != OK)
		return true;
	const char *cup = tigetstr("cup");
	bool ok = cup && cup != (char *)-1 && !tigetflag("hc");
	del_curterm(cur_term);
	if (!ok) {
		const char *t = getenv("TERM");
		snprintf(err, errlen,
			 "the terminal %s cannot move the cursor (no cursor addressing), so "
			 "the screen cannot be drawn: run ktour in a terminal emulator (e.g. "
			 "TERM=xterm-256color), or use a command without a screen (solve, "
			 "count, check, convert, render)",
			 ESCAPE_QUOTE(t ? t : "(unset)"));
	}
	return ok;
}

bool term_start(const explore_options *o, ui_caps *caps, char *err, size_t errlen)
{
	setlocale(LC_ALL, "");
	caps_input in;
	memset(&in, 0, sizeof in);
	in.codeset = nl_langinfo(CODESET);
	in.ascii_flag = o->ascii;
	in.color = o->color;
	in.no_color = getenv("NO_COLOR");
	set_escdelay(25);
	if (!can_address_cursor(err, errlen))
		return false;
	saved_tty_ok = tcgetattr(STDIN_FILENO, &saved_tty) == 0;
	screen = newterm(NULL, stdout, stdin);
	if (!screen) {
		const char *t = getenv("TERM");
		snprintf(err, errlen,
			 "cannot use the terminal '%s': set TERM to your terminal's type "
			 "(e.g. xterm-256color)",
			 t ? t : "(unset)");
		return false;
	}
	active = true;
	prepare_crash_reset();
	/* A stale LINES/COLUMNS in the environment loses to the kernel. */
	term_resize();
	if (!atexit_done) {
		atexit(term_stop);
		atexit_done = true;
	}
	cbreak(); /* keeps ISIG: Ctrl-C and Ctrl-Z send their signals */
	noecho();
	nonl();
	flow_control_off();
	keypad(stdscr, TRUE);
	nodelay(stdscr, TRUE);
	curs_set(0);
	if (has_colors()) {
		start_color();
		use_default_colors();
	}
	in.has_colors = has_colors();
	in.colors = COLORS;
	in.color_pairs = COLOR_PAIRS;
	*caps = caps_decide(&in);
	if (!o->no_mouse) {
		mmask_t want = BUTTON1_PRESSED | BUTTON1_CLICKED | BUTTON1_RELEASED;
		mouse_mask = mousemask(want, NULL);
		caps->mouse = mouse_mask != 0;
		mouseinterval(0);
	}
	return true;
}

void term_suspend(void)
{
	term_stop();
	/* Stop for real with the default action, then take the signal back. */
	raise_by_default(SIGTSTP);
	handle(SIGTSTP, on_tstp);
	/* Back in the foreground. */
	active = true;
	reset_prog_mode();
	term_resize();
	/* Keypad mode (arrows as ESC O A) before the screen says we are
	 * back, so that no arrow typed at once is misread.  keypad() writes
	 * keypad_xmit through curses and flushes it now.  (A putp() here
	 * went to stdio's buffer instead, which nothing flushed until after
	 * endwin at exit: it turned keypad mode back on in the shell.) */
	keypad(stdscr, TRUE);
	clearok(curscr, TRUE);
	refresh();
	curs_set(0);
	if (mouse_mask)
		mousemask(mouse_mask, NULL);
}

void term_die(const char *fmt, ...)
{
	term_stop();
	va_list ap;
	fflush(stdout);
	fputs("ktour: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}
