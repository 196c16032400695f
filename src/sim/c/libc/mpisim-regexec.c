/*
 * regexec as glibc 2.36 matches (posix/regexec.c): the leftmost-longest match, then the offsets
 * of the first path in glibc's order of preference that ends there (see mpisim-regcomp.c).
 */
#define _GNU_SOURCE 1 /* RE_DUP_MAX, and regex_t's fields by their names */
#include "mpisim-regex.h"
#include <stdlib.h>
#include <string.h>

/* ---- matching ---- */

struct __re_exec {
  const struct re_dfa_t *d;
  const unsigned char *s;
  int len, notbol, noteol;
  int nregs;                 /* groups + 1 */
  const unsigned char *viable; /* (idx - from) * nnodes + node: can reach the match's end */
  int from;
};

static unsigned char __re_at(const struct __re_exec *x, int idx)
{
  unsigned char c = x->s[idx];
  return x->d->icase ? (unsigned char)toupper(c) : c;
}

/* glibc's context of the byte before idx and at idx (re_string_context_at). */
static int __re_anchor_ok(const struct __re_exec *x, int constraint, int idx)
{
  int prev_word = 0, prev_nl, prev_beg = 0, next_word = 0, next_nl, next_end = 0;
  if (idx == 0) { prev_beg = 1; prev_nl = !x->notbol; }
  else { unsigned char c = x->s[idx - 1]; prev_word = __re_word_char(c); prev_nl = c == '\n' && x->d->newline; }
  if (idx >= x->len) { next_end = 1; next_nl = !x->noteol; }
  else { unsigned char c = x->s[idx]; next_word = __re_word_char(c); next_nl = c == '\n' && x->d->newline; }
  if ((constraint & RC_PREV_WORD) && !prev_word) return 0;
  if ((constraint & RC_PREV_NOTWORD) && prev_word) return 0;
  if ((constraint & RC_PREV_NEWLINE) && !prev_nl) return 0;
  if ((constraint & RC_PREV_BEGBUF) && !prev_beg) return 0;
  if ((constraint & RC_NEXT_WORD) && !next_word) return 0;
  if ((constraint & RC_NEXT_NOTWORD) && next_word) return 0;
  if ((constraint & RC_NEXT_NEWLINE) && !next_nl) return 0;
  if ((constraint & RC_NEXT_ENDBUF) && !next_end) return 0;
  return 1;
}

/* Whether a consuming node takes the byte at idx. */
static int __re_takes(const struct __re_exec *x, const struct __re_node *n, int idx)
{
  if (idx >= x->len) return 0;
  unsigned char c = __re_at(x, idx);
  if (n->op == RN_SET) return RSET_HAS(x->d->sets[n->arg], c);
  /* '.' never takes NUL (RE_DOT_NOT_NULL) nor, with REG_NEWLINE, a newline. */
  return c != 0 && !(c == '\n' && x->d->newline);
}

/* Adds node's epsilon closure at idx to the thread list, each thread labelled with its start
 * (the smallest start wins a node: only the leftmost start matters). */
static void __re_add_thread(const struct __re_exec *x, int *label, int *list, int *count, int node, int start, int idx)
{
  const struct re_dfa_t *d = x->d;
  while (node >= 0) {
    if (label[node] != -1 && label[node] <= start) return;
    if (label[node] == -1) list[(*count)++] = node;
    label[node] = start;
    const struct __re_node *n = &d->nodes[node];
    switch (n->op) {
    case RN_SPLIT: __re_add_thread(x, label, list, count, n->next, start, idx); node = n->alt; break;
    case RN_OPEN: case RN_CLOSE: case RN_JMP: node = n->next; break;
    case RN_ANCHOR: node = __re_anchor_ok(x, n->arg, idx) ? n->next : -1; break;
    default: return;
    }
  }
}

