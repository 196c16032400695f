/*
 * <regex.h> as glibc 2.36 (posix/regcomp.c, regexec.c) behaves in the C locale, so that a
 * program sees the same codes, texts and offsets:
 * - the parser is glibc's: its tokens for POSIX basic and extended syntax (with the GNU escapes
 *   \w \W \s \S \b \B \< \> \` \' and, in both syntaxes, back-references, \| \+ \? in BRE), its
 *   error for each malformed form, and its rewriting of repetitions (x{2,4} is x x (x (x)?)?),
 *   which decides the subexpression offsets;
 * - a match is the leftmost-longest, found by a simulation of the NFA that carries each thread's
 *   start (without back-references), or by a search of every path (with them);
 * - the subexpressions are those of the first path, in glibc's order of preference (a loop's
 *   body before its exit, an alternation's left branch first), that ends where the match ends,
 *   with glibc's register rules (update_regs: an empty pass through an optional group keeps the
 *   previous iteration's offsets) and its guard against empty loops (eps_via_nodes).
 * REG_ICASE upper-cases pattern and subject as glibc's re_string does (not an escaped character
 * or a class name, which glibc reads raw).
 */
#define _GNU_SOURCE 1 /* RE_DUP_MAX, and regex_t's fields by their names */
#include "mpisim-regex.h"
#include <stdlib.h>
#include <string.h>

/* glibc's default syntax for re_compile_pattern (not regcomp's, which takes its cflags). */
reg_syntax_t re_syntax_options;

/* ---- the parse tree (glibc's bin_tree_t, reduced) ---- */

enum { RT_SET, RT_ANY, RT_BACKREF, RT_ANCHOR, RT_CAT, RT_ALT, RT_SUBEXP, RT_DUP };
struct __re_tree {
  int type, arg;             /* set index, group, constraint */
  struct __re_tree *l, *r;   /* RT_ALT's r may be NULL (an empty branch) */
  int min, max;              /* RT_DUP: max -1 for no bound */
};

/* Token kinds, glibc's re_token_type_t. */
enum { TK_CHAR, TK_END, TK_BACKSLASH, TK_ALT, TK_STAR, TK_PLUS, TK_QUESTION, TK_OPEN_DUP, TK_CLOSE_DUP,
       TK_OPEN, TK_CLOSE, TK_BRACKET, TK_PERIOD, TK_ANCHOR, TK_BACKREF, TK_WORD, TK_NOTWORD, TK_SPACE,
       TK_NOTSPACE, TK_WORD_DELIM, TK_NOT_WORD_DELIM };
/* Bracket tokens. */
enum { BT_CHAR, BT_END, BT_RANGE, BT_CLOSE, BT_NON_MATCH, BT_COLL, BT_EQUIV, BT_CLASS };

struct __re_token { int type; unsigned char c; int arg; };

struct __re_parser {
  const unsigned char *raw; /* the pattern as given */
  unsigned char *pat;       /* upper-cased with REG_ICASE */
  int len, pos;
  int ere, icase, newline;
  struct re_dfa_t *d;
  struct __re_token tok;
  int err;
  unsigned completed; /* groups 1-9 whose ')' has been read (glibc's completed_bkref_map) */
  struct __re_tree **trees;
  int ntrees, tree_cap;
  int nsub;
};

static struct __re_tree *__re_new_tree(struct __re_parser *p, int type, struct __re_tree *l, struct __re_tree *r)
{
  if (p->ntrees == p->tree_cap) {
    int cap = p->tree_cap ? p->tree_cap * 2 : 32;
    struct __re_tree **t = realloc(p->trees, cap * sizeof *t);
    if (!t) { p->err = REG_ESPACE; return NULL; }
    p->trees = t; p->tree_cap = cap;
  }
  struct __re_tree *t = calloc(1, sizeof *t);
  if (!t) { p->err = REG_ESPACE; return NULL; }
  p->trees[p->ntrees++] = t;
  t->type = type; t->l = l; t->r = r;
  return t;
}

static int __re_new_set(struct re_dfa_t *d)
{
  if (d->nsets == d->set_cap) {
    int cap = d->set_cap ? d->set_cap * 2 : 8;
    unsigned char (*s)[32] = realloc(d->sets, cap * sizeof *s);
    if (!s) return -1;
    d->sets = s; d->set_cap = cap;
  }
  memset(d->sets[d->nsets], 0, 32);
  return d->nsets++;
}


