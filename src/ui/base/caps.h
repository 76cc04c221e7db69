/* SPDX-License-Identifier: MIT */
/* Terminal capabilities, decided once at start-up: glyphs (UTF-8 or ASCII),
 * the colour tier (256, 8 or none) and the mouse.  The decisions are pure
 * functions of what the terminal and the user said, so they are tested
 * without a terminal.  No curses here. */
#ifndef KTOUR_UI_CAPS_H
#define KTOUR_UI_CAPS_H

#include <stdbool.h>

#include "ktour/ui.h"
#include "palette.h"

typedef enum color_tier { TIER_NONE = 0, TIER_8 = 8, TIER_256 = 256 } color_tier;

/* Everything the decision looks at. */
typedef struct caps_input {
	const char *codeset;   /* nl_langinfo(CODESET) after setlocale(LC_ALL, "") */
	bool ascii_flag;       /* --ascii */
	ui_color_choice color; /* --color */
	const char *no_color;  /* getenv("NO_COLOR"), NULL when unset */
	bool has_colors;       /* curses has_colors() */
	int colors;            /* curses COLORS */
	int color_pairs;       /* curses COLOR_PAIRS */
} caps_input;

/* Every glyph the views draw; each is one terminal column wide. */
typedef struct glyphs {
	const char *knight;      /* current square */
	const char *visited;     /* a visited square too narrow for its number */
	const char *cand;        /* a candidate of the current depth */
	const char *next;        /* the candidate about to be tried */
	const char *retreat;     /* just backtracked from */
	const char *forced;      /* forced square (look-ahead) */
	const char *dead;        /* unreachable square (look-ahead) */
	const char *dark;        /* fill mark of an empty dark square, no colour */
	const char *h, *v;       /* box lines */
	const char *tl, *tr, *bl, *br;
	const char *cur_l, *cur_r; /* around the current candidate in the stack */
	const char *arrow;       /* "->" in sentences and the stack */
	const char *more_up;     /* stack scrolled: lines above */
	const char *dot;         /* separator in the status line */
	const char *mark;        /* the algorithm panel's marked line */
} glyphs;

typedef struct ui_caps {
	bool utf8;
	color_tier tier;      /* drawn with: term_tier, or none in the mono theme */
	color_tier term_tier; /* what the terminal, --color and NO_COLOR allow */
	bool mouse;  /* clicks are reported (set when the terminal is opened) */
	const glyphs *g;
} ui_caps;

/* Is this codeset UTF-8 ("UTF-8", "utf8", any case)? */
bool caps_codeset_is_utf8(const char *codeset);
/* The colour tier to use. */
color_tier caps_color_tier(const caps_input *in);
/* Both decisions, and the glyph table that goes with them. */
ui_caps caps_decide(const caps_input *in);

/* The tier theme t draws with: none for mono whatever the terminal can
 * do, else what the terminal allows (a theme chosen at start or in the
 * options form). */
void caps_set_theme(ui_caps *c, theme_id t);

const glyphs *caps_glyphs(bool utf8);

#endif
