/* SPDX-License-Identifier: MIT */
/* The picture formats' table (ktour/picture.h, src/ui/picture/picture.c),
 * every row: its name and extension read back in any case; what it says
 * it can do is what its writers do (a still is written by its still
 * writer, a tour drawing itself by its moving writer, each file begins
 * with its format's signature); ktour render writes it from the
 * extension; and convert's and render's --help, convert's completions
 * and the lists in the messages name it. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli_opts.h"
#include "ktour/picture.h"
#include "tour_samples.h"
#include "ui/picture/formats.h"

#define EACH_FORMAT(f)                                                                          \
	for (picture_format f = (picture_format)1; (int)f <= PICTURE_FORMAT_COUNT;              \
	     f = (picture_format)(f + 1))

/* How a file of each format begins; a new format adds its own. */
static const char *signature_of(const char *name, size_t *len)
{
	static const struct {
		const char *name, *bytes;
		size_t len;
	} sigs[] = {
		{"svg", "<?xml", 5},
		{"png", "\x89PNG\r\n\x1a\n", 8},
		{"pdf", "%PDF-", 5},
		{"gif", "GIF89a", 6},
	};
	for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		if (strcmp(sigs[i].name, name) == 0) {
			*len = sigs[i].len;
			return sigs[i].bytes;
		}
	fail_msg("no signature known for the format %s: add it to signature_of()", name);
	*len = 0;
	return "";
}

/* The bytes written by write(f, ctx) into a memory stream; free them. */
static char *captured(bool (*write)(FILE *f, const void *ctx), const void *ctx, size_t *n)
{
	char *buf = NULL;
	FILE *f = open_memstream(&buf, n);
	assert_non_null(f);
	bool ok = write(f, ctx);
	assert_int_equal(fclose(f), 0);
	if (!ok)
		fail_msg("the writer failed");
	return buf;
}

static void assert_begins(const char *bytes, size_t n, const char *name)
{
	size_t len = 0;
	const char *sig = signature_of(name, &len);
	if (n < len || memcmp(bytes, sig, len) != 0)
		fail_msg("a %s file does not begin with its signature", name);
}

/* A tour written as format f (still, or drawing itself). */
typedef struct tour_job {
	const tour *t;
	picture_format f;
	bool animate;
} tour_job;

static bool write_tour(FILE *f, const void *ctx)
{
	const tour_job *j = ctx;
	picture_tour_options o = {.width = 120, .height = 120, .animate = j->animate};
	return picture_tour_write(f, j->t, j->f, &o);
}

static void test_every_row_reads_back(void **state)
{
	(void)state;
	int seen = 0;
	EACH_FORMAT(f)
	{
		const picture_format_desc *d = picture_format_desc_of(f);
		assert_non_null(d);
		assert_int_equal(d->format, f);
		assert_non_null(d->name);
		assert_non_null(d->ext);
		assert_non_null(d->label);
		assert_true(strlen(d->name) > 0 && strlen(d->name) < 8);
		char ext[16], upper[16], path[32];
		snprintf(ext, sizeof ext, ".%s", d->name);
		assert_string_equal(d->ext, ext);
		for (size_t i = 0; i <= strlen(d->name); i++) {
			assert_true(d->name[i] == '\0' || islower((unsigned char)d->name[i]));
			upper[i] = (char)toupper((unsigned char)d->name[i]);
		}
		assert_string_equal(d->label, upper);
		assert_string_equal(picture_format_name(f), d->name);
		assert_int_equal(picture_format_from_name(d->name), f);
		assert_int_equal(picture_format_from_name(upper), f);
		snprintf(path, sizeof path, "dir.x/pic%s", d->ext);
		assert_int_equal(picture_format_of(path), f);
		snprintf(path, sizeof path, "PIC.%s", upper);
		assert_int_equal(picture_format_of(path), f);
		/* a still, or frames; animating is a still's */
		assert_int_equal(picture_format_can(f, PICTURE_STILL) +
					 picture_format_can(f, PICTURE_FRAMES),
				 1);
		assert_false(picture_format_can(f, PICTURE_FRAMES | PICTURE_ANIMATE));
		/* its writers are what it can do */
		const pic_format_row *r = pic_format_row_of(f);
		assert_non_null(r);
		assert_int_equal(r->still != NULL, picture_format_can(f, PICTURE_STILL));
		assert_int_equal(r->tour_moving != NULL,
				 picture_format_can(f, PICTURE_FRAMES) ||
					 picture_format_can(f, PICTURE_ANIMATE));
		seen++;
	}
	assert_int_equal(seen, PICTURE_FORMAT_COUNT);
	assert_null(picture_format_desc_of(PICTURE_NONE));
	assert_null(picture_format_desc_of(PICTURE_FORMAT_END));
	assert_false(picture_format_can(PICTURE_NONE, 0));
	assert_int_equal(picture_format_from_name("jpg"), PICTURE_NONE);
	assert_int_equal(picture_format_of("x.jpg"), PICTURE_NONE);
	assert_string_equal(picture_format_name(PICTURE_NONE), "?");
}

/* Every format writes a tour as it says: a still begins with its
 * signature, one that animates draws itself (SMIL), frames move. */
