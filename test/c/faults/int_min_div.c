// INT_MIN / -1 overflows; on x86-64 the idiv instruction traps with SIGFPE. The cause's
// wording is left open beyond "integer" (division by zero / overflow in division).
// expect-fault: integer at 13:17
#include <stdio.h>
#include <limits.h>

int main(int argc, char **argv) {
    (void)argv;
    int num = INT_MIN;
    int den = -argc; /* -1 */
    printf("INT_MIN / 1 = %d\n", num / argc);
    fflush(stdout);
    int q = num / den; /*FAULT*/
    printf("never printed %d\n", q);
    return 0;
}
