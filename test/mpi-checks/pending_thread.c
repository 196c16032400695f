/* A POSIX thread writes the receive buffer of its own pending MPI_Irecv: a thread's stores are
   the program's, as the main thread's are. */
#include <mpi.h>
#include <pthread.h>
#include <stdio.h>
static int buf[4], rank;
static void *body(void *arg) {
  MPI_Request r;
  if (rank == 1) {
    MPI_Irecv(buf, 4, MPI_INT, 0, 0, MPI_COMM_WORLD, &r);
    buf[2] = 7;
    MPI_Wait(&r, MPI_STATUS_IGNORE);
  } else {
    MPI_Send(buf, 4, MPI_INT, 1, 0, MPI_COMM_WORLD);
  }
  return arg;
}
int main(int argc, char **argv) {
  int provided;
  pthread_t t;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  pthread_create(&t, NULL, body, NULL);
  pthread_join(t, NULL);
  printf("rank %d done\n", rank);
  MPI_Finalize();
  return 0;
}
