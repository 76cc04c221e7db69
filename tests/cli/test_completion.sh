#!/bin/sh
# SPDX-License-Identifier: MIT
# Shell completion (assets/completions/) and the listing it reads,
# `ktour --list-options [COMMAND]`:
# - drift: every command of `ktour --help` is listed; every option of every
#   command (from the getopt tables themselves) says what its value is
#   (src/cli/complete.c), is in the command's --help and in the man page,
#   and every value offered is one the command accepts;
# - bash: bash-completion's machinery drives _ktour on typed lines
#   (ktour so<Tab>, ktour solve --tie<Tab>, --tiebreak p<Tab>, files,
#   board sizes), on the options of every command and their values;
# - zsh and fish, when installed: syntax, fish's own completion of typed
#   lines, and the zsh _arguments specs for every option.
tap_name=completion
. tests/cli/tap.sh

ktour_abs=$(cd "$(dirname "$KTOUR_BIN")" && pwd)/$(basename "$KTOUR_BIN")
# The completions complete the command as typed: put `ktour` on PATH.
mkdir -p "$tmp/bin" "$tmp/files/sub"
ln -s "$ktour_abs" "$tmp/bin/ktour"
PATH=$tmp/bin:$PATH
export PATH
: >"$tmp/files/tour-a.txt"
: >"$tmp/files/tour-b.moves"
C=assets/completions

# ---- the listing ---------------------------------------------------------------

run --list-options
expect_rc 0 "--list-options lists the commands"
cp "$tmp/out" "$tmp/commands"
help_cmds=$("$KTOUR_BIN" --help | sed -n 's/^  \([a-z][a-z-]*\)  .*/\1/p' | sort | tr '\n' ' ')
list_cmds=$(cut -d' ' -f1 "$tmp/commands" | sort | tr '\n' ' ')
if [ -n "$help_cmds" ] && [ "$help_cmds" = "$list_cmds" ]; then
	ok "the listed commands are those of ktour --help ($list_cmds)"
else
	not_ok "listed commands '$list_cmds', ktour --help has '$help_cmds'"
fi
if awk '$2 != "FILE" && $2 != "FILE..." && $2 != "-" && $2 !~ /^[a-z0-9-]+(,[a-z0-9-]+)*$/ {
		print "# " $1 ": operands " $2; bad = 1 } END { exit bad }' "$tmp/commands"; then
	ok "every command's operands are known (FILE, FILE..., none or a list of words)"
else
	not_ok "a command's operands are not in operand_kinds (src/cli/complete.c)"
fi

run --list-options nosuch
expect_rc 2 "--list-options names an unknown command"
check "... and says so" grep -q "unknown command 'nosuch'" "$tmp/err"

