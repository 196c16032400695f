/* <sys/mman.h>: an anonymous mapping (zeroed, page-aligned), a private mapping of a file the
   program wrote (its bytes at an offset; stores stay private), munmap, mprotect, madvise;
   <sys/utsname.h>: the system and machine fields. */
#include <sys/mman.h>
#include <sys/utsname.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>
#include <string.h>
#include <stdint.h>

int main(void)
{
  size_t len = 3 * 4096 + 100;
  double *a = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (a == MAP_FAILED) { perror("mmap"); return 1; }
  double sum = 0;
  for (size_t k = 0; k < len / sizeof(double); k++) sum += a[k];
  for (size_t k = 0; k < len / sizeof(double); k++) a[k] = (double)k;
  printf("anon aligned %d zero-sum %g last %g\n", (int)((uintptr_t)a % 4096), sum, a[len / sizeof(double) - 1]);
  printf("mprotect %d madvise %d munmap %d\n", mprotect(a, 4096, PROT_READ | PROT_WRITE), madvise(a, len, MADV_SEQUENTIAL), munmap(a, len));

  const char *name = "mman_utsname.tmp";
  int fd = open(name, O_RDWR | O_CREAT | O_TRUNC, 0644);
  char text[8192];
  for (int k = 0; k < (int)sizeof text; k++) text[k] = (char)('a' + k % 26);
  if (write(fd, text, sizeof text) != (ssize_t)sizeof text) return 2;
  char *f = mmap(NULL, 100, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 4096);
  close(fd);
  printf("file %.10s", f);
  f[0] = 'Z';
  char back[11] = {0};
  fd = open(name, O_RDONLY);
  pread(fd, back, 10, 4096);
  close(fd);
  printf(" private %c file %s\n", f[0], back);
  munmap(f, 100);
  printf("bad offset %d einval %d\n", mmap(NULL, 10, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 100) == MAP_FAILED, mmap(NULL, 0, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) == MAP_FAILED);
  unlink(name);

  struct utsname u;
  printf("uname %d %s %s %zu\n", uname(&u), u.sysname, u.machine, sizeof u);
  return 0;
}
