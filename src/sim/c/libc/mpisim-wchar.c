/*
 * <locale.h>, <wchar.h>, <wctype.h> and <stdlib.h>'s multibyte functions for the one locale a
 * simulated process has, glibc's "C": its multibyte characters are the bytes 0-127, one byte
 * each, and every other byte or wide character is refused with EILSEQ, as glibc's C locale
 * (charset ANSI_X3.4-1968) refuses it. No conversion keeps a state, so mbstate_t stays zero.
 */
/* glibc is built with every declaration in view (the _l functions are POSIX 2008's and GNU's). */
#define _GNU_SOURCE 1
#include <locale.h>
#include <wchar.h>
#include <wctype.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <stdarg.h>
#include <ctype.h>
#include <errno.h>
#include <limits.h>

/* ----- wide strings ----- */

size_t wcslen(const wchar_t *__s) { size_t __n = 0; while (__s[__n]) __n++; return __n; }
size_t wcsnlen(const wchar_t *__s, size_t __maxlen) { size_t __n = 0; while (__n < __maxlen && __s[__n]) __n++; return __n; }
wchar_t *wcscpy(wchar_t *restrict __dest, const wchar_t *restrict __src)
{
  size_t __k = 0;
  do __dest[__k] = __src[__k]; while (__src[__k++]);
  return __dest;
}
wchar_t *wcsncpy(wchar_t *restrict __dest, const wchar_t *restrict __src, size_t __n)
{
  size_t __k = 0;
  for (; __k < __n && __src[__k]; __k++) __dest[__k] = __src[__k];
  for (; __k < __n; __k++) __dest[__k] = 0;
  return __dest;
}
wchar_t *wcscat(wchar_t *restrict __dest, const wchar_t *restrict __src) { wcscpy(__dest + wcslen(__dest), __src); return __dest; }
wchar_t *wcsncat(wchar_t *restrict __dest, const wchar_t *restrict __src, size_t __n)
{
  wchar_t *__d = __dest + wcslen(__dest);
  size_t __k = 0;
  for (; __k < __n && __src[__k]; __k++) __d[__k] = __src[__k];
  __d[__k] = 0;
  return __dest;
}
/* glibc compares wide characters as the signed ints they are and answers -1, 0 or 1. */
int wcscmp(const wchar_t *__s1, const wchar_t *__s2)
{
  while (*__s1 && *__s1 == *__s2) __s1++, __s2++;
  return *__s1 == *__s2 ? 0 : *__s1 < *__s2 ? -1 : 1;
}
int wcsncmp(const wchar_t *__s1, const wchar_t *__s2, size_t __n)
{
  for (; __n; __n--, __s1++, __s2++) {
    if (*__s1 != *__s2) return *__s1 < *__s2 ? -1 : 1;
    if (!*__s1) break;
  }
  return 0;
}
int wcscoll(const wchar_t *__s1, const wchar_t *__s2) { return wcscmp(__s1, __s2); }
size_t wcsxfrm(wchar_t *restrict __s1, const wchar_t *restrict __s2, size_t __n)
{
  size_t __len = wcslen(__s2);
  if (__len < __n) wcscpy(__s1, __s2);
  return __len;
}
wchar_t *wcsdup(const wchar_t *__s)
{
  size_t __size = (wcslen(__s) + 1) * sizeof(wchar_t);
  wchar_t *__d = malloc(__size);
  return __d ? memcpy(__d, __s, __size) : NULL;
}
wchar_t *wcschr(const wchar_t *__wcs, wchar_t __wc)
{
  for (;; __wcs++) {
    if (*__wcs == __wc) return (wchar_t *)__wcs;
    if (!*__wcs) return NULL;
  }
}
wchar_t *wcsrchr(const wchar_t *__wcs, wchar_t __wc)
{
  const wchar_t *__last = NULL;
  for (;; __wcs++) {
    if (*__wcs == __wc) __last = __wcs;
    if (!*__wcs) return (wchar_t *)__last;
  }
}
size_t wcscspn(const wchar_t *__wcs, const wchar_t *__reject)
{
  size_t __n = 0;
  while (__wcs[__n] && !wcschr(__reject, __wcs[__n])) __n++;
  return __n;
}
size_t wcsspn(const wchar_t *__wcs, const wchar_t *__accept)
{
  size_t __n = 0;
  while (__wcs[__n] && wcschr(__accept, __wcs[__n])) __n++;
  return __n;
}
wchar_t *wcspbrk(const wchar_t *__wcs, const wchar_t *__accept)
{
  __wcs += wcscspn(__wcs, __accept);
  return *__wcs ? (wchar_t *)__wcs : NULL;
}
wchar_t *wcsstr(const wchar_t *__haystack, const wchar_t *__needle)
{
  size_t __n = wcslen(__needle);
  for (;; __haystack++) {
    if (!wcsncmp(__haystack, __needle, __n)) return (wchar_t *)__haystack;
    if (!*__haystack) return NULL;
  }
}
wchar_t *wcstok(wchar_t *restrict __s, const wchar_t *restrict __delim, wchar_t **restrict __ptr)
{
  wchar_t *__end;
  if (__s == NULL) __s = *__ptr;
  if (__s == NULL) return NULL;
  __s += wcsspn(__s, __delim);
  if (!*__s) { *__ptr = NULL; return NULL; }
  __end = __s + wcscspn(__s, __delim);
  if (*__end) *__end++ = 0;
  else __end = NULL;
  *__ptr = __end;
  return __s;
}
wchar_t *wmemchr(const wchar_t *__s, wchar_t __c, size_t __n)
{
  for (; __n; __n--, __s++) if (*__s == __c) return (wchar_t *)__s;
  return NULL;
}
int wmemcmp(const wchar_t *__s1, const wchar_t *__s2, size_t __n)
{
  for (; __n; __n--, __s1++, __s2++) if (*__s1 != *__s2) return *__s1 < *__s2 ? -1 : 1;
  return 0;
}
wchar_t *wmemcpy(wchar_t *restrict __s1, const wchar_t *restrict __s2, size_t __n) { return memcpy(__s1, __s2, __n * sizeof(wchar_t)); }
wchar_t *wmemmove(wchar_t *__s1, const wchar_t *__s2, size_t __n) { return memmove(__s1, __s2, __n * sizeof(wchar_t)); }
wchar_t *wmemset(wchar_t *__s, wchar_t __c, size_t __n)
{
  size_t __k;
  for (__k = 0; __k < __n; __k++) __s[__k] = __c;
  return __s;
}

