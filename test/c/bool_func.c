// stdbool.h, __func__, static/inline functions, prototypes and forward declarations,
// block scope and shadowing, extern declarations in a block, tentative definitions.
#include <stdio.h>
#include <stdbool.h>

int tentative;      /* tentative definition ... */
int tentative;      /* ... repeated, still one object */
int defined_later;  /* defined with a value below */

static int helper(int x);
static inline int square(int x) { return x * x; }

static bool is_prime(int n) {
    if (n < 2) return false;
    for (int d = 2; d * d <= n; d++)
        if (n % d == 0) return false;
    return true;
}

static const char *who(void) { return __func__; }

static void trace(const char *caller, int line) { printf("trace from %s line %d\n", caller, line); }
#define TRACE() trace(__func__, __LINE__)

static int helper(int x) {
    TRACE();
    return x + 1;
}

static int shadow(int x) {
    int result = x;
    {
        int x = 10; /* shadows the parameter */
        result += x;
        {
            int x = 100;
            result += x;
        }
        result += x;
    }
    return result + x;
}

static int use_extern(void) {
    extern int defined_later;
    return defined_later * 2;
}

int defined_later = 21;

int main(void) {
    bool t = true, f = false;
    printf("true=%d false=%d sizeof(bool)=%zu\n", t, f, sizeof(bool));
    bool b1 = 5, b2 = 0.25, b3 = -1, b4 = 0.0;
    int *np = NULL;
    bool b5 = np, b6 = &tentative;
    printf("conversions: %d %d %d %d %d %d\n", b1, b2, b3, b4, b5, b6);
    bool acc = false;
    acc += 3; /* stays 1 */
    printf("acc=%d !acc=%d acc+acc=%d\n", acc, !acc, acc + acc);
    bool flip = true;
    flip = !flip;
    flip ^= 1;
    printf("flip=%d\n", flip);
    int primes = 0;
    for (int i = 0; i < 100; i++) primes += is_prime(i);
    printf("primes below 100: %d\n", primes);
    printf("__func__ in main: %s, in who: %s, size %zu\n", __func__, who(), sizeof __func__);
    TRACE();
    printf("helper(1)=%d square(12)=%d\n", helper(1), square(12));
    printf("shadow(1)=%d\n", shadow(1));
    printf("use_extern=%d tentative=%d\n", use_extern(), tentative);
    int x = 1;
    {
        int y = x + 1;
        int x = y * 10; /* new x from here on */
        printf("inner x=%d y=%d\n", x, y);
    }
    printf("outer x=%d\n", x);
    for (int i = 0; i < 2; i++) {
        int i2 = i * 2;
        for (int i = 5; i < 7; i++) printf("(%d,%d) ", i2, i);
    }
    printf("\n");
    bool arr[5] = {true, false, 3, 0, -2};
    int cnt = 0;
    for (int i = 0; i < 5; i++) cnt += arr[i];
    printf("true count=%d\n", cnt);
    printf("comparison results are int: %zu, values %d %d\n", sizeof(1 < 2), 1 < 2, 2 < 1);
    return 0;
}
