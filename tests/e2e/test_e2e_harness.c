/* SPDX-License-Identifier: MIT */
/* Self-tests of the pseudo-terminal harness (pty.h), with small shell
 * commands instead of ktour so that they hold whatever the explorer does. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>

#include "e2e/pty.h"

static long long clock_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* sh -c script in a 24x80 terminal, with env on top of the defaults. */
static pty_term *sh_env(const char *script, const char *const env[])
{
	const char *const argv[] = {"/bin/sh", "-c", script, NULL};
	pty_term *t = pty_spawn(argv, env, 24, 80);
	assert_non_null(t);
	return t;
}

static bool has_colour(pty_term *t, void *arg)
{
	(void)arg;
	return pty_screen_has_colour(t);
}

static bool lacks_colour(pty_term *t, void *arg)
{
	return !has_colour(t, arg);
}

static pty_term *sh(const char *script)
{
	return sh_env(script, NULL);
}

static void test_wait_text_finds_text(void **state)
{
	(void)state;
	pty_term *t = sh("printf 'hello\\r\\n  world'; sleep 0.1; printf ' later'; sleep 5");
	pty_assert_text(t, "hello");
	pty_assert_text(t, "world later");
	int row = -1, col = -1;
	pty_assert(t, pty_find_text(t, "world", &row, &col));
	assert_int_equal(row, 1);
	assert_int_equal(col, 2);
	char *line = pty_row_text(t, 1);
	assert_string_equal(line, "  world later");
	free(line);
	assert_null(pty_row_text(t, 24));
	char *screen = pty_screen_text(t);
	/* 24 rows joined by 23 newlines, trailing blanks trimmed */
	char want[64] = "hello\n  world later";
	for (int i = 1; i < 23; i++)
		strcat(want, "\n");
	assert_string_equal(screen, want);
	free(screen);
	pty_assert(t, pty_screen_contains(t, "hello\n  world"));
	pty_assert(t, !pty_find_text(t, "absent", NULL, NULL));
	pty_close(t);
}

static void test_wait_gone(void **state)
{
	(void)state;
	pty_term *t = sh("stty -echo; printf busy; read x; printf '\\r\\033[Kdone'; sleep 5");
	pty_assert_text(t, "busy");
	assert_true(pty_send(t, "\r"));
	pty_assert_gone(t, "busy");
	pty_assert_text(t, "done");
	pty_close(t);
}

static void test_utf8_reads_back(void **state)
{
	(void)state;
	pty_term *t = sh("printf '\\342\\231\\236 x \\346\\227\\245\\346\\234\\254y'; sleep 5");
	pty_assert_text(t, "♞ x 日本y");
	pty_cell_info c = pty_cell(t, 0, 0);
	assert_string_equal(c.text, "♞");
	assert_int_equal(c.ch, 0x265E);
	assert_int_equal(c.width, 1);
	int row, col;
	pty_assert(t, pty_find_text(t, "x", &row, &col));
	assert_int_equal(col, 2); /* columns are cells, not bytes */
	pty_assert(t, pty_find_text(t, "y", &row, &col));
	assert_int_equal(col, 8); /* 日 and 本 are two cells wide */
	c = pty_cell(t, 0, 4);
	assert_string_equal(c.text, "日");
	assert_int_equal(c.width, 2);
	assert_int_equal(pty_cell(t, 0, 5).width, 0);
	c = pty_cell(t, 0, 20);
	assert_string_equal(c.text, " ");
	assert_int_equal(c.ch, ' ');
	assert_int_equal(pty_cell(t, 30, 0).width, 0); /* off the screen */
	pty_close(t);
}

