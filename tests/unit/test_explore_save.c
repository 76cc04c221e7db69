/* SPDX-License-Identifier: MIT */
/* Saved explorer sessions: a round trip keeps every setting; truncated,
 * flipped-byte, other-version, foreign and incomplete files are refused
 * as a whole with a message; writing is atomic and never replaces a file
 * unless asked. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/explore_save.h"

static explore_save sample(void)
{
	explore_save s;
	memset(&s, 0, sizeof s);
	s.cfg = engine_config_default();
	s.cfg.spec.rows = 6;
	s.cfg.spec.cols = 7;
	s.cfg.spec.lea = 1;
	s.cfg.spec.leb = 3;
	s.cfg.spec.torus = true;
	s.cfg.start = 2 * 7 + 4; /* row 3, column 5 */
	s.cfg.kind = ENGINE_IRWIN;
	s.cfg.closed = true;
	s.cfg.prune = PRUNE_LOOKAHEAD;
	s.cfg.tiebreak = TIEBREAK_POHL;
	const uint8_t tie[8] = {2, 5, 7, 6, 4, 0, 1, 3};
	memcpy(s.cfg.tie_order, tie, 8);
	const uint8_t ord[8] = {7, 6, 5, 4, 3, 2, 1, 0};
	memcpy(s.cfg.order, ord, 8);
	s.cfg.seed = 18446744073709551615ull;
	s.cfg.max_attempts = 77;
	s.start_given = true;
	s.steps = 123456789012ull;
	s.speed = 300;
	s.heat_on_board = true;
	s.panels = PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_CODE); /* the stack hidden */
	s.present = true;
	return s;
}

static void same(const explore_save *a, const explore_save *b)
{
	assert_int_equal(a->cfg.spec.rows, b->cfg.spec.rows);
	assert_int_equal(a->cfg.spec.cols, b->cfg.spec.cols);
	assert_int_equal(a->cfg.spec.lea, b->cfg.spec.lea);
	assert_int_equal(a->cfg.spec.leb, b->cfg.spec.leb);
	assert_int_equal(a->cfg.spec.torus, b->cfg.spec.torus);
	assert_int_equal(a->cfg.start, b->cfg.start);
	assert_int_equal(a->cfg.kind, b->cfg.kind);
	assert_int_equal(a->cfg.closed, b->cfg.closed);
	assert_int_equal(a->cfg.order_warnsdorff, b->cfg.order_warnsdorff);
	assert_memory_equal(a->cfg.order, b->cfg.order, 8);
	assert_int_equal(a->cfg.prune, b->cfg.prune);
	assert_int_equal(a->cfg.tiebreak, b->cfg.tiebreak);
	assert_memory_equal(a->cfg.tie_order, b->cfg.tie_order, 8);
	assert_true(a->cfg.seed == b->cfg.seed);
	assert_true(a->cfg.max_attempts == b->cfg.max_attempts);
	assert_int_equal(a->start_given, b->start_given);
	assert_true(a->steps == b->steps);
	assert_int_equal(a->speed_max, b->speed_max);
	if (!a->speed_max)
		assert_int_equal(a->speed, b->speed);
	assert_int_equal(a->heat_on_board, b->heat_on_board);
	assert_int_equal(a->panels, b->panels);
	assert_int_equal(a->present, b->present);
}

static void test_round_trip(void **state)
{
	(void)state;
	char buf[2048], err[300];
	explore_save s = sample(), back;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	assert_non_null(strstr(buf, "ktour explore session 1\n"));
	assert_non_null(strstr(buf, "board 6x7\n"));
	assert_non_null(strstr(buf, "start 3,5\n"));
	assert_non_null(strstr(buf, "tiebreak pohl\n"));
	assert_non_null(strstr(buf, "steps 123456789012\n"));
	assert_non_null(strstr(buf, "heatmap-panel 1\nstack-panel 0\npresentation 1\n"
				    "algorithm-panel 1\n"));
	assert_true(explore_save_parse(buf, strlen(buf), "s", &back, err, sizeof err));
	same(&s, &back);
	/* the other spellings: default start, ordering tie-break, warnsdorff
	 * order, maximum speed */
	s.cfg = engine_config_default();
	s.cfg.start = KSQ_NONE;
	s.cfg.order_warnsdorff = true;
	s.speed_max = true;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	assert_true(explore_save_parse(buf, strlen(buf), "s", &back, err, sizeof err));
	same(&s, &back);
	assert_int_equal(back.cfg.start, KSQ_NONE);
	/* too small a buffer is refused, not cut */
	assert_false(explore_save_format(&s, buf, 100));
}

