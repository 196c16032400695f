/*
 * <wordexp.h> as glibc 2.36 behaves: words split at unquoted blanks, quotes and backslashes,
 * ~ and ~user (looked up in the password database, ./mpisim-pwd.c: an unknown user's "~user"
 * stays as written), $NAME and ${NAME} with the #, ##, %, %%, -, =, ?, + forms (with and without
 * ':'), ${#NAME}, $((...)) and $[...] arithmetic (glibc's: + - * / and one level of
 * parentheses), field splitting of unquoted expansions on $IFS, and globbing of words with
 * unquoted wildcards (GLOB_NOCHECK). glibc's quirks are kept: an empty "" or '' at a word's start
 * is a word of its own; ${NAME?} writes its message and expands to nothing.
 *
 * Command substitution ($(...) and `...`) needs a shell, and a simulated process can start none:
 * it fails as glibc's does when posix_spawn cannot create the shell (WRDE_NOSPACE, errno EAGAIN),
 * and is refused with WRDE_CMDSUB under WRDE_NOCMD (after the same syntax checks).
 * The positional parameters are main's argv, as glibc's (__libc_argv): $0 is the program's name.
 */
#define _GNU_SOURCE 1
#include <wordexp.h>
#include <glob.h>
#include <fnmatch.h>
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <pwd.h>

/* The runtime's: main's argv array, its argc stored at *argc. */
char **__mpisim_argv(int *__argc);

/* A word being built; s == NULL is "no word yet" (glibc's w_newword), which ends as nothing. */
struct __we_buf { char *s; size_t len; size_t cap; };

/* What every parser needs: the flags and IFS, whitespace part apart. */
struct __we_env { int flags; const char *ifs; char white[4]; };

static void __we_new(struct __we_buf *__b) { __b->s = NULL; __b->len = __b->cap = 0; }

/* Adding nothing starts no word (an empty field leaves "no word yet" as it is, as glibc's). */
static int __we_addn(struct __we_buf *__b, const char *__s, size_t __n)
{
  if (__n == 0) return 0;
  if (__b->len + __n + 1 > __b->cap || __b->s == NULL) {
    size_t __cap = __b->cap + (__n > 50 ? 2 * __n : 100);
    char *__p = realloc(__b->s, __cap + 1);
    if (__p == NULL) { free(__b->s); __b->s = NULL; return WRDE_NOSPACE; }
    __b->s = __p;
    __b->cap = __cap;
  }
  memcpy(__b->s + __b->len, __s, __n);
  __b->len += __n;
  __b->s[__b->len] = 0;
  return 0;
}

static int __we_addc(struct __we_buf *__b, char __c) { return __we_addn(__b, &__c, 1); }
static int __we_adds(struct __we_buf *__b, const char *__s) { return __we_addn(__b, __s, strlen(__s)); }

/* Appends a finished word (taken over; NULL is the empty word). */
static int __we_push(wordexp_t *__we, char *__word)
{
  if (__word == NULL && (__word = strdup("")) == NULL) return WRDE_NOSPACE;
  char **__v = realloc(__we->we_wordv, (__we->we_offs + __we->we_wordc + 2) * sizeof *__v);
  if (__v == NULL) { free(__word); return WRDE_NOSPACE; }
  __we->we_wordv = __v;
  __v[__we->we_offs + __we->we_wordc++] = __word;
  __v[__we->we_offs + __we->we_wordc] = NULL;
  return 0;
}

/* Ends the current word into the list and starts none. */
static int __we_delimit(wordexp_t *__we, struct __we_buf *__b)
{
  int __r = __we_push(__we, __b->s);
  __we_new(__b);
  return __r;
}

static int __we_dollar(struct __we_buf *__b, const char *__w, size_t *__i, const struct __we_env *__e, wordexp_t *__split, int __quoted);

