/* SPDX-License-Identifier: MIT */
/* The libFuzzer entry point of one target: built once per target by
 * fuzz/fuzz.mk with -DFUZZ_ENTRY=fuzz_NAME and clang's -fsanitize=fuzzer. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "fuzz.h"

#ifndef FUZZ_ENTRY
#error "build with -DFUZZ_ENTRY=fuzz_NAME"
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	return FUZZ_ENTRY(data, size);
}

/* A broken property is a crash: libFuzzer saves the input. */
void fuzz_fail(const char *fmt, ...)
{
	va_list ap;
	fputs("fuzz property failed: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	abort();
}
