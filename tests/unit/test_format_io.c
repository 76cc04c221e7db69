/* SPDX-License-Identifier: MIT */
/* Reading files (size limit, directories, FIFOs, symlink loops) and the
 * atomic writer (no partial file on failure, no clobbering when asked). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/format.h"
#include "unit/tour_samples.h"

static char dir[256];

static int setup(void **state)
{
	(void)state;
	const char *tmp = getenv("TMPDIR");
	snprintf(dir, sizeof dir, "%s/ktour-io-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	DIR *d = opendir(dir);
	struct dirent *ent;
	char p[600];
	while (d && (ent = readdir(d)) != NULL) {
		if (strcmp(ent->d_name, ".") == 0 || strcmp(ent->d_name, "..") == 0)
			continue;
		snprintf(p, sizeof p, "%s/%s", dir, ent->d_name);
		unlink(p);
	}
	if (d)
		closedir(d);
	rmdir(dir);
	return 0;
}

static void path_in(char *out, size_t n, const char *name)
{
	snprintf(out, n, "%s/%s", dir, name);
}

static void put_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(text, f);
	assert_int_equal(fclose(f), 0);
}

static char *slurp(const char *path)
{
	static char buf[4096];
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

/* Files in the test directory other than `keep` (temporaries left?). */
static int stray_files(const char *keep)
{
	DIR *d = opendir(dir);
	struct dirent *ent;
	int n = 0;
	assert_non_null(d);
	while ((ent = readdir(d)) != NULL)
		if (strcmp(ent->d_name, ".") && strcmp(ent->d_name, "..") &&
		    (!keep || strcmp(ent->d_name, keep)))
			n++;
	closedir(d);
	return n;
}

static void test_read_file(void **state)
{
	(void)state;
	char p[300];
	tour t;
	format_error e;
	tour_format used;
	path_in(p, sizeof p, "t.txt");
	put_file(p, "1 4 7 10\n12 9 2 5\n3 6 11 8"); /* no final newline */
	assert_true(format_read_file_ex(p, FMT_AUTO, &t, &e, &used));
	assert_int_equal(used, FMT_GRID);
	assert_int_equal(t.len, 12);
	tour_free(&t);
	unlink(p);
}

