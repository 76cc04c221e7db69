#!/bin/sh
# SPDX-License-Identifier: MIT
# ktour experiment from the outside: the four table formats parse (awk for
# TSV/CSV, jq for JSON), the same seed gives the same table on one thread
# or two, the SVG chart parses (xmllint) with its axes, series, legend and
# title, Ctrl-C and SIGTERM give the partial table (exit 130 / 143), bad
# usage gets a message and exit 2; count --closed --classify gives Stone's
# 6x6 figures.
tap_name=experiment
. tests/cli/tap.sh

for tool in xmllint jq; do
	command -v $tool >/dev/null || { echo "# $tool is missing: run 'make deps'"; exit 1; }
done

# rows of a table on stdout (no '#' lines, no header)
rows() { grep -v '^#' "$tmp/out" | tail -n +2; }

# ---- formats ----------------------------------------------------------------
run experiment random-ties --sizes 5..12 --trials 20 --seed 7 --format tsv
expect_rc 0 "random-ties tsv"
check "tsv: a header of 4 tab-separated columns" \
	test "$(grep -v '^#' "$tmp/out" | head -n 1)" = "$(printf 'm\ttrials\ttours\tpercent')"
check "tsv: 8 rows of 4 fields, m = 5..12, trials 20" sh -c \
	"grep -v '^#' '$tmp/out' | awk -F'\t' 'NR > 1 { if (NF != 4 || \$1 != NR + 3 || \$2 != 20 || \$3 > 20) bad = 1; n++ } END { exit bad || n != 8 }'"
check "tsv: the command line with the seed comes first" \
	grep -q '^# ktour experiment random-ties --sizes 5..12 --trials 20 --seed 7$' "$tmp/out"
cp "$tmp/out" "$tmp/a.tsv"

run experiment random-ties --sizes 5..12 --trials 20 --seed 7 --format tsv -j 1
check "the same seed gives the same table on one thread as on two" sh -c \
	"grep -v -e '^# threads' -e '^# seconds' '$tmp/a.tsv' > '$tmp/a2'; grep -v -e '^# threads' -e '^# seconds' '$tmp/out' > '$tmp/b2'; cmp -s '$tmp/a2' '$tmp/b2'"
run experiment random-ties --sizes 5..12 --trials 20 --seed 8 --format tsv
check "another seed another table" sh -c "! cmp -s '$tmp/a.tsv' '$tmp/out'"

run experiment schedule --sizes 40..60 --format csv
expect_rc 0 "schedule csv"
check "csv: 21 rows of 5 comma-separated fields, every m a tour" sh -c \
	"grep -v '^#' '$tmp/out' | awk -F, 'NR > 1 { if (NF != 5 || \$2 != \"yes\") bad = 1; n++ } END { exit bad || n != 21 }'"

run experiment orderings19 --sizes 10..14 --format json
expect_rc 0 "orderings19 json"
check "json parses: 25 rows, columns, not partial, every rectangle covered" sh -c \
	"jq -e '(.rows | length) == 25 and .columns == [\"rows\",\"cols\",\"ordering\",\"tried\"] and .partial == false and .summary[\"without a tour\"] == \"none\" and .experiment == \"orderings19\"' '$tmp/out' >/dev/null"
check "json: the first rectangle (10x10) takes 12345678" sh -c \
	"test \"\$(jq -r '.rows[0] | @tsv' '$tmp/out')\" = \"\$(printf '10\t10\t12345678\t1')\""

run experiment tiebreaks --sizes 38..42 --rules 12345678,21345678 --format json
check "json: tiebreaks 12345678 fails at 41 only, 21345678 never" sh -c \
	"jq -e '[.rows[] | .[1]] == [100,100,100,0,100] and [.rows[] | .[2]] == [100,100,100,100,100]' '$tmp/out' >/dev/null"

run experiment orderings --sizes 5 --start 1,3 --orderings 36875124,12345678
expect_rc 0 "orderings from (1,3) on 5x5"
check "text: 36875124 fails on 5x5, 12345678 does not" \
	grep -q '^36875124  5x5 ' "$tmp/out"
