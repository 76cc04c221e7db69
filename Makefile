# SPDX-License-Identifier: MIT
# ktour — knight's tour explorer.  `make run` and `make test` work on a fresh
# Debian machine with only a C toolchain: they install what is missing first
# (`make run` only what ktour links: ncursesw, cairo, giflib; `make test` the
# test tools too).  Elsewhere `make deps` names the packages to install.

PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man
DATADIR ?= $(PREFIX)/share
TOURDIR ?= $(DATADIR)/ktour/tours
LESSONDIR ?= $(DATADIR)/ktour/lessons
DESTDIR ?=
PKG_CONFIG ?= pkg-config
INSTALL ?= install

# What building and running ktour needs: the libraries it links (ncursesw,
# cairo and giflib, which draw the pictures of src/ui/picture) and
# pkg-config; the DejaVu fonts are what the pictures' text is drawn in.
# What the tests need besides: cmocka (unit), libvterm (end to end),
# bash-completion (the completion test drives bash's completion functions),
# xmllint and jq (the experiments' SVG charts and JSON tables in
# tests/cli/test_experiment.sh), poppler-utils' pdfinfo and pdftotext (the
# pictures' PDFs read back).  Debian's names; the other systems' are below
# (`make deps` prints them there).
DEB_RUN_PKGS  = pkg-config libncurses-dev libcairo2-dev libgif-dev fonts-dejavu-core
DEB_TEST_PKGS = libcmocka-dev libvterm-dev bash-completion libxml2-utils jq poppler-utils
DEB_PKGS = $(DEB_RUN_PKGS) $(DEB_TEST_PKGS)
RUN_PC_MODULES  = cairo
TEST_PC_MODULES = cmocka vterm bash-completion
TEST_TOOLS = xmllint jq pdfinfo pdftotext
# The same packages elsewhere: Fedora, openSUSE, Arch, Alpine, Homebrew
# (macOS), FreeBSD, as each system names them (not tried here: CI is
# Debian's).  Homebrew's and FreeBSD's giflib have no pkg-config file: see
# GIF_LIBS below.  FreeBSD's ncurses is in the base system.
DNF_RUN_PKGS     = pkgconf-pkg-config ncurses-devel cairo-devel giflib-devel dejavu-sans-fonts dejavu-sans-mono-fonts
DNF_TEST_PKGS    = libcmocka-devel libvterm-devel bash-completion libxml2 jq poppler-utils
ZYPPER_RUN_PKGS  = pkgconf-pkg-config ncurses-devel cairo-devel giflib-devel dejavu-fonts
ZYPPER_TEST_PKGS = libcmocka-devel libvterm-devel bash-completion libxml2-tools jq poppler-tools
PACMAN_RUN_PKGS  = pkgconf ncurses cairo giflib ttf-dejavu
PACMAN_TEST_PKGS = cmocka libvterm bash-completion libxml2 jq poppler
APK_RUN_PKGS     = pkgconf ncurses-dev cairo-dev giflib-dev font-dejavu
APK_TEST_PKGS    = cmocka-dev libvterm-dev bash-completion libxml2-utils jq poppler-utils util-linux-misc
BREW_RUN_PKGS    = pkgconf ncurses cairo giflib
BREW_TEST_PKGS   = cmocka libvterm bash-completion@2 libxml2 jq poppler
PKG_RUN_PKGS     = gmake pkgconf cairo giflib dejavu
PKG_TEST_PKGS    = cmocka libvterm bash-completion libxml2 jq poppler-utils

WARNINGS = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes -Wformat=2 -Wundef
# Warnings are errors in a git checkout (developers, CI), not in a release
# or a distribution's build, where a newer compiler's new warning must not
# break the build: `make WERROR=` or `make WERROR=-Werror` to choose.
WERROR  ?= $(if $(wildcard .git),-Werror)
OPTFLAGS = -O2 -g
# User CFLAGS/LDFLAGS are appended to ours, never replace them.
KT_CPPFLAGS = -Iinclude -Isrc -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=700 $(NO_GNU_ATTRIBUTES)
# A compiler that is not GNU C's (gcc, clang) gets __attribute__ defined
# away: it only marks the printf-like functions for -Wformat and asks for
# inlining (the builtins' fallbacks are in include/ktour/compiler.h).
CC_IS_GNU := $(shell printf '__GNUC__\n' | $(CC) -E - 2>/dev/null | grep -v '^\#' | grep -c '^[0-9]')
NO_GNU_ATTRIBUTES = $(if $(filter 0,$(CC_IS_GNU)),-D'__attribute__(x)=')
KT_CFLAGS   = -std=c11 $(WARNINGS) $(WERROR) $(OPTFLAGS) -pthread -MMD -MP
KT_LDFLAGS  = -pthread

