#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour count --part K/N and --sum (issue 29, part 3): an open count in
# parts by the pair of end squares; the parts of 5x5, 6x6 and a few
# rectangles, in 1, 3 and 7 parts, add up to the direct counts; --sum
# refuses a missing, repeated, stopped or foreign part; bad usage.
tap_name=split
. tests/cli/tap.sh

# parts BOARD N: the N parts of BOARD's open count into $tmp/parts
parts() {
	: >"$tmp/parts"
	k=1
	while [ $k -le "$2" ]; do
		"$KTOUR" count -b "$1" --part "$k/$2" -j 2 >>"$tmp/parts" 2>"$tmp/err" || return 1
		k=$((k + 1))
	done
}

# sums_to BOARD N WANT: the N parts of BOARD add up to WANT, and to what
# `ktour count -b BOARD` prints
sums_to() {
	parts "$1" "$2" || { echo "# --part on $1 failed: $(cat "$tmp/err")"; return 1; }
	got=$("$KTOUR" count --sum "$tmp/parts" 2>"$tmp/err")
	[ "$got" = "$3" ] || { echo "# $1 in $2 parts: --sum '$got', want '$3'"; return 1; }
}
# direct BOARD WANT: `ktour count -b BOARD` prints WANT, as --sum does
direct() {
	got=$("$KTOUR" count -b "$1" 2>/dev/null | head -n 1)
	[ "$got" = "$2" ] || { echo "# count -b $1: '$got', want '$2'"; return 1; }
}

for b in 5x5:1728 4x5:164 3x10:6096 5x6:37568 6x6:6637920; do
	check "count -b ${b%:*} prints ${b#*:}" direct "${b%:*}" "${b#*:}"
done
for nparts in 1 3 7; do
	check "5x5 open in $nparts parts: 1728" sums_to 5x5 $nparts 1728
	check "4x5 open in $nparts parts: 164" sums_to 4x5 $nparts 164
	check "3x10 open in $nparts parts: 6096" sums_to 3x10 $nparts 6096
	check "5x6 open in $nparts parts: 37568" sums_to 5x6 $nparts 37568
done
check "6x6 open in 3 parts: 6637920" sums_to 6x6 3 6637920

# the part line, and --sum from stdin, with --stats and other lines between
run count -b 5x5 --part 2/3
contains "$tmp/out" "part 2/3 board 5x5 open 488" "a part prints 'part K/N board RxC open COUNT'"
sum_stdin() {
	for k in 3 1 2; do "$KTOUR" count -b 5x5 --part $k/3 --stats || return 1; done |
		"$KTOUR" count --sum >"$tmp/out" 2>"$tmp/err"
	[ "$(cat "$tmp/out")" = 1728 ]
}
check "--sum reads stdin, in any order, past --stats lines" sum_stdin
run count -b 4x6 --leaper 1,3 --part 1/1
contains "$tmp/out" "part 1/1 board 4x6 leaper 1,3 open 0" "another leaper is named in the line"

# ---- --sum refuses ----------------------------------------------------------------------

parts 5x5 3
grep -v "part 2/3" "$tmp/parts" >"$tmp/missing"
check "--sum: a missing part is named" refused count "1 of the 3 parts of 'board 5x5 open' is missing: 2\$" --sum "$tmp/missing"
cat "$tmp/parts" "$tmp/parts" >"$tmp/twice"
check "--sum: a part twice is named" refused count "part 1/3 is there twice" --sum "$tmp/twice"
"$KTOUR" count -b 5x5 --part 1/4 >"$tmp/four"
check "--sum: another N is refused" refused count "does not go with" --sum "$tmp/parts" "$tmp/four"
sed 's/board 5x5/board 5x6/' "$tmp/parts" | sed -n 1p >"$tmp/other"
sed -n '2,3p' "$tmp/parts" >>"$tmp/other"
check "--sum: another board is refused" refused count "does not go with" --sum "$tmp/other"
printf 'part 1/1 board 5x5 open partial\n' >"$tmp/partial"
check "--sum: a stopped part is refused" refused count "stopped" --sum "$tmp/partial"
printf 'part 1/1 board 5x5 open 12x\n' >"$tmp/bad"
check "--sum: a bad count is refused" refused count "not a count" --sum "$tmp/bad"
printf 'hello\n' >"$tmp/none"
check "--sum: no part lines" refused count "no part lines" --sum "$tmp/none"
check "--sum: a missing file" refused count "cannot read" --sum "$tmp/nonexistent"
interrupted_part() {
	interrupt_after 1 count -b 6x6 --part 1/1 -j 1 || return 1
	[ "$rc" -eq 130 ] && grep -q "^part 1/1 board 6x6 open partial$" "$tmp/out" ||
		{ echo "# exit $rc: $(cat "$tmp/out")"; return 1; }
}
check "Ctrl-C stops a part: 'partial' for the count, exit 130" interrupted_part
check "--sum with -b" refused count "--sum and" --sum -b 5x5 "$tmp/parts"

# ---- --part refuses ---------------------------------------------------------------------

check "--part 0/3" refused count "expected K/N" -b 5x5 --part 0/3
check "--part 4/3" refused count "expected K/N" -b 5x5 --part 4/3
check "--part x" refused count "expected K/N" -b 5x5 --part x
check "--part with --closed" refused count "closed tour has no ends" -b 6x6 --part 1/2 --closed
check "--part with --start" refused count "--start" -b 6x6 --part 1/2 --start a1
check "--part with --method backtrack" refused count "backtrack" -b 6x6 --part 1/2 --method backtrack
check "--part with --checkpoint" refused count "not checkpointed" -b 6x6 --part 1/2 --checkpoint "$tmp/ck"
check "--part with --job" refused count "--part and" -b 6x6 --part 1/2 --job part:1/2
check "--part on a torus" refused count "torus" -b 6x6 --part 1/2 --torus
check "--part on one square" refused count "one-square" -b 1x1 --part 1/1

echo "1..$n"
[ $fails -eq 0 ]
