#!/bin/sh
# SPDX-License-Identifier: MIT
# Hostile input (issue 6): bad board sizes, leapers, squares, options, files
# and outputs.  Every check asserts the exit status AND that stderr has a
# "ktour: " message naming the offending value, option or file; a hang
# (timeout) or a death by signal is always a failure.  TAP output.
#
# Checks on a command that is still a stub ("not implemented yet") are
# reported as SKIP.  A check marked with `known` is a bug reported to the
# lead and not fixed yet: while it fails it is reported as SKIP plus a
# visible "# KNOWN BUG" line instead of failing everyone's `make test`;
# once fixed it passes, and the `known` line should be deleted.
#
# KTOUR_WRAPPER, when set, prefixes the commands whose exit status and
# messages are checked, e.g. KTOUR_WRAPPER="valgrind -q --error-exitcode=1
# --leak-check=full --errors-for-leak-kinds=definite" (about 3 minutes).
KTOUR_BIN=${KTOUR_BIN:-./ktour}
KTOUR_WRAPPER=${KTOUR_WRAPPER:-}
T=assets/tours
H=tests/data/hostile
TMO=20 # seconds before a command counts as hung (ASan builds are slow)
if [ ! -x "$KTOUR_BIN" ]; then
	echo "not ok 1 - $KTOUR_BIN is not an executable: build it first (make)"
	echo "1..1"
	exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ktour-hostile.XXXXXX") || exit 2
trap 'chmod -R u+rwx "$tmp" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
n=0
known_bug=""

# ---- reporting ------------------------------------------------------------------

# report DESC WHY: ok when WHY is empty, else not ok (or SKIP when known)
report() {
	n=$((n + 1))
	if [ -z "$2" ]; then
		echo "ok $n - $1"
	elif [ -n "$known_bug" ]; then
		echo "ok $n - $1 # SKIP known bug $known_bug"
		echo "# KNOWN BUG $known_bug still open: $1: $2"
	else
		echo "not ok $n - $1: $2"
		sed 's/^/#   stderr: /' "$tmp/err" | head -n 6
	fi
	known_bug=""
}

skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; known_bug=""; }

# known ID: the next check is the reported bug ID (see the header comment)
known() { known_bug=$1; }

# ---- running ----------------------------------------------------------------------

# run ARGS...: stdout in $tmp/out, stderr in $tmp/err, status in $rc
run() {
	# shellcheck disable=SC2086
	timeout "$TMO" $KTOUR_WRAPPER "$KTOUR_BIN" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
}

# why_bad WANT NEEDLE: what is wrong with the last run ("" if nothing)
why_bad() {
	if [ "$rc" -eq 124 ]; then
		echo "hung: killed after $TMO s"
	elif [ "$rc" -gt 128 ]; then
		echo "died of signal $((rc - 128))"
	elif [ "$rc" -ne "$1" ]; then
		echo "exit $rc, expected $1"
	elif ! grep -q '^ktour: ' "$tmp/err"; then
		echo "no 'ktour: ...' message on stderr"
	elif ! names "$tmp/err" "$2"; then
		echo "the message does not name '$2'"
	fi
}

