/* SPDX-License-Identifier: MIT */
/* Keys in the escape sequences curses did not know (keyseq.h).  A CSI
 * sequence is ESC [, parameter bytes (0x30-0x3f: digits, ';', and the
 * private markers < = > ?), intermediate bytes (0x20-0x2f) and a final
 * byte (0x40-0x7e); an SS3 one is ESC O, as terminals send it, with
 * the same parts.  The usual spellings of the keys ktour uses are read
 * whatever their modifiers; the rest is swallowed. */
#include "keyseq.h"

#include <stdbool.h>
#include <string.h>

#include "keys.h"

#define ESC 27

/* ESC [ p ~ (VT220 and its heirs; rxvt and the Linux console say 7 and 8
 * for Home and End, xterm and tmux 1 and 4); 2 is Insert, 11 and up the
 * function keys, 200 a paste: nothing here. */
static int tilde_key(int p)
{
	switch (p) {
	case 1:
	case 7: return UK_HOME;
	case 4:
	case 8: return UK_END;
	case 3: return UK_DELETE;
	case 5: return UK_PGUP;
	case 6: return UK_PGDN;
	default: return UK_NONE;
	}
}

/* The application keypad (ESC O p is its 0 ... ESC O M its Enter). */
static int keypad_key(int c)
{
	static const char signs[] = "*+,-./"; /* ESC O j ... ESC O o */
	if (c >= 'p' && c <= 'y')
		return '0' + (c - 'p');
	if (c >= 'j' && c <= 'o')
		return signs[c - 'j'];
	return c == 'M' ? UK_ENTER : c == 'X' ? '=' : UK_NONE;
}

/* The key of a sequence's final byte c (CSI, or SS3 when ss3), the
 * first parameter p (-1: none). */
static int final_key(int c, int p, bool ss3)
{
	switch (c) {
	case 'A': return UK_UP;
	case 'B': return UK_DOWN;
	case 'C': return UK_RIGHT;
	case 'D': return UK_LEFT;
	case 'H': return UK_HOME;
	case 'F': return UK_END;
	default: break;
	}
	if (ss3)
		return keypad_key(c);
	if (c == '~')
		return tilde_key(p);
	return c == 'Z' ? UK_BTAB : UK_NONE;
}

keyseq_result keyseq_parse(const int *in, size_t n, int *key, size_t *used)
{
	*key = UK_NONE;
	*used = 0;
	if (n == 0 || in[0] != ESC)
		return KEYSEQ_NONE;
	if (n == 1)
		return KEYSEQ_MORE;
	bool ss3 = in[1] == 'O';
	if (in[1] != '[' && !ss3)
		return KEYSEQ_NONE;
	int p = -1;          /* the first parameter, while its digits come */
	bool first = true;   /* still in the first parameter */
	bool plain = true;   /* no private marker, no intermediate byte */
	for (size_t i = 2; i < n && i < KEYSEQ_MAX; i++) {
		int c = in[i];
		if (c >= 0x40 && c <= 0x7e) {
			*used = i + 1;
			if (plain)
				*key = final_key(c, p, ss3);
			return KEYSEQ_DONE;
		}
		if (c >= '0' && c <= '9') {
			if (first && p < 1000) /* no key's number is longer */
				p = (p < 0 ? 0 : p) * 10 + (c - '0');
		} else if (c == ';' || c == ':') {
			first = false;
		} else if ((c >= 0x3c && c <= 0x3f) || (c >= 0x20 && c <= 0x2f)) {
			plain = false; /* < = > ?: private; or an intermediate */
		} else {
			*used = i; /* cannot be in a sequence: it ends before */
			return KEYSEQ_DONE;
		}
	}
	if (n >= KEYSEQ_MAX) { /* too long to be a key: swallowed so far */
		*used = KEYSEQ_MAX;
		return KEYSEQ_DONE;
	}
	return KEYSEQ_MORE;
}

int keyseq_from_name(const char *name)
{
	static const struct {
		const char *cap;
		int key;
	} caps[] = {
		{"kHOM", UK_HOME}, {"kEND", UK_END}, {"kDC", UK_DELETE},
		{"kPRV", UK_PGUP}, {"kNXT", UK_PGDN}, {"kUP", UK_UP},
		{"kDN", UK_DOWN},  {"kLFT", UK_LEFT}, {"kRIT", UK_RIGHT},
	};
	if (!name)
		return UK_NONE;
	for (size_t i = 0; i < sizeof caps / sizeof caps[0]; i++) {
		size_t len = strlen(caps[i].cap);
		const char *mod = name + len;
		if (strncmp(name, caps[i].cap, len) != 0 || !*mod)
			continue;
		while (*mod >= '0' && *mod <= '9')
			mod++;
		if (!*mod) /* the name and the modifier's digit: kHOM5 */
			return caps[i].key;
	}
	return UK_NONE;
}
