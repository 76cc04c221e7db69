#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour convert: round trips between grid, moves and json give back the
# same bytes, SVG is well formed, -o writes atomically, errors exit 2.
# TAP output.
tap_name=convert
. tests/cli/tap.sh


contains() {
	if grep -qF -- "$2" "$1"; then ok "$3"; else
		not_ok "$3: no '$2'"
		sed 's/^/# /' "$1"
	fi
}

same() { # FILE1 FILE2 NAME
	if cmp -s "$1" "$2"; then ok "$3"; else
		not_ok "$3: $1 and $2 differ"
		diff "$1" "$2" | head -20 | sed 's/^/# /'
	fi
}

# ---- round trips: every sample, through every format, back to itself ------------

for f in squirrel-cull-8x8.txt:grid stuck-5x5.txt:grid tour-3x4.txt:grid \
	closed-8x8.json:json wide-8x30.moves:moves; do
	file=${f%%:*}
	fmt=${f#*:}
	"$KTOUR_BIN" convert "$T/$file" --to moves >"$tmp/a" &&
		"$KTOUR_BIN" convert "$tmp/a" --to json >"$tmp/b" &&
		"$KTOUR_BIN" convert "$tmp/b" --to grid >"$tmp/c" &&
		"$KTOUR_BIN" convert "$tmp/c" --to "$fmt" >"$tmp/d"
	rc=$?
	expect_rc 0 "$file: grid/moves/json chain"
	same "$T/$file" "$tmp/d" "$file: the chain gives back the same bytes"
done

run convert $T/squirrel-cull-8x8.txt --to grid
same $T/squirrel-cull-8x8.txt "$tmp/out" "grid written as the literature prints it"

run convert $T/tour-3x4.txt --to moves
cat >"$tmp/want" <<'EOF'
# board 3x4
# source dfns kt: the first 3x4 tour found from (1,1)
1. a3 2. c2 3. a1 4. b3 5. d2 6. b1 7. c3 8. d1
9. b2 10. d3 11. c1 12. a2
EOF
same "$tmp/want" "$tmp/out" "3x4 as moves"

run convert $T/backtrack-5x5.moves --to json
contains "$tmp/out" '"board": {"rows": 5, "cols": 5}' "json: board"
contains "$tmp/out" '"closed": false' "json: closed"
contains "$tmp/out" '[1,1], [2,3], [1,5]' "json: 1-based [row,col] path"

"$KTOUR_BIN" convert - --to grid <$T/stuck-5x5.txt >"$tmp/out" 2>"$tmp/err"
rc=$?
expect_rc 0 "'-' reads standard input"
same $T/stuck-5x5.txt "$tmp/out" "partial path through standard input"

# ---- svg ----------------------------------------------------------------------------

run convert $T/closed-8x8.json --to svg
expect_rc 0 "svg"
if head -n 1 "$tmp/out" | grep -q '^<?xml version="1.0"'; then ok "svg: XML declaration"; else
	not_ok "svg: no XML declaration"; fi
if tail -n 1 "$tmp/out" | grep -qx '</svg>'; then ok "svg: ends with </svg>"; else
	not_ok "svg: does not end with </svg>"; fi
contains "$tmp/out" '>64</text>' "svg: move numbers"
contains "$tmp/out" '<polyline ' "svg: the path as a line"
if command -v xmllint >/dev/null 2>&1; then
	if xmllint --noout "$tmp/out" 2>"$tmp/err"; then ok "svg: xmllint well-formed"; else
		not_ok "svg: xmllint"; fi
elif command -v python3 >/dev/null 2>&1; then
	if python3 -c 'import sys, xml.dom.minidom as m; m.parse(sys.argv[1])' "$tmp/out"; then
		ok "svg: well-formed XML (python)"; else not_ok "svg: not well-formed XML"; fi
else
	ok "# SKIP no XML checker (xmllint or python3)"
fi

# ---- -o: atomic output ------------------------------------------------------------

run convert $T/tour-3x4.txt --to json -o "$tmp/out.json"
expect_rc 0 "-o writes a file"
if [ ! -s "$tmp/out" ]; then ok "-o: nothing on stdout"; else not_ok "-o: stdout not empty"; fi
"$KTOUR_BIN" convert $T/tour-3x4.txt --to json >"$tmp/stdout.json"
same "$tmp/stdout.json" "$tmp/out.json" "-o writes what stdout would show"
run convert $T/stuck-5x5.txt --to=grid --output="$tmp/out.json"
expect_rc 0 "-o replaces an existing file"
same $T/stuck-5x5.txt "$tmp/out.json" "replaced content"
echo "keep me" >"$tmp/keep.txt"
run convert $T/tour-3x4.txt --to grid -o "$tmp/keep.txt" --no-clobber
expect_rc 2 "--no-clobber refuses an existing file"
contains "$tmp/err" "File exists" "--no-clobber: says why"
if [ "$(cat "$tmp/keep.txt")" = "keep me" ]; then ok "--no-clobber: old file intact"; else
	not_ok "--no-clobber: old file changed"; fi
run convert $T/tour-3x4.txt --to grid -o "$tmp/no/such/dir/x.txt"
expect_rc 2 "-o into a missing directory"
contains "$tmp/err" "No such file or directory" "missing directory: strerror"
leftover=$(find "$tmp" -name '.ktour-tmp-*' | wc -l)
if [ "$leftover" -eq 0 ]; then ok "no temporary files left behind"; else
	not_ok "$leftover temporary files left"; fi

# ---- errors --------------------------------------------------------------------------

run convert $T/tour-3x4.txt
expect_rc 2 "missing --to"
contains "$tmp/err" "missing --to" "missing --to: says so"
contains "$tmp/err" "usage: ktour convert" "missing --to: usage hint"
run convert $T/tour-3x4.txt --to jpg
expect_rc 2 "--to jpg"
contains "$tmp/err" "--to 'jpg': expected grid, moves, json, svg, gif, png or pdf" "bad format name"
run convert --to grid
expect_rc 2 "no FILE"
run convert $T/tour-3x4.txt $T/stuck-5x5.txt --to grid
expect_rc 2 "two FILEs"
run convert $T/tour-3x4.txt --to grid --frobnicate
expect_rc 2 "unknown option"
contains "$tmp/err" "unknown option '--frobnicate'" "unknown option: named"
run convert $D/bad-ragged.txt --to json
expect_rc 2 "unreadable input"
contains "$tmp/err" "$D/bad-ragged.txt:4:4:" "unreadable input: file:line:col"
run convert $D/repeated.moves --to grid
expect_rc 2 "a repeated square cannot be a grid"
contains "$tmp/err" "visits a square twice" "repeated square: says why"
run convert $D/repeated.moves --to moves
expect_rc 0 "a repeated square can be a move list"
run convert --help
expect_rc 0 "--help"
contains "$tmp/out" "usage: ktour convert" "--help: usage"

# ---- header lines that are notes (issue 15) -------------------------------------------

# A JSON meta line that reads like a header ("board 9x9" on a 5x5 tour) is
# a note there: every format keeps it, and it comes back as it was.
printf '{"board": {"rows": 3, "cols": 4},\n "meta": ["board 9x9", "leaper 1,3", "torus", " board 2x2", "board 3x4"],\n "path": [[1,1],[2,3],[3,1],[1,2],[2,4],[3,2],[1,3],[3,4],[2,2],[1,4],[3,3],[2,1]]}\n' \
	>"$tmp/notes.json"
run convert "$tmp/notes.json" --to grid
expect_rc 0 "a JSON tour with header-like meta lines converts to a grid"
contains "$tmp/out" "#  board 9x9" "... 'board 9x9' is kept, written so as not to be a header"
contains "$tmp/out" "#  torus" "... so is 'torus' on a tour that is no torus"
for via in grid moves json; do
	"$KTOUR" convert "$tmp/notes.json" --to $via 2>"$tmp/err" |
		"$KTOUR" convert - --to json >"$tmp/back.json" 2>>"$tmp/err"
	sed -n '/"meta"/,/\]/p' "$tmp/back.json" >"$tmp/meta"
	check "through $via the notes come back as they were (board 9x9, leaper 1,3, torus, ' board 2x2')" \
		sh -c "grep -q '\"board 9x9\",' '$tmp/meta' && grep -q '\"leaper 1,3\",' '$tmp/meta' &&
		grep -q '\"torus\",' '$tmp/meta' && grep -q '\" board 2x2\"' '$tmp/meta'"
	check "... and the line that says the tour's own board is the board, not a note" \
		sh -c "! grep -q '\"board 3x4\"' '$tmp/meta' && grep -q '\"rows\": 3, \"cols\": 4' '$tmp/back.json'"
done

echo "1..$n"
[ "$fails" -eq 0 ]
