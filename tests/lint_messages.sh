#!/bin/sh
# SPDX-License-Identifier: MIT
# No raw text from outside reaches the terminal (include/ktour/escape.h):
#
#  1. A message or a report on stdout or stderr goes through
#     escape_printf() (cli_error() does): no printf, vprintf, fprintf or
#     vfprintf to stdout or stderr with a %s or %c in its format, or with
#     a format that is not a string literal; no puts or fputs of anything
#     but a string literal to them; no perror.
#  2. A value quoted in a message is shown with ESCAPE_QUOTE() (escaped,
#     cut when long, its length said): no '%s' in a format string.
#  3. In src/ui only src/ui/term/draw.c writes text with curses (it
#     escapes everything it draws): no addstr, addnstr, printw, addch
#     and their w/mv forms elsewhere.
#
#   sh tests/lint_messages.sh        (run by `make lint`)
#
# A statement is read whole (its lines joined up to the one that ends
# with ';', '{' or '}'), so calls that span lines are seen.  Prints one
# line per finding; exits 1 when there is any.
set -u
cd "$(dirname "$0")/.." || exit 2

# Allowed: FILE, a tab, a piece of the statement.
#  - term.c (the terminal module): term_die() is called with fixed text,
#    and the message of term_start() reaches stderr through
#    escape_printf() in explore.c;
#  - the progress lines of count and experiment write \r and ESC [ K on
#    purpose; their text is ktour's own (numbers, the experiment's name).
allowed='src/ui/term/term.c	vfprintf(stderr, fmt, ap)
src/ui/term/term.c	cannot use the terminal
src/cli/cmd_experiment.c	fprintf(stderr, "\r%.*s\033[K"
src/cli/count_frontier.c	fprintf(stderr, "\r%s\033[K", line)'

# shellcheck disable=SC2046
find src -name '*.c' ! -path src/core/escape.c | sort | ALLOWED="$allowed" xargs awk '
	BEGIN {
		n = split(ENVIRON["ALLOWED"], lines, "\n")
		for (i = 1; i <= n; i++) {
			split(lines[i], kv, "\t")
			allow_file[i] = kv[1]
			allow_text[i] = kv[2]
		}
		nallow = n
		q = sprintf("%c", 39) # a single quote
	}
	FNR == 1 { stmt = "" }
	{
		line = $0
		if (stmt == "" && line ~ /^[ \t]*(#|\/\*|\*)/)
			next
		if (stmt == "")
			from = FNR
		sub(/^[ \t]+/, "", line)
		stmt = stmt (stmt == "" ? "" : " ") line
		if (line !~ /[;{}][ \t]*(\/\*.*)?$/)
			next
		check(FILENAME, from, stmt)
		stmt = ""
	}
	function is_allowed(file, s,    i) {
		for (i = 1; i <= nallow; i++)
			if (file == allow_file[i] && index(s, allow_text[i]))
				return 1
		return 0
	}
	function report(file, at, what, s) {
		if (is_allowed(file, s))
			return
		printf "lint_messages: %s:%d: %s\n    %s\n", file, at, what, substr(s, 1, 160)
		bad = 1
	}
	function check(file, at, s) {
		# 1. printf-like calls to stdout or stderr
		if (s ~ /(^|[^a-z_])perror\(/)
			report(file, at, "perror(): use cli_error() with strerror()", s)
		else if (s ~ /(^|[^a-z_.>])v?printf\([^"]/ || s ~ /(^|[^a-z_])v?fprintf\((stdout|stderr), [^"]/)
			report(file, at, "a format that is not a string literal, to stdout or stderr: use escape_vprintf()", s)
		else if (s ~ /(^|[^a-z_])puts\([^"]/ || s ~ /(^|[^a-z_])fputs\([^"].*, (stdout|stderr)\)/)
			report(file, at, "puts/fputs of a variable to stdout or stderr: use escape_fputs()", s)
		else if (s ~ /(^|[^a-z_.>])printf\("([^"\\]|\\.)*%[-0-9.*]*[sc]/ ||
			 s ~ /(^|[^a-z_])v?fprintf\((stdout|stderr), "([^"\\]|\\.)*%[-0-9.*]*[sc]/)
			report(file, at, "%s or %c printed raw to stdout or stderr: use escape_printf()", s)
		# 2. quoted values
		if (index(s, q "%s" q) || s ~ ("" q "%[-0-9.*]+s" q))
			report(file, at, "a value quoted as " q "%s" q ": use %s with ESCAPE_QUOTE(value)", s)
		# 3. curses text outside draw.c
		if (file ~ /^src\/ui\// && file != "src/ui/term/draw.c" &&
		    s ~ /(^|[^a-z_])(mv)?w?(addn?str|printw|addch|addn?wstr|insn?str)\(/)
			report(file, at, "curses text outside src/ui/term/draw.c: draw it with draw_text()", s)
	}
	END { exit bad }
' || exit 1
echo "lint_messages: ok (messages escaped, values quoted with ESCAPE_QUOTE, curses text in draw.c)"
