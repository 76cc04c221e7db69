#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour render (issue 23): a moment of the explorer as SVG, PNG, PDF, and
# steps A..B as a GIF; each read back: the SVG parsed with xmllint (the
# move numbers of the path, the knight, the step, the narration), the
# PNG's header, the PDF through pdfinfo and pdftotext, the GIF's blocks
# (frames, delays) walked by test_pictures.sh's reader.  The README's
# "Slides and handouts" commands run as written.  TAP output.
tap_name=render
. tests/cli/tap.sh

# gif_frames FILE: "DELAY" per image, from the GIF's block structure.
gif_frames() {
	od -An -v -tu1 "$1" | awk '
	{ for (i = 1; i <= NF; i++) b[n++] = $i }
	function word(at) { return b[at] + 256 * b[at + 1] }
	function skip_blocks(at) { while (b[at] != 0) at += b[at] + 1; return at + 1 }
	END {
		at = 13
		if (b[10] >= 128) at += 3 * 2 ^ (b[10] % 8 + 1)
		while (at < n && b[at] != 59) {
			if (b[at] == 33) {
				if (b[at + 1] == 249) delay = word(at + 4)
				at = skip_blocks(at + 2)
			} else if (b[at] == 44) {
				print delay
				flags = b[at + 9]
				at += 10
				if (flags >= 128) at += 3 * 2 ^ (flags % 8 + 1)
				at = skip_blocks(at + 1)
			} else exit 1
		}
	}'
}

# ---- SVG -------------------------------------------------------------------------

