#!/bin/sh
# SPDX-License-Identifier: MIT
# The settings file and `ktour config`: built in < the file < the command
# line for every key; every bad line named with its number and skipped;
# the file found by KTOUR_CONFIG, XDG_CONFIG_HOME and HOME, or none with
# --no-config; a missing, unreadable, directory or FIFO file named once and
# never waited on; `ktour config --edit`; the headless commands never read
# it.  TAP.
tap_name=config
. tests/cli/tap.sh

cfg=$tmp/config/ktour/config
mkdir -p "$tmp/config/ktour"

# line KEY VALUE FROM NAME: the last run's report has KEY at VALUE, from FROM
line() {
	if grep -q "^$1  *$2  *# $3\$" "$tmp/out"; then ok "$4"; else
		not_ok "$4: no '$1 $2 # $3'"
		grep "^#* *$1 " "$tmp/out" | sed 's/^/# /'
	fi
}

# ---- no file -------------------------------------------------------------------

run config
expect_rc 0 "config without a file"
contains "$tmp/out" "# the settings file: $cfg (there is none; ktour config --edit makes it)" \
	"config names where the file would be"
check "every setting built in" sh -c "! grep -v '^#' '$tmp/out' | grep -v '# built in' | grep -q ."
line board 8x8 "built in" "board built in"
line engine backtrack "built in" "engine built in"
line start corner "built in" "start built in: the corner"
line tiebreak 12345678 "built in (backtrack takes no tiebreak)" "a setting the engine does not take"
contains "$tmp/out" "# seed           -              # built in: from the clock, a new one each run" \
	"the seed: the clock's"
check "config: nothing on stderr" test ! -s "$tmp/err"

# ---- built in < file < command line, every key ------------------------------------------

# Every key at a value that is not its built-in one (two files: the engine
# that takes tiebreak is not the one that takes order, prune and closed).
cat >"$cfg" <<'EOF'
# board and display
board 6x7
leaper 1,3
torus no
start b6
engine warnsdorff
tiebreak pohl
seed 77
speed max
theme projector
colour 8
mouse no
ascii no
heatmap-panel no
stack-panel no
algorithm-panel yes
presentation yes
EOF
run config
expect_rc 0 "config with a file"
contains "$tmp/out" "# the settings file: $cfg" "the file named"
line board 6x7 "$cfg:2" "board from the file"
line leaper 1,3 "$cfg:3" "leaper from the file"
line torus no "$cfg:4" "torus from the file"
line start b6 "$cfg:5" "start from the file"
line engine warnsdorff "$cfg:6" "engine from the file"
line tiebreak pohl "$cfg:7" "tiebreak from the file"
line seed 77 "$cfg:8" "seed from the file"
line speed max "$cfg:9" "speed from the file"
line theme projector "$cfg:10" "theme from the file"
line color 8 "$cfg:11" "colour (spelt colour) from the file"
line mouse no "$cfg:12" "mouse from the file"
line ascii no "$cfg:13" "ascii from the file"
line heatmap-panel no "$cfg:14" "heatmap-panel from the file"
line stack-panel no "$cfg:15" "stack-panel from the file"
line algorithm-panel yes "$cfg:16" "algorithm-panel from the file"
line presentation yes "$cfg:17" "presentation from the file"

run config -b 5x5 --leaper 2,3 --torus -s a1 -e irwin --tiebreak roth --seed 5 \
	--speed 3 --colour 256 --theme mono --no-mouse --ascii
expect_rc 0 "config with the command line"
for kv in "board 5x5" "leaper 2,3" "torus yes" "start a1" "engine irwin" "tiebreak roth" \
	"seed 5" "speed 3" "color 256" "theme mono" "mouse no" "ascii yes"; do
	set -- $kv
	line "$1" "$2" "the command line" "$1 from the command line"
done
line presentation yes "$cfg:17" "presentation still from the file"

cat >"$cfg" <<'EOF'
closed yes
order 87654321
prune lookahead
mouse yes
ascii no
EOF
run config
line closed yes "$cfg:1" "closed from the file"
line order 87654321 "$cfg:2" "order from the file"
line prune lookahead "$cfg:3" "prune from the file"
run config --order 12345678 --prune none --no-mouse --ascii --color auto
line order 12345678 "the command line" "order from the command line"
line prune none "the command line" "prune from the command line"
line mouse no "the command line" "--no-mouse over mouse yes"
line ascii yes "the command line" "--ascii over ascii no"
line color auto "the command line" "--color over the built-in"
run config -e warnsdorff
expect_rc 0 "the file's backtrack settings with -e warnsdorff"
line order 12345678 "built in; $cfg:2's 87654321 is not used: warnsdorff takes no order" \
	"order kept for backtrack, not refused"
