/* SPDX-License-Identifier: MIT */
/* The escape sequences curses did not know (src/ui/app/keyseq.c): every
 * usual spelling of Home, End, Delete, Page Up and Down and the arrows,
 * with and without modifiers; Insert, the function keys and unknown
 * sequences swallowed whole; Esc alone, and Esc before another key, left
 * to the loop; a sequence broken by a curses key code ends before it;
 * the extended terminfo names of the modified keys (kHOM5). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <string.h>

#include "ui/app/keys.h"
#include "ui/app/keyseq.h"

/* Parse text (its first byte Esc) as the loop hands it over, one code
 * more at a time, as getch() returns them: the result once it is not
 * KEYSEQ_MORE, with the key and the codes used. */
static keyseq_result parse_text(const char *text, int *key, size_t *used)
{
	int in[KEYSEQ_MAX];
	size_t len = strlen(text), n;
	keyseq_result r = KEYSEQ_MORE;
	for (n = 1; n <= len && n <= KEYSEQ_MAX; n++) {
		in[n - 1] = (unsigned char)text[n - 1];
		r = keyseq_parse(in, n, key, used);
		if (r != KEYSEQ_MORE)
			break;
	}
	return r;
}

/* text is a whole sequence meaning key. */
static void assert_key(const char *text, int key)
{
	int k = -1;
	size_t used = 0;
	assert_int_equal(parse_text(text, &k, &used), KEYSEQ_DONE);
	assert_int_equal(used, strlen(text));
	assert_int_equal(k, key);
}

static void test_home_end_and_the_rest(void **state)
{
	(void)state;
	/* Home and End in every spelling: VT220 / tmux, rxvt / the Linux
	 * console, xterm's normal and application cursor modes */
	assert_key("\033[1~", UK_HOME);
	assert_key("\033[7~", UK_HOME);
	assert_key("\033[H", UK_HOME);
	assert_key("\033OH", UK_HOME);
	assert_key("\033[4~", UK_END);
	assert_key("\033[8~", UK_END);
	assert_key("\033[F", UK_END);
	assert_key("\033OF", UK_END);
	assert_key("\033[3~", UK_DELETE);
	assert_key("\033[5~", UK_PGUP);
	assert_key("\033[6~", UK_PGDN);
	/* the arrows before keypad() (ESC [ A) and after (ESC O A) */
	assert_key("\033[A", UK_UP);
	assert_key("\033[B", UK_DOWN);
	assert_key("\033[C", UK_RIGHT);
	assert_key("\033[D", UK_LEFT);
	assert_key("\033OA", UK_UP);
	assert_key("\033OD", UK_LEFT);
	assert_key("\033[Z", UK_BTAB);
	/* the application keypad: its digits, signs and Enter */
	assert_key("\033Oq", '1');
	assert_key("\033Oy", '9');
	assert_key("\033Op", '0');
	assert_key("\033Ok", '+');
	assert_key("\033Om", '-');
	assert_key("\033OM", UK_ENTER);
}

static void test_modifiers(void **state)
{
	(void)state;
	/* Ctrl, Shift, Alt: the key itself */
	assert_key("\033[1;5H", UK_HOME);
	assert_key("\033[1;5F", UK_END);
	assert_key("\033[1;2H", UK_HOME);
	assert_key("\033[3;5~", UK_DELETE);
	assert_key("\033[5;3~", UK_PGUP);
	assert_key("\033[6;5~", UK_PGDN);
	assert_key("\033[4;2~", UK_END);
	assert_key("\033[1;5A", UK_UP);
	assert_key("\033[1;2D", UK_LEFT);
	assert_key("\033O5H", UK_HOME); /* some terminals: SS3 with a modifier */
}

static void test_swallowed(void **state)
{
	(void)state;
	/* known to terminals, nothing here: whole, no key */
	assert_key("\033[2~", UK_NONE);     /* Insert */
	assert_key("\033[2;5~", UK_NONE);   /* Ctrl-Insert */
	assert_key("\033[15~", UK_NONE);    /* F5 */
	assert_key("\033[24;2~", UK_NONE);  /* Shift-F12 */
	assert_key("\033OP", UK_NONE);      /* F1 */
	assert_key("\033[200~", UK_NONE);   /* a paste begins */
	assert_key("\033[E", UK_NONE);      /* the keypad's 5 */
	/* unknown, private or odd: whole, no key */
	assert_key("\033[99~", UK_NONE);
	assert_key("\033[~", UK_NONE);
	assert_key("\033[?1;2c", UK_NONE);  /* a device attributes report */
	assert_key("\033[<0;3;4M", UK_NONE); /* a mouse report curses missed */
	assert_key("\033[12;40R", UK_NONE); /* a cursor position report */
	assert_key("\033[1 q", UK_NONE);    /* an intermediate byte */
	assert_key("\033[1$~", UK_NONE);
	assert_key("\033[x", UK_NONE);
	assert_key("\033O~", UK_NONE);
}

