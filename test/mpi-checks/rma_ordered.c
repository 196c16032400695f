/* The same accesses, ordered: the put completes at the unlock, a message then tells rank 1, and a
 * fence epoch separates the second put from the store before it; a put next to the store (other
 * bytes) and gets of the stored int in later epochs are no race either. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[4] = {0}, one = 1, got = -1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank == 0) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&one, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    MPI_Send(&one, 1, MPI_INT, 1, 0, MPI_COMM_WORLD);
  } else {
    MPI_Recv(&got, 1, MPI_INT, 0, 0, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
    winbuf[2] += 10;
  }
  MPI_Win_fence(0, win);
  if (rank == 1) winbuf[2] += 100;
  MPI_Win_fence(0, win);
  if (rank == 0) MPI_Put(&one, 1, MPI_INT, 1, 3, 1, MPI_INT, win);
  if (rank == 1) winbuf[1] = 5;
  MPI_Win_fence(0, win);
  if (rank == 0) MPI_Get(&got, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
  MPI_Win_fence(0, win);
  if (rank == 0) printf("rank 1's winbuf[2] = %d\n", got);
  if (rank == 1) printf("winbuf = %d %d %d %d\n", winbuf[0], winbuf[1], winbuf[2], winbuf[3]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
