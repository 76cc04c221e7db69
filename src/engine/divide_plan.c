/* SPDX-License-Identifier: MIT */
/* Divide and conquer: which boards, the grid of blocks, and the joins.
 *
 * The split: a side of 12 or more is cut in two even parts of at least 6,
 * the first half rounded down to even (12 = 6+6, 14 = 6+8, 18 = 8+10,
 * 22 = 10+12), as Parberry cuts n into n/2 or n/2 -+ 1; a side of 6, 8 or
 * 10 is not cut.  A rectangle with both sides cut has four quarters, with
 * one side cut two halves.  The rows are cut the same way in every
 * rectangle that spans them, so the blocks form a grid: row segments
 * times column segments.
 *
 * A join makes the cycles of two neighbouring parts one.  It happens at a
 * point where the parts' common side ends (a corner of both, and a corner
 * of one block on each side): the corner's edges (divide_corner_edge())
 * hold a move a1-a2 of one block and b1-b2 of the other with a1-b1 and
 * a2-b2 knight moves; dropping the two and adding those two opens both
 * cycles and closes them up as one.  Each split's joins use points that
 * are corners of its parts but not of the split rectangle itself, so no
 * block corner serves two joins, and the corners of the board serve none
 * (docs/divide.md). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "divide_impl.h"

void divide_corner_edge(int h, int w, int corner, int e, int *r1, int *c1, int *r2, int *c2)
{
	/* (row, col) inward from the corner: the corner's moves to (1,2) and
	 * (2,1); the structured moves of (1,1) to (3,0) and (0,3). */
	static const int8_t edge[4][4] = {{0, 0, 1, 2}, {0, 0, 2, 1}, {1, 1, 3, 0}, {1, 1, 0, 3}};
	bool bottom = corner == DIVIDE_CORNER_BL || corner == DIVIDE_CORNER_BR;
	bool right = corner == DIVIDE_CORNER_TR || corner == DIVIDE_CORNER_BR;
	*r1 = bottom ? h - 1 - edge[e][0] : edge[e][0];
	*c1 = right ? w - 1 - edge[e][1] : edge[e][1];
	*r2 = bottom ? h - 1 - edge[e][2] : edge[e][2];
	*c2 = right ? w - 1 - edge[e][3] : edge[e][3];
}

int32_t divide_split(int32_t len)
{
	return len <= DIVIDE_MAX_BASE ? 0 : (len / 2) & ~1;
}

/* The segments of [start, start+len) in order into starts[*n...]. */
static void plan_segments(int32_t start, int32_t len, int32_t *starts, int32_t *n)
{
	int32_t s1 = divide_split(len);
	if (!s1) {
		starts[(*n)++] = start;
		return;
	}
	plan_segments(start, s1, starts, n);
	plan_segments(start + s1, len - s1, starts, n);
}

/* Segment starts (and the end) of a side, and the segment of each line. */
static bool plan_side(int32_t len, int32_t **starts, int32_t **seg, int32_t *n)
{
	*starts = malloc(((size_t)len / DIVIDE_MIN_SIDE + 2) * sizeof **starts);
	*seg = malloc((size_t)len * sizeof **seg);
	if (!*starts || !*seg)
		return false;
	*n = 0;
	plan_segments(0, len, *starts, n);
	(*starts)[*n] = len;
	for (int32_t i = 0; i < *n; i++)
		for (int32_t x = (*starts)[i]; x < (*starts)[i + 1]; x++)
			(*seg)[x] = i;
	return true;
}

static int plan_move_index(const divide *d, int dr, int dc)
{
	for (int k = 0; k < 8; k++)
		if (d->dr[k] == dr && d->dc[k] == dc)
			return k;
	return -1;
}

/* The links of the h x w base tour (transposed from the stored w x h one
 * when h > w): low 4 bits the move to the next square, high the move to
 * the one before, numbering from the top-left corner. */
static void plan_base_links(divide *d, int h, int w, uint8_t *out)
{
	const uint8_t *grid = divide_base_grid(h <= w ? h : w, h <= w ? w : h);
	int n = h * w;
	int16_t at[DIVIDE_MAX_BASE * DIVIDE_MAX_BASE] = {0}; /* square of number k+1 */
	for (int r = 0; r < h; r++)
		for (int c = 0; c < w; c++)
			at[(h <= w ? grid[r * w + c] : grid[c * h + r]) - 1] = (int16_t)(r * w + c);
	for (int k = 0; k < n; k++) {
		int sq = at[k], next = at[(k + 1) % n], prev = at[(k + n - 1) % n];
		int fwd = plan_move_index(d, next / w - sq / w, next % w - sq % w);
		int back = plan_move_index(d, prev / w - sq / w, prev % w - sq % w);
		out[sq] = (uint8_t)(fwd | back << 4);
	}
}

