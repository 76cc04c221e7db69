#!/bin/sh
# SPDX-License-Identifier: MIT
# make bench: figures, not pass/fail.  Each line says what was measured and
# with which command; run them side by side on an idle machine.
dir=${1:-build/bench}
KTOUR=${KTOUR_BIN:-./ktour}
t="$dir/timecmd"
echo "# ktour benchmarks on $(nproc) cores, $(date -u +%Y-%m-%d)"
# Each bench_* program prints its own figures; bench_divide builds the
# divide-and-conquer tour of 1000x1000 and 10000x10000 (checked closed)
# beside the Squirrel-Cull walk.
for b in "$dir"/bench_*; do
	[ -x "$b" ] || continue
	case "$b" in *.d) continue ;; esac
	echo "== $(basename "$b")"
	"$b"
done
# The walk side by side with a plain 30-line walk (bench/naive_walk.c: an
# int per square, bounds tests) and, when KTOUR_BASE names the ktour of an
# earlier commit, with that one: whole processes taking turns, the best of
# $2 rounds by wall time (the machine may be shared), in ns a square of the
# board.  Ordering 12345678 gets stuck on both boards (after 801328 and
# 77742238 squares), the same walk in each program.
walk_cmd() { # WHO M: set the command of WHO on the M x M board
	case $1 in
	ktour) walk="$KTOUR solve -e warnsdorff --tiebreak 12345678 -b $2x$2 -q" ;;
	naive) walk="$dir/naive_walk $2 $2" ;;
	base) walk="$KTOUR_BASE solve -e warnsdorff --tiebreak 12345678 -b $2x$2 -q" ;;
	esac
}
walk_side_by_side() { # M ROUNDS
	who_all="ktour naive${KTOUR_BASE:+ base}"
	best_ktour='' best_naive='' best_base=''
	i=0
	while [ $i -lt "$2" ]; do
		i=$((i + 1))
		for who in $who_all; do
			walk_cmd "$who" "$1"
			# shellcheck disable=SC2086
			line=$("$t" $walk 2>&1 >/dev/null | tail -n 1)
			w=$(printf '%s\n' "$line" | sed -n 's/^wall \([0-9.]*\).*/\1/p')
			eval "old=\${best_$who}"
			if [ -z "$old" ] || awk -v a="$w" -v b="${old%% *}" 'BEGIN { exit !(a < b) }'; then
				eval "best_$who=\"\$w \$line\""
			fi
		done
	done
	for who in $who_all; do
		eval "b=\${best_$who}"
		awk -v w="${b%% *}" -v n="$(($1 * $1))" -v who="$who" -v l="${b#* }" \
			'BEGIN { printf "  %-6s %5.1f ns a square  (%s)\n", who, w * 1e9 / n, l }'
	done
	awk -v k="${best_ktour%% *}" -v n="${best_naive%% *}" -v b="${best_base%% *}" 'BEGIN {
		printf "  ktour / naive wall: %.2f", k / n
		if (b != "") printf "   ktour / base wall: %.2f", k / b
		printf "\n" }'
}
echo "== the walk: ktour solve -e warnsdorff --tiebreak 12345678 -b MxM -q, naive_walk M M${KTOUR_BASE:+, base $KTOUR_BASE}"
echo "  load before: $(cut -d ' ' -f 1-3 /proc/loadavg 2>/dev/null)"
echo "1000x1000:"
walk_side_by_side 1000 7
echo "10000x10000:"
walk_side_by_side 10000 3
# each_build ARGS...: the times of ktour ARGS, and of the base's beside it
each_build() {
	for k in "$KTOUR" ${KTOUR_BASE:+"$KTOUR_BASE"}; do
		printf '  %s: ' "$k"
		"$t" "$k" "$@" 2>&1 >/dev/null | tail -n 1
	done
}
echo "== experiment random-ties (m 5..400, 100 trials, seed 1)${KTOUR_BASE:+ beside the base}"
each_build experiment random-ties --seed 1 --format tsv

