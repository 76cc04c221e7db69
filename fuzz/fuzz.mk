# SPDX-License-Identifier: MIT
# Fuzzing (issue 6), included by the Makefile.
#
#   make fuzz [FUZZ_SECONDS=60] [FUZZ_TARGETS="format options"]
#       build every target with clang (libFuzzer + ASan + UBSan) and run each
#       for FUZZ_SECONDS, one after the other, one process each
#   make fuzz-build       only build them ($(BUILD)/fuzz/lf/fuzz_NAME)
#   make fuzz-merge       add the inputs of fuzz/corpus-work/NAME that reach
#                         new code to the committed corpus fuzz/corpus/NAME
#
# A target NAME is fuzz/fuzz_NAME.c (see fuzz/fuzz.h).  `make test` replays
# fuzz/corpus/NAME and fuzz/regressions/NAME through the same functions,
# built with $(CC) and no fuzzer runtime: $(BUILD)/tests/test_fuzz_replay.

FUZZ_TARGETS ?= $(patsubst fuzz/fuzz_%.c,%,$(wildcard fuzz/fuzz_*.c))
FUZZ_SECONDS ?= 60
FUZZ_CC      ?= clang

# ---- the replay test (normal compiler and flags) -----------------------------

FUZZ_ALL_TARGETS = $(patsubst fuzz/fuzz_%.c,%,$(wildcard fuzz/fuzz_*.c))
FUZZ_REPLAY_OBJS = $(patsubst fuzz/%.c,$(BUILD)/fuzz/replay/%.o,\
                   fuzz/replay.c fuzz/common.c $(FUZZ_ALL_TARGETS:%=fuzz/fuzz_%.c))

$(BUILD)/fuzz/replay/%.o: fuzz/%.c
	@mkdir -p $(@D)
	$(CC) $(KT_CPPFLAGS) -Isrc -Ifuzz $(CPPFLAGS) $(CMOCKA_CFLAGS) $(KT_CFLAGS) $(CFLAGS) -c -o $@ $<

$(BUILD)/tests/test_fuzz_replay: $(FUZZ_REPLAY_OBJS) $(LIB_OBJS)
	@mkdir -p $(@D)
	$(CC) $(KT_LDFLAGS) $(LDFLAGS) -o $@ $^ $(CMOCKA_LIBS) $(CURSES_LIBS) $(PICTURE_LIBS) -lm $(LDLIBS)

EXTRA_TEST_BINS += $(BUILD)/tests/test_fuzz_replay

# ---- the libFuzzer programs (clang) ------------------------------------------

FUZZ_BUILD = $(BUILD)/fuzz/lf
FUZZ_SAN   = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
# $(WERROR) as everywhere: CI builds all of the code with clang too
# (.ci/run), so a warning only clang gives is caught there first.
FUZZ_CFLAGS = -std=c11 $(WARNINGS) $(WERROR) -O1 -g $(FUZZ_SAN) -fsanitize=fuzzer-no-link -pthread -MMD -MP
# The code under test: everything but the curses front end and the commands
# (the archive lets the linker take only what a target uses).
FUZZ_LIB_SRCS = $(filter-out src/cli/main.c src/cli/cmd_%.c src/ui/%,$(LIB_SRCS))
FUZZ_LIB_OBJS = $(FUZZ_LIB_SRCS:%.c=$(FUZZ_BUILD)/%.o)
FUZZ_BINS     = $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/fuzz_%)

$(FUZZ_BUILD)/src/%.o: src/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(KT_CPPFLAGS) $(FUZZ_CFLAGS) -c -o $@ $<

$(FUZZ_BUILD)/obj/%.o: fuzz/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(KT_CPPFLAGS) -Isrc -Ifuzz $(FUZZ_CFLAGS) -c -o $@ $<

$(FUZZ_BUILD)/obj/entry_%.o: fuzz/libfuzzer.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(KT_CPPFLAGS) -Ifuzz $(FUZZ_CFLAGS) -DFUZZ_ENTRY=fuzz_$* -c -o $@ $<

$(FUZZ_BUILD)/libktour.a: $(FUZZ_LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(FUZZ_BUILD)/fuzz_%: $(FUZZ_BUILD)/obj/entry_%.o $(FUZZ_BUILD)/obj/fuzz_%.o \
                      $(FUZZ_BUILD)/obj/common.o $(FUZZ_BUILD)/libktour.a
	$(FUZZ_CC) -fsanitize=fuzzer $(FUZZ_SAN) -pthread -o $@ $^ -lm

.PHONY: fuzz-build fuzz-merge fuzz-check-cc

fuzz-check-cc:
	@command -v $(FUZZ_CC) >/dev/null 2>&1 || { \
	  echo "fuzz: needs clang with libFuzzer (Debian: apt-get install clang libclang-rt-14-dev)" >&2; \
	  exit 2; }

fuzz-build: fuzz-check-cc
	@$(MAKE) --no-print-directory $(FUZZ_BINS)

fuzz: fuzz-build
	@status=0; for t in $(FUZZ_TARGETS); do \
	  sh fuzz/run.sh $(FUZZ_BUILD)/fuzz_$$t $$t $(FUZZ_SECONDS) || status=1; \
	done; \
	if [ $$status -ne 0 ]; then echo "fuzz: findings above: fix them, then move the inputs to fuzz/regressions/NAME/" >&2; fi; \
	exit $$status

fuzz-merge: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	  [ -d fuzz/corpus-work/$$t ] || continue; \
	  before=$$(ls fuzz/corpus/$$t | wc -l); \
	  $(FUZZ_BUILD)/fuzz_$$t -merge=1 -rss_limit_mb=2048 -timeout=10 \
	    fuzz/corpus/$$t fuzz/corpus-work/$$t >fuzz/corpus-work/$$t.merge.log 2>&1 || \
	    { echo "fuzz-merge: $$t failed: see fuzz/corpus-work/$$t.merge.log" >&2; exit 1; }; \
	  echo "$$t: corpus $$before -> $$(ls fuzz/corpus/$$t | wc -l) files"; \
	done