bool divide_plan_init(divide *d, int32_t rows, int32_t cols)
{
	d->rows = rows;
	d->cols = cols;
	d->nsq = rows * cols;
	for (int k = 0; k < 8; k++) {
		int dr, dc;
		board_move_step(1, 2, k, &dr, &dc);
		d->dr[k] = (int8_t)dr;
		d->dc[k] = (int8_t)dc;
		d->delta[k] = dr * cols + dc;
	}
	for (int i = 0; i < DIVIDE_NBASE; i++)
		for (int j = 0; j < DIVIDE_NBASE; j++)
			plan_base_links(d, DIVIDE_MIN_SIDE + 2 * i, DIVIDE_MIN_SIDE + 2 * j,
					d->base[i][j]);
	if (!plan_side(rows, &d->rs, &d->rowseg, &d->nrs) ||
	    !plan_side(cols, &d->cs, &d->colseg, &d->ncs))
		return false;
	d->nblocks = d->nrs * d->ncs;
	size_t nb = (size_t)d->nblocks;
	d->lay_of = malloc(nb * sizeof *d->lay_of);
	d->block_at = malloc(nb * sizeof *d->block_at);
	d->cycle = malloc(nb * sizeof *d->cycle);
	d->cycle_len = malloc(nb * sizeof *d->cycle_len);
	if (!d->lay_of || !d->block_at || !d->cycle || !d->cycle_len)
		return false;
	memset(d->lay_of, 0xFF, nb * sizeof *d->lay_of);
	return true;
}

void divide_plan_free(divide *d)
{
	free(d->rs);
	free(d->cs);
	free(d->rowseg);
	free(d->colseg);
	free(d->lay_of);
	free(d->block_at);
	free(d->cycle);
	free(d->cycle_len);
}

int32_t divide_rect_blocks(const divide *d, const divide_rect *r)
{
	int32_t nr = d->rowseg[r->row + r->rows - 1] - d->rowseg[r->row] + 1;
	int32_t nc = d->colseg[r->col + r->cols - 1] - d->colseg[r->col] + 1;
	return nr * nc;
}

/* ---- joins --------------------------------------------------------------- */

/* A block's corner, by the block's segments. */
typedef struct plan_corner {
	int32_t seg_row, seg_col;
	int corner;
} plan_corner;

static ksq plan_edge_end(const divide *d, const plan_corner *pc, int e, int end)
{
	int32_t r0 = d->rs[pc->seg_row], c0 = d->cs[pc->seg_col];
	int h = d->rs[pc->seg_row + 1] - r0, w = d->cs[pc->seg_col + 1] - c0;
	int r1, c1, r2, c2;
	divide_corner_edge(h, w, pc->corner, e, &r1, &c1, &r2, &c2);
	return end ? (r0 + r2) * d->cols + c0 + c2 : (r0 + r1) * d->cols + c0 + c1;
}

/* The move index from a to b, -1 when they are not a knight's move apart. */
static int plan_move(const divide *d, ksq a, ksq b)
{
	return plan_move_index(d, b / d->cols - a / d->cols, b % d->cols - a % d->cols);
}

static bool plan_has_link(const divide *d, ksq a, int k)
{
	return k >= 0 && ((d->links[a] & 15) == k || d->links[a] >> 4 == k);
}

/* In a's links, the move to `from` becomes the move to `to`. */
static void plan_relink(divide *d, ksq a, ksq from, ksq to)
{
	int was = plan_move(d, a, from), now = plan_move(d, a, to);
	uint8_t l = d->links[a];
	d->links[a] = (l & 15) == was ? (uint8_t)((l & 0xF0) | now) : (uint8_t)((l & 15) | now << 4);
}

/* Find and make the swap between corners pa and pb; fills ev's moves. */
static bool plan_swap(divide *d, const plan_corner *pa, const plan_corner *pb, divide_event *ev)
{
	for (int ea = 0; ea < 4; ea++)
		for (int eb = 0; eb < 4; eb++)
			for (int flip = 0; flip < 2; flip++) {
				ksq a1 = plan_edge_end(d, pa, ea, 0), a2 = plan_edge_end(d, pa, ea, 1);
				ksq b1 = plan_edge_end(d, pb, eb, flip), b2 = plan_edge_end(d, pb, eb, !flip);
				if (plan_move(d, a1, b1) < 0 || plan_move(d, a2, b2) < 0 ||
				    !plan_has_link(d, a1, plan_move(d, a1, a2)) ||
				    !plan_has_link(d, b1, plan_move(d, b1, b2)))
					continue;
				plan_relink(d, a1, a2, b1);
				plan_relink(d, a2, a1, b2);
				plan_relink(d, b1, b2, a1);
				plan_relink(d, b2, b1, a2);
				ksq m[2][2][2] = {{{a1, a2}, {b1, b2}}, {{a1, b1}, {a2, b2}}};
				memcpy(ev->drop, m[0], sizeof ev->drop);
				memcpy(ev->add, m[1], sizeof ev->add);
				return true;
			}
	return false;
}

