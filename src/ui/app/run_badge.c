/* SPDX-License-Identifier: MIT */
/* The run state's badge (run_badge.h): derived from the run mode, the
 * moment a run goes to and the lesson's scene, never typed per caller. */
#include "run_badge.h"

#include <stdio.h>

#include "ui/base/fit.h"

run_facts run_facts_of(const app_state *s, const engine_config *cfg, uint64_t t)
{
	run_facts rf = {s->mode, s->until_jump, s->until, cfg, 0, 0, t};
	/* a run to a moment in a lesson, off any question, goes to the scene */
	if (s->mode == RUN_TO_MOMENT && s->lesson.on && !s->lesson.question &&
	    s->lesson.scenes > 0) {
		rf.scene = s->lesson.scene + 1;
		rf.scenes = s->lesson.scenes;
	}
	return rf;
}

void run_badge_commas(uint64_t n, char *out, size_t len)
{
	char digits[24];
	int k = snprintf(digits, sizeof digits, "%llu", (unsigned long long)n);
	size_t at = 0;
	if (len == 0)
		return;
	for (int i = 0; i < k && at + 2 < len; i++) {
		if (i > 0 && (k - i) % 3 == 0)
			out[at++] = ',';
		out[at++] = digits[i];
	}
	out[at] = '\0';
}

/* A run to a moment: to a scene, to a step at once, or until the moment. */
static void moment_words(const run_facts *rf, char *out, size_t len)
{
	char n[32], what[MOMENT_TEXT_MAX];
	run_badge_commas(rf->until.n, n, sizeof n);
	if (rf->scene > 0 && rf->until.kind == MOMENT_STEP) {
		snprintf(out, len, "SCENE %d/%d TO STEP %s", rf->scene, rf->scenes, n);
	} else if (rf->jump && rf->until.kind == MOMENT_STEP) {
		snprintf(out, len, "GOING TO %s", n);
	} else {
		if (rf->cfg)
			moment_format(&rf->until, rf->cfg, what, sizeof what);
		else
			snprintf(what, sizeof what, "step %s", n);
		snprintf(out, len, "RUN UNTIL %s", what);
	}
}

bool run_badge(const run_facts *rf, int w, const char *ell, char *out, size_t len)
{
	char text[RUN_BADGE_MAX];
	switch (rf->mode) {
	case RUN_RUNNING: snprintf(text, sizeof text, "RUNNING"); break;
	case RUN_TO_SOLUTION: snprintf(text, sizeof text, "RUN TO SOLUTION"); break;
	case RUN_TO_BACKTRACK: snprintf(text, sizeof text, "RUN TO BACKTRACK"); break;
	case RUN_PAST_BACKTRACK: snprintf(text, sizeof text, "RUN PAST BACKTRACK"); break;
	case RUN_TO_MOMENT: moment_words(rf, text, sizeof text); break;
	default: snprintf(text, sizeof text, "%s", rf->t == 0 ? "READY" : "PAUSED"); break;
	}
	if (w > 0)
		fit_cut(text, w, ell, out, len);
	else
		snprintf(out, len, "%s", text);
	return rf->mode != RUN_PAUSED;
}