/* An unquoted backslash at w[*i]: the next character literally; a newline after it vanishes. */
static int __we_backslash(struct __we_buf *__b, const char *__w, size_t *__i)
{
  char __c = __w[*__i + 1];
  if (__c == 0) return WRDE_SYNTAX;
  ++*__i;
  return __c == '\n' ? 0 : __we_addc(__b, __c);
}

/* A backslash inside double quotes: it quotes only $ ` " \ and newline. */
static int __we_qbackslash(struct __we_buf *__b, const char *__w, size_t *__i)
{
  char __c = __w[*__i + 1];
  if (__c == 0) return WRDE_SYNTAX;
  ++*__i;
  if (__c == '\n') return 0;
  if (__c == '$' || __c == '`' || __c == '"' || __c == '\\') return __we_addc(__b, __c);
  int __r = __we_addc(__b, '\\');
  return __r ? __r : __we_addc(__b, __c);
}

/* A '~' at w[*i]: expanded at a word's start (or after '=' or ':' in an assignment-looking first word). */
static int __we_tilde(struct __we_buf *__b, const char *__w, size_t *__i, size_t __wordc)
{
  if (__b->len != 0) {
    char __last = __b->s[__b->len - 1];
    int __assign = __wordc == 0 && (__last == '=' || (__last == ':' && strchr(__b->s, '=') != NULL));
    if (!__assign) return __we_addc(__b, '~');
  }
  size_t __j = *__i + 1;
  for (; __w[__j] && !strchr(":/ \t", __w[__j]); __j++)
    if (__w[__j] == '\\') return __we_addc(__b, '~');
  struct passwd __pw, *__found = NULL;
  char __pwbuf[NSS_BUFLEN_PASSWD];
  if (__j == *__i + 1) {
    /* $HOME, else the home of the user getuid names, as glibc's */
    const char *__home = getenv("HOME");
    if (__home == NULL && getpwuid_r(getuid(), &__pw, __pwbuf, sizeof __pwbuf, &__found) == 0 && __found != NULL) __home = __pw.pw_dir;
    int __r = __home != NULL ? __we_adds(__b, __home) : __we_addc(__b, '~');
    return __r == 0 && __b->s == NULL ? WRDE_NOSPACE : __r;
  }
  /* ~user: the user's home, or the text as it stands for an unknown user */
  char *__user = strndup(__w + *__i + 1, __j - *__i - 1);
  if (__user == NULL) return WRDE_NOSPACE;
  int __r = getpwnam_r(__user, &__pw, __pwbuf, sizeof __pwbuf, &__found) == 0 && __found != NULL
    ? __we_adds(__b, __pw.pw_dir) : __we_addn(__b, __w + *__i, __j - *__i);
  free(__user);
  *__i = __j - 1;
  return __r;
}

static int __we_squote(struct __we_buf *__b, const char *__w, size_t *__i)
{
  for (; __w[*__i]; ++*__i) {
    if (__w[*__i] == '\'') return 0;
    if (__we_addc(__b, __w[*__i])) return WRDE_NOSPACE;
  }
  return WRDE_SYNTAX;
}

/* A command with text: glibc's exec_comm starts /bin/sh -c for it, and a simulated process can
 * start none, so glibc's answer when posix_spawn fails is given: WRDE_NOSPACE, errno EAGAIN (with
 * a line on stderr saying why, as popen's). Under WRDE_NOCMD it is refused: WRDE_CMDSUB. */
/* The runtime's: one line on stderr saying a call could start no process for `cmd`, errno EAGAIN. */
void __mpisim_no_process(const char *__call, const char *__cmd, size_t __len, const char *__result);

static int __we_no_shell(const char *__w, size_t __first, size_t __end, const struct __we_env *__e)
{
  if (__e->flags & WRDE_NOCMD) return WRDE_CMDSUB;
  __mpisim_no_process("wordexp", __w + __first, __end - __first, "WRDE_NOSPACE");
  return WRDE_NOSPACE;
}

/* A command substitution's text, scanned for its end: one with text needs a shell (above); an
 * empty one is nothing, as glibc's (which runs no shell for it either; an empty `` is still
 * refused under WRDE_NOCMD, an empty $() never is). */
