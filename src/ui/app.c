/* The pure action handler and the run-mode transitions on engine events. */
#include "app.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/square.h"

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
	s->mode = RUN_PAUSED;
	s->speed = speed ? speed : 10;
	s->speed_max = speed_max;
	s->cursor = 0;
}

bool app_flat_out(const app_state *s)
{
	return s->mode == RUN_TO_SOLUTION || s->mode == RUN_TO_BACKTRACK ||
	       (s->mode == RUN_RUNNING && s->speed_max);
}

key_mode app_key_mode(const app_state *s)
{
	switch (s->ov) {
	case OV_HELP: return KM_HELP;
	case OV_FORM: return KM_FORM;
	case OV_PICK: return KM_PICK;
	case OV_PROMPT:
		return s->pk == PK_GOTO ? KM_NUMBER
		       : s->pk == PK_OVERWRITE || s->pk == PK_OVERWRITE_SESSION ? KM_YESNO
										: KM_PROMPT;
	default: return s->replay ? KM_REPLAY : KM_MAIN;
	}
}

static void say(app_state *s, bool alert, const char *text)
{
	snprintf(s->msg, sizeof s->msg, "%s", text);
	s->msg_alert = alert;
}

static const char finished_msg[] =
	"The search is over: r restarts it, o changes the settings.";

/* Restart from `sq` (a click or the cursor's Enter). */
static app_request choose_start(app_state *s, const app_facts *f, ksq sq)
{
	if (sq < 0 || sq >= (ksq)f->rows * f->cols) {
		if (s->ov == OV_PICK)
			s->ov = OV_NONE;
		return REQ_NONE;
	}
	if (f->started) {
		s->ov = OV_NONE;
		say(s, true, "The search is under way: press r to restart first.");
		return REQ_NONE;
	}
	char name[SQUARE_NAME_MAX], text[80];
	square_name_algebraic(f->rows, sq / f->cols, sq % f->cols, name, sizeof name);
	s->pending = *f->cfg;
	s->pending.start = sq;
	s->pending_start_given = true;
	s->ov = OV_NONE;
	s->mode = RUN_PAUSED;
	snprintf(text, sizeof text, "The knight now starts on %s.", name);
	say(s, false, text);
	return REQ_NEW_CONFIG;
}

static void move_cursor(app_state *s, const app_facts *f, int dr, int dc)
{
	int r = s->cursor / f->cols + dr, c = s->cursor % f->cols + dc;
	if (r < 0) r = 0;
	if (r >= f->rows) r = f->rows - 1;
	if (c < 0) c = 0;
	if (c >= f->cols) c = f->cols - 1;
	s->cursor = (ksq)r * f->cols + c;
}

static app_request start_run(app_state *s, const app_facts *f, run_mode m)
{
	if (f->finished) {
		s->mode = RUN_PAUSED;
		say(s, true, finished_msg);
		return REQ_NONE;
	}
	s->mode = m;
	s->msg[0] = '\0';
	return REQ_NONE;
}

static app_request handle_form(app_state *s, ui_action a, int arg)
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
		say(s, false, "Options unchanged.");
		break;
	case ACT_CONFIRM:
		if (form_validate(&s->form, &s->pending, &s->pending_start_given)) {
			s->ov = OV_NONE;
			s->mode = RUN_PAUSED;
			say(s, false, "New settings: the search starts again.");
			return REQ_NEW_CONFIG;
		}
		break;
	case ACT_REDRAW: return REQ_REDRAW;
	default: break;
	}
	return REQ_NONE;
}

static app_request handle_pick(app_state *s, const app_facts *f, ui_action a, int arg)
{
	switch (a) {
	case ACT_CURSOR_UP: move_cursor(s, f, -1, 0); break;
	case ACT_CURSOR_DOWN: move_cursor(s, f, 1, 0); break;
	case ACT_CURSOR_LEFT: move_cursor(s, f, 0, -1); break;
	case ACT_CURSOR_RIGHT: move_cursor(s, f, 0, 1); break;
	case ACT_CONFIRM: return choose_start(s, f, s->cursor);
	case ACT_CLICK: return choose_start(s, f, arg);
	case ACT_CANCEL:
		s->ov = OV_NONE;
		s->msg[0] = '\0';
		break;
	case ACT_REDRAW: return REQ_REDRAW;
	default: break;
	}
	return REQ_NONE;
}

