/* statvfs/statfs: glibc's layouts, the answers for a directory and a file, the errors of a
   missing path and a bad descriptor. The figures themselves are the file system's (the host's
   for gcc, the run's for mpisim): only their relations are printed. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdio.h>
#include <errno.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <sys/statvfs.h>
#include <sys/statfs.h>
#include <sys/vfs.h>

static void relations(const char *what, int rc, const struct statvfs *v) {
  printf("%s: rc=%d bsize-power-of-two=%d free<=blocks=%d avail<=free=%d ffree<=files=%d namemax=%lu\n", what, rc,
         v->f_bsize && (v->f_bsize & (v->f_bsize - 1)) == 0, v->f_bfree <= v->f_blocks, v->f_bavail <= v->f_bfree,
         v->f_ffree <= v->f_files, (unsigned long)v->f_namemax);
}

int main(void) {
  printf("statvfs %zu: %zu %zu %zu %zu %zu %zu %zu\n", sizeof(struct statvfs), offsetof(struct statvfs, f_frsize),
         offsetof(struct statvfs, f_blocks), offsetof(struct statvfs, f_bavail), offsetof(struct statvfs, f_favail),
         offsetof(struct statvfs, f_fsid), offsetof(struct statvfs, f_flag), offsetof(struct statvfs, f_namemax));
  printf("statfs %zu: %zu %zu %zu %zu %zu %zu %zu\n", sizeof(struct statfs), offsetof(struct statfs, f_bsize),
         offsetof(struct statfs, f_blocks), offsetof(struct statfs, f_ffree), offsetof(struct statfs, f_fsid),
         offsetof(struct statfs, f_namelen), offsetof(struct statfs, f_frsize), offsetof(struct statfs, f_flags));
  printf("ST_RDONLY=%d ST_NOSUID=%d ST_RELATIME=%d\n", ST_RDONLY, ST_NOSUID, ST_RELATIME);
  struct statvfs v;
  int rc = statvfs(".", &v);
  relations(".", rc, &v);
  FILE *f = fopen("statvfs_probe.tmp", "w");
  fputs("x", f);
  fclose(f);
  int fd = open("statvfs_probe.tmp", O_RDONLY);
  rc = fstatvfs(fd, &v);
  relations("fd", rc, &v);
  struct statfs s;
  rc = fstatfs(fd, &s);
  printf("fstatfs: rc=%d namelen=%ld bsize-power-of-two=%d\n", rc, (long)s.f_namelen, s.f_bsize > 0 && (s.f_bsize & (s.f_bsize - 1)) == 0);
  close(fd);
  remove("statvfs_probe.tmp");
  errno = 0;
  rc = statvfs("no/such/dir", &v);
  printf("missing: %d %s\n", rc, strerror(errno));
  errno = 0;
  rc = statfs("no/such/dir", &s);
  printf("missing: %d %s\n", rc, strerror(errno));
  errno = 0;
  rc = fstatvfs(99, &v);
  printf("bad fd: %d %s\n", rc, strerror(errno));
  errno = 0;
  rc = fstatfs(-1, &s);
  printf("bad fd: %d %s\n", rc, strerror(errno));
  return 0;
}
