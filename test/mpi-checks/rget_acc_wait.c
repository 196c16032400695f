/* Rank 1 swaps a value into rank 0's window with MPI_Rget_accumulate and waits for its request; a
 * barrier then orders rank 0's store to the same int, inside rank 1's lock epoch (MPICH's
 * rma/reqops does this): the result that came back shows the update was done at the target. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[4] = {0}, one = 7, old = -1;
  MPI_Win win;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, win);
  if (rank == 1) {
    MPI_Rget_accumulate(&one, 1, MPI_INT, &old, 1, MPI_INT, 0, 1, 1, MPI_INT, MPI_REPLACE, win, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) winbuf[1] += 100;
  MPI_Win_unlock(0, win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) printf("winbuf[1] = %d\n", winbuf[1]);
  if (rank == 1) printf("old = %d\n", old);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
