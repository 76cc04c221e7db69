/* SPDX-License-Identifier: MIT */
/* --record FILE.cast: the asciicast v2 recording, read back line by line
 * (the header's fields, each event's time, kind and text) and played
 * through libvterm: its last screen equals the live one, characters,
 * colours and attributes; a resize is an "r" event; a full disk
 * (/dev/full) ends the recording with a message and the session goes on. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "e2e/pty.h"

/* ---- reading the recording ------------------------------------------------ */

static size_t utf8_put(char *out, unsigned long c)
{
	if (c < 0x80) {
		out[0] = (char)c;
		return 1;
	}
	if (c < 0x800) {
		out[0] = (char)(0xc0 | (c >> 6));
		out[1] = (char)(0x80 | (c & 0x3f));
		return 2;
	}
	if (c < 0x10000) {
		out[0] = (char)(0xe0 | (c >> 12));
		out[1] = (char)(0x80 | ((c >> 6) & 0x3f));
		out[2] = (char)(0x80 | (c & 0x3f));
		return 3;
	}
	out[0] = (char)(0xf0 | (c >> 18));
	out[1] = (char)(0x80 | ((c >> 12) & 0x3f));
	out[2] = (char)(0x80 | ((c >> 6) & 0x3f));
	out[3] = (char)(0x80 | (c & 0x3f));
	return 4;
}

/* A JSON string at *p (at its opening quote) into out (room for as many
 * bytes as the line has); *p past its closing quote.  False when it is
 * not one. */
static bool json_string(const char **p, char *out, size_t *n)
{
	const char *s = *p;
	*n = 0;
	if (*s++ != '"')
		return false;
	while (*s && *s != '"') {
		if ((unsigned char)*s < 0x20)
			return false; /* a raw control character */
		if (*s != '\\') {
			out[(*n)++] = *s++;
			continue;
		}
		s++;
		const char *simple = strchr("\"\\/bfnrt", *s);
		if (*s && simple) {
			out[(*n)++] = "\"\\/\b\f\n\r\t"[simple - "\"\\/bfnrt"];
			s++;
			continue;
		}
		if (*s != 'u')
			return false;
		char hex[5] = {0};
		memcpy(hex, s + 1, 4);
		char *end;
		unsigned long c = strtoul(hex, &end, 16);
		if (strlen(hex) != 4 || *end)
			return false;
		s += 5;
		*n += utf8_put(out + *n, c);
	}
	if (*s != '"')
		return false;
	*p = s + 1;
	return true;
}

/* The number after "key": in a header line, or -1. */
static long header_number(const char *line, const char *key)
{
	char k[64];
	snprintf(k, sizeof k, "\"%s\": ", key);
	const char *at = strstr(line, k);
	return at ? strtol(at + strlen(k), NULL, 10) : -1;
}

/* The string after "key": in a header line, or false. */
static bool header_string(const char *line, const char *key, char *out, size_t len)
{
	char k[64];
	snprintf(k, sizeof k, "\"%s\": ", key);
	const char *at = strstr(line, k);
	size_t n;
	char *buf = malloc(strlen(line) + 1);
	bool ok = at && (at += strlen(k), json_string(&at, buf, &n));
	if (ok)
		snprintf(out, len, "%.*s", (int)n, buf);
	free(buf);
	return ok;
}

typedef struct playback {
	pty_term *vt;   /* the recording's terminal */
	int events, resizes, last_w, last_h;
	double last_time;
	char title[200], command[400];
} playback;

