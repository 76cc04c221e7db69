/* Options form model (pure). */
#include "form.h"

#include <stdio.h>
#include <string.h>

#include "ktour/options.h"
#include "ktour/square.h"

static const char *const labels[FF_COUNT] = {
	"board", "engine", "order", "prune", "tiebreak",
	"start", "tour", "seed", "leaper", "torus",
};

/* One line each, under 60 columns (the form's width on 80 columns). */
static const char *const hints[FF_COUNT] = {
	"rows x columns, e.g. 8x8 or 5x6",
	"backtrack, warnsdorff or irwin (left/right)",
	"a permutation like 12345678, or warnsdorff (left/right)",
	"none, or lookahead: forced moves, dead ends (left/right)",
	"ordering | squirrel-cull | orderings19 | pohl | roth | random",
	"a square like a8 or 1,1; empty = top-left corner",
	"open or closed tours (left/right)",
	"seed for every random choice; empty = from the clock",
	"generalised knight A,B: 1,2 knight, 1,3 camel, 2,3 zebra",
	"glue opposite edges together: off or on (left/right)",
};

/* Values a field cycles through with Left/Right; NULL-ended. */
static const char *const engine_choices[] = {"backtrack", "warnsdorff", "irwin", NULL};
static const char *const prune_choices[] = {"none", "lookahead", NULL};
static const char *const closed_choices[] = {"open", "closed", NULL};
static const char *const torus_choices[] = {"off", "on", NULL};
static const char *const order_presets[] = {"12345678", "warnsdorff", "36875124",
					    "87654321", NULL};
static const char *const tiebreak_presets[] = {"12345678",    "squirrel-cull", "orderings19",
					       "pohl",        "roth",          "random",
					       NULL};

static const char *const *choices_of(form_field k)
{
	switch (k) {
	case FF_ENGINE: return engine_choices;
	case FF_PRUNE: return prune_choices;
	case FF_CLOSED: return closed_choices;
	case FF_TORUS: return torus_choices;
	case FF_ORDER: return order_presets;
	case FF_TIEBREAK: return tiebreak_presets;
	default: return NULL;
	}
}

const char *form_label(form_field k)
{
	return (unsigned)k < FF_COUNT ? labels[k] : "?";
}

const char *form_hint(form_field k)
{
	return (unsigned)k < FF_COUNT ? hints[k] : "";
}

bool form_is_choice(form_field k)
{
	return k == FF_ENGINE || k == FF_PRUNE || k == FF_CLOSED || k == FF_TORUS;
}

static bool is_backtrack(const form_model *f)
{
	return strcmp(f->text[FF_ENGINE], "backtrack") == 0;
}

bool form_applies(const form_model *f, form_field k)
{
	switch (k) {
	case FF_ORDER:
	case FF_PRUNE:
	case FF_CLOSED:
		return is_backtrack(f);
	case FF_TIEBREAK:
		return !is_backtrack(f);
	default:
		return true;
	}
}

static void set(form_model *f, form_field k, const char *s)
{
	snprintf(f->text[k], FORM_TEXT_MAX, "%s", s);
}

void form_load(form_model *f, const engine_config *cfg, bool start_given)
{
	char buf[64];
	memset(f, 0, sizeof *f);
	snprintf(buf, sizeof buf, "%dx%d", cfg->spec.rows, cfg->spec.cols);
	set(f, FF_BOARD, buf);
	set(f, FF_ENGINE, engine_kind_name(cfg->kind));
	if (cfg->order_warnsdorff)
		set(f, FF_ORDER, "warnsdorff");
	else {
		ordering_format(cfg->order, buf);
		set(f, FF_ORDER, buf);
	}
	set(f, FF_PRUNE, cfg->prune == PRUNE_LOOKAHEAD ? "lookahead" : "none");
	if (cfg->tiebreak == TIEBREAK_ORDER) {
		ordering_format(cfg->tie_order, buf);
		set(f, FF_TIEBREAK, buf);
	} else {
		set(f, FF_TIEBREAK, tiebreak_name(cfg->tiebreak));
	}
	if (start_given && cfg->start != KSQ_NONE) {
		square_name_algebraic(cfg->spec.rows, cfg->start / cfg->spec.cols,
				      cfg->start % cfg->spec.cols, buf, sizeof buf);
		set(f, FF_START, buf);
	}
	set(f, FF_CLOSED, cfg->closed ? "closed" : "open");
	snprintf(buf, sizeof buf, "%llu", (unsigned long long)cfg->seed);
	set(f, FF_SEED, buf);
	snprintf(buf, sizeof buf, "%d,%d", cfg->spec.lea, cfg->spec.leb);
	set(f, FF_LEAPER, buf);
	set(f, FF_TORUS, cfg->spec.torus ? "on" : "off");
}

