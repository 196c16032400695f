/* <time.h> calendar functions on fixed times (both runs have TZ=UTC, mpisim's time zone). */
#include <stdio.h>
#include <string.h>
#include <time.h>

static void show(const char *what, const struct tm *tm)
{
  char buf[256];
  strftime(buf, sizeof buf, "%a %A %b %B %C %d %D %e %F %g %G %H %I %j %k %l %m %M %p %P %r %R %S %T %u %U %V %w %W %x %X %y %Y %z %Z %% %c", tm);
  printf("%s: %s | yday %d wday %d isdst %d\n", what, buf, tm->tm_yday, tm->tm_wday, tm->tm_isdst);
}

int main(void)
{
  const time_t times[] = { 0, 86399, 951782400, 1000000000, 1234567890, 1700000000, 1704067199, 1735689600, 2147483647, -86400 };
  struct tm tm, *p;
  char small[8];
  size_t k;
  for (k = 0; k < sizeof times / sizeof times[0]; k++) {
    show("gmtime", gmtime(&times[k]));
    show("localtime", localtime(&times[k]));
    printf("asctime %s", asctime(gmtime(&times[k])));
    printf("ctime %s", ctime(&times[k]));
  }
  memset(&tm, 0, sizeof tm);
  tm.tm_year = 124; tm.tm_mon = 13; tm.tm_mday = 35; tm.tm_hour = 25; tm.tm_min = 61; tm.tm_sec = 70;
  printf("mktime %ld\n", (long)mktime(&tm));
  show("normalised", &tm);
  tm.tm_mday = -3;
  printf("mktime %ld\n", (long)mktime(&tm));
  show("backwards", &tm);
  p = gmtime_r(&times[5], &tm);
  printf("gmtime_r same %d, %d-%d\n", p == &tm, tm.tm_year, tm.tm_mon);
  printf("strftime too small %zu\n", strftime(small, sizeof small, "%Y-%m-%d", &tm));
  printf("difftime %.1f\n", difftime(times[5], times[4]));
  return 0;
}