# Flags from pkg-config, evaluated lazily (recursive variables, expanded
# only in the recipes that use them) so that `make deps` can run first and
# a build of ktour alone never asks for the test packages (cmocka, vterm:
# only the test programs' recipes expand their flags).
# Curses: ncursesw, else ncurses where it is the wide one (macOS's Homebrew,
# the BSDs).  ncurses' own _XOPEN_SOURCE is dropped: ours (700) covers it.
CURSES_PC     = $(shell $(PKG_CONFIG) --exists ncursesw 2>/dev/null && echo ncursesw || echo ncurses)
CURSES_CFLAGS = $(filter-out -D_XOPEN_SOURCE% -D_DEFAULT_SOURCE,$(shell $(PKG_CONFIG) --cflags $(CURSES_PC) 2>/dev/null)) -DNCURSES_WIDECHAR=1
CURSES_LIBS   = $(shell $(PKG_CONFIG) --libs $(CURSES_PC) 2>/dev/null)
CMOCKA_CFLAGS = $(shell $(PKG_CONFIG) --cflags cmocka 2>/dev/null)
CMOCKA_LIBS   = $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null)
VTERM_CFLAGS  = $(shell $(PKG_CONFIG) --cflags vterm 2>/dev/null)
VTERM_LIBS    = $(shell $(PKG_CONFIG) --libs vterm 2>/dev/null)
# The pictures: cairo draws, giflib encodes GIFs.  giflib has a pkg-config
# file only where a distribution adds one (upstream ships none): else
# -lgif, from the compiler's own paths (where giflib lies elsewhere, as
# Homebrew's and FreeBSD's /usr/local, give them: make
# CPPFLAGS=-I/usr/local/include LDFLAGS=-L/usr/local/lib).
CAIRO_CFLAGS  = $(shell $(PKG_CONFIG) --cflags cairo 2>/dev/null) $(shell $(PKG_CONFIG) --cflags giflib 2>/dev/null)
GIF_LIBS      = $(or $(shell $(PKG_CONFIG) --libs giflib 2>/dev/null),-lgif)
PICTURE_LIBS  = $(shell $(PKG_CONFIG) --libs cairo 2>/dev/null) $(GIF_LIBS)

BUILD ?= build
BIN   ?= ktour

