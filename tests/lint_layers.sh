#!/bin/sh
# SPDX-License-Identifier: MIT
# The layers (HACKING.md): cli -> ui -> runner -> engine -> core.  A file may
# include headers of its own layer and of the layers below it, never above:
# no include (and so no call) goes back up, and there is no circle between
# folders.  Also: curses only in src/ui (and not in src/ui/picture), cairo
# and giflib only in src/ui/picture, and src/engine holds state machines
# only (no threads, clocks, sleeps, signal masks or file I/O).
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
	count.h | checkpoint.h | experiment.h | classify.h | frontier.h | lesson.h) echo runner ;;
	ui.h | picture.h) echo ui ;;
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
			case "$file" in src/ui/picture/*)
				bad "$file:$num: $inc: curses in src/ui/picture (pictures are drawn without a terminal)" ;;
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
	done
	return 0
}


for layer in core engine runner ui cli; do
	for f in $(find src/"$layer" -name '*.[ch]' | sort); do
		check "$f" "$layer"
	done
done
for h in include/ktour/*.h; do
	check "$h" "$(header_layer "${h##*/}")"
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
	echo "lint_layers: $(wc -l <"$marks") problem(s); the layers are in HACKING.md"
	exit 1
fi
echo "lint_layers: ok (cli -> ui -> runner -> engine -> core)"
