/* In a fence epoch rank 0 puts into rank 1's window while rank 1 freads into the same bytes
 * (MPI 4.0 section 12.7: a put and a store of the target to one location in the same epoch). */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, winbuf[4] = {0}, one = 1, two = 2;
  MPI_Win win;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  FILE *f = tmpfile();
  fwrite(&two, sizeof two, 1, f);
  rewind(f);
  MPI_Win_create(winbuf, sizeof winbuf, sizeof(int), MPI_INFO_NULL, MPI_COMM_WORLD, &win);
  MPI_Win_fence(0, win);
  if (rank == 0) MPI_Put(&one, 1, MPI_INT, 1, 1, 1, MPI_INT, win);
  else if (fread(&winbuf[1], sizeof(int), 1, f) != 1) printf("fread failed\n");
  MPI_Win_fence(0, win);
  if (rank == 1) printf("winbuf[1] is %s\n", winbuf[1] == 1 || winbuf[1] == 2 ? "1 or 2" : "neither");
  fclose(f);
  MPI_Win_free(&win);
  MPI_Finalize();
  return 0;
}
