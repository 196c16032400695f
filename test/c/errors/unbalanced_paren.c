// A missing ')' in a call: reported on the line where the ')' was expected.
#include <stdio.h>

int main(void) {
    puts("RAN");
    printf("%d\n", (1 + 2);
    return 0;
}
