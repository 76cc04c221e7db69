#!/bin/sh
# SPDX-License-Identifier: MIT
# Tour files as people write them (tests/data/formats/, each with its
# verdict in tests/data/formats/EXPECTED), and the shell idioms people
# read them with: pipes, process substitution, /dev/stdin, FIFOs, no FILE.
# TAP output.
tap_name=formats
. tests/cli/tap.sh

C=tests/data/formats

# ---- the corpus -----------------------------------------------------------------

# verdict FILE OP ARG OPTS: one line of EXPECTED
verdict() {
	f=$1 op=$2 arg=$3 opts=$4
	# shellcheck disable=SC2086
	"$KTOUR_BIN" check $opts "$C/$f" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	want=$(printf '%s' "$arg" | sed "s|\\\$F|$C/$f|g")
	case $op in
	=)
		# shellcheck disable=SC2086
		"$KTOUR_BIN" convert $opts "$C/$f" --to grid 2>>"$tmp/err" </dev/null |
			grep -v '^#' >"$tmp/grid"
		if [ "$rc" -gt 1 ]; then
			not_ok "$f $opts: reads (exit $rc)"
			sed 's/^/# /' "$tmp/err"
		elif cmp -s "$tmp/grid" "$C/ref/$arg"; then
			ok "$f $opts reads as ref/$arg"
		else
			not_ok "$f $opts: does not read as ref/$arg"
			diff "$C/ref/$arg" "$tmp/grid" | head -10 | sed 's/^/# /'
		fi ;;
	!)
		if [ "$rc" -eq 2 ] && [ "$(cat "$tmp/err")" = "ktour: $want" ]; then
			ok "$f $opts: exit 2, '$(printf '%s' "$want" | cut -c1-60)...'"
		else
			not_ok "$f $opts: exit $rc, expected 2 and 'ktour: $want'"
			sed 's/^/# /' "$tmp/err"
		fi ;;
	:)
		if grep -qxF -- "$want" "$tmp/out"; then
			ok "$f $opts: '$want'"
		else
			not_ok "$f $opts: no line '$want'"
			sed 's/^/# /' "$tmp/out" "$tmp/err"
		fi ;;
	*) not_ok "EXPECTED: unknown verdict '$op' for $f" ;;
	esac
}

opts="" last=""
while read -r f op arg; do
	case $f in '' | '#'*) continue ;; esac
	[ "$f" = "$last" ] || opts=""
	last=$f
	if [ "$op" = opts ]; then
		opts=$arg
		continue
	fi
	verdict "$f" "$op" "$arg" "$opts"
done <"$C/EXPECTED"

# every file of the corpus has a verdict, and there are at least 40
count=0
for p in "$C"/*.*; do
	f=${p##*/}
	count=$((count + 1))
	grep -q "^$f " "$C/EXPECTED" || not_ok "$f has no verdict in EXPECTED"
done
if [ "$count" -ge 40 ]; then ok "$count files in the corpus"; else not_ok "only $count files in the corpus"; fi

# ---- shell idioms -----------------------------------------------------------------

# piped FILE NAME: the last command read the 5x5 tour from somewhere named FILE
piped() {
	if [ "$rc" -eq 0 ] && grep -qxF "$1: tour" "$tmp/out" && grep -qx 'board: 5x5' "$tmp/out"; then
		ok "$2"
	else
		not_ok "$2: exit $rc"
		sed 's/^/# /' "$tmp/out" "$tmp/err"
	fi
}

