/* SPDX-License-Identifier: MIT */
/* The pure action handler and the run-mode transitions on engine events.
 * What a key does depends on what the mode offers (app_mode_of(),
 * app_mode.c); every change of the run mode or the speed goes through
 * set_mode() or set_speed(), which report it as FX_RUN. */
#include "app.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/replay/playlist.h"
#include "ui/model/engine_text.h"
#include "ui/model/panels.h"
#include "ktour/engine_desc.h"
#include "ktour/square.h"
#include "ktour/tour_exists.h"

static const uint32_t ladder[] = {1,     2,     3,      5,      10,     20,     30,     50,
				  100,   200,   300,    500,    1000,   2000,   3000,   5000,
				  10000, 20000, 50000,  100000, 200000, 500000, 1000000};
#define LADDER_N (sizeof ladder / sizeof ladder[0])
static const uint32_t presets[9] = {1, 2, 5, 10, 30, 100, 1000, 10000, 100000};

uint32_t speed_faster(uint32_t v)
{
	for (size_t i = 0; i < LADDER_N; i++)
		if (ladder[i] > v)
			return ladder[i];
	return 0; /* past the top: maximum */
}

uint32_t speed_slower(uint32_t v)
{
	for (size_t i = LADDER_N; i-- > 0;)
		if (ladder[i] < v)
			return ladder[i];
	return 1;
}

uint32_t speed_preset(int n)
{
	return n >= 1 && n <= 9 ? presets[n - 1] : 10;
}

void speed_format(uint32_t v, bool max, char *out, size_t outlen)
{
	if (max)
		snprintf(out, outlen, "max");
	else if (v >= 1000000 && v % 1000000 == 0)
		snprintf(out, outlen, "%uM/s", v / 1000000);
	else if (v >= 10000 && v % 1000 == 0)
		snprintf(out, outlen, "%uk/s", v / 1000);
	else
		snprintf(out, outlen, "%u/s", v);
}

void app_init(app_state *s, uint32_t speed, bool speed_max)
{
	memset(s, 0, sizeof *s);
	s->screen = MODE_SEARCH;
	s->mode = RUN_PAUSED;
	s->speed = speed ? speed : 10;
	s->speed_max = speed_max;
	s->cursor = 0;
	s->panels = PANEL_DEFAULT;
}

void app_start(app_state *s, const explore_options *o)
{
	app_init(s, o->speed, o->speed_max);
	s->heat_on_board = o->heat_on_board;
	s->panels = o->panels;
	s->present = o->present;
	s->theme = (unsigned)o->theme < THEME_COUNT ? (theme_id)o->theme : THEME_DARK;
	if (o->compare)
		app_change_mode(s, CH_COMPARE_ON);
	if (o->quit_after)
		s->mode = RUN_RUNNING;
	if (o->lesson)
		app_lesson_start(s, o->lesson->nscene);
}

void app_say(app_state *s, bool alert, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(s->msg, sizeof s->msg, fmt, ap);
	va_end(ap);
	s->msg_alert = alert;
}

/* An empty message line. */
static void hush(app_state *s)
{
	app_say(s, false, "%s", "");
}

static app_fx set_mode(app_state *s, run_mode m)
{
	if (s->mode == m)
		return FX_NONE;
	s->mode = m;
	return FX_RUN;
}

static app_fx set_speed(app_state *s, uint32_t v, bool max)
{
	if (s->speed == v && s->speed_max == max)
		return FX_NONE;
	s->speed = v;
	s->speed_max = max;
	return FX_RUN;
}

app_fx app_pause(app_state *s)
{
	return set_mode(s, RUN_PAUSED);
}

void app_search_begins(app_state *s, const engine_config *cfg)
{
	char why[200];
	if (tour_exists_ruled_out(&cfg->spec, cfg->closed, why, sizeof why))
		app_say(s, true, "No %stour exists here: %s.",
			cfg->closed ? "closed " : "", why);
}

bool app_flat_out(const app_state *s)
{
	return s->mode != RUN_PAUSED &&
	       (s->speed_max || (s->mode == RUN_TO_MOMENT && s->until_jump));
}

/* The lesson's layer has its keys: not over a game, nor an overlay. */
static bool lesson_keys(const app_state *s)
{
	return s->lesson.on && s->ov == OV_NONE && s->screen != MODE_PLAY;
}

