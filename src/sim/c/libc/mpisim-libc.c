/*
 * The parts of the C library written in C, compiled with every program: they call back into
 * user code (qsort's comparator) or return structures (div), which compiled C does naturally.
 * qsort is glibc's merge sort (msort.c), so comparator calls come in glibc's order.
 */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <inttypes.h>

static void __mpisim_msort(char *__b, size_t __n, size_t __s, int (*__cmp)(const void *, const void *), char *__t)
{
  size_t __n1, __n2;
  char *__b1, *__b2, *__tmp;
  if (__n <= 1)
    return;
  __n1 = __n / 2;
  __n2 = __n - __n1;
  __b1 = __b;
  __b2 = __b + __n1 * __s;
  __mpisim_msort(__b1, __n1, __s, __cmp, __t);
  __mpisim_msort(__b2, __n2, __s, __cmp, __t);
  __tmp = __t;
  while (__n1 > 0 && __n2 > 0) {
    if ((*__cmp)(__b1, __b2) <= 0) {
      memcpy(__tmp, __b1, __s);
      __tmp += __s;
      __b1 += __s;
      --__n1;
    } else {
      memcpy(__tmp, __b2, __s);
      __tmp += __s;
      __b2 += __s;
      --__n2;
    }
  }
  if (__n1 > 0)
    memcpy(__tmp, __b1, __n1 * __s);
  memcpy(__b, __t, (__n - __n2) * __s);
}

void qsort(void *__base, size_t __n, size_t __size, int (*__cmp)(const void *, const void *))
{
  char *__t;
  if (__n <= 1 || __size == 0)
    return;
  __t = malloc(__n * __size);
  __mpisim_msort((char *)__base, __n, __size, __cmp, __t);
  free(__t);
}

void *bsearch(const void *__key, const void *__base, size_t __n, size_t __size, int (*__cmp)(const void *, const void *))
{
  size_t __l = 0, __u = __n, __idx;
  const void *__p;
  int __c;
  while (__l < __u) {
    __idx = (__l + __u) / 2;
    __p = (const char *)__base + __idx * __size;
    __c = (*__cmp)(__key, __p);
    if (__c < 0)
      __u = __idx;
    else if (__c > 0)
      __l = __idx + 1;
    else
      return (void *)__p;
  }
  return NULL;
}

