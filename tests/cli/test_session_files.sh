#!/bin/sh
# ktour explore --resume FILE: what is not a session is refused at once
# with a message naming it (issue 15 items 3 and 6): a FIFO with no writer
# (also with no terminal), a header cut short, CRLF line ends.  The
# explorer itself is tested in a pseudo-terminal (tests/e2e/).  TAP.
tap_name=session_files
. tests/cli/tap.sh

# within SECONDS ARGS: ktour ARGS ends within SECONDS (else it is killed);
# status in $rc, stderr in $tmp/err
within() {
	limit=$1
	shift
	"$KTOUR" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null &
	pid=$!
	i=0
	while kill -0 $pid 2>/dev/null && [ $i -lt $((limit * 10)) ]; do
		sleep 0.1
		i=$((i + 1))
	done
	if kill -0 $pid 2>/dev/null; then
		kill -KILL $pid
		wait $pid
		echo "# still running after ${limit}s"
		rc=999
		return 1
	fi
	wait $pid
	rc=$?
}

mkfifo "$tmp/fifo"
check "explore --resume FIFO (no writer, no terminal) ends within 3 s" within 3 explore --resume "$tmp/fifo"
expect_rc 2 "explore --resume FIFO is refused"
contains "$tmp/err" "a FIFO (named pipe), not a session file" "... saying it is a FIFO, not a session file"
contains "$tmp/err" "$tmp/fifo" "... naming it"

printf 'ktour explore session 1' >"$tmp/t.session"
run explore --resume "$tmp/t.session"
expect_rc 2 "a session file of just its header, without a newline, is refused"
contains "$tmp/err" "a damaged header line" "... as a damaged header"

cat >"$tmp/good.session" <<'END'
ktour explore session 1
board 8x8
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
seed 0
max-attempts 0
steps 0
speed 10
heatmap 0
checksum 64bb8fd527dea571
END
sed 's/$/\r/' "$tmp/good.session" >"$tmp/crlf.session"
run explore --resume "$tmp/crlf.session"
expect_rc 2 "a session with CRLF line ends is refused"
contains "$tmp/err" "CRLF (DOS) line ends" "... naming the line ends, not calling it damaged"
run explore --resume "$tmp/good.session"
expect_rc 2 "the same session with LF line ends reads (and then wants a terminal)"
contains "$tmp/err" "needs a terminal" "... (it got as far as the terminal check)"

echo "1..$n"
[ $fails -eq 0 ]
