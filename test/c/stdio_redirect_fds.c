/* The standard descriptors are ordinary descriptors, as on Linux: dup2(fd, 1) sends printf,
   puts and write(1) to a file (stdout fully buffered there), dup(1) keeps the original stdout
   to restore; close(1) then open takes descriptor 1; freopen on stdout and stderr; bad fds give
   glibc's errno. The program reads the files back and prints them. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void show(const char *name)
{
  char buf[512];
  FILE *f = fopen(name, "r");
  size_t n = f ? fread(buf, 1, sizeof buf - 1, f) : 0;
  buf[n] = 0;
  if (f) fclose(f);
  printf("[%s: %zu bytes]\n%s[end]\n", name, n, buf);
  unlink(name);
}

int main(void)
{
  printf("before redirect\n");
  fflush(stdout);
  int saved = dup(1);
  printf("dup(1) > 2: %d\n", saved > 2);
  fflush(stdout); /* glibc buffers stdout fully on a pipe: what is not flushed follows fd 1 */
  int fd = open("redir_out.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  int r = dup2(fd, 1);
  close(fd);
  printf("printf into the file, dup2 gave %d\n", r);
  puts("puts into the file");
  putchar('c'); putchar('\n');
  fflush(stdout);
  write(1, "write(1) into the file\n", 23);
  printf("ftell(stdout) %ld\n", ftell(stdout));
  printf("buffered, flushed at restore\n");
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  printf("after restore\n");
  fflush(stdout);
  show("redir_out.txt");

  /* close(1), then open takes descriptor 1 */
  fflush(stdout);
  saved = dup(1);
  close(1);
  errno = 0;
  printf("lost? no: buffered until flush\n");
  fd = open("redir_low.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  fflush(stdout);
  dprintf(1, "dprintf to fd %d\n", fd);
  dup2(saved, 1);
  close(saved);
  printf("open after close(1) gave %d\n", fd);
  show("redir_low.txt");

  /* stderr to a file, perror and fprintf(stderr) with it */
  int esaved = dup(2);
  fd = open("redir_err.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  dup2(fd, 2);
  close(fd);
  fprintf(stderr, "to stderr's file\n");
  errno = ENOENT;
  perror("perror");
  write(2, "write(2)\n", 9);
  dup2(esaved, 2);
  close(esaved);
  fprintf(stderr, "stderr restored\n");
  show("redir_err.txt");

  /* freopen on stdout: descriptor 1 is the file's */
  fflush(stdout);
  saved = dup(1);
  if (!freopen("redir_freopen.txt", "w", stdout)) return 1;
  printf("via freopen, fileno %d\n", fileno(stdout));
  write(1, "write(1) after freopen\n", 23);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  printf("stdout after freopen and dup2 back\n");
  fflush(stdout);
  show("redir_freopen.txt");

  /* stdin from a file */
  fd = open("redir_in.txt", O_WRONLY | O_CREAT | O_TRUNC, 0644);
  write(fd, "42 seven\nsecond line\n", 21);
  close(fd);
  int in = dup(0);
  fd = open("redir_in.txt", O_RDONLY);
  dup2(fd, 0);
  close(fd);
  int v = 0; char word[16] = "";
  int got = scanf("%d %15s", &v, word);
  char line[64] = "";
  getchar();
  fgets(line, sizeof line, stdin);
  printf("scanf %d: %d %s, then %s", got, v, word, line);
  dup2(in, 0);
  close(in);
  unlink("redir_in.txt");

  /* bad descriptors and flags */
#define T(expr) do { errno = 0; long r_ = (long)(expr); printf("%-28s = %ld errno %s\n", #expr, r_, errno ? strerrorname_np(errno) : "0"); } while (0)
  T(dup2(77, 1)); T(dup2(1, -1)); T(dup(-1)); T(close(55)); T(lseek(1, 0, SEEK_CUR) < 0);
  T(fcntl(77, F_GETFL)); T(dup2(1, 1)); T(dup3(1, 1, 0));
  int d = fcntl(1, F_DUPFD, 10);
  printf("F_DUPFD 1 from 10: %d\n", d >= 10);
  fflush(stdout);
  write(d, "write to the duplicate of stdout\n", 33);
  close(d);
  printf("done\n");
  return 0;
}
