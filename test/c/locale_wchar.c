/* <locale.h>, <wchar.h>, <wctype.h> and <stdlib.h>'s multibyte functions in the "C" locale:
   setlocale's names, localeconv's values, wide strings, conversions of ASCII and the refusal
   (EILSEQ) of the bytes and wide characters beyond it, wide numbers and swprintf. */
// The C locale whatever the environment of the test names (setlocale(LC_ALL, "") reads it).
// mpisim-env: LC_ALL=C
#include <locale.h>
#include <wchar.h>
#include <wctype.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <limits.h>

static int sign(int v) { return (v > 0) - (v < 0); }

int main(void)
{
  setenv("LC_ALL", "C", 1);
  printf("query [%s]\n", setlocale(LC_ALL, NULL));
  printf("env [%s] C [%s] POSIX [%s] numeric [%s]\n", setlocale(LC_ALL, ""), setlocale(LC_ALL, "C"),
         setlocale(LC_ALL, "POSIX"), setlocale(LC_NUMERIC, NULL));
  printf("unknown %d bad category %d\n", setlocale(LC_ALL, "xx_NOWHERE.none") == NULL, setlocale(99, "C") == NULL);
  struct lconv *lc = localeconv();
  printf("lconv [%s] [%s] [%s] [%s] [%s] %d %d %d %d\n", lc->decimal_point, lc->thousands_sep, lc->grouping,
         lc->currency_symbol, lc->int_curr_symbol, lc->int_frac_digits == CHAR_MAX, lc->frac_digits == CHAR_MAX,
         lc->n_sign_posn == CHAR_MAX, lc->int_n_sign_posn == CHAR_MAX);

  wchar_t a[32], b[32];
  wcscpy(a, L"hello");
  wcscat(a, L", world");
  printf("len %zu %zu cmp %d %d %d ncmp %d\n", wcslen(a), wcsnlen(a, 3), sign(wcscmp(a, L"hello")), sign(wcscmp(L"abc", L"abd")),
         wcscmp(L"x", L"x"), wcsncmp(a, L"help", 3));
  wcsncpy(b, L"ab", 5);
  printf("ncpy %d %d %d\n", b[1], b[2], b[4]);
  printf("chr %td rchr %td chr0 %td none %d\n", wcschr(a, L'o') - a, wcsrchr(a, L'o') - a, wcschr(a, 0) - a, wcschr(a, L'z') == NULL);
  printf("spn %zu cspn %zu pbrk %td str %td nostr %d\n", wcsspn(a, L"leh"), wcscspn(a, L",w"), wcspbrk(a, L"wr") - a,
         wcsstr(a, L"wor") - a, wcsstr(a, L"xyz") == NULL);
  wmemset(b, L'q', 4);
  b[4] = 0;
  wmemcpy(b + 1, L"ZZ", 2);
  printf("wmem %ls cmp %d chr %td\n", b, sign(wmemcmp(b, L"qZZq", 4)), wmemchr(b, L'Z', 4) - b);
  wchar_t *save, toks[] = L"  one two,,three ";
  for (wchar_t *t = wcstok(toks, L" ,", &save); t; t = wcstok(NULL, L" ,", &save)) printf("tok [%ls]\n", t);
  wchar_t *d = wcsdup(L"dup");
  printf("dup %ls %zu\n", d, wcslen(d));
  free(d);

  char mb[16];
  wchar_t w[16];
  size_t len0 = mbstowcs(w, "ascii", 16);
  printf("mbstowcs %zu %ls count %zu\n", len0, w, mbstowcs(NULL, "four", 0));
  len0 = wcstombs(mb, L"back", 16);
  printf("wcstombs %zu %s count %zu\n", len0, mb, wcstombs(NULL, L"xyz", 0));
  memset(mb, 'x', sizeof mb);
  printf("short %zu [%.3s] %c\n", wcstombs(mb, L"truncated", 3), mb, mb[3]);
  errno = 0;
  ssize_t r = (ssize_t)mbstowcs(w, "caf\xe9", 16);
  printf("high byte %zd %d\n", r, errno == EILSEQ);
  errno = 0;
  r = (ssize_t)wcstombs(mb, L"a\x00e9", 16);
  printf("high wide %zd %d\n", r, errno == EILSEQ);
  wchar_t wc = 0;
  int one = mbtowc(&wc, "Q", 1);
  printf("mbtowc %d %d", one, wc);
  printf(" null %d empty %d bad %d\n", mbtowc(NULL, NULL, 0), mbtowc(&wc, "", 1), mbtowc(&wc, "\x80", 1));
  printf("mblen %d %d %d\n", mblen("ab", 2), mblen("", 1), mblen("\xff", 1));
  one = wctomb(mb, L'z');
  printf("wctomb %d [%c] null %d bad %d\n", one, mb[0], wctomb(NULL, 0), wctomb(mb + 1, 0x263a));
  mbstate_t st;
  memset(&st, 0, sizeof st);
  size_t len1 = mbrtowc(&wc, "A", 1, &st);
  printf("mbrtowc %zu %d", len1, wc);
  printf(" zero %zu incomplete %zd bad %zd init %d\n", mbrtowc(&wc, "", 1, &st),
         (ssize_t)mbrtowc(&wc, "A", 0, &st), (ssize_t)mbrtowc(&wc, "\xc3\xa9", 2, &st), mbsinit(&st));
  size_t len2 = wcrtomb(mb, L'#', &st);
  printf("wcrtomb %zu [%c]", len2, mb[0]);
  printf(" bad %zd mbrlen %zu\n", (ssize_t)wcrtomb(mb, 0xe9, &st), mbrlen("xy", 2, &st));
  static const char six[] = "abcdef";
  const char *src = six;
  size_t got = mbsrtowcs(w, &src, 3, &st);
  printf("mbsrtowcs %zu %td", got, src - six);
  printf(" [%lc%lc%lc]\n", w[0], w[1], w[2]);
  const wchar_t *wsrc = L"xy";
  size_t len3 = wcsrtombs(mb, &wsrc, 8, &st);
  printf("wcsrtombs %zu %d %s\n", len3, wsrc == NULL, mb);
  printf("btowc %d %d %d wctob %d %d %d\n", (int)btowc('a'), btowc(EOF) == WEOF, btowc(0xe9) == WEOF, wctob(L'b'), wctob(0xe9), wctob(WEOF));
  printf("MB_CUR_MAX %zu sizes %zu %zu %zu\n", MB_CUR_MAX, sizeof(wchar_t), sizeof(wint_t), sizeof(mbstate_t));

  wchar_t *end, num1[] = L"  -42xyz", num2[] = L"2.5e3 rest";
  long l = wcstol(num1, &end, 10);
  printf("wcstol %ld %td", l, end - num1);
  double dv = wcstod(num2, &end);
  printf(" wcstod %g %td wcstoul %lu wcstoll %lld\n", dv, end - num2, wcstoul(L"ff", NULL, 16), wcstoll(L"0x10", NULL, 0));
  wchar_t buf[64];
  int n = swprintf(buf, 64, L"%d|%5.2f|%s|%ls|%c|%lc|%x", 42, 3.14159, "narrow", L"wide", 'c', L'W', 255);
  printf("swprintf %d [%ls]\n", n, buf);
  printf("swprintf too small %d\n", swprintf(buf, 4, L"%s", "toolong"));

  const char *classes[] = { "alpha", "digit", "space", "upper", "punct", "xdigit", "nonsense" };
  for (int k = 0; k < 7; k++) {
    wctype_t t = wctype(classes[k]);
    printf("%s %d:", classes[k], t != 0);
    for (wint_t c = 0; c < 128; c++) if (t && iswctype(c, t)) printf(" %x", (unsigned)c);
    printf("\n");
  }
  printf("isw %d %d %d %d %d %d %d beyond %d %d\n", !!iswalpha(L'q'), !!iswdigit(L'7'), !!iswspace(L'\t'), !!iswupper(L'a'),
         !!iswalnum(L'_'), !!iswpunct(L'!'), !!iswxdigit(L'F'), !!iswalpha(0xe9), !!iswprint(0x263a));
  printf("tow %lc %lc %x trans %lc %lc\n", (wint_t)towupper(L'a'), (wint_t)towlower(L'Q'), (unsigned)towupper(0xe9),
         (wint_t)towctrans(L'm', wctrans("toupper")), (wint_t)towctrans(L'M', wctrans("tolower")));
  printf("nonsense trans %d\n", wctrans("rot13") == 0);
  return 0;
}
