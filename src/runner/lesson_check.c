/* SPDX-License-Identifier: MIT */
/* What `ktour lesson --check` warns of (ktour/lesson.h): a caption still
 * empty (a skeleton's, written by W, to fill in) and a caption that names
 * a part of the screen its scene does not show ("watch the stack" in a
 * scene without the stack): the class would look for what is not there. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ktour/lesson.h"

/* The words that name a part of the screen, and the show word that puts
 * it there. */
static const struct {
	const char *words; /* lower case, matched as whole words */
	const char *show;
} parts[] = {
	{"stack", "stack"},
	{"algorithm", "algorithm"},
	{"pseudocode", "algorithm"},
	{"moves panel", "moves"},
	{"heatmap", "heatmap"},
	{"estimate line", "estimate"},
};

/* Is the scene's show `show` word on? */
static bool shown(const lesson_show *s, const char *word)
{
	char words[120];
	lesson_show_format(s, words, sizeof words);
	size_t n = strlen(word);
	for (const char *p = words; (p = strstr(p, word)) != NULL; p += n)
		if ((p == words || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0'))
			return true;
	return false;
}

/* Does text name `words` (case aside, as whole words)? */
static bool names(const char *text, const char *words)
{
	size_t n = strlen(words);
	for (const char *p = text; *p; p++) {
		if (p != text && isalnum((unsigned char)p[-1]))
			continue;
		size_t i = 0;
		while (i < n && tolower((unsigned char)p[i]) == words[i])
			i++;
		if (i == n && !isalnum((unsigned char)p[n]))
			return true;
	}
	return false;
}

int lesson_warnings(const lesson *l, lesson_warn_fn warn, void *ctx)
{
	int count = 0;
	char msg[400];
	for (int k = 0; k < l->nscene; k++) {
		const lesson_scene *sc = &l->scenes[k];
		if (!sc->caption[0]) {
			snprintf(msg, sizeof msg, "%s:%d: scene %d (%s): the caption is empty: "
						  "write one ('caption TEXT')",
				 l->name, sc->line, k + 1, sc->title);
			warn(ctx, msg);
			count++;
		}
		for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++) {
			if (!names(sc->caption, parts[i].words) && !names(sc->ask, parts[i].words) &&
			    !names(sc->answer, parts[i].words))
				continue;
			if (shown(&sc->show, parts[i].show))
				continue;
			snprintf(msg, sizeof msg, "%s:%d: scene %d (%s): the caption speaks of the "
						  "%s, which the scene does not show (show ... %s)",
				 l->name, sc->line, k + 1, sc->title, parts[i].words,
				 parts[i].show);
			warn(ctx, msg);
			count++;
		}
	}
	return count;
}

/* "m:ss" or "h:mm:ss". */
static void clock_text(long s, char *out, size_t outlen)
{
	if (s >= 3600)
		snprintf(out, outlen, "%ld:%02ld:%02ld", s / 3600, s / 60 % 60, s % 60);
	else
		snprintf(out, outlen, "%ld:%02ld", s / 60, s % 60);
}

size_t lesson_notes_format(const lesson *l, int k, long elapsed_s, char *out, size_t outlen)
{
	const lesson_scene *sc = &l->scenes[k];
	char clock[64] = "", next[LESSON_TITLE_MAX + 40];
	if (elapsed_s >= 0) {
		char t[24];
		clock_text(elapsed_s, t, sizeof t);
		snprintf(clock, sizeof clock, "  [%s since the start]", t);
	}
	if (k + 1 < l->nscene)
		snprintf(next, sizeof next, "scene %d, %s", k + 2, l->scenes[k + 1].title);
	else
		snprintf(next, sizeof next, "the end of the lesson");
	int n = snprintf(out, outlen, "== Scene %d/%d: %s%s\n%s%s%s%s%s%s\nNext: %s\n\n", k + 1,
			 l->nscene, sc->title, clock, sc->note[0] ? "" : "(no notes)",
			 sc->note, sc->ask[0] ? "\nQuestion: " : "", sc->ask,
			 sc->answer[0] ? "\nAnswer: " : "", sc->answer, next);
	return n < 0 ? 0 : (size_t)n;
}