/*
 * ----- multibyte conversions -----
 * C: the bytes 0-127, one each. C.UTF-8 as glibc's UTF-8 converter: sequences of up to 6 bytes
 * (values past U+10FFFF up to 0x7fffffff are accepted, as glibc accepts them), an overlong form
 * or a surrogate refused with EILSEQ once its last byte is read, a byte that cannot start or
 * continue a sequence refused at once. A sequence cut short waits in the mbstate_t: __count holds
 * the bytes still wanted and (<< 8) the sequence's length, __value.__wch the bits so far.
 */
#define __MPISIM_UTF8 (__ctype_get_mb_cur_max() > 1)

wint_t btowc(int __c) { return __c >= 0 && __c <= 0x7f ? (wint_t)__c : WEOF; }
int wctob(wint_t __c) { return __c <= 0x7f ? (int)__c : EOF; }
int mbsinit(const mbstate_t *__ps) { return __ps == NULL || __ps->__count == 0; }

size_t mbrtowc(wchar_t *restrict __pwc, const char *restrict __s, size_t __n, mbstate_t *restrict __ps)
{
  static mbstate_t __own;
  const unsigned char *__b = (const unsigned char *)__s;
  size_t __k = 0;
  unsigned int __want, __len, __wc;
  if (__ps == NULL) __ps = &__own;
  if (__s == NULL) { __ps->__count = 0; return 0; }
  if (__n == 0) return (size_t)-2;
  if (!__MPISIM_UTF8) {
    if (__b[0] > 0x7f) { errno = EILSEQ; return (size_t)-1; }
    if (__pwc) *__pwc = __b[0];
    return __b[0] != 0;
  }
  __want = __ps->__count & 7;
  __len = (unsigned int)__ps->__count >> 8;
  __wc = __ps->__value.__wch;
  if (__want == 0) {
    unsigned char __c = __b[__k++];
    if (__c < 0x80) {
      if (__pwc) *__pwc = __c;
      return __c != 0;
    }
    if (__c < 0xc2 || __c > 0xfd) { __ps->__count = 0; errno = EILSEQ; return (size_t)-1; }
    __len = __c < 0xe0 ? 2 : __c < 0xf0 ? 3 : __c < 0xf8 ? 4 : __c < 0xfc ? 5 : 6;
    __want = __len - 1;
    __wc = __c & (0x7f >> __len);
  }
  for (; __want && __k < __n; __want--, __k++) {
    if ((__b[__k] & 0xc0) != 0x80) { __ps->__count = 0; errno = EILSEQ; return (size_t)-1; }
    __wc = (__wc << 6) | (__b[__k] & 0x3f);
  }
  if (__want) {
    __ps->__count = (int)(__want | (__len << 8));
    __ps->__value.__wch = __wc;
    return (size_t)-2;
  }
  __ps->__count = 0;
  /* The smallest value each length may hold: below it the form is overlong. */
  if (__wc < (__len == 2 ? 0x80u : 1u << (5 * __len - 4)) || (__wc >= 0xd800 && __wc <= 0xdfff)) { errno = EILSEQ; return (size_t)-1; }
  if (__pwc) *__pwc = (wchar_t)__wc;
  return __k;
}
size_t mbrlen(const char *restrict __s, size_t __n, mbstate_t *restrict __ps)
{
  static mbstate_t __own;
  return mbrtowc(NULL, __s, __n, __ps ? __ps : &__own);
}
size_t wcrtomb(char *restrict __s, wchar_t __wc, mbstate_t *restrict __ps)
{
  unsigned int __c = (unsigned int)__wc, __len, __k;
  (void)__ps;
  if (__s == NULL) return 1;
  if (!__MPISIM_UTF8) {
    if (__c > 0x7f) { errno = EILSEQ; return (size_t)-1; }
    *__s = (char)__c;
    return 1;
  }
  if (__c > 0x7fffffff || (__c >= 0xd800 && __c <= 0xdfff)) { errno = EILSEQ; return (size_t)-1; }
  if (__c < 0x80) { *__s = (char)__c; return 1; }
  __len = __c < 0x800 ? 2 : __c < 0x10000 ? 3 : __c < 0x200000 ? 4 : __c < 0x4000000 ? 5 : 6;
  for (__k = __len - 1; __k > 0; __k--, __c >>= 6) __s[__k] = (char)(0x80 | (__c & 0x3f));
  __s[0] = (char)((0xff00 >> __len) | __c);
  return __len;
}
size_t mbsrtowcs(wchar_t *restrict __dst, const char **restrict __src, size_t __len, mbstate_t *restrict __ps)
{
  static mbstate_t __own;
  const char *__s = *__src;
  size_t __n = 0;
  wchar_t __wc;
  if (__ps == NULL) __ps = &__own;
  for (; __dst == NULL || __n < __len; __n++) {
    size_t __r = mbrtowc(&__wc, __s, MB_LEN_MAX, __ps);
    if (__r == (size_t)-1) {
      if (__dst) *__src = __s;
      return __r;
    }
    if (__dst) __dst[__n] = __wc;
    if (__r == 0) {
      if (__dst) *__src = NULL;
      return __n;
    }
    __s += __r;
  }
  *__src = __s;
  return __n;
}
size_t wcsrtombs(char *restrict __dst, const wchar_t **restrict __src, size_t __len, mbstate_t *restrict __ps)
{
  const wchar_t *__s = *__src;
  size_t __n = 0;
  char __b[MB_LEN_MAX];
  for (;; __s++) {
    size_t __r = wcrtomb(__b, *__s, __ps);
    if (__r == (size_t)-1) {
      if (__dst) *__src = __s;
      return __r;
    }
    if (__dst && __n + __r > __len) break;
    if (__dst) memcpy(__dst + __n, __b, __r);
    if (*__s == 0) {
      if (__dst) *__src = NULL;
      return __n;
    }
    __n += __r;
  }
  *__src = __s;
  return __n;
}

