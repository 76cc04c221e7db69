#!/bin/sh
# SPDX-License-Identifier: MIT
# What ktour says to a user who gets the command line wrong (issue 37, the
# student's list): a command's name typed after the options is told to
# come first, with the line to type; --help names the man page a checkout
# has (man ./man/ktour.1), or `man ktour` for an installed binary.  TAP.
tap_name=usage
. tests/cli/tap.sh

# stray WANT ARGS...: `ktour ARGS` exits 2, nothing on stdout, and its
# message is exactly WANT
stray() {
	want=$1
	shift
	"$KTOUR_BIN" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	st=$?
	[ $st -eq 2 ] || { echo "# ktour $*: exit $st, want 2"; return 1; }
	[ "$(cat "$tmp/err")" = "$want" ] || { echo "# ktour $*: message: $(cat "$tmp/err")"; return 1; }
	[ ! -s "$tmp/out" ]
}

check "a command after the options: comes first, the line to type" \
	stray "ktour: explore: unexpected argument 'solve'; the command comes first: ktour solve -b 3x3" \
	-b 3x3 solve
check "the words after it stay, in order, a name with a blank quoted" \
	stray "ktour: explore: unexpected argument 'check'; the command comes first: ktour check -b 5x5 --leaper 1,2 'my tour.txt' x" \
	-b 5x5 check --leaper 1,2 'my tour.txt' x
check "a hostile word in that line is escaped" \
	stray "ktour: explore: unexpected argument 'count'; the command comes first: ktour count -b 5x5 '\\033]0;x\\a'" \
	-b 5x5 count "$(printf '\033]0;x\a')"
# A line too long to show is cut before a word, and says so.
long=$(seq 1000 1200 | tr '\n' ' ')
# shellcheck disable=SC2086
"$KTOUR_BIN" -b 3x3 solve $long 2>"$tmp/err" >/dev/null
if grep -q "the command comes first: ktour solve -b 3x3 1000 1001 .* [0-9]* \.\.\.$" "$tmp/err" &&
	[ "$(wc -c <"$tmp/err")" -lt 600 ]; then
	ok "a long line is cut before a word, with ' ...'"
else
	not_ok "a long line is cut before a word, with ' ...': $(cat "$tmp/err")"
fi
check "any other stray word: the message as before" \
	stray "ktour: explore: unexpected argument 'foo' (try 'ktour explore --help')" -b 3x3 foo
check "explore typed, then another command: one command at a time" \
	stray "ktour: explore: unexpected argument 'solve': one command at a time ('solve' is a command of its own)" \
	explore -b 3x3 solve
check "solve, then count: one command at a time" \
	stray "ktour: solve: unexpected argument 'count': one command at a time ('count' is a command of its own)" \
	solve -b 3x3 count
check "count's own message for another word" \
	stray "ktour: count: unexpected argument 'x' (count takes options only, and files after --sum)" \
	count -b 3x3 x
# Every command of --list-options is known as one (the list in
# src/cli/cli_opts.c follows main.c's).
missing=""
for cmd in $("$KTOUR_BIN" --list-options | cut -d' ' -f1); do
	"$KTOUR_BIN" -b 3x3 "$cmd" 2>"$tmp/err" >/dev/null </dev/null
	grep -qF "the command comes first: ktour $cmd -b 3x3" "$tmp/err" || missing="$missing $cmd"
done
if [ -z "$missing" ]; then ok "every command is told to come first"; else
	not_ok "not told to come first:$missing"
fi

# --help and the man page.
run --help
if [ "$rc" -eq 0 ] && tr '\n' ' ' <"$tmp/out" | grep -qF "the man page has the details (man ./man/ktour.1)."; then
	ok "ktour --help in a checkout names man ./man/ktour.1"
else
	not_ok "ktour --help in a checkout names man ./man/ktour.1"
	sed 's/^/# /' "$tmp/out"
fi
run config --help
if tr '\n' ' ' <"$tmp/out" | grep -qF "FILES section lists its keys (man ./man/ktour.1)."; then
	ok "ktour config --help in a checkout names man ./man/ktour.1"
else
	not_ok "ktour config --help in a checkout names man ./man/ktour.1"
fi
# From another folder: the checkout's man page by its whole path.
top=$(pwd -P)
bin=$(cd "$(dirname "$KTOUR_BIN")" && pwd -P)/$(basename "$KTOUR_BIN")
(cd "$tmp" && "$bin" --help) >"$tmp/out" 2>&1
if tr '\n' ' ' <"$tmp/out" | grep -qF "(man $top/man/ktour.1)."; then
	ok "from another folder: man $top/man/ktour.1"
else
	not_ok "from another folder: man $top/man/ktour.1"
	sed 's/^/# /' "$tmp/out"
fi
# A binary with no man page beside it (installed): man ktour.
mkdir -p "$tmp/bin/sub"
cp "$bin" "$tmp/bin/sub/ktour"
"$tmp/bin/sub/ktour" --help >"$tmp/out" 2>&1
if tr '\n' ' ' <"$tmp/out" | grep -qF "the man page has the details (man ktour)."; then
	ok "an installed binary: man ktour"
else
	not_ok "an installed binary: man ktour"
	sed 's/^/# /' "$tmp/out"
fi
# A checkout in a folder whose name has a quote and a blank.
mkdir -p "$tmp/it's mine/man"
cp "$bin" "$tmp/it's mine/ktour"
: >"$tmp/it's mine/man/ktour.1"
(cd "$tmp" && "./it's mine/ktour" --help) >"$tmp/out" 2>&1
if tr '\n' ' ' <"$tmp/out" | grep -qF "(man './it'\\''s mine/man/ktour.1')."; then
	ok "a path with a quote and a blank, quoted for the shell"
else
	not_ok "a path with a quote and a blank, quoted for the shell"
	sed 's/^/# /' "$tmp/out"
fi

echo "1..$n"
[ "$fails" -eq 0 ]
