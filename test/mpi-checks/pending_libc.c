/* Writes through the C library to buffers pending operations own (MPI 4.0 section 3.7.2: the send
 * buffer may not be modified, nor the receive buffer accessed, until the operation completes):
 * rank 0 strcpy's into the buffer of its pending MPI_Isend, rank 1 sscanf's into the buffer of
 * its pending MPI_Irecv. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  int rank;
  char buf[16] = "hello";
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Isend(buf, 16, MPI_CHAR, 1, 0, MPI_COMM_WORLD, &req);
    strcpy(buf, "bye");
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  } else {
    int n[2] = {0, 0};
    MPI_Irecv(n, 2, MPI_INT, 0, 1, MPI_COMM_WORLD, &req);
    sscanf("7", "%d", &n[1]);
    MPI_Recv(buf, 16, MPI_CHAR, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    MPI_Cancel(&req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    printf("got %zu chars\n", strlen(buf));
  }
  MPI_Finalize();
  return 0;
}
