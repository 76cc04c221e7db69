/* SPDX-License-Identifier: MIT */
/* Corpus replay: every input of fuzz/corpus/NAME/ and fuzz/regressions/NAME/
 * through fuzz_NAME(), built with the normal compiler and flags (no clang,
 * no fuzzer runtime), one cmocka test per target.  `make test` runs it, so
 * every past finding stays fixed; `make asan` and `make valgrind` run it
 * under their checkers.
 *
 *   test_fuzz_replay                   all targets (from the source tree top;
 *                                      KTOUR_FUZZ_DIR overrides "fuzz")
 *   test_fuzz_replay NAME FILE...      just these inputs through one target,
 *                                      to reproduce a finding without clang
 */
#include <dirent.h>
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <cmocka.h>

#include "fuzz.h"

/* One input may take this long (generous: valgrind is ~50x slower). */
#define REPLAY_ALARM_SECONDS 60
/* Corpus inputs are small; anything bigger is a mistake in the corpus. */
#define REPLAY_MAX_INPUT (4L << 20)

typedef struct target {
	const char *name;
	int (*fn)(const uint8_t *data, size_t size);
} target;

#define FUZZ_ROW(n) {#n, fuzz_##n},
static const target targets[] = {FUZZ_TARGETS(FUZZ_ROW)};
#undef FUZZ_ROW
#define NTARGETS (sizeof targets / sizeof targets[0])

static bool under_cmocka;
static void handlers_restore(void);
/* The input being replayed, for failure messages and the signal handler. */
static char current[4096];

void fuzz_fail(const char *fmt, ...)
{
	char msg[2048];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (under_cmocka) {
		handlers_restore(); /* fail() leaves the test without returning */
		print_error("%s: fuzz property failed: %s\n", current, msg);
		fail();
	} else {
		fprintf(stderr, "%s: fuzz property failed: %s\n", current, msg);
	}
	exit(1); /* not reached under cmocka: fail() jumps out of the test */
}

/* ---- naming the input that crashed ---------------------------------------- */

static const int fatal_signals[] = {SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT};
static struct sigaction saved[sizeof fatal_signals / sizeof fatal_signals[0]];
static bool installed;

static void say(const char *s)
{
	ssize_t r = write(STDERR_FILENO, s, strlen(s));
	(void)r;
}

/* Name the input, then hand the signal to whoever had it before (cmocka
 * turns a fault into a failed test; abort() kills the program). */
static void on_fatal(int sig)
{
	say("fuzz replay: crashed on input ");
	say(current);
	say("\n");
	for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++)
		if (fatal_signals[i] == sig)
			sigaction(sig, &saved[i], NULL);
	/* Returning re-executes the faulting instruction, now under the old
	 * handler; abort() re-raises by itself. */
}

static void on_alarm(int sig)
{
	(void)sig;
	say("fuzz replay: input ");
	say(current);
	say(" still running after the time limit: a hang\n");
	_exit(124);
}

static void handlers_install(void)
{
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sigemptyset(&sa.sa_mask);
	sa.sa_handler = on_fatal;
	for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++)
		sigaction(fatal_signals[i], &sa, &saved[i]);
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);
	installed = true;
}

static void handlers_restore(void)
{
	alarm(0);
	if (!installed)
		return;
	installed = false;
	for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++)
		sigaction(fatal_signals[i], &saved[i], NULL);
}

/* ---- inputs -------------------------------------------------------------- */

static const char *fuzz_root(void)
{
	const char *d = getenv("KTOUR_FUZZ_DIR");
	return d && *d ? d : "fuzz";
}

/* Read a whole file; NULL with errno on failure. */
static uint8_t *slurp(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	if (!f)
		return NULL;
	size_t cap = 4096, n = 0;
	uint8_t *buf = malloc(cap);
	while (buf) {
		if (n == cap) {
			uint8_t *p = cap >= (size_t)REPLAY_MAX_INPUT ? NULL : realloc(buf, cap * 2);
			if (!p) {
				free(buf);
				buf = NULL;
				errno = EFBIG;
				break;
			}
			buf = p;
			cap *= 2;
		}
		size_t r = fread(buf + n, 1, cap - n, f);
		n += r;
		if (r == 0) {
			if (ferror(f)) {
				free(buf);
				buf = NULL;
				errno = EIO;
			}
			break;
		}
	}
	fclose(f);
	*size = n;
	return buf;
}

static int name_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The regular files of dir (no dot files), sorted; NULL when dir does not
 * exist.  The list and its names are malloc'd. */
static char **list_dir(const char *dir, size_t *count)
{
	DIR *d = opendir(dir);
	*count = 0;
	if (!d)
		return NULL;
	size_t cap = 64;
	char **names = malloc(cap * sizeof *names);
	assert_non_null(names);
	struct dirent *de;
	while ((de = readdir(d)) != NULL) {
		if (de->d_name[0] == '.')
			continue;
		if (*count == cap) {
			cap *= 2;
			names = realloc(names, cap * sizeof *names);
			assert_non_null(names);
		}
		names[(*count)++] = strdup(de->d_name);
		assert_non_null(names[*count - 1]);
	}
	closedir(d);
	qsort(names, *count, sizeof *names, name_cmp);
	return names;
}