static void test_altscreen_and_cursor_tracked_and_restored(void **state)
{
	(void)state;
	pty_term *t = sh("stty -echo; printf 'before'; printf '\\033[?1049h\\033[?25lhello'; read x; "
			 "printf '\\033[?1049l\\033[?12;25h'");
	pty_assert(t, pty_wait_text(t, "hello", PTY_TIMEOUT_MS));
	pty_assert(t, pty_altscreen(t));
	pty_assert(t, !pty_cursor_visible(t));
	pty_assert(t, !pty_screen_contains(t, "before"));
	pty_assert(t, !pty_restored(t));
	assert_true(pty_send(t, "\r"));
	pty_assert_exit(t, 0);
	pty_assert(t, !pty_altscreen(t));
	pty_assert(t, pty_cursor_visible(t));
	pty_assert(t, pty_screen_contains(t, "before"));
	pty_assert(t, !pty_screen_contains(t, "hello"));
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

static void test_mouse_mode_tracked(void **state)
{
	(void)state;
	/* several modes in one sequence, as ncurses sends them */
	pty_term *t = sh("stty -echo; printf '\\033[?1006;1000hA'; read x; "
			 "printf '\\033[?1003hB'; read x; printf '\\033[?1003;1006;1000lC'; sleep 5");
	assert_int_equal(pty_mouse_mode(t), PTY_MOUSE_OFF);
	pty_assert_text(t, "A");
	assert_int_equal(pty_mouse_mode(t), PTY_MOUSE_CLICK);
	pty_assert(t, !pty_restored(t));
	assert_true(pty_send(t, "\r"));
	pty_assert_text(t, "AB");
	assert_int_equal(pty_mouse_mode(t), PTY_MOUSE_MOVE);
	assert_true(pty_send(t, "\r"));
	pty_assert_text(t, "ABC");
	assert_int_equal(pty_mouse_mode(t), PTY_MOUSE_OFF);
	pty_close(t);
}

/* Cursor-key and keypad modes and bracketed paste, which libvterm does
 * not report, followed in the raw output, also inside one sequence with
 * other modes and across reads; each one left on means not restored. */
/* Only keypad mode (ESC =) left on: everything else restored. */
static bool restored_but_keypad(pty_term *t, void *arg)
{
	(void)arg;
	return !pty_cursor_keys_app(t) && pty_keypad_app(t) && !pty_restored(t);
}

static void test_keypad_and_paste_modes_tracked(void **state)
{
	(void)state;
	pty_term *t = sh("stty -echo; printf '\033[?1h\033=A'; read x; printf '\033[?1l'; "
			 "read x; printf '\033>\033[?1000;2004hB'; read x; printf '\033[?20'; "
			 "sleep 0.1; printf '04;1000lC'; sleep 5");
	pty_assert_text(t, "A");
	pty_assert(t, pty_cursor_keys_app(t) && pty_keypad_app(t) && !pty_bracketed_paste(t));
	pty_assert(t, !pty_restored(t));
	assert_true(pty_send(t, "\r"));
	pty_assert(t, pty_wait_until(t, restored_but_keypad, NULL, PTY_TIMEOUT_MS));
	assert_true(pty_send(t, "\r"));
	pty_assert_text(t, "B");
	pty_assert(t, !pty_keypad_app(t) && pty_bracketed_paste(t));
	pty_assert(t, pty_mouse_mode(t) == PTY_MOUSE_CLICK);
	assert_true(pty_send(t, "\r"));
	pty_assert_text(t, "BC");
	pty_assert(t, !pty_bracketed_paste(t) && pty_mouse_mode(t) == PTY_MOUSE_OFF);
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

static void test_attributes_left_set_detected(void **state)
{
	(void)state;
	pty_term *t = sh("printf '\\033[1;31mstray'");
	pty_assert_exit(t, 0);
	pty_assert(t, pty_screen_contains(t, "stray"));
	pty_assert(t, !pty_attrs_reset(t));
	pty_assert(t, !pty_restored(t));
	pty_close(t);

	t = sh("printf '\\033[7mrev\\033[m'");
	pty_assert_exit(t, 0);
	pty_assert(t, pty_attrs_reset(t));
	pty_close(t);

	t = sh("printf '\\033[44mblue\\033(B\\033[m'"); /* ncurses' sgr0 */
	pty_assert_exit(t, 0);
	pty_assert(t, pty_attrs_reset(t));
	pty_assert(t, pty_restored(t));
	pty_close(t);
}

static void test_colour_detected(void **state)
{
	(void)state;
	pty_term *t = sh("printf '\\033[31mred\\033[0m plain \\033[1;4;7mA\\033[0m "
			 "\\033[38;5;200;48;5;17mB\\033[m \\033[38;2;1;2;3mC\\033[m'; sleep 5");
	pty_assert_text(t, "red plain A B C");
	pty_assert(t, pty_screen_has_colour(t));
	pty_cell_info c = pty_cell(t, 0, 0);
	assert_string_equal(c.text, "r");
	assert_int_equal(c.fg, 1);
	assert_int_equal(c.bg, PTY_COLOUR_DEFAULT);
	assert_false(c.bold);
	c = pty_cell(t, 0, 4); /* "plain" */
	assert_int_equal(c.fg, PTY_COLOUR_DEFAULT);
	assert_int_equal(c.bg, PTY_COLOUR_DEFAULT);
	c = pty_cell(t, 0, 10); /* A */
	assert_string_equal(c.text, "A");
	assert_true(c.bold && c.underline && c.reverse);
	assert_int_equal(c.fg, PTY_COLOUR_DEFAULT);
	c = pty_cell(t, 0, 12); /* B */
	assert_int_equal(c.fg, 200);
	assert_int_equal(c.bg, 17);
	c = pty_cell(t, 0, 14); /* C */
	assert_int_equal(c.fg, PTY_COLOUR_RGB(1, 2, 3));
	pty_close(t);
}

static void test_screen_hash_sees_colour(void **state)
{
	(void)state;
	/* the same text three times: plain, red, plain again */
	pty_term *t = sh("stty -echo; printf 'AB'; read x; printf '\\r\\033[31mAB'; read x; "
			 "printf '\\r\\033[mAB'; sleep 5");
	pty_assert_text(t, "AB");
	uint64_t plain = pty_screen_hash(t);
	char *before = pty_screen_text(t);
	assert_true(pty_send(t, "\r"));
	pty_assert(t, pty_wait_until(t, has_colour, NULL, PTY_TIMEOUT_MS));
	char *red = pty_screen_text(t);
	assert_string_equal(before, red); /* text alone cannot tell */
	pty_assert(t, pty_screen_hash(t) != plain);
	assert_true(pty_send(t, "\r"));
	pty_assert(t, pty_wait_until(t, lacks_colour, NULL, PTY_TIMEOUT_MS));
	pty_assert(t, pty_screen_hash(t) == plain); /* identical again */
	free(before);
	free(red);
	pty_close(t);
}

static void test_no_colour_on_plain_text(void **state)
{
	(void)state;
	/* bold and reverse are attributes, not colours */
	pty_term *t = sh("printf 'plain \\033[1mbold\\033[7mrev\\033[m \\033[39;49mdefault'; sleep 5");
	pty_assert_text(t, "plain boldrev default");
	pty_assert(t, !pty_screen_has_colour(t));
	pty_close(t);
}

static void test_resize_seen_by_child(void **state)
{
	(void)state;
	pty_term *t = sh("trap 'echo size $(stty size)' WINCH; echo start $(stty size); "
			 "while :; do sleep 0.05; done");
	pty_assert_text(t, "start 24 80");
	assert_true(pty_resize(t, 30, 100));
	assert_int_equal(pty_rows(t), 30);
	assert_int_equal(pty_cols(t), 100);
	pty_assert_text(t, "size 30 100");
	assert_true(pty_resize(t, 20, 60));
	pty_assert_text(t, "size 20 60");
	char *screen = pty_screen_text(t);
	int lines = 1;
	for (const char *p = screen; *p; p++)
		lines += *p == '\n';
	assert_int_equal(lines, 20);
	free(screen);
	pty_close(t);
}

/* The child echoes the next n bytes it reads as hex. */
#define HEX_ECHO(n) "stty raw -echo; printf ready; head -c " #n " | od -An -tx1; sleep 5"

static void test_click_sends_sgr_bytes(void **state)
{
	(void)state;
	pty_term *t = sh("stty raw -echo; printf ready; head -c 22 | tr '\\033' E; sleep 5");
	pty_assert_text(t, "ready");
	assert_true(pty_click(t, 11, 22));
	pty_assert_text(t, "readyE[<0;23;12ME[<0;23;12m");
	pty_close(t);

	t = sh("stty raw -echo; printf ready; head -c 10 | tr '\\033' E; sleep 5");
	pty_assert_text(t, "ready");
	assert_true(pty_mouse(t, 64, 0, 0, true));
	pty_assert_text(t, "readyE[<64;1;1M");
	pty_close(t);
}

static void test_keys_follow_cursor_key_mode(void **state)
{
	(void)state;
	pty_term *t = sh(HEX_ECHO(5));
	pty_assert_text(t, "ready");
	assert_true(pty_send_key(t, PTY_KEY_UP)); /* normal mode: ESC [ A */
	assert_true(pty_send_key(t, PTY_KEY_ENTER));
	assert_true(pty_send_ctrl(t, 'l'));
	pty_assert_text(t, "1b 5b 41 0d 0c");
	pty_close(t);

	/* after DECCKM (ncurses' keypad()): ESC O A, ESC O H */
	t = sh("stty raw -echo; printf '\\033[?1h\\033=ready'; head -c 12 | od -An -tx1; sleep 5");
	pty_assert_text(t, "ready");
	assert_true(pty_send_key(t, PTY_KEY_UP));
	assert_true(pty_send_key(t, PTY_KEY_HOME));
	assert_true(pty_send_key(t, PTY_KEY_ESC));
	assert_true(pty_send_key(t, PTY_KEY_F1));
	assert_true(pty_send_key(t, PTY_KEY_BACKSPACE));
	assert_true(pty_send(t, "q"));
	pty_assert_text(t, "1b 4f 41 1b 4f 48 1b 1b 4f 50 7f 71");
	pty_close(t);
}

static void test_queries_are_answered(void **state)
{
	(void)state;
	/* a cursor position request (DSR 6) gets its report back */
	pty_term *t = sh("stty raw -echo; printf 'abc\\033[6n'; head -c 6 | tr '\\033' E; sleep 5");
	pty_assert_text(t, "abcE[1;4R");
	pty_close(t);
}

static void test_exit_status_returned(void **state)
{
	(void)state;
	pty_term *t = sh("echo bye; exit 3");
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 3);
	pty_assert(t, pty_screen_contains(t, "bye"));
	pty_assert(t, !pty_running(t));
	assert_false(pty_send(t, "x"));
	pty_close(t);

	t = sh("exec sleep 10");
	pty_assert(t, pty_running(t));
	assert_true(pty_signal(t, SIGTERM));
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGTERM);
	assert_false(pty_signal(t, SIGTERM));
	pty_close(t);
}