/* ---- tokens: glibc's peek_token for RE_SYNTAX_POSIX_BASIC / _EXTENDED ---- */

/* caret_here: glibc's RE_CARET_ANCHORS_HERE, set for the token after "(" and "|" and at the start. */
static int __re_peek(struct __re_parser *p, int at, struct __re_token *t, int caret_here)
{
  t->arg = 0;
  if (at >= p->len) { t->type = TK_END; return 0; }
  unsigned char c = p->pat[at];
  t->c = c;
  if (c == '\\') {
    if (at + 1 >= p->len) { t->type = TK_BACKSLASH; return 1; }
    unsigned char c2 = p->raw[at + 1]; /* glibc's re_string_peek_byte_case: the raw byte */
    t->c = c2;
    t->type = TK_CHAR;
    switch (c2) {
    case '|': if (!p->ere) t->type = TK_ALT; break;
    case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9':
      t->type = TK_BACKREF; t->arg = c2 - '1'; break;
    case '<': t->type = TK_ANCHOR; t->arg = RC_PREV_NOTWORD | RC_NEXT_WORD; break;
    case '>': t->type = TK_ANCHOR; t->arg = RC_PREV_WORD | RC_NEXT_NOTWORD; break;
    case 'b': t->type = TK_WORD_DELIM; break;
    case 'B': t->type = TK_NOT_WORD_DELIM; break;
    case 'w': t->type = TK_WORD; break;
    case 'W': t->type = TK_NOTWORD; break;
    case 's': t->type = TK_SPACE; break;
    case 'S': t->type = TK_NOTSPACE; break;
    case '`': t->type = TK_ANCHOR; t->arg = RC_PREV_BEGBUF; break;
    case '\'': t->type = TK_ANCHOR; t->arg = RC_NEXT_ENDBUF; break;
    case '(': if (!p->ere) t->type = TK_OPEN; break;
    case ')': if (!p->ere) t->type = TK_CLOSE; break;
    case '+': if (!p->ere) t->type = TK_PLUS; break;
    case '?': if (!p->ere) t->type = TK_QUESTION; break;
    case '{': if (!p->ere) t->type = TK_OPEN_DUP; break;
    case '}': if (!p->ere) t->type = TK_CLOSE_DUP; break;
    }
    return 2;
  }
  t->type = TK_CHAR;
  switch (c) {
  case '|': if (p->ere) t->type = TK_ALT; break;
  case '*': t->type = TK_STAR; break;
  case '+': if (p->ere) t->type = TK_PLUS; break;
  case '?': if (p->ere) t->type = TK_QUESTION; break;
  case '{': if (p->ere) t->type = TK_OPEN_DUP; break;
  case '}': if (p->ere) t->type = TK_CLOSE_DUP; break;
  case '(': if (p->ere) t->type = TK_OPEN; break;
  case ')': if (p->ere) t->type = TK_CLOSE; break;
  case '[': t->type = TK_BRACKET; break;
  case '.': t->type = TK_PERIOD; break;
  case '^':
    /* In BRE an anchor only where an expression starts. */
    if (!p->ere && !caret_here && at != 0) break;
    t->type = TK_ANCHOR; t->arg = RC_PREV_NEWLINE;
    break;
  case '$':
    /* In BRE an anchor only at the end, or before \) or \|. */
    if (!p->ere && at + 1 != p->len) {
      struct __re_token next;
      __re_peek(p, at + 1, &next, 0);
      if (next.type != TK_ALT && next.type != TK_CLOSE) break;
    }
    t->type = TK_ANCHOR; t->arg = RC_NEXT_NEWLINE;
    break;
  }
  return 1;
}

static void __re_fetch(struct __re_parser *p, int caret_here)
{
  p->pos += __re_peek(p, p->pos, &p->tok, caret_here);
}

/* ---- bracket expressions: glibc's parse_bracket_exp in the C locale ---- */

static int __re_peek_bracket(struct __re_parser *p, struct __re_token *t)
{
  if (p->pos >= p->len) { t->type = BT_END; return 0; }
  unsigned char c = p->pat[p->pos];
  t->c = c;
  if (c == '[') {
    unsigned char c2 = p->pos + 1 < p->len ? p->pat[p->pos + 1] : 0;
    t->c = c2;
    if (c2 == '.') { t->type = BT_COLL; return 2; }
    if (c2 == '=') { t->type = BT_EQUIV; return 2; }
    if (c2 == ':') { t->type = BT_CLASS; return 2; }
    t->type = BT_CHAR; t->c = c;
    return 1;
  }
  t->type = c == '-' ? BT_RANGE : c == ']' ? BT_CLOSE : c == '^' ? BT_NON_MATCH : BT_CHAR;
  return 1;
}

