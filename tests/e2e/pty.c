/* SPDX-License-Identifier: MIT */
/* End-to-end test harness: see pty.h.
 *
 * One pty_term is a child process on the slave side of a pseudo-terminal
 * and, on the master side, a libvterm instance that interprets everything
 * the child writes.  All traffic goes through service(): it polls the
 * master, feeds what it reads to libvterm, and writes what is queued for
 * the child (our keys, and libvterm's answers to the program's queries such
 * as "where is the cursor?", which ncurses may wait for).
 *
 * This file: the terminal object, moving bytes, waiting, input, starting
 * and stopping.  pty_child.c is the child's side, pty_screen.c reads the
 * screen back. */
#include "pty_impl.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h> /* forkpty: the system header, not this directory's */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>
#include <vterm.h>

enum {
	READ_CHUNK = 4096,
	READ_BURST = 64 * 1024, /* read at most this much before re-checking */
	LINGER_MS = 1000,	/* after the child exits, wait this long at most
				   for a grandchild to close the terminal */
	IDLE_STEP_MS = 2,	/* poll step when there is no fd to wait on */
	REPORT_MS = 5000,	/* for the child to report the program's pid */
	RECHECK_MS = 10,	/* pty_wait_until's predicate, at least this often */
	REAP_MS = 5000,		/* pty_close: for SIGKILLed processes to be reaped */
};

static pty_term *open_terms;

/* ---- small helpers ----------------------------------------------------- */

static int64_t now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int ms_left(int64_t deadline)
{
	int64_t left = deadline - now_ms();
	if (left < 0)
		return 0;
	return left > 1000000 ? 1000000 : (int)left;
}

static void sleep_ms(int ms)
{
	struct timespec ts = {.tv_sec = ms / 1000, .tv_nsec = (long)(ms % 1000) * 1000000L};
	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		;
}

void *pty_xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p) {
		fputs("pty: out of memory\n", stderr);
		abort();
	}
	return p;
}

/* ---- libvterm callbacks ------------------------------------------------ */

/* libvterm's output (answers to queries, encoded keys) is queued for the
 * child; service() writes it when the master can take it. */
static void on_output(const char *s, size_t len, void *user)
{
	pty_term *t = user;
	if (t->out_len + len > t->out_cap) {
		size_t cap = t->out_cap ? t->out_cap : 256;
		while (cap < t->out_len + len)
			cap *= 2;
		char *p = realloc(t->out, cap);
		if (!p) {
			fputs("pty: out of memory\n", stderr);
			abort();
		}
		t->out = p;
		t->out_cap = cap;
	}
	memcpy(t->out + t->out_len, s, len);
	t->out_len += len;
}

/* Returning 1 tells libvterm the property was accepted, so its own state
 * follows too. */
static int on_settermprop(VTermProp prop, VTermValue *val, void *user)
{
	pty_term *t = user;
	switch (prop) {
	case VTERM_PROP_ALTSCREEN:
		t->altscreen = val->boolean != 0;
		break;
	case VTERM_PROP_CURSORVISIBLE:
		t->cursor_visible = val->boolean != 0;
		break;
	case VTERM_PROP_MOUSE:
		t->mouse = val->number;
		break;
	default:
		break;
	}
	return 1;
}

static int on_bell(void *user)
{
	pty_term *t = user;
	t->bells++;
	return 1;
}

static const VTermScreenCallbacks screen_callbacks = {
	.settermprop = on_settermprop,
	.bell = on_bell,
};

/* ---- moving bytes -------------------------------------------------------- */

void pty_io_reap(pty_term *t)
{
	if (t->reaped)
		return;
	int st;
	pid_t r = waitpid(t->pid, &st, WNOHANG);
	if (r == t->pid || (r < 0 && errno == ECHILD)) {
		/* ECHILD: someone else reaped it; the status is lost. */
		t->reaped = true;
		t->status = r == t->pid ? st : -1;
		t->reaped_at = now_ms();
	}
}

static void keep_tail(pty_term *t, const char *buf, size_t n)
{
	if (n >= PTY_TAIL_MAX) {
		memcpy(t->tail, buf + n - PTY_TAIL_MAX, PTY_TAIL_MAX);
		t->tail_len = PTY_TAIL_MAX;
		return;
	}
	if (t->tail_len + n > PTY_TAIL_MAX) {
		size_t drop = t->tail_len + n - PTY_TAIL_MAX;
		memmove(t->tail, t->tail + drop, t->tail_len - drop);
		t->tail_len -= drop;
	}
	memcpy(t->tail + t->tail_len, buf, n);
	t->tail_len += n;
}

