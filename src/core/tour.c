/* SPDX-License-Identifier: MIT */
/* Tours: paths with metadata, and what validation says about them. */
#include "ktour/tour.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/square.h"

void tour_init(tour *t, const board_spec *spec)
{
	memset(t, 0, sizeof *t);
	t->spec = *spec;
}

void tour_free(tour *t)
{
	for (size_t i = 0; i < t->meta.count; i++)
		free(t->meta.lines[i]);
	free(t->meta.lines);
	free(t->path);
	memset(t, 0, sizeof *t);
}

bool tour_push(tour *t, ksq sq)
{
	if (t->len == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 64;
		if (cap > SIZE_MAX / sizeof(ksq))
			return false;
		ksq *p = realloc(t->path, cap * sizeof *p);
		if (!p)
			return false;
		t->path = p;
		t->cap = cap;
	}
	t->path[t->len++] = sq;
	return true;
}

bool tour_set_path(tour *t, const ksq *path, size_t len)
{
	if (len > t->cap) {
		if (len > SIZE_MAX / sizeof(ksq))
			return false;
		ksq *p = realloc(t->path, len * sizeof *p);
		if (!p)
			return false;
		t->path = p;
		t->cap = len;
	}
	if (len)
		memmove(t->path, path, len * sizeof *path);
	t->len = len;
	return true;
}

bool tour_meta_add(tour *t, const char *line)
{
	if (line[0] == '#')
		line++;
	if (line[0] == ' ')
		line++;
	return tour_meta_add_verbatim(t, line);
}

bool tour_meta_add_verbatim(tour *t, const char *line)
{
	char *copy = strdup(line);
	if (!copy)
		return false;
	char **l = realloc(t->meta.lines, (t->meta.count + 1) * sizeof *l);
	if (!l) {
		free(copy);
		return false;
	}
	t->meta.lines = l;
	l[t->meta.count++] = copy;
	return true;
}

bool tour_meta_addf(tour *t, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return tour_meta_add(t, buf);
}

/* ---- validation ------------------------------------------------------------ */

