// mpi-np: 1 2
/* sleep, usleep and nanosleep (before MPI_Init, between, after MPI_Finalize) move MPI_Wtime on. */
#include <mpi.h>
#include <stdio.h>
#include <unistd.h>
#include <time.h>
int main(int c, char **v) {
  sleep(0);
  MPI_Init(&c, &v);
  int r; MPI_Comm_rank(MPI_COMM_WORLD, &r);
  double t0 = MPI_Wtime();
  unsigned left = sleep(1);
  int u = usleep(2000);
  struct timespec ts = {0, 5000000}, rem;
  int n = nanosleep(&ts, &rem);
  double dt = MPI_Wtime() - t0;
  printf("rank %d sleep %u usleep %d nanosleep %d elapsed>=1.007 %d <1.5 %d\n", r, left, u, n, dt >= 1.007, dt < 1.5);
  MPI_Finalize();
  sleep(0);
  return 0;
}
