/* SPDX-License-Identifier: MIT */
/* Shared by the settings file's two files (settings_file.c: keys, values,
 * lines; settings_io.c: the file). */
#ifndef KTOUR_SETTINGS_IMPL_H
#define KTOUR_SETTINGS_IMPL_H

#include <stddef.h>

/* One line of the file, as offsets into it (its newline left out). */
typedef enum settings_line_kind { SL_BLANK = 0, SL_COMMENT, SL_SETTING } settings_line_kind;
typedef struct settings_line {
	settings_line_kind kind;
	/* SL_SETTING: the key and the value (without a comment after it);
	 * SL_COMMENT: its first word and what follows, "# board 8x8" being
	 * the commented example of key board */
	size_t key, key_len, value, value_len;
} settings_line;

void settings_line_split(const char *s, size_t n, settings_line *ln);

#endif
