// Reading a heap block after freeing it. The block is 1 MiB so that glibc serves it with
// mmap and returns it to the system on free: natively the read is a SIGSEGV too.
// expect-fault: use after free at 16:14
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    size_t n = 1 << 20;
    char *buf = malloc(n);
    memset(buf, 'x', n);
    buf[n - 1] = '\0';
    printf("length before free = %zu\n", strlen(buf));
    free(buf);
    fflush(stdout);
    char c = *buf; /*FAULT*/
    printf("never printed %c\n", c);
    return 0;
}
