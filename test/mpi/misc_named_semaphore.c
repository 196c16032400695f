// mpi-np: 2 3 4
/* Named semaphores between the processes of one node (/dev/shm/sem.NAME, shared as the ranks
   share a node's /dev/shm): rank 0 creates a count and a lock, every other rank posts the count
   and rank 0 waits for all the posts; the ranks take the lock in turn to append to one file;
   sem_trywait on an empty count is EAGAIN; after sem_unlink the name is gone for every rank. */
#include <errno.h>
#include <fcntl.h>
#include <mpi.h>
#include <semaphore.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#define COUNT "/mpisim_misc_named_count"
#define LOCK "/mpisim_misc_named_lock"
#define LOG "named_semaphore.log"

int main(int argc, char **argv)
{
  int rank, size, v = -1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) {
    sem_unlink(COUNT);
    sem_unlink(LOCK);
    unlink(LOG);
    sem_t *c = sem_open(COUNT, O_CREAT | O_EXCL, 0600, 0);
    sem_t *l = sem_open(LOCK, O_CREAT | O_EXCL, 0600, 1);
    printf("rank 0 created both: %d\n", c != SEM_FAILED && l != SEM_FAILED);
    sem_close(c);
    sem_close(l);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  sem_t *count = sem_open(COUNT, 0);
  sem_t *lock = sem_open(LOCK, 0);
  printf("rank %d opened both: %d\n", rank, count != SEM_FAILED && lock != SEM_FAILED);
  if (rank != 0) {
    usleep(1000 * rank);
    printf("rank %d posts: %d\n", rank, sem_post(count));
  } else {
    for (int k = 1; k < size; k++) sem_wait(count);
    sem_getvalue(count, &v);
    printf("rank 0 took %d posts, value now %d\n", size - 1, v);
    errno = 0;
    int r = sem_trywait(count);
    printf("rank 0 trywait on the empty count: %d %s\n", r, strerror(errno));
  }
  for (int k = 0; k < 3; k++) {
    sem_wait(lock);
    int fd = open(LOG, O_WRONLY | O_CREAT | O_APPEND, 0600);
    char line[64];
    int n = snprintf(line, sizeof line, "rank %d round %d\n", rank, k);
    write(fd, line, (size_t)n);
    close(fd);
    sem_post(lock);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    char buf[4096];
    int fd = open(LOG, O_RDONLY);
    ssize_t n = read(fd, buf, sizeof buf);
    close(fd);
    int lines = 0;
    for (ssize_t k = 0; k < n; k++) lines += buf[k] == '\n';
    sem_getvalue(lock, &v);
    printf("rank 0: %d lines in the log, the lock's value %d\n", lines, v);
    printf("rank 0 unlinks: %d %d\n", sem_unlink(COUNT), sem_unlink(LOCK));
    unlink(LOG);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  errno = 0;
  sem_t *gone = sem_open(COUNT, 0);
  printf("rank %d after unlink: %s %s\n", rank, gone == SEM_FAILED ? "SEM_FAILED" : "opened", strerror(errno));
  printf("rank %d closes: %d %d\n", rank, sem_close(count), sem_close(lock));
  MPI_Finalize();
  return 0;
}
