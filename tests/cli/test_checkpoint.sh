#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour count --checkpoint / --resume / --time-limit / --split / --job
# (issue 5): checkpointed and resumed counts equal the uninterrupted ones
# (docs/literature.md: 5x5 open 1728, 6x6 closed 9862, 6x6 open 6637920), also
# after SIGKILL at random moments; SIGINT and SIGTERM save the search;
# damaged, truncated, foreign, other-version and other-board checkpoints are
# refused with exit 2; the --split jobs add up to the count.  TAP.
tap_name=checkpoint
. tests/cli/tap.sh

# A random fraction of a second, 0.LO .. 0.HI (two digits), from /dev/urandom.
rand_frac() {
	r=$(od -An -N2 -tu2 /dev/urandom | tr -d ' ')
	printf '0.%02d' $(($1 + r % ($2 - $1 + 1)))
}

# ---- checkpoints do not change counts -------------------------------------------

# with_ckpt WANT ARGS: the count with a checkpoint every 0.05 s, then a
# --resume of the finished checkpoint: both print WANT.
with_ckpt() {
	want=$1
	shift
	rm -f "$tmp/c"
	got=$("$KTOUR" count "$@" --checkpoint "$tmp/c" --every 0.05 2>"$tmp/err" | head -n 1)
	[ "$got" = "$want" ] || { echo "# count $*: got '$got', want $want"; return 1; }
	head -n 1 "$tmp/c" | grep -q '^ktour-checkpoint 1$' || { echo "# no checkpoint"; return 1; }
	again=$("$KTOUR" count --resume "$tmp/c" 2>"$tmp/err" | head -n 1)
	[ "$again" = "$want" ] || { echo "# resume of a finished count: '$again'"; return 1; }
	[ ! -s "$tmp/err" ]
}
check "5x5 open with a checkpoint: 1728, and its resume too" with_ckpt 1728 -b 5x5
check "6x6 closed with a checkpoint: 9862" with_ckpt 9862 --closed -b 6x6
check "6x6 closed, 2 threads, with a checkpoint: 9862" with_ckpt 9862 --closed -b 6x6 -j 2
check "5x5 from a corner with a checkpoint: 304" with_ckpt 304 -b 5x5 --start a5
check "6x6 open with a checkpoint: 6637920" with_ckpt 6637920 -b 6x6 -j 2

# ---- stopped and resumed counts ----------------------------------------------------

# The reference figures of a search, for comparing nodes as well as tours.
figures() { # ARGS -> "tours nodes retreats"
	"$KTOUR" count "$@" --stats 2>/dev/null |
		awk 'NR == 1 {t = $1} /^nodes:/ {n = $2} /^retreats:/ {r = $2} END {print t, n, r}'
}

# resume_figures FILE [ARGS]: resume the count; its final figures.
resume_figures() {
	f=$1
	shift
	"$KTOUR" count --resume "$f" "$@" --stats 2>/dev/null |
		awk 'NR == 1 {t = $1} /^nodes:/ {n = $2} /^retreats:/ {r = $2} END {print t, n, r}'
}

# kill_resume SIGNAL WANT_STATUS ARGS: start the count with a checkpoint
# every 0.1 s, send SIGNAL after a random 0.2 .. 0.9 s, then resume (on
# two threads): the same figures (tours, nodes, retreats) as the
# uninterrupted count, $ref6 (the job set and so every figure but the time
# is the same for any number of threads).
ref6=$(figures -b 6x6 --no-symmetry -j 2)
kill_resume() {
	sig=$1
	want_st=$2
	shift 2
	ref=$ref6
	rm -f "$tmp/k"
	"$KTOUR" count "$@" --checkpoint "$tmp/k" --every 0.1 >"$tmp/out" 2>"$tmp/err" &
	pid=$!
	delay=$(rand_frac 20 90)
	sleep "$delay"
	kill "-$sig" $pid 2>/dev/null
	wait $pid 2>/dev/null
	st=$?
	# SIGKILL in the middle of writing a checkpoint leaves the temporary
	# file (never the checkpoint itself) behind: nothing can clean up after
	# SIGKILL.  Every other way of stopping must leave none (checked below).
	[ "$sig" = KILL ] && rm -f "$tmp"/.ktour-tmp-*
	if [ "$want_st" != any ] && [ $st -ne "$want_st" ] && [ $st -ne 0 ]; then
		echo "# SIG$sig after ${delay}s: exit $st, want $want_st"
		return 1
	fi
	if [ "$want_st" != any ] && [ $st -ne 0 ]; then
		[ "$(sed -n 2p "$tmp/out")" = "partial: yes" ] || { echo "# no 'partial: yes'"; return 1; }
	fi
	[ -s "$tmp/k" ] || { echo "# no checkpoint after SIG$sig at ${delay}s"; return 1; }
	got=$(resume_figures "$tmp/k" -j 2)
	[ "$got" = "$ref" ] || { echo "# SIG$sig after ${delay}s: resumed '$got', uninterrupted '$ref'"; return 1; }
}
# 6x6 open without symmetry on one thread runs about 3 s here, on two ~1.6 s.
check "the uninterrupted 6x6 open count is 6637920" test "${ref6%% *}" = 6637920
for i in 1 2; do
	check "SIGKILL at a random moment (run $i), 6x6 open, 1 thread: resume = uninterrupted" \
		kill_resume KILL any -b 6x6 --no-symmetry -j 1
