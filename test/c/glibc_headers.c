/* Small glibc headers real programs include: <sys/param.h>, <endian.h>, <byteswap.h>, <sys/wait.h>,
   <malloc.h> with the alignments memalign, posix_memalign, aligned_alloc and valloc promise. */
#include <sys/param.h>
#include <endian.h>
#include <byteswap.h>
#include <malloc.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <stdint.h>
#include <sys/wait.h>
#include <errno.h>

int main(void)
{
  unsigned char bitmap[4] = {0};
  setbit(bitmap, 3); setbit(bitmap, 17); clrbit(bitmap, 3);
  printf("param %d %d %d %d %d %d %d %d\n", MAXPATHLEN, MAXHOSTNAMELEN, NBBY, MIN(3, 4), MAX(3, 4), howmany(10, 3), roundup(10, 4), roundup(10, 3));
  printf("bits %d %d %d %d %d\n", isset(bitmap, 17) != 0, isclr(bitmap, 3), powerof2(64), powerof2(65), DEV_BSIZE);
  printf("endian %d %x %x %lx %x %x\n", BYTE_ORDER == LITTLE_ENDIAN, htobe32(0x11223344u), bswap_16(0xabcd),
         (unsigned long)be64toh(0x0102030405060708ul), le32toh(7u), bswap_32(0xdeadbeefu));
  void *p = NULL;
  int rc = posix_memalign(&p, 4096, 100);
  char *q = aligned_alloc(128, 256), *v = valloc(10), *m = memalign(48, 8), *small = memalign(8, 24);
  memset(p, 1, 100); memset(q, 2, 256); memset(m, 3, 8); memset(small, 4, 24);
  printf("aligned %d %lu %lu %lu %lu %lu einval %d\n", rc, (unsigned long)((uintptr_t)p % 4096), (unsigned long)((uintptr_t)q % 128),
         (unsigned long)((uintptr_t)v % 4096), (unsigned long)((uintptr_t)m % 64), (unsigned long)((uintptr_t)small % 8), posix_memalign(&p, 12, 10));
  free(p); free(q); free(v); free(m); free(small);
  int status = 0x0300;
  errno = 0;
  int waited = (int)waitpid(-1, &status, WNOHANG);
  printf("wait %d %d status %d %d %d %d\n", waited, errno == ECHILD, WIFEXITED(status), WEXITSTATUS(status),
         WIFSIGNALED(status), WIFSIGNALED(0x0009));
  return 0;
}