static void set_reason(tour_report *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void set_reason(tour_report *r, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(r->reason, sizeof r->reason, fmt, ap);
	va_end(ap);
}

/* The geometry validation needs, computed per square on demand instead of
 * board_init()'s table of every square: a one-square path on a
 * 20000 x 20000 board is checked at once.  Neighbours are counted as
 * board.c counts them: distinct squares, the square itself excluded. */
typedef struct geom {
	int rows, cols, lea, leb;
	bool torus;
	int dr[8], dc[8];
	int32_t nsq;
} geom;

static void geom_init(geom *g, int rows, int cols, int lea, int leb, bool torus)
{
	g->rows = rows;
	g->cols = cols;
	g->lea = lea;
	g->leb = leb;
	g->torus = torus;
	g->nsq = (int32_t)((long long)rows * cols);
	for (int k = 0; k < 8; k++)
		board_move_step(lea, leb, k, &g->dr[k], &g->dc[k]);
}

static int wrap(int v, int n)
{
	v %= n;
	return v < 0 ? v + n : v;
}

/* The squares one move from sq, in move order; returns how many. */
static int geom_neighbours(const geom *g, ksq sq, ksq out[8])
{
	int r = (int)(sq / g->cols), c = (int)(sq % g->cols), n = 0;
	ksq got[8] = {0};
	for (int k = 0; k < 8; k++) {
		int r2 = r + g->dr[k], c2 = c + g->dc[k];
		if (g->torus) {
			r2 = wrap(r2, g->rows);
			c2 = wrap(c2, g->cols);
		} else if (r2 < 0 || r2 >= g->rows || c2 < 0 || c2 >= g->cols) {
			continue;
		}
		ksq t = (ksq)r2 * g->cols + c2;
		bool dup = t == sq;
		for (int j = 0; j < n && !dup; j++)
			dup = got[j] == t;
		if (!dup)
			got[n++] = t;
	}
	memcpy(out, got, sizeof got);
	return n;
}

static bool geom_is_move(const geom *g, ksq from, ksq to)
{
	ksq nb[8];
	int n = geom_neighbours(g, from, nb);
	for (int i = 0; i < n; i++)
		if (nb[i] == to)
			return true;
	return false;
}

static bool bit_get(const uint8_t *bits, ksq sq)
{
	return bits[sq >> 3] >> (sq & 7) & 1;
}

static void bit_set(uint8_t *bits, ksq sq)
{
	bits[sq >> 3] |= (uint8_t)(1u << (sq & 7));
}

static void name_of(const geom *g, ksq sq, char *out, size_t outlen)
{
	square_name_algebraic(g->rows, (int)(sq / g->cols), (int)(sq % g->cols), out, outlen);
}

/* "knight" or "(1,3)-leaper", for reasons. */
static void piece_name(const geom *g, char *out, size_t outlen)
{
	if (g->lea == 1 && g->leb == 2)
		snprintf(out, outlen, "knight");
	else
		snprintf(out, outlen, "(%d,%d)-leaper", g->lea, g->leb);
}

/* Index of the first occurrence of sq in path[0..upto-1]. */
static size_t first_index(const ksq *path, size_t upto, ksq sq)
{
	for (size_t i = 0; i < upto; i++)
		if (path[i] == sq)
			return i;
	return upto;
}

/* Walk the path and stop at the first fault; fills fault, covered,
 * bad_index and reason.  `seen` is a bitmap of nsq bits, zeroed. */
static void check_steps(const geom *g, const ksq *path, size_t len, uint8_t *seen,
			tour_report *r)
{
	char from[SQUARE_NAME_MAX] = "", to[SQUARE_NAME_MAX], piece[32];
	for (size_t i = 0; i < len; i++) {
		ksq sq = path[i];
		if (sq < 0 || sq >= g->nsq) {
			r->fault = TOUR_OFF_BOARD;
			r->bad_index = i;
			set_reason(r, "square %zu of the path (index %ld) is off the %dx%d board",
				   i + 1, (long)sq, g->rows, g->cols);
			return;
		}
		if (bit_get(seen, sq)) {
			r->fault = TOUR_REPEATED;
			r->bad_index = i;
			name_of(g, sq, to, sizeof to);
			name_of(g, path[i - 1], from, sizeof from);
			set_reason(r, "move %zu from %s to %s returns to %s, already visited as "
				      "square %zu",
				   i, from, to, to, first_index(path, i, sq) + 1);
			return;
		}
		if (i > 0 && !geom_is_move(g, path[i - 1], sq)) {
			r->fault = TOUR_NOT_A_MOVE;
			r->bad_index = i;
			name_of(g, path[i - 1], from, sizeof from);
			name_of(g, sq, to, sizeof to);
			piece_name(g, piece, sizeof piece);
			set_reason(r, "move %zu from %s to %s is not a %s move%s", i, from, to,
				   piece, g->torus ? " (on the torus)" : "");
			return;
		}
		bit_set(seen, sq);
		r->covered++;
	}
}

/* Warnsdorff departure for a path that covers a good part of the board:
 * one byte per square holds its remaining degree (0xFF = visited), so a
 * step costs a few operations.  SIZE_MAX when out of memory. */
static size_t departure_dense(const geom *g, const ksq *path, size_t len)
{
	uint8_t *deg = malloc((size_t)g->nsq);
	if (!deg)
		return SIZE_MAX;
	ksq nb[8];
	for (ksq s = 0; s < g->nsq; s++)
		deg[s] = (uint8_t)geom_neighbours(g, s, nb);
	size_t departure = 0;
	for (size_t i = 0; i + 1 < len && departure == 0; i++) {
		ksq cur = path[i];
		deg[cur] = 0xFF;
		int n = geom_neighbours(g, cur, nb), best = 9;
		for (int k = 0; k < n; k++) {
			if (deg[nb[k]] == 0xFF)
				continue;
			deg[nb[k]]--;
			if (deg[nb[k]] < best)
				best = deg[nb[k]];
		}
		if (deg[path[i + 1]] != best)
			departure = i + 1;
	}
	free(deg);
	return departure;
}

/* The same for a short path on a big board: only a bitmap of visited
 * squares, degrees counted when needed.  SIZE_MAX when out of memory. */
static size_t departure_sparse(const geom *g, const ksq *path, size_t len)
{
	uint8_t *seen = calloc((size_t)g->nsq / 8 + 1, 1);
	if (!seen)
		return SIZE_MAX;
	size_t departure = 0;
	for (size_t i = 0; i + 1 < len && departure == 0; i++) {
		ksq nb[8], nb2[8];
		bit_set(seen, path[i]);
		int n = geom_neighbours(g, path[i], nb), best = 9, chosen = -1;
		for (int k = 0; k < n; k++) {
			if (bit_get(seen, nb[k]))
				continue;
			int m = geom_neighbours(g, nb[k], nb2), d = 0;
			for (int j = 0; j < m; j++)
				d += !bit_get(seen, nb2[j]);
			if (d < best)
				best = d;
			if (nb[k] == path[i + 1])
				chosen = d;
		}
		if (chosen != best)
			departure = i + 1;
	}
	free(seen);
	return departure;
}

static size_t departure(const geom *g, const ksq *path, size_t len)
{
	if (len < 2)
		return 0;
	if ((size_t)g->nsq / 16 <= len)
		return departure_dense(g, path, len);
	return departure_sparse(g, path, len);
}

bool tour_check(const tour *t, tour_report *r)
{
	memset(r, 0, sizeof *r);
	if (!board_spec_valid(&t->spec, r->reason, sizeof r->reason))
		return false;
	geom g;
	geom_init(&g, t->spec.rows, t->spec.cols, t->spec.lea, t->spec.leb, t->spec.torus);
	r->total = (size_t)g.nsq;
	uint8_t *seen = calloc((size_t)g.nsq / 8 + 1, 1);
	if (!seen) {
		set_reason(r, "out of memory checking the tour");
		return false;
	}
	check_steps(&g, t->path, t->len, seen, r);
	free(seen);
	size_t valid = r->fault == TOUR_OK ? t->len : r->bad_index;
	if (t->len == 0) {
		r->fault = TOUR_EMPTY;
		set_reason(r, "the path has no squares");
	} else if (r->fault == TOUR_OK && r->covered < r->total) {
		r->fault = TOUR_INCOMPLETE;
		r->bad_index = t->len;
		set_reason(r, "only %zu of the %zu squares %s visited", r->covered, r->total,
			   r->covered == 1 ? "is" : "are");
	}
	r->complete = r->fault == TOUR_OK;
	r->closed = r->complete && t->len > 1 &&
		    geom_is_move(&g, t->path[t->len - 1], t->path[0]);
	/* Warnsdorff consistency of the valid part of the path. */
	size_t d = departure(&g, t->path, valid);
	if (d == SIZE_MAX) {
		set_reason(r, "out of memory checking the tour");
		return false;
	}
	r->first_departure = d;
	r->warnsdorff = d == 0;
	return true;
}

size_t tour_warnsdorff_departure(const board *b, const ksq *path, size_t len)
{
	geom g;
	geom_init(&g, b->rows, b->cols, b->lea, b->leb, b->torus);
	size_t d = departure(&g, path, len);
	return d == SIZE_MAX ? 0 : d;
}
