/* SPDX-License-Identifier: MIT */
/* The base tours of divide and conquer: closed knight's tours of the 6x6,
 * 6x8, 6x10, 8x8, 8x10 and 10x10 boards (the others by transposing) that
 * are "structured": at each corner, besides the corner square's two moves
 * (which every tour has), the square diagonally next to the corner is
 * entered and left along the two edges, by moves to the squares 3 along
 * the edges (divide_corner_edge(), e 2 and 3).  These are the moves the
 * joins take out (docs/divide.md).
 *
 * The tours are stored, and the search that finds them is here too:
 * divide_base_search() reproduces each one exactly (tests/unit/test_divide.c
 * checks it, and checks every tour closed, valid and structured with
 * ktour's own checker).  The search is a depth-first search from the
 * square (1,1), first move to (3,0), last square (0,3), with the
 * structured moves forced, candidates in order of fewest onward moves
 * (ties in move order 1..8), and a square left with no unvisited
 * neighbour cut off. */
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "divide_impl.h"

/* ---- the stored tours: move numbers in reading order, 1 on a corner ---- */

static const uint8_t base_6x6[] = {
	 1, 30,  3, 12, 21, 32,
	10, 13, 36, 31,  4, 19,
	29,  2, 11, 20, 33, 22,
	14,  9, 26, 35, 18,  5,
	25, 28,  7, 16, 23, 34,
	 8, 15, 24, 27,  6, 17,
};

static const uint8_t base_6x8[] = {
	 1, 38, 29,  6, 23, 34, 31, 14,
	28,  7, 48, 35, 30, 15, 22, 33,
	39,  2, 37, 24,  5, 32, 13, 16,
	 8, 27,  4, 47, 36, 19, 44, 21,
	 3, 40, 25, 10, 45, 42, 17, 12,
	26,  9, 46, 41, 18, 11, 20, 43,
};

static const uint8_t base_6x10[] = {
	 1,  8,  5, 18, 51, 10, 43, 28, 45, 30,
	 6, 19,  2,  9,  4, 53, 46, 31, 42, 27,
	15, 60,  7, 52, 17, 50, 11, 44, 29, 32,
	20, 57, 16,  3, 54, 47, 36, 39, 26, 41,
	59, 14, 55, 22, 35, 12, 49, 24, 33, 38,
	56, 21, 58, 13, 48, 23, 34, 37, 40, 25,
};

static const uint8_t base_8x8[] = {
	 1, 50, 47, 32, 15,  4, 45, 42,
	48, 33, 64,  3, 46, 43, 14,  5,
	51,  2, 49, 26, 31, 16, 41, 44,
	34, 63, 18, 23, 56, 27,  6, 13,
	19, 52, 25, 28, 17, 30, 57, 40,
	62, 35, 22, 55, 24,  7, 12,  9,
	53, 20, 37, 60, 29, 10, 39, 58,
	36, 61, 54, 21, 38, 59,  8, 11,
};

static const uint8_t base_8x10[] = {
	 1, 54, 51, 34,  3, 78, 49, 72, 69,  6,
	52, 35,  2, 79, 50, 73,  4,  7, 48, 71,
	55, 80, 53, 24, 33,  8, 77, 70,  5, 68,
	36, 23, 60, 15, 74, 31, 28,  9, 76, 47,
	61, 56, 25, 32, 27, 14, 75, 30, 67, 10,
	22, 37, 20, 59, 16, 29, 18, 13, 46, 43,
	57, 62, 39, 26, 19, 64, 41, 44, 11, 66,
	38, 21, 58, 63, 40, 17, 12, 65, 42, 45,
};

static const uint8_t base_10x10[] = {
	 1, 28,  3, 78, 99, 30, 43, 92, 97, 94,
	 4, 79,100, 29, 50, 45, 98, 95, 42, 91,
	27,  2, 77, 46, 31, 70, 49, 44, 93, 96,
	80,  5, 26, 75, 48, 51, 32, 61, 90, 41,
	25, 76, 47, 52, 69, 60, 71, 40, 15, 34,
	 6, 81, 68, 59, 74, 39, 66, 33, 62, 89,
	57, 24, 53, 20, 67, 72, 63, 14, 35, 16,
	82,  7, 58, 73, 54, 19, 38, 65, 88, 13,
	23, 56,  9, 84, 21, 64, 11, 86, 17, 36,
	 8, 83, 22, 55, 10, 85, 18, 37, 12, 87,
};


typedef struct base_entry {
	int h, w;
	const uint8_t *grid;
} base_entry;

const uint8_t *divide_base_grid(int h, int w)
{
	static const base_entry table[] = {
		{6, 6, base_6x6},   {6, 8, base_6x8},   {6, 10, base_6x10},
		{8, 8, base_8x8},   {8, 10, base_8x10}, {10, 10, base_10x10},
	};
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
		if (table[i].h == h && table[i].w == w)
			return table[i].grid;
	return NULL;
}

/* ---- the search --------------------------------------------------------- */

#define BS_MAX (DIVIDE_MAX_BASE * DIVIDE_MAX_BASE)

