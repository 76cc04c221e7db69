#!/bin/sh
# SPDX-License-Identifier: MIT
# One owner of the explorer's state (HACKING.md, src/ui/app/app.h): only
# the app code -- the files named app*.c under src/ui (app.c, play's
# app_play.c) -- writes an app_state.  The rest of the explorer reads it
# (session->app, frame->app) and changes it through the app's functions
# (app_say(), app_change_mode(), app_pause(), ...).
#
#   sh tests/lint_app_state.sh        (run by `make lint`)
#
# Fails, with one line per place, on a file outside the app code that
#   - assigns to app state: s->app.mode = ..., s.app.form.sel += ...,
#     s->app.file[0] = ..., s->app = ... (a member, a member's member, an
#     element; =, the compound assignments, a line that ends in =);
#   - increments or decrements it: s->app.help_scroll++, --s->app.x;
#   - aims the C library's writers at it: memset(&s->app, ...),
#     snprintf(s->app.file, ...);
#   - holds a pointer through which it could write: app_state * that is
#     not const (outside the app code's own files, app*.c and app*.h).
# The first check is the owners' own (the hook's); the others go further.
set -u
cd "$(dirname "$0")/.." || exit 2

owner='^src/([^:]*/)?app[^/:]*\.c:'
owner_h='^src/([^:]*/)?app[^/:]*\.[ch]:'
member='(->|\.)app((\.[a-z_0-9]+)|\[[^]]*\])+'
writers='memset|memcpy|memmove|strcpy|strncpy|strcat|strncat|sprintf|snprintf|vsprintf'
writers="$writers|vsnprintf|prompt_[a-z]+|form_[a-z]+"

hits=$(
	{
		grep -rnE '(->|\.)app\.[a-z_]+(\.[a-z_]+)? *(=[^=]|\+\+|--)' src
		grep -rnE "$member *([-+*/%&|^]|<<|>>)?=([^=]|\$)" src
		grep -rnE '(->|\.)app *=( *[^=& ]| *$)' src
		grep -rnE "$member *(\\+\\+|--)" src
		grep -rnE '(\+\+|--) *[a-z_0-9]+(->|\.)app(\.|\[)' src
		grep -rnE "\\b($writers)\\( *&?[a-z_0-9]+(->|\\.)app\\b" src
	} | grep -vE "$owner" | sort -u
	grep -rnE '(^|[^a-z_0-9])app_state *\*' src | grep -v 'const app_state *\*' |
		grep -vE "$owner_h"
)

if [ -n "$hits" ]; then
	printf '%s\n' "$hits" | sed 's/^/lint_app_state: /'
	echo "lint_app_state: $(printf '%s\n' "$hits" | wc -l) place(s) outside the app code" \
		"(src/ui/**/app*.c) write app state; call an app function instead" \
		"(src/ui/app/app.h)"
	exit 1
fi
echo "lint_app_state: ok (only src/ui/**/app*.c writes app state)"
