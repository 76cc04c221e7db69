/* What the views draw from (frame.h). */
#include "frame.h"

static const ui_words search_words = {
	.exhausted = "EXHAUSTED",
	.stuck = "STUCK",
	.complete = NULL,
	.stack_title = "Search stack",
	.stack_legend = "# square: tried [current] untried",
	.stack_legend_short = "tried [current] untried",
	.stack_legend_w = 33,
	.stack_end = NULL,
};

static const ui_words replay_words = {
	.exhausted = "END OF REPLAY",
	.stuck = "END OF PATH",
	.complete = "TOUR COMPLETE",
	.stack_title = "Path (replay)",
	.stack_legend = "# square * not Warnsdorff: [next] others",
	.stack_legend_short = "* not Warnsdorff",
	.stack_legend_w = 36,
	.stack_end = "end of path",
};

const ui_words *frame_words(const engine_view *v)
{
	return v->path_len > 0 ? &replay_words : &search_words;
}
