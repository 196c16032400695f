/*
 * <glob.h> as glibc 2.36's glob.c behaves, reading the simulated file system through opendir,
 * readdir and stat (or the GLOB_ALTDIRFUNC functions): the pattern splits at its last '/'; a
 * directory part with wildcards is globbed itself (GLOB_ONLYDIR, unsorted) and each directory
 * found is read; a trailing '/' globs the rest with GLOB_MARK and GLOB_ONLYDIR; names are
 * matched by fnmatch (FNM_PERIOD unless GLOB_PERIOD); GLOB_MARK appends '/' before the new
 * entries are sorted with strcoll; braces expand into one glob per alternative, each sorted on
 * its own. What a program can observe (gl_pathc, gl_pathv's order, gl_flags, the return value,
 * errfunc's calls) follows glibc's order of operations.
 */
#define _GNU_SOURCE 1
#include <glob.h>
#include <fnmatch.h>
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <pwd.h>

#define __GLOB_ALL_FLAGS (GLOB_ERR | GLOB_MARK | GLOB_NOSORT | GLOB_DOOFFS | GLOB_NOESCAPE | GLOB_NOCHECK | GLOB_APPEND \
  | GLOB_PERIOD | GLOB_ALTDIRFUNC | GLOB_BRACE | GLOB_NOMAGIC | GLOB_TILDE | GLOB_ONLYDIR | GLOB_TILDE_CHECK)

/* __glob_pattern_type's answers. */
#define __GLOBPAT_NONE 0
#define __GLOBPAT_SPECIAL 1
#define __GLOBPAT_BACKSLASH 2
#define __GLOBPAT_BRACKET 4

static int __glob_pattern_type(const char *__p, int __quote)
{
  int __ret = __GLOBPAT_NONE;
  for (; *__p != 0; ++__p)
    switch (*__p) {
    case '?': case '*': return __GLOBPAT_SPECIAL;
    case '\\':
      if (__quote) { if (__p[1] != 0) ++__p; __ret |= __GLOBPAT_BACKSLASH; }
      break;
    case '[': __ret |= __GLOBPAT_BRACKET; break;
    case ']': if (__ret & __GLOBPAT_BRACKET) return __GLOBPAT_SPECIAL; break;
    }
  return __ret;
}

int glob_pattern_p(const char *__pattern, int __quote)
{
  return __glob_pattern_type(__pattern, __quote) == __GLOBPAT_SPECIAL;
}

static int __glob_stat(const glob_t *__g, int __flags, const char *__name, struct stat *__st)
{
  return (__flags & GLOB_ALTDIRFUNC) ? __g->gl_stat(__name, __st) : stat(__name, __st);
}

static int __glob_lstat(const glob_t *__g, int __flags, const char *__name, struct stat *__st)
{
  return (__flags & GLOB_ALTDIRFUNC) ? __g->gl_lstat(__name, __st) : lstat(__name, __st);
}

static int __glob_is_dir(const char *__name, int __flags, const glob_t *__g)
{
  struct stat __st;
  return __glob_stat(__g, __flags, __name, &__st) == 0 && S_ISDIR(__st.st_mode);
}

/* Appends a name (taken over) to gl_pathv, keeping the NULL after the last one. */
static int __glob_add(glob_t *__g, char *__name)
{
  if (__name == NULL) return GLOB_NOSPACE;
  size_t __n = __g->gl_pathc + __g->gl_offs;
  char **__v = realloc(__g->gl_pathv, (__n + 2) * sizeof *__v);
  if (__v == NULL) { free(__name); return GLOB_NOSPACE; }
  __g->gl_pathv = __v;
  __v[__n] = __name;
  __v[__n + 1] = NULL;
  __g->gl_pathc++;
  return 0;
}

