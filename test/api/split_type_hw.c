/* MPI_Comm_split_type with the hardware types: MPICH 4.0.2 knows mpi_shared_memory only. */
// mpi-np: 4
#include <mpi.h>
#include <stdio.h>
int main(int argc, char **argv) {
  int rank; MPI_Init(&argc, &argv); MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  const char *vals[] = {"mpi_shared_memory", "Machine", "Package", "NUMANode", "Core", "L3Cache", "PU", "bogus", NULL};
  for (int i = 0; i < 9; i++) {
    MPI_Info info = MPI_INFO_NULL; if (vals[i]) { MPI_Info_create(&info); MPI_Info_set(info, "mpi_hw_resource_type", vals[i]); }
    MPI_Comm c; int e = MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_HW_GUIDED, 0, info, &c); int s = -1;
    if (c != MPI_COMM_NULL) { MPI_Comm_size(c, &s); MPI_Comm_free(&c); }
    if (rank == 0) printf("%s: err %d size %d\n", vals[i] ? vals[i] : "(null)", e, s);
    if (info != MPI_INFO_NULL) MPI_Info_free(&info);
  }
  MPI_Comm c; MPI_Comm_split_type(MPI_COMM_WORLD, MPI_COMM_TYPE_HW_UNGUIDED, 0, MPI_INFO_NULL, &c); int s = -1; if (c != MPI_COMM_NULL) { MPI_Comm_size(c, &s); MPI_Comm_free(&c); }
  printf("rank %d unguided %d\n", rank, s);
  MPI_Finalize(); return 0; }
