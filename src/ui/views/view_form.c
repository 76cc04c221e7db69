/* SPDX-License-Identifier: MIT */
/* The options form: a centred box with one line per setting.  Choice
 * fields show "< value >" and change with Left/Right; text fields are
 * typed (Left/Right offer presets); settings that do not apply to the
 * engine chosen are dim.  Enter validates exactly as the command line
 * does and restarts; Esc leaves everything as it was. */
#define _XOPEN_SOURCE_EXTENDED 1
#include <stdio.h>
#include <string.h>

#include "ui/term/draw.h"
#include "ui/app/form.h"
#include "views.h"

/* One field's line at row y. */
static void field_line(const ui_frame *f, int y, int x0, int w, int k)
{
	const form_model *m = &f->app->form;
	bool sel = m->sel == k, applies = form_applies(m, (form_field)k);
	char value[FORM_TEXT_MAX + 8];
	if (form_is_choice((form_field)k))
		snprintf(value, sizeof value, "< %s >", m->text[k]);
	else if (k == FF_START && !m->text[k][0] && !sel)
		snprintf(value, sizeof value, "(top-left corner)");
	else
		snprintf(value, sizeof value, "%s%s", m->text[k], sel ? "_" : "");
	role lr = sel ? R_SELECTED : applies ? R_NORMAL : R_DIM;
	draw_fill(y, x0 + 1, w - 2, sel ? R_SELECTED : R_NORMAL);
	/* Text ends two columns short of the border. */
	int end = x0 + w - 2;
	draw_text(y, x0 + 2, 10, lr, form_label((form_field)k));
	int at = x0 + 13 + draw_text(y, x0 + 13, end - x0 - 13, lr, value);
	if (!applies && end - at > 2) {
		char only[80];
		form_applies_only(m, (form_field)k, only, sizeof only);
		draw_text(y, at + 1, end - at - 1, sel ? R_SELECTED : R_DIM, only);
	}
}

void view_form(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	const form_model *m = &f->app->form;
	int w = l->cols - 2 < 64 ? l->cols - 2 : 64;
	/* The top line (the settings and the seed) and the footer stay in
	 * sight; on a short terminal the fields scroll to the selected one. */
	int h = FF_COUNT + 7;
	if (h > l->rows - 2)
		h = l->rows - 2;
	int y0 = 1 + (l->rows - 2 - h) / 2, x0 = (l->cols - w) / 2;
	bool hint = h == FF_COUNT + 7;
	int rows = h - 3 - (hint ? 2 : 0) - ((m->err[0] || m->note[0]) && !hint ? 1 : 0);
	int first = m->sel < rows ? 0 : m->sel - rows + 1;
	for (int y = 0; y < h; y++)
		draw_fill(y0 + y, x0, w, R_NORMAL);
	draw_box((rect){y0, x0, h, w}, f->caps->g, R_BORDER, "Options");
	for (int k = first; k < FF_COUNT && k < first + rows; k++)
		field_line(f, y0 + 1 + k - first, x0, w, k);
	if (hint)
		draw_text(y0 + FF_COUNT + 2, x0 + 2, w - 4, R_DIM, form_hint((form_field)m->sel));
	/* Two lines for a message: the command line's wording is long. */
	if (m->err[0] || m->note[0])
		draw_wrap(y0 + h - 3, x0 + 2, w - 4, 2, m->err[0] ? R_MSG_ALERT : R_NORMAL,
			  m->err[0] ? m->err : m->note);
	else
		draw_text(y0 + h - 2, x0 + 2, w - 4, R_DIM,
			  f->app->screen == MODE_PLAY
				  ? "Enter: f finishes with this; a new board is a new game"
				  : "Enter applies and restarts; Ctrl-S saves these as defaults");
}

void view_too_small(const ui_frame *f)
{
	const ui_layout *l = f->lay;
	char a[96], b[96];
	snprintf(a, sizeof a, "This window is %dx%d;", l->cols, l->rows);
	snprintf(b, sizeof b, "ktour needs %dx%d.", LAYOUT_MIN_COLS, LAYOUT_MIN_ROWS);
	int y = l->rows / 2 - 2;
	if (y < 0)
		y = 0;
	draw_centred(y, 0, l->cols, R_MSG_ALERT, "Terminal too small");
	draw_centred(y + 1, 0, l->cols, R_NORMAL, a);
	draw_centred(y + 2, 0, l->cols, R_NORMAL, b);
	draw_centred(y + 3, 0, l->cols, R_NORMAL, "Enlarge it, or q quits.");
}
