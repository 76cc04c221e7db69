/* SPDX-License-Identifier: MIT */
/* The quiz's questions (ktour/quiz.h): for each kind, 1,000 questions on
 * boards drawn from 5x5 to 12x12, each position a path of knight's moves
 * from the search's start, and each answer recomputed here from the
 * position alone, with a knight's moves and a board of our own (nothing of
 * the generator's); the same seed gives the same quiz, another seed
 * another. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/quiz.h"
#include "ktour/rng.h"

#define PER_KIND 1000
#define MAXSQ (QUIZ_MAX_SIDE * QUIZ_MAX_SIDE)

/* The knight's moves 1..8 as the docs number them: two up and one right,
 * then clockwise. */
static const int DR[8] = {-2, -1, 1, 2, 2, 1, -1, -2};
static const int DC[8] = {1, 2, 2, 1, -1, -2, -2, -1};

typedef struct pos {
	int rows, cols, nsq;
	bool seen[MAXSQ];
} pos;

/* Target of move k from s, or -1. */
static int target(const pos *p, int s, int k)
{
	int r = s / p->cols + DR[k], c = s % p->cols + DC[k];
	return r < 0 || c < 0 || r >= p->rows || c >= p->cols ? -1 : r * p->cols + c;
}

static bool knight_move(const pos *p, int a, int b)
{
	for (int k = 0; k < 8; k++)
		if (target(p, a, k) == b)
			return true;
	return false;
}

/* Unvisited neighbours of s. */
static int free_nb(const pos *p, int s)
{
	int n = 0;
	for (int k = 0; k < 8; k++) {
		int t = target(p, s, k);
		n += t >= 0 && !p->seen[t];
	}
	return n;
}

/* "c4": file letter from the left, rank from the bottom. */
static void name(const pos *p, int s, char *out)
{
	sprintf(out, "%c%d", 'a' + s % p->cols, p->rows - s / p->cols);
}

/* The position: a path of distinct squares a knight's move apart from the
 * search's start on a board of 5..12 a side; p->seen its first len. */
static void check_path(const quiz_question *q, pos *p, int len)
{
	p->rows = q->cfg.spec.rows;
	p->cols = q->cfg.spec.cols;
	p->nsq = p->rows * p->cols;
	assert_in_range(p->rows, 5, 12);
	assert_in_range(p->cols, 5, 12);
	assert_true(q->len >= 1 && q->len <= p->nsq);
	assert_int_equal(q->path[0], q->cfg.start);
	memset(p->seen, 0, sizeof p->seen);
	for (int i = 0; i < q->len; i++) {
		assert_in_range(q->path[i], 0, p->nsq - 1);
		assert_false(p->seen[q->path[i]]);
		if (i)
			assert_true(knight_move(p, q->path[i - 1], q->path[i]));
		p->seen[q->path[i]] = i < len;
	}
	assert_true(q->question[0] && q->explain[0]);
}

static void mark_upto(const quiz_question *q, pos *p, int len)
{
	memset(p->seen, 0, sizeof p->seen);
	for (int i = 0; i < len; i++)
		p->seen[q->path[i]] = true;
}

/* ---- each kind, worked out again ---------------------------------------------- */

static void check_next(const quiz_question *q, pos *p)
{
	check_path(q, p, q->len);
	int knight = q->path[q->len - 1], best = -1, bestdeg = 9, cands = 0;
	for (int i = 0; i < 8; i++) {
		int t = target(p, knight, q->cfg.tie_order[i]);
		if (t < 0 || p->seen[t])
			continue;
		cands++;
		int d = free_nb(p, t);
		if (d < bestdeg) /* strictly fewer: a tie stays with the first in the order */
			bestdeg = d, best = t;
	}
	assert_true(cands >= 2);
	assert_int_equal(q->nanswer_sq, 1);
	assert_int_equal(q->answer_sq[0], best);
	char s[16];
	name(p, best, s);
	assert_string_equal(q->answer, s);
}