key_mode app_key_mode(const app_state *s)
{
	switch (s->ov) {
	case OV_HELP: return KM_HELP;
	case OV_FORM: return KM_FORM;
	case OV_PICK: return KM_PICK;
	case OV_MARKS: return KM_MARKS;
	case OV_PROMPT:
		return s->pk == PK_GOTO || s->pk == PK_GOTO_STEP ? KM_NUMBER
		       : s->pk == PK_NEW_GAME			  ? KM_NEW_GAME
		       : s->pk == PK_QUIT			  ? KM_QUIT
		       : app_pk_overwrite(s->pk)		  ? KM_YESNO
								  : KM_PROMPT;
	default:
		if (lesson_keys(s))
			return s->lesson.question ? KM_QUESTION : KM_LESSON;
		return app_mode_of(s)->keys;
	}
}

ui_action app_key_action(const app_state *s, int key, int *arg)
{
	key_mode m = app_key_mode(s);
	ui_action a = keys_lookup(m, key, arg);
	if (a == ACT_NONE && (m == KM_LESSON || m == KM_QUESTION))
		a = keys_lookup(app_mode_of(s)->keys, key, arg);
	return a;
}

void app_unknown_key(app_state *s, int key)
{
	char name[16];
	if (s->ov != OV_NONE) /* a prompt, a form, a question: their own keys */
		return;
	if (keys_name(key, name, sizeof name))
		app_say(s, false, "%s: no such key here; ? shows the keys.", name);
	else
		app_say(s, false, "No such key here; ? shows the keys.");
}

unsigned app_footer_modes(const app_state *s)
{
	key_mode m = app_key_mode(s);
	return m == KM_QUESTION ? (unsigned)m | app_mode_of(s)->keys : (unsigned)m;
}

static const char finished_msg[] =
	"The search is over: r restarts it, o changes the settings.";

app_fx app_finished(app_state *s)
{
	app_say(s, true, "%s", finished_msg);
	return set_mode(s, RUN_PAUSED);
}

/* Restart from `sq` (a click or the cursor's Enter). */
static app_fx choose_start(app_state *s, const app_facts *f, ksq sq)
{
	if (sq < 0 || sq >= (ksq)f->rows * f->cols) {
		if (s->ov == OV_PICK)
			s->ov = OV_NONE;
		return FX_NONE;
	}
	if (f->started) {
		s->ov = OV_NONE;
		app_say(s, true, "The search is under way: press r to restart first.");
		return FX_NONE;
	}
	char name[SQUARE_NAME_MAX];
	square_name_algebraic(f->rows, sq / f->cols, sq % f->cols, name, sizeof name);
	s->pending = *f->cfg;
	s->pending.start = sq;
	s->pending_start_given = true;
	s->pending_form = false;
	s->ov = OV_NONE;
	app_say(s, false, "The knight now starts on %s.", name);
	return set_mode(s, RUN_PAUSED) | FX_NEW_CONFIG;
}

void app_move_cursor(app_state *s, const app_facts *f, int dr, int dc)
{
	int r = s->cursor / f->cols + dr, c = s->cursor % f->cols + dc;
	if (r < 0) r = 0;
	if (r >= f->rows) r = f->rows - 1;
	if (c < 0) c = 0;
	if (c >= f->cols) c = f->cols - 1;
	s->cursor = (ksq)r * f->cols + c;
}

static app_fx start_run(app_state *s, const app_facts *f, run_mode m)
{
	if (f->finished)
		return app_finished(s);
	hush(s);
	if (m != RUN_RUNNING && !s->speed_max) {
		char sp[24];
		speed_format(s->speed, false, sp, sizeof sp);
		app_say(s, false, "Running at %s to %s; 0 runs at maximum speed.", sp,
			m == RUN_TO_BACKTRACK	  ? "the next backtrack"
			: m == RUN_PAST_BACKTRACK ? "the move after the next backtracks"
			: app_mode_of(s)->path	  ? "the end of the path"
						  : "the next solution");
	}
	if (m == RUN_PAST_BACKTRACK) /* already backing up: on to where it ends */
		s->backed = f->retreated;
	return set_mode(s, m);
}