/* One element: kind BT_CHAR (a byte in *ch), BT_COLL/BT_EQUIV/BT_CLASS (the name in name). */
struct __re_belem { int kind; unsigned char ch; char name[32]; };

static int __re_bracket_symbol(struct __re_parser *p, struct __re_belem *e, struct __re_token *t)
{
  unsigned char delim = t->c;
  int i = 0;
  if (p->pos >= p->len) return REG_EBRACK;
  for (;; ++i) {
    if (i >= 32) return REG_EBRACK;
    /* A class name is read raw (so [[:ALPHA:]] stays unknown under REG_ICASE). */
    unsigned char ch = t->type == BT_CLASS ? p->raw[p->pos] : p->pat[p->pos];
    p->pos++;
    if (p->pos >= p->len) return REG_EBRACK;
    if (ch == delim && p->pat[p->pos] == ']') break;
    e->name[i] = (char)ch;
  }
  p->pos++;
  e->name[i] = 0;
  e->kind = t->type;
  return REG_NOERROR;
}

static int __re_bracket_element(struct __re_parser *p, struct __re_belem *e, struct __re_token *t, int tlen, int accept_hyphen)
{
  p->pos += tlen;
  if (t->type == BT_COLL || t->type == BT_EQUIV || t->type == BT_CLASS) return __re_bracket_symbol(p, e, t);
  if (t->type == BT_RANGE && !accept_hyphen) {
    /* A '-' that is not a range's must stand before the closing bracket. */
    struct __re_token t2;
    __re_peek_bracket(p, &t2);
    if (t2.type != BT_CLOSE) return REG_ERANGE;
  }
  e->kind = BT_CHAR;
  e->ch = t->c;
  return REG_NOERROR;
}

static int __re_charclass(unsigned char *set, const char *name, int icase)
{
  /* glibc: under REG_ICASE "upper" and "lower" are both "alpha". */
  if (icase && (!strcmp(name, "upper") || !strcmp(name, "lower"))) name = "alpha";
  int (*f)(int);
  if (!strcmp(name, "alnum")) f = isalnum;
  else if (!strcmp(name, "cntrl")) f = iscntrl;
  else if (!strcmp(name, "lower")) f = islower;
  else if (!strcmp(name, "space")) f = isspace;
  else if (!strcmp(name, "alpha")) f = isalpha;
  else if (!strcmp(name, "digit")) f = isdigit;
  else if (!strcmp(name, "print")) f = isprint;
  else if (!strcmp(name, "upper")) f = isupper;
  else if (!strcmp(name, "blank")) f = isblank;
  else if (!strcmp(name, "graph")) f = isgraph;
  else if (!strcmp(name, "punct")) f = ispunct;
  else if (!strcmp(name, "xdigit")) f = isxdigit;
  else return REG_ECTYPE;
  for (int c = 0; c < 256; c++) if (f(c)) RSET_ADD(set, c);
  return REG_NOERROR;
}

/* The byte a range end stands for: a character or a one-character collating symbol. */
static int __re_range_end(const struct __re_belem *e, int *out)
{
  if (e->kind == BT_EQUIV || e->kind == BT_CLASS) return REG_ERANGE;
  if (e->kind == BT_COLL) {
    if (strlen(e->name) != 1) return REG_ECOLLATE;
    *out = (unsigned char)e->name[0];
  } else *out = e->ch;
  return REG_NOERROR;
}

