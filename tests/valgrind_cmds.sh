#!/bin/sh
# SPDX-License-Identifier: MIT
# `make valgrind`, second half: the headless commands (solve, count, quiz, check,
# convert, render, experiment, config) under valgrind, on real inputs and on bad
# ones.  Each line runs
# ktour once under $VALGRIND (set by the Makefile) with
# --error-exitcode=99, so a memory error or a definite leak shows up as exit
# 99 instead of the exit status the command should give.  TAP output.
#
# The cases are small on purpose (valgrind runs ~30x slower); the normal
# test suite checks the answers, this checks the memory.
KTOUR_BIN=${KTOUR_BIN:-./ktour}
# VALGRIND= (set but empty) runs the same cases without valgrind.
VALGRIND=${VALGRIND-valgrind --quiet --leak-check=full --fair-sched=yes --errors-for-leak-kinds=definite}
T=assets/tours
tmp=$(mktemp -d "${TMPDIR:-/tmp}/ktour-vg.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0

# vg WANT ARGS...: ktour ARGS under valgrind must exit WANT
vg() {
	want=$1
	shift
	n=$((n + 1))
	: >"$tmp/vg.log"
	vg_opts=
	[ -n "$VALGRIND" ] && vg_opts="--error-exitcode=99 --log-file=$tmp/vg.log"
	# shellcheck disable=SC2086
	$VALGRIND $vg_opts "$KTOUR_BIN" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	if [ "$rc" -eq "$want" ]; then
		echo "ok $n - valgrind: ktour $* (exit $want)"
	else
		echo "not ok $n - valgrind: ktour $*: exit $rc, expected $want"
		sed 's/^/# /' "$tmp/vg.log" "$tmp/err" | head -n 40
	fi
}

# solve: every engine, a stuck walk, a board without a tour, every format
vg 0 solve -b 5x5
vg 0 solve -b 6x6 --closed --prune lookahead --format json
vg 0 solve -e warnsdorff -b 8x8 --format moves
vg 0 solve -e warnsdorff --tiebreak squirrel-cull -b 40x40 -q
vg 0 solve -e warnsdorff --tiebreak orderings19 -b 8x8
vg 0 solve -e warnsdorff --tiebreak pohl -b 9x9
vg 0 solve -e warnsdorff --tiebreak roth -b 10x10
vg 0 solve -e irwin -b 8x8 -n 3 --seed 7
vg 1 solve -b 4x4
vg 0 solve -b 5x5 -o "$tmp/solved.txt"
vg 2 solve -b 0x0
vg 2 solve -b 5x5 --order 1234567
vg 2 solve -s zz0
vg 1 solve -b 7x7 --closed
vg 2 solve -b 2000x2000

# count: one thread and several, open and closed, a start square
vg 0 count -b 5x5 --start a1
vg 0 count -b 5x5 --threads 2
vg 0 count -b 6x6 --closed --threads 2
vg 2 count -b 8x8x8
# count: checkpoints, resuming, a refused checkpoint, split and jobs
vg 0 count -b 5x5 --checkpoint "$tmp/c.ckpt" --every 0.5
vg 0 count --resume "$tmp/c.ckpt"
vg 2 count -b 5x5 --checkpoint "$tmp/c.ckpt"
vg 0 count -b 5x5 --checkpoint "$tmp/c.ckpt" --force
vg 130 count -b 6x6 --no-symmetry -j 2 --checkpoint "$tmp/t.ckpt" --time-limit 0.5
vg 130 count --resume "$tmp/t.ckpt" -j 2 --time-limit 0.5
head -c 100 "$tmp/c.ckpt" >"$tmp/cut.ckpt"
vg 2 count --resume "$tmp/cut.ckpt"
vg 0 count -b 9x9 --closed --checkpoint "$tmp/none.ckpt"
vg 0 count --resume "$tmp/none.ckpt"
# explore --resume: sessions refused before the terminal (a header without
# its newline once made the reader run past its buffer; a FIFO once hung)
printf 'ktour explore session 1' >"$tmp/t.session"
vg 2 explore --resume "$tmp/t.session"
mkfifo "$tmp/fifo.session" && vg 2 explore --resume "$tmp/fifo.session"
vg 0 count -b 5x5 --split 2
vg 0 count -b 5x5 --job a5,c4
vg 2 count -b 5x5 --job a5,b4
# count --method frontier: threads, a spill in little memory, a start
# square, a checkpoint stopped and resumed, parts, a damaged checkpoint
vg 0 count -b 4x10 --method frontier -j 2
vg 0 count -b 5x7 --method frontier -j 1 --memory 8M --spill "$tmp"
vg 0 count -b 5x6 --method frontier --start b3 --closed
vg 130 count -b 5x7 --method frontier -j 2 --checkpoint "$tmp/f.ckpt" --time-limit 0.3
vg 0 count --resume "$tmp/f.ckpt" -j 2
vg 0 count -b 4x10 --method frontier --job part:2/3
head -c 300 "$tmp/f.ckpt" >"$tmp/fcut.ckpt"
vg 2 count --resume "$tmp/fcut.ckpt"

# count --estimate: every start, closed, a board beyond a double, bad probes
vg 0 count -b 5x5 --estimate --stats --seed 1 --probes 2000
vg 0 count -b 6x6 --closed --estimate --seed 1 --probes 500
vg 0 count -b 40x40 -s a1 --prune none --estimate --seed 1 --probes 20
vg 2 count --estimate --probes 1

# count --classify: Stone's classes, a rectangle, refused without --closed
vg 0 count -b 6x6 --closed --classify
vg 0 count -b 5x6 --closed --classify --stats
vg 2 count -b 6x6 --classify

# experiment: every experiment small, on two threads, every format, a plot
vg 0 experiment random-ties --sizes 5..12 --trials 10 --seed 3 -j 2 --plot "$tmp/rt.svg"
vg 0 experiment tiebreaks --sizes 5..10 --trials 5 --seed 3 --format json
vg 0 experiment orderings --sizes 10..12 --orderings 12345678,87654321 --format csv
vg 0 experiment orderings19 --sizes 10..13 --plot "$tmp/o19.svg" --format tsv
vg 0 experiment schedule --sizes 5..30 --plot "$tmp/sc.svg"
vg 2 experiment tiebreaks --rules random,sideways
vg 2 experiment nothing

# quiz: a worksheet of every kind with its key, a fixed board, bad options
vg 0 quiz --worksheet --answers -n 14 --seed 3
vg 0 quiz --worksheet -n 7 --seed 3 -b 6x6 -s c3 --order 87654321
vg 2 quiz --worksheet --kinds next,bogus
vg 2 quiz --seed 1
vg 2 quiz --worksheet -b 5x5 -s b5 --kinds closed --seed 1

# check: tours, a stuck path, bad files
vg 0 check "$T/squirrel-cull-8x8.txt"
vg 0 check "$T/closed-8x8.json"
vg 0 check "$T/wide-8x30.moves"
vg 1 check "$T/stuck-5x5.txt"
printf '1 2 3\n4 5\n' >"$tmp/ragged.txt"
vg 2 check "$tmp/ragged.txt"
# check: files as people write them, their faults and the two-way ones
vg 0 check tests/data/formats/grid-markdown-labels.md
vg 0 check tests/data/formats/grid-zero-based.txt tests/data/formats/moves-long-algebraic.pgn
vg 0 check tests/data/formats/moves-prose.txt tests/data/formats/grid-rank-1-on-top.txt
vg 1 check tests/data/formats/moves-not-a-move.txt
vg 2 check tests/data/formats/grid-zero-based-partial.txt
vg 2 check tests/data/formats/moves-lowercase-n.txt tests/data/formats/grid-text-inside.txt
head -c 3000 /dev/urandom >"$tmp/binary"
vg 2 check "$tmp/binary"
vg 2 check "$tmp/no-such-file"
vg 2 check "$tmp"

# convert: every format both ways, svg, -o
vg 0 convert "$T/squirrel-cull-8x8.txt" --to json
vg 0 convert "$T/closed-8x8.json" --to moves
vg 0 convert "$T/wide-8x30.moves" --to grid
vg 0 convert "$T/backtrack-5x5.moves" --to svg
vg 0 convert "$T/tour-3x4.txt" --to json -o "$tmp/out.json"
vg 2 convert "$T/tour-3x4.txt" --to json -o "$tmp/out.json" --no-clobber
ln -s out.json "$tmp/via.json"
vg 0 convert "$T/tour-3x4.txt" --to json -o "$tmp/via.json"
vg 0 convert "$T/tour-3x4.txt" --to json -o /dev/null
chmod 444 "$tmp/out.json"
vg 2 convert "$T/tour-3x4.txt" --to json -o "$tmp/out.json"
vg 0 convert "$T/tour-3x4.txt" --to json -o "$tmp/out.json" --force
# convert to pictures (cairo, giflib): every kind, a bad option, a refusal
vg 0 convert "$T/stuck-5x5.txt" --to gif -o "$tmp/out.gif"
vg 0 convert "$T/tour-3x4.txt" --to svg --animate --theme mono -o "$tmp/out.svg"
vg 0 convert "$T/tour-3x4.txt" --to svg --theme light -o "$tmp/drawn.svg"
vg 0 convert "$T/tour-3x4.txt" --to png --size 320x200 -o "$tmp/out.png"
vg 0 convert "$T/tour-3x4.txt" --to pdf --theme projector -o "$tmp/out.pdf"
vg 2 convert "$T/tour-3x4.txt" --to gif --fps 99
vg 2 convert "$T/tour-3x4.txt" --to gif -o "$tmp/out.gif" --no-clobber
# render: a moment of a search (the explorer's session without a terminal),
# a replay, an animation, a search that ends before the step
vg 0 render -b 6x6 --prune lookahead --step 300 -o "$tmp/moment.svg"
vg 0 render -b 5x5 --step 1000 --size 640x360 -o "$tmp/moment.png"
vg 0 render --replay "$T/closed-8x8.json" --move 20 --theme light -o "$tmp/replay.pdf"
vg 0 render -b 5x5 --frames 0..12 --every 3 --size 320x180 -o "$tmp/frames.gif"
vg 2 render -b 3x3 --step 1000 -o "$tmp/none.svg"
# play: its help and the refusals before the screen opens
vg 0 play --help
vg 2 play -b 5x5
vg 2 play -e warnsdorff

# config: the settings in force from a file with good and bad lines, its
# creation for --edit, a FIFO refused
printf 'board 5x5\nfoo 1\nengine warnsdorff\norder 87654321\nspeed max\n' >"$tmp/settings"
mkfifo "$tmp/fifo"
export KTOUR_CONFIG EDITOR
KTOUR_CONFIG=$tmp/settings
vg 1 config -s c3
KTOUR_CONFIG=$tmp/made EDITOR=true
vg 0 config --edit
KTOUR_CONFIG=$tmp/fifo
vg 1 config
unset KTOUR_CONFIG EDITOR

# --version and the option listing of the shell completions
vg 0 --version
vg 0 --list-options
vg 0 --list-options count
vg 0 --list-options replay
vg 2 --list-options nosuch

echo "1..$n"
