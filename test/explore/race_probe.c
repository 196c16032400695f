/* Rank 0 probes for any message, then receives it with the probed source and size; ranks send
   different sizes after a barrier, so the probe's match decides what rank 0 prints. SOURCES
   fixes the probes' sources in order (a deterministic variant for real MPICH). */
#include <mpi.h>
#include <stdio.h>
#ifndef SOURCES
#define SOURCES MPI_ANY_SOURCE, MPI_ANY_SOURCE
#endif
static const int sources[] = { SOURCES };

int main(int argc, char **argv) {
  int rank, size, buf[8] = {0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    for (int i = 0; i < size - 1; i++) {
      MPI_Status st;
      int n;
      MPI_Probe(sources[i], 3, MPI_COMM_WORLD, &st);
      MPI_Get_count(&st, MPI_INT, &n);
      MPI_Recv(buf, n, MPI_INT, st.MPI_SOURCE, 3, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      printf("probe %d: %d ints from rank %d\n", i, n, st.MPI_SOURCE);
    }
  } else {
    for (int k = 0; k < 8; k++) buf[k] = rank;
    MPI_Send(buf, rank * 2, MPI_INT, 0, 3, MPI_COMM_WORLD);
  }
  MPI_Finalize();
  return 0;
}
