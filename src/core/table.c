/* SPDX-License-Identifier: MIT */
/* Result tables and their four formats; see include/ktour/table.h. */
#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ktour/escape.h"
#include "ktour/table.h"

static const char *const format_names[] = {"text", "tsv", "csv", "json"};

bool table_format_from_name(const char *name, table_format *out)
{
	for (int i = 0; i < 4; i++)
		if (strcmp(name, format_names[i]) == 0) {
			*out = (table_format)i;
			return true;
		}
	return false;
}

const char *table_format_name(table_format f)
{
	return (unsigned)f < 4 ? format_names[f] : "?";
}

void table_init(table *t, const char *name, const char *title, const table_col *cols,
		int ncols)
{
	memset(t, 0, sizeof *t);
	t->name = name;
	t->title = title;
	t->ncols = ncols < TABLE_MAX_COLS ? ncols : TABLE_MAX_COLS;
	memcpy(t->cols, cols, (size_t)t->ncols * sizeof *cols);
}

void table_free(table *t)
{
	free(t->vals);
	t->vals = NULL;
	t->nrows = t->cap = 0;
}

bool table_add_row(table *t, const table_val *vals)
{
	if (t->nrows == t->cap) {
		size_t cap = t->cap ? t->cap * 2 : 64;
		table_val *v = realloc(t->vals, cap * (size_t)t->ncols * sizeof *v);
		if (!v)
			return false;
		t->vals = v;
		t->cap = cap;
	}
	memcpy(t->vals + t->nrows * (size_t)t->ncols, vals, (size_t)t->ncols * sizeof *vals);
	t->nrows++;
	return true;
}

/* fmt is a printf format from table_param()'s or table_note()'s caller:
 * the attribute lets the compiler check it there (clang's -Wformat=2 refuses
 * a format passed on unchecked). */
static void add_pair(table_pair *pairs, int *n, const char *key, const char *fmt, va_list ap)
	__attribute__((format(printf, 4, 0)));

static void add_pair(table_pair *pairs, int *n, const char *key, const char *fmt, va_list ap)
{
	if (*n >= TABLE_MAX_PAIRS)
		return;
	table_pair *p = &pairs[(*n)++];
	p->key = key;
	vsnprintf(p->value, sizeof p->value, fmt, ap);
}

void table_param(table *t, const char *key, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	add_pair(t->params, &t->nparams, key, fmt, ap);
	va_end(ap);
}

void table_note(table *t, const char *key, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	add_pair(t->summary, &t->nsummary, key, fmt, ap);
	va_end(ap);
}

const char *table_summary(const table *t, const char *key)
{
	for (int i = 0; i < t->nsummary; i++)
		if (strcmp(t->summary[i].key, key) == 0)
			return t->summary[i].value;
	return NULL;
}

/* ---- one value as text ---------------------------------------------------- */

/* The value in buf (text values are returned as they are). */
static const char *val_text(const table_val *v, int decimals, const char *none, char *buf,
			    size_t len)
{
	switch (v->kind) {
	case TV_INT:
		snprintf(buf, len, "%lld", (long long)v->i);
		return buf;
	case TV_REAL:
		if (!isfinite(v->r))
			return none;
		snprintf(buf, len, "%.*f", decimals, v->r);
		return buf;
	case TV_TEXT:
		return v->text ? v->text : none;
	case TV_NONE:
	default:
		return none;
	}
}

static bool is_number(const table_val *v)
{
	return v->kind == TV_INT || (v->kind == TV_REAL && isfinite(v->r));
}

/* ---- text, tsv, csv ------------------------------------------------------- */

/* The '#' lines may quote the command line: escaped, as on a terminal. */
static void write_header_lines(FILE *f, const table *t)
{
	escape_printf(f, "# %s\n", t->command);
	escape_printf(f, "# %s: %s\n", t->name, t->title);
	for (int i = 0; i < t->nparams; i++)
		escape_printf(f, "# %s: %s\n", t->params[i].key, t->params[i].value);
}

static void write_summary_lines(FILE *f, const table *t)
{
	for (int i = 0; i < t->nsummary; i++)
		escape_printf(f, "# %s: %s\n", t->summary[i].key, t->summary[i].value);
	if (t->partial)
		fprintf(f, "# partial: yes (stopped before every row was computed)\n");
}