static int __we_command(const char *__w, size_t *__i, const struct __we_env *__e, int __backtick)
{
  int __quote = 0, __depth = 1;
  size_t __first = *__i;
  int __refused = (__e->flags & WRDE_NOCMD) ? WRDE_CMDSUB : 0;
  for (; __w[*__i]; ++*__i) {
    char __c = __w[*__i];
    if (__backtick) {
      if (__c == '`') return *__i == __first ? __refused : __we_no_shell(__w, __first, *__i, __e);
      if (__c == '\\') { if (__w[*__i + 1] == 0) return WRDE_SYNTAX; ++*__i; }
      continue;
    }
    if (__c == '\'') __quote = __quote == 0 ? 1 : __quote == 1 ? 0 : __quote;
    else if (__c == '"') __quote = __quote == 0 ? 2 : __quote == 2 ? 0 : __quote;
    else if (__c == ')' && !__quote && --__depth == 0) return *__i == __first ? 0 : __we_no_shell(__w, __first, *__i, __e);
    else if (__c == '(' && !__quote) ++__depth;
  }
  return WRDE_SYNTAX;
}

static int __we_dquote(struct __we_buf *__b, const char *__w, size_t *__i, const struct __we_env *__e, wordexp_t *__split)
{
  for (; __w[*__i]; ++*__i) {
    int __r;
    switch (__w[*__i]) {
    case '"': return 0;
    case '$': __r = __we_dollar(__b, __w, __i, __e, __split, 1); break;
    case '`': ++*__i; __r = __we_command(__w, __i, __e, 1); break;
    case '\\': __r = __we_qbackslash(__b, __w, __i); break;
    default: __r = __we_addc(__b, __w[*__i]);
    }
    if (__r) return __r;
  }
  return WRDE_SYNTAX;
}

/* ---- arithmetic: glibc's grammar (sums of products of numbers or one parenthesised level) ---- */

static int __we_sum(char *__x, long *__res);

static int __we_value(char **__x, long *__res)
{
  char *__d = *__x;
  while (*__d && isspace((unsigned char)*__d)) ++__d;
  if (*__d == '(') {
    /* glibc looks for the first ')' from where the value began, so parentheses do not nest */
    for (++__d; **__x && **__x != ')'; ++*__x) {}
    if (**__x == 0) return WRDE_SYNTAX;
    *(*__x)++ = 0;
    return __we_sum(__d, __res) ? WRDE_SYNTAX : 0;
  }
  *__res = strtol(__d, __x, 0);
  return __d == *__x ? WRDE_SYNTAX : 0;
}

static int __we_product(char **__x, long *__res)
{
  long __arg;
  if (__we_value(__x, __res)) return WRDE_SYNTAX;
  while (**__x) {
    while (**__x && isspace((unsigned char)**__x)) ++*__x;
    char __op = **__x;
    if (__op != '*' && __op != '/') break;
    ++*__x;
    if (__we_value(__x, &__arg)) return WRDE_SYNTAX;
    if (__op == '*') *__res = (long)((unsigned long)*__res * (unsigned long)__arg);
    else {
      if (__arg == 0 || (__arg == -1 && *__res == LONG_MIN)) return WRDE_SYNTAX;
      *__res /= __arg;
    }
  }
  return 0;
}

static int __we_sum(char *__x, long *__res)
{
  long __arg;
  if (__we_product(&__x, __res)) return WRDE_SYNTAX;
  while (*__x) {
    while (*__x && isspace((unsigned char)*__x)) ++__x;
    char __op = *__x;
    if (__op != '+' && __op != '-') break;
    ++__x;
    if (__we_product(&__x, &__arg)) return WRDE_SYNTAX;
    *__res = (long)(__op == '+' ? (unsigned long)*__res + (unsigned long)__arg : (unsigned long)*__res - (unsigned long)__arg);
  }
  return 0;
}

