#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour quiz --worksheet: the same seed gives the same bytes; the key is
# the worksheet with its answer lines; every answer recomputed here from
# the printed position alone (awk: a knight's moves on the grid), each
# grid fed alone to ktour check (its board, its squares, closed and
# warnsdorff as the key says); bad options refused by name.  TAP output.
tap_name=quiz
. tests/cli/tap.sh

# ---- the same seed, the same bytes ----------------------------------------------

run quiz --worksheet --answers --seed 42 -n 35
expect_rc 0 "a worksheet of 35 questions with the key"
cp "$tmp/out" "$tmp/key"
run quiz --worksheet --answers --seed 42 -n 35
same "$tmp/key" "$tmp/out" "the same seed and options give the same bytes"
run quiz --worksheet --answers --seed 43 -n 35
if cmp -s "$tmp/key" "$tmp/out"; then not_ok "another seed, another quiz"; else ok "another seed, another quiz"; fi
run quiz --worksheet --seed 42 -n 35
# the sheet without the key: the key's lines but each answer and the line after it
awk '/^answer / { skip = 1; next } skip { skip = 0; next } { print }' "$tmp/key" >"$tmp/sheet"
same "$tmp/sheet" "$tmp/out" "without --answers: the same worksheet, no answer lines"
check "the first line names the seed" test "$(head -n 1 "$tmp/key")" = "worksheet seed 42, 35 questions"
check "35 blocks, each starting 'question N KIND'" \
	test "$(grep -c '^question [0-9]* \(next\|onward\|forced\|retreat\|possible\|closed\|warnsdorff\)$' "$tmp/key")" -eq 35
check "35 answer lines" test "$(grep -c '^answer ' "$tmp/key")" -eq 35
for k in next onward forced retreat possible closed warnsdorff; do
	check "the kinds in turn: five of $k" test "$(grep -c "^question [0-9]* $k\$" "$tmp/key")" -eq 5
done

# ---- every answer recomputed from the printed position ----------------------------