/* <stdlib.h>'s, each with its own state: no locale here has shift states, so a NULL string answers 0. */
int mblen(const char *__s, size_t __n)
{
  static mbstate_t __own;
  size_t __r;
  if (__s == NULL) { __own.__count = 0; return 0; }
  if (*__s == '\0') return 0;
  __r = mbrtowc(NULL, __s, __n, &__own);
  if (__r == (size_t)-2) { __own.__count = 0; return -1; }
  return (int)__r;
}
int mbtowc(wchar_t *restrict __pwc, const char *restrict __s, size_t __n)
{
  static mbstate_t __own;
  size_t __r;
  if (__s == NULL) { __own.__count = 0; return 0; }
  if (*__s == '\0') { if (__pwc) *__pwc = 0; return 0; }
  __r = mbrtowc(__pwc, __s, __n, &__own);
  if (__r == (size_t)-2) { __own.__count = 0; return -1; }
  return (int)__r;
}
int wctomb(char *__s, wchar_t __wchar) { return __s == NULL ? 0 : (int)wcrtomb(__s, __wchar, NULL); }
size_t mbstowcs(wchar_t *restrict __pwcs, const char *restrict __s, size_t __n)
{
  mbstate_t __st = { 0 };
  const char *__p = __s;
  return mbsrtowcs(__pwcs, &__p, __n, &__st);
}
size_t wcstombs(char *restrict __s, const wchar_t *restrict __pwcs, size_t __n)
{
  mbstate_t __st = { 0 };
  const wchar_t *__p = __pwcs;
  return wcsrtombs(__s, &__p, __n, &__st);
}

