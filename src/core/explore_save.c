/* Saved explorer sessions: format, parse, atomic write, read. */
#include "ktour/explore_save.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ktour/board.h"
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

bool explore_save_format(const explore_save *s, char *buf, size_t buflen)
{
	const engine_config *c = &s->cfg;
	char ord[9], tie[9], start[32], speed[16];
	ordering_format(c->order, ord);
	ordering_format(c->tie_order, tie);
	if (c->start == KSQ_NONE)
		snprintf(start, sizeof start, "-");
	else
		snprintf(start, sizeof start, "%d,%d", (int)(c->start / c->spec.cols) + 1,
			 (int)(c->start % c->spec.cols) + 1);
	if (s->speed_max)
		snprintf(speed, sizeof speed, "max");
	else
		snprintf(speed, sizeof speed, "%" PRIu32, s->speed);
	int n = snprintf(buf, buflen,
			 "%s%d\n"
			 "board %dx%d\nleaper %d,%d\ntorus %d\nstart %s\nstart-given %d\n"
			 "engine %s\nclosed %d\norder %s\nprune %s\ntiebreak %s\n"
			 "tie-order %s\nseed %" PRIu64 "\nmax-attempts %" PRIu64 "\n"
			 "steps %" PRIu64 "\nspeed %s\nheatmap %d\n"
			 "heatmap-panel %d\nstack-panel %d\npresentation %d\n",
			 magic, EXPLORE_SAVE_VERSION, c->spec.rows, c->spec.cols, c->spec.lea,
			 c->spec.leb, c->spec.torus, start, s->start_given,
			 engine_kind_name(c->kind), c->closed, c->order_warnsdorff ? "warnsdorff" : ord,
			 c->prune == PRUNE_LOOKAHEAD ? "lookahead" : "none",
			 c->tiebreak == TIEBREAK_ORDER ? "ordering" : tiebreak_name(c->tiebreak), tie,
			 c->seed, c->max_attempts, s->steps, speed, s->heat_on_board, !s->hide_heat,
			 !s->hide_stack, s->present);
	if (n < 0 || (size_t)n >= buflen)
		return false;
	size_t at = (size_t)n;
	int k = snprintf(buf + at, buflen - at, "checksum %016" PRIx64 "\n", fnv1a(buf, at));
	return k > 0 && (size_t)k < buflen - at;
}

/* ---- parsing ----------------------------------------------------------- */

enum {
	K_BOARD, K_LEAPER, K_TORUS, K_START, K_START_GIVEN, K_ENGINE, K_CLOSED, K_ORDER,
	K_PRUNE, K_TIEBREAK, K_TIE_ORDER, K_SEED, K_MAX_ATTEMPTS, K_STEPS, K_SPEED,
	K_HEATMAP, K_HEAT_PANEL, K_STACK_PANEL, K_PRESENT, K_COUNT
};
/* Lines a file may leave out (written by later versions of ktour). */
#define K_FIRST_OPTIONAL K_HEAT_PANEL
static const char *const keys[K_COUNT] = {
	"board", "leaper", "torus", "start", "start-given", "engine", "closed", "order",
	"prune", "tiebreak", "tie-order", "seed", "max-attempts", "steps", "speed", "heatmap",
	"heatmap-panel", "stack-panel", "presentation",
};

static bool parse_u64(const char *s, uint64_t *out)
{
	if (*s < '0' || *s > '9')
		return false;
	errno = 0;
	char *end;
	unsigned long long v = strtoull(s, &end, 10);
	if (errno || *end)
		return false;
	*out = v;
	return true;
}

static bool parse_pair(const char *s, char sep, int *a, int *b)
{
	char *end;
	long x = strtol(s, &end, 10);
	if (end == s || *end != sep)
		return false;
	const char *t = end + 1;
	long y = strtol(t, &end, 10);
	if (end == t || *end || x < 0 || y < 0 || x > INT_MAX || y > INT_MAX)
		return false;
	*a = (int)x, *b = (int)y;
	return true;
}

static bool parse_bool(const char *s, bool *out)
{
	if (strcmp(s, "0") && strcmp(s, "1"))
		return false;
	*out = s[0] == '1';
	return true;
}

