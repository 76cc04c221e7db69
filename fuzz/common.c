/* SPDX-License-Identifier: MIT */
/* Helpers shared by the fuzz targets. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/checkpoint.h"

char *fuzz_strndup(const uint8_t *data, size_t size)
{
	char *s = malloc(size + 1);
	if (!s)
		abort();
	if (size)
		memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

int fuzz_argv(const uint8_t *data, size_t size, size_t max, char ***argv, char **storage)
{
	char *s = fuzz_strndup(data, size);
	char **v = calloc(max + 1, sizeof *v);
	if (!v)
		abort();
	int argc = 0;
	v[argc++] = (char *)"ktour";
	size_t start = 0;
	for (size_t i = 0; i <= size && (size_t)argc < max; i++) {
		if (i < size && s[i] != '\0' && s[i] != '\n')
			continue;
		s[i] = '\0';
		/* A trailing separator does not make an empty last argument, but
		 * empty arguments in the middle are kept: "" is a value too. */
		if (i < size || i > start)
			v[argc++] = s + start;
		start = i + 1;
	}
	v[argc] = NULL;
	*argv = v;
	*storage = s;
	return argc;
}

void fuzz_argv_free(char **argv, char *storage)
{
	free(argv);
	free(storage);
}

char *fuzz_with_checksum(const uint8_t *data, size_t size, size_t *len)
{
	char *buf = malloc(size + 40);
	if (!buf)
		abort();
	if (size)
		memcpy(buf, data, size);
	size_t n = size;
	if (n == 0 || buf[n - 1] != '\n')
		buf[n++] = '\n';
	uint64_t h = checkpoint_fnv1a(CHECKPOINT_FNV_INIT, buf, n);
	n += (size_t)snprintf(buf + n, 40, "checksum %016llx\n", (unsigned long long)h);
	*len = n;
	return buf;
}
