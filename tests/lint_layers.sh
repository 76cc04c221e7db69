#!/bin/sh
# SPDX-License-Identifier: MIT
# The layers (HACKING.md): cli -> ui -> runner -> engine -> core.  A file may
# include headers of its own layer and of the layers below it, never above:
# no include (and so no call) goes back up, and there is no circle between
# folders.  src/ui's own folders are in an order too, with the same rule
# (ui_rank below): no include and no call goes up between them.  Also:
# curses only in src/ui's terminal side (term, views, explore), cairo and
# giflib only in src/ui/picture, and src/engine holds state machines only
# (no threads, clocks, sleeps, signal masks or file I/O).
#
#   sh tests/lint_layers.sh        (run by `make lint`)
#
# Prints one line per violation and exits 1 when there is any.
set -u
cd "$(dirname "$0")/.." || exit 2

# The layer of each public header.  A new header goes here, in the layer
# of the folder that implements it.
header_layer() {
	case "$1" in
	board.h | square.h | tour.h | tour_exists.h | format.h | file_io.h | rng.h | config.h | \
		explore_save.h | table.h | chart.h | escape.h | engine_desc.h | panel.h | \
		settings_file.h | compiler.h) echo core ;;
	engine.h | engine_stack.h | bits_search.h | replay.h | estimate.h | moment.h) echo engine ;;
	count.h | checkpoint.h | experiment.h | classify.h | frontier.h | lesson.h | quiz.h | \
		search_tree.h | lesson_facts.h) echo runner ;;
	ui.h | picture.h | tree_picture.h) echo ui ;;
	options.h | commands.h) echo cli ;;
	*) echo unknown ;;
	esac
}

rank() {
	case "$1" in
	core) echo 0 ;; engine) echo 1 ;; runner) echo 2 ;; ui) echo 3 ;; cli) echo 4 ;;
	*) echo 9 ;;
	esac
}

# src/ui's folders, bottom to top (HACKING.md): shared small types and
# data, the panels' models and the layout, play's and the playlist's
# models, the app state machine and the search, the comparison, the
# session with the frame it builds, then the pictures and render, which
# read only that frame, and the terminal, the views and the loop, the only
# ones with curses.  A file includes headers of its own folder and of the
# folders before it, and calls functions defined there, never after.  A
# new folder goes here.
UI_ORDER="base model play replay app compare session picture render term views explore"
UI_CURSES="term views explore"
# ui_rank FOLDER: its place in UI_ORDER in $r (99: none); no subshell, as
# it runs for every include of src/ui.
ui_rank() {
	r=0
	for ui_folder in $UI_ORDER; do
		[ "$ui_folder" = "$1" ] && return 0
		r=$((r + 1))
	done
	r=99
}

# Violations are counted in a file: the checks run in pipelines (subshells).
marks=$(mktemp "${TMPDIR:-/tmp}/lint-layers.XXXXXX") || exit 2
trap 'rm -f "$marks"' EXIT INT TERM
bad() {
	echo "lint_layers: $*"
	echo x >>"$marks"
}

# src/ui is grouped into folders a reader can name (HACKING.md): no file
# lies in src/ui itself, and no folder holds more than 30 files.
for f in src/ui/*; do
	[ -f "$f" ] && bad "$f: put it in one of the folders of src/ui (HACKING.md)"
done
for d in src/ui/*/; do
	n=$(find "$d" -type f | wc -l)
	[ "$n" -gt 30 ] && bad "$d: $n files (at most 30: split the folder)"
	f=${d#src/ui/}
	ui_rank "${f%/}"
	[ "$r" = 99 ] &&
		bad "$d: not in the order of src/ui's folders (UI_ORDER in tests/lint_layers.sh)"
done

# Every public header has a layer.
for h in include/ktour/*.h; do
	name=${h##*/}
	[ "$(header_layer "$name")" = unknown ] &&
		bad "$h: not in the layer table of tests/lint_layers.sh"
done

# check FILE LAYER: the includes of FILE against LAYER.
check() {
	file=$1
	layer=$2
	dir=${file%/*}
	grep -n '^[[:space:]]*#[[:space:]]*include' "$file" | while IFS= read -r line; do
		num=${line%%:*}
		inc=$(printf '%s\n' "$line" | sed 's/^[^#]*#[[:space:]]*include[[:space:]]*//')
		case "$inc" in
		'<curses.h>'* | '<ncurses.h>'* | '<ncursesw/'* | '<term.h>'* | '<panel.h>'* | '<menu.h>'* | '<form.h>'*)
			[ "$layer" = ui ] || bad "$file:$num: $inc: curses outside src/ui"
			case "$file" in src/ui/*/*)
				f=${file#src/ui/}
				case " $UI_CURSES " in *" ${f%%/*} "*) ;;
				*) bad "$file:$num: $inc: curses in src/ui/${f%%/*}" \
					"(only the terminal's folders: $UI_CURSES)" ;;
				esac ;;
			esac
			continue ;;
		'<cairo'* | '<gif_lib.h>'*)
			case "$file" in src/ui/picture/* | tests/* | bench/*) ;;
			*) bad "$file:$num: $inc: cairo and giflib only in src/ui/picture" ;;
			esac
			continue ;;
		'<'*) continue ;;
		esac
		[ "$layer" = test ] && continue
		path=$(printf '%s\n' "$inc" | sed 's/^"\([^"]*\)".*/\1/')
		case "$path" in
		ktour/*) to=$(header_layer "${path#ktour/}") ;;
		core/* | engine/* | runner/* | ui/* | cli/*) to=${path%%/*} ;;
		../*) to=$(printf '%s\n' "$path" | sed 's|^\.\./\([^/]*\)/.*|\1|') ;;
		*)
			if [ -f "$dir/$path" ]; then to=$layer
			else bad "$file:$num: $inc: no such header beside it"; continue
			fi ;;
		esac
		[ "$(rank "$to")" -gt "$(rank "$layer")" ] &&
			bad "$file:$num: $inc: $layer includes a $to header" \
				"(layers go cli -> ui -> runner -> engine -> core)"
		case "$file" in src/ui/*/*) check_ui "$file" "$num" "$inc" "$path" ;; esac
	done
	return 0
}

