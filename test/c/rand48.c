/* The rand48 family: an unseeded process, srand48 (only the low 32 bits of the seed count),
   seed48's saved state, lcong48's own multiplier, the caller's state arrays and the _r forms. */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  for (int i = 0; i < 3; i++) printf("unseeded %.17g %ld %ld\n", drand48(), lrand48(), mrand48());
  srand48(12345);
  for (int i = 0; i < 3; i++) printf("seeded %a %ld %ld\n", drand48(), lrand48(), mrand48());
  srand48(0x100000007L);
  printf("high bits dropped %ld\n", lrand48());
  unsigned short seed[3] = { 0x1234, 0xabcd, 0x0042 };
  unsigned short *old = seed48(seed);
  printf("old state %04x %04x %04x\n", old[0], old[1], old[2]);
  printf("after seed48 %.17g\n", drand48());
  unsigned short x[3] = { 1, 2, 3 };
  for (int i = 0; i < 3; i++) printf("own state %.17g %ld %ld -> %04x %04x %04x\n", erand48(x), nrand48(x), jrand48(x), x[0], x[1], x[2]);
  unsigned short param[7] = { 7, 8, 9, 0x1111, 0x2222, 0x0003, 17 };
  lcong48(param);
  for (int i = 0; i < 3; i++) printf("lcong48 %ld %ld\n", lrand48(), mrand48());
  struct drand48_data d = { 0 };
  double r;
  long l;
  drand48_r(&d, &r);
  lrand48_r(&d, &l);
  printf("_r unseeded %.17g %ld\n", r, l);
  srand48_r(99, &d);
  mrand48_r(&d, &l);
  erand48_r(x, &d, &r);
  printf("_r seeded %ld %.17g\n", l, r);
  double sum = 0;
  srand48(2024);
  for (int i = 0; i < 100000; i++) sum += drand48();
  printf("sum %.17g\n", sum);
  return 0;
}