done
check "SIGKILL at a random moment, 6x6 open, 2 threads: resume = uninterrupted" \
	kill_resume KILL any -b 6x6 --no-symmetry -j 2
check "SIGINT: exit 130, 'partial: yes', checkpoint written; resume = uninterrupted" \
	kill_resume INT 130 -b 6x6 --no-symmetry -j 2
check "SIGTERM: exit 143, checkpoint written; resume = uninterrupted" \
	kill_resume TERM 143 -b 6x6 --no-symmetry -j 1

# segments WANT ARGS: --time-limit stops (exit 130) and resumes continue,
# a few milliseconds at a time, until the count is complete: the figures
# of the uninterrupted count.  The 5x5 and 6x6 closed counts are too quick
# to be killed from the shell; time segments stop them part-way instead.
segments() {
	limit=$1
	shift
	ref=$(figures "$@")
	rm -f "$tmp/s"
	"$KTOUR" count "$@" --checkpoint "$tmp/s" --time-limit "$limit" >/dev/null 2>&1
	st=$?
	i=0
	while [ $st -eq 130 ] && [ $i -lt 400 ]; do
		"$KTOUR" count --resume "$tmp/s" --time-limit "$limit" >/dev/null 2>&1
		st=$?
		i=$((i + 1))
	done
	[ $st -eq 0 ] || { echo "# exit $st after $i resumes"; return 1; }
	[ $i -ge 2 ] || { echo "# only $i resumes: the segments did not cut the count"; return 1; }
	got=$(resume_figures "$tmp/s")
	[ "$got" = "$ref" ] || { echo "# $i segments: '$got', uninterrupted '$ref'"; return 1; }
}
check "5x5 open (prune none, 1 thread) in 0.02 s segments: same figures" \
	segments 0.02 -b 5x5 --prune none --no-symmetry -j 1
# 6x6 closed takes only ~4 ms of search: its segments must be short.  Two
# threads stop only at their next poll point (up to 65536 advances, about a
# millisecond each), which would leave too few segments of a search that
# short to be sure of two cuts on a fast machine: the two-thread case cuts
# the longer 5x5 search instead.
check "6x6 closed in 0.0005 s segments: 9862, same figures" \
	segments 0.0005 --closed -b 6x6 -j 1
check "5x5 open (prune none), 2 threads, in 0.01 s segments: same figures" \
	segments 0.01 -b 5x5 --prune none --no-symmetry -j 2

# the elapsed time of a resumed count includes the earlier runs
seconds_add_up() {
	rm -f "$tmp/t"
	"$KTOUR" count -b 6x6 --no-symmetry -j 1 --checkpoint "$tmp/t" --time-limit 0.5 \
		>/dev/null 2>&1
	s=$("$KTOUR" count --resume "$tmp/t" --stats 2>/dev/null | sed -n 's/^seconds: //p')
	awk -v s="$s" 'BEGIN {exit !(s >= 0.5)}' || { echo "# seconds $s < 0.5"; return 1; }
}
check "a resumed count's seconds include the earlier run" seconds_add_up

# ---- refused checkpoints -------------------------------------------------------------

"$KTOUR" count -b 6x6 --no-symmetry -j 1 --checkpoint "$tmp/good" --time-limit 0.3 \
	>/dev/null 2>&1
