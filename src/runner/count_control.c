/* SPDX-License-Identifier: MIT */
/* The one rule for progress, stops, time limits and checkpoints of both
 * counting methods (count_control.h). */
#include "count_control.h"

#include <stdio.h>
#include <time.h>

#define DEFAULT_PROGRESS 0.25
#define DEFAULT_EVERY 60

double count_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double interval(const count_options *o)
{
	return o->progress_interval > 0 ? o->progress_interval : DEFAULT_PROGRESS;
}

static double every(const count_options *o)
{
	return o->checkpoint_every > 0 ? o->checkpoint_every : DEFAULT_EVERY;
}

void count_control_init(count_control *c, const count_options *o, double now)
{
	*c = (count_control){.o = o, .t0 = now, .t_limit = now, .last_progress = now,
			     .cost_share = COUNT_SAVE_SHARE};
	/* at once, so that a bad path shows up now; a resumed count's file is
	 * there already */
	c->next_save = o->resume ? now + every(o) : now;
}

void count_control_begin(count_control *c, double now)
{
	c->t_limit = now;
}

double count_control_seconds(const count_control *c, double now)
{
	return c->prior + (now - c->t0);
}

bool count_control_stop(const count_control *c, double now)
{
	const count_options *o = c->o;
	return (o->stop && *o->stop) || (o->time_limit > 0 && now - c->t_limit >= o->time_limit);
}

bool count_control_progress_due(count_control *c, double now, bool force)
{
	if (!c->o->progress || (!force && now - c->last_progress < interval(c->o)))
		return false;
	c->last_progress = now;
	return true;
}

bool count_control_save_due(const count_control *c, double now)
{
	return c->o->checkpoint && now >= c->next_save;
}

bool count_control_next_due(const count_control *c, bool saving, double *due)
{
	bool any = false;
	if (c->o->progress) {
		*due = c->last_progress + interval(c->o);
		any = true;
	}
	if (saving && c->o->checkpoint && (!any || c->next_save < *due)) {
		*due = c->next_save;
		any = true;
	}
	return any;
}

bool count_control_saved(count_control *c, bool ok, const char *err, double began, double now)
{
	const count_options *o = c->o;
	double took = now - began;
	c->save_seconds += took;
	if (took > c->save_longest)
		c->save_longest = took;
	if (ok) {
		c->checkpoints++;
		c->error[0] = '\0';
	} else {
		snprintf(c->error, sizeof c->error, "%s", err);
		if (o->warn && c->checkpoints > 0) /* the first failure ends the count */
			o->warn(o->progress_ctx, err);
	}
	double wait = every(o); /* ten times what this one took, at least */
	if (c->cost_share > 0 && wait < took / c->cost_share)
		wait = took / c->cost_share;
	c->next_save = now + wait;
	return ok || c->checkpoints > 0;
}

count_save_cost count_control_cost(const count_control *c, double now)
{
	return (count_save_cost){c->checkpoints, c->save_seconds, c->save_longest, now - c->t0,
				 c->cost_share};
}
