/* SPDX-License-Identifier: MIT */
/* Fuzz target: the settings file (ktour/settings_file.h), which the
 * explorer, play and replay read from the user's $XDG_CONFIG_HOME/ktour/
 * config, and the options form's save, which rewrites it.
 *
 * The input is the file's bytes, read from a heap buffer of exactly its
 * size (no NUL after it, so a read past the end is caught by ASan and
 * valgrind).
 *
 * Properties checked for every input:
 * - every message names the input and a line of it ("fuzz:N: "), one per
 *   bad line counted; what is read is on a line of the input, and each
 *   value is a value of its key, spelt canonically (it checks to itself);
 * - saving the values in force changes nothing: no key changed and the
 *   same bytes;
 * - saving other values changes those keys and no other: the result reads
 *   to them, every other key as before, and saving them again changes
 *   nothing. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/settings_file.h"

typedef struct said {
	size_t lines;
	int n;
} said;

static void check_message(void *ctx, const char *msg)
{
	said *s = ctx;
	unsigned long line = 0;
	int used = 0;
	FUZZ_CHECK(sscanf(msg, "fuzz:%lu: %n", &line, &used) == 1 && used > 0,
		   "a message that names no line: %s", msg);
	FUZZ_CHECK(line >= 1 && line <= s->lines, "line %lu of %zu lines: %s", line, s->lines,
		   msg);
	s->n++;
}

static size_t count_lines(const char *p, size_t n)
{
	size_t lines = 0;
	for (size_t i = 0; i < n; i++)
		lines += p[i] == '\n';
	return lines + (n && p[n - 1] != '\n');
}

static void read_back(const char *text, size_t len, settings_file *f)
{
	said s = {count_lines(text, len), 0};
	int bad = settings_parse(text, len, "fuzz", f, check_message, &s);
	FUZZ_CHECK(bad == f->bad && bad == s.n, "%d bad lines, %d messages", bad, s.n);
	for (int k = 0; k < SK_COUNT; k++) {
		const settings_entry *e = &f->e[k];
		char canon[SETTINGS_VALUE_MAX], why[400];
		long num;
		if (!e->line)
			continue;
		FUZZ_CHECK((size_t)e->line <= s.lines, "%s read from line %d of %zu",
			   settings_key_name((settings_key)k), e->line, s.lines);
		FUZZ_CHECK(settings_value_check((settings_key)k, e->text, canon, sizeof canon, &num,
						why, sizeof why) &&
				   strcmp(canon, e->text) == 0 && num == e->num,
			   "%s '%s' does not check to itself", settings_key_name((settings_key)k),
			   e->text);
	}
}

/* What values[] makes of f: the value saved, else what f had. */
static const char *wanted(const settings_file *f, const char *const values[SK_COUNT], int k)
{
	return values[k] ? values[k] : f->e[k].line ? f->e[k].text : NULL;
}

static void save_others(const char *text, size_t len, const settings_file *f)
{
	static const char *const mine[SK_COUNT] = {
		[SK_BOARD] = "6x6",	[SK_START] = "corner",	 [SK_ENGINE] = "warnsdorff",
		[SK_SPEED] = "max",	[SK_COLOR] = "256",	 [SK_STACK_PANEL] = "no",
		[SK_TIEBREAK] = "roth", [SK_SEED] = "12345",
	};
	char *out, *again, err[400];
	size_t outlen, againlen;
	unsigned changed;
	FUZZ_CHECK(settings_update_text(text, len, mine, &out, &outlen, &changed, err, sizeof err),
		   "saving: %s", err);
	settings_file back;
	read_back(out, outlen, &back);
	for (int k = 0; k < SK_COUNT; k++) {
		const char *want = wanted(f, mine, k);
		const char *got = back.e[k].line ? back.e[k].text : NULL;
		FUZZ_CHECK((!want && !got) || (want && got && strcmp(want, got) == 0) ||
				   (!got && mine[k] && strcmp(mine[k], settings_builtin((settings_key)k)) == 0),
			   "after saving, %s is '%s', expected '%s'", settings_key_name((settings_key)k),
			   got ? got : "(not set)", want ? want : "(not set)");
	}
	FUZZ_CHECK(settings_update_text(out, outlen, mine, &again, &againlen, &changed, err,
					sizeof err) &&
			   changed == 0 && againlen == outlen && memcmp(again, out, outlen) == 0,
		   "saving the same values twice changed the file again");
	free(out);
	free(again);
}

int fuzz_settings(const uint8_t *data, size_t size)
{
	char *text = malloc(size ? size : 1);
	if (!text)
		abort();
	memcpy(text, data, size);
	settings_file f;
	read_back(text, size, &f);
	/* the values in force, saved: nothing changes */
	const char *in_force[SK_COUNT];
	for (int k = 0; k < SK_COUNT; k++)
		in_force[k] = f.e[k].line ? f.e[k].text : settings_builtin((settings_key)k);
	in_force[SK_SEED] = f.e[SK_SEED].line ? f.e[SK_SEED].text : NULL;
	char *out, err[400];
	size_t outlen;
	unsigned changed;
	FUZZ_CHECK(settings_update_text(text, size, in_force, &out, &outlen, &changed, err,
					sizeof err),
		   "saving what is in force: %s", err);
	FUZZ_CHECK(changed == 0 && outlen == size && memcmp(out, text, size) == 0,
		   "saving the values in force changed the file (keys %#x)", changed);
	free(out);
	save_others(text, size, &f);
	free(text);
	return 0;
}