static app_fx handle_form(app_state *s, ui_action a, int arg)
{
	switch (a) {
	case ACT_FIELD_NEXT: form_next(&s->form, 1); break;
	case ACT_FIELD_PREV: form_next(&s->form, -1); break;
	case ACT_CHOICE_NEXT: form_cycle(&s->form, 1); break;
	case ACT_CHOICE_PREV: form_cycle(&s->form, -1); break;
	case ACT_ERASE: form_erase(&s->form); break;
	case ACT_CLEAR: form_clear(&s->form); break;
	case ACT_TEXT: form_type(&s->form, arg); break;
	case ACT_CANCEL:
		s->ov = OV_NONE;
		app_say(s, false, "Options unchanged.");
		break;
	case ACT_CONFIRM:
		if (form_validate(&s->form, &s->pending, &s->pending_start_given)) {
			s->ov = OV_NONE;
			s->pending_form = true;
			/* a new theme alone: the search goes on in its colours */
			app_fx th = form_theme(&s->form) != s->theme ? FX_THEME : FX_NONE;
			s->theme = form_theme(&s->form);
			if (th && !form_settings_changed(&s->form)) {
				app_say(s, false, "The %s theme; the search goes on.",
					palette_theme_name(s->theme));
				return th;
			}
			if (s->screen == MODE_PLAY) /* the session says what came of it */
				return app_play_options(s) | th;
			const char *cmp = form_compare(&s->form);
			snprintf(s->pending_compare, sizeof s->pending_compare, "%s", cmp ? cmp : "");
			s->compare_change = true;
			if (s->lesson.on) { /* off the scene: Enter brings it back */
				s->lesson.question = true;
				s->lesson.walking = false;
			}
			app_say(s, false, "New settings: the %s again.",
				cmp ? "searches start" : "search starts");
			return set_mode(s, RUN_PAUSED) | FX_NEW_CONFIG | th;
		}
		break;
	case ACT_SAVE_DEFAULTS: { /* checked as Enter checks them; the search goes on */
		engine_config cfg;
		bool start_given;
		s->save_defaults = form_validate(&s->form, &cfg, &start_given);
		break;
	}
	case ACT_REDRAW: return FX_REDRAW;
	default: break;
	}
	return FX_NONE;
}

bool app_defaults_take(app_state *s, const char *values[SK_COUNT])
{
	if (!s->save_defaults)
		return false;
	s->save_defaults = false;
	form_defaults(&s->form, values);
	if (s->screen == MODE_PLAY) /* play's engine is its own: the board's keys */
		values[SK_ENGINE] = values[SK_ORDER] = values[SK_PRUNE] = values[SK_TIEBREAK] =
			NULL;
	return true;
}

void app_defaults_saved(app_state *s, bool ok, const char *what)
{
	form_said(&s->form, ok, what);
}

void app_settings_refused(app_state *s, const char *why)
{
	if (!s->pending_form) {
		app_say(s, true, "%s", why);
		return;
	}
	s->ov = OV_FORM;
	form_refused(&s->form, why);
	app_say(s, true, "Options not applied: the form says why.");
}

static app_fx handle_pick(app_state *s, const app_facts *f, ui_action a, int arg)
{
	switch (a) {
	case ACT_CURSOR_UP: app_move_cursor(s, f, -1, 0); break;
	case ACT_CURSOR_DOWN: app_move_cursor(s, f, 1, 0); break;
	case ACT_CURSOR_LEFT: app_move_cursor(s, f, 0, -1); break;
	case ACT_CURSOR_RIGHT: app_move_cursor(s, f, 0, 1); break;
	case ACT_CONFIRM: return choose_start(s, f, s->cursor);
	case ACT_CLICK: return choose_start(s, f, arg);
	case ACT_CANCEL:
		s->ov = OV_NONE;
		hush(s);
		break;
	case ACT_REDRAW: return FX_REDRAW;
	default: break;
	}
	return FX_NONE;
}

