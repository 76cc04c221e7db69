#!/bin/sh
# SPDX-License-Identifier: MIT
# Files written with -o (solve, convert): through symbolic links to the
# file they name (the link stays), straight into pipes, terminals and
# /dev/stdout, keeping a replaced file's mode and (as root) owner, refusing
# a read-only file without --force; -q does not stop -o.  TAP output.
tap_name=output
. tests/cli/tap.sh

is_link() { # PATH NAME
	if [ -L "$1" ]; then ok "$2"; else not_ok "$2: $1 is no longer a symbolic link"; fi
}

# A ktour that replaces /dev/stdout (as root it can) must not break the
# machine for what runs next: put the link back.
mend_stdout() {
	if [ ! -L /dev/stdout ] && [ "$(id -u)" = 0 ]; then
		rm -f /dev/stdout && ln -s /proc/self/fd/1 /dev/stdout
	fi
}
trap 'mend_stdout; rm -rf "$tmp"' EXIT INT TERM

# what the file should hold: convert to standard output
"$KTOUR_BIN" convert "$T/tour-3x4.txt" --to moves >"$tmp/want" || not_ok "convert to stdout"

# ---- descriptor links and pipes: written to, never replaced ------------------------

ln -s /proc/self/fd/1 "$tmp/s"
"$KTOUR_BIN" convert "$T/tour-3x4.txt" --to moves -o "$tmp/s" >"$tmp/cap" 2>"$tmp/err"
rc=$?
expect_rc 0 "-o a link to /proc/self/fd/1"
same "$tmp/want" "$tmp/cap" "a link to /proc/self/fd/1: the output reaches stdout"
is_link "$tmp/s" "a link to /proc/self/fd/1 stays a link"

"$KTOUR_BIN" convert "$T/tour-3x4.txt" --to moves -o /dev/stdout >"$tmp/cap" 2>"$tmp/err"
rc=$?
expect_rc 0 "-o /dev/stdout"
same "$tmp/want" "$tmp/cap" "-o /dev/stdout fills the redirected file"
is_link /dev/stdout "/dev/stdout stays a link"
mend_stdout

echo "first line" >"$tmp/log"
"$KTOUR_BIN" convert "$T/tour-3x4.txt" --to moves -o /dev/stdout >>"$tmp/log" 2>"$tmp/err"
{ echo "first line"; cat "$tmp/want"; } >"$tmp/want-log"
same "$tmp/want-log" "$tmp/log" "-o /dev/stdout >>log appends, as the shell asked"
mend_stdout

"$KTOUR_BIN" convert "$T/tour-3x4.txt" --to moves -o /dev/stdout 2>"$tmp/err" | cat >"$tmp/cap"
same "$tmp/want" "$tmp/cap" "-o /dev/stdout into a pipe"
mend_stdout

"$KTOUR_BIN" solve -b 5x5 -o /dev/stdout >"$tmp/cap" 2>"$tmp/err"
rc=$?
expect_rc 0 "solve -o /dev/stdout"
contains "$tmp/cap" "# board 5x5" "solve -o /dev/stdout: the tour on stdout"
mend_stdout

if mkfifo "$tmp/fifo" 2>/dev/null; then
	cat "$tmp/fifo" >"$tmp/cap" &
	reader=$!
	timeout 10 "$KTOUR_BIN" convert "$T/tour-3x4.txt" --to moves -o "$tmp/fifo" 2>"$tmp/err"
	rc=$?
	[ "$rc" -eq 0 ] || kill $reader 2>/dev/null # it never opened the FIFO
	wait $reader
	expect_rc 0 "-o a FIFO"
	same "$tmp/want" "$tmp/cap" "-o a FIFO: the reader gets the tour"
	if [ -p "$tmp/fifo" ]; then ok "the FIFO stays a FIFO"; else not_ok "the FIFO was replaced"; fi
else
	skip "-o a FIFO" "mkfifo failed"
fi

run convert "$T/tour-3x4.txt" --to moves -o /dev/null
expect_rc 0 "-o /dev/null"

# ---- links to regular files: the file they name is replaced, the link stays -------

mkdir "$tmp/real" "$tmp/sub"
echo "old" >"$tmp/real/tour.txt"
ln -s real/tour.txt "$tmp/via.txt"
run solve -b 5x5 -o "$tmp/via.txt"
expect_rc 0 "solve -o a link to real/tour.txt"
is_link "$tmp/via.txt" "the link stays a link"
contains "$tmp/real/tour.txt" "# board 5x5" "real/tour.txt holds the new tour"

ln -s ../via.txt "$tmp/sub/chain" # relative to sub/, through a second link
run convert "$T/tour-3x4.txt" --to moves -o "$tmp/sub/chain"
expect_rc 0 "convert -o a chain of two relative links"
same "$tmp/want" "$tmp/real/tour.txt" "a chain of links: the file at its end is written"
is_link "$tmp/sub/chain" "the first link stays"
is_link "$tmp/via.txt" "the second link stays"
if [ "$(ls -A "$tmp/real" "$tmp/sub" | grep -c ktour-tmp)" -eq 0 ]; then
	ok "no temporary file left"; else not_ok "a temporary file left"; fi

