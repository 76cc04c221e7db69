/* SPDX-License-Identifier: MIT */
/* A lesson's settings chain (lesson_impl.h): the settings lines in force,
 * each with the line that set it.  A scene's lines change the scene
 * before's search, `reset` goes back to the header's and `KEY -` takes a
 * key back to its default; so the search is rebuilt from the lines each
 * time, and a contradiction (a tiebreak for an engine that has none) is
 * blamed on the line that set the value, wherever it stands. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "lesson_impl.h"

/* The settings' messages name the command line's options ("--board
 * '9y'"); a lesson spells them without the dashes. */
static void undash(char *s)
{
	char *d = s;
	for (const char *q = s; *q; q++) {
		if (q[0] == '-' && q[1] == '-' && isalpha((unsigned char)q[2]))
			q++;
		else
			*d++ = *q;
	}
	*d = '\0';
}

/* The defaults of a lesson: the command line's, with a fixed seed. */
static void base(config_input *in)
{
	config_input_init(in, PRUNE_NONE);
	in->seed_given = true; /* the same search every time */
	in->cfg.seed = LESSON_SEED;
}

/* One setting onto in: closed and torus take yes, no or nothing. */
static bool apply(config_input *in, config_key k, const char *v, char *err, size_t errlen)
{
	const char *name = config_key_name(k, &config_header_spelling);
	if (k == CONFIG_CLOSED || k == CONFIG_TORUS) {
		bool on = true;
		if (v[0] && !config_parse_bool(v, strlen(v), &config_header_spelling, &on)) {
			snprintf(err, errlen, "%s: expected yes or no (or nothing: yes)", name);
			return false;
		}
		if (k == CONFIG_CLOSED)
			in->cfg.closed = on;
		else
			in->cfg.spec.torus = on;
		return true;
	}
	if (!v[0]) {
		snprintf(err, errlen, "%s: which value? (or '%s -': back to the default)", name,
			 name);
		return false;
	}
	if (!config_input_set(in, k, v, err, errlen)) {
		undash(err);
		return false;
	}
	return true;
}

/* The settings of s on the defaults, in order. */
static bool replay(const lesson_settings *s, config_input *in, char *err, size_t errlen)
{
	base(in);
	for (int i = 0; i < s->n; i++)
		if (!apply(in, s->at[i].k, s->at[i].v, err, errlen))
			return false;
	return true;
}

static int find(const lesson_settings *s, config_key k)
{
	for (int i = 0; i < s->n; i++)
		if (s->at[i].k == k)
			return i;
	return -1;
}

bool lesson_settings_set(lesson_settings *s, config_key k, const char *v, int line, char *err,
			 size_t errlen)
{
	int i = find(s, k);
	if (strcmp(v, "-") == 0) { /* unset: the key's default again */
		if (i >= 0) {
			memmove(&s->at[i], &s->at[i + 1], (size_t)(s->n - i - 1) * sizeof s->at[0]);
			s->n--;
		}
		return true;
	}
	if (strlen(v) >= LESSON_SETTING_MAX) {
		snprintf(err, errlen, "%s: too long", config_key_name(k, &config_header_spelling));
		return false;
	}
	config_input in;
	base(&in);
	if (!apply(&in, k, v, err, errlen)) /* its own message first ... */
		return false;
	lesson_settings t = *s;
	if (i < 0)
		i = t.n++;
	t.at[i].k = k;
	t.at[i].line = line;
	snprintf(t.at[i].v, sizeof t.at[i].v, "%s", v);
	if (!replay(&t, &in, err, errlen)) /* ... then with the others */
		return false;
	*s = t;
	return true;
}

/* The key a finishing message names first ("--tiebreak applies to ..."). */
static int named_key(const char *msg)
{
	const char *d = strstr(msg, "--");
	config_key k;
	if (!d)
		return -1;
	d += 2;
	size_t n = 0;
	while (isalpha((unsigned char)d[n]) || d[n] == '-')
		n++;
	return config_key_lookup(d, n, &config_header_spelling, &k) ? (int)k : -1;
}

bool lesson_settings_build(const lesson_settings *s, config_input *out, int *blame, char *err,
			   size_t errlen)
{
	*blame = 0;
	if (!replay(s, out, err, errlen))
		return false;
	if (config_input_finish(out, err, errlen))
		return true;
	int k = named_key(err), i = k >= 0 ? find(s, (config_key)k) : -1;
	int e = find(s, CONFIG_ENGINE);
	undash(err);
	if (i >= 0) {
		*blame = s->at[i].line;
		/* the other side of the contradiction, where a line set it */
		if (e >= 0 && e != i && s->at[e].line != s->at[i].line) {
			size_t n = strlen(err);
			snprintf(err + n, errlen - n, " (engine %s: line %d)", s->at[e].v,
				 s->at[e].line);
		}
	}
	return false;
}
