#!/bin/sh
# SPDX-License-Identifier: MIT
# make install / make uninstall with DESTDIR and PREFIX=/usr: the binary,
# the man page, the bash, zsh and fish completions, the sample tours and the
# lessons go where the shells, man and ktour lesson look, and uninstall leaves nothing behind.  Also
# ktour --version (two lines: version, what it was built with) agrees with
# debian/changelog.
tap_name=install
. tests/cli/tap.sh

MAKE=${MAKE:-make}
root=$tmp/root
# -o: the binary under test is up to date; never rebuild it here.
mk() { $MAKE --no-print-directory -s -o "$KTOUR_BIN" BIN="$KTOUR_BIN" DESTDIR="$root" "$@"; }

if mk install PREFIX=/usr >"$tmp/log" 2>&1; then ok "make install DESTDIR=... PREFIX=/usr"; else
	not_ok "make install failed"
	sed 's/^/# /' "$tmp/log"
fi
missing=""
for f in usr/bin/ktour usr/share/man/man1/ktour.1 \
	usr/share/bash-completion/completions/ktour usr/share/zsh/site-functions/_ktour \
	usr/share/fish/vendor_completions.d/ktour.fish; do
	[ -f "$root/$f" ] || missing="$missing $f"
done
for t in assets/tours/*; do
	cmp -s "$t" "$root/usr/share/ktour/tours/${t##*/}" || missing="$missing tours/${t##*/}"
done
for t in assets/lessons/*.lesson; do
	cmp -s "$t" "$root/usr/share/ktour/lessons/${t##*/}" || missing="$missing lessons/${t##*/}"
done
if [ -z "$missing" ]; then ok "binary, man page, completions, tours and lessons installed"; else
	not_ok "not installed:$missing"
fi
check "the installed binary is executable" test -x "$root/usr/bin/ktour"
check "the completions are installed unchanged" \
	cmp -s assets/completions/ktour.bash "$root/usr/share/bash-completion/completions/ktour"
"$root/usr/bin/ktour" check "$root/usr/share/ktour/tours/closed-8x8.json" >"$tmp/out" 2>&1
rc=$?
expect_rc 0 "the installed ktour checks an installed tour"
KTOUR_LESSON_DIR=$root/usr/share/ktour/lessons "$root/usr/bin/ktour" lesson >"$tmp/out" 2>&1
rc=$?
expect_rc 0 "the installed ktour lists the installed lessons"
check "... all three, with their titles" sh -c "grep -q '^backtracking .*Backtracking from scratch' '$tmp/out' &&
	grep -q '^warnsdorff ' '$tmp/out' && grep -q '^lookahead ' '$tmp/out'"
KTOUR_LESSON_DIR=$root/usr/share/ktour/lessons "$root/usr/bin/ktour" lesson --check warnsdorff >"$tmp/out" 2>&1
rc=$?
expect_rc 0 "the installed ktour finds an installed lesson by its name and checks it"

if mk uninstall PREFIX=/usr >"$tmp/log" 2>&1; then ok "make uninstall"; else
	not_ok "make uninstall failed"
	sed 's/^/# /' "$tmp/log"
fi
left=$(find "$root" -type f | sed "s|^$root/||")
if [ -z "$left" ]; then ok "uninstall removes every file install made"; else
	not_ok "left behind: $(echo $left)"
fi
check "uninstall removes share/ktour" test ! -e "$root/usr/share/ktour"

# The default PREFIX puts everything under /usr/local, nothing outside it.
mk install >"$tmp/log" 2>&1
outside=$(find "$root" -type f | sed "s|^$root/||" | grep -v '^usr/local/')
if [ -z "$outside" ] && [ -f "$root/usr/local/share/bash-completion/completions/ktour" ]; then
	ok "the default PREFIX installs under /usr/local only"
else
	not_ok "outside /usr/local: $(echo $outside)"
fi
mk uninstall >"$tmp/log" 2>&1
check "... and uninstalls from there" test -z "$(find "$root" -type f)"

run --version
expect_rc 0 "ktour --version"
version=$(sed -n '1s/^ktour (\([^)]*\)).*/\1/p' debian/changelog)
check "the version is debian/changelog's ($version)" \
	test "$(sed -n 1p "$tmp/out")" = "ktour $version"
check "the second line says what it was built with" \
	grep -Eq '^built with ncursesw [0-9]+\.[0-9]+.*, POSIX threads, ' "$tmp/out"

echo "1..$n"
[ "$fails" -eq 0 ]
