/* wcwidth and wcswidth as glibc 2.36 answers them: in the C locale a program starts in (ASCII
   printable 1 column, L'\0' 0, everything else -1), in C.UTF-8 (glibc's table: combining marks 0,
   East Asian wide 2, unprintable -1) over a sample of all code points, and back in "C". */
// mpisim-env: LANG=C.UTF-8 LC_ALL= LC_CTYPE=
#define _XOPEN_SOURCE 700
#include <wchar.h>
#include <locale.h>
#include <stdio.h>

static void survey(const char *where)
{
  unsigned long count[4] = { 0 }, hash = 0;
  for (wint_t c = 0; c < 0x110000; c += c < 0x3400 ? 1 : c < 0x20000 ? 3 : 37) {
    int w = wcwidth((wchar_t)c);
    count[w + 1]++;
    hash = hash * 31 + (unsigned long)(w + 1) * c;
  }
  printf("%s: -1:%lu 0:%lu 1:%lu 2:%lu hash %lx\n", where, count[0], count[1], count[2], count[3], hash);
}

static void named(void)
{
  static const wchar_t chars[] = { 0, 1, 0x1f, 0x20, 0x41, 0x7e, 0x7f, 0x9f, 0xa0, 0xad, 0xe9, 0x300, 0x36f, 0x483, 0x5d0,
    0x600, 0x1100, 0x115f, 0x1160, 0x200b, 0x200d, 0x2028, 0x2e80, 0x3000, 0x3041, 0x4e00, 0xac00, 0xd7a3, 0xd800,
    0xe000, 0xfe0f, 0xff01, 0xff61, 0xfeff, 0xfffd, 0xffff, 0x1f600, 0x1f1e6, 0x20000, 0x2fffd, 0x30000, 0xe0001,
    0xe0100, 0xf0000, 0x10fffd, 0x10ffff, 0x110000, -1, -0x7fffffff };
  for (unsigned k = 0; k < sizeof chars / sizeof *chars; k++) printf(" %x:%d", (unsigned)chars[k], wcwidth(chars[k]));
  printf("\n");
  static const wchar_t s[] = { L'a', 0x4e00, 0x301, L'b', 0xff21, 0 }, bad[] = { L'a', L'b', 1, L'c', 0 }, hole[] = { L'x', 0, 1 };
  printf(" wcswidth: %d %d %d %d %d | %d %d %d %d | %d %d\n", wcswidth(s, 0), wcswidth(s, 1), wcswidth(s, 2), wcswidth(s, 5),
         wcswidth(s, 100), wcswidth(bad, 2), wcswidth(bad, 3), wcswidth(bad, 100), wcswidth(L"", 4), wcswidth(hole, 3), wcswidth(hole, 1));
}

int main(void)
{
  survey("C");
  named();
  printf("%s\n", setlocale(LC_ALL, "") ? "set" : "not set");
  survey("C.UTF-8");
  named();
  setlocale(LC_CTYPE, "C");
  survey("C again");
  named();
  return 0;
}