static struct __re_tree *__re_bracket(struct __re_parser *p)
{
  int si = __re_new_set(p->d);
  if (si < 0) { p->err = REG_ESPACE; return NULL; }
  unsigned char set[32];
  memset(set, 0, sizeof set);
  int non_match = 0, first = 1;
  struct __re_token t, t2;
  int tlen = __re_peek_bracket(p, &t);
  if (t.type == BT_END) { p->err = REG_BADPAT; return NULL; }
  if (t.type == BT_NON_MATCH) {
    non_match = 1;
    if (p->newline) RSET_ADD(set, '\n');
    p->pos += tlen;
    tlen = __re_peek_bracket(p, &t);
    if (t.type == BT_END) { p->err = REG_BADPAT; return NULL; }
  }
  if (t.type == BT_CLOSE) t.type = BT_CHAR; /* a first ']' is a character */
  for (;;) {
    struct __re_belem start, end;
    int range = 0, tlen2 = 0, err;
    err = __re_bracket_element(p, &start, &t, tlen, first);
    if (err) { p->err = err; return NULL; }
    first = 0;
    tlen = __re_peek_bracket(p, &t);
    if (start.kind != BT_CLASS && start.kind != BT_EQUIV) {
      if (t.type == BT_END) { p->err = REG_EBRACK; return NULL; }
      if (t.type == BT_RANGE) {
        p->pos += tlen;
        tlen2 = __re_peek_bracket(p, &t2);
        if (t2.type == BT_END) { p->err = REG_EBRACK; return NULL; }
        if (t2.type == BT_CLOSE) { p->pos -= tlen; t.type = BT_CHAR; } /* a last '-' is a character */
        else range = 1;
      }
    }
    if (range) {
      err = __re_bracket_element(p, &end, &t2, tlen2, 1);
      if (err) { p->err = err; return NULL; }
      tlen = __re_peek_bracket(p, &t);
      int lo, hi;
      if ((err = __re_range_end(&start, &lo)) || (err = __re_range_end(&end, &hi))) { p->err = err; return NULL; }
      if (lo > hi) { p->err = REG_ERANGE; return NULL; } /* RE_NO_EMPTY_RANGES */
      for (int c = lo; c <= hi; c++) RSET_ADD(set, c);
    } else if (start.kind == BT_CHAR) {
      RSET_ADD(set, start.ch);
    } else if (start.kind == BT_CLASS) {
      if ((err = __re_charclass(set, start.name, p->icase))) { p->err = err; return NULL; }
    } else {
      /* The C locale has no multi-character collating elements: [.x.] and [=x=] are x. */
      if (strlen(start.name) != 1) { p->err = REG_ECOLLATE; return NULL; }
      RSET_ADD(set, start.name[0]);
    }
    if (t.type == BT_END) { p->err = REG_EBRACK; return NULL; }
    if (t.type == BT_CLOSE) break;
  }
  p->pos += tlen;
  if (non_match) for (int i = 0; i < 32; i++) set[i] = (unsigned char)~set[i];
  memcpy(p->d->sets[si], set, 32);
  struct __re_tree *tr = __re_new_tree(p, RT_SET, NULL, NULL);
  if (tr) tr->arg = si;
  return tr;
}

/* \w \W \s \S: glibc's build_charclass_op. */
static struct __re_tree *__re_class_op(struct __re_parser *p, const char *name, int underscore, int non_match)
{
  int si = __re_new_set(p->d);
  if (si < 0) { p->err = REG_ESPACE; return NULL; }
  unsigned char *set = p->d->sets[si];
  __re_charclass(set, name, 0);
  if (underscore) RSET_ADD(set, '_');
  if (non_match) for (int i = 0; i < 32; i++) set[i] = (unsigned char)~set[i];
  struct __re_tree *t = __re_new_tree(p, RT_SET, NULL, NULL);
  if (t) t->arg = si;
  return t;
}

static struct __re_tree *__re_char(struct __re_parser *p, unsigned char c)
{
  int si = __re_new_set(p->d);
  if (si < 0) { p->err = REG_ESPACE; return NULL; }
  RSET_ADD(p->d->sets[si], c);
  struct __re_tree *t = __re_new_tree(p, RT_SET, NULL, NULL);
  if (t) t->arg = si;
  return t;
}

/* ---- the grammar: glibc's parse_reg_exp, parse_branch, parse_expression, parse_dup_op ---- */

static struct __re_tree *__re_reg_exp(struct __re_parser *p, int nest);

/* glibc's fetch_number: -1 for no digits, -2 for anything else than digits. */
static int __re_number(struct __re_parser *p)
{
  int num = -1;
  for (;;) {
    __re_fetch(p, 0);
    unsigned char c = p->tok.c;
    if (p->tok.type == TK_END) return -2;
    if (p->tok.type == TK_CLOSE_DUP || c == ',') break;
    num = (p->tok.type != TK_CHAR || c < '0' || c > '9' || num == -2) ? -2
        : num == -1 ? c - '0' : (num * 10 + c - '0' > RE_DUP_MAX + 1 ? RE_DUP_MAX + 1 : num * 10 + c - '0');
  }
  return num;
}

