// An #include of a header that does not exist (gcc: fatal error, at the header name).
#include <stdio.h>
#include "no_such_header.h"

int main(void) {
    puts("RAN");
    return 0;
}
