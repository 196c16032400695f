/* A window of 1 MB: rank 0 puts into its last int while rank 1 fills the whole window in a loop;
 * nothing orders the two, so rank 1 prints either value. */
#include <mpi.h>
#include <stdio.h>
#define N (1 << 18)
static int winbuf[N];
int main(int argc, char **argv) {
  int rank, one = 1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&one, 1, MPI_INT, 1, N - 1, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
  } else {
    for (int i = 0; i < N; i++) winbuf[i] = 2;
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) printf("winbuf[N - 1] = %d\n", winbuf[N - 1]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
