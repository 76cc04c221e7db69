/* SPDX-License-Identifier: MIT */
/* The colour themes as data (palette.h). */
#include "palette.h"

#include <string.h>

#define D PALETTE_DEFAULT
#define B PA_BOLD
#define RV PA_REVERSE
#define UL PA_UNDERLINE
#define DM PA_DIM
#define BL PA_BLINK

/* dark: the terminal's own background, the colours ktour always had. */
static const palette_style dark[R_COUNT] = {
	[R_NORMAL] = {D, D, D, D, 0, 0},
	[R_TITLE] = {D, D, D, D, B, B},
	[R_BORDER] = {244, D, D, D, 0, 0},
	[R_LABEL] = {244, D, D, D, 0, 0},
	[R_SQ_LIGHT] = {240, 230, 0, 7, 0, 0},
	[R_SQ_DARK] = {240, 180, 7, 0, 0, 0},
	[R_VIS_LIGHT] = {16, 153, 0, 6, 0, 0},
	[R_VIS_DARK] = {16, 110, 7, 4, 0, 0},
	[R_KNIGHT] = {16, 220, 0, 3, B, B | RV},
	[R_CAND_LIGHT] = {28, 230, 2, 7, B, 0},
	[R_CAND_DARK] = {22, 180, 2, 0, B, 0},
	[R_NEXT] = {16, 118, 0, 2, B, B | UL},
	[R_RET1] = {231, 196, 7, 1, B, B},
	[R_RET2] = {16, 203, 7, 1, 0, 0}, /* black: white on 203 is 2.98:1 */
	[R_RET3] = {16, 217, 1, 0, 0, DM},
	[R_FORCED] = {16, 213, 0, 5, B, B},
	[R_DEAD] = {231, 88, 1, 0, B, B | UL},
	[R_CURSOR] = {16, 51, 0, 6, B, RV | BL},
	[R_HEAT0 + 0] = {231, 196, 7, 1, B, B | RV},
	[R_HEAT0 + 1] = {16, 208, 0, 3, B, B | UL},
	[R_HEAT0 + 2] = {16, 226, 0, 2, 0, 0},
	[R_HEAT0 + 3] = {16, 191, 0, 2, 0, 0},
	[R_HEAT0 + 4] = {16, 155, 0, 6, 0, 0},
	[R_HEAT0 + 5] = {16, 120, 0, 6, 0, 0},
	[R_HEAT0 + 6] = {16, 86, 7, 4, 0, 0},
	[R_HEAT0 + 7] = {16, 80, 7, 4, 0, 0},
	[R_HEAT0 + 8] = {16, 75, 7, 4, 0, 0},
	[R_HEAT_VIS] = {245, 237, D, D, 0, DM},
	[R_STATE_RUN] = {16, 41, 0, 2, B, B | RV},
	[R_STATE_PAUSE] = {16, 221, 0, 3, B, B},
	[R_STATE_SOL] = {231, 27, 7, 4, B, B | RV},
	[R_STATE_DONE] = {231, 160, 7, 1, B, B | RV},
	[R_STACK_DEPTH] = {244, D, D, D, 0, 0},
	[R_STACK_TRIED] = {244, D, D, D, DM, DM},
	[R_STACK_CUR] = {16, 153, 0, 6, B, RV},
	[R_STACK_NEXT] = {16, 118, 0, 2, B, B | UL},
	[R_STACK_FORCED] = {165, D, 5, D, B, B},
	[R_STACK_ABANDON] = {196, D, 1, D, B, B},
	[R_KEY] = {16, 250, 0, 7, B, RV},
	[R_MSG_ALERT] = {208, D, 3, D, B, B},
	[R_DIM] = {244, D, D, D, 0, DM},
	[R_SELECTED] = {16, 153, 0, 6, B, RV},
	[R_DEPART] = {231, 129, 7, 5, B | UL, B | UL},
	/* the cycles: pale tints, black text, told apart in both tiers (the
	 * squares carry letters without colour) */
	[R_CYCLE0 + 0] = {16, 221, 0, 3, 0, 0},
	[R_CYCLE0 + 1] = {16, 120, 0, 2, 0, 0},
	[R_CYCLE0 + 2] = {16, 183, 7, 5, 0, 0},
	[R_CYCLE0 + 3] = {16, 210, 7, 1, 0, 0},
	[R_CYCLE0 + 4] = {16, 117, 0, 6, 0, 0},
	[R_CYCLE0 + 5] = {16, 187, 7, 4, 0, 0},
	[R_JOIN] = {231, 16, 7, 0, B, B | RV},
	/* a tour's line in the pictures: dark red, which stands 4.3:1 from
	 * the darker visited blue and more from the rest (the knight's gold
	 * it once took was 1.07:1 on the light blue) */
	[R_PATH] = {88, D, 1, D, B, B},
	/* a lesson pointing: black on orange, in every theme (reads on a
	 * white page and on black); without colour reversed and underlined,
	 * and the glyphs ([12], N>, >b) say it too */
	[R_POINT] = {16, 214, 0, 3, B, B | RV | UL},
};