/* $((expr)) (bracket 0) or $[expr] (bracket 1); w[*i] is the expression's first character. */
static int __we_arith(struct __we_buf *__b, const char *__w, size_t *__i, const struct __we_env *__e, int __bracket)
{
  struct __we_buf __x;
  int __depth = 1, __r = 0;
  __we_new(&__x);
  for (; __w[*__i]; ++*__i) {
    char __c = __w[*__i];
    if (__c == '$') __r = __we_dollar(&__x, __w, __i, __e, NULL, 1);
    else if (__c == '`') { ++*__i; __r = __we_command(__w, __i, __e, 1); }
    else if (__c == '\\') __r = __we_qbackslash(&__x, __w, __i);
    else if (__c == ')' && --__depth == 0) {
      if (__bracket || __w[*__i + 1] != ')') { __r = WRDE_SYNTAX; break; }
      ++*__i;
      long __v = 0;
      if (__x.s && *__x.s && __we_sum(__x.s, &__v)) { __r = WRDE_SYNTAX; break; }
      char __num[24];
      snprintf(__num, sizeof __num, "%s%llu", __v < 0 ? "-" : "", __v < 0 ? -(unsigned long long)__v : (unsigned long long)__v);
      free(__x.s);
      return __we_adds(__b, __num);
    } else if (__c == ']') {
      if (!(__bracket && __depth == 1)) { __r = WRDE_SYNTAX; break; }
      long __v = 0;
      if (__x.s && *__x.s && __we_sum(__x.s, &__v)) { __r = WRDE_SYNTAX; break; }
      char __num[24];
      /* glibc writes $[...]'s value as unsigned */
      snprintf(__num, sizeof __num, "%lu", (unsigned long)__v);
      free(__x.s);
      return __we_adds(__b, __num);
    } else if (__c == '\n' || __c == ';' || __c == '{' || __c == '}') __r = WRDE_BADCHAR;
    else {
      if (__c == '(') ++__depth;
      __r = __we_addc(&__x, __c);
    }
    if (__r) break;
  }
  free(__x.s);
  return __r ? __r : WRDE_SYNTAX;
}

/* Splits an unquoted expansion's value on IFS: the first field joins the current word, each
 * later one starts a new word; IFS whitespace runs separate, each other IFS character ends
 * exactly one field (so "a,,b" with IFS="," has an empty field). */
static int __we_split(struct __we_buf *__b, const char *__value, const struct __we_env *__e, wordexp_t *__split)
{
  const char *__f = __value;
  int __nonws = 0;
  do {
    if (__f != __value && __we_delimit(__split, __b)) return WRDE_NOSPACE;
    __f += strspn(__f, __e->white);
    if (!__nonws && *__f == 0) break;
    size_t __n = strcspn(__f, __e->ifs);
    const char *__next = __f + __n;
    __next += strspn(__next, __e->white);
    __nonws = 0;
    if (*__next && strchr(__e->ifs, *__next)) { __nonws = 1; ++__next; }
    if (__we_addn(__b, __f, __n) && __n != 0) return WRDE_NOSPACE;
    __f = __next;
  } while (__nonws || *__f);
  return 0;
}

/* The word of ${NAME<op>word}, expanded: quotes become backslashes before wildcards (it may be
 * given to fnmatch), parameters and arithmetic expand unsplit, '~' expands at its start. */
static int __we_param_word(const char *__pat, const struct __we_env *__e, char **__out)
{
  struct __we_buf __x;
  int __quoted = 0;
  __we_new(&__x);
  for (const char *__p = __pat; __p && *__p; __p++) {
    int __r = 0;
    size_t __off = 0;
    switch (*__p) {
    case '"':
      if (__quoted == 1) break;
      __quoted = __quoted == 2 ? 0 : 2;
      continue;
    case '\'':
      if (__quoted == 2) break;
      __quoted = __quoted == 1 ? 0 : 1;
      continue;
    case '*': case '?':
      if (__quoted && __we_addc(&__x, '\\')) return WRDE_NOSPACE;
      break;
    case '$':
      __r = __we_dollar(&__x, __p, &__off, __e, NULL, 1);
      if (__r) { free(__x.s); return __r; }
      __p += __off;
      continue;
    case '~':
      if (__quoted || __x.len) break;
      __r = __we_tilde(&__x, __p, &__off, 0);
      if (__r) { free(__x.s); return __r; }
      __p += __off;
      continue;
    case '\\':
      if (__we_addc(&__x, '\\')) return WRDE_NOSPACE;
      ++__p;
      break;
    }
    if (__we_addc(&__x, *__p)) return WRDE_NOSPACE;
  }
  *__out = __x.s;
  return 0;
}

