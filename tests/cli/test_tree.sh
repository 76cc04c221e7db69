#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour render --tree (issue 36 §2, §3): the whole 5x5 search from the
# corner as SVG with its TSV, read back: the TSV with awk (the root's
# nodes 1,735,079: the start square and the 1,735,078 squares the search
# put on the stack; the tours 304 at the root and summed over the leaves;
# every parent 1 + the sum of its children; the leaves and one per parent
# above them add up to the root), the SVG with xmllint (a rect per TSV
# row, 304 tour marks, the legend's counts), PNG and PDF written; the
# 4x5 tree (32 tours); a tree at a step short of the end (its path open);
# the sunburst; the options that do not go with --tree refused.  TAP.
tap_name=tree
. tests/cli/tap.sh

start=$(date +%s)
run render -b 5x5 --tree --step end --tree-data "$tmp/t.tsv" -o "$tmp/t.svg"
expect_rc 0 "whole 5x5 tree as SVG and TSV"
took=$(($(date +%s) - start))
check "whole 5x5 tree in a few seconds (took ${took}s)" test "$took" -le 10

check "TSV: the header" test "$(head -n 1 "$tmp/t.tsv")" = \
	"$(printf 'depth\tsquare\tparent\tfirst_step\tnodes\tsolutions\tkind\tstate')"
check "TSV: the root is a5 at depth 1, 1735079 nodes, 304 tours" \
	test "$(sed -n 2p "$tmp/t.tsv" | cut -f 1-6)" = "$(printf '1\ta5\t0\t0\t1735079\t304')"
# sums: every row's children from the parent column
awk -F '\t' 'NR > 1 {
	r = NR - 1; nodes[r] = $5; sols[r] = $6; kids[$3] += $5; ksol[$3] += $6; has[$3] = 1
	if ($7 != "exact") bad = bad " row " r " not exact"
	if ($8 == "open") bad = bad " row " r " open"
	rows = r
}
END {
	for (r = 1; r <= rows; r++) {
		if (has[r]) {
			above++
			if (nodes[r] != 1 + kids[r]) bad = bad " row " r ": " nodes[r] " != 1 + " kids[r]
			if (sols[r] != ksol[r]) bad = bad " row " r ": tours " sols[r] " != " ksol[r]
		} else { leaf_nodes += nodes[r]; leaf_sols += sols[r] }
	}
	printf "%d %d %s\n", leaf_nodes + above, leaf_sols, bad ? bad : "ok"
}' "$tmp/t.tsv" >"$tmp/sums"
check "TSV: leaves (and 1 per node above them) add up to 1735079 nodes, 304 tours; each parent is 1 + its children" \
	test "$(cat "$tmp/sums")" = "1735079 304 ok"