static void test_silent_child_times_out(void **state)
{
	(void)state;
	pty_term *t = sh("exec sleep 10");
	long long start = clock_ms();
	assert_false(pty_wait_text(t, "never", 300));
	long long took = clock_ms() - start;
	assert_true(took >= 290 && took < 1500);
	start = clock_ms();
	assert_false(pty_wait_exit(t, 200, NULL));
	assert_true(clock_ms() - start < 1500);
	start = clock_ms();
	pty_close(t); /* kills it */
	assert_true(clock_ms() - start < 1500);
}

static void test_ended_output_fails_fast(void **state)
{
	(void)state;
	pty_term *t = sh("echo done");
	pty_assert_exit(t, 0);
	long long start = clock_ms();
	assert_false(pty_wait_text(t, "never", 3000));
	assert_true(clock_ms() - start < 1000);
	assert_true(pty_wait_stable(t, 500, 3000));
	pty_close(t);
}

static void test_wait_stable(void **state)
{
	(void)state;
	pty_term *t = sh("for i in 1 2 3 4 5 6 7 8; do printf .; sleep 0.03; done; sleep 5");
	pty_assert(t, pty_wait_stable(t, 300, PTY_TIMEOUT_MS));
	char *line = pty_row_text(t, 0);
	assert_string_equal(line, "........");
	free(line);
	pty_close(t);

	t = sh("while :; do printf .; sleep 0.02; done");
	long long start = clock_ms();
	assert_false(pty_wait_stable(t, 300, 600));
	long long took = clock_ms() - start;
	assert_true(took >= 590 && took < 2000);
	pty_close(t);
}

