// mpi-np: 2 4
/* MPI_Win_allocate_shared memory as MPICH gives it: one segment mapped into every process of the
   node, so a plain store by one rank is seen by the others' loads without any MPI call. Rank 0
   fills an array in its segment and passes a token with a store; each rank in turn spins on the
   token (a memory barrier per turn, no MPI call), reads its element, writes into its own
   segment and hands the token on; rank 0 then reads every rank's segment through the pointers
   of MPI_Win_shared_query. */
#include <mpi.h>
#include <stdio.h>

#define N 64

int main(int argc, char **argv)
{
  int rank, size, qdisp;
  MPI_Aint qsize;
  volatile int *mine, *zero;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  MPI_Win_allocate_shared(N * sizeof(int), sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, (void *)&mine, &win);
  MPI_Win_shared_query(win, 0, &qsize, &qdisp, (void *)&zero);
  MPI_Win_lock_all(MPI_MODE_NOCHECK, win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    for (int k = 1; k < N; k++) zero[k] = 7 * k;
    __sync_synchronize();
    zero[0] = 1;
    while (zero[0] != size) __sync_synchronize();
    printf("rank 0: the token came back: %d\n", zero[0]);
    for (int r = 1; r < size; r++) {
      volatile int *theirs;
      MPI_Win_shared_query(win, r, &qsize, &qdisp, (void *)&theirs);
      printf("rank 0: segment of %d holds %d %d\n", r, theirs[0], theirs[N - 1]);
    }
  } else {
    while (zero[0] != rank) __sync_synchronize();
    printf("rank %d: my turn, zero[%d] = %d\n", rank, rank, zero[rank]);
    mine[0] = 100 * rank;
    mine[N - 1] = zero[rank] + rank;
    __sync_synchronize();
    zero[0] = rank + 1;
  }
  MPI_Win_unlock_all(win);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
