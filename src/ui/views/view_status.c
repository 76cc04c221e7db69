/* SPDX-License-Identifier: MIT */
/* The status lines (settings; state, speed, counters), the message line,
 * the narration and the footer of keys. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/draw.h"
#include "ui/app/keys.h"
#include "ktour/config.h"
#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/square.h"
#include "ui/model/narrate.h"
#include "ui/app/run_badge.h"
#include "ui/session/panel_model.h"
#include "ui/model/treesize.h"
#include "views.h"

/* The pieces joined by the separator ("a · b · c"). */
static void join_pieces(const ui_caps *caps, char piece[][STATUS_PIECE_MAX], int from, int to, char *out,
			size_t len)
{
	size_t at = 0;
	out[0] = '\0';
	for (int i = from; i < to && at < len; i++) {
		int k = snprintf(out + at, len - at, "%s%s%s%s", i > from ? " " : "",
				 i > from ? caps->g->dot : "", i > from ? " " : "", piece[i]);
		if (k < 0)
			break;
		at += (size_t)k;
	}
}

/* A lesson's scene leads the line: "scene 4/12", the lesson's title. */
static int lesson_pieces(const lesson *l, int k, char piece[][STATUS_PIECE_MAX])
{
	if (!l || k < 0 || k >= l->nscene)
		return 0;
	snprintf(piece[0], STATUS_PIECE_MAX, "scene %d/%d", k + 1, l->nscene);
	snprintf(piece[1], STATUS_PIECE_MAX, "%s", l->title);
	return 2;
}

int view_settings_width(const ui_caps *caps, const engine *e, const lesson *l, int k)
{
	engine_view v;
	char piece[5][STATUS_PIECE_MAX], all[800];
	engine_view_get(e, &v);
	int lead = lesson_pieces(l, k, piece);
	join_pieces(caps, piece, 0, lead + status_pieces_of(&v, piece + lead), all, sizeof all);
	return fit_width(all);
}

/* The settings on `rows` lines of w columns: whole pieces on each line
 * while they fit; else the seed whole at the end of the last line and the
 * rest wrapped before it, cut with the ellipsis. */
