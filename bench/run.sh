#!/bin/sh
# make bench: figures, not pass/fail.  Each line says what was measured and
# with which command; run them side by side on an idle machine.
dir=${1:-build/bench}
KTOUR=${KTOUR_BIN:-./ktour}
t="$dir/timecmd"
echo "# ktour benchmarks on $(nproc) cores, $(date -u +%Y-%m-%d)"
for b in "$dir"/bench_*; do
	[ -x "$b" ] || continue
	echo "== $(basename "$b")"
	"$b"
done
echo "== whole commands (wall, cpu, peak RSS)"
while IFS='|' read -r what args; do
	[ -n "$what" ] || continue
	printf '%-44s ktour %s\n  ' "$what" "$args"
	# shellcheck disable=SC2086
	"$t" $KTOUR $args >/dev/null
done <<'LIST'
count 5x5 directed open (1728)|count -b 5x5
count 6x6 closed (9862)|count -b 6x6 --closed
count 6x6 directed open (6637920)|count -b 6x6
warnsdorff 1000x1000 squirrel-cull|solve -e warnsdorff --tiebreak squirrel-cull -b 1000x1000 -q
warnsdorff 10000x10000 squirrel-cull|solve -e warnsdorff --tiebreak squirrel-cull -b 10000x10000 -q
LIST
