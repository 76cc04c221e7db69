/* SPDX-License-Identifier: MIT */
/* The one loop that owns time: handle signals, take the steps that are
 * due, draw if something changed (at most ~60 frames a second while
 * running), then wait for input in pselect() with a timeout derived from
 * the speed -- or with no timeout at all when paused or finished, so an
 * idle explorer sleeps.  Keys become actions (keys.c), actions become
 * effects (app.c), and the loop performs the effects: the search's part
 * through session_perform(), the screen's here. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "loop.h"

#include <curses.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/select.h>
#include <time.h>
#include <unistd.h>

#include "ui/app/keyseq.h"
#include "ui/render/scene_build.h"
#include "ui/term/record.h"
#include "ui/term/term.h"
#include "ui/views/view_compare.h"
#include "ui/views/views.h"

/* What the loop itself keeps: whether to stop and what to draw. */
typedef struct loop_state {
	bool quit;
	int exit_status;
	bool dirty;       /* something to draw */
	bool clear;       /* clear the screen first */
	double last_draw;
	uint64_t est_batch; /* probes of the estimate's next slice */
	size_t caption_len; /* of the lesson's caption laid out: its figures
			       may change its length, and then its rows */
} loop_state;

/* The estimate's slice of a frame: a sliver while the run goes flat out
 * (it must not slow it), more while the CPU would idle anyway. */
#define EST_SLICE_FLAT 0.0002
#define EST_SLICE 0.004

