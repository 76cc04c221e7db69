#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour solve -e divide: divide and conquer (docs/divide.md).  Closed tours,
# checked closed by ktour check, on 12x12 (docs/divide.md's tour), from
# another start, on a torus and on 1000x1000; the '#' headers say closed
# with or without --closed; the boards it does not serve are refused with
# the reason (no closed tour at all: exit 1; one the method cannot build:
# exit 2); the settings it does not take, -n 2, count, --estimate and play
# are refused by its descriptor.  TAP output.
tap_name=divide
. tests/cli/tap.sh

# closed_tour FILE NAME: ktour check says FILE is a closed tour
closed_tour() {
	"$KTOUR_BIN" check "$1" >"$tmp/check" 2>&1
	if [ $? -eq 0 ] && grep -qx "closed: yes" "$tmp/check"; then ok "$2"; else
		not_ok "$2: ktour check says"
		sed 's/^/# /' "$tmp/check" | head -20
	fi
}

# ---- tours ---------------------------------------------------------------------------

run solve -e divide -b 12x12
expect_rc 0 "12x12"
closed_tour "$tmp/out" "12x12: a closed tour"
contains "$tmp/out" "# engine divide closed start a12" "12x12: the header says closed"
contains "$tmp/out" "seed " "12x12: the seed line"
# the tour docs/divide.md builds: a12 is 1, the last join's a7-b5 is a move
first=$(grep -v '^#' "$tmp/out" | head -n 1 | tr -s ' ' | sed 's/^ //')
if [ "$first" = "1 138 3 84 129 140 117 124 115 106 97 122" ]; then ok "12x12: its first rank"; else
	not_ok "12x12: first rank '$first'"
fi

run solve -e divide -b 12x12 --closed --format moves
expect_rc 0 "--closed: accepted"
closed_tour "$tmp/out" "--closed: the same closed tour"

run solve -e divide -b 16x12 -s c3
expect_rc 0 "16x12 from c3"
closed_tour "$tmp/out" "16x12 from c3: closed"
contains "$tmp/check" "start: c3" "16x12 from c3: starts on c3"

run solve -e divide -b 10x10 --torus
expect_rc 0 "10x10 torus"
contains "$tmp/out" "# torus" "torus: the header"
closed_tour "$tmp/out" "torus: a closed tour of the flat board too"

"$KTOUR_BIN" solve -e divide -b 1000x1000 -o "$tmp/big.txt" 2>"$tmp/err"
rc=$?
expect_rc 0 "1000x1000 to a file"
closed_tour "$tmp/big.txt" "1000x1000: ktour check says closed"
contains "$tmp/check" "squares: 1000000/1000000" "1000x1000: every square"

run solve -e divide -b 1000x1000 -q
expect_rc 0 "1000x1000 -q"
if [ ! -s "$tmp/out" ] && [ ! -s "$tmp/err" ]; then ok "-q: silent"; else not_ok "-q: not silent"; fi

# ---- boards it does not serve --------------------------------------------------------

run solve -e divide -b 7x7
expect_rc 1 "7x7: no closed tour exists"
contains "$tmp/err" "no closed tour exists on the 7x7 board" "7x7: says so"
contains "$tmp/err" "7x7 has 49" "7x7: the odd number of squares"
contains "$tmp/err" "(the divide engine builds closed tours only)" "7x7: closed tours only"

run solve -e divide -b 4x10
expect_rc 1 "4x10: no closed tour exists"
contains "$tmp/err" "side of 4" "4x10: Schwenk's reason"

run solve -e divide -b 6x7
expect_rc 2 "6x7: a closed tour exists, not by this method"
contains "$tmp/err" "the number of columns (7) is odd" "6x7: the odd side"
contains "$tmp/err" "try backtrack" "6x7: what to use"

run solve -e divide -b 8x8 --leaper 2,3
expect_rc 2 "zebra: refused"
contains "$tmp/err" "knight's tours" "zebra: the base tours are the knight's"

# ---- what it does not take -------------------------------------------------------------

check "--order refused" refused solve "--order applies to the backtrack engine only" -e divide --order 87654321 -b 6x6
check "--prune refused" refused solve "--prune applies" -e divide --prune lookahead -b 6x6
check "--tiebreak refused" refused solve "--tiebreak applies" -e divide --tiebreak pohl -b 6x6

run solve -e divide -b 6x6 -n 2
expect_rc 1 "-n 2: one tour"
contains "$tmp/err" "only 1 of 2 closed tours found: the divide engine gives one tour" "-n 2: says why"

check "count refused" refused count "cannot count tours" -e divide -b 6x6
check "count --estimate refused" refused count "cannot count tours" -e divide -b 6x6 --estimate
check "play refused" refused play "cannot continue a path" -e divide -b 6x6

echo "1..$n"
[ "$fails" -eq 0 ]
