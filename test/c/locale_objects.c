/* POSIX locale objects: newlocale (masks, base objects, names not installed, errno as glibc
   leaves it), duplocale, freelocale, uselocale changing MB_CUR_MAX, the multibyte conversions,
   <wctype.h> and nl_langinfo for the calling thread only (another thread keeps the global
   locale), setlocale unaffected. */
#include <locale.h>
#include <langinfo.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>
#include <wctype.h>
#include <errno.h>

static locale_t utf8;

static void report(const char *who)
{
  wchar_t wc = 0;
  errno = 0;
  long r = (long)mbrtowc(&wc, "\xc3\xa9", 2, NULL);
  printf("%s: MB_CUR_MAX %d mbrtowc %ld %lx errno %d iswalpha(e9) %d codeset %s setlocale %s\n", who, (int)MB_CUR_MAX, r,
         (unsigned long)wc, errno, !!iswalpha(0xe9), nl_langinfo(CODESET), setlocale(LC_CTYPE, NULL));
  /* printf's %ls converts in the thread's locale too (-1 and EILSEQ in C). */
  errno = 0;
  int n = printf("  %%ls: [%ls]\n", L"\u00e9t\u00e9");
  printf("  returned %d errno %d\n", n, errno);
}

static void *other(void *arg)
{
  (void)arg;
  report("thread before");
  locale_t prev = uselocale(utf8);
  printf("thread: previous is global %d\n", prev == LC_GLOBAL_LOCALE);
  report("thread with C.UTF-8");
  return NULL;
}

int main(void)
{
  printf("masks %d %d %d %d\n", LC_CTYPE_MASK, LC_NUMERIC_MASK, LC_IDENTIFICATION_MASK, LC_ALL_MASK);
  errno = 0;
  utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
  printf("newlocale C.UTF-8 %d errno %d\n", utf8 != NULL, errno);
  errno = 0;
  locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
  printf("newlocale C %d errno %d\n", c != NULL, errno);
  errno = 0;
  locale_t bad = newlocale(LC_CTYPE_MASK, "xx_YY", (locale_t)0);
  printf("newlocale xx_YY %d errno %d\n", bad != NULL, errno);
  errno = 0;
  bad = newlocale(1 << 20, "C", (locale_t)0);
  printf("newlocale bad mask %d errno %d\n", bad != NULL, errno);
  report("main");
  printf("uselocale(0) global %d\n", uselocale((locale_t)0) == LC_GLOBAL_LOCALE);
  pthread_t t;
  pthread_create(&t, NULL, other, NULL);
  pthread_join(t, NULL);
  report("main after the thread");
  locale_t prev = uselocale(utf8);
  printf("main: previous is global %d, now %d\n", prev == LC_GLOBAL_LOCALE, uselocale((locale_t)0) == utf8);
  report("main with C.UTF-8");
  locale_t d = duplocale(utf8);
  uselocale(d);
  report("main with a copy");
  c = newlocale(LC_CTYPE_MASK, "C", c);
  uselocale(c);
  report("main with C");
  uselocale(LC_GLOBAL_LOCALE);
  report("main global again");
  freelocale(d);
  freelocale(c);
  freelocale(utf8);
  return 0;
}