/* The program's mode changes are followed here, in the raw output, for
 * what libvterm does not report: cursor-key mode (DECCKM, ESC [ ? 1 h/l),
 * keypad mode (ESC = and ESC >) and bracketed paste (ESC [ ? 2004 h/l).
 *
 * Also, libvterm 0.1 acts on the first parameter of a DEC private mode
 * change only, but ncurses sends several at once ("ESC [ ? 1006 ; 1000 h"
 * turns mouse reporting on, and off again with l at exit).  The scanner
 * follows such sequences across reads and hands libvterm the other
 * parameters one by one, right after the sequence. */
#if VTERM_VERSION_MAJOR == 0 && VTERM_VERSION_MINOR < 2
#define SPLIT_DEC_MODES 1
#else
#define SPLIT_DEC_MODES 0
#endif

enum { SCAN_GROUND, SCAN_ESC, SCAN_CSI, SCAN_DEC };

static void dec_mode(pty_term *t, int mode, bool on)
{
	if (mode == 1)
		t->cursor_keys_app = on;
	else if (mode == 2004)
		t->bracketed_paste = on;
}

/* Advances the scanner over byte c; true when c ended a DEC mode change
 * with more than one parameter. */
static bool dec_scan(pty_term *t, unsigned char c)
{
	switch (t->scan) {
	case SCAN_ESC:
		if (c == '=' || c == '>')
			t->keypad_app = c == '=';
		t->scan = c == '[' ? SCAN_CSI : c == 0x1b ? SCAN_ESC : SCAN_GROUND;
		return false;
	case SCAN_CSI:
		t->scan = c == '?' ? SCAN_DEC : c == 0x1b ? SCAN_ESC : SCAN_GROUND;
		t->nparams = 0;
		t->params[0] = 0;
		return false;
	case SCAN_DEC:
		if (c >= '0' && c <= '9') {
			if (t->params[t->nparams] < 100000)
				t->params[t->nparams] = t->params[t->nparams] * 10 + (c - '0');
			return false;
		}
		if (c == ';' && t->nparams + 1 < PTY_SCAN_PARAMS) {
			t->params[++t->nparams] = 0;
			return false;
		}
		t->scan = c == 0x1b ? SCAN_ESC : SCAN_GROUND;
		if (c != 'h' && c != 'l')
			return false;
		for (int k = 0; k <= t->nparams; k++)
			dec_mode(t, t->params[k], c == 'h');
		return t->nparams > 0;
	default:
		t->scan = c == 0x1b ? SCAN_ESC : SCAN_GROUND;
		return false;
	}
}

static void feed(pty_term *t, const char *buf, size_t n)
{
	size_t start = 0;
	for (size_t i = 0; i < n; i++) {
		if (!dec_scan(t, (unsigned char)buf[i]) || !SPLIT_DEC_MODES)
			continue;
		vterm_input_write(t->vt, buf + start, i + 1 - start);
		start = i + 1;
		for (int k = 1; k <= t->nparams; k++) {
			char seq[24];
			int len = snprintf(seq, sizeof seq, "\033[?%d%c", t->params[k], buf[i]);
			vterm_input_write(t->vt, seq, (size_t)len);
		}
	}
	vterm_input_write(t->vt, buf + start, n - start);
}

/* Reads what the master has (up to READ_BURST) into libvterm. */
static size_t drain(pty_term *t)
{
	char buf[READ_CHUNK];
	size_t total = 0;
	while (!t->eof && total < READ_BURST) {
		ssize_t n = read(t->fd, buf, sizeof buf);
		if (n > 0) {
			feed(t, buf, (size_t)n);
			keep_tail(t, buf, (size_t)n);
			t->bytes_in += (unsigned long long)n;
			total += (size_t)n;
		} else if (n < 0 && errno == EINTR) {
			continue;
		} else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			break;
		} else {
			/* 0 or EIO: the slave side is closed for good. */
			t->eof = true;
		}
	}
	return total;
}

