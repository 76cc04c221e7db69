#!/bin/sh
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
[ "$bad" = 0 ] && echo "lint_files: ok (every file in src/ and include/ at most $max lines)"
exit "$bad"