/* Removes the shortest or longest prefix or suffix matching pat; returns a new string. */
static char *__we_trim(const char *__value, const char *__pat, int __action, int __longest)
{
  size_t __n = strlen(__value);
  char *__v = strdup(__value);
  if (__v == NULL) return NULL;
  if (__action == '#') {
    for (size_t __k = 0; __k <= __n; __k++) {
      size_t __at = __longest ? __n - __k : __k;
      char __c = __v[__at];
      __v[__at] = 0;
      int __m = fnmatch(__pat, __v, 0) != FNM_NOMATCH;
      __v[__at] = __c;
      if (__m) { memmove(__v, __v + __at, __n - __at + 1); return __v; }
    }
  } else {
    for (size_t __k = 0; __k <= __n; __k++) {
      size_t __at = __longest ? __k : __n - __k;
      if (fnmatch(__pat, __v + __at, 0) != FNM_NOMATCH) { __v[__at] = 0; return __v; }
    }
  }
  return __v;
}

/* $NAME, ${...}, $N, $#, $$, $*, $@; w[*i] is the character after '$'. */
static int __we_param(struct __we_buf *__b, const char *__w, size_t *__i, const struct __we_env *__e, wordexp_t *__split, int __quoted)
{
  size_t __start = *__i;
  int __brace = __w[*__i] == '{';
  int __hash = 0, __colon = 0, __special = 0, __action = 0, __longest = 0, __pq = 0, __depth = 0, __r = 0;
  struct __we_buf __name, __pat;
  char *__value = NULL, *__owned = NULL, __num[24];
  int __argc = 0;
  char **__argv = __mpisim_argv(&__argc);
  __we_new(&__name);
  __we_new(&__pat);
  if (__brace) ++*__i;
  if (__w[*__i] == '#') {
    __hash = 1;
    if (!__brace) goto subst;
    ++*__i;
  }
  if (isalpha((unsigned char)__w[*__i]) || __w[*__i] == '_') {
    do { if (__we_addc(&__name, __w[*__i])) goto nospace; } while (isalnum((unsigned char)__w[++*__i]) || __w[*__i] == '_');
  } else if (isdigit((unsigned char)__w[*__i])) {
    __special = 1;
    do {
      if (__we_addc(&__name, __w[*__i])) goto nospace;
      if (!__brace) goto subst;
    } while (isdigit((unsigned char)__w[++*__i]));
  } else if (__w[*__i] && strchr("*@$", __w[*__i])) {
    __special = 1;
    if (__we_addc(&__name, __w[*__i])) goto nospace;
    ++*__i;
  } else if (__brace) goto syntax;
  if (__brace) {
    switch (__w[*__i]) {
    case '}': goto subst;
    case '#': case '%':
      __action = __w[*__i];
      if (__w[*__i + 1] == __action) { ++*__i; __longest = 1; }
      break;
    case ':':
      if (!__w[*__i + 1] || !strchr("-=?+", __w[*__i + 1])) goto syntax;
      __colon = 1;
      __action = __w[++*__i];
      break;
    case '-': case '=': case '?': case '+':
      __action = __w[*__i];
      break;
    default: goto syntax;
    }
    /* the word, kept as written (quotes and backslashes) until it is needed */
    for (++*__i; __w[*__i]; ++*__i) {
      char __c = __w[*__i];
      if (__c == '{' && !__pq) ++__depth;
      else if (__c == '}' && !__pq) { if (__depth == 0) goto subst; --__depth; }
      else if (__c == '\\' && !__pq) {
        if (__w[++*__i] == 0) goto syntax;
        if (__we_addc(&__pat, '\\')) goto nospace;
      } else if (__c == '\'') __pq = __pq == 0 ? 1 : __pq == 1 ? 0 : __pq;
      else if (__c == '"') __pq = __pq == 0 ? 2 : __pq == 2 ? 0 : __pq;
      if (__we_addc(&__pat, __w[*__i])) goto nospace;
    }
  }
  --*__i;
subst:
  if (__w[__start] == '{' && __w[*__i] != '}') goto syntax;
  if (__name.s == NULL) {
    if (!__hash) {
      /* a '$' followed by no name is itself */
      *__i = __start - 1;
      free(__pat.s);
      return __we_addc(__b, '$');
    }
    snprintf(__num, sizeof __num, "%d", __argc - 1); /* $#: the positional parameters' count */
    __value = __num;
    __hash = 0;
  } else if (isdigit((unsigned char)__name.s[0])) {
    int __n = atoi(__name.s);
    __value = __n >= __argc ? NULL : __argv[__n];
  } else if (__special) {
    if (__name.s[0] == '$') { snprintf(__num, sizeof __num, "%d", (int)getpid()); __value = __num; }
    else if (__hash) {
      snprintf(__num, sizeof __num, "%d", __argc > 0 ? __argc - 1 : 0);
      free(__name.s); free(__pat.s);
      return __we_adds(__b, __num);
    } else if (__name.s[0] == '*' || !__quoted || __split == NULL) {
      /* $* and an unquoted $@: the parameters joined by spaces (split later if unquoted) */
      size_t __len = 1;
      for (int __k = 1; __k < __argc; __k++) __len += strlen(__argv[__k]) + 1;
      if ((__owned = malloc(__len)) == NULL) goto nospace;
      __owned[0] = 0;
      for (int __k = 1; __k < __argc; __k++) { if (__k > 1) strcat(__owned, " "); strcat(__owned, __argv[__k]); }
      __value = __owned;
    } else if (__argc <= 1) {
      free(__name.s); free(__pat.s);
      return 0;
    } else {
      /* "$@": a word per parameter, the first joining the word before, the last the word after */
      if (__argc > 2) {
        if (__we_adds(__b, __argv[1]) || __we_delimit(__split, __b)) goto nospace;
        for (int __k = 2; __k < __argc - 1; __k++) {
          char *__s = strdup(__argv[__k]);
          if (__s == NULL || __we_push(__split, __s)) goto nospace;
        }
      }
      __value = __argv[__argc - 1];
    }
  } else __value = getenv(__name.s);
  if (__value == NULL && (__e->flags & WRDE_UNDEF)) { __r = WRDE_BADVAL; goto out; }
  if (__action) {
    int __need;
    if (__action == '#' || __action == '%') __need = 1;
    else if (__action == '+') __need = __value && (*__value || !__colon);
    else __need = !__value || (!*__value && __colon);
    if (__need) {
      char *__x = NULL;
      __r = __we_param_word(__pat.s, __e, &__x);
      if (__r) goto out;
      free(__pat.s);
      __pat.s = __x;
    }
    switch (__action) {
    case '#': case '%':
      if (__value == NULL || __pat.s == NULL || *__pat.s == 0) break;
      {
        char *__t = __we_trim(__value, __pat.s, __action, __longest);
        if (__t == NULL) goto nospace;
        free(__owned);
        __value = __owned = __t;
      }
      break;
    case '?':
      if (__value && *__value) break;
      if (__colon || !__value) fprintf(stderr, "%s: %s\n", __name.s, __pat.s && *__pat.s ? __pat.s : "parameter null or not set");
      goto out;
    case '-':
      if (__value && *__value) break;
      if (!__colon && __value) goto out;
      __value = __pat.s;
      break;
    case '+':
      if (!(__value && (*__value || !__colon))) goto out;
      __value = __pat.s;
      break;
    case '=':
      if (__value && *__value) break;
      if (!__colon && __value) goto out;
      __value = __pat.s;
      setenv(__name.s, __value ? __value : "", 1);
      break;
    }
  }
  if (__hash) {
    snprintf(__num, sizeof __num, "%zu", __value ? strlen(__value) : (size_t)0);
    __r = __we_adds(__b, __num);
  } else if (__value == NULL) {
    __r = 0;
  } else if (__quoted || __split == NULL) {
    /* glibc answers WRDE_NOSPACE when a quoted empty value leaves the word unstarted */
    __r = __we_adds(__b, __value);
    if (__r == 0 && __b->s == NULL) __r = WRDE_NOSPACE;
  } else {
    __r = __we_split(__b, __value, __e, __split);
  }
out:
  free(__owned);
  free(__name.s);
  free(__pat.s);
  return __r;
nospace:
  __r = WRDE_NOSPACE;
  goto out;
syntax:
  __r = WRDE_SYNTAX;
  goto out;
}

