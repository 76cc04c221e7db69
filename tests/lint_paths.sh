#!/bin/sh
# SPDX-License-Identifier: MIT
# The repository stands alone: no file in it names a path outside it, and
# every document it cites is in it.
#
# - no path into a sibling checkout (`../shared`), no `reference/` folder,
#   no absolute path under /work, /home, /root or /Users;
# - no product brief (`PRODUCT\.md`) unless the repository has a file of that name;
# - every `docs/NAME.md` named exists, and so does every `NAME.md` that a
#   file in docs/ links to; a citation of a section on one line,
#   `docs/NAME.md "Heading"` (or with a comma before the quote), names a
#   heading of that file.
#
#   sh tests/lint_paths.sh        (run by `make lint`)
#
# Looks at the files git tracks (every file but build output when this is
# not a git checkout), text files only.  Prints one line per problem and
# exits 1 when there is any.
set -u
cd "$(dirname "$0")/.." || exit 2
self=tests/lint_paths.sh

tmp=$(mktemp -d "${TMPDIR:-/tmp}/lint-paths.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
list=$tmp/files
marks=$tmp/marks
: >"$marks"

bad() {
	echo "lint_paths: $*"
	echo x >>"$marks"
}

# The files to look at, NUL-separated, without this script (it spells the
# patterns it looks for).
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
	git ls-files -z
else
	find . -type f ! -path './.git' ! -path './.git/*' ! -path './build*' ! -name '*.o' ! -name '*.d' \
		-print0 | sed -z 's|^\./||'
fi | tr '\0' '\n' | grep -vxF "$self" | tr '\n' '\0' >"$list"

# grep_files ERE: file:line:text of every match in the text files
grep_files() {
	xargs -0 grep -InE -- "$1" <"$list" 2>/dev/null
}

# ---- paths outside the repository --------------------------------------------------

# A path component before /work, /home ... (a letter, a dot, a slash, a
# variable) makes it relative to something in the repository; anything
# else before it makes it absolute.
outside='\.\./shared|reference/|(^|[^[:alnum:]_.~/$)}-])/(work|home|root|Users)/'
grep_files "$outside" | while IFS= read -r hit; do
	bad "$hit: names a path outside the repository (cite docs/ instead)"
done

# The product brief: named only when the repository has one.
if ! tr '\0' '\n' <"$list" | grep -qE '(^|/)PRODUCT\.md$'; then
	grep_files 'PRODUCT\.md' | while IFS= read -r hit; do
		bad "$hit: names the product brief, which is not in the repository (cite docs/design.md)"
	done
fi

# ---- documents cited -----------------------------------------------------------------

# docs/NAME.md anywhere
grep_files 'docs/[A-Za-z0-9_.-]+\.md' |
	grep -oE '^[^:]+:[0-9]+:|docs/[A-Za-z0-9_.-]+\.md' |
	while IFS= read -r tok; do
		case "$tok" in
		*: ) where=$tok ;;
		*) [ -f "$tok" ] || bad "$where $tok does not exist" ;;
		esac
	done

# links between the files of docs/: (NAME.md)
for f in docs/*.md; do
	[ -f "$f" ] || continue
	grep -noE '\]\([A-Za-z0-9_.-]+\.md(#[^)]*)?\)' "$f" | while IFS= read -r hit; do
		target=$(printf '%s\n' "$hit" | sed 's/^[0-9]*:](\([^)#]*\).*/\1/')
		[ -f "docs/$target" ] || bad "$f:${hit%%:*}: links to docs/$target, which does not exist"
	done
done

# docs/NAME.md "Section" (one line): the section is a heading of NAME.md
grep_files 'docs/[A-Za-z0-9_.-]+\.md,? "[^"]+"' |
	grep -oE '^[^:]+:[0-9]+:|docs/[A-Za-z0-9_.-]+\.md,? "[^"]+"' |
	while IFS= read -r tok; do
		case "$tok" in
		*: ) where=$tok ;;
		*)
			doc=${tok%%.md*}.md
			section=$(printf '%s\n' "$tok" | sed 's/^[^"]*"\(.*\)"$/\1/')
			[ -f "$doc" ] || continue # said above
			grep -qxF -e "# $section" -e "## $section" -e "### $section" \
				-e "#### $section" "$doc" ||
				bad "$where $doc has no section \"$section\""
			;;
		esac
	done

if [ -s "$marks" ]; then
	echo "lint_paths: $(wc -l <"$marks") problem(s); the repository's references are in docs/"
	exit 1
fi
echo "lint_paths: ok (no path outside the repository; every docs/ file cited exists)"
