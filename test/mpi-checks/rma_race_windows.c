/* 300 windows, one used: rank 0 puts into rank 1's window 150 while rank 1 memsets the same int; nothing orders the two. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
#define NWIN 300
int main(int argc, char **argv) {
  static int bufs[NWIN][4];
  int rank, one = 1;
  MPI_Win wins[NWIN];
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int i = 0; i < NWIN; i++) MPI_Win_create(bufs[i], sizeof bufs[i], sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &wins[i]);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, wins[150]);
    MPI_Put(&one, 1, MPI_INT, 1, 2, 1, MPI_INT, wins[150]);
    MPI_Win_unlock(1, wins[150]);
  } else {
    memset(&bufs[150][2], 1, sizeof(int));
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) printf("bufs[150][2] = %d\n", bufs[150][2]);
  for (int i = 0; i < NWIN; i++) MPI_Win_free(&wins[i]);
  MPI_Finalize();
  return 0;
}
