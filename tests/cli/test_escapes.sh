#!/bin/sh
# SPDX-License-Identifier: MIT
# Nothing from outside reaches the terminal raw (issue 26 part 1,
# include/ktour/escape.h): every command is given file names and values
# holding ESC ] 0 ; ... BEL (sets a terminal's title), ESC [ 2 J (clears
# it), BEL, CR, DEL, a newline, a C1 control (U+009B, CSI) and bytes that
# are not UTF-8.  Its stdout and stderr must hold no control character
# but newline, nothing that is not UTF-8, and must name the file or value
# in its escaped form (\033, \a, \r, \177, \n, \302\233, \377).  JSON and
# SVG stay valid.  TAP.
tap_name=escapes
. tests/cli/tap.sh

# clean FILE: no byte a terminal acts on (C0 but newline, DEL, C1 in
# UTF-8) and nothing that is not UTF-8
clean() {
	! LC_ALL=C grep -aqP '[\x00-\x09\x0b-\x1f\x7f]|\xc2[\x80-\x9f]' "$1" &&
		iconv -f UTF-8 -t UTF-8 "$1" >/dev/null 2>&1
}

# hostile WANT NEEDLE ARGS...: ktour ARGS exits WANT, stdout and stderr
# are clean, and one of them holds NEEDLE (the escaped name or value)
hostile() {
	want=$1 needle=$2
	shift 2
	run "$@"
	why=""
	if [ "$rc" -ne "$want" ]; then why="exit $rc, expected $want"
	elif ! clean "$tmp/out"; then why="raw control bytes on stdout"
	elif ! clean "$tmp/err"; then why="raw control bytes on stderr"
	elif [ -n "$needle" ] && ! grep -qF -- "$needle" "$tmp/out" "$tmp/err"; then
		why="neither stdout nor stderr holds the escaped name or value"
	fi
	if [ -z "$why" ]; then ok "$label: ktour $1 ... -> exit $want, escaped"; else
		not_ok "$label: ktour $1 ...: $why"
		printf '#   wanted: %s\n' "$needle"
		head -c 600 "$tmp/err" | od -c | head -12 | sed 's/^/#   stderr: /'
		head -c 300 "$tmp/out" | od -c | head -6 | sed 's/^/#   stdout: /'
	fi
}

printf 'hello world\n' >"$tmp/hello"

# The names, each with how ktour shows it; "label name shown" per line is
# read with a tab between them (none of the names holds one).
names_file=$tmp/names
{
	printf 'title\tx\033]0;PWNED\007.txt\tx\\033]0;PWNED\\a.txt\n'
	printf 'clear\tnope\033[2J\tnope\\033[2J\n'
	printf 'bell\tbel\007l\tbel\\al\n'
	printf 'cr\tcr\rx\tcr\\rx\n'
	printf 'del\tdel\177x\tdel\\177x\n'
	printf 'c1\tc1\302\2332J\tc1\\302\\2332J\n'
	printf 'utf8\tbad\377\376\tbad\\377\\376\n'
} >"$names_file"