void form_next(form_model *f, int dir)
{
	f->sel = (f->sel + (dir < 0 ? FF_COUNT - 1 : 1)) % FF_COUNT;
}

void form_cycle(form_model *f, int dir)
{
	const char *const *c = choices_of((form_field)f->sel);
	if (!c)
		return;
	int n = 0, at = -1;
	for (; c[n]; n++)
		if (strcmp(c[n], f->text[f->sel]) == 0)
			at = n;
	/* A typed value not in the list: Right starts at the first preset. */
	if (at < 0)
		at = dir > 0 ? n - 1 : 0;
	set(f, (form_field)f->sel, c[(at + (dir < 0 ? n - 1 : 1)) % n]);
	f->err[0] = '\0';
}

void form_type(form_model *f, int ch)
{
	if (form_is_choice((form_field)f->sel) || ch < 0x20 || ch >= 0x7f)
		return;
	size_t n = strlen(f->text[f->sel]);
	if (n + 1 < FORM_TEXT_MAX) {
		f->text[f->sel][n] = (char)ch;
		f->text[f->sel][n + 1] = '\0';
	}
	f->err[0] = '\0';
}

void form_erase(form_model *f)
{
	if (form_is_choice((form_field)f->sel))
		return;
	size_t n = strlen(f->text[f->sel]);
	if (n)
		f->text[f->sel][n - 1] = '\0';
	f->err[0] = '\0';
}

void form_clear(form_model *f)
{
	if (!form_is_choice((form_field)f->sel))
		f->text[f->sel][0] = '\0';
	f->err[0] = '\0';
}

/* Feed one field to the shared parser as if given on the command line. */
static bool feed(form_model *f, shared_options *o, int opt, form_field k, const char *arg)
{
	if (options_handle(o, opt, arg, f->err, sizeof f->err) >= 0)
		return true;
	f->sel = k;
	return false;
}

bool form_validate(form_model *f, engine_config *cfg, bool *start_given)
{
	shared_options o;
	options_init(&o, PRUNE_NONE);
	f->err[0] = '\0';
	bool bt = is_backtrack(f);
	if (!feed(f, &o, 'b', FF_BOARD, f->text[FF_BOARD]) ||
	    !feed(f, &o, 'e', FF_ENGINE, f->text[FF_ENGINE]) ||
	    (bt && !feed(f, &o, OPT_ORDER, FF_ORDER, f->text[FF_ORDER])) ||
	    (bt && !feed(f, &o, OPT_PRUNE, FF_PRUNE, f->text[FF_PRUNE])) ||
	    (!bt && !feed(f, &o, OPT_TIEBREAK, FF_TIEBREAK, f->text[FF_TIEBREAK])) ||
	    (f->text[FF_START][0] && !feed(f, &o, 's', FF_START, f->text[FF_START])) ||
	    (bt && strcmp(f->text[FF_CLOSED], "closed") == 0 &&
	     !feed(f, &o, OPT_CLOSED, FF_CLOSED, NULL)) ||
	    (f->text[FF_SEED][0] && !feed(f, &o, OPT_SEED, FF_SEED, f->text[FF_SEED])) ||
	    !feed(f, &o, OPT_LEAPER, FF_LEAPER, f->text[FF_LEAPER]) ||
	    (strcmp(f->text[FF_TORUS], "on") == 0 && !feed(f, &o, OPT_TORUS, FF_TORUS, NULL)))
		return false;
	if (!options_finish(&o, f->err, sizeof f->err)) {
		/* Point at the field the message is about. */
		if (strstr(f->err, "--start") || strstr(f->err, "square"))
			f->sel = FF_START;
		else if (strstr(f->err, "board") || strstr(f->err, "leaper"))
			f->sel = FF_BOARD;
		return false;
	}
	*cfg = o.cfg;
	*start_given = o.start_given;
	return true;
}
