/* SPDX-License-Identifier: MIT */
/* The explorer's moment as a picture: a session stepped without a
 * terminal, its frame filled into a scene (src/ui/render/scene_build.c)
 * square by square as the board's model decides (the move numbers of the
 * path, the knight, the marks, the onward moves), the stack's lines and
 * the words; x writing the screen as SVG (asking before it replaces a
 * file, both boards of a comparison); and ktour render's animation,
 * decoded with giflib: a frame for every step shown, each with its
 * delay. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>
#include <gif_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ktour/picture.h"
#include "ui/session/session.h"
#include "ui/render/scene_build.h"
#include "ui/model/narrate.h"
#include "ui/session/panel_model.h"

static void open_search(session *s, explore_options *o, int rows, int cols, prune_mode prune)
{
	char err[300];
	explore_options_init(o);
	o->cfg.spec.rows = rows;
	o->cfg.spec.cols = cols;
	o->cfg.prune = prune;
	o->cfg.seed = 7;
	if (!session_open(s, o, err, sizeof err))
		fail_msg("session_open: %s", err);
}

static pic_mark mark_of(square_kind k)
{
	static const pic_mark marks[] = {
		[SQK_EMPTY] = PIC_EMPTY,    [SQK_CURSOR] = PIC_KNIGHT,	[SQK_KNIGHT] = PIC_KNIGHT,
		[SQK_DEPARTED] = PIC_VISITED, [SQK_VISITED] = PIC_VISITED, [SQK_NEXT] = PIC_NEXT,
		[SQK_FORCED] = PIC_FORCED,  [SQK_RETREAT] = PIC_RETREAT, [SQK_CAND] = PIC_CAND,
		[SQK_DEAD] = PIC_DEAD,
	};
	return marks[k];
}

/* The scene at step t of the search of s against the frame's own data. */
static void check_scene(session *s, uint64_t t, int *kinds)
{
	search_forward_to(&s->src, t);
	ui_frame f;
	frame_build(&f, s);
	frame_scene fs;
	assert_true(frame_scene_init(&fs, &f));
	frame_scene_fill(&fs, &f, PIC_ALL_PANELS);
	const pic_scene *p = &fs.s;
	assert_int_equal(p->step, t);
	assert_int_equal(p->rows, f.v.b->rows);
	/* the path's move numbers, the knight at its end */
	for (int32_t i = 0; i < f.v.depth; i++) {
		const pic_square *q = &p->sq[f.v.path[i]];
		assert_int_equal(q->moveno, i + 1);
		assert_int_equal(q->mark, i == f.v.depth - 1 ? PIC_KNIGHT : PIC_VISITED);
		assert_int_equal(q->degree, -1);
	}
	/* every square as the board's model says, its onward moves */
	board_marks m;
	board_marks_build(&f, &m);
	for (ksq sq = 0; sq < f.v.b->nsq; sq++) {
		int fade;
		square_kind k = board_square_kind(&f, &m, sq, &fade);
		kinds[k]++;
		assert_int_equal(p->sq[sq].mark, mark_of(k));
		assert_int_equal(p->sq[sq].fade, fade);
		if (f.v.degree[sq] != ENGINE_VISITED)
			assert_int_equal(p->sq[sq].degree, f.v.degree[sq]);
	}
	/* a line of the stack per depth (and the square given up) */
	stack_row gone;
	int lines = (int)f.v.depth + (stack_row_abandoned(&f, &gone) ? 1 : 0);
	assert_int_equal(p->nstack, lines);
	assert_true(p->stack[f.v.depth - 1].top);
	char name[SQUARE_NAME_MAX], sentence[400];
	narrate_square(f.v.b, f.v.path[f.v.depth - 1], name, sizeof name);
	assert_string_equal(p->stack[f.v.depth - 1].square, name);
	narrate_step(f.last, &f.v, f.e, sentence, sizeof sentence);
	assert_string_equal(p->narration, sentence);
	assert_string_equal(p->state, t ? "PAUSED" : "READY");
	assert_non_null(strstr(p->settings, "board 6x6 start a6"));
	frame_scene_free(&fs);
}