static app_fx handle_help(app_state *s, ui_action a)
{
	switch (a) {
	case ACT_SCROLL_UP: s->help_scroll -= s->help_scroll > 0; break;
	case ACT_SCROLL_DOWN: s->help_scroll++; break;
	case ACT_PAGE_UP: s->help_scroll = s->help_scroll > 10 ? s->help_scroll - 10 : 0; break;
	case ACT_PAGE_DOWN: s->help_scroll += 10; break;
	case ACT_REDRAW: return FX_REDRAW;
	case ACT_NONE: break;
	default: s->ov = OV_NONE; break;
	}
	return FX_NONE;
}

/* Keys that mean nothing for a replay, or something else; *handled false
 * when the key works as in a search. */
static app_fx replay_key(app_state *s, ui_action a, bool *handled)
{
	*handled = true;
	switch (a) {
	case ACT_RUN_BACKTRACK:
	case ACT_RUN_PAST_BACKTRACK:
		app_say(s, true, "A replay never backtracks: space runs it, End jumps to its end.");
		return FX_NONE;
	case ACT_PICK_START:
	case ACT_CLICK:
		app_say(s, true, "A replay starts on the tour's first square; o sets up a new "
				 "search instead.");
		return FX_NONE;
	case ACT_SAVE_SESSION:
		app_say(s, true, "S saves a search session; s saves this tour.");
		return FX_NONE;
	case ACT_RESTART:
		app_say(s, false, "Back to the first move.");
		return set_mode(s, RUN_PAUSED) | FX_GOTO_START;
	default:
		*handled = false;
		return FX_NONE;
	}
}

/* + and -, 1-9 and 0. */
static app_fx speed_key(app_state *s, ui_action a, int arg)
{
	uint32_t v;
	switch (a) {
	case ACT_FASTER:
		if (s->speed_max)
			return FX_NONE;
		v = speed_faster(s->speed);
		return v ? set_speed(s, v, false) : set_speed(s, s->speed, true);
	case ACT_SLOWER:
		if (s->speed_max)
			return set_speed(s, ladder[LADDER_N - 1], false);
		return set_speed(s, speed_slower(s->speed), false);
	case ACT_PRESET: return set_speed(s, speed_preset(arg), false);
	default: return set_speed(s, s->speed, true);
	}
}

/* Home, End and g: the first, the last or any move of a replay. */
static app_fx goto_key(app_state *s, const app_facts *f, ui_action a)
{
	app_fx fx;
	switch (a) {
	case ACT_GOTO_START:
		fx = set_mode(s, RUN_PAUSED);
		if (f->at_start) {
			bool path = app_mode_of(s)->path;
			app_say(s, false, "%s", path ? "This is the first move." : "This is step 0.");
			return fx;
		}
		hush(s);
		return fx | FX_GOTO_START;
	case ACT_GOTO_END:
		if (!app_mode_of(s)->path) {
			app_say(s, true, "End jumps to the last move of a replay (l loads a tour); "
					 "N runs a search to its next solution.");
			return FX_NONE;
		}
		hush(s);
		return set_mode(s, RUN_PAUSED) | FX_GOTO_END;
	default:
		if (!app_mode_of(s)->path) /* a search: a step */
			return app_moment_key(s, f, ACT_GOTO);
		return app_open_prompt(s, PK_GOTO, "");
	}
}

/* explore --compare: the two boards take the room of every panel. */
static app_fx no_panels(app_state *s)
{
	app_say(s, true, "Two boards and no panels: m, t, a and e are for one search.");
	return FX_NONE;
}

/* What the panels may need of the screen now: the mode's, and a lesson's
 * caption where there is a lesson. */
static unsigned offers(const app_state *s)
{
	return app_mode_of(s)->offers | (s->lesson.on ? PN_LESSON : 0u);
}

/* m, t and a (ACT_PANEL, arg: the panel's id, panels.h): a panel shown or
 * hidden, where the mode has it.  A panel that does not stay in the
 * presentation brings the panels back, itself shown; one that stays (the
 * algorithm) is shown or hidden in it. */
