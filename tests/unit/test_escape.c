/* SPDX-License-Identifier: MIT */
/* Text from outside shown safely (ktour/escape.h): on a terminal every
 * control character (C0, DEL, C1) and every byte that is not UTF-8 is
 * escaped, newlines and tabs only where asked; escaping twice changes
 * nothing; long values are cut with "..." and their length; long names in
 * the middle; JSON and XML get their own escapes and stay valid. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "ktour/escape.h"

/* No byte a terminal acts on: C0 but the allowed ones, DEL, and C1 in
 * UTF-8 (C2 80..9F) or alone (80..9F after no lead byte). */
static void assert_inert(const char *s, const char *allowed)
{
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if ((*p < 0x20 && !strchr(allowed, *p)) || *p == 0x7F)
			fail_msg("raw control 0x%02X in \"%s\"", *p, s);
		if (*p == 0xC2 && p[1] >= 0x80 && p[1] < 0xA0)
			fail_msg("raw C1 control in \"%s\"", s);
	}
}

static const char *term(const char *s, unsigned flags)
{
	static char buf[512];
	escape_term(buf, sizeof buf, s, flags);
	return buf;
}

static void test_term_escapes_controls(void **state)
{
	(void)state;
	assert_string_equal(term("x\033]0;PWNED\007.txt", 0), "x\\033]0;PWNED\\a.txt");
	assert_string_equal(term("nope\033[2J", 0), "nope\\033[2J");
	assert_string_equal(term("a\rb\x7f" "c", 0), "a\\rb\\177c");
	assert_string_equal(term("tab\there\nnext", 0), "tab\\there\\nnext");
	assert_string_equal(term("tab\there\nnext", ESCAPE_LINES), "tab\there\nnext");
	/* C1 in UTF-8 (U+009B, CSI) and bytes that are not UTF-8 */
	assert_string_equal(term("a\xc2\x9b" "2J", 0), "a\\302\\2332J");
	assert_string_equal(term("bad\xff\xfe", 0), "bad\\377\\376");
	assert_string_equal(term("\xe2\x82", 0), "\\342\\202");       /* cut short */
	assert_string_equal(term("\xc0\xaf", 0), "\\300\\257");       /* overlong */
	assert_string_equal(term("\xed\xa0\x80", 0), "\\355\\240\\200"); /* a surrogate */
	/* what is fine stays: accents, box drawing, the knight, backslashes */
	assert_string_equal(term("caf\xc3\xa9 \xe2\x94\x8c \xe2\x99\x9e a\\b", 0),
			    "caf\xc3\xa9 \xe2\x94\x8c \xe2\x99\x9e a\\b");
	assert_inert(term("\x01\x02\x1b\x7f\xc2\x80\xc2\x9f\x9b\x85", 0), "");
}

static void test_term_clean(void **state)
{
	(void)state;
	assert_true(escape_term_clean("plain a8 (1,1) caf\xc3\xa9 \xe2\x99\x9e a\\b", 0));
	assert_true(escape_term_clean("", 0));
	assert_false(escape_term_clean("x\033]0;T\007", 0));
	assert_false(escape_term_clean("a\x7f", 0));
	assert_false(escape_term_clean("a\xc2\x9b", 0));
	assert_false(escape_term_clean("a\xff", 0));
	assert_false(escape_term_clean("a\nb", 0));
	assert_true(escape_term_clean("a\nb\tc", ESCAPE_LINES));
	assert_false(escape_term_clean("a\rb", ESCAPE_LINES));
}

static void test_term_twice_is_once(void **state)
{
	(void)state;
	const char *hostile[] = {"x\033]0;PWNED\007.txt", "\r\n\t\x7f", "\xc2\x9b\xff", "a\\033b"};
	for (size_t i = 0; i < sizeof hostile / sizeof hostile[0]; i++) {
		char once[256], twice[256];
		escape_term(once, sizeof once, hostile[i], 0);
		escape_term(twice, sizeof twice, once, 0);
		assert_string_equal(once, twice);
	}
}

static void test_term_cut_and_length(void **state)
{
	(void)state;
	char small[8];
	/* the length of the whole, as snprintf; never cut inside an escape */
	assert_int_equal(escape_term(small, sizeof small, "ab\033cdef", 0), 10);
	assert_string_equal(small, "ab\\033c");
	assert_int_equal(escape_term(small, sizeof small, "abc\033", 0), 7);
	assert_string_equal(small, "abc\\033");
	assert_int_equal(escape_term(small, 4, "ab\033", 0), 6);
	assert_string_equal(small, "ab");
	assert_int_equal(escape_term(NULL, 0, "\033", 0), 4);
}

