/* SPDX-License-Identifier: MIT */
/* The animated GIF (src/ui/picture/gif.c, tour_anim.c), decoded with
 * giflib: a 64-move 8x8 tour drawing itself is 64 frames of 480x480 at
 * the delays --fps asks, looping, under 200 KB; the frames carry only
 * what changed; the theme's colours are exact in the palette and on the
 * decoded pictures, which equal the frames drawn.
 *
 * KTOUR_PIC_KEEP=DIR keeps the decoded first, middle and last frames as
 * PNG there, to be looked at. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <cairo.h>
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "tour_samples.h"
#include "ui/picture/gif.h"
#include "ui/picture/paint.h"
#include "ui/picture/style.h"
#include "ui/picture/tour_pic.h"

static char gif_path[64];

static int setup(void **state)
{
	(void)state;
	snprintf(gif_path, sizeof gif_path, "/tmp/ktour-gif.XXXXXX");
	int fd = mkstemp(gif_path);
	if (fd < 0)
		return -1;
	close(fd);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	return unlink(gif_path);
}

static GifFileType *decode(const char *path)
{
	int err = 0;
	GifFileType *g = DGifOpenFileName(path, &err);
	assert_non_null(g);
	assert_int_equal(DGifSlurp(g), GIF_OK);
	return g;
}

static void closed_tour(tour *t)
{
	assert_true(sample_tour(t, 8, 8, closed_8x8));
}

static void write_tour_gif(const tour *t, int fps, int theme)
{
	picture_tour_options o = {.fps = fps, .theme = theme};
	char err[256];
	if (!picture_tour_write_file(gif_path, t, PICTURE_GIF, &o, FILE_REPLACE, err, sizeof err))
		fail_msg("%s", err);
}

static bool loops_forever(const SavedImage *first)
{
	for (int i = 0; i + 1 < first->ExtensionBlockCount; i++) {
		const ExtensionBlock *e = &first->ExtensionBlocks[i];
		if (e->Function == APPLICATION_EXT_FUNC_CODE && e->ByteCount == 11 &&
		    memcmp(e->Bytes, "NETSCAPE2.0", 11) == 0)
			return first->ExtensionBlocks[i + 1].ByteCount == 3 &&
			       first->ExtensionBlocks[i + 1].Bytes[0] == 1 &&
			       first->ExtensionBlocks[i + 1].Bytes[1] == 0 &&
			       first->ExtensionBlocks[i + 1].Bytes[2] == 0;
	}
	return false;
}

/* The goal of issue 23: 64 frames of 480x480, their delays from --fps
 * (the last held PICTURE_HOLD_CS more), looping, under 200 KB. */
static void test_tour_frames(void **state)
{
	(void)state;
	tour t;
	closed_tour(&t);
	write_tour_gif(&t, 4, THEME_DARK);
	struct stat st;
	assert_int_equal(stat(gif_path, &st), 0);
	assert_true(st.st_size < 200 * 1024);
	GifFileType *g = decode(gif_path);
	assert_int_equal(g->SWidth, 480);
	assert_int_equal(g->SHeight, 480);
	assert_int_equal(g->ImageCount, 64);
	assert_non_null(g->SColorMap);
	assert_int_equal(g->SColorMap->ColorCount, 256);
	assert_true(loops_forever(&g->SavedImages[0]));
	for (int i = 0; i < g->ImageCount; i++) {
		GraphicsControlBlock gcb;
		assert_int_equal(DGifSavedExtensionToGCB(g, i, &gcb), GIF_OK);
		assert_int_equal(gcb.DelayTime, i < 63 ? 25 : 25 + PICTURE_HOLD_CS);
		assert_int_equal(gcb.DisposalMode, DISPOSE_DO_NOT);
		assert_null(g->SavedImages[i].ImageDesc.ColorMap); /* the global palette */
		if (i > 0) { /* a knight's move changes two squares: far less than the board */
			const GifImageDesc *d = &g->SavedImages[i].ImageDesc;
			assert_true(d->Width * d->Height < 480 * 480 / 4);
		}
	}
	DGifCloseFile(g, NULL);
	write_tour_gif(&t, 10, THEME_LIGHT);
	g = decode(gif_path);
	GraphicsControlBlock gcb;
	assert_int_equal(DGifSavedExtensionToGCB(g, 0, &gcb), GIF_OK);
	assert_int_equal(gcb.DelayTime, 10);
	DGifCloseFile(g, NULL);
	tour_free(&t);
}