static void test_scene_is_the_frame(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	int kinds[SQK_DEAD + 1] = {0};
	open_search(&s, &o, 6, 6, PRUNE_LOOKAHEAD);
	for (uint64_t t = 0; t <= 400; t += 5)
		check_scene(&s, t, kinds);
	session_close(&s);
	/* the steps went through every kind of square the look-ahead shows */
	assert_true(kinds[SQK_KNIGHT] > 0 && kinds[SQK_VISITED] > 0 && kinds[SQK_NEXT] > 0);
	assert_true(kinds[SQK_FORCED] > 0 && kinds[SQK_RETREAT] > 0 && kinds[SQK_CAND] > 0);
}

/* The stack's line for the square just given up, on the screen and in
 * the picture, in the narration's words: a dead end had no move at all
 * (a2 at step 45 of the plain 6x6 search), "all tried" had its
 * candidates searched (b4 at step 46, with one; a5 at step 52, with two). */
static void test_stack_note_dead_end_or_all_tried(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	static const struct {
		uint64_t t;
		const char *sq, *note;
	} want[] = {{45, "a2", "dead end"}, {46, "b4", "all tried"}, {52, "a5", "all tried"}};
	open_search(&s, &o, 6, 6, PRUNE_NONE);
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		search_forward_to(&s.src, want[i].t);
		ui_frame f;
		frame_build(&f, &s);
		stack_row gone;
		assert_true(stack_row_abandoned(&f, &gone));
		char name[SQUARE_NAME_MAX];
		narrate_square(f.v.b, gone.sq, name, sizeof name);
		assert_string_equal(name, want[i].sq);
		assert_string_equal(gone.note, want[i].note);
		frame_scene fs;
		assert_true(frame_scene_init(&fs, &f));
		frame_scene_fill(&fs, &f, PIC_ALL_PANELS);
		assert_string_equal(fs.s.stack[fs.s.nstack - 1].note, want[i].note);
		frame_scene_free(&fs);
	}
	session_close(&s);
}

/* The status line says what the tie setting does: Irwin's ties are
 * always random, its ordering only the order it scans the squares in
 * (the screen's words and the picture's are one). */
static void test_status_irwin_ties(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300];
	static const struct {
		engine_kind kind;
		const char *words;
	} want[] = {{ENGINE_IRWIN, "irwin ties at random, scan order 12345678"},
		    {ENGINE_WARNSDORFF, "warnsdorff tiebreak 12345678"}};
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		explore_options_init(&o);
		o.cfg.kind = want[i].kind;
		o.cfg.seed = 7;
		if (!session_open(&s, &o, err, sizeof err))
			fail_msg("session_open: %s", err);
		ui_frame f;
		frame_build(&f, &s);
		char piece[4][STATUS_PIECE_MAX];
		assert_true(status_pieces(&f, piece) >= 1);
		assert_string_equal(piece[0], want[i].words);
		frame_scene fs;
		assert_true(frame_scene_init(&fs, &f));
		frame_scene_fill(&fs, &f, PIC_ALL_PANELS);
		assert_non_null(strstr(fs.s.settings, want[i].words));
		frame_scene_free(&fs);
		session_close(&s);
	}
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	long n = ftell(f);
	rewind(f);
	char *b = malloc((size_t)n + 1);
	b[fread(b, 1, (size_t)n, f)] = '\0';
	fclose(f);
	return b;
}