"$KTOUR_BIN" solve -b 5x5 | "$KTOUR_BIN" check >"$tmp/out" 2>"$tmp/err"
rc=$?
piped "<stdin>" "ktour solve | ktour check (no FILE: standard input)"
"$KTOUR_BIN" solve -b 5x5 | "$KTOUR_BIN" check /dev/stdin >"$tmp/out" 2>"$tmp/err"
rc=$?
piped "/dev/stdin" "ktour solve | ktour check /dev/stdin"
"$KTOUR_BIN" solve -b 5x5 | "$KTOUR_BIN" check - >"$tmp/out" 2>"$tmp/err"
rc=$?
piped "<stdin>" "ktour solve | ktour check -"
if command -v bash >/dev/null 2>&1; then
	KTOUR_BIN=$KTOUR_BIN bash -c '"$KTOUR_BIN" check <("$KTOUR_BIN" solve -b 5x5 --format moves)' \
		>"$tmp/out" 2>"$tmp/err"
	rc=$?
	f=$(sed -n 's/: tour$//p' "$tmp/out")
	case $f in /dev/fd/* | /proc/*) piped "$f" "ktour check <(ktour solve): process substitution" ;;
	*) not_ok "process substitution: exit $rc, named '$f'" ;; esac
	KTOUR_BIN=$KTOUR_BIN bash -c '"$KTOUR_BIN" convert <("$KTOUR_BIN" solve -b 5x5) --to moves' \
		>"$tmp/out" 2>"$tmp/err"
	rc=$?
	check "ktour convert <(ktour solve) --to moves" grep -q '^1\. a5 2\. c4' "$tmp/out"
else
	ok "# SKIP bash not available for process substitution"
	ok "# SKIP bash not available for process substitution"
fi
"$KTOUR_BIN" solve -b 5x5 | "$KTOUR_BIN" convert --to moves >"$tmp/out" 2>"$tmp/err"
check "ktour solve | ktour convert --to moves (no FILE)" grep -q '^1\. a5 2\. c4' "$tmp/out"
cat "$C/moves-piece-letters.txt" | "$KTOUR_BIN" check --format moves -q
rc=$?
expect_rc 0 "cat FILE | ktour check --format moves -q"
cat "$C/grid-zero-based-partial.txt" | "$KTOUR_BIN" check --base 1 >"$tmp/out" 2>&1
rc=$?
expect_rc 1 "cat FILE | ktour check --base 1"

# A FIFO is read as cat(1) reads it: the writer may come after the reader.
if mkfifo "$tmp/fifo" 2>/dev/null; then
	(sleep 1; cat "$T/tour-3x4.txt" >"$tmp/fifo") &
	timeout 20 "$KTOUR_BIN" check "$tmp/fifo" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	wait
	check "a FIFO whose writer comes late is read" grep -qxF "$tmp/fifo: tour" "$tmp/out"
	(cat "$T/tour-3x4.txt" >"$tmp/fifo") &
	sleep 1
	timeout 20 "$KTOUR_BIN" convert "$tmp/fifo" --to moves >"$tmp/out" 2>"$tmp/err"
	rc=$?
	wait
	check "a FIFO whose writer came first is read" grep -q '^1\. a3 2\. c2' "$tmp/out"
	(: >"$tmp/fifo") &
	timeout 20 "$KTOUR_BIN" check "$tmp/fifo" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	wait
	check "a FIFO whose writer writes nothing: no tour, exit 2" \
		grep -q "fifo:1:1: no tour here" "$tmp/err"
else
	ok "# SKIP mkfifo not available"
	ok "# SKIP mkfifo not available"
	ok "# SKIP mkfifo not available"
fi

# replay with no FILE reads the pipe, then wants the terminal for its keys
# (setsid: there is none here, so it says so after reading the tour).
if command -v setsid >/dev/null 2>&1; then
	"$KTOUR_BIN" solve -b 5x5 | setsid "$KTOUR_BIN" replay >"$tmp/out" 2>"$tmp/err"
	rc=$?
	expect_rc 2 "ktour solve | ktour replay, no terminal for the keys"
	check "... read the tour, then found no terminal" grep -q "no terminal" "$tmp/err"
	printf 'Na8 Nb8\n' | setsid "$KTOUR_BIN" replay --format grid >"$tmp/out" 2>"$tmp/err"
	rc=$?
	expect_rc 2 "... replay --format grid of a move list"
	check "... says what it expected" grep -q "<stdin>:1:1: expected a move number" "$tmp/err"
else
	ok "# SKIP setsid not available"
	ok "# SKIP setsid not available"
	ok "# SKIP setsid not available"
	ok "# SKIP setsid not available"
fi

# With no FILE and nothing piped in, there is nothing to read.
run check
expect_rc 2 "ktour check with no FILE and standard input /dev/null"
check "... says no FILE given" grep -q "no FILE given" "$tmp/err"
run convert --to grid
expect_rc 2 "ktour convert with no FILE and standard input /dev/null"
run check --base 2 "$T/tour-3x4.txt"
expect_rc 2 "--base 2"
check "... names the option" grep -qF -- "--base '2': expected 0" "$tmp/err"
run check --format svg "$T/tour-3x4.txt"
expect_rc 2 "--format svg"

# ---- numbers and line ends (issue 15) --------------------------------------------------

# A move number of 10,000 digits is quoted as written, not as the value it
# was cut to.
{ printf '1. a1 '; head -c 10000 /dev/zero | tr '\0' '9'; printf '. b3\n'; } >"$tmp/long.moves"
run check "$tmp/long.moves"
expect_rc 2 "a 10000-digit move number"
check "... is quoted as written ('999...')" grep -q "move number '9999999999" "$tmp/err"
check "... not as 400000001" sh -c "! grep -q 400000001 '$tmp/err'"
printf '1. a1 400000001. b3\n' >"$tmp/big.moves"
run check "$tmp/big.moves"
check "move number 400000001: too large, said so" grep -q "'400000001' is too large" "$tmp/err"
# Lines that end with CR alone (old Mac OS) are named as such.
tr '\n' '\r' <"$T/tour-3x4.txt" >"$tmp/cr.txt"
run check "$tmp/cr.txt"
expect_rc 2 "a grid with CR-only line ends"
contains "$tmp/err" "carriage return (CR) alone, the old Mac OS line end" "... names the line ends"
tr '\n' '\r' <"$T/backtrack-5x5.moves" >"$tmp/cr.moves"
run check "$tmp/cr.moves"
contains "$tmp/err" "carriage return (CR) alone" "a move list with CR-only line ends: the same"
"$KTOUR" convert "$T/tour-3x4.txt" --to json | tr '\n' '\r' >"$tmp/cr.json"
run check "$tmp/cr.json"
expect_rc 0 "JSON with CR-only line ends reads (a CR is a blank in JSON)"

echo "1..$n"
[ "$fails" -eq 0 ]
