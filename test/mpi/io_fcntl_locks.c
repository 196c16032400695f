// mpi-np: 2 3
/* Advisory locks between ranks, which are separate processes: fcntl record locks, open file
   description locks and flock conflict across processes as on Linux, F_GETLK names the holder,
   F_SETLKW and a blocking flock wait until the holder lets go, closing any descriptor of the file
   drops the process's record locks, and a cycle of waits fails with EDEADLK. */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>

static int rank, size, pids[16];

static struct flock lk(int type, long start, long len)
{
  struct flock l;
  memset(&l, 0, sizeof l);
  l.l_type = (short)type; l.l_whence = SEEK_SET; l.l_start = start; l.l_len = len;
  return l;
}
static int set(int fd, int cmd, int type, long start, long len)
{
  struct flock l = lk(type, start, len);
  errno = 0;
  int r = fcntl(fd, cmd, &l);
  return r == 0 ? 0 : -errno;
}
/* Who holds what F_GETLK (or F_OFD_GETLK) finds over [start, start+len): "free", or the type, the range and the holder's rank. */
static void probe(const char *what, int fd, int cmd, int type, long start, long len)
{
  struct flock l = lk(type, start, len);
  int r = fcntl(fd, cmd, &l);
  if (r != 0) { printf("%s: error %d\n", what, errno); return; }
  if (l.l_type == F_UNLCK) { printf("%s: free\n", what); return; }
  int who = -2;
  for (int k = 0; k < size; k++) if (pids[k] == l.l_pid) who = k;
  if (l.l_pid == -1) who = -1;
  printf("%s: type %d start %ld len %ld held by %s%d\n", what, l.l_type, (long)l.l_start, (long)l.l_len, who == -1 ? "an open file description " : "rank ", who);
}

