/* SPDX-License-Identifier: MIT */
/* Fuzz target: the quiz's --kinds list and one question.  The input is a
 * list of kinds as `ktour quiz --kinds` takes it; its first bytes also
 * seed one question of a kind on a board they choose.
 *
 * Properties: a refusal says why and quotes the word (cut at 40 bytes); an
 * accepted list is a mask of known kinds, not empty, and the names of its
 * kinds, joined by commas, read back to the same mask; the question is
 * generated, its path is one of knight's moves without repeats from the
 * start, with its sentence and answer. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"
#include "ktour/quiz.h"
#include "ktour/rng.h"

static void check_list(const char *text)
{
	unsigned mask = 0, back = 0;
	char err[300], names[200] = "";
	err[0] = '\0';
	if (!quiz_kinds_parse(text, &mask, err, sizeof err)) {
		FUZZ_CHECK(strstr(err, "no kind of question") != NULL, "'%.40s' refused: %s", text,
			   err);
		return;
	}
	FUZZ_CHECK(mask && !(mask & ~QUIZ_ALL_KINDS), "'%.40s' gave the mask %#x", text, mask);
	for (int k = 0; k < QUIZ_KIND_COUNT; k++)
		if (mask >> k & 1)
			snprintf(names + strlen(names), sizeof names - strlen(names), "%s%s",
				 names[0] ? "," : "", quiz_kind_names[k]);
	FUZZ_CHECK(quiz_kinds_parse(names, &back, err, sizeof err) && back == mask,
		   "'%s' (from '%.40s') reads back as %#x, not %#x", names, text, back, mask);
}

static void check_question(const uint8_t *data, size_t size)
{
	uint64_t seed = 0;
	for (size_t i = 0; i < size && i < 8; i++)
		seed = seed << 8 | data[i];
	quiz_options o = quiz_options_default();
	o.rows = QUIZ_MIN_SIDE + (size ? data[0] % 4 : 0);
	o.cols = QUIZ_MIN_SIDE + (size > 1 ? data[1] % 4 : 0);
	quiz_kind k = (quiz_kind)(size > 2 ? data[2] % QUIZ_KIND_COUNT : 0);
	rng r;
	rng_seed(&r, seed);
	quiz_question q;
	char err[300];
	if (!quiz_generate_kind(&o, k, &r, &q, err, sizeof err))
		fuzz_fail("%s on %dx%d, seed %llu: %s", quiz_kind_names[k], o.rows, o.cols,
			  (unsigned long long)seed, err);
	int nsq = o.rows * o.cols;
	bool seen[QUIZ_MAX_SIDE * QUIZ_MAX_SIDE] = {false};
	FUZZ_CHECK(q.len >= 1 && q.len <= nsq && q.path[0] == q.cfg.start, "a path of %d",
		   (int)q.len);
	for (int32_t i = 0; i < q.len; i++) {
		ksq s = q.path[i];
		FUZZ_CHECK(s >= 0 && s < nsq && !seen[s], "square %d of the path: %ld", (int)i,
			   (long)s);
		seen[s] = true;
		if (i) {
			int dr = abs(s / o.cols - q.path[i - 1] / o.cols);
			int dc = abs(s % o.cols - q.path[i - 1] % o.cols);
			FUZZ_CHECK(dr * dc == 2, "move %d is no knight's move", (int)i);
		}
	}
	FUZZ_CHECK(q.question[0] && q.answer[0] && q.explain[0], "a question with no words");
	quiz_question_free(&q);
}

int fuzz_quiz(const uint8_t *data, size_t size)
{
	char *text = fuzz_strndup(data, size);
	check_list(text);
	free(text);
	check_question(data, size);
	return 0;
}