/* parse must fail and the message must contain want. */
static void refused(const char *text, size_t len, const char *want)
{
	char err[300];
	explore_save out;
	memset(&out, 0x5a, sizeof out);
	explore_save untouched = out;
	assert_false(explore_save_parse(text, len, "f.session", &out, err, sizeof err));
	if (!strstr(err, want))
		fail_msg("message '%s' lacks '%s'", err, want);
	assert_non_null(strstr(err, "f.session"));
	assert_memory_equal(&out, &untouched, sizeof out); /* never half-loaded */
}

static void test_damaged(void **state)
{
	(void)state;
	char buf[2048], bad[2048];
	explore_save s = sample();
	assert_true(explore_save_format(&s, buf, sizeof buf));
	size_t len = strlen(buf);
	/* truncated anywhere */
	for (size_t cut = 0; cut < len; cut += 7)
		refused(buf, cut, cut < 23 ? "" : "truncated");
	refused(buf, len - 1, "truncated");
	/* each byte flipped in turn */
	for (size_t i = 0; i < len; i++) {
		memcpy(bad, buf, len);
		bad[i] ^= 0x04;
		refused(bad, len, "");
	}
	/* a flipped setting is caught by the checksum */
	char *p = strstr(buf, "steps 1");
	memcpy(bad, buf, len);
	bad[p - buf + 6] = '2';
	refused(bad, len, "checksum does not match");
	/* another version */
	memcpy(bad, buf, len);
	bad[strlen("ktour explore session ")] = '2';
	refused(bad, len, "version 2; this ktour reads version 1");
	/* something else entirely */
	refused("# board 8x8\n 1 2\n", 17, "not a ktour explorer session");
	refused("ktour explore session 1\0\n", 25, "binary");
}

/* Every prefix of a good file, and a header without its newline, each in
 * a heap buffer of exactly its size: refused without a read past the end
 * (which ASan and valgrind report; the reader once ran strtol off it). */
static void test_exact_buffers(void **state)
{
	(void)state;
	char buf[2048];
	explore_save s = sample(), out;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	size_t len = strlen(buf);
	char err[300];
	for (size_t cut = 1; cut <= len; cut++) {
		char *exact = malloc(cut);
		memcpy(exact, buf, cut);
		assert_int_equal(explore_save_parse(exact, cut, "x", &out, err, sizeof err),
				 cut == len);
		free(exact);
	}
	static const char *const heads[] = {"ktour explore session 1", "ktour explore session ",
					    "ktour explore session 12345678901234567890123"};
	for (size_t i = 0; i < 3; i++) {
		size_t n = strlen(heads[i]);
		char *exact = malloc(n);
		memcpy(exact, heads[i], n);
		assert_false(explore_save_parse(exact, n, "x", &out, err, sizeof err));
		assert_non_null(strstr(err, "x:1: a damaged header line"));
		free(exact);
	}
	/* CRLF line ends are named as such */
	char crlf[2200];
	size_t k = 0;
	for (size_t i = 0; i < len; i++) {
		if (buf[i] == '\n')
			crlf[k++] = '\r';
		crlf[k++] = buf[i];
	}
	refused(crlf, k, "CRLF (DOS) line ends");
}

/* A session file with this body and a right checksum, into text. */
static void with_checksum(const char *body, char *text, size_t len)
{
	size_t n = (size_t)snprintf(text, len, "ktour explore session 1\n%s", body);
	uint64_t h = 14695981039346656037ull;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)text[i];
		h *= 1099511628211ull;
	}
	snprintf(text + n, len - n, "checksum %016llx\n", (unsigned long long)h);
}

/* A file with a right checksum but wrong content. */
static void refused_body(const char *body, const char *want)
{
	char text[2048];
	with_checksum(body, text, sizeof text);
	refused(text, strlen(text), want);
}

/* A file with a right checksum and this body; true when it parses. */
static bool parses(const char *body, explore_save *out)
{
	char text[2048], err[300];
	with_checksum(body, text, sizeof text);
	return explore_save_parse(text, strlen(text), "f.session", out, err, sizeof err);
}

/* The layout lines came later: a file without them opens with every
 * panel shown and no presentation; one with a bad value is refused. */
