/* SPDX-License-Identifier: MIT */
/* Lessons (ktour lesson FILE): a plain text file that walks a class through
 * a search, scene by scene, each with a caption.  The format (docs/guide.md
 * "Lessons: `ktour lesson`", man/ktour.1):
 *
 *   ktour lesson 1                     the first line
 *   title Backtracking from scratch     the header: a title, the search's
 *   board 5x5                           settings in the words of the
 *   start a5                            command line (the settings codec,
 *   speed 5                             ktour/config.h), the speed of runs,
 *   show stack                          the panels, a step limit,
 *   theme projector                     the colours and the presentation
 *   present yes                         (z) it opens in
 *
 *   scene The first dead end            a scene: its title, then
 *   until retreat-to 10                 where the search goes (goto N,
 *   show moves stack                    until COND, run N steps [at SPEED]),
 *   caption The knight ... back.        what the screen shows, a caption,
 *   mark first dead end                 a mark to come back to
 *   expect depth 22                     a figure it must show (and
 *                                       {figures} in captions:
 *                                       ktour/lesson_facts.h)
 *
 * A scene with settings lines (board, engine, start, ...) shows a new
 * search: the scene before's settings changed by its lines, from step 0
 * (`reset` starts from the header's again, `KEY -` takes a key back to its
 * default; a contradiction is blamed on the line that set the value); a
 * scene without them goes on with the search of the scene before.  Scene
 * lines point (highlight SQ..., arrow SQ SQ: a knight's move), ask (ask
 * TEXT, then answer TEXT: shown on the next key) and keep the teacher's
 * notes (note TEXT: ktour lesson --notes, never on the class's screen).  `compare
 * SETTINGS` (explore --compare's text) puts a second search beside the
 * first; `compare off` takes it away.  Blank lines and lines that begin
 * with # are left out; caption lines add up to one caption.
 *
 * lesson_parse() reads the file and refuses a bad line with
 * "FILE:LINE:COLUMN: what is wrong"; lesson_run() runs the search to each
 * scene (as `ktour lesson --check` does) and records each scene's step, or
 * says which scene cannot be reached (a condition that never holds, or one
 * that needs more than the lesson's step limit).
 *
 * Runner layer: it drives engines, without a clock. */
#ifndef KTOUR_LESSON_H
#define KTOUR_LESSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/config.h"
#include "ktour/explore_save.h"
#include "ktour/lesson_facts.h"
#include "ktour/moment.h"
#include "ktour/panel.h"

#define LESSON_MAGIC "ktour lesson 1"
#define LESSON_MAX_BYTES (256 * 1024)
#define LESSON_MAX_SCENES 99
#define LESSON_TITLE_MAX 80
#define LESSON_CAPTION_MAX 600
#define LESSON_COMPARE_MAX 200
/* Steps a scene may take to be reached unless the header's `limit` says
 * otherwise. */
#define LESSON_LIMIT_DEFAULT 50000000ull
#define LESSON_SPEED_DEFAULT 10u
/* Squares a scene may ring (highlight), the words of a question, of its
 * answer and of the teacher's notes. */
#define LESSON_HIGHLIGHT_MAX 16
#define LESSON_ASK_MAX 300
#define LESSON_NOTE_MAX 600

/* A square a scene names (highlight, arrow): as the line wrote it (a file
 * and a rank, or ROW,COL), placed on its search's board once the scene is
 * read (row, col: 0-based, row 0 on top). */
typedef struct lesson_square {
	bool algebraic;
	long x, y;    /* square_parse_raw()'s */
	int line, col; /* where it was written, for messages */
	char name[16];  /* as written */
	int row, col0;
} lesson_square;

/* What a scene shows (show WORDS): panels (moves, stack, algorithm, and
 * the caption, always), the onward moves on the board (heatmap), the
 * estimate of the search tree and the presentation layout. */
typedef struct lesson_show {
	panel_set panels;
	bool heatmap, estimate, present;
} lesson_show;

/* How a scene gets to its moment from the scene before. */
typedef enum lesson_way {
	LW_STAY = 0, /* where the scene before left it (step 0 of a new search) */
	LW_GOTO,     /* goto N: jump to step N */
	LW_UNTIL,    /* until COND: run until it holds */
	LW_RUN,      /* run N steps [at SPEED] */
} lesson_way;

/* A search a scene shows: its settings and the comparison beside it. */
typedef struct lesson_search {
	engine_config cfg;
	bool start_given;
	char compare[LESSON_COMPARE_MAX]; /* "": one search */
} lesson_search;

