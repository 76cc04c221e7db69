#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour replay and ktour explore --resume without a terminal: every error
# path ends with a clear message and exit 2 before curses starts (missing,
# malformed, damaged files; no terminal; options that do not apply).  TAP.
tap_name=replay
. tests/cli/tap.sh

# expect RC TEXT NAME: the last run exited RC and said TEXT on stderr
expect() {
	if [ "$rc" -ne "$1" ]; then
		not_ok "$3: exit $rc, expected $1"
		sed 's/^/# /' "$tmp/err"
	elif ! grep -qF -- "$2" "$tmp/err"; then
		not_ok "$3: no '$2' in the message"
		sed 's/^/# /' "$tmp/err"
	elif [ -s "$tmp/out" ]; then
		not_ok "$3: wrote to standard output (curses started?)"
	else
		ok "$3 (exit $1)"
	fi
}

# --- replay -------------------------------------------------------------
run replay "$T/squirrel-cull-8x8.txt"
expect 2 "replay needs a terminal" "replay of a good tour without a terminal"
run replay /nonexistent/tour.txt
expect 2 "/nonexistent/tour.txt: cannot open it: No such file or directory" "missing file"
run replay "$D/bad-gap.txt"
expect 2 "$D/bad-gap.txt:2:8:" "malformed file: file:line:col"
run replay "$D/bad-ragged.txt"
expect 2 "$D/bad-ragged.txt:" "ragged grid"
run replay "$T"
expect 2 "$T" "a directory"
run replay -b 8x8 "$T/tour-3x4.txt"
expect 2 "'--board' does not apply" "search options are refused"
run replay
expect 2 "which tour?" "no file"
# --- replay FILE...: every file is read before the screen opens ----------
run replay "$T/tour-3x4.txt" "$T/squirrel-cull-8x8.txt" "$D/formats/moves-colon.txt"
expect 2 "replay needs a terminal" "three good files: read, then the terminal is asked for"
run replay "$T/tour-3x4.txt" /nonexistent/b.txt "$D/bad-gap.txt"
expect 2 "/nonexistent/b.txt: cannot open it: No such file or directory" "a missing file among good ones"
check "... and the malformed one after it is named too" grep -qF "$D/bad-gap.txt:2:8:" "$tmp/err"
check "... and the good ones are not" sh -c "! grep -q 'tour-3x4' '$tmp/err'"
check "... and nothing else is said" test "$(wc -l <"$tmp/err")" -eq 2
run replay a b
expect 2 "a: cannot open it" "two missing files"
check "... both named" grep -qF "b: cannot open it" "$tmp/err"
run replay - "$T/tour-3x4.txt" -
expect 2 "- (standard input) is named more than once" "- twice"
run replay --speed 0 "$T/tour-3x4.txt"
expect 2 "--speed '0'" "bad speed"
# a square off the board of its header
printf '# board 5x5\n1. a9 2. b7\n' >"$tmp/off.moves"
run replay "$tmp/off.moves"
expect 2 "off.moves:2:4" "a square off the board"

# standard input with no terminal to take the keys from
if command -v setsid >/dev/null 2>&1; then
	setsid "$KTOUR_BIN" replay - <"$T/tour-3x4.txt" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	expect 2 "no terminal" "replay - without a terminal for the keys"
else
	ok "# SKIP setsid not available"
fi
printf 'not a tour at all\n' | "$KTOUR_BIN" replay - >"$tmp/out" 2>"$tmp/err"
rc=$?
expect 2 "<stdin>:" "replay - of garbage names standard input"

"$KTOUR_BIN" replay --help >"$tmp/out" 2>"$tmp/err"
if [ $? -eq 0 ] && grep -q "usage: ktour replay" "$tmp/out" && grep -q "replay -" "$tmp/out"; then
	ok "replay --help"
else
	not_ok "replay --help"
fi

# --- explore --resume -------------------------------------------------------
# A session as S saves it (5x5 backtracking, seed 1, step 45).
cat >"$tmp/good.session" <<'END'
ktour explore session 1
board 5x5
leaper 1,2
torus 0
start -
start-given 0
engine backtrack
closed 0
order 12345678
prune none
tiebreak ordering
tie-order 12345678
seed 1
max-attempts 0
steps 45
speed 30
heatmap 0
checksum 38ccc83993a2f839
END
run explore --resume "$tmp/good.session"
expect 2 "explore needs a terminal" "a good session is read (then no terminal)"
run explore --resume "$tmp/none.session"
expect 2 "none.session: No such file or directory" "missing session"
head -c 200 "$tmp/good.session" >"$tmp/trunc.session"
run explore --resume "$tmp/trunc.session"
expect 2 "truncated" "truncated session"
sed 's/^steps 45$/steps 46/' "$tmp/good.session" >"$tmp/flip.session"
run explore --resume "$tmp/flip.session"
expect 2 "checksum does not match" "a changed byte"
sed '1s/session 1/session 2/' "$tmp/good.session" >"$tmp/v2.session"
run explore --resume "$tmp/v2.session"
expect 2 "version 2; this ktour reads version 1" "another format version"
run explore --resume "$T/squirrel-cull-8x8.txt"
expect 2 "not a ktour explorer session" "a tour file is not a session"
: >"$tmp/empty.session"
run explore --resume "$tmp/empty.session"
expect 2 "empty" "empty file"
run explore --resume "$tmp/good.session" --seed 3
expect 2 "'--seed' does not apply" "search options with --resume"
run explore --resume
expect 2 "option '--resume' needs a value" "--resume without a file"
# issue 15: what is not a session is refused at once, naming it
mkfifo "$tmp/fifo.session"
timeout 5 "$KTOUR_BIN" explore --resume "$tmp/fifo.session" >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
expect 2 "a FIFO (named pipe), not a session file" \
	"a FIFO with no writer (and no terminal): refused at once, not waited on"
printf 'ktour explore session 1' >"$tmp/head.session"
run explore --resume "$tmp/head.session"
expect 2 "a damaged header line" "just the header, without its newline (once a read past the buffer)"
sed 's/$/\r/' "$tmp/good.session" >"$tmp/crlf.session"
run explore --resume "$tmp/crlf.session"
expect 2 "CRLF (DOS) line ends" "CRLF line ends: named, not called damaged"

echo "1..$n"
[ "$fails" -eq 0 ]