static void check_onward(const quiz_question *q, pos *p)
{
	check_path(q, p, q->len);
	assert_true(q->subject >= 0 && q->subject < p->nsq && !p->seen[q->subject]);
	int n = free_nb(p, q->subject);
	assert_int_equal(q->answer_num, n);
	char s[16];
	sprintf(s, "%d", n);
	assert_string_equal(q->answer, s);
}

static void check_forced(const quiz_question *q, pos *p)
{
	check_path(q, p, q->len);
	int knight = q->path[q->len - 1], want = q->dead_ends ? 0 : 1, n = 0, cands = 0;
	int got[8];
	for (int s = 0; s < p->nsq; s++)
		if (!p->seen[s] && knight_move(p, knight, s)) {
			cands++;
			if (free_nb(p, s) == want)
				got[n++] = s;
		}
	assert_true(cands >= 2 && n >= 1);
	assert_int_equal(q->nanswer_sq, n);
	char text[128] = "", s[16];
	for (int i = 0; i < n; i++) {
		assert_int_equal(q->answer_sq[i], got[i]);
		name(p, got[i], s);
		if (i)
			strcat(text, " ");
		strcat(text, s);
	}
	assert_string_equal(q->answer, text);
}

static void check_retreat(const quiz_question *q, pos *p)
{
	check_path(q, p, q->len);
	assert_true(q->len < p->nsq);
	assert_int_equal(free_nb(p, q->path[q->len - 1]), 0); /* a dead end */
	/* back up past every square whose candidates after its child in the
	 * move order are all tried */
	int back = 0;
	for (int d = q->len - 1; d >= 1 && !back; d--) {
		mark_upto(q, p, d);
		bool after = false;
		for (int i = 0; i < 8; i++) {
			int t = target(p, q->path[d - 1], q->cfg.order[i]);
			if (t < 0 || p->seen[t])
				continue;
			if (after) {
				back = d;
				break;
			}
			after = t == q->path[d];
		}
	}
	assert_true(back >= 1);
	assert_int_equal(q->answer_num, back);
	char s[16];
	sprintf(s, "%d", back);
	assert_string_equal(q->answer, s);
}

/* Ways into s: its neighbours unvisited or the knight's. */
static int ways(const pos *p, int s, int knight)
{
	int n = 0;
	for (int k = 0; k < 8; k++) {
		int t = target(p, s, k);
		n += t >= 0 && (!p->seen[t] || t == knight);
	}
	return n;
}

static void check_possible(const quiz_question *q, pos *p, int counts[])
{
	check_path(q, p, q->len);
	int knight = q->path[q->len - 1], left = 0, same = 0, zero = 0, one = 0;
	int kc = (knight / p->cols + knight % p->cols) % 2;
	for (int s = 0; s < p->nsq; s++)
		if (!p->seen[s]) {
			left++;
			same += (s / p->cols + s % p->cols) % 2 == kc;
			zero += ways(p, s, knight) == 0;
			one += ways(p, s, knight) == 1;
		}
	assert_true(left >= 1);
	bool holds[5] = {false, free_nb(p, knight) == 0, zero > 0, one >= 2, same != left / 2};
	bool any = holds[1] || holds[2] || holds[3] || holds[4];
	assert_string_equal(q->answer, q->answer_yes ? "yes" : "no");
	counts[q->obstacle]++;
	if (!q->answer_yes) {
		assert_true(q->obstacle >= QUIZ_STUCK && q->obstacle <= QUIZ_COLOURS);
		assert_true(holds[q->obstacle]);
		return;
	}
	/* yes: the rest kept is a way on to a tour, and no obstacle holds */
	assert_false(any);
	assert_int_equal(q->len + q->rest_len, p->nsq);
	int at = knight;
	for (int i = 0; i < q->rest_len; i++) {
		int s = q->rest[i];
		assert_true(s >= 0 && s < p->nsq && !p->seen[s] && knight_move(p, at, s));
		p->seen[s] = true;
		at = s;
	}
}

