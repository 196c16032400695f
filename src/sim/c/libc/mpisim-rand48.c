/*
 * The rand48 family as glibc 2.36 computes it (stdlib/drand48-iter.c and its callers): a 48-bit
 * linear congruential generator X' = a*X + c mod 2^48, a = 0x5DEECE66D and c = 0xB until
 * lcong48 changes them. The state is three unsigned shorts, low first. An unseeded process
 * starts from X = 0 (glibc's zeroed __libc_drand48_data), so its sequence is glibc's too.
 * drand48 returns X's 48 bits as a double's mantissa's top bits in [1, 2) less one, lrand48 the
 * top 31 bits, mrand48 the top 32 signed.
 */
#define _GNU_SOURCE 1
#include <stdlib.h>
#include <string.h>

struct drand48_data __mpisim_drand48_data;

static void __mpisim_rand48_defaults(struct drand48_data *__b)
{
  __b->__a = 0x5deece66dULL;
  __b->__c = 0xb;
  __b->__init = 1;
}

static void __mpisim_rand48_step(unsigned short int __xsubi[3], struct drand48_data *__b)
{
  if (!__b->__init) __mpisim_rand48_defaults(__b);
  unsigned long long __x = (unsigned long long)__xsubi[2] << 32 | (unsigned int)__xsubi[1] << 16 | __xsubi[0];
  unsigned long long __r = __x * __b->__a + __b->__c;
  __xsubi[0] = __r & 0xffff;
  __xsubi[1] = (__r >> 16) & 0xffff;
  __xsubi[2] = (__r >> 32) & 0xffff;
}

int erand48_r(unsigned short int __xsubi[3], struct drand48_data *__b, double *__result)
{
  __mpisim_rand48_step(__xsubi, __b);
  /* 1 + X / 2^48 is exact in a double: the mantissa's top 48 bits are X's. */
  unsigned long long __bits = 0x3ff0000000000000ULL | ((unsigned long long)__xsubi[2] << 36) | ((unsigned long long)__xsubi[1] << 20) | ((unsigned long long)__xsubi[0] << 4);
  double __d;
  memcpy(&__d, &__bits, sizeof __d);
  *__result = __d - 1.0;
  return 0;
}
int drand48_r(struct drand48_data *__b, double *__result) { return erand48_r(__b->__x, __b, __result); }

int nrand48_r(unsigned short int __xsubi[3], struct drand48_data *__b, long int *__result)
{
  __mpisim_rand48_step(__xsubi, __b);
  *__result = (long int)__xsubi[2] << 15 | __xsubi[1] >> 1;
  return 0;
}
int lrand48_r(struct drand48_data *__b, long int *__result) { return nrand48_r(__b->__x, __b, __result); }

int jrand48_r(unsigned short int __xsubi[3], struct drand48_data *__b, long int *__result)
{
  __mpisim_rand48_step(__xsubi, __b);
  *__result = (int)((unsigned int)__xsubi[2] << 16 | __xsubi[1]);
  return 0;
}
int mrand48_r(struct drand48_data *__b, long int *__result) { return jrand48_r(__b->__x, __b, __result); }

int srand48_r(long int __seedval, struct drand48_data *__b)
{
  /* Only the low 32 bits of the seed count, as in glibc where long is 64 bits. */
  __seedval &= 0xffffffffL;
  __b->__x[2] = __seedval >> 16;
  __b->__x[1] = __seedval & 0xffffL;
  __b->__x[0] = 0x330e;
  __mpisim_rand48_defaults(__b);
  return 0;
}

int seed48_r(unsigned short int __seed16v[3], struct drand48_data *__b)
{
  memcpy(__b->__old_x, __b->__x, sizeof __b->__x);
  __b->__x[2] = __seed16v[2];
  __b->__x[1] = __seed16v[1];
  __b->__x[0] = __seed16v[0];
  __mpisim_rand48_defaults(__b);
  return 0;
}

int lcong48_r(unsigned short int __param[7], struct drand48_data *__b)
{
  memcpy(__b->__x, __param, sizeof __b->__x);
  __b->__a = (unsigned long long)__param[5] << 32 | (unsigned int)__param[4] << 16 | __param[3];
  __b->__c = __param[6];
  __b->__init = 1;
  return 0;
}

double drand48(void) { double __r; drand48_r(&__mpisim_drand48_data, &__r); return __r; }
double erand48(unsigned short int __xsubi[3]) { double __r; erand48_r(__xsubi, &__mpisim_drand48_data, &__r); return __r; }
long int lrand48(void) { long int __r; lrand48_r(&__mpisim_drand48_data, &__r); return __r; }
long int nrand48(unsigned short int __xsubi[3]) { long int __r; nrand48_r(__xsubi, &__mpisim_drand48_data, &__r); return __r; }
long int mrand48(void) { long int __r; mrand48_r(&__mpisim_drand48_data, &__r); return __r; }
long int jrand48(unsigned short int __xsubi[3]) { long int __r; jrand48_r(__xsubi, &__mpisim_drand48_data, &__r); return __r; }
void srand48(long int __seedval) { srand48_r(__seedval, &__mpisim_drand48_data); }
unsigned short int *seed48(unsigned short int __seed16v[3]) { seed48_r(__seed16v, &__mpisim_drand48_data); return __mpisim_drand48_data.__old_x; }
void lcong48(unsigned short int __param[7]) { lcong48_r(__param, &__mpisim_drand48_data); }
