/* A FIFO between two ranks: rank 0 makes it and writes, rank 1 reads until EOF. Each open waits
   for the other end (rank 0 leaves a marker file before it opens, so rank 1 sees the marker once
   its open returns), and rank 1's reads wait for rank 0's writes. argv[1]: the directory. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/stat.h>

int main(int argc, char **argv)
{
  int rank;
  char fifo[512], marker[512];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  snprintf(fifo, sizeof fifo, "%s/fifo", argc > 1 ? argv[1] : ".");
  snprintf(marker, sizeof marker, "%s/marker", argc > 1 ? argv[1] : ".");
  if (rank == 0) {
    unlink(fifo);
    unlink(marker);
    if (mkfifo(fifo, 0644) != 0) perror("mkfifo");
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    struct stat st;
    int fd;
    double x = 1;
    int k, i;
    char line[64];
    int r = stat(fifo, &st);
    long off;
    printf("stat: %d, S_ISFIFO %d, size %ld\n", r, S_ISFIFO(st.st_mode), (long)st.st_size);
    r = mkfifo(fifo, 0644);
    printf("mkfifo again: %d %s\n", r, strerror(errno));
    /* A lot of work before the writer's open: the reader's open must wait through it. */
    for (i = 0; i < 200000; i++) x = x * 1.0000001 + 1e-9;
    fd = open(marker, O_WRONLY | O_CREAT, 0644);
    close(fd);
    fd = open(fifo, O_WRONLY);
    printf("writer open: %s\n", fd >= 0 ? "ok" : strerror(errno));
    off = (long)lseek(fd, 0, SEEK_SET);
    printf("lseek on the FIFO: %ld %s\n", off, strerror(errno));
    for (k = 0; k < 5; k++) {
      for (i = 0; i < 100000; i++) x = x * 1.0000001 + 1e-9;
      snprintf(line, sizeof line, "line %d (%s)\n", k, x > 0 ? "+" : "-");
      if (write(fd, line, strlen(line)) != (ssize_t)strlen(line)) perror("write");
    }
    close(fd);
  } else if (rank == 1) {
    char buf[256];
    ssize_t n;
    size_t total = 0;
    int fd = open(fifo, O_RDONLY);
    printf("reader open: %s, marker %s\n", fd >= 0 ? "ok" : strerror(errno), access(marker, F_OK) == 0 ? "there" : "missing");
    while ((n = read(fd, buf + total, sizeof buf - 1 - total)) > 0) total += (size_t)n;
    buf[total] = 0;
    printf("read until EOF (%d):\n%s", (int)n, buf);
    close(fd);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    char c;
    int n, fd = open(fifo, O_WRONLY | O_NONBLOCK);
    printf("nonblocking writer with no reader: %d %s\n", fd, strerror(errno));
    fd = open(fifo, O_RDONLY | O_NONBLOCK);
    n = (int)read(fd, &c, 1);
    printf("nonblocking reader with no writer: %s, read %d\n", fd >= 0 ? "ok" : strerror(errno), n);
    close(fd);
    unlink(fifo);
    unlink(marker);
  }
  MPI_Finalize();
  return 0;
}