static void check_closed(const quiz_question *q, pos *p)
{
	check_path(q, p, q->len);
	assert_int_equal(q->len, p->nsq);
	bool closed = knight_move(p, q->path[q->len - 1], q->path[0]);
	assert_int_equal(q->answer_yes, closed);
	assert_string_equal(q->answer, closed ? "yes" : "no");
}

static void check_warnsdorff(const quiz_question *q, pos *p)
{
	check_path(q, p, q->len);
	assert_int_equal(q->len, p->nsq);
	bool every = true;
	for (int m = 1; m < q->len && every; m++) {
		mark_upto(q, p, m);
		int least = 9, from = q->path[m - 1];
		for (int k = 0; k < 8; k++) {
			int t = target(p, from, k);
			if (t >= 0 && !p->seen[t] && free_nb(p, t) < least)
				least = free_nb(p, t);
		}
		every = free_nb(p, q->path[m]) == least;
	}
	assert_int_equal(q->answer_yes, every);
	assert_string_equal(q->answer, every ? "yes" : "no");
}

/* ---- the tests -------------------------------------------------------------------- */

static void run_kind(quiz_kind k, int yes_no[2], int counts[])
{
	static pos p;
	quiz_options o = quiz_options_default();
	o.kinds = 1u << k;
	rng r;
	rng_seed(&r, 1000 + (uint64_t)k);
	bool sizes[13][13] = {{false}};
	int nsizes = 0;
	for (int i = 0; i < PER_KIND; i++) {
		quiz_question q;
		char err[300];
		if (!quiz_generate(&o, &r, &q, err, sizeof err))
			fail_msg("%s question %d: %s", quiz_kind_names[k], i, err);
		assert_int_equal(q.kind, k);
		switch (k) {
		case QUIZ_NEXT: check_next(&q, &p); break;
		case QUIZ_ONWARD: check_onward(&q, &p); break;
		case QUIZ_FORCED: check_forced(&q, &p); break;
		case QUIZ_RETREAT: check_retreat(&q, &p); break;
		case QUIZ_POSSIBLE: check_possible(&q, &p, counts); break;
		case QUIZ_CLOSED: check_closed(&q, &p); break;
		case QUIZ_WARNSDORFF: check_warnsdorff(&q, &p); break;
		default: fail();
		}
		yes_no[q.answer_yes]++;
		nsizes += !sizes[q.cfg.spec.rows][q.cfg.spec.cols];
		sizes[q.cfg.spec.rows][q.cfg.spec.cols] = true;
		quiz_question_free(&q);
	}
	assert_true(nsizes >= 40); /* of the 64 sizes from 5x5 to 12x12 */
}

static void test_next(void **state)
{
	(void)state;
	int yn[2] = {0}, c[5] = {0};
	run_kind(QUIZ_NEXT, yn, c);
}

static void test_onward(void **state)
{
	(void)state;
	int yn[2] = {0}, c[5] = {0};
	run_kind(QUIZ_ONWARD, yn, c);
}

static void test_forced(void **state)
{
	(void)state;
	int yn[2] = {0}, c[5] = {0};
	run_kind(QUIZ_FORCED, yn, c);
}

static void test_retreat(void **state)
{
	(void)state;
	int yn[2] = {0}, c[5] = {0};
	run_kind(QUIZ_RETREAT, yn, c);
}

/* Both answers, and every reason for a no. */
static void test_possible(void **state)
{
	(void)state;
	int yn[2] = {0}, c[5] = {0};
	run_kind(QUIZ_POSSIBLE, yn, c);
	assert_true(yn[0] >= 300 && yn[1] >= 300);
	for (int k = QUIZ_STUCK; k <= QUIZ_COLOURS; k++)
		if (c[k] < 10)
			fail_msg("reason %d given %d times", k, c[k]);
}

static void test_closed(void **state)
{
	(void)state;
	int yn[2] = {0}, c[5] = {0};
	run_kind(QUIZ_CLOSED, yn, c);
	assert_true(yn[0] >= 200 && yn[1] >= 200);
}