/* Sticks "dir/" on the front of n names ("/" alone is no prefix of its own, so "/x" not "//x"). */
static int __glob_prefix(const char *__dir, char **__v, size_t __n)
{
  size_t __dl = strlen(__dir);
  if (__dl == 1 && __dir[0] == '/') __dl = 0;
  for (size_t __i = 0; __i < __n; __i++) {
    size_t __el = strlen(__v[__i]);
    char *__s = malloc(__dl + 1 + __el + 1);
    if (__s == NULL) return GLOB_NOSPACE;
    memcpy(__s, __dir, __dl);
    __s[__dl] = '/';
    memcpy(__s + __dl + 1, __v[__i], __el + 1);
    free(__v[__i]);
    __v[__i] = __s;
  }
  return 0;
}

static int __glob_collated(const void *__a, const void *__b)
{
  const char *__s1 = *(char *const *)__a, *__s2 = *(char *const *)__b;
  if (__s1 == __s2) return 0;
  if (__s1 == NULL) return 1;
  if (__s2 == NULL) return -1;
  return strcoll(__s1, __s2);
}

/* The names of one directory matching a pattern without '/', appended to pglob. */
static int __glob_in_dir(const char *__pattern, const char *__dir, int __flags, int (*__errfunc)(const char *, int), glob_t *__g)
{
  int __meta = __glob_pattern_type(__pattern, !(__flags & GLOB_NOESCAPE));
  size_t __first = __g->gl_pathc;
  size_t __nfound = 0;
  if (__meta == __GLOBPAT_NONE && (__flags & (GLOB_NOCHECK | GLOB_NOMAGIC))) {
    /* no wildcard and the pattern is the answer whatever exists */
    __flags |= GLOB_NOCHECK;
  } else if (__meta == __GLOBPAT_NONE) {
    size_t __dl = strlen(__dir), __pl = strlen(__pattern);
    char *__full = malloc(__dl + 1 + __pl + 1);
    if (__full == NULL) return GLOB_NOSPACE;
    memcpy(__full, __dir, __dl);
    __full[__dl] = '/';
    memcpy(__full + __dl + 1, __pattern, __pl + 1);
    struct stat __st;
    if (__glob_lstat(__g, __flags, __full, &__st) == 0 || errno == EOVERFLOW) __flags |= GLOB_NOCHECK;
    free(__full);
  } else {
    void *__stream = (__flags & GLOB_ALTDIRFUNC) ? __g->gl_opendir(__dir) : (void *)opendir(__dir);
    if (__stream == NULL) {
      if (errno != ENOTDIR && ((__errfunc != NULL && (*__errfunc)(__dir, errno)) || (__flags & GLOB_ERR))) return GLOB_ABORTED;
    } else {
      int __fnm = (!(__flags & GLOB_PERIOD) ? FNM_PERIOD : 0) | ((__flags & GLOB_NOESCAPE) ? FNM_NOESCAPE : 0);
      __flags |= GLOB_MAGCHAR;
      for (;;) {
        struct dirent *__d = (__flags & GLOB_ALTDIRFUNC) ? (struct dirent *)__g->gl_readdir(__stream) : readdir(__stream);
        if (__d == NULL) break;
        if (__flags & GLOB_ONLYDIR) {
          /* the entry's type, when the directory tells it, spares a stat */
          if (__d->d_type != DT_DIR && __d->d_type != DT_LNK && __d->d_type != DT_UNKNOWN) continue;
        }
        if (fnmatch(__pattern, __d->d_name, __fnm) == 0) {
          int __r = __glob_add(__g, strdup(__d->d_name));
          if (__r != 0) { if (__flags & GLOB_ALTDIRFUNC) __g->gl_closedir(__stream); else closedir(__stream); return __r; }
          __nfound++;
        }
      }
      int __save = errno;
      if (__flags & GLOB_ALTDIRFUNC) __g->gl_closedir(__stream); else closedir(__stream);
      errno = __save;
    }
  }
  if (__nfound == 0 && (__flags & GLOB_NOCHECK)) {
    int __r = __glob_add(__g, strdup(__pattern));
    if (__r != 0) return __r;
    __nfound = 1;
  }
  (void)__first;
  if (__nfound == 0) return GLOB_NOMATCH;
  __g->gl_flags = __flags;
  return 0;
}

