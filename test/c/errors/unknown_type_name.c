// A declaration with a type name that does not exist.
#include <stdio.h>

int main(void) {
    puts("RAN");
    widget_t w = 0;
    return 0;
}