double loop_now(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double clock_now(void *ctx)
{
	(void)ctx;
	return loop_now();
}

static const pace_clock monotonic = {clock_now, NULL};

static void relayout(loop_state *L, session *s)
{
	int rows, cols;
	getmaxyx(stdscr, rows, cols);
	/* a lesson's caption: its rows, that its words are never cut */
	const char *text = session_lesson_caption(s);
	int caption = (s->app.panels & PANEL_BIT(PANEL_CAPTION))
			      ? view_caption_rows(s->lesson, s->app.lesson.scene, text, cols)
			      : 0;
	L->caption_len = text ? strlen(text) : 0;
	layout_want want = {
		/* no heatmap where there are no onward moves (a construction) */
		.panels = s->app.panels & ~(view_heatmap_shows(search_engine(&s->src))
						    ? 0
						    : PANEL_BIT(PANEL_HEAT)),
		.present = s->app.present,
		.rows[PANEL_CODE] = view_pseudo_rows(search_engine(&s->src)),
		.ascii = !s->caps.utf8,
		.colour256 = s->caps.tier == TIER_256,
		.settings_w = view_settings_width(&s->caps, search_engine(&s->src), s->lesson,
						  s->app.lesson.scene),
		.estimate = app_estimate_row(&s->app, &s->src.cfg, rows),
		.rows[PANEL_CAPTION] = caption,
		.caption = caption ? view_caption_text(text) : NULL,
	};
	if (session_comparing(s)) { /* two boards side by side, the caption under */
		int keep = rows - caption >= LAYOUT_MIN_ROWS ? caption : 0;
		layout_compare(rows - keep, cols, s->src.cfg.spec.rows, s->src.cfg.spec.cols,
			       &want, &s->lay, &s->clay);
		layout_add_foot(&s->lay, PANEL_CAPTION, keep);
	} else
		layout_compute(rows, cols, s->src.cfg.spec.rows, s->src.cfg.spec.cols, &want,
			       &s->lay);
	if (!session_comparing(s) && !s->lay.too_small) /* presented: those that stay */
		app_panels_placed(&s->app,
				  want.panels & (s->lay.present ? panel_presented() : ~0u),
				  s->lay.shown);
	L->dirty = L->clear = true;
}

/* x: the screen as a picture (src/ui/render/session_picture.c), taken
 * here, above the session, which draws nothing; a prompt that pauses the
 * run starts the clock again under the new mode, as session_perform()
 * does. */
static app_fx shoot(session *s, app_fx fx, double now)
{
	shot_req shot = fx & FX_PICTURE ? app_shot_take(&s->app) : SHOT_NONE;
	app_fx more = FX_NONE;
	if (shot == SHOT_PROMPT)
		more = session_picture_prompt(s);
	else if (shot != SHOT_NONE)
		more = session_picture(s, s->app.file, shot == SHOT_REPLACE);
	if (more & FX_RUN)
		pace_restart(&s->clock, now, session_pace_mode(s));
	return more;
}

/* Carry out fx at time now: the search's part, then the screen's. */
static void perform(loop_state *L, session *s, app_fx fx, double now)
{
	fx = session_perform(s, fx, now);
	fx |= shoot(s, fx, now);
	if (fx & FX_THEME) { /* the tier goes with it: mono draws no colour */
		caps_set_theme(&s->caps, s->app.theme);
		theme_init(&s->caps, s->app.theme);
		fx |= FX_RELAYOUT;
	}
	if (fx & FX_RELAYOUT)
		relayout(L, s);
	if (fx & FX_REDRAW)
		L->dirty = L->clear = true;
	if (fx & FX_DRAW)
		L->dirty = true;
	if (fx & FX_QUIT) {
		L->quit = true;
		if (s->app.interrupted) /* Ctrl-C, and y to its question */
			L->exit_status = 128 + SIGINT;
	}
}

/* The panels the layout placed, each with its row's draw function. */
static void draw_panels(const ui_frame *f)
{
	size_t n;
	const panel_desc *t = panel_table(&n);
	for (size_t i = 0; i < n; i++)
		if (layout_shows(f->lay, t[i].id))
			t[i].draw(f);
}

static void draw(loop_state *L, session *s)
{
	bool cleared = L->clear;
	if (L->clear) {
		clearok(curscr, TRUE);
		L->clear = false;
	}
	erase();
	ui_frame f;
	frame_build(&f, s);
	if (f.caption && strlen(f.caption) != L->caption_len) { /* its figures grew */
		relayout(L, s);
		frame_build(&f, s);
	}
	if (s->lay.too_small) {
		view_too_small(&f);
	} else {
		if (session_comparing(s)) { /* two searches side by side */
			compare_frame cf;
			frame_compare_build(&cf, &f, s);
			view_compare(&cf);
			if (layout_shows(&s->lay, PANEL_CAPTION))
				view_caption(&f);
		} else {
			view_status(&f);
			view_board(&f);
			draw_panels(&f);
		}
		view_bottom(&f);
		if (s->app.ov == OV_HELP)
			view_help(&f);
		else if (s->app.ov == OV_FORM)
			view_form(&f);
		else if (s->app.ov == OV_MARKS)
			view_marks(&f);
	}
	refresh();
	L->dirty = false;
	record_frame(loop_now(), cleared);
	const char *why = record_trouble(); /* a full disk ends the recording */
	if (why) {
		app_say(&s->app, true, "%s", why);
		L->dirty = true;
	}
}

/* Curses' key codes to the table's. */
static int translate(int ch)
{
	switch (ch) {
	case KEY_UP: return UK_UP;
	case KEY_DOWN: return UK_DOWN;
	case KEY_LEFT: return UK_LEFT;
	case KEY_RIGHT: return UK_RIGHT;
	case KEY_ENTER:
	case '\r':
	case '\n': return UK_ENTER;
	case 27: return UK_ESC;
	case KEY_BACKSPACE:
	case 127:
	case 8: return UK_BACKSPACE;
	case KEY_DC: return UK_DELETE;
	case '\t': return UK_TAB;
	case KEY_BTAB: return UK_BTAB;
	case KEY_HOME: return UK_HOME;
	case KEY_END: return UK_END;
	case KEY_PPAGE: return UK_PGUP;
	case KEY_NPAGE: return UK_PGDN;
	case KEY_MOUSE: return UK_MOUSE;
	case KEY_RESIZE: return UK_RESIZE;
	/* with Shift, where the key means the same */
	case KEY_SHOME: return UK_HOME;
	case KEY_SEND: return UK_END;
	case KEY_SDC: return UK_DELETE;
	case KEY_SPREVIOUS: return UK_PGUP;
	case KEY_SNEXT: return UK_PGDN;
	case KEY_SR: return UK_UP;
	case KEY_SF: return UK_DOWN;
	case KEY_SLEFT: return UK_LEFT;
	case KEY_SRIGHT: return UK_RIGHT;
	default: /* with Ctrl or Alt: terminfo's extended names (kHOM5) */
		return ch >= 0 && ch < KEY_MIN ? ch
		       : ch > KEY_MAX		? keyseq_from_name(keyname(ch))
						: UK_NONE;
	}
}

/* Put codes back for the next getch() (curses returns the last first). */
static void unget(const int *codes, size_t n)
{
	while (n > 0)
		ungetch(codes[--n]);
}

/* After an Esc: the rest of a sequence curses did not know, read as one
 * key or swallowed whole (keyseq.h), never as separate keys.  Esc alone
 * is Esc at once (curses waited ESCDELAY for more); Esc and then another
 * key are Esc, then that key. */
static int escape_key(void)
{
	int seq[KEYSEQ_MAX], key;
	size_t n = 1, used;
	seq[0] = 27;
	for (;;) {
		keyseq_result r = keyseq_parse(seq, n, &key, &used);
		if (r == KEYSEQ_NONE) {
			unget(seq + 1, n - 1);
			return UK_ESC;
		}
		if (r == KEYSEQ_DONE) {
			unget(seq + used, n - used);
			return key;
		}
		if (n > 1) /* a sequence has begun: its rest is on its way */
			timeout(KEYSEQ_WAIT_MS);
		int ch = getch();
		nodelay(stdscr, TRUE);
		if (ch == ERR)
			return n == 1 ? UK_ESC : UK_NONE; /* a sequence cut short: gone */
		seq[n++] = ch;
	}
}

/* The next key as the table's code (UK_NONE: one that does nothing), or
 * ERR when none is waiting. */
static int next_key(void)
{
	int ch = getch();
	if (ch == ERR)
		return ERR;
	return ch == 27 ? escape_key() : translate(ch);
}

/* The square under a left click, or -1 (also for other mouse events). */
static int clicked_square(const session *s)
{
	MEVENT me;
	if (getmouse(&me) != OK || !(me.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
		return -2; /* not a click: ignore */
	return layout_hit(&s->lay, s->src.cfg.spec.rows, s->src.cfg.spec.cols, s->view.top,
			  s->view.left, me.y, me.x);
}

/* One key (the table's code): its action in the current mode, the
 * action's effects. */
static void handle_key(loop_state *L, session *s, int k)
{
	int arg = 0;
	if (k == UK_NONE)
		return;
	if (k == UK_RESIZE) {
		relayout(L, s);
		return;
	}
	int sq = k == UK_MOUSE ? clicked_square(s) : -1;
	if (sq == -2)
		return;
	if (s->lay.too_small) {
		if (k == 'q')
			L->quit = true;
		else if (k == UK_CTRL('l'))
			L->dirty = L->clear = true;
		return;
	}
	ui_action a = app_key_action(&s->app, k, &arg);
	if (a == ACT_NONE) {
		app_unknown_key(&s->app, k);
		L->dirty = true;
		return;
	}
	if (a == ACT_CLICK)
		arg = sq;
	app_facts facts;
	session_facts(s, &facts);
	double now = loop_now();
	session_tick(s, now); /* the clocks, up to now, under the old mode */
	perform(L, s, app_handle(&s->app, &facts, a, arg) | FX_DRAW, now);
}

/* The terminal went away (its other end closed): nothing will ever be
 * read again, so end as on SIGHUP instead of waking up for ever. */
static bool hung_up(void)
{
	struct pollfd p = {.fd = STDIN_FILENO, .events = POLLIN};
	return poll(&p, 1, 0) == 1 && (p.revents & (POLLHUP | POLLERR | POLLNVAL));
}

static void read_keys(loop_state *L, session *s)
{
	int k, n = 0;
	while (!L->quit && (k = next_key()) != ERR) {
		handle_key(L, s, k);
		n++;
	}
	if (n == 0 && hung_up()) {
		L->quit = true;
		L->exit_status = 128 + SIGHUP;
	}
}

static void handle_signals(loop_state *L, session *s)
{
	if (term_sig_winch) {
		term_sig_winch = 0;
		term_resize();
		relayout(L, s);
	}
	if (term_sig_tstp) {
		term_sig_tstp = 0;
		double now = loop_now();
		session_tick(s, now);
		perform(L, s, app_pause(&s->app), now); /* stopped is not running */
		term_suspend();
		term_sig_cont = 0;
		relayout(L, s);
	}
	if (term_sig_cont) {
		term_sig_cont = 0;
		term_resize();
		relayout(L, s);
	}
}

/* Wait for input or a signal, at most wt seconds (for ever when wt < 0);
 * the keys go to `keys`. */
static void wait_input(loop_state *L, session *s, double wt,
		       void (*keys)(loop_state *L, session *s))
{
	struct timespec ts, *tp = NULL;
	if (wt >= 0) {
		ts.tv_sec = (time_t)wt;
		ts.tv_nsec = (long)((wt - (double)ts.tv_sec) * 1e9);
		tp = &ts;
	}
	fd_set in;
	FD_ZERO(&in);
	FD_SET(STDIN_FILENO, &in);
	int n = pselect(STDIN_FILENO + 1, &in, NULL, NULL, tp, term_wait_mask());
	if (n > 0) {
		/* A signal that came with the keys first: a key typed after a
		 * resize must meet the new layout (one that was too small
		 * drops every key but q). */
		term_deliver_signals();
		handle_signals(L, s);
		keys(L, s);
	} else if (n < 0 && errno != EINTR) {
		term_die("waiting for input failed");
	}
}

/* While a resume goes on: q or Esc stops it where it got to; the other
 * keys wait (signals are the loop's: Ctrl-C quits). */
static void resume_keys(loop_state *L, session *s)
{
	int k, n = 0;
	while ((k = next_key()) != ERR) {
		n++;
		if (k == 'q' || k == UK_ESC)
			session_resume_stop(s);
		else if (k == UK_RESIZE)
			relayout(L, s);
	}
	if (n == 0 && hung_up()) {
		L->quit = true;
		L->exit_status = 128 + SIGHUP;
	}
}

/* explore --resume of a long session: fast-forward in slices of about a
 * frame, showing the progress between them, until there or stopped. */
static void resume(loop_state *L, session *s)
{
	enum { FIRST_SLICE = 1 << 16 };
	double start = loop_now(), frame = 1.0 / 30;
	uint64_t slice = FIRST_SLICE;
	while (s->resuming && !L->quit && !term_sig_quit) {
		handle_signals(L, s);
		double t0 = loop_now();
		if (session_resume(s, slice))
			break;
		double dt = loop_now() - t0;
		/* the next slice fills a frame, growing at most eightfold */
		if (dt < frame / 8)
			slice *= 8;
		else
			slice = (uint64_t)((double)slice * frame / dt) + 1;
		session_resume_progress(s, loop_now() - start);
		draw(L, s);
		wait_input(L, s, 0, resume_keys);
	}
	L->dirty = true;
}

/* Refine the estimate of the search tree while its line is on show. */
static void refine_estimate(loop_state *L, session *s, pace_mode m)
{
	if (!s->lay.estimate_y || treesize_done(&s->tree))
		return;
	if (s->tree.st.probes == 0)
		L->est_batch = TREESIZE_FIRST_BATCH;
	double t0 = loop_now();
	uint64_t n = treesize_work(&s->tree, L->est_batch);
	L->est_batch = treesize_budget(n, loop_now() - t0,
				       m.running && m.flat ? EST_SLICE_FLAT : EST_SLICE);
	L->dirty = true;
}

/* A signal that ends the program: true when the loop is to end.  Ctrl-C
 * (SIGINT) asks first where q would (app_interrupt()); its flag is taken,
 * so that a second Ctrl-C is seen as one. */
static bool signalled_end(loop_state *L, session *s)
{
	if (term_sig_quit != SIGINT || s->lay.too_small) { /* too small: no question */
		if (term_sig_quit)
			L->exit_status = 128 + term_sig_quit;
		return term_sig_quit != 0;
	}
	term_sig_quit = 0;
	app_facts facts;
	session_facts(s, &facts);
	double now = loop_now();
	session_tick(s, now);
	perform(L, s, app_interrupt(&s->app, &facts), now);
	return L->quit;
}

int loop_run(session *s)
{
	loop_state L = {.last_draw = -1};
	perform(&L, s, FX_RELAYOUT, loop_now()); /* the first screen */
	resume(&L, s);
	double now = loop_now();
	perform(&L, s, FX_RUN, now); /* a run starts now */
	while (!L.quit) {
		if (signalled_end(&L, s))
			break;
		handle_signals(&L, s);
		if (s->resuming) /* l opened a session file */
			resume(&L, s);
		app_fx fx = session_run(s, loop_now(), &monotonic);
		now = loop_now();
		L.dirty |= session_tick(s, now);
		perform(&L, s, fx, now);
		if (L.quit)
			break;
		pace_mode m = session_pace_mode(s);
		refine_estimate(&L, s, m);
		if (L.dirty && pace_draw_now(now, L.last_draw, m)) {
			draw(&L, s);
			L.last_draw = now;
		}
		double wt = pace_wait(&s->clock, now, L.last_draw, L.dirty, m);
		if (s->lay.estimate_y && !treesize_done(&s->tree) && (wt < 0 || wt > PACE_FRAME))
			wt = PACE_FRAME; /* the estimate refines while paused too */
		wait_input(&L, s, wt, read_keys);
	}
	return L.exit_status;
}