static void flush_out(pty_term *t)
{
	while (t->out_len > 0 && !t->write_failed) {
		ssize_t n = write(t->fd, t->out, t->out_len);
		if (n > 0) {
			memmove(t->out, t->out + n, t->out_len - (size_t)n);
			t->out_len -= (size_t)n;
		} else if (n < 0 && errno == EINTR) {
			continue;
		} else if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
			return;
		} else {
			t->write_failed = true;
		}
	}
	if (t->write_failed)
		t->out_len = 0;
}

/* Waits up to wait_ms for the master to have output (or room for queued
 * input), then moves bytes both ways.  Returns the number of bytes read. */
static size_t service(pty_term *t, int wait_ms)
{
	pty_io_reap(t);
	if (t->eof)
		t->write_failed = t->write_failed || t->out_len > 0;
	if (t->eof) {
		t->out_len = 0;
		/* Nothing left to poll: only the child's exit can change. */
		if (wait_ms > 0 && !t->reaped)
			sleep_ms(wait_ms < IDLE_STEP_MS ? wait_ms : IDLE_STEP_MS);
		pty_io_reap(t);
		return 0;
	}
	struct pollfd p = {.fd = t->fd, .events = POLLIN};
	if (t->out_len > 0 && !t->write_failed)
		p.events |= POLLOUT;
	int r = poll(&p, 1, wait_ms);
	if (r <= 0)
		return 0;
	size_t got = 0;
	if (p.revents & (POLLIN | POLLHUP | POLLERR))
		got = drain(t);
	flush_out(t);
	return got;
}

/* Reads everything available now. */
static void catch_up(pty_term *t)
{
	while (service(t, 0) > 0)
		;
}

void pty_pump(pty_term *t)
{
	catch_up(t);
}

bool pty_running(pty_term *t)
{
	pty_io_reap(t);
	return !t->reaped;
}

/* ---- starting ---------------------------------------------------------- */

static VTerm *vterm_make(pty_term *t)
{
	VTerm *vt = vterm_new(t->rows, t->cols);
	if (!vt)
		return NULL;
	vterm_set_utf8(vt, 1);
	vterm_output_set_callback(vt, on_output, t);
	t->screen = vterm_obtain_screen(vt);
	t->state = vterm_obtain_state(vt);
	/* Without this libvterm refuses ?1049h and never reports altscreen. */
	vterm_screen_enable_altscreen(t->screen, 1);
	vterm_screen_set_callbacks(t->screen, &screen_callbacks, t);
	vterm_screen_reset(t->screen, 1);
	return vt;
}

static void close_all_at_exit(void)
{
	pty_close_all();
}

/* libvterm 0.1 writes through a null pointer when a wide character is
 * drawn in a terminal one column wide: the emulator keeps two columns at
 * least (its extra column stays blank), whatever the program is told. */
static int emulator_cols(int cols)
{
	return cols < 2 ? 2 : cols;
}

static pty_term *term_new(int rows, int cols)
{
	pty_term *t = calloc(1, sizeof *t);
	if (!t)
		return NULL;
	t->rows = rows;
	t->cols = emulator_cols(cols);
	t->cursor_visible = true;
	t->fd = -1;
	t->vt = vterm_make(t);
	if (!t->vt) {
		free(t);
		return NULL;
	}
	return t;
}

/* The program's pid, as the child's shell reports it once the program is
 * in its own process group and in the foreground; 0 if it never comes. */
static pid_t read_report(int fd)
{
	pid_t prog = 0;
	struct pollfd p = {.fd = fd, .events = POLLIN};
	int r;
	while ((r = poll(&p, 1, REPORT_MS)) < 0 && errno == EINTR)
		;
	if (r == 1 && read(fd, &prog, sizeof prog) != (ssize_t)sizeof prog)
		prog = 0;
	return prog;
}

/* forkpty with every signal blocked: the child unblocks them once their
 * actions are reset, so a signal sent right after pty_spawn stays pending
 * instead of meeting an inherited SIG_IGN. */
