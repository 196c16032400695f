/* The narrow scanf family's %ls, %lc and %l[ read multibyte characters as glibc's mbrtowc does:
   in the C locale a byte past 0x7f ends the call (EILSEQ, the characters before it stored),
   under C.UTF-8 UTF-8 sequences (widths of %ls and %lc in characters, %n in bytes), an invalid
   or cut sequence refused, a suppressed %*ls not decoded. */
#include <stdio.h>
#include <wchar.h>
#include <locale.h>
#include <errno.h>

static void w(const wchar_t *s, int n) { for (int k = 0; k < n && s[k]; k++) printf(" %lx", (unsigned long)s[k]); }

static void run(void)
{
  wchar_t a[16] = { 0 }, b[16] = { 0 }, c[4] = { 0 }, d[16] = { 0 };
  int n = 0;
  errno = 0;
  int r = sscanf("h\xc3\xa9llo w\xc3\xb6rld \xe2\x82\xac\xc3\xa9x \xc3\xa0\xc3\xa8-z", "%ls %3ls%2lc %l[^-]%n", a, b, c, d, &n);
  printf("%d errno %d:", r, errno);
  w(a, 16); printf(" |"); w(b, 16); printf(" |"); w(c, 2); printf(" |"); w(d, 16);
  printf(" n %d\n", n);
  errno = 0;
  r = sscanf("\xff", "%ls", a);
  printf("bad %d errno %d\n", r, errno);
  errno = 0;
  r = sscanf("\xc3", "%lc", a);
  printf("cut %d errno %d\n", r, errno);
  errno = 0;
  r = sscanf("\xff\xfe 7", "%*ls %d", &n);
  printf("suppressed %d %d errno %d\n", r, n, errno);
  errno = 0;
  r = sscanf("\xf0\x9f\x98\x80\xed\xa0\x80", "%ls", a);
  printf("surrogate %d errno %d:", r, errno);
  w(a, 2);
  printf("\n");
}

int main(void)
{
  run();
  setlocale(LC_ALL, "C.UTF-8");
  run();
  return 0;
}