div_t div(int __num, int __den) { div_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
ldiv_t ldiv(long __num, long __den) { ldiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
lldiv_t lldiv(long long __num, long long __den) { lldiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }
imaxdiv_t imaxdiv(intmax_t __num, intmax_t __den) { imaxdiv_t __r; __r.quot = __num / __den; __r.rem = __num % __den; return __r; }

/*
 * getopt and getopt_long as glibc 2.36 has them (posix/getopt.c): the same argument
 * permutation (options first, operands after, in order), `+`/`-` and POSIXLY_CORRECT orderings,
 * optional arguments, abbreviated long options and the same messages on stderr.
 */
#include <stdio.h>
#include <getopt.h>

char *optarg;
int optind = 1;
int opterr = 1;
int optopt = '?';

static char *__mpisim_nextchar;
/* glibc keeps optopt in its getopt state (0 at first) and copies it out after every call. */
static int __mpisim_optopt;
static int __mpisim_first_nonopt, __mpisim_last_nonopt, __mpisim_ordering, __mpisim_initialized;

static void __mpisim_exchange(char **__argv)
{
  int __bottom = __mpisim_first_nonopt, __middle = __mpisim_last_nonopt, __top = optind, __i, __len;
  char *__tem;
  while (__top > __middle && __middle > __bottom) {
    if (__top - __middle > __middle - __bottom) {
      __len = __middle - __bottom;
      for (__i = 0; __i < __len; __i++) {
        __tem = __argv[__bottom + __i];
        __argv[__bottom + __i] = __argv[__top - (__middle - __bottom) + __i];
        __argv[__top - (__middle - __bottom) + __i] = __tem;
      }
      __top -= __len;
    } else {
      __len = __top - __middle;
      for (__i = 0; __i < __len; __i++) {
        __tem = __argv[__bottom + __i];
        __argv[__bottom + __i] = __argv[__middle + __i];
        __argv[__middle + __i] = __tem;
      }
      __bottom += __len;
    }
  }
  __mpisim_first_nonopt += optind - __mpisim_last_nonopt;
  __mpisim_last_nonopt = optind;
}

static int __mpisim_long(int __argc, char **__argv, const char *__optstring, const struct option *__longopts, int *__longind)
{
  char *__nameend;
  const struct option *__p, *__pfound = NULL;
  int __n, __indfound = 0, __ambig = 0;
  size_t __namelen;
  for (__nameend = __mpisim_nextchar; *__nameend && *__nameend != '='; __nameend++)
    ;
  __namelen = __nameend - __mpisim_nextchar;
  for (__p = __longopts, __n = 0; __p->name; __p++, __n++)
    if (!strncmp(__p->name, __mpisim_nextchar, __namelen) && __namelen == strlen(__p->name)) {
      __pfound = __p;
      __indfound = __n;
      break;
    }
  if (__pfound == NULL) {
    for (__p = __longopts, __n = 0; __p->name; __p++, __n++)
      if (!strncmp(__p->name, __mpisim_nextchar, __namelen)) {
        if (__pfound == NULL) {
          __pfound = __p;
          __indfound = __n;
        } else if (__pfound->has_arg != __p->has_arg || __pfound->flag != __p->flag || __pfound->val != __p->val)
          __ambig = 1;
      }
    if (__ambig) {
      if (opterr) {
        fprintf(stderr, "%s: option '--%s' is ambiguous; possibilities:", __argv[0], __mpisim_nextchar);
        for (__p = __longopts; __p->name; __p++)
          if (!strncmp(__p->name, __mpisim_nextchar, __namelen))
            fprintf(stderr, " '--%s'", __p->name);
        fprintf(stderr, "\n");
      }
      __mpisim_nextchar += strlen(__mpisim_nextchar);
      optind++;
      __mpisim_optopt = 0;
      return '?';
    }
    if (__pfound == NULL) {
      if (opterr)
        fprintf(stderr, "%s: unrecognized option '--%s'\n", __argv[0], __mpisim_nextchar);
      __mpisim_nextchar = NULL;
      optind++;
      __mpisim_optopt = 0;
      return '?';
    }
  }
  optind++;
  __mpisim_nextchar = NULL;
  if (*__nameend) {
    if (__pfound->has_arg)
      optarg = __nameend + 1;
    else {
      if (opterr)
        fprintf(stderr, "%s: option '--%s' doesn't allow an argument\n", __argv[0], __pfound->name);
      __mpisim_optopt = __pfound->val;
      return '?';
    }
  } else if (__pfound->has_arg == 1) {
    if (optind < __argc)
      optarg = __argv[optind++];
    else {
      if (opterr)
        fprintf(stderr, "%s: option '--%s' requires an argument\n", __argv[0], __pfound->name);
      __mpisim_optopt = __pfound->val;
      return __optstring[0] == ':' ? ':' : '?';
    }
  }
  if (__longind)
    *__longind = __indfound;
  if (__pfound->flag) {
    *(__pfound->flag) = __pfound->val;
    return 0;
  }
  return __pfound->val;
}

#define __MPISIM_NONOPTION(__k) (__argv[__k][0] != '-' || __argv[__k][1] == '\0')

static int __mpisim_getopt(int __argc, char **__argv, const char *__optstring, const struct option *__longopts, int *__longind)
{
  char __c;
  const char *__temp;
  if (__argc < 1)
    return -1;
  optarg = NULL;
  if (optind == 0 || !__mpisim_initialized) {
    if (optind == 0)
      optind = 1;
    __mpisim_first_nonopt = __mpisim_last_nonopt = optind;
    __mpisim_nextchar = NULL;
    __mpisim_initialized = 1;
  }
  /* 0: permute, 1: require order, 2: return in order */
  if (__optstring[0] == '-') {
    __mpisim_ordering = 2;
    ++__optstring;
  } else if (__optstring[0] == '+') {
    __mpisim_ordering = 1;
    ++__optstring;
  } else
    __mpisim_ordering = getenv("POSIXLY_CORRECT") != NULL;
  if (__mpisim_nextchar == NULL || *__mpisim_nextchar == '\0') {
    if (__mpisim_last_nonopt > optind)
      __mpisim_last_nonopt = optind;
    if (__mpisim_first_nonopt > optind)
      __mpisim_first_nonopt = optind;
    if (__mpisim_ordering == 0) {
      if (__mpisim_first_nonopt != __mpisim_last_nonopt && __mpisim_last_nonopt != optind)
        __mpisim_exchange(__argv);
      else if (__mpisim_last_nonopt != optind)
        __mpisim_first_nonopt = optind;
      while (optind < __argc && __MPISIM_NONOPTION(optind))
        optind++;
      __mpisim_last_nonopt = optind;
    }
    if (optind != __argc && !strcmp(__argv[optind], "--")) {
      optind++;
      if (__mpisim_first_nonopt != __mpisim_last_nonopt && __mpisim_last_nonopt != optind)
        __mpisim_exchange(__argv);
      else if (__mpisim_first_nonopt == __mpisim_last_nonopt)
        __mpisim_first_nonopt = optind;
      __mpisim_last_nonopt = __argc;
      optind = __argc;
    }
    if (optind == __argc) {
      if (__mpisim_first_nonopt != __mpisim_last_nonopt)
        optind = __mpisim_first_nonopt;
      return -1;
    }
    if (__MPISIM_NONOPTION(optind)) {
      if (__mpisim_ordering == 1)
        return -1;
      optarg = __argv[optind++];
      return 1;
    }
    if (__longopts && __argv[optind][1] == '-') {
      __mpisim_nextchar = __argv[optind] + 2;
      return __mpisim_long(__argc, __argv, __optstring, __longopts, __longind);
    }
    __mpisim_nextchar = __argv[optind] + 1;
  }
  __c = *__mpisim_nextchar++;
  __temp = strchr(__optstring, __c);
  if (*__mpisim_nextchar == '\0')
    ++optind;
  if (__temp == NULL || __c == ':' || __c == ';') {
    if (opterr)
      fprintf(stderr, "%s: invalid option -- '%c'\n", __argv[0], __c);
    __mpisim_optopt = __c;
    return '?';
  }
  if (__temp[1] == ':') {
    if (__temp[2] == ':') {
      if (*__mpisim_nextchar != '\0') {
        optarg = __mpisim_nextchar;
        optind++;
      } else
        optarg = NULL;
      __mpisim_nextchar = NULL;
    } else {
      if (*__mpisim_nextchar != '\0') {
        optarg = __mpisim_nextchar;
        optind++;
      } else if (optind == __argc) {
        if (opterr)
          fprintf(stderr, "%s: option requires an argument -- '%c'\n", __argv[0], __c);
        __mpisim_optopt = __c;
        __c = __optstring[0] == ':' ? ':' : '?';
      } else
        optarg = __argv[optind++];
      __mpisim_nextchar = NULL;
    }
  }
  return __c;
}

int getopt(int __argc, char *const *__argv, const char *__optstring)
{
  int __r = __mpisim_getopt(__argc, (char **)__argv, __optstring, NULL, NULL);
  optopt = __mpisim_optopt;
  return __r;
}

int getopt_long(int __argc, char *const *__argv, const char *__optstring, const struct option *__longopts, int *__longind)
{
  int __r = __mpisim_getopt(__argc, (char **)__argv, __optstring, __longopts, __longind);
  optopt = __mpisim_optopt;
  return __r;
}
