/* Data representations: external32 is big-endian in the file (ints and doubles, read back
 * through the same view), native and internal are the memory's bytes. (A struct type under
 * external32 dies of SIGILL in MPICH 4.0.2's ROMIO here, so none is tried.) */
#include <mpi.h>
#include <stdio.h>

int main(int argc, char **argv) {
  int rank;
  MPI_File fh;
  MPI_Status st;
  MPI_Aint ext;
  MPI_Init(&argc, &argv);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_File_open(MPI_COMM_WORLD, "rep.dat", MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh);
  MPI_File_set_view(fh, 0, MPI_BYTE, MPI_BYTE, "external32", MPI_INFO_NULL);
  int v[2] = {1 + rank, 0x01020304};
  double d = 1.5 + rank;
  MPI_File_write_at(fh, rank * 32, v, 2, MPI_INT, &st);
  MPI_File_write_at(fh, rank * 32 + 8, &d, 1, MPI_DOUBLE, &st);
  MPI_File_get_type_extent(fh, MPI_INT, &ext);
  printf("[%d] external32 extent of int %ld\n", rank, (long)ext);
  MPI_Barrier(MPI_COMM_WORLD);
  int w[2];
  double e;
  MPI_File_read_at(fh, rank * 32, w, 2, MPI_INT, &st);
  MPI_File_read_at(fh, rank * 32 + 8, &e, 1, MPI_DOUBLE, &st);
  printf("[%d] back: %d %x %g\n", rank, w[0], w[1], e);
  MPI_File_set_view(fh, 0, MPI_BYTE, MPI_BYTE, "internal", MPI_INFO_NULL);
  MPI_File_write_at(fh, 64 + rank * 4, &v[1], 1, MPI_INT, &st);
  MPI_File_set_view(fh, 0, MPI_BYTE, MPI_BYTE, "native", MPI_INFO_NULL);
  MPI_File_write_at(fh, 96 + rank * 4, &v[1], 1, MPI_INT, &st);
  MPI_File_close(&fh);
  MPI_Finalize();
  return 0;
}
