/* Descriptors and directories: open flags, read, write, lseek, pread, readv, writev, ftruncate, mkdir, rmdir,
 * unlink, readdir, and the errno of each failure (EFAULT for buffers the kernel finds unmapped). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/uio.h>

static void report(const char *what, long r) {
  int e = errno;
  printf("%s -> %ld errno %d (%s)\n", what, r, r < 0 ? e : 0, r < 0 ? strerror(e) : "-");
  errno = 0;
}

static int by_name(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(void) {
  char buf[64];
  int fd = open("raw.bin", O_CREAT | O_WRONLY | O_TRUNC, 0644);
  report("write", write(fd, "abcdefgh", 8));
  report("lseek", lseek(fd, 2, SEEK_SET));
  report("write XY", write(fd, "XY", 2));
  report("lseek past end", lseek(fd, 12, SEEK_SET));
  report("write after hole", write(fd, "!", 1));
  report("read on write-only", read(fd, buf, 4));
  report("lseek negative", lseek(fd, -1, SEEK_SET));
  report("close", close(fd));
  report("close again", close(fd));
  fd = open("raw.bin", O_RDWR);
  long n = read(fd, buf, sizeof buf);
  report("read", n);
  for (long i = 0; i < n; i++) printf("%02x", (unsigned char)buf[i]);
  printf("\n");
  report("read at eof", read(fd, buf, sizeof buf));
  report("pread", pread(fd, buf, 3, 1));
  buf[3] = 0;
  printf("pread got %s, offset still %ld\n", buf, (long)lseek(fd, 0, SEEK_CUR));
  /* A buffer the kernel finds unmapped is EFAULT, not a crash; the offset does not move. */
  report("pread NULL", pread(fd, NULL, 3, 1));
  report("pwrite NULL", pwrite(fd, NULL, 3, 1));
  report("write NULL to stdout", write(1, NULL, 3));
  report("read into a string literal", pread(fd, (char *)"literal", 3, 1));
  printf("offset still %ld\n", (long)lseek(fd, 0, SEEK_CUR));
  char v1[4] = "ab", v2[8] = "cdefg", r1[3] = {0}, r2[16] = {0};
  struct iovec wv[2] = {{v1, 2}, {v2, 5}}, rv[2] = {{r1, 2}, {r2, 15}};
  long end = (long)lseek(fd, 0, SEEK_END);
  report("writev", writev(fd, wv, 2));
  lseek(fd, end, SEEK_SET);
  report("readv", readv(fd, rv, 2));
  printf("readv got %s|%s\n", r1, r2);
  report("readv bad count", readv(fd, rv, -1));
  report("writev bad fd", writev(99, wv, 2));
  lseek(fd, end, SEEK_SET);
  report("ftruncate back", ftruncate(fd, end));
  report("ftruncate", ftruncate(fd, 4));
  struct stat st;
  report("fstat", fstat(fd, &st));
  printf("size %ld\n", (long)st.st_size);
  close(fd);
  report("open excl", open("raw.bin", O_CREAT | O_EXCL | O_WRONLY, 0644));
  report("open missing", open("nothing.bin", O_RDONLY));
  report("open append", fd = open("raw.bin", O_WRONLY | O_APPEND));
  lseek(fd, 0, SEEK_SET);
  write(fd, "++", 2);
  close(fd);
  fd = open("raw.bin", O_RDONLY);
  n = read(fd, buf, sizeof buf);
  buf[n] = 0;
  printf("after append: %s\n", buf);
  close(fd);

  report("mkdir", mkdir("sub", 0755));
  report("mkdir again", mkdir("sub", 0755));
  report("mkdir nested missing", mkdir("nope/deeper", 0755));
  fd = open("sub/inner.txt", O_CREAT | O_WRONLY, 0644);
  write(fd, "inner\n", 6);
  close(fd);
  report("mkdir sub/d2", mkdir("sub/d2", 0755));
  report("open dir for writing", open("sub", O_WRONLY));
  report("open through a file", open("raw.bin/x", O_RDONLY));
  report("rmdir non-empty", rmdir("sub"));
  report("unlink a directory", unlink("sub"));
  report("rmdir a file", rmdir("raw.bin"));
  report("stat dir", stat("sub", &st));
  printf("is dir %d\n", S_ISDIR(st.st_mode));
  DIR *d = opendir("sub");
  char *names[16];
  int k = 0;
  struct dirent *e;
  while ((e = readdir(d)) != NULL) if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) names[k++] = strdup(e->d_name);
  closedir(d);
  qsort(names, k, sizeof names[0], by_name);
  for (int i = 0; i < k; i++) printf("entry %s\n", names[i]);
  report("opendir missing", opendir("missing") ? 0 : -1);
  report("rmdir sub/d2", rmdir("sub/d2"));
  report("rename into dir", rename("raw.bin", "sub/raw.bin"));
  report("unlink missing", unlink("raw.bin"));
  return 0;
}
