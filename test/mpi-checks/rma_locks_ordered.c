/* Accesses that locks do order, or that do not conflict: ranks 0 and 2 put the same value into
 * one int of rank 1 under exclusive locks (the epochs run one after the other); an exclusive epoch
 * after shared ones on the same int; under shared locks, puts into different ints and gets of
 * the same int; a put, a flush and a get of the same int in one epoch; rank 1 storing to its
 * window under its own exclusive lock, then the others getting it under theirs; last, the two
 * putting the same value into one int under shared locks at once (as MBI's rr_Win_lock_Put does
 * at 3 processes, and MPICH's rma/reqops with 4): whichever lands last, rank 1 holds that value. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[4] = {0}, seven = 7, got = -1, got2 = -1;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  if (rank != 1) {
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
    MPI_Put(&seven, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&rank, 1, MPI_INT, 1, 1 + rank / 2, 1, MPI_INT, win);
    MPI_Get(&got, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
    MPI_Put(&seven, 1, MPI_INT, 1, 1 + rank / 2, 1, MPI_INT, win);
    MPI_Win_flush(1, win);
    MPI_Get(&got2, 1, MPI_INT, 1, 1 + rank / 2, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    printf("rank %d got %d %d\n", rank, got, got2);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) {
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
    winbuf[3] = 9;
    MPI_Win_unlock(1, win);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 1) {
    MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 1, 0, win);
    MPI_Get(&got, 1, MPI_INT, 1, 3, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    printf("rank %d got %d\n", rank, got);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) printf("winbuf = %d %d %d %d\n", winbuf[0], winbuf[1], winbuf[2], winbuf[3]);
  MPI_Barrier(MPI_COMM_WORLD);
  seven = 12345;
  if (rank != 1) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(&seven, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank != 1) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Get(&got, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    printf("rank %d got %d\n", rank, got);
  }
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