cat >"$tmp/recompute.awk" <<'AWK'
# Reads a worksheet with its key; prints "N KIND ANSWER|RECOMPUTED" a question.
BEGIN {
	split("-2 -1 1 2 2 1 -1 -2", DR, " "); split("1 2 2 1 -1 -2 -2 -1", DC, " ")
	L = "abcdefghijkl"
}
function tgt(s, k,   r, c) {
	r = int(s / C) + DR[k]; c = s % C + DC[k]
	return (r < 0 || c < 0 || r >= R || c >= C) ? -1 : r * C + c
}
function seen(s, upto) { return num[s] > 0 && num[s] <= upto }
function freenb(s, upto,   k, t, n) {
	n = 0
	for (k = 1; k <= 8; k++) { t = tgt(s, k); if (t >= 0 && !seen(t, upto)) n++ }
	return n
}
function nm(s) { return substr(L, s % C + 1, 1) (R - int(s / C)) }
function sq(w) { return (R - substr(w, 2)) * C + index(L, substr(w, 1, 1)) - 1 }
function move(a, b,   k) { for (k = 1; k <= 8; k++) if (tgt(a, k) == b) return 1; return 0 }
function ways(s, kn,   k, t, n) {
	n = 0
	for (k = 1; k <= 8; k++) { t = tgt(s, k); if (t >= 0 && (!seen(t, len) || t == kn)) n++ }
	return n
}
function next_sq(   kn, i, k, t, d, best, bd) {
	kn = pos[len]; bd = 9
	for (i = 1; i <= 8; i++) {
		k = substr(tord, i, 1); t = tgt(kn, k)
		if (t >= 0 && !seen(t, len)) { d = freenb(t, len); if (d < bd) { bd = d; best = t } }
	}
	return nm(best)
}
function forced(   want, s, out) {
	want = q ~ /dead ends/ ? 0 : 1; out = ""
	for (s = 0; s < R * C; s++)
		if (!seen(s, len) && move(pos[len], s) && freenb(s, len) == want)
			out = out (out == "" ? "" : " ") nm(s)
	return out
}
function retreat(   d, i, t, after) {
	for (d = len - 1; d >= 1; d--) {
		after = 0
		for (i = 1; i <= 8; i++) {
			t = tgt(pos[d], substr(ord, i, 1))
			if (t < 0 || seen(t, d)) continue
			if (after) return d
			if (t == pos[d + 1]) after = 1
		}
	}
	return 0
}
function possible(   kn, s, left, same, zero, one) {
	kn = pos[len]
	for (s = 0; s < R * C; s++) if (!seen(s, len)) {
		left++
		if ((int(s / C) + s % C) % 2 == (int(kn / C) + kn % C) % 2) same++
		if (ways(s, kn) == 0) zero++
		if (ways(s, kn) == 1) one++
	}
	return (freenb(kn, len) == 0 || zero > 0 || one >= 2 || same != int(left / 2)) ? "no" : "yes"
}
function warnsdorff(   m, t, k, least) {
	for (m = 1; m < len; m++) {
		least = 9
		for (k = 1; k <= 8; k++) {
			t = tgt(pos[m], k)
			if (t >= 0 && !seen(t, m) && freenb(t, m) < least) least = freenb(t, m)
		}
		if (freenb(pos[m + 1], m) != least) return "no"
	}
	return "yes"
}
function finish(   got) {
	if (kind == "") return
	if (kind == "next") got = next_sq()
	else if (kind == "onward") { match(q, /does [a-l][0-9]+ have/); got = freenb(sq(substr(q, RSTART + 5, RLENGTH - 10)), len) }
	else if (kind == "forced") got = forced()
	else if (kind == "retreat") got = retreat()
	else if (kind == "possible") got = possible()
	else if (kind == "closed") got = (len == R * C && move(pos[len], pos[1])) ? "yes" : "no"
	else if (kind == "warnsdorff") got = len == R * C ? warnsdorff() : "not a tour"
	print id, kind, ans "|" got
}
/^question / { finish(); id = $2; kind = $3; row = 0; len = 0; split("", num); split("", pos); next }
/^board / { split($2, rc, "x"); R = rc[1]; C = rc[2]; next }
/^engine warnsdorff, tiebreak / { tord = $4; next }
/^engine backtrack, order / { ord = $4; sub(/,$/, "", ord); next }
/^[ 0-9-]+$/ && kind != "" {
	for (c = 1; c <= NF; c++) {
		v = $c == "-" ? 0 : $c + 0; num[row * C + c - 1] = v
		if (v) { pos[v] = row * C + c - 1; if (v > len) len = v }
	}
	row++; next
}
/^answer / { ans = substr($0, 8); next }
/^(The|Is|Backtracking) / { q = $0 }
END { finish() }
AWK
run quiz --worksheet --answers --seed 7 -n 140
awk -f "$tmp/recompute.awk" "$tmp/out" >"$tmp/recomputed"
check "140 questions recomputed" test "$(wc -l <"$tmp/recomputed")" -eq 140
for k in next onward forced retreat possible closed warnsdorff; do
	bad=$(awk -v k="$k" '$2 == k { split($0, a, "|"); sub(/^[0-9]+ [a-z]+ /, "", a[1]); if (a[1] != a[2]) print }' "$tmp/recomputed")
	if [ -z "$bad" ]; then ok "$k: every answer is the one recomputed from its position"; else
		not_ok "$k: answers differ from the recomputed"; echo "$bad" | head -5 | sed 's/^/# /'
	fi
done

# ---- each grid alone read by ktour check -------------------------------------------

awk -v dir="$tmp" '/^question / { n = $2; kind[n] = $3 }
	/^board / { print $2 > (dir "/board." n) }
	/^[ 0-9-]+$/ && n { print > (dir "/grid." n) }
	/^answer / { print substr($0, 8) > (dir "/answer." n) }' "$tmp/out"
checked=0 wrong=0
i=1
while [ $i -le 140 ]; do
	kind=$(sed -n "s/^question $i \([a-z]*\)\$/\1/p" "$tmp/out")
	"$KTOUR" check "$tmp/grid.$i" >"$tmp/check" 2>&1
	st=$?
	grep -qx "board: $(cat "$tmp/board.$i")" "$tmp/check" || wrong=$((wrong + 1))
	case $kind in
	closed | warnsdorff)
		[ $st -eq 0 ] && grep -qx "$kind: $(cat "$tmp/answer.$i")\( (.*)\)\{0,1\}" "$tmp/check" ||
			{ wrong=$((wrong + 1)); echo "# question $i ($kind): $(tr '\n' ' ' <"$tmp/check")"; } ;;
	*)
		# a partial path: as many squares as the path's last number
		last=$(tr -s ' ' '\n' <"$tmp/grid.$i" | grep -v '^-*$' | sort -n | tail -n 1)
		[ $st -eq 1 ] && grep -q "^squares: $last/" "$tmp/check" ||
			{ wrong=$((wrong + 1)); echo "# question $i ($kind): $(tr '\n' ' ' <"$tmp/check")"; } ;;
	esac
	checked=$((checked + 1))
	i=$((i + 1))
