// Requests that are never completed by MPI_Wait/MPI_Test hold back the calls after them
// (the seed note's rule for non-blocking records): rank 0's MPI_Isend (tag 1) is never
// waited on, so its later MPI_Send calls (tags 2 and 3) cannot be ordered; rank 1's MPI_Irecv
// (tag 3) is never waited on, so its MPI_Recv calls (tags 1 and 2) cannot be ordered. Each
// rank prints what its blocking receives got, for the comparison with real MPICH.
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank, x[3] = {1, 2, 3}, y[3], z = 0;
  MPI_Request rq;
  MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Isend(x, 1, MPI_INT, 1, 1, MPI_COMM_WORLD, &rq);
    MPI_Send(x, 2, MPI_INT, 1, 2, MPI_COMM_WORLD);
  } else if (rank == 1) {
    MPI_Irecv(&z, 1, MPI_INT, 0, 3, MPI_COMM_WORLD, &rq);
    for (int tag = 1; tag <= 2; tag++) {
      int bytes;
      MPI_Recv(y, 3, MPI_INT, 0, tag, MPI_COMM_WORLD, &st);
      MPI_Get_count(&st, MPI_BYTE, &bytes);
      printf("from %d tag %d bytes %d\n", st.MPI_SOURCE, st.MPI_TAG, bytes);
    }
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) MPI_Send(x, 1, MPI_INT, 1, 3, MPI_COMM_WORLD);
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Finalize();
  return 0;
}