/* One event line: [time, "o"|"r", "text"], into pb. */
static void play_event(playback *pb, const char *line)
{
	char *end;
	assert_true(line[0] == '[');
	double t = strtod(line + 1, &end);
	assert_true(end > line + 1);
	assert_true(t >= pb->last_time); /* times never go back */
	pb->last_time = t;
	const char *p = end;
	assert_true(strncmp(p, ", ", 2) == 0);
	p += 2;
	char kind[8], *data = malloc(strlen(line) + 1);
	size_t n;
	assert_true(json_string(&p, kind, &n) && n == 1);
	assert_true(strncmp(p, ", ", 2) == 0);
	p += 2;
	assert_true(json_string(&p, data, &n));
	assert_string_equal(p, "]");
	if (kind[0] == 'o') {
		pty_feed(pb->vt, data, n);
	} else {
		assert_int_equal(kind[0], 'r');
		data[n] = '\0';
		assert_int_equal(sscanf(data, "%dx%d", &pb->last_w, &pb->last_h), 2);
		pty_virtual_resize(pb->vt, pb->last_h, pb->last_w);
		pb->resizes++;
	}
	pb->events++;
	free(data);
}

/* Read the recording at path line by line and play it back. */
static void play_back(const char *path, playback *pb)
{
	FILE *f = fopen(path, "r");
	assert_non_null(f);
	char *line = NULL;
	size_t cap = 0;
	ssize_t len = getline(&line, &cap, f);
	assert_true(len > 0);
	line[strcspn(line, "\n")] = '\0';
	assert_int_equal(header_number(line, "version"), 2);
	pb->last_w = (int)header_number(line, "width");
	pb->last_h = (int)header_number(line, "height");
	assert_true(header_number(line, "timestamp") > 1600000000);
	assert_true(header_string(line, "title", pb->title, sizeof pb->title));
	assert_true(header_string(line, "command", pb->command, sizeof pb->command));
	pb->vt = pty_virtual(pb->last_h, pb->last_w);
	assert_non_null(pb->vt);
	while ((len = getline(&line, &cap, f)) > 0) {
		assert_int_equal(line[len - 1], '\n');
		line[len - 1] = '\0';
		play_event(pb, line);
	}
	free(line);
	fclose(f);
}

static char *temp_path(const char *name)
{
	char *dir = strdup("/tmp/ktour-e2e-record-XXXXXX");
	assert_non_null(mkdtemp(dir));
	char *path = malloc(strlen(dir) + strlen(name) + 2);
	sprintf(path, "%s/%s", dir, name);
	free(dir);
	return path;
}

static void remove_temp(char *path)
{
	unlink(path);
	char *slash = strrchr(path, '/');
	*slash = '\0';
	rmdir(path);
	free(path);
}

/* ---- the tests -------------------------------------------------------------- */

static void steps(pty_term *t, int from, int n)
{
	char want[32];
	for (int i = from + 1; i <= from + n; i++) {
		assert_true(pty_send(t, "n"));
		snprintf(want, sizeof want, "step %d ", i);
		pty_assert_text(t, want);
	}
}

static void test_record_plays_back_the_screen(void **state)
{
	(void)state;
	char *path = temp_path("class.cast");
	const char *const args[] = {"explore", "-b", "6x6", "--seed", "3", "--record", path, NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "READY");
	steps(t, 0, 12);
	assert_true(pty_send(t, "t")); /* the stack panel off: a new layout */
	pty_assert_gone(t, "Search stack");
	assert_true(pty_resize(t, 30, 100));
	pty_assert(t, pty_wait_stable(t, 300, PTY_TIMEOUT_MS));
	steps(t, 12, 3);
	assert_true(pty_send(t, "t"));
	pty_assert_text(t, "Search stack");
	pty_assert(t, pty_wait_stable(t, 300, PTY_TIMEOUT_MS));
	char *live = pty_screen_text(t);
	uint64_t live_hash = pty_screen_hash(t);
	pty_assert_quit(t);

	playback pb = {0};
	play_back(path, &pb);
	assert_string_equal(pb.title, "ktour explore");
	assert_non_null(strstr(pb.command, "ktour explore -b 6x6 --seed 3 --record "));
	assert_true(pb.resizes >= 1);
	assert_int_equal(pb.last_w, 100);
	assert_int_equal(pb.last_h, 30);
	assert_true(pb.events > 15);
	char *played = pty_screen_text(pb.vt);
	if (strcmp(live, played) != 0)
		fprintf(stderr, "live:\n%s\nplayed back:\n%s\n", live, played);
	assert_string_equal(played, live);
	assert_true(pty_screen_hash(pb.vt) == live_hash); /* colours and attributes too */
	free(live);
	free(played);
	pty_close(pb.vt);
	remove_temp(path);
}

