/* SPDX-License-Identifier: MIT */
/* Saved explorer sessions: format, parse, atomic write, read. */
#include "ktour/explore_save.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/engine_desc.h"
#include "ktour/escape.h"
#include "ktour/file_io.h"

static const char magic[] = "ktour explore session ";

static uint64_t fnv1a(const char *p, size_t n)
{
	uint64_t h = 14695981039346656037ull;
	for (size_t i = 0; i < n; i++) {
		h ^= (unsigned char)p[i];
		h *= 1099511628211ull;
	}
	return h;
}

/* The lines of a session in the order written: the settings (config_key)
 * and the session's own, then the layout's (layout_lines), which may be
 * left out: files written before the layout was saved have none. */
enum {
	OWN_START_GIVEN = CONFIG_KEY_COUNT, OWN_STEPS, OWN_SPEED, OWN_HEATMAP, OWN_PREFIX,
	OWN_MARK, OWN_LAYOUT
};
static const int lines[] = {
	CONFIG_BOARD,  CONFIG_LEAPER, CONFIG_TORUS,    CONFIG_START,	 OWN_START_GIVEN,
	CONFIG_ENGINE, CONFIG_CLOSED, CONFIG_ORDER,    CONFIG_PRUNE,	 CONFIG_TIEBREAK,
	CONFIG_TIE_ORDER, CONFIG_SEED, CONFIG_MAX_ATTEMPTS, OWN_STEPS, OWN_SPEED,
	OWN_HEATMAP,
};
#define NLINES (sizeof lines / sizeof lines[0])
static const char *const own_keys[] = {"start-given", "steps", "speed", "heatmap", "prefix",
				       "mark"};

/* The layout's lines, in the order written, line kind OWN_LAYOUT + i: a
 * panel's (panel.h) says whether it is shown, "presentation" (panel -1)
 * whether the presentation layout of z is on.  Each may be missing (the
 * panel is then as in a new session: PANEL_DEFAULT); a new panel's line
 * goes at the end. */
static const struct layout_line {
	const char *key;
	int panel;
	bool only_yes; /* written only when yes, so that older files' bytes stay */
} layout_lines[] = {
	{"heatmap-panel", PANEL_HEAT, false},
	{"stack-panel", PANEL_STACK, false},
	{"presentation", -1, false},
	{"algorithm-panel", PANEL_CODE, false},
	{"caption-panel", PANEL_CAPTION, true}, /* a lesson's: S leaves it out */
};
#define NLAYOUT ((int)(sizeof layout_lines / sizeof layout_lines[0]))
/* After the layout's: the colour theme, optional too (written when set). */
#define OWN_THEME (OWN_LAYOUT + NLAYOUT)
#define LINE_KINDS (OWN_THEME + 1)
static const config_spelling *const spelling = &config_session_spelling;

static const char *line_key(int k)
{
	return k < CONFIG_KEY_COUNT ? config_key_name((config_key)k, spelling)
	       : k < OWN_LAYOUT	    ? own_keys[k - CONFIG_KEY_COUNT]
	       : k < OWN_THEME	    ? layout_lines[k - OWN_LAYOUT].key
				    : "theme";
}

/* The yes/no value of line k (start-given, heatmap or a layout line). */
static bool own_flag(const explore_save *s, int k)
{
	if (k == OWN_START_GIVEN)
		return s->start_given;
	if (k == OWN_HEATMAP)
		return s->heat_on_board;
	int panel = layout_lines[k - OWN_LAYOUT].panel;
	return panel < 0 ? s->present : (s->panels & PANEL_BIT(panel)) != 0;
}

static void own_flag_set(explore_save *s, int k, bool on)
{
	if (k == OWN_START_GIVEN) {
		s->start_given = on;
	} else if (k == OWN_HEATMAP) {
		s->heat_on_board = on;
	} else {
		int panel = layout_lines[k - OWN_LAYOUT].panel;
		if (panel < 0)
			s->present = on;
		else if (on)
			s->panels |= PANEL_BIT(panel);
		else
			s->panels &= ~PANEL_BIT(panel);
	}
}

static bool own_format(const explore_save *s, int k, char *out, size_t outlen)
{
	int n;
	switch (k) {
	case OWN_STEPS: n = snprintf(out, outlen, "%" PRIu64, s->steps); break;
	case OWN_SPEED:
		n = s->speed_max ? snprintf(out, outlen, "max")
				 : snprintf(out, outlen, "%" PRIu32, s->speed);
		break;
	default: n = snprintf(out, outlen, "%s", own_flag(s, k) ? spelling->yes : spelling->no);
	}
	return n >= 0 && (size_t)n < outlen;
}