static bool start_child(pty_term *t, const char *const argv[], const char *const env[],
			int cols)
{
	int report[2];
	if (pipe(report) != 0)
		return false;
	fcntl(report[0], F_SETFD, FD_CLOEXEC);
	fcntl(report[1], F_SETFD, FD_CLOEXEC);
	char *path = pty_path_lookup(argv[0]);
	const char **envp = pty_env_build(env);
	struct winsize ws = {.ws_row = (unsigned short)t->rows, .ws_col = (unsigned short)cols};
	sigset_t all, saved;
	sigfillset(&all);
	fflush(NULL); /* nothing buffered may be written twice */
	sigprocmask(SIG_SETMASK, &all, &saved);
	t->pid = forkpty(&t->fd, NULL, NULL, &ws);
	if (t->pid == 0) {
		close(report[0]);
		pty_child_main(path, argv, envp, report[1]);
	}
	int err = errno;
	sigprocmask(SIG_SETMASK, &saved, NULL);
	free(path);
	free(envp);
	close(report[1]);
	if (t->pid > 0) {
		t->prog = read_report(report[0]);
		if (t->prog <= 0)
			t->prog = t->pid;
	}
	close(report[0]);
	if (t->pid < 0) {
		fprintf(stderr, "pty_spawn: forkpty: %s\n", strerror(err));
		return false;
	}
	fcntl(t->fd, F_SETFL, fcntl(t->fd, F_GETFL) | O_NONBLOCK);
	fcntl(t->fd, F_SETFD, FD_CLOEXEC); /* later children must not hold it */
	return true;
}

pty_term *pty_spawn(const char *const argv[], const char *const env[], int rows,
		    int cols)
{
	static bool atexit_done;
	if (!argv || !argv[0] || rows < 1 || cols < 1) {
		fprintf(stderr, "pty_spawn: need argv[0] and a positive size\n");
		return NULL;
	}
	/* Children must stay waitable even if the runner ignored SIGCHLD. */
	struct sigaction old;
	if (sigaction(SIGCHLD, NULL, &old) == 0 && old.sa_handler == SIG_IGN)
		signal(SIGCHLD, SIG_DFL);
	if (!atexit_done)
		atexit_done = atexit(close_all_at_exit) == 0;
	pty_term *t = term_new(rows, cols);
	if (!t)
		return NULL;
	if (!start_child(t, argv, env, cols)) {
		vterm_free(t->vt);
		free(t);
		return NULL;
	}
	t->next = open_terms;
	open_terms = t;
	return t;
}

pty_term *pty_virtual(int rows, int cols)
{
	pty_term *t = rows > 0 && cols > 0 ? term_new(rows, cols) : NULL;
	if (t)
		t->eof = t->reaped = true; /* no program: nothing to read or reap */
	return t;
}

void pty_feed(pty_term *t, const char *bytes, size_t n)
{
	feed(t, bytes, n);
}

void pty_virtual_resize(pty_term *t, int rows, int cols)
{
	vterm_set_size(t->vt, rows, cols);
	t->rows = rows;
	t->cols = cols;
}

const char *pty_ktour_bin(void)
{
	const char *bin = getenv("KTOUR_BIN");
	return bin && *bin ? bin : "./ktour";
}

pty_term *pty_spawn_ktour(const char *const args[], const char *const env[],
			  int rows, int cols)
{
	size_t n = 0;
	while (args && args[n])
		n++;
	const char **argv = pty_xmalloc((n + 2) * sizeof *argv);
	argv[0] = pty_ktour_bin();
	for (size_t i = 0; i < n; i++)
		argv[i + 1] = args[i];
	argv[n + 1] = NULL;
	pty_term *t = pty_spawn(argv, env, rows, cols);
	free(argv);
	return t;
}

/* ---- stopping ----------------------------------------------------------- */

void pty_close(pty_term *t)
{
	if (!t)
		return;
	for (pty_term **p = &open_terms; *p; p = &(*p)->next)
		if (*p == t) {
			*p = t->next;
			break;
		}
	pty_io_reap(t);
	if (!t->reaped) {
		/* The shell and the program each lead a process group (the
		 * shell its session too): this also stops what they started.
		 * While the shell is unreaped its pid cannot have been reused.
		 * A real shell run as the program puts its jobs in groups of
		 * their own: the one in the foreground goes too. */
		pid_t fg;
		if (t->fd >= 0 && ioctl(t->fd, TIOCGPGRP, &fg) == 0 && fg > 0 &&
		    fg != t->pid && fg != t->prog)
			killpg(fg, SIGKILL);
		if (t->prog != t->pid)
			killpg(t->prog, SIGKILL);
		if (killpg(t->pid, SIGKILL) != 0)
			kill(t->pid, SIGKILL);
	}
	if (t->fd >= 0)
		close(t->fd);
	/* SIGKILL cannot be caught, but a process in the kernel's
	 * uninterruptible sleep dies only when it wakes: a bounded wait, so
	 * that a test run never hangs here. */
	int64_t deadline = now_ms() + REAP_MS;
	while (!t->reaped && now_ms() < deadline) {
		pty_io_reap(t);
		if (!t->reaped)
			sleep_ms(1);
	}
	if (!t->reaped)
		fprintf(stderr, "pty_close: process %ld not reaped within %d ms: left behind\n",
			(long)t->pid, REAP_MS);
	vterm_free(t->vt);
	free(t->out);
	free(t);
}

