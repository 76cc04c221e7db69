/* SPDX-License-Identifier: MIT */
/* The playlist of ktour replay FILE... (playlist.h).  No curses. */
#include "playlist.h"

#include <stdio.h>
#include <string.h>

#include "ktour/engine.h"
#include "ktour/replay.h"

void playlist_init(playlist *p, const explore_options *o)
{
	memset(p, 0, sizeof *p);
	p->opt = o;
	if (o->replay)
		p->n = o->replay_count ? o->replay_count : 1;
}

const char *playlist_name(const playlist *p, size_t i)
{
	const char *name = p->opt->replay_names ? p->opt->replay_names[i] : p->opt->replay_name;
	return name ? name : "(tour)";
}

void playlist_leave(playlist *p)
{
	p->shown = false;
}

bool playlist_target(size_t n, size_t at, bool shown, int dir, size_t *to)
{
	if (n == 0 || at >= n)
		return false;
	if (dir > 0 ? at + 1 < n : at > 0) {
		*to = dir > 0 ? at + 1 : at - 1;
		return true;
	}
	*to = at;
	return !shown;
}

/* ---- the title ------------------------------------------------------------- */

/* Columns of UTF-8 text: one a code point, as everything the views draw. */
static int columns(const char *s)
{
	int n = 0;
	for (; *s; s++)
		n += ((unsigned char)*s & 0xC0) != 0x80;
	return n;
}

/* The byte where column `col` of s begins (its end when s is shorter). */
static size_t byte_at(const char *s, int col)
{
	size_t i = 0;
	for (int c = 0; s[i]; i++)
		if (((unsigned char)s[i] & 0xC0) != 0x80 && c++ == col)
			return i;
	return i;
}

/* name in w columns: a third of them its head, the ellipsis, the rest its
 * tail, which tells "run1.txt" from "run2.txt". */
static void cut_middle(char *out, size_t outlen, const char *name, int w, const char *ellipsis)
{
	int nw = columns(name), keep = w - columns(ellipsis);
	if (nw <= w || keep < 2) {
		snprintf(out, outlen, "%.*s", (int)byte_at(name, w < 0 ? 0 : w), name);
		return;
	}
	int head = keep / 3;
	snprintf(out, outlen, "%.*s%s%s", (int)byte_at(name, head), name, ellipsis,
		 name + byte_at(name, nw - (keep - head)));
}

void playlist_title(char *out, size_t outlen, const char *name, int rows, int cols,
		    size_t at, size_t n, int width, const char *ellipsis)
{
	const char *slash = strrchr(name, '/');
	const char *base = slash && slash[1] ? slash + 1 : name;
	char pos[48] = "", cut[256];
	if (n > 1)
		snprintf(pos, sizeof pos, " (%zu/%zu)", at + 1, n);
	int nw = columns(base), pw = columns(pos);
	char dims[32];
	int dw = snprintf(dims, sizeof dims, "%dx%d ", rows, cols);
	if (dw + nw + pw <= width) /* everything */
		snprintf(out, outlen, "%s%s%s", dims, base, pos);
	else if (nw + pw <= width) /* the board's size is on the labels too */
		snprintf(out, outlen, "%s%s", base, pos);
	else if (width - pw > columns(ellipsis) + 1) {
		cut_middle(cut, sizeof cut, base, width - pw, ellipsis);
		snprintf(out, outlen, "%s%s", cut, pos);
	} else /* the position alone */
		snprintf(out, outlen, "%s", pos[0] ? pos + 1 : base);
}

/* ---- playing a file -------------------------------------------------------- */

bool playlist_check(const explore_options *o, char *err, size_t errlen)
{
	playlist p;
	playlist_init(&p, o);
	char why[300];
	for (size_t i = 0; p.n > 1 && i < p.n; i++) {
		engine *e = replay_engine_create(&o->replay[i], why, sizeof why);
		if (!e) {
			snprintf(err, errlen, "%s: %s", playlist_name(&p, i), why);
			return false;
		}
		engine_destroy(e);
	}
	return true;
}
