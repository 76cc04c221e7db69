/* SPDX-License-Identifier: MIT */
/* The file writer (ktour/file_io.h): through symbolic links to the file
 * they name, straight into pipes and devices, keeping a replaced file's
 * mode and owner, refusing read-only files unless forced; its temporary
 * files named after their file and locked while written, and the ones a
 * killed writer left removed by the next write (not one a writer holds). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/file_io.h"

static char dir[256];

static int setup(void **state)
{
	(void)state;
	const char *tmp = getenv("TMPDIR");
	snprintf(dir, sizeof dir, "%s/ktour-fio-XXXXXX", tmp && *tmp ? tmp : "/tmp");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	char cmd[300];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static const char *in_dir(const char *name)
{
	static char p[4][600];
	static int k;
	k = (k + 1) % 4;
	snprintf(p[k], sizeof p[k], "%s/%s", dir, name);
	return p[k];
}

static bool write_text(FILE *f, const void *ctx)
{
	return fputs(ctx, f) >= 0;
}

static bool put(const char *path, const char *text, file_replace how)
{
	char err[600];
	errno = 0;
	return file_write_atomic(path, write_text, text, how, err, sizeof err);
}

static const char *slurp(const char *path)
{
	static char buf[256];
	FILE *f = fopen(path, "r");
	if (!f)
		return "(missing)";
	size_t n = fread(buf, 1, sizeof buf - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

static bool is_link(const char *path)
{
	struct stat st;
	return lstat(path, &st) == 0 && S_ISLNK(st.st_mode);
}

/* Nothing but `want` files in dir (no temporary left behind). */
static void assert_entries(const char *sub, int want)
{
	char cmd[400];
	snprintf(cmd, sizeof cmd, "test \"$(ls -A '%s/%s' | wc -l)\" -eq %d", dir, sub, want);
	assert_int_equal(system(cmd), 0);
}

static void test_symlinks_kept(void **state)
{
	(void)state;
	assert_int_equal(mkdir(in_dir("real"), 0700), 0);
	assert_true(put(in_dir("real/tour.txt"), "old\n", FILE_REPLACE));
	/* relative to the link's own directory, not to ours */
	assert_int_equal(symlink("real/tour.txt", in_dir("via.txt")), 0);
	assert_true(put(in_dir("via.txt"), "new\n", FILE_REPLACE));
	assert_true(is_link(in_dir("via.txt")));
	assert_string_equal(slurp(in_dir("real/tour.txt")), "new\n");
	/* a chain of two links, one absolute */
	assert_int_equal(symlink(in_dir("via.txt"), in_dir("chain")), 0);
	assert_true(put(in_dir("chain"), "chained\n", FILE_REPLACE));
	assert_true(is_link(in_dir("chain")) && is_link(in_dir("via.txt")));
	assert_string_equal(slurp(in_dir("real/tour.txt")), "chained\n");
	/* FILE_KEEP through a link still keeps the file it names */
	assert_false(put(in_dir("chain"), "no\n", FILE_KEEP));
	assert_int_equal(errno, EEXIST);
	assert_string_equal(slurp(in_dir("real/tour.txt")), "chained\n");
	/* a dangling link creates its target (FILE_KEEP too: nothing exists) */
	assert_int_equal(symlink("real/new.txt", in_dir("dangling")), 0);
	assert_true(put(in_dir("dangling"), "created\n", FILE_KEEP));
	assert_true(is_link(in_dir("dangling")));
	assert_string_equal(slurp(in_dir("real/new.txt")), "created\n");
	assert_entries("real", 2);
	/* a loop is an error, and writes nothing */
	assert_int_equal(symlink("loop2", in_dir("loop1")), 0);
	assert_int_equal(symlink("loop1", in_dir("loop2")), 0);
	assert_false(put(in_dir("loop1"), "x\n", FILE_REPLACE));
	assert_int_equal(errno, ELOOP);
	assert_entries("", 6);
}