static void test_warnsdorff(void **state)
{
	(void)state;
	int yn[2] = {0}, c[5] = {0};
	run_kind(QUIZ_WARNSDORFF, yn, c);
	assert_true(yn[0] >= 200 && yn[1] >= 200);
}

/* A quiz of every kind as text, for comparing two runs. */
static char *quiz_text(uint64_t seed, const quiz_options *o)
{
	size_t cap = 1 << 20, at = 0;
	char *out = malloc(cap);
	assert_non_null(out);
	rng r;
	rng_seed(&r, seed);
	for (int i = 0; i < 70; i++) {
		quiz_question q;
		char err[300];
		assert_true(quiz_generate_kind(o, (quiz_kind)(i % QUIZ_KIND_COUNT), &r, &q, err,
					       sizeof err));
		at += (size_t)snprintf(out + at, cap - at, "%dx%d %d:", q.cfg.spec.rows,
				       q.cfg.spec.cols, (int)q.len);
		for (int j = 0; j < q.len && at + 8 < cap; j++)
			at += (size_t)snprintf(out + at, cap - at, " %d", (int)q.path[j]);
		at += (size_t)snprintf(out + at, cap - at, "\n%s\n%s\n%s\n", q.question, q.answer,
				       q.explain);
		quiz_question_free(&q);
	}
	return out;
}

static void test_same_seed(void **state)
{
	(void)state;
	quiz_options o = quiz_options_default();
	char *a = quiz_text(7, &o), *b = quiz_text(7, &o), *c = quiz_text(8, &o);
	assert_string_equal(a, b);
	assert_true(strcmp(a, c) != 0);
	free(a);
	free(b);
	free(c);
	/* a fixed board and start, and other orders, are kept */
	o.rows = 6;
	o.cols = 7;
	o.start_row = 2;
	o.start_col = 3;
	const uint8_t rev[8] = {7, 6, 5, 4, 3, 2, 1, 0};
	memcpy(o.order, rev, 8);
	memcpy(o.tie_order, rev, 8);
	rng r;
	rng_seed(&r, 3);
	for (int k = 0; k < QUIZ_KIND_COUNT; k++) {
		quiz_question q;
		char err[300];
		static pos p;
		if (!quiz_generate_kind(&o, (quiz_kind)k, &r, &q, err, sizeof err))
			fail_msg("%s: %s", quiz_kind_names[k], err);
		assert_int_equal(q.cfg.spec.rows, 6);
		assert_int_equal(q.cfg.spec.cols, 7);
		assert_int_equal(q.path[0], 2 * 7 + 3);
		if (k == QUIZ_NEXT)
			check_next(&q, &p);
		if (k == QUIZ_RETREAT)
			check_retreat(&q, &p);
		quiz_question_free(&q);
	}
}

static void test_kinds_parse(void **state)
{
	(void)state;
	unsigned m;
	char err[300];
	assert_true(quiz_kinds_parse("next,closed", &m, err, sizeof err));
	assert_int_equal(m, 1u << QUIZ_NEXT | 1u << QUIZ_CLOSED);
	assert_true(quiz_kinds_parse("all", &m, err, sizeof err));
	assert_int_equal(m, QUIZ_ALL_KINDS);
	assert_false(quiz_kinds_parse("next,nope", &m, err, sizeof err));
	assert_non_null(strstr(err, "'nope' is no kind of question"));
	assert_false(quiz_kinds_parse("next,", &m, err, sizeof err));
	assert_non_null(strstr(err, "an empty word"));
	assert_false(quiz_kinds_parse("", &m, err, sizeof err));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_next),	   cmocka_unit_test(test_onward),
		cmocka_unit_test(test_forced),	   cmocka_unit_test(test_retreat),
		cmocka_unit_test(test_possible),   cmocka_unit_test(test_closed),
		cmocka_unit_test(test_warnsdorff), cmocka_unit_test(test_same_seed),
		cmocka_unit_test(test_kinds_parse),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
