// Writing into a string literal: literals live in read-only memory (SIGSEGV on Linux).
// The store is placed at the assignment's '=', where gcc's -fsanitize=undefined puts stores.
// expect-fault: write to read-only memory at 7:36
#include <stdio.h>

static void capitalize(char *s) {
    if (*s >= 'a' && *s <= 'z') *s = (char)(*s - 32); /*FAULT*/
}

int main(void) {
    char writable[] = "hello";
    capitalize(writable);
    printf("%s\n", writable);
    char *literal = "world";
    fflush(stdout);
    capitalize(literal);
    printf("never printed %s\n", literal);
    return 0;
}
