/* mremap (glibc's <sys/mman.h> under _GNU_SOURCE, as dlmalloc calls it): an anonymous mapping
   grown with MREMAP_MAYMOVE keeps its bytes and is zero past the old end, shrunk in place keeps
   its address; bad arguments and an unmapped address are refused with Linux's errno. */
#define _GNU_SOURCE
#include <sys/mman.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>

static void report(const char *what, void *p) { printf("%s: %s %s\n", what, p == MAP_FAILED ? "failed" : "ok", p == MAP_FAILED ? strerror(errno) : ""); }

int main(void)
{
  char *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) return 1;
  for (int i = 0; i < 4096; i++) p[i] = (char)(i % 251);
  char *q = mremap(p, 4096, 5 * 4096 + 10, MREMAP_MAYMOVE);
  report("grow", q);
  long sum = 0, zero = 0;
  for (int i = 0; i < 4096; i++) sum += q[i];
  for (int i = 4096; i < 5 * 4096 + 10; i++) zero += q[i] != 0;
  printf("kept %ld nonzero-after %ld\n", sum, zero);
  q[5 * 4096] = 7;
  char *r = mremap(q, 5 * 4096 + 10, 4096, 0);
  report("shrink", r);
  printf("same address %d, bytes %d %d\n", r == q, r[0], r[4095]);
  report("unaligned", mremap(r + 1, 10, 20, MREMAP_MAYMOVE));
  report("zero length", mremap(r, 4096, 0, MREMAP_MAYMOVE));
  report("bad flags", mremap(r, 4096, 8192, 0x100));
  report("fixed without maymove", mremap(r, 4096, 8192, MREMAP_FIXED, r + 8192));
  munmap(r, 4096);
  report("unmapped", mremap(r, 4096, 8192, MREMAP_MAYMOVE));
  printf("MREMAP %d %d %d\n", MREMAP_MAYMOVE, MREMAP_FIXED, MREMAP_DONTUNMAP);
  return 0;
}
