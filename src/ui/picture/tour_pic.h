/* SPDX-License-Identifier: MIT */
/* A tour as scenes (scene.h): the board alone, the path's squares
 * numbered, a line through them in move order, the start framed; for an
 * animation, the scene after each move with the knight on it.  Shared
 * by the still pictures and the GIF (tour_anim.c) and the animated SVG
 * (svg_anim.c). */
#ifndef KTOUR_UI_PICTURE_TOUR_PIC_H
#define KTOUR_UI_PICTURE_TOUR_PIC_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "ktour/picture.h"
#include "ktour/tour.h"
#include "scene.h"

#define TOUR_PIC_SIZE 480
#define TOUR_PIC_FPS 4

typedef struct tour_pic {
	pic_scene s;
	const tour *t;
	size_t shown;     /* moves shown: 0..t->len */
	bool closed, complete;
	char title[128];
} tour_pic;

/* The options with their defaults filled in. */
picture_tour_options tour_pic_options(const picture_tour_options *o);

/* The scene of t before its first move; false when out of memory or the
 * path leaves the board (errno EINVAL). */
bool tour_pic_init(tour_pic *tp, const tour *t, const picture_tour_options *o);
void tour_pic_free(tour_pic *tp);

/* Show moves 1..k (k >= tp->shown), the knight on move k when `knight`,
 * else every square numbered (the finished picture). */
void tour_pic_upto(tour_pic *tp, size_t k, bool knight);

/* Back to no move shown. */
void tour_pic_reset(tour_pic *tp);

/* A GIF frame's delay in hundredths of a second. */
int tour_pic_delay(int fps);

/* The tour drawing itself as a GIF, a frame a move (tour_anim.c). */
bool tour_gif_write(FILE *f, tour_pic *tp, const picture_tour_options *o);
/* The tour drawing itself as SVG with SMIL (svg_anim.c). */
bool svg_anim_write(FILE *f, tour_pic *tp, const picture_tour_options *o);

#endif
