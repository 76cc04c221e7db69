#!/bin/sh
# SPDX-License-Identifier: MIT
# Every command of README.md runs as written, and prints what the README
# shows.  TAP.
#
# The README's convention: a command is a line `$ ./ktour ...` in a fenced
# block.  In a ```sh block the lines under it, up to the next `$` line or
# the fence, are output it prints: its standard output as it is, whole,
# line for line, but where a line `... (N lines left out)` (`... (1 line
# left out)`) stands for exactly N lines of it; nothing is cut without
# saying so, at the end neither, and a bare `...` is refused (issue 37).
# A command with no lines under it shows no output.
# A comment that ends in `exit N` (`# stuck (exit 1)`) gives the exit
# status it must end with; else it is 0.  `$ make TARGET` lines are the
# set-up: make test runs this script, so here the targets are only looked
# up in the Makefile.
#
# Each command runs with sh in a scratch directory where ./ktour is
# $KTOUR_BIN and assets/ is the checkout's, so files it writes (-o
# moment.png) are thrown away.  The interactive ones (explore or no
# command, replay, play, lesson NAME) cannot run headless: each runs in a
# pseudo-terminal of 80x24 made by script(1), is sent `q`, and must open
# its screen (the terminal's alternate screen) and quit with status 0.  The
# session of "The first five minutes" (a plain ``` block whose lines after
# the command are keys) is played key by key by tests/e2e/test_e2e_screens.c;
# here its command is opened and quit like the others.  `config --edit`
# runs with EDITOR=true.  The ```lesson block is tests/cli/test_lesson.sh's,
# and the picture's command beside docs/explorer.png is test_render.sh's.
#
# Also: every link of the README to a file names one that exists, and every
# link into docs/guide.md#ANCHOR names a heading of the guide.
tap_name=readme
. tests/cli/tap.sh

repo=$(pwd)
case $KTOUR_BIN in /*) bin=$KTOUR_BIN ;; *) bin=$repo/$KTOUR_BIN ;; esac
work=$tmp/work
mkdir -p "$work"
ln -s "$bin" "$work/ktour"
ln -s "$repo/assets" "$work/assets"
# `ktour lesson NAME` looks beside the program, which may be a build
# directory's (make asan): the checkout's lessons, as the README means.
KTOUR_LESSON_DIR=$repo/assets/lessons
EDITOR=true
VISUAL=true
TERM=xterm-256color
export KTOUR_LESSON_DIR EDITOR VISUAL TERM

# The commands, one record a line: `C<TAB>TYPE<TAB>LINE` (TYPE: the fence's
# language, `-` for none) and `O<TAB>LINE` for each output line under it.
awk '
	/^```/ {
		if (fence) { fence = 0; next }
		fence = 1; lang = substr($0, 4); if (lang == "") lang = "-"; cmd = 0; next
	}
	!fence { next }
	/^\$ / { print "C\t" lang "\t" substr($0, 3); cmd = (lang == "sh"); next }
	cmd { print "O\t" $0 }
' README.md >"$tmp/records"

commands=$(grep -c '^C' "$tmp/records")
check "README.md shows at least 30 commands ($commands)" test "$commands" -ge 30

# outputs_match WANT GOT: GOT is the output WANT shows, line for line,
# each `... (N lines left out)` N lines of GOT; else says where it is not
outputs_match() {
	awk 'FILENAME == ARGV[1] { want[++n] = $0; next }
		{ got[++m] = $0 }
		function fail(why) { print "# " why; bad = 1; exit 1 }
		END {
			if (bad) exit 1
			j = 0
			for (i = 1; i <= n; i++) {
				w = want[i]
				if (w == "...")
					fail("a bare ... (line " i " shown): say how many lines are left out: ... (N lines left out)")
				if (w ~ /^\.\.\. \([0-9]+ lines? left out\)$/) {
					k = w; sub(/^\.\.\. \(/, "", k); sub(/ .*/, "", k); k += 0
					if ((k == 1) != (w ~ / line left/))
						fail("\"" w "\": " (k == 1 ? "1 line" : k " lines"))
					if (j + k > m)
						fail("\"" w "\" (line " i " shown): only " m - j " lines are left")
					j += k
					continue
				}
				if (j + 1 > m)
					fail("the output ends (" m " lines) before the shown line " i ": " w)
				if (got[j + 1] != w)
					fail("output line " j + 1 " is \"" got[j + 1] "\", the README shows \"" w "\"")
				j++
			}
			if (j < m)
				fail("the output goes on for " m - j " lines the README neither shows nor says are left out, from: " got[j + 1])
		}' "$1" "$2"
}

