/* The buffer of a request-based get is the program's again once MPI_Wait completes the request, before its epoch ends (MPI 4.0 section 12.3.5): no finding. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[4] = {1, 2, 3, 4}, buf[2] = {0, 0};
  MPI_Win win;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_lock_all(0, win);
  MPI_Rget(buf, 2, MPI_INT, 1 - rank, 0, 2, MPI_INT, win, &req);
  MPI_Wait(&req, MPI_STATUS_IGNORE);
  buf[0] += 10;
  MPI_Win_unlock_all(win);
  printf("rank %d: %d %d\n", rank, buf[0], buf[1]);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
