/* SPDX-License-Identifier: MIT */
/* Animated GIF from cairo's images, encoded by giflib.
 *
 * One global palette of 256 entries: the colours given first (the
 * theme's: they stay exact), then the colours met most often in the
 * frames shown to pic_gif_learn() (antialiased edges), then each new
 * colour met in the frames while there is room; a colour met when the
 * palette is full gets the nearest entry.  Index 255 is kept for
 * transparency.  Each frame after the first carries only
 * the rectangle that changed, its unchanged pixels transparent, and is
 * left in place (disposal "do not dispose"), so a tour drawing itself
 * costs a square or two per frame.  giflib's LZW compresses the rest. */
#ifndef KTOUR_UI_PICTURE_GIF_H
#define KTOUR_UI_PICTURE_GIF_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

typedef struct pic_gif pic_gif;

/* An animation of w x h frames, its palette starting with
 * fixed[0..nfixed-1] (0xRRGGBB; at most 255 are used).  NULL when out of
 * memory. */
pic_gif *pic_gif_new(int w, int h, const uint32_t *fixed, int nfixed);
void pic_gif_free(pic_gif *g);

/* Count the colours of a frame (laid out as for pic_gif_add) before
 * the frames are added, so that the palette keeps the most frequent;
 * the first pic_gif_add() settles it.  Optional: without it the palette
 * takes colours as they come. */
void pic_gif_learn(pic_gif *g, const unsigned char *data, int stride);

/* Add a frame: w x h pixels in cairo's CAIRO_FORMAT_RGB24 or ARGB32
 * layout (native-endian 32-bit 0x??RRGGBB, `stride` bytes a row), shown
 * for delay_cs hundredths of a second.  False when out of memory. */
bool pic_gif_add(pic_gif *g, const unsigned char *data, int stride, int delay_cs);
int pic_gif_count(const pic_gif *g);

/* Write the animation, looping forever, to f; false with errno set. */
bool pic_gif_write(const pic_gif *g, FILE *f);

#endif
