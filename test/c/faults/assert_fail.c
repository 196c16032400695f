// A failing assert prints glibc's message "<prog>: assert_fail.c:LINE: func: Assertion
// `expr' failed." on stderr and aborts (SIGABRT). The expression text is the macro
// argument stringized (whitespace normalized).
// expect-assert
#include <stdio.h>
#include <assert.h>

static int withdraw(int balance, int amount) {
    assert(amount > 0);
    assert(amount  <=   balance && "insufficient funds");
    return balance - amount;
}

int main(void) {
    int b = withdraw(100, 30);
    printf("balance = %d\n", b);
    fflush(stdout);
    b = withdraw(b, 500);
    printf("never printed %d\n", b);
    return 0;
}
