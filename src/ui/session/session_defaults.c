/* SPDX-License-Identifier: MIT */
/* Ctrl-S in the options form: its settings as the defaults, in the
 * settings file (ktour/settings_file.h), which changes only the lines of
 * the keys whose value changes.  The form says what came of it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/settings_file.h"
#include "session.h"

/* path with the home directory as ~, for the form's two lines. */
static void shown_path(const char *path, char *out, size_t outlen)
{
	const char *home = getenv("HOME");
	size_t n = home ? strlen(home) : 0;
	if (n > 1 && strncmp(path, home, n) == 0 && path[n] == '/')
		snprintf(out, outlen, "~%s", path + n);
	else
		snprintf(out, outlen, "%s", path);
}

void session_save_defaults(session *s, const char *const values[SK_COUNT])
{
	const char *path = s->opt->settings_path;
	char err[400], where[300], keys[200] = "", msg[600];
	unsigned changed;
	if (!path) {
		app_defaults_saved(&s->app, false,
				   "No settings file to save to (--no-config, or KTOUR_CONFIG "
				   "is the null device).");
		return;
	}
	if (!settings_save(path, s->opt->settings_make_dirs, values, &changed, err, sizeof err)) {
		snprintf(msg, sizeof msg, "Defaults not saved: %s", err);
		app_defaults_saved(&s->app, false, msg);
		return;
	}
	shown_path(path, where, sizeof where);
	size_t at = 0;
	for (int k = 0; k < SK_COUNT && at < sizeof keys; k++)
		if (changed & SETTINGS_BIT(k))
			at += (size_t)snprintf(keys + at, sizeof keys - at, "%s%s", at ? ", " : "",
					       settings_key_name((settings_key)k));
	if (changed)
		snprintf(msg, sizeof msg, "Saved as the defaults in %s: %s.", where, keys);
	else
		snprintf(msg, sizeof msg, "These are the defaults already (%s): nothing saved.",
			 where);
	app_defaults_saved(&s->app, true, msg);
}
