# SPDX-License-Identifier: MIT
# Shared by the TAP scripts tests/cli/test_*.sh, which source it (its own
# name does not match, so run_tests.sh does not run it):
#   tap_name=NAME; . tests/cli/tap.sh
# gives KTOUR_BIN (also as KTOUR), the sample directories T and D, a
# temporary directory $tmp removed on exit, the counters n and fails, and
# ok / not_ok (notok) / skip / check / run / expect_rc / refused / interrupt_after /
# contains / same.  The scripts run from the top of the
# repository.
KTOUR_BIN=${KTOUR_BIN:-./ktour}
KTOUR=$KTOUR_BIN
T=assets/tours
D=tests/data
n=0
fails=0
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ktour-${tap_name:-test}.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
# No settings file but a script's own: KTOUR_CONFIG unset, XDG_CONFIG_HOME
# an empty directory (absolute, as XDG requires) under $tmp.
unset KTOUR_CONFIG
XDG_CONFIG_HOME=$(cd "$tmp" && pwd)/config
export XDG_CONFIG_HOME

ok() { n=$((n + 1)); echo "ok $n - $1"; }
not_ok() { n=$((n + 1)); fails=$((fails + 1)); echo "not ok $n - $1"; }
notok() { not_ok "$@"; }
skip() { n=$((n + 1)); echo "ok $n - $1 # SKIP $2"; }

# contains FILE TEXT NAME: FILE holds TEXT (else FILE is shown)
contains() {
	if grep -qF -- "$2" "$1"; then ok "$3"; else
		not_ok "$3: no '$2'"
		sed 's/^/# /' "$1"
	fi
}

# same FILE1 FILE2 NAME: the two files are byte for byte the same
same() {
	if cmp -s "$1" "$2"; then ok "$3"; else
		not_ok "$3: $1 and $2 differ"
		diff "$1" "$2" | head -20 | sed 's/^/# /'
	fi
}

# check DESCRIPTION COMMAND...: ok when COMMAND succeeds
check() {
	d=$1
	shift
	if "$@"; then ok "$d"; else not_ok "$d"; fi
}

# run ARGS...: ktour's stdout in $tmp/out, stderr in $tmp/err, status in $rc
run() {
	"$KTOUR_BIN" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
}

# expect_rc WANT NAME: the last run exited WANT (else its stderr is shown)
expect_rc() {
	if [ "$rc" -eq "$1" ]; then ok "$2 (exit $1)"; else
		not_ok "$2: exit $rc, expected $1"
		sed 's/^/# /' "$tmp/err"
	fi
}

# refused CMD WANT ARGS...: `ktour CMD ARGS` exits 2 with WANT in its
# message on stderr and nothing on stdout (else says what it did)
refused() {
	cmd=$1
	want=$2
	shift 2
	"$KTOUR_BIN" "$cmd" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	st=$?
	[ $st -eq 2 ] || { echo "# $cmd $*: exit $st, want 2"; return 1; }
	grep -q -- "$want" "$tmp/err" || { echo "# $cmd $*: message: $(cat "$tmp/err")"; return 1; }
	[ ! -s "$tmp/out" ]
}

# interrupt_after SECONDS ARGS...: run ktour ARGS in the background
# (stdout in $tmp/out, stderr in $tmp/err), send it SIGINT after SECONDS and
# wait up to 2 s for it to end: its exit status in $rc; fails (killing it)
# when it is still running then.
interrupt_after() {
	delay=$1
	shift
	"$KTOUR_BIN" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null &
	pid=$!
	sleep "$delay"
	kill -INT $pid
	i=0
	while kill -0 $pid 2>/dev/null && [ $i -lt 20 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if kill -0 $pid 2>/dev/null; then
		kill -KILL $pid
		wait $pid
		echo "# still running 2 s after SIGINT"
		return 1
	fi
	wait $pid
	rc=$?
}
