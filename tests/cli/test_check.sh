#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour check: the sample tours give the known answers, bad and unreadable
# files give exit 2 with file:line:col, options and usage.  TAP output.
tap_name=check
. tests/cli/tap.sh


# has FILE LINE NAME: FILE holds exactly the line LINE
has() {
	if grep -qxF -- "$2" "$1"; then ok "$3"; else
		not_ok "$3: no line '$2'"
		sed 's/^/# /' "$1"
	fi
}

# contains FILE TEXT NAME: TEXT appears in FILE
contains() {
	if grep -qF -- "$2" "$1"; then ok "$3"; else
		not_ok "$3: no '$2'"
		sed 's/^/# /' "$1"
	fi
}

# ---- the literature's tours and our own samples -------------------------------

run check $T/squirrel-cull-8x8.txt
expect_rc 0 "Squirrel-Cull 8x8 is a tour"
has "$tmp/out" "$T/squirrel-cull-8x8.txt: tour" "Squirrel-Cull: first line"
has "$tmp/out" "board: 8x8" "Squirrel-Cull: board"
has "$tmp/out" "squares: 64/64" "Squirrel-Cull: 64 of 64"
has "$tmp/out" "closed: no" "Squirrel-Cull: open"
has "$tmp/out" "warnsdorff: yes" "Squirrel-Cull: Warnsdorff-consistent"
has "$tmp/out" "format: grid" "Squirrel-Cull: grid format detected"

run check $T/stuck-5x5.txt
expect_rc 1 "the stuck 5x5 walk is not a tour"
has "$tmp/out" "$T/stuck-5x5.txt: not a tour (only 17 of the 25 squares are visited)" \
	"stuck walk: reason"
has "$tmp/out" "squares: 17/25" "stuck walk: 17 of 25"
has "$tmp/out" "warnsdorff: yes" "stuck walk: a Warnsdorff walk"
has "$tmp/out" "start: c5" "stuck walk: starts at (1,3) = c5"

run check $T/closed-8x8.json
expect_rc 0 "closed 8x8 (json) is a tour"
has "$tmp/out" "closed: yes" "closed 8x8: closed"
has "$tmp/out" "format: json" "closed 8x8: json detected"

run check $T/tour-3x4.txt
expect_rc 0 "3x4 tour"
has "$tmp/out" "board: 3x4" "3x4: board"
has "$tmp/out" "squares: 12/12" "3x4: 12 of 12"

run check $T/wide-8x30.moves
expect_rc 0 "8x30 tour (moves, files beyond z)"
has "$tmp/out" "board: 8x30" "8x30: board"
has "$tmp/out" "squares: 240/240" "8x30: 240 of 240"
has "$tmp/out" "format: moves" "8x30: moves detected"

run check $T/backtrack-5x5.moves
expect_rc 0 "backtracking 5x5 tour ((row,col) moves)"
has "$tmp/out" "warnsdorff: no (first departure at move 6)" "5x5 backtrack: first departure"

