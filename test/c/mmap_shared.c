/* MAP_SHARED mappings of a file, coherent with the file as Linux's page cache makes them: stores
   seen by read() before any msync, write() seen through the mapping, a read-only shared mapping
   of other bytes of the file seeing a write(), msync, munmap, a mapping still live at a read,
   a private mapping's stores staying private, and the refusals (a write-only descriptor, a
   writable shared mapping of a file opened read-only, a bad descriptor). */
#include <sys/mman.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <unistd.h>
#include <stdio.h>
#include <string.h>
#include <errno.h>

static void show(const char *what, const char *p, int n)
{
  printf("%s: ", what);
  for (int k = 0; k < n; k++) putchar(p[k] ? p[k] : '.');
  putchar('\n');
}

int main(void)
{
  const char *name = "mmap_shared.tmp";
  int fd = open(name, O_RDWR | O_CREAT | O_TRUNC, 0644);
  char text[10000];
  for (int k = 0; k < (int)sizeof text; k++) text[k] = (char)('a' + k % 26);
  if (write(fd, text, sizeof text) != (ssize_t)sizeof text) return 2;

  char *w = mmap(NULL, 8192, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 4096);
  if (w == MAP_FAILED) { perror("mmap shared"); return 1; }
  char *r = mmap(NULL, 4096, PROT_READ, MAP_SHARED, fd, 0);
  char *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 4096);
  memcpy(w, "STORED", 6);
  memcpy(p, "PRIVATE", 7);
  char buf[16] = {0};
  pread(fd, buf, 10, 4096);
  show("read after a store", buf, 10);
  show("private mapping", p, 10);
  pwrite(fd, "written", 7, 4096 + 20);
  show("mapping after write()", w + 16, 14);
  pwrite(fd, "again", 5, 100);
  show("read-only mapping after write()", r + 96, 12);
  /* Past the end of the file: the last page's tail reads as zeros and does not reach the file. */
  show("past the end", w + 10000 - 4096 - 4, 8);
  w[10000 - 4096 + 10] = 'X';
  struct stat st;
  fstat(fd, &st);
  printf("size %ld\n", (long)st.st_size);
  int synced = msync(w, 8192, MS_SYNC);
  printf("msync %d", synced);
  printf(" munmap %d\n", munmap(w, 8192));
  lseek(fd, 4090, SEEK_SET);
  read(fd, buf, 16);
  show("after munmap", buf, 16);
  munmap(r, 4096);
  munmap(p, 4096);
  close(fd);

  int wo = open(name, O_WRONLY);
  errno = 0;
  void *got = mmap(NULL, 4096, PROT_READ, MAP_SHARED, wo, 0);
  printf("write-only fd: %s errno %d\n", got == MAP_FAILED ? "refused" : "mapped", errno);
  close(wo);
  int ro = open(name, O_RDONLY);
  errno = 0;
  got = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, ro, 0);
  printf("read-only fd, writable shared: %s errno %d\n", got == MAP_FAILED ? "refused" : "mapped", errno);
  errno = 0;
  char *rp = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE, ro, 0);
  printf("read-only fd, writable private: %s errno %d\n", rp == MAP_FAILED ? "refused" : "mapped", errno);
  close(ro);
  errno = 0;
  got = mmap(NULL, 4096, PROT_READ, MAP_SHARED, 99, 0);
  printf("bad fd: %s errno %d\n", got == MAP_FAILED ? "refused" : "mapped", errno);

  /* A mapping the process never unmaps, its descriptor closed: a read sees its stores. */
  fd = open(name, O_RDWR);
  char *last = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
  close(fd);
  memcpy(last, "AT EXIT", 7);
  fd = open(name, O_RDONLY);
  read(fd, buf, 10);
  show("read while mapped", buf, 10);
  close(fd);
  unlink(name);
  return 0;
}
