#!/bin/sh
# SPDX-License-Identifier: MIT
# Functions that fit on a screen (HACKING.md): no function in src/cli is
# longer than 80 lines, counted from the first line of its signature to its
# closing brace.  The code's style puts a function's braces alone at the
# start of a line, which is how a function is told from a table or a
# struct here.
#
#   sh tests/lint_functions.sh [MAX [DIR...]]   (run by `make lint`:
#                                                80 and src/cli)
#
# Prints one line per function over MAX and exits 1 when there is any.
set -u
cd "$(dirname "$0")/.." || exit 2
max=${1:-80}
[ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- src/cli

# shellcheck disable=SC2046
awk -v max="$max" '
	FNR == 1 { decl = 0; body = 0 }
	body && /^\}/ {
		n = FNR - from + 1
		if (n > max) {
			sub(/\(.*/, "", name)
			sub(/.*[ *]/, "", name)
			printf "lint_functions: %s:%d: %s() is %d lines (at most %d: split it)\n",
				FILENAME, from, name, n, max
			bad = 1
		}
		body = 0
		decl = 0
		next
	}
	body { next }
	/^\{/ { body = 1; from = decl ? decl : FNR; name = sig; next }
	# a declaration begins at a line that starts with a name; its other
	# lines are indented; it ends with a ";" (then it is no function)
	/^[A-Za-z_]/ && !decl { decl = FNR; sig = "" }
	decl && sig == "" && /\(/ { sig = $0 }
	/^$/ || /^[#}\/]/ || /^ \*/ || /;[ \t]*$/ { decl = 0 }
	END { exit bad }
' $(find "$@" -name '*.c' | sort)
