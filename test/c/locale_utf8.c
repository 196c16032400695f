/* Locales beyond "C": setlocale's names (C.UTF-8 and its spellings, POSIX, names not installed,
   "" from LANG/LC_ALL, one category at a time and LC_ALL's composite name), MB_CUR_MAX,
   nl_langinfo(CODESET), localeconv, and UTF-8 multibyte conversions under C.UTF-8 as glibc
   makes them: 1- to 4-byte characters, overlong forms, surrogates, bytes past U+10FFFF, a
   character fed a byte at a time (mbstate_t), and the EILSEQ refusals. */
// mpisim-env: LANG=C.UTF-8 LC_ALL= LC_CTYPE= LC_NUMERIC=POSIX
#include <locale.h>
#include <langinfo.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>
#include <errno.h>
#include <limits.h>

static void name(const char *what, const char *got) { printf("%-28s %s\n", what, got ? got : "(NULL)"); }

static void set(int cat, const char *loc)
{
  char what[64];
  snprintf(what, sizeof what, "setlocale(%d, \"%s\")", cat, loc ? loc : "NULL");
  name(what, setlocale(cat, loc));
}

static void bytes(const char *s, size_t n) { for (size_t k = 0; k < n; k++) printf("%02x", (unsigned char)s[k]); }

/* mbrtowc of the whole sequence, then of its bytes one call each. */
static void decode(const char *s, size_t n)
{
  wchar_t wc = 0x5a5a;
  mbstate_t st;
  memset(&st, 0, sizeof st);
  bytes(s, n);
  errno = 0;
  size_t r = mbrtowc(&wc, s, n, &st);
  printf(": whole %ld wc %lx errno %d mbsinit %d |", (long)r, (unsigned long)wc, errno, mbsinit(&st));
  memset(&st, 0, sizeof st);
  for (size_t k = 0; k < n; k++) {
    wc = 0x5a5a;
    errno = 0;
    r = mbrtowc(&wc, s + k, 1, &st);
    printf(" %ld", (long)r);
    if (r == (size_t)-1) { printf("(errno %d)", errno); break; }
    if (r != (size_t)-2) printf("=%lx", (unsigned long)wc);
  }
  printf(" mblen %d\n", mblen(NULL, 0) + mblen(s, n));
}

static void encode(wchar_t wc)
{
  char b[8] = { 0 };
  errno = 0;
  size_t r = wcrtomb(b, wc, NULL);
  printf("wcrtomb %lx: %ld errno %d ", (unsigned long)wc, (long)r, errno);
  if (r != (size_t)-1) bytes(b, r);
  errno = 0;
  int t = wctomb(b, wc);
  printf(" wctomb %d errno %d\n", t, errno);
}

