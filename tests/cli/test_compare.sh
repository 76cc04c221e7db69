#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour explore --compare without a terminal: bad SETTINGS, and the
# commands and options it does not go with, end with a clear message and
# exit 2 before curses starts.  TAP.
tap_name=compare
. tests/cli/tap.sh

run explore --help
check "explore --help: --compare and an example" \
	sh -c "[ $rc -eq 0 ] && grep -q -- '--compare SETTINGS' '$tmp/out' &&
	       grep -q 'ktour explore -b 6x6 --compare warnsdorff' '$tmp/out'"
check "an unknown engine" refused explore \
	"--compare 'frog': engine 'frog': expected backtrack, warnsdorff, irwin or divide" --compare frog
check "a bad value" refused explore \
	"--compare 'prune=maybe': prune 'maybe': expected none or lookahead" --compare prune=maybe
check "an unknown key" refused explore "'colour' is not a setting" --compare colour=red
check "the board is shared" refused explore "board cannot differ" -b 6x6 --compare board=5x5
check "the start is shared" refused explore "start cannot differ" --compare start=c3
check "order with a walk" refused explore "order applies to the backtrack engine only" \
	--compare engine=warnsdorff,order=warnsdorff
check "an empty item" refused explore "an empty setting between commas" \
	--compare prune=lookahead,,engine=backtrack
check "closed with a walk" refused explore "closed needs the backtrack engine" \
	--closed -b 6x6 --compare warnsdorff
check "with --resume" refused explore "--compare does not go with --resume" \
	--resume x.session --compare warnsdorff
check "with play" refused play "play: --compare shows two searches side by side" --compare warnsdorff
check "with replay" refused replay "replay: --compare shows two searches side by side" \
	--compare warnsdorff x.txt
check "good settings reach the terminal check" refused explore "explore needs a terminal" \
	-b 6x6 --compare engine=backtrack,prune=lookahead

echo "1..$n"
[ "$fails" -eq 0 ]
