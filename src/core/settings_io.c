/* SPDX-License-Identifier: MIT */
/* The settings file itself (ktour/settings_file.h): where it is, reading it
 * without ever waiting on it, creating it from the template, and the
 * options form's save, which rewrites only the lines of the keys that
 * change. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/file_io.h"
#include "ktour/settings_file.h"
#include "settings_impl.h"

/* Larger than any settings file a person writes. */
#define SETTINGS_MAX_BYTES 65536
/* The template's text fits in this. */
#define TEMPLATE_MAX 8192

#define FAIL(...) (snprintf(err, errlen, __VA_ARGS__), false)

bool settings_path(char *out, size_t outlen, bool *named)
{
	const char *env = getenv("KTOUR_CONFIG"), *xdg = getenv("XDG_CONFIG_HOME");
	const char *home = getenv("HOME");
	int n = -1;
	*named = env && env[0];
	if (*named)
		n = snprintf(out, outlen, "%s", env);
	else if (xdg && xdg[0] == '/') /* a relative one is ignored (XDG's rule) */
		n = snprintf(out, outlen, "%s/ktour/config", xdg);
	else if (home && home[0])
		n = snprintf(out, outlen, "%s/.config/ktour/config", home);
	return n > 0 && (size_t)n < outlen;
}

static bool is_null_device(const struct stat *st)
{
	struct stat null;
	return S_ISCHR(st->st_mode) && stat("/dev/null", &null) == 0 &&
	       S_ISCHR(null.st_mode) && st->st_rdev == null.st_rdev;
}

/* The bytes of the file at path into *text (malloc'd, a NUL after them):
 * opened without blocking (a FIFO with no writer would hang in open()),
 * looked at before anything is read (a FIFO or a directory is refused
 * at once). */
static settings_status load(const char *path, char **text, size_t *len, char *err,
			    size_t errlen)
{
	*text = NULL;
	*len = 0;
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0) {
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
		return errno == ENOENT ? SETTINGS_MISSING : SETTINGS_REFUSED;
	}
	struct stat st;
	settings_status status = SETTINGS_REFUSED;
	if (fstat(fd, &st) != 0)
		snprintf(err, errlen, "%s: %s", path, strerror(errno));
	else if (is_null_device(&st))
		status = SETTINGS_NULL;
	else if (!S_ISREG(st.st_mode))
		snprintf(err, errlen, "%s: %s, not a settings file", path,
			 file_type_name(st.st_mode));
	else if (st.st_size > SETTINGS_MAX_BYTES)
		snprintf(err, errlen, "%s: too big for a settings file (%lld bytes; at most %d)",
			 path, (long long)st.st_size, SETTINGS_MAX_BYTES);
	else if (!(*text = malloc(SETTINGS_MAX_BYTES + 2)))
		snprintf(err, errlen, "%s: out of memory", path);
	else
		status = SETTINGS_READ;
	while (status == SETTINGS_READ) {
		ssize_t r = read(fd, *text + *len, SETTINGS_MAX_BYTES + 1 - *len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 || *len + (size_t)(r > 0 ? r : 0) > SETTINGS_MAX_BYTES) {
			snprintf(err, errlen, "%s: %s", path,
				 r < 0 ? strerror(errno) : "grew too big for a settings file");
			status = SETTINGS_REFUSED;
		} else if (r == 0) {
			break;
		} else {
			*len += (size_t)r;
		}
	}
	close(fd);
	if (status == SETTINGS_READ) {
		(*text)[*len] = '\0';
	} else {
		free(*text);
		*text = NULL;
		*len = 0;
	}
	return status;
}

settings_status settings_read(const char *path, settings_file *f, settings_say_fn say,
			      void *ctx, char *err, size_t errlen)
{
	char *text;
	size_t len;
	memset(f, 0, sizeof *f);
	settings_status st = load(path, &text, &len, err, errlen);
	if (st == SETTINGS_READ)
		settings_parse(text, len, path, f, say, ctx);
	free(text);
	return st;
}

/* ---- creating it --------------------------------------------------------------------- */

