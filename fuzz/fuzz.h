/* SPDX-License-Identifier: MIT */
/* Fuzz targets: one function per input reader, shared by the libFuzzer
 * programs (fuzz/libfuzzer.c, built with clang by `make fuzz`) and by the
 * corpus replay test (fuzz/replay.c, built with the normal compiler by
 * `make test`).
 *
 * A target takes any bytes, must never crash, hang, leak or exhaust memory,
 * and checks the properties that must hold for every input (a tour that
 * reads must write and read back to the same path, ...).  A violated
 * property is reported through fuzz_fail(), which never returns.
 *
 * Adding a target NAME: write fuzz/fuzz_NAME.c defining fuzz_NAME(), add
 * X(NAME) to FUZZ_TARGETS below, put seed inputs in fuzz/corpus/NAME/
 * (fuzz/fuzz.mk finds the file by its name; fuzz/NAME.dict is used as the
 * libFuzzer dictionary when it exists). */
#ifndef KTOUR_FUZZ_H
#define KTOUR_FUZZ_H

#include <stddef.h>
#include <stdint.h>

/* Every target, for the replay driver. */
#define FUZZ_TARGETS(X) \
	X(checkpoint)   \
	X(engine)       \
	X(format)       \
	X(lesson)       \
	X(options)      \
	X(quiz)         \
	X(session)      \
	X(settings)     \
	X(square)

#define FUZZ_DECLARE(name) int fuzz_##name(const uint8_t *data, size_t size);
FUZZ_TARGETS(FUZZ_DECLARE)
#undef FUZZ_DECLARE

/* A property failed: say which (printf-style) and stop.  Defined by the
 * driver: libFuzzer aborts (so the input is saved as a crash), the replay
 * test fails the current cmocka test and names the input file. */
void fuzz_fail(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

#define FUZZ_CHECK(cond, ...)                     \
	do {                                      \
		if (!(cond))                      \
			fuzz_fail(__VA_ARGS__);   \
	} while (0)

/* ---- helpers (fuzz/common.c) ------------------------------------------- */

/* A NUL-terminated copy of data[0..size) (NULs inside are kept, so C string
 * functions see only the part before the first one).  Never NULL: aborts on
 * out of memory, which the fuzzer then reports. */
char *fuzz_strndup(const uint8_t *data, size_t size);

/* data[0..size), a newline if it does not end with one, and the line
 * "checksum HEX" with the FNV-1a 64 of all that (checkpoint and session
 * files end so): *len bytes, not NUL-terminated, to free.  Never NULL. */
char *fuzz_with_checksum(const uint8_t *data, size_t size, size_t *len);

/* Split data into at most max-1 arguments at NUL and newline bytes; argv[0]
 * is "ktour", argv[argc] is NULL.  The strings live in *storage (free it
 * and argv with fuzz_argv_free).  Returns argc. */
int fuzz_argv(const uint8_t *data, size_t size, size_t max, char ***argv, char **storage);
void fuzz_argv_free(char **argv, char *storage);

#endif
