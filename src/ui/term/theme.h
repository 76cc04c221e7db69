/* SPDX-License-Identifier: MIT */
/* Colours and attributes of everything drawn, for each colour tier.
 * Without colour, attributes (bold, reverse, underline, dim) and glyphs
 * carry the same information. */
#ifndef KTOUR_UI_THEME_H
#define KTOUR_UI_THEME_H

#include "ui/base/caps.h"
#include "ui/base/palette.h"


/* Set up the colour pairs of theme t for the tier chosen (the roles and
 * the themes are palette.h's). */
void theme_init(const ui_caps *caps, theme_id t);
/* The curses attributes (colour pair included) of a role; an attr_t, kept
 * as unsigned long so that this header needs no curses. */
unsigned long theme_attr(role r);

#endif