static void settings_view(const ui_frame *f, int rows, int w)
{
	char piece[5][STATUS_PIECE_MAX], line[2][600], next[600], all[600], tail[200];
	const char *dot = f->caps->g->dot;
	int lead = lesson_pieces(f->lesson, f->app->lesson.scene, piece), k = 0;
	int n = lead + status_pieces(f, piece + lead);
	bool fits = true;
	line[0][0] = '\0';
	for (int i = 0; i < n && fits; i++) {
		if (line[k][0])
			snprintf(next, sizeof next, "%.400s %s %.159s", line[k], dot, piece[i]);
		else
			snprintf(next, sizeof next, "%.159s", piece[i]);
		if (fit_width(next) <= w) {
			snprintf(line[k], sizeof line[k], "%s", next);
		} else if (line[k][0] && k + 1 < rows && fit_width(piece[i]) <= w) {
			k++;
			snprintf(line[k], sizeof line[k], "%.159s", piece[i]);
		} else {
			fits = false;
		}
	}
	if (fits) {
		for (int i = 0; i <= k; i++)
			draw_str(i, 0, w, R_TITLE, line[i]);
		return;
	}
	join_pieces(f->caps, piece, 0, n > 1 ? n - 1 : n, all, sizeof all);
	tail[0] = '\0';
	if (n > 1)
		snprintf(tail, sizeof tail, " %s %s", dot, piece[n - 1]);
	fit_line out[2];
	int lines = fit_wrap(all, w, w - fit_width(tail), rows, draw_ellipsis(), out);
	for (int i = 0; i < lines; i++) {
		int x = draw_str(i, 0, w, R_TITLE, out[i].text);
		if (i == lines - 1)
			draw_str(i, x, w - x, R_TITLE, tail);
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

typedef struct counter {
	const char *label, *value, *unit;
	int prio; /* 0 is kept longest */
	int room; /* columns kept for a value that changes all the time, so
		     that what is left out does not change with it */
} counter;

/* The items joined, leaving out those of priority above limit; returns
 * the columns the line may need (its values at their widest). */
static int join_counters(const counter *items, int n, int limit, char *out, size_t len)
{
	size_t at = 0;
	int need = 0;
	out[0] = '\0';
	for (int i = 0; i < n; i++) {
		if (!items[i].value || items[i].prio > limit)
			continue;
		int k = snprintf(out + at, len - at, "%s%s%s%s", at ? "  " : "", items[i].label,
				 items[i].value, items[i].unit);
		if (k > 0 && (size_t)k < len - at) {
			int vw = fit_width(items[i].value);
			need += fit_width(out + at) + (vw < items[i].room ? items[i].room - vw : 0);
			at += (size_t)k;
		}
	}
	return need;
}

/* A construction's counters: its steps of all, the blocks laid, the
 * joins made, the cycles on the board. */
static void build_counters(const ui_frame *f, const char *sp, const char *rt, const char *el,
			   int w, char *out, size_t len)
{
	const engine_build *bd = f->v.build;
	char st[48], laid[32], joins[32], cycles[16], sol[16];
	/* the construction's steps, then the tour's and the end's */
	snprintf(st, sizeof st, "%llu/%llu", (unsigned long long)f->t,
		 (unsigned long long)bd->total + 2);
	snprintf(laid, sizeof laid, "%d/%d", (int)bd->laid, (int)bd->blocks);
	snprintf(joins, sizeof joins, "%d/%d", (int)bd->joins, (int)bd->blocks - 1);
	snprintf(cycles, sizeof cycles, "%d", (int)bd->cycles);
	snprintf(sol, sizeof sol, "%llu", (unsigned long long)f->v.counters.solutions);
	const counter items[] = {
		{"", sp, "", 1, 0},
		{"step ", st, "", 0, 0},
		{"laid ", laid, "", 0, 0},
		{"joins ", joins, "", 0, 0},
		{"cycles ", cycles, "", 0, 0},
		{"sol ", sol, "", 2, 0},
		{"", rt, "/s", 3, 5},
		{"", el, "", 2, 7},
	};
	for (int limit = 3; limit >= 0; limit--)
		if (join_counters(items, 8, limit, out, len) <= w)
			return;
}

/* The counters line, within width w: every item while they fit; on a
 * narrow terminal big numbers are shortened, then the least important
 * items are left out.  A replay has no search counters: the square it
 * shows, the speed and the time. */
static void counters_text(const ui_frame *f, int w, char *out, size_t len)
{
	const engine_counters *c = &f->v.counters;
	bool walk = engine_can(f->v.cfg->kind, ENG_WALK), replay = f->v.path_len > 0;
	char sp[24], el[24], rt[24], depth[48];
	speed_format(f->app->speed, f->app->speed_max, sp, sizeof sp);
	elapsed_text(f->elapsed, el, sizeof el);
	rate_text(f->rate, rt, sizeof rt);
	snprintf(depth, sizeof depth, "%d/%d", (int)f->v.depth, (int)f->v.b->nsq);
	if (f->play) {
		char mv[24], un[24];
		snprintf(mv, sizeof mv, "%llu", (unsigned long long)f->play->moves);
		snprintf(un, sizeof un, "%llu", (unsigned long long)f->play->undos);
		const counter items[] = {
			{"square ", depth, "", 0, 0},
			{"moves ", mv, "", 0, 0},
			{"undos ", un, "", 0, 0},
		};
		join_counters(items, 3, 0, out, len);
		return;
	}
	if (f->v.build) {
		build_counters(f, sp, rt, el, w, out, len);
		return;
	}
	if (replay) {
		const counter items[] = {
			{"", sp, "", 1, 0},
			{"square ", depth, "", 0, 0},
			{"", rt, "/s", 2, 5},
			{"", el, "", 1, 7},
		};
		for (int limit = 2; limit >= 0; limit--)
			if (join_counters(items, 4, limit, out, len) <= w)
				return;
		return;
	}
	for (int compact = 0; compact < 2; compact++) {
		char v[8][24];
		num(f->t, compact, v[0], 24);
		num(c->advances, compact, v[1], 24);
		num(c->retreats, compact, v[2], 24);
		num(c->solutions, compact, v[3], 24);
		num(c->walks, compact, v[4], 24);
		num(c->stuck, compact, v[5], 24);
		snprintf(v[6], 24, "%d", (int)c->max_depth);
		const counter items[] = {
			{"", sp, "", 1, 0},
			{"step ", v[0], "", 0, 0},
			{"adv ", v[1], "", 4, 0},
			{"back ", v[2], "", 2, 0},
			{"sol ", v[3], "", 0, 0},
			{"depth ", depth, "", 0, 0},
			{"deepest ", v[6], "", 5, 0},
			{"walk ", walk ? v[4] : NULL, "", 1, 0},
			{"stuck ", walk ? v[5] : NULL, "", 3, 0},
			{"", rt, "/s", 3, 5},
			{"", el, "", 2, 7},
		};
		int n = (int)(sizeof items / sizeof items[0]);
		/* First the whole line with exact numbers, then with short
		 * ones, dropping items until it fits. */
		for (int limit = 5; limit >= 0; limit--) {
			if (join_counters(items, n, limit, out, len) <= w)
				return;
			if (!compact)
				break;
		}
	}
}

/* How big the search tree is and how much of it is explored. */
static void estimate_view(const ui_frame *f, int y, int w)
{
	treesize_facts tf = {
		.ts = f->tree,
		.explored = estimate_explored(f->e),
		.advances = f->v.counters.advances,
		.exhausted = f->v.state == ENGINE_EXHAUSTED,
		.rate = f->rate,
		.utf8 = f->caps->utf8,
	};
	char text[1024];
	treesize_text(&tf, w, text, sizeof text);
	draw_text(y, 0, w, R_NORMAL, text);
}

/* The presentation's state and step, large: the state as a badge in its
 * colours, the step (a replay's square) beside it, or under it. */
static void present_state(const ui_frame *f)
{
	rect r = f->lay->big_state;
	role ro;
	char buf[RUN_BADGE_MAX], state[RUN_BADGE_MAX], step[64];
	snprintf(state, sizeof state, "%s", status_state(f, &ro, buf, sizeof buf));
	if (f->play || f->v.path_len > 0)
		snprintf(step, sizeof step, "square %d/%d", (int)f->v.depth, (int)f->v.b->nsq);
	else
		snprintf(step, sizeof step, "step %llu", (unsigned long long)f->t);
	int max = view_words_rows(f), rows, w, h, w2, h2;
	rect in = {r.y, r.x + 1, r.h, r.w - 2}; /* the badge's margins */
	if (!draw_big_words_fit(in, state, max, &rows, &w, &h)) {
		char both[RUN_BADGE_MAX + 80];
		snprintf(both, sizeof both, "%s  %s", state, step);
		draw_wrap(r.y, r.x, r.w, r.h, ro, both);
		return;
	}
	for (int y = 0; y < h; y++)
		draw_fill(r.y + y, r.x, w + 2, ro);
	draw_big_words(in, ro, state, max, false);
	rect beside = {r.y, r.x + w + 5, h, r.w - w - 5};
	if (draw_big_words_fit(beside, step, rows, &rows, &w2, &h2))
		draw_big_words(beside, R_TITLE, step, rows, false);
	else
		draw_big_words((rect){r.y + h, r.x, r.h - h, r.w}, R_TITLE, step, max, false);
}

int view_words_rows(const ui_frame *f)
{
	return f->caps->utf8 ? LAYOUT_WORDS_ROWS : LAYOUT_WORDS_ROWS_ASCII;
}

void view_status(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	int w = l->cols - 1, y = l->settings_rows; /* text stops short of the edge */
	char text[512], buf[RUN_BADGE_MAX];
	settings_view(f, l->settings_rows, w);
	if (l->big_words) {
		present_state(f);
		return;
	}
	role r;
	/* a run's badge takes at most half the line: the counters keep the rest */
	const char *st = status_state_in(f, w / 2 - 2, draw_ellipsis(), &r, buf, sizeof buf);
	snprintf(text, sizeof text, " %s ", st);
	int x = draw_text(y, 0, w, r, text);
	x += draw_str(y, x, w - x, R_NORMAL, " ");
	counters_text(f, w - x, text, sizeof text);
	draw_text(y, x, w - x, R_NORMAL, text);
	if (l->estimate_y && f->tree)
		estimate_view(f, l->estimate_y, w);
}

/* Is row t's hint in the footer of mode, at priority limit?  (A key the
 * mode has not, a panel's in a comparison, only says so.) */
static bool hinted(const app_state *a, const key_binding *t, unsigned mode, int limit)
{
	const app_mode_desc *m = app_mode_of(a);
	if ((t->act == ACT_PRESENT && !m->present) ||
	    ((t->act == ACT_PANEL || t->act == ACT_ESTIMATE) && !m->panels))
		return false;
	if (t->act == ACT_COMPLETE && !app_prompt_completes(a)) /* u's, M's: no file */
		return false;
	return t->hint.what && (t->hint.modes & mode) && t->hint.prio <= limit;
}

/* What row t's key does now: in a lesson whose question stands, space
 * shows the answer before it goes on. */
static const char *hint_what(const ui_frame *f, const key_binding *t)
{
	if (t->act == ACT_SCENE_NEXT && f->app->lesson.answer_hidden)
		return "the answer";
	return t->hint.what;
}

/* The keys of the current mode, from the key table: as many as fit, the
 * blanks between them narrowed before a key is dropped, the least
 * important dropped first; what still does not fit is cut with the
 * ellipsis. */
static void footer(const ui_frame *f, int y, int w)
{
	size_t n;
	const key_binding *t = keys_table(&n);
	unsigned mode = app_footer_modes(f->app);
	for (int limit = 9; limit >= 0; limit--)
		for (int gap = 2; gap >= 1; gap--) {
			int need = 0;
			for (size_t i = 0; i < n; i++)
				if (hinted(f->app, &t[i], mode, limit))
					need += fit_width(t[i].hint.key) +
						(int)strlen(hint_what(f, &t[i])) + 1 + gap;
			if (need - gap > w && (limit > 0 || gap > 1))
				continue;
			draw_line line;
			line.n = 0;
			for (size_t i = 0; i < n; i++) {
				if (!hinted(f->app, &t[i], mode, limit))
					continue;
				if (line.n)
					draw_line_add(&line, R_NORMAL, gap == 2 ? "  " : " ");
				char what[80];
				snprintf(what, sizeof what, " %s", hint_what(f, &t[i]));
				draw_line_add(&line, R_KEY, t[i].hint.key);
				draw_line_add(&line, R_NORMAL, what);
			}
			draw_line_show(&line, y, 0, w);
			return;
		}
}

/* The columns of the first n bytes of s as drawn (escaped). */
static int shown_width(const char *s, size_t n)
{
	char raw[PROMPT_TEXT_MAX], esc[4 * PROMPT_TEXT_MAX];
	snprintf(raw, sizeof raw, "%.*s", (int)n, s);
	escape_term(esc, sizeof esc, raw, 0);
	return fit_width(esc);
}

/* The prompt on the message line: its label, the text (scrolled so that
 * the cursor shows) and the cursor as a reversed cell. */
static void prompt_view(const ui_frame *f, int y, int x0, int w)
{
	const app_state *a = f->app;
	const prompt_line *p = &a->prompt;
	char label[PROMPT_TEXT_MAX + 40];
	app_prompt_label(a, &f->facts, label, sizeof label);
	draw_fill(y, x0, w, R_NORMAL);
	int x = x0 + draw_str(y, x0, w, R_TITLE, label);
	w += x0;
	if (app_pk_overwrite(a->pk))
		return;
	int room = w - x - 1;
	if (room < 4)
		return;
	/* Columns before the cursor, as drawn (escaped: a name may hold
	 * control characters); scroll so that the cursor stays in view. */
	const char *shown = p->text;
	while (shown_width(shown, (size_t)(p->text + p->cur - shown)) >= room)
		do
			shown++;
		while ((*shown & 0xC0) == 0x80);
	draw_str(y, x, room, R_NORMAL, shown);
	int cx = x + shown_width(shown, (size_t)(p->text + p->cur - shown));
	char under[8] = " ", esc[40];
	if (p->cur < p->len) {
		size_t k = 1;
		while (p->cur + k < p->len && (p->text[p->cur + k] & 0xC0) == 0x80)
			k++;
		snprintf(under, sizeof under, "%.*s", (int)k, p->text + p->cur);
	}
	escape_term(esc, sizeof esc, under, 0);
	draw_str(y, cx, fit_width(esc), R_SELECTED, esc);
}

/* The message line, then the narration: two lines, wrapped at spaces
 * and cut with the ellipsis only after the second.  On a short terminal
 * the narration has one line of its own and takes the message line's
 * when there is no message.  A message too long for its line (why no
 * tour can exist here) takes the narration's first line: it is the news,
 * and it goes with the next step or run. */
static void sentence_of(const ui_frame *f, char *out, size_t len)
{
	if (f->play_note && f->play_note[0])
		snprintf(out, len, "%s", f->play_note);
	else
		view_narration(f, out, len);
}

/* The presentation's words (layout.h): the message plain at the foot of
 * their column, the narration large above it. */
static void present_bottom(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	rect m = l->msg, n = l->narration;
	char sentence[400];
	const char *info = f->app->ov == OV_PROMPT ? f->app->prompt.info : "";
	if (f->app->ov == OV_PROMPT)
		prompt_view(f, m.y + m.h - 1, m.x, m.w);
	else if (f->app->msg[0])
		draw_wrap(m.y, m.x, m.w, m.h, f->app->msg_alert ? R_MSG_ALERT : R_NORMAL,
			  f->app->msg);
	sentence_of(f, sentence, sizeof sentence);
	if (info[0])
		draw_wrap(n.y, n.x, n.w, n.h, R_DIM, info);
	else if (l->narration_plain) /* a lesson's caption has the big words */
		draw_wrap(n.y, n.x, n.w, n.h, R_NORMAL, sentence);
	else
		draw_big_words(n, R_NORMAL, sentence, view_words_rows(f), false);
	footer(f, l->footer.y, l->cols - 1);
}

void view_bottom(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	int w = l->cols - 1; /* text stops short of the edge */
	char sentence[400];
	const char *msg = f->app->msg;
	if (l->big_words) {
		present_bottom(f);
		return;
	}
	bool free_msg = !msg[0];
	int y = l->narration.y, rows = l->narration.h;
	if (f->app->ov == OV_PROMPT) {
		prompt_view(f, l->msg.y, 0, w);
		free_msg = false;
		if (f->app->prompt.info[0]) {
			draw_wrap(l->narration.y, 0, w, l->narration.h, R_DIM, f->app->prompt.info);
			footer(f, l->footer.y, w);
			return;
		}
	} else if (msg[0]) {
		role r = f->app->msg_alert ? R_MSG_ALERT : R_NORMAL;
		if (rows >= 2 && fit_lines_needed(msg, w, 2) > 1) {
			draw_wrap(l->msg.y, 0, w, 2, r, msg);
			y++, rows--;
		} else { /* (a comparison presented has it beside the status) */
			draw_text(l->msg.y, l->msg.x, l->msg.x + l->msg.w - 1, r, msg);
		}
	}
	sentence_of(f, sentence, sizeof sentence);
	if (rows == 1 && free_msg && fit_lines_needed(sentence, w, 2) > 1)
		y--, rows++;
	draw_wrap(y, 0, w, rows, R_NORMAL, sentence);
	footer(f, l->footer.y, w);
}

void view_narration(const ui_frame *f, char *out, size_t len)
{
	narrate_step(f->last, &f->v, f->e, out, len);
	/* a lesson's keys are not the explorer's: its first sentence says the
	 * square only */
	char *keys_hint = f->lesson ? strstr(out, " Space runs the search") : NULL;
	if (keys_hint)
		*keys_hint = '\0';
}

/* The state word of a frame (explore --compare shows one per search). */
const char *view_state(const ui_frame *f, role *r, char *buf, size_t len)
{
	return status_state(f, r, buf, len);
}