static void test_layout_lines_optional(void **state)
{
	(void)state;
	char buf[2048];
	explore_save s = sample(), back;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	char *body = strchr(buf, '\n') + 1;
	*strstr(body, "heatmap-panel") = '\0';
	assert_true(parses(body, &back));
	assert_int_equal(back.panels, PANEL_BIT(PANEL_HEAT) | PANEL_BIT(PANEL_STACK));
	assert_false(back.present);
	assert_int_equal(back.cfg.spec.rows, 6);
	char more[2048];
	snprintf(more, sizeof more, "%sheatmap-panel 0\n", body);
	assert_true(parses(more, &back));
	assert_false(back.panels & PANEL_BIT(PANEL_HEAT));
	assert_true(back.panels & PANEL_BIT(PANEL_STACK));
	snprintf(more, sizeof more, "%salgorithm-panel 1\n", body);
	assert_true(parses(more, &back));
	assert_true(back.panels & PANEL_BIT(PANEL_CODE));
	assert_true(back.panels & PANEL_BIT(PANEL_HEAT));
	snprintf(more, sizeof more, "%sstack-panel 2\n", body);
	refused_body(more, "bad value '2' for stack-panel");
}

/* The colour theme's line is optional: a file without it has none (the
 * explorer keeps its own), one with it round-trips, a value that is not a
 * word is refused. */
static void test_theme_line(void **state)
{
	(void)state;
	char buf[2048];
	explore_save s = sample(), back;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	assert_null(strstr(buf, "theme"));
	snprintf(s.theme, sizeof s.theme, "projector");
	assert_true(explore_save_format(&s, buf, sizeof buf));
	assert_non_null(strstr(buf, "\ntheme projector\n"));
	char err[300];
	assert_true(explore_save_parse(buf, strlen(buf), "f.session", &back, err, sizeof err));
	assert_string_equal(back.theme, "projector");
	same(&s, &back);
	char *body = strchr(buf, '\n') + 1;
	*strstr(body, "theme") = '\0';
	assert_true(parses(body, &back));
	assert_string_equal(back.theme, "");
	char more[2048];
	snprintf(more, sizeof more, "%stheme Light 2\n", body);
	refused_body(more, "bad value 'Light 2' for theme");
	snprintf(more, sizeof more, "%stheme averyveryverylongname\n", body);
	refused_body(more, "for theme");
	snprintf(more, sizeof more, "%stheme light\ntheme mono\n", body);
	refused_body(more, "'theme' given twice");
}

/* A file the release before the panel table wrote (its bytes, checksum
 * and all): it opens with the same panels (the onward moves hidden, the
 * stack and the algorithm shown), and is written back byte for byte. */
static void test_release_file(void **state)
{
	(void)state;
	static const char file[] =
		"ktour explore session 1\n"
		"board 5x6\nleaper 1,2\ntorus 0\nstart 2,2\nstart-given 1\n"
		"engine backtrack\nclosed 0\norder 12345678\nprune none\n"
		"tiebreak ordering\ntie-order 12345678\nseed 42\nmax-attempts 0\n"
		"steps 1234\nspeed 300\nheatmap 1\n"
		"heatmap-panel 0\nstack-panel 1\npresentation 0\nalgorithm-panel 1\n"
		"checksum e21c084c7370d7bf\n";
	char buf[2048], err[300];
	explore_save s;
	if (!explore_save_parse(file, strlen(file), "old.session", &s, err, sizeof err))
		fail_msg("%s", err);
	assert_int_equal(s.panels, PANEL_BIT(PANEL_STACK) | PANEL_BIT(PANEL_CODE));
	assert_false(s.present);
	assert_true(s.heat_on_board);
	assert_true(s.steps == 1234);
	assert_true(explore_save_format(&s, buf, sizeof buf));
	assert_string_equal(buf, file);
}

static void test_bad_content(void **state)
{
	(void)state;
	refused_body("board 8x8\n", "missing");
	refused_body("board 8x8\nboard 8x8\n", "given twice");
	refused_body("colour red\n", "unknown setting 'colour'");
	refused_body("board eight\n", "bad value 'eight' for board");
	char buf[2048];
	explore_save s = sample();
	assert_true(explore_save_format(&s, buf, sizeof buf));
	/* the body of a good file with the start moved off the board */
	char *body = strchr(buf, '\n') + 1;
	*strstr(body, "checksum") = '\0';
	char *st = strstr(body, "start 3,5");
	memcpy(st, "start 9,5", 9);
	refused_body(body, "off the 6x7 board");
	st = strstr(body, "start 9,5");
	memcpy(st, "start 3,5", 9);
	memcpy(strstr(body, "engine irwin"), "engine irwix", 12);
	refused_body(body, "bad value 'irwix' for engine");
}

/* A search that continues a path (f in ktour play) keeps the path: the
 * prefix line round-trips, and a bad one is refused with its reason. */