echo "== whole commands (wall, cpu, peak RSS)"
# The checkpoint's cost: the same count with and without, side by side.
ckpt=$(mktemp "${TMPDIR:-/tmp}/ktour-bench.XXXXXX") || exit 2
trap 'rm -f "$ckpt"' EXIT INT TERM
while IFS='|' read -r what args; do
	[ -n "$what" ] || continue
	printf '%-44s ktour %s\n  ' "$what" "$args"
	# shellcheck disable=SC2086
	"$t" $KTOUR $args >/dev/null
done <<LIST
count 5x5 directed open (1728)|count -b 5x5
count 6x6 closed (9862)|count -b 6x6 --closed
count 6x6 directed open (6637920)|count -b 6x6
6x6 open, every start, no checkpoint|count -b 6x6 --no-symmetry
6x6 open, every start, checkpoint every 0.1 s|count -b 6x6 --no-symmetry --checkpoint $ckpt --every 0.1 --force
warnsdorff 1000x1000 squirrel-cull|solve -e warnsdorff --tiebreak squirrel-cull -b 1000x1000 -q
warnsdorff 10000x10000 squirrel-cull|solve -e warnsdorff --tiebreak squirrel-cull -b 10000x10000 -q
count 6x6 closed, Stone's classes|count -b 6x6 --closed --classify
experiment schedule (m 5..1000)|experiment schedule --format tsv
experiment orderings19 (sides 10..100)|experiment orderings19 --sizes 10..100 --format tsv
LIST

# Divide and conquer (closed tours) beside the Squirrel-Cull walk (open) on
# the same boards, each whole command; then each divide tour piped to
# ktour check, which must say it is closed (10000x10000: a 1 GB grid, about
# a minute and 3 GiB to check on the development machine).
echo "== divide and conquer beside the Squirrel-Cull walk (wall, cpu, peak RSS)"
for m in 1000 10000; do
	for e in divide "warnsdorff --tiebreak squirrel-cull"; do
		printf '%-44s ktour %s\n  ' "${m}x$m $e" "solve -e $e -b ${m}x$m -q"
		# shellcheck disable=SC2086
		"$t" $KTOUR solve -e $e -b "${m}x$m" -q 2>&1
	done
	printf '%-44s ktour solve -e divide -b %sx%s | ktour check -\n  ' "${m}x$m divide, checked" "$m" "$m"
	$KTOUR solve -e divide -b "${m}x$m" | $KTOUR check - | grep -E '^(squares|closed):' | tr '\n' ' '
	echo
done

# Pictures (issue 23): a tour drawing itself, a frame a move, and the
# finished tour as PNG; each with the size of the file it wrote.  And the
# search tree (issue 36, render --tree): the whole 5x5 search from the
# corner (1,735,079 nodes), the whole 6x6 look-ahead search (14,339,439).
echo "== pictures (wall, cpu, peak RSS; the file's size)"
pic=$(mktemp -d "${TMPDIR:-/tmp}/ktour-bench-pic.XXXXXX") || exit 2
while IFS='|' read -r what file args; do
	[ -n "$what" ] || continue
	printf '%-44s ktour %s -o %s\n' "$what" "$args" "$file"
	# shellcheck disable=SC2086
	line=$("$t" $KTOUR $args -o "$pic/$file" 2>&1 >/dev/null | tail -n 1)
	printf '  %s  %s bytes\n' "$line" "$(wc -c <"$pic/$file")"
done <<LIST
8x8 tour, 64-frame GIF at 480x480|t.gif|convert assets/tours/closed-8x8.json --to gif
8x30 tour, 240-frame GIF at 1600x900|w.gif|convert assets/tours/wide-8x30.moves --to gif --size 1600x900
8x8 tour drawing itself in SVG|t.svg|convert assets/tours/closed-8x8.json --to svg --animate
8x8 tour, PNG at 1600x900|t.png|convert assets/tours/closed-8x8.json --to png --size 1600x900
render: 8x8 at step 1000000, PNG 1600x900|m.png|render -b 8x8 --step 1000000
render: 8x8 at step 1000000, SVG 1600x900|m.svg|render -b 8x8 --step 1000000
render: 8x8 steps 0..63, 64-frame GIF 960x540|f.gif|render -b 8x8 --frames 0..63
render: 8x8 steps 10^6..+63, 64-frame GIF|g.gif|render -b 8x8 --frames 1000000..1000063
tree: whole 5x5 search, SVG 1600x900|tree5.svg|render -b 5x5 --tree --step end
tree: whole 5x5 search, PNG 1600x900|tree5.png|render -b 5x5 --tree --step end
tree: whole 6x6 look-ahead search, PNG|tree6.png|render -b 6x6 --prune lookahead --tree --step end
tree: 8x8 after 10^7 steps, PNG|tree8.png|render -b 8x8 --tree --step 10000000
LIST
rm -rf "$pic"

