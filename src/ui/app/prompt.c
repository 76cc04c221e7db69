/* SPDX-License-Identifier: MIT */
/* The prompt's line editor and file-name completion (pure). */
#include "prompt.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "ktour/escape.h"

static void reset_cycle(prompt_line *p)
{
	p->ncycle = 0;
	p->icycle = -1;
}

void prompt_set(prompt_line *p, const char *text)
{
	memset(p, 0, sizeof *p);
	reset_cycle(p);
	if (text) {
		snprintf(p->text, sizeof p->text, "%s", text);
		p->len = p->cur = strlen(p->text);
	}
}

static bool is_cont(char c)
{
	return ((unsigned char)c & 0xC0) == 0x80;
}

bool prompt_insert(prompt_line *p, int ch)
{
	if (ch <= 0 || ch > 0xFF || ch == 0x7F || (ch < 0x20) || p->len + 1 >= sizeof p->text)
		return false;
	memmove(p->text + p->cur + 1, p->text + p->cur, p->len - p->cur + 1);
	p->text[p->cur++] = (char)ch;
	p->len++;
	reset_cycle(p);
	p->info[0] = '\0';
	return true;
}

/* Remove bytes [from, to). */
static void cut(prompt_line *p, size_t from, size_t to)
{
	memmove(p->text + from, p->text + to, p->len - to + 1);
	p->len -= to - from;
	if (p->cur >= to)
		p->cur -= to - from;
	else if (p->cur > from)
		p->cur = from;
	reset_cycle(p);
	p->info[0] = '\0';
}

void prompt_backspace(prompt_line *p)
{
	if (p->cur == 0)
		return;
	size_t from = p->cur - 1;
	while (from > 0 && is_cont(p->text[from]))
		from--;
	cut(p, from, p->cur);
}

void prompt_delete(prompt_line *p)
{
	if (p->cur >= p->len)
		return;
	size_t to = p->cur + 1;
	while (to < p->len && is_cont(p->text[to]))
		to++;
	cut(p, p->cur, to);
}

void prompt_left(prompt_line *p)
{
	while (p->cur > 0 && is_cont(p->text[--p->cur]))
		;
	reset_cycle(p);
}

void prompt_right(prompt_line *p)
{
	if (p->cur < p->len)
		p->cur++;
	while (p->cur < p->len && is_cont(p->text[p->cur]))
		p->cur++;
	reset_cycle(p);
}

void prompt_home(prompt_line *p)
{
	p->cur = 0;
	reset_cycle(p);
}

void prompt_end(prompt_line *p)
{
	p->cur = p->len;
	reset_cycle(p);
}

void prompt_clear(prompt_line *p)
{
	cut(p, 0, p->len);
}

static int by_name(const void *a, const void *b)
{
	return strcmp((const char *)a, (const char *)b);
}

/* The names in dir starting with prefix; also their longest common
 * prefix (over all of them, not only the first max) in lcp. */
static int scan(const char *dir, const char *prefix, char out[][256], int max, char *lcp,
		size_t lcplen)
{
	DIR *d = opendir(dir);
	if (!d)
		return -1;
	size_t plen = strlen(prefix);
	int n = 0;
	struct dirent *de;
	lcp[0] = '\0';
	while ((de = readdir(d)) != NULL) {
		const char *name = de->d_name;
		if (strcmp(name, ".") == 0 || strcmp(name, "..") == 0)
			continue;
		if (strncmp(name, prefix, plen) != 0 || (name[0] == '.' && prefix[0] != '.'))
			continue;
		char full[4096], entry[256];
		struct stat st;
		snprintf(full, sizeof full, "%s/%s", dir, name);
		bool isdir = stat(full, &st) == 0 && S_ISDIR(st.st_mode);
		size_t nl = strlen(name);
		if (nl + 2 > sizeof entry)
			continue; /* too long to complete to */
		memcpy(entry, name, nl);
		if (isdir)
			entry[nl++] = '/';
		entry[nl] = '\0';
		if (n == 0) {
			snprintf(lcp, lcplen, "%s", entry);
		} else {
			size_t k = 0;
			while (lcp[k] && lcp[k] == entry[k])
				k++;
			lcp[k] = '\0';
		}
		if (n < max)
			memcpy(out[n], entry, sizeof entry);
		n++;
	}
	closedir(d);
	qsort(out, (size_t)(n < max ? n : max), sizeof out[0], by_name);
	return n;
}