/* The decoded frames laid one over the other, up to frame `upto`. */
static void composite(const GifFileType *g, int upto, uint32_t *canvas)
{
	const ColorMapObject *m = g->SColorMap;
	for (int i = 0; i <= upto; i++) {
		const SavedImage *s = &g->SavedImages[i];
		GraphicsControlBlock gcb;
		DGifSavedExtensionToGCB((GifFileType *)g, i, &gcb);
		for (int y = 0; y < s->ImageDesc.Height; y++)
			for (int x = 0; x < s->ImageDesc.Width; x++) {
				int c = s->RasterBits[y * s->ImageDesc.Width + x];
				if (c == gcb.TransparentColor)
					continue;
				GifColorType rgb = m->Colors[c];
				canvas[(s->ImageDesc.Top + y) * g->SWidth + s->ImageDesc.Left + x] =
					(uint32_t)rgb.Red << 16 | (uint32_t)rgb.Green << 8 | rgb.Blue;
			}
	}
}

static void keep(const uint32_t *canvas, int w, int h, const char *name)
{
	const char *dir = getenv("KTOUR_PIC_KEEP");
	if (!dir)
		return;
	cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
	unsigned char *d = cairo_image_surface_get_data(img);
	for (int y = 0; y < h; y++)
		memcpy(d + y * cairo_image_surface_get_stride(img), canvas + y * w, 4 * (size_t)w);
	cairo_surface_mark_dirty(img);
	char path[256];
	snprintf(path, sizeof path, "%s/%s", dir, name);
	cairo_surface_write_to_png(img, path);
	cairo_surface_destroy(img);
}

/* Frame k decoded equals the scene after move k drawn directly: every
 * pixel of a theme colour exactly, the antialiased rest nearly. */
static void expect_frame(const GifFileType *g, const tour *t, int theme, size_t k)
{
	uint32_t *canvas = calloc((size_t)g->SWidth * g->SHeight, sizeof *canvas);
	composite(g, (int)k - 1, canvas);
	tour_pic tp;
	picture_tour_options o = tour_pic_options(&(picture_tour_options){.theme = theme});
	assert_true(tour_pic_init(&tp, t, &o));
	tour_pic_upto(&tp, k, true);
	cairo_surface_t *img = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 480, 480);
	cairo_t *cr = cairo_create(img);
	assert_true(pic_paint(cr, &tp.s, NULL));
	cairo_destroy(cr);
	cairo_surface_flush(img);
	uint32_t fixed[2 * R_COUNT + 2];
	int nfixed = pic_theme_colours((theme_id)theme, fixed, 2 * R_COUNT + 2);
	const unsigned char *d = cairo_image_surface_get_data(img);
	long exact = 0, near = 0;
	for (int y = 0; y < 480; y++)
		for (int x = 0; x < 480; x++) {
			uint32_t want = *(const uint32_t *)(const void *)(d + y * cairo_image_surface_get_stride(img) + 4 * x) & 0xffffff;
			uint32_t got = canvas[y * 480 + x];
			bool themed = false;
			for (int i = 0; i < nfixed; i++)
				themed |= fixed[i] == want;
			if (themed) {
				assert_int_equal(got, want);
				exact++;
			} else {
				int dr = abs((int)(got >> 16) - (int)(want >> 16));
				int dg = abs((int)((got >> 8) & 0xff) - (int)((want >> 8) & 0xff));
				int db = abs((int)(got & 0xff) - (int)(want & 0xff));
				near += dr + dg + db <= 48;
			}
		}
	assert_true(exact > 480 * 480 / 2); /* most of the picture is theme colours */
	assert_true(near >= (480L * 480 - exact) * 9 / 10);
	char name[64];
	snprintf(name, sizeof name, "gif-%s-frame%zu.png", palette_theme_name((theme_id)theme), k);
	keep(canvas, 480, 480, name);
	cairo_surface_destroy(img);
	tour_pic_free(&tp);
	free(canvas);
}