# check_ui FILE LINE INCLUDE PATH: an include between src/ui's folders.
check_ui() {
	from=${1#src/ui/}
	from=${from%%/*}
	case "$4" in
	ui/*/*) into=${4#ui/} ;;
	../*/*) into=${4#../} ;;
	*/*) return 0 ;;
	*) into=$from/ ;;
	esac
	into=${into%%/*}
	ui_rank "$from"
	below=$r
	ui_rank "$into"
	[ "$r" -gt "$below" ] &&
		bad "$1:$2: $3: src/ui/$from includes a header of src/ui/$into, above it"
	return 0
}

# ui_calls: a call from a src/ui folder to a function defined in a folder
# above it, though no include says so (a declaration of its own, or one
# in a header that declares what another folder defines).  Definitions
# are the non-static functions of each .c, written "type name(" at the
# start of a line; a call is "name(" in a function's body (an indented
# line), comments and strings left out, not a member (s->draw(f)) and
# not a static function of the calling file.
ui_calls() {
	awk -v order="$UI_ORDER" '
	BEGIN { n = split(order, o, " "); for (i = 1; i <= n; i++) rank[o[i]] = i }
	FNR == 1 {
		pass += (FILENAME == first)
		if (first == "") { first = FILENAME; pass = 1 }
		dir = FILENAME; sub(/^src\/ui\//, "", dir); sub(/\/.*/, "", dir)
		incomment = 0
	}
	{
		line = $0
		if (incomment) {
			if (!sub(/^.*\*\//, "", line)) next
			incomment = 0
		}
		gsub(/\/\*([^*]|\*+[^*\/])*\*+\//, " ", line)
		if (sub(/\/\*.*$/, "", line)) incomment = 1
		gsub(/"([^"\\]|\\.)*"/, "\"\"", line)
		gsub(/\047([^\047\\]|\\.)*\047/, "0", line)
	}
	pass == 1 && FILENAME ~ /\.c$/ && line ~ /^[a-z_]/ && match(line, /[a-z_][a-z_0-9]*\(/) {
		name = substr(line, RSTART, RLENGTH - 1)
		if (line ~ /^static[ \t]/) statics[FILENAME, name] = 1
		else if (line !~ /;[ \t]*$/ && line !~ /^typedef/) { def[name] = dir; where[name] = FILENAME }
		next
	}
	pass == 2 && line ~ /^[ \t]/ {
		rest = line
		while (match(rest, /[a-z_][a-z_0-9]*[ \t]*\(/)) {
			name = substr(rest, RSTART, RLENGTH)
			before = substr(rest, RSTART - 2, 2)
			rest = substr(rest, RSTART + RLENGTH)
			sub(/[ \t]*\($/, "", name)
			if (before ~ /(\.|->)$/ || !(name in def) || (FILENAME, name) in statics) continue
			if (rank[def[name]] > rank[dir])
				printf "%s:%d: %s() is defined in src/ui/%s (%s), above src/ui/%s\n",
					FILENAME, FNR, name, def[name], where[name], dir
		}
	}' "$@" "$@"
}


for layer in core engine runner ui cli; do
	for f in $(find src/"$layer" -name '*.[ch]' | sort); do
		check "$f" "$layer"
	done
done
for h in include/ktour/*.h; do
	check "$h" "$(header_layer "${h##*/}")"
done
ui_calls $(find src/ui -mindepth 2 -name '*.[ch]' | sort) | while IFS= read -r hit; do
	bad "$hit"
done
# Tests, fuzz targets and benchmarks may use any layer, but not curses.
for f in tests/unit/*.[ch] tests/e2e/*.[ch] fuzz/*.[ch] bench/*.c; do
	[ -f "$f" ] && check "$f" test
done

# The engines are state machines: no threads, clocks, sleeps, signal masks
# or files (the runner does those).
grep -nE '\b(pthread_[a-z_]+|nanosleep|usleep|sleep|clock_gettime|gettimeofday|time|sigprocmask|signal|sigaction|raise|rename|fopen|fdopen|open|creat|unlink|file_write_atomic)[[:space:]]*\(' \
	src/engine/*.c src/engine/*.h include/ktour/engine.h include/ktour/engine_stack.h \
	include/ktour/bits_search.h include/ktour/replay.h include/ktour/estimate.h |
	while IFS= read -r hit; do
		bad "$hit: threads, clocks, sleeps, signals or files in the engine layer" \
			"(they belong in src/runner)"
	done

if [ -s "$marks" ]; then
	echo "lint_layers: $(wc -l <"$marks") problem(s); the layers are in HACKING.md" \
		"(src/ui's folders go $UI_ORDER)"
	exit 1
fi
echo "lint_layers: ok (cli -> ui -> runner -> engine -> core; src/ui: $UI_ORDER)"