while IFS='	' read -r label name shown; do
	dir=$tmp/$label
	mkdir "$dir"
	cp "$T/tour-3x4.txt" "$dir/$name"
	cp "$tmp/hello" "$dir/hello-$name"
	gone=$dir/gone-$name

	# check: the report on stdout, each error on stderr
	hostile 0 "$dir/$shown: tour" check "$dir/$name"
	hostile 2 "$dir/gone-$shown" check "$gone"
	hostile 2 "$dir/hello-$shown" check "$dir/hello-$name"
	hostile 2 "'$shown'" check --from "$name" "$dir/$name"
	hostile 2 "'$shown'" check --leaper "$name" "$dir/$name"
	# convert: data on stdout (valid JSON, valid SVG), names in errors
	hostile 0 "" convert "$dir/$name" --to json
	check "$label: convert --to json is valid JSON" jq -e . "$tmp/out" >/dev/null
	hostile 0 "" convert "$dir/$name" --to svg
	check "$label: convert --to svg is valid XML" xmllint --noout "$tmp/out"
	hostile 0 "" convert "$dir/$name" --to grid -o "$dir/out-$name"
	hostile 2 "$dir/gone-$shown" convert "$gone" --to json
	hostile 2 "$dir/nodir-$shown/x.svg" convert "$dir/$name" --to svg -o "$dir/nodir-$name/x.svg"
	hostile 2 "'$shown'" convert "$dir/$name" --to "$name"
	hostile 2 "$dir/nodir-$shown/x.png" convert "$dir/$name" --to png -o "$dir/nodir-$name/x.png"
	hostile 2 "'$shown'" convert "$dir/$name" --to png --theme "$name" -o "$dir/p.png"
	hostile 2 "'$shown'" convert "$dir/$name" "$name" --to json
	# solve
	hostile 2 "$dir/nodir-$shown/t.txt" solve --board 5x5 -o "$dir/nodir-$name/t.txt"
	hostile 2 "'$shown'" solve --board "$name"
	hostile 2 "'$shown'" solve --start "$name"
	hostile 2 "'$shown'" solve -e "$name"
	hostile 2 "'$shown'" solve --format "$name"
	# count: the checkpoint's name in --stats and in errors
	hostile 0 "checkpoint: $dir/ck-$shown" count --board 5x5 --checkpoint "$dir/ck-$name" --stats
	hostile 2 "$dir/ck-$shown" count --board 5x5 --checkpoint "$dir/ck-$name"
	hostile 2 "$dir/gone-$shown" count --resume "$gone"
	hostile 2 "$dir/$shown" count --resume "$dir/$name"
	hostile 2 "'$shown'" count --board "$name"
	hostile 2 "'$shown'" count --every "$name" --checkpoint "$dir/ck2"
	# experiment
	hostile 2 "'$shown'" experiment "$name"
	hostile 2 "'$shown'" experiment schedule --sizes "$name"
	hostile 2 "$dir/nodir-$shown/p.svg" experiment schedule --sizes 5 --plot "$dir/nodir-$name/p.svg"
	# replay, explore, play (no terminal: the errors before the screen)
	hostile 2 "terminal" replay "$dir/$name"
	hostile 2 "$dir/gone-$shown" replay "$gone"
	hostile 2 "$dir/hello-$shown" replay "$dir/$name" "$dir/hello-$name"
	hostile 2 "$dir/gone-$shown" explore --resume "$gone"
	hostile 2 "$dir/$shown" explore --resume "$dir/$name"
	hostile 2 "'$shown'" explore --board "$name"
	hostile 2 "'$shown'" play --start "$name"
	# lesson, render and the explorer's themes and moments
	hostile 2 "'$shown'" lesson "$name"
	hostile 2 "'$shown'" lesson a "$name"
	cp assets/lessons/warnsdorff.lesson "$dir/w-$name.lesson"
	hostile 0 "$dir/w-$shown.lesson: every scene reached" lesson --check "$dir/w-$name.lesson"
	hostile 2 "'$shown'" render --step "$name"
	hostile 2 "'$shown'" render -b 5x5 "$name"
	hostile 2 "'$shown'" explore --theme "$name"
	hostile 2 "'$shown'" explore --goto "$name"
	hostile 2 "'$shown' is not a moment" explore --until "$name"
	hostile 2 "unexpected '$shown' after it" explore --until "depth 5 $name"
	# the command line itself
	hostile 2 "'$shown'" "$name"
	hostile 2 "'--$shown'" count "--$name"
	hostile 2 "'$shown'" count "$name"
done <"$names_file"

# A newline in a name is escaped too: one message, one line.
nl=$(printf 'nl\nx')
hostile 2 "gone-nl\\nx" check "$tmp/gone-$nl"
lines=$(wc -l <"$tmp/err")
if [ "$lines" -eq 1 ]; then ok "a newline in a name: the message stays one line"; else
	not_ok "a newline in a name: $lines lines on stderr"
fi
cp "$T/tour-3x4.txt" "$tmp/$nl"
hostile 0 "nl\\nx: tour" check "$tmp/$nl"

# A long value is cut with an ellipsis and its length said.
long=$(head -c 10000 /dev/zero | tr '\0' 8)
run solve -n "$long"
if [ "$rc" -eq 2 ] && grep -qF "...' (10000 characters)" "$tmp/err" &&
	[ "$(wc -c <"$tmp/err")" -lt 300 ]; then
	ok "a 10000-character value: cut with '...' and its length said"
else
	not_ok "a 10000-character value: exit $rc, $(wc -c <"$tmp/err") bytes: $(head -c 200 "$tmp/err")"
fi

echo "1..$n"
[ "$fails" -eq 0 ]
