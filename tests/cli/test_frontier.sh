#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour count --method frontier from the outside (issue 17): the known
# values of docs/frontier.md, equal to backtracking where that is
# quick, the auto choice, --stats, the fallback note, a spill in little
# memory, checkpoint / kill / resume, --split and --job parts, bad usage.
tap_name=frontier
. tests/cli/tap.sh

# first line of `ktour count ARGS` is $1
count_is() {
	want=$1
	shift
	got=$("$KTOUR" count "$@" 2>"$tmp/err" | head -n 1)
	[ "$got" = "$want" ] || { echo "# count $*: got '$got', want '$want'"; return 1; }
}

# ---- known values --------------------------------------------------------------------

check "5x7 open: 1245736" count_is 1245736 -b 5x7 --method frontier
check "5x8 open: 36122108" count_is 36122108 -b 5x8 --method frontier
check "6x7 closed: 1067638" count_is 1067638 -b 6x7 --closed --method frontier
check "6x8 closed: 55488142" count_is 55488142 -b 6x8 --closed --method frontier
check "6x9 closed: 3374967940" count_is 3374967940 -b 6x9 --closed --method frontier
check "8x4 open (turned): 62176" count_is 62176 -b 8x4 --method frontier
check "7x7 closed: 0" count_is 0 -b 7x7 --closed --method frontier

# ---- equal to backtracking -------------------------------------------------------------

same() {
	f=$("$KTOUR" count "$@" --method frontier 2>"$tmp/err" | head -n 1)
	b=$("$KTOUR" count "$@" --method backtrack 2>>"$tmp/err" | head -n 1)
	[ -n "$f" ] && [ "$f" = "$b" ] || { echo "# count $*: frontier '$f', backtrack '$b'"; return 1; }
}
six_by_six() {
	same -b 6x6 && [ "$f" = 6637920 ]
}
check "6x6 open: 6637920, and frontier = backtrack" six_by_six
check "6x7 closed: frontier = backtrack" same -b 6x7 --closed
check "6x6 from c4: frontier = backtrack" same -b 6x6 --start c4
check "5x6 from e1: frontier = backtrack" same -b 5x6 --start e1
check "7x5 from b3: frontier = backtrack" same -b 7x5 --start b3
check "4x8 camel: frontier = backtrack" same -b 4x8 --leaper 1,3
check "5x6 knight as 2,1: frontier = backtrack" same -b 5x6 --leaper 2,1 --closed

# ---- the choice and --stats ---------------------------------------------------------------

stat_is() { # KEY VALUE ARGS: --stats has "KEY: VALUE"
	k=$1
	v=$2
	shift 2
	"$KTOUR" count "$@" --stats >"$tmp/out" 2>"$tmp/err" || return 1
	grep -q "^$k: $v\$" "$tmp/out" || { echo "# count $*: no '$k: $v' in"; sed 's/^/#   /' "$tmp/out"; return 1; }
}
check "auto: frontier from 40 squares" stat_is method frontier -b 4x10
check "auto: backtrack below" stat_is method backtrack -b 5x5
check "auto: backtrack with --order" stat_is method backtrack -b 4x10 --start a4 --order 87654321
check "torus: backtracking, with a note" stat_is fallback "the frontier method does not count on a torus" -b 4x4 --torus --method frontier
check "--method backtrack says so" stat_is method backtrack -b 5x5 --method backtrack
check "auto: a board without a tour is the backtrack count's (nothing searched)" \
	stat_is nodes 0 -b 4x14 --closed
check "auto: --estimate estimates the backtrack search" stat_is probes 10 -b 6x7 --estimate --seed 1 --probes 10
no_tour_checkpoint() { # answered at once, the reason said, and its checkpoint resumes
	"$KTOUR" count -b 7x7 --closed --method frontier --checkpoint "$tmp/none.ckpt" \
		>"$tmp/out" 2>"$tmp/err" &&
		[ "$(head -n 1 "$tmp/out")" = 0 ] && grep -q "no closed tour can exist" "$tmp/err" &&
		[ "$("$KTOUR" count --resume "$tmp/none.ckpt" | head -n 1)" = 0 ]
}
check "7x7 closed, --method frontier --checkpoint: 0, the reason, a checkpoint that resumes" \
	no_tour_checkpoint