static void csv_field(FILE *f, const char *s)
{
	if (!strpbrk(s, ",\"\r\n")) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

static void write_separated(FILE *f, const table *t, bool csv)
{
	char buf[64];
	write_header_lines(f, t);
	for (int c = 0; c < t->ncols; c++) {
		if (c)
			fputc(csv ? ',' : '\t', f);
		if (csv)
			csv_field(f, t->cols[c].name);
		else
			fputs(t->cols[c].name, f);
	}
	fputc('\n', f);
	for (size_t r = 0; r < t->nrows; r++) {
		for (int c = 0; c < t->ncols; c++) {
			const char *s = val_text(table_at(t, r, c), t->cols[c].decimals, "", buf,
						 sizeof buf);
			if (c)
				fputc(csv ? ',' : '\t', f);
			if (csv)
				csv_field(f, s);
			else
				fputs(s, f);
		}
		fputc('\n', f);
	}
	write_summary_lines(f, t);
}

/* A column of numbers is aligned to the right, one of text to the left. */
static bool numeric_column(const table *t, int c)
{
	for (size_t r = 0; r < t->nrows; r++)
		if (table_at(t, r, c)->kind == TV_TEXT)
			return false;
	return true;
}

static void write_text(FILE *f, const table *t)
{
	char buf[64];
	int width[TABLE_MAX_COLS] = {0};
	bool right[TABLE_MAX_COLS] = {false};
	for (int c = 0; c < t->ncols; c++) {
		width[c] = (int)strlen(t->cols[c].name);
		right[c] = numeric_column(t, c);
	}
	for (size_t r = 0; r < t->nrows; r++)
		for (int c = 0; c < t->ncols; c++) {
			int n = (int)strlen(val_text(table_at(t, r, c), t->cols[c].decimals, "-",
						     buf, sizeof buf));
			if (n > width[c])
				width[c] = n;
		}
	write_header_lines(f, t);
	for (size_t r = 0; r <= t->nrows; r++) {
		for (int c = 0; c < t->ncols; c++) {
			/* row 0 is the header; the last column gets no trailing blanks */
			const char *s = r == 0 ? t->cols[c].name
					       : val_text(table_at(t, r - 1, c), t->cols[c].decimals,
							  "-", buf, sizeof buf);
			int w = right[c] || c + 1 < t->ncols ? width[c] : 0;
			fprintf(f, "%s%*s", c ? "  " : "", right[c] ? w : -w, s);
		}
		fputc('\n', f);
	}
	write_summary_lines(f, t);
}

/* ---- json ------------------------------------------------------------------- */

static void json_pairs(FILE *f, const table_pair *p, int n)
{
	fputc('{', f);
	for (int i = 0; i < n; i++) {
		fputs(i ? ", " : "", f);
		escape_json(f, p[i].key);
		fputs(": ", f);
		escape_json(f, p[i].value);
	}
	fputc('}', f);
}

static void write_json(FILE *f, const table *t)
{
	char buf[64];
	fputs("{\n  \"experiment\": ", f);
	escape_json(f, t->name);
	fputs(",\n  \"title\": ", f);
	escape_json(f, t->title);
	fputs(",\n  \"command\": ", f);
	escape_json(f, t->command);
	fputs(",\n  \"parameters\": ", f);
	json_pairs(f, t->params, t->nparams);
	fprintf(f, ",\n  \"partial\": %s,\n  \"columns\": [", t->partial ? "true" : "false");
	for (int c = 0; c < t->ncols; c++) {
		fputs(c ? ", " : "", f);
		escape_json(f, t->cols[c].name);
	}
	fputs("],\n  \"rows\": [", f);
	for (size_t r = 0; r < t->nrows; r++) {
		fputs(r ? ",\n    [" : "\n    [", f);
		for (int c = 0; c < t->ncols; c++) {
			const table_val *v = table_at(t, r, c);
			fputs(c ? ", " : "", f);
			if (v->kind == TV_TEXT && v->text)
				escape_json(f, v->text);
			else if (is_number(v))
				fputs(val_text(v, t->cols[c].decimals, "null", buf, sizeof buf), f);
			else
				fputs("null", f);
		}
		fputc(']', f);
	}
	fputs(t->nrows ? "\n  ],\n  \"summary\": " : "],\n  \"summary\": ", f);
	json_pairs(f, t->summary, t->nsummary);
	fputs("\n}\n", f);
}

bool table_write(FILE *f, const table *t, table_format fmt)
{
	switch (fmt) {
	case TABLE_TSV: write_separated(f, t, false); break;
	case TABLE_CSV: write_separated(f, t, true); break;
	case TABLE_JSON: write_json(f, t); break;
	case TABLE_TEXT:
	default: write_text(f, t); break;
	}
	if (fflush(f) != 0 || ferror(f)) {
		if (!errno)
			errno = EIO;
		return false;
	}
	return true;
}
