#!/bin/sh
# SPDX-License-Identifier: MIT
# Runs every test program in DIR (cmocka binaries) and every TAP script in
# tests/cli/, adds up their results and ends with the line
#   N passed, N failed
# Exit status: 0 when nothing failed.  A program that dies without printing
# cmocka's summary counts as one failure.
#
# Environment: RUN_WRAPPER (e.g. valgrind) prefixes each unit program;
# KTOUR_BIN names the binary under test (default ./ktour);
# KTOUR_SKIP_E2E=1 skips the pseudo-terminal tests; CLI_SCRIPTS names the
# TAP scripts to run (default tests/cli/test_*.sh); KTOUR_TEST_TIMEOUT is
# the most seconds one program or script may run (default 900): one that
# hangs is killed and counted as a failure instead of stalling the run.
dir=${1:-build/tests}
KTOUR_BIN=${KTOUR_BIN:-./ktour}
export KTOUR_BIN
limit=${KTOUR_TEST_TIMEOUT:-900}
passed=0
failed=0
log=$(mktemp "${TMPDIR:-/tmp}/ktour-test.XXXXXX") || exit 2
# No settings file of the developer's (ktour config): KTOUR_CONFIG unset and
# XDG_CONFIG_HOME an empty directory of our own, which a test that wants a
# file of its own replaces (tests/cli/tap.sh gives each script one).
unset KTOUR_CONFIG
XDG_CONFIG_HOME=$(cd "$(mktemp -d "${TMPDIR:-/tmp}/ktour-config.XXXXXX")" && pwd) || exit 2
export XDG_CONFIG_HOME
trap 'rm -f "$log"; rm -rf "$XDG_CONFIG_HOME"' EXIT INT TERM

count_cmocka() { # $1 = name, $2 = exit status; reads $log
	p=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
	f=$(sed -n 's/^\[  FAILED  \] \([0-9]*\) test.*/\1/p' "$log" | tail -n 1)
	p=${p:-0}
	f=${f:-0}
	if [ "$2" -ne 0 ] && [ "$f" -eq 0 ]; then
		echo "!! $1 exited with status $2 without a failing test: counted as a failure"
		f=1
	fi
	passed=$((passed + p))
	failed=$((failed + f))
}

for t in "$dir"/test_*; do
	[ -x "$t" ] || continue
	name=$(basename "$t")
	case "$name" in
	*.o | *.d) continue ;;
	test_e2e_*)
		[ "${KTOUR_SKIP_E2E:-0}" = 1 ] && continue
		wrapper="" ;;
	*) wrapper=${RUN_WRAPPER:-} ;;
	esac
	echo "== $name"
	# shellcheck disable=SC2086
	timeout -k 10 "$limit" $wrapper "$t" >"$log" 2>&1
	status=$?
	[ "$status" -eq 124 ] && echo "!! $name ran past ${limit} s and was stopped"
	grep -v '^\[ *\(RUN\|OK\) *\] ' "$log" | sed 's/^/   /'
	count_cmocka "$name" "$status"
done

for s in ${CLI_SCRIPTS:-tests/cli/test_*.sh}; do
	[ -f "$s" ] || continue
	echo "== $s"
	timeout -k 10 "$limit" sh "$s" >"$log" 2>&1
	status=$?
	[ "$status" -eq 124 ] && echo "!! $s ran past ${limit} s and was stopped"
	sed 's/^/   /' "$log" | grep -v '^   ok ' || true
	p=$(grep -c '^ok ' "$log")
	f=$(grep -c '^not ok ' "$log")
	if [ "$status" -ne 0 ] && [ "$f" -eq 0 ]; then
		echo "!! $s exited with status $status: counted as a failure"
		f=1
	fi
	passed=$((passed + p))
	failed=$((failed + f))
done

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ] && [ "$passed" -gt 0 ]