# names FILE NEEDLES: FILE holds one of the '|'-separated fixed strings
names() {
	rest=$2
	while :; do
		one=${rest%%|*}
		grep -qF -- "$one" "$1" && return 0
		[ "$one" = "$rest" ] && return 1
		rest=${rest#*|}
	done
}

# refuse WANT NEEDLE ARGS...: ktour ARGS exits WANT with a message naming
# NEEDLE and writes nothing on stdout
refuse() {
	want=$1 needle=$2
	shift 2
	run "$@"
	why=$(why_bad "$want" "$needle")
	[ -z "$why" ] && [ -s "$tmp/out" ] && why="wrote to stdout: $(head -c 60 "$tmp/out")"
	report "ktour $* -> exit $want naming '$needle'" "$why"
}

# answer WANT FIRSTLINE ARGS...: ktour ARGS exits WANT, stdout starts FIRSTLINE
answer() {
	want=$1 first=$2
	shift 2
	run "$@"
	why=""
	if [ "$rc" -ne "$want" ]; then why="exit $rc, expected $want"
	elif [ "$(head -n 1 "$tmp/out")" != "$first" ]; then
		why="first line '$(head -n 1 "$tmp/out")', expected '$first'"
	fi
	report "ktour $* -> exit $want, '$first'" "$why"
}

# A stub command answers everything with "not implemented yet": its checks
# would pass for the wrong reason.
stub() {
	"$KTOUR_BIN" "$1" --help >/dev/null 2>"$tmp/stub" </dev/null
	grep -q "not implemented" "$tmp/stub"
}
for c in solve count check convert explore; do
	if stub "$c"; then eval "stub_$c=1"; else eval "stub_$c="; fi
done

# on CMD DESC: false (after a SKIP) when CMD is still a stub
on() {
	eval "s=\$stub_$1"
	[ -z "$s" ] && return 0
	skip "$2" "ktour $1 is not implemented yet (stub)"
	return 1
}

# ---- board sizes ----------------------------------------------------------------------

for cmd in count solve explore; do
	for b in 0x0 -3x5 8 8x x8 8x8x8 99999999999x2 8x-8 ' 8x8' 0x5; do
		on "$cmd" "$cmd --board '$b'" && refuse 2 "$b" "$cmd" --board "$b"
	done
	# Square counts past the limit, including products that overflow 32 and
	# 64 bits, are refused before anything is allocated, with the memory
	# the board would need.
	for b in 20000x20001 46341x46341 65536x65536 100000x100000; do
		on "$cmd" "$cmd --board $b" && refuse 2 "GiB" "$cmd" --board "$b"
	done
done
# The smallest boards are answers, not errors (docs/literature.md: 1x1 has one
# tour, 2x2 none).
answer 0 1 count --board 1x1
answer 0 0 count --board 2x2
if on solve "solve --board 2x2"; then
	run solve --board 2x2
	why=""
	[ "$rc" -eq 1 ] || why="exit $rc, expected 1 (no tour exists)"
	report "ktour solve --board 2x2 -> exit 1 (no tour)" "$why"
fi

# ---- leapers ------------------------------------------------------------------------

for l in 0,0 1,1 -1,2 100,1 '1,' ,2 1,2,3 a,b 65,1; do
	for cmd in count solve explore; do
		on "$cmd" "$cmd --leaper '$l'" && refuse 2 "$l" "$cmd" --leaper "$l"
	done
done
refuse 2 "--leaper" check --leaper 1,1 "$T/tour-3x4.txt"

# ---- squares ------------------------------------------------------------------------

# --start on 5x5; good squares give the known count (304 open tours from a
# corner, docs/literature.md), bad ones are refused quoting the name.
answer 0 304 count --board 5x5 --start a5
answer 0 304 count --board 5x5 --start 1,1
for s in f1 a6 6,1 1,6 a zz0 0,0 0,1 a0 '1,' ,1 '(1,1' 1,1,1 a5b 99999999999,1 a99999999999 \
	zzzzz1 -1,1 '' 'a 5'; do
	on count "count --start '$s'" && refuse 2 "'$s'" count --board 5x5 --start "$s"
	on solve "solve --start '$s'" && refuse 2 "'$s'" solve --board 5x5 --start "$s"
	on explore "explore --start '$s'" && refuse 2 "'$s'" explore --board 5x5 --start "$s"
done

# ---- options ------------------------------------------------------------------------

for cmd in count solve explore check convert; do
	on "$cmd" "$cmd --frobnicate" && refuse 2 "--frobnicate" "$cmd" --frobnicate
	on "$cmd" "$cmd -Z" && refuse 2 "Z" "$cmd" -Z
done
# Missing values: the message names the option (its long or short name).
for o in --board:-b --start:-s --engine:-e --order --prune --tiebreak --seed --leaper; do
	long=${o%%:*}
	needle=$long
	[ "$o" != "$long" ] && needle="$long|${o#*:} "
	for cmd in count solve explore; do
		on "$cmd" "$cmd $long (no value)" && refuse 2 "$needle" "$cmd" "$long"
	done
done
refuse 2 "--to" convert "$T/tour-3x4.txt" --to
refuse 2 "--from" check --from
refuse 2 "--to" convert "$T/tour-3x4.txt"
refuse 2 "jpg" convert "$T/tour-3x4.txt" --to jpg
refuse 2 "svg" check --from svg "$T/tour-3x4.txt"
if on solve "solve -n / --format / --attempts values"; then
	for v in 0 -1 abc 99999999999999999999 ''; do
		refuse 2 "'$v'" solve --board 5x5 -n "$v"
	done
	refuse 2 "svg" solve --board 5x5 --format svg
	refuse 2 "png" solve --board 5x5 --format png
	refuse 2 "--attempts" solve -e irwin --attempts 0
	refuse 2 "--attempts" solve -e irwin --attempts x
fi
refuse 2 "--threads" count --board 3x3 --threads 0
refuse 2 "--threads" count --board 3x3 --threads 1000
refuse 2 "--threads" count --board 3x3 --threads -1
# Bad values of the shared options.
for cmd in count solve explore; do
	on "$cmd" "$cmd --engine dfs" && refuse 2 "dfs" "$cmd" --engine dfs
	on "$cmd" "$cmd --prune maybe" && refuse 2 "maybe" "$cmd" --prune maybe
	for seed in -1 abc 18446744073709551616 1e5 ''; do
		on "$cmd" "$cmd --seed '$seed'" && refuse 2 "--seed" "$cmd" --seed "$seed"
	done
done
# Move orderings that are not permutations of 12345678.
for ord in 12345677 1234567 123456789 02345678 92345678 abcdefgh '' ' 12345678'; do
	for cmd in count solve explore; do
		on "$cmd" "$cmd --order '$ord'" && refuse 2 "--order" "$cmd" --order "$ord"
	done
	on explore "explore -e warnsdorff --tiebreak '$ord'" &&
		refuse 2 "--tiebreak" explore -e warnsdorff --tiebreak "$ord"
	on solve "solve -e warnsdorff --tiebreak '$ord'" &&
		refuse 2 "--tiebreak" solve -e warnsdorff --tiebreak "$ord"
done
# Contradictions: each names the option that cannot apply.
for cmd in solve explore; do
	for e in warnsdorff irwin; do
		on "$cmd" "$cmd --closed -e $e" && refuse 2 "--closed" "$cmd" --closed -e "$e"
		on "$cmd" "$cmd --order 87654321 -e $e" &&
			refuse 2 "--order" "$cmd" --order 87654321 -e "$e"
		on "$cmd" "$cmd --prune lookahead -e $e" &&
			refuse 2 "--prune" "$cmd" --prune lookahead -e "$e"
	done
	on "$cmd" "$cmd --tiebreak pohl (backtrack)" && refuse 2 "--tiebreak" "$cmd" --tiebreak pohl
done
refuse 2 "warnsdorff" count --board 5x5 -e warnsdorff
refuse 2 "irwin" count --board 5x5 -e irwin
# Repeated options: the last one wins, as with every getopt program.
answer 0 1 count --board 5x5 --board 1x1
answer 0 304 count --board 5x5 --start c3 --start a5
# Stray arguments.
refuse 2 "extra" count --board 3x3 extra
refuse 2 "b.txt" convert "$T/tour-3x4.txt" b.txt --to json
refuse 2 "FILE" convert --to json

# ---- input files -------------------------------------------------------------------

# file_refused FILE NEEDLE: check and convert refuse FILE with exit 2, naming
# the file and NEEDLE; convert writes nothing
file_refused() {
	f=$1 needle=$2
	for c in check convert; do
		if [ $c = check ]; then run check "$f"; else run convert "$f" --to json; fi
		why=$(why_bad 2 "$f")
		[ -z "$why" ] && ! grep -qF -- "$needle" "$tmp/err" && why="does not say '$needle'"
		[ -z "$why" ] && [ -s "$tmp/out" ] && why="wrote to stdout: $(head -c 60 "$tmp/out")"
		report "ktour $c $f -> exit 2 naming it and '$needle'" "$why"
	done
}

file_refused "$H/empty.txt" "no tour"
file_refused "$H/blank.txt" "no tour"
file_refused "$H/headers-only.txt" "no tour"
file_refused "$H/binary.bin" "control character"
file_refused "$H/nul.txt" "NUL byte"
file_refused "$H/control.txt" "control character 0x1B"
file_refused "$H/bad-utf8.txt" "UTF-8"
file_refused "$H/huge-number.txt" "too large"
file_refused "$H/negative.txt" "negative"
file_refused "$H/long-header.txt" "4096"
file_refused "$H/deep.json" "nested"
file_refused "$H/over-board.txt" "400000000"
file_refused "$H/zz0.moves" "ranks count from 1"
file_refused "$H/bad-leaper.txt" "leaper"
file_refused "$tmp/does-not-exist.txt" "No such file"

# Past the documented limit (64 MiB, FORMAT_MAX_FILE_BYTES): refused from
# its size, without reading it (a sparse file of 8 GiB answers at once).
truncate -s 67108865 "$tmp/huge.txt" && file_refused "$tmp/huge.txt" "64 MiB"
truncate -s 8G "$tmp/huger.txt" && file_refused "$tmp/huger.txt" "64 MiB"
# Exactly at the limit the size is fine: these zeros are refused as binary.
truncate -s 67108864 "$tmp/limit.txt" && file_refused "$tmp/limit.txt" "NUL byte"
rm -f "$tmp/huge.txt" "$tmp/huger.txt" "$tmp/limit.txt"
# Through a pipe the size is unknown: reading stops past the limit.
head -c 67108865 /dev/zero | timeout "$TMO" "$KTOUR_BIN" check - >"$tmp/out" 2>"$tmp/err"
rc=$?
why=$(why_bad 2 "64 MiB")
report "67108865 bytes on a pipe: ktour check - -> exit 2 naming the limit" "$why"

# Every size ktour writes it reads back (issue 15 item 5): a file that
# declares its board first, as ktour's do, may take what a tour of that
# board takes in any format (32 bytes a square and 1 MiB of headers), so
# the 72 MB that `solve -b 3000x3000 -o` writes is not refused for its
# size.  These zeros after the header are refused as binary instead: the
# size check let them through.  What the board cannot explain is refused.
printf '# board 3000x3000\n' >"$tmp/t3000.txt" && truncate -s 72000124 "$tmp/t3000.txt" &&
	file_refused "$tmp/t3000.txt" "NUL byte"
printf '{\n  "board": {"rows": 3000, "cols": 3000},\n' >"$tmp/t3000.json" &&
	truncate -s 98080368 "$tmp/t3000.json" && file_refused "$tmp/t3000.json" "NUL byte"
truncate -s 300000000 "$tmp/t3000.txt" &&
	file_refused "$tmp/t3000.txt" "a tour of the 3000x3000 board it declares"
printf '# board 5x5\n' >"$tmp/t5.txt" && truncate -s 67108865 "$tmp/t5.txt" &&
	file_refused "$tmp/t5.txt" "64 MiB"
rm -f "$tmp/t3000.txt" "$tmp/t3000.json" "$tmp/t5.txt"
{ printf '# board 3000x3000\n'; head -c 72000000 /dev/zero; } |
	timeout "$TMO" "$KTOUR_BIN" check - >"$tmp/out" 2>"$tmp/err"
rc=$?
why=$(why_bad 2 "NUL byte")
report "72 MB declaring a 3000x3000 board on a pipe: read to the end, not refused for its size" "$why"
{ printf '# board 5x5\n'; head -c 67108865 /dev/zero; } |
	timeout "$TMO" "$KTOUR_BIN" check - >"$tmp/out" 2>"$tmp/err"
rc=$?
why=$(why_bad 2 "64 MiB")
report "64 MiB and more declaring a 5x5 board on a pipe: reading stops at the limit" "$why"

mkdir "$tmp/dir"
file_refused "$tmp/dir" "directory"
# A FIFO is read as cat(1) reads it: garbage written into it is refused
# like garbage in a file; with no writer at all the reader waits, and a
# signal ends the wait.
if mkfifo "$tmp/fifo"; then
	for c in check convert; do
		(sleep 1; printf '1 2\n\0\n' >"$tmp/fifo") &
		if [ $c = check ]; then run check "$tmp/fifo"; else run convert "$tmp/fifo" --to json; fi
		wait
		report "ktour $c FIFO with a NUL byte written late -> exit 2 naming it" \
			"$(why_bad 2 "NUL byte")"
	done
	timeout 1 "$KTOUR_BIN" check "$tmp/fifo" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	why=""
	[ "$rc" -ne 124 ] && why="exit $rc: expected to wait for a writer until SIGTERM (124)"
	report "ktour check FIFO without a writer waits like cat(1); SIGTERM ends it" "$why"
fi
file_refused /dev/zero "character device"
ln -s loop-b "$tmp/loop-a" && ln -s loop-a "$tmp/loop-b" &&
	file_refused "$tmp/loop-a" "symbolic links"
ln -s does-not-exist "$tmp/dangling" && file_refused "$tmp/dangling" "No such file"

cp "$T/tour-3x4.txt" "$tmp/unreadable.txt"
chmod 000 "$tmp/unreadable.txt"
if cat "$tmp/unreadable.txt" >/dev/null 2>&1; then
	skip "unreadable file (chmod 000)" "running as root (uid $(id -u)): chmod 000 does not stop root from reading"
	skip "unreadable file (chmod 000), convert" "running as root: chmod 000 does not stop root from reading"
else
	file_refused "$tmp/unreadable.txt" "Permission denied"
fi
chmod 644 "$tmp/unreadable.txt"

# Standard input closed, or a directory.
timeout "$TMO" "$KTOUR_BIN" check - >"$tmp/out" 2>"$tmp/err" <&-
rc=$?
report "ktour check - with stdin closed -> exit 2 naming stdin" "$(why_bad 2 "<stdin>")"
timeout "$TMO" "$KTOUR_BIN" check - >"$tmp/out" 2>"$tmp/err" </
rc=$?
report "ktour check - with stdin a directory -> exit 2 naming stdin" "$(why_bad 2 "directory")"

# One bad file among good ones: exit 2, the good ones are still checked.
run check "$T/tour-3x4.txt" "$H/nul.txt" "$T/squirrel-cull-8x8.txt"
why=$(why_bad 2 "nul.txt")
[ -z "$why" ] && [ "$(grep -c ': tour$' "$tmp/out")" -ne 2 ] && why="the two good files were not both reported"
report "ktour check good bad good -> exit 2, both good files checked" "$why"

# A 14-byte file that names a 400-million-square board: answered without
# minutes of work or gigabytes of memory.
TMO=5
run check "$H/giant-board.moves"
TMO=20
why=""
if [ "$rc" -eq 124 ]; then why="still running after 5 s"
elif [ "$rc" -ne 1 ]; then why="exit $rc, expected 1 (a path of one square is not a tour)"
fi
report "ktour check $H/giant-board.moves (1 square of 20000x20000) answers within 5 s" "$why"

# ---- outputs ------------------------------------------------------------------------

# Standard output on a full disk: a non-zero exit and a message.
# full ARGS...: ktour ARGS with stdout on /dev/full
full() {
	if [ ! -c /dev/full ]; then
		skip "ktour $* >/dev/full" "no /dev/full device here"
		return
	fi
	# shellcheck disable=SC2086
	timeout "$TMO" $KTOUR_WRAPPER "$KTOUR_BIN" "$@" >/dev/full 2>"$tmp/err" </dev/null
	rc=$?
	why=$(why_bad 2 "standard output|No space left")
	report "ktour $* >/dev/full -> exit 2 naming standard output" "$why"
}
full convert "$T/tour-3x4.txt" --to json
full convert "$T/wide-8x30.moves" --to svg
full check "$T/tour-3x4.txt"
full count --board 3x4
if on solve "solve >/dev/full"; then full solve --board 5x5; fi

# Files written with -o: a failure leaves no partial or temporary file and
# an existing file intact.
# out_fails NEEDLE DIR OUT [ARGS...]: convert tour-3x4 to OUT fails naming
# NEEDLE; DIR holds afterwards exactly what it held before
out_fails() {
	needle=$1 dir=$2 out=$3
	shift 3
	before=$(ls -A "$dir" 2>/dev/null | sort | tr '\n' ' ')
	run convert "$T/wide-8x30.moves" --to json -o "$out" "$@"
	why=$(why_bad 2 "$needle")
	after=$(ls -A "$dir" 2>/dev/null | sort | tr '\n' ' ')
	[ -z "$why" ] && [ "$before" != "$after" ] && why="$dir changed: '$before' -> '$after'"
	report "ktour convert ... -o $out $* -> exit 2 naming '$needle', nothing left behind" "$why"
}
mkdir "$tmp/out-dir"
echo "old content" >"$tmp/out-dir/keep.json"
out_fails "keep.json" "$tmp/out-dir" "$tmp/out-dir/keep.json" --no-clobber
[ -c /dev/full ] && out_fails "No space left on device" /dev /dev/full
out_fails "Not a directory" "$T" "$T/tour-3x4.txt/x.json"
out_fails "No such file" "$tmp" "$tmp/no-dir/x.json"
out_fails "/proc/sys" /proc/sys /proc/sys/ktour-x.json
mkdir "$tmp/out-dir/sub"
out_fails "directory" "$tmp/out-dir" "$tmp/out-dir/sub"
mkdir "$tmp/ro"
chmod 555 "$tmp/ro"
if touch "$tmp/ro/probe" 2>/dev/null; then
	rm -f "$tmp/ro/probe"
	skip "convert -o into a read-only directory" "running as root (uid $(id -u)): root writes into a chmod 555 directory anyway (the /proc case above covers it)"
else
	out_fails "Permission denied" "$tmp/ro" "$tmp/ro/x.json"
fi
# A full disk while writing (simulated with the file size limit; SIGXFSZ
# ignored so the write fails with EFBIG): the old file stays, no temporary.
(
	trap '' XFSZ
	ulimit -f 1
	exec timeout "$TMO" "$KTOUR_BIN" convert "$T/wide-8x30.moves" --to json \
		-o "$tmp/out-dir/keep.json"
) >"$tmp/out" 2>"$tmp/err" </dev/null
rc=$?
why=$(why_bad 2 "keep.json")
[ -z "$why" ] && [ "$(cat "$tmp/out-dir/keep.json")" != "old content" ] && why="the old file was damaged"
[ -z "$why" ] && [ "$(ls -A "$tmp/out-dir" | tr '\n' ' ')" != "keep.json sub " ] &&
	why="left behind: $(ls -A "$tmp/out-dir" | tr '\n' ' ')"
report "disk full during convert -o: exit 2, old file intact, no temporary file" "$why"
(
	trap '' XFSZ
	ulimit -f 1
	exec timeout "$TMO" "$KTOUR_BIN" convert "$T/wide-8x30.moves" --to json
) >"$tmp/out-dir/partial.json" 2>"$tmp/err" </dev/null
rc=$?
report "disk full on convert's stdout: exit 2 naming the error" "$(why_bad 2 "File too large")"

# solve -o: the same guarantees (30x30 by Warnsdorff: a few kilobytes).
if on solve "solve -o on a full disk"; then
	mkdir "$tmp/solve-out"
	for out in "$tmp/solve-out/t.txt" "$tmp/solve-out/n.txt"; do
		case $out in */n.txt) extra="-e irwin -n 3" ;; *) extra="-e warnsdorff" ;; esac
		# shellcheck disable=SC2086
		(
			trap '' XFSZ
			ulimit -f 1
			exec timeout "$TMO" "$KTOUR_BIN" solve --board 30x30 $extra -o "$out"
		) >"$tmp/out" 2>"$tmp/err" </dev/null
		rc=$?
		why=$(why_bad 2 "File too large")
		left=$(ls -A "$tmp/solve-out")
		[ -z "$why" ] && [ -n "$left" ] && why="left behind: $left"
		report "disk full during solve $extra -o: exit 2, no file left" "$why"
	done
	run solve --board 5x5 -o /proc/sys/ktour-x.txt
	report "ktour solve -o /proc/sys/ktour-x.txt -> exit 2 naming it" "$(why_bad 2 "/proc/sys")"
	run solve --board 5x5 -o "$tmp/no-dir/x.txt"
	report "ktour solve -o into a missing directory -> exit 2 naming it" "$(why_bad 2 "no-dir")"