static void test_streams(void **state)
{
	(void)state;
	/* a pipe through its descriptor link, and through a link to that */
	int fd[2];
	assert_int_equal(pipe(fd), 0);
	char fdpath[64], got[64];
	snprintf(fdpath, sizeof fdpath, "/proc/self/fd/%d", fd[1]);
	assert_true(put(fdpath, "piped\n", FILE_KEEP));
	assert_int_equal(symlink(fdpath, in_dir("s")), 0);
	assert_true(put(in_dir("s"), "again\n", FILE_REPLACE));
	close(fd[1]);
	ssize_t n = read(fd[0], got, sizeof got - 1);
	close(fd[0]);
	assert_true(n > 0);
	got[n] = '\0';
	assert_string_equal(got, "piped\nagain\n");
	assert_true(is_link(in_dir("s")));
	/* a regular file behind a descriptor link is appended to (>>) */
	int out = open(in_dir("log"), O_WRONLY | O_CREAT | O_APPEND, 0600);
	assert_true(out >= 0);
	assert_int_equal(write(out, "first\n", 6), 6);
	snprintf(fdpath, sizeof fdpath, "/proc/self/fd/%d", out);
	assert_true(put(fdpath, "second\n", FILE_REPLACE));
	close(out);
	assert_string_equal(slurp(in_dir("log")), "first\nsecond\n");
	/* a character device and a FIFO with a reader */
	assert_true(put("/dev/null", "gone\n", FILE_KEEP));
	assert_false(put("/dev/full", "full\n", FILE_REPLACE));
	assert_int_equal(errno, ENOSPC);
	assert_int_equal(mkfifo(in_dir("fifo"), 0600), 0);
	int r = open(in_dir("fifo"), O_RDONLY | O_NONBLOCK);
	assert_true(r >= 0);
	assert_true(put(in_dir("fifo"), "fifo\n", FILE_REPLACE));
	n = read(r, got, sizeof got - 1);
	close(r);
	assert_int_equal(n, 5);
	/* a directory is refused, naming what it is */
	char err[600];
	assert_false(file_write_atomic(dir, write_text, "x", FILE_REPLACE, err, sizeof err));
	assert_non_null(strstr(err, "a directory"));
	assert_entries("", 3);
}

static void test_mode_owner_read_only(void **state)
{
	(void)state;
	const char *p = in_dir("m.txt");
	assert_true(put(p, "one\n", FILE_KEEP));
	assert_int_equal(chmod(p, 0640), 0);
	assert_true(put(p, "two\n", FILE_REPLACE));
	struct stat st;
	assert_int_equal(stat(p, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0640);
	/* read-only: refused (EEXIST, the file intact) unless forced */
	assert_int_equal(chmod(p, 0444), 0);
	char err[600];
	assert_false(file_write_atomic(p, write_text, "three\n", FILE_REPLACE, err, sizeof err));
	assert_int_equal(errno, EEXIST);
	assert_non_null(strstr(err, "read-only (mode 0444)"));
	assert_string_equal(slurp(p), "two\n");
	assert_true(put(p, "three\n", FILE_REPLACE_READONLY));
	assert_string_equal(slurp(p), "three\n");
	assert_int_equal(stat(p, &st), 0);
	assert_int_equal(st.st_mode & 07777, 0444);
	/* owner and group kept where permitted (root) */
	if (geteuid() == 0) {
		assert_int_equal(chmod(p, 0664), 0);
		assert_int_equal(chown(p, 65534, 65534), 0);
		assert_true(put(p, "four\n", FILE_REPLACE));
		assert_int_equal(stat(p, &st), 0);
		assert_int_equal(st.st_uid, 65534);
		assert_int_equal(st.st_gid, 65534);
		assert_int_equal(st.st_mode & 07777, 0664);
	}
	/* a hard link: the rename gives the name a new file; the other name
	 * keeps the old content (the man page says so) */
	assert_int_equal(link(p, in_dir("hard.txt")), 0);
	assert_true(put(p, "five\n", FILE_REPLACE_READONLY));
	assert_string_equal(slurp(p), "five\n");
	assert_string_equal(slurp(in_dir("hard.txt")), geteuid() == 0 ? "four\n" : "three\n");
	assert_entries("", 2);
}

/* Is path's file locked by someone (a lock of our own on another open
 * file description counts)? */
static bool locked_by_other(const char *path)
{
	int fd = open(path, O_RDONLY);
	assert_true(fd >= 0);
	bool busy = flock(fd, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK;
	close(fd);
	return busy;
}

static void test_locked_writes(void **state)
{
	(void)state;
	const char *p = in_dir("ck");
	char err[600];
	int fd;
	/* a new file: locked from the moment it has its name */
	assert_true(file_write_atomic_locked(p, write_text, "one\n", FILE_KEEP, &fd, err,
					     sizeof err));
	assert_true(fd >= 0);
	assert_string_equal(slurp(p), "one\n");
	assert_true(locked_by_other(p));
	/* replaced: the new file is locked too, the old one's lock goes with
	 * its descriptor */
	int fd2;
	assert_true(file_write_atomic_locked(p, write_text, "two\n", FILE_REPLACE, &fd2, err,
					     sizeof err));
	close(fd);
	assert_string_equal(slurp(p), "two\n");
	assert_true(locked_by_other(p));
	close(fd2);
	assert_false(locked_by_other(p));
	/* FILE_KEEP on an existing file and a FIFO are refused, no lock left */
	assert_false(file_write_atomic_locked(p, write_text, "x\n", FILE_KEEP, &fd, err,
					      sizeof err));
	assert_int_equal(fd, -1);
	assert_int_equal(mkfifo(in_dir("fifo"), 0600), 0);
	assert_false(file_write_atomic_locked(in_dir("fifo"), write_text, "x\n", FILE_REPLACE,
					      &fd, err, sizeof err));
	assert_non_null(strstr(err, "FIFO"));
	assert_int_equal(fd, -1);
	assert_entries("", 2);
}

/* The writer, while it writes: the directory holds the file's own
 * temporary, NAME.ktour-tmp-PID-XXXXXX, which it holds locked. */
typedef struct seen {
	char name[300];
	bool locked;
} seen;

static bool look_at_temp(FILE *f, const void *ctx)
{
	seen *s = (seen *)ctx;
	char cmd[400];
	snprintf(cmd, sizeof cmd, "cd '%s' && ls | grep '^t.txt.ktour-tmp-'", dir);
	FILE *p = popen(cmd, "r");
	if (p && fgets(s->name, sizeof s->name, p))
		s->name[strcspn(s->name, "\n")] = '\0';
	if (p)
		pclose(p);
	s->locked = s->name[0] && locked_by_other(in_dir(s->name));
	return fputs("text\n", f) >= 0;
}

static void make_stale(const char *name, int *hold)
{
	int fd = open(in_dir(name), O_WRONLY | O_CREAT | O_EXCL, 0600);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, "half a file", 11), 11);
	if (hold) { /* a writer still at work: it holds the lock */
		assert_int_equal(flock(fd, LOCK_EX), 0);
		*hold = fd;
	} else {
		close(fd);
	}
}