static void test_frames_match(void **state)
{
	(void)state;
	tour t;
	closed_tour(&t);
	for (int th = 0; th < THEME_COUNT; th++) {
		write_tour_gif(&t, 4, th);
		GifFileType *g = decode(gif_path);
		/* the theme's colours first in the palette, exactly */
		uint32_t fixed[2 * R_COUNT + 2];
		int n = pic_theme_colours((theme_id)th, fixed, 2 * R_COUNT + 2);
		for (int i = 0; i < n; i++) {
			GifColorType c = g->SColorMap->Colors[i];
			assert_int_equal((uint32_t)c.Red << 16 | (uint32_t)c.Green << 8 | c.Blue, fixed[i]);
		}
		expect_frame(g, &t, th, 1);
		expect_frame(g, &t, th, 32);
		expect_frame(g, &t, th, 64);
		DGifCloseFile(g, NULL);
	}
	tour_free(&t);
}

static void fill(unsigned char *d, int w, int h, uint32_t c)
{
	for (int i = 0; i < w * h; i++)
		((uint32_t *)(void *)d)[i] = c;
}

/* The encoder alone: the changed rectangle, a frame of one transparent
 * pixel when nothing changed, and more colours than a palette holds
 * mapped to the nearest. */
static void test_encoder(void **state)
{
	(void)state;
	enum { W = 40, H = 30 };
	uint32_t fixed[] = {0xff0000, 0x0000ff};
	pic_gif *gif = pic_gif_new(W, H, fixed, 2);
	unsigned char *d = malloc(W * H * 4);
	fill(d, W, H, 0xff0000);
	assert_true(pic_gif_add(gif, d, W * 4, 7));
	for (int y = 10; y < 14; y++)
		for (int x = 5; x < 10; x++)
			((uint32_t *)(void *)d)[y * W + x] = 0x0000ff;
	assert_true(pic_gif_add(gif, d, W * 4, 7));
	assert_true(pic_gif_add(gif, d, W * 4, 7));
	for (int i = 0; i < W * H; i++) /* 1000 greys, some a little blue */
		((uint32_t *)(void *)d)[i] = (uint32_t)(i % 200) * 0x010101 + (uint32_t)(i / 240);
	assert_true(pic_gif_add(gif, d, W * 4, 9));
	assert_int_equal(pic_gif_count(gif), 4);
	FILE *f = fopen(gif_path, "wb");
	assert_true(pic_gif_write(gif, f));
	fclose(f);
	pic_gif_free(gif);
	GifFileType *g = decode(gif_path);
	assert_int_equal(g->ImageCount, 4);
	const GifImageDesc *a = &g->SavedImages[0].ImageDesc, *b = &g->SavedImages[1].ImageDesc,
			   *c = &g->SavedImages[2].ImageDesc;
	assert_true(a->Left == 0 && a->Top == 0 && a->Width == W && a->Height == H);
	assert_true(b->Left == 5 && b->Top == 10 && b->Width == 5 && b->Height == 4);
	assert_true(c->Width == 1 && c->Height == 1);
	GraphicsControlBlock gcb;
	DGifSavedExtensionToGCB(g, 2, &gcb);
	assert_int_equal(g->SavedImages[2].RasterBits[0], gcb.TransparentColor);
	assert_int_equal(g->SColorMap->Colors[0].Red, 255);
	assert_int_equal(g->SColorMap->Colors[1].Blue, 255);
	assert_int_equal(g->SavedImages[1].RasterBits[0], 1); /* blue, exactly */
	uint32_t *canvas = calloc(W * H, sizeof *canvas);
	composite(g, 3, canvas);
	for (int i = 0; i < W * H; i++) { /* the nearest of 255 colours: close */
		uint32_t want = ((uint32_t *)(void *)d)[i];
		assert_true(abs((int)(canvas[i] & 0xff) - (int)(want & 0xff)) <= 24);
	}
	free(canvas);
	DGifCloseFile(g, NULL);
	free(d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tour_frames),
		cmocka_unit_test(test_frames_match),
		cmocka_unit_test(test_encoder),
	};
	return cmocka_run_group_tests(tests, setup, teardown);
}
