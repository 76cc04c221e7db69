#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour solve: the literature's walks, exit codes (0 tour, 1 stuck or no
# tour, 2 bad options), -q, the '#' headers with the seed, -n, the formats,
# -o, and the 10000x10000 Squirrel-Cull walk.  TAP output.
tap_name=solve
. tests/cli/tap.sh


# has FILE LINE NAME: FILE holds exactly the line LINE
has() {
	if grep -qxF -- "$2" "$1"; then ok "$3"; else
		not_ok "$3: no line '$2'"
		sed 's/^/# /' "$1"
	fi
}

contains() {
	if grep -qF -- "$2" "$1"; then ok "$3"; else
		not_ok "$3: no '$2'"
		sed 's/^/# /' "$1"
	fi
}

empty() {
	if [ ! -s "$1" ]; then ok "$2"; else
		not_ok "$2: not empty"
		sed 's/^/# /' "$1"
	fi
}

# The grid rows of the output (no '#' lines), as one line of numbers.
rows() { grep -v '^#' "$1" | tr -s ' \n' ' ' | sed 's/^ //; s/ $//'; }

# ---- docs/literature.md --------------------------------------------------------------

run solve -e warnsdorff --seed 5
expect_rc 0 "warnsdorff 8x8 from a8 with 12345678"
want="1 16 27 22 3 18 47 56 26 23 2 17 46 57 4 19 15 28 25 62 21 48 55 58 24 35 30 45 60 63 20 5 29 14 61 34 49 44 59 54 36 31 38 41 64 53 6 9 13 40 33 50 11 8 43 52 32 37 12 39 42 51 10 7"
if [ "$(rows "$tmp/out")" = "$want" ]; then ok "8x8 tour equals docs/literature.md's"; else
	not_ok "8x8 tour differs from docs/literature.md's"
	sed 's/^/# /' "$tmp/out"
fi
has "$tmp/out" "# board 8x8" "board header"
has "$tmp/out" "# engine warnsdorff tiebreak 12345678 start a8 seed 5" "engine, settings and seed header"
empty "$tmp/err" "nothing on stderr for a tour"

run solve -e warnsdorff -b 5x5 -s 1,3 --tiebreak 36875124
expect_rc 1 "5x5 from (1,3) with 36875124 gets stuck"
want="11 6 1 - 13 - - 12 7 2 5 10 - 14 - - - 16 3 8 17 4 9 - 15"
if [ "$(rows "$tmp/out")" = "$want" ]; then ok "partial path equals docs/literature.md's"; else
	not_ok "partial path differs from docs/literature.md's"
	sed 's/^/# /' "$tmp/out"
fi
has "$tmp/out" "# stuck after 17 of 25 squares" "stuck header"
contains "$tmp/err" "stuck after 17 of 25 squares" "one-line reason on stderr"
if [ "$(wc -l <"$tmp/err")" -eq 1 ]; then ok "the reason is one line"; else
	not_ok "the reason is not one line"
fi

# ---- no tour, -q ---------------------------------------------------------------

run solve -b 4x4
expect_rc 1 "backtrack on 4x4: no tour"
empty "$tmp/out" "nothing on stdout without a tour"
contains "$tmp/err" "no tour found on the 4x4 board" "4x4: the reason"
if [ "$(wc -l <"$tmp/err")" -eq 1 ]; then ok "4x4: one line"; else not_ok "4x4: not one line"; fi

# A start on the colour of 12 squares of 25 (issue 37): no tour starts
# there, said at once with the board's figures, never "try another
# --tiebreak" or "raise --attempts".
b5="ktour: solve: no tour starts on b5: a knight alternates colours, and 13 squares of b5's colour would be needed where there are 12"
for e in warnsdorff irwin backtrack; do
	run solve -e $e -b 5x5 -s b5
	expect_rc 1 "$e on 5x5 from b5: no tour"
	empty "$tmp/out" "$e from b5: nothing on stdout"
	if [ "$(cat "$tmp/err")" = "$b5" ]; then ok "$e from b5: the colours are the reason"; else
		not_ok "$e from b5: the colours are the reason"
		sed 's/^/# /' "$tmp/err"
	fi
done
run solve -e warnsdorff -b 7x9 -s a6
contains "$tmp/err" "no tour starts on a6: a knight alternates colours, and 32 squares of a6's colour would be needed where there are 31" \
	"7x9 from a6: the figures from the board"
run solve -e warnsdorff -b 5x5 -s c5 --seed 1
expect_rc 0 "5x5 from c5, the other colour: a tour"
run solve -e warnsdorff -b 5x6 -s b5 --seed 1
if [ "$rc" -ne 1 ] || ! grep -q "no tour starts" "$tmp/err"; then ok "5x6 (even): no colour claim"; else
	not_ok "5x6 (even): no colour claim"
fi
run solve -q -e warnsdorff -b 5x5 -s b5
expect_rc 1 "-q from b5"
empty "$tmp/err" "-q from b5: stderr empty"

run solve -q -b 4x4
expect_rc 1 "-q on 4x4"
empty "$tmp/out" "-q on 4x4: stdout empty"
empty "$tmp/err" "-q on 4x4: stderr empty"

run solve -q -e warnsdorff -b 5x5 -s 1,3 --tiebreak 36875124
expect_rc 1 "-q stuck walk"
empty "$tmp/out" "-q stuck walk: stdout empty"
empty "$tmp/err" "-q stuck walk: stderr empty"