/* The leftmost-longest match from `from` without back-references: [*so, *eo), or 0. */
static int __re_longest(const struct __re_exec *x, int from, int *so, int *eo)
{
  const struct re_dfa_t *d = x->d;
  int nn = d->nnodes;
  int *buf = malloc((size_t)nn * 4 * sizeof(int));
  if (!buf) return 0;
  int *cur = buf, *nxt = buf + nn, *lcur = buf + 2 * nn, *lnxt = buf + 3 * nn;
  int ncur = 0, best_so = -1, best_eo = -1;
  for (int i = 0; i < nn; i++) lcur[i] = -1;
  for (int idx = from;; idx++) {
    if (best_so < 0) __re_add_thread(x, lcur, cur, &ncur, d->start, idx, idx);
    for (int i = 0; i < ncur; i++)
      if (d->nodes[cur[i]].op == RN_END && (best_so < 0 || lcur[cur[i]] < best_so || (lcur[cur[i]] == best_so)))
        if (best_so < 0 || lcur[cur[i]] <= best_so) { best_so = lcur[cur[i]]; best_eo = idx; }
    if (idx >= x->len || (ncur == 0 && best_so >= 0)) break;
    int nnxt = 0;
    for (int i = 0; i < nn; i++) lnxt[i] = -1;
    for (int i = 0; i < ncur; i++) {
      const struct __re_node *n = &d->nodes[cur[i]];
      int start = lcur[cur[i]];
      if (best_so >= 0 && start > best_so) continue; /* a later start can no longer win */
      if ((n->op == RN_SET || n->op == RN_ANY) && __re_takes(x, n, idx))
        __re_add_thread(x, lnxt, nxt, &nnxt, n->next, start, idx + 1);
    }
    int *t = cur; cur = nxt; nxt = t;
    t = lcur; lcur = lnxt; lnxt = t;
    ncur = nnxt;
  }
  free(buf);
  if (best_so < 0) return 0;
  *so = best_so; *eo = best_eo;
  return 1;
}

/* For the offsets' search: which nodes can still reach (END, eo) from each index in [so, eo]
 * (glibc's sifted states). */
static unsigned char *__re_sift(const struct __re_exec *x, int so, int eo)
{
  const struct re_dfa_t *d = x->d;
  int nn = d->nnodes;
  unsigned char *v = calloc((size_t)(eo - so + 1) * (size_t)nn, 1);
  if (!v) return NULL;
  for (int idx = eo; idx >= so; idx--) {
    unsigned char *row = v + (size_t)(idx - so) * nn, *after = idx < eo ? row + nn : NULL;
    for (int changed = 1; changed;) {
      changed = 0;
      for (int i = nn - 1; i >= 0; i--) {
        if (row[i]) continue;
        const struct __re_node *n = &d->nodes[i];
        int ok = 0;
        switch (n->op) {
        case RN_END: ok = idx == eo; break;
        case RN_SET: case RN_ANY: ok = after && after[n->next] && __re_takes(x, n, idx); break;
        case RN_SPLIT: ok = row[n->next] || row[n->alt]; break;
        case RN_ANCHOR: ok = row[n->next] && __re_anchor_ok(x, n->arg, idx); break;
        default: ok = row[n->next]; break;
        }
        if (ok) { row[i] = 1; changed = 1; }
      }
    }
  }
  return v;
}

/* glibc's update_regs: offsets as a path passes a group's ends. */
static void __re_update_regs(const struct __re_exec *x, const struct __re_node *n, regmatch_t *regs, regmatch_t *prev, int idx)
{
  int g = n->arg;
  if (n->op == RN_OPEN) { regs[g].rm_so = idx; regs[g].rm_eo = -1; return; }
  if (n->op != RN_CLOSE) return;
  if (regs[g].rm_so < idx) {
    regs[g].rm_eo = idx;
    memcpy(prev, regs, (size_t)x->nregs * sizeof *regs);
  } else if (n->opt && prev[g].rm_so != -1) {
    /* An empty pass through an optional group, after a real one: undo it (like (a?)*). */
    memcpy(regs, prev, (size_t)x->nregs * sizeof *regs);
  } else regs[g].rm_eo = idx;
}

/* A saved alternative of the path search (glibc's fail stack). */
struct __re_fail { int node, idx, anchors; size_t data; };

struct __re_search {
  struct __re_fail *stack; int depth, cap;
  char *arena; size_t used, arena_cap;
  unsigned long long *seen; size_t seen_cap, seen_count; /* states met, by hash (0 is empty) */
};

/* With back-references the search for the longest end meets the same state by many paths
 * ((.*)+ ...\1): what can follow depends only on the node, the index, whether an anchor was
 * passed and the offsets the back-references read, so a state met again is not searched again
 * (the first path to it is the preferred one). Returns 1 when the state was met before. */
static int __re_seen(struct __re_search *st, const struct __re_exec *x, int node, int idx, int anchors, const regmatch_t *regs, const regmatch_t *prev)
{
  unsigned long long h = 1469598103934665603ULL;
#define __RE_MIX(v) (h = (h ^ (unsigned long long)(unsigned)(v)) * 1099511628211ULL)
  __RE_MIX(node); __RE_MIX(idx); __RE_MIX(anchors != 0);
  for (int g = 1; g < x->nregs && g < 32; g++)
    if (x->d->bkref_groups & (1u << g)) { __RE_MIX(regs[g].rm_so); __RE_MIX(regs[g].rm_eo); __RE_MIX(prev[g].rm_so); __RE_MIX(prev[g].rm_eo); }
#undef __RE_MIX
  if (h == 0) h = 1;
  if (st->seen_count * 2 >= st->seen_cap) {
    size_t cap = st->seen_cap ? st->seen_cap * 2 : 1024;
    unsigned long long *t = calloc(cap, sizeof *t);
    if (!t) return 0;
    for (size_t i = 0; i < st->seen_cap; i++)
      if (st->seen[i]) { size_t j = (size_t)(st->seen[i] % cap); while (t[j]) j = (j + 1) % cap; t[j] = st->seen[i]; }
    free(st->seen); st->seen = t; st->seen_cap = cap;
  }
  size_t j = (size_t)(h % st->seen_cap);
  while (st->seen[j]) { if (st->seen[j] == h) return 1; j = (j + 1) % st->seen_cap; }
  st->seen[j] = h; st->seen_count++;
  return 0;
}