/* A theme other than dark: dark's table with these roles replaced. */
typedef struct override {
	bool set;
	palette_style s;
} override;
#define O(...) {true, {__VA_ARGS__}}

/* light: dark text on a white page; the greys that read on black are
 * darkened, orange warnings become red. */
static const override light[R_COUNT] = {
	[R_NORMAL] = O(16, 231, 0, 7, 0, 0),
	[R_TITLE] = O(16, 231, 0, 7, B, B),
	[R_BORDER] = O(240, 231, 0, 7, 0, 0),
	[R_LABEL] = O(238, 231, 0, 7, 0, 0),
	[R_CAND_LIGHT] = O(22, 230, 2, 7, B, 0),
	[R_HEAT_VIS] = O(243, 253, 0, 7, 0, DM),
	[R_STACK_DEPTH] = O(240, 231, 0, 7, 0, 0),
	[R_STACK_TRIED] = O(243, 231, 0, 7, 0, DM),
	[R_STACK_FORCED] = O(127, 231, 5, 7, B, B),
	[R_STACK_ABANDON] = O(160, 231, 1, 7, B, B),
	[R_MSG_ALERT] = O(160, 231, 1, 7, B, B),
	[R_DIM] = O(242, 231, 0, 7, 0, DM),
	[R_PATH] = O(88, 231, 1, 7, B, B),
};

/* projector: a white page, black lines and text, a chequer and marks that
 * survive a washed-out beam (no pale tints carry meaning), the knight
 * white on black, and a heatmap on the viridis scale (dark purple for no
 * onward move through blue and green to yellow for eight), which readers
 * with the common colour-vision deficiencies can order. */