static void test_read_refuses(void **state)
{
	(void)state;
	char p[300], q[300];
	tour t;
	format_error e;
	/* a directory */
	assert_false(format_read_file(dir, FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_NOT_FILE);
	assert_non_null(strstr(e.msg, "directory"));
	assert_string_equal(e.file, dir);
	/* a FIFO with no writer: refused at once, not waited on */
	path_in(p, sizeof p, "fifo");
	assert_int_equal(mkfifo(p, 0600), 0);
	assert_false(format_read_file(p, FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_NOT_FILE);
	assert_non_null(strstr(e.msg, "FIFO"));
	unlink(p);
	/* missing */
	path_in(p, sizeof p, "missing.txt");
	assert_false(format_read_file(p, FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_IO);
	assert_non_null(strstr(e.msg, strerror(ENOENT)));
	assert_int_equal(e.line, 0);
	/* a symlink loop */
	path_in(p, sizeof p, "loop1");
	path_in(q, sizeof q, "loop2");
	assert_int_equal(symlink(q, p), 0);
	assert_int_equal(symlink(p, q), 0);
	assert_false(format_read_file(p, FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_IO);
	assert_non_null(strstr(e.msg, strerror(ELOOP)));
	unlink(p);
	unlink(q);
	/* a device */
	assert_false(format_read_file("/dev/null", FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_NOT_FILE);
	assert_non_null(strstr(e.msg, "character device"));
}

static void test_read_too_big(void **state)
{
	(void)state;
	char p[300];
	tour t;
	format_error e;
	path_in(p, sizeof p, "big.txt");
	int fd = open(p, O_WRONLY | O_CREAT | O_TRUNC, 0600);
	assert_true(fd >= 0);
	/* sparse: refused from its size, before anything is read */
	assert_int_equal(ftruncate(fd, FORMAT_MAX_FILE_BYTES + 1), 0);
	close(fd);
	assert_false(format_read_file(p, FMT_AUTO, &t, &e));
	assert_int_equal(e.kind, FERR_TOO_BIG);
	assert_non_null(strstr(e.msg, "64 MiB"));
	unlink(p);
}

static void test_write_new_and_replace(void **state)
{
	(void)state;
	char p[300], err[300];
	tour t, back;
	format_error e;
	assert_true(sample_tour(&t, 3, 4, tour_3x4));
	path_in(p, sizeof p, "out.json");
	assert_true(format_write_file(p, &t, FMT_JSON, false, err, sizeof err));
	assert_true(format_read_file(p, FMT_AUTO, &back, &e));
	assert_int_equal(back.len, 12);
	tour_free(&back);
	struct stat st;
	assert_int_equal(stat(p, &st), 0);
	mode_t mask = umask(0);
	umask(mask);
	assert_int_equal(st.st_mode & 0777, 0666 & ~mask); /* not mkstemp's 0600 */
	/* not replaced when asked not to: EEXIST, old content intact */
	put_file(p, "old content\n");
	errno = 0;
	assert_false(format_write_file(p, &t, FMT_GRID, false, err, sizeof err));
	assert_int_equal(errno, EEXIST);
	assert_non_null(strstr(err, p));
	assert_string_equal(slurp(p), "old content\n");
	assert_int_equal(stray_files("out.json"), 0);
	/* replaced when allowed, keeping its permissions */
	assert_int_equal(chmod(p, 0640), 0);
	assert_true(format_write_file(p, &t, FMT_GRID, true, err, sizeof err));
	assert_string_equal(slurp(p), "# board 3x4\n 1  4  7 10\n12  9  2  5\n 3  6 11  8\n");
	assert_int_equal(stat(p, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0640);
	assert_int_equal(stray_files("out.json"), 0);
	unlink(p);
	tour_free(&t);
}

static void test_write_failures_leave_old_file(void **state)
{
	(void)state;
	char p[300], err[300];
	tour t;
	assert_true(sample_tour(&t, 8, 8, squirrel_cull_8x8));
	path_in(p, sizeof p, "keep.txt");
	put_file(p, "old content\n");
	/* a write that fails half-way: the file size limit stops it after 100
	 * bytes (this works as root too, unlike a read-only directory) */
	struct rlimit old, small = {.rlim_cur = 100};
	assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
	small.rlim_max = old.rlim_max;
	void (*prev)(int) = signal(SIGXFSZ, SIG_IGN);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
	bool ok = format_write_file(p, &t, FMT_SVG, true, err, sizeof err);
	int code = errno;
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
	signal(SIGXFSZ, prev);
	assert_false(ok);
	assert_int_equal(code, EFBIG);
	assert_non_null(strstr(err, strerror(EFBIG)));
	assert_string_equal(slurp(p), "old content\n");
	assert_int_equal(stray_files("keep.txt"), 0);
	/* a path the tour cannot be written in: repeats are no grid */
	tour bad;
	board_spec s = board_spec_default();
	tour_init(&bad, &s);
	assert_true(tour_push(&bad, 0) && tour_push(&bad, 10) && tour_push(&bad, 0));
	assert_false(format_write_file(p, &bad, FMT_GRID, true, err, sizeof err));
	assert_string_equal(slurp(p), "old content\n");
	assert_int_equal(stray_files("keep.txt"), 0);
	tour_free(&bad);
	unlink(p);
	/* a directory that does not exist */
	path_in(p, sizeof p, "no-such-dir/out.txt");
	assert_false(format_write_file(p, &t, FMT_GRID, true, err, sizeof err));
	assert_int_equal(errno, ENOENT);
	assert_non_null(strstr(err, "no-such-dir"));
	/* a directory where the file should go, and a device */
	path_in(p, sizeof p, "sub");
	assert_int_equal(mkdir(p, 0700), 0);
	assert_false(format_write_file(p, &t, FMT_GRID, true, err, sizeof err));
	assert_int_equal(stray_files("sub"), 0);
	rmdir(p);
	/* a device is written to, not replaced (test_file_io has the rest) */
	assert_false(format_write_file("/dev/full", &t, FMT_GRID, true, err, sizeof err));
	assert_non_null(strstr(err, strerror(ENOSPC)));
	/* an unwritable place: /proc takes no new files, even from root */
	assert_false(format_write_file("/proc/ktour-test.txt", &t, FMT_GRID, true, err,
				       sizeof err));
	assert_int_equal(access("/proc/ktour-test.txt", F_OK), -1);
	tour_free(&t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_file),
		cmocka_unit_test(test_read_refuses),
		cmocka_unit_test(test_read_too_big),
		cmocka_unit_test(test_write_new_and_replace),
		cmocka_unit_test(test_write_failures_leave_old_file),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
