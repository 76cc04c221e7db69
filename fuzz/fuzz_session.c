/* SPDX-License-Identifier: MIT */
/* Fuzz target: the explorer's session reader (explore_save_parse,
 * ktour/explore_save.h), which `ktour explore --resume FILE` trusts with
 * whatever the file holds.
 *
 * The input is read twice, each time from a heap buffer of exactly its
 * size (no NUL after it, so a read past the end is caught by ASan and
 * valgrind): as it is (the header, version and checksum checks), and with
 * its correct checksum line appended (so the fuzzer gets past the checksum
 * into the key-value lines).
 *
 * Properties checked for every input:
 * - a refused session has a message naming the input ("fuzz") and leaves
 *   the output untouched;
 * - an accepted one formats back to text that reads again to the same
 *   session, and formats again to the same bytes; its speed is 1 to
 *   100000000 steps a second or "max". */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/explore_save.h"

#define FORMAT_ROOM (EXPLORE_SAVE_MAX_BYTES + 1)

static void exercise(const char *data, size_t size)
{
	char *buf = malloc(size ? size : 1);
	if (!buf)
		abort();
	memcpy(buf, data, size);
	explore_save s, untouched;
	memset(&s, 0xA5, sizeof s);
	memset(&untouched, 0xA5, sizeof untouched);
	char err[400];
	bool ok = explore_save_parse(buf, size, "fuzz", &s, err, sizeof err);
	free(buf);
	if (!ok) {
		FUZZ_CHECK(strncmp(err, "fuzz", 4) == 0, "message does not name the input: %s",
			   err);
		FUZZ_CHECK(memcmp(&s, &untouched, sizeof s) == 0,
			   "a refused session changed the output (%s)", err);
		return;
	}
	FUZZ_CHECK(s.speed_max || (s.speed >= 1 && s.speed <= 100000000u),
		   "accepted speed %u", (unsigned)s.speed);
	char *text = malloc(FORMAT_ROOM), *again = malloc(FORMAT_ROOM);
	if (!text || !again)
		abort();
	FUZZ_CHECK(explore_save_format(&s, text, FORMAT_ROOM),
		   "an accepted session does not format");
	explore_save back;
	FUZZ_CHECK(explore_save_parse(text, strlen(text), "fuzz", &back, err, sizeof err),
		   "formatted again, the session does not read: %s", err);
	FUZZ_CHECK(explore_save_format(&back, again, FORMAT_ROOM) && strcmp(text, again) == 0,
		   "read, formatted, read and formatted again: different text");
	FUZZ_CHECK(back.steps == s.steps && back.start_given == s.start_given &&
			   back.heat_on_board == s.heat_on_board,
		   "the session's own lines changed on the way");
	free(text);
	free(again);
}

int fuzz_session(const uint8_t *data, size_t size)
{
	exercise((const char *)data, size);
	/* with a correct checksum line (sessions use the checkpoints' FNV-1a) */
	size_t n;
	char *buf = fuzz_with_checksum(data, size, &n);
	exercise(buf, n);
	free(buf);
	return 0;
}