/*
 * Wide numbers: the leading ASCII of the string, converted by the narrow function; the end
 * pointer counts the same characters in the wide string.
 */
static char *__mpisim_narrow_prefix(const wchar_t *__w)
{
  size_t __n = 0, __k;
  char *__b;
  while (__w[__n] > 0 && __w[__n] <= 0x7f) __n++;
  __b = malloc(__n + 1);
  for (__k = 0; __k < __n; __k++) __b[__k] = (char)__w[__k];
  __b[__n] = 0;
  return __b;
}
/* MORE: the integer conversions' base parameter (a macro, its comma kept out of the arguments). */
#define __MPISIM_WIDE_CONV(T, NAME, MORE, CALL) \
  T NAME(const wchar_t *restrict __nptr, wchar_t **restrict __endptr MORE) \
  { \
    char *__b = __mpisim_narrow_prefix(__nptr), *__end; \
    T __v = CALL; \
    if (__endptr) *__endptr = (wchar_t *)__nptr + (__end - __b); \
    free(__b); \
    return __v; \
  }
#define __MPISIM_BASE , int __base
__MPISIM_WIDE_CONV(double, wcstod, , strtod(__b, &__end))
__MPISIM_WIDE_CONV(float, wcstof, , strtof(__b, &__end))
__MPISIM_WIDE_CONV(long double, wcstold, , strtold(__b, &__end))
__MPISIM_WIDE_CONV(long, wcstol, __MPISIM_BASE, strtol(__b, &__end, __base))
__MPISIM_WIDE_CONV(unsigned long, wcstoul, __MPISIM_BASE, strtoul(__b, &__end, __base))
__MPISIM_WIDE_CONV(long long, wcstoll, __MPISIM_BASE, strtoll(__b, &__end, __base))
__MPISIM_WIDE_CONV(unsigned long long, wcstoull, __MPISIM_BASE, strtoull(__b, &__end, __base))
#undef __MPISIM_BASE
#undef __MPISIM_WIDE_CONV

/* ----- wide streams (the others are libc-wide.ts's) ----- */

wchar_t *fgetws(wchar_t *restrict __ws, int __n, FILE *restrict __stream)
{
  int __k = 0;
  wint_t __c = 0;
  if (__n <= 0) return NULL;
  while (__k < __n - 1 && (__c = fgetwc(__stream)) != WEOF) {
    __ws[__k++] = (wchar_t)__c;
    if (__c == L'\n') break;
  }
  if (__k == 0 || (__c == WEOF && ferror(__stream))) return NULL;
  __ws[__k] = 0;
  return __ws;
}

