/* SPDX-License-Identifier: MIT */
/* Animated GIF through giflib (gif.h). */
#include "gif.h"

#include <errno.h>
#include <gif_lib.h>
#include <stdlib.h>
#include <string.h>

#define TRANSPARENT 255
#define PALETTE_ROOM 255 /* entries 0..254; 255 is transparency */
/* The cache of colour -> palette index: open addressing, never fuller
 * than 3/4 (colours met after that are matched each time). */
#define CACHE_BITS 16
#define CACHE_SIZE (1u << CACHE_BITS)

typedef struct frame {
	int x, y, w, h, delay;
	bool transparent; /* unchanged pixels carry TRANSPARENT */
	uint8_t *pix;
} frame;

/* The colours counted by pic_gif_learn(): open addressing, never
 * fuller than 3/4 (colours met after that are not counted). */
#define COUNT_BITS 18
#define COUNT_SIZE (1u << COUNT_BITS)

struct pic_gif {
	int w, h;
	uint32_t pal[256];
	int npal;
	uint32_t *count_key; /* colour + 1 (0: empty), NULL until learning */
	uint32_t *count;
	unsigned counted;
	uint32_t *ckey; /* colour + 1 (0: empty) */
	uint8_t *cval;
	unsigned cused;
	uint8_t *prev, *cur; /* the last frame's indexes, the new one's */
	uint32_t *rgb;       /* the last frame's colours */
	frame *frames;
	int nframes, cap;
};

static unsigned hash(uint32_t c, int bits)
{
	return (c * 2654435761u) >> (32 - bits);
}

/* The palette entry closest to c (squared distance weighted as the eye
 * weighs red, green and blue). */
static uint8_t nearest(const pic_gif *g, uint32_t c)
{
	int r = (c >> 16) & 0xff, gr = (c >> 8) & 0xff, b = c & 0xff, best = 0;
	long bestd = -1;
	for (int i = 0; i < g->npal; i++) {
		int dr = r - (int)((g->pal[i] >> 16) & 0xff), dg = gr - (int)((g->pal[i] >> 8) & 0xff),
		    db = b - (int)(g->pal[i] & 0xff);
		long d = 2L * dr * dr + 4L * dg * dg + 3L * db * db;
		if (bestd < 0 || d < bestd) {
			bestd = d;
			best = i;
		}
	}
	return (uint8_t)best;
}

/* The index of colour c: cached, else a new entry while there is room,
 * else the nearest. */
static uint8_t index_of(pic_gif *g, uint32_t c)
{
	unsigned i = hash(c, CACHE_BITS);
	while (g->ckey[i]) {
		if (g->ckey[i] == c + 1)
			return g->cval[i];
		i = (i + 1) & (CACHE_SIZE - 1);
	}
	uint8_t v;
	if (g->npal < PALETTE_ROOM) {
		v = (uint8_t)g->npal;
		g->pal[g->npal++] = c;
	} else {
		v = nearest(g, c);
	}
	if (g->cused < CACHE_SIZE / 4 * 3) {
		g->ckey[i] = c + 1;
		g->cval[i] = v;
		g->cused++;
	}
	return v;
}

pic_gif *pic_gif_new(int w, int h, const uint32_t *fixed, int nfixed)
{
	pic_gif *g = calloc(1, sizeof *g);
	if (!g || w < 1 || h < 1) {
		free(g);
		return NULL;
	}
	g->w = w;
	g->h = h;
	g->ckey = calloc(CACHE_SIZE, sizeof *g->ckey);
	g->cval = calloc(CACHE_SIZE, 1);
	g->prev = malloc((size_t)w * h);
	g->cur = malloc((size_t)w * h);
	g->rgb = malloc((size_t)w * h * sizeof *g->rgb);
	if (!g->ckey || !g->cval || !g->prev || !g->cur || !g->rgb) {
		pic_gif_free(g);
		return NULL;
	}
	for (int i = 0; i < nfixed && g->npal < PALETTE_ROOM; i++)
		index_of(g, fixed[i] & 0xffffff);
	return g;
}