LIB_SRCS  = $(sort $(wildcard src/core/*.c src/engine/*.c src/runner/*.c src/ui/*/*.c src/cli/*.c))
LIB_SRCS := $(filter-out src/cli/main.c,$(LIB_SRCS))
LIB_OBJS  = $(LIB_SRCS:%.c=$(BUILD)/%.o)
MAIN_OBJ  = $(BUILD)/src/cli/main.o

UNIT_SRCS = $(sort $(wildcard tests/unit/test_*.c))
UNIT_BINS = $(UNIT_SRCS:tests/unit/%.c=$(BUILD)/tests/%)
E2E_SUPPORT_SRCS = $(sort $(filter-out tests/e2e/test_%,$(wildcard tests/e2e/*.c)))
E2E_SUPPORT_OBJS = $(E2E_SUPPORT_SRCS:%.c=$(BUILD)/%.o)
E2E_SRCS  = $(sort $(wildcard tests/e2e/test_*.c))
E2E_BINS  = $(E2E_SRCS:tests/e2e/%.c=$(BUILD)/tests/%)
BENCH_SRCS = $(sort $(wildcard bench/*.c))
BENCH_BINS = $(BENCH_SRCS:bench/%.c=$(BUILD)/bench/%)

.PHONY: all run test check fuzz deps deps-run ensure-deps ensure-run-deps install uninstall clean \
        asan monkey valgrind lint bench bench-build tests deb repro-check

all: $(BIN)

$(BIN): $(LIB_OBJS) $(MAIN_OBJ)
	$(CC) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CURSES_LIBS) $(PICTURE_LIBS) -lm $(LDLIBS)

# The UI objects are the only ones that see curses' flags; the pictures
# (src/ui/picture, no curses) see cairo's instead.
$(BUILD)/src/ui/picture/%.o: src/ui/picture/%.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) $(CPPFLAGS) $(CAIRO_CFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/src/ui/%.o: src/ui/%.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) $(CPPFLAGS) $(CURSES_CFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

# ktour lesson NAME looks for the installed lessons there.
$(BUILD)/src/cli/cmd_lesson.o: KT_CPPFLAGS += -DKTOUR_LESSON_DIR='"$(LESSONDIR)"'

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) $(CPPFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/%.o: tests/unit/%.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) -Isrc -Itests $(CPPFLAGS) $(CMOCKA_CFLAGS) $(CAIRO_CFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/e2e/%.o: tests/e2e/%.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) -Itests $(CPPFLAGS) $(CMOCKA_CFLAGS) $(VTERM_CFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/test_e2e_%: $(BUILD)/tests/e2e/test_e2e_%.o $(E2E_SUPPORT_OBJS)
	$(CC) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(VTERM_LIBS) -lutil $(LDLIBS)

# The key monkey draws its keys from the key table itself.
$(BUILD)/tests/test_e2e_monkey: $(BUILD)/src/ui/app/keys.o
# The themes' colours on screen are the palette's.
$(BUILD)/tests/test_e2e_present: $(BUILD)/src/ui/base/palette.o

$(BUILD)/tests/test_%: $(BUILD)/tests/test_%.o $(LIB_OBJS)
	$(CC) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(CURSES_LIBS) $(PICTURE_LIBS) -lm $(LDLIBS)

# $(filter): the .d file names the headers too, which are no inputs.
$(BUILD)/bench/%: bench/%.c $(LIB_OBJS)
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) -Isrc $(CPPFLAGS) $(KT_CFLAGS) $(CFLAGS) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $(filter %.c %.o,$^) $(CURSES_LIBS) $(PICTURE_LIBS) -lm $(LDLIBS)

# fuzz/fuzz.mk adds its corpus-replay test programs to EXTRA_TEST_BINS and
# the `fuzz` target (libFuzzer, clang).
EXTRA_TEST_BINS =
-include fuzz/fuzz.mk

tests: $(BIN) $(UNIT_BINS) $(E2E_BINS) $(EXTRA_TEST_BINS)

# ---- set-up ----------------------------------------------------------------

# `make deps`: what the build and the tests need; `make deps-run`: what the
# build and `make run` need.  On Debian (apt-get) the missing packages are
# installed (through sudo when not root); on another system the command
# that installs them is printed and deps fails (nothing is installed for
# you there).
deps:
	@$(MAKE) --no-print-directory install-pkgs WHAT="the build and the tests" \
	  DEB="$(DEB_PKGS)" DNF="$(DNF_RUN_PKGS) $(DNF_TEST_PKGS)" \
	  ZYPPER="$(ZYPPER_RUN_PKGS) $(ZYPPER_TEST_PKGS)" PACMAN="$(PACMAN_RUN_PKGS) $(PACMAN_TEST_PKGS)" \
	  APK="$(APK_RUN_PKGS) $(APK_TEST_PKGS)" BREW="$(BREW_RUN_PKGS) $(BREW_TEST_PKGS)" \
	  FBSD="$(PKG_RUN_PKGS) $(PKG_TEST_PKGS)"

deps-run:
	@$(MAKE) --no-print-directory install-pkgs WHAT="the build" DEB="$(DEB_RUN_PKGS)" \
	  DNF="$(DNF_RUN_PKGS)" ZYPPER="$(ZYPPER_RUN_PKGS)" PACMAN="$(PACMAN_RUN_PKGS)" \
	  APK="$(APK_RUN_PKGS)" BREW="$(BREW_RUN_PKGS)" FBSD="$(PKG_RUN_PKGS)"

# The packages DEB (Debian's names) installed with apt-get; else, by the
# first package manager found, the command with its names printed.
# $(call install_same,WHAT,PACKAGES): tools of the same name everywhere.
install_same = $(MAKE) --no-print-directory install-pkgs WHAT="$(1)" DEB="$(2)" DNF="$(2)" \
	  ZYPPER="$(2)" PACMAN="$(2)" APK="$(2)" BREW="$(2)" FBSD="$(2)"
.PHONY: install-pkgs
install-pkgs:
	@if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then \
	  if command -v dnf >/dev/null 2>&1; then cmd="dnf install $(DNF)"; \
	  elif command -v zypper >/dev/null 2>&1; then cmd="zypper install $(ZYPPER)"; \
	  elif command -v pacman >/dev/null 2>&1; then cmd="pacman -S --needed $(PACMAN)"; \
	  elif command -v apk >/dev/null 2>&1; then cmd="apk add $(APK)"; \
	  elif command -v brew >/dev/null 2>&1; then cmd="brew install $(BREW)"; \
	  elif [ "$$(uname -s)" = FreeBSD ]; then cmd="pkg install $(FBSD)"; \
	  else cmd=""; fi; \
	  if [ -n "$$cmd" ]; then \
	    echo "deps: no apt-get here; for $(WHAT), install:" >&2; \
	    echo "  $$cmd" >&2; \
	  else \
	    echo "deps: no package manager known here; for $(WHAT), install (Debian's names): $(DEB)" >&2; \
	  fi; \
	  echo "deps: then run make again (HACKING.md \"Building\": the systems and their names)" >&2; \
	  exit 1; \
	fi; \
	missing=""; \
	for p in $(DEB); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then echo "deps: all present ($(DEB))"; exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then sudo=""; \
	elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; \
	else echo "deps: missing:$$missing; run as root: apt-get update && apt-get install -y$$missing" >&2; exit 1; fi; \
	echo "deps: installing$$missing"; \
	$$sudo apt-get update -qq && \
	DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null || \
	{ echo "deps: apt-get failed; run: apt-get update && apt-get install -y$$missing" >&2; exit 1; }

# `make run` runs deps-run only when pkg-config cannot find what ktour
# links; `make test` runs deps when that or a test package or tool is
# missing.
ensure-run-deps:
	@command -v $(PKG_CONFIG) >/dev/null 2>&1 && $(PKG_CONFIG) --exists $(CURSES_PC) $(RUN_PC_MODULES) || \
	  $(MAKE) --no-print-directory deps-run

ensure-deps:
	@ok=1; command -v $(PKG_CONFIG) >/dev/null 2>&1 && \
	  $(PKG_CONFIG) --exists $(CURSES_PC) $(RUN_PC_MODULES) $(TEST_PC_MODULES) || ok=0; \
	for t in $(TEST_TOOLS); do command -v $$t >/dev/null || ok=0; done; \
	[ $$ok = 1 ] || $(MAKE) --no-print-directory deps

run: ensure-run-deps
	@$(MAKE) --no-print-directory all
	./$(BIN)

# `make test` prints one summary line "N passed, N failed" and fails when
# any test fails.
test check: ensure-deps
	@$(MAKE) --no-print-directory tests
	@KTOUR_BIN=./$(BIN) sh tests/run_tests.sh $(BUILD)/tests

# ---- install -----------------------------------------------------------------

# The shells' completion directories: bash-completion's and fish's own
# (from pkg-config) when they lie under PREFIX, else the same layout under
# PREFIX, where both shells also look; zsh: site-functions (Debian's
# packages use ZSHCOMPDIR=/usr/share/zsh/vendor-completions).
completions_dir = $(or $(filter $(PREFIX)/%,$(shell $(PKG_CONFIG) --variable=completionsdir $(1) 2>/dev/null)),$(2))
BASHCOMPDIR ?= $(call completions_dir,bash-completion,$(DATADIR)/bash-completion/completions)
FISHCOMPDIR ?= $(call completions_dir,fish,$(DATADIR)/fish/vendor_completions.d)
ZSHCOMPDIR  ?= $(DATADIR)/zsh/site-functions
TOURS = $(sort $(wildcard assets/tours/*))
LESSONS = $(sort $(wildcard assets/lessons/*.lesson))

install: $(BIN)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(TOURDIR) \
	  $(DESTDIR)$(LESSONDIR) \
	  $(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	$(INSTALL) -m 755 $(BIN) $(DESTDIR)$(BINDIR)/ktour
	$(INSTALL) -m 644 man/ktour.1 $(DESTDIR)$(MANDIR)/man1/ktour.1
	$(INSTALL) -m 644 $(TOURS) $(DESTDIR)$(TOURDIR)
	$(INSTALL) -m 644 $(LESSONS) $(DESTDIR)$(LESSONDIR)
	$(INSTALL) -m 644 assets/completions/ktour.bash $(DESTDIR)$(BASHCOMPDIR)/ktour
	$(INSTALL) -m 644 assets/completions/_ktour $(DESTDIR)$(ZSHCOMPDIR)/_ktour
	$(INSTALL) -m 644 assets/completions/ktour.fish $(DESTDIR)$(FISHCOMPDIR)/ktour.fish

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/ktour $(DESTDIR)$(MANDIR)/man1/ktour.1 \
	  $(addprefix $(DESTDIR)$(TOURDIR)/,$(notdir $(TOURS))) \
	  $(addprefix $(DESTDIR)$(LESSONDIR)/,$(notdir $(LESSONS))) \
	  $(DESTDIR)$(BASHCOMPDIR)/ktour $(DESTDIR)$(ZSHCOMPDIR)/_ktour \
	  $(DESTDIR)$(FISHCOMPDIR)/ktour.fish
	rmdir $(DESTDIR)$(TOURDIR) $(DESTDIR)$(LESSONDIR) $(DESTDIR)$(DATADIR)/ktour 2>/dev/null || true

clean:
	rm -rf $(BUILD) build-asan build-clang $(PKG_BUILD) $(BIN)

# ---- packaging -----------------------------------------------------------------

# `make deb`: the Debian package (debian/), built by dpkg-buildpackage in a
# copy of the source tree under $(PKG_BUILD)/deb, where the .deb lands; then
# lintian (no error or warning allowed), hardening-check on the packaged
# binary and blhc on the build log.  Installs what it needs first.  (CET,
# hardening-check's "control flow integrity", needs a C library built with
# it: it is asked of ktour only where the system's own /bin/sh has it.)
DEB_TOOLS   = debhelper devscripts lintian blhc
DEB_VERSION = $(shell sed -n '1s/^[^(]*(\([^)]*\)).*/\1/p' debian/changelog)
PKG_BUILD   = build-pkg
DEB_SRC     = $(PKG_BUILD)/deb/ktour-$(DEB_VERSION)

# Copy the source tree (a git checkout's files, ignored ones left out) to $(1).
copy_sources = { git ls-files -co --exclude-standard 2>/dev/null || \
	  find . -path ./.git -prune -o -path './build*' -prune -o -type f -print; } | \
	  tar -cf - -T - | tar -xf - -C $(1)

deb:
	@$(call install_same,make deb,$(DEB_PKGS) $(DEB_TOOLS))
	rm -rf $(PKG_BUILD)/deb
	mkdir -p $(DEB_SRC)
	$(call copy_sources,$(DEB_SRC))
	cd $(DEB_SRC) && dpkg-buildpackage -us -uc -b >../build.log 2>&1 || \
	  { tail -n 40 $(PKG_BUILD)/deb/build.log; exit 1; }
	lintian --fail-on error,warning $(PKG_BUILD)/deb/ktour_$(DEB_VERSION)_*.changes
	dpkg-deb -x $(PKG_BUILD)/deb/ktour_$(DEB_VERSION)_*.deb $(PKG_BUILD)/deb/root
	@for f in usr/bin/ktour usr/share/man/man1/ktour.1.gz \
	  usr/share/bash-completion/completions/ktour usr/share/zsh/vendor-completions/_ktour \
	  usr/share/fish/vendor_completions.d/ktour.fish $(TOURS:assets/%=usr/share/ktour/%) \
	  $(LESSONS:assets/%=usr/share/ktour/%); do \
	  test -f $(PKG_BUILD)/deb/root/$$f || { echo "deb: $$f is not in the package" >&2; exit 1; }; \
	done
	hardening-check $$(readelf -n /bin/sh | grep -q 'feature: IBT' || echo --nocfprotection) \
	  $(PKG_BUILD)/deb/root/usr/bin/ktour
	blhc $(PKG_BUILD)/deb/build.log
	@ls -l $(PKG_BUILD)/deb/*.deb

# `make repro-check`: two builds in two directories, with the distribution's
# flags, give the same binary (dpkg-buildflags' -ffile-prefix-map keeps the
# directory out of the debugging information).
repro-check:
	rm -rf $(PKG_BUILD)/repro
	@for d in one second-copy; do \
	  mkdir -p $(PKG_BUILD)/repro/$$d && $(call copy_sources,$(PKG_BUILD)/repro/$$d) && \
	  (cd $(PKG_BUILD)/repro/$$d && eval "$$(dpkg-buildflags --export=sh)" && \
	   $(MAKE) --no-print-directory -s WERROR= all) || exit 1; \
	done
	sha256sum $(PKG_BUILD)/repro/one/ktour $(PKG_BUILD)/repro/second-copy/ktour
	cmp $(PKG_BUILD)/repro/one/ktour $(PKG_BUILD)/repro/second-copy/ktour

# ---- checks ------------------------------------------------------------------

SAN_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

SAN_ENV = ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp
SAN_MAKE = $(MAKE) --no-print-directory BUILD=build-asan BIN=build-asan/ktour \
	  OPTFLAGS="-O1 -g $(SAN_FLAGS)" KT_LDFLAGS="-pthread $(SAN_FLAGS)"

# Every unit and end-to-end test under ASan + UBSan, in a separate build tree
# (tests/lsan.supp: fontconfig's own caches, kept by cairo's font API).
asan: ensure-deps
	@$(SAN_MAKE) tests
	@$(SAN_ENV) KTOUR_BIN=build-asan/ktour sh tests/run_tests.sh build-asan/tests

# A longer key-monkey storm (tests/e2e/test_e2e_monkey.c) on the ASan build:
# `make monkey SEED=7 KEYS=50000`, MODES=play,replay for some modes only.
SEED ?= 26
KEYS ?= 50000
MODES ?=
monkey: ensure-deps
	@$(SAN_MAKE) build-asan/ktour build-asan/tests/test_e2e_monkey
	@$(SAN_ENV) KTOUR_BIN=build-asan/ktour KTOUR_MONKEY_SEED=$(SEED) KTOUR_MONKEY_KEYS=$(KEYS) \
	  KTOUR_MONKEY_MODES=$(MODES) build-asan/tests/test_e2e_monkey

# --fair-sched=yes: valgrind runs one thread at a time, and with its default
# lock a counting worker can keep it for seconds, so the thread that watches
# a --time-limit of 0.5 s woke 20 s late (or never, the count ending first
# and exiting 0): the stopped-count tests failed on a slow day.
VALGRIND = valgrind --quiet --error-exitcode=1 --leak-check=full --fair-sched=yes \
           --errors-for-leak-kinds=definite --suppressions=tests/valgrind.supp

valgrind: ensure-deps
	@command -v valgrind >/dev/null || $(call install_same,make valgrind,valgrind)
	@$(MAKE) --no-print-directory tests
	@RUN_WRAPPER="$(VALGRIND)" VALGRIND="$(VALGRIND)" KTOUR_SKIP_E2E=1 \
	  CLI_SCRIPTS=tests/valgrind_cmds.sh KTOUR_BIN=./$(BIN) sh tests/run_tests.sh $(BUILD)/tests

# The layers (HACKING.md, tests/lint_layers.sh), the one owner of the
# explorer's state (tests/lint_app_state.sh), no path outside the
# repository (tests/lint_paths.sh), function lengths in src/cli
# (tests/lint_functions.sh), files of at most 800 lines and their SPDX lines
# (tests/lint_files.sh), no raw name on the terminal
# (tests/lint_messages.sh), cppcheck and the man page.
lint:
	@sh tests/lint_layers.sh
	@sh tests/lint_app_state.sh
	@sh tests/lint_paths.sh
	@sh tests/lint_functions.sh
	@sh tests/lint_files.sh
	@sh tests/lint_messages.sh
	@command -v cppcheck >/dev/null && command -v mandoc >/dev/null || \
	  $(call install_same,make lint,cppcheck mandoc)
	cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
	  --std=c11 --inline-suppr -Iinclude -Isrc --suppress=missingIncludeSystem src
	mandoc -Tlint -Wwarning man/ktour.1

# bench-build: only build them (CI compiles them with clang too).
bench-build: $(BIN) $(BENCH_BINS)

bench: ensure-deps
	@$(MAKE) --no-print-directory all $(BENCH_BINS)
	@KTOUR_BIN=./$(BIN) sh bench/run.sh $(BUILD)/bench

.SECONDARY:

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
