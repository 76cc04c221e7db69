#!/bin/sh
# SPDX-License-Identifier: MIT
# Checkpoints written by an earlier release still resume (issue 21 part 5):
# tests/data/checkpoints/ holds one backtracking and two frontier
# checkpoints of ktour 0.1.0, each stopped part way; resumed (from a copy:
# a resume writes its checkpoint back), each gives the known count
# (docs/literature.md: 6x6 open 6637920, 5x6 open 37568) and the same
# figures as the count run without a stop, and leaves a checkpoint of the
# same format that resumes to the count again.  TAP.
tap_name=checkpoint_formats
. tests/cli/tap.sh
C=$D/checkpoints

# figures ARGS: "tours nodes retreats" (backtracking) or "tours class-steps"
# (frontier) of `ktour count ARGS --stats`
figures() {
	"$KTOUR" count "$@" --stats 2>"$tmp/err" | awk '
		NR == 1 {t = $1}
		/^nodes:/ {x = x " " $2} /^retreats:/ {x = x " " $2} /^class-steps:/ {x = x " " $2}
		END {print t x}'
}

# resumes FILE MAGIC WANT: a copy of FILE resumes to the figures WANT; the
# copy is then a finished checkpoint of the same format (first line MAGIC)
# whose resume prints the count at once
resumes() {
	cp "$C/$1" "$tmp/$1"
	got=$(figures --resume "$tmp/$1")
	[ "$got" = "$3" ] || { echo "# $1: resumed '$got', want '$3'"; sed 's/^/# /' "$tmp/err"; return 1; }
	[ ! -s "$tmp/err" ] || { sed 's/^/# /' "$tmp/err"; return 1; }
	[ "$(head -n 1 "$tmp/$1")" = "$2" ] || { echo "# $1: now begins '$(head -n 1 "$tmp/$1")'"; return 1; }
	again=$("$KTOUR" count --resume "$tmp/$1" 2>"$tmp/err" | head -n 1)
	[ "$again" = "${3%% *}" ] || { echo "# $1 resumed again: '$again'"; return 1; }
}

bt=$(figures -b 6x6)
check "the 6x6 open count without a stop: 6637920" test "${bt%% *}" = 6637920
check "a backtracking checkpoint of 0.1.0 (6x6 open, 2 jobs running) resumes to the same figures" \
	resumes backtrack-6x6-open.ckpt "ktour-checkpoint 1" "$bt"
fr=$(figures -b 5x6 --method frontier)
check "the 5x6 open frontier count without a stop: 37568" test "${fr%% *}" = 37568
check "a frontier checkpoint of 0.1.0 stopped inside a square resumes to the same figures" \
	resumes frontier-5x6-open-mid-square.ckpt "ktour-frontier 1" "$fr"
check "a frontier checkpoint of 0.1.0 stopped between squares resumes to the same figures" \
	resumes frontier-5x6-open-square-7.ckpt "ktour-frontier 1" "$fr"

# the kept files are never written by a test (POSIX cksum: CRC and size)
kept() {
	(cd "$C" && cksum backtrack-6x6-open.ckpt frontier-5x6-open-mid-square.ckpt \
		frontier-5x6-open-square-7.ckpt) >"$tmp/sums"
	cat >"$tmp/want" <<-EOS
	2564544781 2951 backtrack-6x6-open.ckpt
	2500465469 22603 frontier-5x6-open-mid-square.ckpt
	3046693630 63318 frontier-5x6-open-square-7.ckpt
	EOS
	cmp -s "$tmp/sums" "$tmp/want" || { diff "$tmp/want" "$tmp/sums" | sed 's/^/# /'; return 1; }
}
check "the kept checkpoints are as 0.1.0 wrote them" kept

# one resume per method with the other method named is refused
check "--method frontier on the backtracking checkpoint: refused" \
	refused count "not a frontier" --resume "$C/backtrack-6x6-open.ckpt" --method frontier
check "--method backtrack on a frontier checkpoint: refused" \
	refused count "drop --method backtrack" --resume "$C/frontier-5x6-open-square-7.ckpt" --method backtrack

echo "1..$n"
[ $fails -eq 0 ]