bool explore_mark_name_ok(const char *name)
{
	size_t n = strlen(name);
	bool text = false;
	if (n == 0 || n >= EXPLORE_MARK_NAME_MAX)
		return false;
	for (size_t i = 0; i < n; i++) {
		unsigned char c = (unsigned char)name[i];
		if (c < 0x20 || c == 0x7f)
			return false;
		text |= c != ' ';
	}
	return text;
}

/* The mark lines ("mark STEP NAME"), at buf[*at]; false when they do not fit. */
static bool marks_format(const explore_save *s, char *buf, size_t buflen, size_t *at)
{
	if (s->nmarks < 0 || s->nmarks > EXPLORE_SAVE_MARKS_MAX)
		return false;
	for (int i = 0; i < s->nmarks; i++) {
		if (!explore_mark_name_ok(s->marks[i].name))
			return false;
		int n = snprintf(buf + *at, buflen - *at, "%s %" PRIu64 " %s\n",
				 line_key(OWN_MARK), s->marks[i].step, s->marks[i].name);
		if (n < 0 || (size_t)n >= buflen - *at)
			return false;
		*at += (size_t)n;
	}
	return true;
}

/* A mark line's value, "STEP NAME", as the next mark of s. */
static bool mark_parse(const char *v, explore_save *s)
{
	const char *sp = strchr(v, ' ');
	char num[24];
	if (!sp || sp == v || (size_t)(sp - v) >= sizeof num ||
	    s->nmarks >= EXPLORE_SAVE_MARKS_MAX)
		return false;
	memcpy(num, v, (size_t)(sp - v));
	num[sp - v] = '\0';
	explore_mark *m = &s->marks[s->nmarks];
	if (num[0] < '0' || num[0] > '9' || !config_parse_u64(num, &m->step) ||
	    !explore_mark_name_ok(sp + 1))
		return false;
	snprintf(m->name, sizeof m->name, "%s", sp + 1);
	s->nmarks++;
	return true;
}

/* " 1,1 3,2 ..." after the prefix line's key; false when it does not fit. */
static bool prefix_format(const engine_config *c, char *buf, size_t buflen)
{
	size_t at = 0;
	if (c->prefix_len > EXPLORE_SAVE_PREFIX_MAX || (c->prefix_len > 0 && !c->prefix))
		return false;
	for (int32_t i = 0; i < c->prefix_len; i++) {
		ksq q = c->prefix[i];
		int n = snprintf(buf + at, buflen - at, " %d,%d", (int)(q / c->spec.cols) + 1,
				 (int)(q % c->spec.cols) + 1);
		if (n < 0 || (size_t)n >= buflen - at)
			return false;
		at += (size_t)n;
	}
	return true;
}

bool explore_save_format(const explore_save *s, char *buf, size_t buflen)
{
	int n = snprintf(buf, buflen, "%s%d\n", magic, EXPLORE_SAVE_VERSION);
	if (n < 0 || (size_t)n >= buflen)
		return false;
	size_t at = (size_t)n;
	for (size_t i = 0; i < NLINES + NLAYOUT; i++) { /* then the layout's */
		char value[64];
		int k = i < NLINES ? lines[i] : OWN_LAYOUT + (int)(i - NLINES);
		if (k >= OWN_LAYOUT && layout_lines[k - OWN_LAYOUT].only_yes && !own_flag(s, k))
			continue;
		bool ok = k < CONFIG_KEY_COUNT
				  ? config_value_format(&s->cfg, (config_key)k, spelling, value,
							sizeof value)
				  : own_format(s, k, value, sizeof value);
		n = snprintf(buf + at, buflen - at, "%s %s\n", line_key(k), value);
		if (!ok || n < 0 || (size_t)n >= buflen - at)
			return false;
		at += (size_t)n;
	}
	if (s->theme[0]) {
		n = snprintf(buf + at, buflen - at, "%s %s\n", line_key(OWN_THEME), s->theme);
		if (n < 0 || (size_t)n >= buflen - at)
			return false;
		at += (size_t)n;
	}
	if (!marks_format(s, buf, buflen, &at))
		return false;
	if (s->cfg.prefix_len > 0) {
		n = snprintf(buf + at, buflen - at, "%s", line_key(OWN_PREFIX));
		if (n < 0 || (size_t)n >= buflen - at)
			return false;
		at += (size_t)n;
		if (!prefix_format(&s->cfg, buf + at, buflen - at))
			return false;
		at += strlen(buf + at);
		if (at + 1 >= buflen)
			return false;
		buf[at++] = '\n';
		buf[at] = '\0';
	}
	int k = snprintf(buf + at, buflen - at, "checksum %016" PRIx64 "\n", fnv1a(buf, at));
	return k > 0 && (size_t)k < buflen - at;
}

