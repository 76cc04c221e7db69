/* SPDX-License-Identifier: MIT */
/* Text from outside (file names, option values, what a file holds) shown
 * where it could do harm: on a terminal, in JSON, in XML (SVG).
 *
 * The terminal: a control character (C0, DEL, C1) or a byte that is not
 * valid UTF-8 would be acted on by the terminal (ESC ] 0 ; ... BEL sets
 * its title, ESC [ 2 J clears it), so every message on stdout or stderr
 * and every text the explorer draws goes through escape_term(): such
 * characters are shown as C escapes (\a \b \t \n \v \f \r) or as octal
 * bytes (\033, \177, \302\233), the way `ls -b` shows them.  A backslash
 * stays as it is, so escaping twice changes nothing.  The one way a
 * message reaches stdout or stderr is escape_printf() (cli_error() and the
 * reports use it); `make lint` (tests/lint_messages.sh) refuses a
 * printf of %s to stdout or stderr elsewhere, and a value quoted in a
 * message as '%s' instead of through escape_quote(). */
#ifndef KTOUR_ESCAPE_H
#define KTOUR_ESCAPE_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

/* escape_term()'s flags: newlines and tabs stay (a whole message, which
 * may have several lines); without it they are escaped too (a name). */
enum { ESCAPE_LINES = 1u };

/* s with control characters and invalid UTF-8 escaped, into out (cut to
 * outlen - 1 bytes, never inside an escape or a character, and always
 * terminated when outlen > 0).  Returns the length of the whole escaped
 * text, as snprintf does. */
size_t escape_term(char *out, size_t outlen, const char *s, unsigned flags);

/* Is s shown as it is (no control character, valid UTF-8), so that
 * escape_term() would change nothing?  flags as for escape_term(). */
bool escape_term_clean(const char *s, unsigned flags);

/* fputs of s escaped; EOF on an error. */
int escape_fputs(const char *s, FILE *f, unsigned flags);

/* printf into f, the whole text escaped, newlines and tabs kept: how a
 * report reaches stdout (or a message stderr).  escape_vprintf() takes
 * the flags: 0 escapes newlines and tabs too (a message of one line, like
 * cli_error()'s, in which a newline can only come from a name).  They
 * return what fputs returns (EOF on an error). */
int escape_printf(FILE *f, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int escape_vprintf(FILE *f, unsigned flags, const char *fmt, va_list ap)
	__attribute__((format(printf, 3, 0)));

/* A value in a message (an option's, a word of a file): quoted, escaped
 * (newlines and tabs too), and past ESCAPE_VALUE_MAX characters cut with
 * "..." and its length said:  'abc'  or  'abcdef...' (10000 characters).
 * Into buf (ESCAPE_QUOTE_SIZE bytes are always enough); returns buf.
 * ESCAPE_QUOTE(s) gives it a buffer of its own that lasts to the end of
 * the enclosing block, for use as a printf argument. */
#define ESCAPE_VALUE_MAX 60
#define ESCAPE_QUOTE_SIZE (4 * ESCAPE_VALUE_MAX + 48)
const char *escape_quote(char *buf, size_t len, const char *s);
#define ESCAPE_QUOTE(s) escape_quote((char[ESCAPE_QUOTE_SIZE]){""}, ESCAPE_QUOTE_SIZE, (s))

/* The first n bytes of s (a word of a longer text) quoted as
 * escape_quote() quotes a value; ESCAPE_QUOTE_N(s, n) as ESCAPE_QUOTE(s). */
const char *escape_quote_n(char *buf, size_t len, const char *s, size_t n);
#define ESCAPE_QUOTE_N(s, n)                                                          \
	escape_quote_n((char[ESCAPE_QUOTE_SIZE]){""}, ESCAPE_QUOTE_SIZE, (s), (n))

/* A file's name in a message: escaped (newlines and tabs too), not
 * quoted (an empty one is shown as ''), and past ESCAPE_NAME_MAX bytes
 * (or what buf holds) cut in the middle with "..." (its start and its
 * end are what tell it apart).  ESCAPE_NAME(s) as ESCAPE_QUOTE(s). */
#define ESCAPE_NAME_MAX 200
#define ESCAPE_NAME_SIZE (ESCAPE_NAME_MAX + 1)
const char *escape_name(char *buf, size_t len, const char *s);
#define ESCAPE_NAME(s) escape_name((char[ESCAPE_NAME_SIZE]){""}, ESCAPE_NAME_SIZE, (s))

/* s as one line of plain text, in place: each control character but tab
 * (a newline too) and each byte that is not UTF-8 becomes a blank (the
 * text can only get shorter).  For the '#' lines of tour files, which
 * ktour must be able to read back (its readers refuse control characters
 * and invalid UTF-8). */
void escape_plain(char *s);

/* s as XML character data or an attribute value (SVG): & < > " escaped;
 * control characters other than tab (XML 1.0 forbids most of them; DEL
 * and C1 would reach a terminal that shows the file) and bytes that are
 * not valid UTF-8 each replaced by U+FFFD. */
void escape_xml(FILE *f, const char *s);

/* s as a JSON string, quotes included: " and \ escaped, tab as \t, the
 * other control characters (DEL and C1 too) as \u00XX, bytes that are
 * not valid UTF-8 as \ufffd. */
void escape_json(FILE *f, const char *s);

#endif
