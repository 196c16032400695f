/* Rank 0 receives one message from each other rank with MPI_ANY_SOURCE and prints the order;
   the last one decides its exit status, as programs that assume an order do. SOURCES fixes
   the wildcards' sources in order (a deterministic variant for real MPICH). */
#include <mpi.h>
#include <stdio.h>
#ifndef SOURCES
#define SOURCES MPI_ANY_SOURCE, MPI_ANY_SOURCE, MPI_ANY_SOURCE
#endif
static const int sources[] = { SOURCES };

int main(int argc, char **argv) {
  int rank, size, v = -1, last = -1;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (rank == 0) {
    for (int i = 0; i < size - 1; i++) {
      MPI_Status st;
      MPI_Recv(&v, 1, MPI_INT, sources[i], 7, MPI_COMM_WORLD, &st);
      printf("message %d from rank %d\n", i, st.MPI_SOURCE);
      last = v;
    }
  } else {
    v = rank * 10;
    MPI_Send(&v, 1, MPI_INT, 0, 7, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return rank == 0 && last != 10 * (size - 1) ? 2 : 0;
}
