/* Persistent requests made in a loop, used and never freed (as LLNL's AMG leaves its halo
 * exchanges): one leak finding for the two of each call, in the plural. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, i, out[2] = {1, 2}, in[2] = {0, 0};
  MPI_Request send[2], recv[2];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (i = 0; i < 2; i++) {
    MPI_Send_init(&out[i], 1, MPI_INT, 1 - rank, i, MPI_COMM_WORLD, &send[i]);
    MPI_Recv_init(&in[i], 1, MPI_INT, 1 - rank, i, MPI_COMM_WORLD, &recv[i]);
  }
  MPI_Startall(2, recv);
  MPI_Startall(2, send);
  MPI_Waitall(2, recv, MPI_STATUSES_IGNORE);
  MPI_Waitall(2, send, MPI_STATUSES_IGNORE);
  printf("rank %d: %d %d\n", rank, in[0], in[1]);
  MPI_Finalize();
  return 0;
}
