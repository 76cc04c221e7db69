/* SPDX-License-Identifier: MIT */
/* The run's clock (pace.h). */
#include "pace.h"

/* The rate is sampled over this many seconds while running. */
#define RATE_SAMPLE 0.5
/* A stop this soon after the sample began keeps the rate shown. */
#define RATE_MIN_SPAN 0.01

void pace_new_search(pace *p)
{
	p->elapsed = 0;
	p->rate = 0;
	p->run_done = 0;
}

void pace_restart(pace *p, double now, pace_mode m)
{
	double speed = m.speed ? m.speed : 1;
	double span = now - p->rate_t0;
	if (!m.running && p->was_running && span > RATE_MIN_SPAN)
		p->rate = (double)(p->steps - p->rate_s0) / span; /* the run's rate */
	p->rate_t0 = now;
	p->rate_s0 = p->steps;
	p->run_origin = now - 1.0 / speed; /* a run's first step comes at once */
	p->run_done = 0;
	p->last_tick = now;
	p->was_running = m.running;
}

bool pace_tick(pace *p, double now, pace_mode m)
{
	bool moved = false;
	if (m.running || p->was_running) {
		p->elapsed += now - p->last_tick;
		moved = true;
		double span = now - p->rate_t0;
		/* Every half second while running, and once more when a run
		 * stops, so that a short run still shows its rate. */
		if (span >= RATE_SAMPLE || (!m.running && span > RATE_MIN_SPAN)) {
			p->rate = (double)(p->steps - p->rate_s0) / span;
			p->rate_t0 = now;
			p->rate_s0 = p->steps;
		}
	}
	p->was_running = m.running;
	p->last_tick = now;
	return moved;
}

uint64_t pace_due(pace *p, double now, uint32_t speed)
{
	double v = speed;
	double owed = (now - p->run_origin) * v - (double)p->run_done;
	if (owed > v / 4 + 1) {
		p->run_origin = now - ((double)p->run_done + 1) / v;
		owed = 1;
	}
	return owed >= 1 ? (uint64_t)owed : 0;
}

void pace_ran(pace *p, uint64_t n)
{
	p->run_done += n;
}

void pace_count(pace *p, double now, uint64_t n)
{
	if (p->steps == 0)
		p->first_step_at = now;
	p->steps += n;
}

static bool slow(pace_mode m)
{
	return m.running && !m.flat && m.speed <= PACE_SLOW;
}

bool pace_draw_now(double now, double last_draw, pace_mode m)
{
	return !m.running || slow(m) || now - last_draw >= PACE_FRAME * 0.95;
}

double pace_wait(const pace *p, double now, double last_draw, bool dirty, pace_mode m)
{
	double wake = -1;
	if (m.running) {
		if (m.flat)
			return 0;
		if (m.speed > PACE_SLOW)
			wake = last_draw + PACE_FRAME;
		else
			wake = p->run_origin + (double)(p->run_done + 1) / m.speed;
	}
	if (dirty && (wake < 0 || last_draw + PACE_FRAME < wake))
		wake = last_draw + PACE_FRAME;
	if (wake < 0)
		return -1;
	return wake > now ? wake - now : 0;
}
