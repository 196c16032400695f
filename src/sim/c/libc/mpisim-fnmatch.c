/*
 * <fnmatch.h> as glibc 2.36 behaves in the C locale (its fnmatch_loop.c's byte path), so a
 * program sees the same answers for the odd patterns too: an unterminated '[' is a literal '['
 * unless a member already matched (then no match); a class name with a letter outside a..y is
 * no class but literal text (glibc's `c >= 'z'` test); an unknown class never matches; a
 * trailing backslash never matches; '/' is never matched by a bracket under FNM_PATHNAME; a '*'
 * scans only up to the next '/' under FNM_PATHNAME. FNM_EXTMATCH's ksh groups ?() *() +() @()
 * !() are matched by trying every split of the subject.
 */
#define _GNU_SOURCE 1
#include <fnmatch.h>
#include <ctype.h>
#include <string.h>
#include <stdlib.h>
#include <wctype.h>

#define __FNM_CLASS_MAX 256

struct __fnm_ctx { const char *__start; int __flags; };

static int __fnm_fold(const struct __fnm_ctx *__c, int __ch)
{
  return (__c->__flags & FNM_CASEFOLD) ? tolower((unsigned char)__ch) : (unsigned char)__ch;
}

/* A '.' that FNM_PERIOD keeps from wildcards: the subject's first character, or one after '/'
 * under FNM_PATHNAME. */
static int __fnm_leading(const struct __fnm_ctx *__c, const char *__n, int __lead)
{
  if (*__n != '.' || !(__c->__flags & FNM_PERIOD)) return 0;
  if (__n == __c->__start) return __lead;
  return (__c->__flags & FNM_PATHNAME) && __n[-1] == '/';
}

static int __fnm_match(const struct __fnm_ctx *__c, const char *__p, const char *__n, const char *__end, int __lead);

/* The end of an extmatch group starting at `(` (p points just past it), or NULL. As glibc's,
 * the scan knows brackets (an unterminated one makes no group) but not backslashes: a '|' or
 * ')' after a backslash still separates or closes. */
static const char *__fnm_group_end(const char *__p, int __flags)
{
  int __depth = 0;
  (void)__flags;
  for (; *__p; ++__p) {
    if (*__p == '[') {
      const char *__q = __p + 1;
      if (*__q == '!' || *__q == '^') ++__q;
      if (*__q == ']') ++__q;
      while (*__q && *__q != ']') ++__q;
      if (*__q == 0) return NULL;
      __p = __q;
      continue;
    }
    if (*__p == '(') ++__depth;
    else if (*__p == ')') { if (__depth-- == 0) return __p; }
  }
  return NULL;
}

/* Whether [n, e) matches one of the group's '|'-separated alternatives followed by `rest`. */
static int __fnm_alt(const struct __fnm_ctx *__c, const char *__g, const char *__gend, const char *__n, const char *__e, int __lead)
{
  const char *__a = __g;
  while (__a <= __gend) {
    const char *__b = __a; int __depth = 0;
    while (__b < __gend) {
      if (*__b == '[') {
        /* a bracket's '|' and parentheses are its own */
        const char *__q = __b + 1;
        if (*__q == '!' || *__q == '^') ++__q;
        if (*__q == ']') ++__q;
        while (__q < __gend && *__q != ']') ++__q;
        if (__q < __gend) { __b = __q + 1; continue; }
      }
      if (*__b == '(') ++__depth;
      else if (*__b == ')') --__depth;
      else if (*__b == '|' && __depth == 0) break;
      ++__b;
    }
    size_t __len = (size_t)(__b - __a);
    char *__alt = malloc(__len + 1);
    if (__alt == NULL) return -1;
    memcpy(__alt, __a, __len); __alt[__len] = 0;
    int __r = __fnm_match(__c, __alt, __n, __e, __lead);
    free(__alt);
    if (__r == 0) return 0;
    __a = __b + 1;
  }
  return FNM_NOMATCH;
}

