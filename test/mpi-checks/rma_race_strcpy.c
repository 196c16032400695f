/* Rank 1 strcpy's into its window while rank 0, later and with nothing ordering the two, puts into
 * the same bytes (MPI 4.0 section 12.7: a put must not update a location a store of the target
 * accesses concurrently). No process has synchronized on the window before the strcpy, and the C
 * library's write is no store of the compiled code. */
#include <mpi.h>
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  int rank;
  char winbuf[16] = "aaaaaaaaaaaaaaa", src[4] = "xyz";
  volatile double busy = 0;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Win_create(winbuf, sizeof winbuf, 1, MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 0) {
    for (int i = 0; i < 100000; i++) busy += i;
    MPI_Win_lock(MPI_LOCK_SHARED, 1, 0, win);
    MPI_Put(src, 4, MPI_CHAR, 1, 0, 4, MPI_CHAR, win);
    MPI_Win_unlock(1, win);
  } else {
    strcpy(winbuf, "hey");
  }
  MPI_Barrier(MPI_COMM_WORLD);
  if (rank == 1) printf("winbuf has %zu chars\n", strlen(winbuf));
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