run solve -q -e irwin --seed 3
expect_rc 0 "-q irwin tour"
empty "$tmp/out" "-q tour: stdout empty"
empty "$tmp/err" "-q tour: stderr empty"

# ---- the engines and -n ---------------------------------------------------------

run solve -b 5x5 -n 3
expect_rc 0 "backtrack 5x5 -n 3"
c=$(grep -c '^# tour [123] of 3$' "$tmp/out")
if [ "$c" -eq 3 ]; then ok "three tours printed"; else not_ok "$c tours printed, expected 3"; fi
contains "$tmp/out" "# seed " "backtrack shows the seed too"

run solve -b 3x4 -n 20
expect_rc 1 "3x4 has fewer than 20 tours from a corner"
contains "$tmp/err" "only 2 of 20 tours found" "says how many were found"
c=$(grep -c '^# tour' "$tmp/out")
if [ "$c" -eq 2 ]; then ok "prints the tours it found"; else not_ok "$c tours printed"; fi

run solve -e irwin -n 5 --seed 11 --format moves
expect_rc 0 "irwin -n 5"
contains "$tmp/out" "# attempts " "irwin: attempts header"
contains "$tmp/out" "# completed walks " "irwin: completed walks header"
contains "$tmp/out" "# duplicates " "irwin: duplicates header"
contains "$tmp/out" "seed 11" "irwin: seed header"
grep -v '^#' "$tmp/out" | awk 'BEGIN{RS=""} {gsub(/\n/, " "); print}' >"$tmp/paths"
if [ "$(sort -u "$tmp/paths" | wc -l)" -eq 5 ]; then ok "irwin: five distinct tours"; else
	not_ok "irwin: not five distinct tours"
	sed 's/^/# /' "$tmp/paths"
fi

run solve -e irwin -n 3 --seed 99
cp "$tmp/out" "$tmp/a"
run solve -e irwin -n 3 --seed 99
if cmp -s "$tmp/a" "$tmp/out"; then ok "same seed, same output"; else not_ok "same seed, other output"; fi
run solve -e irwin -n 3 --seed 100
if cmp -s "$tmp/a" "$tmp/out"; then not_ok "another seed gave the same tours"; else
	ok "another seed, other tours"
fi

run solve -e irwin -b 4x4 --attempts 20
expect_rc 1 "irwin without a tour stops after --attempts"
contains "$tmp/err" "20 attempts" "irwin: says how many attempts"

run solve -e warnsdorff -n 2
expect_rc 1 "warnsdorff gives one tour, not two"

run solve -e warnsdorff --tiebreak orderings19 -b 59x59
expect_rc 0 "orderings19 on 59x59"
contains "$tmp/out" "# ordering 21345678 (walk 2 of the nineteen)" "orderings19: the ordering that worked"

for rule in pohl roth squirrel-cull random; do
	run solve -e warnsdorff --tiebreak $rule -b 8x8 --seed 2 --format json
	expect_rc 0 "warnsdorff --tiebreak $rule"
done

# ---- formats and files -------------------------------------------------------------

if command -v python3 >/dev/null 2>&1; then
	run solve -e irwin -n 2 --seed 1 --format json
	if python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert len(d)==2' "$tmp/out"; then
		ok "json -n 2 is one valid JSON array"
	else not_ok "json -n 2 is not a JSON array of two"; fi
fi

run solve -e warnsdorff -o "$tmp/t.txt"
expect_rc 0 "-o FILE"
empty "$tmp/out" "-o: nothing on stdout"
run check "$tmp/t.txt"
expect_rc 0 "-o: the file is a tour (ktour check)"

run solve -e irwin -n 2 --seed 4 -o "$tmp/many.json" --format json
expect_rc 0 "-o with -n 2"
if [ -f "$tmp/many-1.json" ] && [ -f "$tmp/many-2.json" ]; then ok "-n 2 -o: numbered files"; else
	not_ok "-n 2 -o: numbered files missing"
	ls "$tmp" | sed 's/^/# /'
fi

run solve -e warnsdorff -o "$tmp/no/such/dir/t.txt"
expect_rc 2 "-o into a missing directory"
if [ -z "$(ls "$tmp/no" 2>/dev/null)" ]; then ok "no file left behind"; else not_ok "files left behind"; fi

# ---- bad options ------------------------------------------------------------------------

for args in "-n 0|-n" "-n x|-n" "--format svg|--format" "--format|--format" \
	"--tiebreak 1234|--tiebreak" "-e walker|--engine" "-b 0x5|--board" \
	"--bogus|--bogus" "--attempts 5|--attempts" "extra|extra" \
	"-e warnsdorff --order 12345678|--order" "-e irwin --closed|--closed" \
	"-e warnsdorff --tiebreak squirrel-cull -b 8x9|squirrel-cull" \
	"-e irwin --tiebreak pohl|irwin"; do
	a=${args%|*}
	word=${args#*|}
	# shellcheck disable=SC2086
	run solve $a
	expect_rc 2 "solve $a"
	contains "$tmp/err" "$word" "solve $a: the message names $word"
done

run solve --help
expect_rc 0 "--help"
contains "$tmp/out" "--tours N" "--help lists -n"

# ---- huge boards ---------------------------------------------------------------------------

run solve -e warnsdorff --tiebreak squirrel-cull -b 10000x10000 -q
expect_rc 0 "squirrel-cull 10000x10000 -q"
empty "$tmp/out" "10000x10000 -q: nothing on stdout"

echo "1..$n"
[ "$fails" -eq 0 ]