commands=$(cut -d' ' -f1 "$tmp/commands")
for cmd in $commands; do
	"$KTOUR_BIN" --list-options "$cmd" >"$tmp/opts-$cmd" 2>"$tmp/err"
	rc=$?
	expect_rc 0 "--list-options $cmd"
	"$KTOUR_BIN" "$cmd" --help >"$tmp/help" 2>&1
	# A command whose first operand is one of a list (experiment NAME) is
	# tried with the first word of it.
	word=$(awk -v c="$cmd" '$1 == c && $2 !~ /^FILE/ && $2 != "-" { split($2, w, ","); print w[1] }' \
		"$tmp/commands")
	bad=""
	undocumented=""
	unhelped=""
	rejected=""
	while read -r long short arg values; do
		case "$long $short $arg" in
		--[a-z]*" -"*" "?*) ;;
		*) bad="$bad '$long $short $arg'" ;;
		esac
		[ "$arg" = "?" ] && bad="$bad $long"
		name=${long#--}
		grep -Eq -- "(Fl|,) -$name( |\$)" man/ktour.1 || undocumented="$undocumented $long"
		grep -Eq -- "$long([ ,;)]|\$)" "$tmp/help" || unhelped="$unhelped $long"
		for v in $values; do
			"$KTOUR_BIN" "$cmd" $word "$long" "$v" --help >/dev/null 2>&1 ||
				rejected="$rejected $long $v;"
		done
	done <"$tmp/opts-$cmd"
	if [ -s "$tmp/opts-$cmd" ] && [ -z "$bad" ]; then
		ok "$cmd: every option says what its value is"
	else
		not_ok "$cmd: options without a value kind in src/cli/complete.c:$bad"
	fi
	if [ -z "$unhelped" ]; then ok "$cmd: every option is in ktour $cmd --help"; else
		not_ok "$cmd: ktour $cmd --help does not mention:$unhelped"
	fi
	if [ -z "$undocumented" ]; then ok "$cmd: every option is in man/ktour.1"; else
		not_ok "$cmd: man/ktour.1 does not mention:$undocumented"
	fi
	if [ -z "$rejected" ]; then ok "$cmd: every value offered is accepted"; else
		not_ok "$cmd: values offered but refused:$rejected"
	fi
done
check "solve offers the tie-break rules from the engine's names" \
	grep -q '^--tiebreak - RULE .*squirrel-cull.* pohl .*roth' "$tmp/opts-solve"
check "convert --to offers svg, solve --format does not" \
	sh -c "grep -q '^--to -t FMT .*svg' '$tmp/opts-convert' && ! grep -q '^--format.*svg' '$tmp/opts-solve'"
check "replay offers no search option" \
	sh -c "! grep -Eq '^--(board|engine|resume) ' '$tmp/opts-replay'"
check "play offers the search options, not --resume or the tour readers'" \
	sh -c "grep -q '^--closed ' '$tmp/opts-play' && ! grep -Eq '^--(resume|format|base) ' '$tmp/opts-play'"

# ---- bash ----------------------------------------------------------------------

BASH_COMPLETION_SCRIPT=${BASH_COMPLETION_SCRIPT:-/usr/share/bash-completion/bash_completion}
if ! command -v bash >/dev/null || [ ! -r "$BASH_COMPLETION_SCRIPT" ]; then
	echo "# bash or bash-completion missing ($BASH_COMPLETION_SCRIPT): bash tests skipped"
else
	# One bash runs every case: "LINE|EXPECTED" in, TAP out.  LINE is what
	# was typed (cursor at its end); EXPECTED the completions, sorted and
	# joined by spaces, or "~WORD" when WORD must be among them.
	cat >"$tmp/cases" <<EOF
ktour so|solve
ktour pl|play
ktour co|config convert count
ktour config --e|--edit --engine
ktour solve --tie|--tiebreak
ktour solve --tiebreak p|pohl
ktour solve --tiebreak=p|pohl
ktour solve -e w|warnsdorff
ktour solve --engine |backtrack divide irwin warnsdorff
ktour --eng|--engine
ktour -b 5x5 --tie|--tiebreak
ktour solve --format |grid json moves
ktour convert x --to s|svg
ktour count -b |~8x8
ktour count --board 1|10x10 12x12
ktour explore --color |256 8 auto off
ktour explore --theme |dark light mono projector
ktour replay --b|--base
ktour experiment o|orderings orderings19
ktour experiment random-ties --format |csv json text tsv
ktour check $tmp/files/t|$tmp/files/tour-a.txt $tmp/files/tour-b.moves
ktour replay $tmp/files/tour-a.txt $tmp/files/tour-b|$tmp/files/tour-b.moves
ktour convert $tmp/files/tour-a.txt -o $tmp/files/s|$tmp/files/sub
ktour solve --output=$tmp/files/tour-b|$tmp/files/tour-b.moves
ktour count --resume $tmp/files/tour-a|$tmp/files/tour-a.txt
ktour count --spill $tmp/files/|$tmp/files/sub
ktour solve --closed |~--board
ktour solve --seed |
EOF
	# ... and the options of each command, and each option's values.
	for cmd in $commands; do
		echo "ktour $cmd --|$(cut -d' ' -f1 "$tmp/opts-$cmd" | tr '\n' ' ')"
		while read -r long short arg values; do
			[ -n "$values" ] && echo "ktour $cmd $long |$values"
		done <"$tmp/opts-$cmd"
	done >>"$tmp/cases"
	bash -c '
		. "$1" || exit 2
		. "$2" || exit 2
		while IFS="|" read -r line want; do
			read -ra COMP_WORDS <<<"$line"
			[[ $line == *" " ]] && COMP_WORDS+=("")
			w=() # readline splits words at "=" (COMP_WORDBREAKS)
			for x in "${COMP_WORDS[@]}"; do
				if [[ $x == *=* ]]; then w+=("${x%%=*}" "=" "${x#*=}"); else w+=("$x"); fi
			done
			COMP_WORDS=("${w[@]}")
			COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
			COMP_LINE=$line
			COMP_POINT=${#line}
			COMPREPLY=()
			_ktour ktour "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
			# the completions as a set, without running anything
			declare -A seen=()
			for x in "${COMPREPLY[@]}"; do seen[${x%/}]=1; done
			got="${!seen[*]}"
			if [[ $want == "~"* ]]; then
				[[ -n ${seen[${want#"~"}]} ]]
			else
				read -ra wanted <<<"$want"
				all=1
				for x in "${wanted[@]}"; do [[ -n ${seen[$x]} ]] || all=""; done
				[[ $all && ${#wanted[@]} == "${#seen[@]}" ]]
			fi && echo "ok - bash: $line<Tab> -> $got" ||
				echo "not ok - bash: $line<Tab> -> \"$got\", expected \"$want\""
		done <"$3"
	' bash "$BASH_COMPLETION_SCRIPT" "$C/ktour.bash" "$tmp/cases" >"$tmp/bash.tap" 2>&1
	rc=$?
	cat "$tmp/bash.tap"
	n=$((n + $(grep -c '^ok\|^not ok' "$tmp/bash.tap")))
	fails=$((fails + $(grep -c '^not ok' "$tmp/bash.tap")))
	[ $rc -eq 0 ] || not_ok "bash completion driver exited $rc"
	check "bash: a case for the options of each command and each option's values" \
		test "$(grep -c '^ok\|^not ok' "$tmp/bash.tap")" -gt 40
fi

# ---- zsh and fish --------------------------------------------------------------

if command -v zsh >/dev/null; then
	check "zsh -n $C/_ktour" zsh -n "$C/_ktour"
	# _ktour with the completion system's functions stubbed: the specs it
	# hands to _arguments for every command.
	for cmd in $commands; do
		zsh -f -c '
			_call_program() { shift; eval "$@"; }
			_arguments() { print -rl -- "$@"; }
			_describe() { :; }
			source "$1"
			words=(ktour "$2" "")
			CURRENT=3
			_ktour' zsh "$C/_ktour" "$cmd" >"$tmp/zsh-$cmd" 2>&1
		missing=""
		while read -r long short arg values; do
			want="$long"
			if [ "$arg" = FILE ]; then want="$long=:$arg:_files"
			elif [ "$arg" = DIR ]; then want="$long=:$arg:_files -/"
			elif [ -n "$values" ]; then want="$long=:$arg:($values)"
			elif [ "$arg" != - ]; then want="$long=:$arg: "
			fi
			grep -qxF -- "$want" "$tmp/zsh-$cmd" ||
				grep -qF -- ")$want" "$tmp/zsh-$cmd" || missing="$missing $want"
		done <"$tmp/opts-$cmd"
		if [ -z "$missing" ]; then ok "zsh: $cmd's _arguments specs name every option"; else
			not_ok "zsh: $cmd: no spec for:$missing"
			sed 's/^/# /' "$tmp/zsh-$cmd"
		fi
	done
else
	echo "# zsh not installed: zsh completion not checked (apt-get install zsh)"
fi

if command -v fish >/dev/null; then
	check "fish -n $C/ktour.fish" fish -n "$C/ktour.fish"
	fish_complete() { # LINE: fish's completions of LINE, sorted, on one line
		fish -c 'source $argv[1]; complete -C $argv[2]' "$C/ktour.fish" "$1" 2>&1 |
			cut -f1 | sed 's:/$::' | sort | tr '\n' ' ' | sed 's/ $//'
	}
	for c in "ktour so|solve" "ktour solve --tie|--tiebreak" \
		"ktour solve --tiebreak p|pohl" "ktour solve --tiebreak=p|--tiebreak=pohl" \
		"ktour count -b 8|8x8" "ktour convert x --to s|svg" \
		"ktour check $tmp/files/t|$tmp/files/tour-a.txt $tmp/files/tour-b.moves" \
		"ktour count --spill $tmp/files/|$tmp/files/sub"; do
		line=${c%%|*}
		want=${c#*|}
		got=$(fish_complete "$line")
		if [ "$got" = "$want" ]; then ok "fish: $line<Tab> -> $got"; else
			not_ok "fish: $line<Tab> -> \"$got\", expected \"$want\""
		fi
	done
else
	echo "# fish not installed: fish completion not checked (apt-get install fish)"
fi

echo "1..$n"
[ "$fails" -eq 0 ]