/* glibc's next_brace_sub: the ',' or '}' ending the alternative at cp, or NULL. */
static const char *__glob_next_brace_sub(const char *__cp, int __flags)
{
  size_t __depth = 0;
  while (*__cp != 0)
    if ((__flags & GLOB_NOESCAPE) == 0 && *__cp == '\\') {
      if (*++__cp == 0) break;
      ++__cp;
    } else {
      if ((*__cp == '}' && __depth-- == 0) || (*__cp == ',' && __depth == 0)) break;
      if (*__cp++ == '{') __depth++;
    }
  return *__cp != 0 ? __cp : NULL;
}

static int __glob_reset(int __flags, glob_t *__g)
{
  if (!(__flags & GLOB_APPEND)) {
    __g->gl_pathc = 0;
    if (!(__flags & GLOB_DOOFFS)) __g->gl_pathv = NULL;
    else {
      __g->gl_pathv = malloc((__g->gl_offs + 1) * sizeof(char *));
      if (__g->gl_pathv == NULL) return GLOB_NOSPACE;
      for (size_t __i = 0; __i <= __g->gl_offs; ++__i) __g->gl_pathv[__i] = NULL;
    }
  }
  return 0;
}

/* GLOB_BRACE: one glob per alternative of the first brace; 1 when the pattern has none. */
static int __glob_brace(const char *__pattern, int __flags, int (*__errfunc)(const char *, int), glob_t *__g)
{
  const char *__begin;
  if (__flags & GLOB_NOESCAPE) __begin = strchr(__pattern, '{');
  else {
    __begin = __pattern;
    for (;;) {
      if (*__begin == 0) { __begin = NULL; break; }
      if (*__begin == '\\' && __begin[1] != 0) ++__begin;
      else if (*__begin == '{') break;
      ++__begin;
    }
  }
  if (__begin == NULL) return -2;
  const char *__next = __glob_next_brace_sub(__begin + 1, __flags);
  const char *__rest = __next;
  while (__rest != NULL && *__rest != '}') __rest = __glob_next_brace_sub(__rest + 1, __flags);
  if (__rest == NULL) {
    /* unbalanced: the pattern is globbed as it is, braces and all */
    if (!(__flags & GLOB_APPEND)) { free(__g->gl_pathv); __g->gl_pathv = NULL; }
    return glob(__pattern, __flags & ~GLOB_BRACE, __errfunc, __g);
  }
  ++__rest;
  size_t __rest_len = strlen(__rest) + 1;
  size_t __pre = (size_t)(__begin - __pattern);
  char *__onealt = malloc(strlen(__pattern) + 1);
  if (__onealt == NULL) return GLOB_NOSPACE;
  memcpy(__onealt, __pattern, __pre);
  int __r;
  size_t __firstc = __g->gl_pathc;
  const char *__p = __begin + 1;
  for (;;) {
    size_t __len = (size_t)(__next - __p);
    memcpy(__onealt + __pre, __p, __len);
    memcpy(__onealt + __pre + __len, __rest, __rest_len);
    __r = glob(__onealt, ((__flags & ~(GLOB_NOCHECK | GLOB_NOMAGIC)) | GLOB_APPEND), __errfunc, __g);
    if (__r != 0 && __r != GLOB_NOMATCH) {
      free(__onealt);
      if (!(__flags & GLOB_APPEND)) { globfree(__g); __g->gl_pathc = 0; }
      return __r;
    }
    if (*__next == '}') break;
    __p = __next + 1;
    __next = __glob_next_brace_sub(__p, __flags);
  }
  free(__onealt);
  if (__g->gl_pathc != __firstc) return 0;
  if (!(__flags & (GLOB_NOCHECK | GLOB_NOMAGIC))) return GLOB_NOMATCH;
  return -2;
}

/* The home directory "~" names: $HOME (the simulated system has no password database). */
static const char *__glob_home(void)
{
  const char *__h = getenv("HOME");
  return (__h != NULL && __h[0] != 0) ? __h : NULL;
}

