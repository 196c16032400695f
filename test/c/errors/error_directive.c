// #error in a conditional that is taken (gcc points at the directive name, after '#').
#include <stdio.h>

#ifndef CONFIGURED
#error "CONFIGURED must be defined"
#endif

int main(void) {
    puts("RAN");
    return 0;
}