run convert "$T/tour-3x4.txt" --to moves -o "$tmp/sub/chain" --no-clobber
expect_rc 2 "--no-clobber through a link to an existing file"
same "$tmp/want" "$tmp/real/tour.txt" "--no-clobber: the file at the end is intact"

ln -s real/new.txt "$tmp/dangling"
run convert "$T/tour-3x4.txt" --to moves -o "$tmp/dangling" --no-clobber
expect_rc 0 "-o a dangling link"
same "$tmp/want" "$tmp/real/new.txt" "a dangling link creates the file it names"
is_link "$tmp/dangling" "the dangling link stays a link"

# ---- mode, owner, read-only, hard links ----------------------------------------------

echo "old" >"$tmp/m.txt"
chmod 640 "$tmp/m.txt"
run convert "$T/tour-3x4.txt" --to moves -o "$tmp/m.txt"
mode=$(stat -c %a "$tmp/m.txt")
if [ "$mode" = 640 ]; then ok "a replaced file keeps its mode (640)"; else
	not_ok "mode 640 became $mode"; fi

echo "keep me" >"$tmp/ro.txt"
chmod 444 "$tmp/ro.txt"
run convert "$T/tour-3x4.txt" --to moves -o "$tmp/ro.txt"
expect_rc 2 "convert -o a read-only file is refused"
contains "$tmp/err" "read-only" "read-only: says so"
contains "$tmp/err" "use --force" "read-only: says to use --force"
if [ "$(cat "$tmp/ro.txt")" = "keep me" ]; then ok "read-only: the file is intact"; else
	not_ok "read-only: the file changed"; fi
run solve -b 5x5 -o "$tmp/ro.txt"
expect_rc 2 "solve -o a read-only file is refused"
contains "$tmp/err" "use --force" "solve: says to use --force"
run convert "$T/tour-3x4.txt" --to moves -o "$tmp/ro.txt" --force
expect_rc 0 "convert --force replaces a read-only file"
same "$tmp/want" "$tmp/ro.txt" "--force: the new content"
mode=$(stat -c %a "$tmp/ro.txt")
if [ "$mode" = 444 ]; then ok "--force: the file stays read-only (444)"; else
	not_ok "--force: mode 444 became $mode"; fi
run solve -b 5x5 -o "$tmp/ro.txt" -f
expect_rc 0 "solve -f replaces a read-only file"
contains "$tmp/ro.txt" "# board 5x5" "solve -f: the new tour"
run convert "$T/tour-3x4.txt" --to moves -o "$tmp/x.txt" --force --no-clobber
expect_rc 2 "--force with --no-clobber"

if [ "$(id -u)" = 0 ]; then
	echo "old" >"$tmp/own.txt"
	chown nobody:nogroup "$tmp/own.txt" 2>/dev/null || chown 65534:65534 "$tmp/own.txt"
	before=$(stat -c '%u:%g' "$tmp/own.txt")
	run convert "$T/tour-3x4.txt" --to moves -o "$tmp/own.txt"
	after=$(stat -c '%u:%g' "$tmp/own.txt")
	if [ "$before" = "$after" ] && [ "$after" != "0:0" ]; then
		ok "as root, a replaced file keeps its owner and group ($after)"
	else
		not_ok "owner and group $before became $after"
	fi
	same "$tmp/want" "$tmp/own.txt" "the file owned by nobody holds the new content"
else
	skip "a replaced file keeps its owner and group" "not root (uid $(id -u))"
	skip "the file owned by nobody holds the new content" "not root"
fi

# A hard link is split (the man page says so): the name written gets the new
# content; the other name keeps the old one.
echo "old" >"$tmp/h1.txt"
ln "$tmp/h1.txt" "$tmp/h2.txt"
run convert "$T/tour-3x4.txt" --to moves -o "$tmp/h1.txt"
same "$tmp/want" "$tmp/h1.txt" "hard link: the name written holds the new content"
if [ "$(cat "$tmp/h2.txt")" = "old" ]; then ok "hard link: the other name keeps the old content"
else not_ok "hard link: the other name changed"; fi

# ---- -q silences standard output only ---------------------------------------------

run solve -b 5x5 -o "$tmp/q.txt" -q
expect_rc 0 "solve -b 5x5 -o f.txt -q"
contains "$tmp/q.txt" "# board 5x5" "-q with -o: the file is written"
if [ ! -s "$tmp/out" ]; then ok "-q with -o: nothing on stdout"; else not_ok "-q: stdout not empty"; fi
run solve -b 3x3 -e warnsdorff -o "$tmp/stuck.txt" -q
expect_rc 1 "-q -o with a stuck walk"
contains "$tmp/stuck.txt" "stuck after" "-q -o: the partial path is written"

echo "1..$n"
[ "$fails" -eq 0 ]