static app_fx panel_key(app_state *s, int id)
{
	const panel_desc *p = panel_get(id);
	if (!p)
		return FX_NONE;
	if (!app_mode_of(s)->panels && p->room.place != PLACE_FOOT) /* the caption stays */
		return no_panels(s);
	bool shown = (s->panels & PANEL_BIT(p->id)) != 0;
	if (!shown && (p->needs & ~offers(s))) {
		app_say(s, true, "%s", p->none_msg);
		return FX_NONE;
	}
	if (s->present && p->room.present_w[0] <= 0 && p->room.place != PLACE_FOOT) {
		s->present = false;
		shown = true;
	} else {
		shown = !shown;
	}
	if (shown)
		s->panels |= PANEL_BIT(p->id);
	else
		s->panels &= ~PANEL_BIT(p->id);
	app_say(s, false, "%s", shown ? p->shown_msg : p->hidden_msg);
	return FX_RELAYOUT;
}

/* z's words; the first is taken back for the second when the layout
 * finds no room for the algorithm beside the large board
 * (app_panels_placed()). */
static const char present_with_code[] =
	"Presentation: the board, the algorithm and the narration; z brings the panels back.";
static const char present_alone[] = "Presentation: the board and the narration; z brings the panels back.";

void app_panels_placed(app_state *s, panel_set asked, panel_set shown)
{
	panel_set out = asked & ~shown, news = out & ~s->no_room;
	size_t n;
	const panel_desc *t = panel_table(&n);
	/* not over other news: over nothing, or over the words of a panel's
	 * key about that panel itself */
	bool free = !s->msg[0];
	for (size_t i = 0; i < n; i++)
		if (strcmp(s->msg, t[i].shown_msg) == 0) {
			news &= PANEL_BIT(t[i].id);
			free = true;
		}
	for (size_t i = 0; i < n; i++) /* shown again: its "no room" goes */
		if ((shown & PANEL_BIT(t[i].id)) && strcmp(s->msg, t[i].no_room_msg) == 0)
			app_say(s, false, "%s", "");
	if (!(shown & PANEL_BIT(PANEL_CODE)) && strcmp(s->msg, present_with_code) == 0)
		app_say(s, false, "%s", present_alone);
	s->no_room &= out; /* shown again: told again when it goes */
	for (size_t i = 0; i < n && news && free; i++)
		if (news & PANEL_BIT(t[i].id)) {
			app_say(s, false, "%s", t[i].no_room_msg);
			s->no_room = out;
			return;
		}
}

/* z: the presentation layout, where the mode has one. */
static app_fx present_key(app_state *s)
{
	const app_mode_desc *m = app_mode_of(s);
	if (!m->present)
		return no_panels(s);
	s->present = !s->present;
	if (!m->panels)
		app_say(s, false, "%s", s->present ? "Presentation: the boards large; z: back."
						   : "The boards as they were; z: presentation.");
	else if (!s->present)
		app_say(s, false, "%s", "The panels are back; z: presentation.");
	else /* the algorithm stays beside the board when it is shown */
		app_say(s, false, "%s", (s->panels & PANEL_BIT(PANEL_CODE)) && (m->offers & PN_ALGORITHM)
						? present_with_code : present_alone);
	return FX_RELAYOUT;
}

/* e: the estimate line shown or hidden; it is the backtrack search's. */
static app_fx estimate_key(app_state *s, const app_facts *f)
{
	const app_mode_desc *m = app_mode_of(s);
	if (!m->panels)
		return no_panels(s);
	bool tree = (m->offers & PN_ALGORITHM) != 0; /* a search: not a replay */
	if (!tree || !engine_can(f->cfg->kind, ENG_ESTIMATE)) {
		app_say(s, false,
			"The estimate of the search tree's size is for the backtracking search "
			"(o: engine backtrack); this is %s.",
			!tree ? "a replay" : engine_kind_name(f->cfg->kind));
		return FX_NONE;
	}
	s->est = f->est_shown ? EST_OFF : EST_ON;
	s->present = false;
	return FX_RELAYOUT;
}

bool app_estimate_row(const app_state *s, const engine_config *cfg, int rows)
{
	const app_mode_desc *m = app_mode_of(s);
	if (!m->panels || !(m->offers & PN_ALGORITHM) || s->present ||
	    !engine_can(cfg->kind, ENG_ESTIMATE))
		return false;
	return s->est == EST_ON || (s->est == EST_AUTO && rows >= APP_EST_ROWS);
}