static app_request handle_help(app_state *s, ui_action a)
{
	switch (a) {
	case ACT_SCROLL_UP: s->help_scroll -= s->help_scroll > 0; break;
	case ACT_SCROLL_DOWN: s->help_scroll++; break;
	case ACT_PAGE_UP: s->help_scroll = s->help_scroll > 10 ? s->help_scroll - 10 : 0; break;
	case ACT_PAGE_DOWN: s->help_scroll += 10; break;
	case ACT_REDRAW: return REQ_REDRAW;
	case ACT_NONE: break;
	default: s->ov = OV_NONE; break;
	}
	return REQ_NONE;
}

void app_open_prompt(app_state *s, prompt_kind k, const char *text)
{
	s->ov = OV_PROMPT;
	s->pk = k;
	s->mode = RUN_PAUSED;
	if (k == PK_OVERWRITE || k == PK_OVERWRITE_SESSION) {
		if (text != s->file) /* the session passes app_state.file back */
			snprintf(s->file, sizeof s->file, "%s", text ? text : "");
		prompt_set(&s->prompt, NULL);
	} else {
		prompt_set(&s->prompt, text);
	}
}

void app_prompt_label(const app_state *s, const app_facts *f, char *out, size_t outlen)
{
	switch (s->pk) {
	case PK_LOAD: snprintf(out, outlen, "Replay tour file: "); break;
	case PK_SAVE: snprintf(out, outlen, "Save path to: "); break;
	case PK_SAVE_SESSION: snprintf(out, outlen, "Save session to: "); break;
	case PK_GOTO:
		snprintf(out, outlen, "Go to square number (1-%d): ", f ? (int)f->replay_len : 0);
		break;
	case PK_OVERWRITE:
	case PK_OVERWRITE_SESSION:
		snprintf(out, outlen, "overwrite %s? y/n ", s->file);
		break;
	default: out[0] = '\0';
	}
}

/* The y/n question before replacing a file (y is ACT_CONFIRM, n and Esc
 * ACT_CANCEL). */
static app_request handle_confirm(app_state *s, ui_action a)
{
	char text[APP_MSG_MAX];
	bool session = s->pk == PK_OVERWRITE_SESSION;
	if (a == ACT_REDRAW)
		return REQ_REDRAW;
	if (a == ACT_CONFIRM) {
		s->ov = OV_NONE;
		return session ? REQ_SAVE_SESSION_FORCE : REQ_SAVE_FORCE;
	}
	if (a == ACT_CANCEL) {
		s->ov = OV_NONE;
		snprintf(text, sizeof text, "Not saved: %.250s was left as it was.", s->file);
		say(s, false, text);
	}
	return REQ_NONE;
}

static app_request confirm_prompt(app_state *s, const app_facts *f)
{
	const char *t = s->prompt.text;
	if (s->pk == PK_GOTO) {
		char *end;
		unsigned long long n = strtoull(t, &end, 10);
		if (t[0] < '0' || t[0] > '9' || *end || n < 1 || n > (unsigned long long)f->replay_len) {
			snprintf(s->prompt.info, sizeof s->prompt.info,
				 "expected a square number from 1 to %d", (int)f->replay_len);
			return REQ_NONE;
		}
		s->ov = OV_NONE;
		s->goto_move = n;
		s->msg[0] = '\0';
		return REQ_GOTO_MOVE;
	}
	if (!t[0]) {
		snprintf(s->prompt.info, sizeof s->prompt.info,
			 "type a file name (Tab completes); Esc cancels");
		return REQ_NONE;
	}
	snprintf(s->file, sizeof s->file, "%s", t);
	s->ov = OV_NONE;
	s->msg[0] = '\0';
	switch (s->pk) {
	case PK_LOAD: return REQ_LOAD;
	case PK_SAVE: return REQ_SAVE;
	default: return REQ_SAVE_SESSION;
	}
}