typedef struct lesson_scene {
	int line;                 /* of its `scene` line */
	char title[LESSON_TITLE_MAX];
	char caption[LESSON_CAPTION_MAX];
	int search;               /* its search: lesson.searches[search] */
	bool new_search;          /* it starts that search (from step 0) */
	lesson_way way;
	uint64_t n;               /* goto N, run N steps */
	moment until;             /* until COND */
	int way_line;             /* the line of goto/until/run, for messages */
	uint32_t speed;           /* a run's speed (steps a second) ... */
	bool speed_max;           /* ... or flat out */
	lesson_show show;
	bool show_given;          /* its own show line (else the scene before's) */
	char mark[EXPLORE_MARK_NAME_MAX]; /* "": none */
	int caption_line;         /* of its first caption line; 0: none */
	int nexpect;              /* its expect lines */
	lesson_expect expects[LESSON_EXPECTS_MAX];
	uint64_t step;            /* where it is: lesson_run() fills it in ... */
	lesson_facts facts;       /* ... and its figures there */
	int failed;               /* ... and how many of its expects fail */
	/* pointing (highlight SQ..., arrow SQ SQ), asking (ask, answer: the
	 * answer stands hidden until the next key) and the teacher's notes
	 * (note: never on the class's screen; ktour lesson --notes) */
	int nhighlight;
	lesson_square highlight[LESSON_HIGHLIGHT_MAX];
	bool arrow;
	lesson_square arrow_from, arrow_to;
	char ask[LESSON_ASK_MAX], answer[LESSON_ASK_MAX];
	char note[LESSON_NOTE_MAX];
} lesson_scene;

typedef struct lesson {
	char name[256];           /* the file, for messages */
	char title[LESSON_TITLE_MAX];
	uint64_t limit;           /* steps a scene may take */
	int theme;                /* theme NAME: an index of settings_theme_names;
				     -1: none */
	bool present;             /* present yes: it opens in the presentation */
	int nsearch, nscene;
	int nfailed;              /* failed expects of all scenes (lesson_run) */
	lesson_search searches[LESSON_MAX_SCENES];
	lesson_scene scenes[LESSON_MAX_SCENES];
} lesson;

/* Read a lesson from buf[0..len) (no NUL needed), named `name` in
 * messages.  False with "name:line:column: ..." in err. */
bool lesson_parse(const char *buf, size_t len, const char *name, lesson *out, char *err,
		  size_t errlen);
/* The same from a file. */
bool lesson_read(const char *path, lesson *out, char *err, size_t errlen);
/* Is buf[0..len) a lesson at all (its first line is LESSON_MAGIC)? */
bool lesson_sniff(const char *buf, size_t len);

/* After each scene reached: the scene (0-based) and its step; return false
 * to stop. */
typedef bool (*lesson_progress_fn)(void *ctx, const lesson *l, int scene);

/* Run the search to every scene, in order, filling in each scene's step
 * and figures and checking its expects (a failed one counts in
 * l->nfailed and the scene's `failed`; lesson_scene_expects() words
 * them).  False with "name:line:column: ..." in err for a scene that
 * cannot be reached: its condition never holds (the search ends first) or
 * needs more than l->limit steps; or for a caption naming a figure the
 * scene lacks ({compare.nodes} with no comparison, {estimate} of an
 * engine other than backtrack).  progress may be NULL. */
bool lesson_run(lesson *l, lesson_progress_fn progress, void *ctx, char *err, size_t errlen);

/* Scene i's caption with its figures filled in from facts (the scene's
 * own, or the explorer's search); false when a figure is not there. */
bool lesson_scene_caption(const lesson *l, int i, const lesson_facts *facts, char *out,
			  size_t outlen);
/* Scene i's expects against facts: the first that fails as
 * "name:LINE:1: scene N: expect ..., but it is ..." in msg, and how many
 * fail (0: all hold). */
int lesson_scene_expects(const lesson *l, int i, const lesson_facts *facts, char *msg,
			 size_t msglen);
/* What --check warns of, each as one line "name:LINE: scene N (TITLE):
 * ..." to warn: an empty caption, and a caption (or question, or answer)
 * that names a part of the screen its scene does not show (the stack, the
 * algorithm or pseudocode, the moves panel, the heatmap, the estimate
 * line).  Returns how many. */
typedef void (*lesson_warn_fn)(void *ctx, const char *msg);
int lesson_warnings(const lesson *l, lesson_warn_fn warn, void *ctx);

/* The teacher's page of scene k (ktour lesson --notes): its number and
 * title, the clock (elapsed_s seconds since the lesson began; < 0: none),
 * its notes, its question and answer, and the next scene's title.
 * Returns the length snprintf would. */
size_t lesson_notes_format(const lesson *l, int k, long elapsed_s, char *out, size_t outlen);

/* The words of a scene's `show`, as the file writes them ("moves stack"). */
void lesson_show_format(const lesson_show *s, char *out, size_t outlen);

/* A lesson skeleton (W in the explorer): the settings of cfg, then one scene
 * per mark (goto its step, the panels of `show`, an empty caption to fill
 * in).  False when it does not fit out. */
bool lesson_skeleton(const engine_config *cfg, const char *compare, const lesson_show *show,
		     const explore_mark *marks, int nmarks, char *out, size_t outlen);

#endif
