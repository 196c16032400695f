/* strftime and wcsftime with glibc's flags and widths (strftime_l.c): `_` `-` `0` padding, `^`
   upper case, `#` swapped case, field widths on numbers, names and composite conversions
   (%c %D %x %T %F...), E/O modifiers where valid and where glibc writes them back as they are,
   %z and %s with widths, unknown conversions, a `%` at the end, widths that cannot fit (0), and
   field values out of their ranges (%C %y %G %V of far years, negative fields, zone "" as
   tzname's). Every struct tm is fixed here; the zone is UTC in both runs. */
// mpisim-env: TZ=UTC
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include <stdlib.h>

static const char *const formats[] = {
  "%-d|%_H|%0e|%^a|%#Z|%10Y|%-10d|%_10d|%010d|%^10B|%#10b|%#a|%#A|%#p|%^p|%#P|%^P|%^Z",
  "%3d|%1d|%_1d|%-3j|%_5j|%05j|%_-5j|%-_5j|%0_5H|%^#a|%#^a",
  "%5%|%-%|%E%|%O%|%Ea|%Oa|%EA|%OA|%Eb|%Ob|%EB|%OB|%Ec|%Oc|%EC|%OC",
  "%Ed|%Od|%Ee|%Oe|%EH|%OH|%EI|%OI|%Ej|%Oj|%Ek|%Ok|%El|%Ol|%Em|%Om|%EM|%OM",
  "%ES|%OS|%Es|%Os|%Eu|%Ou|%EU|%OU|%EV|%OV|%Eg|%Og|%EG|%OG|%EW|%OW|%Ew|%Ow",
  "%Ex|%Ox|%EX|%OX|%Ey|%Oy|%EY|%OY|%Ez|%Oz|%EZ|%OZ|%Ep|%Op|%EP|%OP",
  "%ED|%OD|%EF|%OF|%ER|%OR|%Er|%Or|%ET|%OT|%En|%Et|%Eh|%Oh",
  "%10c|%-30c|%030c|%^c|%#c|%20D|%^x|%12X|%012T|%^r|%#r|%15F|%_15F",
  "%q|%Q|%J|%+Y|%+4Y|%10Ez|%_z|%-z|%010z|%6z|%_6z|%-6z",
  "%_C|%-C|%05C|%-y|%_y|%05y|%-G|%_10G|%-g|%-V|%_V|%-U|%-W|%_3u|%03w|%-s|%_15s|%015s",
  "%-k|%0k|%_k|%-l|%0l|%3k|%-M|%_S|%-m|%_m|%-I|%_I|%-e|%-10e|%_e",
  "trailing %", "trailing %-", "trailing %_10", "trailing %E", "%^", "%5", "a%%b%%%c",
  "%1000000000000000d|", "%2147483647%", "%2147483648d",
};

static void show(const char *fmt, const struct tm *tm)
{
  char out[512];
  size_t n = strftime(out, sizeof out, fmt, tm);
  printf("  %zu [%s]\n", n, n ? out : "");
  wchar_t w[512], wf[256];
  mbstowcs(wf, fmt, 256);
  size_t m = wcsftime(w, 512, wf, tm);
  printf("  w %zu [%ls]\n", m, m ? w : L"");
}

int main(void)
{
  static const struct { int sec, min, hour, mday, mon, year, wday, yday; long off; const char *zone; } tms[] = {
    { 5, 7, 9, 3, 0, 124, 3, 2, 0, "UTC" },
    { 59, 59, 23, 31, 11, 99, 5, 364, 3600, "CET" },
    { 0, 0, 0, 1, 5, -1900 + 7, 0, 151, -16200, "nst" },
    { 30, 45, 12, 29, 1, 200, 2, 59, 19800, "IST" },
    { 1, 2, 13, 9, 8, -1905, 6, 251, -36000, "HST" },
    { 60, 61, 25, 40, 11, 8100, 6, 400, 0, "" },
    { -1, -2, -3, -4, 3, -3000, 4, -5, -60, "x" },
  };
  for (unsigned t = 0; t < sizeof tms / sizeof *tms; t++) {
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    tm.tm_sec = tms[t].sec; tm.tm_min = tms[t].min; tm.tm_hour = tms[t].hour; tm.tm_mday = tms[t].mday;
    tm.tm_mon = tms[t].mon; tm.tm_year = tms[t].year; tm.tm_wday = tms[t].wday; tm.tm_yday = tms[t].yday;
    tm.tm_gmtoff = tms[t].off; tm.tm_zone = tms[t].zone;
    printf("tm %u\n", t);
    for (unsigned f = 0; f < sizeof formats / sizeof *formats; f++) show(formats[f], &tm);
  }
  /* Out-of-range names: glibc's strftime writes "?" (its wcsftime does not: not compared). */
  struct tm odd = { .tm_wday = 9, .tm_mon = 13, .tm_hour = 25, .tm_isdst = 2 };
  char buf[128];
  printf("%zu [%s]\n", strftime(buf, sizeof buf, "%a|%A|%b|%B|%h|%^a|%10b|%Z|%p|%I|%c", &odd), buf);
  odd.tm_isdst = -1;
  printf("%zu [%s]\n", strftime(buf, sizeof buf, "[%Z]", &odd), buf);
  char small[8];
  struct tm z = { .tm_year = 124, .tm_mday = 1, .tm_zone = "UTC" };
  printf("%zu %zu %zu\n", strftime(small, 8, "%10d", &z), strftime(small, 8, "%_7d", &z), strftime(small, 8, "%-7d", &z));
  return 0;
}
