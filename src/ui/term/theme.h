/* Colours and attributes of everything drawn, for each colour tier.
 * Without colour, attributes (bold, reverse, underline, dim) and glyphs
 * carry the same information. */
#ifndef KTOUR_UI_THEME_H
#define KTOUR_UI_THEME_H

#include "caps.h"

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
	R_COUNT,
} role;

/* Set up the colour pairs for the tier chosen. */
void theme_init(const ui_caps *caps);
/* The curses attributes (colour pair included) of a role; an attr_t, kept
 * as unsigned long so that this header needs no curses. */
unsigned long theme_attr(role r);

#endif