/* Repetitions (one or more, of alternatives) of a group over [n, e). */
static int __fnm_repeat(const struct __fnm_ctx *__c, const char *__g, const char *__gend, const char *__n, const char *__e, int __lead)
{
  if (__fnm_alt(__c, __g, __gend, __n, __e, __lead) == 0) return 0;
  for (const char *__m = __n + 1; __m < __e; ++__m)
    if (__fnm_alt(__c, __g, __gend, __n, __m, __lead) == 0 && __fnm_repeat(__c, __g, __gend, __m, __e, 0) == 0) return 0;
  return FNM_NOMATCH;
}

static int __fnm_ext(const struct __fnm_ctx *__c, int __type, const char *__p, const char *__n, const char *__end, int __lead)
{
  const char *__g = __p + 1;
  const char *__gend = __fnm_group_end(__g, __c->__flags);
  if (__gend == NULL) return -2; /* not a group: the caller matches the character itself */
  const char *__rest = __gend + 1;
  for (const char *__m = __n; __m <= __end; ++__m) {
    int __in;
    if (__type == '!') __in = __fnm_alt(__c, __g, __gend, __n, __m, __lead) == 0 ? FNM_NOMATCH : 0;
    else if ((__type == '?' || __type == '*') && __m == __n) __in = 0;
    else if (__type == '*' || __type == '+') __in = __fnm_repeat(__c, __g, __gend, __n, __m, __lead);
    else __in = __fnm_alt(__c, __g, __gend, __n, __m, __lead);
    if (__in != 0) continue;
    if (__fnm_match(__c, __rest, __m, __end, __m == __n ? __lead : 0) == 0) return 0;
  }
  return FNM_NOMATCH;
}

/* A collating symbol [.x.] at p (just past "[."): the C locale knows single characters only. */
static int __fnm_collsym(const char **__pp, int *__out)
{
  const char *__p = *__pp;
  const char *__s = __p;
  size_t __len = 0;
  for (;;) {
    if (*__p == 0) return FNM_NOMATCH;
    if (*__p == '.' && __p[1] == ']') break;
    ++__p; ++__len;
  }
  if (__len != 1) return FNM_NOMATCH;
  *__out = (unsigned char)*__s;
  *__pp = __p + 2;
  return 0;
}

/* A bracket expression; p points just past '['. Returns 0 and moves *pp past it when it matches,
 * FNM_NOMATCH when not, 2 when unterminated (the caller then matches '[' itself). */
