/* SPDX-License-Identifier: MIT */
/* Fuzz target: the lesson reader (lesson_parse, ktour/lesson.h), which
 * `ktour lesson FILE` trusts with whatever the file holds, and the run to
 * each scene (lesson_run) on small boards with a small step limit.
 *
 * The input is read from a heap buffer of exactly its size (no NUL after
 * it, so a read past the end is caught by ASan and valgrind).
 *
 * Properties checked for every input:
 * - a refused lesson has a message "fuzz:LINE:COLUMN: ..." with a line of
 *   the input (1 to its lines + 1) and a column from 1;
 * - an accepted one has a title, 1 to LESSON_MAX_SCENES scenes, each with
 *   a title, a search among those read and, for the first, a new search;
 *   its `show` words format and read back to the same screen;
 * - on boards of at most 1024 squares, with a limit of 2000 steps a scene,
 *   the run reaches every scene or names a scene's line ("fuzz:LINE:1:"),
 *   and a skeleton written from its scenes' steps reads back. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/lesson.h"

static lesson L, back;

/* "fuzz:LINE:COL: " with LINE in 1..lines and COL >= 1. */
static void check_refusal(const char *err, size_t lines)
{
	long line = 0, col = 0;
	int used = 0;
	FUZZ_CHECK(sscanf(err, "fuzz:%ld:%ld: %n", &line, &col, &used) == 2 && used > 0,
		   "a refusal without fuzz:LINE:COLUMN: %s", err);
	FUZZ_CHECK(line >= 1 && (size_t)line <= lines + 1 && col >= 1,
		   "a refusal at line %ld column %ld of %zu lines: %s", line, col, lines, err);
}

static bool small(const lesson *l)
{
	for (int i = 0; i < l->nsearch; i++)
		if ((long)l->searches[i].cfg.spec.rows * l->searches[i].cfg.spec.cols > 1024)
			return false;
	return true;
}

static void check_run(void)
{
	char err[700];
	L.limit = L.limit < 2000 ? L.limit : 2000;
	if (!lesson_run(&L, NULL, NULL, err, sizeof err)) {
		long line = 0, col = 0;
		FUZZ_CHECK(sscanf(err, "fuzz:%ld:%ld:", &line, &col) == 2 && col == 1,
			   "a scene not reached, without its line: %s", err);
		return;
	}
	/* a skeleton of the scenes' moments, on the first search */
	static explore_mark marks[EXPLORE_SAVE_MARKS_MAX];
	int n = 0;
	for (int i = 0; i < L.nscene && n < EXPLORE_SAVE_MARKS_MAX; i++)
		if (L.scenes[i].search == 0) {
			marks[n].step = L.scenes[i].step;
			snprintf(marks[n].name, sizeof marks[n].name, "scene %d", i + 1);
			n++;
		}
	static char text[LESSON_MAX_BYTES];
	if (n == 0 || L.searches[0].cfg.prefix_len ||
	    !lesson_skeleton(&L.searches[0].cfg, L.searches[0].compare, &L.scenes[0].show,
			     marks, n, text, sizeof text))
		return;
	FUZZ_CHECK(lesson_parse(text, strlen(text), "fuzz", &back, err, sizeof err),
		   "a skeleton does not read: %s", err);
	FUZZ_CHECK(back.nscene == n, "a skeleton of %d scenes reads as %d", n, back.nscene);
}

int fuzz_lesson(const uint8_t *data, size_t size)
{
	char *buf = malloc(size ? size : 1), err[700];
	if (!buf)
		abort();
	memcpy(buf, data, size);
	size_t lines = 1;
	for (size_t i = 0; i < size; i++)
		lines += buf[i] == '\n';
	bool ok = lesson_parse(buf, size, "fuzz", &L, err, sizeof err);
	free(buf);
	if (!ok) {
		check_refusal(err, lines);
		return 0;
	}
	FUZZ_CHECK(L.title[0] && L.nscene >= 1 && L.nscene <= LESSON_MAX_SCENES,
		   "an accepted lesson of %d scenes, title '%s'", L.nscene, L.title);
	FUZZ_CHECK(L.scenes[0].new_search, "the first scene starts no search");
	for (int i = 0; i < L.nscene; i++) {
		const lesson_scene *s = &L.scenes[i];
		FUZZ_CHECK(s->title[0] && s->search >= 0 && s->search < L.nsearch,
			   "scene %d: title '%s', search %d of %d", i + 1, s->title, s->search,
			   L.nsearch);
		char words[200], text[300];
		lesson_show_format(&s->show, words, sizeof words);
		snprintf(text, sizeof text, "ktour lesson 1\ntitle t\nscene s\nshow %s\n", words);
		FUZZ_CHECK(lesson_parse(text, strlen(text), "fuzz", &back, err, sizeof err),
			   "show '%s' does not read back: %s", words, err);
		FUZZ_CHECK(back.scenes[0].show.panels == s->show.panels &&
				   back.scenes[0].show.heatmap == s->show.heatmap &&
				   back.scenes[0].show.estimate == s->show.estimate &&
				   back.scenes[0].show.present == s->show.present,
			   "show '%s' reads back as another screen", words);
	}
	if (small(&L))
		check_run();
	return 0;
}
