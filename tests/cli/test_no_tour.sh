#!/bin/sh
# SPDX-License-Identifier: MIT
# Boards without a tour answer at once, with the reason (docs/literature.md:
# no closed tour on an odd board or a 4 x n board; Schwenk: none on 3x4,
# 3x6, 3x8; a knight never leaves a 2 x n board's column class; a (1,3)
# leaper keeps its colour), and boards too big are refused before anything
# is allocated.  Each run has a 10-second guard: the search these replace
# takes minutes (7x7 closed) or never ends (9x9 closed, 4x14 closed).
# TAP output.
tap_name=no_tour
. tests/cli/tap.sh

first_line() { # WANT NAME: the first line of stdout
	got=$(head -n 1 "$tmp/out")
	if [ "$got" = "$1" ]; then ok "$2"; else not_ok "$2: first line '$got', expected '$1'"; fi
}

# guarded ARGS...: run ktour, killed after 10 s (then exit 124)
guarded() {
	timeout 10 "$KTOUR_BIN" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
}

# ---- solve: exit 1 and the reason ---------------------------------------------------

guarded solve -b 7x7 --closed
expect_rc 1 "solve -b 7x7 --closed"
contains "$tmp/err" "no closed tour exists on the 7x7 board" "7x7 closed: says no closed tour exists"
contains "$tmp/err" "an even number of squares, and 7x7 has 49" "7x7 closed: the parity reason"
guarded solve -b 9x9 --closed
expect_rc 1 "solve -b 9x9 --closed"
guarded solve -b 5x7 --closed --prune none
expect_rc 1 "solve -b 5x7 --closed --prune none"
contains "$tmp/err" "has an even number of squares" "5x7 closed: the parity reason"
guarded solve -b 4x14 --closed
expect_rc 1 "solve -b 4x14 --closed"
contains "$tmp/err" "side of 4 has a closed knight's tour (Schwenk 1991)" "4x14 closed: Schwenk"
guarded solve -b 8x3 --closed
expect_rc 1 "solve -b 8x3 --closed"
contains "$tmp/err" "3x4, 3x6 and 3x8" "8x3 closed: Schwenk"
guarded solve -b 2x40
expect_rc 1 "solve -b 2x40"
contains "$tmp/err" "no move joins squares an odd distance apart" "2x40: the column classes"
guarded solve -b 1x9
expect_rc 1 "solve -b 1x9"
contains "$tmp/err" "no knight move fits on a 1x9 board" "1x9: no move fits"
guarded solve -b 2x8 -e warnsdorff
expect_rc 1 "solve -b 2x8 -e warnsdorff"
contains "$tmp/err" "no tour exists on the 2x8 board" "the walk engines too: no tour exists"
guarded solve -b 8x8 --leaper 1,3
expect_rc 1 "solve --leaper 1,3"
contains "$tmp/err" "keeps the colour of its square" "camel: one colour"
guarded solve -b 7x7 --closed -q
expect_rc 1 "solve -q: exit 1"
if [ ! -s "$tmp/err" ] && [ ! -s "$tmp/out" ]; then ok "solve -q: silent"; else not_ok "solve -q: not silent"; fi
# where a tour exists, nothing changes
guarded solve -b 3x4
expect_rc 0 "solve -b 3x4: a tour"
guarded solve -b 6x6 --closed
expect_rc 0 "solve -b 6x6 --closed: a tour"
guarded solve -b 1x1
expect_rc 0 "solve -b 1x1: the one-square tour"

# ---- count: 0 at once, the reason on stderr --------------------------------------------

guarded count -b 9x9 --closed
expect_rc 0 "count -b 9x9 --closed"
first_line 0 "count -b 9x9 --closed prints 0"
contains "$tmp/err" "0 without a search: no closed tour can exist on the 9x9 board" \
	"count 9x9 closed: the reason"
guarded count -b 4x14 --closed --stats
first_line 0 "count -b 4x14 --closed prints 0"
contains "$tmp/out" "nodes: 0" "4x14 closed: nothing searched"
guarded count -b 2x1000
first_line 0 "count -b 2x1000 prints 0"
guarded count -b 7x7 --closed --checkpoint "$tmp/c7"
first_line 0 "count 7x7 closed with a checkpoint: 0"
guarded count --resume "$tmp/c7"
expect_rc 0 "its checkpoint resumes"
first_line 0 "the resumed count: 0"
guarded count -b 3x3 --closed --torus
got=$(head -n 1 "$tmp/out")
if [ "$rc" -eq 0 ] && [ "$got" != 0 ]; then ok "3x3 torus closed: the search answers ($got)"; else
	not_ok "3x3 torus closed: exit $rc, '$got'"; fi
if [ ! -s "$tmp/err" ]; then ok "torus: no reason claimed"; else not_ok "torus: $(cat "$tmp/err")"; fi

# ---- boards too big: refused before anything is allocated ------------------------------

# Under a 300 MB address-space limit the old order (build the 400 MB board,
# then refuse it) ran out of memory; a sanitizer build cannot run under it
# (it aborts; the function's own stderr keeps the shell's "Aborted" off
# the log).
runs_in_300mb() { (ulimit -v 300000 && "$KTOUR_BIN" --version) >/dev/null 2>&1; }
if runs_in_300mb 2>/dev/null; then
	for args in "solve -b 20000x20000" "solve -b 20000x20000 --torus" "count -b 20000x20000" \
		"count -b 20000x20000 --torus" "solve -b 1000x1001"; do
		# shellcheck disable=SC2086
		(ulimit -v 300000 && exec timeout 10 "$KTOUR_BIN" $args) >"$tmp/out" 2>"$tmp/err" </dev/null
		rc=$?
		expect_rc 2 "$args in 300 MB"
		contains "$tmp/err" "more than 1000000 squares" "$args: the real reason"
	done
else
	skip "boards refused within 300 MB" "the binary does not run under ulimit -v (a sanitizer build)"
fi
guarded solve -b 25000x25000 --torus
expect_rc 2 "solve -b 25000x25000 --torus"
contains "$tmp/err" "would need about 5.8 GiB" "25000x25000: the memory it would need"

echo "1..$n"
[ "$fails" -eq 0 ]