void pic_gif_learn(pic_gif *g, const unsigned char *data, int stride)
{
	if (!g->count_key) {
		g->count_key = calloc(COUNT_SIZE, sizeof *g->count_key);
		g->count = calloc(COUNT_SIZE, sizeof *g->count);
		if (!g->count_key || !g->count)
			return; /* the palette then takes colours as they come */
	}
	for (int y = 0; y < g->h; y++) {
		const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * stride);
		for (int x = 0; x < g->w; x++) {
			uint32_t c = (row[x] & 0xffffff) + 1;
			unsigned i = hash(c, COUNT_BITS);
			while (g->count_key[i] && g->count_key[i] != c)
				i = (i + 1) & (COUNT_SIZE - 1);
			if (g->count_key[i]) {
				g->count[i]++;
			} else if (g->counted < COUNT_SIZE / 4 * 3) {
				g->count_key[i] = c;
				g->count[i] = 1;
				g->counted++;
			}
		}
	}
}

/* A colour learnt and how often it was met. */
typedef struct tally {
	uint32_t rgb, n;
} tally;

static int channel(uint32_t c, int ch)
{
	return (int)(c >> (16 - 8 * ch)) & 0xff;
}

/* The widest channel of v[0..n-1] and its extent. */
static int widest(const tally *v, size_t n, int *extent)
{
	int best = 0;
	*extent = -1;
	for (int ch = 0; ch < 3; ch++) {
		int lo = 255, hi = 0;
		for (size_t i = 0; i < n; i++) {
			int x = channel(v[i].rgb, ch);
			lo = x < lo ? x : lo;
			hi = x > hi ? x : hi;
		}
		if (hi - lo > *extent) {
			*extent = hi - lo;
			best = ch;
		}
	}
	return best;
}

/* qsort's orders by red, green and blue. */
static int compare_on(const void *a, const void *b, int ch)
{
	int x = channel(((const tally *)a)->rgb, ch), y = channel(((const tally *)b)->rgb, ch);
	return (x > y) - (x < y);
}
static int by_red(const void *a, const void *b) { return compare_on(a, b, 0); }
static int by_green(const void *a, const void *b) { return compare_on(a, b, 1); }
static int by_blue(const void *a, const void *b) { return compare_on(a, b, 2); }

/* A box of the median cut: v[from, to). */
typedef struct box {
	size_t from, to;
	double score; /* what splitting it gains: extent times colours met */
} box;

static void score(box *b, tally *v)
{
	int extent;
	widest(v + b->from, b->to - b->from, &extent);
	double n = 0;
	for (size_t i = b->from; i < b->to; i++)
		n += v[i].n;
	b->score = b->to - b->from > 1 ? extent * n : -1;
}

/* Split the box at the median of its widest channel, weighted by how
 * often each colour was met. */
static void split(box *b, box *nb, tally *v)
{
	int extent;
	static int (*const order[3])(const void *, const void *) = {by_red, by_green, by_blue};
	int ch = widest(v + b->from, b->to - b->from, &extent);
	qsort(v + b->from, b->to - b->from, sizeof *v, order[ch]);
	double total = 0, run = 0;
	for (size_t i = b->from; i < b->to; i++)
		total += v[i].n;
	size_t at = b->from + 1;
	for (size_t i = b->from; i + 1 < b->to; i++) {
		run += v[i].n;
		at = i + 1;
		if (run >= total / 2)
			break;
	}
	*nb = (box){at, b->to, 0};
	b->to = at;
	score(b, v);
	score(nb, v);
}

/* The weighted mean of a box. */
static uint32_t mean(const box *b, const tally *v)
{
	double sum[3] = {0, 0, 0}, n = 0;
	for (size_t i = b->from; i < b->to; i++) {
		for (int ch = 0; ch < 3; ch++)
			sum[ch] += (double)channel(v[i].rgb, ch) * v[i].n;
		n += v[i].n;
	}
	uint32_t c = 0;
	for (int ch = 0; ch < 3; ch++)
		c |= (uint32_t)(sum[ch] / n + 0.5) << (16 - 8 * ch);
	return c;
}