frontier_stats() {
	"$KTOUR" count -b 5x7 --method frontier --stats -j 2 >"$tmp/out" 2>"$tmp/err" || return 1
	[ "$(head -n 1 "$tmp/out")" = 1245736 ] || return 1
	for k in 'method: frontier' 'peak-classes: [0-9][0-9]*' 'memory: [0-9][0-9]*' \
		'seconds-per-column:\( [0-9.]*\)\{7\}' 'threads: 2' 'partial: no' \
		'column-height: 5' 'counts: 64-bit'; do
		grep -q "^$k\$" "$tmp/out" || { echo "# no '$k'"; return 1; }
	done
	# every line after the first is "key: value"
	tail -n +2 "$tmp/out" | grep -v '^[a-z-]*: ' && return 1
	[ ! -s "$tmp/err" ]
}
check "--stats: method, peak classes, memory, seconds per column, threads" frontier_stats

# ---- memory and spilling -----------------------------------------------------------------

spill() {
	mkdir -p "$tmp/spill"
	"$KTOUR" count -b 5x8 --method frontier -j 2 --memory 10M --spill "$tmp/spill" --stats \
		>"$tmp/out" 2>"$tmp/err" || return 1
	[ "$(head -n 1 "$tmp/out")" = 36122108 ] || return 1
	grep -q '^spilled: [1-9]' "$tmp/out" || { echo "# nothing spilled"; return 1; }
	grep -q '^disk: [1-9]' "$tmp/out" || return 1
	[ -z "$(ls -A "$tmp/spill")" ] || { echo "# files left: $(ls "$tmp/spill")"; return 1; }
}
check "--memory 10M spills to --spill DIR and counts the same (no files left)" spill

# ---- checkpoints --------------------------------------------------------------------------

# Stopped by SIGNAL after a while, then resumed: the same count.
stop_resume() { # SIGNAL WANT_STATUS
	rm -f "$tmp/f.ckpt"
	"$KTOUR" count -b 6x7 --closed --method frontier --checkpoint "$tmp/f.ckpt" --every 0.2 \
		>"$tmp/out" 2>"$tmp/err" &
	pid=$!
	i=0
	while [ ! -s "$tmp/f.ckpt" ] && [ $i -lt 100 ]; do
		sleep 0.05
		i=$((i + 1))
	done
	sleep 0.4
	kill -"$1" $pid 2>/dev/null
	wait $pid
	st=$?
	if [ "$st" -eq 0 ]; then
		echo "# the count ended before the signal: nothing to resume (machine too fast)"
	elif [ "$st" -ne "$2" ]; then
		echo "# exit $st after SIG$1, want $2"
		return 1
	fi
	[ "$1" = KILL ] && rm -f "$tmp"/.ktour-tmp-*
	head -n 1 "$tmp/f.ckpt" | grep -q '^ktour-frontier 1$' || { echo "# no checkpoint"; return 1; }
	got=$("$KTOUR" count --resume "$tmp/f.ckpt" 2>"$tmp/err" | head -n 1)
	[ "$got" = 1067638 ] || { echo "# resumed: '$got'"; cat "$tmp/err"; return 1; }
}
check "SIGINT saves, exits 130, and the resumed count is the same" stop_resume INT 130
check "SIGKILL: the last checkpoint resumes to the same count" stop_resume KILL 137

time_segments() {
	rm -f "$tmp/t.ckpt"
	"$KTOUR" count -b 6x7 --closed --method frontier --checkpoint "$tmp/t.ckpt" \
		--time-limit 0.3 >/dev/null 2>&1
	st=$?
	i=0
	while [ $st -eq 130 ] && [ $i -lt 100 ]; do
		"$KTOUR" count --resume "$tmp/t.ckpt" --time-limit 0.3 -j 1 >"$tmp/out" 2>/dev/null
		st=$?
		i=$((i + 1))
	done
	[ $st -eq 0 ] && [ "$(head -n 1 "$tmp/out")" = 1067638 ]
}
check "--time-limit segments, resumed until done, give the count" time_segments

