#!/bin/sh
# SPDX-License-Identifier: MIT
# Hostile input (issue 6), long runs: Ctrl-C during `count` stops within a
# second and prints the count so far marked as partial (exit 130); a
# signal during `solve -o` leaves no file and no temporary behind.  TAP.
# (The explorer's terminal under signals is tested by the e2e tests.)
KTOUR_BIN=${KTOUR_BIN:-./ktour}
if [ ! -x "$KTOUR_BIN" ]; then
	echo "not ok 1 - $KTOUR_BIN is not an executable: build it first (make)"
	echo "1..1"
	exit 1
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ktour-signals.XXXXXX") || exit 2
pid=""
trap '[ -n "$pid" ] && kill -KILL "$pid" 2>/dev/null; rm -rf "$tmp"' EXIT INT TERM
n=0

report() { # DESC WHY: ok when WHY is empty
	n=$((n + 1))
	if [ -z "$2" ]; then echo "ok $n - $1"; else
		echo "not ok $n - $1: $2"
		sed 's/^/#   stderr: /' "$tmp/err" | head -n 5
	fi
}
skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; }

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# gone_within PID MS: true when PID has exited within MS milliseconds
gone_within() {
	end=$(($(now_ms) + $2))
	while kill -0 "$1" 2>/dev/null; do
		[ "$(now_ms)" -ge "$end" ] && return 1
		sleep 0.05
	done
	return 0
}

# A non-interactive shell starts background jobs with SIGINT ignored, as
# if Ctrl-C had not been pressed; coreutils' env can undo that.
if env --default-signal=INT true 2>/dev/null; then default_int="env --default-signal=INT"
else default_int=""; fi

# start ARGS...: ktour ARGS in the background ($pid), output in $tmp
start() {
	$default_int "$KTOUR_BIN" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null &
	pid=$!
}

# ready PID SIGNAL: wait (10 s at most) until PID has its handler for
# SIGNAL in place, where Linux's /proc tells: on a loaded machine the
# program's start alone can outlast the second's sleep, and a signal that
# comes before the handler kills it as the default does, which says
# nothing about ktour's stop.
ready() {
	case $2 in INT) bit=2 ;; TERM) bit=16384 ;; *) return 0 ;; esac
	[ -r "/proc/$1/status" ] || return 0
	end=$(($(now_ms) + 10000))
	while [ "$(now_ms)" -lt "$end" ] && kill -0 "$1" 2>/dev/null; do
		mask=$(sed -n 's/^SigCgt:[[:space:]]*//p' "/proc/$1/status" 2>/dev/null)
		low=$(printf '%s' "$mask" | tail -c 8)
		[ -n "$low" ] && [ $((0x$low & bit)) -ne 0 ] && return 0
		sleep 0.02
	done
	return 0
}

# stop SIGNAL: send SIGNAL after a second of work; sets rc, stopped_ms, and
# why when the process did not stop within a second or died before the
# signal.  Returns 1 (the check is skipped) when it had finished already.
stop() {
	sleep 1
	if ! kill -0 "$pid" 2>/dev/null; then
		wait "$pid"
		rc=$?
		pid=""
		stopped_ms=0
		why="exited with status $rc before the signal"
		[ "$rc" -ne 0 ]
		return
	fi
	t0=$(now_ms)
	kill "-$1" "$pid"
	why=""
	gone_within "$pid" 1000 || why="still running 1 s after SIG$1"
	stopped_ms=$(($(now_ms) - t0))
	if [ -n "$why" ]; then kill -KILL "$pid" 2>/dev/null; fi
	wait "$pid"
	rc=$?
	pid=""
	return 0
}

# ---- count: Ctrl-C gives the partial count -----------------------------------------

# 7x7 has 165,575,218,320 directed open tours: far more than a second's work.
for stats in "" --stats; do
	start count --board 7x7 $stats
	ready "$pid" INT
	if ! stop INT; then
		skip "count --board 7x7${stats:+ $stats} interrupted" "it finished within a second"
		continue
	fi
	if [ -z "$why" ] && [ "$rc" -ne 130 ]; then why="exit $rc, expected 130"; fi
	first=$(head -n 1 "$tmp/out")
	case $first in
	'' | *[!0-9]*) [ -z "$why" ] && why="first line '$first' is not a count" ;;
	esac
	grep -qx 'partial: yes' "$tmp/out" || { [ -z "$why" ] && why="no 'partial: yes' line"; }
	report "SIGINT stops count --board 7x7${stats:+ $stats} in ${stopped_ms} ms: exit 130, count $first, partial: yes" "$why"
done

skip "SIGINT during count --checkpoint writes the checkpoint" \
	"the checkpoint (issue 5) is not built yet"

# ---- solve -o: killed mid-search, nothing written -------------------------------------

# Closed 8x8 tours exist, but plain backtracking (--prune none, from a8)
# takes far more than a second to reach the first.  (7x7 closed, used
# before, is now answered at once: 49 squares, odd, ktour/tour_exists.h.)
mkdir "$tmp/o"
for sig in TERM INT HUP; do
	if [ "$sig" = INT ] && [ -z "$default_int" ]; then
		skip "solve -o and SIGINT" "background jobs ignore SIGINT here (no env --default-signal)"
		continue
	fi
	start solve --board 8x8 --closed --prune none -o "$tmp/o/t.txt"
	if ! stop "$sig"; then
		skip "solve -o killed by SIG$sig" "the search finished within a second"
		continue
	fi
	[ -z "$why" ] && [ "$rc" -eq 0 ] && why="exit 0 after SIG$sig"
	left=$(ls -A "$tmp/o")
	[ -z "$why" ] && [ -n "$left" ] && why="left behind: $left"
	report "SIG$sig during solve --board 8x8 --closed -o: stops (exit $rc), no file left" "$why"
done

echo "1..$n"