# interactive LINE: is LINE one of the explorer's screens?
interactive() {
	# shellcheck disable=SC2086 # its words, as the shell splits them
	set -- ${1%%#*}
	shift # ./ktour
	case ${1:-} in
	"" | -* | explore | replay | play) return 0 ;;
	lesson)
		shift
		case "$*" in "" | *--check*) return 1 ;; esac
		return 0 ;;
	esac
	return 1
}

have_script=yes
command -v script >/dev/null 2>&1 || have_script=no

# run_line LINE WANT_RC: runs it, its output in $tmp/got; ok or not
run_line() {
	line=$1
	want=$2
	if interactive "$line"; then
		if [ $have_script = no ]; then
			skip "README (interactive): $line" "no script(1) to give it a terminal"
			return
		fi
		printf q | (cd "$work" && timeout 30 script -qec \
			"stty cols 80 rows 24 2>/dev/null; $line" /dev/null) >"$tmp/got" 2>&1
		st=$?
		if [ $st -eq 0 ] && grep -q "$(printf '\033')\[?1049h" "$tmp/got"; then
			ok "README (interactive, opened and quit with q): $line"
		else
			not_ok "README (interactive): $line: exit $st"
			tr -d '\033' <"$tmp/got" | tail -c 600 | sed 's/^/# /'
		fi
		return
	fi
	(cd "$work" && timeout 60 sh -c "$line") >"$tmp/got" 2>"$tmp/err" </dev/null
	st=$?
	if [ $st -ne "$want" ]; then
		not_ok "README: $line: exit $st, the README says $want"
		sed 's/^/# /' "$tmp/err" | head -10
	elif [ -s "$tmp/want" ] && ! outputs_match "$tmp/want" "$tmp/got" >"$tmp/why"; then
		not_ok "README: $line: not the output shown"
		cat "$tmp/why"
		head -20 "$tmp/got" | sed 's/^/#   /'
	else
		ok "README: $line"
	fi
}

# the records, each command with the output lines under it
flush() {
	[ -n "$pending" ] || return 0
	case "$pending" in
	"make "*)
		t=${pending#make }
		t=${t%%#*}
		t=$(printf '%s' "$t" | tr -d ' ')
		check "README: \`make $t\` is a target of the Makefile" \
			grep -qE "^([A-Za-z_-]+ )*$t( [A-Za-z_-]+)*:" Makefile ;;
	"./ktour"*)
		rc_want=$(printf '%s\n' "$pending" | sed -n 's/.*#.*exit \([0-9][0-9]*\)[^0-9]*$/\1/p')
		run_line "$pending" "${rc_want:-0}" ;;
	*) not_ok "README: a command that is neither ./ktour nor make: $pending" ;;
	esac
	pending=
}
pending=
: >"$tmp/want"
tab=$(printf '\t')
while IFS= read -r rec; do
	case $rec in
	C"$tab"*)
		flush
		: >"$tmp/want"
		pending=${rec#C"$tab"*"$tab"} ;;
	O"$tab"*) printf '%s\n' "${rec#O"$tab"}" >>"$tmp/want" ;;
	esac
done <"$tmp/records"
flush

# the README's known answers are really checked (docs/literature.md):
# 304 tours from a corner of 5x5, Stone's 9862 closed 6x6 tours
for known in "count -b 5x5 --start a5:304" "count -b 6x6 --closed:9862"; do
	c=${known%:*}
	k=${known##*:}
	check "README: \`$c\` shows $k" \
		awk -v c="\$ ./ktour $c" -v k="$k" '
			index($0, c) == 1 { getline; if ($0 == k) found = 1 }
			END { exit !found }' README.md
done

# links: files that exist; anchors of the guide that are its headings
grep -oE '\]\([^)#]+(#[^)]*)?\)' README.md | sed 's/^](//; s/)$//' | sort -u >"$tmp/links"
while IFS= read -r link; do
	file=${link%%#*}
	case $file in http*) continue ;; esac
	check "README: the link $link names a file" test -e "$file"
done <"$tmp/links"
sed -n 's/^#\{1,4\} //p' docs/guide.md | tr 'A-Z' 'a-z' | sed 's/[^a-z0-9 -]//g; s/ /-/g' >"$tmp/anchors"
grep -o 'docs/guide.md#[a-z0-9-]*' README.md | sort -u >"$tmp/guide-links"
check "README: links into the guide's sections" test -s "$tmp/guide-links"
while IFS= read -r link; do
	check "README: $link is a heading of the guide" grep -qxF "${link#*#}" "$tmp/anchors"
done <"$tmp/guide-links"

echo "1..$n"
[ "$fails" -eq 0 ]