refused() { # $1 = text the message must contain, $2 = file, rest = more args
	want=$1
	f=$2
	shift 2
	"$KTOUR" count --resume "$f" "$@" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st -eq 2 ] || { echo "# exit $st, want 2"; return 1; }
	grep -q -- "$want" "$tmp/err" || { echo "# message: $(cat "$tmp/err")"; return 1; }
	[ ! -s "$tmp/out" ]
}
check "a checkpoint written by a stopped count exists" test -s "$tmp/good"
size=$(wc -c <"$tmp/good")
for cut in 0 1 17 40 200 $((size / 2)) $((size - 1)); do
	head -c "$cut" "$tmp/good" >"$tmp/cut"
	check "truncated to $cut of $size bytes: refused, exit 2, naming the file" \
		refused "$tmp/cut" "$tmp/cut"
done
for at in 30 100 $((size / 3)) $((size / 2)) $((size - 30)); do
	cp "$tmp/good" "$tmp/flip"
	# flip one byte (xor 1) at offset $at
	b=$(od -An -j "$at" -N1 -tu1 "$tmp/good" | tr -d ' ')
	printf "$(printf '\\%03o' $((b ^ 1)))" |
		dd of="$tmp/flip" bs=1 seek="$at" conv=notrunc 2>/dev/null
	check "a flipped byte at offset $at: refused (damaged)" refused "$tmp/flip" "$tmp/flip"
done
sed '1s/ 1$/ 2/' "$tmp/good" >"$tmp/v2"
check "another format version: refused naming the version" refused "version 2" "$tmp/v2"
printf 'hello\n' >"$tmp/foreign"
check "a foreign file: refused (not a ktour checkpoint)" refused "not a ktour checkpoint" \
	"$tmp/foreign"
sed 's/$/\r/' "$tmp/good" >"$tmp/crlf"
check "CRLF line ends: refused naming them, not as 'not a ktour checkpoint'" \
	refused "CRLF (DOS) line ends" "$tmp/crlf"
cp assets/tours/tour-3x4.txt "$tmp/tour" 2>/dev/null || printf '1 4 7\n' >"$tmp/tour"
check "a tour file: refused (not a ktour checkpoint)" refused "not a ktour checkpoint" "$tmp/tour"
check "another board on the command line: refused naming both boards" \
	refused "board 6x6, not 5x5" "$tmp/good" -b 5x5
check "--closed against an open checkpoint: refused" refused "open tours, not closed" \
	"$tmp/good" --closed
check "a missing checkpoint: refused naming it" refused "$tmp/nothere" "$tmp/nothere"
check "--resume with --job: refused" refused "cannot go together" "$tmp/good" --job a6

# ---- impossible figures behind a valid checksum (issue 15 item 9) ---------------

# reseal FILE: replace FILE's checksum line with the FNV-1a 64 of the rest
# (the shell's arithmetic is 64-bit and wraps, as FNV's does)
reseal() {
	sed '$d' "$1" >"$1.body"
	h=-3750763034362895579 # 0xcbf29ce484222325
	for b in $(od -An -v -tu1 "$1.body"); do
		h=$(((h ^ b) * 1099511628211))
	done
	{ cat "$1.body"; printf 'checksum %016x\n' "$h"; } >"$1"
	rm -f "$1.body"
}
# edited WANT AWK-PROGRAM: $tmp/good edited by the program and resealed is
# refused by --resume (exit 2, WANT in the message)
edited() {
	want=$1
	awk "$2" "$tmp/good" >"$tmp/edit"
	cmp -s "$tmp/edit" "$tmp/good" && { echo "# the edit changed nothing"; return 1; }
	reseal "$tmp/edit"
	refused "$want" "$tmp/edit" --time-limit 1
}
cp "$tmp/good" "$tmp/edit"
reseal "$tmp/edit"
check "resealing an unchanged checkpoint gives the same bytes" cmp -s "$tmp/edit" "$tmp/good"
check "more solutions than advances: refused" edited "impossible" \
	'!d && $1 == "job" && $3 == "done" {$4 = $5 + 5; d = 1} {print}'
check "more retreats than advances: refused" edited "impossible" \
	'!d && $1 == "job" && $3 == "done" {$6 = $5 + 1; d = 1} {print}'
check "figures whose total wraps around 2^64: refused" edited "wrap" \
	'$1 == "job" && $3 == "done" && d < 2 {$4 = "10000000000000000000"; $5 = "18446744073709551615"; d++} {print}'
# the engine's stacks (boards over 64 squares) carry their own counters
"$KTOUR" count -b 9x9 --start a1 -j 1 --checkpoint "$tmp/e9" --time-limit 0.3 >/dev/null 2>&1
cp "$tmp/e9" "$tmp/good"
check "a 9x9 checkpoint holds a running engine stack" grep -q '^stack engine ' "$tmp/good"
check "a running job whose counts are not its stack's: refused" edited "counters differ" \
	'$1 == "job" && $3 == "running" {$4 = $4 + 1} {print}'
