/* SPDX-License-Identifier: MIT */
/* How big is this search?  Knuth's random-probe estimate of the size of
 * the backtrack engine's search tree (D. E. Knuth, "Estimating the
 * efficiency of backtrack programs", Math. Comp. 29, 1975), and how much
 * of it a running search has explored.
 *
 * The tree.  Its nodes are the paths the backtrack engine puts on its
 * stack for a configuration (board, start or every start, open/closed,
 * move order incl. Warnsdorff ordering, pruning none/lookahead, prefix);
 * the children of a node are the candidates the engine tries there, after
 * Stone's look-ahead when it is on.  The number estimated is the engine's
 * `advances` counter after an exhaustive engine_run(): every node but the
 * first start square.  With every start (cfg.all_starts) the roots are the
 * start squares, tried in turn, so it is (nodes of all their trees) - 1.
 *
 * A probe walks from the root to a leaf choosing uniformly among the
 * children the engine would try (the estimator drives a private backtrack
 * engine with the engine's own push/pop, so the children are the engine's
 * by construction).  With d_k children at depth k on the walk, the tree
 * has about 1 + d_1 + d_1 d_2 + d_1 d_2 d_3 + ... nodes; this is exact in
 * expectation (each node is reached with probability 1/(d_1...d_k) and
 * then counted d_1...d_k times).  With every start the start square is
 * drawn uniformly too and the sum is multiplied by the number of squares.
 * The estimate is the mean over the probes; its spread is the standard
 * error of that mean.  The distribution of one probe is very skewed (a
 * few long lucky walks carry much of the mass), so the mean of few probes
 * tends to fall short, the standard error is itself uncertain, and the
 * normal 95% interval (mean +- 1.96 standard errors) is a guide, not a
 * guarantee.  The move order does not change the tree (the same paths,
 * walked in another order), only which child a random draw picks.
 *
 * Numbers: an 8x8 tree has about 1e17 (look-ahead) to 1e22 nodes, a 40x40
 * one without pruning around 1e600, beyond a double, so every figure is
 * also given as its base-10 logarithm, which stays finite (the probes are
 * summed with a shared binary exponent).
 *
 * Pure: no threads, clocks, files or global state; every random choice
 * comes from the seed, so the same seed and probe count give the same
 * figures on every machine. */
#ifndef KTOUR_ESTIMATE_H
#define KTOUR_ESTIMATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ktour/engine.h"

typedef struct estimate estimate;

/* An estimator for the backtrack search of cfg (cfg->kind must be
 * ENGINE_BACKTRACK; the engine's own checks apply), its random choices
 * from seed.  NULL with a message in err otherwise or out of memory. */
estimate *estimate_create(const engine_config *cfg, uint64_t seed, char *err, size_t errlen);
void estimate_destroy(estimate *est);

/* Add n probes (each walks at most one square per board square). */
void estimate_probe(estimate *est, uint64_t n);

typedef struct estimate_stats {
	uint64_t probes;
	/* The estimated node count (the engine's advances), the standard
	 * error of that mean and the normal 95% interval, clamped at 0.
	 * HUGE_VAL where the number exceeds a double; NAN before any probe
	 * (sem, lo, hi: before two probes). */
	double mean, sem, lo, hi;
	/* The same as base-10 logarithms, finite on any board (-HUGE_VAL
	 * for 0). */
	double lg_mean, lg_sem, lg_lo, lg_hi;
} estimate_stats;

void estimate_get(const estimate *est, estimate_stats *out);

/* A figure of estimate_stats for people and scripts: the number rounded
 * to a whole number while it is below 1e15 (e.g. "5218"), beyond that in
 * scientific notation with four significant digits (e.g. "1.305e+47");
 * "0" for 0, "nan" for NAN.  value and lg are the pair from the stats
 * (value is used while it is finite and below 1e15).  Returns buf. */
char *estimate_format(double value, double lg, char *buf, size_t len);

/* The number of children the estimator's probes see at the node
 * path[0..len-1] (path[0] the start square; with a prefix, the prefix
 * squares first): the candidates the engine tries there, 0 at a leaf.
 * -1 when the path is not a node of the tree (not a legal path the search
 * makes, or a start square the configuration does not search). */
int estimate_children(estimate *est, const ksq *path, int32_t len);

/* The fraction of the tree a backtrack engine has explored, from its
 * stack alone (engine_view / engine_depth_info), in [0, 1]:
 *
 *   sum over the stack frames d of  w_d * c_d / n_d,   w_0 = 1 (or 1/N
 *   with every start, plus s/N for the s start squares already done),
 *   w_{d+1} = w_d / n_d,
 *
 * where n_d is the number of candidates of frame d and c_d how many of
 * them are finished (those before the one on the path; at the top, those
 * tried); a top frame with all tried or none to try counts as finished
 * (w_top).  This is the probability that a probe (the walk above) ends in
 * a subtree the search has already finished: Knuth's estimator applied to
 * the left part of the tree, with each finished sibling subtree taken at
 * the size the estimator gives a random one.  It is the exact share of
 * nodes explored on a tree where the estimator has no variance (sibling
 * subtrees equally big), and otherwise errs the way one probe does.  The
 * estimated nodes in finished subtrees are this times estimate_stats.mean
 * (the engine's counters say exactly how many it has visited).
 *
 * 0 at the start (ENGINE_READY), 1 once EV_EXHAUSTED, and never smaller
 * after a step than before (a finished child adds exactly what it took
 * from its parent's unfinished share).  NAN for engines other than
 * backtrack. */
double estimate_explored(const engine *e);

#endif