# Going to a step and running until a moment (issue 33): ktour render at a
# far step and at far moments on 8x8, whole processes, beside the base
# (KTOUR_BASE, the ktour of an earlier commit) with the ratio of walls.
# step 10^8 and solution 1000 go blind (engine_run()) but for the steps
# the screen needs; depth 64 needs every step's event.
goto_side_by_side() { # WHAT ARGS...: the render of this build and the base's
	what=$1
	shift
	printf '%-44s ktour %s -o PNG\n' "$what" "$*"
	w_new='' w_base=''
	for k in "$KTOUR" ${KTOUR_BASE:+"$KTOUR_BASE"}; do
		line=$("$t" "$k" "$@" -o "$pic/goto.png" 2>&1 >/dev/null | tail -n 1)
		printf '  %s: %s\n' "$k" "$line"
		w=$(printf '%s\n' "$line" | sed -n 's/^wall \([0-9.]*\).*/\1/p')
		if [ "$k" = "$KTOUR" ]; then w_new=$w; else w_base=$w; fi
	done
	if [ -n "$w_base" ] && [ -n "$w_new" ]; then
		awk -v a="$w_new" -v b="$w_base" 'BEGIN { if (b > 0) printf "  ktour / base wall: %.2f\n", a / b }'
	fi
}
echo "== going to a step, running until a moment (wall, cpu, peak RSS)${KTOUR_BASE:+, beside the base}"
pic=$(mktemp -d "${TMPDIR:-/tmp}/ktour-bench-goto.XXXXXX") || exit 2
goto_side_by_side "go to step 10^8, 8x8" render -b 8x8 --seed 1 --step 100000000
goto_side_by_side "run until solution 1000, 8x8" render -b 8x8 --until "solution 1000"
goto_side_by_side "run until depth 64, 8x8" render -b 8x8 --until "depth 64"
rm -rf "$pic"

# Counting: backtracking and the frontier method side by side on the same
# cases (issue 17).  6x7 open takes backtracking minutes; 7x8 closed hours.
echo "== count: backtrack vs frontier (wall, cpu, peak RSS; ratio of walls)"
while IFS='|' read -r what args; do
	[ -n "$what" ] || continue
	printf '%s: ktour count %s\n' "$what" "$args"
	for m in backtrack frontier; do
		if [ "$m" = backtrack ] && [ "$what" = "7x8 closed (34524432316)" ]; then
			echo "  backtrack  not run: at 6x8's rate per tour, 7 hours or more"
			continue
		fi
		# shellcheck disable=SC2086
		line=$("$t" $KTOUR count $args --method $m 2>&1 >/dev/null | tail -n 1)
		printf '  %-10s %s\n' "$m" "$line"
		w=$(printf '%s\n' "$line" | sed -n 's/^wall \([0-9.]*\).*/\1/p')
		if [ "$m" = backtrack ]; then wall_backtrack=$w; else wall_frontier=$w; fi
	done
	if [ -n "${wall_backtrack:-}" ] && [ -n "${wall_frontier:-}" ]; then
		awk -v b="$wall_backtrack" -v f="$wall_frontier" \
			'BEGIN { if (f > 0) printf "  backtrack / frontier wall: %.1f\n", b / f }'
	fi
	wall_backtrack=
	wall_frontier=
done <<LIST
6x6 open (6637920)|-b 6x6
6x8 closed (55488142)|-b 6x8 --closed
6x7 open (779938932)|-b 6x7
7x8 closed (34524432316)|-b 7x8 --closed
LIST

# The frontier counter beside an earlier build (KTOUR_BASE), and the 8x8
# closed count (13267364410532), which takes some 8 minutes and 10 GiB on
# two cores (29 minutes and 14 GB before issue 29): only with
# KTOUR_BENCH_8X8=1.
if [ -n "${KTOUR_BASE:-}" ]; then
	echo "== frontier: ktour count -b 6x7, beside the base $KTOUR_BASE"
	each_build count -b 6x7
