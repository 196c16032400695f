#include <mpi.h>
#include <stdio.h>
#define N 1000
/* An epoch of 1,000 MPI_Gets into one array: the checks watch their bytes as one span, and a
   store to an element names the MPI_Get that owns it (the second loop's). */
int main(int argc, char **argv) {
  int rank, A[N], W[N];
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  for (int i = 0; i < N; i++) W[i] = 1000 * rank + i;
  MPI_Win_create(W, sizeof W, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  for (int i = 0; i < N / 2; i++) MPI_Get(&A[i], 1, MPI_INT, 1 - rank, i, 1, MPI_INT, win);
  for (int i = N / 2; i < N; i++) MPI_Get(&A[i], 1, MPI_INT, 1 - rank, i, 1, MPI_INT, win);
  if (rank == 0) A[700] = -1;
  MPI_Win_fence(0, win);
  printf("rank %d: A[1] = %d, A[999] = %d\n", rank, A[1], A[999]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