static void test_temporaries(void **state)
{
	(void)state;
	char pid[32], err[600];
	snprintf(pid, sizeof pid, ".ktour-tmp-%ld-", (long)getpid());
	seen s = {"", false};
	assert_true(file_write_atomic(in_dir("t.txt"), look_at_temp, &s, FILE_REPLACE, err,
				      sizeof err));
	assert_true(strncmp(s.name, "t.txt", 5) == 0 && strstr(s.name, pid) == s.name + 5);
	assert_int_equal(strlen(s.name), 5 + strlen(pid) + 6); /* mkstemp's letters */
	assert_true(s.locked);
	assert_entries("", 1);
	/* what killed writers left: removed by the next write of the file,
	 * not a temporary that a live writer holds, nor another file's */
	int hold;
	make_stale("t.txt.ktour-tmp-1-aaaaaa", NULL);
	make_stale("t.txt.ktour-tmp-2-bbbbbb", NULL);
	make_stale("t.txt.ktour-tmp-3-cccccc", &hold);
	make_stale("u.txt.ktour-tmp-4-dddddd", NULL);
	assert_true(put(in_dir("t.txt"), "again\n", FILE_REPLACE));
	assert_string_equal(slurp(in_dir("t.txt")), "again\n");
	assert_int_equal(access(in_dir("t.txt.ktour-tmp-1-aaaaaa"), F_OK), -1);
	assert_int_equal(access(in_dir("t.txt.ktour-tmp-2-bbbbbb"), F_OK), -1);
	assert_int_equal(access(in_dir("t.txt.ktour-tmp-3-cccccc"), F_OK), 0);
	assert_int_equal(access(in_dir("u.txt.ktour-tmp-4-dddddd"), F_OK), 0);
	/* the writer is gone now: file_remove_stale_temps() (a count's
	 * claim) removes it without writing */
	close(hold);
	file_remove_stale_temps(in_dir("t.txt"));
	assert_int_equal(access(in_dir("t.txt.ktour-tmp-3-cccccc"), F_OK), -1);
	assert_entries("", 2);
	/* a name too long for NAME_MAX with the suffix: cut, and written */
	char longname[256];
	memset(longname, 'n', 250);
	longname[250] = '\0';
	assert_true(put(in_dir(longname), "long\n", FILE_KEEP));
	assert_string_equal(slurp(in_dir(longname)), "long\n");
	assert_entries("", 3);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_symlinks_kept, setup, teardown),
		cmocka_unit_test_setup_teardown(test_streams, setup, teardown),
		cmocka_unit_test_setup_teardown(test_mode_owner_read_only, setup, teardown),
		cmocka_unit_test_setup_teardown(test_locked_writes, setup, teardown),
		cmocka_unit_test_setup_teardown(test_temporaries, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
