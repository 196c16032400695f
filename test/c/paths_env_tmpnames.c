/* realpath, chdir/fchdir/getcwd, putenv (the string is the environment's entry), mkstemp and
   its kin, tmpnam/tempnam's forms, <sys/mount.h>'s values: as glibc 2.36 answers them. Paths are printed
   relative to the starting directory, which both runs share. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include <unistd.h>

static char start[PATH_MAX];

/* A path relative to where the program started ("<start>/x" prints as "./x"). */
static const char *rel(const char *p)
{
  static char out[PATH_MAX];
  size_t n = strlen(start);
  if (!p) return "(null)";
  if (strncmp(p, start, n) == 0 && (p[n] == '/' || p[n] == 0)) { snprintf(out, sizeof out, ".%s", p + n); return out; }
  return p;
}

int main(void)
{
  char buf[PATH_MAX];
  if (!getcwd(start, sizeof start)) return 1;

  printf("-- realpath\n");
  const char *dir = "paths_env_tmpnames.d";
  mkdir(dir, 0755);
  errno = 0; printf("realpath(.) %s errno %d\n", rel(realpath(".", buf)), errno);
  errno = 0; printf("realpath(dir/../dir//) %s\n", rel(realpath("paths_env_tmpnames.d/../paths_env_tmpnames.d//", buf)));
  errno = 0; char *r = realpath(dir, NULL); printf("realpath(dir, NULL) %s\n", rel(r)); free(r);
  errno = 0; r = realpath("no-such-entry", buf); printf("missing: %s errno %d\n", r ? "found" : "NULL", errno);
  errno = 0; r = realpath("no-such-dir/x", NULL); printf("missing dir: %s errno %d\n", r ? "found" : "NULL", errno);
  errno = 0; r = realpath(NULL, buf); printf("NULL: %s errno %d\n", r ? "found" : "NULL", errno);
  errno = 0; r = realpath("", buf); printf("empty: %s errno %d\n", r ? "found" : "NULL", errno);
  r = canonicalize_file_name("./paths_env_tmpnames.d/."); printf("canonicalize_file_name %s\n", rel(r)); free(r);

  printf("-- chdir, fchdir, getcwd\n");
  errno = 0; printf("chdir(dir) %d\n", chdir(dir));
  printf("getcwd %s\n", rel(getcwd(buf, sizeof buf)));
  int fd = open("inside.tmp", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  write(fd, "x", 1); close(fd);
  struct stat st;
  printf("relative to the new directory: %d\n", stat("../paths_env_tmpnames.d/inside.tmp", &st));
  printf("realpath(inside.tmp) %s\n", rel(realpath("inside.tmp", buf)));
  { errno = 0; long r_ = (long)(chdir("missing")); int e_ = errno; printf("chdir(missing) %ld errno %d\n", r_, e_); }
  { errno = 0; long r_ = (long)(chdir("inside.tmp")); int e_ = errno; printf("chdir(file) %ld errno %d\n", r_, e_); }
  int here = open(".", O_RDONLY | O_DIRECTORY);
  printf("chdir(..) %d\n", chdir(".."));
  printf("getcwd %s\n", rel(getcwd(buf, sizeof buf)));
  printf("fchdir %d\n", fchdir(here));
  printf("getcwd %s\n", rel(getcwd(buf, sizeof buf)));
  int file = open("inside.tmp", O_RDONLY);
  { errno = 0; long r_ = (long)(fchdir(file)); int e_ = errno; printf("fchdir(file) %ld errno %d\n", r_, e_); }
  { errno = 0; long r_ = (long)(fchdir(99)); int e_ = errno; printf("fchdir(99) %ld errno %d\n", r_, e_); }
  close(file); close(here);
  unlink("inside.tmp");
  chdir(start);
  printf("getcwd %s\n", rel(getcwd(buf, sizeof buf)));
  rmdir(dir);

  printf("-- putenv\n");
  static char entry[] = "MPISIM_PUTENV=first";
  printf("putenv %d\n", putenv(entry));
  char *v = getenv("MPISIM_PUTENV");
  printf("getenv %s, inside the string: %d\n", v, v == entry + strlen("MPISIM_PUTENV="));
  strcpy(entry + strlen("MPISIM_PUTENV="), "later");
  printf("after changing the string: %s\n", getenv("MPISIM_PUTENV"));
  int rs = setenv("MPISIM_PUTENV", "x", 0);
  printf("setenv without overwrite %d: %s\n", rs, getenv("MPISIM_PUTENV"));
  rs = setenv("MPISIM_PUTENV", "copied", 1);
  printf("setenv %d: %s\n", rs, getenv("MPISIM_PUTENV"));
  strcpy(entry + strlen("MPISIM_PUTENV="), "ignored");
  printf("the string no longer counts: %s\n", getenv("MPISIM_PUTENV"));
  static char again[] = "MPISIM_PUTENV=again";
  putenv(again);
  printf("putenv again: %s\n", getenv("MPISIM_PUTENV"));
  rs = putenv("MPISIM_PUTENV");
  printf("putenv(name) removes %d: %s\n", rs, getenv("MPISIM_PUTENV") ? "set" : "unset");
  { errno = 0; int r_ = setenv("", "x", 1), e_ = errno; printf("setenv(\"\") %d errno %d\n", r_, e_); }
  { errno = 0; int r_ = setenv("A=B", "x", 1), e_ = errno; printf("setenv(\"A=B\") %d errno %d\n", r_, e_); }
  { errno = 0; int r_ = unsetenv("A=B"), e_ = errno; printf("unsetenv(\"A=B\") %d errno %d\n", r_, e_); }

  printf("-- mkstemp and kin\n");
  char t1[] = "paths_env_tmpnamesXXXXXX";
  fd = mkstemp(t1);
  printf("mkstemp: fd ok %d, X's replaced %d, length %zu, flags %o\n", fd >= 0, strstr(t1, "XXXXXX") == NULL, strlen(t1), fcntl(fd, F_GETFL));
  close(fd); unlink(t1);
  char t2[] = "paths_env_tmpnamesXXXXXX.txt";
  fd = mkstemps(t2, 4);
  printf("mkstemps: fd ok %d, suffix kept %d\n", fd >= 0, strcmp(t2 + strlen(t2) - 4, ".txt") == 0);
  close(fd); unlink(t2);
  char t3[] = "paths_env_tmpnamesXXXXXX";
  fd = mkostemp(t3, O_APPEND | O_CLOEXEC);
  printf("mkostemp: flags %o, FD_CLOEXEC %d\n", fcntl(fd, F_GETFL), fcntl(fd, F_GETFD));
  close(fd); unlink(t3);
  char t4[] = "paths_env_tmpnamesXXXXXX";
  r = mkdtemp(t4);
  printf("mkdtemp: %d, a directory %d\n", r == t4, stat(t4, &st) == 0 && S_ISDIR(st.st_mode));
  rmdir(t4);
  char bad[] = "paths_env_tmpnamesXXXXX";
  { errno = 0; int r_ = mkstemp(bad), e_ = errno; printf("mkstemp(5 X's) %d errno %d, template kept %s\n", r_, e_, bad); }
  char bad2[] = "XXXXXXab";
  { errno = 0; long r_ = (long)(mkstemps(bad2, 3)); int e_ = errno; printf("mkstemps(suffix too long) %ld errno %d\n", r_, e_); }

  printf("-- tmpnam, tempnam\n");
  char n1[L_tmpnam];
  r = tmpnam(n1);
  printf("tmpnam: returns s %d, /tmp/file prefix %d, length %zu\n", r == n1, strncmp(n1, "/tmp/file", 9) == 0, strlen(n1));
  r = tmpnam(NULL);
  char *r2 = tmpnam(NULL);
  printf("tmpnam(NULL): static %d, length %zu, differs %d\n", r == r2, strlen(r), strcmp(r, n1) != 0);
  unsetenv("TMPDIR");
  r = tempnam("/no/such/dir", "abcdefgh");
  printf("tempnam(missing dir): %.10s length %zu\n", r, strlen(r)); free(r);
  r = tempnam(NULL, NULL);
  printf("tempnam(NULL, NULL): %.9s length %zu\n", r, strlen(r)); free(r);

  printf("-- <sys/mount.h>\n");
  printf("MS_RDONLY %d MS_BIND %d MS_REC %d MS_PRIVATE %d MS_NOUSER %lu MNT_DETACH %d BLKGETSIZE64 %#lx BLKSSZGET %#x\n",
         MS_RDONLY, MS_BIND, MS_REC, MS_PRIVATE, (unsigned long)MS_NOUSER, MNT_DETACH, (unsigned long)BLKGETSIZE64, BLKSSZGET);
  /* mount and umount are not called: as root (a container's), gcc's program would mount. */
  int (*calls[])(const char *) = { umount };
  printf("umount declared %d\n", calls[0] != NULL);
  return 0;
}
