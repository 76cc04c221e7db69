#!/bin/sh
# SPDX-License-Identifier: MIT
# Files a reader takes in whole (HACKING.md): no source file under src/ or
# include/ is longer than 800 lines.  A file that grows past it is split
# where its parts are told apart (app.c's prompt went to app_prompt.c).
#
#   sh tests/lint_files.sh [MAX]   (run by `make lint`: 800)
#
# Prints one line per file over MAX and exits 1 when there is any.
set -u
cd "$(dirname "$0")/.." || exit 2
max=${1:-800}
bad=0
for f in $(find src include -name '*.[ch]' | sort); do
	n=$(wc -l <"$f")
	if [ "$n" -gt "$max" ]; then
		echo "lint_files: $f is $n lines (at most $max: split it)"
		bad=1
	fi
done
# the files git tracks, or every file when this is no checkout
files=$(git ls-files --cached --others --exclude-standard 2>/dev/null || find . -type f | sed 's|^\./||')
for f in $(printf '%s\n' "$files" | grep -E '\.(c|h|sh|mk|supp|1)$|^Makefile$|^\.ci/run$|^debian/rules$|^assets/completions/' |
	grep -vE '^(fuzz/(corpus|regressions)|tests/data|tests/e2e/golden)/'); do
	if ! head -n 3 "$f" | grep -q 'SPDX-License-Identifier: MIT'; then
		echo "lint_files: $f has no 'SPDX-License-Identifier: MIT' line in its first three lines"
		bad=1
	fi
done
[ "$bad" = 0 ] && echo "lint_files: ok (files in src/ and include/ at most $max lines; every source file has its SPDX line)"
exit "$bad"