static void test_environment(void **state)
{
	(void)state;
	const char *const env[] = {"FOO=bar baz", "LANG", "TERM=vt100", NULL};
	pty_term *t = sh_env("echo \"[$FOO|$TERM|${LANG-unset}|$LC_ALL|${NO_COLOR-nc}]\"", env);
	pty_assert_exit(t, 0);
	pty_assert(t, pty_screen_contains(t, "[bar baz|vt100|unset|C.UTF-8|nc]"));
	pty_close(t);

	const char *const env2[] = {"NO_COLOR=1", NULL};
	t = sh_env("echo \"[$TERM|$LANG|$ESCDELAY|$NO_COLOR]\"", env2);
	pty_assert_exit(t, 0);
	pty_assert(t, pty_screen_contains(t, "[xterm-256color|C.UTF-8|25|1]"));
	pty_close(t);
}

static void test_signals_reset_in_child(void **state)
{
	(void)state;
	/* even if the runner ignores SIGINT (a background job), the child
	 * starts with the default action */
	void (*old)(int) = signal(SIGINT, SIG_IGN);
	pty_term *t = sh("exec sleep 10");
	signal(SIGINT, old);
	pty_assert(t, pty_running(t));
	assert_true(pty_signal(t, SIGINT));
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGINT);
	pty_close(t);
}