static void test_not_a_sequence(void **state)
{
	(void)state;
	int key, in[4];
	size_t used;
	/* Esc alone: more is needed; the loop says Esc when none comes */
	in[0] = 27;
	assert_int_equal(keyseq_parse(in, 1, &key, &used), KEYSEQ_MORE);
	/* Esc then a key (Alt-q, or Esc typed quickly before q) */
	in[1] = 'q';
	assert_int_equal(keyseq_parse(in, 2, &key, &used), KEYSEQ_NONE);
	in[1] = 27;
	assert_int_equal(keyseq_parse(in, 2, &key, &used), KEYSEQ_NONE);
	/* not an Esc at all */
	in[0] = 'q';
	assert_int_equal(keyseq_parse(in, 1, &key, &used), KEYSEQ_NONE);
	assert_int_equal(keyseq_parse(in, 0, &key, &used), KEYSEQ_NONE);
	/* the start of a sequence waits for its end */
	in[0] = 27;
	in[1] = '[';
	in[2] = '4';
	assert_int_equal(keyseq_parse(in, 2, &key, &used), KEYSEQ_MORE);
	assert_int_equal(keyseq_parse(in, 3, &key, &used), KEYSEQ_MORE);
	in[1] = 'O';
	assert_int_equal(keyseq_parse(in, 2, &key, &used), KEYSEQ_MORE);
}

static void test_broken_and_long(void **state)
{
	(void)state;
	int key, in[KEYSEQ_MAX];
	size_t used;
	/* ESC [ 4 and then a curses key (0x102, KEY_DOWN): the sequence is
	 * cut there, swallowed, the key left to the next turn */
	in[0] = 27;
	in[1] = '[';
	in[2] = '4';
	in[3] = 0x102;
	assert_int_equal(keyseq_parse(in, 4, &key, &used), KEYSEQ_DONE);
	assert_int_equal(used, 3);
	assert_int_equal(key, UK_NONE);
	/* a control character cannot be in one either */
	in[3] = '\r';
	assert_int_equal(keyseq_parse(in, 4, &key, &used), KEYSEQ_DONE);
	assert_int_equal(used, 3);
	/* the codes after a whole sequence are not its own */
	in[3] = '~';
	assert_int_equal(keyseq_parse(in, 4, &key, &used), KEYSEQ_DONE);
	assert_int_equal(used, 4);
	assert_int_equal(key, UK_END);
	/* endless parameters: swallowed at KEYSEQ_MAX codes */
	for (int i = 2; i < KEYSEQ_MAX; i++)
		in[i] = '1';
	assert_int_equal(keyseq_parse(in, KEYSEQ_MAX - 1, &key, &used), KEYSEQ_MORE);
	assert_int_equal(keyseq_parse(in, KEYSEQ_MAX, &key, &used), KEYSEQ_DONE);
	assert_int_equal(used, KEYSEQ_MAX);
	assert_int_equal(key, UK_NONE);
}

static void test_extended_names(void **state)
{
	(void)state;
	assert_int_equal(keyseq_from_name("kHOM5"), UK_HOME);
	assert_int_equal(keyseq_from_name("kEND3"), UK_END);
	assert_int_equal(keyseq_from_name("kDC5"), UK_DELETE);
	assert_int_equal(keyseq_from_name("kPRV5"), UK_PGUP);
	assert_int_equal(keyseq_from_name("kNXT6"), UK_PGDN);
	assert_int_equal(keyseq_from_name("kUP5"), UK_UP);
	assert_int_equal(keyseq_from_name("kDN"), UK_NONE); /* no modifier: curses' own */
	assert_int_equal(keyseq_from_name("kDN7"), UK_DOWN);
	assert_int_equal(keyseq_from_name("kLFT3"), UK_LEFT);
	assert_int_equal(keyseq_from_name("kRIT4"), UK_RIGHT);
	assert_int_equal(keyseq_from_name("kIC5"), UK_NONE); /* Insert: nothing here */
	assert_int_equal(keyseq_from_name("kDC5x"), UK_NONE);
	assert_int_equal(keyseq_from_name("kf13"), UK_NONE);
	assert_int_equal(keyseq_from_name(NULL), UK_NONE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_home_end_and_the_rest),
		cmocka_unit_test(test_modifiers),
		cmocka_unit_test(test_swallowed),
		cmocka_unit_test(test_not_a_sequence),
		cmocka_unit_test(test_broken_and_long),
		cmocka_unit_test(test_extended_names),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