/* replay and play record too, each with its own title. */
static void test_record_replay_and_play(void **state)
{
	(void)state;
	const char *titles[] = {"ktour replay", "ktour play"};
	for (int k = 0; k < 2; k++) {
		char *path = temp_path("r.cast");
		const char *const replay[] = {"replay", "--record", path,
					      "assets/tours/closed-8x8.json", NULL};
		const char *const play[] = {"play", "-b", "5x5", "--record", path, NULL};
		pty_term *t = pty_spawn_ktour(k ? play : replay, NULL, 24, 80);
		assert_non_null(t);
		pty_assert_text(t, k ? "YOUR MOVE" : "READY");
		pty_assert(t, pty_wait_stable(t, 300, PTY_TIMEOUT_MS));
		char *live = pty_screen_text(t);
		pty_assert_quit(t);
		playback pb = {0};
		play_back(path, &pb);
		assert_string_equal(pb.title, titles[k]);
		char *played = pty_screen_text(pb.vt);
		assert_string_equal(played, live);
		free(live);
		free(played);
		pty_close(pb.vt);
		remove_temp(path);
	}
}

/* A lesson records too: its scenes, its caption, its own title.  By its
 * file, not its name: make asan's build-asan/ktour has no lessons beside it. */
static void test_record_lesson(void **state)
{
	(void)state;
	char *path = temp_path("lesson.cast");
	const char *const args[] = {"lesson", "assets/lessons/backtracking.lesson", "--record", path, NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "scene 1/14");
	assert_true(pty_send(t, "4\r")); /* scene 4, at once: the first dead end */
	pty_assert_text(t, "scene 4/14");
	pty_assert_text(t, "a3 is a dead end");
	pty_assert(t, pty_wait_stable(t, 300, PTY_TIMEOUT_MS));
	char *live = pty_screen_text(t);
	pty_assert_quit(t);
	playback pb = {0};
	play_back(path, &pb);
	assert_string_equal(pb.title, "ktour lesson");
	/* the command line as parsed: the options first, then the lesson */
	if (!strstr(pb.command, "ktour lesson --record ") ||
	    !strstr(pb.command, "lesson.cast assets/lessons/backtracking.lesson"))
		fail_msg("command: %s", pb.command);
	char *played = pty_screen_text(pb.vt);
	if (strcmp(live, played) != 0)
		fprintf(stderr, "live:\n%s\nplayed back:\n%s\n", live, played);
	assert_string_equal(played, live);
	assert_non_null(strstr(played, "Scene 4/14: The first dead end"));
	free(live);
	free(played);
	pty_close(pb.vt);
	remove_temp(path);
}

/* A full disk: the recording stops with a message; the explorer goes on. */
static void test_record_full_disk(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "-b", "6x6", "--record", "/dev/full", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "Recording stopped: /dev/full: No space left on device");
	steps(t, 0, 3);
	pty_assert_quit(t);
}

/* A file that cannot be made: told before the screen opens. */
static void test_record_cannot_open(void **state)
{
	(void)state;
	const char *const args[] = {"explore", "--record", "/nonexistent/dir/x.cast", NULL};
	pty_term *t = pty_spawn_ktour(args, NULL, 24, 80);
	assert_non_null(t);
	pty_assert_text(t, "cannot record to /nonexistent/dir/x.cast: No such file or directory");
	pty_assert_exit(t, 2);
	pty_close(t);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_teardown(test_record_plays_back_the_screen, pty_teardown),
		cmocka_unit_test_teardown(test_record_replay_and_play, pty_teardown),
		cmocka_unit_test_teardown(test_record_lesson, pty_teardown),
		cmocka_unit_test_teardown(test_record_full_disk, pty_teardown),
		cmocka_unit_test_teardown(test_record_cannot_open, pty_teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
