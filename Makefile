# ktour — knight's tour explorer.  `make run` and `make test` work on a fresh
# Debian machine with only a C toolchain: they install what is missing first.

PREFIX  ?= /usr/local
BINDIR  ?= $(PREFIX)/bin
MANDIR  ?= $(PREFIX)/share/man
DESTDIR ?=
PKG_CONFIG ?= pkg-config
INSTALL ?= install

# Debian packages the build and the tests need.
DEB_PKGS = pkg-config libncurses-dev libcmocka-dev libvterm-dev
PC_MODULES = ncursesw cmocka vterm

WARNINGS = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
           -Wmissing-prototypes -Wformat=2 -Wundef
WERROR   = -Werror
OPTFLAGS = -O2 -g
# User CFLAGS/LDFLAGS are appended to ours, never replace them.
KT_CPPFLAGS = -Iinclude -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=700
KT_CFLAGS   = -std=c11 $(WARNINGS) $(WERROR) $(OPTFLAGS) -pthread -MMD -MP
KT_LDFLAGS  = -pthread

# Flags from pkg-config, evaluated lazily so that `make deps` can run first.
# ncursesw's own _XOPEN_SOURCE is dropped: ours (700) covers it.
CURSES_CFLAGS = $(filter-out -D_XOPEN_SOURCE% -D_DEFAULT_SOURCE,$(shell $(PKG_CONFIG) --cflags ncursesw 2>/dev/null)) -DNCURSES_WIDECHAR=1
CURSES_LIBS   = $(shell $(PKG_CONFIG) --libs ncursesw 2>/dev/null)
CMOCKA_CFLAGS = $(shell $(PKG_CONFIG) --cflags cmocka 2>/dev/null)
CMOCKA_LIBS   = $(shell $(PKG_CONFIG) --libs cmocka 2>/dev/null)
VTERM_CFLAGS  = $(shell $(PKG_CONFIG) --cflags vterm 2>/dev/null)
VTERM_LIBS    = $(shell $(PKG_CONFIG) --libs vterm 2>/dev/null)

BUILD ?= build
BIN    = ktour