static int __fnm_bracket(const struct __fnm_ctx *__c, const char **__pp, const char *__n)
{
  const char *__p = *__pp;
  int __flags = __c->__flags;
  int __not = (*__p == '!' || *__p == '^');
  if (__not) ++__p;
  int __fn = __fnm_fold(__c, *__n);
  int __ch = (unsigned char)*__p++;
  int __cold;
  for (;;) {
    if (!(__flags & FNM_NOESCAPE) && __ch == '\\') {
      if (*__p == 0) return FNM_NOMATCH;
      __ch = __fnm_fold(__c, *__p++);
      goto normal;
    } else if (__ch == '[' && *__p == ':') {
      char __name[__FNM_CLASS_MAX + 1];
      size_t __k = 0;
      const char *__startp = __p;
      for (;;) {
        if (__k == __FNM_CLASS_MAX) return FNM_NOMATCH;
        __ch = (unsigned char)*++__p;
        if (__ch == ':' && __p[1] == ']') { __p += 2; break; }
        if (__ch < 'a' || __ch >= 'z') { __p = __startp; __ch = '['; goto normal; }
        __name[__k++] = (char)__ch;
      }
      __name[__k] = 0;
      wctype_t __wt = wctype(__name);
      if (__wt == 0) return FNM_NOMATCH;
      if (iswctype(btowc((unsigned char)*__n), __wt)) goto matched;
      __ch = (unsigned char)*__p++;
    } else if (__ch == '[' && *__p == '=') {
      const char *__startp = __p;
      int __e = (unsigned char)*++__p;
      if (__e == 0) { __p = __startp; __ch = '['; goto normal; }
      if (*++__p != '=' || __p[1] != ']') { __p = __startp; __ch = '['; goto normal; }
      __p += 2;
      if ((unsigned char)*__n == __e) goto matched;
      __ch = (unsigned char)*__p++;
    } else if (__ch == 0) {
      return 2;
    } else {
      int __is_range;
      if (__ch == '[' && *__p == '.') {
        ++__p;
        if (__fnm_collsym(&__p, &__ch) != 0) return FNM_NOMATCH;
        __is_range = *__p == '-' && __p[1] != 0 && __p[1] != ']';
        /* glibc compares the subject's own character here, unfolded */
        if (!__is_range && __ch == (unsigned char)*__n) goto matched;
        __cold = __ch;
        __ch = (unsigned char)*__p++;
      } else {
        __ch = __fnm_fold(__c, __ch);
      normal:
        __is_range = *__p == '-' && __p[1] != 0 && __p[1] != ']';
        if (!__is_range && __ch == __fn) goto matched;
        __cold = __ch;
        __ch = (unsigned char)*__p++;
      }
      if (__ch == '-' && *__p != ']') {
        int __cend = (unsigned char)*__p++;
        if (!(__flags & FNM_NOESCAPE) && __cend == '\\') __cend = (unsigned char)*__p++;
        if (__cend == 0) return FNM_NOMATCH;
        if (__cend == '[' && *__p == '.') {
          ++__p;
          if (__fnm_collsym(&__p, &__cend) != 0) return FNM_NOMATCH;
        }
        __cend = __fnm_fold(__c, __cend);
        if (__cold <= __fn && __fn <= __cend) goto matched;
        __ch = (unsigned char)*__p++;
      }
    }
    if (__ch == ']') break;
  }
  if (!__not) return FNM_NOMATCH;
  *__pp = __p;
  return 0;
matched:
  /* Skip the rest of the bracket: its members may not be looked at, but its end must be there. */
  do {
  ignore_next:
    __ch = (unsigned char)*__p++;
    if (__ch == 0) return FNM_NOMATCH;
    if (!(__flags & FNM_NOESCAPE) && __ch == '\\') {
      if (*__p == 0) return FNM_NOMATCH;
      ++__p;
    } else if (__ch == '[' && *__p == ':') {
      int __k = 0;
      const char *__startp = __p;
      for (;;) {
        __ch = (unsigned char)*++__p;
        if (++__k == __FNM_CLASS_MAX) return FNM_NOMATCH;
        if (*__p == ':' && __p[1] == ']') break;
        if (__ch < 'a' || __ch >= 'z') { __p = __startp; goto ignore_next; }
      }
      __p += 2;
      __ch = (unsigned char)*__p++;
    } else if (__ch == '[' && *__p == '=') {
      __ch = (unsigned char)*++__p;
      if (__ch == 0) return FNM_NOMATCH;
      __ch = (unsigned char)*++__p;
      if (__ch != '=' || __p[1] != ']') return FNM_NOMATCH;
      __p += 2;
      __ch = (unsigned char)*__p++;
    } else if (__ch == '[' && *__p == '.') {
      for (;;) {
        __ch = (unsigned char)*++__p;
        if (__ch == 0) return FNM_NOMATCH;
        if (__ch == '.' && __p[1] == ']') break;
      }
      __p += 2;
      __ch = (unsigned char)*__p++;
    }
  } while (__ch != ']');
  if (__not) return FNM_NOMATCH;
  *__pp = __p;
  return 0;
}

static int __fnm_isext(const struct __fnm_ctx *__c, int __ch, const char *__p)
{
  return (__c->__flags & FNM_EXTMATCH) && *__p == '(' && strchr("?*+@!", __ch) != NULL && __ch != 0;
}

