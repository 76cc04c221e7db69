/* SPDX-License-Identifier: MIT */
/* Shared by the settings module's two files (config.c, config_text.c). */
#ifndef KTOUR_CONFIG_IMPL_H
#define KTOUR_CONFIG_IMPL_H

#include <stdbool.h>
#include <stddef.h>

#include "ktour/config.h"

/* Check c's board, then put the square named `text` on it as the start
 * (NULL = none: KSQ_NONE).  A square off the board is named as the command
 * line names it ("--start 'a9'") when `option`, else as a file does ("the
 * start square a9").  False with a message. */
bool config_place_start(engine_config *c, const char *text, bool option, char *err,
			size_t errlen);

#endif
