// A load from a page of a file mapping wholly past the end of the file: Linux answers it with
// SIGBUS. The file is 100 bytes, grown to 5000: the second page is the file's, the third is not.
// expect-fault: bus error at 22
#include <sys/mman.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>

int main(void) {
    const char *name = "mmap_bus.tmp";
    int fd = open(name, O_RDWR | O_CREAT | O_TRUNC, 0644);
    if (fd < 0 || ftruncate(fd, 100) != 0) return 2;
    char *m = mmap(NULL, 3 * 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    unlink(name);
    if (m == MAP_FAILED) return 3;
    m[99] = 'a';
    printf("tail of the first page: %d\n", m[4095]);
    if (ftruncate(fd, 5000) != 0) return 4;
    m[4096] = 'b';
    printf("second page: %c\n", m[4096]);
    fflush(stdout);
    printf("third page: %d\n", m[8192]); /*FAULT*/
    return 0;
}