resume_refusals() {
	"$KTOUR" count -b 5x7 --method frontier --checkpoint "$tmp/r.ckpt" >/dev/null 2>&1 || return 1
	"$KTOUR" count --resume "$tmp/r.ckpt" -b 6x6 >/dev/null 2>"$tmp/err"
	[ $? -eq 2 ] && grep -q 'another board' "$tmp/err" || return 1
	"$KTOUR" count --resume "$tmp/r.ckpt" --method backtrack >/dev/null 2>"$tmp/err"
	[ $? -eq 2 ] && grep -q 'frontier' "$tmp/err" || return 1
	# a finished count resumes to its count at once
	[ "$("$KTOUR" count --resume "$tmp/r.ckpt" | head -n 1)" = 1245736 ]
}
check "a resumed checkpoint keeps its options; a finished one prints its count" resume_refusals

checkpoint_owned() { # an existing checkpoint is replaced only with --force
	"$KTOUR" count -b 4x10 --method frontier --checkpoint "$tmp/own.ckpt" >/dev/null 2>&1 ||
		return 1
	"$KTOUR" count -b 4x10 --method frontier --checkpoint "$tmp/own.ckpt" >"$tmp/out" 2>"$tmp/err"
	[ $? -eq 2 ] && grep -q "a checkpoint is already there" "$tmp/err" || return 1
	[ "$("$KTOUR" count -b 4x10 --method frontier --checkpoint "$tmp/own.ckpt" --force |
		head -n 1)" = 2426224 ]
}
check "--checkpoint: an existing one is refused, replaced with --force" checkpoint_owned

# ---- parts ------------------------------------------------------------------------------------

parts_add_up() {
	"$KTOUR" count -b 4x10 --method frontier --split 3 >"$tmp/jobs" || return 1
	[ "$(tr '\n' ' ' <"$tmp/jobs")" = "part:1/3 part:2/3 part:3/3 " ] || return 1
	sum=0
	while read -r job; do
		c=$("$KTOUR" count -b 4x10 -j 1 --job "$job" | head -n 1) || return 1
		[ "$c" -gt 0 ] || { echo "# $job: $c"; return 1; }
		sum=$((sum + c))
	done <"$tmp/jobs"
	[ $sum -eq 2426224 ] || { echo "# parts add up to $sum"; return 1; }
}
check "--split 3 prints part:K/3; the three --job counts add up to 4x10's" parts_add_up

# ---- bad usage ------------------------------------------------------------------------------

refused() { # TEXT ARGS: exit 2, the message contains TEXT, nothing on stdout
	want=$1
	shift
	"$KTOUR" count "$@" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st -eq 2 ] || { echo "# count $*: exit $st"; return 1; }
	grep -q -- "$want" "$tmp/err" || { echo "# count $*: $(cat "$tmp/err")"; return 1; }
	[ ! -s "$tmp/out" ]
}
check "--method foo" refused "--method 'foo'" --method foo
check "--memory abc" refused "--memory" --memory abc
check "--memory 1K: says how much it needs" refused "needs at least" -b 6x6 --method frontier --memory 1K
check "--spill to a missing directory" refused "/nonexistent/dir" -b 4x10 --spill /nonexistent/dir
check "--job part:4/3" refused "part:K/N" -b 4x10 --job part:4/3
check "--job part:1/3 with --method backtrack" refused "drop --method backtrack" -b 4x10 --job part:1/3 --method backtrack
check "--job a4,b2 with --method frontier" refused "backtrack job" -b 4x10 --job a4,b2 --method frontier
check "--order with --method frontier" refused "--order" -b 4x10 --order 12345678 --method frontier
check "--estimate with --method frontier" refused "--estimate applies to the backtrack" -b 6x7 --estimate --method frontier
check "--classify with --method frontier" refused "--classify applies to the backtrack" -b 6x7 --closed --classify --method frontier
check "--resume of a backtrack checkpoint with --method frontier" refused "not a frontier" --resume tests/cli/tap.sh --method frontier

echo "1..$n"
[ $fails -eq 0 ]