static void test_every_row_writes(void **state)
{
	(void)state;
	tour t;
	assert_true(sample_tour(&t, 5, 5, backtrack_5x5));
	EACH_FORMAT(f)
	{
		const char *name = picture_format_name(f);
		tour_job j = {&t, f, false};
		size_t n;
		char *bytes = captured(write_tour, &j, &n);
		assert_begins(bytes, n, name);
		free(bytes);
		if (picture_format_can(f, PICTURE_ANIMATE)) {
			j.animate = true;
			bytes = captured(write_tour, &j, &n);
			assert_begins(bytes, n, name);
			assert_non_null(strstr(bytes, "<animate"));
			free(bytes);
		}
	}
	tour_free(&t);
}

/* ktour render writes every format from its extension: a still at a
 * step, frames as an animation. */
static void test_every_row_rendered(void **state)
{
	(void)state;
	EACH_FORMAT(f)
	{
		const picture_format_desc *d = picture_format_desc_of(f);
		char path[64], err[300];
		snprintf(path, sizeof path, "/tmp/ktour-formats-XXXXXX%s", d->ext);
		int fd = mkstemps(path, (int)strlen(d->ext));
		assert_true(fd >= 0);
		close(fd);
		picture_render_options o = {.cfg = engine_config_default()};
		o.cfg.spec.rows = o.cfg.spec.cols = 5;
		o.step = 4;
		o.width = 320;
		o.height = 180;
		if (picture_format_can(f, PICTURE_FRAMES)) {
			o.last = 6;
			o.every = 1;
		}
		assert_int_equal(picture_format_of(path), f);
		if (!picture_render_file(path, f, &o, FILE_REPLACE, err, sizeof err))
			fail_msg("render as %s: %s", d->name, err);
		FILE *in = fopen(path, "rb");
		assert_non_null(in);
		char head[16];
		size_t n = fread(head, 1, sizeof head, in);
		fclose(in);
		assert_begins(head, n, d->name);
		unlink(path);
	}
}

/* What fn prints on stdout. */
static char *stdout_of(void (*fn)(void))
{
	fflush(stdout);
	FILE *tmp = tmpfile();
	assert_non_null(tmp);
	int saved = dup(STDOUT_FILENO);
	assert_true(saved >= 0);
	assert_true(dup2(fileno(tmp), STDOUT_FILENO) >= 0);
	fn();
	fflush(stdout);
	assert_true(dup2(saved, STDOUT_FILENO) >= 0);
	close(saved);
	long n = ftell(tmp);
	assert_true(n >= 0);
	char *text = calloc(1, (size_t)n + 1);
	assert_non_null(text);
	rewind(tmp);
	assert_int_equal(fread(text, 1, (size_t)n, tmp), (size_t)n);
	fclose(tmp);
	return text;
}

static void convert_help(void)
{
	convert_command_table.usage(stdout);
}

static void render_help(void)
{
	render_command_table.usage(stdout);
}

static void convert_completions(void)
{
	cli_list_options(&convert_command_table);
}

/* Is `word` in text, not inside a longer word? */
static bool has_word(const char *text, const char *word)
{
	size_t n = strlen(word);
	for (const char *p = strstr(text, word); p; p = strstr(p + 1, word))
		if ((p == text || !isalnum((unsigned char)p[-1])) && !isalnum((unsigned char)p[n]))
			return true;
	return false;
}

/* The texts that list the formats name every row: convert's --help (its
 * typed lines) and completions; render's --help, its extensions from the
 * table. */
static void test_every_row_listed(void **state)
{
	(void)state;
	char *convert = stdout_of(convert_help);
	char *render = stdout_of(render_help);
	char *complete = stdout_of(convert_completions);
	const char *to = strstr(complete, "--to ");
	assert_non_null(to);
	char to_line[200];
	snprintf(to_line, sizeof to_line, "%.*s", (int)strcspn(to, "\n"), to);
	EACH_FORMAT(f)
	{
		const picture_format_desc *d = picture_format_desc_of(f);
		if (!has_word(strstr(convert, "options:"), d->name))
			fail_msg("convert --help's --to does not name %s", d->name);
		if (!has_word(strstr(convert, "and write it as FMT"), d->name))
			fail_msg("convert --help's words do not name %s", d->name);
		if (!strstr(render, d->ext))
			fail_msg("render --help does not name %s", d->ext);
		if (!has_word(to_line, d->name))
			fail_msg("convert's completions of --to do not name %s", d->name);
	}
	assert_non_null(strstr(render, "extension: .svg, .png or .pdf; .gif for --frames.\n"));
	char list[100];
	assert_int_equal(picture_formats_join(0, 0, PICTURE_NAME, ", ", " or ", list, sizeof list),
			 PICTURE_FORMAT_COUNT);
	assert_string_equal(list, "svg, png, pdf or gif");
	assert_int_equal(picture_formats_join(PICTURE_STILL, PICTURE_ANIMATE, PICTURE_LABEL, ", ",
					      " and ", list, sizeof list),
			 2);
	assert_string_equal(list, "PNG and PDF");
	free(convert);
	free(render);
	free(complete);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_every_row_reads_back),
		cmocka_unit_test(test_every_row_writes),
		cmocka_unit_test(test_every_row_rendered),
		cmocka_unit_test(test_every_row_listed),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