static int __re_push(struct __re_search *st, const struct __re_exec *x, int node, int idx, int anchors, const regmatch_t *regs, const unsigned char *via)
{
  size_t rsize = (size_t)x->nregs * 2 * sizeof(regmatch_t), need = rsize + (size_t)x->d->nnodes;
  if (st->depth == st->cap) {
    int cap = st->cap ? st->cap * 2 : 64;
    struct __re_fail *s = realloc(st->stack, (size_t)cap * sizeof *s);
    if (!s) return -1;
    st->stack = s; st->cap = cap;
  }
  if (st->used + need > st->arena_cap) {
    size_t cap = st->arena_cap ? st->arena_cap * 2 : 4096;
    while (cap < st->used + need) cap *= 2;
    char *a = realloc(st->arena, cap);
    if (!a) return -1;
    st->arena = a; st->arena_cap = cap;
  }
  struct __re_fail *f = &st->stack[st->depth++];
  f->node = node; f->idx = idx; f->anchors = anchors; f->data = st->used;
  memcpy(st->arena + st->used, regs, rsize);
  memcpy(st->arena + st->used + rsize, via, (size_t)x->d->nnodes);
  st->used += need;
  return 0;
}

static int __re_pop(struct __re_search *st, const struct __re_exec *x, int *idx, int *anchors, regmatch_t *regs, unsigned char *via)
{
  if (st->depth == 0) return -1;
  struct __re_fail *f = &st->stack[--st->depth];
  size_t rsize = (size_t)x->nregs * 2 * sizeof(regmatch_t);
  memcpy(regs, st->arena + f->data, rsize);
  memcpy(via, st->arena + f->data + rsize, (size_t)x->d->nnodes);
  st->used = f->data;
  *idx = f->idx;
  *anchors = f->anchors;
  return f->node;
}

static int __re_viable(const struct __re_exec *x, int node, int idx)
{
  return !x->viable || x->viable[(size_t)(idx - x->from) * x->d->nnodes + node];
}

/* The first path, in glibc's order of preference, from `so` to END: at `eo` when eo >= 0 (then
 * x->viable prunes), else the longest such end (with back-references, which offsets decide).
 * glibc halts on one END node, the lowest numbered that the end's context allows: the plain END
 * before its copies under an anchor's constraint (as "x$|y" reaches through "$"). So a path that
 * reaches END with no anchor passed since its last byte wins; `plain_only` asks for one, and at
 * one end the search without back-references tries that first.
 * out receives the groups' offsets; returns the end, or -1. */