static struct __re_tree *__re_dup(struct __re_parser *p, struct __re_tree *elem)
{
  int start, end;
  if (p->tok.type == TK_OPEN_DUP) {
    end = 0;
    start = __re_number(p);
    if (start == -1) {
      if (p->tok.type == TK_CHAR && p->tok.c == ',') start = 0; /* {,m} is {0,m} */
      else { p->err = REG_BADBR; return NULL; }
    }
    if (start != -2)
      end = p->tok.type == TK_CLOSE_DUP ? start : (p->tok.type == TK_CHAR && p->tok.c == ',') ? __re_number(p) : -2;
    if (start == -2 || end == -2) { p->err = p->tok.type == TK_END ? REG_EBRACE : REG_BADBR; return NULL; }
    if ((end != -1 && start > end) || p->tok.type != TK_CLOSE_DUP) { p->err = REG_BADBR; return NULL; }
    if ((end == -1 ? start : end) > RE_DUP_MAX) { p->err = REG_ESIZE; return NULL; }
  } else {
    start = p->tok.type == TK_PLUS ? 1 : 0;
    end = p->tok.type == TK_QUESTION ? 1 : -1;
  }
  __re_fetch(p, 0);
  if (elem == NULL) return NULL;
  if (start == 0 && end == 0) return NULL;
  struct __re_tree *t = __re_new_tree(p, RT_DUP, elem, NULL);
  if (!t) return NULL;
  t->min = start; t->max = end;
  return t;
}

static struct __re_tree *__re_expression(struct __re_parser *p, int nest)
{
  struct __re_tree *tree = NULL;
  struct __re_token *t = &p->tok;
  switch (t->type) {
  case TK_CHAR:
    tree = __re_char(p, t->c);
    break;
  case TK_OPEN: {
    int idx = p->nsub++;
    __re_fetch(p, 1);
    struct __re_tree *inner = NULL;
    if (t->type != TK_CLOSE) {
      inner = __re_reg_exp(p, nest + 1);
      if (!p->err && t->type != TK_CLOSE) p->err = REG_EPAREN;
      if (p->err) return NULL;
    }
    if (idx <= 8) p->completed |= 1u << idx;
    tree = __re_new_tree(p, RT_SUBEXP, inner, NULL);
    if (tree) tree->arg = idx;
    break;
  }
  case TK_BRACKET:
    tree = __re_bracket(p);
    break;
  case TK_BACKREF:
    if (!(p->completed & (1u << t->arg))) { p->err = REG_ESUBREG; return NULL; }
    tree = __re_new_tree(p, RT_BACKREF, NULL, NULL);
    if (tree) tree->arg = t->arg;
    p->d->nbackref++;
    break;
  case TK_OPEN_DUP:
    if (!p->ere) { p->err = REG_BADRPT; return NULL; } /* RE_CONTEXT_INVALID_DUP */
    /* fall through */
  case TK_STAR: case TK_PLUS: case TK_QUESTION:
    if (p->ere) { p->err = REG_BADRPT; return NULL; } /* RE_CONTEXT_INVALID_OPS */
    /* fall through: a BRE's leading * is a character */
  case TK_CLOSE:
    if (t->type == TK_CLOSE && !p->ere) { p->err = REG_ERPAREN; return NULL; }
    /* fall through: an ERE's unmatched ')' is a character */
  case TK_CLOSE_DUP:
    tree = __re_char(p, t->c);
    break;
  case TK_ANCHOR: case TK_WORD_DELIM: case TK_NOT_WORD_DELIM: {
    /* An anchor takes no repetition: the next token starts a new expression. */
    if (t->type == TK_ANCHOR) {
      tree = __re_new_tree(p, RT_ANCHOR, NULL, NULL);
      if (tree) tree->arg = t->arg;
    } else {
      int a = t->type == TK_WORD_DELIM ? RC_PREV_NOTWORD | RC_NEXT_WORD : RC_PREV_WORD | RC_NEXT_WORD;
      int b = t->type == TK_WORD_DELIM ? RC_PREV_WORD | RC_NEXT_NOTWORD : RC_PREV_NOTWORD | RC_NEXT_NOTWORD;
      struct __re_tree *x = __re_new_tree(p, RT_ANCHOR, NULL, NULL), *y = __re_new_tree(p, RT_ANCHOR, NULL, NULL);
      if (!x || !y) return NULL;
      x->arg = a; y->arg = b;
      tree = __re_new_tree(p, RT_ALT, x, y);
    }
    __re_fetch(p, 0);
    return tree;
  }
  case TK_PERIOD:
    tree = __re_new_tree(p, RT_ANY, NULL, NULL);
    break;
  case TK_WORD: case TK_NOTWORD:
    tree = __re_class_op(p, "alnum", 1, t->type == TK_NOTWORD);
    break;
  case TK_SPACE: case TK_NOTSPACE:
    tree = __re_class_op(p, "space", 0, t->type == TK_NOTSPACE);
    break;
  case TK_ALT: case TK_END:
    return NULL;
  case TK_BACKSLASH:
    p->err = REG_EESCAPE;
    return NULL;
  }
  if (p->err) return NULL;
  __re_fetch(p, 0);
  while (t->type == TK_STAR || t->type == TK_PLUS || t->type == TK_QUESTION || t->type == TK_OPEN_DUP) {
    tree = __re_dup(p, tree);
    if (p->err) return NULL;
    /* A BRE takes no second repetition of one expression. */
    if (!p->ere && (t->type == TK_STAR || t->type == TK_OPEN_DUP)) { p->err = REG_BADRPT; return NULL; }
  }
  return tree;
}

