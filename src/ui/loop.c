/* The one loop that owns time: handle signals, take the steps that are
 * due, draw if something changed (at most ~60 frames a second while
 * running), then wait for input in pselect() with a timeout derived from
 * the speed -- or with no timeout at all when paused or finished, so an
 * idle explorer sleeps. */
#define _XOPEN_SOURCE_EXTENDED 1
#include "loop.h"

#include <curses.h>
#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <sys/select.h>
#include <unistd.h>

#include "term.h"
#include "views.h"

#define FRAME (1.0 / 60.0)

void loop_relayout(session *s)
{
	int rows, cols;
	getmaxyx(stdscr, rows, cols);
	layout_compute(rows, cols, s->cfg.spec.rows, s->cfg.spec.cols, &s->lay);
	s->dirty = s->full_redraw = true;
}

static void follow(session *s, const engine_view *v)
{
	const ui_layout *l = &s->lay;
	ksq at = s->app.ov == OV_PICK ? s->app.cursor
				      : v->depth > 0 ? v->path[v->depth - 1] : 0;
	s->top = layout_follow(l->vis_rows, v->b->rows, board_row(v->b, at), s->top);
	s->left = layout_follow(l->vis_cols, v->b->cols, board_col(v->b, at), s->left);
}

static void draw(session *s)
{
	if (s->full_redraw) {
		clearok(curscr, TRUE);
		s->full_redraw = false;
	}
	erase();
	ui_frame f = {0};
	f.caps = &s->caps;
	f.lay = &s->lay;
	f.app = &s->app;
	f.e = history_engine(s->h);
	engine_view_get(f.e, &f.v);
	f.last = history_last(s->h);
	f.retreat = history_retreats(s->h);
	f.t = history_t(s->h);
	f.rate = s->rate;
	f.elapsed = s->elapsed;
	f.moveno = s->moveno;
	f.words = frame_words(&f.v);
	f.source_name = s->replaying ? s->replay_name : NULL;
	session_facts(s, &f.facts);
	if (s->lay.too_small) {
		view_too_small(&f);
	} else {
		follow(s, &f.v);
		f.top = s->top;
		f.left = s->left;
		view_status(&f);
		view_board(&f);
		view_heatmap(&f);
		view_stack(&f);
		view_bottom(&f);
		if (s->app.ov == OV_HELP)
			view_help(&f);
		else if (s->app.ov == OV_FORM)
			view_form(&f);
	}
	refresh();
	s->dirty = false;
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
	default: return ch >= 0 && ch < KEY_MIN ? ch : UK_NONE;
	}
}

/* The square under a left click, or -1 (also for other mouse events). */
static int clicked_square(const session *s)
{
	MEVENT me;
	if (getmouse(&me) != OK || !(me.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)))
		return -2; /* not a click: ignore */
	return layout_hit(&s->lay, s->cfg.spec.rows, s->cfg.spec.cols, s->top, s->left, me.y,
			  me.x);
}

static void handle_key(session *s, int ch)
{
	int k = translate(ch), arg = 0;
	if (k == UK_RESIZE) {
		loop_relayout(s);
		return;
	}
	int sq = k == UK_MOUSE ? clicked_square(s) : -1;
	if (sq == -2)
		return;
	if (s->lay.too_small) {
		if (k == 'q')
			s->quit = true;
		else if (k == UK_CTRL('l'))
			s->full_redraw = s->dirty = true;
		return;
	}
	ui_action a = keys_lookup(app_key_mode(&s->app), k, &arg);
	if (a == ACT_NONE)
		return;
	if (a == ACT_CLICK)
		arg = sq;
	run_mode mode = s->app.mode;
	uint32_t speed = s->app.speed;
	bool max = s->app.speed_max;
	app_facts facts;
	session_facts(s, &facts);
	double now = session_now();
	session_tick(s, now); /* the clocks, up to now, under the old mode */
	session_request(s, app_handle(&s->app, &facts, a, arg));
	if (mode != s->app.mode || speed != s->app.speed || max != s->app.speed_max)
		session_mode_changed(s, now);
	s->dirty = true;
}

/* The terminal went away (its other end closed): nothing will ever be
 * read again, so end as on SIGHUP instead of waking up for ever. */
static bool hung_up(void)
{
	struct pollfd p = {.fd = STDIN_FILENO, .events = POLLIN};
	return poll(&p, 1, 0) == 1 && (p.revents & (POLLHUP | POLLERR | POLLNVAL));
}

static void read_keys(session *s)
{
	int ch, n = 0;
	while (!s->quit && (ch = getch()) != ERR) {
		handle_key(s, ch);
		n++;
	}
	if (n == 0 && hung_up()) {
		s->quit = true;
		s->exit_status = 128 + SIGHUP;
	}
}

static void handle_signals(session *s)
{
	if (term_sig_winch) {
		term_sig_winch = 0;
		term_resize();
		loop_relayout(s);
	}
	if (term_sig_tstp) {
		term_sig_tstp = 0;
		s->app.mode = RUN_PAUSED;
		term_suspend();
		term_sig_cont = 0;
		loop_relayout(s);
	}
	if (term_sig_cont) {
		term_sig_cont = 0;
		term_resize();
		loop_relayout(s);
	}
}

/* When to wake up next (seconds from now), or a negative number for
 * "only on input". */
static double wait_time(const session *s, double now, double last_draw)
{
	double wake = -1;
	if (s->app.mode != RUN_PAUSED && !s->quit) {
		if (app_flat_out(&s->app))
			return 0;
		if (s->app.speed > 60)
			wake = last_draw + FRAME;
		else
			wake = s->run_origin + (double)(s->run_done + 1) / s->app.speed;
	}
	if (s->dirty && (wake < 0 || last_draw + FRAME < wake))
		wake = last_draw + FRAME;
	if (wake < 0)
		return -1;
	return wake > now ? wake - now : 0;
}

int loop_run(session *s)
{
	double last_draw = -1;
	while (!s->quit) {
		if (term_sig_quit) {
			s->exit_status = 128 + term_sig_quit;
			break;
		}
		handle_signals(s);
		double now = session_now();
		session_run(s, now);
		if (s->quit)
			break;
		now = session_now();
		session_tick(s, now);
		bool running = s->app.mode != RUN_PAUSED;
		bool slow = running && !app_flat_out(&s->app) && s->app.speed <= 60;
		if (s->dirty && (!running || slow || now - last_draw >= FRAME * 0.95)) {
			draw(s);
			last_draw = now;
		}
		double wt = wait_time(s, now, last_draw);
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
			term_deliver_signals();
			read_keys(s);
		}
		else if (n < 0 && errno != EINTR)
			term_die("waiting for input failed");
	}
	return s->exit_status;
}