static int __glob_no_matches(const char *__pattern, int __flags, glob_t *__g)
{
  if (!(__flags & GLOB_NOCHECK)) return GLOB_NOMATCH;
  int __r = __glob_add(__g, strdup(__pattern));
  if (__r != 0) return __r;
  __g->gl_flags = __flags;
  return 0;
}

static int __glob_finish(int __flags, glob_t *__g, size_t __oldcount)
{
  size_t __end = __g->gl_pathc + __g->gl_offs;
  if (__flags & GLOB_MARK) {
    for (size_t __i = __oldcount; __i < __end; ++__i)
      if (__glob_is_dir(__g->gl_pathv[__i], __flags, __g)) {
        size_t __l = strlen(__g->gl_pathv[__i]);
        char *__s = realloc(__g->gl_pathv[__i], __l + 2);
        if (__s == NULL) { globfree(__g); __g->gl_pathc = 0; return GLOB_NOSPACE; }
        __s[__l] = '/'; __s[__l + 1] = 0;
        __g->gl_pathv[__i] = __s;
      }
  }
  if (!(__flags & GLOB_NOSORT))
    qsort(&__g->gl_pathv[__oldcount], __end - __oldcount, sizeof(char *), __glob_collated);
  return 0;
}

int glob(const char *__restrict __pattern, int __flags, int (*__errfunc)(const char *, int), glob_t *__restrict __g)
{
  if (__pattern == NULL || __g == NULL || (__flags & ~__GLOB_ALL_FLAGS) != 0) { errno = EINVAL; return -1; }
  size_t __plen = strlen(__pattern);
  /* POSIX: a trailing slash matches directories only */
  if (__plen > 0 && __pattern[__plen - 1] == '/') __flags |= GLOB_ONLYDIR;
  if (!(__flags & GLOB_DOOFFS)) __g->gl_offs = 0;
  int __r = __glob_reset(__flags, __g);
  if (__r != 0) return __r;
  if (__flags & GLOB_BRACE) {
    /* no brace, or no match under NOCHECK: the pattern is globbed as it is */
    __r = __glob_brace(__pattern, __flags, __errfunc, __g);
    if (__r != -2) return __r;
  }
  size_t __oldcount = __g->gl_pathc + __g->gl_offs;
  const char *__filename = strrchr(__pattern, '/');
  char *__dirbuf = NULL;
  const char *__dirname;
  size_t __dirlen;
  int __dirname_modified = 0;
  if (__filename == NULL) {
    if ((__flags & (GLOB_TILDE | GLOB_TILDE_CHECK)) && __pattern[0] == '~') {
      __dirname = __pattern;
      __dirlen = __plen;
    } else {
      if (__pattern[0] == 0) return __glob_no_matches(__pattern, __flags, __g) ?: __glob_finish(__flags, __g, __oldcount);
      __filename = __pattern;
      __dirname = ".";
      __dirlen = 0;
    }
  } else if (__filename == __pattern) {
    __dirname = "/";
    __dirlen = 1;
    ++__filename;
  } else {
    __dirlen = (size_t)(__filename - __pattern);
    __dirbuf = malloc(__dirlen + 1);
    if (__dirbuf == NULL) return GLOB_NOSPACE;
    memcpy(__dirbuf, __pattern, __dirlen);
    __dirbuf[__dirlen] = 0;
    __dirname = __dirbuf;
    ++__filename;
    if (__filename[0] == 0 && __dirlen > 1) {
      /* "pattern/": the directories "pattern" names, marked */
      int __orig = __flags;
      if (!(__flags & GLOB_NOESCAPE) && __dirbuf[__dirlen - 1] == '\\') {
        char *__p = &__dirbuf[__dirlen - 1];
        while (__p > __dirbuf && __p[-1] == '\\') --__p;
        if ((&__dirbuf[__dirlen] - __p) & 1) { __dirbuf[--__dirlen] = 0; __flags &= ~(GLOB_NOCHECK | GLOB_NOMAGIC); }
      }
      int __val = glob(__dirbuf, __flags | GLOB_MARK, __errfunc, __g);
      free(__dirbuf);
      if (__val == 0) __g->gl_flags = (__g->gl_flags & ~GLOB_MARK) | (__flags & GLOB_MARK);
      else if (__val == GLOB_NOMATCH && __flags != __orig) {
        __oldcount = __g->gl_pathc + __g->gl_offs;
        return __glob_no_matches(__pattern, __orig, __g) ?: __glob_finish(__orig, __g, __oldcount);
      }
      return __val;
    }
  }
  if ((__flags & (GLOB_TILDE | GLOB_TILDE_CHECK)) && __dirname[0] == '~') {
    /* The directory becomes __home followed by __rest. */
    const char *__home = NULL, *__rest = NULL;
    struct passwd __pw, *__found = NULL;
    char __pwbuf[NSS_BUFLEN_PASSWD];
    if (__dirname[1] == 0 || __dirname[1] == '/' || (!(__flags & GLOB_NOESCAPE) && __dirname[1] == '\\' && (__dirname[2] == 0 || __dirname[2] == '/'))) {
      __home = __glob_home();
      if (__home == NULL) {
        if (__flags & GLOB_TILDE_CHECK) { free(__dirbuf); return GLOB_NOMATCH; }
        __home = "~";
      }
      __rest = __dirname + 1;
    } else {
      /* ~user: the user's home from the password database (./mpisim-pwd.c), the name unescaped
         as glibc's (a backslash ending it is kept when the pattern is the name alone) */
      const char *__end = strchr(__dirname, '/');
      size_t __un = __end ? (size_t)(__end - __dirname) - 1 : strlen(__dirname + 1);
      char *__user = malloc(__un + 1), *__q;
      if (__user == NULL) { free(__dirbuf); return GLOB_NOSPACE; }
      __q = __user;
      for (size_t __k = 1; __k <= __un; __k++) {
        if (!(__flags & GLOB_NOESCAPE) && __dirname[__k] == '\\') {
          if (__k == __un) { if (__filename == NULL) *__q++ = '\\'; break; }
          __k++;
        }
        *__q++ = __dirname[__k];
      }
      *__q = 0;
      if (getpwnam_r(__user, &__pw, __pwbuf, sizeof __pwbuf, &__found) != 0) __found = NULL;
      free(__user);
      if (__found != NULL) { __home = __pw.pw_dir; __rest = __end ? __end : ""; }
      else if (__flags & GLOB_TILDE_CHECK) { free(__dirbuf); return GLOB_NOMATCH; }
    }
    if (__home != NULL) {
      size_t __hl = strlen(__home);
      char *__nd = malloc(__hl + strlen(__rest) + 1);
      if (__nd == NULL) { free(__dirbuf); return GLOB_NOSPACE; }
      memcpy(__nd, __home, __hl);
      strcpy(__nd + __hl, __rest);
      free(__dirbuf);
      __dirbuf = __nd;
      __dirname = __nd;
      __dirlen = strlen(__nd);
      __dirname_modified = 1;
    }
  }
  if (__filename == NULL) {
    /* "~" or "~user" alone: the directory is the answer */
    char *__s;
    if ((__flags & GLOB_MARK) && __glob_is_dir(__dirname, __flags, __g)) {
      __s = malloc(__dirlen + 2);
      if (__s != NULL) { memcpy(__s, __dirname, __dirlen); __s[__dirlen] = '/'; __s[__dirlen + 1] = 0; }
    } else __s = strdup(__dirname);
    free(__dirbuf);
    __r = __glob_add(__g, __s);
    if (__r != 0) return __r;
    __g->gl_flags = __flags;
    return 0;
  }
  int __meta = __glob_pattern_type(__dirname, !(__flags & GLOB_NOESCAPE));
  if (__meta & (__GLOBPAT_SPECIAL | __GLOBPAT_BRACKET)) {
    if (!(__flags & GLOB_NOESCAPE) && __dirlen > 0 && __dirbuf != NULL && __dirbuf[__dirlen - 1] == '\\') {
      char *__p = &__dirbuf[__dirlen - 1];
      while (__p > __dirbuf && __p[-1] == '\\') --__p;
      if ((&__dirbuf[__dirlen] - __p) & 1) __dirbuf[--__dirlen] = 0;
    }
    glob_t __dirs;
    memset(&__dirs, 0, sizeof __dirs);
    if (__flags & GLOB_ALTDIRFUNC) {
      __dirs.gl_opendir = __g->gl_opendir; __dirs.gl_readdir = __g->gl_readdir; __dirs.gl_closedir = __g->gl_closedir;
      __dirs.gl_stat = __g->gl_stat; __dirs.gl_lstat = __g->gl_lstat;
    }
    int __status = glob(__dirname, (__flags & (GLOB_ERR | GLOB_NOESCAPE | GLOB_ALTDIRFUNC)) | GLOB_NOSORT | GLOB_ONLYDIR, __errfunc, &__dirs);
    free(__dirbuf);
    if (__status != 0) {
      if ((__flags & GLOB_NOCHECK) == 0 || __status != GLOB_NOMATCH) return __status;
      return __glob_no_matches(__pattern, __flags, __g) ?: __glob_finish(__flags, __g, __oldcount);
    }
    for (size_t __i = 0; __i < __dirs.gl_pathc; ++__i) {
      size_t __old = __g->gl_pathc;
      __status = __glob_in_dir(__filename, __dirs.gl_pathv[__i], (__flags | GLOB_APPEND) & ~(GLOB_NOCHECK | GLOB_NOMAGIC), __errfunc, __g);
      if (__status == GLOB_NOMATCH) continue;
      if (__status == 0) __status = __glob_prefix(__dirs.gl_pathv[__i], &__g->gl_pathv[__old + __g->gl_offs], __g->gl_pathc - __old);
      if (__status != 0) { globfree(&__dirs); globfree(__g); __g->gl_pathc = 0; return __status; }
    }
    __flags |= GLOB_MAGCHAR;
    globfree(&__dirs);
    if (__g->gl_pathc + __g->gl_offs == __oldcount) {
      __r = __glob_no_matches(__pattern, __flags, __g);
      if (__r != 0) return __r;
    }
  } else {
    size_t __old = __g->gl_pathc;
    int __orig = __flags;
    if (__meta & __GLOBPAT_BACKSLASH) {
      /* the directory part is a plain name once its backslashes are taken out */
      char *__p = strchr(__dirbuf, '\\'), *__q = __p;
      do {
        if (*__p == '\\') { *__q = *++__p; --__dirlen; }
        else *__q = *__p;
        ++__q;
      } while (*__p++ != 0);
      __dirname_modified = 1;
    }
    if (__dirname_modified) __flags &= ~(GLOB_NOCHECK | GLOB_NOMAGIC);
    int __status = __glob_in_dir(__filename, __dirname, __flags, __errfunc, __g);
    if (__status != 0) {
      if (__status == GLOB_NOMATCH && __flags != __orig && __g->gl_pathc + __g->gl_offs == __oldcount) {
        free(__dirbuf);
        return __glob_no_matches(__pattern, __orig, __g) ?: __glob_finish(__orig, __g, __oldcount);
      }
      free(__dirbuf);
      return __status;
    }
    if (__dirlen > 0) __status = __glob_prefix(__dirname, &__g->gl_pathv[__old + __g->gl_offs], __g->gl_pathc - __old);
    free(__dirbuf);
    if (__status != 0) { globfree(__g); __g->gl_pathc = 0; return __status; }
  }
  return __glob_finish(__flags, __g, __oldcount);
}

void globfree(glob_t *__g)
{
  if (__g->gl_pathv != NULL) {
    for (size_t __i = 0; __i < __g->gl_pathc; ++__i) free(__g->gl_pathv[__g->gl_offs + __i]);
    free(__g->gl_pathv);
    __g->gl_pathv = NULL;
  }
}
