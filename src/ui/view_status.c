/* The status lines (settings; state, speed, counters), the message line,
 * the narration and the footer of keys. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "draw.h"
#include "keys.h"
#include "ktour/square.h"
#include "narrate.h"
#include "views.h"

/* The engine's own summary when it has one (a replay: "closed tour, 64/64
 * squares, ..."; the file's name is in the board's title), else the
 * settings. */
static void settings_text(const ui_frame *f, char *out, size_t len)
{
	if (f->v.summary) {
		snprintf(out, len, "%s", f->v.summary);
		return;
	}
	const engine_config *c = f->v.cfg;
	const char *dot = f->caps->g->dot;
	char ord[9], start[SQUARE_NAME_MAX], extra[64] = "", how[96];
	ksq s = f->v.depth > 0 ? f->v.path[0] : c->start;
	narrate_square(f->v.b, s, start, sizeof start);
	if (c->spec.lea != 1 || c->spec.leb != 2)
		snprintf(extra, sizeof extra, " leaper %d,%d", c->spec.lea, c->spec.leb);
	if (c->spec.torus)
		snprintf(extra + strlen(extra), sizeof extra - strlen(extra), " torus");
	if (c->kind == ENGINE_BACKTRACK) {
		ordering_format(c->order, ord);
		snprintf(how, sizeof how, "backtrack order %s prune %s %s",
			 c->order_warnsdorff ? "warnsdorff" : ord,
			 c->prune == PRUNE_LOOKAHEAD ? "lookahead" : "none",
			 c->closed ? "closed" : "open");
	} else {
		ordering_format(c->tie_order, ord);
		snprintf(how, sizeof how, "%s tiebreak %s", engine_kind_name(c->kind),
			 c->tiebreak == TIEBREAK_ORDER ? ord : tiebreak_name(c->tiebreak));
	}
	snprintf(out, len, "%s %s board %dx%d%s start %s %s seed %llu", how, dot, c->spec.rows,
		 c->spec.cols, extra, start, dot, (unsigned long long)c->seed);
}

static const char *state_text(const ui_frame *f, role *r, char *buf, size_t len)
{
	const app_state *a = f->app;
	*r = R_STATE_PAUSE;
	switch (f->v.state) {
	case ENGINE_EXHAUSTED:
		*r = R_STATE_DONE;
		return f->words->exhausted;
	case ENGINE_STUCK:
		*r = R_STATE_DONE;
		return f->words->stuck;
	case ENGINE_AT_SOLUTION:
		if (a->mode != RUN_PAUSED)
			break;
		*r = R_STATE_SOL;
		if (f->words->complete)
			return f->words->complete;
		snprintf(buf, len, "SOLUTION %llu FOUND", (unsigned long long)f->v.counters.solutions);
		return buf;
	default:
		break;
	}
	switch (a->mode) {
	case RUN_RUNNING: *r = R_STATE_RUN; return "RUNNING";
	case RUN_TO_SOLUTION: *r = R_STATE_RUN; return "RUN TO SOLUTION";
	case RUN_TO_BACKTRACK: *r = R_STATE_RUN; return "RUN TO BACKTRACK";
	default: return f->t == 0 ? "READY" : "PAUSED";
	}
}

