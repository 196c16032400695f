/*
 * Integer constants that do not fit where they go: gcc 12 warns (-Woverflow) only when the
 * value fits neither the target type nor its other-signed form, and the value wraps. The
 * constants' own types follow their suffixes (LL is long long, not long).
 */
#include <stdio.h>

#define KIND(x) _Generic((x), long: "long", long long: "long long", unsigned long: "unsigned long", unsigned long long: "unsigned long long", default: "other")

static void take(unsigned char x, short y) { printf("take %d %d\n", x, y); }
static char ret(void) { return 1000; }
struct cell { int m[3]; };
/* Addresses of the function's own objects, never used by the caller (only gcc's warning matters). */
static int *dangling(int p) { struct cell s; static int kept; int arr[4]; if (p == 1) return &kept; if (p == 2) return &s.m[1]; if (p == 3) return arr + 1; if (p == 4) return (int *)&p; return 0; }
/* Shifts and divisions that would be undefined, in branches never taken. */
static int never(int v, int taken) { if (taken) return (v >> 33) + (v << -1) + (v % 0) + (v / 0); return (int)(1L << 40 >> 38); }

int main(void)
{
  char c = 300, c2 = 255, c3 = -129, c4 = 0xff;
  unsigned char u = 256, u2 = -1, u3 = -129;
  signed char sc = 200;
  short s = 70000; unsigned short us = 65536;
  int i = 4294967296LL; unsigned ui = -1; int i2 = 0x80000000; int i3 = 0x100000000;
  _Bool b = 5;
  char bytes[] = {0x80, 0xff, 0x100, -200};
  printf("%d %d %d %d | %d %d %d | %d | %d %d\n", c, c2, c3, c4, u, u2, u3, sc, s, us);
  printf("%d %u %d %d %d %d\n", i, ui, i2, i3, b, ret());
  c = 400;
  take(300, 40000);
  printf("%d | %d %d %d %d\n", c, bytes[0], bytes[1], bytes[2], bytes[3]);
  int folded = 2147483647 + 1, folded2 = 65536 * 65536, folded3 = -2147483647 - 2;
  printf("%d %d %d %d %d\n", folded, folded2, folded3, dangling(1) != 0, never(5, 0));
  int fa = 1e10, fe = -1e10; unsigned char fb = 300.7; short fc = 1e5; unsigned fd = -1.5; float ff = 3.0e9f; int fg = ff;
  char fh = 1e300; int fi = 123456789012.5;
  printf("%d %d %d %d %u %d %d %d\n", fa, fe, fb, fc, fd, fg, fh, fi);
  double runtime = 1e10;
  printf("%d %d %u %ld %d %d\n", (int)1e10, (short)-1e9, (unsigned)-2.5, (long)1e30, (_Bool)0.5, (int)runtime);
  printf("%s %s %s %s %s %s\n", KIND(1LL), KIND(1ll), KIND(1ULL), KIND(0xffffffffffffffffLL), KIND(1L), KIND(5000000000));
  return 0;
}
