/* What the views draw from: a read-only snapshot of the session, built
 * once per frame.  Views never change the search or the app state. */
#ifndef KTOUR_UI_FRAME_H
#define KTOUR_UI_FRAME_H

#include <stdint.h>

#include "app.h"
#include "caps.h"
#include "layout.h"
#include "ktour/engine.h"

typedef struct ui_frame {
	const ui_caps *caps;
	const ui_layout *lay;
	const app_state *app;
	const engine *e;          /* for engine_depth_info() only */
	engine_view v;
	const engine_event *last; /* the event of step t */
	const uint64_t *retreat;  /* per square: step of its last retreat */
	uint64_t t;               /* steps taken */
	int top, left;            /* board viewport origin (row, column) */
	double rate;              /* steps per second of the last run */
	double elapsed;           /* seconds spent running */
	int32_t *moveno;          /* scratch for the board: per square its move
				     number (the frame is read-only, this is not) */
	/* replay: depart[i] when the move into path[i] was not a Warnsdorff
	 * choice; NULL in a search */
	const bool *depart;
	const char *replay_name;  /* replay: the file's name */
	app_facts facts;          /* for the prompt's label */
} ui_frame;

#endif
