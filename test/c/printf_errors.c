/* When glibc's printf family fails: a format cut inside a directive (EINVAL) and, in the C
   locale, a wide character %ls/%lc cannot convert (EILSEQ). What came before is written (and
   terminated by sprintf/snprintf), the call returns -1 and errno says why. */
#include <stdio.h>
#include <errno.h>
#include <wchar.h>

int main(void)
{
  char b[32] = "zzzzzzzzzz";
  errno = 0;
  int r = printf("ab%");
  int e = errno;
  printf("| %d %d\n", r, e);
  errno = 0;
  r = sprintf(b, "cd%ls", L"x\u00e9");
  e = errno;
  printf("sprintf %d %d [%s]\n", r, e, b);
  errno = 0;
  r = snprintf(b, 32, "ef%");
  e = errno;
  printf("snprintf %d %d [%s]\n", r, e, b);
  errno = 0;
  r = fprintf(stdout, "gh%lc|", (wint_t)0xe9);
  e = errno;
  printf("| %d %d\n", r, e);
  errno = 0;
  r = fprintf(stderr, "to stderr %d %ls", 5, L"\u20ac");
  e = errno;
  printf("stderr %d %d\n", r, e);
  return 0;
}