static int __re_path(const struct __re_exec *x, int so, int eo, int plain_only, regmatch_t *out)
{
  const struct re_dfa_t *d = x->d;
  int nr = x->nregs, best = -1, best_plain = 0;
  regmatch_t *regs = malloc((size_t)nr * 2 * sizeof *regs);
  unsigned char *via = calloc((size_t)d->nnodes, 1);
  struct __re_search st = { 0 };
  if (!regs || !via) { free(regs); free(via); return -1; }
  regmatch_t *prev = regs + nr;
  for (int i = 0; i < nr; i++) regs[i].rm_so = regs[i].rm_eo = -1;
  regs[0].rm_so = so; regs[0].rm_eo = eo;
  memcpy(prev, regs, (size_t)nr * sizeof *regs);
  int node = d->start, idx = so, anchors = 0; /* anchors: passed since the last byte */
  for (;;) {
    const struct __re_node *n = &d->nodes[node];
    int dest = -1;
    __re_update_regs(x, n, regs, prev, idx);
    if (eo < 0 && n->op != RN_END && __re_seen(&st, x, node, idx, anchors, regs, prev)) {
      node = __re_pop(&st, x, &idx, &anchors, regs, via);
      if (node < 0) break;
      continue;
    }
    switch (n->op) {
    case RN_END:
      if (eo >= 0) {
        if (idx == eo && (!plain_only || !anchors)) { memcpy(out, regs, (size_t)nr * sizeof *regs); best = idx; goto done; }
      } else if (idx > best || (idx == best && !anchors && !best_plain)) {
        memcpy(out, regs, (size_t)nr * sizeof *regs);
        best = idx; best_plain = !anchors;
      }
      break;
    case RN_SET: case RN_ANY:
      if (__re_takes(x, n, idx) && __re_viable(x, n->next, idx + 1)) { idx++; anchors = 0; memset(via, 0, (size_t)d->nnodes); dest = n->next; }
      break;
    case RN_BACKREF: {
      int g = n->arg, len = regs[g].rm_eo - regs[g].rm_so;
      if (regs[g].rm_so < 0 || regs[g].rm_eo < 0) break;
      if (len == 0) { if (via[node]++ < 2) dest = n->next; break; }
      if (idx + len > x->len) break;
      int k = 0;
      while (k < len && __re_at(x, regs[g].rm_so + k) == __re_at(x, idx + k)) k++;
      if (k == len && __re_viable(x, n->next, idx + len)) { idx += len; anchors = 0; memset(via, 0, (size_t)d->nnodes); dest = n->next; }
      break;
    }
    case RN_SPLIT: {
      /* glibc's proceed_next_node: the first viable branch, unless this pass since the last
       * byte already went there (an empty loop), then the second. */
      if (via[node]++ >= 2) break;
      int a = __re_viable(x, n->next, idx) ? n->next : -1, b = __re_viable(x, n->alt, idx) ? n->alt : -1;
      if (a < 0) dest = b;
      else if (b < 0) dest = a;
      else if (via[a]) dest = b;
      else { if (__re_push(&st, x, b, idx, anchors, regs, via)) goto done; dest = a; }
      break;
    }
    case RN_ANCHOR:
      if (via[node]++ < 2 && __re_anchor_ok(x, n->arg, idx) && __re_viable(x, n->next, idx)) { anchors |= n->arg; dest = n->next; }
      break;
    default:
      if (via[node]++ < 2 && __re_viable(x, n->next, idx)) dest = n->next;
      break;
    }
    if (dest < 0) {
      node = __re_pop(&st, x, &idx, &anchors, regs, via);
      if (node < 0) break;
    } else node = dest;
  }
done:
  free(st.stack); free(st.arena); free(st.seen); free(regs); free(via);
  return best;
}

int regexec(const regex_t *__restrict preg, const char *__restrict string, size_t nmatch, regmatch_t pmatch[__restrict], int eflags)
{
  const struct re_dfa_t *d = preg->__REPB_PREFIX(buffer);
  if (eflags & ~(REG_NOTBOL | REG_NOTEOL | REG_STARTEND)) return REG_BADPAT;
  if (!d) return REG_NOMATCH;
  struct __re_exec x;
  memset(&x, 0, sizeof x);
  x.d = d;
  x.s = (const unsigned char *)string;
  int start = 0;
  if (eflags & REG_STARTEND) { start = pmatch[0].rm_so; x.len = pmatch[0].rm_eo; }
  else x.len = (int)strlen(string);
  x.notbol = (eflags & REG_NOTBOL) != 0;
  x.noteol = (eflags & REG_NOTEOL) != 0;
  x.nregs = d->nsub + 1;
  if (preg->__REPB_PREFIX(no_sub)) nmatch = 0;
  size_t extra = nmatch > (size_t)d->nsub ? nmatch - (size_t)(d->nsub + 1) : 0;
  nmatch -= extra;
  regmatch_t *regs = malloc((size_t)x.nregs * sizeof *regs);
  if (!regs) return REG_NOMATCH;
  int so = -1, eo = -1;
  if (d->nbackref == 0) {
    if (__re_longest(&x, start, &so, &eo) && nmatch > 1) {
      unsigned char *v = __re_sift(&x, so, eo);
      x.viable = v; x.from = so;
      if (!v || (__re_path(&x, so, eo, 1, regs) < 0 && __re_path(&x, so, eo, 0, regs) < 0)) so = -1;
      free(v);
    }
  } else {
    /* Offsets decide what a back-reference matches: search the paths from each start. */
    for (int s = start; s <= x.len && so < 0; s++) {
      x.from = s;
      eo = __re_path(&x, s, -1, 0, regs);
      if (eo >= 0) so = s;
    }
  }
  if (so < 0) { free(regs); return REG_NOMATCH; }
  if (nmatch > 0) {
    pmatch[0].rm_so = so; pmatch[0].rm_eo = eo;
    if (nmatch > 1) {
      for (size_t i = 1; i < nmatch; i++) pmatch[i] = regs[i];
      for (size_t i = 0; i + 1 < nmatch; i++)
        if (d->subexp_map[i] != (int)i) pmatch[i + 1] = regs[d->subexp_map[i] + 1];
    }
    for (size_t i = 0; i < extra; i++) pmatch[nmatch + i].rm_so = pmatch[nmatch + i].rm_eo = -1;
  }
  free(regs);
  return REG_NOERROR;
}