static app_request handle_prompt(app_state *s, const app_facts *f, ui_action a, int arg)
{
	prompt_line *p = &s->prompt;
	if (s->pk == PK_OVERWRITE || s->pk == PK_OVERWRITE_SESSION)
		return handle_confirm(s, a);
	switch (a) {
	case ACT_TEXT:
		if (s->pk != PK_GOTO || (arg >= '0' && arg <= '9'))
			prompt_insert(p, arg);
		break;
	case ACT_ERASE: prompt_backspace(p); break;
	case ACT_DELETE: prompt_delete(p); break;
	case ACT_CURSOR_LEFT: prompt_left(p); break;
	case ACT_CURSOR_RIGHT: prompt_right(p); break;
	case ACT_GOTO_START: prompt_home(p); break;
	case ACT_GOTO_END: prompt_end(p); break;
	case ACT_CLEAR: prompt_clear(p); break;
	case ACT_COMPLETE: return s->pk == PK_GOTO ? REQ_NONE : REQ_COMPLETE;
	case ACT_CONFIRM: return confirm_prompt(s, f);
	case ACT_CANCEL:
		s->ov = OV_NONE;
		say(s, false, s->pk == PK_LOAD ? "Nothing loaded." : s->pk == PK_GOTO ? "Stayed "
											"here."
											: "Not saved.");
		break;
	case ACT_REDRAW: return REQ_REDRAW;
	default: break;
	}
	return REQ_NONE;
}

/* Keys that mean nothing for a replay, or something else; REQ_NONE with
 * *handled false when the key works as in a search. */
static app_request replay_key(app_state *s, ui_action a, bool *handled)
{
	*handled = true;
	switch (a) {
	case ACT_RUN_BACKTRACK:
		say(s, true, "A replay never backtracks: space runs it, End jumps to its end.");
		return REQ_NONE;
	case ACT_PICK_START:
	case ACT_CLICK:
		say(s, true, "A replay starts on the tour's first square; o sets up a new "
			     "search instead.");
		return REQ_NONE;
	case ACT_SAVE_SESSION:
		say(s, true, "S saves a search session; s saves this tour.");
		return REQ_NONE;
	case ACT_RESTART:
		s->mode = RUN_PAUSED;
		say(s, false, "Back to the first move.");
		return REQ_GOTO_START;
	default:
		*handled = false;
		return REQ_NONE;
	}
}

static app_request handle_main(app_state *s, const app_facts *f, ui_action a, int arg)
{
	uint32_t v;
	if (s->replay) {
		bool handled;
		app_request r = replay_key(s, a, &handled);
		if (handled)
			return r;
	}
	switch (a) {
	case ACT_RUN_PAUSE:
		if (s->mode != RUN_PAUSED) {
			s->mode = RUN_PAUSED;
			return REQ_NONE;
		}
		return start_run(s, f, RUN_RUNNING);
	case ACT_STEP:
		s->mode = RUN_PAUSED;
		if (f->finished) {
			say(s, true, finished_msg);
			return REQ_NONE;
		}
		s->msg[0] = '\0';
		return REQ_STEP;
	case ACT_BACK:
		s->mode = RUN_PAUSED;
		if (f->at_start) {
			say(s, true, "This is the first position: there is nothing to step "
				     "back to.");
			return REQ_NONE;
		}
		s->msg[0] = '\0';
		return REQ_BACK;
	case ACT_RUN_SOLUTION: return start_run(s, f, RUN_TO_SOLUTION);
	case ACT_RUN_BACKTRACK: return start_run(s, f, RUN_TO_BACKTRACK);
	case ACT_FASTER:
		if (!s->speed_max) {
			v = speed_faster(s->speed);
			if (v)
				s->speed = v;
			else
				s->speed_max = true;
		}
		return REQ_NONE;
	case ACT_SLOWER:
		if (s->speed_max)
			s->speed_max = false, s->speed = ladder[LADDER_N - 1];
		else
			s->speed = speed_slower(s->speed);
		return REQ_NONE;
	case ACT_PRESET:
		s->speed = speed_preset(arg);
		s->speed_max = false;
		return REQ_NONE;
	case ACT_MAX_SPEED: s->speed_max = true; return REQ_NONE;
	case ACT_RESTART:
		s->mode = RUN_PAUSED;
		say(s, false, "Restarted with the same settings.");
		return REQ_RESTART;
	case ACT_OPTIONS:
		s->mode = RUN_PAUSED;
		form_load(&s->form, f->cfg, f->start_given);
		s->ov = OV_FORM;
		return REQ_NONE;
	case ACT_HEATMAP: s->heat_on_board = !s->heat_on_board; return REQ_NONE;
	case ACT_SAVE:
		s->mode = RUN_PAUSED;
		return REQ_SAVE_PROMPT;
	case ACT_SAVE_SESSION:
		s->mode = RUN_PAUSED;
		return REQ_SESSION_PROMPT;
	case ACT_LOAD:
		app_open_prompt(s, PK_LOAD, "");
		return REQ_NONE;
	case ACT_GOTO_START:
		s->mode = RUN_PAUSED;
		if (f->at_start) {
			say(s, false, s->replay ? "This is the first move." : "This is step 0.");
			return REQ_NONE;
		}
		s->msg[0] = '\0';
		return REQ_GOTO_START;
	case ACT_GOTO_END:
		if (!s->replay) {
			say(s, true, "End jumps to the last move of a replay (l loads a tour); "
				     "N runs a search to its next solution.");
			return REQ_NONE;
		}
		s->mode = RUN_PAUSED;
		s->msg[0] = '\0';
		return REQ_GOTO_END;
	case ACT_GOTO:
		if (!s->replay) {
			say(s, true, "g goes to a move of a replay: l loads a tour file.");
			return REQ_NONE;
		}
		app_open_prompt(s, PK_GOTO, "");
		return REQ_NONE;
	case ACT_PICK_START:
		if (f->started) {
			say(s, true, "The search is under way: press r to restart first.");
			return REQ_NONE;
		}
		s->cursor = f->start;
		s->ov = OV_PICK;
		say(s, false, "Arrows or h j k l move, Enter starts there, Esc cancels.");
		return REQ_NONE;
	case ACT_CLICK: return choose_start(s, f, arg);
	case ACT_HELP:
		s->ov = OV_HELP;
		s->help_scroll = 0;
		return REQ_NONE;
	case ACT_REDRAW: return REQ_REDRAW;
	case ACT_QUIT: return REQ_QUIT;
	case ACT_CANCEL:
		s->msg[0] = '\0';
		s->heat_on_board = false;
		return REQ_NONE;
	default: return REQ_NONE;
	}
}