LIB_SRCS  = $(sort $(wildcard src/core/*.c src/engine/*.c src/runner/*.c src/ui/*.c src/cli/*.c))
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

.PHONY: all run test check fuzz deps ensure-deps install uninstall clean \
        asan valgrind lint bench tests

all: $(BIN)

$(BIN): $(LIB_OBJS) $(MAIN_OBJ)
	$(CC) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CURSES_LIBS) -lm $(LDLIBS)

# The UI objects are the only ones that see curses' flags.
$(BUILD)/src/ui/%.o: src/ui/%.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) $(CPPFLAGS) $(CURSES_CFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) $(CPPFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/%.o: tests/unit/%.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) -Isrc -Itests $(CPPFLAGS) $(CMOCKA_CFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/e2e/%.o: tests/e2e/%.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) -Itests $(CPPFLAGS) $(CMOCKA_CFLAGS) $(VTERM_CFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/test_e2e_%: $(BUILD)/tests/e2e/test_e2e_%.o $(E2E_SUPPORT_OBJS)
	$(CC) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(VTERM_LIBS) -lutil $(LDLIBS)

$(BUILD)/tests/test_%: $(BUILD)/tests/test_%.o $(LIB_OBJS)
	$(CC) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(CURSES_LIBS) -lm $(LDLIBS)

$(BUILD)/bench/%: bench/%.c $(LIB_OBJS)
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) -Isrc $(CPPFLAGS) $(KT_CFLAGS) $(CFLAGS) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CURSES_LIBS) -lm $(LDLIBS)

# fuzz/fuzz.mk adds its corpus-replay test programs to EXTRA_TEST_BINS and
# the `fuzz` target (libFuzzer, clang).
EXTRA_TEST_BINS =
-include fuzz/fuzz.mk

tests: $(BIN) $(UNIT_BINS) $(E2E_BINS) $(EXTRA_TEST_BINS)

# ---- set-up ----------------------------------------------------------------

# Install the missing Debian packages (through sudo when not root).
deps:
	@missing=""; \
	for p in $(DEB_PKGS); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q 'ok installed' || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then echo "deps: all present ($(DEB_PKGS))"; exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then sudo=""; \
	elif command -v sudo >/dev/null 2>&1; then sudo="sudo"; \
	else echo "deps: missing:$$missing; run as root: apt-get update && apt-get install -y$$missing" >&2; exit 1; fi; \
	echo "deps: installing$$missing"; \
	$$sudo apt-get update -qq && \
	DEBIAN_FRONTEND=noninteractive $$sudo apt-get install -y -qq --no-install-recommends $$missing >/dev/null || \
	{ echo "deps: apt-get failed; run: apt-get update && apt-get install -y$$missing" >&2; exit 1; }

# Run `deps` only when pkg-config cannot find what we build against.
ensure-deps:
	@command -v $(PKG_CONFIG) >/dev/null 2>&1 && $(PKG_CONFIG) --exists $(PC_MODULES) || $(MAKE) --no-print-directory deps

run: ensure-deps
	@$(MAKE) --no-print-directory all
	./$(BIN)

# `make test` prints one summary line "N passed, N failed" and fails when
# any test fails.
test check: ensure-deps
	@$(MAKE) --no-print-directory tests
	@KTOUR_BIN=./$(BIN) sh tests/run_tests.sh $(BUILD)/tests

# ---- install -----------------------------------------------------------------

install: $(BIN)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1
	$(INSTALL) -m 755 $(BIN) $(DESTDIR)$(BINDIR)/$(BIN)
	$(INSTALL) -m 644 man/ktour.1 $(DESTDIR)$(MANDIR)/man1/ktour.1

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/$(BIN) $(DESTDIR)$(MANDIR)/man1/ktour.1

clean:
	rm -rf $(BUILD) build-asan $(BIN)

# ---- checks ------------------------------------------------------------------

SAN_FLAGS = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

# Every unit and end-to-end test under ASan + UBSan, in a separate build tree.
asan: ensure-deps
	@$(MAKE) --no-print-directory BUILD=build-asan BIN=build-asan/ktour \
	  OPTFLAGS="-O1 -g $(SAN_FLAGS)" KT_LDFLAGS="-pthread $(SAN_FLAGS)" tests
	@ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  KTOUR_BIN=build-asan/ktour sh tests/run_tests.sh build-asan/tests

VALGRIND = valgrind --quiet --error-exitcode=1 --leak-check=full \
           --errors-for-leak-kinds=definite --suppressions=tests/valgrind.supp

valgrind: ensure-deps
	@command -v valgrind >/dev/null || $(MAKE) --no-print-directory deps DEB_PKGS=valgrind
	@$(MAKE) --no-print-directory tests
	@RUN_WRAPPER="$(VALGRIND)" VALGRIND="$(VALGRIND)" KTOUR_SKIP_E2E=1 \
	  CLI_SCRIPTS=tests/valgrind_cmds.sh KTOUR_BIN=./$(BIN) sh tests/run_tests.sh $(BUILD)/tests

lint:
	@command -v cppcheck >/dev/null && command -v mandoc >/dev/null || \
	  $(MAKE) --no-print-directory deps DEB_PKGS="cppcheck mandoc"
	cppcheck --quiet --error-exitcode=1 --enable=warning,portability,performance \
	  --std=c11 --inline-suppr -Iinclude -Isrc --suppress=missingIncludeSystem src
	mandoc -Tlint -Wwarning man/ktour.1

bench: ensure-deps
	@$(MAKE) --no-print-directory all $(BENCH_BINS)
	@KTOUR_BIN=./$(BIN) sh bench/run.sh $(BUILD)/bench

.SECONDARY:

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)