/* ---- parsing ----------------------------------------------------------- */

static bool parse_bool(const char *s, bool *out)
{
	return config_parse_bool(s, strlen(s), spelling, out);
}

/* One of the session's own lines into *s; false when the value is bad. */
static bool own_parse(int k, const char *v, explore_save *s)
{
	uint64_t u;
	bool b;
	switch (k) {
	case OWN_STEPS: return config_parse_u64(v, &s->steps);
	case OWN_SPEED:
		if (strcmp(v, "max") == 0) {
			s->speed_max = true;
			s->speed = 10;
			return true;
		}
		s->speed_max = false;
		if (!config_parse_u64(v, &u) || u < 1 || u > 100000000u)
			return false;
		s->speed = (uint32_t)u;
		return true;
	case OWN_THEME: /* a word; the explorer knows the themes */
		if (!v[0] || strlen(v) >= sizeof s->theme || strspn(v, "abcdefghijklmnopqrstuvwxyz") !=
								     strlen(v))
			return false;
		memcpy(s->theme, v, strlen(v) + 1);
		return true;
	default:
		if (!parse_bool(v, &b))
			return false;
		own_flag_set(s, k, b);
		return true;
	}
}

/* The kind of line called key, or -1. */
static int line_kind(const char *key)
{
	config_key ck;
	if (config_key_lookup(key, strlen(key), spelling, &ck))
		return (int)ck;
	for (int k = CONFIG_KEY_COUNT; k < LINE_KINDS; k++)
		if (strcmp(line_key(k), key) == 0)
			return k;
	return -1;
}

#define FAIL(...) (snprintf(err, errlen, __VA_ARGS__), false)

/* The unsigned number in base 10 or 16 made of all of buf[0..n) (no
 * sign, blank or prefix), or false; reads nothing past n. */
static bool span_number(const char *buf, size_t n, int base, uint64_t *out)
{
	uint64_t v = 0;
	if (n == 0 || n > (base == 16 ? 16u : 19u))
		return false;
	for (size_t i = 0; i < n; i++) {
		char c = buf[i];
		int d = c >= '0' && c <= '9'			 ? c - '0'
			: base == 16 && c >= 'a' && c <= 'f' ? c - 'a' + 10
							     : -1;
		if (d < 0)
			return false;
		v = v * (uint64_t)base + (uint64_t)d;
	}
	*out = v;
	return true;
}

/* The header line and the checksum: whether the bytes are ours at all.
 * *body_end gets the offset of the checksum line.  Reads only buf[0..len):
 * the buffer need not end with a NUL. */
static bool check_frame(const char *buf, size_t len, const char *name, size_t *body_end,
			char *err, size_t errlen)
{
	size_t ml = sizeof magic - 1;
	if (len < ml || memcmp(buf, magic, ml) != 0)
		return FAIL("%s: not a ktour explorer session (it should begin with '%s%d'); "
			    "save one with S in the explorer",
			    name, magic, EXPLORE_SAVE_VERSION);
	const char *nl = memchr(buf + ml, '\n', len - ml);
	if (nl && nl[-1] == '\r')
		return FAIL("%s: a ktour explorer session with CRLF (DOS) line ends; ktour "
			    "writes LF only, and the checksum is over those: turn them back "
			    "(dos2unix) and resume",
			    name);
	uint64_t ver;
	if (!nl || !span_number(buf + ml, (size_t)(nl - buf) - ml, 10, &ver))
		return FAIL("%s:1: a damaged header line (expected '%s%d')", name, magic,
			    EXPLORE_SAVE_VERSION);
	if (ver != EXPLORE_SAVE_VERSION)
		return FAIL("%s:1: a session of format version %llu; this ktour reads version %d "
			    "only",
			    name, (unsigned long long)ver, EXPLORE_SAVE_VERSION);
	if (buf[len - 1] != '\n')
		return FAIL("%s: truncated (the file does not end with its checksum line)", name);
	size_t last = len - 1;
	while (last > 0 && buf[last - 1] != '\n')
		last--;
	static const char ck[] = "checksum ";
	if (len - last < sizeof ck || memcmp(buf + last, ck, sizeof ck - 1) != 0)
		return FAIL("%s: truncated (no checksum line at the end)", name);
	uint64_t want;
	const char *hex = buf + last + sizeof ck - 1;
	if (len - last - (sizeof ck - 1) != 17 || !span_number(hex, 16, 16, &want))
		return FAIL("%s: a damaged checksum line", name);
	if (fnv1a(buf, last) != want)
		return FAIL("%s: the checksum does not match: the file is damaged or was "
			    "edited; not resuming from it",
			    name);
	*body_end = last;
	return true;
}

