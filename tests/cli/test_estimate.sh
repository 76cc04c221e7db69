#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour count --estimate from the outside: Knuth's estimate of the search
# tree as the bare first line, --stats, --seed, --probes, astronomical
# boards in scientific notation, bad usage, and Ctrl-C.
tap_name=estimate
. tests/cli/tap.sh

# The backtrack engine's exact node count (its advances) for 5x5 from a
# corner with look-ahead (test_estimate.c checks it against the engine).
EXACT_5X5_CORNER=5334

first_line() { head -n 1 "$tmp/out"; }

run count -b 5x5 --start a5 --estimate --seed 1
expect_rc 0 "count -b 5x5 --start a5 --estimate"
within_two() {
	v=$(first_line)
	echo "$v" | grep -q '^[0-9][0-9]*$' || { echo "# first line '$v'"; return 1; }
	[ "$v" -gt $((EXACT_5X5_CORNER / 2)) ] && [ "$v" -lt $((EXACT_5X5_CORNER * 2)) ] ||
		{ echo "# estimate $v, exact $EXACT_5X5_CORNER"; return 1; }
	[ "$(wc -l <"$tmp/out")" -eq 1 ] && [ ! -s "$tmp/err" ]
}
check "the first line is a whole number within a factor 2 of the exact 5334" within_two

same_seed() {
	a=$("$KTOUR" count -b 5x5 --estimate --seed 7 --probes 3000)
	b=$("$KTOUR" count -b 5x5 --estimate --seed 7 --probes 3000)
	c=$("$KTOUR" count -b 5x5 --estimate --seed 8 --probes 3000)
	[ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" != "$c" ]
}
check "the same --seed repeats the estimate, another seed changes it" same_seed

stats_ok() {
	"$KTOUR" count -b 5x5 --start a5 --estimate --stats --seed 1 --probes 4000 \
		>"$tmp/out" 2>"$tmp/err" || return 1
	v=$(first_line)
	grep -q "^mean: $v\$" "$tmp/out" || return 1
	grep -q '^probes: 4000$' "$tmp/out" || return 1
	grep -q '^seed: 1$' "$tmp/out" || return 1
	grep -q '^start: a5$' "$tmp/out" || return 1
	grep -q '^prune: lookahead$' "$tmp/out" || return 1
	grep -q '^partial: no$' "$tmp/out" || return 1
	grep -q '^standard-error: [0-9][0-9]*$' "$tmp/out" || return 1
	grep -q '^interval-95: [0-9][0-9]* [0-9][0-9]*$' "$tmp/out" || return 1
	grep -q '^seconds: [0-9.]*$' "$tmp/out" || return 1
	# the interval holds the mean
	awk -v v="$v" '/^interval-95:/ { exit !($2 <= v && v <= $3) }' "$tmp/out" || return 1
	tail -n +2 "$tmp/out" | grep -v '^[a-z0-9-]*: ' && return 1
	[ ! -s "$tmp/err" ]
}
check "--stats: probes, seed, mean, standard error, 95% interval, seconds" stats_ok

# 8x8 every start: astronomically many nodes, in scientific notation
run count -b 8x8 --estimate --seed 1 --probes 2000
expect_rc 0 "count -b 8x8 --estimate"
sci_ok() {
	v=$(first_line)
	echo "$v" | grep -Eq '^[1-9]\.[0-9]{3}e\+[0-9]{2,}$' || { echo "# first line '$v'"; return 1; }
	awk -v v="$v" 'BEGIN { exit !(v + 0 > 1e12) }'
}
check "8x8: the first line is a number like 3.365e+17, above 1e12" sci_ok

run count -b 5x5 --estimate --job a5,c4 --seed 1 --stats
expect_rc 0 "--estimate --job (the job's subtree)"
check "--job: the start is the job's first square" grep -q '^start: a5$' "$tmp/out"

run count -b 6x6 --closed --estimate --seed 1 --stats
expect_rc 0 "--closed --estimate"
check "--closed: from the square the count starts on" grep -q '^start: a6$' "$tmp/out"

# exit status 2, a message naming the problem, nothing on stdout
usage_error() { refused count "$@"; } # $1 = text the message must contain
check "--probes 0 is refused" usage_error "--probes '0': expected a number of probes from 2" --estimate --probes 0
check "--probes 1 is refused" usage_error "--probes '1'" --estimate --probes 1
check "--probes x is refused" usage_error "--probes 'x'" --estimate --probes x
check "--probes -5 is refused" usage_error "--probes '-5'" --estimate --probes -5
check "--probes 1e3 is refused" usage_error "--probes '1e3'" --estimate --probes 1e3
check "--probes 2000000000 is refused" usage_error "--probes '2000000000'" --estimate --probes 2000000000
check "--probes without a value is refused" usage_error "--probes" --estimate --probes
check "--probes without --estimate is refused" usage_error "--probes needs --estimate" --probes 100
check "--estimate with --split is refused" usage_error "--estimate and" --estimate --split 2
check "--estimate with --checkpoint is refused" usage_error "--estimate and" --estimate --checkpoint "$tmp/ck"
check "--estimate -e warnsdorff is refused" usage_error backtrack --estimate -e warnsdorff
check "--estimate on a board too big for the engine is refused" usage_error "more than" --estimate -b 2000x2000
check "--estimate=1 is refused" usage_error "--estimate" --estimate=1

help_ok() { "$KTOUR" count --help | grep -q -- '--probes N'; }
check "--help lists --estimate and --probes" help_ok

# Ctrl-C: the estimate so far, marked partial, exit 130, within a second.
sigint_partial() {
	interrupt_after 0.5 count -b 300x300 --estimate --probes 1000000000 || return 1
	[ $rc -eq 130 ] || { echo "# exit $rc, want 130"; return 1; }
	head -n 1 "$tmp/out" | grep -Eq '^[0-9.e+]+$' || return 1
	[ "$(sed -n 2p "$tmp/out")" = "partial: yes" ]
}
check "SIGINT prints the estimate so far, 'partial: yes', exit 130" sigint_partial

echo "1..$n"
[ $fails -eq 0 ]
