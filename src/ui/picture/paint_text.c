/* SPDX-License-Identifier: MIT */
/* The panels of words: the search stack (as view_stack.c lays it out,
 * in a monospaced face so that its columns line up), the status line
 * (settings, state, step, counters) and the narration.  Text that does
 * not fit ends with an ellipsis; nothing runs past its box. */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "paint_impl.h"

/* A piece of a line in one role. */
typedef struct run {
	char text[256];
	role r;
	bool bold;
} run;

#define MAX_RUNS (8 + 2 * PIC_MAX_CAND)

typedef struct line {
	run v[MAX_RUNS];
	int n;
} line;

static void add(line *ln, role r, bool bold, const char *text)
{
	if (ln->n == MAX_RUNS)
		return;
	run *u = &ln->v[ln->n++];
	snprintf(u->text, sizeof u->text, "%s", text);
	u->r = r;
	u->bold = bold;
}

/* Draw the runs from x on baseline y, stopping at `right` with an
 * ellipsis; a role with a colour behind its text gets it as a band. */
static void show_runs(painter *p, const line *ln, double x, double y, double right, bool mono,
		      double size)
{
	cairo_font_extents_t fe;
	for (int i = 0; i < ln->n; i++) {
		pic_look lk = pic_look_of(p->s->theme, ln->v[i].r, false);
		pp_font(p, mono, lk.bold || ln->v[i].bold, size);
		cairo_font_extents(p->cr, &fe);
		char text[300];
		double w = pp_width(p, ln->v[i].text);
		bool cut = x + w > right;
		if (cut)
			w = pp_fit(p, ln->v[i].text, right - x, text, sizeof text);
		else
			snprintf(text, sizeof text, "%s", ln->v[i].text);
		if (lk.fill != PIC_NO_FILL)
			pp_fill_box(p, (pic_box){x, y - fe.ascent, w, fe.ascent + fe.descent}, lk.fill);
		pp_show(p, x, y, text, lk.ink);
		if (lk.underline) {
			pp_colour(p->cr, lk.ink);
			cairo_set_line_width(p->cr, fmax(0.5, size * 0.06));
			cairo_move_to(p->cr, x, y + 0.12 * size);
			cairo_line_to(p->cr, x + w, y + 0.12 * size);
			cairo_stroke(p->cr);
		}
		x += w;
		if (cut)
			return;
	}
}

/* A degree as a small figure ("e4³"), as the stack shows it. */
static const char *small_figure(int d)
{
	static const char *const sup[10] = {"\u2070", "\u00b9", "\u00b2", "\u00b3", "\u2074",
					    "\u2075", "\u2076", "\u2077", "\u2078", "\u2079"};
	return d >= 0 && d <= 9 ? sup[d] : "";
}

static void candidates(line *ln, const pic_stack_line *sl)
{
	for (int i = 0; i < sl->ncand && i < PIC_MAX_CAND; i++) {
		const pic_cand *c = &sl->cand[i];
		char t[64];
		bool cur = c->state == PIC_CURRENT || c->state == PIC_NEXT_TRY;
		snprintf(t, sizeof t, "%s%s%s%s", cur ? "[" : "", c->square, small_figure(c->degree),
			 cur ? "]" : "");
		if (i > 0)
			add(ln, R_NORMAL, false, " ");
		add(ln, c->state == PIC_NEXT_TRY ? R_STACK_NEXT
			: c->state == PIC_CURRENT ? R_STACK_CUR
			: c->state == PIC_TRIED	  ? R_STACK_TRIED
						  : R_NORMAL,
		    false, t);
	}
}

static void stack_line(line *ln, const pic_stack_line *sl, int num_w, int name_w)
{
	char t[64];
	ln->n = 0;
	if (sl->abandoned) {
		snprintf(t, sizeof t, "%*d %-*s \u00d7 %s", num_w, (int)sl->move, name_w, sl->square,
			 sl->note ? sl->note : "abandoned");
		add(ln, R_STACK_ABANDON, false, t);
		return;
	}
	snprintf(t, sizeof t, "%*d ", num_w, (int)sl->move);
	add(ln, R_STACK_DEPTH, false, t);
	snprintf(t, sizeof t, "%-*s", name_w, sl->square);
	add(ln, sl->top ? R_TITLE : R_NORMAL, sl->top, t);
	if (sl->departed)
		add(ln, R_DEPART, false, "*");
	else
		add(ln, R_STACK_FORCED, false, sl->forced ? "!" : " ");
	add(ln, R_NORMAL, false, " ");
	candidates(ln, sl);
	if (sl->note)
		add(ln, sl->note_role, false, sl->ncand ? " " : "");
	if (sl->note)
		add(ln, sl->note_role, false, sl->note);
}

/* Columns for the move numbers and the squares' names. */
static void stack_widths(const pic_scene *s, int *num_w, int *name_w)
{
	*num_w = 1;
	*name_w = 2;
	for (int i = 0; i < s->nstack; i++) {
		int d = snprintf(NULL, 0, "%d", (int)s->stack[i].move);
		int w = (int)strlen(s->stack[i].square);
		*num_w = d > *num_w ? d : *num_w;
		*name_w = w > *name_w ? w : *name_w;
	}
}