fi

# ---- the explorer without a terminal ---------------------------------------------

# Bad options fail before the terminal is touched; valid ones refuse to run
# without a terminal.  Nothing reaches stdout (no escape sequences).
if on explore "explore without a terminal"; then
	refuse 2 "terminal" explore
	refuse 2 "terminal" explore --board 5x5
	refuse 2 "terminal"
	refuse 2 "--board" --board 0x0
	refuse 2 "--frobnicate" --frobnicate
fi

# ---- messages that name what is wrong (issue 26 part 5) ----------------------

printf 'hello world\n' >"$tmp/hello.txt"
refuse 2 "not a tour in any format ktour reads" check "$tmp/hello.txt"
refuse 2 "--from 'bogus'" check --from bogus "$T/tour-3x4.txt"
refuse 2 "--format 'bogus'" check --format bogus "$T/tour-3x4.txt"
refuse 2 "-o '': expected a file name" convert "$T/tour-3x4.txt" --to json -o ''
refuse 2 "-o '': expected a file name" solve --board 5x5 -o ''
refuse 2 "--checkpoint '': expected a file name" count --board 5x5 --checkpoint ''
refuse 2 "--resume '': expected a file name" count --resume ''
refuse 2 "--spill '': expected a directory name" count --board 5x5 --spill ''
refuse 2 "--plot '': expected a file name" experiment schedule --sizes 5 --plot ''
for cmd in count solve explore; do
	refuse 2 "--start ''" "$cmd" --start ''