fi
if [ "${KTOUR_BENCH_8X8:-0}" = 1 ]; then
	echo "== frontier: ktour count -b 8x8 --closed${KTOUR_BASE:+, beside the base}"
	each_build count -b 8x8 --closed
else
	echo "== frontier: 8x8 closed not run (some 8 minutes; KTOUR_BENCH_8X8=1 runs it)"
fi

# The explorer at maximum speed against the engine's own stepping rate, on
# the same search (8x8 backtrack from a8), side by side.  The explorer needs
# a terminal: script(1) gives it a pseudo-terminal.
if command -v script >/dev/null 2>&1; then
	n=50000000
	eng=$("$dir/step_rate" $n)
	# at 80x24, and at 160x45 where the estimate of the search tree is on
	# show and refines a slice a frame (it must not slow the run); each
	# without and with --record (an asciicast of every frame drawn), side
	# by side
	cast=$(mktemp "${TMPDIR:-/tmp}/ktour-bench-cast.XXXXXX") || exit 2
	for size in "24 80" "45 160"; do
		set -- $size
		for rec in "" "--record $cast"; do
			out=$(script -qec "stty rows $1 cols $2; $KTOUR --speed max --quit-after $n $rec" /dev/null </dev/null | tr -d '\r')
			secs=$(printf '%s\n' "$out" | sed -n 's/.*seconds: \([0-9.]*\).*/\1/p' | tail -n 1)
			[ -n "$secs" ] || continue
			bytes=$([ -n "$rec" ] && wc -c <"$cast" || echo 0)
			awk -v n=$n -v s="$secs" -v e="$eng" -v size="$2x$1" -v rec="$rec" -v b="$bytes" 'BEGIN {
				x = n / s
				what = rec == "" ? "" : " --record"
				printf "explorer at max speed, %s (ktour --speed max --quit-after %d%s): %.1f M steps/s\n", size, n, what, x / 1e6
				if (rec == "")
					printf "engine_step loop, same search (step_rate %d):                    %.1f M steps/s\n", n, e / 1e6
				else
					printf "  the recording: %d bytes, %.0f bytes/s\n", b, b / s
				printf "explorer%s / engine, %s: %.2f (target >= 0.80)\n", what, size, x / e }'
		done
	done
	# the same run of the base's explorer (KTOUR_BASE), at 80x24
	if [ -n "${KTOUR_BASE:-}" ]; then
		for k in "$KTOUR" "$KTOUR_BASE"; do
			out=$(script -qec "stty rows 24 cols 80; $k --speed max --quit-after $n" /dev/null </dev/null | tr -d '\r')
			secs=$(printf '%s\n' "$out" | sed -n 's/.*seconds: \([0-9.]*\).*/\1/p' | tail -n 1)
			eval "secs_$([ "$k" = "$KTOUR" ] && echo new || echo base)=\$secs"
		done
		awk -v n=$n -v a="${secs_new:-0}" -v b="${secs_base:-0}" 'BEGIN {
			if (a > 0 && b > 0)
				printf "explorer at max speed, 80x24: %.1f M steps/s, the base %.1f M steps/s: ktour / base rate %.2f\n", n / a / 1e6, n / b / 1e6, b / a }'
	fi
	rm -f "$cast"
	# CPU used over 5 s while paused (target: under 1% of a core).
	script -qec "$KTOUR" /dev/null </dev/null >/dev/null 2>&1 &
	sleep 1
	pid=$(pgrep -n -f "^$KTOUR\$" || true)
	if [ -n "$pid" ]; then
		t0=$(awk '{print $14 + $15}' "/proc/$pid/stat")
		sleep 5
		t1=$(awk '{print $14 + $15}' "/proc/$pid/stat")
		hz=$(getconf CLK_TCK)
		awk -v a="$t0" -v b="$t1" -v hz="$hz" 'BEGIN {
			printf "explorer paused for 5 s (ktour): %.2f%% of a core\n", (b - a) / hz / 5 * 100 }'
		kill "$pid" 2>/dev/null
	fi
	wait 2>/dev/null
else
	echo "explorer figures skipped: script(1) not found (util-linux)"
fi
