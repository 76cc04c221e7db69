/* SPDX-License-Identifier: MIT */
/* The one options struct of both counting methods (ktour/count.h) and
 * the configuration a checkpoint keeps of it (ktour/checkpoint.h): the
 * defaults, the configuration of a count and back, and how two
 * configurations differ, in words. */
#include "ktour/count.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ktour/config.h"

/* More threads than this are not started. */
#define COUNT_MAX_THREADS 256

count_options count_options_default(void)
{
	count_options o;
	memset(&o, 0, sizeof o);
	o.cfg = engine_config_default();
	o.cfg.prune = PRUNE_LOOKAHEAD;
	o.every_start = true;
	o.progress_interval = 0.25;
	o.checkpoint_every = 60;
	return o;
}

int count_default_threads(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);
	return n < 1 ? 1 : n > COUNT_MAX_THREADS ? COUNT_MAX_THREADS : (int)n;
}

void count_checkpoint_config(const count_options *o, checkpoint_config *out)
{
	memset(out, 0, sizeof *out);
	out->spec = o->cfg.spec;
	out->closed = o->cfg.closed;
	out->order_warnsdorff = o->cfg.order_warnsdorff;
	memcpy(out->order, o->cfg.order, 8);
	if (out->order_warnsdorff)
		for (int i = 0; i < 8; i++)
			out->order[i] = (uint8_t)i;
	out->prune = o->cfg.prune;
	out->every_start = o->every_start;
	out->start = o->every_start ? KSQ_NONE : o->cfg.start;
	out->no_symmetry = o->no_symmetry;
	out->threads = o->threads;
	out->job = o->job_len > 0 ? o->job : NULL; /* not owned */
	out->job_len = o->job_len > 0 ? o->job_len : 0;
	out->part = o->part;
	out->parts = o->parts;
}

void count_options_from_checkpoint(const count_checkpoint *c, count_options *o)
{
	const checkpoint_config *k = &c->cfg;
	*o = count_options_default();
	o->cfg.spec = k->spec;
	o->cfg.closed = k->closed;
	o->cfg.start = k->start;
	o->every_start = k->every_start;
	o->threads = k->threads;
	o->part = k->part;
	o->parts = k->parts;
	o->resume = c;
	if (c->method != COUNT_BACKTRACK)
		return;
	o->cfg.order_warnsdorff = k->order_warnsdorff;
	memcpy(o->cfg.order, k->order, 8);
	o->cfg.prune = k->prune;
	o->no_symmetry = k->no_symmetry;
	o->job = k->job;
	o->job_len = k->job_len;
}

static void describe_start(const checkpoint_config *k, char *out, size_t n)
{
	if (k->every_start)
		snprintf(out, n, "every square");
	else if (k->start == KSQ_NONE)
		snprintf(out, n, "the default square");
	else
		snprintf(out, n, "%ld,%ld", (long)(k->start / k->spec.cols) + 1,
			 (long)(k->start % k->spec.cols) + 1);
}

static void describe_order(const checkpoint_config *k, char *out, size_t n)
{
	engine_config c = engine_config_default();
	c.order_warnsdorff = k->order_warnsdorff;
	memcpy(c.order, k->order, 8);
	config_value_format(&c, CONFIG_ORDER, &config_checkpoint_spelling, out, n);
}

static bool same_job(const checkpoint_config *a, const checkpoint_config *b)
{
	return a->job_len == b->job_len &&
	       (a->job_len == 0 ||
		memcmp(a->job, b->job, (size_t)a->job_len * sizeof *a->job) == 0);
}

bool checkpoint_config_diff(const checkpoint_config *a, const checkpoint_config *b,
			    unsigned fields, char *what, size_t n)
{
	char x[40], y[40];
	if ((fields & CKF_BOARD) &&
	    (a->spec.rows != b->spec.rows || a->spec.cols != b->spec.cols))
		snprintf(what, n, "board %dx%d, not %dx%d", a->spec.rows, a->spec.cols,
			 b->spec.rows, b->spec.cols);
	else if ((fields & CKF_LEAPER) && (a->spec.lea != b->spec.lea || a->spec.leb != b->spec.leb))
		snprintf(what, n, "leaper %d,%d, not %d,%d", a->spec.lea, a->spec.leb, b->spec.lea,
			 b->spec.leb);
	else if ((fields & CKF_TORUS) && a->spec.torus != b->spec.torus)
		snprintf(what, n, "%s, not %s", a->spec.torus ? "a torus" : "no torus",
			 b->spec.torus ? "a torus" : "no torus");
	else if ((fields & CKF_CLOSED) && a->closed != b->closed)
		snprintf(what, n, "%s tours, not %s", a->closed ? "closed" : "open",
			 b->closed ? "closed" : "open");
	else if ((fields & CKF_START) &&
		 (a->every_start != b->every_start || (!a->every_start && a->start != b->start))) {
		describe_start(a, x, sizeof x);
		describe_start(b, y, sizeof y);
		snprintf(what, n, "start %s, not %s", x, y);
	} else if ((fields & CKF_ORDER) &&
		   (a->order_warnsdorff != b->order_warnsdorff ||
		    (!a->order_warnsdorff && memcmp(a->order, b->order, 8) != 0))) {
		describe_order(a, x, sizeof x);
		describe_order(b, y, sizeof y);
		snprintf(what, n, "order %s, not %s", x, y);
	} else if ((fields & CKF_PRUNE) && a->prune != b->prune)
		snprintf(what, n, "prune %s, not %s", prune_mode_name(a->prune),
			 prune_mode_name(b->prune));
	else if ((fields & CKF_SYMMETRY) && a->no_symmetry != b->no_symmetry)
		snprintf(what, n, "%s, not %s", a->no_symmetry ? "--no-symmetry" : "symmetry",
			 b->no_symmetry ? "--no-symmetry" : "symmetry");
	else if ((fields & CKF_JOB) && !same_job(a, b))
		snprintf(what, n, "another --job subtree");
	else if ((fields & CKF_PART) && (a->part != b->part || a->parts != b->parts))
		snprintf(what, n, "part %d/%d, not %d/%d", a->part, a->parts, b->part, b->parts);
	else
		return true;
	return false;
}

