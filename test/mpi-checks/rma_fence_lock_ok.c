/* A lock epoch between two fences, without a barrier: MBI's ReqLifecycle_RMA_TwoEpoch_Win_fence_
 * Win_lock{,_all}_* label it an error, but a fence starts an access epoch only if RMA calls
 * synchronized by fences follow it (MPI 4.0 section 12.5.1), and these are in the lock epoch;
 * MPICH runs it, and its own correct rma/mixedsync.c does the same (fence, lock/put/unlock,
 * fence). Rank 0 puts into rank 1's window under MPI_Win_lock, then gets from it under
 * MPI_Win_lock_all, each between fences; rank 1 prints what the fence made visible. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[4] = {0, 7, 0, 0}, v = 12345, got = 0; /* 16 bytes: on an 8-byte
                                        * window, MPICH 4.0.2 over UCX here delivered neither op */
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 0) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&v, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
  }
  MPI_Win_fence(0, win);
  if (rank == 1) printf("rank 1: winbuf[0] = %d\n", winbuf[0]);
  MPI_Win_fence(0, win);
  if (rank == 0) {
    MPI_Win_lock_all(0, win);
    MPI_Get(&got, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
    MPI_Win_unlock_all(win);
    printf("rank 0: got %d\n", got);
  }
  MPI_Win_fence(0, win);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