int main(int argc, char **argv)
{
  const char *name = "io_fcntl_locks.tmp";
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  int pid = getpid();
  MPI_Allgather(&pid, 1, MPI_INT, pids, 1, MPI_INT, MPI_COMM_WORLD);
  if (rank == 0) { int fd = open(name, O_RDWR | O_CREAT | O_TRUNC, 0644); close(fd); }
  MPI_Barrier(MPI_COMM_WORLD);
  int fd = open(name, O_RDWR);

  /* 1. Record locks: rank 0 holds [0,10) for writing, everyone else sees it and is refused. */
  if (rank == 0) printf("rank 0 F_SETLK write [0,10): %d\n", set(fd, F_SETLK, F_WRLCK, 0, 10));
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 0) {
    probe("F_GETLK write [5,6)", fd, F_GETLK, F_WRLCK, 5, 1);
    probe("F_GETLK write [10,20)", fd, F_GETLK, F_WRLCK, 10, 10);
    printf("F_SETLK read [0,1): %d\n", set(fd, F_SETLK, F_RDLCK, 0, 1));
  }
  MPI_Barrier(MPI_COMM_WORLD);
  /* Read locks share: every rank's read lock on [100,101) stands, taken in rank order (F_GETLK
     answers the first holder); a write lock is refused. */
  for (int k = 0; k < size; k++) {
    if (k == rank && rank != 0) printf("F_SETLK read [10+rank,11+rank): %d\n", set(fd, F_SETLK, F_RDLCK, 10 + rank, 1));
    if (k == rank) printf("F_SETLK read [100,101): %d\n", set(fd, F_SETLK, F_RDLCK, 100, 1));
    MPI_Barrier(MPI_COMM_WORLD);
  }
  printf("F_SETLK write [100,101): %d\n", set(fd, F_SETLK, F_WRLCK, 100, 1));
  probe("F_GETLK write [100,101)", fd, F_GETLK, F_WRLCK, 100, 1);
  MPI_Barrier(MPI_COMM_WORLD);
  set(fd, F_SETLK, F_UNLCK, 100, 1);
  MPI_Barrier(MPI_COMM_WORLD);

  /* 2. F_SETLKW waits: rank 1 asks for [0,10) while rank 0 holds it; rank 0 lets go after a message. */
  if (rank == 1) {
    int go = 1;
    MPI_Send(&go, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
    printf("rank 1 F_SETLKW write [0,10): %d\n", set(fd, F_SETLKW, F_WRLCK, 0, 10));
    probe("after F_SETLKW, from rank 1", fd, F_GETLK, F_WRLCK, 0, 10);
  } else if (rank == 0) {
    int go;
    MPI_Recv(&go, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    usleep(100000);
    printf("rank 0 F_SETLK unlock [0,10): %d\n", set(fd, F_SETLK, F_UNLCK, 0, 10));
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) probe("rank 0 sees", fd, F_GETLK, F_RDLCK, 0, 100);

  /* 3. Closing any descriptor of the file drops the process's record locks. */
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) { int other = open(name, O_RDONLY); close(other); }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) probe("after rank 1 closed another descriptor", fd, F_GETLK, F_WRLCK, 0, 100);
  MPI_Barrier(MPI_COMM_WORLD);

  /* 4. Open file description locks conflict across processes and report pid -1. */
  if (rank == 0) printf("F_OFD_SETLK write [50,60): %d\n", set(fd, F_OFD_SETLK, F_WRLCK, 50, 10));
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 0) {
    probe("F_OFD_GETLK [55,56)", fd, F_OFD_GETLK, F_RDLCK, 55, 1);
    probe("F_GETLK [55,56)", fd, F_GETLK, F_RDLCK, 55, 1);
    printf("F_SETLK read [55,56): %d\n", set(fd, F_SETLK, F_RDLCK, 55, 1));
  }
  MPI_Barrier(MPI_COMM_WORLD);

  /* 5. flock between processes: exclusive against everything, LOCK_NB answers EWOULDBLOCK. */
  if (rank == 0) printf("flock LOCK_EX: %d\n", flock(fd, LOCK_EX));
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 0) { errno = 0; int r = flock(fd, LOCK_SH | LOCK_NB); printf("flock LOCK_SH|LOCK_NB: %d %s\n", r, errno == EWOULDBLOCK ? "EWOULDBLOCK" : "?"); }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) {
    int go = 1;
    MPI_Send(&go, 1, MPI_INT, 0, 1, MPI_COMM_WORLD);
    printf("rank 1 flock LOCK_SH (waits): %d\n", flock(fd, LOCK_SH));
  } else if (rank == 0) {
    int go;
    MPI_Recv(&go, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    usleep(100000);
    printf("rank 0 flock LOCK_UN: %d\n", flock(fd, LOCK_UN));
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) { errno = 0; int r = flock(fd, LOCK_EX | LOCK_NB); printf("rank 0 flock LOCK_EX|LOCK_NB: %d %s\n", r, errno == EWOULDBLOCK ? "EWOULDBLOCK" : "0"); }
  MPI_Barrier(MPI_COMM_WORLD);
  flock(fd, LOCK_UN);

  /* 6. A cycle of waits: rank 0 holds [200,201), rank 1 holds [201,202); each asks for the other's. */
  if (rank < 2) set(fd, F_SETLK, F_WRLCK, 200 + rank, 1);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    int go = 1;
    MPI_Send(&go, 1, MPI_INT, 1, 2, MPI_COMM_WORLD);
    int r = set(fd, F_SETLKW, F_WRLCK, 201, 1);
    printf("rank 0 F_SETLKW [201,202): %d\n", r);
  } else if (rank == 1) {
    int go;
    MPI_Recv(&go, 1, MPI_INT, 0, 2, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    usleep(200000);
    int r = set(fd, F_SETLKW, F_WRLCK, 200, 1);
    printf("rank 1 F_SETLKW [200,201): %s\n", r == -EDEADLK ? "EDEADLK" : r == 0 ? "0" : "other");
    set(fd, F_SETLK, F_UNLCK, 201, 1);
  }
  MPI_Barrier(MPI_COMM_WORLD);

  close(fd);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) unlink(name);
  MPI_Finalize();
  return 0;
}