static bool is_stopped(pty_term *t, void *arg)
{
	(void)arg;
	return pty_stopped(t);
}

static bool is_continued(pty_term *t, void *arg)
{
	(void)arg;
	return !pty_stopped(t);
}

static void test_ctrl_z_stops_and_fg_continues(void **state)
{
	(void)state;
	pty_term *t = sh("stty -echo; echo go; read x; echo got $x; sleep 5");
	pty_assert_text(t, "go");
	pty_assert(t, !pty_stopped(t));
	assert_true(pty_send_ctrl(t, 'z'));
	pty_assert(t, pty_wait_until(t, is_stopped, NULL, PTY_TIMEOUT_MS));
	pty_assert(t, pty_running(t));
	assert_true(pty_fg(t));
	pty_assert(t, pty_wait_until(t, is_continued, NULL, PTY_TIMEOUT_MS));
	assert_true(pty_send(t, "hi\r"));
	pty_assert_text(t, "got hi");
	pty_close(t);
}

static void test_ctrl_c_interrupts_foreground_program(void **state)
{
	(void)state;
	pty_term *t = sh("echo go; exec sleep 10");
	pty_assert_text(t, "go");
	assert_true(pty_send_ctrl(t, 'c'));
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGINT);
	pty_close(t);
}

static void test_program_inherits_only_stdio(void **state)
{
	(void)state;
	pty_term *other = sh("sleep 5"); /* its master must not leak */
	pty_term *t = sh("echo fds:; ls -m /proc/$$/fd; echo end");
	pty_assert_exit(t, 0);
	pty_assert(t, pty_screen_contains(t, "fds:\n0, 1, 2\nend"));
	pty_close(t);
	pty_close(other);
}

static void test_close_kills_stubborn_child(void **state)
{
	(void)state;
	pty_term *t = sh("trap '' TERM HUP INT; echo ready; while :; do sleep 0.05; done");
	pty_assert_text(t, "ready");
	long long start = clock_ms();
	pty_close(t);
	assert_true(clock_ms() - start < 1500);
}