/* ----- <wctype.h>: the ASCII classes in C, glibc's tables in C.UTF-8 (libc/wctype-utf8.ts) ----- */

int __mpisim_wclass(wint_t __wc, int __class);
wint_t __mpisim_wcase(wint_t __wc, int __upper);
/* K: the class's number, its place in __mpisim_wclasses below from 1. */
#define __MPISIM_WCLASS(NAME, NARROW, K) \
  int NAME(wint_t __wc) { return __MPISIM_UTF8 ? __mpisim_wclass(__wc, K) : __wc <= 0x7f && NARROW((int)__wc); }
__MPISIM_WCLASS(iswalnum, isalnum, 1)
__MPISIM_WCLASS(iswalpha, isalpha, 2)
__MPISIM_WCLASS(iswblank, isblank, 3)
__MPISIM_WCLASS(iswcntrl, iscntrl, 4)
__MPISIM_WCLASS(iswdigit, isdigit, 5)
__MPISIM_WCLASS(iswgraph, isgraph, 6)
__MPISIM_WCLASS(iswlower, islower, 7)
__MPISIM_WCLASS(iswprint, isprint, 8)
__MPISIM_WCLASS(iswpunct, ispunct, 9)
__MPISIM_WCLASS(iswspace, isspace, 10)
__MPISIM_WCLASS(iswupper, isupper, 11)
__MPISIM_WCLASS(iswxdigit, isxdigit, 12)
#undef __MPISIM_WCLASS
wint_t towlower(wint_t __wc) { return __MPISIM_UTF8 ? __mpisim_wcase(__wc, 0) : __wc <= 0x7f ? (wint_t)tolower((int)__wc) : __wc; }
wint_t towupper(wint_t __wc) { return __MPISIM_UTF8 ? __mpisim_wcase(__wc, 1) : __wc <= 0x7f ? (wint_t)toupper((int)__wc) : __wc; }

/* glibc's wcwidth: 0 for L'\0', -1 for what iswprint refuses, else 1 in C and the table's 0, 1 or 2 in C.UTF-8. */
int __mpisim_wcwidth(wint_t __wc);
int wcwidth(wchar_t __c) { return __c == 0 ? 0 : !iswprint((wint_t)__c) ? -1 : __MPISIM_UTF8 ? __mpisim_wcwidth((wint_t)__c) : 1; }
/* The columns of the first __n characters or up to L'\0'; -1 at the first one wcwidth refuses. */
int wcswidth(const wchar_t *__s, size_t __n)
{
  int __sum = 0, __w;
  for (; __n > 0 && *__s != 0; __n--, __s++) {
    if ((__w = wcwidth(*__s)) < 0) return -1;
    __sum += __w;
  }
  return __sum;
}

static const char *const __mpisim_wclasses[] = { "alnum", "alpha", "blank", "cntrl", "digit", "graph", "lower",
  "print", "punct", "space", "upper", "xdigit" };
/* A class is its place in the list above, from 1 (0 is no class). */
wctype_t wctype(const char *__property)
{
  wctype_t __k;
  for (__k = 0; __k < 12; __k++) if (!strcmp(__property, __mpisim_wclasses[__k])) return __k + 1;
  return 0;
}
int iswctype(wint_t __wc, wctype_t __desc)
{
  static int (*const __tests[])(wint_t) = { iswalnum, iswalpha, iswblank, iswcntrl, iswdigit, iswgraph, iswlower,
    iswprint, iswpunct, iswspace, iswupper, iswxdigit };
  return __desc >= 1 && __desc <= 12 ? __tests[__desc - 1](__wc) : 0;
}
static const int __mpisim_wtrans[2] = { 0, 1 };
wctrans_t wctrans(const char *__property)
{
  if (!strcmp(__property, "tolower")) return &__mpisim_wtrans[0];
  if (!strcmp(__property, "toupper")) return &__mpisim_wtrans[1];
  return NULL;
}
wint_t towctrans(wint_t __wc, wctrans_t __desc)
{
  if (__desc == &__mpisim_wtrans[0]) return towlower(__wc);
  if (__desc == &__mpisim_wtrans[1]) return towupper(__wc);
  return __wc;
}
