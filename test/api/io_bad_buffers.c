/* MPI-IO with buffers the kernel cannot reach and NULL statuses, as ROMIO in MPICH 4.0.2 answers:
   the read or write fails with errno EFAULT, an MPI_ERR_IO code whose stack has ROMIO's frame
   and strerror's words; a NULL status is MPI_Status_set_elements_x's error (ROMIO's
   MPIR_Status_set_bytes calls it), taken by MPI_COMM_WORLD's handler, and the call succeeds. */
// mpi-np: 1
#include <mpi.h>
#include <stdio.h>
static void show(const char *what, int e) {
  char s[MPI_MAX_ERROR_STRING]; int len, cls;
  MPI_Error_class(e, &cls); MPI_Error_string(e, s, &len); printf("%s: %d %s\n", what, cls, s);
}
int main(int argc, char **argv) {
  MPI_Init(&argc, &argv);
  MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
  MPI_File fh; MPI_Status st; int v[4] = {1, 2, 3, 4};
  MPI_File_open(MPI_COMM_WORLD, "io_bad_buffers.dat", MPI_MODE_CREATE | MPI_MODE_RDWR, MPI_INFO_NULL, &fh);
  MPI_File_set_errhandler(fh, MPI_ERRORS_RETURN);
  show("write NULL", MPI_File_write(fh, NULL, 1, MPI_INT, &st));
  show("write_at NULL", MPI_File_write_at(fh, 0, NULL, 2, MPI_INT, &st));
  show("write", MPI_File_write_at(fh, 0, v, 4, MPI_INT, &st));
  show("read NULL", MPI_File_read_at(fh, 0, NULL, 2, MPI_INT, &st));
  show("read status NULL", MPI_File_read_at(fh, 0, v, 2, MPI_INT, NULL));
  show("write status NULL", MPI_File_write_at(fh, 0, v, 2, MPI_INT, NULL));
  show("read_all status NULL", MPI_File_read_at_all(fh, 0, v, 2, MPI_INT, NULL));
  int n = -1;
  show("read", MPI_File_read_at(fh, 4, v, 3, MPI_INT, &st));
  MPI_Get_count(&st, MPI_INT, &n);
  printf("count %d: %d %d %d\n", n, v[0], v[1], v[2]);
  MPI_File_close(&fh);
  MPI_File_delete("io_bad_buffers.dat", MPI_INFO_NULL);
  MPI_Finalize();
}