check "a running job whose stack says the search is over: refused" edited "search is over" \
	'$1 == "stack" {$4 = 3} {print}'
check "a stack deeper than its advances allow: refused" edited "impossible" \
	'$1 == "job" && $3 == "running" {$5 += 2} $1 == "stack" {$6 += 2} {print}'

# ---- split and jobs ---------------------------------------------------------------------

# split_sum WANT DEPTH ARGS: the counts of the --split DEPTH jobs add up to WANT
split_sum() {
	want=$1
	depth=$2
	shift 2
	"$KTOUR" count "$@" --split "$depth" >"$tmp/jobs" || return 1
	[ -s "$tmp/jobs" ] || { echo "# no jobs"; return 1; }
	sum=0
	while read -r job; do
		c=$("$KTOUR" count "$@" --job "$job" | head -n 1)
		sum=$((sum + c))
	done <"$tmp/jobs"
	[ "$sum" = "$want" ] || { echo "# depth $depth: jobs add up to $sum, want $want"; return 1; }
}
for depth_ in 1 2 3; do
	check "5x5 open: the --split $depth_ jobs add up to 1728" split_sum 1728 "$depth_" -b 5x5
	check "6x6 closed: the --split $depth_ jobs add up to 9862" split_sum 9862 "$depth_" \
		--closed -b 6x6
done
check "5x5 from a corner: the --split 4 jobs add up to 304" split_sum 304 4 -b 5x5 --start a5

split_lines() {
	[ "$("$KTOUR" count -b 5x5 --split 1 | wc -l)" -eq 25 ] || return 1
	[ "$("$KTOUR" count -b 5x5 --split 2 | head -n 1)" = "a5,c4" ] || return 1
	# a job can be split further, and row,col squares work too
	[ "$("$KTOUR" count -b 5x5 --job a5,c4 --split 3 | wc -l)" -gt 1 ] || return 1
	[ "$("$KTOUR" count -b 5x5 --job 1,1/2,3 | head -n 1)" = \
		"$("$KTOUR" count -b 5x5 --job a5,c4 | head -n 1)" ]
}
check "--split 1 lists every square, jobs look like a5,c4" split_lines

bad_job() { # $1 = text the message must contain, rest = args
	want=$1
	shift
	"$KTOUR" count "$@" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st -eq 2 ] || { echo "# count $*: exit $st, want 2"; return 1; }
	grep -q -- "$want" "$tmp/err" || { echo "# message: $(cat "$tmp/err")"; return 1; }
}
check "--job with a square off the board: exit 2" bad_job "--job" -b 5x5 --job a5,f9
check "--job with a non-move: exit 2" bad_job "not a move apart" -b 5x5 --job a5,b4
check "--job repeating a square: exit 2" bad_job "repeats" -b 5x5 --job a5,c4,a5
check "--job that is not a path: exit 2" bad_job "--job" -b 5x5 --job 'a5,,c4'
check "--split 0: exit 2" bad_job "--split" -b 5x5 --split 0
check "--split deeper than the board: exit 2" bad_job "--split" -b 5x5 --split 26
check "--every 0: exit 2" bad_job "--every" -b 5x5 --checkpoint "$tmp/x" --every 0
check "--every without --checkpoint: exit 2" bad_job "--every" -b 5x5 --every 1
# seconds are plain decimal numbers, as whole-number options take plain
# digits (issue 15): no hexadecimal, exponent or inf; the limit is named
for v in 0x10 1e3 inf nan -1 +2 ' 5'; do
	check "--every '$v': exit 2" bad_job "--every '$v': expected seconds as a decimal number" \
		-b 5x5 --checkpoint "$tmp/x" --every "$v"
done
check "--time-limit 1e10: exit 2 naming the limit" bad_job "at most 1000000000" \
	-b 5x5 --time-limit 1e10
check "--time-limit 10000000000: exit 2 naming the limit" bad_job "at most 1000000000" \
	-b 5x5 --time-limit 10000000000
rm -f "$tmp/x"
check "a checkpoint in a missing directory: exit 2" bad_job "$tmp/no/such" \
	-b 5x5 --checkpoint "$tmp/no/such/file"

# ---- owning the checkpoint (issue 15): never replaced unasked, locked while used ------