/* One "key value" line into *s; false when the value is bad. */
static bool parse_value(int k, const char *v, explore_save *s, int *srow, int *scol)
{
	engine_config *c = &s->cfg;
	uint64_t u;
	bool b;
	switch (k) {
	case K_BOARD: return parse_pair(v, 'x', &c->spec.rows, &c->spec.cols);
	case K_LEAPER: return parse_pair(v, ',', &c->spec.lea, &c->spec.leb);
	case K_TORUS: return parse_bool(v, &c->spec.torus);
	case K_START:
		if (strcmp(v, "-") == 0) {
			*srow = *scol = 0;
			return true;
		}
		return parse_pair(v, ',', srow, scol) && *srow > 0 && *scol > 0;
	case K_START_GIVEN: return parse_bool(v, &s->start_given);
	case K_ENGINE: return engine_kind_from_name(v, &c->kind);
	case K_CLOSED: return parse_bool(v, &c->closed);
	case K_ORDER:
		c->order_warnsdorff = strcmp(v, "warnsdorff") == 0;
		{
			char err[8];
			return c->order_warnsdorff || ordering_parse(v, c->order, err, sizeof err);
		}
	case K_PRUNE:
		if (strcmp(v, "none") == 0)
			c->prune = PRUNE_NONE;
		else if (strcmp(v, "lookahead") == 0)
			c->prune = PRUNE_LOOKAHEAD;
		else
			return false;
		return true;
	case K_TIEBREAK:
		if (strcmp(v, "ordering") == 0) {
			c->tiebreak = TIEBREAK_ORDER;
			return true;
		} else {
			uint8_t scratch[8];
			return tiebreak_from_name(v, &c->tiebreak, scratch) &&
			       c->tiebreak != TIEBREAK_ORDER;
		}
	case K_TIE_ORDER: {
		char err[8];
		return ordering_parse(v, c->tie_order, err, sizeof err);
	}
	case K_SEED: return parse_u64(v, &c->seed);
	case K_MAX_ATTEMPTS: return parse_u64(v, &c->max_attempts);
	case K_STEPS: return parse_u64(v, &s->steps);
	case K_SPEED:
		if (strcmp(v, "max") == 0) {
			s->speed_max = true;
			s->speed = 10;
			return true;
		}
		s->speed_max = false;
		if (!parse_u64(v, &u) || u < 1 || u > 100000000u)
			return false;
		s->speed = (uint32_t)u;
		return true;
	case K_HEATMAP: return parse_bool(v, &s->heat_on_board);
	case K_HEAT_PANEL:
	case K_STACK_PANEL:
		if (!parse_bool(v, &b))
			return false;
		*(k == K_HEAT_PANEL ? &s->hide_heat : &s->hide_stack) = !b;
		return true;
	case K_PRESENT: return parse_bool(v, &s->present);
	default: return false;
	}
}

#define FAIL(...) (snprintf(err, errlen, __VA_ARGS__), false)

/* The header line and the checksum: whether the bytes are ours at all.
 * *body_end gets the offset of the checksum line. */
static bool check_frame(const char *buf, size_t len, const char *name, size_t *body_end,
			char *err, size_t errlen)
{
	size_t ml = sizeof magic - 1;
	if (len < ml || memcmp(buf, magic, ml) != 0)
		return FAIL("%s: not a ktour explorer session (it should begin with '%s%d'); "
			    "save one with S in the explorer",
			    name, magic, EXPLORE_SAVE_VERSION);
	char *end;
	long ver = strtol(buf + ml, &end, 10);
	if (end == buf + ml || (size_t)(end - buf) >= len || *end != '\n')
		return FAIL("%s:1: a damaged header line (expected '%s%d')", name, magic,
			    EXPLORE_SAVE_VERSION);
	if (ver != EXPLORE_SAVE_VERSION)
		return FAIL("%s:1: a session of format version %ld; this ktour reads version %d "
			    "only",
			    name, ver, EXPLORE_SAVE_VERSION);
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
	if (len - last - (sizeof ck - 1) != 17)
		return FAIL("%s: a damaged checksum line", name);
	want = strtoull(hex, &end, 16);
	if (end != buf + len - 1)
		return FAIL("%s: a damaged checksum line", name);
	if (fnv1a(buf, last) != want)
		return FAIL("%s: the checksum does not match: the file is damaged or was "
			    "edited; not resuming from it",
			    name);
	*body_end = last;
	return true;
}

