#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour convert to pictures (issue 23): a tour drawing itself as GIF (one
# frame a move, the delays --fps asks) and as SVG with SMIL animation,
# the finished tour as PNG, PDF and drawn SVG; each read back: the GIF's
# blocks walked (an independent reader of the format, below), the SVG
# parsed with xmllint, the PNG's header read, the PDF through pdfinfo and
# pdftotext.  TAP output.
tap_name=pictures
. tests/cli/tap.sh

# gif_blocks FILE: "screen W H" then one "frame DELAY X Y W H" line per
# image, from the GIF's block structure (GIF89a: header, screen
# descriptor, global colour table, then extensions, images and the
# trailer; the image data is skipped, not decoded).
gif_blocks() {
	od -An -v -tu1 "$1" | awk '
	{ for (i = 1; i <= NF; i++) b[n++] = $i }
	function word(at) { return b[at] + 256 * b[at + 1] }
	function skip_blocks(at) { while (b[at] != 0) at += b[at] + 1; return at + 1 }
	END {
		if (b[0] != 71 || b[1] != 73 || b[2] != 70) { print "not a GIF"; exit 1 }
		printf "screen %d %d\n", word(6), word(8)
		at = 13
		if (b[10] >= 128) at += 3 * 2 ^ (b[10] % 8 + 1)
		delay = -1
		while (at < n) {
			if (b[at] == 59) { print "trailer"; exit 0 }
			if (b[at] == 33) {
				if (b[at + 1] == 249) delay = word(at + 4)
				if (b[at + 1] == 255 && b[at + 2] == 11) print "loop " word(at + 16)
				at = skip_blocks(at + 2)
			} else if (b[at] == 44) {
				printf "frame %d %d %d %d %d\n", delay, word(at + 1), word(at + 3), word(at + 5), word(at + 7)
				flags = b[at + 9]
				at += 10
				if (flags >= 128) at += 3 * 2 ^ (flags % 8 + 1)
				at = skip_blocks(at + 1)
			} else { print "bad block " b[at] " at " at; exit 1 }
		}
		print "no trailer"
	}'
}

# ---- GIF: the tour drawing itself ------------------------------------------------

run convert $T/closed-8x8.json --to gif -o "$tmp/t.gif"
expect_rc 0 "a closed 8x8 tour as GIF"
gif_blocks "$tmp/t.gif" >"$tmp/blocks"
contains "$tmp/blocks" "screen 480 480" "GIF: 480x480 by default"
contains "$tmp/blocks" "trailer" "GIF: whole, ends with its trailer"
contains "$tmp/blocks" "loop 0" "GIF: loops forever"
frames=$(grep -c '^frame' "$tmp/blocks")
if [ "$frames" -eq 64 ]; then ok "GIF: 64 frames, one a move"; else not_ok "GIF: $frames frames"; fi
delays=$(awk '/^frame/ { print $2 }' "$tmp/blocks" | sort | uniq -c | awk '{ printf "%s:%s ", $2, $1 }')
if [ "$delays" = "225:1 25:63 " ]; then ok "GIF: 1/4 s a move (--fps 4), the last held 2 s more"; else
	not_ok "GIF: delays $delays"; fi
size=$(wc -c <"$tmp/t.gif")
if [ "$size" -lt 204800 ]; then ok "GIF: $size bytes, under 200 KB"; else not_ok "GIF: $size bytes"; fi
small=$(awk '/^frame/ && NR > 3 && $5 * $6 < 480 * 480 / 4' "$tmp/blocks" | wc -l)
if [ "$small" -eq 63 ]; then ok "GIF: every frame after the first carries only what changed"; else
	not_ok "GIF: $small of 63 frames are small"; fi

run convert $T/stuck-5x5.txt --to gif --fps 8 --size 300x200 --theme projector -o "$tmp/s.gif"
expect_rc 0 "a partial path, --fps 8 --size 300x200 --theme projector"
gif_blocks "$tmp/s.gif" >"$tmp/blocks"
contains "$tmp/blocks" "screen 300 200" "GIF: --size"
frames=$(grep -c '^frame' "$tmp/blocks")
if [ "$frames" -eq 17 ]; then ok "GIF: 17 frames for the 17 squares of the path"; else
	not_ok "GIF: $frames frames"; fi
contains "$tmp/blocks" "frame 13 " "GIF: --fps 8 is 13 hundredths a frame"

"$KTOUR" convert $T/tour-3x4.txt --to gif 2>"$tmp/err" | head -c 6 >"$tmp/magic"
if [ "$(cat "$tmp/magic")" = "GIF89a" ]; then ok "GIF to a pipe"; else not_ok "GIF to a pipe: $(cat "$tmp/magic")"; fi

# ---- SVG that draws itself ------------------------------------------------------------

run convert $T/closed-8x8.json --to svg --animate -o "$tmp/a.svg"
expect_rc 0 "--to svg --animate"
if xmllint --noout "$tmp/a.svg" 2>"$tmp/err"; then ok "animated SVG: well-formed (xmllint)"; else
	not_ok "animated SVG: xmllint"; sed 's/^/# /' "$tmp/err"; fi
