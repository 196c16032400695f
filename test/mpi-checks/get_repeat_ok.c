/* Gets that share no bytes while pending: one MPI_Get statement repeated into one buffer in an
 * epoch (MPICH's rma/manyget repeats one 100,000 times: each brings the same bytes), gets of two
 * statements into one int in successive fence epochs or on either side of an MPI_Win_flush, and
 * into two ints in one epoch. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[4], buf[4] = {0}, a = 0, b = 0, c = 0;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int i = 0; i < 4; i++) winbuf[i] = 10 * rank + i;
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 0)
    for (int i = 0; i < 100; i++) MPI_Get(buf, 4, MPI_INT, 1, 0, 4, MPI_INT, win);
  MPI_Win_fence(0, win);
  if (rank == 0) MPI_Get(&a, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  MPI_Win_fence(0, win);
  if (rank == 0) {
    MPI_Get(&a, 1, MPI_INT, 1, 2, 1, MPI_INT, win);
    MPI_Get(&b, 1, MPI_INT, 1, 3, 1, MPI_INT, win);
  }
  MPI_Win_fence(0, win);
  if (rank == 0) {
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Get(&c, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
    MPI_Win_flush(1, win);
    MPI_Get(&c, 1, MPI_INT, 1, 3, 1, MPI_INT, win);
    MPI_Win_unlock(1, win);
    printf("buf %d %d %d %d, a %d, b %d, c %d\n", buf[0], buf[1], buf[2], buf[3], a, b, c);
  }
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