line closed no "built in; $cfg:1's yes is not used: warnsdorff takes no closed" \
	"closed kept for backtrack"
printf 'closed no\n' >"$cfg"
run config --closed
line closed yes "the command line" "--closed over closed no"
printf 'torus no\nspeed 20\n' >"$cfg"
run config --torus --speed max
line torus yes "the command line" "--torus over torus no"
line speed max "the command line" "--speed over the file's"

# an option that does not go with the file's engine or board: the message
# names the file's line (the user did not type it)
printf 'engine warnsdorff\nboard 5x5\n' >"$cfg"
check "an option against the file's engine names its line" refused config \
	"--order applies to the backtrack engine only; the warnsdorff engine uses --tiebreak (engine warnsdorff is $cfg:1)" \
	--order 87654321
check "... and the file's board" refused explore "rank 9 is not on a board of 5 rows (board 5x5 is $cfg:2)" \
	-s h9

# the report is itself a settings file, read back to the same settings
printf 'board 5x6\nengine irwin\nspeed 30\n' >"$cfg"
run config --seed 9 -s b2
cp "$tmp/out" "$tmp/report"
KTOUR_CONFIG=$tmp/report "$KTOUR" config >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 0 "the report read as a settings file"
check "... without a bad line" test ! -s "$tmp/err"
sed 's/ *#.*//' "$tmp/report" | grep . >"$tmp/a"
sed 's/ *#.*//' "$tmp/out" | grep . >"$tmp/b"
same "$tmp/a" "$tmp/b" "... to the same settings"

# ---- bad lines -------------------------------------------------------------------------

printf '%s\n' "board 5x5" "boards 6x6" "speed 0" "engine=irwin" "" "mouse" \
	"# fine" "color 16" "start h9" "ascii yes" "board 7x7" >"$cfg"
run config
expect_rc 1 "a file with bad lines: exit 1"
cat >"$tmp/want" <<EOF
ktour: $cfg:2: unknown key 'boards' (ktour config lists the keys)
ktour: $cfg:3: speed '0': expected steps per second from 1 to 100000000, or max
ktour: $cfg:4: 'engine=irwin': a setting is 'key value', with a blank, not '='
ktour: $cfg:6: mouse: no value
ktour: $cfg:8: color '16': expected auto, 256, 8 or off
ktour: $cfg:11: board is set again (line 1 set it first): this line is used
ktour: $cfg:9: start h9 is off the 7x7 board: the top-left corner is used
EOF
same "$tmp/err" "$tmp/want" "every bad line named with its number, in order"
line board 7x7 "$cfg:11" "the later board is used"
line ascii yes "$cfg:10" "the good lines after the bad ones are read"
line speed 10 "built in" "a bad value: the built-in"
contains "$tmp/out" "# the settings file: $cfg (lines skipped: see above)" \
	"the report says lines were skipped"
check "explore names the bad lines too, before it needs a terminal" \
	sh -c "'$KTOUR' explore </dev/null >/dev/null 2>'$tmp/e'; grep -q ':2: unknown key' '$tmp/e' &&
	       grep -q 'needs a terminal' '$tmp/e'"

# ---- which file ------------------------------------------------------------------------

printf 'board 6x6\n' >"$cfg"
run config --no-config
expect_rc 0 "--no-config"
contains "$tmp/out" "# no settings file: --no-config" "--no-config says so"
line board 8x8 "built in" "--no-config: the board built in"
printf 'board 9x9\n' >"$tmp/other"
KTOUR_CONFIG=$tmp/other "$KTOUR" config >"$tmp/out" 2>"$tmp/err"
line board 9x9 "$tmp/other:1" "KTOUR_CONFIG names another file"
KTOUR_CONFIG=/dev/null "$KTOUR" config >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 0 "KTOUR_CONFIG=/dev/null"
contains "$tmp/out" "# no settings file: /dev/null is the null device" "/dev/null: no file"
check "/dev/null: quiet" test ! -s "$tmp/err"
(unset XDG_CONFIG_HOME; HOME=$tmp/home; export HOME; mkdir -p "$HOME/.config/ktour"
	printf 'board 4x5\n' >"$HOME/.config/ktour/config"; "$KTOUR" config) >"$tmp/out" 2>"$tmp/err"