/* ] and [: the next or previous file of a playlist (replay FILE...). */
static app_fx file_key(app_state *s, const app_facts *f, int dir)
{
	size_t to;
	if (f->files < 2) {
		app_say(s, true, "%s goes to the %s file of a playlist: ktour replay FILE FILE...",
			dir > 0 ? "]" : "[", dir > 0 ? "next" : "previous");
		return FX_NONE;
	}
	if (!playlist_target(f->files, f->file_at, f->file_shown, dir, &to)) {
		app_say(s, false, "This is the %s file (%zu/%zu).", dir > 0 ? "last" : "first",
			f->file_at + 1, f->files);
		return FX_NONE;
	}
	s->play_file = to;
	return set_mode(s, RUN_PAUSED) | FX_PLAY_FILE;
}

/* Space, n and p. */
static app_fx run_key(app_state *s, const app_facts *f, ui_action a)
{
	app_fx fx;
	if (a == ACT_RUN_PAUSE)
		return s->mode != RUN_PAUSED ? set_mode(s, RUN_PAUSED) : start_run(s, f, RUN_RUNNING);
	fx = set_mode(s, RUN_PAUSED);
	if (a == ACT_STEP && f->finished) {
		app_say(s, true, "%s", finished_msg);
		return fx;
	}
	if (a == ACT_BACK && f->at_start) {
		app_say(s, true, "This is the first position: there is nothing to step back to.");
		return fx;
	}
	hush(s);
	return fx | (a == ACT_STEP ? FX_STEP : FX_BACK);
}

static app_fx handle_main(app_state *s, const app_facts *f, ui_action a, int arg)
{
	if (app_mode_of(s)->path) {
		bool handled;
		app_fx fx = replay_key(s, a, &handled);
		if (handled)
			return fx;
	}
	switch (a) {
	case ACT_RUN_PAUSE:
	case ACT_STEP:
	case ACT_BACK: return run_key(s, f, a);
	case ACT_RUN_SOLUTION: return start_run(s, f, RUN_TO_SOLUTION);
	case ACT_RUN_BACKTRACK: return start_run(s, f, RUN_TO_BACKTRACK);
	case ACT_RUN_PAST_BACKTRACK: return start_run(s, f, RUN_PAST_BACKTRACK);
	case ACT_FASTER:
	case ACT_SLOWER:
	case ACT_PRESET:
	case ACT_MAX_SPEED: return speed_key(s, a, arg);
	case ACT_RESTART:
		app_say(s, false, "Restarted with the same settings.");
		return set_mode(s, RUN_PAUSED) | FX_RESTART;
	case ACT_OPTIONS:
		form_load(&s->form, f->cfg, f->start_given);
		form_load_compare(&s->form, f->compare, false);
		form_load_theme(&s->form, s->theme);
		s->ov = OV_FORM;
		return set_mode(s, RUN_PAUSED);
	case ACT_HEATMAP: s->heat_on_board = !s->heat_on_board; return FX_NONE;
	case ACT_PANEL: return panel_key(s, arg);
	case ACT_PRESENT: return present_key(s);
	case ACT_ESTIMATE: return estimate_key(s, f);
	case ACT_SAVE: return set_mode(s, RUN_PAUSED) | FX_SAVE_PROMPT;
	case ACT_SAVE_SESSION: return set_mode(s, RUN_PAUSED) | FX_SESSION_PROMPT;
	case ACT_PICTURE: return set_mode(s, RUN_PAUSED) | app_shot(s, SHOT_PROMPT);
	case ACT_LOAD: return app_open_prompt(s, PK_LOAD, "");
	case ACT_GOTO_START:
	case ACT_GOTO_END:
	case ACT_GOTO: return goto_key(s, f, a);
	case ACT_NEXT_FILE:
	case ACT_PREV_FILE: return file_key(s, f, a == ACT_NEXT_FILE ? 1 : -1);
	case ACT_UNTIL:
	case ACT_MARK:
	case ACT_MARKS:
	case ACT_WRITE_LESSON:
		if (app_mode_of(s)->path) {
			app_say(s, true, "u, M, ' and W are for a search: this is a replay (r "
					 "restarts it; o sets up a search).");
			return FX_NONE;
		}
		return app_moment_key(s, f, a);
	case ACT_PICK_START:
		if (f->started) {
			app_say(s, true, "The search is under way: press r to restart first.");
			return FX_NONE;
		}
		s->cursor = f->start;
		s->ov = OV_PICK;
		app_say(s, false, "Arrows or h j k l move, Enter starts there, Esc cancels.");
		return FX_NONE;
	case ACT_CLICK: return choose_start(s, f, arg);
	case ACT_HELP:
		s->ov = OV_HELP;
		s->help_scroll = 0;
		return FX_NONE;
	case ACT_REDRAW: return FX_REDRAW;
	case ACT_QUIT: return app_quit_key(s, f);
	case ACT_PLAY:
		s->preq = PR_START;
		return set_mode(s, RUN_PAUSED) | FX_PLAY | FX_RELAYOUT;
	case ACT_CANCEL:
		if (s->mode == RUN_TO_MOMENT)
			return app_moment_key(s, f, ACT_CANCEL);
		hush(s);
		s->heat_on_board = false;
		return FX_NONE;
	default: return FX_NONE;
	}
}

