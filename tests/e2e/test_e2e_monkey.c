/* SPDX-License-Identifier: MIT */
/* The key monkey: the real binary in the pseudo-terminal gets a seeded
 * storm of random input -- every key of the key table (keys.c) but the
 * one that quits, text typed into prompts and forms, mouse reports
 * (clicks, releases, drags, the wheel, cells off the screen) and resizes
 * (1x1, 20x6, 200x60 and anything between) -- in each of its modes:
 * explore, compare (--compare warnsdorff), play, replay of several tours,
 * and Irwin's walks (-e irwin).  Every 1000 keys and after the storm the
 * program must still be alive and answer (? shows the help); at the end it
 * must quit on q with status 0 (a signal death or a sanitizer report
 * fails) and leave the terminal restored.  (q asks first when it would
 * drop a game not saved or a long run, and a game begun with P goes back
 * to its search: q again answers and goes on, at most four times.)
 *
 * The working directory and HOME are a fresh temporary directory, and
 * '/' is never typed, so what s, S, Ctrl-S and y write stays there.
 *
 * Environment: KTOUR_MONKEY_SEED (default 26), KTOUR_MONKEY_KEYS (keys
 * in all, shared by the modes; default 4000), KTOUR_MONKEY_MODES (a
 * comma-separated subset of explore,compare,play,replay,irwin).
 * `make monkey SEED=N KEYS=N` runs a longer storm on the ASan build.  A
 * failure prints the seed, the mode, the key number and the last inputs. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <dirent.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "e2e/pty.h"
#include "ui/app/keys.h"

enum {
	ALPHABET_MAX = 256,
	LOG_N = 24,	  /* the last inputs shown on a failure */
	SETTLE_MS = 60,	  /* quiet time that lets a lone Esc through (ESCDELAY 25) */
	CHECK_EVERY = 1000, /* keys between the checks that the screen answers */
};

/* ---- the random numbers: splitmix64, so a seed replays anywhere ---- */

static uint64_t rng_state;

