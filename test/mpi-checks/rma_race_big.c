/* A window of 1 MB from MPI_Win_allocate (windows over 256 KB went unwatched): rank 0 puts into
 * its last int in a lock_all epoch while rank 1 fills the whole window in a loop; nothing orders
 * the two, so rank 1 prints either value. */
#include <mpi.h>
#include <stdio.h>
#define N (1 << 18)
int main(int argc, char **argv) {
  int rank, *base, one = 1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_allocate(N * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &base, &win);
  MPI_Win_lock_all(0, win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    MPI_Put(&one, 1, MPI_INT, 1, N - 1, 1, MPI_INT, win);
    MPI_Win_flush(1, win);
  } else {
    for (int i = 0; i < N; i++) base[i] = 2;
  }
  MPI_Barrier(MPI_COMM_WORLD);
  MPI_Win_unlock_all(win);
  if (rank == 1) printf("base[N - 1] = %d\n", base[N - 1]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
