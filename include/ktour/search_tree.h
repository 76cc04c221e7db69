/* SPDX-License-Identifier: MIT */
/* The state-space tree of a backtracking search (issue 36), as the search
 * itself left it: a node is a square put on the stack at a depth under
 * its parent, the root the start square (depth 1).  Each node knows the
 * step it was put on the stack, the squares put on the stack in its
 * subtree (itself included) and the tours found there.
 *
 * The tree of a search has millions of nodes; what can be drawn of it
 * is far fewer.  So a subtree smaller than `fold` nodes is kept as one
 * node with its totals (folded), its children not kept: the nodes kept
 * are those of at least `fold` nodes and their children, and their
 * totals still add up exactly (a kept node's nodes are 1 plus its
 * children's, when it is not folded).  The search runs from its start
 * up to a step or to its end; at a step short of the end the nodes on
 * the path are open (their totals are those searched so far) and the
 * candidates not yet tried are not in the tree. */
#ifndef KTOUR_SEARCH_TREE_H
#define KTOUR_SEARCH_TREE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "ktour/board.h"
#include "ktour/config.h"

typedef struct search_tree_node {
	ksq sq;
	int32_t depth;       /* the root 1 */
	int32_t parent;      /* its index in search_tree.v; -1 for the root */
	uint64_t first_step; /* the step that put it on the stack (the root 0) */
	uint64_t nodes;      /* squares put on the stack in its subtree, itself included */
	uint64_t solutions;  /* tours in its subtree */
	bool folded;         /* its children are not kept (they are in the totals) */
	bool open;           /* on the path at the last step: not finished */
	int32_t kid, next;   /* its first child kept and its next sibling, in the
				order tried (indices in search_tree.v); -1: none */
} search_tree_node;

typedef struct search_tree {
	search_tree_node *v; /* preorder (the order the search put them on the stack) */
	size_t n, cap;
	uint64_t steps;      /* steps of the search taken */
	bool finished;       /* the search ran to its end (EV_EXHAUSTED) */
	/* Where the tours lie in the preorder of all the squares put on the
	 * stack: a tour found when sol_at[k] squares had been (the root the
	 * first).  Every tour while there are at most SEARCH_TREE_MAX_MARKS;
	 * past that every sol_every'th (1, 2, 4, ...), a sample as even. */
	uint64_t *sol_at;
	size_t nsol_at;
	uint64_t sol_every;
	int32_t max_depth;   /* the deepest node put on the stack */
	uint64_t fold;       /* the fold it was built with */
	bool kept_tours;     /* and whether the tours' subtrees were kept whole */
	int rows, cols;      /* the board, for the squares' names */
} search_tree;

#define SEARCH_TREE_MAX_MARKS 100000
#define SEARCH_TREE_KEEP_TOURS 5000

typedef struct search_tree_options {
	bool to_end;     /* run to the search's end (else to `step`) */
	uint64_t step;   /* steps to take when !to_end */
	uint64_t fold;   /* subtrees of fewer nodes are kept folded; 0 or 1: keep all */
	/* The subtrees that hold tours are never folded, so that each tour's
	 * path down the tree is kept (with pixels: only when the search has
	 * at most SEARCH_TREE_KEEP_TOURS tours). */
	bool keep_tours;
	/* With pixels > 0 the fold is search_tree_fold_for(the nodes of the
	 * tree, pixels) (a first run, without events, counts them) instead,
	 * and keep_tours holds when there are few enough tours. */
	int pixels;
	uint64_t max_steps; /* refuse a search longer than this; 0: no limit */
} search_tree_options;

/* Run the search of cfg (a backtrack engine) and build its tree into *t
 * (t->v NULL: free with search_tree_free).  False with a message in err
 * on a bad configuration, an engine that does not backtrack, out of
 * memory or a search longer than max_steps. */
bool search_tree_build(const engine_config *cfg, const search_tree_options *o, search_tree *t,
		       char *err, size_t errlen);
void search_tree_free(search_tree *t);

/* The tree as TSV: a header line, then a row per node kept, in preorder:
 * depth (the root 1), square ("c4"), parent (the row number of its
 * parent, the first row after the header 1; 0 for the root), first_step,
 * nodes, solutions, kind (`exact`: every number is the search's own
 * count), state (`done`, `folded`: done with its children not kept, or
 * `open`: on the path at the last step, counted so far, its untried
 * candidates not in the tree).  False on a write error. */
bool search_tree_write_tsv(FILE *f, const search_tree *t);

/* The fold that keeps a tree of about `total` nodes drawable at `pixels`
 * across: a subtree under a quarter of a pixel is folded. */
uint64_t search_tree_fold_for(uint64_t total, int pixels);

#endif
