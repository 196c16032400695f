/* /dev/null and /dev/zero, which every process may use whatever the sandbox grants: hpcc sends
 * the output of all ranks but one to /dev/null. */
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

int main(void) {
  FILE *f = fopen("/dev/null", "w");
  printf("fopen w: %s\n", f ? "ok" : strerror(errno));
  if (f) {
    int n = fprintf(f, "gone %d\n", 42);
    printf("fprintf: %d, fclose: %d\n", n, fclose(f));
  }
  f = fopen("/dev/null", "r");
  printf("fopen r: %s\n", f ? "ok" : strerror(errno));
  if (f) {
    int c = fgetc(f);
    printf("fgetc: %d, feof: %d\n", c, feof(f) != 0);
    fclose(f);
  }
  int fd = open("/dev/zero", O_RDONLY);
  unsigned char buf[8];
  memset(buf, 7, sizeof buf);
  printf("read /dev/zero: %ld:", (long)read(fd, buf, sizeof buf));
  for (int i = 0; i < 8; i++) printf(" %d", buf[i]);
  printf("\nclose: %d\n", close(fd));
  fd = open("/dev/null", O_WRONLY | O_APPEND);
  printf("write /dev/null: %ld\n", (long)write(fd, "abc", 3));
  printf("lseek end: %ld\n", (long)lseek(fd, 0, SEEK_END));
  close(fd);
  return 0;
}
