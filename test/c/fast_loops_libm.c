/* Loops that call libm (numbers in, a number out): the calls run inside the loops' JavaScript
 * copies, errno and signgam set by them as the original cases set them (a domain error, an
 * overflow, lgamma's sign), with a long index masked by & | ^ (64-bit operators on small
 * values) and two calls in one expression; gcc -O0 says what they compute. */
#include <errno.h>
#include <math.h>
#include <stdio.h>

int main(void) {
  static double a[64];
  for (int i = 0; i < 64; i++) a[i] = (i - 20) * 0.75;
  double sum = 0;
  int edom = 0, erange = 0, negative = 0;
  for (long i = 0; i < 3000; i++) {
    errno = 0;
    double r = sqrt(a[i & 63]) + exp(a[(i ^ 5) & 63] * 40);
    if (errno == EDOM) edom++;
    if (errno == ERANGE) erange++;
    if (isfinite(r)) sum += r;
    sum += lgamma(a[(i | 1) & 63] + 0.5);
    if (signgam < 0) negative++;
    sum += sinf((float)a[i & 31]) * cos(a[i % 64]) + pow(1.0001, (double)(i & 255)) + fmod(a[i & 63], 3.5);
  }
  printf("%.17g %d %d %d\n", sum, edom, erange, negative);
  return 0;
}
