/* SPDX-License-Identifier: MIT */
/* The colour themes as data: for every role on screen, its colours in the
 * 256- and 8-colour tiers and its attributes with and without colour.  No
 * curses here, so that the explorer (theme.c turns a theme into curses
 * pairs) and the pictures drawn without a terminal read the same table.
 *
 * Themes: dark (the terminal's own background; the default), light (dark
 * on a light background), projector (light background, high contrast,
 * thick marks, a heatmap scale colour-blind students can tell apart) and
 * mono (attributes and glyphs only, as without colour). */
#ifndef KTOUR_UI_PALETTE_H
#define KTOUR_UI_PALETTE_H

#include <stdbool.h>
#include <stdint.h>

typedef enum role {
	R_NORMAL = 0,
	R_TITLE,
	R_BORDER,
	R_LABEL,        /* rank and file labels */
	R_SQ_LIGHT,
	R_SQ_DARK,
	R_VIS_LIGHT,
	R_VIS_DARK,
	R_KNIGHT,
	R_CAND_LIGHT,
	R_CAND_DARK,
	R_NEXT,
	R_RET1,         /* just retreated from */
	R_RET2,
	R_RET3,         /* fading */
	R_FORCED,
	R_DEAD,
	R_CURSOR,
	R_HEAT0,        /* R_HEAT0 + d for degree d, 0..8 */
	R_HEAT8 = R_HEAT0 + 8,
	R_HEAT_VIS,
	R_STATE_RUN,
	R_STATE_PAUSE,
	R_STATE_SOL,
	R_STATE_DONE,
	R_STACK_DEPTH,
	R_STACK_TRIED,
	R_STACK_CUR,
	R_STACK_NEXT,
	R_STACK_FORCED,
	R_STACK_ABANDON,
	R_KEY,
	R_MSG_ALERT,
	R_DIM,
	R_SELECTED,     /* the selected field of the form */
	R_DEPART,       /* replay: a square reached by a non-Warnsdorff move */
	R_CYCLE0,       /* a construction: the cycle of label l, R_CYCLE0 + l % 6 */
	R_CYCLE5 = R_CYCLE0 + 5,
	R_JOIN,         /* a construction: the squares of the last join's moves */
	R_PATH,         /* a tour's line through its squares (pictures) */
	R_POINT,        /* a lesson's highlighted squares and its arrow's ends */
	R_COUNT,
} role;

/* The colours of a construction's cycles, in turn. */
#define PALETTE_CYCLES 6

typedef enum theme_id {
	THEME_DARK = 0,
	THEME_LIGHT,
	THEME_PROJECTOR,
	THEME_MONO,
	THEME_COUNT
} theme_id;

/* Attributes, curses-free (theme.c maps them to A_*). */
enum {
	PA_BOLD = 1u << 0,
	PA_REVERSE = 1u << 1,
	PA_UNDERLINE = 1u << 2,
	PA_DIM = 1u << 3,
	PA_BLINK = 1u << 4,
};

/* The terminal's own default colour (curses' -1). */
#define PALETTE_DEFAULT (-1)

typedef struct palette_style {
	short fg256, bg256; /* xterm 256-colour indexes, or PALETTE_DEFAULT */
	short fg8, bg8;     /* the eight ANSI colours 0..7, or PALETTE_DEFAULT */
	uint8_t a_colour;   /* PA_* added in the colour tiers */
	uint8_t a_mono;     /* PA_* without colour */
} palette_style;

/* The themes' names, NULL-ended, in theme_id order. */
extern const char *const palette_theme_names[];
const char *palette_theme_name(theme_id t);
bool palette_theme_from_name(const char *name, theme_id *t);

/* The style of role r in theme t. */
const palette_style *palette_style_of(theme_id t, role r);
/* Whether the theme draws without colour whatever the terminal can do. */
bool palette_is_mono(theme_id t);

/* The RGB value of an xterm 256-colour index (the standard palette: 16
 * system colours, the 6x6x6 cube, the grey ramp).  PALETTE_DEFAULT and
 * other out-of-range values give `dflt`. */
uint32_t palette_rgb256(int index, uint32_t dflt);

#endif