run check $T/*
expect_rc 1 "check assets/tours/*: one file is not a tour"
count=$(grep -c ': tour$' "$tmp/out")
if [ "$count" -eq 5 ]; then ok "five sample files are tours"; else not_ok "tours: $count, expected 5"; fi
count=$(grep -c ': not a tour (' "$tmp/out")
if [ "$count" -eq 1 ]; then ok "one sample file is not a tour"; else not_ok "not tours: $count"; fi

# ---- not tours: the first fault --------------------------------------------------

run check $D/not-a-move.moves
expect_rc 1 "a path with a non-knight move"
has "$tmp/out" "$D/not-a-move.moves: not a tour (move 4 from f6 to f5 is not a knight move)" \
	"non-knight move: move number and squares"
run check $D/repeated.moves
expect_rc 1 "a path that repeats a square"
contains "$tmp/out" "move 2 from c7 to a8 returns to a8" "repeat: move and square"
run check $D/camel-4x4.moves
expect_rc 1 "a partial camel path"
has "$tmp/out" "leaper: 1,3" "camel: leaper shown"
has "$tmp/out" "squares: 3/16" "camel: 3 of 16"
run check --leaper 1,2 $D/camel-4x4.moves
contains "$tmp/out" "is not a knight move" "--leaper 1,2 overrides the file's leaper"

# ---- unreadable files: exit 2, file:line:col, the others still checked ---------

run check $D/bad-ragged.txt
expect_rc 2 "a ragged grid"
has "$tmp/err" "ktour: $D/bad-ragged.txt:4:4: row 3 has 2 entries, expected 3 like row 1 (line 2): give every square, - for one not on the path" \
	"ragged grid: file:line:col and what was expected"
# a partial path with rows left out: the message says to write them with -
printf '# board 5x5\n1 - - - -\n- - 2 - -\n- 3 - - -\n' >"$tmp/partial.txt"
run check "$tmp/partial.txt"
expect_rc 2 "a partial grid with rows missing"
has "$tmp/err" "ktour: $tmp/partial.txt:5:1: the grid is 3x5 but the board header on line 1 says 5x5: give every row, with - for a square not on the path" \
	"partial grid: file:line:col and how to pad it"
run check $D/bad-gap.txt
expect_rc 2 "a grid with a gap"
contains "$tmp/err" "$D/bad-gap.txt:2:8: move number 2 is missing" "gap: position"
run check $D/bad-unclosed.json
expect_rc 2 "unterminated json"
contains "$tmp/err" "$D/bad-unclosed.json:3:1: expected ',' or '}'" "json: position"

run check $T/tour-3x4.txt "$tmp/missing.txt" $T/stuck-5x5.txt
expect_rc 2 "a missing file among good ones"
contains "$tmp/err" "$tmp/missing.txt: cannot open it: No such file or directory" \
	"missing file: strerror"
has "$tmp/out" "$T/tour-3x4.txt: tour" "files before it are checked"
contains "$tmp/out" "$T/stuck-5x5.txt: not a tour" "files after it are checked"

run check "$tmp"
expect_rc 2 "a directory"
contains "$tmp/err" "is a directory" "directory: says so"

# A FIFO is read once its writer writes, as cat(1) reads it (more in
# test_formats.sh); the explorer's load key still refuses one (unit test).
if mkfifo "$tmp/fifo" 2>/dev/null; then
	(sleep 1; printf '1 2\n3\n' >"$tmp/fifo") &
	timeout 20 "$KTOUR_BIN" check "$tmp/fifo" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	wait
	expect_rc 2 "a FIFO with a ragged grid written into it late"
	contains "$tmp/err" "fifo:2:2: row 2 has 1 entry," "FIFO: read, error with file:line:col"
else
	ok "# SKIP mkfifo not available"
fi

printf '1 2\n\0\n' >"$tmp/binary.txt"
run check "$tmp/binary.txt"
expect_rc 2 "binary garbage"
contains "$tmp/err" "binary.txt:2:1: NUL byte" "binary: position"

# ---- standard input ---------------------------------------------------------------

"$KTOUR_BIN" check - <$T/tour-3x4.txt >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 0 "'-' reads standard input"
has "$tmp/out" "<stdin>: tour" "stdin is named <stdin>"
printf '1 2\n3\n' | "$KTOUR_BIN" check - >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 2 "bad input on a pipe"
contains "$tmp/err" "<stdin>:2:2:" "stdin errors have positions"

# ---- usage ----------------------------------------------------------------------------

run check --help
expect_rc 0 "--help"
contains "$tmp/out" "usage: ktour check" "--help prints the usage"
run check --bogus $T/tour-3x4.txt
expect_rc 2 "an unknown option"
has "$tmp/err" "ktour: check: unknown option '--bogus' (see ktour check --help)" "unknown option: one-line error"
contains "$tmp/err" "usage: ktour check" "unknown option: usage hint"
run check
expect_rc 2 "no FILE"
run check --from svg $T/tour-3x4.txt
expect_rc 2 "--from svg"
run check --format moves $T/tour-3x4.txt
expect_rc 2 "--format moves on a grid"
run check --from moves $T/tour-3x4.txt
expect_rc 2 "--from moves on a grid"
run check -q $T/tour-3x4.txt
expect_rc 0 "--quiet on a tour"
if [ ! -s "$tmp/out" ]; then ok "--quiet prints nothing"; else not_ok "--quiet printed"; fi

# standard input read twice (issue 15): the second '-' is refused by name
"$KTOUR" check - "$T/tour-3x4.txt" - <"$T/tour-3x4.txt" >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 2 "check - FILE -: the second '-' is an error"
contains "$tmp/err" "'-' again: standard input was already read" "... saying stdin was already read, not 'no tour here'"
check "... and both others are checked" test "$(grep -c ': tour$' "$tmp/out")" -eq 2

echo "1..$n"
[ "$fails" -eq 0 ]