done
refuse 2 "--resume $tmp/missing: No such file" explore --resume="$tmp/missing"
refuse 2 "--colour 'x'" explore --colour x
# experiment: its options before or after the name
refuse 2 "--trials (random-ties and tiebreaks only): schedule does not use it" \
	experiment --trials 1 schedule
answer 0 "# ktour experiment schedule --sizes 5..5" experiment --sizes 5 schedule
answer 0 "# ktour experiment schedule --sizes 5..5" experiment schedule --sizes 5
refuse 2 "which experiment?" experiment --sizes 5
# a long value: cut, its length said, the message short
long=$(head -c 10000 /dev/zero | tr '\0' 8)
for args in "solve -n" "count --board" "solve --start" "count --threads" "experiment --sizes"; do
	# shellcheck disable=SC2086
	run $args "$long"
	why=$(why_bad 2 "...' (10000 characters)")
	[ -z "$why" ] && [ "$(wc -c <"$tmp/err")" -gt 400 ] && why="$(wc -c <"$tmp/err") bytes"
	report "ktour $args <10000 eights> -> cut with its length" "$why"
done
run count --board 5x5 --checkpoint "$tmp/$long"
why=$(why_bad 2 "--checkpoint")
[ -z "$why" ] && [ "$(wc -c <"$tmp/err")" -gt 400 ] && why="$(wc -c <"$tmp/err") bytes"
report "ktour count --checkpoint <a 10000-character name> -> the name cut" "$why"

echo "1..$n"