line board 4x5 "$tmp/home/.config/ktour/config:1" "no XDG_CONFIG_HOME: ~/.config/ktour/config"
(XDG_CONFIG_HOME=relative HOME=$tmp/home; export XDG_CONFIG_HOME HOME; "$KTOUR" config) \
	>"$tmp/out" 2>"$tmp/err"
line board 4x5 "$tmp/home/.config/ktour/config:1" "a relative XDG_CONFIG_HOME is not used"

# files that cannot be read: named once, the built-in settings used
KTOUR_CONFIG=$tmp/missing "$KTOUR" config >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 1 "KTOUR_CONFIG names a missing file"
check "... named once" sh -c "[ \$(wc -l <'$tmp/err') -eq 1 ] &&
	grep -q 'KTOUR_CONFIG: $tmp/missing: No such file or directory; going on with the built-in settings' '$tmp/err'"
line board 8x8 "built in" "... the built-in settings"
KTOUR_CONFIG=$tmp/other/x "$KTOUR" config >"$tmp/out" 2>"$tmp/err"
rc=$?
check "a path through a file: named once (exit 1)" \
	sh -c "[ $rc -eq 1 ] && [ \$(wc -l <'$tmp/err') -eq 1 ] && grep -q 'Not a directory' '$tmp/err'"
if [ "$(id -u)" -ne 0 ]; then
	printf 'board 5x5\n' >"$tmp/secret"
	chmod 000 "$tmp/secret"
	KTOUR_CONFIG=$tmp/secret "$KTOUR" config >"$tmp/out" 2>"$tmp/err"
	check "an unreadable file: named once" \
		sh -c "[ \$(wc -l <'$tmp/err') -eq 1 ] && grep -q 'Permission denied' '$tmp/err'"
else
	skip "an unreadable file: named once" "root reads every file"
fi
rm -f "$cfg"
mkdir "$cfg"
run config
check "a directory: refused, named once (exit 1)" \
	sh -c "[ $rc -eq 1 ] && [ \$(wc -l <'$tmp/err') -eq 1 ] &&
	       grep -q '$cfg: a directory, not a settings file; going on' '$tmp/err'"
rmdir "$cfg"
mkfifo "$tmp/fifo"
KTOUR_CONFIG=$tmp/fifo timeout 5 "$KTOUR" config >"$tmp/out" 2>"$tmp/err"
rc=$?
check "a FIFO: refused at once, not waited on (exit 1, not 124)" \
	sh -c "[ $rc -eq 1 ] && grep -q 'a FIFO (named pipe), not a settings file' '$tmp/err'"
KTOUR_CONFIG=$tmp/fifo timeout 5 "$KTOUR" explore </dev/null >/dev/null 2>"$tmp/err"
rc=$?
check "a FIFO: explore does not wait on it either" \
	sh -c "[ $rc -eq 2 ] && grep -q 'FIFO' '$tmp/err' && grep -q 'needs a terminal' '$tmp/err'"

# ---- who reads it -----------------------------------------------------------------------

printf 'board 6x6\nengine irwin\norder 87654321\nseed 3\nspeed max\n' >"$cfg"
check "play takes the board, not the engine (-e irwin would be refused)" \
	sh -c "'$KTOUR' play </dev/null >/dev/null 2>'$tmp/e'; grep -q 'play needs a terminal' '$tmp/e'"
run replay "$T/squirrel-cull-8x8.txt"
check "replay takes the file's display keys, not its search settings" \
	sh -c "[ $rc -eq 2 ] && grep -q 'needs a terminal' '$tmp/err' && ! grep -q 'does not apply' '$tmp/err'"
KTOUR_CONFIG=/dev/null "$KTOUR" solve -b 5x5 --seed 1 >"$tmp/a" 2>&1
"$KTOUR" solve -b 5x5 --seed 1 >"$tmp/b" 2>&1
same "$tmp/a" "$tmp/b" "solve does not read the file"
KTOUR_CONFIG=/dev/null "$KTOUR" count -b 5x5 >"$tmp/a" 2>&1
"$KTOUR" count -b 5x5 >"$tmp/b" 2>&1
same "$tmp/a" "$tmp/b" "count does not read the file"
KTOUR_CONFIG=/dev/null "$KTOUR" render -b 5x5 --seed 1 --step 7 -o "$tmp/a.svg" >/dev/null 2>&1
"$KTOUR" render -b 5x5 --seed 1 --step 7 -o "$tmp/b.svg" >/dev/null 2>&1
check "render does not read the file" sh -c "test -s '$tmp/a.svg' && cmp -s '$tmp/a.svg' '$tmp/b.svg'"
printf 'bad line here\n' >"$cfg"
# the lesson by its file: by its name it is found beside the program, and
# make asan's program (build-asan/ktour) has no assets/lessons beside it
run lesson assets/lessons/backtracking.lesson
check "lesson reads the file (its bad line named before it needs a terminal)" \
	sh -c "[ $rc -eq 2 ] && grep -q '$cfg:1: unknown key' '$tmp/err' && grep -q 'needs a terminal' '$tmp/err'"
