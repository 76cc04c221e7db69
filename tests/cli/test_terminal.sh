#!/bin/sh
# SPDX-License-Identifier: MIT
# A terminal that cannot show the screen (issue 37): with TERM=dumb (an
# editor's shell buffer: no cursor addressing) every command that opens
# the screen says so, naming the terminal type, and exits 2, having
# written nothing to the terminal and left its modes as they were; the
# commands without a screen work with TERM=dumb and with TERM unset.  TAP.
#
# The screen's commands run in a pseudo-terminal made by script(1), as
# tests/cli/test_readme.sh's do; `stty -g` there before and after says
# whether the terminal's modes came back.
tap_name=terminal
. tests/cli/tap.sh

repo=$(pwd)
case $KTOUR_BIN in /*) bin=$KTOUR_BIN ;; *) bin=$repo/$KTOUR_BIN ;; esac
KTOUR_LESSON_DIR=$repo/assets/lessons
export KTOUR_LESSON_DIR

want="the terminal 'dumb' cannot move the cursor (no cursor addressing)"
esc=$(printf '\033')

# on_dumb NAME ARGS...: `ktour ARGS` in a pseudo-terminal with TERM=dumb
on_dumb() {
	name=$1
	shift
	printf q | TERM=dumb timeout 30 script -qec \
		"stty -g >'$tmp/before'; '$bin' $* 2>'$tmp/err'; echo \"rc=\$?\" >'$tmp/rc'; stty -g >'$tmp/after'" \
		/dev/null >"$tmp/tty" 2>&1
	if ! grep -qx 'rc=2' "$tmp/rc"; then
		not_ok "TERM=dumb $name: $(cat "$tmp/rc"), want rc=2"
		sed 's/^/# /' "$tmp/err"
	else
		ok "TERM=dumb $name: exit 2"
	fi
	contains "$tmp/err" "$want" "TERM=dumb $name: the message names the terminal type"
	if grep -q "$esc" "$tmp/tty"; then
		not_ok "TERM=dumb $name: escape sequences written to the terminal"
		tr -d '\033' <"$tmp/tty" | head -c 300 | sed 's/^/# /'
	else
		ok "TERM=dumb $name: nothing drawn on the terminal"
	fi
	same "$tmp/before" "$tmp/after" "TERM=dumb $name: the terminal's modes as they were"
}

if ! command -v script >/dev/null 2>&1; then
	skip "TERM=dumb: the screen's commands" "no script(1) to give them a terminal"
else
	on_dumb "ktour" ""
	on_dumb "explore" explore -b 5x5
	on_dumb "explore --compare" explore -b 6x6 --compare warnsdorff
	on_dumb "play" play -b 5x5
	on_dumb "replay" replay "'$repo/$T/backtrack-5x5.moves'"
	on_dumb "lesson" lesson backtracking
	# A terminal type that can address the cursor still opens the screen.
	printf q | TERM=xterm-256color timeout 30 script -qec \
		"stty cols 80 rows 24; '$bin' explore -b 5x5" /dev/null >"$tmp/tty" 2>&1
	st=$?
	check "TERM=xterm-256color: the screen opens and q quits (exit $st)" \
		sh -c "[ $st -eq 0 ] && grep -q '$esc\[?1049h' '$tmp/tty'"
fi

# The commands without a screen, with TERM=dumb and with TERM unset.
for how in "TERM=dumb" "-u TERM"; do
	# shellcheck disable=SC2086 # env's words
	env $how "$KTOUR_BIN" solve -b 5x5 -o "$tmp/tour.txt" </dev/null 2>"$tmp/err"
	rc=$?
	expect_rc 0 "env $how: solve -b 5x5"
	"$KTOUR_BIN" check "$tmp/tour.txt" >"$tmp/out" 2>&1
	contains "$tmp/out" "squares: 25/25" "env $how: solve -b 5x5 wrote a tour of every square"
	# shellcheck disable=SC2086
	env $how "$KTOUR_BIN" count -b 5x5 >"$tmp/out" 2>"$tmp/err" </dev/null
	check "env $how: count -b 5x5 is 1728" grep -qx 1728 "$tmp/out"
	# shellcheck disable=SC2086
	env $how "$KTOUR_BIN" render -b 5x5 --step 10 -o "$tmp/m.svg" </dev/null 2>"$tmp/err"
	rc=$?
	expect_rc 0 "env $how: render -o m.svg"
	check "env $how: render wrote an SVG" grep -q '<svg' "$tmp/m.svg"
	# shellcheck disable=SC2086
	env $how "$KTOUR_BIN" convert "$T/tour-3x4.txt" --to moves >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	expect_rc 0 "env $how: convert --to moves"
done

echo "1..$n"
[ "$fails" -eq 0 ]