/* The prefix line's squares "r,c r,c ..." into s->prefix, on s's board
 * (known once the settings are read); false with the reason in why. */
static bool prefix_parse(const char *v, explore_save *s, char *why, size_t whylen)
{
	const engine_config *c = &s->cfg;
	int32_t n = 0;
	while (*v) {
		int r, col, used = 0;
		if (n == EXPLORE_SAVE_PREFIX_MAX)
			return snprintf(why, whylen, "more than %d squares", EXPLORE_SAVE_PREFIX_MAX),
			       false;
		if (sscanf(v, "%d,%d%n", &r, &col, &used) != 2 || (v[used] && v[used] != ' '))
			return snprintf(why, whylen, "square %d is not row,column", (int)n + 1), false;
		if (r < 1 || r > c->spec.rows || col < 1 || col > c->spec.cols)
			return snprintf(why, whylen, "square %d (%d,%d) is off the %dx%d board",
					(int)n + 1, r, col, c->spec.rows, c->spec.cols),
			       false;
		s->prefix[n++] = (ksq)((r - 1) * c->spec.cols + (col - 1));
		v += used + (v[used] == ' ');
	}
	if (n > 0 && !engine_can(c->kind, ENG_PREFIX)) {
		char who[120];
		engine_names_join(ENG_PREFIX, ", ", " or ", who, sizeof who);
		return snprintf(why, whylen, "only a %s search continues a fixed path", who),
		       false;
	}
	if (n == 0 || s->prefix[0] != c->start)
		return snprintf(why, whylen, "%s",
				n == 0 ? "no squares" : "its first square is not the start square"),
		       false;
	s->cfg.prefix = NULL;
	s->cfg.prefix_len = n;
	return true;
}

static bool parse_body(const char *buf, size_t from, size_t to, const char *name,
		       explore_save *s, char *err, size_t errlen)
{
	bool seen[LINE_KINDS] = {false};
	char prefix[EXPLORE_SAVE_MAX_BYTES];
	long prefix_line = 0;
	config_reader rd;
	config_reader_init(&rd, spelling);
	long lineno = 1;
	size_t at = from;
	while (at < to) {
		lineno++;
		const char *nl = memchr(buf + at, '\n', to - at);
		size_t n = (size_t)(nl - (buf + at));
		char line[EXPLORE_SAVE_MAX_BYTES];
		if (n >= sizeof line)
			return FAIL("%s:%ld: line too long", name, lineno);
		memcpy(line, buf + at, n);
		line[n] = '\0';
		at += n + 1;
		char *sp = strchr(line, ' ');
		if (!sp)
			return FAIL("%s:%ld: expected 'key value', got %s", name, lineno,
				    ESCAPE_QUOTE(line));
		*sp = '\0';
		int k = line_kind(line);
		if (k < 0)
			return FAIL("%s:%ld: unknown setting %s", name, lineno, ESCAPE_QUOTE(line));
		if (k == OWN_MARK) { /* repeated: one line per mark */
			if (!mark_parse(sp + 1, s))
				return FAIL("%s:%ld: a bad mark %s (expected 'mark STEP NAME', at "
					    "most %d marks)",
					    name, lineno, ESCAPE_QUOTE(sp + 1), EXPLORE_SAVE_MARKS_MAX);
			continue;
		}
		if (seen[k])
			return FAIL("%s:%ld: %s given twice", name, lineno, ESCAPE_QUOTE(line));
		seen[k] = true;
		if (k == OWN_PREFIX) { /* read once the board is known */
			snprintf(prefix, sizeof prefix, "%s", sp + 1);
			prefix_line = lineno;
			continue;
		}
		bool ok = k < CONFIG_KEY_COUNT ? config_reader_value(&rd, (config_key)k, sp + 1)
					       : own_parse(k, sp + 1, s);
		if (!ok)
			return FAIL("%s:%ld: bad value %s for %s", name, lineno,
				    ESCAPE_QUOTE(sp + 1), line);
	}
	for (size_t i = 0; i < NLINES; i++)
		if (!seen[lines[i]])
			return FAIL("%s: the setting %s is missing", name,
				    ESCAPE_QUOTE(line_key(lines[i])));
	char why[200];
	if (!config_reader_finish(&rd, why, sizeof why))
		return FAIL("%s: %s", name, why);
	s->cfg = rd.cfg;
	if (prefix_line && !prefix_parse(prefix, s, why, sizeof why))
		return FAIL("%s:%ld: a bad prefix: %s", name, prefix_line, why);
	return true;
}

