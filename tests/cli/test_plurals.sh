#!/bin/sh
# SPDX-License-Identifier: MIT
# A count of one takes the singular (issue 37, the student's list 3): the
# words that follow a number in what the commands print are right for 1 as
# for 2.  Each check runs a case whose count is 1.  TAP.
tap_name=plurals
. tests/cli/tap.sh

# says NAME WANT ARGS...: `ktour ARGS` prints WANT (stdout or stderr); a
# '|' in WANT is the end of a line
says() {
	d=$1
	want=$2
	shift 2
	"$KTOUR_BIN" "$@" 2>&1 </dev/null | sed 's/$/|/' >"$tmp/out"
	if grep -qF -- "$want" "$tmp/out"; then ok "$d"; else
		not_ok "$d: no '$want'"
		sed 's/^/# /' "$tmp/out"
	fi
}
# says_in NAME WANT TEXT ARGS...: as says, with TEXT on standard input
says_in() {
	d=$1
	want=$2
	text=$3
	shift 3
	printf '%b' "$text" | "$KTOUR_BIN" "$@" 2>&1 | sed 's/$/|/' >"$tmp/out"
	if grep -qF -- "$want" "$tmp/out"; then ok "$d"; else
		not_ok "$d: no '$want'"
		sed 's/^/# /' "$tmp/out"
	fi
}

says "irwin: 1 attempt made, 0 repeats" \
	"1 attempt made (1 stuck, 0 repeats)" solve -e irwin -b 3x3 --attempts 1 --seed 1
says "irwin: ..., 1 repeat" "2 attempts made (0 stuck, 1 repeat)" \
	solve -e irwin -b 1x1 -n 2 --attempts 2 --seed 1
"$KTOUR_BIN" solve -b 1x1 -q -o "$tmp/one.txt"
says "render: the path has 1 square" "render: --move 2: the path has 1 square|" \
	render --replay "$tmp/one.txt" --move 2 -o "$tmp/x.svg"
says "convert --to svg: the title says (1 square)" \
	"<title>Open tour on 1x1 (1 square)</title>" convert "$tmp/one.txt" --to svg
says_in "check: only 1 of the 9 squares is visited" \
	"not a tour (only 1 of the 9 squares is visited)" '# board 3x3\na3\n' check -
says "a start on a board of 1 row" "rank 3 is not on a board of 1 row|" solve -b 1x5 -s a3
says_in "grid: row 1 has 1 entry" "row 1 has 1 entry but the board header on line 1 says 3 columns" \
	'# board 3x3\n1\n' check -
says_in "grid: the 1 column of the board header" \
	"row 1 has more than the 1 column of the board header" '# board 1x1\n1 -\n' check -
says_in "grid: the 1 row of the board header" "more than the 1 row of the board header" \
	'# board 1x3\n1 2 3\n4 5 6\n' check -
says_in "grid: the 1 square of the 1x1 board" \
	"move number 2 is larger than the 1 square of the 1x1 board" '2\n' check -
says_in "grid: row 2 has 1 entry" "row 2 has 1 entry, expected 2 like row 1" '1 2\n3\n' check -

# Lessons: one scene, a run of 1 step.
mkdir -p "$tmp/lessons"
printf 'ktour lesson 1\ntitle One\nscene A\nrun 1 step\n' >"$tmp/lessons/one.lesson"
KTOUR_LESSON_DIR=$tmp/lessons "$KTOUR_BIN" lesson >"$tmp/out" 2>&1
contains "$tmp/out" "One (1 scene)" "lesson's list: (1 scene)"
printf 'ktour lesson 1\ntitle T\nboard 3x4\nscene A\ngoto 135\nscene B\nrun 1 step\n' \
	>"$tmp/run.lesson"
says "lesson: run 1 step never holds" "scene 2: run 1 step never holds" \
	lesson --check "$tmp/run.lesson"
printf 'ktour lesson 1\ntitle T\nlimit 1\nscene A\ngoto 5\n' >"$tmp/limit.lesson"
says "lesson: within 1 step" "goto 5 does not hold within 1 step (" lesson --check "$tmp/limit.lesson"

# Experiments: one size, one trial.
"$KTOUR_BIN" experiment random-ties --sizes 5..5 --trials 1 --seed 3 --format json \
	--plot "$tmp/rt.svg" >"$tmp/out" 2>&1
contains "$tmp/out" '"m < 100 with over 50%": "1 of 1 size (' "random-ties: 1 of 1 size"
contains "$tmp/out" '"tours": "1 of 1 walk"' "random-ties: 1 of 1 walk"
contains "$tmp/rt.svg" "1 trial per m" "random-ties chart: 1 trial per m"
contains "$tmp/rt.svg" "tours per 1 walk<" "random-ties chart: tours per 1 walk"

echo "1..$n"
[ "$fails" -eq 0 ]