static void test_x_writes_the_screen(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char dir[] = "/tmp/ktour-scene-XXXXXX", path[64];
	assert_non_null(mkdtemp(dir));
	snprintf(path, sizeof path, "%s/ktour-6x6-step30.svg", dir);
	open_search(&s, &o, 6, 6, PRUNE_NONE);
	search_forward_to(&s.src, 30);
	/* the name offered */
	session_picture_prompt(&s);
	assert_int_equal(s.app.pk, PK_PICTURE);
	assert_string_equal(s.app.prompt.text, "ktour-6x6-step30.svg");
	assert_int_equal(session_picture(&s, path, false), FX_NONE);
	assert_non_null(strstr(s.app.msg, "Picture of step 30 written to"));
	char *svg = slurp(path);
	assert_non_null(svg);
	assert_non_null(strstr(svg, "<title>ktour: 6x6, step 30</title>"));
	assert_non_null(strstr(svg, ">step 30</text>"));
	assert_non_null(strstr(svg, ">adv 27  back 3  sol 0  depth 25/36</text>"));
	assert_non_null(strstr(svg, ">\u265e</text>"));
	free(svg);
	/* again: it asks; y replaces */
	search_forward_to(&s.src, 31);
	session_picture(&s, path, false);
	assert_int_equal(s.app.pk, PK_OVERWRITE_PICTURE);
	assert_int_equal(s.app.ov, OV_PROMPT);
	svg = slurp(path);
	assert_non_null(strstr(svg, "step 30</title>"));
	free(svg);
	session_picture(&s, path, true);
	svg = slurp(path);
	assert_non_null(strstr(svg, "step 31</title>"));
	free(svg);
	session_close(&s);
	unlink(path);
	rmdir(dir);
}

/* The first colour painted after the SVG's definitions: the page's. */
static char *page_colour(const char *svg, char *out, size_t len)
{
	const char *p = strstr(svg, "</defs>");
	p = p ? strstr(p, "fill:rgb(") : NULL;
	assert_non_null(p);
	size_t n = strcspn(p, ")") + 1;
	snprintf(out, len, "%.*s", (int)n, p);
	return out;
}

/* x draws in the theme on the screen (the options form's, --theme's):
 * dark's page is the terminal's near black, light's white. */
static void test_x_in_the_theme(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char path[] = "/tmp/ktour-scene-theme-XXXXXX", colour[64];
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	open_search(&s, &o, 6, 6, PRUNE_NONE);
	search_forward_to(&s.src, 30);
	static const struct {
		theme_id theme;
		const char *page;
	} want[] = {{THEME_DARK, "fill:rgb(10.980392%,10.980392%,10.980392%)"},
		    {THEME_LIGHT, "fill:rgb(100%,100%,100%)"}};
	for (size_t i = 0; i < sizeof want / sizeof want[0]; i++) {
		s.app.theme = want[i].theme; /* as FX_THEME leaves it */
		session_picture(&s, path, true);
		char *svg = slurp(path);
		assert_non_null(svg);
		assert_string_equal(page_colour(svg, colour, sizeof colour), want[i].page);
		free(svg);
	}
	session_close(&s);
	unlink(path);
}

/* Play: the picture follows the screen.  The legal squares carry the
 * digit that moves there, "(3)" (not the search's candidate rings), and
 * the stack is the student's path alone, as the "Your path" panel shows
 * it: no candidates, no notes, no figures to explain. */
static void test_play_picture(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300], path[] = "/tmp/ktour-scene-play-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 5;
	o.cfg.prune = PRUNE_LOOKAHEAD;
	o.play = true;
	if (!session_open(&s, &o, err, sizeof err))
		fail_msg("session_open: %s", err);
	for (int k = 0; k < 2; k++) { /* move 3 twice: a5 c4 e3 */
		app_facts af;
		session_facts(&s, &af);
		session_perform(&s, app_handle(&s.app, &af, ACT_PLAY_MOVE, 3), 0.0);
	}
	assert_int_equal(s.play.len, 3);
	ui_frame f;
	frame_build(&f, &s);
	frame_scene fs;
	assert_true(frame_scene_init(&fs, &f));
	frame_scene_fill(&fs, &f, PIC_ALL_PANELS);
	board_marks m;
	board_marks_build(&f, &m);
	int legal = 0;
	for (ksq sq = 0; sq < f.v.b->nsq; sq++) {
		int k = board_legal_move(&m, sq);
		assert_int_equal(fs.s.sq[sq].legal, k);
		if (k) {
			assert_int_equal(fs.s.sq[sq].mark, PIC_CAND);
			legal++;
		}
	}
	assert_true(legal >= 2);
	assert_int_equal(fs.s.nstack, 3);
	for (int i = 0; i < fs.s.nstack; i++) {
		assert_int_equal(fs.s.stack[i].ncand, 0);
		assert_null(fs.s.stack[i].note);
	}
	assert_string_equal(fs.s.stack_title, "Your path");
	assert_null(strstr(fs.s.stack_legend, "onward moves"));
	frame_scene_free(&fs);
	/* x: the digits are in the picture, as on the screen */
	session_picture(&s, path, true);
	char *svg = slurp(path);
	assert_non_null(svg);
	char want[16];
	for (ksq sq = 0; sq < f.v.b->nsq; sq++) {
		int k = board_legal_move(&m, sq);
		snprintf(want, sizeof want, ">(%d)</text>", k);
		if (k && !strstr(svg, want))
			fail_msg("no %s in the picture", want);
	}
	assert_null(strstr(svg, "\u25e6")); /* no candidate ring */
	free(svg);
	session_close(&s);
	unlink(path);
}