check "text: 12345678 from (1,3) gives a tour on 5x5" grep -q '^12345678  none ' "$tmp/out"

# ---- charts -----------------------------------------------------------------
# count XPATH FILE: the number of nodes (SVG elements by local name)
xcount() { xmllint --xpath "count($1)" "$2" 2>/dev/null; }
g() { printf '//*[local-name()="g"][@class="%s"]' "$1"; }

svg_ok() { # FILE SERIES: well-formed, both axes with ticks, SERIES series, legend, title
	xmllint --noout "$1" || return 1
	[ "$(xcount "$(g 'axis x')" "$1")" = 1 ] && [ "$(xcount "$(g 'axis y')" "$1")" = 1 ] || return 1
	[ "$(xcount "$(g 'axis x')/*[@class='tick']" "$1")" -ge 3 ] || return 1
	[ "$(xcount "$(g 'axis y')/*[@class='tick']" "$1")" -ge 3 ] || return 1
	[ "$(xcount "$(g 'axis x')/*[@class='label']" "$1")" = 1 ] || return 1
	[ "$(xcount "$(g series)" "$1")" = "$2" ] || return 1
	[ "$(xcount "$(g legend)/*[local-name()='text']" "$1")" -ge 1 ] || return 1
	[ "$(xcount "$(g title)/*[local-name()='text']" "$1")" = 1 ]
}

run experiment random-ties --sizes 5..30 --trials 10 --seed 3 --plot "$tmp/rt.svg"
expect_rc 0 "random-ties --plot"
check "random-ties SVG: axes, ticks, labels, one series, legend, title" svg_ok "$tmp/rt.svg" 1
check "random-ties SVG: the title names the experiment, the subtitle its parameters" sh -c \
	"xmllint --xpath 'string(//*[@class=\"title\"])' '$tmp/rt.svg' | grep -q random-ties && xmllint --xpath 'string(//*[@class=\"subtitle\"])' '$tmp/rt.svg' | grep -q 'm = 5..30, 10 trials per m.*seed 3'"
check "random-ties SVG: the 50% and 5% guides" test "$(xcount "$(g guide)" "$tmp/rt.svg")" = 2
check "random-ties SVG: a polyline of 26 points" sh -c \
	"test \"\$(xmllint --xpath 'string(//*[@class=\"series\"]/*/@points)' '$tmp/rt.svg' | wc -w)\" = 26"

run experiment tiebreaks --sizes 5..30 --trials 5 --seed 3 --plot "$tmp/tb.svg"
check "tiebreaks SVG: five legend entries" \
	test "$(xcount "$(g legend)/*[local-name()='text']" "$tmp/tb.svg")" = 5
check "tiebreaks SVG: axes and five series" svg_ok "$tmp/tb.svg" 5

run experiment orderings19 --sizes 10..20 --plot "$tmp/o19.svg"
check "orderings19 SVG: well-formed, a map of rectangles and its legend" sh -c \
	"xmllint --noout '$tmp/o19.svg' && test \"\$(xmllint --xpath 'count(//*[@class=\"map\"]/*[local-name()=\"rect\"])' '$tmp/o19.svg')\" -ge 11 && test \"\$(xmllint --xpath 'count(//*[@class=\"legend\"]/*[local-name()=\"rect\"])' '$tmp/o19.svg')\" = 20"

run experiment schedule --sizes 5..60 --plot "$tmp/sc.svg"
check "schedule SVG: well-formed, eight named rows" sh -c \
	"xmllint --noout '$tmp/sc.svg' && test \"\$(xmllint --xpath 'count(//*[@class=\"axis y\"]/*[@class=\"tick\"])' '$tmp/sc.svg')\" = 8"

run experiment schedule --sizes 5..10 --plot "$tmp/no/such/dir/x.svg"
expect_rc 2 "--plot into a missing directory"
check "--plot error names the file" grep -q 'no/such/dir/x.svg' "$tmp/err"

# ---- a terminal: progress bar and text chart ---------------------------------
if command -v script >/dev/null 2>&1; then
	script -qec "$KTOUR experiment random-ties --sizes 5..120 --trials 40 --seed 2" /dev/null \
		</dev/null >"$tmp/tty" 2>&1
	check "terminal: a text chart follows the table" sh -c \
		"grep -q '^ *100|' '$tmp/tty' && grep -q '\* random ties' '$tmp/tty'"
	check "terminal: a progress bar with the time left" grep -q 'random-ties \[[#.]*\] .*%' "$tmp/tty"
else
	ok "terminal checks skipped: script(1) not found # SKIP"
	ok "terminal checks skipped: script(1) not found # SKIP"
fi

# ---- signals ------------------------------------------------------------------
stop_with() { # SIGNAL WANT_RC: the default random-ties, stopped after a moment
	"$KTOUR" experiment random-ties --seed 1 --format tsv >"$tmp/out" 2>"$tmp/err" &
	pid=$!
	sleep 1
	kill "-$1" "$pid"
	wait "$pid"
	rc=$?
	[ "$rc" -eq "$2" ] || { echo "# $1: exit $rc, want $2"; return 1; }
	grep -q '^# partial: yes' "$tmp/out" || return 1
	nrows=$(rows | wc -l)
	[ "$nrows" -ge 1 ] && [ "$nrows" -lt 396 ] || { echo "# $nrows rows"; return 1; }
}
check "Ctrl-C (SIGINT): the partial table, marked partial, exit 130" stop_with INT 130
check "SIGTERM: the partial table, exit 143" stop_with TERM 143

# ---- bad usage ----------------------------------------------------------------
bad() { # WANT_IN_MESSAGE ARGS...
	want=$1
	shift
	run experiment "$@"
	[ "$rc" -eq 2 ] && grep -q -- "$want" "$tmp/err" && [ ! -s "$tmp/out" ] ||
		{ echo "# experiment $*: exit $rc"; sed 's/^/# /' "$tmp/err"; return 1; }
}
check "no experiment named" bad 'which experiment'
check "an unknown experiment" bad "unknown experiment 'random'" random
check "--sizes 0..3" bad "--sizes '0..3'" random-ties --sizes 0..3
check "--sizes 9..5" bad "--sizes '9..5'" schedule --sizes 9..5
check "--format xml" bad "--format 'xml'" schedule --format xml
check "--rules with a bad rule" bad "'sideways' is not a rule" tiebreaks --rules random,sideways
check "--orderings with a bad ordering" bad "'1234567'" orderings --orderings 12345678,1234567
check "--trials for schedule" bad "--trials" schedule --trials 5
check "--start for random-ties" bad "--start" random-ties --start 1,3
check "--start off the smallest board" bad "--start 9,9" orderings --sizes 5..8 --start 9,9
check "an unknown option" bad "unknown option '--board'" schedule --board 8x8
check "a stray argument" bad "unexpected argument 'extra'" schedule extra
check "--threads 0" bad "--threads '0'" schedule -j 0

# ---- count --classify -----------------------------------------------------------
run count -b 6x6 --closed --classify
expect_rc 0 "count -b 6x6 --closed --classify"
printf '9862\ntype-I: 3752\ntype-II: 6110\nquarter-turn: 10\nhalf-turn: 68\nreflection: 0\nasymmetric: 9784\nup-to-symmetry: 1245\n' >"$tmp/want"
check "6x6: Stone's figures after the count" cmp -s "$tmp/out" "$tmp/want"
run count -b 5x6 --closed --classify
check "5x6: a rectangle has no quarter-turn line" sh -c \
	"head -n 1 '$tmp/out' | grep -qx 8 && ! grep -q quarter-turn '$tmp/out' && grep -q '^half-turn: ' '$tmp/out'"
run count -b 6x6 --classify
expect_rc 2 "--classify without --closed"
check "--classify without --closed says to add --closed" grep -q -- '--closed' "$tmp/err"
run count -b 6x6 --closed --classify --split 3
expect_rc 2 "--classify with --split"

echo "1..$n"
[ "$fails" -eq 0 ]