xp() { xmllint --xpath "$1" "$tmp/a.svg" 2>/dev/null; }
check "animated SVG: each move's number shown at its time (63 <animate> on numbers)" \
	test "$(xp "count(//*[local-name()='text'][*[local-name()='animate']])")" = 63
xp "//*[@id='numbers']/*[local-name()='text']/text()" | sort -n >"$tmp/numbers"
seq 64 >"$tmp/want"
same "$tmp/want" "$tmp/numbers" "animated SVG: the move numbers 1 to 64, once each"
check "animated SVG: the knight jumps 64 times (animateTransform values)" \
	test "$(xp "string(//*[local-name()='animateTransform']/@values)" | tr ';' '\n' | wc -l)" = 64
check "animated SVG: the knight is the glyph U+265E" \
	test "$(xp "count(//*[local-name()='g'][@id='knight']/*[local-name()='text'][.='♞'])")" = 1
check "animated SVG: one loop is 64 moves at 4 a second and 2 s more" \
	test "$(xp "string(//*[local-name()='animateTransform']/@dur)")" = 18.000s
check "animated SVG: the line has a segment a move and the closing one" \
	test "$(xp "count(//*[local-name()='line'])")" = 64
check "animated SVG: its title says what it shows" \
	sh -c "xmllint --xpath \"string(//*[local-name()='title'])\" '$tmp/a.svg' | grep -q 'Closed tour on 8x8, drawing itself (64 moves, 4 a second)'"

# ---- the finished tour: PNG, PDF, drawn SVG ---------------------------------------------

run convert $T/closed-8x8.json --to png --size 640x480 -o "$tmp/t.png"
expect_rc 0 "--to png"
head=$(od -An -v -tu1 -N 24 "$tmp/t.png" | tr -s ' \n' ' ')
case "$head" in
" 137 80 78 71 13 10 26 10 0 0 0 13 73 72 68 82 0 0 2 128 0 0 1 224 ") ok "PNG: signature, 640x480" ;;
*) not_ok "PNG: header $head" ;;
esac
run convert $T/closed-8x8.json --to pdf -o "$tmp/t.pdf"
expect_rc 0 "--to pdf"
pdfinfo "$tmp/t.pdf" >"$tmp/info" 2>&1
check "PDF: one page" grep -Eq '^Pages: +1$' "$tmp/info"
check "PDF: 480 x 480 points" grep -Eq '^Page size: +480 x 480 pts' "$tmp/info"
pdftotext "$tmp/t.pdf" "$tmp/t.txt" 2>&1
contains "$tmp/t.txt" "Closed tour on 8x8" "PDF: the title is text"
check "PDF: the move numbers 1 to 64 are text" \
	test "$(grep -cx '[0-9][0-9]*' "$tmp/t.txt")" -ge 64
run convert $T/closed-8x8.json --to svg --theme light -o "$tmp/d.svg"
expect_rc 0 "--to svg --theme: the drawn picture"
check "drawn SVG: well-formed, with the move numbers as text" \
	sh -c "xmllint --noout '$tmp/d.svg' && xmllint --xpath \"//*[local-name()='text'][.='64']\" '$tmp/d.svg' >/dev/null"
run convert $T/closed-8x8.json --to svg -o "$tmp/plain.svg"
check "plain --to svg is still the hand-written SVG" grep -q '<polyline ' "$tmp/plain.svg"

# ---- errors -----------------------------------------------------------------------------

check "--animate with --to gif is refused" refused convert "--animate goes with --to svg" \
	$T/tour-3x4.txt --to gif --animate
check "--fps 0 is refused" refused convert "--fps: '0' is not a frame rate" \
	$T/tour-3x4.txt --to gif --fps 0
check "--size 10x10 is refused" refused convert "--size: '10x10' is not a size" \
	$T/tour-3x4.txt --to png --size 10x10
check "--theme sepia is refused" refused convert "--theme: 'sepia' is not a theme" \
	$T/tour-3x4.txt --to gif --theme sepia
check "--fps with a text format is refused" refused convert "are for pictures" \
	$T/tour-3x4.txt --to grid --fps 4
check "--to jpg names the formats" refused convert "expected grid, moves, json, svg, gif, png or pdf" \
	$T/tour-3x4.txt --to jpg
echo keep >"$tmp/keep.gif"
check "--no-clobber keeps an existing GIF" refused convert "File exists" \
	$T/tour-3x4.txt --to gif -o "$tmp/keep.gif" --no-clobber
check "... as it was" test "$(cat "$tmp/keep.gif")" = keep
leftover=$(find "$tmp" -name '.ktour-tmp-*' | wc -l)
if [ "$leftover" -eq 0 ]; then ok "no temporary files left behind"; else
	not_ok "$leftover temporary files left"; fi

echo "1..$n"
[ "$fails" -eq 0 ]
