/* The C library writing window memory and pending operations' buffers where MPI allows it: into
 * the window before the fence that opens the epoch and after the one that closes it (MPI 4.0
 * section 12.7: the fences order them with the put), into a send buffer and a receive buffer after
 * the MPI_Wait that completes each (section 3.7.3), and into bytes of the window that no put
 * touches. */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int ascending(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
int main(int argc, char **argv) {
  int rank, winbuf[8] = {0}, one = 1, src[4] = {4, 3, 2, 1};
  char msg[16] = "hello";
  MPI_Win win;
  MPI_Request req;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  memcpy(winbuf, src, sizeof src);
  MPI_Win_fence(0, win);
  if (rank == 0) MPI_Put(&one, 1, MPI_INT, 1, 0, 1, MPI_INT, win);
  else qsort(&winbuf[4], 4, sizeof(int), ascending);
  MPI_Win_fence(0, win);
  if (rank == 1) { qsort(winbuf, 4, sizeof(int), ascending); sprintf((char *)&winbuf[4], "%d", winbuf[0]); }
  MPI_Win_fence(0, win);
  if (rank == 0) {
    MPI_Isend(msg, 16, MPI_CHAR, 1, 0, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    strcpy(msg, "bye");
  } else {
    MPI_Irecv(msg, 16, MPI_CHAR, 0, 0, MPI_COMM_WORLD, &req);
    MPI_Wait(&req, MPI_STATUS_IGNORE);
    printf("got %s, winbuf = %d %d %d %d %s\n", msg, winbuf[0], winbuf[1], winbuf[2], winbuf[3], (char *)&winbuf[4]);
    sscanf("42", "%d", (int *)msg);
  }
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
