/* SPDX-License-Identifier: MIT */
/* The explorer's options (ktour/ui.h) without a terminal: their defaults
 * and the names of the colour choices and the themes, which the command
 * line, the session files and `ktour render` read as well as the
 * explorer. */
#include <string.h>

#include "palette.h"
#include "ktour/ui.h"

void explore_options_init(explore_options *o)
{
	memset(o, 0, sizeof *o);
	o->cfg = engine_config_default();
	o->speed = 10;
	o->color = UI_COLOR_AUTO;
	o->panels = PANEL_DEFAULT;
}

bool ui_color_from_name(const char *name, ui_color_choice *out)
{
	static const char *const names[] = {"auto", "256", "8", "off"};
	for (int i = 0; i < 4; i++)
		if (strcmp(name, names[i]) == 0) {
			*out = (ui_color_choice)i;
			return true;
		}
	if (strcmp(name, "none") == 0 || strcmp(name, "never") == 0) {
		*out = UI_COLOR_OFF;
		return true;
	}
	return false;
}

const char *ui_theme_name(int theme)
{
	return theme >= 0 && theme < THEME_COUNT ? palette_theme_names[theme] : NULL;
}

bool ui_theme_from_name(const char *name, int *theme)
{
	theme_id t;
	if (!palette_theme_from_name(name, &t))
		return false;
	*theme = (int)t;
	return true;
}
