/* A named semaphore between two ranks: rank 0's post ends rank 1's first wait, then rank 1
   waits again on a semaphore nobody will post while rank 0 waits in MPI_Barrier for rank 1.
   Under glibc both wait for ever (mpiexec's time-out ends them); mpisim reports the deadlock. */
#include <mpi.h>
#include <stdio.h>
#include <fcntl.h>
#include <semaphore.h>

#define NAME "/mpisim_sem_deadlock"

int main(int argc, char **argv)
{
  int rank;
  sem_t *s = SEM_FAILED;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    sem_unlink(NAME);
    s = sem_open(NAME, O_CREAT | O_EXCL, 0600, 0);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) s = sem_open(NAME, 0);
  if (s == SEM_FAILED) { perror("sem_open"); MPI_Abort(MPI_COMM_WORLD, 1); }
  if (rank == 0) {
    sem_post(s);
    printf("rank 0 posted\n");
    fflush(stdout);
    MPI_Barrier(MPI_COMM_WORLD); /* barrier-waits */
  } else {
    sem_wait(s);
    printf("rank 1 got the post\n");
    fflush(stdout);
    sem_wait(s); /* nobody-posts */
  }
  MPI_Finalize();
  return 0;
}