bool explore_save_parse(const char *buf, size_t len, const char *name, explore_save *out,
			char *err, size_t errlen)
{
	char shown[ESCAPE_NAME_SIZE]; /* the name as messages show it */
	name = escape_name(shown, sizeof shown, name);
	size_t body_end;
	if (memchr(buf, '\0', len))
		return FAIL("%s: not a ktour explorer session (binary data)", name);
	if (!check_frame(buf, len, name, &body_end, err, errlen))
		return false;
	explore_save s;
	memset(&s, 0, sizeof s);
	s.panels = PANEL_DEFAULT; /* a file without the layout's lines */
	size_t first = (size_t)((const char *)memchr(buf, '\n', len) - buf) + 1;
	if (!parse_body(buf, first, body_end, name, &s, err, errlen))
		return false;
	*out = s;
	return true;
}

/* ---- files --------------------------------------------------------------- */

static bool write_text(FILE *f, const void *ctx)
{
	return fputs(ctx, f) >= 0;
}

bool explore_save_write(const char *path, const explore_save *s, bool overwrite, char *err,
			size_t errlen)
{
	char text[EXPLORE_SAVE_MAX_BYTES];
	if (!explore_save_format(s, text, sizeof text)) {
		snprintf(err, errlen, "%s: the session does not fit its format", ESCAPE_NAME(path));
		errno = EINVAL;
		return false;
	}
	return file_write_atomic(path, write_text, text, overwrite ? FILE_REPLACE : FILE_KEEP, err,
				 errlen);
}

bool explore_save_read(const char *path, explore_save *out, char *err, size_t errlen)
{
	char shown[ESCAPE_NAME_SIZE]; /* path as messages show it */
	escape_name(shown, sizeof shown, path);
	/* without blocking: a FIFO with no writer would hang in open() */
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
	if (fd < 0)
		return FAIL("%s: %s", shown, strerror(errno));
	struct stat st;
	if (fstat(fd, &st) != 0) {
		int code = errno;
		close(fd);
		return FAIL("%s: %s", shown, strerror(code));
	}
	if (!S_ISREG(st.st_mode)) {
		close(fd);
		return FAIL("%s: %s, not a session file: name the file saved with S in the "
			    "explorer",
			    shown, file_type_name(st.st_mode));
	}
	if (st.st_size > EXPLORE_SAVE_MAX_BYTES) {
		close(fd);
		return FAIL("%s: too big for an explorer session (%lld bytes; at most %d)", shown,
			    (long long)st.st_size, EXPLORE_SAVE_MAX_BYTES);
	}
	char buf[EXPLORE_SAVE_MAX_BYTES + 1];
	size_t n = 0;
	for (;;) {
		ssize_t r = read(fd, buf + n, sizeof buf - n);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			int code = errno;
			close(fd);
			return FAIL("%s: %s", shown, strerror(code));
		}
		if (r == 0)
			break;
		n += (size_t)r;
		if (n == sizeof buf)
			break;
	}
	close(fd);
	if (n > EXPLORE_SAVE_MAX_BYTES)
		return FAIL("%s: too big for an explorer session", shown);
	if (n == 0)
		return FAIL("%s: empty: not a ktour explorer session", shown);
	return explore_save_parse(buf, n, path, out, err, errlen);
}