static void test_x_in_a_comparison(void **state)
{
	(void)state;
	static session s;
	explore_options o;
	char err[300], path[] = "/tmp/ktour-scene-cmp-XXXXXX";
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	close(fd);
	explore_options_init(&o);
	o.cfg.spec.rows = o.cfg.spec.cols = 6;
	o.compare = "warnsdorff";
	if (!session_open(&s, &o, err, sizeof err))
		fail_msg("session_open: %s", err);
	assert_true(session_comparing(&s));
	for (int i = 0; i < 20; i++)
		session_compare_step(&s, 0);
	session_picture(&s, path, true);
	assert_non_null(strstr(s.app.msg, "(both boards)"));
	char *svg = slurp(path);
	assert_non_null(strstr(svg, "width=\"1920px\""));
	assert_non_null(strstr(svg, ">backtrack order 12345678"));
	assert_non_null(strstr(svg, ">warnsdorff tiebreak"));
	free(svg);
	session_close(&s);
	unlink(path);
}

/* ---- ktour render ------------------------------------------------------------ */

static void test_render_gif_frames(void **state)
{
	(void)state;
	char path[] = "/tmp/ktour-render-XXXXXX.gif", err[300];
	int fd = mkstemps(path, 4);
	assert_true(fd >= 0);
	close(fd);
	picture_render_options o = {.cfg = engine_config_default()};
	o.cfg.spec.rows = o.cfg.spec.cols = 5;
	o.step = 10;
	o.last = 40;
	o.every = 3; /* 10, 13, ..., 40: 11 frames */
	o.fps = 5;
	o.width = 480;
	o.height = 270;
	if (!picture_render_file(path, PICTURE_GIF, &o, FILE_REPLACE, err, sizeof err))
		fail_msg("%s", err);
	int e;
	GifFileType *g = DGifOpenFileName(path, &e);
	assert_non_null(g);
	assert_int_equal(DGifSlurp(g), GIF_OK);
	assert_int_equal(g->SWidth, 480);
	assert_int_equal(g->SHeight, 270);
	assert_int_equal(g->ImageCount, 11);
	for (int i = 0; i < g->ImageCount; i++) {
		GraphicsControlBlock gcb;
		assert_int_equal(DGifSavedExtensionToGCB(g, i, &gcb), GIF_OK);
		assert_int_equal(gcb.DelayTime, 20 + (i == 10 ? PICTURE_HOLD_CS : 0));
	}
	DGifCloseFile(g, &e);
	/* past the end of a search: told, nothing written */
	o.cfg.spec.rows = o.cfg.spec.cols = 3; /* no tour: the search ends at once */
	o.step = 0;
	o.last = 1000;
	o.every = 1;
	assert_false(picture_render_file(path, PICTURE_GIF, &o, FILE_REPLACE, err, sizeof err));
	assert_non_null(strstr(err, "the search ended at step"));
	assert_non_null(strstr(err, "there is no step 1000"));
	unlink(path);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_scene_is_the_frame),
		cmocka_unit_test(test_stack_note_dead_end_or_all_tried),
		cmocka_unit_test(test_status_irwin_ties),
		cmocka_unit_test(test_x_writes_the_screen),
		cmocka_unit_test(test_x_in_the_theme),
		cmocka_unit_test(test_x_in_a_comparison),
		cmocka_unit_test(test_play_picture),
		cmocka_unit_test(test_render_gif_frames),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