static void elapsed_text(double s, char *out, size_t len)
{
	long t = (long)s;
	if (t < 0 || t > 99999999)
		t = 0, s = 0;
	if (t >= 3600)
		snprintf(out, len, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
	else
		snprintf(out, len, "%ld:%04.1f", t / 60, s - (double)(t / 60 * 60));
}

static void rate_text(double r, char *out, size_t len)
{
	if (r <= 0)
		snprintf(out, len, "-");
	else if (r >= 1e6)
		snprintf(out, len, "%.1fM", r / 1e6);
	else if (r >= 1e4)
		snprintf(out, len, "%.0fk", r / 1e3);
	else
		snprintf(out, len, "%.0f", r);
}

/* A counter, exact, or shortened ("6.48M") when the line is too long. */
static const char *num(uint64_t v, bool compact, char *buf, size_t len)
{
	if (compact && v >= 1000000000ull)
		snprintf(buf, len, "%.2fG", (double)v / 1e9);
	else if (compact && v >= 1000000ull)
		snprintf(buf, len, "%.2fM", (double)v / 1e6);
	else if (compact && v >= 10000ull)
		snprintf(buf, len, "%.1fk", (double)v / 1e3);
	else
		snprintf(buf, len, "%llu", (unsigned long long)v);
	return buf;
}

/* The counters line, within width w: every item while they fit; on a
 * narrow terminal big numbers are shortened, then the least important
 * items are left out (their priority: 0 is kept longest). */
static void counters_text(const ui_frame *f, int w, char *out, size_t len)
{
	const engine_counters *c = &f->v.counters;
	bool walk = f->v.cfg->kind != ENGINE_BACKTRACK;
	char sp[24], el[24], rt[24], depth[48];
	speed_format(f->app->speed, f->app->speed_max, sp, sizeof sp);
	elapsed_text(f->elapsed, el, sizeof el);
	rate_text(f->rate, rt, sizeof rt);
	snprintf(depth, sizeof depth, "%d/%d", (int)f->v.depth, (int)f->v.b->nsq);
	for (int compact = 0; compact < 2; compact++) {
		char v[8][24];
		num(f->t, compact, v[0], 24);
		num(c->advances, compact, v[1], 24);
		num(c->retreats, compact, v[2], 24);
		num(c->solutions, compact, v[3], 24);
		num(c->walks, compact, v[4], 24);
		num(c->stuck, compact, v[5], 24);
		snprintf(v[6], 24, "%d", (int)c->max_depth);
		const struct {
			const char *label, *value, *unit;
			int prio;
		} items[] = {
			{"", sp, "", 1},
			{"step ", v[0], "", 0},
			{"adv ", v[1], "", 4},
			{"back ", v[2], "", 2},
			{"sol ", v[3], "", 0},
			{"depth ", depth, "", 0},
			{"max ", v[6], "", 5},
			{"walk ", walk ? v[4] : NULL, "", 1},
			{"stuck ", walk ? v[5] : NULL, "", 3},
			{"", rt, "/s", 3},
			{"", el, "", 2},
		};
		int n = (int)(sizeof items / sizeof items[0]);
		for (int limit = 5; limit >= 0; limit--) {
			size_t at = 0;
			out[0] = '\0';
			for (int i = 0; i < n; i++) {
				if (!items[i].value || items[i].prio > limit)
					continue;
				int k = snprintf(out + at, len - at, "%s%s%s%s", at ? "  " : "",
						 items[i].label, items[i].value, items[i].unit);
				if (k > 0 && (size_t)k < len - at)
					at += (size_t)k;
			}
			if ((int)at <= w && (limit == 5 || compact))
				return;
			if (!compact)
				break; /* first try the whole line with short numbers */
		}
	}
}

void view_status(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	char text[512], buf[48];
	settings_text(f, text, sizeof text);
	draw_str(0, 0, l->cols, R_TITLE, text);
	role r;
	const char *st = state_text(f, &r, buf, sizeof buf);
	int x = draw_str(1, 0, l->cols, r, " ");
	x += draw_str(1, x, l->cols - x, r, st);
	x += draw_str(1, x, l->cols - x, r, " ");
	x += draw_str(1, x, l->cols - x, R_NORMAL, " ");
	counters_text(f, l->cols - x, text, sizeof text);
	draw_str(1, x, l->cols - x, R_NORMAL, text);
}

/* Word-wrap s into at most `rows` lines of width w. */
static void wrap(int y, int x, int w, int rows, role r, const char *s)
{
	for (int i = 0; i < rows && *s; i++) {
		int n = (int)strlen(s);
		if (n > w) {
			n = w;
			while (n > 0 && s[n] != ' ')
				n--;
			if (n == 0)
				n = w;
		}
		char line[512];
		snprintf(line, sizeof line, "%.*s", n, s);
		draw_str(y + i, x, w, r, line);
		s += n;
		while (*s == ' ')
			s++;
	}
}

/* Is row t's hint in the footer of mode, at priority limit? */
static bool hinted(const key_binding *t, unsigned mode, int limit)
{
	return t->hint.what && (t->hint.modes & mode) && t->hint.prio <= limit;
}

/* The keys of the current mode, from the key table: the least important
 * are dropped until the rest fit. */
static void footer(const ui_frame *f, int y, int w)
{
	size_t n;
	const key_binding *t = keys_table(&n);
	unsigned mode = app_key_mode(f->app);
	for (int limit = 9; limit >= 0; limit--) {
		int need = 0;
		for (size_t i = 0; i < n; i++)
			if (hinted(&t[i], mode, limit))
				need += draw_width(t[i].hint.key) + (int)strlen(t[i].hint.what) + 3;
		if (need <= w || limit == 0) {
			int x = 0;
			for (size_t i = 0; i < n && x < w; i++) {
				if (!hinted(&t[i], mode, limit))
					continue;
				x += draw_str(y, x, w - x, R_KEY, t[i].hint.key);
				x += draw_str(y, x, w - x, R_NORMAL, " ");
				x += draw_str(y, x, w - x, R_NORMAL, t[i].hint.what);
				x += draw_str(y, x, w - x, R_NORMAL, "  ");
			}
			return;
		}
	}
}

/* The prompt on the message line: its label, the text (scrolled so that
 * the cursor shows) and the cursor as a reversed cell. */
static void prompt_view(const ui_frame *f, int y, int w)
{
	const app_state *a = f->app;
	const prompt_line *p = &a->prompt;
	char label[PROMPT_TEXT_MAX + 40];
	app_prompt_label(a, &f->facts, label, sizeof label);
	draw_fill(y, 0, w, R_NORMAL);
	int x = draw_str(y, 0, w, R_TITLE, label);
	if (a->pk == PK_OVERWRITE || a->pk == PK_OVERWRITE_SESSION)
		return;
	int room = w - x - 1;
	if (room < 4)
		return;
	/* Columns before the cursor; scroll so that it stays in view. */
	char before[PROMPT_TEXT_MAX];
	snprintf(before, sizeof before, "%.*s", (int)p->cur, p->text);
	const char *shown = p->text;
	while (draw_width(before + (shown - p->text)) >= room)
		do
			shown++;
		while ((*shown & 0xC0) == 0x80);
	draw_str(y, x, room, R_NORMAL, shown);
	int cx = x + draw_width(before + (shown - p->text));
	char under[8] = " ";
	if (p->cur < p->len) {
		size_t k = 1;
		while (p->cur + k < p->len && (p->text[p->cur + k] & 0xC0) == 0x80)
			k++;
		snprintf(under, sizeof under, "%.*s", (int)k, p->text + p->cur);
	}
	draw_str(y, cx, 1, R_SELECTED, under);
}

void view_bottom(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	char sentence[400];
	if (f->app->ov == OV_PROMPT) {
		prompt_view(f, l->msg.y, l->cols);
		if (f->app->prompt.info[0]) {
			wrap(l->narration.y, 0, l->cols, l->narration.h, R_DIM,
			     f->app->prompt.info);
			footer(f, l->footer.y, l->cols);
			return;
		}
	} else if (f->app->msg[0]) {
		draw_str(l->msg.y, 0, l->cols, f->app->msg_alert ? R_MSG_ALERT : R_NORMAL,
			 f->app->msg);
	}
	narrate_step(f->last, &f->v, f->e, sentence, sizeof sentence);
	wrap(l->narration.y, 0, l->cols, l->narration.h, R_NORMAL, sentence);
	footer(f, l->footer.y, l->cols);
}
