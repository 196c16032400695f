/* Wide input under C.UTF-8, from stdin and from a file: getwchar, ungetwc, fgetws, wscanf's
   conversions (%d %ls %s %lc %c %[ %l[ %n %f, widths counting characters), fwscanf, swscanf,
   vswscanf, and an invalid UTF-8 byte (EILSEQ); then the C locale refusing a non-ASCII byte. */
// mpisim-stdin: wide_input.txt
#include <stdio.h>
#include <wchar.h>
#include <locale.h>
#include <stdarg.h>
#include <errno.h>
#include <unistd.h>

static void wshow(const wchar_t *s) { while (*s) printf(" %lx", (unsigned long)*s++); }
static int vs(const wchar_t *in, const wchar_t *fmt, ...)
{
  va_list ap;
  va_start(ap, fmt);
  int r = vswscanf(in, fmt, ap);
  va_end(ap);
  return r;
}

int main(void)
{
  printf("locale %s\n", setlocale(LC_ALL, "C.UTF-8"));
  wint_t a = getwchar(), b = getwchar();
  printf("getwchar %lx %lx fwide %d\n", (unsigned long)a, (unsigned long)b, fwide(stdin, 0));
  printf("ungetwc %lx\n", (unsigned long)ungetwc(L'\u00e9', stdin));
  wchar_t line[64];
  printf("fgetws %d:", fgetws(line, 64, stdin) != NULL);
  wshow(line);
  printf("\n");
  int d = 0, n1 = 0, n2 = 0;
  wchar_t ws[16], wc = 0, set[32] = {0};  /* %2lc stores no terminator: the zeros end what wshow prints */
  char s[32] = "", c = 0;
  int r = wscanf(L"%d %ls %s %lc %c%n %2lc", &d, ws, s, &wc, &c, &n1, set);
  printf("wscanf %d: %d", r, d);
  wshow(ws);
  printf(" [%s] %lx %02x n %d", s, (unsigned long)wc, (unsigned char)c, n1);
  wshow(set);
  printf("\n");
  r = wscanf(L"%*c%l[^\n]%n", set, &n2);
  printf("wscanf %d:", r);
  wshow(set);
  printf(" n %d\n", n2);
  double g = 0;
  char br[32] = "";
  r = wscanf(L"%d %3ls%ls %lf [%[^]]] %4s", &d, ws, line, &g, br, s);
  printf("wscanf %d: %d", r, d);
  wshow(ws);
  wshow(line);
  printf(" %g [%s] [%s]\n", g, br, s);
  errno = 0;
  wint_t e1 = getwchar();
  int en = errno;
  r = wscanf(L"%ls", ws);
  printf("getwchar %lx, wscanf %d", (unsigned long)e1, r);
  wshow(ws);
  errno = 0;
  e1 = getwchar();
  en = errno;
  printf(" then %lx errno %d", (unsigned long)e1, en);
  e1 = getwchar();
  printf(" %lx eof %d err %d\n", (unsigned long)e1, feof(stdin), ferror(stdin));
  r = wscanf(L"%*[^\n]\n%ls ", ws);
  errno = 0;
  e1 = getwchar();
  en = errno;
  printf("skip %d", r);
  wshow(ws);
  printf(", at the bad byte %lx errno %d eof %d\n", (unsigned long)e1, en, feof(stdin));

  FILE *f = fopen("wide_input.tmp", "w+");
  fputws(L"7 \u00fcber 3.5 \u4e2d\u6587!\n", f);
  rewind(f);
  int i = 0;
  float fl = 0;
  r = fwscanf(f, L"%d %ls %f %l[^!]%lc", &i, ws, &fl, line, &wc);
  printf("fwscanf %d: %d", r, i);
  wshow(ws);
  printf(" %g", fl);
  wshow(line);
  printf(" %lx\n", (unsigned long)wc);
  fclose(f);
  unlink("wide_input.tmp");

  r = swscanf(L"  x=12,\u00e9t\u00e9 y", L" x=%d,%ls %lc%n", &i, ws, &wc, &n1);
  printf("swscanf %d: %d", r, i);
  wshow(ws);
  printf(" %lx n %d\n", (unsigned long)wc, n1);
  wchar_t w2[8];
  r = swscanf(L"\u3000\u00e9\u2003x\u00a0y", L"%ls %ls", ws, w2);
  printf("Unicode spaces %d:", r);
  wshow(ws);
  wshow(w2);
  printf("\n");
  r = swscanf(L"", L"%d", &i);
  printf("swscanf empty %d\n", r);
  r = swscanf(L"abc", L"%d", &i);
  printf("swscanf mismatch %d\n", r);
  r = vs(L"\u00e0\u00e8 5", L"%2s %d", s, &i);
  printf("vswscanf %d: [%s] %d\n", r, s, i);
  r = swscanf(L"\u00e0\u00e8\u00ec-", L"%[\u00e0-\u00e9]", s);
  printf("range %d: [%s]\n", r, s);
  setlocale(LC_ALL, "C");
  r = swscanf(L"\u00e9", L"%s", s);
  printf("C locale %%s of U+00E9: %d\n", r);
  return 0;
}