app_request app_handle(app_state *s, const app_facts *f, ui_action a, int arg)
{
	switch (s->ov) {
	case OV_FORM: return handle_form(s, a, arg);
	case OV_PICK: return handle_pick(s, f, a, arg);
	case OV_HELP: return handle_help(s, a);
	case OV_PROMPT: return handle_prompt(s, f, a, arg);
	default: return handle_main(s, f, a, arg);
	}
}

bool app_on_event(app_state *s, const engine_event *ev, const engine_counters *c,
		  engine_state st, bool walk)
{
	char text[APP_MSG_MAX];
	unsigned long long sols = (unsigned long long)c->solutions;
	if (s->replay && (ev->kind == EV_SOLUTION || ev->kind == EV_STUCK ||
			  ev->kind == EV_EXHAUSTED)) {
		s->mode = RUN_PAUSED;
		if (ev->kind == EV_STUCK)
			snprintf(text, sizeof text,
				 "End of the saved path: %d squares. Home goes back to the start.",
				 ev->depth);
		else
			snprintf(text, sizeof text, "The tour is complete. Home goes back to the "
						    "start, l loads another.");
		say(s, true, text);
		return true;
	}
	switch (ev->kind) {
	case EV_SOLUTION:
		s->mode = RUN_PAUSED;
		snprintf(text, sizeof text,
			 "Solution %llu found! n steps on, space or N runs on to the next one.",
			 sols);
		say(s, true, text);
		return true;
	case EV_RETREAT:
		if (s->mode != RUN_TO_BACKTRACK)
			return false;
		s->mode = RUN_PAUSED;
		say(s, false, "Stopped at a backtrack: b runs to the next one.");
		return true;
	case EV_EXHAUSTED:
		s->mode = RUN_PAUSED;
		if (walk)
			snprintf(text, sizeof text, "Done: %llu tour%s found. r restarts, o changes "
						    "the settings.",
				 sols, sols == 1 ? "" : "s");
		else
			snprintf(text, sizeof text, "Exhausted: all tried, %llu solution%s. r "
						    "restarts, o changes the settings.",
				 sols, sols == 1 ? "" : "s");
		say(s, true, text);
		return true;
	case EV_STUCK:
		if (st != ENGINE_STUCK)
			return false; /* a walk failed; the next walk follows */
		s->mode = RUN_PAUSED;
		snprintf(text, sizeof text,
			 "Stuck after %d squares: a walk never goes back. r restarts, o: settings.",
			 ev->depth);
		say(s, true, text);
		return true;
	default:
		return false;
	}
}
