/* SPDX-License-Identifier: MIT */
/* The explorer's modes (app.h): what each offers, and the one place of
 * their transitions.  A new mode (the lessons are next) is a row of
 * `modes`, a row of `next` and, if it changes on something new, a column
 * (an app_change). */
#include "app.h"

#include "ui/model/panels.h"

static const app_mode_desc modes[MODE_COUNT] = {
	[MODE_SEARCH] = {"search", KM_MAIN, false, true, PN_ALGORITHM, true},
	[MODE_REPLAY] = {"replay", KM_REPLAY, true, true, 0, true},
	[MODE_PLAY] = {"play", KM_PLAY, true, true, 0, true},
	[MODE_COMPARE] = {"compare", KM_MAIN, false, false, PN_ALGORITHM, true},
};

const app_mode_desc *app_mode_of(const app_state *s)
{
	return &modes[(unsigned)s->screen < MODE_COUNT ? s->screen : MODE_SEARCH];
}

/* next[mode][change].  A search restarting in a comparison restarts both;
 * a comparison replays nothing and plays no game (l and P are refused
 * there); a game shows its path as a replay and stays a game until it
 * ends or an engine finishes it (a search). */
static const app_mode next[MODE_COUNT][CH_COUNT] = {
	/*                CH_SEARCH     CH_REPLAY     CH_PLAY       CH_PLAY_END
	 *                CH_COMPARE_ON CH_COMPARE_OFF */
	[MODE_SEARCH] = {MODE_SEARCH, MODE_REPLAY, MODE_PLAY, MODE_SEARCH,
			 MODE_COMPARE, MODE_SEARCH},
	[MODE_REPLAY] = {MODE_SEARCH, MODE_REPLAY, MODE_PLAY, MODE_REPLAY,
			 MODE_COMPARE, MODE_REPLAY},
	[MODE_PLAY] = {MODE_SEARCH, MODE_PLAY, MODE_PLAY, MODE_REPLAY,
		       MODE_PLAY, MODE_PLAY},
	[MODE_COMPARE] = {MODE_COMPARE, MODE_COMPARE, MODE_COMPARE, MODE_COMPARE,
			  MODE_COMPARE, MODE_SEARCH},
};

app_mode app_mode_next(app_mode m, app_change c)
{
	if ((unsigned)m >= MODE_COUNT || (unsigned)c >= CH_COUNT)
		return m;
	return next[m][c];
}

void app_change_mode(app_state *s, app_change c)
{
	s->screen = app_mode_next(s->screen, c);
	if (c == CH_PLAY || c == CH_PLAY_END) /* a game begins or ends: nothing asked */
		s->preq = PR_NONE;
}

void app_set_replay(app_state *s, bool replay)
{
	app_change_mode(s, replay ? CH_REPLAY : CH_SEARCH);
}

bool app_compare_asked(app_state *s, const char **spec)
{
	if (!s->compare_change)
		return false;
	s->compare_change = false;
	*spec = s->pending_compare;
	return true;
}
