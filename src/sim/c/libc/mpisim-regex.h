/*
 * The compiled form of a regular expression, shared by mpisim-regcomp.c (which builds it) and
 * mpisim-regexec.c (which runs it): an NFA of nodes, the byte sets they test, the groups.
 */
#ifndef _MPISIM_REGEX_H
#define _MPISIM_REGEX_H 1
#include <regex.h>
#include <ctype.h>

/* Node kinds of the compiled NFA. Epsilon nodes are those that consume nothing. */
enum { RN_SET, RN_ANY, RN_BACKREF, RN_ANCHOR, RN_OPEN, RN_CLOSE, RN_SPLIT, RN_JMP, RN_END };

/* Anchor constraints, glibc's bits (regex_internal.h). */
#define RC_PREV_WORD 0x01
#define RC_PREV_NOTWORD 0x02
#define RC_NEXT_WORD 0x04
#define RC_NEXT_NOTWORD 0x08
#define RC_PREV_NEWLINE 0x10
#define RC_NEXT_NEWLINE 0x20
#define RC_PREV_BEGBUF 0x40
#define RC_NEXT_ENDBUF 0x80

struct __re_node { unsigned char op, opt; short arg; int next, alt; };

/* The compiled expression, behind regex_t's buffer pointer (glibc's struct is private too). */
struct re_dfa_t {
  struct __re_node *nodes;
  int nnodes, node_cap;
  unsigned char (*sets)[32];
  int nsets, set_cap;
  int start, nbackref, icase, newline;
  unsigned bkref_groups; /* bit g: some back-reference reads group g */
  int nsub;
  int *subexp_map; /* glibc's: ((x)) keeps one group, the inner reads the outer's offsets */
};

#define RSET_ADD(s, c) ((s)[(unsigned char)(c) >> 3] |= (unsigned char)(1u << ((unsigned char)(c) & 7)))
#define RSET_HAS(s, c) (((s)[(unsigned char)(c) >> 3] >> ((unsigned char)(c) & 7)) & 1)

static inline int __re_word_char(unsigned char c) { return isalnum(c) || c == '_'; }

#endif