static bool parse_body(const char *buf, size_t from, size_t to, const char *name,
		       explore_save *s, char *err, size_t errlen)
{
	bool seen[K_COUNT] = {false};
	int srow = 0, scol = 0;
	long lineno = 1;
	size_t at = from;
	while (at < to) {
		lineno++;
		const char *nl = memchr(buf + at, '\n', to - at);
		size_t n = (size_t)(nl - (buf + at));
		char line[256];
		if (n >= sizeof line)
			return FAIL("%s:%ld: line too long", name, lineno);
		memcpy(line, buf + at, n);
		line[n] = '\0';
		at += n + 1;
		char *sp = strchr(line, ' ');
		if (!sp)
			return FAIL("%s:%ld: expected 'key value', got '%s'", name, lineno, line);
		*sp = '\0';
		int k = 0;
		while (k < K_COUNT && strcmp(keys[k], line) != 0)
			k++;
		if (k == K_COUNT)
			return FAIL("%s:%ld: unknown setting '%s'", name, lineno, line);
		if (seen[k])
			return FAIL("%s:%ld: '%s' given twice", name, lineno, line);
		seen[k] = true;
		if (!parse_value(k, sp + 1, s, &srow, &scol))
			return FAIL("%s:%ld: bad value '%s' for %s", name, lineno, sp + 1, line);
	}
	for (int k = 0; k < K_FIRST_OPTIONAL; k++)
		if (!seen[k])
			return FAIL("%s: the setting '%s' is missing", name, keys[k]);
	char berr[200];
	if (!board_spec_valid(&s->cfg.spec, berr, sizeof berr))
		return FAIL("%s: %s", name, berr);
	if (srow > s->cfg.spec.rows || scol > s->cfg.spec.cols)
		return FAIL("%s: the start square %d,%d is off the %dx%d board", name, srow, scol,
			    s->cfg.spec.rows, s->cfg.spec.cols);
	s->cfg.start = srow ? (ksq)((srow - 1) * s->cfg.spec.cols + scol - 1) : KSQ_NONE;
	return true;
}

bool explore_save_parse(const char *buf, size_t len, const char *name, explore_save *out,
			char *err, size_t errlen)
{
	size_t body_end;
	if (memchr(buf, '\0', len))
		return FAIL("%s: not a ktour explorer session (binary data)", name);
	if (!check_frame(buf, len, name, &body_end, err, errlen))
		return false;
	explore_save s;
	memset(&s, 0, sizeof s);
	s.cfg = engine_config_default();
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
	char text[2048];
	if (!explore_save_format(s, text, sizeof text)) {
		snprintf(err, errlen, "%s: the session does not fit its format", path);
		errno = EINVAL;
		return false;
	}
	return file_write_atomic(path, write_text, text, overwrite ? FILE_REPLACE : FILE_KEEP, err,
				 errlen);
}

bool explore_save_read(const char *path, explore_save *out, char *err, size_t errlen)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return FAIL("%s: %s", path, strerror(errno));
	struct stat st;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return FAIL("%s: not a regular file", path);
	}
	if (st.st_size > EXPLORE_SAVE_MAX_BYTES) {
		close(fd);
		return FAIL("%s: too big for an explorer session (%lld bytes; at most %d)", path,
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
			return FAIL("%s: %s", path, strerror(code));
		}
		if (r == 0)
			break;
		n += (size_t)r;
		if (n == sizeof buf)
			break;
	}
	close(fd);
	if (n > EXPLORE_SAVE_MAX_BYTES)
		return FAIL("%s: too big for an explorer session", path);
	if (n == 0)
		return FAIL("%s: empty: not a ktour explorer session", path);
	return explore_save_parse(buf, n, path, out, err, errlen);
}