static int __fnm_match(const struct __fnm_ctx *__c, const char *__p, const char *__n, const char *__end, int __lead)
{
  int __flags = __c->__flags;
  int __ch;
  while ((__ch = (unsigned char)*__p++) != 0) {
    if (__fnm_isext(__c, __ch, __p)) {
      int __r = __fnm_ext(__c, __ch, __p, __n, __end, __lead);
      if (__r != -2) return __r;
    }
    __ch = __fnm_fold(__c, __ch);
    switch (__ch) {
    case '?':
      if (__n == __end) return FNM_NOMATCH;
      if (*__n == '/' && (__flags & FNM_PATHNAME)) return FNM_NOMATCH;
      if (__fnm_leading(__c, __n, __lead)) return FNM_NOMATCH;
      break;
    case '\\':
      if (!(__flags & FNM_NOESCAPE)) {
        __ch = (unsigned char)*__p++;
        if (__ch == 0) return FNM_NOMATCH;
        __ch = __fnm_fold(__c, __ch);
      }
      if (__n == __end || __ch != __fnm_fold(__c, *__n)) return FNM_NOMATCH;
      break;
    case '*': {
      if (__n != __end && __fnm_leading(__c, __n, __lead)) return FNM_NOMATCH;
      for (__ch = (unsigned char)*__p++; __ch == '?' || __ch == '*'; __ch = (unsigned char)*__p++) {
        if (__fnm_isext(__c, __ch, __p)) break;
        if (__ch == '?') {
          if (__n == __end) return FNM_NOMATCH;
          if (*__n == '/' && (__flags & FNM_PATHNAME)) return FNM_NOMATCH;
          ++__n;
        }
      }
      if (__ch == 0) {
        if (!(__flags & FNM_PATHNAME) || (__flags & FNM_LEADING_DIR)) return 0;
        return memchr(__n, '/', (size_t)(__end - __n)) == NULL ? 0 : FNM_NOMATCH;
      }
      const char *__endp = __end;
      if (__flags & FNM_PATHNAME) {
        const char *__s = memchr(__n, '/', (size_t)(__end - __n));
        if (__s != NULL) __endp = __s;
      }
      --__p;
      if (__ch == '[' || __fnm_isext(__c, __ch, __p + 1)) {
        for (int __l = __lead; __n < __endp; ++__n, __l = 0)
          if (__fnm_match(__c, __p, __n, __end, __l) == 0) return 0;
      } else if (__ch == '/' && (__flags & FNM_PATHNAME)) {
        while (__n < __end && *__n != '/') ++__n;
        if (__n < __end && __fnm_match(__c, __p + 1, __n + 1, __end, 1) == 0) return 0;
      } else {
        int __want = __ch;
        if (__want == '\\' && !(__flags & FNM_NOESCAPE)) __want = (unsigned char)__p[1];
        __want = __fnm_fold(__c, __want);
        for (int __l = __lead; __n < __endp; ++__n, __l = 0)
          if (__fnm_fold(__c, *__n) == __want && __fnm_match(__c, __p, __n, __end, __l) == 0) return 0;
      }
      return FNM_NOMATCH;
    }
    case '[': {
      if (__n == __end) return FNM_NOMATCH;
      if (__fnm_leading(__c, __n, __lead)) return FNM_NOMATCH;
      if (*__n == '/' && (__flags & FNM_PATHNAME)) return FNM_NOMATCH;
      int __r = __fnm_bracket(__c, &__p, __n);
      if (__r == 2) {
        if ('[' != __fnm_fold(__c, *__n)) return FNM_NOMATCH;
        break;
      }
      if (__r != 0) return __r;
      break;
    }
    default:
      if (__n == __end || __ch != __fnm_fold(__c, *__n)) return FNM_NOMATCH;
    }
    ++__n;
  }
  if (__n == __end) return 0;
  if ((__flags & FNM_LEADING_DIR) && *__n == '/') return 0;
  return FNM_NOMATCH;
}

int fnmatch(const char *__pattern, const char *__string, int __flags)
{
  struct __fnm_ctx __c = { __string, __flags };
  return __fnm_match(&__c, __pattern, __string, __string + strlen(__string), 1);
}