/* The window closed: the shell passes SIGHUP on, the program dies of it
 * (it has no handler), and the wait sees that without any output. */
static void test_hangup(void **state)
{
	(void)state;
	pty_term *t = sh("echo ready; exec sleep 30");
	pty_assert_text(t, "ready");
	long long start = clock_ms();
	assert_true(pty_hangup(t));
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGHUP);
	assert_true(clock_ms() - start < 2500);
	assert_false(pty_send(t, "x"));
	pty_close(t);
}

/* The foreground process group is the program's own (the harness's shell
 * put it there); pty_signal_fg signals it. */
static void test_foreground_and_signal_fg(void **state)
{
	(void)state;
	pty_term *t = sh("echo ready; exec sleep 30");
	pty_assert_text(t, "ready");
	assert_true(pty_pid(t) > 0);
	assert_true(pty_foreground(t) == pty_pid(t));
	assert_true(pty_signal_fg(t, SIGTERM));
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	assert_true(WIFSIGNALED(status));
	assert_int_equal(WTERMSIG(status), SIGTERM);
	pty_close(t);
}

/* The terminal's settings, read through the master side. */
static void test_termios_read_back(void **state)
{
	(void)state;
	struct termios tio;
	pty_term *t = sh("stty -ixon -icanon; echo ready; read x; stty ixon icanon; echo done; "
			 "sleep 5");
	pty_assert_text(t, "ready");
	pty_assert(t, pty_termios(t, &tio));
	assert_false(tio.c_iflag & IXON);
	assert_false(tio.c_lflag & ICANON);
	assert_true(pty_send(t, "\r"));
	pty_assert_text(t, "done");
	pty_assert(t, pty_termios(t, &tio));
	assert_true(tio.c_iflag & IXON);
	assert_true(tio.c_lflag & ICANON);
	pty_close(t);
}

/* One column: the program is told 1, the emulator keeps 2, and a wide
 * character drawn there does not crash libvterm 0.1. */
static void test_one_column(void **state)
{
	(void)state;
	pty_term *t = sh("stty -echo; echo ready; read x; stty size; "
			 "printf '\346\227\245\346\227\245'; sleep 5");
	pty_assert_text(t, "ready");
	assert_true(pty_resize(t, 6, 1));
	assert_int_equal(pty_cols(t), 2);
	assert_true(pty_send(t, "\r"));
	pty_assert_text(t, "6");
	pty_assert(t, pty_wait_stable(t, 100, PTY_TIMEOUT_MS));
	pty_assert(t, pty_screen_contains(t, "1"));
	pty_assert(t, pty_screen_contains(t, "\346\227\245"));
	pty_close(t);
}

static void test_exit_seen_while_grandchild_holds_terminal(void **state)
{
	(void)state;
	/* the program leaves a background process holding the terminal */
	pty_term *t = sh("sleep 3 & echo bye; exit 4");
	long long start = clock_ms();
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 4);
	assert_true(clock_ms() - start < 2500);
	pty_assert(t, pty_screen_contains(t, "bye"));
	pty_close(t);
}

static void test_missing_program(void **state)
{
	(void)state;
	const char *const argv[] = {"/nonexistent/program", NULL};
	pty_term *t = pty_spawn(argv, NULL, 24, 80);
	assert_non_null(t);
	int status = 0;
	pty_assert(t, pty_wait_exit(t, PTY_TIMEOUT_MS, &status));
	assert_true(WIFEXITED(status));
	assert_int_equal(WEXITSTATUS(status), 127);
	pty_assert(t, pty_screen_contains(t, "cannot run /nonexistent/program"));
	pty_close(t);
}

