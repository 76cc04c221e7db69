#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour count from the outside: known counts (docs/literature.md), --stats,
# bad usage, quiet stderr, and Ctrl-C giving a partial count.
tap_name=count
. tests/cli/tap.sh

# first line of stdout of `ktour count ARGS` equals $1
first_line_is() {
	want=$1
	shift
	got=$("$KTOUR" count "$@" 2>"$tmp/err" | head -n 1)
	[ "$got" = "$want" ] || { echo "# count $*: got '$got', want '$want'"; return 1; }
}

check "count -b 5x5 prints 1728 first" first_line_is 1728 -b 5x5
check "count --closed -b 6x6 prints 9862" first_line_is 9862 --closed -b 6x6
check "count -b 3x4 prints 16" first_line_is 16 -b 3x4
check "count -b 4x5 prints 164" first_line_is 164 -b 4x5
check "count -b 4x4 prints 0" first_line_is 0 -b 4x4
check "count -b 5x5 --start a5 (a corner) prints 304" first_line_is 304 -b 5x5 --start a5
check "count -b 5x5 -s 3,3 (the centre) prints 64" first_line_is 64 -b 5x5 -s 3,3
check "count -b 4x5 --prune none prints 164" first_line_is 164 -b 4x5 --prune none
check "count -b 5x5 --order warnsdorff prints 1728" first_line_is 1728 -b 5x5 --order warnsdorff
check "count -b 5x6 --threads 1 prints 37568" first_line_is 37568 -b 5x6 --threads 1
check "count -b 5x6 -j 2 --no-symmetry prints 37568" first_line_is 37568 -b 5x6 -j 2 --no-symmetry
check "count --closed -b 5x5 prints 0" first_line_is 0 --closed -b 5x5

stats_ok() {
	"$KTOUR" count -b 5x5 --stats >"$tmp/out" 2>"$tmp/err" || return 1
	[ "$(head -n 1 "$tmp/out")" = 1728 ] || return 1
	grep -q '^nodes: [0-9][0-9]*$' "$tmp/out" || return 1
	grep -q '^threads: [0-9][0-9]*$' "$tmp/out" || return 1
	grep -q '^seconds: [0-9.]*$' "$tmp/out" || return 1
	grep -q '^partial: no$' "$tmp/out" || return 1
	# every line after the first is "key: value"
	tail -n +2 "$tmp/out" | grep -v '^[a-z-]*: ' && return 1
	[ ! -s "$tmp/err" ]
}
check "--stats adds key: value lines after the count" stats_ok

quiet_stderr() {
	"$KTOUR" count -b 5x6 >/dev/null 2>"$tmp/err" && [ ! -s "$tmp/err" ]
}
check "nothing on stderr when it is not a terminal" quiet_stderr

# exit status 2 and a message naming the problem
usage_error() { refused count "$@"; } # $1 = text the message must contain
check "-e warnsdorff is refused (counting needs backtrack)" usage_error backtrack -e warnsdorff
check "-e irwin is refused" usage_error backtrack -e irwin
check "--threads 0 is refused" usage_error --threads --threads 0
check "--threads x is refused" usage_error --threads --threads x
check "an unknown option is refused" usage_error --bogus --bogus
check "a bad board is refused" usage_error --board -b 0x5
check "a start off the board is refused" usage_error --start -b 5x5 --start 6,1
check "a bad ordering is refused" usage_error --order --order 1234567
check "an argument is refused" usage_error unexpected -b 5x5 extra
check "--prune foo is refused" usage_error --prune --prune foo

help_ok() { "$KTOUR" count --help | grep -q -- '--threads'; }
check "--help lists the options and exits 0" help_ok

# Ctrl-C: the count so far, marked partial, exit 130, within a second.
sigint_partial() {
	interrupt_after 0.3 count -b 7x7 || return 1
	[ $rc -eq 130 ] || { echo "# exit $rc, want 130"; return 1; }
	head -n 1 "$tmp/out" | grep -q '^[0-9][0-9]*$' || return 1
	[ "$(sed -n 2p "$tmp/out")" = "partial: yes" ]
}
check "SIGINT prints the partial count, 'partial: yes', exit 130" sigint_partial

echo "1..$n"
[ $fails -eq 0 ]