static const override projector[R_COUNT] = {
	[R_NORMAL] = O(16, 231, 0, 7, 0, 0),
	[R_TITLE] = O(16, 231, 0, 7, B, B),
	[R_BORDER] = O(16, 231, 0, 7, B, B),
	[R_LABEL] = O(16, 231, 0, 7, B, B),
	[R_SQ_LIGHT] = O(16, 231, 0, 7, 0, 0),
	[R_SQ_DARK] = O(16, 248, 0, 7, 0, 0),
	[R_VIS_LIGHT] = O(16, 117, 0, 6, B, 0),
	[R_VIS_DARK] = O(16, 74, 0, 6, B, 0),
	[R_KNIGHT] = O(231, 16, 7, 0, B, B | RV),
	[R_CAND_LIGHT] = O(22, 231, 2, 7, B, B),
	[R_CAND_DARK] = O(22, 248, 2, 7, B, B),
	[R_NEXT] = O(16, 46, 0, 2, B, B | UL),
	[R_RET1] = O(231, 160, 7, 1, B, B),
	[R_RET2] = O(231, 167, 7, 1, B, 0),
	[R_RET3] = O(16, 217, 0, 1, 0, DM),
	[R_FORCED] = O(231, 90, 7, 5, B, B),
	[R_DEAD] = O(231, 52, 7, 1, B, B | UL),
	[R_CURSOR] = O(231, 21, 7, 4, B, RV | BL),
	[R_HEAT0 + 0] = O(231, 53, 7, 5, B, B | RV),
	[R_HEAT0 + 1] = O(231, 55, 7, 5, B, B | UL),
	[R_HEAT0 + 2] = O(231, 25, 7, 4, B, 0),
	[R_HEAT0 + 3] = O(231, 31, 7, 4, B, 0),
	[R_HEAT0 + 4] = O(16, 37, 0, 6, B, 0),
	[R_HEAT0 + 5] = O(16, 41, 0, 6, B, 0),
	[R_HEAT0 + 6] = O(16, 113, 0, 2, B, 0),
	[R_HEAT0 + 7] = O(16, 148, 0, 2, B, 0),
	[R_HEAT0 + 8] = O(16, 220, 0, 3, B, 0),
	[R_HEAT_VIS] = O(240, 253, 0, 7, 0, DM),
	[R_STACK_DEPTH] = O(16, 231, 0, 7, 0, 0),
	[R_STACK_TRIED] = O(242, 231, 0, 7, 0, DM),
	[R_STACK_CUR] = O(16, 117, 0, 6, B, RV),
	[R_STACK_NEXT] = O(16, 46, 0, 2, B, B | UL),
	[R_STACK_FORCED] = O(90, 231, 5, 7, B, B),
	[R_STACK_ABANDON] = O(160, 231, 1, 7, B, B),
	[R_KEY] = O(231, 16, 7, 0, B, RV),
	[R_MSG_ALERT] = O(160, 231, 1, 7, B, B),
	[R_DIM] = O(240, 231, 0, 7, 0, DM),
	[R_SELECTED] = O(231, 21, 7, 4, B, RV),
	[R_DEPART] = O(231, 90, 7, 5, B | UL, B | UL),
	[R_PATH] = O(16, 231, 0, 7, B, B),
};

const char *const palette_theme_names[] = {"dark", "light", "projector", "mono", NULL};

const char *palette_theme_name(theme_id t)
{
	return (unsigned)t < THEME_COUNT ? palette_theme_names[t] : "?";
}

bool palette_theme_from_name(const char *name, theme_id *t)
{
	for (int i = 0; i < THEME_COUNT; i++)
		if (name && strcmp(name, palette_theme_names[i]) == 0) {
			*t = (theme_id)i;
			return true;
		}
	return false;
}

bool palette_is_mono(theme_id t)
{
	return t == THEME_MONO;
}

const palette_style *palette_style_of(theme_id t, role r)
{
	if ((unsigned)r >= R_COUNT)
		r = R_NORMAL;
	const override *o = t == THEME_LIGHT ? light : t == THEME_PROJECTOR ? projector : NULL;
	if (o && o[r].set)
		return &o[r].s;
	return &dark[r];
}

/* The sixteen system colours as xterm shows them. */
static const uint32_t system16[16] = {
	0x000000, 0xcd0000, 0x00cd00, 0xcdcd00, 0x0000ee, 0xcd00cd, 0x00cdcd, 0xe5e5e5,
	0x7f7f7f, 0xff0000, 0x00ff00, 0xffff00, 0x5c5cff, 0xff00ff, 0x00ffff, 0xffffff,
};

uint32_t palette_rgb256(int index, uint32_t dflt)
{
	static const uint8_t level[6] = {0, 95, 135, 175, 215, 255};
	if (index < 0 || index > 255)
		return dflt;
	if (index < 16)
		return system16[index];
	if (index < 232) {
		int i = index - 16;
		return (uint32_t)level[i / 36] << 16 | (uint32_t)level[i / 6 % 6] << 8 |
		       level[i % 6];
	}
	uint32_t g = (uint32_t)(8 + 10 * (index - 232));
	return g << 16 | g << 8 | g;
}