xp() { xmllint --xpath "$1" "$tmp/t.svg" 2>/dev/null; }
check "SVG: well-formed (xmllint)" xmllint --noout "$tmp/t.svg"
rows=$(($(wc -l <"$tmp/t.tsv") - 1))
check "SVG: a node rect per TSV row ($rows)" \
	test "$(xp "count(//*[local-name()='rect'][starts-with(@class,'node ')])")" = "$rows"
check "SVG: 304 tour marks" test "$(xp "count(//*[local-name()='rect'][@class='tour'])")" = 304
xp "string(//*[local-name()='text'][@class='counts'])" >"$tmp/counts"
contains "$tmp/counts" "nodes 1,735,079 (the start square and 1,735,078 squares put on the stack)" \
	"SVG: the legend's nodes"
contains "$tmp/counts" "tours 304" "SVG: the legend's tours"
check "SVG: the title" test "$(xp "string(//*[local-name()='title'])")" = "The search tree: 5x5 from a5"
check "SVG: 25 depth labels" test "$(xp "count(//*[local-name()='text'][@class='depth'])")" = 25
# the data-row of a node rect names its TSV row: the root's is row 1, as wide as the tree
check "SVG: the root's rect is TSV row 1" \
	test "$(xp "string(//*[local-name()='rect'][@data-row='1']/@class)")" = "node tours"

for f in png pdf; do
	run render -b 5x5 --tree --step end -o "$tmp/t.$f"
	expect_rc 0 "whole 5x5 tree as ${f}"
done
check "PNG: the signature" test "$(od -An -c -N 4 "$tmp/t.png" | tr -d ' ')" = '211PNG'
if command -v pdftotext >/dev/null 2>&1; then
	pdftotext "$tmp/t.pdf" "$tmp/t.txt" 2>/dev/null
	contains "$tmp/t.txt" "tours 304" "PDF: the legend's tours"
else skip "PDF: the legend's tours" "no pdftotext"; fi

run render -b 4x5 --tree --step end --tree-data "$tmp/f.tsv" -o "$tmp/f.svg"
expect_rc 0 "whole 4x5 tree"
check "4x5: 32 tours at the root" test "$(sed -n 2p "$tmp/f.tsv" | cut -f 6)" = 32

# At a step short of the end: the path open, counted so far; the TSV
# rows at the step are the first_step <= N ones, their nodes those put
# on the stack by then.
run render -b 5x5 --tree --step 1000 --tree-data "$tmp/s.tsv" -o "$tmp/s.svg"
expect_rc 0 "5x5 tree after 1000 steps"
check "step 1000: every first_step is 1000 or less" \
	awk -F '\t' 'NR > 1 && $4 > 1000 { exit 1 }' "$tmp/s.tsv"
check "step 1000: the path is open and starts at the root" \
	test "$(awk -F '\t' 'NR > 1 && $8 == "open" { n++; if (NR == 2) root = 1 } END { print root, (n > 1) }' "$tmp/s.tsv")" = "1 1"
check "step 1000: the legend says it is still searching" \
	grep -q "after step 1,000, still searching" "$tmp/s.svg"

run render -b 5x5 --tree --step end --tree-style sunburst -o "$tmp/b.svg"
expect_rc 0 "sunburst"
check "sunburst: a wedge per node, 304 tour marks" \
	test "$(xmllint --xpath "count(//*[local-name()='path'][@class='tour'])" "$tmp/b.svg")" = 304

# The whole 6x6 look-ahead tree (docs/guide.md's figures): 14,339,439
# nodes, 524,486 tours (ktour count -b 6x6 --start a6 says 524486).
run render -b 6x6 --prune lookahead --tree --step end --tree-data "$tmp/6.tsv" -o "$tmp/6.png"
expect_rc 0 "whole 6x6 look-ahead tree"
check "6x6 look-ahead: 14339439 nodes, 524486 tours at the root" \
	test "$(sed -n 2p "$tmp/6.tsv" | cut -f 5,6)" = "$(printf '14339439\t524486')"
check "6x6 look-ahead: ktour count agrees on the tours" \
	test "$("$KTOUR" count -b 6x6 --start a6 | head -n 1)" = 524486

# The guide's commands under "The search tree" run as written.
sed -n '/^### The search tree/,/^A tour becomes/p' docs/guide.md | grep -E '^\$ \./ktour render ' \
	| sed 's/^\$ \.\/ktour //' >"$tmp/guide"
check "the guide's tree commands are there" test "$(wc -l <"$tmp/guide")" -ge 4
while IFS= read -r line; do
	# shellcheck disable=SC2086
	(cd "$tmp" && "$OLDPWD/$KTOUR_BIN" $line >/dev/null 2>"$tmp/err") &&
		ok "guide: $line" || not_ok "guide: $line"
done <"$tmp/guide"

check "refused: --tree with --frames" refused render "not the explorer" -b 5x5 --tree --frames 0..3 -o "$tmp/x.gif"
check "refused: --tree-style bogus" refused render "'bogus' is not a tree style: expected icicle or sunburst" \
	-b 5x5 --tree --step end --tree-style bogus -o "$tmp/x.svg"
check "refused: --step end without --tree" refused render "--step end goes with --tree" -b 5x5 --step end -o "$tmp/x.svg"
check "refused: --tree-data without --tree" refused render "--tree-data goes with --tree" \
	-b 5x5 --step 3 --tree-data "$tmp/x.tsv" -o "$tmp/x.svg"
check "refused: --tree without a step" refused render "--step N" -b 5x5 --tree -o "$tmp/x.svg"
check "refused: --tree as a GIF" refused render "name a .svg, .png or .pdf file" -b 5x5 --tree --step end -o "$tmp/x.gif"
check "refused: a walk's tree" refused render "backtracking" -b 5x5 -e warnsdorff --tree --step end -o "$tmp/x.svg"
check "refused: a search too long for --step end" refused render "does not finish within" \
	-b 8x8 --tree --step end -o "$tmp/x.svg"
check "refused: --tree-data onto the picture" refused render "the picture goes there" \
	-b 5x5 --tree --step end --tree-data "$tmp/x.svg" -o "$tmp/x.svg"

echo "1..$n"
[ "$fails" -eq 0 ]