void pty_close_all(void)
{
	while (open_terms)
		pty_close(open_terms);
}

int pty_teardown(void **state)
{
	(void)state;
	pty_close_all();
	return 0;
}

/* ---- waiting ------------------------------------------------------------ */

bool pty_wait_until(pty_term *t, bool (*pred)(pty_term *t, void *arg), void *arg,
		    int timeout_ms)
{
	int64_t deadline = now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
	for (;;) {
		catch_up(t);
		if (pred(t, arg))
			return true;
		/* Output over and the program gone: nothing can change. */
		if (t->eof && t->reaped)
			return false;
		int left = ms_left(deadline);
		if (left == 0)
			return false;
		/* Wake up now and then even without output: a predicate may
		 * look at the process (pty_stopped, pty_running). */
		service(t, left < RECHECK_MS ? left : RECHECK_MS);
	}
}

static bool has_text(pty_term *t, void *arg)
{
	return pty_screen_contains(t, arg);
}

static bool lacks_text(pty_term *t, void *arg)
{
	return !pty_screen_contains(t, arg);
}

bool pty_wait_text(pty_term *t, const char *text, int timeout_ms)
{
	return pty_wait_until(t, has_text, (void *)text, timeout_ms);
}

bool pty_wait_gone(pty_term *t, const char *text, int timeout_ms)
{
	return pty_wait_until(t, lacks_text, (void *)text, timeout_ms);
}

bool pty_wait_stable(pty_term *t, int quiet_ms, int timeout_ms)
{
	int64_t start = now_ms();
	int64_t deadline = start + timeout_ms, last = start;
	for (;;) {
		if (t->eof)
			return true;
		int64_t now = now_ms();
		if (now - last >= quiet_ms)
			return true;
		if (now >= deadline)
			return false;
		int64_t wait = last + quiet_ms - now;
		if (wait > deadline - now)
			wait = deadline - now;
		if (service(t, (int)wait) > 0)
			last = now_ms();
	}
}

bool pty_wait_exit(pty_term *t, int timeout_ms, int *status)
{
	int64_t deadline = now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
	for (;;) {
		catch_up(t);
		pty_io_reap(t);
		/* Done when the child is gone and its output fully read (or a
		 * grandchild keeps the terminal open too long). */
		if (t->reaped && (t->eof || now_ms() - t->reaped_at >= LINGER_MS))
			break;
		int left = ms_left(deadline);
		if (left == 0) {
			if (!t->reaped)
				return false;
			break;
		}
		/* The shell's exit makes no output to wake us: look again
		 * every RECHECK_MS. */
		service(t, left < RECHECK_MS ? left : RECHECK_MS);
	}
	if (status)
		*status = t->status;
	return true;
}

/* ---- input ----------------------------------------------------------------- */

/* Writes everything libvterm or we have queued, within PTY_TIMEOUT_MS,
 * reading output meanwhile (a child blocked on a full output buffer would
 * otherwise never read its input). */
static bool send_queued(pty_term *t)
{
	int64_t deadline = now_ms() + PTY_TIMEOUT_MS;
	flush_out(t);
	while (t->out_len > 0 && !t->write_failed && !t->eof) {
		int left = ms_left(deadline);
		if (left == 0)
			return false;
		service(t, left);
	}
	return t->out_len == 0 && !t->write_failed;
}

static bool send_bytes(pty_term *t, const char *bytes, size_t len)
{
	catch_up(t);
	if (t->eof)
		return false;
	on_output(bytes, len, t);
	return send_queued(t);
}

bool pty_send(pty_term *t, const char *bytes)
{
	return send_bytes(t, bytes, strlen(bytes));
}

bool pty_send_ctrl(pty_term *t, char c)
{
	char b = c == '?' ? 0x7f : (char)(c & 0x1f);
	return send_bytes(t, &b, 1);
}

