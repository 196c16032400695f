/*
 * The `_l` functions glibc 2.36 declares (POSIX 2008 and _GNU_SOURCE): each does what its plain
 * form does with the calling thread's locale set to its locale object for the call, so it reads
 * that object's categories as the plain one reads the thread's (./mpisim-locale.c). The locales
 * there are C and C.UTF-8, whose collation is strcmp's and numbers the C locale's; what depends on
 * the object is LC_CTYPE (the wide classes and mappings, MB_CUR_MAX) and nl_langinfo's CODESET.
 * Also strxfrm, wcscasecmp and wcsncasecmp, which had no home elsewhere.
 */
/* glibc is built with every declaration in view (the _l functions are POSIX 2008's and GNU's). */
#define _GNU_SOURCE 1
#include <ctype.h>
#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>

/* `call` with `l` as the thread's locale (LC_GLOBAL_LOCALE: the global one), the old one put back after. */
#define __MPISIM_WITH_LOCALE(type, l, call) \
  do { locale_t __old = uselocale((l)); type __r = (call); uselocale(__old); return __r; } while (0)

#define __MPISIM_CTYPE_L(name) int name##_l(int __c, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, name(__c)); }
#define __MPISIM_WCTYPE_L(name) int name##_l(wint_t __c, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, name(__c)); }
__MPISIM_CTYPE_L(isalnum) __MPISIM_CTYPE_L(isalpha) __MPISIM_CTYPE_L(isblank) __MPISIM_CTYPE_L(iscntrl)
__MPISIM_CTYPE_L(isdigit) __MPISIM_CTYPE_L(isgraph) __MPISIM_CTYPE_L(islower) __MPISIM_CTYPE_L(isprint)
__MPISIM_CTYPE_L(ispunct) __MPISIM_CTYPE_L(isspace) __MPISIM_CTYPE_L(isupper) __MPISIM_CTYPE_L(isxdigit)
__MPISIM_CTYPE_L(tolower) __MPISIM_CTYPE_L(toupper)
__MPISIM_WCTYPE_L(iswalnum) __MPISIM_WCTYPE_L(iswalpha) __MPISIM_WCTYPE_L(iswblank) __MPISIM_WCTYPE_L(iswcntrl)
__MPISIM_WCTYPE_L(iswdigit) __MPISIM_WCTYPE_L(iswgraph) __MPISIM_WCTYPE_L(iswlower) __MPISIM_WCTYPE_L(iswprint)
__MPISIM_WCTYPE_L(iswpunct) __MPISIM_WCTYPE_L(iswspace) __MPISIM_WCTYPE_L(iswupper) __MPISIM_WCTYPE_L(iswxdigit)
wint_t towlower_l(wint_t __c, locale_t __l) { __MPISIM_WITH_LOCALE(wint_t, __l, towlower(__c)); }
wint_t towupper_l(wint_t __c, locale_t __l) { __MPISIM_WITH_LOCALE(wint_t, __l, towupper(__c)); }
wctype_t wctype_l(const char *__p, locale_t __l) { __MPISIM_WITH_LOCALE(wctype_t, __l, wctype(__p)); }
int iswctype_l(wint_t __c, wctype_t __d, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, iswctype(__c, __d)); }
wctrans_t wctrans_l(const char *__p, locale_t __l) { __MPISIM_WITH_LOCALE(wctrans_t, __l, wctrans(__p)); }
wint_t towctrans_l(wint_t __c, wctrans_t __d, locale_t __l) { __MPISIM_WITH_LOCALE(wint_t, __l, towctrans(__c, __d)); }

int strcoll_l(const char *__a, const char *__b, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, strcoll(__a, __b)); }
size_t strxfrm_l(char *__d, const char *__s, size_t __n, locale_t __l) { __MPISIM_WITH_LOCALE(size_t, __l, strxfrm(__d, __s, __n)); }
char *strerror_l(int __e, locale_t __l) { __MPISIM_WITH_LOCALE(char *, __l, strerror(__e)); }
int strcasecmp_l(const char *__a, const char *__b, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, strcasecmp(__a, __b)); }
int strncasecmp_l(const char *__a, const char *__b, size_t __n, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, strncasecmp(__a, __b, __n)); }
char *nl_langinfo_l(nl_item __i, locale_t __l) { __MPISIM_WITH_LOCALE(char *, __l, nl_langinfo(__i)); }
size_t strftime_l(char *restrict __s, size_t __m, const char *restrict __f, const struct tm *restrict __t, locale_t __l)
{
  __MPISIM_WITH_LOCALE(size_t, __l, strftime(__s, __m, __f, __t));
}

/* strtol_l ... wcstold_l: the number conversions, with a base (_B) or without. */
#define __MPISIM_STRTO_B(ret, name, ch) ret name##_l(const ch *restrict __p, ch **restrict __e, int __b, locale_t __l) { __MPISIM_WITH_LOCALE(ret, __l, name(__p, __e, __b)); }
#define __MPISIM_STRTO(ret, name, ch) ret name##_l(const ch *restrict __p, ch **restrict __e, locale_t __l) { __MPISIM_WITH_LOCALE(ret, __l, name(__p, __e)); }
__MPISIM_STRTO_B(long, strtol, char)
__MPISIM_STRTO_B(unsigned long, strtoul, char)
__MPISIM_STRTO_B(long long, strtoll, char)
__MPISIM_STRTO_B(unsigned long long, strtoull, char)
__MPISIM_STRTO(double, strtod, char)
__MPISIM_STRTO(float, strtof, char)
__MPISIM_STRTO(long double, strtold, char)

int wcscoll_l(const wchar_t *__a, const wchar_t *__b, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, wcscoll(__a, __b)); }
size_t wcsxfrm_l(wchar_t *__d, const wchar_t *__s, size_t __n, locale_t __l) { __MPISIM_WITH_LOCALE(size_t, __l, wcsxfrm(__d, __s, __n)); }
__MPISIM_STRTO_B(long, wcstol, wchar_t)
__MPISIM_STRTO_B(unsigned long, wcstoul, wchar_t)
__MPISIM_STRTO_B(long long, wcstoll, wchar_t)
__MPISIM_STRTO_B(unsigned long long, wcstoull, wchar_t)
__MPISIM_STRTO(double, wcstod, wchar_t)
__MPISIM_STRTO(float, wcstof, wchar_t)
__MPISIM_STRTO(long double, wcstold, wchar_t)

/* C's and C.UTF-8's collation is the strings' order of bytes: the transformed string is the string. */
size_t strxfrm(char *restrict __d, const char *restrict __s, size_t __n)
{
  size_t __len = strlen(__s);
  if (__len < __n) memcpy(__d, __s, __len + 1);
  return __len;
}

/* glibc compares the characters towlower maps them to, as unsigned values. */
int wcsncasecmp(const wchar_t *__a, const wchar_t *__b, size_t __n)
{
  for (; __n; __n--, __a++, __b++) {
    wint_t __x = towlower((wint_t)*__a), __y = towlower((wint_t)*__b);
    if (__x != __y) return __x < __y ? -1 : 1;
    if (!*__a) break;
  }
  return 0;
}
int wcscasecmp(const wchar_t *__a, const wchar_t *__b) { return wcsncasecmp(__a, __b, (size_t)-1); }
int wcscasecmp_l(const wchar_t *__a, const wchar_t *__b, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, wcscasecmp(__a, __b)); }
int wcsncasecmp_l(const wchar_t *__a, const wchar_t *__b, size_t __n, locale_t __l) { __MPISIM_WITH_LOCALE(int, __l, wcsncasecmp(__a, __b, __n)); }
