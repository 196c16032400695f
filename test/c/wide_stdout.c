/* stdout made wide by its first call (wprintf): byte calls after it as glibc answers them
   (printf and puts refused, putchar's byte lost), wide ones written; reports on stderr. */
#include <stdio.h>
#include <wchar.h>
#include <errno.h>

#define P(e) do { errno = 0; long long v_ = (long long)(e); int en_ = errno; fprintf(stderr, "%s = %lld errno %d fwide %d\n", #e, v_, en_, fwide(stdout, 0)); } while (0)

int main(void)
{
  P(fwide(stdout, 0));
  P(wprintf(L"two %d\n", 2));
  P(putchar('4'));
  P(printf("one\n"));
  P(puts("five"));
  P(fwrite("six", 1, 3, stdout));
  P(putwchar(L'6'));
  P(fputws(L"seven\n", stdout));
  P(putchar('\n'));
  P(putwchar(L'\n'));
  P(fwide(stderr, 0));
  return 0;
}
