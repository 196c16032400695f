/* One file mapped twice (and a third time, at an offset) in one process: on Linux the mappings
   are the same pages, so a store through one is seen at once through the others, by a load, by
   the C library (printf's %s, strlen, memcpy, memcmp) and by read(). A MAP_PRIVATE mapping sees
   the shared mappings' stores in the pages it has not written, and keeps its own. A mapping
   longer than the file: the last page's tail reads as zeros, and a page past the end becomes
   usable once ftruncate grows the file over it (touching it before is a SIGBUS:
   faults/mmap_bus.c). */
#include <sys/mman.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>
#include <string.h>

#define PAGE 4096

int main(void)
{
  const char *name = "mmap_alias.tmp";
  int fd = open(name, O_RDWR | O_CREAT | O_TRUNC, 0644);
  if (fd < 0 || ftruncate(fd, 2 * PAGE) != 0) return 2;
  char *a = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  char *b = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  char *c = mmap(NULL, PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, PAGE);
  char *p = mmap(NULL, 2 * PAGE, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
  if (a == MAP_FAILED || b == MAP_FAILED || c == MAP_FAILED || p == MAP_FAILED) return 3;
  printf("distinct addresses: %d\n", a != b && a != c && b != c && a != p);

  a[10] = 'x';
  printf("b[10] = %c, p[10] = %c\n", b[10], p[10]);
  b[PAGE + 4] = 'y';
  printf("a[PAGE+4] = %c, c[4] = %c\n", a[PAGE + 4], c[4]);
  c[5] = 'z';
  printf("a[PAGE+5] = %c, b[PAGE+5] = %c, p[PAGE+5] = %c\n", a[PAGE + 5], b[PAGE + 5], p[PAGE + 5]);

  /* Word stores through one, read-modify-write through the other, in a loop. */
  int *ia = (int *)(a + 64), *ib = (int *)(b + 64);
  for (int i = 0; i < 100; i++) {
    ia[i % 7] += i;
    ib[(i + 3) % 7] ^= i;
  }
  for (int k = 0; k < 7; k++) printf("%d%c", ia[k], k == 6 ? '\n' : ' ');
  double *da = (double *)(a + 256), *db = (double *)(b + 256);
  *da = 1.5;
  *db += 2.25;
  printf("double %.2f %.2f\n", *da, *db);

  /* The C library on either side. */
  memcpy(a + 20, "hello", 6);
  printf("b+20 = %s (strlen %zu)\n", b + 20, strlen(b + 20));
  strcpy(c + 100, "through c");
  printf("a+PAGE+100 = %s, memcmp %d\n", a + PAGE + 100, memcmp(b + PAGE + 100, "through c", 10) == 0);
  char buf[12] = {0};
  if (pread(fd, buf, 9, PAGE + 100) != 9) return 4;
  printf("pread: %s\n", buf);
  if (pwrite(fd, "WRITTEN", 7, 30) != 7) return 5;
  printf("after pwrite: a+30 = %.7s, b+30 = %.7s, p+30 = %.7s\n", a + 30, b + 30, p + 30);

  /* The private mapping's own stores stay its own; its untouched page follows the file. */
  p[PAGE + 200] = 'P';
  a[PAGE + 200] = 'A';
  a[200] = 'B';
  printf("private: p[PAGE+200] = %c, p[200] = %c, a[PAGE+200] = %c\n", p[PAGE + 200], p[200], a[PAGE + 200]);

  /* msync, munmap of one: the other still sees the same bytes. */
  msync(a, 2 * PAGE, MS_SYNC);
  munmap(a, 2 * PAGE);
  b[11] = 'q';
  printf("after munmap: b[10..11] = %c%c, c[4..5] = %c%c\n", b[10], b[11], c[4], c[5]);

  /* A mapping longer than the file: the tail of the last page, then ftruncate over the next page. */
  if (ftruncate(fd, PAGE + 100) != 0) return 6;
  char *l = mmap(NULL, 3 * PAGE, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  printf("tail: l[PAGE+100] = %d, l[2*PAGE-1] = %d, l[PAGE+4] = %c\n", l[PAGE + 100], l[2 * PAGE - 1], l[PAGE + 4]);
  l[PAGE + 150] = 'T';
  if (ftruncate(fd, 3 * PAGE) != 0) return 7;
  l[2 * PAGE + 1] = 'g';
  printf("grown: b[PAGE+150] = %d, l[2*PAGE+1] = %c, l[PAGE+150] = %d\n", b[PAGE + 150], l[2 * PAGE + 1], l[PAGE + 150]);
  munmap(l, 3 * PAGE);
  munmap(b, 2 * PAGE);
  munmap(c, PAGE);
  munmap(p, 2 * PAGE);
  close(fd);
  unlink(name);
  return 0;
}
