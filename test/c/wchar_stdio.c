/* Wide output on streams used only wide (glibc fixes a stream's orientation at its first
   write): wprintf, putwchar, fputws, fputwc and fwprintf to stderr, and what they return. */
#include <wchar.h>
#include <stdio.h>

int main(void)
{
  int n = wprintf(L"wide %d %s %ls %5.1f|%-4lc|\n", 7, "narrow", L"wide", 2.25, L'x');
  wint_t c = putwchar(L'A');
  int p = fputws(L"BC\n", stdout);
  wint_t f = fputwc(L'D', stdout);
  putwc(L'\n', stdout);
  wprintf(L"returns %d %u %d %u\n", n, (unsigned)c, p, (unsigned)f);
  fwprintf(stderr, L"to stderr %d\n", 5);
  fputws(L"done\n", stderr);
  return 3;
}