run render -b 6x6 --step 30 -o "$tmp/s.svg"
expect_rc 0 "6x6 at step 30 as SVG"
xp() { xmllint --xpath "$1" "$tmp/s.svg" 2>/dev/null; }
check "SVG: well-formed (xmllint)" xmllint --noout "$tmp/s.svg"
check "SVG: its title names the moment" \
	test "$(xp "string(//*[local-name()='title'])")" = "ktour: 6x6, step 30"
check "SVG: the step" test "$(xp "count(//*[local-name()='text'][.='step 30'])")" = 1
check "SVG: the knight" test "$(xp "count(//*[local-name()='text'][.='♞'])")" -ge 2
# the path at step 30 is 25 squares deep: the board numbers 1..24, the
# knight on the 25th (the heatmap's digits are its onward moves, 0..8)
xp "//*[local-name()='g'][@id='ktour-text']/*[local-name()='text']/text()" >"$tmp/texts"
for k in 1 12 24; do
	check "SVG: move number $k on the board" grep -qx "$k" "$tmp/texts"
done
check "SVG: no move 25 (the knight stands there)" sh -c "! grep -qx 25 '$tmp/texts'"
contains "$tmp/texts" "All tried at a3: its only candidate has been searched" "SVG: the narration"
contains "$tmp/texts" "26 a3 × all tried" "SVG: the stack names why a3 was given up"
contains "$tmp/texts" "Search stack" "SVG: the stack"
contains "$tmp/texts" "Onward moves" "SVG: the heatmap"
contains "$tmp/texts" "backtrack order 12345678 prune none open" "SVG: the settings"

run render -b 6x6 --step 30 --show board --theme mono -o "$tmp/b.svg"
expect_rc 0 "--show board --theme mono"
xmllint --xpath "//*[local-name()='g'][@id='ktour-text']/*[local-name()='text']/text()" \
	"$tmp/b.svg" >"$tmp/btexts" 2>/dev/null
check "--show board: no stack, no narration, no status" \
	sh -c "! grep -q 'Search stack\|All tried\|step 30' '$tmp/btexts'"

# ---- the seed: 1 unless --seed is given -------------------------------------------

# the same command, the same bytes: a search's status line names its seed,
# and Warnsdorff's random ties draw on it
for i in 1 2; do
	run render -b 6x6 --step 30 -o "$tmp/seed$i.svg"
	run render -b 8x8 -e warnsdorff --tiebreak random --step 40 -o "$tmp/rand$i.svg"
done
check "no --seed: two renders, the same SVG" cmp -s "$tmp/seed1.svg" "$tmp/seed2.svg"
check "random ties: two renders, the same SVG" cmp -s "$tmp/rand1.svg" "$tmp/rand2.svg"
contains "$tmp/seed1.svg" "seed 1<" "no --seed: the status line says seed 1"
run render -b 8x8 -e warnsdorff --tiebreak random --step 40 --seed 7 -o "$tmp/rand7.svg"
expect_rc 0 "--seed 7"
contains "$tmp/rand7.svg" "seed 7<" "--seed 7: the status line says seed 7"
check "--seed 7: another picture" sh -c "! cmp -s '$tmp/rand1.svg' '$tmp/rand7.svg'"
run render -b 5x5 --step 20 -o "$tmp/seed1.png"
run render -b 5x5 --step 20 -o "$tmp/seed2.png"
check "no --seed: two PNGs, the same bytes" cmp -s "$tmp/seed1.png" "$tmp/seed2.png"

# ---- --legend: a key to the marks ------------------------------------------------------

# 6x6 at step 29: b1 a dead end, backed up from; the key names every mark
run render -b 6x6 --step 29 --legend -o "$tmp/key.svg"
expect_rc 0 "--legend"
xmllint --xpath "//*[local-name()='g'][@id='ktour-text']/*[local-name()='text']/text()" \
	"$tmp/key.svg" >"$tmp/keytexts" 2>/dev/null
for words in "on the path, in move order" "the start" "the knight" "a candidate, not tried yet" \
	"tried next" "backtracked from (fading)" "forced: one way left" "dead end: cut off"; do
	check "--legend: the key says \"$words\"" grep -qxF "$words" "$tmp/keytexts"
done
check "--legend: no Warnsdorff mark where no square has one" \
	sh -c "! grep -qF \"not Warnsdorff's choice\" '$tmp/keytexts'"
check "no --legend: no key" sh -c "! grep -qxF 'dead end: cut off' '$tmp/texts'"
# the backtracking 5x5 tour leaves Warnsdorff at its 6th move (square 7*)
run render --replay $T/backtrack-5x5.moves --move 25 --legend --theme mono -o "$tmp/keyr.svg"
expect_rc 0 "--legend on a replay, mono"
xmllint --xpath "//*[local-name()='g'][@id='ktour-text']/*[local-name()='text']/text()" \
	"$tmp/keyr.svg" >"$tmp/keyrtexts" 2>/dev/null
check "--legend on a replay: the mark of a move not Warnsdorff's" \
	grep -qxF "not Warnsdorff's choice" "$tmp/keyrtexts"
for f in png pdf; do
	run render -b 6x6 --step 29 --legend --theme light -o "$tmp/key.$f"
	expect_rc 0 "--legend as ${f}"
done
pdftotext "$tmp/key.pdf" "$tmp/key.txt" 2>&1
contains "$tmp/key.txt" "dead end: cut off" "--legend: the PDF's key is text"

# ---- --until COND: a moment of the lesson's kind ------------------------------------

# the backtracking lesson's "A subtree given up": 5x5 backs up to its 10th
# square at step 535; from step 60, the next tour is tour 2, at step 170
run render -b 5x5 --until 'retreat-to 10' -o "$tmp/u.svg"
expect_rc 0 "--until 'retreat-to 10'"
check "--until: the picture of step 535" \
	test "$(xmllint --xpath "string(//*[local-name()='title'])" "$tmp/u.svg")" = "ktour: 5x5, step 535"
run render -b 5x5 --step 60 --until solution -o "$tmp/u2.svg"
expect_rc 0 "--step 60 --until solution"
check "--step then --until: tour 2 at step 170" \
	test "$(xmllint --xpath "string(//*[local-name()='title'])" "$tmp/u2.svg")" = "ktour: 5x5, step 170"
xmllint --xpath "//*[local-name()='g'][@id='ktour-text']/*[local-name()='text']/text()" \
	"$tmp/u2.svg" >"$tmp/u2texts" 2>/dev/null
contains "$tmp/u2texts" "SOLUTION 2 FOUND" "--until solution: the status says the tour"
check "--until a moment past the search's end" refused render "the search ended at step 3470461 before solution 400" \
	-b 5x5 --until 'solution 400' -o "$tmp/x.svg"
check "--until what is not a moment" refused render "'bogus' is not a moment" \
	-b 5x5 --until bogus -o "$tmp/x.svg"
check "--until a step behind --step" refused render "step 50 is behind: this is step 100" \
	-b 5x5 --step 100 --until 'step 50' -o "$tmp/x.svg"
check "--until forced without the look-ahead" refused render "--until 'forced'" \
	-b 5x5 --until forced -o "$tmp/x.svg"
check "--until with --frames" refused render "--until COND draws one picture" \
	-b 5x5 --until solution --frames 0..5 -o "$tmp/x.gif"

# ---- PNG, PDF ----------------------------------------------------------------------

run render -b 8x8 --step 1000000 --size 800x450 -o "$tmp/m.png"
expect_rc 0 "8x8 at step 1000000 as PNG"
head=$(od -An -v -tu1 -N 24 "$tmp/m.png" | tr -s ' \n' ' ')
case "$head" in
" 137 80 78 71 13 10 26 10 0 0 0 13 73 72 68 82 0 0 3 32 0 0 1 194 ") ok "PNG: signature, 800x450" ;;
*) not_ok "PNG: header $head" ;;
esac
run render -b 8x8 --step 1000000 -o "$tmp/m.pdf"
expect_rc 0 "the same as PDF"
pdfinfo "$tmp/m.pdf" >"$tmp/info" 2>&1
check "PDF: one page" grep -Eq '^Pages: +1$' "$tmp/info"
check "PDF: 1600 x 900 points (16:9)" grep -Eq '^Page size: +1600 x 900 pts' "$tmp/info"
pdftotext "$tmp/m.pdf" "$tmp/m.txt" 2>&1
contains "$tmp/m.txt" "All tried at b2: its only candidate has been searched; back to a4." \
	"PDF: the narration is text (pdftotext)"
contains "$tmp/m.txt" "step 1000000" "PDF: the step"
contains "$tmp/m.txt" "adv 500027" "PDF: the counters"

# ---- replays: a tour file, a path saved in play ---------------------------------------

run render --replay $T/closed-8x8.json --move 20 -o "$tmp/r.svg"
expect_rc 0 "--replay FILE --move 20"
xmllint --xpath "//*[local-name()='g'][@id='ktour-text']/*[local-name()='text']/text()" \
	"$tmp/r.svg" >"$tmp/rtexts" 2>/dev/null
contains "$tmp/rtexts" "square 20/64" "replay: the knight on square 20"
check "replay: titled by its move (move 20)" \
	test "$(xmllint --xpath "string(//*[local-name()='title'])" "$tmp/r.svg")" = "ktour: 8x8, move 20"
run render --replay $T/closed-8x8.json --step 19 -o "$tmp/r19.svg"
check "replay: --step 19 is --move 20, the same title" \
	test "$(xmllint --xpath "string(//*[local-name()='title'])" "$tmp/r19.svg")" = "ktour: 8x8, move 20"
run render --replay $T/closed-8x8.json --move 1 -o "$tmp/r1.pdf"
pdfinfo "$tmp/r1.pdf" >"$tmp/r1info" 2>&1
check "replay: a PDF's title is its move (move 1)" grep -Eq '^Title: +ktour: 8x8, move 1$' "$tmp/r1info"
contains "$tmp/rtexts" "closed-8x8.json" "replay: the file's name over the board"
check "replay: the numbers 1..19" sh -c "grep -qx 19 '$tmp/rtexts' && ! grep -qx 20 '$tmp/rtexts'"
printf '# engine backtrack\n# board 5x5\n 1  .  .  .  .\n .  .  2  .  .\n .  .  .  .  .\n .  .  .  .  .\n .  .  .  .  .\n' >"$tmp/played.txt"
run render --replay "$tmp/played.txt" --move 2 -o "$tmp/p.pdf"
expect_rc 0 "a partial path, as play's s saves it"

# ---- GIF ---------------------------------------------------------------------------

run render -b 5x5 --frames 0..63 --fps 8 -o "$tmp/f.gif"
expect_rc 0 "--frames 0..63 as GIF"
gif_frames "$tmp/f.gif" >"$tmp/delays"
check "GIF: 64 frames, one a step" test "$(wc -l <"$tmp/delays")" -eq 64
delays=$(sort "$tmp/delays" | uniq -c | awk '{ printf "%s:%s ", $2, $1 }')
if [ "$delays" = "13:63 213:1 " ]; then ok "GIF: 1/8 s a frame, the last held 2 s more"; else
	not_ok "GIF: delays $delays"; fi
run render -b 5x5 --frames 10..100 --every 10 -o "$tmp/e.gif"
expect_rc 0 "--every 10"
check "GIF: steps 10, 20, ..., 100: 10 frames" test "$(gif_frames "$tmp/e.gif" | wc -l)" -eq 10

# ---- errors -----------------------------------------------------------------------

check "-o missing" refused render "missing -o FILE" -b 5x5
check "an unknown extension" refused render "name a .svg, .png or .pdf file" -o x.jpg
check "a GIF without --frames" refused render "a GIF is an animation" -o x.gif
check "--frames without a GIF" refused render "name a .gif file" --frames 0..3 -o x.png
check "--frames A..B reversed" refused render "the last comes first" --frames 5..3 -o "$tmp/x.gif"
check "--step past the search's end" refused render "the search ended at step" \
	-b 3x3 --step 100 -o "$tmp/x.svg"
check "--move past a path's end" refused render "--move 65: the path has 64 squares" \
	--replay $T/closed-8x8.json --move 65 -o "$tmp/x.svg"
check "--step past a replay's end" refused render "ends at step 65 (step N shows square N+1): there is no step 70" \
	--replay $T/closed-8x8.json --step 70 -o "$tmp/x.svg"
check "--move without --replay" refused render "--move N is a square of a saved path" \
	--move 3 -o "$tmp/x.svg"
check "search options with --replay" refused render "'--board'\|--board" \
	--replay $T/closed-8x8.json -b 6x6 -o "$tmp/x.svg"
check "--show with a bad panel" refused render "'stak' is not a panel" --show board,stak -o x.svg
check "--theme as convert's" refused render "'sepia' is not a theme: expected dark, light, projector or mono" \
	--theme sepia -o x.svg
check "a page too small" refused render "has no room for the 8x8 board" --size 40x40 -o "$tmp/x.png"
check "the divide construction" refused render "a picture does not draw" -e divide -b 8x8 -o "$tmp/x.png"
echo keep >"$tmp/keep.svg"
check "--no-clobber keeps a file" refused render "File exists" --no-clobber -o "$tmp/keep.svg"
check "... as it was" test "$(cat "$tmp/keep.svg")" = keep
leftover=$(find "$tmp" -name '.ktour-tmp-*' | wc -l)
if [ "$leftover" -eq 0 ]; then ok "no temporary files left behind"; else
	not_ok "$leftover temporary files left"; fi

# ---- the README's commands ------------------------------------------------------------

# Every `ktour render` and `ktour convert` line of the README's "Slides and
# handouts" section runs as written (in the temporary directory).
sed -n '/^## Slides and handouts/,/^## Testing/p' README.md | grep -E '^\$ \./ktour (render|convert) ' \
	>"$tmp/readme"
check "the README's section has its commands" test "$(wc -l <"$tmp/readme")" -ge 10
repo=$(pwd)
case $KTOUR_BIN in /*) bin=$KTOUR_BIN ;; *) bin=$repo/$KTOUR_BIN ;; esac
while IFS= read -r line; do
	args=${line#*ktour }
	# shellcheck disable=SC2086
	if (cd "$tmp" && ln -sf "$repo/assets" . && eval "\"$bin\" $args" >/dev/null 2>"$tmp/err"); then
		ok "README: $line"
	else
		not_ok "README: $line"
		sed 's/^/# /' "$tmp/err"
	fi
done <"$tmp/readme"

# The picture at the top of the README: its command, beside it, makes it.
top=$(grep -o '^`ktour render [^`]*-o docs/explorer.png`$' README.md | tr -d '`')
check "README: the top picture's command is beside it" test -n "$top"
args=${top#ktour }
# shellcheck disable=SC2086
set -- ${args%-o docs/explorer.png}
run "$@" -o "$tmp/top.png"
expect_rc 0 "README: $top"
if cmp -s "$tmp/top.png" docs/explorer.png; then ok "README: docs/explorer.png is what it makes"; else
	png_size() { od -An -v -tu1 -j 16 -N 8 "$1" | tr -s ' \n' ' '; }
	if [ "$(png_size "$tmp/top.png")" = "$(png_size docs/explorer.png)" ]; then
		ok "README: docs/explorer.png is what it makes (its size: this cairo draws some pixels differently)"
	else not_ok "README: docs/explorer.png is not what its command makes"; fi
fi

echo "1..$n"
[ "$fails" -eq 0 ]