typedef struct base_search {
	int h, w, n;
	int8_t nb[BS_MAX][8]; /* neighbours in move order */
	int nnb[BS_MAX];
	int8_t forced[BS_MAX][2];
	int nforced[BS_MAX];
	bool vis[BS_MAX];
	int deg[BS_MAX];      /* unvisited neighbours */
	int8_t path[BS_MAX];
	int end;              /* the last square: (0,3) */
} base_search;

static bool bs_is_forced(const base_search *s, int a, int b)
{
	for (int i = 0; i < s->nforced[a]; i++)
		if (s->forced[a][i] == b)
			return true;
	return false;
}

static void bs_force(base_search *s, int a, int b)
{
	s->forced[a][s->nforced[a]++] = (int8_t)b;
	s->forced[b][s->nforced[b]++] = (int8_t)a;
}

static void bs_init(base_search *s, int h, int w)
{
	memset(s, 0, sizeof *s);
	s->h = h;
	s->w = w;
	s->n = h * w;
	for (int r = 0; r < h; r++)
		for (int c = 0; c < w; c++) {
			int sq = r * w + c;
			for (int k = 0; k < 8; k++) {
				int dr, dc;
				board_move_step(1, 2, k, &dr, &dc);
				if (r + dr >= 0 && r + dr < h && c + dc >= 0 && c + dc < w)
					s->nb[sq][s->nnb[sq]++] = (int8_t)((r + dr) * w + c + dc);
			}
			s->deg[sq] = s->nnb[sq];
		}
	for (int corner = 0; corner < 4; corner++)
		for (int e = 2; e < 4; e++) {
			int r1, c1, r2, c2;
			divide_corner_edge(h, w, corner, e, &r1, &c1, &r2, &c2);
			bs_force(s, r1 * w + c1, r2 * w + c2);
		}
	s->end = 3;
}

static void bs_visit(base_search *s, int d, int sq, int step)
{
	s->vis[sq] = step > 0;
	s->path[d] = (int8_t)sq;
	for (int k = 0; k < s->nnb[sq]; k++)
		s->deg[s->nb[sq][k]] -= step;
}

/* The square the head u must go to next (a forced move not yet used), -1
 * when free, -2 when u's forced moves cannot both be kept. */
static int bs_must(const base_search *s, int u, int prev)
{
	if (s->nforced[u] == 2 && !bs_is_forced(s, u, prev))
		return -2;
	int must = -1;
	for (int i = 0; i < s->nforced[u]; i++)
		if (s->forced[u][i] != prev)
			must = s->forced[u][i];
	return must;
}

/* The candidates after u at depth d, fewest onward moves first. */
static int bs_candidates(const base_search *s, int d, int u, int must, int cand[8])
{
	int deg[8], nc = 0;
	for (int i = 0; i < s->nnb[u]; i++) {
		int v = s->nb[u][i];
		if (s->vis[v] || (must >= 0 && v != must) || (v == s->end && d != s->n - 1) ||
		    (s->nforced[v] == 2 && !bs_is_forced(s, v, u)))
			continue;
		int j = nc++;
		for (; j > 0 && deg[j - 1] > s->deg[v]; j--) {
			deg[j] = deg[j - 1];
			cand[j] = cand[j - 1];
		}
		deg[j] = s->deg[v];
		cand[j] = v;
	}
	return nc;
}

static bool bs_dead_neighbour(const base_search *s, int v)
{
	for (int k = 0; k < s->nnb[v]; k++) {
		int x = s->nb[v][k];
		if (!s->vis[x] && x != s->end && s->deg[x] < 1)
			return true;
	}
	return false;
}

/* Depth-first from depth d (path[0..d-1] placed); the recursion is at most
 * 100 deep. */
static bool bs_extend(base_search *s, int d)
{
	if (d == s->n)
		return true;
	int u = s->path[d - 1];
	int must = bs_must(s, u, s->path[d - 2]);
	if (must == -2)
		return false;
	int cand[8];
	int nc = bs_candidates(s, d, u, must, cand);
	for (int i = 0; i < nc; i++) {
		bs_visit(s, d, cand[i], 1);
		if (!bs_dead_neighbour(s, cand[i]) && bs_extend(s, d + 1))
			return true;
		bs_visit(s, d, cand[i], -1);
	}
	return false;
}

bool divide_base_search(int h, int w, uint8_t *grid)
{
	if (h < DIVIDE_MIN_SIDE || w < DIVIDE_MIN_SIDE || h > DIVIDE_MAX_BASE ||
	    w > DIVIDE_MAX_BASE)
		return false;
	base_search s;
	bs_init(&s, h, w);
	bs_visit(&s, 0, 1 * w + 1, 1); /* (1,1), then (3,0), ..., (0,3) */
	bs_visit(&s, 1, 3 * w + 0, 1);
	if (!bs_extend(&s, 2))
		return false;
	int at = 0; /* where the corner (0,0) is on the path */
	while (s.path[at] != 0)
		at++;
	for (int k = 0; k < s.n; k++)
		grid[s.path[(at + k) % s.n]] = (uint8_t)(k + 1);
	return true;
}