/* A '$' at w[*i]. */
static int __we_dollar(struct __we_buf *__b, const char *__w, size_t *__i, const struct __we_env *__e, wordexp_t *__split, int __quoted)
{
  char __c = __w[*__i + 1];
  if (__c == '"' || __c == '\'' || __c == 0) return __we_addc(__b, '$');
  if (__c == '(') {
    if (__w[*__i + 2] == '(') {
      /* $((1+3)) is arithmetic, $((a);(b)) a command */
      size_t __k = *__i + 3;
      int __depth = 0;
      while (__w[__k] && !(__depth == 0 && __w[__k] == ')')) {
        if (__w[__k] == '(') ++__depth;
        else if (__w[__k] == ')') --__depth;
        ++__k;
      }
      if (__w[__k] == ')' && __w[__k + 1] == ')') { *__i += 3; return __we_arith(__b, __w, __i, __e, 0); }
    }
    *__i += 2;
    return __we_command(__w, __i, __e, 0);
  }
  if (__c == '[') { *__i += 2; return __we_arith(__b, __w, __i, __e, 1); }
  ++*__i;
  return __we_param(__b, __w, __i, __e, __split, __quoted);
}

/* Globs one word (GLOB_NOCHECK): each name is a word, or, with IFS empty, all of them one. */
static int __we_glob_one(const char *__pattern, struct __we_buf *__b, wordexp_t *__we, const struct __we_env *__e)
{
  glob_t __g;
  if (glob(__pattern, GLOB_NOCHECK, NULL, &__g) != 0) return WRDE_NOSPACE;
  int __r = 0;
  if (__e->ifs && !*__e->ifs) {
    for (size_t __k = 0; __k < __g.gl_pathc && __r == 0; ++__k) {
      if (__k) __r = __we_addc(__b, ' ');
      if (__r == 0) __r = __we_adds(__b, __g.gl_pathv[__k]);
    }
  } else {
    free(__b->s);
    __we_new(__b);
    for (size_t __k = 0; __k < __g.gl_pathc && __r == 0; ++__k) {
      char *__s = strdup(__g.gl_pathv[__k]);
      __r = __s ? __we_push(__we, __s) : WRDE_NOSPACE;
    }
  }
  globfree(&__g);
  return __r;
}