static uint64_t rnd(void)
{
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

static int below(int n)
{
	return (int)(rnd() % (uint64_t)n);
}

/* ---- what the monkey types ---------------------------------------------- */

typedef enum { IN_BYTES, IN_KEY, IN_TEXT, IN_MOUSE } input_kind;

typedef struct input {
	input_kind kind;
	char bytes[8]; /* IN_BYTES */
	pty_key key;   /* IN_KEY */
} input;

static input alphabet[ALPHABET_MAX];
static int n_alphabet;

static bool quits(int key)
{
	size_t n;
	const key_binding *t = keys_table(&n);
	for (size_t i = 0; i < n; i++)
		if (t[i].key == key && t[i].act == ACT_QUIT)
			return true;
	return false;
}

/* The input that sends table key k; false for none (a resize, a class). */
static bool input_of(int k, input *in)
{
	static const struct { int uk; pty_key key; } keys[] = {
		{UK_UP, PTY_KEY_UP},	   {UK_DOWN, PTY_KEY_DOWN}, {UK_LEFT, PTY_KEY_LEFT},
		{UK_RIGHT, PTY_KEY_RIGHT}, {UK_DELETE, PTY_KEY_DELETE}, {UK_HOME, PTY_KEY_HOME},
		{UK_END, PTY_KEY_END},	   {UK_PGUP, PTY_KEY_PAGEUP}, {UK_PGDN, PTY_KEY_PAGEDOWN},
	};
	static const struct { int uk; const char *bytes; } seqs[] = {
		{UK_ENTER, "\r"}, {UK_ESC, "\033"}, {UK_TAB, "\t"},
		{UK_BTAB, "\033[Z"}, {UK_BACKSPACE, "\177"},
	};
	memset(in, 0, sizeof *in);
	if (k > 0 && k < 0x7f) { /* printable ASCII and Ctrl-letters */
		in->kind = IN_BYTES;
		in->bytes[0] = (char)k;
		return !quits(k);
	}
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
		if (keys[i].uk == k) {
			in->kind = IN_KEY;
			in->key = keys[i].key;
			return true;
		}
	for (size_t i = 0; i < sizeof seqs / sizeof seqs[0]; i++)
		if (seqs[i].uk == k) {
			in->kind = IN_BYTES;
			snprintf(in->bytes, sizeof in->bytes, "%s", seqs[i].bytes);
			return true;
		}
	in->kind = k == UK_MOUSE ? IN_MOUSE : IN_TEXT;
	return k == UK_MOUSE || k == UK_PRINTABLE || k == UK_TEXT || k == UK_ANY;
}

static bool same_input(const input *a, const input *b)
{
	return a->kind == b->kind && a->key == b->key && strcmp(a->bytes, b->bytes) == 0;
}

/* Every distinct key of the table, once. */
static void build_alphabet(void)
{
	size_t n;
	const key_binding *t = keys_table(&n);
	n_alphabet = 0;
	for (size_t i = 0; i < n && n_alphabet < ALPHABET_MAX; i++) {
		input in;
		if (!input_of(t[i].key, &in))
			continue;
		bool seen = false;
		for (int j = 0; j < n_alphabet && !seen; j++)
			seen = same_input(&alphabet[j], &in);
		if (!seen)
			alphabet[n_alphabet++] = in;
	}
}

/* ---- one storm ------------------------------------------------------------- */

/* What the screen showed at the pauses: evidence that the storm gets
 * into the prompts, forms and overlays, not only the main screen. */
static const struct {
	const char *name, *needle;
} sights[] = {
	{"help", "Help: keys"},		{"form", "Enter applies"},   {"prompt", "Esc cancel"},
	{"y/n", "y/n"},			{"too small", "Terminal too small"}, {"running", "RUNNING"},
};
enum { N_SIGHTS = sizeof sights / sizeof sights[0] };

typedef struct storm {
	const char *mode;
	pty_term *t;
	int rows, cols;
	int keys, resizes, clicks, pauses;
	int small_left; /* inputs left before a too small window grows */
	int seen[N_SIGHTS];
	char log[LOG_N][48]; /* the last inputs, as text */
	int logged;
} storm;

static void note(storm *s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void note(storm *s, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(s->log[s->logged % LOG_N], sizeof s->log[0], fmt, ap);
	va_end(ap);
	s->logged++;
}

/* A printable character for a prompt or a form: never '/', so that a file
 * name typed cannot leave the working directory; never q (it quits where
 * no prompt is open).  Now and then a UTF-8 letter, or a byte of one. */
static void random_text(char *out, size_t size)
{
	static const char *const utf8[] = {"\xc3\xa9", "\xe2\x99\x9e", "\xe6\x97\xa5", "\xc3",
					   "\xff"};
	if (below(10) == 0) {
		snprintf(out, size, "%s", utf8[below(5)]);
		return;
	}
	char c;
	do
		c = (char)(0x20 + below(0x5f));
	while (c == '/' || c == 'q');
	out[0] = c;
	out[1] = '\0';
}

static bool send_mouse(storm *s)
{
	/* left, middle, right, left drag, wheel up, wheel down */
	static const int buttons[] = {0, 1, 2, 32, 64, 65};
	int b = buttons[below(6)];
	int row = below(8) == 0 ? s->rows + below(50) : below(s->rows);
	int col = below(8) == 0 ? s->cols + below(300) : below(s->cols);
	bool press = b >= 64 || below(3) != 0;
	note(s, "mouse %d at %d,%d %s", b, row, col, press ? "press" : "release");
	s->clicks++;
	if (b == 0 && below(2) == 0)
		return pty_click(s->t, row, col);
	return pty_mouse(s->t, b, row, col, press);
}

/* A new size: one of the odd ones (too small: 20x6, 1x1, 39x11, 30x70,
 * 120x8; 200x60), any size at all, or one that fits.  Below 40x12 every
 * key but q and Ctrl-L is ignored, so a too small window grows again after
 * a few inputs. */
static bool send_resize(storm *s, bool fit)
{
	static const int sizes[][2] = {{6, 20}, {1, 1},	 {11, 39},  {70, 30},	{8, 120},
				       {60, 200}, {24, 80}, {12, 40}, {45, 160}, {30, 100}};
	int pick = fit ? 12 : below(20);
	if (pick < 10) {
		s->rows = sizes[pick][0];
		s->cols = sizes[pick][1];
	} else if (pick < 12) {
		s->rows = 1 + below(72);
		s->cols = 1 + below(220);
	} else {
		s->rows = 12 + below(60);
		s->cols = 40 + below(180);
	}
	s->small_left = s->rows < 12 || s->cols < 40 ? 1 + below(10) : 0;
	note(s, "resize %dx%d", s->cols, s->rows);
	s->resizes++;
	return pty_resize(s->t, s->rows, s->cols);
}

static bool send_one(storm *s)
{
	int dice = below(100);
	if (s->small_left > 0 && --s->small_left == 0)
		return send_resize(s, true);
	if (dice < 3)
		return send_resize(s, false);
	if (dice < 11)
		return send_mouse(s);
	if (dice < 17) { /* out of a prompt more often than the table's Esc */
		note(s, "Esc");
		return pty_send_key(s->t, PTY_KEY_ESC);
	}
	if (dice < 22) { /* let a frame or two out, sometimes, and look */
		note(s, "pause");
		pty_wait_stable(s->t, 10, 60);
		s->pauses++;
		for (int i = 0; i < N_SIGHTS; i++)
			s->seen[i] += pty_screen_contains(s->t, sights[i].needle);
		return true;
	}
	input in = alphabet[below(n_alphabet)];
	if (dice < 28 || in.kind == IN_TEXT) {
		char text[8];
		random_text(text, sizeof text);
		note(s, "text \"%s\"", text);
		return pty_send(s->t, text);
	}
	if (in.kind == IN_MOUSE)
		return send_mouse(s);
	if (in.kind == IN_KEY) {
		note(s, "key %d", (int)in.key);
		return pty_send_key(s->t, in.key);
	}
	if ((unsigned char)in.bytes[0] < 0x20)
		note(s, "byte 0x%02x%s", (unsigned char)in.bytes[0], in.bytes + 1);
	else
		note(s, "\"%s\"", in.bytes);
	return pty_send(s->t, in.bytes);
}

/* ---- the test ------------------------------------------------------------ */

static char bin[PATH_MAX], root[PATH_MAX], dir[80];
static uint64_t seed = 26;
static int total_keys = 4000;
static const char *modes_wanted;

static void report(storm *s, int at)
{
	pty_dump(s->t, stderr);
	fprintf(stderr,
		"monkey: mode %s, seed %llu, after %d of %d keys (%d resizes, %d mouse); "
		"again: make monkey SEED=%llu KEYS=%d\nmonkey: the last inputs:",
		s->mode, (unsigned long long)seed, at, s->keys, s->resizes, s->clicks,
		(unsigned long long)seed, total_keys);
	int first = s->logged > LOG_N ? s->logged - LOG_N : 0;
	for (int i = first; i < s->logged; i++)
		fprintf(stderr, " [%s]", s->log[i % LOG_N]);
	fputc('\n', stderr);
}

/* Entries of path whose names begin with prefix ("": all but . and ..). */
static int count_entries(const char *path, const char *prefix)
{
	DIR *d = opendir(path);
	int n = 0;
	if (!d)
		return -1;
	for (struct dirent *e; (e = readdir(d));)
		if (strncmp(e->d_name, prefix, strlen(prefix)) == 0 && strcmp(e->d_name, ".") != 0 &&
		    strcmp(e->d_name, "..") != 0)
			n++;
	closedir(d);
	return n;
}

/* The screen still answers (after `at` keys): back to a size that fits,
 * out of any prompt, form or question (Esc, with time for each to arrive
 * alone), then ? must show the help, and Esc close it. */
static void check_answers(storm *s, int at)
{
	s->rows = 24;
	s->cols = 80;
	s->small_left = 0;
	bool ok = pty_resize(s->t, s->rows, s->cols);
	for (int i = 0; i < 3 && ok; i++) {
		/* a running search never goes quiet: at most a little more */
		pty_wait_stable(s->t, SETTLE_MS, 2 * SETTLE_MS);
		ok = pty_send_key(s->t, PTY_KEY_ESC);
	}
	pty_wait_stable(s->t, SETTLE_MS, 2 * SETTLE_MS);
	ok = ok && pty_send(s->t, "?") && pty_wait_text(s->t, "Help: keys", 4 * PTY_TIMEOUT_MS);
	ok = ok && pty_send_key(s->t, PTY_KEY_ESC) &&
	     pty_wait_gone(s->t, "Help: keys", 4 * PTY_TIMEOUT_MS);
	if (!ok) {
		report(s, at);
		fail_msg("after %d keys, ? shows no help (or Esc does not close it)", at);
	}
	note(s, "answers");
}

static void run_storm(const char *mode, const char *const args[], const char *ready, int index)
{
	if (modes_wanted && !strstr(modes_wanted, mode)) {
		printf("monkey: %s skipped (KTOUR_MONKEY_MODES=%s)\n", mode, modes_wanted);
		return;
	}
	rng_state = seed * 1000003ULL + (uint64_t)index;
	const char *argv[16] = {"/bin/sh", "-c", "cd \"$1\" && shift && exec \"$0\" \"$@\"", bin,
				dir};
	int n = 5;
	for (int i = 0; args[i] && n < 15; i++)
		argv[n++] = args[i];
	argv[n] = NULL;
	char home[96];
	snprintf(home, sizeof home, "HOME=%s", dir);
	const char *const env[] = {home, NULL};
	storm s = {.mode = mode, .rows = 24, .cols = 80, .keys = total_keys / 5};
	s.t = pty_spawn(argv, env, s.rows, s.cols);
	assert_non_null(s.t);
	pty_assert_text(s.t, ready);
	for (int i = 0; i < s.keys; i++) {
		if (!send_one(&s) || !pty_running(s.t)) {
			report(&s, i);
			fail_msg("the program ended during the storm");
		}
		if ((i + 1) % CHECK_EVERY == 0) /* a frozen screen, found near its cause */
			check_answers(&s, i + 1);
	}
	check_answers(&s, s.keys);
	int status = -1;
	bool ended = false;
	for (int i = 0; i < 4 && !ended; i++) {
		/* q: it ends, or asks (y/n), or is back in the search P left */
		uint64_t before = pty_screen_hash(s.t);
		assert_true(pty_send(s.t, "q"));
		for (int w = 0; w < 4 * PTY_TIMEOUT_MS / 100 && !ended; w++) {
			ended = pty_wait_exit(s.t, 100, &status);
			if (!ended && pty_screen_hash(s.t) != before &&
			    (pty_screen_contains(s.t, "y/n") || pty_screen_contains(s.t, "Back to the")))
				break;
		}
	}
	if (!ended || !WIFEXITED(status) || WEXITSTATUS(status) != 0 ||
	    pty_screen_contains(s.t, "Sanitizer") || pty_screen_contains(s.t, "runtime error") ||
	    !pty_restored(s.t)) {
		report(&s, s.keys);
		fail_msg("q after the storm: not a clean exit with the terminal restored");
	}
	printf("monkey: %s: %d keys, %d resizes, %d mouse reports, seed %llu: ok; "
	       "at %d pauses it saw", mode, s.keys, s.resizes, s.clicks, (unsigned long long)seed,
	       s.pauses);
	for (int i = 0; i < N_SIGHTS; i++)
		printf(" %s %d%s", sights[i].name, s.seen[i], i + 1 < N_SIGHTS ? "," : "\n");
	pty_close(s.t);
}

/* An asset's absolute path (the working directory is the temporary one). */
static const char *asset(const char *name)
{
	static char path[4][PATH_MAX + 64];
	static int k;
	k = (k + 1) % 4;
	snprintf(path[k], sizeof path[k], "%s/assets/tours/%s", root, name);
	return path[k];
}

static void test_monkey_explore(void **state)
{
	(void)state;
	const char *const args[] = {"explore", NULL};
	run_storm("explore", args, "READY", 0);
}

static void test_monkey_compare(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "--compare", "warnsdorff", NULL};
	run_storm("compare", args, "READY", 1);
}

static void test_monkey_play(void **state)
{
	(void)state;
	const char *const args[] = {"play", NULL};
	run_storm("play", args, "YOUR MOVE", 2);
}

static void test_monkey_replay(void **state)
{
	(void)state;
	const char *const args[] = {"replay", asset("squirrel-cull-8x8.txt"),
				    asset("backtrack-5x5.moves"), asset("wide-8x30.moves"),
				    asset("closed-8x8.json"), NULL};
	run_storm("replay", args, "READY", 3);
}

static void test_monkey_irwin(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-e", "irwin", NULL};
	run_storm("irwin", args, "READY", 4);
}

static int root_entries;

static int setup(void **state)
{
	(void)state;
	const char *v = getenv("KTOUR_MONKEY_SEED");
	if (v && *v)
		seed = strtoull(v, NULL, 10);
	v = getenv("KTOUR_MONKEY_KEYS");
	if (v && *v)
		total_keys = atoi(v) > 5 ? atoi(v) : 5;
	v = getenv("KTOUR_MONKEY_MODES");
	modes_wanted = v && *v ? v : NULL;
	build_alphabet();
	const char *tmpdir = getenv("TMPDIR");
	snprintf(dir, sizeof dir, "%s/ktour-monkey.XXXXXX",
		 tmpdir && *tmpdir && strlen(tmpdir) < 40 ? tmpdir : "/tmp");
	if (!realpath(pty_ktour_bin(), bin) || !getcwd(root, sizeof root) || !mkdtemp(dir))
		return -1;
	root_entries = count_entries(root, "ktour-"); /* what s and S would name */
	printf("monkey: seed %llu, %d keys in all, %d keys in the alphabet, in %s\n",
	       (unsigned long long)seed, total_keys, n_alphabet, dir);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	printf("monkey: %d files written in the temporary directory\n", count_entries(dir, ""));
	char cmd[160];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	int rc = system(cmd) == 0 ? 0 : -1;
	if (count_entries(root, "ktour-") != root_entries) {
		fprintf(stderr, "monkey: a ktour-* file appeared where the test ran\n");
		rc = -1;
	}
	return rc;
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_monkey_explore, pty_teardown),
		cmocka_unit_test_teardown(test_monkey_compare, pty_teardown),
		cmocka_unit_test_teardown(test_monkey_play, pty_teardown),
		cmocka_unit_test_teardown(test_monkey_replay, pty_teardown),
		cmocka_unit_test_teardown(test_monkey_irwin, pty_teardown),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