/* Make the directories above path that are missing, mode 0700 (XDG's). */
static bool make_parents(const char *path, char *err, size_t errlen)
{
	char dir[4096];
	if (snprintf(dir, sizeof dir, "%s", path) >= (int)sizeof dir)
		return FAIL("%s: the name is too long", path);
	char *slash = strrchr(dir, '/');
	if (!slash || slash == dir)
		return true;
	*slash = '\0';
	for (char *p = dir + 1;; p++) {
		if (*p != '/' && *p != '\0')
			continue;
		char c = *p;
		*p = '\0';
		if (mkdir(dir, 0700) != 0 && errno != EEXIST)
			return FAIL("%s: cannot make the directory %s: %s", path, dir,
				    strerror(errno));
		*p = c;
		if (!c)
			return true;
	}
}

/* What is written: bytes, NULs and all (a line of the file may hold one). */
typedef struct blob {
	const char *p;
	size_t n;
} blob;

static bool write_blob(FILE *f, const void *ctx)
{
	const blob *b = ctx;
	return fwrite(b->p, 1, b->n, f) == b->n;
}

bool settings_create(const char *path, bool make_dirs, bool *created, char *err,
		     size_t errlen)
{
	char *text;
	size_t len;
	*created = false;
	settings_status st = load(path, &text, &len, err, errlen);
	free(text);
	if (st == SETTINGS_REFUSED)
		return false;
	if (st != SETTINGS_MISSING)
		return true;
	char tmpl[TEMPLATE_MAX];
	if (!settings_template(tmpl, sizeof tmpl))
		return FAIL("%s: the template does not fit", path);
	if (make_dirs && !make_parents(path, err, errlen))
		return false;
	blob b = {tmpl, strlen(tmpl)};
	if (!file_write_atomic(path, write_blob, &b, FILE_KEEP, err, errlen))
		return errno == EEXIST; /* made meanwhile: it is there */
	*created = true;
	return true;
}

/* ---- changing it ---------------------------------------------------------------------- */

/* One change: bytes [at, at + del) become text. */
typedef struct edit {
	size_t at, del;
	char text[2 * SETTINGS_VALUE_MAX + 8];
} edit;

/* Where each key is in the file: the line in force (else the last line
 * that sets it, bad or not) and its commented example. */
typedef struct key_place {
	bool line;          /* a line sets it: value [v_at, v_at + v_len) */
	bool whole;         /* ... with no value: the line [l_at, v_at) is replaced */
	size_t l_at, v_at, v_len;
	bool example;       /* "# key ..." ends at ex_end (past its newline) */
	size_t ex_end;
	bool ex_newline;    /* that line has its newline */
} key_place;

static void find_places(const char *text, size_t len, const settings_file *f,
			key_place place[SK_COUNT], bool *crlf)
{
	size_t at = 0;
	int line = 0;
	*crlf = false;
	while (at < len) {
		const char *nl = memchr(text + at, '\n', len - at);
		size_t n = nl ? (size_t)(nl - (text + at)) : len - at;
		settings_line ln;
		settings_key k;
		line++;
		if (line == 1 && nl && n > 0 && text[at + n - 1] == '\r')
			*crlf = true;
		settings_line_split(text + at, n, &ln);
		/* a line with a NUL stays bad whatever its value: left alone */
		bool known = ln.kind != SL_BLANK && !memchr(text + at, '\0', n) &&
			     settings_key_lookup(text + at + ln.key, ln.key_len, &k);
		if (known && ln.kind == SL_COMMENT) {
			place[k].example = true;
			place[k].ex_end = at + n + (nl != NULL);
			place[k].ex_newline = nl != NULL;
		} else if (known && (f->e[k].line == line || !f->e[k].line)) {
			place[k].line = true;
			place[k].whole = ln.value_len == 0;
			place[k].l_at = at;
			place[k].v_at = at + (ln.value_len ? ln.value
						       : n - (n && text[at + n - 1] == '\r'));
			place[k].v_len = ln.value_len;
		}
		at += n + 1;
	}
}

