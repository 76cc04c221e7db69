/* SPDX-License-Identifier: MIT */
/* Result tables, written as aligned text, TSV, CSV or JSON.
 *
 * A table is columns and rows of values (numbers or short text), with the
 * metadata the experiments print around it: a title, the command line
 * that reproduces it, parameters and a summary as key/value pairs, and
 * whether it is partial (stopped before every row was computed).
 *
 *   text  "# " header lines, a header row, aligned columns (numbers to the
 *         right), "# key: value" summary lines; "# partial: yes" when
 *         stopped
 *   tsv   the same header and summary lines, the rows tab-separated
 *   csv   the same, the rows comma-separated (RFC 4180 quoting)
 *   json  one object: experiment, command, parameters, partial, columns,
 *         rows (arrays of numbers, strings or null), summary
 *
 * Tools that read TSV or CSV skip the '#' lines with an option
 * (`grep -v '^#'`, pandas' comment='#', gnuplot by default). */
#ifndef KTOUR_TABLE_H
#define KTOUR_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

typedef enum table_format {
	TABLE_TEXT = 0,
	TABLE_TSV,
	TABLE_CSV,
	TABLE_JSON,
} table_format;

bool table_format_from_name(const char *name, table_format *out);
const char *table_format_name(table_format f);

typedef enum table_kind {
	TV_NONE = 0, /* no value: "-" in text, empty in TSV/CSV, null in JSON */
	TV_INT,
	TV_REAL,     /* printed with the column's decimals */
	TV_TEXT,     /* points to text that outlives the table */
} table_kind;

typedef struct table_val {
	table_kind kind;
	int64_t i;
	double r;
	const char *text;
} table_val;

static inline table_val tv_int(int64_t i)
{
	table_val v = {TV_INT, i, 0, NULL};
	return v;
}
static inline table_val tv_real(double r)
{
	table_val v = {TV_REAL, 0, r, NULL};
	return v;
}
static inline table_val tv_text(const char *t)
{
	table_val v = {TV_TEXT, 0, 0, t};
	return v;
}
static inline table_val tv_none(void)
{
	table_val v = {TV_NONE, 0, 0, NULL};
	return v;
}

typedef struct table_col {
	const char *name;
	int decimals; /* TV_REAL values */
} table_col;

/* A key and its value, both text. */
typedef struct table_pair {
	const char *key;
	char value[160];
} table_pair;

#define TABLE_MAX_COLS 16
#define TABLE_MAX_PAIRS 24

typedef struct table {
	const char *name;     /* the experiment, e.g. "random-ties" */
	const char *title;    /* one line saying what it measures */
	char command[400];    /* the command line that reproduces it */
	table_pair params[TABLE_MAX_PAIRS];
	int nparams;
	table_pair summary[TABLE_MAX_PAIRS];
	int nsummary;
	bool partial;
	table_col cols[TABLE_MAX_COLS];
	int ncols;
	size_t nrows, cap;
	table_val *vals;      /* nrows * ncols, row by row */
} table;

/* An empty table with these columns. */
void table_init(table *t, const char *name, const char *title, const table_col *cols,
		int ncols);
void table_free(table *t);
/* Append a row of t->ncols values; false on out of memory. */
bool table_add_row(table *t, const table_val *vals);
static inline const table_val *table_at(const table *t, size_t row, int col)
{
	return &t->vals[row * (size_t)t->ncols + (size_t)col];
}
/* Add a parameter or summary line (printf-style value; cut to fit). */
void table_param(table *t, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
void table_note(table *t, const char *key, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
/* The summary value of key, NULL when there is none. */
const char *table_summary(const table *t, const char *key);

/* Write t; false with errno set when writing failed. */
bool table_write(FILE *f, const table *t, table_format fmt);

#endif
