/* Rank 0 takes the first message from anyone, then waits for rank 2's: when the first one
   was rank 2's, rank 2 has nothing more to send and rank 0 waits forever. SOURCES fixes the
   wildcard's source (a deterministic variant for real MPICH). */
#include <mpi.h>
#include <stdio.h>
#ifndef SOURCES
#define SOURCES MPI_ANY_SOURCE
#endif
static const int sources[] = { SOURCES };

int main(int argc, char **argv) {
  int rank, v = -1, w = -1;
  MPI_Status st;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Recv(&v, 1, MPI_INT, sources[0], 0, MPI_COMM_WORLD, &st);
    printf("first message from rank %d\n", st.MPI_SOURCE);
    MPI_Recv(&w, 1, MPI_INT, 2, 0, MPI_COMM_WORLD, &st);
    printf("then rank 2 sent %d\n", w);
  } else {
    MPI_Send(&rank, 1, MPI_INT, 0, 0, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