/* The change that gives key k the value canon. */
static void edit_for(settings_key k, const char *canon, const key_place *p, size_t len,
		     bool ends_nl, bool crlf, edit *e)
{
	const char *eol = crlf ? "\r\n" : "\n";
	const char *key = settings_key_name(k);
	if (p->line && !p->whole) {
		*e = (edit){p->v_at, p->v_len, ""};
		snprintf(e->text, sizeof e->text, "%s", canon);
	} else if (p->line) {
		*e = (edit){p->l_at, p->v_at - p->l_at, ""};
		snprintf(e->text, sizeof e->text, "%s %s", key, canon);
	} else if (p->example) {
		*e = (edit){p->ex_end, 0, ""};
		snprintf(e->text, sizeof e->text, "%s%s %s%s", p->ex_newline ? "" : eol, key, canon,
			 eol);
	} else {
		*e = (edit){len, 0, ""};
		snprintf(e->text, sizeof e->text, "%s%s %s%s", len && !ends_nl ? eol : "", key,
			 canon, eol);
	}
}

/* text with the edits (sorted by place) into a new string. */
static char *apply_edits(const char *text, size_t len, const edit *ed, int n, size_t *outlen)
{
	size_t size = len + 1;
	for (int i = 0; i < n; i++)
		size += strlen(ed[i].text);
	char *out = malloc(size);
	if (!out)
		return NULL;
	size_t from = 0, at = 0;
	for (int i = 0; i < n; i++) {
		memcpy(out + at, text + from, ed[i].at - from);
		at += ed[i].at - from;
		size_t t = strlen(ed[i].text);
		memcpy(out + at, ed[i].text, t);
		at += t;
		from = ed[i].at + ed[i].del;
	}
	memcpy(out + at, text + from, len - from);
	at += len - from;
	out[at] = '\0';
	*outlen = at;
	return out;
}

bool settings_update_text(const char *text, size_t len, const char *const values[SK_COUNT],
			  char **out, size_t *outlen, unsigned *changed, char *err,
			  size_t errlen)
{
	settings_file f;
	key_place place[SK_COUNT];
	bool crlf;
	memset(place, 0, sizeof place);
	settings_parse(text, len, "", &f, NULL, NULL);
	find_places(text, len, &f, place, &crlf);
	edit ed[SK_COUNT];
	int n = 0;
	*changed = 0;
	*out = NULL;
	for (int k = 0; k < SK_COUNT; k++) {
		char canon[SETTINGS_VALUE_MAX], why[300];
		long num;
		if (!values[k])
			continue;
		if (!settings_value_check((settings_key)k, values[k], canon, sizeof canon, &num,
					  why, sizeof why))
			return FAIL("%s", why);
		const char *now = f.e[k].line ? f.e[k].text : settings_builtin((settings_key)k);
		if (strcmp(canon, now) == 0)
			continue;
		*changed |= SETTINGS_BIT(k);
		edit_for((settings_key)k, canon, &place[k], len, len && text[len - 1] == '\n', crlf,
			 &ed[n]);
		/* in order of place; at one place the new lines first (a line
		 * replaced whole may begin where one is put), then key order */
		for (int i = n++; i > 0 && (ed[i - 1].at > ed[i].at ||
					    (ed[i - 1].at == ed[i].at && ed[i - 1].del && !ed[i].del));
		     i--) {
			edit t = ed[i];
			ed[i] = ed[i - 1];
			ed[i - 1] = t;
		}
	}
	*out = apply_edits(text, len, ed, n, outlen);
	return *out ? true : FAIL("out of memory");
}

bool settings_save(const char *path, bool make_dirs, const char *const values[SK_COUNT],
		   unsigned *changed, char *err, size_t errlen)
{
	char *text, *out;
	size_t len, outlen;
	*changed = 0;
	settings_status st = load(path, &text, &len, err, errlen);
	if (st == SETTINGS_NULL)
		return FAIL("%s: the null device: there is no settings file to save to", path);
	if (st == SETTINGS_REFUSED)
		return false;
	bool creating = st == SETTINGS_MISSING;
	if (creating) {
		text = malloc(TEMPLATE_MAX);
		if (!text || !settings_template(text, TEMPLATE_MAX)) {
			free(text);
			return FAIL("%s: the template does not fit", path);
		}
		len = strlen(text);
	}
	bool ok = settings_update_text(text, len, values, &out, &outlen, changed, err, errlen);
	free(text);
	if (ok && *changed && creating && make_dirs)
		ok = make_parents(path, err, errlen);
	blob b = {out, outlen};
	if (ok && *changed)
		ok = file_write_atomic(path, write_blob, &b, creating ? FILE_KEEP : FILE_REPLACE,
				       err, errlen);
	free(out);
	return ok;
}