app_fx app_handle(app_state *s, const app_facts *f, ui_action a, int arg)
{
	switch (s->ov) {
	case OV_FORM: return handle_form(s, a, arg);
	case OV_PICK: return handle_pick(s, f, a, arg);
	case OV_HELP: return handle_help(s, a);
	case OV_PROMPT: return app_prompt_key(s, f, a, arg);
	case OV_MARKS: return app_marks_handle(s, f, a, arg);
	default: break;
	}
	if (lesson_keys(s)) {
		bool handled;
		app_fx fx = app_lesson_handle(s, f, a, arg, &handled);
		if (handled)
			return fx;
	}
	if (s->screen == MODE_PLAY) {
		bool handled;
		app_fx fx = app_play_handle(s, f, a, arg, &handled);
		if (handled)
			return fx;
	}
	return handle_main(s, f, a, arg);
}

bool app_past_backtrack(app_state *s, engine_event_kind k, int side, const char *whose)
{
	unsigned bit = 1u << side;
	if (s->mode != RUN_PAST_BACKTRACK)
		return false;
	if (k == EV_RETREAT)
		s->backed |= bit;
	if (k != EV_ADVANCE || !(s->backed & bit))
		return false;
	s->mode = RUN_PAUSED;
	app_say(s, false, "Stopped where %s goes on after backing up: B runs past the next "
			  "backtracks.",
		whose ? whose : "the search");
	return true;
}

bool app_on_event(app_state *s, const engine_event *ev, const engine_counters *c,
		  engine_state st, engine_kind kind)
{
	unsigned long long sols = (unsigned long long)c->solutions;
	char said[APP_MSG_MAX]; /* the engine's words (engine_text.c) */
	if (app_mode_of(s)->path && (ev->kind == EV_SOLUTION || ev->kind == EV_STUCK ||
				 ev->kind == EV_EXHAUSTED)) {
		s->mode = RUN_PAUSED;
		if (ev->kind == EV_STUCK)
			app_say(s, true,
				"End of the saved path: %d square%s. Home goes back to the start.",
				ev->depth, ev->depth == 1 ? "" : "s");
		else
			app_say(s, true, "The tour is complete. Home goes back to the start, l "
					 "loads another.");
		return true;
	}
	if (app_past_backtrack(s, ev->kind, 0, NULL))
		return true;
	switch (ev->kind) {
	case EV_SOLUTION:
		s->mode = RUN_PAUSED;
		engine_text_of(kind)->found_message(sols, said, sizeof said);
		app_say(s, true, "%s", said);
		return true;
	case EV_RETREAT:
		if (s->mode != RUN_TO_BACKTRACK)
			return false;
		s->mode = RUN_PAUSED;
		app_say(s, false, "Stopped at a backtrack: b runs to the next one.");
		return true;
	case EV_EXHAUSTED:
		s->mode = RUN_PAUSED;
		engine_text_of(kind)->over_message(sols, said, sizeof said);
		app_say(s, true, "%s", said);
		return true;
	case EV_STUCK:
		if (st != ENGINE_STUCK)
			return false; /* a walk failed; the next walk follows */
		s->mode = RUN_PAUSED;
		app_say(s, true,
			"Stuck after %d square%s: a walk never goes back. r restarts, o: settings.",
			ev->depth, ev->depth == 1 ? "" : "s");
		return true;
	default:
		return false;
	}
}