/* A word with an unquoted wildcard at w[*i]: the rest of it up to IFS (quotes dropped, $ expanded
 * and split into words of its own), then each piece globbed. */
static int __we_glob(struct __we_buf *__b, const char *__w, size_t *__i, const struct __we_env *__e, wordexp_t *__we)
{
  wordexp_t __pieces = { 0, NULL, 0 };
  int __quoted = 0, __r = 0;
  for (; __w[*__i]; ++*__i) {
    char __c = __w[*__i];
    if (strchr(__e->ifs, __c)) break;
    if (__c == '\'' && __quoted != 2) { __quoted = __quoted ? 0 : 1; continue; }
    if (__c == '"' && __quoted != 1) { __quoted = __quoted ? 0 : 2; continue; }
    if (__quoted != 1 && __c == '$') __r = __we_dollar(__b, __w, __i, __e, &__pieces, __quoted == 2);
    else if (__c == '\\') __r = __quoted ? __we_qbackslash(__b, __w, __i) : __we_backslash(__b, __w, __i);
    else __r = __we_addc(__b, __c);
    if (__r) goto out;
  }
  --*__i;
  __r = __we_delimit(&__pieces, __b);
  for (size_t __k = 0; __r == 0 && __k < __pieces.we_wordc; __k++) __r = __we_glob_one(__pieces.we_wordv[__k], __b, __we, __e);
out:
  wordfree(&__pieces);
  return __r;
}

