#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour lesson without a terminal: --check runs every shipped lesson (and
# the README's example) to every scene and prints their steps; a bad lesson
# is refused with FILE:LINE:COLUMN and exit 2; `ktour lesson` lists the
# installed lessons, a name finds one; explore --until and --goto refuse a
# moment that can never hold, with the reason, before the screen opens.  TAP.
tap_name=lesson
. tests/cli/tap.sh
L=assets/lessons

for f in $L/*.lesson; do
	run lesson --check "$f"
	expect_rc 0 "lesson --check $f"
	scenes=$(grep -c '^scene [0-9]*/[0-9]* at step' "$tmp/out")
	check "$f: 8 to 15 scenes, each with its step ($scenes)" \
		sh -c "[ $scenes -ge 8 ] && [ $scenes -le 15 ] && grep -q 'every scene reached' '$tmp/out'"
	check "$f: every expect holds, every figure filled in" \
		sh -c "grep -q 'every expect holds' '$tmp/out' && grep -q ': holds (line ' '$tmp/out' &&
			! grep '^  caption:' '$tmp/out' | grep -q '[{}]'"
	check "$f: no warnings (no empty caption, no panel it does not show)" \
		sh -c "! grep -q 'warning' '$tmp/err'"
done

# the figures of --check's captions, against ktour's own counts: plain
# backtracking on 5x5 from a5 (ktour count --prune none), Knuth's estimate
# with the lesson's probes and seed (ktour count --estimate)
tours=$("$KTOUR_BIN" count -b 5x5 -s a5 --prune none)
with_commas() { printf '%s' "$1" | sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/; ta'; }
run lesson --check $L/backtracking.lesson
contains "$tmp/out" "to find $tours tours" "backtracking's exhausted scene: ktour count's $tours tours"
# an exhausted search stepped once for each square put on the stack and
# once for each taken back (as many), once for each tour and once to end
line=$(grep 'is exhausted after' "$tmp/out" | tr -d ,)
steps=$(printf '%s\n' "$line" | sed -n 's/.*exhausted after \([0-9]*\) steps.*/\1/p')
nodes=$(printf '%s\n' "$line" | sed -n 's/.*having put \([0-9]*\) squares.*/\1/p')
check "... its $nodes squares on the stack: 2 x $nodes + $tours + 1 = $steps steps" \
	test "$((2 * nodes + tours + 1))" = "$steps"
contains "$tmp/out" "having put $(with_commas "$nodes") squares" "... written with commas"
est() { "$KTOUR_BIN" count "$@" --estimate --probes 200000 --seed 1; }
la=$(est -b 6x6 -s a6 --prune lookahead)
plain=$(est -b 6x6 -s a6 --prune none)
run lesson --check $L/lookahead.lesson
want=$(awk -v a="$la" 'BEGIN { printf "about %.1f million nodes", a / 1e6 }')
contains "$tmp/out" "$want" "lookahead: the 6x6 tree, $want (ktour count --estimate)"
want=$(awk -v a="$la" -v b="$plain" 'BEGIN { printf "around %.1f billion nodes, %d times", b / 1e9, b / a + 0.5 }')
contains "$tmp/out" "$(printf '%s' "$want" | sed 's/\([0-9]\)\([0-9]\{3\}\) times/\1,\2 times/')" \
	"... without the look-ahead: $want"
# the exact tree the estimate is of: ktour count's nodes (advances)
exact=$("$KTOUR_BIN" count -b 6x6 -s a6 --prune lookahead --no-symmetry --stats 2>/dev/null |
	sed -n 's/^nodes: //p')
check "the look-ahead's estimate ($la) is within 5% of its tree ($exact)" \
	awk -v a="$la" -v b="$exact" 'BEGIN { exit !(b > 0 && a > 0.95 * b && a < 1.05 * b) }'
# what the captions say beyond their figures
check "backtracking: from b5 the search backs up to c3" sh -c \
	"printf 'ktour lesson 1\ntitle T\nboard 5x5\nstart a5\nprune none\nscene A\ngoto 24\nexpect square c3\n' >'$tmp/c3.lesson' &&
	 '$KTOUR_BIN' lesson --check '$tmp/c3.lesson' >/dev/null"
check "backtracking: 64 tours from the 5x5 centre" \
	test "$("$KTOUR_BIN" count -b 5x5 -s c3 --prune none)" = 64
check "lookahead: 9,862 closed tours of 6x6" test "$("$KTOUR_BIN" count --closed -b 6x6)" = 9862
sc_all=0
for m in $(seq 5 64); do
	"$KTOUR_BIN" solve -e warnsdorff --tiebreak squirrel-cull -b ${m}x$m -s a$m -q >/dev/null 2>&1 ||
		sc_all=$m
done
check "warnsdorff: squirrel-cull finds a tour on every square board 5x5 to 64x64" test "$sc_all" = 0
first=0
for m in $(seq 5 41); do
	[ "$first" = 0 ] || break
	"$KTOUR_BIN" solve -e warnsdorff --tiebreak 12345678 -b ${m}x$m -s a$m -q >/dev/null 2>&1 ||
		first=$m
done
check "warnsdorff: the order 12345678 from the corner first fails on 41x41 ($first)" test "$first" = 41

# expects and figures: a false expect fails with its line, the value
# expected and the one found; an unknown figure is refused with its column
printf 'ktour lesson 1\ntitle T\nboard 5x5\nstart a5\nprune none\nscene A\nuntil solution 2\ncaption Tour {solutions} at {step}.\nexpect solutions 2\nexpect step 171\n' >"$tmp/bad.lesson"
run lesson --check "$tmp/bad.lesson"
expect_rc 2 "a false expect fails --check"
contains "$tmp/err" "bad.lesson:10:1: scene 1: expect step 171, but it is 170" "... naming its line, expected and found"
contains "$tmp/out" "  caption: Tour 2 at 170." "... the caption still printed, filled in"
contains "$tmp/out" "  FAILED (line 10): expect step 171, but it is 170" "... and the failure under it"
contains "$tmp/out" "every scene reached, 1 expect failed" "... counted"
run lesson --check $L/backtracking.lesson
contains "$tmp/out" "scene 6/14 at step 57 (line 58): The first tour" \
	"backtracking: the first tour of 5x5 at step 57"
contains "$tmp/out" "scene 11/14 at step 3469910" "backtracking: tour 304, the last"
run lesson --check $L/lookahead.lesson
contains "$tmp/out" "at step 10808 (line " "lookahead: plain backtracking's first 6x6 tour"

# the README's example, as it is printed there
awk '/^```lesson$/ { f = 1; next } /^```$/ { f = 0 } f' README.md >"$tmp/readme.lesson"
check "README.md has a lesson example" grep -q '^ktour lesson 1$' "$tmp/readme.lesson"
run lesson --check "$tmp/readme.lesson"
expect_rc 0 "the README's lesson passes --check"
contains "$tmp/out" "scene 2/3 at step 23 " "... its first dead end at step 23"
contains "$tmp/out" "scene 3/3 at step 57 " "... its first tour at step 57"
contains "$tmp/out" "  ask: Which squares can the knight reach from a5?" "... a question"
check "... a highlight" grep -q '^highlight b3 c4$' "$tmp/readme.lesson"
check "... and no warnings" sh -c "! grep -q warning '$tmp/err'"

# bad lessons: the file, the line and the column, and why
bad() { # NAME WANT: the lesson in $tmp/bad.lesson is refused with WANT
	run lesson --check "$tmp/bad.lesson"
	if [ "$rc" -eq 2 ] && grep -qF -- "$2" "$tmp/err"; then ok "$1"; else
		not_ok "$1: exit $rc"
		sed 's/^/# /' "$tmp/err"
	fi
}
printf 'ktour lesson 1\ntitle T\nboard 5x5\nscene A\nuntil stuck\n' >"$tmp/bad.lesson"
bad "stuck on backtracking" "bad.lesson:5:7: until: stuck: a backtrack search never gets stuck"
printf 'ktour lesson 1\ntitle T\nboard 5x5\nscene A\nuntil forced\n' >"$tmp/bad.lesson"
bad "forced without look-ahead" "bad.lesson:5:7: until: forced: this search has no look-ahead"
printf 'ktour lesson 1\ntitle T\nboard 5x5\nscene A\nuntil square f9\n' >"$tmp/bad.lesson"
bad "a square off the board" "bad.lesson:5:14: until: square 'f9'"
printf 'ktour lesson 1\ntitle T\nboard 5x5\nscene A\nuntil depth 26\n' >"$tmp/bad.lesson"
bad "a depth beyond the squares" "bad.lesson:5:13: until: depth 26: deeper than the 5x5 board's 25 squares"
printf 'ktour lesson 1\ntitle T\nboard 5x5\nstart a5\nscene A\nuntil solution 305\n' >"$tmp/bad.lesson"
bad "a tour the search never finds" "bad.lesson:6:1: scene 1: until solution 305 never holds: the search ends at step 3470461"
printf 'ktour lesson 1\ntitle T\nlimit 1000\nscene A\ngoto 5000\n' >"$tmp/bad.lesson"
bad "a scene beyond the limit" "bad.lesson:5:1: scene 1: goto 5000 does not hold within 1000 steps"
printf 'ktour lesson 1\ntitle T\nboard 5x5\nscene A\nshow stack screen\n' >"$tmp/bad.lesson"
bad "a word show does not know" "bad.lesson:5:12: show: 'screen' is not a part of the screen"
printf 'ktour lesson 1\ntitle T\nscene A\ncaption Tour {tours}.\n' >"$tmp/bad.lesson"
bad "an unknown figure" "bad.lesson:4:15: caption: 'tours' is not a figure"
printf 'ktour lesson 1\ntitle T\nscene A\nexpect solutions lots\n' >"$tmp/bad.lesson"
bad "an expect without a number" "bad.lesson:4:18: expect: expected a number"
printf 'ktour lesson 1\ntitle T\nscene A\ncaption {compare.depth}\n' >"$tmp/bad.lesson"
bad "a figure of a comparison the scene has not" "bad.lesson:4:1: scene 1: the caption names {compare.depth}"
printf 'title T\n' >"$tmp/bad.lesson"
bad "not a lesson" "bad.lesson:1:1: not a lesson: its first line must be 'ktour lesson 1'"
check "a missing lesson" refused lesson "no file and no installed lesson called 'nosuch'" nosuch
check "--check without a file" refused lesson "which lesson?" --check
check "no terminal" refused lesson "lesson needs a terminal" $L/backtracking.lesson
check "two lessons" refused lesson "one lesson at a time" a b
check "lesson --theme nonsense" refused lesson "--theme 'purple': expected dark" --theme purple $L/backtracking.lesson
check "lesson --speed nonsense" refused lesson "--speed 'fast': expected steps" --speed fast $L/backtracking.lesson
check "lesson --theme --present --speed still need a terminal" refused lesson "needs a terminal" \
	--theme projector --present --speed 50 --ascii --color off $L/backtracking.lesson
run lesson --check --theme light --speed max $L/backtracking.lesson
expect_rc 0 "lesson --check takes --theme and --speed"
printf 'ktour lesson 1\ntitle T\nboard 5x5\ntheme projector\npresent yes\nscene A\n' >"$tmp/look.lesson"
run lesson --check "$tmp/look.lesson"
expect_rc 0 "a header's theme and present yes pass --check"
printf 'ktour lesson 1\ntitle T\ntheme beige\nscene A\n' >"$tmp/look.lesson"
check "a header's bad theme" refused lesson "look.lesson:3:7: theme: 'beige'" --check "$tmp/look.lesson"
check "--check with --record" refused lesson "there is no screen to record" --check --record x.cast $L/backtracking.lesson

# installed lessons: the list with titles, a name without a path
KTOUR_LESSON_DIR=$L "$KTOUR_BIN" lesson >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 0 "ktour lesson lists the lessons"
contains "$tmp/out" "backtracking         Backtracking from scratch (14 scenes)" "... with their titles"
contains "$tmp/out" "warnsdorff           Warnsdorff's rule" "... all three"
KTOUR_LESSON_DIR=$L "$KTOUR_BIN" lesson --check lookahead >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 0 "a name finds an installed lesson"
contains "$tmp/out" "lookahead.lesson: Look ahead" "... lookahead.lesson"
KTOUR_LESSON_DIR=$tmp/none "$KTOUR_BIN" lesson >"$tmp/out" 2>"$tmp/err"
contains "$tmp/out" "No lessons installed" "no lessons: it says where it looked"
run lesson --help
contains "$tmp/out" "usage: ktour lesson" "lesson --help"
run --help
check "ktour --help lists lesson" grep -q '^  lesson ' "$tmp/out"

# pointing, asking, notes (issue 34 §4): --check prints the question and
# its answer, warns (exit 0) of an empty caption and of a caption that
# names a panel the scene does not show; --notes writes the teacher's pages
cat >"$tmp/point.lesson" <<'EOF'
ktour lesson 1
title Pointing
board 5x5
start a5
show moves
scene One
caption Watch the stack grow.
note Say hello first.
ask Where can the knight go?
answer To b3 or c4.
highlight b3 c4
arrow a5 b3
scene Two
run 3 steps
caption
scene Three
show moves stack
caption The stack is shown now.
EOF
run lesson --check "$tmp/point.lesson" --notes "$tmp/notes.txt"
expect_rc 0 "a lesson with warnings passes --check"
contains "$tmp/out" "  ask: Where can the knight go?" "--check prints the question"
contains "$tmp/out" "  answer: To b3 or c4." "... and its answer"
contains "$tmp/out" "every scene reached (with warnings)" "... and says there were warnings"
contains "$tmp/err" "warning: $tmp/point.lesson:6: scene 1 (One): the caption speaks of the stack, which the scene does not show (show ... stack)" \
	"a caption naming a panel the scene does not show is warned of"
contains "$tmp/err" "warning: $tmp/point.lesson:13: scene 2 (Two): the caption is empty" \
	"an empty caption is warned of, with its scene"
check "two warnings, not three (scene 3 shows the stack)" \
	sh -c "[ \$(grep -c warning '$tmp/err') -eq 2 ]"
printf '== Scene 1/3: One\nSay hello first.\nQuestion: Where can the knight go?\nAnswer: To b3 or c4.\nNext: scene 2, Two\n\n== Scene 2/3: Two\n(no notes)\nNext: scene 3, Three\n\n== Scene 3/3: Three\n(no notes)\nNext: the end of the lesson\n\n' >"$tmp/notes.want"
same "$tmp/notes.txt" "$tmp/notes.want" "--check --notes writes every scene's notes, question, answer and next title"
check "--notes into a folder that is not there" refused lesson "notes '/nonexistent/x': No such file" \
	--check --notes /nonexistent/x "$tmp/point.lesson"
check "--notes onto a folder" refused lesson "Is a directory" "$tmp/point.lesson" --notes "$tmp"
printf 'ktour lesson 1\ntitle T\nboard 5x5\nscene A\nanswer b3\n' >"$tmp/bad.lesson"
bad "an answer without a question" "bad.lesson:5:1: answer: to which question?"
printf 'ktour lesson 1\ntitle T\nboard 5x5\nstart a5\nscene A\narrow a5 a4\n' >"$tmp/bad.lesson"
bad "an arrow that is no knight's move" "bad.lesson:6:7: arrow: 'a5' to 'a4' is not a knight's move"
printf 'ktour lesson 1\ntitle T\nengine warnsdorff\ntiebreak roth\nboard 5x5\nscene A\nscene B\nengine backtrack\n' >"$tmp/bad.lesson"
bad "a header's tiebreak blamed at its line, not at the later engine" \
	"bad.lesson:4:1: tiebreak applies to the warnsdorff and irwin engines; backtrack uses order (engine backtrack: line 8)"
printf 'ktour lesson 1\ntitle T\nengine warnsdorff\ntiebreak roth\nboard 5x5\nscene A\nscene B\nengine backtrack\ntiebreak -\n' >"$tmp/bad.lesson"
run lesson --check "$tmp/bad.lesson"
expect_rc 0 "tiebreak - unsets the header's tiebreak"

# explore --until and --goto: refused before the screen opens
check "--until stuck on backtracking" refused explore "never gets stuck" -b 5x5 --until stuck
check "--until forced without look-ahead" refused explore "no look-ahead" -b 5x5 --until forced
check "--until a square off the board" refused explore "off the 5x5 board" -b 5x5 --until 'square f1'
check "--until depth beyond the squares" refused explore "25 squares" -b 5x5 --until 'depth 26'
check "--until retreat-to on a walk" refused explore "never backs up" -e warnsdorff --until 'retreat-to 3'
check "--until nonsense" refused explore "'later' is not a moment" --until later
check "--goto nonsense" refused explore "--goto 'x'" --goto x
check "--goto with --until" refused explore "not both" --goto 5 --until stuck
check "replay --until" refused replay "is for a search" --until stuck x.txt
check "a good --until still needs a terminal" refused explore "needs a terminal" -b 6x6 \
	--prune lookahead --until forced

echo "1..$n"
[ "$fails" -eq 0 ]