static void test_large_output_no_deadlock(void **state)
{
	(void)state;
	/* 1 MB through the terminal while we type: neither side may block */
	pty_term *t = sh("stty -echo; head -c 1000000 /dev/zero | tr '\\0' x; read a; echo; echo END$a");
	for (int i = 0; i < 200; i++)
		assert_true(pty_send(t, "y"));
	assert_true(pty_send(t, "\r"));
	pty_assert(t, pty_wait_text(t, "ENDyyyy", 10000));
	pty_close(t);
}

static void test_ktour_help(void **state)
{
	(void)state;
	const char *const args[] = {"--help", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 40, 100);
	assert_non_null(t);
	pty_assert_text(t, "usage:");
	pty_assert_exit(t, 0);
	pty_close(t);
}

static void test_dump_shows_screen(void **state)
{
	(void)state;
	pty_term *t = sh("printf 'dumped\\033[?25l'; sleep 5");
	pty_assert_text(t, "dumped");
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	assert_non_null(f);
	pty_dump(t, f);
	fclose(f);
	assert_non_null(strstr(buf, "  0|dumped\n"));
	assert_non_null(strstr(buf, "hidden"));
	assert_non_null(strstr(buf, "running"));
	assert_non_null(strstr(buf, "\\e[?25l"));
	free(buf);
	pty_close(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_wait_text_finds_text, pty_teardown),
		cmocka_unit_test_teardown(test_wait_gone, pty_teardown),
		cmocka_unit_test_teardown(test_utf8_reads_back, pty_teardown),
		cmocka_unit_test_teardown(test_altscreen_and_cursor_tracked_and_restored, pty_teardown),
		cmocka_unit_test_teardown(test_mouse_mode_tracked, pty_teardown),
		cmocka_unit_test_teardown(test_attributes_left_set_detected, pty_teardown),
		cmocka_unit_test_teardown(test_colour_detected, pty_teardown),
		cmocka_unit_test_teardown(test_screen_hash_sees_colour, pty_teardown),
		cmocka_unit_test_teardown(test_no_colour_on_plain_text, pty_teardown),
		cmocka_unit_test_teardown(test_resize_seen_by_child, pty_teardown),
		cmocka_unit_test_teardown(test_click_sends_sgr_bytes, pty_teardown),
		cmocka_unit_test_teardown(test_keys_follow_cursor_key_mode, pty_teardown),
		cmocka_unit_test_teardown(test_queries_are_answered, pty_teardown),
		cmocka_unit_test_teardown(test_exit_status_returned, pty_teardown),
		cmocka_unit_test_teardown(test_silent_child_times_out, pty_teardown),
		cmocka_unit_test_teardown(test_ended_output_fails_fast, pty_teardown),
		cmocka_unit_test_teardown(test_wait_stable, pty_teardown),
		cmocka_unit_test_teardown(test_environment, pty_teardown),
		cmocka_unit_test_teardown(test_signals_reset_in_child, pty_teardown),
		cmocka_unit_test_teardown(test_ctrl_z_stops_and_fg_continues, pty_teardown),
		cmocka_unit_test_teardown(test_ctrl_c_interrupts_foreground_program, pty_teardown),
		cmocka_unit_test_teardown(test_program_inherits_only_stdio, pty_teardown),
		cmocka_unit_test_teardown(test_close_kills_stubborn_child, pty_teardown),
		cmocka_unit_test_teardown(test_exit_seen_while_grandchild_holds_terminal, pty_teardown),
		cmocka_unit_test_teardown(test_missing_program, pty_teardown),
		cmocka_unit_test_teardown(test_large_output_no_deadlock, pty_teardown),
		cmocka_unit_test_teardown(test_keypad_and_paste_modes_tracked, pty_teardown),
		cmocka_unit_test_teardown(test_hangup, pty_teardown),
		cmocka_unit_test_teardown(test_foreground_and_signal_fg, pty_teardown),
		cmocka_unit_test_teardown(test_termios_read_back, pty_teardown),
		cmocka_unit_test_teardown(test_one_column, pty_teardown),
		cmocka_unit_test_teardown(test_ktour_help, pty_teardown),
		cmocka_unit_test_teardown(test_dump_shows_screen, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