done
check "ktour check reads all 140 grids alone: the board, the path's squares, closed and warnsdorff as the key says ($wrong wrong)" \
	test "$checked" -eq 140 -a "$wrong" -eq 0

# ---- a fixed board, start and orders ------------------------------------------------

run quiz --worksheet --answers --seed 5 -n 14 -b 6x7 -s c3 --order 87654321 --tiebreak 36875124
expect_rc 0 "-b 6x7 -s c3 --order --tiebreak"
check "... every board 6x7" test "$(grep -c '^board 6x7$' "$tmp/out")" -eq 14
check "... Warnsdorff's ties in the order given" test "$(grep -c '^engine warnsdorff, tiebreak 36875124$' "$tmp/out")" -eq 2
check "... backtracking in the order given" test "$(grep -c '^engine backtrack, order 87654321, prune none$' "$tmp/out")" -eq 2
awk -f "$tmp/recompute.awk" "$tmp/out" | awk '{ split($0, a, "|"); sub(/^[0-9]+ [a-z]+ /, "", a[1]); if (a[1] != a[2]) print }' >"$tmp/bad"
check "... and the answers recomputed" test ! -s "$tmp/bad"
run quiz --worksheet --seed 5 -n 2 --kinds closed,next
expect_rc 0 "--kinds closed,next"
check "... the kinds in the order of the list of kinds" test "$(grep '^question' "$tmp/out" | tr '\n' ' ')" = "question 1 next question 2 closed "

# ---- the guide's example -----------------------------------------------------------

run quiz --worksheet --answers -n 1 --seed 4 --kinds retreat -b 5x5
awk '/^```$/ { if (inside) exit; if (prev ~ /^$/ && seen) inside = 1; next }
	inside { print } { prev = $0 } /^### Quiz: `ktour quiz`$/ { seen = 1 }' docs/guide.md >"$tmp/guide"
same "$tmp/out" "$tmp/guide" "docs/guide.md's worksheet is what the command prints"
grep '^[ 0-9-]*$' "$tmp/out" | grep -v '^$' >"$tmp/grid"
"$KTOUR" check "$tmp/grid" >"$tmp/check" 2>&1
contains "$tmp/check" "squares: 20/25" "... and its grid alone: squares: 20/25, as the guide says"
run quiz --worksheet -b 5x5 -s b5 --kinds closed --seed 1
expect_rc 2 "-b 5x5 -s b5 --kinds closed: no tour from b5"
contains "$tmp/err" "the searches gave no tour in time" "... and the message says why"

# ---- refused ----------------------------------------------------------------------

check "without --worksheet: not built yet, exit 2" refused quiz "the interactive quiz is not built yet" --seed 1
check "-n 0 refused by value" refused quiz "quiz: -n '0': expected a number of questions from 1 to 1000" --worksheet -n 0
check "-n abc refused by value" refused quiz "-n 'abc'" --worksheet -n abc
check "-n 1001 refused" refused quiz "-n '1001'" --worksheet -n 1001
check "--kinds with an unknown kind names it" refused quiz "'bogus' is no kind of question" --worksheet --kinds next,bogus
check "--kinds with an empty word" refused quiz "an empty word is no kind of question" --worksheet --kinds next,
check "-b 4x4 refused" refused quiz "quiz: -b 4x4: expected a board from 5x5 to 12x12" --worksheet -b 4x4
check "-s without -b refused" refused quiz "-s needs -b" --worksheet -s a1
check "-e refused" refused quiz "-e is not a quiz option" --worksheet -e warnsdorff
check "--torus refused" refused quiz "--torus is not a quiz option" --worksheet --torus
check "--tiebreak pohl refused" refused quiz "--tiebreak 'pohl': expected a move order" --worksheet --tiebreak pohl
check "--order warnsdorff refused" refused quiz "--order 'warnsdorff': expected a move order" --worksheet --order warnsdorff
check "an operand refused" refused quiz "unexpected argument 'x'" --worksheet x
run quiz --help
expect_rc 0 "--help"
contains "$tmp/out" "--worksheet" "--help names --worksheet"

echo "1..$n"
[ "$fails" -eq 0 ]
