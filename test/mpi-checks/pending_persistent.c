/* A persistent receive's buffer is the operation's from MPI_Start to its completion only: the
   store between MPI_Start and MPI_Wait is reported; those after MPI_Wait (the request inactive,
   still allocated) are not, nor those after MPI_Test completed a send. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, in = 0, out = 7, done = 0;
  MPI_Request recv, send;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 1) {
    MPI_Recv_init(&in, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, &recv);
    for (int i = 0; i < 3; i++) {
      MPI_Start(&recv);
      if (i == 1) in = -1;
      MPI_Wait(&recv, MPI_STATUS_IGNORE);
      printf("received %d\n", in > 0 ? in : 0);
      in = 0;
    }
    MPI_Request_free(&recv);
  } else if (rank == 0) {
    for (int i = 0; i < 3; i++) {
      MPI_Isend(&out, 1, MPI_INT, 1, 0, MPI_COMM_WORLD, &send);
      while (!done) MPI_Test(&send, &done, MPI_STATUS_IGNORE);
      done = 0;
      out++;
    }
  }
  MPI_Finalize();
  return 0;
}