static void stack_title(painter *p, pic_box box, double title_h)
{
	const char *t = p->s->stack_title ? p->s->stack_title : "Search stack";
	pic_look lk = pic_look_of(p->s->theme, R_TITLE, false);
	char fitted[256];
	pp_font(p, false, true, 0.9 * p->g.font);
	pp_fit(p, t, box.w, fitted, sizeof fitted);
	pp_show(p, box.x, box.y + title_h - 0.45 * p->g.font, fitted, lk.ink);
}

void pp_stack(painter *p)
{
	const pic_scene *s = p->s;
	pic_box box = p->g.stack;
	/* the title on the boards' titles' line */
	if (p->g.board.shown || p->g.heat.shown) {
		const pic_board_geom *b = p->g.board.shown ? &p->g.board : &p->g.heat;
		box.h -= b->title.y - box.y;
		box.y = b->title.y;
	}
	double sf = p->g.stack_font, lh = sf * PIC_LINE, right = box.x + box.w;
	double title_h = p->g.font * 0.9 * PIC_LINE + 0.3 * p->g.font, y = box.y + title_h;
	stack_title(p, box, title_h);
	pp_font(p, true, false, sf);
	line ln;
	if (s->stack_legend) {
		const char *legend = s->stack_legend;
		if (s->stack_legend_short && pp_width(p, legend) > box.w)
			legend = s->stack_legend_short;
		ln.n = 0;
		add(&ln, R_DIM, false, legend);
		show_runs(p, &ln, box.x, pp_baseline(p, y, lh), right, true, sf);
		y += lh;
	}
	int fit = (int)floor((box.y + box.h - y) / lh), first = 0;
	int32_t above = s->above;
	if (fit < 1)
		return;
	if (s->nstack + (above > 0) > fit) {
		first = s->nstack - (fit - 1);
		above += first;
	}
	if (above > 0) {
		char t[64];
		snprintf(t, sizeof t, "\u2191 %d more above", (int)above);
		ln.n = 0;
		add(&ln, R_DIM, false, t);
		show_runs(p, &ln, box.x, pp_baseline(p, y, lh), right, true, sf);
		y += lh;
	}
	int num_w, name_w;
	stack_widths(s, &num_w, &name_w);
	for (int i = first; i < s->nstack; i++, y += lh) {
		stack_line(&ln, &s->stack[i], num_w, name_w);
		show_runs(p, &ln, box.x, pp_baseline(p, y, lh), right, true, sf);
	}
}

void pp_status(painter *p)
{
	const pic_scene *s = p->s;
	pic_box b = p->g.status;
	double f = p->g.font, lh = b.h / 2;
	line ln = {.n = 0};
	if (s->settings) {
		add(&ln, R_TITLE, true, s->settings);
		pp_font(p, false, true, f);
		show_runs(p, &ln, b.x, pp_baseline(p, b.y, lh), b.x + b.w, false, f);
	}
	char t[64];
	ln.n = 0;
	if (s->state) {
		snprintf(t, sizeof t, " %s ", s->state);
		add(&ln, s->state_role, false, t);
		add(&ln, R_NORMAL, false, "  ");
	}
	snprintf(t, sizeof t, "step %llu", (unsigned long long)s->step);
	add(&ln, R_NORMAL, false, t);
	if (s->counters) {
		add(&ln, R_NORMAL, false, "  ");
		add(&ln, R_NORMAL, false, s->counters);
	}
	pp_font(p, false, false, f);
	show_runs(p, &ln, b.x, pp_baseline(p, b.y + lh, lh), b.x + b.w, false, f);
}

/* The first line of `text` that fits w: its length in bytes (cut at a
 * blank), at least one word. */
static size_t wrap_at(painter *p, const char *text, double w)
{
	size_t best = 0, n = strlen(text);
	char buf[512];
	for (size_t i = 1; i <= n; i++) {
		if (i < n && text[i] != ' ')
			continue;
		snprintf(buf, sizeof buf, "%.*s", (int)i, text);
		if (best && pp_width(p, buf) > w)
			break;
		best = i;
	}
	return best;
}

/* A line of the narration: from the left, or centred under boards that
 * stand centred (no stack beside them: the presentation). */
static void narration_line(painter *p, pic_box b, double y, const char *text, uint32_t ink)
{
	double x = b.x;
	if (!(p->s->panels & PIC_STACK) && (p->s->panels & (PIC_BOARD | PIC_HEAT)))
		x += fmax(0, (b.w - pp_width(p, text)) / 2);
	pp_show(p, x, y, text, ink);
}

void pp_narration(painter *p)
{
	const char *text = p->s->narration;
	if (!text)
		return;
	pic_box b = p->g.narration;
	double f = p->g.font, lh = b.h / 2;
	pic_look lk = pic_look_of(p->s->theme, R_NORMAL, false);
	char out[512];
	pp_font(p, false, false, f);
	size_t first = wrap_at(p, text, b.w);
	if (text[first] == '\0') {
		pp_fit(p, text, b.w, out, sizeof out);
		narration_line(p, b, pp_baseline(p, b.y, lh), out, lk.ink);
		return;
	}
	snprintf(out, sizeof out, "%.*s", (int)first, text);
	if (pp_width(p, out) > b.w) /* one word wider than the page */
		pp_fit(p, text, b.w, out, sizeof out);
	narration_line(p, b, pp_baseline(p, b.y, lh), out, lk.ink);
	const char *rest = text + first;
	while (*rest == ' ')
		rest++;
	pp_fit(p, rest, b.w, out, sizeof out);
	narration_line(p, b, pp_baseline(p, b.y + lh, lh), out, lk.ink);
}