static struct __re_tree *__re_branch(struct __re_parser *p, int nest)
{
  struct __re_tree *tree = __re_expression(p, nest);
  if (p->err) return NULL;
  while (p->tok.type != TK_ALT && p->tok.type != TK_END && (nest == 0 || p->tok.type != TK_CLOSE)) {
    struct __re_tree *e = __re_expression(p, nest);
    if (p->err) return NULL;
    if (tree && e) tree = __re_new_tree(p, RT_CAT, tree, e);
    else if (!tree) tree = e;
    if (p->err) return NULL;
  }
  return tree;
}

static struct __re_tree *__re_reg_exp(struct __re_parser *p, int nest)
{
  unsigned initial = p->completed;
  struct __re_tree *tree = __re_branch(p, nest);
  if (p->err) return NULL;
  while (p->tok.type == TK_ALT) {
    struct __re_tree *branch = NULL;
    __re_fetch(p, 1);
    if (p->tok.type != TK_ALT && p->tok.type != TK_END && (nest == 0 || p->tok.type != TK_CLOSE)) {
      /* A back-reference sees only the groups of its own branch. */
      unsigned accumulated = p->completed;
      p->completed = initial;
      branch = __re_branch(p, nest);
      if (p->err) return NULL;
      p->completed |= accumulated;
    }
    tree = __re_new_tree(p, RT_ALT, tree, branch);
    if (p->err) return NULL;
  }
  return tree;
}

/* ---- code generation: the tree to NFA nodes ---- */

static int __re_node(struct re_dfa_t *d, int op, int arg)
{
  if (d->nnodes == d->node_cap) {
    int cap = d->node_cap ? d->node_cap * 2 : 32;
    struct __re_node *n = realloc(d->nodes, cap * sizeof *n);
    if (!n) return -1;
    d->nodes = n; d->node_cap = cap;
  }
  struct __re_node *n = &d->nodes[d->nnodes];
  n->op = (unsigned char)op; n->opt = 0; n->arg = (short)arg; n->next = -1; n->alt = -1;
  return d->nnodes++;
}

/*
 * Emits t before `next` (code is built from the end backwards) and returns its entry.
 * glibc expands a repetition into copies of its tree, and marks a group that is the repeated
 * element of an optional copy (opt_subexp: an empty pass keeps the last offsets), but a copy of
 * a tree (duplicate_tree) loses every mark. So: `copy` says t is such a copy (no group in it is
 * marked), and `opt` marks t itself when t is a group.
 */
static int __re_emit(struct re_dfa_t *d, struct __re_tree *t, int next, int copy, int opt);

/* e{0,k} is glibc's (((e)?e)?e)?: the innermost e is made first (the `first_*` arguments),
 * the others are copies of it. */
