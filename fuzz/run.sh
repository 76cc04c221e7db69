#!/bin/sh
# SPDX-License-Identifier: MIT
# Run one libFuzzer target for a while (called by `make fuzz`).
#   fuzz/run.sh BINARY NAME SECONDS
# Inputs: fuzz/corpus/NAME (seeds) and fuzz/regressions/NAME (past findings);
# new inputs go to fuzz/corpus-work/NAME, crashes, leaks, timeouts and
# out-of-memory inputs to fuzz/corpus-work/artifacts/NAME/ (both git-ignored).
# One process, one thread: the machine is shared.  Prints libFuzzer's final
# statistics and appends a line to fuzz/corpus-work/runs.log.
# Exit status: 0 nothing found, else libFuzzer's.
bin=$1
name=$2
seconds=${3:-60}
[ -x "$bin" ] || { echo "fuzz/run.sh: no fuzzer $bin (make fuzz builds it)" >&2; exit 2; }

# Longest input tried: tours need room for a grid, arguments and square
# names are short.
case $name in
format) max_len=16384 ;;
options) max_len=1024 ;;
square) max_len=256 ;;
*) max_len=4096 ;;
esac

work=fuzz/corpus-work/$name
artifacts=fuzz/corpus-work/artifacts/$name
mkdir -p "$work" "$artifacts" || exit 2
set -- "$work" "fuzz/corpus/$name"
[ -d "fuzz/regressions/$name" ] && set -- "$@" "fuzz/regressions/$name"
dict=
[ -f "fuzz/$name.dict" ] && dict="-dict=fuzz/$name.dict"

log=fuzz/corpus-work/$name.log
echo "== fuzz $name for ${seconds}s (max_len $max_len; log $log)"
# -rss_limit_mb also caps any single allocation (malloc_limit_mb defaults to
# it): a tour file must never make ktour ask for gigabytes.
start=$(date +%s)
# shellcheck disable=SC2086
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1} \
UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1} \
	"$bin" -max_total_time="$seconds" -max_len="$max_len" -rss_limit_mb=2048 \
	-timeout=10 -use_value_profile=1 -print_final_stats=1 \
	-artifact_prefix="$artifacts/" $dict "$@" >"$log" 2>&1
status=$?
elapsed=$(($(date +%s) - start))

execs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -n 1)
rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -n 1)
added=$(sed -n 's/^stat::new_units_added: *//p' "$log" | tail -n 1)
rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$log" | tail -n 1)
corpus=$(find "$work" "fuzz/corpus/$name" -type f | wc -l)
printf '%s: %s executions in %s s (%s/s), %s new inputs, corpus %s files, peak RSS %s MB, exit %s\n' \
	"$name" "${execs:-?}" "$elapsed" "${rate:-?}" "${added:-?}" "$corpus" "${rss:-?}" "$status"
printf '%s %s seconds=%s execs=%s new=%s corpus=%s exit=%s\n' "$(date -u +%FT%TZ)" \
	"$name" "$elapsed" "${execs:-?}" "${added:-?}" "$corpus" "$status" \
	>>fuzz/corpus-work/runs.log
if [ "$status" -ne 0 ]; then
	echo "!! $name found something: see $log and $artifacts/" >&2
	grep -E '^(==[0-9]+==ERROR|SUMMARY|fuzz property failed|artifact_prefix|Test unit written)' \
		"$log" | head -n 8 >&2
fi
exit "$status"