/* One input through t; returns after the target returns. */
static void replay_file(const target *t, const char *path)
{
	size_t size;
	snprintf(current, sizeof current, "%s", path);
	uint8_t *data = slurp(path, &size);
	if (!data) {
		char msg[4200];
		snprintf(msg, sizeof msg, "%s: cannot read it: %s", path, strerror(errno));
		fuzz_fail("%s", msg);
	}
	alarm(REPLAY_ALARM_SECONDS);
	t->fn(data, size);
	alarm(0);
	free(data);
}

/* Every regular file of dir through t; the number replayed. */
static size_t replay_dir(const target *t, const char *dir)
{
	size_t n, done = 0;
	char **names = list_dir(dir, &n);
	for (size_t i = 0; i < n; i++) {
		char path[4096];
		struct stat st;
		snprintf(path, sizeof path, "%s/%s", dir, names[i]);
		if (stat(path, &st) == 0 && S_ISREG(st.st_mode)) {
			replay_file(t, path);
			done++;
		}
		free(names[i]);
	}
	free(names);
	return done;
}

static double now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* The cmocka test of one target: its corpus (required, not empty) and its
 * regression inputs (optional). */
static void test_replay(void **state)
{
	const target *t = *state;
	char corpus[1024], regress[1024];
	snprintf(corpus, sizeof corpus, "%s/corpus/%s", fuzz_root(), t->name);
	snprintf(regress, sizeof regress, "%s/regressions/%s", fuzz_root(), t->name);
	double t0 = now();
	handlers_install();
	size_t nc = replay_dir(t, corpus);
	size_t nr = replay_dir(t, regress);
	handlers_restore();
	if (nc == 0)
		fail_msg("%s: no corpus inputs: run from the top of the source tree (or set "
			 "KTOUR_FUZZ_DIR) and keep seed inputs in %s",
			 t->name, corpus);
	print_message("%s: %zu corpus + %zu regression inputs replayed in %.2f s\n", t->name,
		      nc, nr, now() - t0);
}

static bool is_target(const char *name)
{
	for (size_t i = 0; i < NTARGETS; i++)
		if (strcmp(targets[i].name, name) == 0)
			return true;
	return false;
}

/* Inputs nobody replays would be a silent hole: every directory under
 * corpus/ and regressions/ must belong to a target of FUZZ_TARGETS. */
static void test_every_dir_has_a_target(void **state)
{
	(void)state;
	static const char *const parts[] = {"corpus", "regressions"};
	for (size_t p = 0; p < 2; p++) {
		char dir[1024];
		struct dirent *de;
		snprintf(dir, sizeof dir, "%s/%s", fuzz_root(), parts[p]);
		DIR *d = opendir(dir);
		if (!d) {
			if (p == 0)
				fail_msg("%s: %s (run from the top of the source tree or set "
					 "KTOUR_FUZZ_DIR)",
					 dir, strerror(errno));
			continue;
		}
		while ((de = readdir(d)) != NULL) {
			char path[2048];
			struct stat st;
			snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
			if (de->d_name[0] == '.' || stat(path, &st) != 0 || !S_ISDIR(st.st_mode))
				continue;
			if (!is_target(de->d_name)) {
				closedir(d);
				fail_msg("%s is not replayed: add X(%s) to FUZZ_TARGETS in fuzz/fuzz.h",
					 path, de->d_name);
			}
		}
		closedir(d);
	}
}

/* test_fuzz_replay NAME FILE...: no cmocka, a line per input. */
static int replay_files(int argc, char **argv)
{
	const target *t = NULL;
	for (size_t i = 0; i < NTARGETS; i++)
		if (strcmp(targets[i].name, argv[1]) == 0)
			t = &targets[i];
	if (!t) {
		fprintf(stderr, "test_fuzz_replay: unknown target '%s'; targets:", argv[1]);
		for (size_t i = 0; i < NTARGETS; i++)
			fprintf(stderr, " %s", targets[i].name);
		fputc('\n', stderr);
		return 2;
	}
	handlers_install();
	for (int i = 2; i < argc; i++) {
		replay_file(t, argv[i]);
		printf("%s: ok\n", argv[i]);
	}
	handlers_restore();
	return 0;
}

int main(int argc, char **argv)
{
	if (argc > 1)
		return replay_files(argc, argv);
	struct CMUnitTest tests[NTARGETS + 1];
	char names[NTARGETS][64];
	for (size_t i = 0; i < NTARGETS; i++) {
		snprintf(names[i], sizeof names[i], "replay_%s", targets[i].name);
		tests[i] = (struct CMUnitTest){
			.name = names[i],
			.test_func = test_replay,
			.initial_state = (void *)&targets[i],
		};
	}
	tests[NTARGETS] = (struct CMUnitTest){
		.name = "every_dir_has_a_target",
		.test_func = test_every_dir_has_a_target,
	};
	under_cmocka = true;
	return cmocka_run_group_tests_name("fuzz corpus replay", tests, NULL, NULL);
}