int main(void)
{
  name("start", setlocale(LC_ALL, NULL));
  printf("MB_CUR_MAX %d codeset %s\n", (int)MB_CUR_MAX, nl_langinfo(CODESET));
  errno = 0;
  char w[4];
  printf("C: wcrtomb e9 %ld errno %d, mblen c3a9 %d\n", (long)wcrtomb(w, 0xe9, NULL), errno, mblen("\xc3\xa9", 2));
  const char *names[] = { "C.UTF-8", "C.utf8", "C.UTF8", "c.utf8", "C.utf-8", "POSIX", "C", "en_US.UTF-8", "de_DE", "xx", "C.UTF-8@euro", "/tmp", "C.ISO-8859-1" };
  for (size_t k = 0; k < sizeof names / sizeof *names; k++) set(LC_CTYPE, names[k]);
  set(LC_ALL, "");
  name("LC_ALL now", setlocale(LC_ALL, NULL));
  name("LC_CTYPE now", setlocale(LC_CTYPE, NULL));
  name("LC_NUMERIC now", setlocale(LC_NUMERIC, NULL));
  set(LC_NUMERIC, "C");
  name("LC_ALL now", setlocale(LC_ALL, NULL));
  set(LC_TIME, "C.UTF-8");
  set(LC_MESSAGES, "POSIX");
  name("LC_ALL composite", setlocale(LC_ALL, NULL));
  set(LC_ALL, "C");
  set(LC_ALL, "C.UTF-8");
  set(99, "C");
  set(-1, "C");
  set(LC_ALL, "nowhere");
  name("still", setlocale(LC_ALL, NULL));
  printf("MB_CUR_MAX %d codeset %s\n", (int)MB_CUR_MAX, nl_langinfo(CODESET));
  struct lconv *lc = localeconv();
  printf("lconv [%s] [%s] [%s] [%s] [%s] %d %d %d\n", lc->decimal_point, lc->thousands_sep, lc->grouping, lc->int_curr_symbol,
         lc->currency_symbol, lc->frac_digits, lc->p_cs_precedes, lc->int_n_sign_posn);

  static const struct { const char *s; size_t n; } seqs[] = {
    { "A", 1 }, { "", 1 }, { "\x7f", 1 }, { "\xc3\xa9", 2 }, { "\xe2\x82\xac", 3 }, { "\xf0\x9f\x98\x80", 4 },
    { "\xf4\x8f\xbf\xbf", 4 }, { "\xf4\x90\x80\x80", 4 }, { "\xc0\x80", 2 }, { "\xc1\xbf", 2 }, { "\xe0\x80\x80", 3 },
    { "\xe0\x9f\xbf", 3 }, { "\xe0\xa0\x80", 3 }, { "\xf0\x80\x80\x80", 4 }, { "\xf0\x8f\xbf\xbf", 4 }, { "\xed\xa0\x80", 3 },
    { "\xed\xbf\xbf", 3 }, { "\xed\x9f\xbf", 3 }, { "\x80", 1 }, { "\xbf", 1 }, { "\xc3", 1 }, { "\xc3\x41", 2 },
    { "\xe2\x82", 2 }, { "\xe2\x28\xa1", 3 }, { "\xf5\x80\x80\x80", 4 }, { "\xf8\x88\x80\x80\x80", 5 },
    { "\xfc\x84\x80\x80\x80\x80", 6 }, { "\xfe", 1 }, { "\xff", 1 }, { "\xef\xbf\xbf", 3 }, { "\xef\xbb\xbf", 3 },
    { "\xf7\xbf\xbf\xbf", 4 },
  };
  for (size_t k = 0; k < sizeof seqs / sizeof *seqs; k++) decode(seqs[k].s, seqs[k].n);

  wchar_t wcs[] = { 0x41, 0x7f, 0x80, 0xe9, 0x7ff, 0x800, 0x20ac, 0xd7ff, 0xd800, 0xdfff, 0xe000, 0xfffd, 0xffff, 0x10000, 0x1f600, 0x10ffff, 0x110000, 0x7fffffff, -1, 0 };
  for (size_t k = 0; k < sizeof wcs / sizeof *wcs; k++) encode(wcs[k]);
  printf("wcrtomb(NULL) %ld\n", (long)wcrtomb(NULL, 0x20ac, NULL));

  const char *text = "h\xc3\xa9llo \xe2\x82\xac \xf0\x9f\x98\x80!";
  wchar_t wide[32];
  size_t n = mbstowcs(wide, text, 32);
  printf("mbstowcs %ld:", (long)n);
  for (size_t k = 0; k < n; k++) printf(" %lx", (unsigned long)wide[k]);
  printf("\nmbstowcs(NULL) %ld, short %ld\n", (long)mbstowcs(NULL, text, 0), (long)mbstowcs(wide, text, 3));
  char back[64];
  memset(back, 'x', sizeof back);
  size_t m = wcstombs(back, wide, sizeof back);
  printf("wcstombs %ld same %d, NULL %ld, 8 bytes %ld [", (long)m, strcmp(back, text) == 0, (long)wcstombs(NULL, wide, 0), (long)wcstombs(back, wide, 8));
  bytes(back, 10);
  printf("]\n");
  errno = 0;
  n = mbstowcs(wide, "ab\xff", 32);
  printf("mbstowcs bad %ld errno %d\n", (long)n, errno);
  wchar_t badw[] = { 0x41, 0xd800, 0 };
  errno = 0;
  n = wcstombs(back, badw, sizeof back);
  printf("wcstombs bad %ld errno %d\n", (long)n, errno);
  const char *src = text;
  mbstate_t st;
  memset(&st, 0, sizeof st);
  size_t r = mbsrtowcs(wide, &src, 4, &st);
  printf("mbsrtowcs 4: %ld, left at %ld\n", (long)r, (long)(src - text));
  const wchar_t *wsrc = wide;
  wchar_t hi[] = { 0xe9, 0x20ac, 0x1f600, 0 };
  wsrc = hi;
  r = wcsrtombs(back, &wsrc, 5, &st);
  printf("wcsrtombs 5: %ld, left at %ld\n", (long)r, (long)(wsrc - hi));
  wchar_t one = 0;
  int got = mbtowc(&one, "\xe2\x82\xac", 3);
  printf("mbtowc %d %lx, mbtowc(NULL) %d, btowc %d %d, wctob %d %d\n", got, (unsigned long)one, mbtowc(NULL, NULL, 0),
         (int)btowc(0x41), (int)btowc(0xe9), wctob(0x41), wctob(0xe9));
  memset(&st, 0, sizeof st);
  long l1 = (long)mbrlen("\xf0\x9f", 2, &st), l2 = (long)mbrlen("\x98\x80", 2, &st), l3 = (long)mbrlen("\xe2\x82", 2, NULL);
  long l4 = (long)mbrlen("\xac", 1, NULL);
  printf("mbrlen %ld %ld %ld %ld\n", l1, l2, l3, l4);
  errno = 0;
  printf("printf %%lc %%ls: [%lc] [%ls] [%.4ls] [%5ls]\n", (wint_t)0xe9, hi, hi, L"\u00e9");
  set(LC_CTYPE, "C");
  errno = 0;
  n = mbstowcs(wide, text, 32);
  printf("back to C: MB_CUR_MAX %d mbstowcs %ld errno %d codeset %s\n", (int)MB_CUR_MAX, (long)n, errno, nl_langinfo(CODESET));
  set(LC_ALL, "LC_CTYPE=C.UTF-8;LC_NUMERIC=C;LC_TIME=C;LC_COLLATE=C;LC_MONETARY=C;LC_MESSAGES=C;LC_PAPER=C;LC_NAME=C;LC_ADDRESS=C;LC_TELEPHONE=C;LC_MEASUREMENT=C;LC_IDENTIFICATION=C");
  set(LC_ALL, "LC_CTYPE=C;LC_NUMERIC=C");
  set(LC_ALL, "LC_CTYPE=C;LC_BOGUS=C");
  set(LC_CTYPE, "LC_CTYPE=C;LC_NUMERIC=C");
  printf("MB_CUR_MAX %d\n", (int)MB_CUR_MAX);
  printf("items:");
  static const nl_item items[] = { CODESET, RADIXCHAR, THOUSEP, D_T_FMT, D_FMT, T_FMT, T_FMT_AMPM, AM_STR, PM_STR, DAY_1, DAY_7, ABDAY_1, ABDAY_7,
    MON_1, MON_12, ABMON_1, ABMON_12, ERA, ERA_D_FMT, ALT_DIGITS, YESEXPR, NOEXPR, CRNCYSTR, 12345 };
  for (size_t k = 0; k < sizeof items / sizeof *items; k++) printf(" [%s]", nl_langinfo(items[k]));
  printf("\n");
  /* Wide literals hold characters, from UTF-8 source text and from universal character names. */
  const wchar_t *lit = L"é€😀\u00e9\U0001F600" "x";
  const unsigned short *u16 = u"é😀";
  for (size_t k = 0; k <= wcslen(lit); k++) printf(" %lx", (unsigned long)lit[k]);
  for (size_t k = 0; k < 4; k++) printf(" %x", u16[k]);
  printf(" | %lx %x %x %zu\n", (unsigned long)L'€', (unsigned)U'😀', (unsigned)L'\u20ac', sizeof L"é😀");
  return 0;
}