/* The cycle of the blocks in rect b joins the cycle of block a's. */
static void plan_merge_cycles(divide *d, const plan_corner *pa, const divide_rect *b)
{
	int32_t ida = d->cycle[d->lay_of[pa->seg_row * d->ncs + pa->seg_col]];
	int32_t idb = d->cycle[d->lay_of[d->rowseg[b->row] * d->ncs + d->colseg[b->col]]];
	int32_t n = divide_rect_blocks(d, b);
	for (int32_t i = idb; i < idb + n; i++)
		d->cycle[i] = ida;
	d->cycle_len[ida] += d->cycle_len[idb];
	d->cycles--;
	d->joins++;
}

/* Join j of f: the two parts, their blocks at the common corner, and the
 * rectangle of the second part. */
static void plan_join_where(const divide *d, const divide_frame *f, int j, divide_event *ev,
			    plan_corner *pa, plan_corner *pb, divide_rect *rb)
{
	const divide_rect *r = &f->rect;
	int32_t sr = f->split_rows, sc = f->split_cols;
	int32_t above = d->rowseg[r->row + sr - (sr > 0)], left = d->colseg[r->col + sc - (sc > 0)];
	int32_t below = d->rowseg[r->row + sr], right = d->colseg[r->col + sc];
	int32_t top = d->rowseg[r->row], first_col = d->colseg[r->col];
	if (f->nparts == 4 && j < 2) { /* at the centre: quarters side by side */
		int32_t sg = j == 0 ? above : below;
		*pa = (plan_corner){sg, left, j == 0 ? DIVIDE_CORNER_BR : DIVIDE_CORNER_TR};
		*pb = (plan_corner){sg, right, j == 0 ? DIVIDE_CORNER_BL : DIVIDE_CORNER_TL};
		*rb = j == 0 ? (divide_rect){r->row, r->col + sc, sr, r->cols - sc}
			     : (divide_rect){r->row + sr, r->col + sc, r->rows - sr, r->cols - sc};
		ev->part_a = j == 0 ? DIVIDE_TOP_LEFT : DIVIDE_BOTTOM_LEFT;
		ev->part_b = j == 0 ? DIVIDE_TOP_RIGHT : DIVIDE_BOTTOM_RIGHT;
	} else if (sr) { /* at the left end of the row split: top and bottom */
		*pa = (plan_corner){above, first_col, DIVIDE_CORNER_BL};
		*pb = (plan_corner){below, first_col, DIVIDE_CORNER_TL};
		*rb = (divide_rect){r->row + sr, r->col, r->rows - sr, r->cols};
		ev->part_a = DIVIDE_TOP;
		ev->part_b = DIVIDE_BOTTOM;
	} else { /* at the top end of the column split: left and right */
		*pa = (plan_corner){top, left, DIVIDE_CORNER_TR};
		*pb = (plan_corner){top, right, DIVIDE_CORNER_TL};
		*rb = (divide_rect){r->row, r->col + sc, r->rows, r->cols - sc};
		ev->part_a = DIVIDE_LEFT;
		ev->part_b = DIVIDE_RIGHT;
	}
}

bool divide_join(divide *d, const divide_frame *f, int j, divide_event *ev)
{
	plan_corner pa, pb;
	divide_rect rb;
	plan_join_where(d, f, j, ev, &pa, &pb, &rb);
	ev->kind = DIVIDE_JOIN;
	ev->rect = f->rect;
	ev->nparts = f->nparts;
	if (!plan_swap(d, &pa, &pb, ev))
		return false;
	plan_merge_cycles(d, &pa, &rb);
	return true;
}

/* ---- which boards ---------------------------------------------------------- */

bool divide_supported(const board_spec *spec, char *err, size_t errlen)
{
	if (!board_spec_valid(spec, err, errlen))
		return false;
	int m = spec->rows < spec->cols ? spec->rows : spec->cols;
	int n = spec->rows < spec->cols ? spec->cols : spec->rows;
	const char *b = "divide and conquer";
	if (spec->lea != 1 || spec->leb != 2) {
		snprintf(err, errlen, "%s builds knight's tours: its base tours are the knight's, "
			 "not the %d,%d leaper's", b, spec->lea, spec->leb);
		return false;
	}
	if (m % 2 && n % 2) {
		snprintf(err, errlen, "board %dx%d: no closed tour: it has an odd number of squares, "
			 "and a knight's move always changes colour", spec->rows, spec->cols);
		return false;
	}
	if (m == 1 || m == 2 || m == 4 || (m == 3 && (n == 4 || n == 6 || n == 8))) {
		snprintf(err, errlen, "board %dx%d: no closed tour exists on it (Schwenk 1991: "
			 "none with a side of 1, 2 or 4, nor on 3x4, 3x6, 3x8)", spec->rows, spec->cols);
		return false;
	}
	if (m % 2 || n % 2) {
		bool rows_odd = spec->rows % 2;
		snprintf(err, errlen, "board %dx%d: the %s (%d) is odd; %s joins blocks with even "
			 "sides of at least %d (a closed tour exists: Schwenk 1991; try backtrack)",
			 spec->rows, spec->cols, rows_odd ? "number of rows" : "number of columns",
			 rows_odd ? spec->rows : spec->cols, b, DIVIDE_MIN_SIDE);
		return false;
	}
	return true;
}
