#!/bin/sh
# SPDX-License-Identifier: MIT
# tests/lint_layers.sh (make lint) on a copy of the sources: it passes on
# them as they are, and fails, naming the file and the line, on each kind
# of fault planted in the copy: an include that goes up between src/ui's
# folders, a call that goes up with no include (a declaration of its
# own), curses in the explorer's core or in render, a folder of src/ui
# that is not in the order.  TAP output.
tap_name=lint-layers
. tests/cli/tap.sh

# fresh: a copy of what the lint reads, in $tmp/src.
fresh() {
	rm -rf "$tmp/src"
	mkdir -p "$tmp/src/tests"
	cp -R src include "$tmp/src/" && cp tests/lint_layers.sh "$tmp/src/tests/"
}

# lint NAME WANT: the lint on the copy exits WANT (its output in $tmp/out).
lint() {
	sh "$tmp/src/tests/lint_layers.sh" >"$tmp/out" 2>&1
	rc=$?
	if [ "$rc" -eq "$2" ]; then ok "$1"; else
		not_ok "$1: exit $rc, not $2"
		sed 's/^/# /' "$tmp/out" | head -20
	fi
}

fresh
lint "the sources as they are pass" 0
contains "$tmp/out" "src/ui: base model" "the lint names src/ui's order"

# What stays allowed: an include down, one within the folder, a function
# of a folder above named in a comment or a string (no call).
cat >>"$tmp/src/src/ui/model/narrate.c" <<'EOF'
#include "ui/base/fit.h"
#include "layout.h"
const char *narrate_planted(void);
const char *narrate_planted(void)
{
	/* view_board(f) draws it */
	return "view_board(f)";
}
EOF
lint "includes down and within a folder, a name in a comment or a string pass" 0

# Each fault in a file of its own, all in one copy; each is named.
fresh
u=$tmp/src/src/ui
# the frame (src/ui/session) including a view
printf '#include "ui/views/views.h"\n' >>"$u/session/frame.c"
# the same through a path relative to the folder
printf '#include "../term/draw.h"\n' >>"$u/model/narrate.c"
# a header low down including one above it
printf '#include "ui/app/app.h"\n' >>"$u/base/fit.h"
# a call up that no include shows: the model declaring a view's function
cat >>"$u/model/pseudo.c" <<'EOF'
struct ui_frame;
void view_board(const struct ui_frame *f);
void pseudo_planted(const struct ui_frame *f);
void pseudo_planted(const struct ui_frame *f)
{
	view_board(f); /* up: the views draw */
}
EOF
# curses in the core, and in render (ktour render runs without a terminal)
printf '#include <curses.h>\n' >>"$u/session/session_io.c"
printf '#include <ncursesw/curses.h>\n' >>"$u/render/render.c"
# a folder in no place of the order
mkdir "$u/misc"
printf '/* SPDX-License-Identifier: MIT */\n' >"$u/misc/misc.c"
lint "the copy with the faults fails" 1
contains "$tmp/out" 'src/ui/session/frame.c:' "an include up from session to views: its line"
contains "$tmp/out" 'src/ui/session includes a header of src/ui/views, above it' \
	"... and the two folders"
contains "$tmp/out" 'src/ui/model includes a header of src/ui/term, above it' \
	"an include up written ../term/draw.h"
contains "$tmp/out" 'src/ui/base/fit.h:' "a header of src/ui/base including src/ui/app"
contains "$tmp/out" 'src/ui/model/pseudo.c:' \
	"a call from src/ui/model to a view's function: its line"
contains "$tmp/out" \
	'view_board() is defined in src/ui/views (src/ui/views/view_board.c), above src/ui/model' \
	"... and where the function is"
contains "$tmp/out" "curses in src/ui/session (only the terminal's folders: term views explore)" \
	"curses in src/ui/session, and the folders that may"
contains "$tmp/out" 'curses in src/ui/render' "curses in src/ui/render"
contains "$tmp/out" "src/ui/misc/: not in the order of src/ui's folders" \
	"a folder of src/ui outside the order"
# ... and nothing else: six lines of files named, no other.
places=$(grep -o '^lint_layers: src/[^:]*:[0-9]*:' "$tmp/out" | sort -u | wc -l)
if [ "$places" -eq 6 ]; then ok "the six lines planted are named, no other"; else
	not_ok "$places lines named, not the six planted"
	sed 's/^/# /' "$tmp/out"
fi

echo "1..$n"
[ "$fails" -eq 0 ]