# refuse_fresh FILE WANT ARGS: a new count writing to FILE is refused (exit
# 2, WANT in the message) and FILE is left as it was
refuse_fresh() {
	f=$1
	want=$2
	shift 2
	cp "$f" "$tmp/before"
	"$KTOUR" count "$@" --checkpoint "$f" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st -eq 2 ] || { echo "# exit $st, want 2"; return 1; }
	grep -q -- "$want" "$tmp/err" || { echo "# message: $(cat "$tmp/err")"; return 1; }
	cmp -s "$f" "$tmp/before" || { echo "# $f was changed"; return 1; }
	[ ! -s "$tmp/out" ]
}
rm -f "$tmp/own"
"$KTOUR" count -b 5x5 --start a5 --checkpoint "$tmp/own" >/dev/null 2>&1
check "an existing checkpoint is not replaced by a new count: exit 2, says --resume" \
	refuse_fresh "$tmp/own" "ktour count --resume $tmp/own" -b 5x5
check "... and says --force" grep -q -- "--force" "$tmp/err"
forced() {
	got=$("$KTOUR" count -b 5x5 --checkpoint "$tmp/own" --force 2>"$tmp/err" | head -n 1)
	[ "$got" = 1728 ] || { echo "# --force: '$got' $(cat "$tmp/err")"; return 1; }
	[ "$("$KTOUR" count --resume "$tmp/own" | head -n 1)" = 1728 ]
}
check "--force starts over: 1728, and the checkpoint is the new count's" forced
printf 'my notes\n' >"$tmp/notes"
check "a file that is not a checkpoint is not replaced without --force" \
	refuse_fresh "$tmp/notes" "not a ktour checkpoint" -b 5x5
chmod a-w "$tmp/own"
check "a read-only checkpoint is not replaced by a resume without --force" \
	refused "read-only" "$tmp/own"
readonly_forced() {
	"$KTOUR" count -b 5x5 --start a5 --checkpoint "$tmp/own" --force >"$tmp/out" 2>"$tmp/err" ||
		return 1
	[ "$(head -n 1 "$tmp/out")" = 304 ] || return 1
	[ "$("$KTOUR" count --resume "$tmp/own" --force | head -n 1)" = 304 ] || return 1
	# its mode is kept
	[ "$(stat -c %a "$tmp/own")" = 444 ] || { echo "# mode $(stat -c %a "$tmp/own")"; return 1; }
}
check "--force replaces a read-only checkpoint (and keeps its mode)" readonly_forced
check "--force without --checkpoint: exit 2" bad_job "--force" -b 5x5 --force

# locked FILE: some process holds a flock(2) lock on FILE (waits up to 3 s
# for it; looks in /proc/locks, as taking the lock to see would be a race)
locked() {
	i=0
	while [ $i -lt 60 ]; do
		if [ -s "$1" ]; then
			ino=$(stat -c %i "$1")
			grep -q "FLOCK.*:$ino " /proc/locks && return 0
		fi
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}
# busy ARGS: a count (7x7, 1 thread, a few seconds) in the background
busy() {
	"$KTOUR" count "$@" -j 1 --time-limit 5 >"$tmp/busy.out" 2>"$tmp/busy.err" &
	busy_pid=$!
}
stop_busy() {
	kill -INT $busy_pid 2>/dev/null
	wait $busy_pid
}
if [ -r /proc/locks ]; then
	rm -f "$tmp/run"
	busy -b 7x7 --checkpoint "$tmp/run"
	if locked "$tmp/run"; then
		check "a count pointed at a running count's checkpoint is refused, even with --force" \
			refuse_fresh "$tmp/run" "another count is using" -b 5x5 --force
		check "resuming a running count's checkpoint is refused" \
			refused "another count is using" "$tmp/run" --time-limit 1
		stop_busy
		check "the running count was stopped and saved as usual (exit 130)" test $? -eq 130
		busy --resume "$tmp/run"
		locked "$tmp/run"
		check "two processes cannot resume the same checkpoint at once" \
			refused "another count is using" "$tmp/run" --time-limit 1
		check "... nor write another count into it" \
			refuse_fresh "$tmp/run" "another count is using" -b 5x5 --force
		stop_busy
		check "the checkpoint is still the 7x7 count's" grep -q '^board 7x7$' "$tmp/run"
	else
		not_ok "the background count did not lock its checkpoint"
		stop_busy
	fi
else
	skip "locking" "no /proc/locks here"
fi

no_temp_left() {
	ls -A "$tmp" | grep -q 'ktour-tmp' && { echo "# temporary files: $(ls -A "$tmp")"; return 1; }
	return 0
}
check "no temporary checkpoint file is left after clean runs" no_temp_left

echo "1..$n"
[ $fails -eq 0 ]
