/* SPDX-License-Identifier: MIT */
/* The pieces of the lesson parser (lesson.c) kept in files of their own:
 * the settings chain (lesson_settings.c) and the scene lines that point,
 * ask and note (lesson_marks.c).  Private to src/runner/ (and white-box
 * tests). */
#ifndef KTOUR_LESSON_IMPL_H
#define KTOUR_LESSON_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/config.h"
#include "ktour/lesson.h"

/* The seed of a lesson that names none: the same search every time. */
#define LESSON_SEED 1
#define LESSON_SETTING_MAX 200

/* The settings lines in force, each key once with the line that set it:
 * the header's, then each scene's on top of the scene before's.  A search
 * is built from them by setting each, in order, on the defaults (so that
 * `KEY -` can take one away), and a contradiction is blamed on the line
 * that set the value the engine does not take. */
typedef struct lesson_settings {
	int n;
	struct {
		config_key k;
		int line;
		char v[LESSON_SETTING_MAX];
	} at[CONFIG_KEY_COUNT];
} lesson_settings;

/* KEY VALUE from line `line` into s ("-": the key back to its default).
 * False with the setting's own message (its option's dashes dropped). */
bool lesson_settings_set(lesson_settings *s, config_key k, const char *v, int line, char *err,
			 size_t errlen);
/* The search of s, checked as a whole: false with the message and, in
 * *blame, the line that set the value that does not go with the rest (0
 * when no line did). */
bool lesson_settings_build(const lesson_settings *s, config_input *out, int *blame, char *err,
			   size_t errlen);

/* A scene line that points, asks or notes: highlight SQ..., arrow SQ SQ,
 * ask TEXT, answer TEXT, note TEXT (key: its word).  False with a message
 * and the column to blame in *col. */
bool lesson_marks_line(lesson_scene *sc, const char *key, const char *v, int line, int *col,
		       char *err, size_t errlen);
/* The scene's squares placed on its search's board (spec): false with a
 * message and the line and column of the square that is not there, or of
 * an arrow that is no move of the leaper. */
bool lesson_marks_place(lesson_scene *sc, const board_spec *spec, int *line, int *col, char *err,
			size_t errlen);

#endif
