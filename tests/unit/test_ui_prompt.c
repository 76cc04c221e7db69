/* SPDX-License-Identifier: MIT */
/* The prompt's line editor and file-name completion, against a temporary
 * directory: complete to the longest common prefix, a unique match in
 * full (directories with '/'), list then cycle ambiguous ones. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ui/app/prompt.h"

static void test_editing(void **state)
{
	(void)state;
	prompt_line p;
	prompt_set(&p, "abc");
	assert_string_equal(p.text, "abc");
	assert_int_equal(p.cur, 3);
	assert_true(prompt_insert(&p, 'd'));
	assert_string_equal(p.text, "abcd");
	prompt_left(&p);
	prompt_left(&p);
	assert_true(prompt_insert(&p, 'X'));
	assert_string_equal(p.text, "abXcd");
	assert_int_equal(p.cur, 3);
	prompt_backspace(&p);
	assert_string_equal(p.text, "abcd");
	prompt_delete(&p);
	assert_string_equal(p.text, "abd");
	prompt_home(&p);
	prompt_backspace(&p); /* nothing before the cursor */
	assert_string_equal(p.text, "abd");
	prompt_delete(&p);
	assert_string_equal(p.text, "bd");
	prompt_end(&p);
	prompt_delete(&p); /* nothing under the cursor */
	assert_string_equal(p.text, "bd");
	assert_false(prompt_insert(&p, '\n')); /* control characters are refused */
	prompt_clear(&p);
	assert_string_equal(p.text, "");
	assert_int_equal(p.len, 0);
	/* UTF-8: backspace and the arrows take whole characters */
	prompt_set(&p, "a\xc3\xa9");
	prompt_backspace(&p);
	assert_string_equal(p.text, "a");
	prompt_set(&p, "\xc3\xa9z");
	prompt_home(&p);
	prompt_right(&p);
	assert_int_equal(p.cur, 2);
	prompt_left(&p);
	assert_int_equal(p.cur, 0);
	/* a full line refuses more */
	prompt_set(&p, NULL);
	for (int i = 0; i < PROMPT_TEXT_MAX - 1; i++)
		assert_true(prompt_insert(&p, 'x'));
	assert_false(prompt_insert(&p, 'x'));
	assert_int_equal(p.len, PROMPT_TEXT_MAX - 1);
}

static char dir[64];

static void touch(const char *name)
{
	char path[256];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fclose(f);
}

static int make_dir(void **state)
{
	(void)state;
	snprintf(dir, sizeof dir, "/tmp/ktour-prompt-XXXXXX");
	assert_non_null(mkdtemp(dir));
	touch("tour-alpha.txt");
	touch("tour-beta.txt");
	touch("tour-beta.json");
	touch("single.moves");
	touch(".hidden");
	char sub[256];
	snprintf(sub, sizeof sub, "%s/subdir", dir);
	assert_int_equal(mkdir(sub, 0755), 0);
	return 0;
}

static int remove_dir(void **state)
{
	(void)state;
	char cmd[128];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	return system(cmd) == 0 ? 0 : -1;
}

static void with(prompt_line *p, const char *rel)
{
	char text[512];
	snprintf(text, sizeof text, "%s/%s", dir, rel);
	prompt_set(p, text);
}

static void expect(const prompt_line *p, const char *rel)
{
	char text[512];
	snprintf(text, sizeof text, "%s/%s", dir, rel);
	assert_string_equal(p->text, text);
}

static void test_matches(void **state)
{
	(void)state;
	char out[8][256];
	assert_int_equal(prompt_matches(dir, "tour-", out, 8), 3);
	assert_string_equal(out[0], "tour-alpha.txt"); /* sorted */
	assert_string_equal(out[1], "tour-beta.json");
	assert_string_equal(out[2], "tour-beta.txt");
	assert_int_equal(prompt_matches(dir, "", out, 8), 5); /* not .hidden */
	assert_int_equal(prompt_matches(dir, ".", out, 8), 1);
	assert_string_equal(out[0], ".hidden");
	assert_int_equal(prompt_matches(dir, "sub", out, 8), 1);
	assert_string_equal(out[0], "subdir/");
	assert_int_equal(prompt_matches(dir, "zzz", out, 8), 0);
	assert_int_equal(prompt_matches("/nonexistent-ktour-dir", "", out, 8), -1);
}

static void test_complete(void **state)
{
	(void)state;
	prompt_line p;
	/* unique: the whole name */
	with(&p, "si");
	assert_int_equal(prompt_complete(&p), 1);
	expect(&p, "single.moves");
	assert_string_equal(p.info, "");
	/* a directory gets its slash, so the next Tab goes inside */
	with(&p, "su");
	assert_int_equal(prompt_complete(&p), 1);
	expect(&p, "subdir/");
	/* several: the longest common prefix */
	with(&p, "t");
	assert_int_equal(prompt_complete(&p), 3);
	expect(&p, "tour-");
	/* still ambiguous and nothing to add: listed, then Tab cycles */
	with(&p, "tour-beta.");
	assert_int_equal(prompt_complete(&p), 2);
	expect(&p, "tour-beta.");
	assert_non_null(strstr(p.info, "2 matches"));
	assert_non_null(strstr(p.info, "tour-beta.json"));
	assert_non_null(strstr(p.info, "tour-beta.txt"));
	prompt_complete(&p);
	expect(&p, "tour-beta.json");
	prompt_complete(&p);
	expect(&p, "tour-beta.txt");
	prompt_complete(&p);
	expect(&p, "tour-beta.json"); /* round again */
	/* typing ends the cycle */
	assert_true(prompt_insert(&p, 'x'));
	assert_int_equal(p.ncycle, 0);
	/* no match: the line stays, info says so */
	with(&p, "nothing");
	assert_int_equal(prompt_complete(&p), 0);
	expect(&p, "nothing");
	assert_non_null(strstr(p.info, "no file name"));
	/* completion works on the text before the cursor, keeping the rest */
	with(&p, "si");
	assert_true(prompt_insert(&p, ' '));
	assert_true(prompt_insert(&p, 'Z'));
	prompt_left(&p);
	prompt_left(&p);
	prompt_complete(&p);
	expect(&p, "single.moves Z");
}

static void test_complete_relative(void **state)
{
	(void)state;
	char old[4096];
	assert_non_null(getcwd(old, sizeof old));
	assert_int_equal(chdir(dir), 0);
	prompt_line p;
	prompt_set(&p, "tour-a");
	assert_int_equal(prompt_complete(&p), 1);
	assert_string_equal(p.text, "tour-alpha.txt");
	prompt_set(&p, "subdir/");
	assert_int_equal(prompt_complete(&p), 0); /* empty directory */
	assert_int_equal(chdir(old), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_editing),
		cmocka_unit_test(test_matches),
		cmocka_unit_test(test_complete),
		cmocka_unit_test(test_complete_relative),
	};
	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