/* The colours learnt but not in the palette, median-cut into its free
 * entries (Heckbert's method, each box weighted by how often its colours
 * were met): the antialiased edges of every kind get entries near them. */
static void settle(pic_gif *g)
{
	tally *v = malloc((size_t)g->counted * sizeof *v + 1);
	box boxes[256];
	size_t n = 0;
	for (unsigned i = 0; v && i < COUNT_SIZE; i++) {
		uint32_t c = g->count_key[i];
		bool fixed = false;
		for (int k = 0; c && k < g->npal && !fixed; k++)
			fixed = g->pal[k] == c - 1;
		if (c && !fixed)
			v[n++] = (tally){c - 1, g->count[i]};
	}
	int free_slots = PALETTE_ROOM - g->npal, nb = 0;
	if (v && n > 0 && free_slots > 0) {
		boxes[nb++] = (box){0, n, 0};
		score(&boxes[0], v);
		while (nb < free_slots) {
			int best = 0;
			for (int i = 1; i < nb; i++)
				best = boxes[i].score > boxes[best].score ? i : best;
			if (boxes[best].score < 0)
				break;
			split(&boxes[best], &boxes[nb], v);
			nb++;
		}
		for (int i = 0; i < nb; i++)
			g->pal[g->npal++] = mean(&boxes[i], v);
	}
	free(v);
	free(g->count_key);
	free(g->count);
	g->count_key = NULL;
	g->count = NULL;
}

void pic_gif_free(pic_gif *g)
{
	if (!g)
		return;
	free(g->count_key);
	free(g->count);
	for (int i = 0; i < g->nframes; i++)
		free(g->frames[i].pix);
	free(g->frames);
	free(g->ckey);
	free(g->cval);
	free(g->prev);
	free(g->cur);
	free(g->rgb);
	free(g);
}

int pic_gif_count(const pic_gif *g)
{
	return g->nframes;
}

/* The smallest rectangle holding every pixel that changed; a single
 * pixel when none did (a GIF frame cannot be empty). */
static void changed_box(const pic_gif *g, frame *f)
{
	int x0 = g->w, y0 = g->h, x1 = -1, y1 = -1;
	for (int y = 0; y < g->h; y++) {
		const uint8_t *a = g->prev + (size_t)y * g->w, *b = g->cur + (size_t)y * g->w;
		if (memcmp(a, b, (size_t)g->w) == 0)
			continue;
		int l = 0, r = g->w - 1;
		while (a[l] == b[l])
			l++;
		while (a[r] == b[r])
			r--;
		x0 = l < x0 ? l : x0;
		x1 = r > x1 ? r : x1;
		y0 = y < y0 ? y : y0;
		y1 = y;
	}
	if (x1 < 0)
		x0 = y0 = x1 = y1 = 0;
	*f = (frame){x0, y0, x1 - x0 + 1, y1 - y0 + 1, 0, true, NULL};
}

/* The new frame's indexes into cur: the last frame's, with the rows
 * and columns whose colours changed mapped again (a frame that changes
 * little costs little). */
static void quantise(pic_gif *g, const unsigned char *data, int stride)
{
	if (g->nframes > 0)
		memcpy(g->cur, g->prev, (size_t)g->w * g->h);
	for (int y = 0; y < g->h; y++) {
		const uint32_t *row = (const uint32_t *)(const void *)(data + (size_t)y * stride);
		uint32_t *was = g->rgb + (size_t)y * g->w;
		int l = 0, r = g->w - 1;
		if (g->nframes > 0) {
			while (l <= r && (row[l] & 0xffffff) == was[l])
				l++;
			while (r >= l && (row[r] & 0xffffff) == was[r])
				r--;
		}
		for (int x = l; x <= r; x++) {
			was[x] = row[x] & 0xffffff;
			g->cur[(size_t)y * g->w + x] = index_of(g, was[x]);
		}
	}
}

