// A statement missing its ';' at the end of a line. gcc reports it at the end of the
// previous token (where the ';' belongs), not at the next line's first token.
#include <stdio.h>

int main(void) {
    puts("RAN");
    int x = 1;
    x = x + 2
    printf("%d\n", x);
    return 0;
}
