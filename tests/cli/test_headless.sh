#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour render and ktour convert need no terminal (issue 33): with TERM
# unset, in a session of their own with no controlling terminal
# (setsid), stdin from /dev/null, each writes its picture, exits 0 and
# says nothing on stderr.  And the files that make them include no curses
# header and no file of src/ui's terminal side (term, views, explore):
# the include closure of the two commands and of src/ui/render and
# src/ui/picture, followed header by header.  TAP output.
tap_name=headless
. tests/cli/tap.sh

# headless NAME ARGS...: ktour ARGS with no terminal; exit 0, stderr empty.
# Under make asan, LeakSanitizer reports the suppressions it used (the
# fonts' caches, tests/lsan.supp) on stderr at exit: not ktour's words, so
# that report is turned off here and the stderr left is ktour's own.
LSAN_OPTIONS="${LSAN_OPTIONS:+$LSAN_OPTIONS:}print_suppressions=0"
export LSAN_OPTIONS
headless() {
	name=$1
	shift
	if command -v setsid >/dev/null 2>&1; then
		env -u TERM -u COLUMNS -u LINES setsid -w "$KTOUR_BIN" "$@" \
			>"$tmp/out" 2>"$tmp/err" </dev/null
	else
		env -u TERM -u COLUMNS -u LINES "$KTOUR_BIN" "$@" \
			>"$tmp/out" 2>"$tmp/err" </dev/null
	fi
	rc=$?
	if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ]; then ok "$name"; else
		not_ok "$name: exit $rc"
		sed 's/^/# /' "$tmp/err"
	fi
}

# magic FILE BYTES NAME: FILE begins with BYTES (printf's escapes).
magic() {
	want=$(printf "$2" | od -An -tx1)
	got=$(head -c "$(printf "$2" | wc -c)" "$1" 2>/dev/null | od -An -tx1)
	if [ -n "$got" ] && [ "$got" = "$want" ]; then ok "$3"; else
		not_ok "$3: begins with$got"
	fi
}

headless "render: a PNG with no terminal" render -b 5x5 --step 10 -o "$tmp/r.png"
magic "$tmp/r.png" '\211PNG\r\n\032\n' "render: the file is a PNG"
headless "render: an SVG with no terminal" render -b 5x5 --step 10 -o "$tmp/r.svg"
contains "$tmp/r.svg" "<svg" "render: the file is an SVG"
headless "render: a GIF of steps with no terminal" render -b 5x5 --frames 1..5 -o "$tmp/r.gif"
magic "$tmp/r.gif" 'GIF89a' "render: the file is a GIF"
headless "convert --to svg with no terminal" convert "$T/tour-3x4.txt" --to svg -o "$tmp/c.svg"
contains "$tmp/c.svg" "<svg" "convert: the file is an SVG"
headless "convert --to png with no terminal" convert "$T/tour-3x4.txt" --to png -o "$tmp/c.png"
magic "$tmp/c.png" '\211PNG\r\n\032\n' "convert: the file is a PNG"

# The include closure: each file's quoted includes, resolved beside it,
# under src/ or under include/, until no new file comes.
closure() {
	printf '%s\n' "$@" | sort -u >"$tmp/seen"
	cp "$tmp/seen" "$tmp/todo"
	while [ -s "$tmp/todo" ]; do
		: >"$tmp/next"
		while IFS= read -r f; do
			sed -n 's/^[[:space:]]*#[[:space:]]*include[[:space:]]*"\([^"]*\)".*/\1/p' "$f" |
				while IFS= read -r inc; do
					for cand in "${f%/*}/$inc" "src/$inc" "include/$inc"; do
						if [ -f "$cand" ]; then
							realpath --relative-to=. "$cand"
							break
						fi
					done
				done >>"$tmp/next"
		done <"$tmp/todo"
		sort -u "$tmp/next" | comm -23 - "$tmp/seen" >"$tmp/todo"
		sort -u "$tmp/seen" "$tmp/todo" -o "$tmp/seen"
	done
	cat "$tmp/seen"
}
closure src/cli/cmd_render.c src/cli/cmd_convert.c src/ui/render/*.c src/ui/picture/*.c \
	>"$tmp/files"
if grep -q 'src/ui/session/session.h' "$tmp/files" && grep -q 'src/ui/picture/scene.h' "$tmp/files"
then ok "the closure follows the includes (the session, the scene)"
else not_ok "the closure did not follow the includes"; sed 's/^/# /' "$tmp/files"
fi
if grep -E '^src/ui/(term|views|explore)/' "$tmp/files" >"$tmp/up"; then
	not_ok "render and convert include a file of the terminal's side"
	sed 's/^/# /' "$tmp/up"
else
	ok "render and convert include no file of src/ui/term, views or explore"
fi
curses=$(xargs grep -lE '^[[:space:]]*#[[:space:]]*include[[:space:]]*<(n?curses|ncursesw/|term\.h)' \
	<"$tmp/files")
if [ -z "$curses" ]; then ok "render and convert include no curses header"; else
	not_ok "curses in the files of render and convert: $curses"
fi

echo "1..$n"
[ "$fails" -eq 0 ]
