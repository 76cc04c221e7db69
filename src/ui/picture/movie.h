/* SPDX-License-Identifier: MIT */
/* Scenes into an animated GIF: each scene painted (paint.h) into one
 * image and handed to the encoder (gif.h) with its delay.  For `ktour
 * render --frames`, which steps a search and fills a scene per frame;
 * no curses, and nothing here knows where the scenes come from. */
#ifndef KTOUR_UI_PICTURE_MOVIE_H
#define KTOUR_UI_PICTURE_MOVIE_H

#include <stdbool.h>
#include <stdio.h>

#include "scene.h"

typedef struct pic_movie pic_movie;

/* An animation of w x h frames in theme t (its colours first in the
 * palette, exact).  NULL when out of memory. */
pic_movie *pic_movie_new(int w, int h, theme_id t);
void pic_movie_free(pic_movie *m);

/* Show s to the palette before the first frame is added (optional: a few
 * scenes spread over the animation keep the colours that matter). */
bool pic_movie_learn(pic_movie *m, const pic_scene *s);
/* Add s (drawn at the movie's size) as a frame shown delay_cs hundredths
 * of a second.  False when the page is too small or out of memory (errno
 * EINVAL or ENOMEM). */
bool pic_movie_add(pic_movie *m, const pic_scene *s, int delay_cs);
/* The animation, looping, to f; false with errno set. */
bool pic_movie_write(const pic_movie *m, FILE *f);

#endif
