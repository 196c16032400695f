/*
 * The `_l` functions with locale objects of C and C.UTF-8 (newlocale): classification and case
 * of bytes and of wide characters (which depend on the object's LC_CTYPE, not the thread's),
 * collation, conversions, strftime_l, nl_langinfo_l's codeset, wcscasecmp; the thread's locale
 * is the same after each call.
 */
#define _GNU_SOURCE
#include <ctype.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <wchar.h>
#include <wctype.h>

static int sign(int v) { return (v > 0) - (v < 0); }

int main(void)
{
  locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  locale_t u = newlocale(LC_ALL_MASK, "C.UTF-8", (locale_t)0);
  locale_t l[2] = { c, u };
  const wint_t wide[] = { L'a', L'Z', 0xe9, 0xc9, 0x3b1, 0x391, 0x5d0, 0x660, 0x2028, 0x3000, 0xff21, 0x1f600 };
  if (!c || !u) return 1;
  for (int k = 0; k < 2; k++) {
    printf("locale %d: codeset %s\n", k, nl_langinfo_l(CODESET, l[k]));
    for (int ch = 0; ch < 256; ch += 17)
      printf(" %02x:%d%d%d%d%d%d%d%d%d%d%d%d %02x %02x", ch, !!isalnum_l(ch, l[k]), !!isalpha_l(ch, l[k]), !!isblank_l(ch, l[k]),
        !!iscntrl_l(ch, l[k]), !!isdigit_l(ch, l[k]), !!isgraph_l(ch, l[k]), !!islower_l(ch, l[k]), !!isprint_l(ch, l[k]),
        !!ispunct_l(ch, l[k]), !!isspace_l(ch, l[k]), !!isupper_l(ch, l[k]), !!isxdigit_l(ch, l[k]), toupper_l(ch, l[k]) & 0xff, tolower_l(ch, l[k]) & 0xff);
    printf("\n");
    for (size_t i = 0; i < sizeof wide / sizeof wide[0]; i++)
      printf(" %x:%d%d%d%d%d%d%d%d%d%d%d%d %x %x %d %x", (unsigned)wide[i], !!iswalnum_l(wide[i], l[k]), !!iswalpha_l(wide[i], l[k]),
        !!iswblank_l(wide[i], l[k]), !!iswcntrl_l(wide[i], l[k]), !!iswdigit_l(wide[i], l[k]), !!iswgraph_l(wide[i], l[k]),
        !!iswlower_l(wide[i], l[k]), !!iswprint_l(wide[i], l[k]), !!iswpunct_l(wide[i], l[k]), !!iswspace_l(wide[i], l[k]),
        !!iswupper_l(wide[i], l[k]), !!iswxdigit_l(wide[i], l[k]), (unsigned)towupper_l(wide[i], l[k]), (unsigned)towlower_l(wide[i], l[k]),
        !!iswctype_l(wide[i], wctype_l("alpha", l[k]), l[k]), (unsigned)towctrans_l(wide[i], wctrans_l("toupper", l[k]), l[k]));
    printf("\n");
    char buf[64];
    printf(" coll %d %d %d xfrm %zu", sign(strcoll_l("abc", "abd", l[k])), sign(strcoll_l("\xc3\xa9", "z", l[k])), sign(strcoll_l("B", "a", l[k])),
      strxfrm_l(buf, "hello", sizeof buf, l[k]));
    printf(" [%s] case %d %d", buf, sign(strcasecmp_l("HeLLo", "hello", l[k])), sign(strncasecmp_l("abcX", "ABCy", 3, l[k])));
    printf(" wcoll %d %d wcase %d %d\n", sign(wcscoll_l(L"abc", L"abd", l[k])), sign(wcscoll_l(L"\xe9", L"z", l[k])),
      sign(wcscasecmp_l(L"\xc9t\xc9", L"\xe9t\xe9", l[k])), sign(wcsncasecmp_l(L"ABz", L"abA", 2, l[k])));
    char *end;
    wchar_t *wend;
    printf(" strtol %ld %lu %lld %llu", strtol_l("  -0x1f!", &end, 0, l[k]), strtoul_l("777", NULL, 8, l[k]), strtoll_l("-9223372036854775807", NULL, 10, l[k]), strtoull_l("zz", NULL, 36, l[k]));
    printf(" rest [%s] strtod %g %g %Lg", end, strtod_l("1.5e3x", &end, l[k]), (double)strtof_l("0x1p-2", NULL, l[k]), strtold_l("-2.25", NULL, l[k]));
    printf(" rest [%s] wcstol %ld %lu %lld %llu %g %g %Lg", end, wcstol_l(L" 42z", &wend, 10, l[k]), wcstoul_l(L"ff", NULL, 16, l[k]), wcstoll_l(L"-12", NULL, 10, l[k]),
      wcstoull_l(L"101", NULL, 2, l[k]), wcstod_l(L"3.75", NULL, l[k]), (double)wcstof_l(L"1e2", NULL, l[k]), wcstold_l(L"-0.5", NULL, l[k]));
    printf(" wrest %ls\n", wend);
    struct tm t = { .tm_year = 124, .tm_mon = 1, .tm_mday = 29, .tm_hour = 13, .tm_min = 5, .tm_sec = 9, .tm_wday = 4, .tm_yday = 59 };
    char when[160];
    size_t n = strftime_l(when, sizeof when, "%A %d %B %Y %H:%M:%S %p %j %c %x %X", &t, l[k]);
    printf(" strftime %zu [%s] strerror [%s]\n", n, when, strerror_l(2, l[k]));
  }
  /* The thread's own locale stays the global C locale throughout. */
  printf("thread locale global: %d, MB_CUR_MAX %zu, wcscasecmp %d %d\n", uselocale((locale_t)0) == LC_GLOBAL_LOCALE, MB_CUR_MAX,
    sign(wcscasecmp(L"Hello", L"hELLO")), sign(wcscasecmp(L"a", L"B")));
  uselocale(u);
  printf("under C.UTF-8, C's: %d %d\n", !!iswalpha_l(0xe9, c), (int)towupper_l(0xe9, c));
  uselocale(LC_GLOBAL_LOCALE);
  freelocale(c);
  freelocale(u);
  return 0;
}