static void test_prefix(void **state)
{
	(void)state;
	char buf[2048], err[300];
	explore_save s, back;
	memset(&s, 0, sizeof s);
	s.cfg = engine_config_default();
	s.cfg.spec.rows = s.cfg.spec.cols = 5;
	s.cfg.prune = PRUNE_LOOKAHEAD;
	s.cfg.start = 0;
	const ksq path[4] = {0, 7, 14, 23}; /* a5 c4 e3 d1 */
	s.cfg.prefix = path;
	s.cfg.prefix_len = 4;
	s.steps = 9;
	s.speed = 10;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	assert_non_null(strstr(buf, "\nprefix 1,1 2,3 3,5 5,4\nchecksum "));
	assert_true(explore_save_parse(buf, strlen(buf), "s", &back, err, sizeof err));
	same(&s, &back);
	assert_int_equal(back.cfg.prefix_len, 4);
	assert_null(back.cfg.prefix);
	assert_memory_equal(back.prefix, path, sizeof path);
	/* no prefix: no line (older readers and files agree) */
	s.cfg.prefix_len = 0;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	assert_null(strstr(buf, "prefix"));
	assert_true(explore_save_parse(buf, strlen(buf), "s", &back, err, sizeof err));
	assert_int_equal(back.cfg.prefix_len, 0);
	/* bad prefixes */
	s.cfg.prefix_len = 4;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	char *body = strchr(buf, '\n') + 1;
	*strstr(body, "checksum") = '\0';
	char *p = strstr(body, "5,4");
	memcpy(p, "6,4", 3);
	refused_body(body, "a bad prefix: square 4 (6,4) is off the 5x5 board");
	memcpy(p, "5;4", 3);
	refused_body(body, "a bad prefix: square 4 is not row,column");
	memcpy(p, "5,4", 3);
	memcpy(strstr(body, "prefix 1,1"), "prefix 2,3", 10);
	refused_body(body, "its first square is not the start square");
	s.cfg.kind = ENGINE_WARNSDORFF;
	assert_true(explore_save_format(&s, buf, sizeof buf));
	refused(buf, strlen(buf), "only a backtrack search continues a fixed path");
}

static void test_files(void **state)
{
	(void)state;
	char dir[] = "/tmp/ktour-session-XXXXXX", path[256], err[300];
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/a.session", dir);
	explore_save s = sample(), back;
	assert_true(explore_save_write(path, &s, false, err, sizeof err));
	assert_true(explore_save_read(path, &back, err, sizeof err));
	same(&s, &back);
	/* not replaced unless asked */
	s.steps = 5;
	assert_false(explore_save_write(path, &s, false, err, sizeof err));
	assert_int_equal(errno, EEXIST);
	assert_true(explore_save_read(path, &back, err, sizeof err));
	assert_true(back.steps == 123456789012ull);
	assert_true(explore_save_write(path, &s, true, err, sizeof err));
	assert_true(explore_save_read(path, &back, err, sizeof err));
	assert_true(back.steps == 5);
	/* only the file itself in the directory: no temporary left */
	char cmd[256];
	snprintf(cmd, sizeof cmd, "test \"$(ls -A '%s')\" = a.session", dir);
	assert_int_equal(system(cmd), 0);
	/* missing file, directory */
	snprintf(path, sizeof path, "%s/none", dir);
	assert_false(explore_save_read(path, &back, err, sizeof err));
	assert_non_null(strstr(err, "No such file"));
	assert_false(explore_save_read(dir, &back, err, sizeof err));
	assert_non_null(strstr(err, "a directory, not a session file"));
	/* a FIFO with no writer: refused at once, not waited on for ever */
	snprintf(path, sizeof path, "%s/fifo", dir);
	assert_int_equal(mkfifo(path, 0600), 0);
	assert_false(explore_save_read(path, &back, err, sizeof err));
	assert_non_null(strstr(err, "a FIFO (named pipe), not a session file"));
	unlink(path);
	/* a directory we cannot write to (root ignores modes: skip then) */
	if (geteuid() != 0) {
		char ro[160];
		snprintf(ro, sizeof ro, "%s/ro", dir);
		assert_int_equal(mkdir(ro, 0555), 0);
		snprintf(path, sizeof path, "%s/x.session", ro);
		assert_false(explore_save_write(path, &s, false, err, sizeof err));
		assert_non_null(strstr(err, "Permission denied"));
		snprintf(cmd, sizeof cmd, "test -z \"$(ls -A '%s')\"", ro);
		assert_int_equal(system(cmd), 0);
	}
	assert_false(explore_save_write("/proc/sys/ktour.session", &s, false, err, sizeof err));
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	assert_int_equal(system(cmd), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_damaged),
		cmocka_unit_test(test_exact_buffers),
		cmocka_unit_test(test_bad_content),
		cmocka_unit_test(test_layout_lines_optional),
		cmocka_unit_test(test_theme_line),
		cmocka_unit_test(test_release_file),
		cmocka_unit_test(test_prefix),
		cmocka_unit_test(test_files),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