bool pic_gif_add(pic_gif *g, const unsigned char *data, int stride, int delay_cs)
{
	if (g->count_key)
		settle(g);
	if (g->nframes == g->cap) {
		int cap = g->cap ? 2 * g->cap : 64;
		frame *v = realloc(g->frames, (size_t)cap * sizeof *v);
		if (!v)
			return false;
		g->frames = v;
		g->cap = cap;
	}
	quantise(g, data, stride);
	frame f = {0, 0, g->w, g->h, delay_cs, false, NULL};
	if (g->nframes > 0)
		changed_box(g, &f);
	f.delay = delay_cs;
	f.pix = malloc((size_t)f.w * f.h);
	if (!f.pix)
		return false;
	for (int y = 0; y < f.h; y++)
		for (int x = 0; x < f.w; x++) {
			size_t at = (size_t)(f.y + y) * g->w + f.x + x;
			bool same = f.transparent && g->cur[at] == g->prev[at];
			f.pix[(size_t)y * f.w + x] = same ? TRANSPARENT : g->cur[at];
		}
	g->frames[g->nframes++] = f;
	uint8_t *t = g->prev;
	g->prev = g->cur;
	g->cur = t;
	return true;
}

static int to_stream(GifFileType *gif, const GifByteType *data, int len)
{
	return (int)fwrite(data, 1, (size_t)len, gif->UserData);
}

/* NETSCAPE2.0: loop forever. */
static bool put_loop(GifFileType *gif)
{
	static const unsigned char forever[3] = {1, 0, 0};
	return EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK &&
	       EGifPutExtensionBlock(gif, 11, "NETSCAPE2.0") == GIF_OK &&
	       EGifPutExtensionBlock(gif, 3, forever) == GIF_OK &&
	       EGifPutExtensionTrailer(gif) == GIF_OK;
}

static bool put_frame(GifFileType *gif, const frame *f)
{
	GraphicsControlBlock gcb = {
		.DisposalMode = DISPOSE_DO_NOT,
		.UserInputFlag = false,
		.DelayTime = f->delay,
		.TransparentColor = f->transparent ? TRANSPARENT : NO_TRANSPARENT_COLOR,
	};
	GifByteType ext[4];
	size_t n = EGifGCBToExtension(&gcb, ext);
	if (EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, (int)n, ext) != GIF_OK ||
	    EGifPutImageDesc(gif, f->x, f->y, f->w, f->h, false, NULL) != GIF_OK)
		return false;
	for (int y = 0; y < f->h; y++)
		if (EGifPutLine(gif, f->pix + (size_t)y * f->w, f->w) != GIF_OK)
			return false;
	return true;
}

bool pic_gif_write(const pic_gif *g, FILE *f)
{
	int err = 0;
	GifFileType *gif = EGifOpen(f, to_stream, &err);
	if (!gif) {
		errno = ENOMEM;
		return false;
	}
	GifColorType colours[256];
	memset(colours, 0, sizeof colours);
	for (int i = 0; i < g->npal; i++)
		colours[i] = (GifColorType){(GifByteType)(g->pal[i] >> 16),
					    (GifByteType)(g->pal[i] >> 8), (GifByteType)g->pal[i]};
	ColorMapObject *map = GifMakeMapObject(256, colours);
	EGifSetGifVersion(gif, true);
	bool ok = map && EGifPutScreenDesc(gif, g->w, g->h, 8, 0, map) == GIF_OK && put_loop(gif);
	for (int i = 0; ok && i < g->nframes; i++)
		ok = put_frame(gif, &g->frames[i]);
	GifFreeMapObject(map);
	if (EGifCloseFile(gif, &err) != GIF_OK)
		ok = false;
	if (!ok)
		errno = ferror(f) ? EIO : ENOMEM;
	return ok;
}
