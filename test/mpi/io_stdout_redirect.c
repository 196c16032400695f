// mpi-np: 2 3
/* Per-rank output redirection as MPI programs do it: each rank sends its stdout to out.<rank>
   with dup2(open(...), 1), writes with printf, puts and write(1), restores the saved stdout and
   prints the file back; then stderr to err.<rank> through freopen's twin (dup2 on 2). The
   launch's streams are Hydra's pipes: F_GETFL and fstat answer for them as Linux does. Last, a
   pipe inside the rank carries bytes across a barrier. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void show(int rank, const char *name)
{
  char buf[512];
  int fd = open(name, O_RDONLY);
  ssize_t n = fd >= 0 ? read(fd, buf, sizeof buf - 1) : -1;
  if (n < 0) n = 0;
  buf[n] = 0;
  close(fd);
  printf("rank %d: %s has %zd bytes:\n%s", rank, name, n, buf);
  unlink(name);
}

int main(int argc, char **argv)
{
  int rank, size;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);

  struct stat st;
  for (int fd = 0; fd < 3; fd++) {
    fstat(fd, &st);
    printf("rank %d: fd %d F_GETFL %o type %o\n", rank, fd, fcntl(fd, F_GETFL), (unsigned)(st.st_mode & S_IFMT));
  }
  fflush(stdout);

  char name[32];
  snprintf(name, sizeof name, "out.%d", rank);
  int saved = dup(1);
  int fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  dup2(fd, 1);
  close(fd);
  printf("rank %d of %d writes to its own file\n", rank, size);
  puts("a line by puts");
  fflush(stdout);
  char w[64];
  int len = snprintf(w, sizeof w, "rank %d by write(1)\n", rank);
  write(1, w, (size_t)len);
  int sum = 0;
  MPI_Allreduce(&rank, &sum, 1, MPI_INT, MPI_SUM, MPI_COMM_WORLD);
  printf("sum of ranks %d, buffered until the flush\n", sum);
  fflush(stdout);
  dup2(saved, 1);
  close(saved);
  printf("rank %d: stdout restored\n", rank);
  fflush(stdout);
  MPI_Barrier(MPI_COMM_WORLD);
  show(rank, name);

  snprintf(name, sizeof name, "err.%d", rank);
  saved = dup(2);
  fd = open(name, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  dup2(fd, 2);
  close(fd);
  fprintf(stderr, "rank %d: to stderr's file\n", rank);
  dup2(saved, 2);
  close(saved);
  show(rank, name);
  fflush(stdout);

  /* a pipe within the rank, bytes in flight across a barrier (a step back restores them) */
  int p[2];
  pipe(p);
  char msg[48], back[64];
  int mlen = snprintf(msg, sizeof msg, "rank %d through a pipe\n", rank);
  write(p[1], msg, (size_t)mlen);
  MPI_Barrier(MPI_COMM_WORLD);
  close(p[1]);
  ssize_t got = read(p[0], back, sizeof back - 1);
  back[got > 0 ? got : 0] = 0;
  printf("%s", back);
  printf("rank %d: then read gives %zd\n", rank, read(p[0], back, 1));
  close(p[0]);

  MPI_Finalize();
  return 0;
}
