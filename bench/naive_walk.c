/* SPDX-License-Identifier: MIT */
/* naive_walk: the yardstick for ktour's walk in `make bench`.  The plain
 * Warnsdorff walk as a reasonable programmer writes it: an int per square
 * for the onward degree (-1 once visited), an int per square for the path,
 * bounds tests on every move, the degrees lowered on arrival, the least
 * taken first in move order 1..8 (ordering 12345678, Squirrel and Cull's
 * numbering, as ktour's -e warnsdorff --tiebreak 12345678).
 *   naive_walk ROWS COLS [-p]   prints the squares visited and the last
 *                               one (-p: the whole path, 1-based squares
 *                               in reading order, one a line). */
#include <stdio.h>
#include <stdlib.h>

static const int DR[8] = {-2, -1, 1, 2, 2, 1, -1, -2};
static const int DC[8] = {1, 2, 2, 1, -1, -2, -2, -1};

int main(int argc, char **argv)
{
	long R = argc > 2 ? atol(argv[1]) : 8, C = argc > 2 ? atol(argv[2]) : 8, n = R * C;
	int *deg = malloc(n * sizeof *deg), *path = malloc(n * sizeof *path);
	if (R < 1 || C < 1 || !deg || !path)
		return 2;
	for (long r = 0; r < R; r++)
		for (long c = 0; c < C; c++) {
			int d = 0;
			for (int k = 0; k < 8; k++)
				d += r + DR[k] >= 0 && r + DR[k] < R && c + DC[k] >= 0 && c + DC[k] < C;
			deg[r * C + c] = d;
		}
	long len = 0, r = 0, c = 0;
	for (;;) {
		deg[r * C + c] = -1;
		path[len++] = (int)(r * C + c);
		int best = -1, bd = 9;
		for (int k = 0; k < 8; k++) {
			long r2 = r + DR[k], c2 = c + DC[k];
			if (r2 < 0 || r2 >= R || c2 < 0 || c2 >= C || deg[r2 * C + c2] < 0)
				continue;
			if (--deg[r2 * C + c2] < bd)
				bd = deg[r2 * C + c2], best = k;
		}
		if (best < 0)
			break;
		r += DR[best], c += DC[best];
	}
	for (long i = 0; argc > 3 && i < len; i++)
		printf("%d\n", path[i] + 1);
	printf("naive walk %ldx%ld: %ld of %ld squares, last (%ld,%ld)\n", R, C, len, n, r + 1,
	       c + 1);
	free(deg);
	free(path);
	return len == n ? 0 : 1;
}