static int __re_emit_optional(struct re_dfa_t *d, struct __re_tree *elem, int k, int next, int first_copy, int first_opt)
{
  int split = __re_node(d, RN_SPLIT, 0);
  if (split < 0) return -1;
  int body = k > 1 ? __re_emit(d, elem, next, 1, 0) : __re_emit(d, elem, next, first_copy, first_opt);
  if (body < 0) return -1;
  if (k > 1) body = __re_emit_optional(d, elem, k - 1, body, first_copy, first_opt);
  if (body < 0) return -1;
  d->nodes[split].next = body;
  d->nodes[split].alt = next;
  return split;
}

static int __re_emit(struct re_dfa_t *d, struct __re_tree *t, int next, int copy, int opt)
{
  if (t == NULL) return next;
  int n;
  switch (t->type) {
  case RT_SET: case RT_ANY: case RT_ANCHOR:
    n = __re_node(d, t->type == RT_SET ? RN_SET : t->type == RT_ANY ? RN_ANY : RN_ANCHOR, t->arg);
    if (n >= 0) d->nodes[n].next = next;
    return n;
  case RT_BACKREF:
    n = __re_node(d, RN_BACKREF, d->subexp_map[t->arg] + 1);
    if (n >= 0) d->nodes[n].next = next;
    d->bkref_groups |= 1u << (d->subexp_map[t->arg] + 1);
    return n;
  case RT_CAT:
    n = __re_emit(d, t->r, next, copy, 0);
    return n < 0 ? -1 : __re_emit(d, t->l, n, copy, 0);
  case RT_ALT: {
    int split = __re_node(d, RN_SPLIT, 0);
    if (split < 0) return -1;
    int a = __re_emit(d, t->l, next, copy, 0), b = __re_emit(d, t->r, next, copy, 0);
    if (a < 0 || b < 0) return -1;
    d->nodes[split].next = a; d->nodes[split].alt = b;
    return split;
  }
  case RT_SUBEXP: {
    struct __re_tree *child = t->l;
    /* glibc's optimize_subexps: ((x)) is one group, the inner reports the outer's offsets. */
    if (child && child->type == RT_SUBEXP) { d->subexp_map[child->arg] = d->subexp_map[t->arg]; child = child->l; }
    int close = __re_node(d, RN_CLOSE, t->arg + 1);
    if (close < 0) return -1;
    d->nodes[close].next = next; d->nodes[close].opt = (unsigned char)opt;
    int body = __re_emit(d, child, close, copy, 0);
    if (body < 0) return -1;
    int open = __re_node(d, RN_OPEN, t->arg + 1);
    if (open < 0) return -1;
    d->nodes[open].next = body; d->nodes[open].opt = (unsigned char)opt;
    return open;
  }
  case RT_DUP: {
    /* glibc's parse_dup_op: the element itself is the first mandatory copy when there is one
     * (unmarked), else the first optional one (marked); a mark made inside a copy is lost. */
    struct __re_tree *elem = t->l;
    int mark = !copy && elem->type == RT_SUBEXP;
    int opt_copy = t->min > 0 ? 1 : copy; /* is the first optional element a copy? */
    int tail = next;
    if (t->max == -1) {
      /* A loop: the split tries the body first, the body returns to the split. */
      int split = __re_node(d, RN_SPLIT, 0);
      if (split < 0) return -1;
      int body = __re_emit(d, elem, split, opt_copy, mark);
      if (body < 0) return -1;
      d->nodes[split].next = body; d->nodes[split].alt = next;
      tail = split;
    } else if (t->max > t->min) {
      tail = __re_emit_optional(d, elem, t->max - t->min, next, opt_copy, mark);
      if (tail < 0) return -1;
    }
    for (int i = t->min; i >= 1; i--) {
      tail = __re_emit(d, elem, tail, i == 1 ? copy : 1, 0);
      if (tail < 0) return -1;
    }
    return tail;
  }
  }
  return -1;
}

