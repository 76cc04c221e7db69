/* SPDX-License-Identifier: MIT */
/* Squirrel and Cull's switching rule for the knight on an m x m board from
 * (1,1) (docs/literature.md): for m >= 112 a schedule by m mod 8, each ordering
 * handing over to the next when the walk arrives on a given square; below
 * 112 one ordering for the whole walk, from the paper's table with our own
 * correction (12345678 fails at m = 59 and 60, where 21345678 works). */
#include <string.h>

#include "walk_impl.h"

/* A coordinate as cm*m + ch*h + c2*(m/2) + k, with h = (m-1)/2. */
typedef struct sc_coord {
	signed char cm, ch, c2, k;
} sc_coord;

typedef struct sc_stage {
	const char *order;  /* NULL ends the schedule */
	sc_coord row, col;  /* 1-based switch square; unused for the last */
} sc_stage;

#define M(k) {1, 0, 0, k}   /* m + k */
#define N(k) {0, 0, 0, k}   /* k */
#define H(k) {0, 1, 0, k}   /* h + k */
#define HALF(k) {0, 0, 1, k} /* m/2 + k */
#define END N(0), N(0)

/* Rows of docs/literature.md's table, m mod 8 = 0..7.  For m mod 8 = 5 the
 * third switch square depends on m mod 16 (see schedule_for()). */
static const sc_stage table[8][WALK_SCHED_MAX + 1] = {
	{{"34261578", M(-1), M(-2)}, {"87642135", N(2), N(2)}, {"51867342", M(-8), N(1)},
	 {"51342678", N(7), M(-3)}, {"21435678", END}, {NULL, END}},
	{{"34261578", M(-1), M(-2)}, {"87642135", N(2), N(2)}, {"51324678", M(-6), H(5)},
	 {"32481765", END}, {NULL, END}},
	{{"34261578", N(6), N(1)}, {"87642135", N(3), N(1)}, {"54132678", M(-15), N(4)},
	 {"52431678", N(10), M(-2)}, {"85647123", N(5), HALF(-3)}, {"15746823", END},
	 {NULL, END}},
	{{"34625718", M(-1), M(-2)}, {"42681357", M(-6), M(0)}, {"86512347", N(2), N(5)},
	 {"51867342", M(-10), N(3)}, {"61825437", H(1), M(-2)}, {"71642538", END},
	 {NULL, END}},
	{{"34261578", M(-1), M(-2)}, {"87642135", N(2), N(2)}, {"51867342", M(-8), N(1)},
	 {"51342678", N(10), M(-5)}, {"86753421", N(13), HALF(1)}, {"78563421", END},
	 {NULL, END}},
	{{"34261578", M(-1), M(-2)}, {"87642135", N(2), N(2)}, {"51324678", M(-2), H(-2)},
	 {"15234678", END}, {NULL, END}},
	{{"34261578", N(6), N(1)}, {"87642135", N(3), N(1)}, {"54132678", M(-10), N(1)},
	 {"52431678", N(10), M(-2)}, {"85647123", N(3), HALF(4)}, {"12453678", END},
	 {NULL, END}},
	{{"34625718", M(-1), M(-2)}, {"42681357", M(-6), M(0)}, {"86512347", N(2), N(5)},
	 {"51867342", M(-6), N(3)}, {"61825437", H(1), M(-2)}, {"61357284", END},
	 {NULL, END}},
};

static int coord_value(sc_coord c, int m)
{
	return c.cm * m + c.ch * ((m - 1) / 2) + c.c2 * (m / 2) + c.k;
}

static void set_order(uint8_t order[8], const char *text)
{
	for (int i = 0; i < 8; i++)
		order[i] = (uint8_t)(text[i] - '1');
}

/* The single ordering the paper uses below m = 112, corrected. */
static const char *small_board_order(int m)
{
	static const int use21[] = {41, 52, 59, 60, 66, 74, 79, 88, 94, 98, 107, 108};
	for (size_t i = 0; i < sizeof use21 / sizeof use21[0]; i++)
		if (m == use21[i])
			return "21345678";
	return m == 87 ? "13245678" : "12345678";
}

int squirrel_cull_schedule(int m, walk_sched sched[WALK_SCHED_MAX])
{
	if (m < 112) {
		set_order(sched[0].order, small_board_order(m));
		sched[0].until = KSQ_NONE;
		return 1;
	}
	const sc_stage *row = table[m % 8];
	int n = 0;
	for (; row[n].order; n++) {
		set_order(sched[n].order, row[n].order);
		sc_coord r = row[n].row, c = row[n].col;
		if (m % 8 == 5 && n == 2 && m % 16 != 5)
			c = (sc_coord)H(-6);
		bool last = !row[n + 1].order;
		sched[n].until = last ? KSQ_NONE
				      : (ksq)(coord_value(r, m) - 1) * m + (coord_value(c, m) - 1);
	}
	return n;
}

int tiebreak_schedule(int m, uint8_t order[][8], ksq until[])
{
	walk_sched sched[WALK_SCHED_MAX];
	int n = squirrel_cull_schedule(m, sched);
	for (int k = 0; k < n; k++) {
		memcpy(order[k], sched[k].order, 8);
		until[k] = sched[k].until;
	}
	return n;
}