run lesson --check assets/lessons/backtracking.lesson
check "lesson --check does not read it" sh -c "[ $rc -eq 0 ] && ! grep -q config '$tmp/err'"
run check "$T/squirrel-cull-8x8.txt"
check "check does not read the file (no message about it)" sh -c "! grep -q config '$tmp/err'"

# ---- config --edit ----------------------------------------------------------------------

rm -rf "$tmp/config"
EDITOR=true "$KTOUR" config --edit >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 0 "config --edit makes the file"
check "... with its directory" test -f "$cfg"
contains "$tmp/err" "config --edit: made $cfg, every setting in it commented out" "... and says so"
check "... every line a comment or blank" sh -c "! grep -v '^#' '$cfg' | grep -q ."
contains "$cfg" "# board 8x8" "... each key's example line"
contains "$cfg" "# The board: ROWSxCOLS, e.g. 8x8 or 5x6." "... and what it means"
run config
check "the made file: every setting built in, nothing skipped" \
	sh -c "[ $rc -eq 0 ] && [ ! -s '$tmp/err' ] && ! grep -v '^#' '$tmp/out' | grep -v '# built in' | grep -q ."
cat >"$tmp/ed.sh" <<'EOF'
# an editor: what it saw, then a line
cp "$1" "$(dirname "$0")/seen"
printf '%s\n' "$LINE" >>"$1"
EOF
printf 'board 5x5\n' >"$cfg"
cp "$cfg" "$tmp/before"
VISUAL="sh $tmp/ed.sh" EDITOR=false LINE="speed 7" "$KTOUR" config --edit >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 0 "config --edit: VISUAL before EDITOR"
same "$tmp/seen" "$tmp/before" "... the file as it was, not made again"
check "... the editor's line kept" grep -q '^speed 7$' "$cfg"
EDITOR="sh $tmp/ed.sh" LINE="speed fast" "$KTOUR" config --edit >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 1 "config --edit: a bad line left by the editor (exit 1)"
contains "$tmp/err" "$cfg:3: speed 'fast': expected steps per second" "... named at once"
EDITOR=false "$KTOUR" config --edit >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 2 "config --edit: the editor fails"
contains "$tmp/err" "config --edit: the editor 'false' exited with 1" "... said"
EDITOR=no-such-editor-here "$KTOUR" config --edit >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 2 "config --edit: no such editor"
contains "$tmp/err" "cannot run the editor 'no-such-editor-here' (set VISUAL or EDITOR)" "... said"
check "config --edit --no-config" refused config "with --no-config there is no settings file" \
	--edit --no-config
KTOUR_CONFIG=/dev/null EDITOR=true "$KTOUR" config --edit >"$tmp/out" 2>"$tmp/err"
rc=$?
check "config --edit of /dev/null: refused (exit 2)" \
	sh -c "[ $rc -eq 2 ] && grep -q 'null device' '$tmp/err'"
KTOUR_CONFIG=$tmp/fifo EDITOR=true timeout 5 "$KTOUR" config --edit >"$tmp/out" 2>"$tmp/err"
rc=$?
check "config --edit of a FIFO: refused at once (exit 2)" \
	sh -c "[ $rc -eq 2 ] && grep -q 'FIFO' '$tmp/err'"

# ---- the command's own ------------------------------------------------------------------

run config --help
check "config --help (exit 0)" sh -c "[ $rc -eq 0 ] && grep -q 'usage: ktour config' '$tmp/out' &&
	grep -q -- '--edit' '$tmp/out' && grep -q -- '--no-config' '$tmp/out'"
run --help
check "ktour --help lists config" grep -q '^  config ' "$tmp/out"
check "config: an operand" refused config "config: unexpected argument 'x'" x
check "config: a bad option value" refused config "board" -b 0x5
check "config: a contradiction, as explore says it" refused config \
	"--order applies to the backtrack engine only" -e warnsdorff --order 87654321

echo "1..$n"
[ "$fails" -eq 0 ]