void wordfree(wordexp_t *__we)
{
  if (__we == NULL || __we->we_wordv == NULL) return;
  for (char **__v = __we->we_wordv + __we->we_offs; *__v; ++__v) free(*__v);
  free(__we->we_wordv);
  __we->we_wordv = NULL;
}

int wordexp(const char *__restrict __words, wordexp_t *__restrict __we, int __flags)
{
  wordexp_t __old = *__we;
  struct __we_buf __b;
  struct __we_env __e;
  int __r = 0;
  __we_new(&__b);
  if (__flags & WRDE_REUSE) { wordfree(__we); __old.we_wordv = NULL; }
  if (!(__flags & WRDE_APPEND)) {
    __we->we_wordc = 0;
    if (!(__flags & WRDE_DOOFFS)) __we->we_offs = 0;
    __we->we_wordv = calloc(1 + __we->we_offs, sizeof(char *));
    if (__we->we_wordv == NULL) { __r = WRDE_NOSPACE; goto fail; }
  }
  __e.flags = __flags;
  __e.ifs = getenv("IFS");
  if (__e.ifs == NULL) { strcpy(__e.white, " \t\n"); __e.ifs = " \t\n"; }
  else {
    size_t __n = 0;
    for (const char *__p = __e.ifs; *__p; ++__p)
      if ((*__p == ' ' || *__p == '\t' || *__p == '\n') && memchr(__e.white, *__p, __n) == NULL) __e.white[__n++] = *__p;
    __e.white[__n] = 0;
  }
  for (size_t __i = 0; __words[__i]; ++__i) {
    char __c = __words[__i];
    switch (__c) {
    case '\\': __r = __we_backslash(&__b, __words, &__i); break;
    case '$': __r = __we_dollar(&__b, __words, &__i, &__e, __we, 0); break;
    case '`': ++__i; __r = __we_command(__words, &__i, &__e, 1); break;
    case '"': case '\'':
      ++__i;
      __r = __c == '"' ? __we_dquote(&__b, __words, &__i, &__e, __we) : __we_squote(&__b, __words, &__i);
      /* glibc: quotes with nothing before them (and nothing inside) make an empty word at once */
      if (__r == 0 && __b.len == 0 && (__r = __we_push(__we, NULL)) != 0) return __r;
      break;
    case '~': __r = __we_tilde(&__b, __words, &__i, __we->we_wordc); break;
    case '*': case '[': case '?': __r = __we_glob(&__b, __words, &__i, &__e, __we); break;
    default:
      if (__c != ' ' && __c != '\t') {
        if (strchr("\n|&;<>(){}", __c)) { __r = WRDE_BADCHAR; break; }
        __r = __we_addc(&__b, __c);
        break;
      }
      if (__b.s != NULL) __r = __we_delimit(__we, &__b);
    }
    if (__r) goto fail;
  }
  if (__b.s == NULL) return 0;
  return __we_push(__we, __b.s);
fail:
  free(__b.s);
  if (__r == WRDE_NOSPACE) return __r;
  if (!(__flags & WRDE_APPEND)) wordfree(__we);
  *__we = __old;
  return __r;
}