int regcomp(regex_t *__restrict preg, const char *__restrict pattern, int cflags)
{
  struct __re_parser p;
  memset(&p, 0, sizeof p);
  preg->__REPB_PREFIX(buffer) = NULL;
  preg->__REPB_PREFIX(allocated) = 0;
  preg->__REPB_PREFIX(used) = 0;
  preg->__REPB_PREFIX(fastmap) = NULL;
  preg->__REPB_PREFIX(translate) = NULL;
  preg->re_nsub = 0;
  /* glibc's RE_SYNTAX_POSIX_EXTENDED / _BASIC, with RE_ICASE, RE_HAT_LISTS_NOT_NEWLINE. */
  preg->__REPB_PREFIX(syntax) = (cflags & REG_EXTENDED) ? 0x3b2fcUL : 0x10102c6UL;
  if (cflags & REG_ICASE) preg->__REPB_PREFIX(syntax) |= 0x400000UL;
  if (cflags & REG_NEWLINE) preg->__REPB_PREFIX(syntax) = (preg->__REPB_PREFIX(syntax) & ~0x40UL) | 0x100UL;
  preg->__REPB_PREFIX(newline_anchor) = (cflags & REG_NEWLINE) ? 1 : 0;
  preg->__REPB_PREFIX(no_sub) = (cflags & REG_NOSUB) ? 1 : 0;
  struct re_dfa_t *d = calloc(1, sizeof *d);
  if (!d) return REG_ESPACE;
  p.d = d;
  p.raw = (const unsigned char *)pattern;
  p.len = (int)strlen(pattern);
  p.ere = (cflags & REG_EXTENDED) != 0;
  p.icase = d->icase = (cflags & REG_ICASE) != 0;
  p.newline = d->newline = (cflags & REG_NEWLINE) != 0;
  p.pat = malloc((size_t)p.len + 1);
  if (!p.pat) { free(d); return REG_ESPACE; }
  for (int i = 0; i <= p.len; i++) p.pat[i] = p.icase ? (unsigned char)toupper(p.raw[i]) : p.raw[i];
  __re_fetch(&p, 1);
  struct __re_tree *tree = __re_reg_exp(&p, 0);
  int err = p.err;
  preg->re_nsub = (size_t)p.nsub;
  if (!err) {
    d->nsub = p.nsub;
    d->subexp_map = malloc(((size_t)p.nsub + 1) * sizeof(int));
    if (!d->subexp_map) err = REG_ESPACE;
    else {
      for (int i = 0; i <= p.nsub; i++) d->subexp_map[i] = i;
      int end = __re_node(d, RN_END, 0);
      d->start = end < 0 ? -1 : __re_emit(d, tree, end, 0, 0);
      if (d->start < 0) err = REG_ESPACE;
    }
  }
  for (int i = 0; i < p.ntrees; i++) free(p.trees[i]);
  free(p.trees);
  free(p.pat);
  if (err) {
    free(d->nodes); free(d->sets); free(d->subexp_map); free(d);
    /* POSIX has one code for both unmatched parentheses. */
    return err == REG_ERPAREN ? REG_EPAREN : err;
  }
  preg->__REPB_PREFIX(buffer) = d;
  preg->__REPB_PREFIX(allocated) = preg->__REPB_PREFIX(used) = sizeof *d;
  return REG_NOERROR;
}

void regfree(regex_t *preg)
{
  struct re_dfa_t *d = preg->__REPB_PREFIX(buffer);
  if (d) { free(d->nodes); free(d->sets); free(d->subexp_map); free(d); }
  preg->__REPB_PREFIX(buffer) = NULL;
  preg->__REPB_PREFIX(allocated) = 0;
  preg->__REPB_PREFIX(used) = 0;
  free(preg->__REPB_PREFIX(fastmap));
  preg->__REPB_PREFIX(fastmap) = NULL;
  free(preg->__REPB_PREFIX(translate));
  preg->__REPB_PREFIX(translate) = NULL;
}

static const char *const __re_messages[] = {
  "Success", "No match", "Invalid regular expression", "Invalid collation character",
  "Invalid character class name", "Trailing backslash", "Invalid back reference",
  "Unmatched [, [^, [:, [., or [=", "Unmatched ( or \\(", "Unmatched \\{", "Invalid content of \\{\\}",
  "Invalid range end", "Memory exhausted", "Invalid preceding regular expression",
  "Premature end of regular expression", "Regular expression too big", "Unmatched ) or \\)",
};

size_t regerror(int errcode, const regex_t *__restrict preg, char *__restrict errbuf, size_t errbuf_size)
{
  (void)preg;
  /* glibc dumps core on a code it never returns. */
  if (errcode < 0 || errcode >= (int)(sizeof __re_messages / sizeof __re_messages[0])) abort();
  const char *msg = __re_messages[errcode];
  size_t size = strlen(msg) + 1;
  if (errbuf_size != 0) {
    size_t n = size;
    if (size > errbuf_size) { n = errbuf_size - 1; errbuf[n] = 0; }
    memcpy(errbuf, msg, n);
  }
  return size;
}

