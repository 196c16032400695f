/* wcsftime as glibc's: strftime's conversions written as wide characters, the format's other
   characters (non-ASCII ones too) copied as they are, in the C locale and in C.UTF-8; the result
   counted in characters, 0 when it and its L'\0' do not fit (exact fit, one short, size 0) or
   when it is empty. */
// mpisim-env: LANG=C.UTF-8 LC_ALL= LC_CTYPE= LC_TIME=
#include <wchar.h>
#include <time.h>
#include <locale.h>
#include <stdio.h>

static void show(const wchar_t *s, size_t n)
{
  for (size_t k = 0; k < n; k++) {
    if (s[k] >= 0x20 && s[k] < 0x7f) putchar((int)s[k]);
    else printf("<%x>", (unsigned)s[k]);
  }
}

static void run(const wchar_t *fmt, const struct tm *tm)
{
  wchar_t out[256];
  size_t n = wcsftime(out, 256, fmt, tm);
  printf("  %zu [", n);
  show(out, n);
  printf("]\n");
}

static void survey(const char *where)
{
  static const wchar_t *const formats[] = {
    L"%a %A %b %B %h %C %d %e %H %I %j %k %l %m %M %p %P %S %u %w %y %Y",
    L"%c|%D|%F|%r|%R|%T|%x|%X",
    L"%G-W%V-%u %g %U %W %s %z %Z",
    L"%n%t%%",
    L"%Ec %EY %Od %OH",
    L"\u00e9t\u00e9 %Y \u20ac %d \U0001F600 \u4e2d%m\u6587",
    L"plain text only",
  };
  static const time_t times[] = { 0, 951782400, 1700000000, 1230681599, -86400 };
  printf("%s\n", where);
  for (unsigned t = 0; t < sizeof times / sizeof *times; t++) {
    struct tm tm;
    gmtime_r(&times[t], &tm);
    for (unsigned f = 0; f < sizeof formats / sizeof *formats; f++) run(formats[f], &tm);
  }
}

int main(void)
{
  survey("C");
  setlocale(LC_ALL, "");
  survey("C.UTF-8");

  /* Room: "2023-11-14" is 10 characters and needs 11. */
  time_t t = 1700000000;
  struct tm tm;
  gmtime_r(&t, &tm);
  wchar_t buf[32];
  for (size_t size = 0; size <= 12; size++) printf("size %zu: %zu\n", size, wcsftime(buf, size, L"%F", &tm));
  printf("empty format: %zu\n", wcsftime(buf, 32, L"", &tm));
  printf("non-ASCII fit: %zu %zu\n", wcsftime(buf, 3, L"\u00e9\U0001F600", &tm), wcsftime(buf, 2, L"\u00e9\U0001F600", &tm));
  return 0;
}