int prompt_matches(const char *dir, const char *prefix, char out[][256], int max)
{
	char lcp[256];
	return scan(dir, prefix, out, max, lcp, sizeof lcp);
}

/* Replace bytes [from, cur) with s; false when it does not fit. */
static bool replace(prompt_line *p, size_t from, const char *s)
{
	size_t n = strlen(s), old = p->cur - from;
	if (p->len - old + n + 1 > sizeof p->text)
		return false;
	memmove(p->text + from + n, p->text + p->cur, p->len - p->cur + 1);
	memcpy(p->text + from, s, n);
	p->len = p->len - old + n;
	p->cur = from + n;
	return true;
}

/* The directory to read for the word text[0..cur) and where its last
 * component starts. */
static void split(const prompt_line *p, char *dir, size_t dirlen, size_t *base_at)
{
	const char *t = p->text;
	size_t slash = p->cur;
	while (slash > 0 && t[slash - 1] != '/')
		slash--;
	*base_at = slash;
	if (slash == 0) {
		snprintf(dir, dirlen, ".");
		return;
	}
	const char *home = getenv("HOME");
	if (t[0] == '~' && (slash == 2 || t[1] == '/') && home)
		snprintf(dir, dirlen, "%s%.*s", home, (int)(slash - 1), t + 1);
	else
		snprintf(dir, dirlen, "%.*s", (int)slash, t);
}

static void list_info(prompt_line *p, int n)
{
	size_t at = (size_t)snprintf(p->info, sizeof p->info, "%d matches:", n);
	for (int i = 0; i < p->ncycle && at < sizeof p->info; i++) {
		int k = snprintf(p->info + at, sizeof p->info - at, " %s", p->cycle[i]);
		if (k < 0 || (size_t)k >= sizeof p->info - at) {
			snprintf(p->info + sizeof p->info - 5, 5, " ...");
			break;
		}
		at += (size_t)k;
	}
}

int prompt_complete(prompt_line *p)
{
	if (p->ncycle > 0) {
		p->icycle = (p->icycle + 1) % p->ncycle;
		int n = p->ncycle, i = p->icycle;
		replace(p, p->cycle_at, p->cycle[i]);
		p->ncycle = n; /* replace() keeps the cycle; say so explicitly */
		p->icycle = i;
		return n;
	}
	char dir[4096], base[256], lcp[256];
	size_t base_at;
	split(p, dir, sizeof dir, &base_at);
	if (p->cur - base_at >= sizeof base) {
		snprintf(p->info, sizeof p->info, "name too long to complete");
		return 0;
	}
	snprintf(base, sizeof base, "%.*s", (int)(p->cur - base_at), p->text + base_at);
	int n = scan(dir, base, p->cycle, PROMPT_CYCLE_MAX, lcp, sizeof lcp);
	if (n < 0) {
		snprintf(p->info, sizeof p->info, "cannot read the directory %.150s", dir);
		return 0;
	}
	if (n == 0) {
		snprintf(p->info, sizeof p->info, "no file name starts with %s",
			 ESCAPE_QUOTE(base));
		return 0;
	}
	if (strlen(lcp) > strlen(base) || n == 1) {
		replace(p, base_at, lcp);
		if (n == 1)
			p->info[0] = '\0';
		else
			snprintf(p->info, sizeof p->info, "%d matches", n);
		return n;
	}
	/* Nothing to add: list them; Tab again cycles. */
	p->ncycle = n < PROMPT_CYCLE_MAX ? n : PROMPT_CYCLE_MAX;
	p->icycle = -1;
	p->cycle_at = base_at;
	list_info(p, n);
	return n;
}