static VTermKey vterm_key_of(pty_key key)
{
	static const VTermKey keys[] = {
		[PTY_KEY_ENTER] = VTERM_KEY_ENTER,	 [PTY_KEY_TAB] = VTERM_KEY_TAB,
		[PTY_KEY_BACKSPACE] = VTERM_KEY_BACKSPACE, [PTY_KEY_ESC] = VTERM_KEY_ESCAPE,
		[PTY_KEY_UP] = VTERM_KEY_UP,		 [PTY_KEY_DOWN] = VTERM_KEY_DOWN,
		[PTY_KEY_LEFT] = VTERM_KEY_LEFT,	 [PTY_KEY_RIGHT] = VTERM_KEY_RIGHT,
		[PTY_KEY_INSERT] = VTERM_KEY_INS,	 [PTY_KEY_DELETE] = VTERM_KEY_DEL,
		[PTY_KEY_HOME] = VTERM_KEY_HOME,	 [PTY_KEY_END] = VTERM_KEY_END,
		[PTY_KEY_PAGEUP] = VTERM_KEY_PAGEUP,	 [PTY_KEY_PAGEDOWN] = VTERM_KEY_PAGEDOWN,
	};
	if (key >= PTY_KEY_F1 && key <= PTY_KEY_F12)
		return (VTermKey)VTERM_KEY_FUNCTION(key - PTY_KEY_F1 + 1);
	if ((size_t)key < sizeof keys / sizeof *keys)
		return keys[key];
	return VTERM_KEY_NONE;
}

bool pty_send_key(pty_term *t, pty_key key)
{
	VTermKey vk = vterm_key_of(key);
	catch_up(t); /* the program's latest keypad modes first */
	if (vk == VTERM_KEY_NONE || t->eof)
		return false;
	vterm_keyboard_key(t->vt, vk, VTERM_MOD_NONE);
	return send_queued(t);
}

bool pty_mouse(pty_term *t, int button, int row, int col, bool press)
{
	char seq[48];
	snprintf(seq, sizeof seq, "\033[<%d;%d;%d%c", button, col + 1, row + 1,
		 press ? 'M' : 'm');
	return pty_send(t, seq);
}

bool pty_click(pty_term *t, int row, int col)
{
	char seq[96];
	snprintf(seq, sizeof seq, "\033[<0;%d;%dM\033[<0;%d;%dm", col + 1, row + 1,
		 col + 1, row + 1);
	return pty_send(t, seq);
}

bool pty_resize(pty_term *t, int rows, int cols)
{
	if (rows < 1 || cols < 1)
		return false;
	/* Output drawn for the old size is interpreted at the old size. */
	catch_up(t);
	vterm_set_size(t->vt, rows, emulator_cols(cols));
	t->rows = rows;
	t->cols = emulator_cols(cols);
	struct winsize ws = {.ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols};
	return ioctl(t->fd, TIOCSWINSZ, &ws) == 0;
}

bool pty_signal(pty_term *t, int sig)
{
	pty_io_reap(t);
	return !t->reaped && kill(t->prog, sig) == 0;
}

bool pty_stopped(pty_term *t)
{
	pty_io_reap(t);
	pid_t fg;
	/* The shell takes the terminal back exactly when the program stops. */
	return !t->reaped && !t->eof && ioctl(t->fd, TIOCGPGRP, &fg) == 0 &&
	       fg != t->prog;
}

bool pty_fg(pty_term *t)
{
	pty_io_reap(t);
	return !t->reaped && kill(t->pid, SIGUSR1) == 0;
}

long pty_pid(const pty_term *t)
{
	return (long)t->prog;
}

long pty_foreground(pty_term *t)
{
	pid_t fg;
	return t->fd >= 0 && ioctl(t->fd, TIOCGPGRP, &fg) == 0 && fg > 0 ? (long)fg : 0;
}

bool pty_signal_fg(pty_term *t, int sig)
{
	pty_io_reap(t);
	pid_t fg = (pid_t)pty_foreground(t);
	return !t->reaped && fg > 0 && killpg(fg, sig) == 0;
}

bool pty_termios(pty_term *t, struct termios *tio)
{
	return t->fd >= 0 && tcgetattr(t->fd, tio) == 0;
}

bool pty_hangup(pty_term *t)
{
	catch_up(t);
	if (t->fd < 0)
		return false;
	close(t->fd);
	t->fd = -1;
	t->eof = true;
	return true;
}

