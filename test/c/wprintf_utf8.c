/* The wide printf family under C.UTF-8: widths and precisions count characters (%ls, %s of a
   UTF-8 argument, %lc, %c), %n and the return values count wide characters, non-ASCII text in
   the format, swprintf (and its overflow), fwprintf to a file, a surrogate refused (EILSEQ);
   then the C locale refusing a non-ASCII character. */
#include <wchar.h>
#include <locale.h>
#include <stdio.h>
#include <errno.h>
#include <unistd.h>

int main(void)
{
  setlocale(LC_ALL, "C.UTF-8");
  int n1 = 0, n2 = 0;
  int r = wprintf(L"[%6ls] [%-6ls] [%.2ls] [%6s] [%.2s] [%3lc] [%-3c]%n é€ [%5d]%n\n", L"h\u00e9\u20ac", L"\u00fc\u00df", L"\u00e0\u00e8\u00ec",
                  "na\xc3\xafve!", "\xc3\xa0\xc3\xa8x", (wint_t)0x1f600, 'z', &n1, 42, &n2);
  wprintf(L"returned %d, %%n %d %d\n", r, n1, n2);
  wchar_t buf[16];
  r = swprintf(buf, 16, L"%ls-%d-%s", L"\u4e2d\u6587", 7, "\xc3\xa9");
  wprintf(L"swprintf %d:", r);
  for (int k = 0; k <= r; k++) wprintf(L" %lx", (unsigned long)buf[k]);
  r = swprintf(buf, 4, L"%ls", L"\u00e9\u00e9\u00e9\u00e9\u00e9");
  wprintf(L"\nswprintf short %d: %lx %lx %lx %lx\n", r, (unsigned long)buf[0], (unsigned long)buf[1], (unsigned long)buf[2], (unsigned long)buf[3]);
  FILE *f = fopen("wprintf_utf8.tmp", "w");
  r = fwprintf(f, L"%ls|%5.1f|%-4lc|\n", L"\u00c5ngstr\u00f6m", 2.25, (wint_t)0xe9);
  fclose(f);
  f = fopen("wprintf_utf8.tmp", "r");
  char line[64];
  fgets(line, sizeof line, f);
  fclose(f);
  unlink("wprintf_utf8.tmp");
  wprintf(L"fwprintf %d: ", r);
  for (char *p = line; *p; p++) wprintf(L"%02x", (unsigned char)*p);
  wchar_t bad[] = { 0x41, 0xd800, 0 };
  errno = 0;
  r = wprintf(L"\n<%ls>", bad);
  int en = errno;
  wprintf(L"\nsurrogate %d errno %d\n", r, en);
  fflush(stdout);
  setlocale(LC_ALL, "C");
  errno = 0;
  r = fwprintf(stderr, L"C: <%ls>\n", L"\u00e9");
  en = errno;
  fwprintf(stderr, L"\nC locale %d errno %d\n", r, en);
  /* What the C locale cannot write goes out as '?', and no call fails. */
  errno = 0;
  wint_t a = fputwc(0xe9, stderr), b = putwc(0xd800, stderr);
  int c = fputws(L"x\u00e9y\n", stderr);
  fwprintf(stderr, L"%x %x %d errno %d err %d\n", a, b, c, errno, ferror(stderr));
  r = swprintf(buf, 8, L"%ls", (wchar_t[]){ 0xd800, 0x41, 0 });
  fwprintf(stderr, L"swprintf keeps %d %lx %lx\n", r, (unsigned long)buf[0], (unsigned long)buf[1]);
  return 0;
}
