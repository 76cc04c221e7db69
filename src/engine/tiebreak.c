/* SPDX-License-Identifier: MIT */
/* Warnsdorff's choice and the rules that break its ties (docs/literature.md):
 * the ordering in force (first in scan order), Pohl (smallest total degree
 * of the tied square's unvisited neighbours), Roth (farthest from the
 * centre), random (uniform, seeded).  Pohl and Roth leave what their own
 * key does not settle to the ordering. */
#include <stdint.h>

#include "walk_impl.h"

/* Tried in turn by `orderings19` (docs/literature.md), as move indices. */
#define O(a, b, c, d, e, f, g, h) {a - 1, b - 1, c - 1, d - 1, e - 1, f - 1, g - 1, h - 1}
const uint8_t walk_orderings19[19][8] = {
	O(1, 2, 3, 4, 5, 6, 7, 8), O(2, 1, 3, 4, 5, 6, 7, 8), O(3, 1, 2, 4, 5, 6, 7, 8),
	O(1, 3, 2, 4, 5, 6, 7, 8), O(2, 3, 1, 4, 5, 6, 7, 8), O(3, 2, 1, 4, 5, 6, 7, 8),
	O(4, 2, 1, 3, 5, 6, 7, 8), O(2, 4, 1, 3, 5, 6, 7, 8), O(1, 4, 2, 3, 5, 6, 7, 8),
	O(4, 1, 2, 3, 5, 6, 7, 8), O(2, 1, 4, 3, 5, 6, 7, 8), O(1, 2, 4, 3, 5, 6, 7, 8),
	O(1, 3, 4, 2, 5, 6, 7, 8), O(3, 1, 4, 2, 5, 6, 7, 8), O(4, 1, 3, 2, 5, 6, 7, 8),
	O(1, 4, 3, 2, 5, 6, 7, 8), O(3, 4, 1, 2, 5, 6, 7, 8), O(4, 3, 1, 2, 5, 6, 7, 8),
	O(4, 3, 2, 1, 5, 6, 7, 8),
};
#undef O

const uint8_t *tiebreak_ordering19(int k)
{
	return walk_orderings19[k];
}

/* Pohl's key: the total degree of sq's unvisited neighbours (smaller wins). */
static unsigned pohl_key(const walk *w, ksq sq)
{
	ksq nb[8];
	unsigned sum = 0;
	walk_targets(w, sq, nb);
	for (int k = 0; k < 8; k++)
		if (nb[k] != KSQ_NONE && w->deg[nb[k]] != ENGINE_VISITED)
			sum += w->deg[nb[k]];
	return sum;
}

/* Roth's key: the squared distance from the centre, doubled so that it
 * stays an integer on boards of even side (larger wins). */
static int64_t roth_key(const walk *w, ksq sq)
{
	int64_t r = 2 * (int64_t)board_row(&w->b, sq) - (w->b.rows - 1);
	int64_t c = 2 * (int64_t)board_col(&w->b, sq) - (w->b.cols - 1);
	return r * r + c * c;
}

/* Among the tied candidates, the best by a key; ties of the key go to the
 * first in scan order.  `unique` says whether the key alone decided. */
static int tie_by_key(const walk *w, const walk_choice *ch, bool pohl, bool *unique)
{
	int best = ch->tied[0], count = 0;
	int64_t bk = 0;
	for (int i = 0; i < ch->ntied; i++) {
		int j = ch->tied[i];
		int64_t key = pohl ? -(int64_t)pohl_key(w, ch->sq[j]) : roth_key(w, ch->sq[j]);
		if (i == 0 || key > bk) {
			bk = key;
			best = j;
			count = 1;
		} else if (key == bk) {
			count++;
		}
	}
	*unique = count == 1;
	return best;
}

static void choose_tie(const walk *w, walk_choice *ch, rng *r)
{
	if (w->random_ties) {
		if (r) {
			ch->taken = ch->tied[rng_below(r, (uint64_t)ch->ntied)];
			ch->why = WHY_TIE_RANDOM;
		}
		return;
	}
	bool unique;
	switch (w->cfg.tiebreak) {
	case TIEBREAK_POHL:
		ch->taken = tie_by_key(w, ch, true, &unique);
		ch->why = unique ? WHY_TIE_POHL : WHY_TIE_ORDER;
		break;
	case TIEBREAK_ROTH:
		ch->taken = tie_by_key(w, ch, false, &unique);
		ch->why = unique ? WHY_TIE_ROTH : WHY_TIE_ORDER;
		break;
	default:
		ch->taken = ch->tied[0];
		ch->why = WHY_TIE_ORDER;
		break;
	}
}

void walk_choose(const walk *w, walk_choice *ch, rng *r)
{
	ksq c = w->path[w->depth - 1], nb[8];
	walk_targets(w, c, nb);
	unsigned least = ENGINE_VISITED;
	ch->n = 0;
	for (int i = 0; i < 8; i++) {
		int k = w->order[i];
		if (nb[k] == KSQ_NONE || w->deg[nb[k]] == ENGINE_VISITED)
			continue;
		uint8_t d = w->deg[nb[k]];
		ch->sq[ch->n] = nb[k];
		ch->move[ch->n] = (int8_t)k;
		ch->scan[ch->n] = (int8_t)i;
		ch->deg[ch->n] = d;
		ch->n++;
		if (d < least)
			least = d;
	}
	ch->ntied = 0;
	for (int i = 0; i < ch->n; i++)
		if (ch->deg[i] == least)
			ch->tied[ch->ntied++] = (int8_t)i;
	ch->taken = -1;
	ch->why = WHY_NONE;
	if (ch->n == 0)
		return;
	if (ch->n == 1 || ch->ntied == 1) {
		ch->taken = ch->tied[0];
		ch->why = ch->n == 1 ? WHY_ONLY : WHY_MIN_DEGREE;
		return;
	}
	choose_tie(w, ch, r);
}

void walk_preference(const walk *w, const walk_choice *ch, int idx[8])
{
	bool roth = !w->random_ties && w->cfg.tiebreak == TIEBREAK_ROTH;
	int64_t key[8];
	for (int i = 0; i < ch->n; i++) {
		idx[i] = i;
		key[i] = roth ? -roth_key(w, ch->sq[i]) : 0;
	}
	/* Insertion sort (at most 8): taken, degree, key, scan order. */
	for (int i = 1; i < ch->n; i++) {
		int v = idx[i], j = i;
		while (j > 0) {
			int u = idx[j - 1];
			bool before = v == ch->taken ||
				      (u != ch->taken &&
				       (ch->deg[v] < ch->deg[u] ||
					(ch->deg[v] == ch->deg[u] && key[v] < key[u])));
			if (!before)
				break;
			idx[j] = u;
			j--;
		}
		idx[j] = v;
	}
}
