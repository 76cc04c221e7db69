#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour play without a terminal: its help, and every error path (no
# terminal, a walk engine that cannot continue a path, --resume, bad
# options) ends with a clear message and exit 2 before curses starts.  TAP.
tap_name=play
. tests/cli/tap.sh

run play --help
check "play --help: usage, keys, examples (exit 0)" \
	sh -c "[ $rc -eq 0 ] && grep -q 'usage: ktour play' '$tmp/out' &&
	       grep -q 'u undoes, U redoes' '$tmp/out' && grep -q 'ktour play -b 5x5' '$tmp/out'"
run --help
check "ktour --help lists play" grep -q '^  play ' "$tmp/out"
check "no terminal" refused play "play needs a terminal: standard input is not one" -b 5x5
check "-e warnsdorff" refused play "play: -e warnsdorff cannot continue a path" -b 5x5 -e warnsdorff
check "-e irwin" refused play "play: -e irwin cannot continue a path" -e irwin
check "--resume" refused play "play: --resume reopens an explorer session" --resume x.session
check "a bad board" refused play "board" -b 0x5
check "a start off the board" refused play "rank 8 is not on a board of 5 rows" -b 5x5 -s h8
check "an operand" refused play "unexpected argument 'x'" x
check "an unknown option" refused play "'--frobnicate'" --frobnicate

echo "1..$n"
[ "$fails" -eq 0 ]
