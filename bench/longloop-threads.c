/* The step-back case of issue 16 with the long computation in a POSIX thread. */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>

static double s;

static void *loop(void *arg) {
  for (int i = 0; i < 30000000; i++)
    s += i * 0.5;
  return arg;
}

int main(int argc, char **argv) {
  int provided, rank;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_FUNNELED, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  pthread_t t;
  pthread_create(&t, NULL, loop, NULL);
  pthread_join(t, NULL);
  MPI_Barrier(MPI_COMM_WORLD);
  printf("rank %d: %.1f\n", rank, s);
  MPI_Finalize();
  return 0;
}
