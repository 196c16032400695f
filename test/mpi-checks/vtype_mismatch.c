/* Rank 1 sends floats to MPI_Allgatherv where rank 0 receives ints: same size, other meaning. */
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank, counts[2] = {1, 1}, displs[2] = {0, 1};
  int out[2] = {0, 0};
  int mine = 3;
  float fmine = 3.0f;
  float fout[2] = {0, 0};
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  if (rank == 0) {
    MPI_Allgatherv(&mine, 1, MPI_INT, out, counts, displs, MPI_INT, MPI_COMM_WORLD);
    printf("rank 0 got %d %d\n", out[0], out[1]);
  } else {
    MPI_Allgatherv(&fmine, 1, MPI_FLOAT, fout, counts, displs, MPI_FLOAT, MPI_COMM_WORLD);
    printf("rank 1 got %g %g\n", fout[0], fout[1]);
  }
  MPI_Finalize();
  return 0;
}
