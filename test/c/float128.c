/* gcc's x86-64 __float128 and __float80 as declarations use them (fftw3.h declares its
   quad-precision API with __float128): sizes, alignment, arrays of them, conversions. */
#include <stdio.h>

typedef __float128 quad_complex[2];

struct with_quad {
    char tag;
    __float128 value;
};

static __float128 scale(__float128 x, int k)
{
    __float128 r = x;
    for (int i = 0; i < k; i++)
        r = r * 2 + 0.25;
    return r;
}

int main(void)
{
    quad_complex z = { 1.5, -2.25 };
    struct with_quad w = { 'q', 0.5 };
    __float80 e = 3.0;
    printf("sizes %zu %zu %zu %zu\n", sizeof(__float128), sizeof(__float80), sizeof(quad_complex), sizeof(struct with_quad));
    printf("align %zu %zu\n", _Alignof(__float128), _Alignof(struct with_quad));
    printf("values %.4f %.4f %.4f\n", (double)(z[0] * z[1]), (double)scale(w.value, 5), (double)(e / 4));
    printf("compare %d %d\n", z[0] > z[1], (int)scale(1, 3));
    return 0;
}
