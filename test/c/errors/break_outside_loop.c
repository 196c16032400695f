// break with no enclosing loop or switch.
#include <stdio.h>

int main(void) {
    puts("RAN");
    if (1) {
        break;
    }
    return 0;
}
