/* The colour table. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "theme.h"

#include <curses.h>

#define D (-1) /* the terminal's default colour */

typedef struct style {
	short fg256, bg256;
	short fg8, bg8;
	attr_t a_colour; /* attributes added in the colour tiers */
	attr_t a_mono;   /* attributes without colour */
} style;

static const style styles[R_COUNT] = {
	[R_NORMAL] = {D, D, D, D, 0, 0},
	[R_TITLE] = {D, D, D, D, A_BOLD, A_BOLD},
	[R_BORDER] = {244, D, D, D, 0, 0},
	[R_LABEL] = {244, D, D, D, 0, 0},
	[R_SQ_LIGHT] = {240, 230, COLOR_BLACK, COLOR_WHITE, 0, 0},
	[R_SQ_DARK] = {240, 180, COLOR_WHITE, COLOR_BLACK, 0, 0},
	[R_VIS_LIGHT] = {16, 153, COLOR_BLACK, COLOR_CYAN, 0, 0},
	[R_VIS_DARK] = {16, 110, COLOR_WHITE, COLOR_BLUE, 0, 0},
	[R_KNIGHT] = {16, 220, COLOR_BLACK, COLOR_YELLOW, A_BOLD, A_BOLD | A_REVERSE},
	[R_CAND_LIGHT] = {28, 230, COLOR_GREEN, COLOR_WHITE, A_BOLD, 0},
	[R_CAND_DARK] = {22, 180, COLOR_GREEN, COLOR_BLACK, A_BOLD, 0},
	[R_NEXT] = {16, 118, COLOR_BLACK, COLOR_GREEN, A_BOLD, A_BOLD | A_UNDERLINE},
	[R_RET1] = {231, 196, COLOR_WHITE, COLOR_RED, A_BOLD, A_BOLD},
	[R_RET2] = {231, 203, COLOR_WHITE, COLOR_RED, 0, 0},
	[R_RET3] = {16, 217, COLOR_RED, COLOR_BLACK, 0, A_DIM},
	[R_FORCED] = {16, 213, COLOR_BLACK, COLOR_MAGENTA, A_BOLD, A_BOLD},
	[R_DEAD] = {231, 88, COLOR_RED, COLOR_BLACK, A_BOLD, A_BOLD | A_UNDERLINE},
	[R_CURSOR] = {16, 51, COLOR_BLACK, COLOR_CYAN, A_BOLD, A_REVERSE | A_BLINK},
	[R_HEAT0 + 0] = {231, 196, COLOR_WHITE, COLOR_RED, A_BOLD, A_BOLD | A_REVERSE},
	[R_HEAT0 + 1] = {16, 208, COLOR_BLACK, COLOR_YELLOW, A_BOLD, A_BOLD | A_UNDERLINE},
	[R_HEAT0 + 2] = {16, 226, COLOR_BLACK, COLOR_GREEN, 0, 0},
	[R_HEAT0 + 3] = {16, 191, COLOR_BLACK, COLOR_GREEN, 0, 0},
	[R_HEAT0 + 4] = {16, 155, COLOR_BLACK, COLOR_CYAN, 0, 0},
	[R_HEAT0 + 5] = {16, 120, COLOR_BLACK, COLOR_CYAN, 0, 0},
	[R_HEAT0 + 6] = {16, 86, COLOR_WHITE, COLOR_BLUE, 0, 0},
	[R_HEAT0 + 7] = {16, 80, COLOR_WHITE, COLOR_BLUE, 0, 0},
	[R_HEAT0 + 8] = {16, 75, COLOR_WHITE, COLOR_BLUE, 0, 0},
	[R_HEAT_VIS] = {245, 237, D, D, 0, A_DIM},
	[R_STATE_RUN] = {16, 41, COLOR_BLACK, COLOR_GREEN, A_BOLD, A_BOLD | A_REVERSE},
	[R_STATE_PAUSE] = {16, 221, COLOR_BLACK, COLOR_YELLOW, A_BOLD, A_BOLD},
	[R_STATE_SOL] = {231, 27, COLOR_WHITE, COLOR_BLUE, A_BOLD, A_BOLD | A_REVERSE},
	[R_STATE_DONE] = {231, 160, COLOR_WHITE, COLOR_RED, A_BOLD, A_BOLD | A_REVERSE},
	[R_STACK_DEPTH] = {244, D, D, D, 0, 0},
	[R_STACK_TRIED] = {244, D, D, D, A_DIM, A_DIM},
	[R_STACK_CUR] = {16, 153, COLOR_BLACK, COLOR_CYAN, A_BOLD, A_REVERSE},
	[R_STACK_NEXT] = {16, 118, COLOR_BLACK, COLOR_GREEN, A_BOLD, A_BOLD | A_UNDERLINE},
	[R_STACK_FORCED] = {165, D, COLOR_MAGENTA, D, A_BOLD, A_BOLD},
	[R_STACK_ABANDON] = {196, D, COLOR_RED, D, A_BOLD, A_BOLD},
	[R_KEY] = {16, 250, COLOR_BLACK, COLOR_WHITE, A_BOLD, A_REVERSE},
	[R_MSG_ALERT] = {208, D, COLOR_YELLOW, D, A_BOLD, A_BOLD},
	[R_DIM] = {244, D, D, D, 0, A_DIM},
	[R_SELECTED] = {16, 153, COLOR_BLACK, COLOR_CYAN, A_BOLD, A_REVERSE},
	[R_DEPART] = {231, 129, COLOR_WHITE, COLOR_MAGENTA, A_BOLD | A_UNDERLINE,
		      A_BOLD | A_UNDERLINE},
};

static attr_t attrs[R_COUNT];

void theme_init(const ui_caps *caps)
{
	for (int r = 0; r < R_COUNT; r++) {
		const style *s = &styles[r];
		if (caps->tier == TIER_NONE) {
			attrs[r] = s->a_mono;
			continue;
		}
		short fg = caps->tier == TIER_256 ? s->fg256 : s->fg8;
		short bg = caps->tier == TIER_256 ? s->bg256 : s->bg8;
		attrs[r] = s->a_colour;
		if (fg == D && bg == D)
			continue;
		init_pair((short)(r + 1), fg, bg);
		attrs[r] |= COLOR_PAIR(r + 1);
	}
}

unsigned long theme_attr(role r)
{
	return (unsigned long)attrs[r];
}