static void test_quote(void **state)
{
	(void)state;
	assert_string_equal(ESCAPE_QUOTE("8x8"), "'8x8'");
	assert_string_equal(ESCAPE_QUOTE(""), "''");
	assert_string_equal(ESCAPE_QUOTE("a\033[2J"), "'a\\033[2J'");
	assert_string_equal(ESCAPE_QUOTE("a\nb"), "'a\\nb'");
	char big[10001];
	memset(big, '8', 10000);
	big[10000] = '\0';
	char want[128];
	snprintf(want, sizeof want, "'%.*s...' (10000 characters)", ESCAPE_VALUE_MAX, big);
	assert_string_equal(ESCAPE_QUOTE(big), want);
	/* exactly the most that is shown whole */
	big[ESCAPE_VALUE_MAX] = '\0';
	snprintf(want, sizeof want, "'%.*s'", ESCAPE_VALUE_MAX, big);
	assert_string_equal(ESCAPE_QUOTE(big), want);
	/* characters are counted, not bytes; an escape is never cut */
	char knights[3 * 100 + 1] = "";
	for (int i = 0; i < 100; i++)
		strcat(knights, "\xe2\x99\x9e");
	const char *q = ESCAPE_QUOTE(knights);
	assert_non_null(strstr(q, "...' (100 characters)"));
	char escs[100 + 1];
	memset(escs, '\033', 100);
	escs[100] = '\0';
	q = ESCAPE_QUOTE(escs);
	assert_non_null(strstr(q, "\\033...' (100 characters)"));
	assert_inert(q, "");
}

/* A word of a longer text, quoted as a whole value would be. */
static void test_quote_n(void **state)
{
	(void)state;
	assert_string_equal(ESCAPE_QUOTE_N("depth 5", 5), "'depth'");
	assert_string_equal(ESCAPE_QUOTE_N("x\033[2J y", 5), "'x\\033[2J'");
	assert_string_equal(ESCAPE_QUOTE_N("abc", 0), "''");
	/* a character cut by n is a byte that is not UTF-8 */
	assert_string_equal(ESCAPE_QUOTE_N("\xe2\x99\x9e", 2), "'\\342\\231'");
	char big[201];
	memset(big, '7', 200);
	big[200] = '\0';
	char want[128];
	snprintf(want, sizeof want, "'%.*s...' (150 characters)", ESCAPE_VALUE_MAX, big);
	assert_string_equal(ESCAPE_QUOTE_N(big, 150), want);
}

static void test_name(void **state)
{
	(void)state;
	assert_string_equal(ESCAPE_NAME("tours/a.txt"), "tours/a.txt");
	assert_string_equal(ESCAPE_NAME(""), "''");
	assert_string_equal(ESCAPE_NAME("a\nb\033"), "a\\nb\\033");
	char big[1001];
	for (int i = 0; i < 1000; i++)
		big[i] = (char)('a' + i % 26);
	big[1000] = '\0';
	const char *n = ESCAPE_NAME(big);
	assert_true(strlen(n) <= ESCAPE_NAME_MAX);
	assert_non_null(strstr(n, "..."));
	assert_memory_equal(n, big, 100);                             /* its start */
	assert_string_equal(n + strlen(n) - 50, big + 1000 - 50); /* and its end */
}

static char *capture_json(const char *s)
{
	static char *buf;
	static size_t len;
	FILE *f = open_memstream(&buf, &len);
	assert_non_null(f);
	escape_json(f, s);
	fclose(f);
	return buf;
}

static char *capture_xml(const char *s)
{
	static char *buf;
	static size_t len;
	FILE *f = open_memstream(&buf, &len);
	assert_non_null(f);
	escape_xml(f, s);
	fclose(f);
	return buf;
}

static void test_json(void **state)
{
	(void)state;
	char *j = capture_json("x\033]0;T\007 \"q\" \\ \t\x7f\xc2\x9b\xff\xe2\x99\x9e");
	assert_string_equal(j, "\"x\\u001b]0;T\\u0007 \\\"q\\\" \\\\ \\t\\u007f\\u009b\\ufffd"
			       "\xe2\x99\x9e\"");
	free(j);
}

static void test_xml(void **state)
{
	(void)state;
	char *x = capture_xml("<a & \"b\">\033\x07\t\n\x7f\xc2\x9b\xff\xe2\x99\x9e");
	/* each control but tab, and the bad byte: U+FFFD */
	assert_string_equal(x, "&lt;a &amp; &quot;b&quot;&gt;\xef\xbf\xbd\xef\xbf\xbd\t\xef\xbf\xbd"
			       "\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd\xe2\x99\x9e");
	free(x);
}

static void test_printf(void **state)
{
	(void)state;
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);
	assert_non_null(f);
	escape_printf(f, "%s: tour\nnext\t%d\n", "x\033]0;P\007", 5);
	/* longer than the first buffer: formatted again, whole */
	char big[3000];
	memset(big, '\033', sizeof big - 1);
	big[sizeof big - 1] = '\0';
	escape_printf(f, "%s|", big);
	fclose(f);
	assert_memory_equal(buf, "x\\033]0;P\\a: tour\nnext\t5\n", 25);
	assert_int_equal(len, 25 + 4 * 2999 + 1);
	assert_inert(buf, "\n\t");
	free(buf);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_term_escapes_controls),
		cmocka_unit_test(test_term_clean),
		cmocka_unit_test(test_term_twice_is_once),
		cmocka_unit_test(test_term_cut_and_length),
		cmocka_unit_test(test_quote),
		cmocka_unit_test(test_quote_n),
		cmocka_unit_test(test_name),
		cmocka_unit_test(test_json),
		cmocka_unit_test(test_xml),
		cmocka_unit_test(test_printf),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
