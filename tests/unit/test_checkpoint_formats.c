/* SPDX-License-Identifier: MIT */
/* The one checkpoint container (ktour/checkpoint.h) reads the checkpoints
 * of ktour 0.1.0 (tests/data/checkpoints/): each says its method and its
 * count's settings; the backtracking one is written back byte for byte
 * (the body and the checksum are what they were); the frontier ones
 * resume to 5x6's 37568 open tours (docs/literature.md) with the class
 * steps of a count run without a stop. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ktour/checkpoint.h"
#include "ktour/count.h"
#include "ktour/frontier.h"

#define DIR "tests/data/checkpoints/"

static char *file_bytes(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	assert_non_null(f);
	char *buf = malloc(1 << 20);
	assert_non_null(buf);
	*len = fread(buf, 1, 1 << 20, f);
	fclose(f);
	return buf;
}

static void test_backtracking(void **state)
{
	(void)state;
	const char *path = DIR "backtrack-6x6-open.ckpt";
	count_checkpoint c;
	char err[400];
	assert_int_equal(checkpoint_method_of(path), COUNT_BACKTRACK);
	if (!checkpoint_read_file(path, &c, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(c.method, COUNT_BACKTRACK);
	assert_int_equal(c.cfg.spec.rows, 6);
	assert_int_equal(c.cfg.spec.cols, 6);
	assert_false(c.cfg.closed);
	assert_true(c.cfg.every_start);
	assert_int_equal(c.njobs, 322);
	assert_int_equal(c.nrec, 83);
	size_t running = 0;
	for (size_t i = 0; i < c.nrec; i++)
		running += c.rec[i].status == JOB_RUNNING;
	assert_int_equal(running, 2);
	/* written again: the same bytes */
	size_t len, olen = 0;
	char *want = file_bytes(path, &len), *out = NULL;
	FILE *m = open_memstream(&out, &olen);
	assert_true(checkpoint_write_stream(m, &c));
	fclose(m);
	assert_int_equal(olen, len);
	assert_memory_equal(out, want, len);
	/* and it fits the count it came from */
	count_options o;
	count_options_from_checkpoint(&c, &o);
	if (!count_resume_check(&o, err, sizeof err))
		fail_msg("%s", err);
	free(out);
	free(want);
	checkpoint_free(&c);
}

/* Resume a copy of the frontier checkpoint `name` (a resume writes its
 * checkpoint back). */
static void frontier_resumes(const char *name)
{
	char path[300], copy[] = "/tmp/ktour-test-formats.XXXXXX", err[400];
	snprintf(path, sizeof path, DIR "%s", name);
	size_t len;
	char *bytes = file_bytes(path, &len);
	int fd = mkstemp(copy);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, bytes, len), (ssize_t)len);
	close(fd);
	free(bytes);
	assert_int_equal(checkpoint_method_of(copy), COUNT_FRONTIER);
	count_checkpoint c;
	if (!checkpoint_read_file(copy, &c, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(c.method, COUNT_FRONTIER);
	assert_int_equal(c.cfg.spec.rows, 5);
	assert_int_equal(c.cfg.spec.cols, 6);
	assert_false(c.cfg.closed);
	assert_true(c.cfg.every_start);
	assert_int_equal(c.cfg.parts, 0);
	count_options o;
	count_options_from_checkpoint(&c, &o);
	o.threads = 2;
	o.memory = 64ull << 20;
	o.checkpoint = copy;
	frontier_result r;
	if (!frontier_count(&o, &r, err, sizeof err))
		fail_msg("%s: %s", name, err);
	assert_false(r.partial);
	assert_true(r.tours == 37568);
	assert_int_equal(r.class_steps, 409183);
	frontier_result_free(&r);
	/* a count that resumes the backtracking way is refused */
	count_result b;
	assert_false(count_tours(&o, &b, err, sizeof err));
	assert_non_null(strstr(err, "frontier"));
	checkpoint_free(&c);
	unlink(copy);
}

static void test_frontier(void **state)
{
	(void)state;
	frontier_resumes("frontier-5x6-open-mid-square.ckpt");
	frontier_resumes("frontier-5x6-open-square-7.ckpt");
	assert_int_equal(checkpoint_method_of("tests/cli/tap.sh"), -1);
	assert_int_equal(checkpoint_method_of(DIR "no-such-file"), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_backtracking),
		cmocka_unit_test(test_frontier),
	};
	return cmocka_run_group_tests_name("checkpoint_formats", tests, NULL, NULL);
}
